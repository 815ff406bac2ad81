/**
 * The required literals of every lexicon pattern, worked out ahead of time (the regex parse
 * behind them is most of the response check's start-up cost). Keyed by a hash of the exact
 * compiled source and flags, so an edited pattern misses the table and is worked out afresh:
 * a stale table costs time, never a wrong answer. `npm run gen:literals` rewrites
 * pattern-literals-table.ts; test/score/literal-prefilter.test.ts fails while it is out of date.
 */
import { createHash } from 'node:crypto';
import { TABLE } from './pattern-literals-table.js';

export function patternKey(source: string, flags: string): string {
  return createHash('sha1').update(`${flags}/${source}`).digest('base64').slice(0, 16);
}

/** The literals recorded for this source, null if it has none, undefined if it is not recorded. */
export function cachedLiterals(source: string, flags: string): readonly string[] | null | undefined {
  const hit = TABLE[patternKey(source, flags)];
  return hit === undefined ? undefined : hit;
}
