import { readFileSync } from 'node:fs';
import { LineCounter, isMap, isNode, isPair, isScalar, isSeq } from 'yaml';
import { parseYamlDocument, yamlValue } from '../util/yaml-document.js';
import type { Document, YAMLError } from 'yaml';
import type { z } from 'zod';
import type { SinkConfig } from './sink-config.js';
import type { AlertRule } from './alert-rule.js';
import { GROUP_DIMENSIONS } from './alert-types.js';
import { RulesFileSchema, toAlertRule } from './rules-schema.js';
import { yamlErrorMessage, yamlErrorPlace } from '../util/yaml-error.js';
import { ioMessage } from '../util/io-message.js';

/** The rules file is invalid: every problem, each `file:line:col: key.path: message`. Exit 2. */
export class RulesFileError extends Error {
  override name = 'RulesFileError';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

export interface AlertRules {
  rules: AlertRule[];
  sinks: SinkConfig[];
}

/** Reads and validates a rules file; throws RulesFileError listing every problem. */
export function loadAlertRules(path: string): AlertRules {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new RulesFileError([`${path}: cannot read: ${ioMessage(e)}`]);
  }
  return parseAlertRules(text, path);
}

export function parseAlertRules(text: string, path: string): AlertRules {
  const lineCounter = new LineCounter();
  const doc = parseYamlDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new RulesFileError(inFileOrder(doc.errors.map((e) => `${yamlErrorPlace(e, path)}: ${keyPath(pathAt(doc.contents, e.pos[0]))}: ${yamlProblem(e)}`)));
  }
  const raw: unknown = yamlValue(doc);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    const at = doc.contents?.range ? lineCounter.linePos(doc.contents.range[0]) : { line: 1, col: 1 };
    throw new RulesFileError([`${path}:${at.line}:${at.col}: (top level): expected a mapping with rules: (and optionally sinks:)`]);
  }
  const place = (at: readonly PropertyKey[], key = false): string => placeOf(doc, lineCounter, path, at, key);
  const parsed = RulesFileSchema.safeParse(raw);
  // Names and sink references are checked on what was written, so they are listed with the schema's problems.
  const problems = [...crossCheck(raw as Record<string, unknown>, place)];
  if (!parsed.success) problems.push(...parsed.error.issues.flatMap((issue) => issueLines(issue, place)));
  if (problems.length > 0 || !parsed.success) throw new RulesFileError(inFileOrder(problems));
  return { rules: parsed.data.rules.map(toAlertRule), sinks: parsed.data.sinks };
}

/** Unique rule and sink names, and every sink a rule names exists; over the raw document, skipping what is not a name. */
function crossCheck(raw: Record<string, unknown>, place: (at: readonly PropertyKey[]) => string): string[] {
  const problems: string[] = [];
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const nameOf = (v: unknown): string | undefined => {
    const n = v !== null && typeof v === 'object' ? (v as Record<string, unknown>).name : undefined;
    return typeof n === 'string' && n !== '' ? n : undefined;
  };
  const unique = (what: 'rules' | 'sinks', items: unknown[]): Map<string, number> => {
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      const name = nameOf(item);
      if (name === undefined) return;
      const first = seen.get(name);
      if (first !== undefined) problems.push(`${place([what, i, 'name'])}: ${what}[${i}].name: "${name}" is already the name of ${what}[${first}]`);
      else seen.set(name, i);
    });
    return seen;
  };
  const rules = list(raw.rules);
  unique('rules', rules);
  const sinkNames = unique('sinks', list(raw.sinks));
  const known = [...sinkNames.keys()];
  rules.forEach((r, i) => {
    const named = r !== null && typeof r === 'object' ? (r as Record<string, unknown>).sinks : undefined;
    const names = typeof named === 'string' ? [named] : list(named);
    names.forEach((name, j) => {
      if (typeof name !== 'string' || name === '' || sinkNames.has(name)) return;
      problems.push(`${place(['rules', i, 'sinks', j])}: rules[${i}].sinks[${j}]: no sink is named "${name}" (${known.length > 0 ? `named sinks: ${known.join(', ')}` : 'no sink has a name'})`);
    });
  });
  return problems;
}

