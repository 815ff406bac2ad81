import type { ArgConstraint } from '../corpus/arg-constraint.js';

/** Where a call's arguments first depart from the constraint, in words a reviewer can act on. */
export interface ArgDifference {
  /** `payment_id`, `flights[1].date`; '' for the arguments as a whole. */
  path: string;
  expected: string;
  /** What the call passed there, as compact JSON; null when it passed nothing. */
  actual: string | null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const show = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v) ?? String(v));
const join = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`);

/**
 * Agents send nested values as JSON text now and then (a list of flights as one string): read
 * such a string as the structure when the constraint expects a structure.
 */
function structured(actual: unknown): unknown {
  if (typeof actual !== 'string') return actual;
  const t = actual.trim();
  if (t[0] !== '{' && t[0] !== '[') return actual;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return actual;
  }
}

/** A numeric string counts as the number where the constraint says number (5 vs "5", 5 vs 5.0). */
function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : undefined;
}

/** Semantic equality of a stated value and a passed one: key order never matters, lists keep theirs. */
export function sameValue(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number') return asNumber(actual) === expected;
  if (typeof expected === 'boolean') return actual === expected || actual === String(expected);
  if (Array.isArray(expected)) {
    const a = structured(actual);
    return Array.isArray(a) && a.length === expected.length && expected.every((e, i) => sameValue(e, a[i]));
  }
  if (isPlainObject(expected)) {
    const a = structured(actual);
    if (!isPlainObject(a)) return false;
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return keys.length === Object.keys(expected).length && keys.every((k) => k in expected && sameValue(expected[k], a[k]));
  }
  return expected === actual;
}

/** The first difference between `actual` and the constraint, or undefined when it holds. */
export function argDifference(c: ArgConstraint, actual: unknown, path = ''): ArgDifference | undefined {
  const differ = (expected: string): ArgDifference => ({ path, expected, actual: actual === undefined ? null : show(actual) });
  switch (c.op) {
    case 'equals':
      return sameValue(c.value, actual) ? undefined : differ(show(c.value));
    case 'one_of':
      return c.values.some((v) => sameValue(v, actual)) ? undefined : differ(`one of ${c.values.map(show).join(', ')}`);
    case 'near': {
      const n = asNumber(actual);
      return n !== undefined && Math.abs(n - c.value) <= c.tolerance ? undefined : differ(c.tolerance > 0 ? `${c.value} ± ${c.tolerance}` : String(c.value));
    }
    case 'regex':
      // A postcode or id sent as a number is still text to a reader: 75011 matches /^75/.
      return (typeof actual === 'string' || typeof actual === 'number') && c.test(String(actual)) ? undefined : differ(`text matching /${c.source}/`);
    case 'list': {
      const a = structured(actual);
      if (!Array.isArray(a) || a.length !== c.items.length) return differ(`a list of ${c.items.length}`);
      for (const [i, item] of c.items.entries()) {
        const d = argDifference(item, a[i], join(path, i));
        if (d !== undefined) return d;
      }
      return undefined;
    }
    case 'object':
    case 'subset': {
      const a = structured(actual);
      if (!isPlainObject(a)) return differ('an object');
      for (const [k, item] of Object.entries(c.fields)) {
        const d = argDifference(item, a[k], join(path, k));
        if (d !== undefined) return d;
      }
      if (c.op === 'object') {
        const extra = Object.keys(a).find((k) => a[k] !== undefined && !(k in c.fields));
        if (extra !== undefined) return { path: join(path, extra), expected: 'nothing', actual: show(a[extra]) };
      }
      return undefined;
    }
  }
}
