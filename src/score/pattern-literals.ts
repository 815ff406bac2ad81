/**
 * The required literals of every lexicon pattern, worked out ahead of time (the regex parse
 * behind them is most of the response check's start-up cost). `npm run gen:literals` rewrites
 * pattern-literals-table.ts and pattern-literals-table.bin beside it;
 * test/score/literal-prefilter.test.ts fails while they are out of date.
 *
 * Two ways in, both keyed by the exact compiled sources and flags, so an edited pattern misses
 * the table and is worked out afresh: a stale or missing table costs time, never a wrong answer.
 * - `tableInOrder`: when the patterns compiled are exactly those the table was generated from,
 *   in the same order (compared with the sources the table holds), the whole table is taken as it
 *   stands, with the prefilter's automaton saved beside it.
 * - `cachedLiterals` (and `cachedFurther`, `cachedBranches`): otherwise each pattern is looked up
 *   by a hash of its own source.
 *
 * The table is binary, in a file of its own (see `read`): as a module of JSON and base64 it was
 * ~20 ms of the reader's ready time (issue 16), half of it V8 reading the 1.4 MB of source, the
 * rest `JSON.parse` making its 23,000 literal strings. Now the literals stay code units in the
 * saved automaton (literal-scanner.ts `snapshot`) until a caller asks for a pattern's strings.
 */
