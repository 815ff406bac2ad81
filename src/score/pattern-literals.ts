/**
 * The required literals of every lexicon pattern, worked out ahead of time (the regex parse
 * behind them is most of the response check's start-up cost). Keyed by a hash of the exact
 * compiled source and flags, so an edited pattern misses the table and is worked out afresh:
 * a stale table costs time, never a wrong answer. `npm run gen:literals` rewrites
 * pattern-literals-table.ts; test/score/literal-prefilter.test.ts fails while it is out of date.
 */
import { createHash } from 'node:crypto';
import { SCANNER, TABLE } from './pattern-literals-table.js';

export function patternKey(source: string, flags: string): string {
  return createHash('sha1').update(`${flags}/${source}`).digest('base64').slice(0, 16);
}

/** The literals recorded for this source, null if it has none, undefined if it is not recorded. */
export function cachedLiterals(source: string, flags: string): readonly string[] | null | undefined {
  const hit = TABLE[patternKey(source, flags)];
  return hit === undefined ? undefined : hit;
}

/** What a saved prefilter automaton was built from: the literal sets, in order, and the length
 * literals were shortened to. */
export function scannerKey(sets: readonly (readonly string[] | null)[], maxLength: number): string {
  return createHash('sha1').update(JSON.stringify([maxLength, sets])).digest('base64');
}

/** The saved automaton (literal-scanner.ts `snapshot()`) if it was built from exactly these
 * sets, else undefined: the caller builds it afresh, which costs time, never a wrong answer. */
export function savedScanner(sets: readonly (readonly string[] | null)[], maxLength: number): Int32Array | undefined {
  if (SCANNER === null || SCANNER.key !== scannerKey(sets, maxLength)) return undefined;
  const bytes = Buffer.from(SCANNER.data, 'base64');
  // Copied into an aligned buffer of its own (a decoded Buffer may sit at any offset of a pool).
  return new Int32Array(new Uint8Array(bytes).buffer);
}
