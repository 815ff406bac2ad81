import { compilePattern } from '../match/case-patterns.js';
import { refusalMessage } from '../util/linear-regex.js';

/**
 * One argument constraint of an `expected_calls` entry, as a support lead writes it in YAML:
 *
 *   reservation_id: ABC123                 # a plain value: equal to it (key order, 5 vs "5" ignored)
 *   cabin: { one_of: [economy, basic_economy] }
 *   amount: { near: 250, tolerance: 0.5 }
 *   note: { regex: "^refund" }
 *   address: { subset: { city: Paris } }   # only the listed keys are checked
 *   raw: { equals: { regex: x } }          # compared literally, operators not read
 *
 * A mapping whose keys are all operator names is an operator; any other mapping or list is a
 * literal whose members are constraints themselves (same keys / same length).
 */
export type ArgConstraint =
  | { op: 'equals'; value: unknown }
  | { op: 'one_of'; values: unknown[] }
  | { op: 'near'; value: number; tolerance: number }
  | { op: 'regex'; source: string; test: (s: string) => boolean }
  | { op: 'subset'; fields: Record<string, ArgConstraint> }
  | { op: 'object'; fields: Record<string, ArgConstraint> }
  | { op: 'list'; items: ArgConstraint[] };

export const ARG_OPERATORS = ['equals', 'one_of', 'near', 'tolerance', 'regex', 'subset'] as const;

export interface ConstraintError {
  /** Path below the constraint, e.g. `['flights', 0, 'date']`. */
  path: (string | number)[];
  message: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function isOperator(v: unknown): v is Record<string, unknown> {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => (ARG_OPERATORS as readonly string[]).includes(k));
}

/**
 * The one place an argument regex is compiled: through the project's pattern compiler, so a
 * pattern the linear-time engine cannot run is refused the same way a `match.patterns` entry is.
 */
export function compileArgRegex(source: string): ((s: string) => boolean) | { error: string } {
  const compiled = compilePattern(source);
  if ('error' in compiled) return { error: refusalMessage(compiled) };
  return (s) => compiled.test(s);
}

/** Reads a constraint, or says what is wrong with it and where. */
export function parseConstraint(raw: unknown, path: (string | number)[] = []): ArgConstraint | ConstraintError {
  if (Array.isArray(raw)) {
    const items: ArgConstraint[] = [];
    for (const [i, item] of raw.entries()) {
      const c = parseConstraint(item, [...path, i]);
      if ('message' in c) return c;
      items.push(c);
    }
    return { op: 'list', items };
  }
  if (!isPlainObject(raw)) return { op: 'equals', value: raw };
  if (!isOperator(raw)) {
    const parsed = parseFields(raw, path);
    return 'error' in parsed ? parsed.error : { op: 'object', fields: parsed.fields };
  }
  return parseOperator(raw, path);
}

function parseFields(raw: Record<string, unknown>, path: (string | number)[]): { fields: Record<string, ArgConstraint> } | { error: ConstraintError } {
  const fields: Record<string, ArgConstraint> = {};
  for (const [k, v] of Object.entries(raw)) {
    const c = parseConstraint(v, [...path, k]);
    if ('message' in c) return { error: c };
    fields[k] = c;
  }
  return { fields };
}

function parseOperator(raw: Record<string, unknown>, path: (string | number)[]): ArgConstraint | ConstraintError {
  const main = Object.keys(raw).filter((k) => k !== 'tolerance');
  const err = (message: string, at: string = main[0] ?? 'tolerance'): ConstraintError => ({ path: [...path, at], message });
  if (main.length !== 1) return err(main.length === 0 ? '"tolerance" goes with "near"' : `one operator per argument, got ${main.join(', ')}`);
  const op = main[0]!;
  if ('tolerance' in raw && op !== 'near') return err('"tolerance" goes with "near"', 'tolerance');
  const v = raw[op];
  switch (op) {
    case 'equals':
      return { op: 'equals', value: v };
    case 'one_of':
      return Array.isArray(v) && v.length > 0 ? { op: 'one_of', values: v } : err('expected a non-empty list of values');
    case 'near': {
      const tolerance = raw.tolerance ?? 0;
      if (typeof v !== 'number' || !Number.isFinite(v)) return err('expected a number');
      if (typeof tolerance !== 'number' || !(tolerance >= 0)) return err('expected a number ≥ 0', 'tolerance');
      return { op: 'near', value: v, tolerance };
    }
    case 'regex': {
      if (typeof v !== 'string' || v === '') return err('expected a regular expression (a string)');
      const test = compileArgRegex(v);
      return typeof test === 'function' ? { op: 'regex', source: v, test } : err(test.error);
    }
    default: {
      if (!isPlainObject(v)) return err('expected a mapping of argument names to constraints');
      const parsed = parseFields(v, [...path, op]);
      return 'error' in parsed ? parsed.error : { op: 'subset', fields: parsed.fields };
    }
  }
}
