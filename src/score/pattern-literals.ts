/**
 * The required literals of every lexicon pattern, worked out ahead of time (the regex parse
 * behind them is most of the response check's start-up cost). `npm run gen:literals` rewrites
 * pattern-literals-table.ts; test/score/literal-prefilter.test.ts fails while it is out of date.
 *
 * Two ways in, both keyed by the exact compiled sources and flags, so an edited pattern misses
 * the table and is worked out afresh: a stale table costs time, never a wrong answer.
 * - `literalsInOrder`: when the patterns compiled are exactly those the table was generated
 *   from, in the same order (one hash of them all), the whole table is taken as it stands.
 * - `cachedLiterals`: otherwise each pattern is looked up by a hash of its own source.
 */
import { createHash } from 'node:crypto';
import { LITERALS_JSON, SCANNER, SOURCES_KEY } from './pattern-literals-table.js';

export function patternKey(source: string, flags: string): string {
  return createHash('sha1').update(`${flags}/${source}`).digest('base64').slice(0, 16);
}

/** What the table's in-order literals were worked out from: every pattern's flags and source, in order. */
export function sourcesKey(patterns: readonly { readonly source: string; readonly flags: string }[]): string {
  return createHash('sha1').update(JSON.stringify(patterns.map((p) => [p.flags, p.source]))).digest('base64');
}

interface Table {
  /** `patternKey` of each pattern, in the order the lexicon compiles them. */
  keys: string[];
  /** Their literals, same order (null: no required literal). */
  literals: (readonly string[] | null)[];
  /** Their further required sets (required-literals.ts `furtherLiterals`), same order. */
  further: (readonly (readonly string[])[])[];
  /** Their branches' required sets (required-literals.ts `branchLiterals`), same order: empty, or
   * one list of sets per top-level branch. */
  branches: (readonly (readonly (readonly string[])[])[])[];
}

let table: Table | undefined;
let byKey: Map<string, number> | undefined;
/** The in-order literals handed out by `literalsInOrder`: a scanner asked for with exactly these
 * sets is the one saved beside them, no need to hash them again. */
let handedOut: readonly (readonly string[] | null)[] | undefined;

// Parsed from a JSON string on first need: V8 reads JSON faster than the same object literal.
function loaded(): Table {
  return (table ??= JSON.parse(LITERALS_JSON) as Table);
}

/** How many patterns the table was generated from (a caller with fewer compiled need not hash them). */
export function tablePatternCount(): number {
  return loaded().keys.length;
}

/** Every pattern's literals, in order, if `patterns` are exactly the ones the table was generated
 * from; else undefined (look each up with `cachedLiterals`). */
export function literalsInOrder(patterns: readonly { readonly source: string; readonly flags: string }[]): readonly (readonly string[] | null)[] | undefined {
  const t = loaded();
  if (patterns.length !== t.keys.length || sourcesKey(patterns) !== SOURCES_KEY) return undefined;
  handedOut = scannerSets(t.literals, t.further, t.branches);
  return t.literals;
}

/** Every pattern's further required sets, in order, once `literalsInOrder` has taken the table
 * (the same patterns); else undefined. */
export function furtherInOrder(): readonly (readonly (readonly string[])[])[] | undefined {
  return handedOut === undefined ? undefined : loaded().further;
}

/** Every pattern's branch sets, in order, once `literalsInOrder` has taken the table; else undefined. */
export function branchesInOrder(): readonly (readonly (readonly (readonly string[])[])[])[] | undefined {
  return handedOut === undefined ? undefined : loaded().branches;
}

/**
 * The prefilter scanner's sets, in the order the lexicon numbers them (response-lexicon.ts
 * `prefilterSets`): each pattern's literals (set i for pattern i), then every pattern's further
 * sets in turn, then every pattern's branch sets in turn (branch by branch).
 */
export function scannerSets(
  literals: readonly (readonly string[] | null)[],
  further: readonly (readonly (readonly string[])[])[],
  branches: readonly (readonly (readonly (readonly string[])[])[])[],
): (readonly string[] | null)[] {
  return [...literals, ...further.flat(1), ...branches.flat(2)];
}

/** The literals recorded for this source, null if it has none, undefined if it is not recorded. */
export function cachedLiterals(source: string, flags: string): readonly string[] | null | undefined {
  const at = recorded(source, flags);
  return at === undefined ? undefined : (loaded().literals[at] ?? null);
}

/** The further required sets recorded for this source, undefined if it is not recorded. */
export function cachedFurther(source: string, flags: string): readonly (readonly string[])[] | undefined {
  const at = recorded(source, flags);
  return at === undefined ? undefined : loaded().further[at];
}

/** The branch sets recorded for this source, undefined if it is not recorded. */
export function cachedBranches(source: string, flags: string): readonly (readonly (readonly string[])[])[] | undefined {
  const at = recorded(source, flags);
  return at === undefined ? undefined : loaded().branches[at];
}

function recorded(source: string, flags: string): number | undefined {
  byKey ??= new Map(loaded().keys.map((k, i) => [k, i]));
  return byKey.get(patternKey(source, flags));
}

/** What a saved prefilter automaton was built from: the literal sets, in order, and the length
 * literals were shortened to. */
export function scannerKey(sets: readonly (readonly string[] | null)[], maxLength: number): string {
  return createHash('sha1').update(JSON.stringify([maxLength, sets])).digest('base64');
}

/** The saved automaton (literal-scanner.ts `snapshot()`) if it was built from exactly these
 * sets, else undefined: the caller builds it afresh, which costs time, never a wrong answer. */
export function savedScanner(sets: readonly (readonly string[] | null)[], maxLength: number): Int32Array | undefined {
  if (SCANNER === null) return undefined;
  // Sets that are, one for one, the table's own (the same arrays) were saved with it: the key
  // needs working out only for sets from anywhere else.
  const asSaved = handedOut !== undefined && maxLength === SCANNER.maxLength && sets.length === handedOut.length && sets.every((s, i) => s === handedOut?.[i]);
  if (!asSaved && SCANNER.key !== scannerKey(sets, maxLength)) return undefined;
  const bytes = new Uint8Array(Buffer.from(SCANNER.data, 'base64'));
  // Copied into an aligned buffer of its own (a decoded Buffer may sit at any offset of a pool);
  // saved as 16-bit values when every one fits, half the text to parse.
  return SCANNER.bits === 16 ? Int32Array.from(new Uint16Array(bytes.buffer)) : new Int32Array(bytes.buffer);
}
