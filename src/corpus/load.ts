import { readFile } from 'node:fs/promises';
import { LineCounter, isMap, isSeq } from 'yaml';
import type { Document } from 'yaml';
import { parseYamlDocument, yamlValue } from '../util/yaml-document.js';
import type { Finding } from '../model/finding.js';
import { canonicalJson, sha256Hex } from './canonical.js';
import { CorpusError } from './corpus-error.js';
import { normalizeUserText } from './normalize-text.js';
import { CorpusSchema } from './schema.js';
import type { Case, Corpus, Tool } from './schema.js';
import { crossCheck } from './cross-check.js';
import { misspeltFields } from './misspelt-fields.js';
import { yamlErrorMessage, yamlErrorPlace } from '../util/yaml-error.js';
import { ioMessage } from '../util/io-message.js';

export interface LoadedCorpus {
  path: string;
  corpus: Corpus;
  /**
   * sha256 of the file's content as data (JSON with sorted keys): reformatting or comments do not
   * change it, any change of content does, fields forbear does not read included.
   */
  sha256: string;
  byId: Map<string, Case>;
  /** normalized user_turn → cases with that text. */
  byUserTurn: Map<string, Case[]>;
  /** tool name → effect, from the catalog. */
  toolEffects: Map<string, Tool['effect']>;
  /** case id → 1-based line where the case starts in the file, so CI annotations can point at it. */
  lines: Map<string, number>;
}

/** Reads, parses and validates a corpus file (YAML or JSON). Throws CorpusError listing every problem. */
export async function loadCorpus(path: string): Promise<LoadedCorpus> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new CorpusError([{ code: 'corpus.unreadable', path, message: `cannot read: ${ioMessage(err)}`, severity: 'error' }]);
  }
  return parseCorpus(text, path);
}

export function parseCorpus(text: string, path: string): LoadedCorpus {
  const { raw, lines } = parseYamlOrJson(text, path);
  const parsed = CorpusSchema.safeParse(raw);
  const misspelt = misspeltFields(raw, (at) => `${path}: ${describePath(raw, at)}`);
  if (!parsed.success || misspelt.length > 0) {
    throw new CorpusError([...misspelt, ...(parsed.error?.issues ?? []).map((issue) => ({
      code: 'corpus.schema',
      path: `${path}: ${describePath(raw, issue.path)}`,
      message: issue.message,
      severity: 'error' as const,
    }))]);
  }
  const corpus = parsed.data;
  const problems = crossCheck(corpus).map((p) => ({ ...p, path: `${path}: ${p.path}` }));
  if (problems.length > 0) throw new CorpusError(problems);
  return indexCorpus(corpus, path, sha256Hex(canonicalJson(raw)), lines);
}

function parseYamlOrJson(text: string, path: string): { raw: unknown; lines: Map<string, number> } {
  // YAML 1.2 is a superset of JSON, so one parser serves both file kinds.
  const lineCounter = new LineCounter();
  const doc = parseYamlDocument(text, { prettyErrors: true, uniqueKeys: true, lineCounter });
  if (doc.errors.length > 0) {
    throw new CorpusError(doc.errors.map((e): Finding => {
      return { code: 'corpus.syntax', path: yamlErrorPlace(e, path), message: yamlErrorMessage(e), severity: 'error' };
    }));
  }
  const value: unknown = yamlValue(doc);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new CorpusError([{ code: 'corpus.shape', path, message: 'expected a mapping with corpus, version, tools and cases', severity: 'error' }]);
  }
  return { raw: value, lines: caseLines(doc, lineCounter) };
}

/** Where each case's mapping starts (its first key), read from the parsed nodes before they become values. */
function caseLines(doc: Document.Parsed, lineCounter: LineCounter): Map<string, number> {
  const lines = new Map<string, number>();
  const cases = isMap(doc.contents) ? doc.contents.get('cases', true) : undefined;
  if (!isSeq(cases)) return lines;
  for (const item of cases.items) {
    if (!isMap(item) || item.range === undefined || item.range === null) continue;
    const id: unknown = item.get('id');
    if (typeof id === 'string' && !lines.has(id)) lines.set(id, lineCounter.linePos(item.range[0]).line);
  }
  return lines;
}

/** `cases[3] (plan-x) .forbidden_tools` — the case id makes the place findable in a long file. */
export function describePath(raw: unknown, path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(top level)';
  const [head, index, ...rest] = path;
  if (head === 'cases' && typeof index === 'number') {
    const id = caseIdAt(raw, index);
    const field = rest.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
    return `cases[${index}]${id ? ` (${id})` : ''}${field ? ` ${field}` : ''}`;
  }
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

function caseIdAt(raw: unknown, index: number): string | undefined {
  const cases = (raw as { cases?: unknown }).cases;
  if (!Array.isArray(cases)) return undefined;
  const id = (cases[index] as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The lookups a loaded corpus carries, built from its parsed content (a scoring worker rebuilds them;
 * it has no use for the cases' source lines, which only annotations read).
 */
export function indexCorpus(corpus: Corpus, path: string, sha256: string, lines = new Map<string, number>()): LoadedCorpus {
  const byId = new Map<string, Case>();
  const byUserTurn = new Map<string, Case[]>();
  for (const c of corpus.cases) {
    byId.set(c.id, c);
    const key = normalizeUserText(c.user_turn);
    const list = byUserTurn.get(key);
    if (list) list.push(c);
    else byUserTurn.set(key, [c]);
  }
  const toolEffects = new Map(corpus.tools.map((t) => [t.name, t.effect] as const));
  return { path, corpus, sha256, byId, byUserTurn, toolEffects, lines };
}