/** Problems sorted by their `file:line:col`, so they read top to bottom. */
function inFileOrder(lines: string[]): string[] {
  const pos = (l: string): [number, number] => {
    const m = /^.*?:(\d+):(\d+): /.exec(l);
    return m === null ? [0, 0] : [Number(m[1]), Number(m[2])];
  };
  return lines.map((l) => [pos(l), l] as const).sort(([a], [b]) => a[0] - b[0] || a[1] - b[1]).map(([, l]) => l);
}

function issueLines(issue: z.core.$ZodIssue, place: (at: readonly PropertyKey[], key?: boolean) => string): string[] {
  if (issue.code === 'unrecognized_keys') {
    const what = issue.path.at(-1) === 'where' ? `unknown dimension (known: ${Object.keys(GROUP_DIMENSIONS).join(', ')})` : 'unknown key';
    return issue.keys.map((k) => `${place([...issue.path, k], true)}: ${keyPath([...issue.path, k])}: ${what}`);
  }
  return [`${place(issue.path)}: ${keyPath(issue.path)}: ${message(issue)}`];
}

function message(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value' && 'values' in issue) return `expected one of ${issue.values.map(String).join(', ')}`;
  // zod's own wording ("Too small: expected array to have >=1 items") in ours; custom messages stay.
  const stock = issue.message.startsWith('Too small');
  if (stock && issue.code === 'too_small' && issue.origin === 'array') return `expected at least ${String(issue.minimum)} value(s)`;
  if (stock && issue.code === 'too_small' && issue.origin === 'number') return `expected a number ${issue.inclusive ? '≥' : '>'} ${String(issue.minimum)}`;
  if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') return 'expected a sink with type webhook, log or file';
  const text = issue.message.replace(/^Invalid input: /, '');
  // A missing key: say so rather than "expected object, received undefined".
  return issue.code === 'invalid_type' && / received undefined$/.test(text) ? 'required' : text;
}

/** A YAML problem in words; a repeated key says so plainly. */
function yamlProblem(e: YAMLError): string {
  return e.code === 'DUPLICATE_KEY' ? 'duplicate key (each key may appear once in a mapping)' : yamlErrorMessage(e);
}

/** The key path of the deepest node at `offset` (a key or its value), for placing a YAML error. */
function pathAt(node: unknown, offset: number, at: PropertyKey[] = []): PropertyKey[] {
  const inside = (n: unknown): boolean => {
    const r = isNode(n) ? n.range : undefined;
    return r !== undefined && r !== null && offset >= r[0] && offset < Math.max(r[1], r[0] + 1);
  };
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const key = isScalar(pair.key) ? String(pair.key.value) : '?';
      if (inside(pair.key)) return [...at, key];
      if (inside(pair.value)) return pathAt(pair.value, offset, [...at, key]);
    }
  } else if (isSeq(node)) {
    for (const [i, item] of node.items.entries()) if (inside(item)) return pathAt(item, offset, [...at, i]);
  }
  return at;
}

/** `rules[1].condition.spike.confidence.alert` */
export function keyPath(at: readonly PropertyKey[]): string {
  if (at.length === 0) return '(top level)';
  return at.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

/** `file:line:col` of the value at `at`, or of its nearest ancestor that exists (a missing key points at its mapping). */
function placeOf(doc: Document, lc: LineCounter, path: string, at: readonly PropertyKey[], key: boolean): string {
  for (let n = at.length; n >= 0; n--) {
    const node = nodeAt(doc, at.slice(0, n), key && n === at.length);
    const offset = node?.range?.[0];
    if (offset !== undefined) {
      const { line, col } = lc.linePos(offset);
      return `${path}:${line}:${col}`;
    }
  }
  return path;
}

/** The node at a path; for the last key of an unknown-key issue, the key node itself. */
function nodeAt(doc: Document, at: readonly PropertyKey[], key: boolean): { range?: [number, number, number] | null | undefined } | undefined {
  if (at.length === 0) return doc.contents ?? undefined;
  const parent: unknown = at.length === 1 ? doc.contents : doc.getIn(at.slice(0, -1) as unknown[], true);
  const last = at[at.length - 1];
  if (isMap(parent)) {
    const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(last));
    if (pair === undefined) return undefined;
    if (!key && isNode(pair.value)) return pair.value;
    return isNode(pair.key) ? pair.key : undefined;
  }
  const v: unknown = doc.getIn(at as unknown[], true);
  return isNode(v) ? v : undefined;
}