import type { Hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { endianness } from 'node:os';
import { LiteralScanner, snapshotLiterals } from './literal-scanner.js';
import { SCANNER_KEY, SOURCES_KEY, TABLE_FILE } from './pattern-literals-table.js';

const require = createRequire(import.meta.url);
let crypto: typeof import('node:crypto') | undefined;

/** A SHA-1 hash, node:crypto loaded the first time one is needed: a table taken whole needs
 * none, and importing node:crypto was ~2.5 ms of the reader's ready time. */
function sha1(): Hash {
  crypto ??= require('node:crypto') as typeof import('node:crypto');
  return crypto.createHash('sha1');
}

export function patternKey(source: string, flags: string): string {
  return sha1().update(`${flags}/${source}`).digest('base64').slice(0, 16);
}

/** A key of every pattern's flags and source, in order: pattern-literals-table.ts and the file
 * beside it are written with the same one, and a file with another is not read. Each source is
 * told apart by its length, given first, so nothing needs escaping. */
export function sourcesKey(patterns: readonly { readonly source: string; readonly flags: string }[]): string {
  return sha1()
    .update(patterns.map((p) => `${p.flags}/${p.source.length}`).join(','))
    .update('\n')
    .update(patterns.map((p) => p.source).join(''))
    .digest('base64');
}

/** The file's layout version (`TABLE_VERSION`, then the counts below, then the sections). */
export const TABLE_VERSION = 2;
/** 32-bit values before the sections: the version and five counts, then `SOURCES_KEY` in 32 bytes. */
const HEAD = 14;

/** What pattern-literals-table.bin holds: little-endian 32-bit values. */
interface Saved {
  /** Patterns, in compile order. */
  patterns: number;
  /** Per pattern: how many further sets it has, how many branches; per branch: how many sets. */
  furtherCount: Int32Array;
  branchCount: Int32Array;
  branchSize: Int32Array;
  /** The prefilter's automaton over `scannerSets` of the table, with their literals
   * (literal-scanner.ts `snapshot`, numbered by the fixture replies). */
  snapshot: Int32Array;
  /** `patternKey` of each pattern, 16 ASCII characters each. */
  keys: Uint8Array;
  /** Every pattern as `${flags}/${source}`, one after another (UTF-8), and where each starts in
   * that text once decoded (UTF-16 code units; one more, its end): the patterns compiled are
   * compared with these, not hashed (see `sameSources`). */
  sources: Uint8Array;
  sourceStart: Int32Array;
}

let saved: Saved | null | undefined;

/** The table as written by `npm run gen:literals`, or null when it is missing or not the one
 * pattern-literals-table.ts was generated with (then every pattern is worked out afresh). */
function table(): Saved | null {
  if (saved !== undefined) return saved;
  saved = null;
  // Written on a little-endian machine and read through typed arrays: elsewhere, worked out afresh.
  if (endianness() !== 'LE') return null;
  let bytes: Buffer;
  try {
    bytes = readFileSync(new URL(`./${TABLE_FILE}`, import.meta.url));
  } catch {
    return null;
  }
  saved = parse(bytes);
  return saved;
}

/** The file's sections as views on its bytes (copied first if they do not start 4-aligned). */
export function parse(bytes: Uint8Array): Saved | null {
  const own = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  if (own.byteLength < 4 * HEAD) return null;
  const a = new Int32Array(own.buffer, own.byteOffset, own.byteLength >> 2);
  const [version, patterns, branches, snapshotLength, keyLength, sourceLength] = Array.from(a.subarray(0, 6)) as number[];
  // The key pattern-literals-table.ts was written with (the two files are generated together).
  const key = Buffer.from(own.buffer, own.byteOffset + 24, 32).toString('latin1');
  if (version !== TABLE_VERSION || key !== SOURCES_KEY.padEnd(32, '\0')) return null;
  let at = HEAD;
  const take = (n: number): Int32Array => a.subarray(at, (at += n));
  const furtherCount = take(patterns as number);
  const branchCount = take(patterns as number);
  const branchSize = take(branches as number);
  const sourceStart = take((patterns as number) + 1);
  const snapshot = take(snapshotLength as number);
  // A file cut short (its counts reach past its end) is not taken: the views would be short.
  if (4 * at + 4 * (((keyLength as number) + 3) >> 2) + (sourceLength as number) > own.byteLength) return null;
  const keys = own.subarray(4 * at, 4 * at + (keyLength as number));
  at += ((keyLength as number) + 3) >> 2;
  const sources = own.subarray(4 * at, 4 * at + (sourceLength as number));
  return { patterns: patterns as number, furtherCount, branchCount, branchSize, snapshot, keys, sources, sourceStart };
}

/** The bytes of pattern-literals-table.bin (for `npm run gen:literals`). */
export function tableBytes(patterns: readonly { readonly source: string; readonly flags: string }[], further: readonly (readonly unknown[])[], branches: readonly (readonly (readonly unknown[])[])[], snapshot: Int32Array, key: string): Uint8Array {
  const keyBytes = Buffer.from(patterns.map((p) => patternKey(p.source, p.flags)).join(''), 'latin1');
  const entries = patterns.map((p) => `${p.flags}/${p.source}`);
  const sourceBytes = Buffer.from(entries.join(''), 'utf8');
  const sourceStart = [0];
  for (const e of entries) sourceStart.push((sourceStart.at(-1) as number) + e.length);
  const head = [TABLE_VERSION, patterns.length, branches.flat(1).length, snapshot.length, keyBytes.length, sourceBytes.length];
  const counts = [...further.map((f) => f.length), ...branches.map((b) => b.length), ...branches.flat(1).map((b) => b.length), ...sourceStart];
  const keysAt = HEAD + counts.length + snapshot.length;
  const sourcesAt = keysAt + ((keyBytes.length + 3) >> 2);
  const ints = new Int32Array(sourcesAt + ((sourceBytes.length + 3) >> 2));
  ints.set(head);
  const bytes = new Uint8Array(ints.buffer);
  bytes.set(Buffer.from(key.padEnd(32, '\0').slice(0, 32), 'latin1'), 24);
  ints.set(counts, HEAD);
  ints.set(snapshot, HEAD + counts.length);
  bytes.set(keyBytes, 4 * keysAt);
  bytes.set(sourceBytes, 4 * sourcesAt);
  return bytes;
}

/** Whether `patterns` are, in order, exactly the patterns the table was generated from: each
 * one's flags and source compared with the table's own text (no hash to work out, and no
 * node:crypto to load). */
function sameSources(t: Saved, patterns: readonly { readonly source: string; readonly flags: string }[]): boolean {
  if (patterns.length !== t.patterns) return false;
  const text = Buffer.from(t.sources.buffer, t.sources.byteOffset, t.sources.byteLength).toString('utf8');
  const start = t.sourceStart;
  if (text.length !== start[t.patterns]) return false;
  for (let i = 0; i < patterns.length; i++) {
    const { source, flags } = patterns[i] as { source: string; flags: string };
    const at = start[i] as number;
    if ((start[i + 1] as number) - at !== flags.length + 1 + source.length) return false;
    if (!text.startsWith(flags, at) || text.charCodeAt(at + flags.length) !== 0x2f || !text.startsWith(source, at + flags.length + 1)) return false;
  }
  return true;
}

/** How many patterns the table was generated from (a caller with fewer compiled need not hash
 * them); 0 without a table. */
export function tablePatternCount(): number {
  return table()?.patterns ?? 0;
}

/** The table taken whole: see `tableInOrder`. */
export interface InOrder {
  /** Pattern i's literals (null: none required), further sets and branch sets, as strings: read
   * back from the saved automaton when asked for. */
  literals(i: number): readonly string[] | null;
  further(i: number): readonly (readonly string[])[];
  branches(i: number): readonly (readonly (readonly string[])[])[];
  /** Whether pattern i has required literals, without making its strings. */
  guarded(i: number): boolean;
  /** Per pattern, how many further sets; how many branches; per branch, how many sets (the
   * scanner's sets are laid out from these, as `scannerSets` lays them out). */
  readonly furtherCount: Int32Array;
  readonly branchCount: Int32Array;
  readonly branchSize: Int32Array;
  /** The prefilter's scanner over `scannerSets` of the table, restored from the saved automaton. */
  scanner(): LiteralScanner;
}

/** The table, if `patterns` are exactly the ones it was generated from, in order; else undefined
 * (look each up with `cachedLiterals`). */
export function tableInOrder(patterns: readonly { readonly source: string; readonly flags: string }[]): InOrder | undefined {
  const t = table();
  if (t === null || !sameSources(t, patterns)) return undefined;
  return inOrder(t);
}

function inOrder(t: Saved): InOrder {
  const text = snapshotLiterals(t.snapshot);
  const set = (i: number): readonly string[] | null => text.literals(i);
  const { patterns, furtherCount, branchCount, branchSize } = t;
  // Where each pattern's further sets and branches start (sets after the patterns' own, as
  // `scannerSets` lays them out), worked out when first asked for.
  let furtherFrom: Int32Array | undefined;
  let branchFrom: Int32Array | undefined;
  let branchSetFrom: Int32Array | undefined;
  const starts = (): void => {
    furtherFrom = prefixSums(furtherCount, patterns);
    branchFrom = prefixSums(branchCount, 0);
    branchSetFrom = prefixSums(branchSize, furtherFrom[patterns] as number);
  };
  const sets = (from: number, n: number): (readonly string[])[] => Array.from({ length: n }, (_, k) => set(from + k) ?? []);
  return {
    literals: (i) => set(i),
    further(i) {
      if (furtherFrom === undefined) starts();
      return sets(furtherFrom?.[i] as number, furtherCount[i] as number);
    },
    branches(i) {
      if (branchFrom === undefined) starts();
      const out: (readonly string[])[][] = [];
      for (let b = branchFrom?.[i] as number; b < (branchFrom?.[i + 1] as number); b++) out.push(sets(branchSetFrom?.[b] as number, branchSize[b] as number));
      return out;
    },
    guarded: (i) => text.guarded(i),
    furtherCount,
    branchCount,
    branchSize,
    scanner: () => new LiteralScanner(t.snapshot),
  };
}

/** `from`, then `from` plus each count in turn: the start of each run and the end of the last. */
function prefixSums(counts: Int32Array, from: number): Int32Array {
  const out = new Int32Array(counts.length + 1);
  out[0] = from;
  for (let i = 0; i < counts.length; i++) out[i + 1] = (out[i] as number) + (counts[i] as number);
  return out;
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

let byKey: Map<string, number> | undefined;
let whole: InOrder | undefined;

/** The literals recorded for this source, null if it has none, undefined if it is not recorded. */
export function cachedLiterals(source: string, flags: string): readonly string[] | null | undefined {
  const at = recorded(source, flags);
  return at === undefined ? undefined : (whole as InOrder).literals(at);
}

/** The further required sets recorded for this source, undefined if it is not recorded. */
export function cachedFurther(source: string, flags: string): readonly (readonly string[])[] | undefined {
  const at = recorded(source, flags);
  return at === undefined ? undefined : (whole as InOrder).further(at);
}

/** The branch sets recorded for this source, undefined if it is not recorded. */
export function cachedBranches(source: string, flags: string): readonly (readonly (readonly string[])[])[] | undefined {
  const at = recorded(source, flags);
  return at === undefined ? undefined : (whole as InOrder).branches(at);
}

function recorded(source: string, flags: string): number | undefined {
  if (byKey === undefined) {
    const t = table();
    byKey = new Map();
    if (t === null) return undefined;
    whole = inOrder(t);
    const keys = Buffer.from(t.keys.buffer, t.keys.byteOffset, t.keys.byteLength).toString('latin1');
    for (let i = 0; i < t.patterns; i++) byKey.set(keys.slice(16 * i, 16 * i + 16), i);
  }
  return byKey.get(patternKey(source, flags));
}

/** What a saved prefilter automaton was built from: the literal sets, in order, and the length
 * literals were shortened to. */
export function scannerKey(sets: readonly (readonly string[] | null)[], maxLength: number): string {
  return sha1().update(JSON.stringify([maxLength, sets])).digest('base64');
}

/** The saved automaton (literal-scanner.ts `snapshot()`, for `new LiteralScanner(saved)`) if it
 * was built from exactly these sets, else undefined: the caller builds it afresh, which costs
 * time, never a wrong answer. (The lexicon, taking the table whole, restores it through
 * `tableInOrder` without making the sets' strings.) */
export function savedScanner(sets: readonly (readonly string[] | null)[], maxLength: number): Int32Array | undefined {
  const t = table();
  if (t === null || SCANNER_KEY !== scannerKey(sets, maxLength)) return undefined;
  return t.snapshot;
}
