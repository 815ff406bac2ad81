/**
 * Precompiled sentence patterns for the response check, in English, Spanish, German, French
 * and Italian. Every pattern runs on one sentence that is already lower-cased, has straight
 * apostrophes, and has quoted spans, URLs and e-mail addresses replaced by placeholder words
 * (see sentences.ts). The rules that combine them, and the guards that need the position of
 * a match, live in response-check.ts.
 */

import { eachMatch } from './each-match.js';
import { LiteralScanner } from './literal-scanner.js';
import { cachedBranches, cachedFurther, cachedLiterals, savedScanner, scannerSets, tableInOrder, tablePatternCount } from './pattern-literals.js';
import type { InOrder } from './pattern-literals.js';
import { requiredLiterals } from './required-literals.js';
import { warmOnFirstUse, warmRegex } from './regex-warm.js';
import { openingPretest } from './lookbehind-pretest.js';

// JavaScript's \b only knows ASCII word characters, so "annulé" or "möglich" would never end
// at a word boundary. Rather than a look-around boundary (which stops V8 from scanning for a
// pattern's leading literal and made every pattern run at every position), patterns and
// sentences are both folded to unaccented Latin letters first, where the plain \b is right.
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l' };
const LIGATURE_RE = /[ßæœøđł]/g;
const NON_ASCII = /[^\x00-\x7f]/;

/** Lower-case text without diacritics: "annulé" → "annule", "gemäß" → "gemass". */
export function foldLatin(s: string): string {
  if (!NON_ASCII.test(s)) return s; // ASCII has nothing to fold
  return s.normalize('NFD').replace(COMBINING_MARKS, '').replace(LIGATURE_RE, (c) => LIGATURES[c] ?? c).normalize('NFC');
}

/**
 * A compiled pattern and the literals any match of it must contain (see required-literals.ts).
 *
 * Rules run it through `test`, `exec`, `eachMatch` and `String.replace` as they would the
 * RegExp, and each of these asks the literal prefilter first: a string holding none of the
 * literals is answered "no match" without running the regex (in one pass over the shared
 * replies, half of the ~920,000 lexicon regex runs were on such strings, all of them rules
 * calling a pattern directly; issue 19). The answer is the one the regex gives, `lastIndex` included, so long as the
 * literals are sound, which literal-prefilter.test.ts checks on `re` itself. The RegExp stays
 * untouched (no own `test` or `exec`), so V8 keeps it on its fast paths.
 */
export class CompiledPattern {
  /** @internal The literals once worked out (see `literals`); set by `literalsOf`. */
  known: readonly string[] | null | undefined;
  /** @internal The further required sets once worked out (see `further`). */
  knownFurther: readonly (readonly string[])[] | undefined;
  /** @internal The branch sets once worked out (see `branches`). */
  knownBranches: readonly (readonly (readonly string[])[])[] | undefined;

  /** The RegExp once compiled (see `re`). */
  private compiled: RegExp | undefined;
  /** `guarded` once known. */
  private hasLiterals: boolean | undefined;
  /** Whether a run leaves `lastIndex` behind (a global or sticky pattern), known without compiling it. */
  private readonly resets: boolean;

  constructor(
    /** The source as compiled: folded to unaccented Latin letters. */
    readonly source: string,
    /** The flags as `re.flags` spells them. */
    readonly flags: string,
    /** Its place in COMPILED_PATTERNS, which is its set in the prefilter's scanner. */
    readonly index: number,
  ) {
    this.resets = flags.includes('g') || flags.includes('y');
  }

  /**
   * The RegExp, compiled the first time it is asked for. V8 parses a pattern when the RegExp is
   * made, and the ~1,400 of the lexicon took ~15–20 ms of the reader's ready time, though the
   * first reply runs about a dozen of them (issue 16). A pattern's source is checked when it is
   * first compiled instead of at import; the prefilter's tests compile every one.
   */
  get re(): RegExp {
    if (this.compiled === undefined) {
      this.compiled = new RegExp(this.source, this.flags);
      INDEX.set(this.compiled, this.index);
    }
    return this.compiled;
  }

  /** Whether `re` has been made yet. */
  get built(): boolean {
    return this.compiled !== undefined;
  }

  /** One of these occurs in every string the pattern matches; null = no such guarantee.
   * Worked out on first use, so importing the lexicon stays cheap. */
  get literals(): readonly string[] | null {
    // Working them out for ~550 patterns took most of the start-up time (~100 ms), so they are
    // read from pattern-literals.ts when it holds this exact source; otherwise computed.
    return this.known === undefined ? literalsOf(this) : this.known;
  }

  /** Further sets of which every match also contains one (required-literals.ts `furtherLiterals`),
   * as `npm run gen:literals` recorded them (those rare in the fixture replies); none for a pattern
   * the table does not hold. The prefilter passes the pattern only when each of them, too, occurs. */
  get further(): readonly (readonly string[])[] {
    if (this.knownFurther === undefined) {
      const table = inOrder(this);
      this.knownFurther = table !== undefined ? table.further(this.index) : (cachedFurther(this.source, this.flags) ?? []);
    }
    return this.knownFurther;
  }

  /** For a pattern whose top level is an alternation, each branch's required sets
   * (required-literals.ts `branchLiterals`) as `npm run gen:literals` recorded them (those rare in
   * the fixture replies; none unless every branch keeps one): the prefilter passes the pattern only
   * when, for some branch, each of its sets occurs. Empty: no such gate. */
  get branches(): readonly (readonly (readonly string[])[])[] {
    if (this.knownBranches === undefined) {
      const table = inOrder(this);
      this.knownBranches = table !== undefined ? table.branches(this.index) : (cachedBranches(this.source, this.flags) ?? []);
    }
    return this.knownBranches;
  }

  /** Whether the pattern has required literals (`literals` is not null), known without making
   * their strings when the table is taken whole. */
  get guarded(): boolean {
    if (this.hasLiterals === undefined) {
      const table = inOrder(this);
      this.hasLiterals = table !== undefined ? table.guarded(this.index) : this.literals !== null;
    }
    return this.hasLiterals;
  }

  /** False only when the pattern cannot match `s` (see `mayMatch`). A pattern with no required
   * literal passes without a scan: scanning a string no other pattern asked about costs more
   * than it could save. */
  mayMatch(s: string): boolean {
    if (!this.guarded) return true;
    const sc = scanned(s);
    if (!sc.passes(this.index) || !furtherPass(this.index, sc, s)) return false;
    if (warmed[this.index] === 0) heat(this.index);
    return true;
  }

  test(s: string): boolean {
    if (this.mayMatch(s)) return this.re.test(s);
    this.missed();
    return false;
  }

  exec(s: string): RegExpExecArray | null {
    if (this.mayMatch(s)) return this.re.exec(s);
    this.missed();
    return null;
  }

  /** Every match, as `eachMatch` (each-match.ts) finds them; the pattern must be global. */
  eachMatch(s: string): RegExpExecArray[] {
    if (this.mayMatch(s)) return eachMatch(this.re, s);
    this.missed();
    return [];
  }

  /** `s.replace(pattern, …)`: `s` itself when the pattern cannot match it. */
  [Symbol.replace](s: string, replacement: string | ((substring: string, ...args: unknown[]) => string)): string {
    if (!this.mayMatch(s)) return s;
    return typeof replacement === 'string' ? s.replace(this.re, replacement) : s.replace(this.re, replacement);
  }

  /** What a failed run leaves behind: `lastIndex` back at 0 on a global or sticky pattern. */
  private missed(): void {
    if (this.resets) this.re.lastIndex = 0;
  }
}

/** Every pattern compiled by `rx`, in order: the prefilter's soundness test checks them all. */
const COMPILED: CompiledPattern[] = [];
export const COMPILED_PATTERNS: readonly CompiledPattern[] = COMPILED;
const INDEX = new WeakMap<RegExp, number>();

// Native code is compiled for a pattern only when it may first run (regex-warm.ts says why):
// when its literals first pass the prefilter (every run of a pattern asks the prefilter
// first), or, for the few patterns with no required literal, when the first sentence is
// scanned. Patterns no sentence needs are never compiled: compiling every ungrouped pattern
// at the first scan was a quarter of the reader's ready time. By index in COMPILED; 1 = warm.
let warmed = new Uint8Array(1024);

/** How many lexicon patterns have had their native code compiled so far (for tests and benchmarks). */
export function warmPatternCount(): number {
  let n = 0;
  for (let i = 0; i < COMPILED.length; i++) n += warmed[i] as number;
  return n;
}

/** How many lexicon patterns have had their RegExp made so far (see `CompiledPattern.re`; for tests). */
export function builtPatternCount(): number {
  return COMPILED.filter((p) => p.built).length;
}

function heat(index: number): void {
  warmed[index] = 1;
  warmRegex((COMPILED[index] as CompiledPattern).re);
}

let tableTried = false;
let table: InOrder | undefined;

/** The generated table, taken whole, if `p` is one of the patterns it was generated from: the
 * first time every pattern the table holds has been compiled, it is taken if it was generated
 * from exactly these patterns, in this order (all compared at once instead of one a pattern). */
function inOrder(p: CompiledPattern): InOrder | undefined {
  takeTable();
  return p.index < tableCovers ? table : undefined;
}
/** How many of COMPILED the table taken whole covers (0: none). */
let tableCovers = 0;

function takeTable(): void {
  if (tableTried || COMPILED.length < tablePatternCount()) return;
  tableTried = true;
  const count = tablePatternCount();
  table = tableInOrder(COMPILED.slice(0, count));
  tableCovers = table === undefined ? 0 : count;
}

/** `p.literals` worked out: from the table taken whole, else looked up on its own, else derived. */
function literalsOf(p: CompiledPattern): readonly string[] | null {
  const whole = inOrder(p);
  p.known ??= whole !== undefined ? whole.literals(p.index) : (cachedLiterals(p.source, p.flags) ?? requiredLiterals(p.source, p.flags));
  return p.known;
}

/** `flags` in the order `RegExp.prototype.flags` gives them. */
function canonicalFlags(flags: string): string {
  if (flags === 'u') return flags;
  return [...'dgimsuvy'].filter((f) => flags.includes(f)).join('');
}

/** A lexicon pattern (folded, with the `u` flag), registered with the prefilter; its RegExp is
 * compiled on first use (see `CompiledPattern.re`). */
export function rx(source: string, flags = ''): CompiledPattern {
  const folded = foldLatin(source);
  if (COMPILED.length === warmed.length) {
    const w = new Uint8Array(warmed.length * 2);
    w.set(warmed);
    warmed = w;
  }
  const pattern = new CompiledPattern(folded, canonicalFlags(`${flags}u`), COMPILED.length);
  // The prefilter reads the folded source actually compiled, with the flags actually used.
  COMPILED.push(pattern);
  return pattern;
}

// The literal prefilter: one scan of a sentence for the literals of every pattern says which
// patterns can possibly match it. The same string is asked about by many patterns in a row,
// so the last scan is kept. Built on first use, and rebuilt if `rx` has compiled more since.
// Literals longer than SCAN_LITERAL_MAX are looked for by their last characters only: as
// selective in practice, and the automaton has under half the states. 6 since speed41 (7 before):
// 37,887 → 24,806 states, back under the 32,768 of 16-bit transition cells (literal-scanner.ts),
// with room for the next rounds' patterns; a pass runs the same regexes (3,508,534 runs either way).
export const SCAN_LITERAL_MAX = 6;
let scanner: LiteralScanner | null = null;
let scannerCovers = 0;
let lastScanned: string | null = null;

function scanned(s: string): LiteralScanner {
  if (scanner === null || scannerCovers !== COMPILED.length) {
    scanner = prefilterScanner(COMPILED);
    scanner.groupSets(GROUP_RANGES);
    scannerCovers = COMPILED.length;
    lastScanned = null;
    for (let i = 0; i < COMPILED.length; i++) if (warmed[i] === 0 && !(COMPILED[i] as CompiledPattern).guarded) heat(i);
  }
  if (s !== lastScanned) {
    scanner.scan(s);
    lastScanned = s;
  }
  return scanner;
}

/**
 * The prefilter's literal sets (pattern-literals.ts `scannerSets`): each pattern's literals (set i
 * for COMPILED[i]), then the further sets of every pattern in turn, then the branch sets of every
 * pattern in turn; their places are noted in `furtherFrom`/`furtherSets` and
 * `branchFrom`/`branchSetFrom`/`branchSets`.
 */
export function prefilterSets(patterns: readonly CompiledPattern[]): (readonly string[] | null)[] {
  const sets = scannerSets(patterns.map((p) => p.literals), patterns.map((p) => p.further), patterns.map((p) => p.branches));
  layOut(
    Int32Array.from(patterns, (p) => p.further.length),
    Int32Array.from(patterns, (p) => p.branches.length),
    Int32Array.from(patterns.flatMap((p) => p.branches.map((b) => b.length))),
  );
  return sets;
}

/** The prefilter's scanner over `prefilterSets(patterns)`: restored from the table when it holds
 * exactly these patterns (without making any literal's string), else built (or restored, if the
 * saved automaton was built from the same sets). */
function prefilterScanner(patterns: readonly CompiledPattern[]): LiteralScanner {
  takeTable();
  const whole = patterns === COMPILED && patterns.length === tableCovers ? table : undefined;
  if (whole !== undefined) {
    layOut(whole.furtherCount, whole.branchCount, whole.branchSize);
    return whole.scanner();
  }
  const sets = prefilterSets(patterns);
  return new LiteralScanner(savedScanner(sets, SCAN_LITERAL_MAX) ?? sets, SCAN_LITERAL_MAX);
}

/** Notes where each pattern's further and branch sets sit among the scanner's sets (the
 * patterns' own sets first, then every further set in turn, then every branch set in turn),
 * from how many each pattern has: `furtherFrom`/`furtherSets`, `branchFrom`/`branchSetFrom`/`branchSets`. */
function layOut(furtherCount: Int32Array, branchCount: Int32Array, branchSize: Int32Array): void {
  const patterns = furtherCount.length;
  const from = new Int32Array(patterns + 1);
  for (let i = 0; i < patterns; i++) from[i + 1] = (from[i] as number) + (furtherCount[i] as number);
  const further = from[patterns] as number;
  const bFrom = new Int32Array(patterns + 1);
  for (let i = 0; i < patterns; i++) bFrom[i + 1] = (bFrom[i] as number) + (branchCount[i] as number);
  const setFrom = new Int32Array(branchSize.length + 1);
  for (let b = 0; b < branchSize.length; b++) setFrom[b + 1] = (setFrom[b] as number) + (branchSize[b] as number);
  furtherFrom = from;
  furtherSets = Int32Array.from({ length: further }, (_, k) => patterns + k);
  branchFrom = bFrom;
  branchSetFrom = setFrom;
  branchSets = Int32Array.from({ length: setFrom[branchSize.length] as number }, (_, k) => patterns + further + k);
}

/** The scanner's sets for pattern i's further sets: `furtherSets[furtherFrom[i] .. furtherFrom[i + 1])`
 * (laid out by `prefilterSets`; flat typed arrays, as the scanner's hits are: this is asked for
 * every pattern the literals let through). */
let furtherFrom = new Int32Array(1);
let furtherSets = new Int32Array(0);
/** Pattern i's branches are b = `branchFrom[i] .. branchFrom[i + 1]`; branch b's sets are
 * `branchSets[branchSetFrom[b] .. branchSetFrom[b + 1])`. */
let branchFrom = new Int32Array(1);
let branchSetFrom = new Int32Array(1);
let branchSets = new Int32Array(0);

/** After a scan of `s` that passed pattern i's own literals: whether every further set of it
 * occurred too (see `CompiledPattern.further`), and, if it has branch sets, every set of some
 * branch (see `CompiledPattern.branches`); and, for a pattern that opens with lookbehinds or a
 * capturing group, whether its pre-test finds the group its matches hold (see `pretestPasses`). */
function furtherPass(i: number, sc: LiteralScanner, s: string): boolean {
  return setsPass(i, sc) && pretestPasses(i, s);
}

/** Per pattern: the pre-test of a pattern that opens with lookbehinds or a capturing group
 * (lookbehind-pretest.ts `openingPretest`), null when it has none, undefined until first asked
 * for (when its literals first pass). */
const pretests: (RegExp | null | undefined)[] = [];

/** False only when pattern i opens with lookbehinds or a capturing group and the group every
 * match holds after them occurs nowhere in `s`: two lookbehind-led patterns, asked of ~10,500 and
 * ~3,000 sentences a pass over the shared replies and matching none, cost 125 and 30 ms a pass
 * run whole, 29 and 8 ms behind their pre-tests; the fact-then-can't pattern, asked of ~2,200,
 * 66 ms whole and ~6 behind its pre-test (lookbehind-pretest.ts says why). */
function pretestPasses(i: number, s: string): boolean {
  let pre = pretests[i];
  if (pre === undefined) {
    const p = COMPILED[i] as CompiledPattern;
    const source = openingPretest(p.source);
    pre = source === null ? null : new RegExp(source, p.flags.replace(/[gy]/gu, ''));
    if (pre !== null) warmRegex(pre);
    pretests[i] = pre;
  }
  return pre === null || pre.test(s);
}

/** `furtherPass` without the pre-test: the literal gates alone. */
function setsPass(i: number, sc: LiteralScanner): boolean {
  const to = furtherFrom[i + 1] as number;
  for (let k = furtherFrom[i] as number; k < to; k++) if (!sc.passes(furtherSets[k] as number)) return false;
  const last = branchFrom[i + 1] as number;
  let b = branchFrom[i] as number;
  if (b === last) return true;
  for (; b < last; b++) {
    const end = branchSetFrom[b + 1] as number;
    let k = branchSetFrom[b] as number;
    while (k < end && sc.passes(branchSets[k] as number)) k++;
    if (k === end) return true;
  }
  return false;
}

/**
 * False only when `re` cannot match `s`: it needs a literal that `s` lacks. A lexicon pattern's
 * own `test`, `exec`, `eachMatch` and `replace` ask this already. RegExps not compiled by `rx`
 * always pass.
 */
export function mayMatch(re: RegExp | CompiledPattern | GlobalAlternation, s: string): boolean {
  if (re instanceof CompiledPattern || re instanceof GlobalAlternation) return re.mayMatch(s);
  const index = INDEX.get(re);
  return index === undefined || (COMPILED[index] as CompiledPattern).mayMatch(s);
}

/** Every group's range of COMPILED_PATTERNS, [from, to, from, to, …]: group g (from 1) is the
 * g-th pair. The scanner marks the groups a sentence holds a literal of (`groupPasses`). */
const GROUP_RANGES: number[] = [];

/** Where a group of patterns sits in COMPILED_PATTERNS (they are compiled one after another),
 * and its number in GROUP_RANGES. */
function rangeOf(patterns: readonly CompiledPattern[]): { lo: number; group: number } {
  const first = patterns.length === 0 ? 0 : (patterns[0] as CompiledPattern).index;
  patterns.forEach((p, i) => {
    if (p.index !== first + i) throw new Error('prefiltered patterns must be compiled consecutively');
  });
  GROUP_RANGES.push(first, first + patterns.length);
  return { lo: first, group: GROUP_RANGES.length / 2 };
}

/** A set of alternative patterns. */
export interface Matcher {
  test(s: string): boolean;
  /** The match that starts earliest, or null. */
  exec(s: string): RegExpExecArray | null;
  /** The patterns, in the order they are tried. */
  readonly parts: readonly RegExp[];
}

// Kept as separate regexes rather than one big alternation: V8 falls back to its slow
// bytecode interpreter for very large patterns, which made a 150-way union ~100x slower
// than testing its parts one by one. Only the parts the literal prefilter lets through run;
// a skipped part cannot match, so `test` and `exec` (earliest match, first part on ties)
// answer exactly as if every part had run.
function anyOf(...sources: string[]): Matcher {
  const compiled = sources.map((s) => rx(s));
  const { lo, group } = rangeOf(compiled);
  const hi = lo + compiled.length;
  return {
    // Compiled when asked for: the rules go through `test` and `exec`, which compile only the
    // parts a sentence's literals let through.
    get parts() {
      return compiled.map((p) => p.re);
    },
    test: (s) => {
      const sc = scanned(s);
      if (!sc.groupPasses(group)) return false;
      const n = sc.hitCount;
      for (let k = sc.firstHitFrom(lo); k < n; k++) {
        const i = sc.hitAt(k);
        if (i >= hi) break;
        if (!furtherPass(i, sc, s)) continue;
        if (warmed[i] === 0) heat(i);
        if ((compiled[i - lo] as CompiledPattern).re.test(s)) return true;
      }
      return false;
    },
    exec: (s) => {
      const sc = scanned(s);
      if (!sc.groupPasses(group)) return null;
      const n = sc.hitCount;
      let best: RegExpExecArray | null = null;
      for (let k = sc.firstHitFrom(lo); k < n; k++) {
        const i = sc.hitAt(k);
        if (i >= hi) break;
        if (!furtherPass(i, sc, s)) continue;
        if (warmed[i] === 0) heat(i);
        const m = (compiled[i - lo] as CompiledPattern).re.exec(s);
        if (m !== null && (best === null || m.index < best.index)) best = m;
      }
      return best;
    },
  };
}

/** What `candidates` answers for a list none of whose literals the sentence holds. */
const NO_CANDIDATES: readonly RegExp[] = Object.freeze([]);

/**
 * A list of patterns that call sites try one by one; see `candidates`. Its RegExps are made
 * when asked for, as `anyOf`'s are: making the ~120 of the lexicon's lists at import was ~3–4 ms
 * of the reader's ready time (issue 16), though a first reply runs a handful of them.
 */
export class PatternList {
  /** Where the list starts in COMPILED_PATTERNS. */
  private readonly lo: number;
  /** Its group in the prefilter's scanner. */
  private readonly group: number;

  constructor(private readonly patterns: readonly CompiledPattern[]) {
    const { lo, group } = rangeOf(patterns);
    this.lo = lo;
    this.group = group;
  }

  /** How many patterns the list holds. */
  get length(): number {
    return this.patterns.length;
  }

  /** The RegExps, in list order, every one made (`candidates` makes only those it returns). */
  get parts(): readonly RegExp[] {
    return this.patterns.map((p) => p.re);
  }

  /** See `candidates`. */
  candidates(s: string): readonly RegExp[] {
    const { lo, group, patterns } = this;
    const sc = scanned(s);
    if (!sc.groupPasses(group)) return NO_CANDIDATES;
    // The scan's hits are ascending, so the list's own are a run of them, found by bisection.
    const hi = lo + patterns.length;
    const out: RegExp[] = [];
    for (let k = sc.firstHitFrom(lo), n = sc.hitCount; k < n; k++) {
      const i = sc.hitAt(k);
      if (i >= hi) break;
      if (!furtherPass(i, sc, s)) continue;
      if (warmed[i] === 0) heat(i);
      out.push((patterns[i - lo] as CompiledPattern).re);
    }
    return out;
  }
}

/** A list of patterns that call sites try one by one; see `candidates`. */
export function listOf(...patterns: CompiledPattern[]): PatternList {
  return new PatternList(patterns);
}

/** The patterns of `list` that may match `s`, in list order: those left out cannot match it. */
export function candidates(list: PatternList, s: string): readonly RegExp[] {
  return list.candidates(s);
}

/**
 * Alternatives for `String.replace`, every occurrence: `s.replace(group, ' ')` replaces what the
 * global alternation `(?:a)|(?:b)|…` would. Kept as its parts behind the prefilter, as `anyOf`
 * does: as one alternation V8 tried every part's leading words at every position of every
 * sentence, though most sentences hold the literals of none or one of them.
 *
 * Exactly the same replacements: a part whose literals `s` lacks cannot match anywhere in it, so
 * the alternation of the parts that pass, in their order, finds the same leftmost matches (first
 * part on ties) as the whole one. That alternation is the one part's own pattern, or one built
 * for that run of parts and kept.
 */
export class GlobalAlternation {
  /** The alternation of each run of parts met so far, by their indices ("3,5"); cleared when full. */
  private readonly runs = new Map<string, RegExp>();
  private readonly hi: number;

  /** `alternatives`: the parts, in order, compiled one after another from `lo` on. */
  constructor(
    readonly alternatives: readonly CompiledPattern[],
    private readonly lo: number,
    /** Its number among the groups (`rangeOf`). */
    private readonly group: number,
  ) {
    this.hi = lo + alternatives.length;
  }

  /** False only when no part can match `s`. Scans `s` (a sentence's clauses asked next are answered from it). */
  mayMatch(s: string): boolean {
    const sc = scanned(s);
    if (!sc.groupPasses(this.group)) return false;
    for (let k = sc.firstHitFrom(this.lo); k < sc.hitCount && sc.hitAt(k) < this.hi; k++) if (furtherPass(sc.hitAt(k), sc, s)) return true;
    return false;
  }

  /**
   * `s.replace(group, replacement)`. Captures are numbered across the parts that run, so a string
   * replacement must name no group (`$1`), and a function one may read only the match and the two
   * arguments after the captures: the offset and the whole string (`args.at(-2)`, `args.at(-1)`).
   */
  [Symbol.replace](s: string, replacement: string | ((match: string, ...args: unknown[]) => string)): string {
    if (typeof replacement === 'string' && replacement.includes('$')) throw new Error(`GlobalAlternation: replacement ${JSON.stringify(replacement)} names a group`);
    const sc = scanned(s);
    if (!sc.groupPasses(this.group)) return s;
    // The parts that may match: their literals and each of their further sets occur in `s`.
    let first = -1;
    let indices: number[] | undefined;
    for (let k = sc.firstHitFrom(this.lo); k < sc.hitCount && sc.hitAt(k) < this.hi; k++) {
      const i = sc.hitAt(k);
      if (!furtherPass(i, sc, s)) continue;
      if (first < 0) first = i;
      else (indices ??= [first]).push(i);
    }
    if (first < 0) return s;
    if (indices === undefined) {
      if (warmed[first] === 0) heat(first);
      return replaceAll(s, (this.alternatives[first - this.lo] as CompiledPattern).re, replacement);
    }
    const key = indices.join(',');
    let re = this.runs.get(key);
    if (re === undefined) {
      if (this.runs.size >= GLOBAL_RUNS_KEPT) this.runs.clear();
      re = new RegExp(indices.map((i) => (COMPILED[i] as CompiledPattern).source).join('|'), 'gu');
      warmRegex(re);
      this.runs.set(key, re);
    }
    return replaceAll(s, re, replacement);
  }
}

/** `s.replace` for either kind of replacement (TypeScript's overloads take one kind at a time). */
function replaceAll(s: string, re: RegExp, replacement: string | ((match: string, ...args: unknown[]) => string)): string {
  return typeof replacement === 'string' ? s.replace(re, replacement) : s.replace(re, replacement);
}

/** Runs of parts a `GlobalAlternation` keeps compiled (the shared replies meet a few dozen). */
const GLOBAL_RUNS_KEPT = 256;

/** For use with String.replace: every occurrence, not just the first (see `GlobalAlternation`). */
function anyOfGlobal(...sources: string[]): GlobalAlternation {
  const parts = sources.map((s) => rx(`(?:${s})`, 'g'));
  const { lo, group } = rangeOf(parts);
  return new GlobalAlternation(parts, lo, group);
}

/**
 * A pattern applied only to a piece already picked out (a captured verb, a clause) and never
 * asked about through the prefilter: kept out of the scanner, whose automaton would otherwise
 * report its short literals ("be", "der") in almost every sentence.
 */
function local(source: string): RegExp {
  // Compiled to native code on its first run, not first to bytecode (regex-warm.ts says why).
  return warmOnFirstUse(new RegExp(foldLatin(source), 'u'));
}

const r = String.raw;

// ---------------------------------------------------------------------------------------------
// Shared vocabulary

/** English state-changing verbs, past tense / participle. Read-only verbs (checked, found,
 * reviewed, looked) are deliberately absent: looking something up is not acting. */
export const EN_DONE_VERB = r`(?:cancell?ed|changed|updated|refunded|issued|processed|applied|removed|dropped|deleted|added|created|re-?sent|sent|moved|switched|upgraded|downgraded|bumped(?: up)?|re-?routed|redirected|contacted|notified|reached out to|asked (?:them|the \w+|our \w+|your \w+) to|requested|attached|reserved|re-?deployed|deployed|rolled (?:back|out)|reverted|signed (?:you|them|him|her|everyone|all \w+) (?:out|in)|reset|re-?issued|credited|charged|closed|re-?opened|opened|merged|transferred|submitted|placed|re-?booked|booked|re-?scheduled|scheduled|re-?activated|activated|deactivated|disabled|enabled|unlocked|locked|paused|resumed|renewed|extended|waived|adjusted|corrected|fixed|replaced|restored|reversed|voided|approved|marked|set up|set|escalated|forwarded|filed|logged|posted|saved|edited|modified|assigned|released|unsubscribed|subscribed|terminated|suspended|archived|shared|uploaded|generated|raised|initiated|completed|finished|handled|converted|migrated|swapped|renamed|revoked|granted|emailed|arranged|ordered|exchanged|taken care of|sorted out|sorted|cleared|made the (?:change|update|adjustment|correction)s?|put (?:a|the) (?:hold|note|stop|block)|put in|put through|put (?:it|this|that|them|(?:the|your) [\w-]+(?: [\w-]+)?) (?:on hold|through|back)|passed (?:it|this|that|them|your \w+|the \w+) (?:on|along|to)|handed (?:it|this|that) (?:over|off)|got (?:that|this|it|you|everything|your \w+|the \w+) (?:\w+ed|set up|sorted|sorted out|done|fixed|taken care of)|turned (?:it |that |this )?(?:off|on)|re-?started|re-?ran|re-?run|re-?enabled|re-?synced|synced|flagged|unblocked|blocked|made (?:(?:the|your|a|an|that|this|those|these|it|them)\b(?! (?:mistake|error|typo|note|point|difference|decision)s?\b)|(?:a |the |your )?(?:reservation|booking|appointment|purchase|payment|transfer)s?\b)|purchased|bought|paid|confirmed and (?:scheduled|booked|reserved|placed|made|purchased)|confirmed (?:(?:your|the|this|that|a|an) (?:[\w-]+ )?(?:reservation|booking|appointment|ticket|flight|order|table|room|ride|purchase|transfer|payment|event|slot|visit)s?|it|them)\b(?! (?:is|are|was|were|has|have)\b)|begun|started (?:the|your|it|playing)\b|secured (?:(?:a|an|the|your|two|three|four|\d+) )?(?:[\w-]+ )?(?:seats?|tables?|rooms?|tickets?|spots?|slots?|places?|reservations?|bookings?|appointments?|cars?|rides?)\b|locked in (?:the|your|a)\b|managed to (?:book|reserve|make|buy|purchase|get you|schedule|add|transfer|cancel|change|confirm|place|set up|arrange|secure)\b|was able to (?:successfully )?(?:book|reserve|make|buy|purchase|get|schedule|add|transfer|cancel|change|confirm|place|set up|arrange|secure)|were able to (?:successfully )?(?:book|reserve|make|buy|purchase|get|schedule|add|transfer|cancel|change|confirm|place|set up|arrange|secure))`;

/** Passive completions exclude "charged" and "placed": "you were charged twice" and "the
 * order was placed" report history, not something the agent just did. */
export const EN_PASSIVE_VERB = r`(?:cancell?ed|changed|updated|refunded|issued|processed|applied|removed|deleted|added|created|re-?sent|sent|moved|switched|upgraded|downgraded|bumped(?: up)?|re-?routed|redirected|reset|re-?issued|credited|closed|re-?opened|re-?booked|booked|re-?scheduled|scheduled|re-?activated|activated|deactivated|disabled|enabled|unlocked|paused|resumed|renewed|extended|waived|adjusted|corrected|fixed|replaced|restored|reversed|voided|approved|set up|escalated|forwarded|filed|logged|posted|saved|edited|modified|assigned|released|unsubscribed|terminated|suspended|archived|shared|uploaded|generated|raised|initiated|completed|converted|migrated|swapped|renamed|revoked|granted|exchanged|taken care of|sorted out|resolved|submitted|reserved|re-?deployed|deployed|rolled (?:back|out)|reverted|veranlasst|made|purchased|bought|confirmed|started|begun|transferred)`;

const MONTHS = r`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
const WEEKDAYS = r`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;

/** A past point in time: "the invoice was issued in March" reports the records. */
export const PAST_TIME = anyOf(
  // The month first, its preposition behind it: the same sentences (PAST_TIME is only tested), and
  // the prefilter reads the month instead of "in " or "on ", found in most sentences.
  r`\b${MONTHS}\b(?<=\b(?:in|on|since|during|back in|from) \w+)`,
  r`\b${MONTHS} \d{1,2}(?:st|nd|rd|th)?\b`,
  r`\b\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTHS}\b`,
  r`\bon (?:the )?\d{1,2}(?:st|nd|rd|th)?\b(?![:.]\d)`,
  r`\bon \d{1,4}[/.-]\d{1,2}`,
  r`\bon ${WEEKDAYS}\b`,
  r`\blast (?:week|month|year|quarter|night|time|${WEEKDAYS})\b`,
  r`\byesterday\b`,
  r`\b\d+ (?:days?|weeks?|months?|years?) ago\b`,
  r`\bpreviously\b`,
  r`\bin (?:the year )?(?:19|20)\d{2}\b`,
  r`\ben (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b`,
  // done42: a past month in pt/fr/it ("foi registado em agosto", "comptabilisée en août", "registrata ad agosto").
  r`\b(?:em|no mes de|en|au mois d'|ad|a|nel mese di) (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|decembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre)\b`,
  r`\bel \d{1,2} de\b`,
  r`\bayer\b`,
  r`\b(?:la semana|el mes|el año) pasad[oa]\b`,
  r`\bim (?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\b`,
  r`\bam \d{1,2}\.`,
  r`\bletzte[nr]? (?:woche|monat|jahr)\b`,
  r`\bgestern\b`,
  // relay40: hours too ("Ihre Anfrage ist vor 3 Stunden eingegangen": a record of when it came in).
  r`\bvor \d+ (?:stunden|tagen|wochen|monaten|jahren)\b`,
  r`\ben (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b`,
  r`\ble \d{1,2}(?:er)? (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b`,
  r`\b(?:la semaine dernière|le mois dernier|l'année dernière)\b`,
  r`\ba (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b`,
  r`\bil \d{1,2} (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b`,
  r`\bieri\b`,
  r`\b(?:la settimana|il mese|l'anno) scors[oa]\b`,
);

/** Dates that lie ahead ("paused until August 1", "zum 30. Juni"): removed before PAST_TIME. */
export const FUTURE_DATE = anyOfGlobal(
  // The booking's own date (seventh round): "Your visit on March 10th is scheduled" reports it now.
  r`\b(?:visit|appointment|reservation|booking|viewing|tour|stay|trip|table|event) (?:on|for) (?:the )?(?:${MONTHS} \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTHS}|${WEEKDAYS})\b`,
  r`\b(?:until|till|through|thru|for|effective(?: from)?|starting(?: from| on)?|as of|zum|bis(?: zum)?|ab dem|hasta el|jusqu'au|a partir du|fino al|dal) (?:the )?(?:\d{1,2}(?:st|nd|rd|th|er)?(?: ?[–-] ?\d{1,2}(?:st|nd|rd|th)?)?\.? (?:of )?[a-z]+|${MONTHS} \d{1,2}(?:st|nd|rd|th)?)\b`,
);

/** Someone other than the agent did it, or the sentence cites the records. */
export const OTHER_ACTOR = anyOf(
  r`\bby (?:your|the|our|another|a|an|their|his|her) (?:[\w-]+ ){0,2}(?:admin|administrator|agent|colleague|manager|team|bank|company|owner|accountant|department|carrier|courier|system|customer|user|airline|hotel|provider|insurer|operator|merchant|issuer|network|supplier|vendor|seller|landlord|employer|school|partner)\b`,
  r`\bby you\b`,
  r`\b(?:per|according to|based on) (?:our|the|your) records\b`,
  r`\brecords (?:show|indicate)\b`,
);

/** Words that make a clause conditional or temporal: "once I've cancelled it…". */
export const SUBORDINATOR_BEFORE = rx(
  r`\b(?:once|after|when|whenever|as soon as|by the time|if|before|until|unless|whether|so that|in case|sobald|wenn|nachdem|bevor|falls|une fois que|dès que|quand|(?<!\bque )si|cuando|una vez que|en cuanto|appena|quando|dopo che|se)\b(?: [^\s,;:]+){0,4} $`,
);

/** Inverted auxiliary right before the subject: "Have I updated…?", "Did we cancel…?". */
export const INVERTED_AUX_BEFORE = rx(r`\b(?:have|has|did|do|does|should|shall|can|could|would|will|may|must|might) $`);

// ---------------------------------------------------------------------------------------------
// asks

/** Sentences that look like questions but only close the conversation. */
export const COURTESY = anyOf(
  r`(?<!\bor )\b(?:anything|something|any ?thing) (?:else|more)\b(?! (?:than|instead)\b)`,
  r`\bany (?:other|more|further|additional) (?:type of |kind of |sort of )?(?:help|assistance|support|questions?|concerns?|information|info|details|requests?|tasks?|services?|things?|thing i can)\b(?! (?:about|on|regarding|for) (?:the|this|that|your)\b)`,
  r`\b(?:further|more|additional|other) (?:help|assistance|support)\b(?! (?:with|on|about) (?:the|this|that|your)\b)`,
  r`\b(?:help|assist)(?: you)? (?:further|more|any other way|in any other way|another way|with another)\b`,
  r`\bwhat (?:else|more) (?:can|could|may|might|shall|should|do|would|to)\b|^what else\b`,
  r`^(?:how|what) (?:can|could|may|might|shall) (?:i|we) (?:do for you|help|assist)(?: you)?(?: (?:with|today|now))*\s*\??$`,
  r`^(?:what(?:'s| is) up|what(?:'s| is) next|what now)\b`,
  r`\b(?:will|would|is) (?:that|this) be all\b|^(?:is )?that (?:be )?all\b|\bdo you need (?:more|me again|anything)\b|\bneed me again\b`,
  r`\b(?:shall|should|can|may) i (?:do|help with|assist with) (?:anything|something)(?: (?:else|more|further|for you))?\b|\bwhat (?:shall|should|can) i do (?:further|next|now|else)\b|\bhow (?:can|shall|should) i proceed(?: further)?\b`,
  r`^any (?:other|more|further) [\w-]+(?: [\w-]+)? (?:you need|i can)\b|\bhelp with any(?:one| one)? else\b`,
  r`\bhow else\b|\bnothing else (?:i|we) can\b|\b(?:all|each) (?:of )?your (?:questions|needs)\b`,
  r`\b(?:need|want|require) (?:anything|any help|any assistance|help with anything)\b`,
  r`\banother (?:task|thing|request|matter)\b(?! (?:for|about|on) (?:the|this|that|your)\b)`,
  r`\bany (?:other|more|further) (?:questions?|concerns?|help)\b`,
  r`\bhow (?:else )?can (?:i|we) (?:help|assist)\b`,
  r`\bwhat else can (?:i|we)\b`,
  r`\b(?:does|did|do) (?:that|this|it) (?:help|make sense|answer|solve|fix|resolve|sort)\b`,
  r`\bmake sense\b`,
  r`\bis there anything\b`,
  r`\b(?:help|assist) (?:you )?(?:with )?anything\b`,
  r`\bhow does (?:that|this) sound (?:to you)?\s*\?*$`,
  r`\banything (?:i|we) can (?:do|help)\b`,
  r`\bhow (?:are you|is your day|was your)\b`,
  // More ways to offer further help (issue 16, SGD dev misses): "Can I help you out further?",
  // "Could I assist any further?", "Will you be in further need of my assistance?"
  r`\b(?:help|assist|aid)(?: you)?(?: out)? (?:further|futher|any further|some more|any more|otherwise|in anything|in any (?:other )?(?:way|matters?))\b|\b(?:further|futher) (?:assist|help)\b`,
  r`\b(?:help|assist|aid)(?: you)? with (?:any|some|a|an) (?:other|different|additional)\b(?! (?:of )?(?:the|this|that|your)\b)|\b(?:some|any) other (?:thing|task|matter)s?\b|\bany other way (?:i|we) (?:can|could|may|might)\b`,
  r`\b(?:my|our) (?:services|assistance|help)\b[^?]*\b(?:any more|anymore|further|again|today)\b|\bin (?:further )?need of my\b|\bdo you (?:still )?need (?:me|(?:any |my |further |more )?(?:assistance|help))\b(?! (?:to|with) (?!help|assist)\w)`,
  r`\bany (?:help|assistance) (?:you (?:want|need)|from me)\b|\bany ?thing to help with\b|\bis (?:that|this) (?:information )?(?:useful|helpful)\b|^whats next\b`,
  // Fifth round of issue 16: offers of more help in other words, with no object of their own —
  // "can I help?", "Can I be of more use to you?", "in some other way", "help you out with
  // anything further", "anymore assistance", "some more information?", "Is there more?", "what
  // more you need?", "something further you would like me to do".
  r`^(?:(?:so|and|now|okay|ok|well),? )?(?:can|could|may|shall) (?:i|we) (?:help|assist)(?: you)?(?: out)?\s*[?.!]*$|\bbe of (?:more|further|any (?:more|other|further)|additional|some more) (?:use|help|service|assistance)\b|\bin (?:some|another|any) (?:other )?way\b|\b(?:help|assist)(?: you)?(?: out)?(?: with)? anything\b|\b(?:help|assistance) with (?:more|anything more|something more)\s*[?.!]*$`,
  r`\banymore (?:help|assistance|info|information|questions|services)\b|\b(?:some|any) (?:more|extra|additional|other|further) (?:information|info|help|assistance|services?)\s*[?.!]*$|\b(?:require|need|want) (?:any )?other services?\b|^(?:is there|are there) (?:anything )?more\s*[?.!]*$|\bwhat (?:more|else) (?:do )?you (?:need|want|require)\b|\bnext thing you (?:need|want)\b|\b(?:something|anything) (?:further|additional|extra)\b(?! (?:about|on|regarding|for) (?:the|this|that|your)\b)`,
  r`\balgo más\b`,
  r`\balguna otra (?:pregunta|cosa|consulta)\b`,
  r`\ben qué más\b`,
  r`\bpuedo ayudar(?:le|te|les)? (?:en|con) (?:algo|alguna otra)\b`,
  r`\bsonst noch\b`,
  r`\bnoch (?:etwas|irgendetwas|was|irgendwas)\b`,
  r`\bweitere fragen\b`,
  r`\bnoch fragen\b`,
  r`\bsonst etwas\b`,
  r`\bautre chose\b`,
  r`\bd'autres questions\b`,
  r`\bquelque chose d'autre\b`,
  r`\bune autre question\b`,
  r`\baltro(?: per lei| per te)?\s*\?`,
  r`\bqualcos'altro\b`,
  r`\baltre domande\b`,
  r`\baltro che (?:posso|possa)\b`,
  r`\bin altro\b`,
  r`\bmais alguma coisa\b|\balgo mais\b|\boutra (?:pergunta|dúvida)\b|\bem que mais\b`,
);

/** Confirmation recaps read back for the user to approve, with or without a '?'. */
export const EN_RECAP = anyOf(
  // Only what reads back the user's request: "To confirm: you'd like 2 rooms…", "To confirm, I'll
  // book…"; not a status or a purpose ("Just to confirm, I've moved…", "To confirm your identity, …").
  r`^(?:(?:so|ok(?:ay)?|sure|alright|yes|great|right|and|just),? )*(?:just )?to (?:confirm(?:ed)?|verify|double-check|recap|be sure|make sure)(?:,? (?:then|again|the details|once more))?(?:\s*:|,? (?:that )?(?:you(?:'d| would| want| wish| need| are| will|'re|'ll)|i(?:'ll| will| am going to|'m going to| should| shall)|we(?:'ll| will)|(?:a|an|one|\d+) \w+ (?:for|at|on|to|from|in)\b))`,
  r`^(?:(?:so|ok(?:ay)?|sure|alright|yes|great|right|and),? )*(?:confirming|verifying)\b(?! (?:that )?(?:i|we)(?:'ve| have)\b)`,
  r`\b(?:let me|let's|lets|i'd like to|i want to|i need to|i just want to|i'll just|i'd just like to) (?:confirm|verify|make sure|double-check|recap)(?: (?:the|your|that you|with you|everything|these|those|all|some|a few|details?|you want|you'd like)\b|\s*:|\s*$)`,
  r`\bplease (?:say|reply|answer|respond) (?:yes|no)\b`,
  r`^(?:(?:so|okay|ok|alright),? )+(?:you|you'd|you'll)\b(?: just| also)? (?:want|would like|'d like|like|need|are looking|wish|are wanting)\b`,
  // Read-backs and indirect asks after acting (issue 16): "let me know if that was the one you meant".
  r`\blet (?:me|us) know if (?:that|this|it|these|those|i|anything|something|any of)\b[^.?!]{0,50}\b(?:the one|the ones|what you meant|you meant|intended|correct|incorrect|right|wrong|missing|accurate|not what)\b`,
  r`\bplease (?:approve|review|verify|check) (?:the following|these details|this|the details)\b|\bhere(?:'s| is) what i (?:have|hear|heard|understood|got)\b\s*:|^to review\b|\blet(?:'s| us| me) make sure (?:i|we) (?:have|got) (?:this|that|it|everything) right\b`,
  r`^to confirm,? i(?:'m| am)\b`,
  // Read-backs in other words (SGD dev misses): "Booking 1 room at … from March 8th", "I would like
  // to confirm the following", "Let's go over the details", "… is that correct." without a '?'.
  r`^(?:booking|reserving|transferring|scheduling|purchasing|buying) (?:a|an|\d+|\$[\d.,]+|one|two|three|four)\b(?![^.]*\b(?:now|for you|right away)\b)`,
  r`\b(?:i would|i'd) like to confirm (?:the|that|these|your)\b|\b(?:i want|i need) your confirmation\b|^let(?:'s| us) (?:check|go over|review)\b|\bis (?:that|this|it) (?:correct|right)\s*[.!]*$|^(?:(?:so|ok(?:ay)?|sure|alright|and|just),? )*to confirm,? (?:playing|booking|reserving|transferring|scheduling|buying|purchasing)\b`,
  // An offer that waits on the user's word: "I can book you a seat on it if you'd like".
  r`\b(?:i|we) (?:can|could) (?:[\w,]+ ){1,6}?(?:if|should) you(?:'d| would)? (?:like|want|wish|prefer)\b(?! (?:to )?(?:know|ask|add|call|contact)\b)`,
  // An unpunctuated wh-question after a preposition: "At what time you need to visit".
  r`^(?:(?:and|so),? )?(?:at|on|for|in|from|to|by|with|until|till) (?:what|which|whom|how many|how much|when|where) \w+`,
  // An option menu without a '?': "Which one: the song, or the album".
  r`^(?:as |in )?which (?:[\w-]+ ){0,3}?[\w-]+\s*:\s*\S[^:]*\bor\b`,
  // Fifth round of issue 16: a read-back as a plain statement, before acting — "You'd like the 9 am
  // slot with Dr. Patel", "So that's a table for 4 at 7 pm on Friday" (not once it is booked).
  r`^(?:(?:so|ok(?:ay)?|alright|great|right),? )*you(?:'d| would) like (?:the|a|an|\d+|one|two|three|four|to (?:book|reserve|buy|purchase|schedule|order|rent|transfer|send|pay|make|visit|go|play|watch|fly|leave|travel|cancel|change|move))\b(?![^.]*\b(?:booked|reserved|confirmed|done|all set|is set|are set)\b)`,
  // Asks in other forms (fifth round of issue 16): an unpunctuated wh-question closed by "please"
  // ("What time, please."), "Remind me of the area", "You'll have to give me your dates", "help me
  // with more details", options laid out for the user ("you may choose from A, B or C"), and an
  // offer that waits on the user's word ("Let us know if you would like to book a room").
  r`^(?:(?:and|so|ok(?:ay)?),? )?(?:what|which|how many|how much|when|where)\b[^.?!]{0,40}?,? please\s*[.!]*$|^(?:(?:ok(?:ay)?|and|so),? )?(?:please )?remind me (?:of|what|which|when|where|how|who|your)\b|\byou(?:'ll| will)? (?:have|need) to (?:provide|give|tell|send|share) (?:me|us)\b|\bhelp (?:me|us) with (?:more |the |some |a few |your )?(?:details|information|info)\b`,
  r`\byou (?:may|can|could|get to) (?:choose|pick|select) (?:from|between|either|one of)\b[^.?!]*\bor\b|\byou have (?:your|a) choice (?:of|between)\b[^.?!]*\bor\b|\bif you(?:'d| would)? (?:like|want|wish|prefer) to (?:book|reserve|go ahead|proceed|purchase|buy|schedule|order|confirm)\b[^.?!]{0,40}\b(?:just |please |simply )?let (?:me|us) know\s*[.!]*$|\blet (?:me|us) know if you(?:'d| would)? (?:like|want|wish|prefer) to (?:book|reserve|go ahead|proceed|purchase|buy|schedule|order|confirm)\b`,
  r`^(?:(?:so|ok(?:ay)?|alright|right),? )*that(?:'s| is| will be|'ll be| would be) (?:a|an|one|two|three|four|five|six|\d+) (?:[\w-]+ ){0,2}for (?:\d+|one|two|three|four|five|six|seven|eight)\b(?![^.]*\b(?:booked|reserved|confirmed|done|all set|is set|are set)\b)`,
);

/** A clause that only modifies the one before it: "…noch etwas, bei dem ich helfen kann?" */
export const RELATIVE_CLAUSE_START = local(
  r`^(?:with|for|in|on|about) (?:which|whom)\b|^(?:that|where) (?:i|we)\b|^(?:(?:bei|mit|in|für|an|zu|von|über) )?(?:dem|der|denen|welche[mnrs]?)\b|^wo(?:mit|bei|für|rin|rüber|zu|von|ran)\b|^(?:con|en|de|por|para) (?:el|la|lo) que\b|^(?:dont|où|avec lequel|avec laquelle|pour lequel)\b|^(?:in|con|per|su) cui\b|^(?:das|die|was) (?:ich|wir)\b|^(?:que|che) (?:je |yo |eu |io )?(?:puisse|pueda|possa|posso|peux|puedo|podamos|possiamo|pouvons)\b`,
);

/** Self-answered or rhetorical questions: "Why did this happen? Your card expired." */
export const RHETORICAL = anyOf(
  r`^(?:(?:ever )?wonder(?:ed)? (?:why|what|how|whether|if)\b|(?:do )?you know what(?=\s*[?!,.]|\s*$))`,
  r`^(?:who knew|guess what|what happened|why did this happen|what does (?:this|that) mean(?: for you)?|what(?:'s| is) next|what now|wondering (?:why|what|how))\b`,
  r`^i wonder\b(?!.*\byou (?:could|can|might|would)\b)`,
  // Marketing-style openers about the reader's own curiosity: "Curious why your bill went up?"
  r`^(?:curious|wondering|not sure|unsure|confused) (?:about |as to )?(?:why|what|how|which|whether|where|when|if)\b(?!.*\byou(?:'d| would)? (?:like|prefer|want)\b)`,
  // A verbless "why" + noun phrase is answered by the next sentence: "Why the delay? …"
  r`^why (?:the|this|that|such|all (?:the|this)) [\w-]+(?: [\w-]+)?\s*\?*$`,
);

/** English yes/no question word order at the start of a clause. */
export const EN_AUX_QUESTION = rx(
  r`^(?:could|can|would|will|do|does|did|is|are|was|were|should|shall|have|has|may|might|must)(?:n't)? (?:you|i|we|it|this|that|these|those|the|your|there|they|he|she|anyone|someone|any)\b`,
);
/** Aux + "you/I/we" only: stricter, for clauses that are not the first in their sentence. */
export const EN_AUX_QUESTION_STRICT = rx(
  r`^(?:could|can|would|will|do|does|did|should|shall|may)(?:n't)? (?:you|i|we)\b`,
);
/** Troubleshooting asks the user to do something, not to tell or decide something. */
export const TROUBLESHOOTING = rx(
  r`^(?:can|could|would|will) you (?:please |kindly |just )?(?:try|restart|reboot|clear|refresh|reload|log out|log in|sign out|sign in|reinstall|update (?:the|your) (?:app|browser))\b`,
);
export const EN_AUX_NOT_QUESTION = anyOf(
  r`^should you (?:need|have|require|want|wish|encounter|experience|run|find|prefer)\b`,
  r`^(?:did you know|can you believe|would you believe|could you imagine)\b`,
  // Wishes, not questions (fifth round of issue 16): "May this day bring you happiness.", "Have the
  // best day ever." — only without a question mark, where this test is asked.
  r`^may (?:this|your|the|it|all|every|god)\b|^may you (?:have|enjoy|be|find|get|stay)\b|^have (?:the|an?|a) (?:[\w-]+ ){0,3}(?:day|evening|night|weekend|trip|time|one|stay|flight|holiday|vacation|week|meal|visit|journey|ride|show|game|concert|movie)\b`,
);
/** wh-word followed (within five words, none of them a subject pronoun) by an auxiliary. */
export const EN_WH_QUESTION = anyOf(
  r`^(?:which|what|where|when|who|whom|whose|how|why)(?: (?!(?:i|you|we|they|he|she|it)\b)[\p{L}\p{N}'#-]+){0,5} (?:do|does|did|is|are|was|were|should|shall|would|could|can|will|have|has|may|might|must)\b`,
  r`^(?:what|where|who|how|when)'s (?:the|your|a|an|this|that|it|my)\b`,
);
export const EN_WH_NOT_QUESTION = anyOf(
  // "which is why…", "which means…" are relative clauses; a which-question needs a noun or an
  // inverted subject after the auxiliary ("which would you prefer").
  r`^which (?:is|was|are|were|has|have|will|would|should|can|could|means|meant|makes|made)\b(?! (?:you|i|we)\b)`,
  r`^what(?:'s| is) (?:more|great|nice|good|interesting)\b`,
  r`^what an? \b`,
  r`^how (?:nice|great|exciting|lovely|kind|awesome|cool|wonderful|fun|frustrating|annoying|strange|odd)\b`,
);
/** Question openers in the other languages, for questions written without a '?'. */
export const OTHER_QUESTION_START = rx(
  r`^(?:pouvez-vous|pourriez-vous|voulez-vous|souhaitez-vous|est-ce que|podría|podrías|podrían|puede usted|puedes|könnten sie|können sie|würden sie|möchten sie|wollen sie|potrebbe|potreste|può|puoi|potresti|vuole|desidera|vuoi|poderia|poderiam|você pode|você poderia|o senhor poderia|a senhora poderia)\b`,
);

/** Leading connectives stripped before looking at how a clause starts. */
export const CLAUSE_LEAD = rx(
  r`^(?:(?:please|pls|kindly|just|and|or|also|then|so|but|now|first|simply|otherwise|alternatively|finally|lastly|next|ok|okay|sure|great|thanks|thank you|perfect|alright|hi|hello|hey|por favor|bitte|per favore|y|o|und|oder|dann|et|ou|e|oppure|poi)\s+)+`,
);

/** Imperatives that ask the user for information or a decision, at the start of a clause. */
export const EN_REQUEST_VERB = rx(
  r`^(send|provide|supply|share|give|forward|attach|upload|include|enter|type|tell|specify|clarify|confirm|advise|indicate|describe|verify|double-check|doublecheck|re-?check|re-?send|reply|respond|write back|email|text|dm|let (?:me|us) know|choose|pick|select|decide|check|identify|list|name)\b(.*)$`,
);
/** What must follow "let me know" for it to be a request rather than a courtesy. */
export const LET_ME_KNOW_REQUEST = rx(
  r`^ (?:(?:please|asap|as well|also) )?(?:which|what|whether|who|where|the|your|how (?:you(?:'d| would)|many|much)|when you(?:'d| would) like|if (?:you(?:'d| would)?|you) (?:like|want|prefer) (?:me|us) to|if (?:this|that|it)(?:'s| is) (?:correct|right|the)|once you(?:'ve| have) decided|if you(?:'d| would)? (?:like|want|prefer|need) (?:that|this|it|them|those|these|(?:the|your) [\w-]+(?: [\w-]+){0,2}?) (?:[\w-]+ed|done|set up|sorted)|if you(?:'d| would)? (?:like|want) to (?:go ahead|proceed|continue))\b`,
);
export const REQUEST_REST_BLOCK = anyOf(
  r`\bif you (?:have|need|run into|hit|get|see|still)\b`,
  r`\banything else\b`,
  r`\bhow (?:it|we|things) (?:goes|went|did|go)\b`,
  r`\bwhat you think\b`,
);

/** "I need your order number", "we'll need a copy", "all I need is…". */
export const EN_NEED = anyOf(
  r`\b(?:i|we)(?:'ll|'d| will| would| still| just| also| first| only| really| do|'m going to| am going to|'re going to| are going to)* (?:need|require)(?: from you)?(?: just| still| only)?(?: (?:your|the|a|an|some|more|one|two|three|a few|a bit|a little|you to|to know|to have|to get|to see|to receive|to hear|to confirm with you|confirmation|clarification|approval|written|proof|details|information|info|that|this|these|those|both|either)\b(?! (?:moment|minute|second|sec|bit of time|little time|break)\b)|\s*:|\s*$)`,
  r`\ball (?:i|we) (?:need|require)\b`,
  r`^(?:just |still |only )*need (?:the|your|a|an|one|some|to know)\b`,
  // "<verb> me the invoice number": any imperative handing over a piece of information.
  r`^(?:please )?\w+(?: over| along)? (?:me|us) (?:the|your|a|an) (?:[\w-]+ ){0,3}(?:number|id|email|e-mail|address|name|date|digits|details|code|reference|screenshot|invoice|receipt|copy|link|photo|document)s?\b`,
  r`^(?:here's |here is |this is )?what (?:i|we)(?:'ll| will)? need(?: from you)?\s*:?$`,
);
/** What a user is asked to hand over, for the implicit requests below. */
const INFO_NOUN = r`(?:number|id|email|e-mail|address|postcode|post code|zip(?: code)?|name|date|digits|details|code|reference|screenshot|photo|size|serial|confirmation|approval|go-ahead|answer|info|information|spelling|phone number|vat number|po number)`;

/**
 * Requests phrased as the agent's next step waiting on the user: "I'll cancel it as soon as you
 * confirm", "I can set that up once I know which team", "With the new postcode I'll be able to
 * recalculate". The first two also need the agent as the one who will act (AGENT_WILL).
 */
export const EN_WAITS_ON_USER = anyOf(
  r`\b(?:once|as soon as|when|whenever|until|the moment) you(?:'ve| have)? (?:just )?(?:let (?:me|us) know|tell (?:me|us)|share|send|confirm|give (?:me|us)|provide|reply|respond|decide|choose|pick|specify|clarify|approve|verify|get back to (?:me|us)|say (?:so|the word|yes|go))\b`,
  r`\b(?:once|as soon as|when|until|the moment) (?:i|we) (?:know|hear|get|have|receive)\b (?:back from you|from you|which|whether|what you|(?:the|your) (?:[\w-]+ ){0,2}${INFO_NOUN})`,
  r`^with (?:the|your) (?:[\w-]+ ){0,2}${INFO_NOUN}s?,? (?:i|we)(?:'ll| will| can| could| would|'d)\b`,
);
export const AGENT_WILL = local(r`\b(?:i|we)(?:'ll| will| can| could| am| 'm|'m)\b`);
/** Clause-level implicit requests: "I'd like the invoice number too", "the only thing missing is…". */
export const EN_IMPLICIT_REQUEST = anyOf(
  // The agent wondering what the user would like is asking: "Wondering which card you'd like us to use".
  r`^(?:(?:i'm|i am|we're|we are|just|was|i was) )*(?:wondering|curious) (?:which|what|whether|if|how|when|where)\b.*\byou(?:'d| would)? (?:like|prefer|want)\b`,
  // A heading or lead-in listing what is needed: "Need from you:", "What we still need".
  r`^(?:(?:still|also|just) )?need(?:ed)? from you\b|^(?:info(?:rmation)?|details|things?|what) (?:i|we) (?:still )?need(?: from you)?\s*:?$`,
  r`\b(?:i|we)(?:'d| would)(?: also| just| ideally| really)? (?:like|love|need|want) (?:to (?:get|have|see) )?(?:the|your) (?:[\w-]+ ){0,3}${INFO_NOUN}s?\b`,
  r`\bthe only thing (?:missing|left|outstanding|(?:i|we) (?:still )?need)\b`,
  r`\b(?:i'm|i am|we're|we are) (?:still |just )?missing (?:the|your)\b`,
  // Imperative that hands something over into the conversation: "pop the serial number here".
  r`^[\w-]+(?: over| along| in)? (?:me |us )?(?:the|your) (?:[\w-]+ ){0,5}?${INFO_NOUN}s?\b.*\b(?:(?:in|into|to) (?:this|the|our) (?:chat|thread|conversation|ticket|reply)|here)\b`,
  r`\b(?:en cuanto|cuando|una vez que|apenas|tan pronto como) me (?:digas|diga|indiques|indique|confirmes|confirme|envíes|envíe|mandes|mande|pases|pase)\b`,
  r`\bmir fehl(?:t|en) (?:noch )?(?:die|der|das|ihre?n?|den|eine?)\b`,
  r`\bsobald sie (?:mir|uns) (?:\S+ ){0,4}(?:mitteilen|senden|schicken|bestätigen|nennen|sagen|geben)\b`,
  r`\bdès que vous (?:m'|me |nous )(?:aurez )?(?:\S+)`,
  r`\b(?:appena|quando|non appena) mi (?:dici|dica|confermi|invii|mandi|indichi|comunichi)\b`,
);

export const EN_IF_YOU_SEND = anyOf(
  r`\bif you (?:could|can|would|'d|will)? ?(?:please |kindly |just )?(?:send|provide|share|tell|confirm|give|let (?:me|us) know (?:which|what|whether|the)|reply with|forward|clarify|specify|double-check|check (?:the|your) \w+ (?:number|id)|attach|resend|point me to)\b`,
  r`\b(?:appreciate|grateful)(?: it)? if you (?:could|can|would)\b`,
  r`\b(?:i|we)(?:'d| would) like you to\b`,
  r`\b(?:wait|waiting|hold off) (?:for|on|until i (?:hear|get)) (?:your|you to) (?:confirmation|confirm|reply|answer|response|go-ahead|approval|decision|ok|okay)\b`,
  r`\b(?:say the word|give (?:me |us )?the (?:go-ahead|green light|ok|okay))\b`,
);

export const ES_REQUEST = anyOf(
  r`^(?:por favor,? )?(?:envíe(?:me|nos)?|envíame|mánde(?:me|nos)|mándame|indíque(?:me|nos)|indique|indícame|díga(?:me|nos)|dime|confírme(?:me|nos)|confírmame|confirme|confirma|proporcióne(?:me|nos)|proporcione|facilíte(?:me|nos)|facilite|compárta(?:me|nos)|comparta|especifique|aclare|responda con|escríba(?:me|nos) (?:el|la|los|las|su|sus|qué|cuál)|hága(?:me|nos) saber|déje(?:me|nos) saber|avíse(?:me|nos) (?:qué|cuál|si desea))\b`,
  r`\bnecesit(?:o|amos|aré|aremos|aría|aríamos)(?: que| saber| el| la| los| las| su| sus| un| una| más| algún| alguna| confirmar)\b`,
);
export const DE_REQUEST = anyOf(
  r`^(?:bitte )?(?:senden|schicken|teilen|bestätigen|geben|nennen|übermitteln|sagen|schreiben|prüfen|überprüfen|wählen) sie\b(?!.*\bwenn sie (?:fragen|hilfe)\b)`,
  r`^bitte (?:senden|schicken|teilen|bestätigen|geben|nennen|übermitteln|sagen|schreiben|prüfen|überprüfen|wählen)\b`,
  r`\b(?:ich|wir) (?:benötige|benötigen|brauche|brauchen)(?: noch| bitte| dazu)* (?:ihre|ihren|ihr|die|den|das|eine|einen|ein|noch|angaben|informationen)\b`,
  r`\bgeben sie (?:mir|uns) (?:bitte )?bescheid,? (?:welche[rsnm]?|ob|wann|wie|wo|was)\b`,
);
export const FR_REQUEST = anyOf(
  r`^(?:merci de|veuillez|je vous prie de|pourriez-vous|pouvez-vous) (?:me |m'|nous )?(?:envoyer|indiquer|confirmer|préciser|communiquer|transmettre|fournir|donner|vérifier|répondre|choisir|dire|faire savoir)`,
  r`\b(?:envoyez|indiquez|précisez|confirmez|communiquez|transmettez|donnez|dites)-(?:moi|nous)\b`,
  r`\b(?:j'ai|nous avons) besoin (?:de|du|des|d')`,
  r`\bil me faut\b`,
);
export const IT_REQUEST = anyOf(
  r`\bmi (?:invii|indichi|confermi|dica|comunichi|mandi|fornisca|faccia sapere|specifichi)\b`,
  r`^(?:per favore,? )?(?:invii|indichi|confermi|comunichi|fornisca|specifichi|mandi)(?:mi|ci)?\b`,
  r`\b(?:ho|abbiamo) bisogno (?:del|della|dei|delle|degli|di|che|dell')`,
  r`\bmi serv(?:e|ono) (?:il|la|i|le|l'|un|una|sapere)\b`,
  // Portuguese ("envie"/"confirme"/"indique" are read by the Spanish pattern: same folded form)
  r`^(?:por favor,? )?(?:informe|mande|encaminhe|digite|me (?:diga|informe|envie|mande|confirme))\b`,
  r`\b(?:preciso|precisamos|precisarei|precisaremos) (?:do|da|dos|das|de|que|saber|confirmar|o|a|os|as|seu|sua|seus|suas)\b`,
);

// ---------------------------------------------------------------------------------------------
// flags

/** Phrases that name a problem only to say there is none; removed before flag matching. */
export const NO_PROBLEM = anyOfGlobal(
  r`\bno (?:conflicts?|errors?|issues?|problems?|discrepanc(?:y|ies)|mismatch(?:es)?|overlaps?)(?: (?:were|was) (?:found|detected))?\b`,
  r`(?:\bnot|n't) overlap\w*`,
  r`\b(?:isn't|is not|aren't|are not|nothing(?: is)?) missing\b`,
  r`\bwithout (?:any )?(?:errors?|issues?|problems?)\b`,
  r`(?:\bnot|n't) (?:\w+ ){0,2}any (?:conflicts?|errors?|issues?|problems?|discrepanc(?:y|ies)|mismatch(?:es)?)\b`,
  r`\b(?:no|nothing(?:'s| is)?) (?:(?:outstanding|unpaid|overdue|past due)(?: (?:balance|invoices?|payments?|amounts?))?|open (?:balance|invoices?|payments?|amounts?|(?:on|in|against|under) (?:your|the|this|that) (?:account|file|record|name|card|profile)))\b|\bno open\b(?! (?:tables?|rooms?|seats?|slots?|spots?|times?|appointments?|dates?)\b)`,
  r`\b(?:has|have|'s|'ve) (?:now |just )?been (?:locked|closed|frozen|suspended|blocked) (?:as (?:you )?requested|for you|at your request|per your request)\b`,
  r`\berror-free\b`,
  r`(?:\b(?:not|never)|n't) (?:yet |been )?(?:expired|locked|closed|frozen|finali[sz]ed|flagged|suspended|blocked)\b`,
  r`\bnothing(?:'s| is| was| has been)? (?:\w+ )?(?:locked|closed|missing|blocked|frozen|flagged)\b`,
  r`\bkeine (?:probleme|fehler|auffälligkeiten|unstimmigkeiten)\b`,
  r`\bningún (?:problema|error)\b`,
  r`\baucun (?:problème|souci|erreur)\b`,
  r`\bnon ci sono problemi\b`,
);

/** A yes/no question about what the user sees or did: "do you see an error?". */
export const ASKS_USER_ABOUT = local(r`^(?:do|did|are|were|have|does) you (?:\w+ )?(?:see|get|seeing|getting|notice|receive|have|hit|run into|still)\b`);

export const FLAG = anyOf(
  // conflict / mismatch
  r`\b(?:doesn't|does not|don't|do not|didn't|did not|won't|will not|wouldn't|would not|can't|cannot)(?: seem to| appear to)? (?:match|line up|add up|agree|correspond|belong|reconcile|tally)\b`,
  r`\bmismatch\w*`,
  r`\black(?:s|ing)? (?:the |some |any )?(?:required |necessary |needed )?(?:parameters?|arguments?|information|details|fields?|inputs?)\b`,
  // Failure of the operation (issue 16): "the booking was unsuccessful", "fully booked".
  r`\b(?:unsuccessful|not successful|wasn't successful|weren't successful|did not go through|didn't go through)\b`,
  r`\b(?:could not|couldn't|cannot|can't|was not|wasn't|were not|weren't) (?:be )?(?:booked|reserved|made|completed|processed|confirmed|placed|scheduled|purchased|bought)\b`,
  // Fifth round of issue 16: a failure said without "sorry" — the payment the bank refused, every
  // place already taken ("all tables are taken", "that slot is already taken").
  r`\b(?:was not|wasn't|were not|weren't|has not been|hasn't been|have not been|haven't been|could not be|couldn't be) (?:accepted|approved|authori[sz]ed|honou?red|fulfilled|accepted by)\b`,
  r`\b(?:slot|time|table|seat|date|spot|room|place|appointment|it|that|this)s?(?: (?:just|already))?(?: got|'s| is| are| was| were| has been| have been) (?:just |already |now )?taken\b(?! (?:care|into|from|by|off|out|over|up|away|down|on|for|to|as|in|at|with)\b)|^(?:sorry,? )?(?:no luck|out of luck)\b`,
  // What the user runs into in support replies (fifth round of issue 16): a plan that does not
  // cover it (a *policy* that does not allow it is a refusal, replies-blind.jsonl), a change that needs someone else's verification, a region not shipped to, a payment
  // still pending (an order "still processing" is a status), two records that show different dates.
  r`\b(?:plan|subscription|warranty|coverage|tier|package|fare|insurance)\b[^.?!,;]{0,20}\b(?:doesn't|does not|don't|do not) (?:include|cover|allow|permit|support)\b|\brequires? (?:verification|approval|authori[sz]ation|consent|confirmation|sign-off|a signature) from\b|\bwe (?:don't|do not|can't|cannot) (?:ship|deliver|send|post) (?:to|there)\b|\b(?:is|are) still (?:pending|unpaid|outstanding|under review|in review|awaiting)\b|\b(?:show|shows|list|lists|give|gives|carry|carries) (?:two |2 )?different (?:[\w-]+ ){0,2}(?:dates?|amounts?|addresses|names?|totals?|numbers?|prices?|times?|balances?)\b`,
  // A place that has nothing at the time, a booking someone else turned down, a slot gone, a
  // cancellation the weather caused (not the agent's action).
  r`\b(?:they|we|it|the (?:[\w-]+ )?(?:restaurant|hotel|venue|place|salon|clinic|airline|theatre|theater|office))(?: (?:just|currently|really))? (?:don't|do not|doesn't|does not|didn't|did not) have anything (?:at|on|for|in|left|available|open|free|that)\b|\b(?:have|has|had) nothing (?:left|available|open|free)\b|\b(?:turned down|declined|rejected|refused|did not accept|didn't accept|would not accept|wouldn't accept|won't accept|will not accept) (?:the|your|our|my) (?:booking|reservation|request|payment|card|order|transfer|application|claim)\b|\b(?:slot|time|table|seat|date|spot|room|place|appointment)s? (?:is|are|was|were|has|have) (?:already |now |just )?(?:gone|been taken)\b|\bonly (?:have|has|had) (?:availability|openings?|space|room|seats?|tables?|spots?|slots?) (?:at|on|for|left)\b|\b(?:cancell?ed|postponed|suspended|called off) (?:due to|because of|owing to)\b`,
  // Only one left, after a "no": "No, there is only the 9 pm."; a retry that failed again.
  r`^no[,.!]? (?:(?:sorry|i'm sorry|unfortunately)[,.!]? )?(?:there(?:'s| is| are) only|(?:i|we) only (?:have|found|see))\b|\b(?:fails|failed) again\b`,
  // A verbless empty search: "No expensive restaurant in the north.", "No rooms at that price."
  r`^(?:(?:sorry|unfortunately),? )?no (?:[\w-]+ ){0,3}?(?:restaurants?|hotels?|guest ?houses?|rooms?|tables?|flights?|trains?|buses|seats?|tickets?|results?|matches|options?|openings?|slots?|attractions?|museums?|places?|venues?|events?|shows?|cars?|rides?|appointments?)\b(?:(?: (?:in|at|on|for|near|with|that|there|available|left|open|matching|found)\b)[^.?!]{0,50})?\s*[.!]*$`,
  r`\b(?:all|every)(?: (?:of )?the)? (?:[\w-]+ )?(?:tables?|rooms?|seats?|slots?|spots?|times?|tickets?|appointments?|places?|cars?|dates?|sessions?|classes?|tours?)(?: (?:for|at|on) [^,;.]{1,20}?)? (?:are|is|were|was|have been|has been) (?:already |now )?(?:taken|gone|full|booked|reserved|sold)\b|\b(?:that|this|the) (?:[\w-]+ )?(?:time|slot|table|seat|date|spot|room|place)s? (?:is|are|was|were|has been|have been) (?:already )?taken\b`,
  r`\b(?:(?:fully|completely) booked|booked up|sold out|(?:no|not) (?:\w+ )?availability|no vacanc(?:y|ies)|not showing any availability)\b`,
  r`\bno (?:\w+ ){0,2}(?:tables?|rooms?|seats?|tickets?|slots?|appointments?|spots?|flights?|trains?|buses|cars?|cabs?|taxis?|rides?|openings|times?|reservations?) (?:(?:are|is) )?(?:available|left|free|open)\b`,
  // An empty search (MultiWOZ NoOffer, SGD NOTIFY_FAILURE): "there are no Catalan restaurants in
  // the centre", "no rooms match your requirements". A singular "there is no live music" reports
  // an attribute, not a failed search, and stays unflagged.
  r`(?:\bthere (?:are|were) (?:currently |presently )?(?:no|not any|not(?! (?:only|many|much|too|all|just|as|quite|enough|yet)\b))|\bthere (?:aren't|weren't) any|\bthere(?:'s| is) nothing (?=(?:else |more )?(?:available|left|open|matching|that (?:matches|meets|fits|(?:would |will |could )?(?:suit|suits|fit|work|works|match|meet)(?![^.?!]*\b(?:better|more)\b))|on|for|in)\b))\b(?! (?:\w+ )?(?:duplicates?|issues?|problems?|errors?|conflicts?|discrepanc\w+|outstanding|changes?|further|additional|hidden|extra|fees?|charges?|restrictions?|limits?|penalt\w+|concerns?|wrong|unusual|suspicious|open (?:tickets|disputes|cases)|pending|overdue|late|cancellation)\b)`,
  r`\bnone of (?:the|them|those|these)\b[^.?!]{0,50}\b(?:is|are|were|was|have|has|match|matches|meet|meets|fit|fits|work|offer|serve|serves|take|takes|allow|allows)\b`,
  r`\bno (?:other )?(?:[\w-]+ ){0,2}(?:match(?:es)?|meet|meets|fit|fits|matching|(?:that|which) (?:match|meet|fit))\b(?! (?:the|your|all)\b[^.?!]*\?)`,
  r`\b(?:i|we) (?:don't|do not|didn't|did not|couldn't|could not|can't|cannot)(?: seem to| happen to)? (?:see|find|locate|have|show)(?: any| anything| anyone)(?! else\b)\b(?!(?: [\w-]+){0,3} (?:else|more)\b)(?! (?:\w+ )?(?:duplicates?|issues?|problems?|errors?|conflicts?|discrepanc\w+|outstanding|changes?|further|additional|hidden|extra|fees?|charges?|restrictions?|limits?|penalt\w+|concerns?|wrong|unusual|suspicious|open (?:tickets|disputes|cases)|pending|overdue|late|cancellation)\b)`,
  r`\bthere (?:are|were) none\b|\bthere (?:isn't|is not|wasn't|was not) any\b(?! (?:\w+ )?(?:duplicates?|issues?|problems?|errors?|conflicts?|discrepanc\w+|outstanding|changes?|further|additional|hidden|extra|fees?|charges?|restrictions?|limits?|penalt\w+|concerns?|wrong|unusual|suspicious|open (?:tickets|disputes|cases)|pending|overdue|late|cancellation)\b)|\bnone (?:fitting|matching|that (?:match|meet|fit)|available|left)\b`,
  r`\b(?:i|we) (?:have|had|got) (?:no|nothing)\b(?! (?:\w+ )?(?:duplicates?|issues?|problems?|errors?|conflicts?|discrepanc\w+|outstanding|changes?|further|additional|hidden|extra|fees?|charges?|restrictions?|limits?|penalt\w+|concerns?|wrong|unusual|suspicious|open (?:tickets|disputes|cases)|pending|overdue|late|cancellation|way|access|ability|permission|authority|trouble|doubt|idea|record of (?:any|a) (?:issue|problem))\b)`,
  r`\b(?:haven't|have not|hasn't|has not|didn't|did not|couldn't|could not|wasn't able to|was not able to) (?:find|found|locate|located|get|book|reserve|secure) (?:any|a|the)\b(?! (?:\w+ )?(?:duplicates?|issues?|problems?|errors?|conflicts?|discrepanc\w+|outstanding|changes?|further|additional|hidden|extra|fees?|charges?|restrictions?|limits?|penalt\w+|concerns?|wrong|unusual|suspicious|open (?:tickets|disputes|cases)|pending|overdue|late|cancellation)\b)`,
  r`\b(?:is|are|was|were) not (?:scheduled|booked|reserved|confirmed)\b|\bnot possible to (?:book|reserve|make|confirm|schedule|complete|process|get)\b`,
  r`\bfail(?:ed)? to (?:book|reserve|make|confirm|schedule|complete|process|get|place|buy|purchase)\b|\bran into (?:trouble|a problem|an issue|an error)\b|\bno dice\b`,
  // Third round of issue 16 (dev misses): a failure with the subject dropped ("Unable to purchase
  // tickets."), nothing left after an apology ("Sorry, there's nothing else." — not "nothing else I
  // can do", an offer), and nothing open at the time asked.
  r`^(?:sorry,? |unfortunately,? )?unable to (?:book|reserve|purchase|buy|make|complete|schedule|process|place|confirm)\b`,
  r`^(?:no,? )?(?:sorry|unfortunately|i'm sorry|i am sorry|i'm afraid|afraid)\b,?[^.?!]{0,20}\b(?:there(?:'s| is) nothing|there (?:isn't|is not) anything|(?:they|it) (?:don't|do not|doesn't|does not) have anything) (?:else|more)\b(?! (?:i|we) (?:can|could)\b)`,
  r`\b(?:there(?:'s| is) nothing|there (?:isn't|is not) anything|(?:they|it) (?:don't|do not|doesn't|does not) have anything) (?:else|more)\b[^.?!]{0,20},? sorry\b`,
  r`\bnothing(?: else)? (?:is|was|seems to be|appears to be) (?:available|open|left|free|bookable)\b`,
  // A booking the agent tried and could not make is a failure, whatever else it is.
  r`\b(?:i|we)(?:'m| am|'re| are| was| were| have been| will not be| won't be)?(?: also| unfortunately| still)? (?:unable to|not able to|can't|cant|cannot|can not) (?:(?:book|reserve|schedule|buy|purchase|play|confirm|get) (?:that|the|your|this|it|those|these|a|an|you|tickets?|for|at|on)|make (?:the|that|a|an|your) (?:reservation|booking|appointment)|get (?:you (?:a|the|that)|that reservation|the reservation|a reservation))\b`,
  r`\bthere (?:seems to (?:have been|be)|was|is|has been|'s been|appears to (?:have been|be)) (?:a|an|some) (?:problem|issue|error|glitch|hiccup)\b|^(?:sorry,? )?(?:unable|not able) to (?:make|book|reserve|schedule|complete|process|get)\b|\bnot being able to (?:fill|book|complete|make|process|help)\b`,
  r`\bnot possible to (?:fix|proceed|arrange|do|secure|get)\b|\b(?:is|are) (?:already booked|booked already|all full|fully reserved)\b|\bcan(?:'t|not| not|t) seem to (?:find|locate|get|book)\b|\bcan(?:not| not|'t) be found\b`,
  // A singular empty search names where or what was searched: "there is no train from that
  // route", "there isn't a downtown area listed" (not "there is no live music").
  r`\b(?:there(?: is|'s) (?:no|none|not an?|not any|nothing)|there(?: isn't| is not) (?:an?|any|anything))\b(?! (?:way|need|point|reason|rush|hurry|cost|doubt|guarantee|else)\b)(?! (?:\w+ )?(?:live music|music|alcohol|alchohol|wifi|wi-fi|parking|pets?|smoking|outdoor seating|subtitles)\b)(?! (?:\w+ )?(?:duplicates?|issues?|problems?|errors?|conflicts?|discrepanc\w+|outstanding|changes?|further|additional|hidden|extra|fees?|charges?|restrictions?|limits?|penalt\w+|concerns?|wrong|unusual|suspicious|open (?:tickets|disputes|cases)|pending|overdue|late|cancellation)\b)(?=[^.?!]{0,40}\b(?:in|on|at|from|for|that|which|matching|available|listed|like that|under|with)\b)|\bthere (?:is|'s) none\b`,
  r`\b(?:i|we) do ?nt (?:have|see|find) any\b|\b(?:is|are) all booked (?:(?:for|at|on) (?:that|this|those|these)\b|up\b)|\b(?:doesn't|does not|don't|do not)[^.?!]{0,40}\bany (?:availability|vacanc\w*|available)\b|\b(?:doesn't|does not|don't|do not)[^.?!]{0,40}\bany\b[^.?!]{0,25}\bavailab\w*`,
  r`\b(?:can ?not|can't|isn't able to|is not able to|aren't able to|unable to) (?:complete|accommodate|handle (?:that|this|the) (?:booking|reservation|request))\b`,
  r`^(?:unfortunately|sadly|sorry|i'm afraid|i am afraid|no),? (?:not|no|none|nothing|there isn't|there is not)\b(?! (?:problem|worries|need|way)\b)(?! (?:\w+ )?(?:live music|music|alcohol|alchohol|wifi|wi-fi|parking|pets?|smoking|outdoor seating|subtitles)\b)|^(?:nothing|none|not) (?:in|at|from) (?:that|the|this)\b`,
  r`\b(?:i'm|i am|we're|we are)(?: still)? not (?:finding|showing|seeing|getting) any(?:thing)?\b|\bnothing (?:that )?(?:matches|meets|fits)\b|\bno (?:results|matches)\b`,
  r`\b(?:i'm|i am) afraid (?:there|none|we (?:don't|do not|have no))\b`,
  // Empty searches and failed bookings in other words (issue 16, dev misses): "it doesn't look like
  // there is such a hotel", "they wouldn't let me reserve", "not enough rooms", "the only time
  // available is 4:30" after an apology.
  r`\b(?:doesn't|does not|don't|do not) (?:appear|seem|look like)\b[^.?!]{0,12}\bthere (?:are|is|to be) (?:any|such)\b|\bthere (?:don't|do not|doesn't|does not) (?:appear|seem) to be any\b`,
  r`\bthere (?:isn't|is not|aren't|are not)(?: one| any)?\s*[.!]*$`,
  r`\b(?:they|it|the (?:system|hotel|restaurant|venue|office|airline))(?: can ?not| can't| couldn't| could not| are unable to| were unable to| was unable to) (?:book|reserve|accommodate|seat|fit)\b|\b(?:wouldn't|would not|won't|will not|didn't|did not) let (?:me|us) (?:book|reserve|make|schedule|purchase|buy|complete)\b`,
  r`\bimpossible to (?:make|proceed|book|complete|schedule|reserve|process|purchase|buy)\b|\bnot (?:a )?success(?:ful(?:ly)?|full)?\b`,
  r`\b(?:time|slot|date|day)s? (?:is|are|was|were) (?:all |already |fully )?(?:booked|taken|full)\b|\b(?:they|those|these)(?: tickets| seats| times| slots)?(?:'re| are| were) (?:all |both )booked\b(?! for you\b)`,
  r`\bnot enough (?:\w+ )?(?:rooms?|tables?|seats?|tickets?|space|availability|spots?|places)\b|\b(?:tickets?|seats?|rooms?|tables?|slots?) (?:are |is )?not available\b|^nothing available\b`,
  r`\bdid ?n[o']?t go thr(?:ough|u)\b|\bhave nothing (?:for|at|on|available|that)\b|\bnot in (?:my|our|the) (?:records|system|database|list)\b|\b(?:seems|appears) to be (?:down|offline|unavailable|not working)\b`,
  r`\bnot (?:able to )?(?:get|find|getting|finding) any (?:results|matches|availability)\b|\bneither\b[^.?!]{0,60}\bnor\b[^.?!]{0,60}\b(?:is|are) (?:available|open|free)\b|\b(?:was|were|have been|has been)(?: also| unfortunately| still) (?:unable|not able) to\b`,
  r`^(?:sorry|unfortunately|(?:i'm|i am) (?:sorry|afraid)|i apologi[sz]e|no)\b[^.?!]{0,60}\b(?:only (?:[\w-]+ ){0,3}(?:available|left|open|showing|option|options|listing|ones?|one's)\b|that(?:'s| is) all\b|just the one\b|the (?:earliest|latest) \w+ (?:is|departs|leaves|arrives)\b)`,
  r`\b(?:reservation|booking|purchase|appointment|order|payment|transfer)s? (?:is|was|were|has not been|have not been) not (?:done|made|completed|successful)\b|\b(?:reservation|booking|purchase|appointment|order|payment|transfer)s? (?:isn't|wasn't|weren't) (?:done|made|completed)\b|\bno (?!(?:it|that|this|they|there|he|she|you|we)\b)(?:[\w-]+ ){1,2}(?:were|was|are|is) (?:available|free|open|left)\b`,
  r`\bcan ?not be (?:confirmed|booked|reserved|played|completed|made|purchased)\b|\bcan't be (?:confirmed|booked|reserved|played|completed|made|purchased)\b|\b(?:is|are) unable to be (?:booked|made|completed|reserved|confirmed)\b|\b(?:wasn't|was not|isn't|is not) possible (?:for|to)\b`,
  r`^(?:that(?:'s| is| was)|those are|it(?:'s| is)) the only (?:\w+ )?(?:time|showtime|slot|one|ones|option|listing|flight|bus|train|table|room|event|result)s?\b|^no (?:other|more) \w+\s*[.!]*$|\bno (?:other|more) [\w-]+(?: [\w-]+)? (?:matching|that match)\b`,
  r`\bthere (?:was|is) nothing (?:at|for|on|in) (?:this|that|the)\b|\b(?:doesn't|does not|don't|do not|didn't|did not) have (?:that|this|the|any|an?|\d[\w:]*)\b[^.?!]{0,20}\b(?:spot|slot|time|table|room|available|availability|opening)s?\b|^(?:sorry[,.]? )?(?:can't|cannot|can not|couldn't) (?:get|book|reserve|find)\b|\b(?:isn't|is not|aren't|are not) open(?:ed)? (?:to|so|at|on|that|then|until)\b`,
  r`\b(?:don't|do not|doesn't|does not) (?:take|accept) (?:bookings|reservations|appointments)\b|^(?:unfortunately|sadly|sorry|i'm afraid|i am afraid),? (?:we|they|it) (?:do|does|did|are|is)(?: not|n't)\s*[.!]*$`,
  // Fourth round of issue 16 (dev misses): what an apology or "unfortunately" opens is the failure
  // itself ("I'm sorry, there is not a cheap one", "Sorry, I did not find anything else", "Sorry,
  // no other times", "Sorry, can't do that"); a failure ahead ("I will not be able to schedule
  // it"); nothing that matched; nothing the agent could reserve.
  r`^(?:no,? )?(?:sorry|unfortunately|sadly|(?:i'm|i am|so|very|really) sorry|i apologi[sz]e|apologies|(?:i'm|i am) afraid)\b[^.?!]{0,30}?\b(?:there(?:'s| is| are)(?: currently)? (?:no|not an?|not any)|there (?:isn't|aren't) (?:an?|any)|(?:i|we) (?:did ?n[o']?t|could ?n[o']?t|can ?n[o']?t|cannot|was ?n[o']?t able to|am unable to|was unable to) (?:find|locate|get|see)|(?:can't|cannot|can not) do (?:that|it|this)|no (?:other|more|further)|(?:it|they|that|this)(?:'s| is| are|'re) not (?:showing|playing|available|open|offered|running))\b(?! (?:\w+ )?(?:live music|music|alcohol|alchohol|wifi|wi-fi|parking|pets?|smoking|outdoor seating|subtitles|problem|problems|worries|need|way|charge|fee|cost|wrong|unusual|suspicious|issues?|errors?|duplicates?|questions?)\b)`,
  r`\b(?:i|we)(?: will not| won't|'ll not) be able to (?:book|reserve|schedule|buy|purchase) (?:that|the|your|this|it|a|an|any|those|these|tickets?|seats?)\b|\bno (?:[\w-]+ ){0,2}(?:is|are|was|were) (?:matched|found)\b|\b(?:can ?not|can't|could ?not|couldn't|unable to) (?:book|reserve|find|get|secure) anything\b(?! (?:else )?(?:wrong|unusual|suspicious|out of (?:place|the ordinary)|amiss)\b)`,
  r`\b(?:i|we) (?:do ?n[o']?t|don't) (?:show|see) (?:that|any)\b[^.?!]{0,60}\b(?:has|have|with) (?:an? |any )?(?:openings?|availability|vacanc\w+)\b|\bno can do\b`,
  r`\bdiscrepanc\w*`,
  r`\binconsisten\w*`,
  r`\bconflict(?:s|ing|ed)?\b`,
  r`\bdifferent (?:account|customer|user|email|e-mail|name|address|order|company|workspace|organi[sz]ation|card|entity|tenant|person|number|amount|date|plan|totals?|amounts|prices?|names|emails|addresses|owner|region|accounts|customers|users|people|companies|workspaces|cards|orders)\b`,
  r`\b(?:is|are|was|were|looks|seems)(?: slightly| completely)? different\b`,
  // "for a different account" names a conflict; "exchange for a different size" is a variant.
  r`\b(?:from|for|in|under|belongs to|registered to) (?:a|an|another) (?:different|separate|other)\b(?! (?:size|colou?r|style|model|version|shade|fit|design|flavou?r|time|date|day|slot|one|option|product|item)s?\b)`,
  r`\bdiffers? from\b`,
  r`\bnot the same as\b`,
  r`\bbelongs? to (?:a different|another|someone else|a separate)\b`,
  r`\b(?:registered|linked|tied|associated|assigned) (?:to|with|under) (?:a different|another|someone else|both|two|multiple|more than one)\b`,
  // Not when it is only the object of a refusal: "I'm not able to modify another user's calendar".
  r`(?<!\b(?:can't|cannot|can not|unable to|not able to|won't|will not|not allowed to|not permitted to|not authori[sz]ed to)\b[^,;.]{0,40})\b(?:another|someone else's|a separate) (?:account|customer|user|company|workspace|tenant|organi[sz]ation|entity|person)\b`,
  r`\b(?:records?|system|file|data|invoice|message|email|request|form|attachment|receipt|order|ticket|screenshot)(?: \S+){0,2} (?:shows?|says|lists|indicates|mentions|is for|refers to)\b.*\bbut\b`,
  r`\bbut (?:you|your (?:message|email|request|note|form)) (?:said|mentioned|wrote|says|mentions|asked|listed|gave|provided|is for|refers to|specified)\b`,
  r`\byou (?:said|mentioned|wrote|asked about|referred to|listed|gave|provided)\b[^.]*\bbut (?:i|we|our|(?:your|the) (?:account|profile|card|records?|system|file))\b`,
  r`\byou (?:gave|provided|sent|mentioned|entered|used|listed|shared)\b.*\b(?:is|are|was|belongs|points|refers)\b.*, not\b`,
  r`\bnot the (?:\w+ ){0,2}you (?:mentioned|said|gave|provided|listed|referenced|asked about)\b`,
  r`\b(?:shows?|says|lists|indicates|reads)\b[^.]*\b(?:but|yet|while|whereas)\b[^.]*\b(?:shows?|says|lists|indicates|reads|said|mentioned|has|have|had|only)\b`,
  // Something the user supplied, then what is wrong with it: "the number you gave has only 7 digits".
  r`\b(?:the|that|this) [\w-]+(?: [\w-]+)? you (?:gave|sent|provided|quoted|entered|shared|used|typed)\b[^.]*\b(?:but|while|whereas|only|doesn't|does not|isn't|is not|belongs|wasn't|was not)\b`,
  r`\b(?:charged|billed|taken|debited|collected) twice\b`,
  r`\b(?:open|pending|active|ongoing) (?:dispute|chargeback|investigation|fraud claim)\b`,
  r`\b(?:exceeds?|exceeding|above|beyond|over) (?:the |your |our )?(?:[\w-]+ ){0,2}(?:limit|cap|maximum|threshold|allowance)\b`,
  r`\bthere (?:are|were) (?:several|multiple|two|three|four|a few|more than one)(?: of them)? (?:on|from|under|with|for(?! you to (?:choose|pick|select)\b)|that(?! (?:meets?|fits?|suits?|arrives?|leaves?|departs?|have|has)\b)(?! match(?:es)? (?:your|those|these|the|all) (?:[\w-]+ )?(?:criteria|requirements|preferences|needs|request|specifications|description)\b)|matching|dated)\b`,
  r`\bdouble[- ](?:charged|billed)\b`,
  r`\b(?:looks like|appears to be|seems to be|might be|is) a duplicate\b`,
  // ambiguity
  r`\b(?:ambiguous|unclear which)\b`,
  // Unsure which thing the user means, not unsure which plan would suit them best.
  r`(?:\bnot|n't) (?:sure|clear|certain) (?:which|what) (?:[\w']+ ){0,3}?(?:you (?:mean|meant|want|wanted|are referring|'re referring|had in mind|intended|are asking|'re asking)|to (?:use|update|cancel|change|pick|apply))\b`,
  r`(?:\bnot|n't) (?:sure|clear|certain) (?:whether you|what you meant)\b`,
  r`\b(?:can't|cannot|couldn't|could not) (?:tell|determine|work out|figure out) which\b`,
  r`\bcould (?:refer|apply) to (?:either|both|more than)\b`,
  r`\b(?:could|might|can) mean (?:either|several|two|different|a few|more than)\b|\bcould mean\b[^.]*,? or\b`,
  r`\byou (?:currently |actually )?have both\b`,
  r`\b(?:no (?:\w+ )?way|not possible|impossible|hard|difficult) to (?:tell|know|determine|confirm|verify|say) (?:[\w-]+ ){0,4}?(?:which|whether|if|what)\b`,
  r`\b(?:looks|is|are|seems|appears)(?: to be)? (?:incomplete|invalid|incorrect|wrong|truncated|cut off|corrupted|unreadable|blank|empty)\b`,
  r`\b(?:isn't|is not|doesn't look|does not look) (?:valid|right|correct|complete)\b`,
  r`\b(?:invalid|incorrect|unrecognized) (?:order|account|card|number|email|id|code|reference|format)\b`,
  // missing piece
  r`\b(?:i|we) (?:don't|do not|can't|cannot|didn't|did not) (?:see|have|find) (?:a|an|any|the|your|that|this|one)\b(?! (?:access|permission|authority|ability|rights?|tools?|option|way|means|more|further|additional|other|new|updates?)\b)`,
  r`\b(?:i|we)(?:'m|'re| am| are) not (?:seeing|finding)\b`,
  r`\bnothing (?:came up|turned up|showed up|matched)\b`,
  r`\b(?:isn't|is not|aren't|are not|not|didn't|did not|doesn't|does not|won't) (?:turning|turn|bringing|bring|pulling|pull|showing|show|coming|come) (?:it |anything |them |that |this )?up\b`,
  r`\b(?:i'm|i am|we're|we are) only (?:seeing|finding|able to (?:see|find))\b|\b(?:i|we) (?:can )?only (?:see|find)\b`,
  r`\b(?:isn't|is not|aren't|are not|wasn't|was not|not) (?:listed |registered |set up )?as (?:an? |the )?(?:admin|administrator|owner|authori[sz]ed|account holder|billing contact)\b`,
  r`\b(?:isn't|is not|aren't|are not|wasn't|was not|not) (?:on|linked to|associated with|registered (?:to|on|with)|connected to|listed on) (?:the|this|your|that) account\b`,
  r`\b(?:hasn't|has not|haven't|have not) (?:yet )?(?:arrived|been received|come in|cleared|been approved)\b`,
  r`\byou (?:didn't|did not|haven't|have not|forgot to) (?:mention|say|specify|include|provide|give|tell|attach|share|send|indicate|list)\b`,
  r`\bmissing\b(?!-)`,
  r`\b(?:wasn't|was not|weren't|were not|hasn't been|has not been) (?:included|provided|attached|specified|given|filled in|mentioned)\b`,
  r`\bno (?:\w+ ){0,2}(?:was|were) (?:provided|given|included|attached|specified)\b`,
  r`\b(?:haven't|have not|didn't|did not) (?:receive|get) (?:the|your|a|any)\b`,
  r`\bwithout (?:the|a|an|your) [^,.]{1,40}?,? (?:i|we) (?:can't|cannot|won't|am unable|'m unable|am not able|'m not able)\b`,
  // failure
  r`\b(?:couldn't|could not|wasn't able to|was not able to|weren't able to|were not able to|was unable to|were unable to|failed to|didn't manage to|did not manage to|(?:haven't|have not|hasn't|has not) been able to)\b(?! (?:be happier|agree more|help but|have been|be of (?:more|further|any|much) (?:help|service|assistance))\b)`,
  r`\b(?:can't|cannot|can not|am not able to|'m not able to|am unable to|'m unable to|unable to|not able to) (?:seem to )?(?:find|locate|see|retrieve|load|identify|look up|pull up|open|match|verify|trace)\b(?! (?:any )?(?:attachments|links|urls|websites|web ?pages|external \w+|(?:that|this|the|your) (?:link|url|website|web ?page)|passwords|other (?:users?'?|people's|customers'?) \w+)\b)`,
  // Not a reference to a failure the user already knows: "send me the log from the failed build".
  r`(?<!\b(?:from|of|for|about|on|in|behind|with) (?:the|that|this|your) )\b(?:failed|failure|errored|timed out|time-?out)\b`,
  r`\b(?:is|are|was|were|been|'s|'re|still) failing\b|\blapsed\b|\b(?:pre|post)dat(?:e|es|ed|ing)\b`,
  r`\b(?:wasn't|was not|weren't|were not|hasn't been|has not been|haven't been|have not been) paid\b`,
  // Facts that cannot all hold: "which isn't possible for the same meter", "can't both be right".
  r`\bwhich (?:isn't|is not|can't be|cannot be|shouldn't be|should not be) (?:possible|right|correct)\b|\b(?:can't|cannot|couldn't|could not) (?:both|all) be (?:right|correct|true|accurate)\b`,
  // A person missing from the record: "your name is not listed on the policy" (not "VAT isn't included").
  r`\bnot (?:one of them|among them)\b|\b(?:you|they|he|she|(?:your|his|her|their) name)(?:'re|'s| are| is)? (?:not|isn't|aren't|is not|are not) (?:listed|named|included) (?:on|in) (?:the|this|that|your)\b`,
  // Not a possessive: "the passenger's full name".
  r`\b(?:is|are|was|were) (?:already |now |currently )?(?:full|fully booked|booked up|at capacity)\b(?! (?:name|time|refund|amount|price|details|address|access|list|year|month|range|version|report|payment|balance)s?\b)`,
  // Other languages: a deadline that has passed, an action that could not be done.
  r`\b(?:prazo|plazo)\b[^.]*\b(?:terminou|acabou|expirou|encerrou|venció|terminó|expiró|ha vencido|ha terminado)\b|\b(?:délai|date limite)\b[^.]*\b(?:dépassée?|expirée?|passée?)\b|\btermine\b[^.]*\b(?:scadut|passat)[oa]\b|\bfrist\b[^.]*\b(?:verstrichen|vorbei)\b`,
  r`\bno se (?:pudo|pudieron|ha podido|han podido)\b`,
  r`\b(?:returned|returns|threw|throws|gave|gives|got|getting|get|hit|hits|ran into|encountered|reported|showed|shows|showing|see|seeing|saw|receive|received|receiving|there (?:was|is)|there's|with|produced|raised) (?:an?|the same|another|some) (?:\w+ )?error\b`,
  r`\berror (?:occurred|came up|happened)\b`,
  r`\b(?:went wrong|didn't go through|did not go through|was declined|were declined|got declined|was rejected|were rejected|got rejected|was denied|were denied|got denied|was turned down|were turned down|bounced)\b`,
  r`\bsomething(?:'s| is| seems| looks| appears)(?: to be)? (?:off|wrong|not right|broken|amiss)\b`,
  r`(?<!\b(?:if|in case|whether) (?:this|that|it|they|these|those|none)(?: does| do| did| is| are)? )\b(?:stopped|isn't|is not|aren't|are not|not|doesn't|does not|don't|do not|won't|will not|didn't|did not) (?:working|work|load|open|sync|go through|apply)\b(?! to\b)|\bstopped (?:running|syncing|firing|triggering)\b`,
  r`\bkeeps? (?:failing|reverting|crashing|timing out|bouncing|erroring|getting (?:declined|rejected)|coming back|resetting|disappearing)\b`,
  // A state that should have changed by now: "hasn't run since Tuesday", "never shipped".
  r`\b(?:hasn't|has not|haven't|have not|didn't|did not) (?:yet )?(?:run|moved|synced|updated|shipped|arrived|responded|respond|gone out|gone through|loaded|posted|been (?:delivered|shipped|processed|applied|issued|refunded|received|posted|credited))\b`,
  r`\bnever (?:shipped|arrived|went out|showed up|came through|got there|posted|synced|was (?:sent|shipped|delivered|processed|applied)|made it)\b`,
  // "It should have arrived" is a failure; "I should have been clearer" is an apology.
  r`\b(?:was|were) supposed to\b|(?<!\b(?:i|we) )\bshould have (?:been|arrived|shipped|gone|come|posted)\b`,
  r`\bstuck\b`,
  // What the user sent is the wrong length: "two digits short".
  r`\b(?:digits?|characters?|letters?|numbers?) (?:short|too (?:many|few)|missing)\b|\b(?:is|are|was|looks|seems) too (?:short|long) to be\b`,
  r`\boutside (?:of )?(?:our|the|your) (?:[\w-]+ )?(?:area|zone|region|range|coverage|network|hours)\b`,
  // Something is lost with the action: "unused minutes don't carry over".
  r`\b(?:don't|do not|won't|will not|doesn't|does not|can't|cannot) (?:carry|roll|transfer) (?:over|forward|across)\b`,
  r`\b(?:may|might|could) (?:still |also )?(?:charge|bill|keep|retain|withhold)\b`,
  // A missing piece named in what the user sent: "There's no unit number in the address you sent".
  r`\b(?:there(?:'s| is) no|without (?:a|an|the|any)|missing (?:a|an|the)|lacks? (?:a|an|the)) (?:[\w-]+ ){0,2}(?:number|id|unit|apartment|postcode|zip|date|amount|name|reference|signature|code)\b(?: (?:in|on|for) (?:the|your|that|this) (?:[\w-]+ ){0,3}?(?:you (?:sent|gave|provided|shared|entered|mentioned|wrote|typed)|address|message|request|form|order|email))`,
  // A window that has shut: "The return window closed on 2 May".
  r`\b(?:window|deadline|grace period|offer|promotion|promo|trial|warranty|guarantee|cut-?off)\b(?: [\w-]+){0,4} (?:closed|ended|expired|lapsed|passed|ran out)\b`,
  // More than there is: "larger than the amount you paid".
  r`\b(?:larger|greater|more|higher|bigger) than (?:the |what |your )?(?:[\w-]+ ){0,2}(?:amount|total|you paid|was paid|paid|balance|limit|maximum)\b`,
  // Not the one on file: "The email on the ticket is not the one registered on the account".
  r`\b(?:isn't|is not|aren't|are not|wasn't|was not) the (?:one|same|address|email|card|account|number|name)s? (?:registered|on file|listed|linked|associated|we have|in our|on the)\b`,
  // What the user's message leaves out: "Your message doesn't say which of the three".
  r`\b(?:you|your [\w-]+|the (?:message|email|request|form|note|ticket|order|invoice)|it|this|that) (?:doesn't|does not|didn't|did not|don't|do not) (?:say|specify|mention|include|state|indicate|name|tell (?:me|us)) (?:which|what|whether|how (?:much|many)|the|a|an|your|any)\b`,
  r`\b(?:out of stock|sold out|back-?ordered|discontinued|undeliverable|returned to sender|lost in transit|arrived damaged|backlog)\b`,
  r`\b(?:overdue|past due|unpaid|outstanding balance|open balance)\b(?! (?:leave|time off|break|days?|holidays?|internships?|sabbaticals?)\b)`,
  r`\b(?:is|are|was|were|be|'s|'re|a|some|significant|possible|slight|any) delay(?:ed|s)?\b`,
  r`\bnot found\b`,
  r`\bno (?:\w+ ){0,2}(?:found|on file)\b`,
  r`\bnothing (?:on file|matching|found|under (?:that|this|your))\b`,
  r`\bno (?:results?|match(?:es)?|records?)\b`,
  r`\bthere(?:'s| is| are| was| were) no (?:\w+ ){0,2}(?:account|order|record|invoice|customer|user|subscription|match|result|charge|payment|booking|reservation|ticket)s?\b(?! for\b)(?! to (?:get in|go in|enter|visit|attend|park)\b)`,
  r`\b(?:doesn't|does not|don't|do not|no longer) exists?\b`,
  r`\b(?:is|are|was|were|'s) (?:currently |temporarily )?(?:unavailable|down|offline|not responding|(?:in|under|down for) maintenance)\b`,
  r`(?<!\b(?:live music|music|alcohol|alchohol|wifi|wi-fi|parking|pets?|smoking|outdoor seating|subtitles) )\b(?:isn't|is not|aren't|are not|wasn't|was not|weren't|were not) (?:currently |temporarily )?(?:responding|reachable|available)\b(?! (?:through|via|over|in|on|from|by) (?:support|chat|this|the chat|our|phone|email|the app)\b)`,
  r`\boutage\b`,
  // Two records that cannot both stand: "two requests that overlap", "the records disagree".
  r`\boverlap(?:s|ping|ped)?\b|\bdisagree(?:s|ment)?\b|\bdouble[- ]count\w*`,
  // What an action would cost: "switching now will add a $180 fee".
  r`\b(?:will|would|could|might|may)(?: also)? (?:add|incur|cost|attract|trigger|mean) (?:you )?(?:an? |the |extra |additional |another )?(?:[\w$€£.,'-]+ ){0,3}(?:fee|charge|penalty|surcharge)s?\b`,
  // An attempt reported with what stopped it: "I tried to book it, but it was taken".
  r`\b(?:i|we) tried (?:to \w+|\w+ing)\b[^.]*\bbut\b`,
  r`\b(?:may|might|could|will|would) (?:be|get) (?:flagged|rejected|declined|held(?! (?:for|at|on|in|until|till|\d+)\b)|delayed|blocked|returned|refused)\b`,
  // A shortfall: "only 60 of the 100 units".
  r`\bonly \d[\d,.]* (?:of|out of) (?:the |your )?\d`,
  r`\b(?:scams?|phishing|suspicious|fraudulent)\b`,
  // Still tied to a previous owner: "still enrolled under the previous employee's account".
  r`\bstill (?:\w+ )?(?:registered|enrolled|assigned|linked|listed|set up) (?:to|under|with|for|as) (?:the |a |an |your )?(?:previous|old|former|original|other|another)\b`,
  // What a policy or plan leaves out ("your insurance doesn't cover…"), not what an article omits.
  r`\b(?:insurance|policy|policies|plan|plans|warranty|guarantee|coverage|subscription|contract|membership|tariff|licen[cs]e|benefits?)(?: [\w'-]+){0,2} (?:doesn't|does not|don't|do not|won't|will not) (?:fully )?cover\b|\b(?:isn't|is not|aren't|are not|not) (?:fully )?covered\b`,
  // risk / lock
  r`\b(?:is|are|was|were|been|be|remains?|stays?|now|already|still|currently|'s|'re) (?:\w+ )?(?:locked|frozen|closed|finali[sz]ed|sealed)\b`,
  r`\b(?:locked|closed|frozen|finali[sz]ed) (?:period|month|quarter|year|books|ledger|account|fiscal|accounting)\b`,
  r`\b(?:is|are|was|were|'s|'re) (?:\w+ )?(?:flagged|on hold|under review|in dispute|disputed|suspended|blocked|restricted)\b`,
  r`\b(?:a|an) (?:\w+ )?(?:hold|freeze|lock|block|restriction) on (?:your|the|this|that)\b`,
  r`\b(?:only (?:valid|available|eligible) for|not (?:valid|eligible) for|(?:isn't|is not) (?:valid|eligible) for|(?:doesn't|does not) (?:qualify|apply to))\b`,
  // Present-tense consequence of a gerund: "deleting this user also deletes their files".
  // "ing" after a word character, as `\b\w+ing` says (FLAG is only tested): V8 tried `\w+` from every word's start.
  r`\Bing (?:[\w']+ ){0,3}(?:also )?(?:deletes|removes|erases|wipes|cancels|terminates|resets|revokes|forfeits|voids|overwrites)\b`,
  // replies20: not a thing's standing kind ("the permanent collection", "a permanent address").
  r`\b(?:irreversible|irrevocabl\w*|permanent(?:ly)?(?! (?:collection|exhibition|exhibit|display|residen\w*|address|position|post|job|role|staff|contract|employees?|home|link|makeup|marker))|not reversible|non-reversible)\b`,
  r`\b(?:can't|cannot|can not) be (?:undone|reversed|recovered|restored|retrieved|recalled|taken back|clawed back|unsent)\b`,
  // Explicit warnings and named problems.
  r`\b(?:heads[- ]up|caution|warning|be aware|word of warning)\b`,
  r`\b(?:to|should|must|worth|want to|need to) (?:flag|point out)\b`,
  r`\b(?:the|one|a|small|slight|only|main|little|big) (?:problem|issue|catch|snag|complication|hiccup|glitch|wrinkle)(?: here)? (?:is|was)\b|\bi see (?:the|what the) (?:issue|problem)\b`,
  r`\bthere(?:'s| is| was| seems to be| appears to be| might be| may be) (?:an? |one |a small |a slight |a little |another )?(?:problem|issue|catch|snag|complication|hiccup|glitch|wrinkle|bug)\b`,
  r`\b(?:tricky|complicated)\b`,
  r`\b(?:wrong|incorrect) (?:[\w-]+ )?(?:account|address|card|item|size|queue|email|number|order|amount|invoice|customer|person|department|recipient|accounts|details|entity|plan)\b`,
  r`\b(?:at|hit|hits|reached|reaching|maxed out) (?:the |your |its |their |our )?(?:[\w-]+ ){0,3}(?:limit|cap|maximum|quota|threshold)\b`,
  r`\b(?:will|would|could|might) (?:also )?(?:become|be|go|turn|switch)(?: into| to)? (?:read-only|inaccessible|unavailable|locked|frozen)\b`,
  r`\blos(?:e|ing) (?:the |your |all |any )?(?:remaining|unused|saved|stored|existing|prepaid|current|access)\b|\bforfeit\w*|\bloss of\b`,
  r`\b(?:past the point|(?:can|could) no longer|no longer (?:possible|available|valid|eligible|editable|on sale|for sale|offered|bookable|in stock|running|operating))\b`,
  r`\bno way to (?:undo|reverse|recover)\b`,
  r`\b(?:past|beyond|outside(?: of)?|after|missed) (?:the |our |your |its )?(?:[\w'-]+ ){0,2}(?:deadline|cutoff|cut-off|window|grace period)\b`,
  r`\bexpired\b`,
  r`\b(?:this|that|it|doing so|which|the change|these changes|\w+ing(?: [\w'-]+){0,4}?(?: now)?) (?:would|will|could|might|'ll|'d)(?: also| immediately| permanently| automatically)? (?:delete|remove|erase|wipe|forfeit|lose|void|end|terminate|overwrite|cancel|reset|invalidate|revoke|disable|trigger|break|disconnect|drop|interrupt|lock|freeze|block|suspend|take (?:\w+ )?(?:down|offline)|disrupt|log out|sign out|kick|double-count|duplicate|leave (?:[\w'-]+ ){0,4}(?:without|with only|short))\b`,
  r`\byou(?:'ll|'d| will| would| could| might) (?:also )?(?:lose|forfeit)\b`,
  r`\b(?:is|are|will be|would be) lost\b`,
  // Spanish
  r`\bno (?:coincide|coinciden|concuerda|concuerdan|corresponde|corresponden)\b`,
  r`\botra cuenta\b`,
  r`\bcuenta (?:diferente|distinta)\b`,
  r`\bpertenece a otr[oa]\b`,
  r`\bno (?:encontré|encontramos|pude encontrar|pudimos encontrar|encuentro|logré encontrar|he (?:podido )?encontrado|hemos encontrado|se encontró|se pudo encontrar|puedo encontrar|podemos encontrar|puedo ver|puedo localizar)\b`,
  r`\bfalta(?:n)?\b`,
  r`\bno (?:ha|han) (?:indicado|proporcionado|mencionado)\b`,
  r`\b(?:está|están|estaba|quedó|ha sido) (?:ya )?(?:cerrad|bloquead)[oa]s?\b`,
  r`\bya (?:está|están) (?:cerrad|bloquead)[oa]s?\b`,
  r`\birreversible\b`,
  r`\bno se puede (?:deshacer|revertir)\b`,
  r`\bya (?:ha|han|había|habían) sido (?:facturad|enviad|cobrad|pagad|procesad)[oa]s?\b`,
  r`\b(?:dos|tres|varios|varias) (?:pedidos|cuentas|facturas|clientes|pagos|suscripciones)\b`,
  r`\b(?:hay|tiene|tienes|veo|encontre|existen) (?:dos|tres|varios|varias) \S+s\b`,
  r`\b(?:un|el|hubo un|se produjo un) error\b`,
  r`\bfalló\b`,
  r`\b(?:fue|fueron|ha sido|han sido) rechazad[oa]s?\b|\brechaz(?:ó|aron)\b`,
  r`\bno (?:pude|pudimos|he podido|hemos podido|logré|logramos|conseguí|conseguimos)\b`,
  r`\b(?:factura|periodo|período|mes|cuenta|pedido)s? (?:cerrad|bloquead)[oa]s?\b`,
  r`\bno existe(?:n)?\b`,
  r`\bya (?:enviad|facturad|pagad|cerrad|cobrad)[oa]s?\b`,
  r`\bno (?:estoy|estamos) segur[oa]s? de (?:cuál|qué)\b`,
  r`\b(?:vencid|caducad)[oa]\b`,
  // German
  r`\bstimm(?:t|en) nicht(?: \S+){0,5} überein\b`,
  r`\bpass(?:t|en) nicht\b`,
  r`\bgehört (?:zu )?einem anderen\b`,
  r`\banderen (?:konto|kunden|kundenkonto)\b`,
  r`\bkeine?n? (?:\S+ ){0,4}(?:finden|gefunden)\b`,
  r`\bnicht (?:gefunden|finden|auffinden)\b`,
  r`\bfehl(?:t|en)\b`,
  r`\bgesperrt\b`,
  r`\b(?:ist|sind|wurde|wurden|bereits|schon) (?:\S+ )?abgeschlossen\b`,
  r`\bnicht rückgängig\b`,
  r`\bunwiderruflich\b`,
  r`\bbereits (?:in rechnung gestellt|abgerechnet|versandt|verschickt|bezahlt)\b`,
  r`\b(?:zwei|drei|mehrere) (?:bestellungen|konten|rechnungen|kunden|zahlungen|abonnements)\b`,
  r`\b(?:es gibt|sie haben|ich sehe|ich habe|wir haben) (?:\S+ )?(?:zwei|drei|mehrere) \S+`,
  r`\bfehler\b`,
  r`\bfehlgeschlagen\b`,
  r`\babgelehnt\b|\bunvollständig\b`,
  r`\b(?:konnte|konnten)\b(?: \S+){0,6}? nicht\b`,
  r`\babgelaufen\b`,
  r`\bgibt es (?:kein|keine|keinen)\b`,
  r`\b(?:abgeschlossene|gesperrte)[nmrs]? (?:perioden?|zeitr(?:aum|äume)|monate?|buchungsperioden?|rechnungen?|quartale?)\b`,
  r`\bexistiert nicht\b`,
  r`\bnicht sicher,? (?:welche[rsnm]?|was)\b`,
  // French
  r`\bne (?:correspond|correspondent|concorde|concordent) pas\b`,
  r`\bun autre compte\b`,
  r`\bcompte différent\b`,
  r`\bappartient à (?:un autre|une autre|quelqu'un d'autre)\b`,
  r`\bn'(?:ai|avons) (?:pas )?(?:trouvé|pu trouver)\b`,
  r`\bne (?:trouve|trouvons|retrouve|parviens pas à trouver) pas\b`,
  r`\bne (?:trouve|trouvons|retrouve) (?:aucun|aucune)\b`,
  r`\bintrouvable\b`,
  r`\bmanqu(?:e|ent|ant|ante|ants|antes)\b`,
  r`\b(?:est|sont|a été|ont été) (?:déjà )?(?:clôturé|verrouillé|fermé|bloqué|clos)e?s?\b`,
  r`\bclôturée?s?\b`,
  r`\birréversible\b`,
  r`\bne (?:peut|pourra) pas être annulée?s?\b`,
  r`\bdéjà été (?:facturé|expédié|payé|envoyé)e?s?\b`,
  r`\b(?:deux|trois|plusieurs) (?:commandes|comptes|factures|clients|paiements|abonnements)\b`,
  r`\b(?:il y a|vous avez|je vois|j'ai trouve) (?:\S+ )?(?:deux|trois|plusieurs) \S+s\b`,
  r`\b(?:une|l') ?erreur\b`,
  r`\béchoué\b`,
  r`\bn'(?:ai|avons) pas pu\b|\b(?:a|ont) été (?:refusé|rejeté)e?s?\b`,
  r`\bn'existe pas\b`,
  r`\bdéjà (?:expédié|facturé|payé|envoyé|clôturé)e?s?\b`,
  r`\bpas (?:sûre?|certaine?) (?:de )?(?:quel|quelle|lequel|laquelle)\b`,
  r`\bexpiré(?:e|es|s)?\b`,
  // Italian
  r`\bnon (?:corrisponde|corrispondono|coincide|coincidono)\b`,
  r`\bun altro account\b`,
  r`\baccount diverso\b`,
  r`\bappartiene a un altro\b`,
  r`\bnon (?:ho trovato|trovo|riesco a trovare|abbiamo trovato|è stato trovato|sono riuscit[oa] a trovare|posso trovare)\b`,
  r`\bnessun[oa]? (?:\S+ ){0,3}trovat[oaie]\b`,
  r`\bmanca(?:no)?\b`,
  r`\bmancant[ei]\b`,
  r`\b(?:è|sono) (?:già )?(?:chius|bloccat)[oaie]\b`,
  r`\bperiodo chiuso\b`,
  r`\birreversibile\b`,
  r`\bnon può essere annullat[oaie]\b`,
  r`\bgià stat[oaie] (?:fatturat|spedit|pagat|inviat)[oaie]\b`,
  r`\b(?:due|tre|più|diversi) (?:ordini|account|fatture|clienti|pagamenti|abbonamenti)\b`,
  r`\b(?:ci sono|ha|hai|vedo|risultano) (?:\S+ )?(?:due|tre|diversi|diverse|piu) \S+[ie]\b`,
  r`\b(?:un|l') ?errore\b`,
  r`\bnon è andat[oa] a buon fine\b`,
  r`\bnon (?:sono|siamo) riuscit[oaie]\b|\b(?:è|sono) stat[oaie] (?:rifiutat|respint)[oaie]\b`,
  // Portuguese
  r`\bnão (?:corresponde|correspondem|coincide|coincidem|confere|conferem|bate|batem)\b`,
  r`\bnão (?:consegui|conseguimos|encontrei|encontramos|foi possível encontrar)\b`,
  r`\b(?:duas|dois|três|várias|vários) (?:contas|pedidos|faturas|clientes|pagamentos|assinaturas|cadastros|reservas|consultas)\b`,
  r`\b(?:foi|foram) (?:recusad|rejeitad)[oa]s?\b|\bfalhou\b`,
  r`\b(?:está|estão|foi|foram)(?: já)? (?:fechad|bloquead|encerrad)[oa]s?\b|\bjá (?:está|estão) (?:fechad|bloquead|encerrad)[oa]s?\b`,
  r`\b(?:um|o|ocorreu um|houve um) erro\b|\bexpirad[oa]s?\b`,
  r`\bscadut[oa]\b`,
  r`\bnon esiste\b`,
  r`\bgià (?:spedit|fatturat|pagat|chius|inviat|consegnat)[oaie]\b`,
  r`\bnon (?:sono|siamo) sicur[oaie] (?:di )?quale\b`,
  // Sixth round of issue 16 (held-out adjudication, checked on dev): empty searches said as "none of
  // which are …", "Still no hotels … that meet your criteria", "I haven't found anything".
  r`\bnone of (?:which|them|these|those) (?:are|is|serve|serves|has|have|offer|offers|match|matches)\b|^(?:still |again |also )?no (?:[\w-]+ ){0,3}?[\w-]+ (?:that (?:meets?|match(?:es)?|fits?)|matching|meeting) (?:your|the|those|these|all)\b|\b(?:i|we) (?:haven't|have not|hadn't|had not) (?:been able to )?(?:found|find|located|locate|seen) (?:anything|any|a single)\b`,
  // Seventh round of issue 16: a meter reading lower than the last one (a reading cannot go down;
  // folded en/de/fr/it/pt), and a booking someone else cancelled ("was cancelled by the airline").
  r`\b(?:meter reading|reading|zahlerstand|releve(?: du compteur)?|lettura(?: del contatore)?|leitura(?: do medidor)?)\b[^.;]{0,20}?\b(?:is|was|looks|seems|ist|war|est|e|esta|era) (?:now )?(?:lower|less|smaller|niedriger|kleiner|inferieur|inferiore|menor)\b[^.;]{0,30}?\b(?:previous|last|prior|earlier|letzten|vorherige[nmr]?|vorige[nmr]?|precedent|precedente|dernier|derniere|ultima|ultimo|anterior)\b`,
  // A bare "No, I'm sorry." answers that it cannot be had.
  r`^no[,.!]? (?:i'm|i am) (?:so |very |really |terribly )?sorry\s*[.!]*$`,
  // "no" typed as "now" after an apology: "Unfortunately, there are now other show times."
  r`^(?:unfortunately|sadly|sorry|i'm sorry|i am sorry)[,!.]* (?:but )?there (?:are|is) now (?:other|more|further)\b`,
  r`\b(?:was|were|has been|have been|got) cancell?ed by (?:the|your) (?:airline|carrier|hotel|restaurant|venue|organi[sz]ers?|operator|provider|clinic|host|bank|merchant|seller|school|railway|theatre|theater)\b`,
);

/** "two orders" is only a problem when the agent reports finding them, not "merge those two
 * accounts" or "you have two options". */
export const COUNTED_MATCHES = rx(
  // Not a quantity being bought: "buy 4 tickets", "a reservation of 2 rooms" (fourth round).
  r`(?<!\b(?:buy|buying|book|booking|reserve|reserving|purchase|purchasing|purchased|bought|booked|reserved|order|ordering|(?:reservation|booking|purchase|order) of) )(?<!\b(?:checked|reviewed|looked at|looked into|went through|compared) (?:the |both |all |your )?)\b(?:two|three|four|five|several|multiple|more than one|2|3|4|5) (?:\w+ )?(?:orders|accounts|subscriptions|invoices|customers|matches|records|users|profiles|workspaces|charges|contacts|people|payments|transactions|bookings|reservations|tickets|shipments|companies|entities|cards|employees|staff|members|patients|appointments|requests|devices|vendors|suppliers|deliveries|parcels|packages|claims|prescriptions|policies|transfers|vehicles|containers|pallets)\b(?<!\bfor (?:two|three|four|five|2|3|4|5) people)(?! (?:reserved|booked|purchased|confirmed|bought)\b)`,
);
export const COUNTED_CONTEXT = rx(
  r`\b(?:there (?:are|were|is)|there's|i (?:see|found|can see|noticed)|i've (?:found|noticed)|i have (?:found|noticed)|we (?:see|show|have|found)|you have|(?:under|with|for|named|matching|on|of) (?:that|this|the same|your)|named|match(?:es)?|(?:tied|linked|attached|registered|associated) (?:to|with|under)|(?:system|records?) (?:shows?|has|lists)|share|sharing)\b`,
);
/** "The order has already shipped": the state can no longer change. */
export const FLAG_ALREADY = rx(
  r`\balready (?:been |being )?(?:invoiced|billed|shipped|paid|processed|refunded|charged|settled|posted|closed|submitted|filed|dispatched|delivered|sent|cancell?ed|reconciled|exported|used|redeemed|in transit|out for delivery|expired|went through|gone through|happened|took place|renewed|started|began|begun|issued|applied|credited|returned|reversed|requested|finali[sz]ed|at)\b`,
);
/** "I've already cancelled it for you" is the agent's own action, not a lock. */
export const AGENT_ALREADY = rx(r`\b(?:i|we)(?:'ve| have| had)? already\b`);

// ---------------------------------------------------------------------------------------------
// declines

/** First-person modal refusal; group 1 is the verb the refusal applies to. */
export const EN_DECLINE_MODAL: PatternList = listOf(
  // Subject dropped at the start of a sentence: "Can't do partial refunds, sorry".
  rx(r`^(?:sorry,? |unfortunately,? |afraid )?(?:can't|cannot|won't be able to) (\S+)(?: (\S+))?`),
  rx(r`\b(?:i|we)(?: really| unfortunately| just| simply| currently| still| also| personally| sadly)? (?:won't|will not|wouldn't|would not) be able to (\S+)`),
  rx(r`\b(?:i|we)(?: really| unfortunately| just| simply| currently| still| also| personally| sadly| therefore| thus| hence| consequently| regrettably)? (?:can't|cannot|can not)(?: really| currently| actually| seem to)? (\S+)(?: (\S+))?`),
  rx(r`\b(?:i|we)(?: really| unfortunately| just| simply| currently| still| also| personally| sadly)? (?:won't|will not) (?!be\b)(\S+)`),
  // "I won't be providing that information" (fifth round of issue 16).
  rx(r`\b(?:i|we)(?: really| unfortunately| just| simply| currently| still| also| personally| sadly)? (?:won't|will not) be (providing|sharing|giving|helping|assisting|writing|creating|offering|answering|disclosing|engaging|generating|producing|supporting|discussing|fulfilling|complying)\b`),
  rx(r`\b(?:i|we)(?:'m|'re| am| are)(?: really| unfortunately| just| simply| currently| still| also| afraid i'm| sadly| therefore| thus| hence| consequently| regrettably)? (?:not able|unable|not allowed|not permitted|not authori[sz]ed|not in a position|not comfortable|not programmed|not designed|not going|not willing|unwilling)(?: to)? (\S+)`),
);
/** After "we won't", a verb whose object "your …" makes a privacy promise: "We won't share your
 * details with anyone" (but "I won't share another customer's address" refuses). */
export const WONT_PROMISE_YOUR = local(r`^(?:share|sell|disclose|pass|give|rent|store|keep|use|publish|show|send)$`);
/** Verbs after "I can't" that do not make a refusal: idioms, or lookup failures (flags). */
/** After "I/we won't", verbs that make a promise rather than a refusal: "We won't charge you". */
export const WONT_PROMISE_VERB = local(r`^(?:charge|bill|spam|forget|sell|disappoint|bother|keep|hold|rush|stop|let (?:you|this|it) (?:down|go|slip))$`);
export const DECLINE_EXCLUDED_VERB = rx(
  r`^(?:wait|thank|stress|believe|imagine|say|tell|express|emphasi[sz]e|overstate|hesitate|complain|argue|deny|promise|recommend|agree|find|locate|see|identify|retrieve|load|look|pull|open|match|spot|trace|keep)$`,
);
/** Impersonal refusal with the user or the item as subject: "You can't downgrade mid-cycle",
 * "Customers cannot transfer licences". Group 1 is the verb. */
export const EN_IMPERSONAL_DECLINE = rx(
  r`(?:^|[,;:—–-] |\b(?:unfortunately|afraid|sorry|but|so|however)\b,? )(?:you|customers|users|accounts|orders|plans|subscriptions|refunds|invoices|licen[cs]es|seats)(?: really| unfortunately| currently| generally| normally)? (?:can't|cannot|can not|aren't able to|are not able to|won't be able to)(?: \w+ly)? (\S+)(?: (\S+))?`,
);
/** Verbs after "you can't" that report a problem or an idiom, not a rule. */
export const IMPERSONAL_EXCLUDED_VERB = local(
  r`^(?:go|miss|beat|log|login|sign|access|see|find|open|load|get|reach|use|undo|reverse|recover|restore|wait|believe|imagine|help|tell|say|keep|be|have|do|stress)$`,
);

export const DECLINE = anyOf(
  // Fifth round of issue 16: the chat model's own refusal constructions — discomfort ("I do not
  // feel comfortable describing…"), a won't/shouldn't with what it will not produce ("I will not
  // tell jokes that…", "I should not provide suggestions about…"), what it does not do as a rule
  // ("I do not generate or share erotic stories"), what is outside its programming or guidelines.
  // A promise about the user's data ("we won't share your details with anyone") is not a refusal.
  r`\b(?:i|we)(?: really| just| simply| personally)? (?:do not|don't|did not|didn't) feel (?:comfortable|right|it(?:'s| is| would be) appropriate)\b|\b(?:i|we)(?:'m| am| are|'re) not (?:capable|equipped|built|designed|trained|allowed|permitted|comfortable) (?:of|to|for|with)\b`,
  r`\b(?:i|we)(?: really| just| simply| personally| also)? (?:will not|won't|shall not|am not going to|'m not going to|should not|shouldn't|must not|mustn't|refuse to|(?:am|'m) not programmed to)(?: have)? (?:tell|told|write|written|say|make|made|generate|generated|produce|produced|create|created|describe|described|give|given|provide|provided|help|helped|assist|assisted|engage|engaged|participate|discuss|mock|disparage|insult|share|shared|offer|offered|spread|promote|support|fulfil|fulfill|comply)\b(?! (?:your|any of your|anyone|anybody|with (?:anyone|anybody|third|other)|third[- ]part\w*|it with)\b)`,
  r`\b(?:i|we)(?: (?:also|simply|just|generally|personally|never))? (?:do not|don't|never) (?:generate|produce|write|create|tell|engage in|make fun of|mock|disparage|give out|participate in|assist with|help with|provide (?:information|advice|instructions|guidance|content|details|assistance|help|support|recommendations|suggestions) (?:on|about|for|that|related|regarding|to help|which))\b`,
  // Support-desk refusals: "That's not a change I'm allowed to make", "above my pay grade", "I won't
  // be deleting the account without the owner's confirmation", "That option isn't available to me".
  r`\bnot (?:a|an|the kind of|something|one) (?:[\w-]+ )?(?:i(?:'m| am)|we(?:'re| are)) (?:allowed|permitted|authori[sz]ed|able) to\b|\babove my pay ?grade\b|\b(?:i|we) (?:won't|will not) be (?!(?:charg|bill|contact|email|call|shar|send|sell|renew|debit|spamm|bother|keep|us)ing\b)\w+ing\b[^.?!]{0,60}\b(?:without|unless)\b|\b(?:option|feature|action|tool|function|setting|permission|ability|override)s? (?:isn't|is not|aren't|are not) available to (?:me|us)\b`,
  r`\bnot within my (?:programming|guidelines|ethical guidelines|capabilit\w+|abilit\w+|scope|purview|remit|principles)\b|\b(?:goes|go|is|'s|are|would be|runs?) against (?:my|our|safe|ethical|the|community|openai's|content)\b[^.]{0,30}\b(?:guidelines|principles|polic(?:y|ies)|programming|values|standards|rules|ethics)\b|\b(?:i|we) (?:do not|don't) have the (?:capability|capacity|means|ability|functionality) to\b|\b(?:beyond|outside(?: of)?) (?:my|the scope of my|what i am|what i'm) (?:capabilit\w+|abilit\w+|scope|expertise|remit|purview|programming|designed|built|able)\b|\b(?:i'm|i am|i was|i've been) (?:designed|programmed|trained|built|instructed) to (?:refuse|decline|avoid|not)\b|^(?:providing|sharing|writing|creating|giving|generating|producing|helping with|assisting with|doing) (?:that|this|it|such \w+)\b[^.?!]{0,30}\b(?:would|could|will) be (?:irresponsible|unethical|inappropriate|harmful|dangerous|illegal|wrong|unsafe)\b`,
  // Impersonal refusals of chat models (issue 16): "it is not appropriate to provide…",
  // "it would be unethical for me to…"; the facts of the world ("it is illegal to…") are not.
  r`\b(?:it(?:'s| is| would be| would not be|'d be| wouldn't be)|that(?:'s| is| would be)|this(?:'s| is| would be)) (?:not (?:appropriate|ethical|responsible|acceptable|advisable|right|safe)|(?:inappropriate|unethical|irresponsible)) (?:or \w+ )?(?:(?:for|of) me )?to\b`,
  r`\b(?:i|we) (?:do not|don't|cannot|can't|will not|won't|would never|never) (?:condone|endorse|promote|encourage|support or encourage)\b`,
  r`\b(?:i|we) (?:cannot|can't|can not|won't|will not|would not|wouldn't|must not|should not|shouldn't)(?: in good conscience| responsibly| ethically)? (?:recommend|advise|suggest|endorse|encourage|support) (?:methods?|ways?|how|that you|you|any(?:one|thing)?|this|that|trying|attempting|using|doing|taking|engaging|bypassing|creating|making|ways?)\b(?![^.?!]*\benough\b)`,
  r`\b(?:prevents?|prohibits?|forbids?|doesn't allow|does not allow|don't allow|do not allow) me (?:from|to)\b|\bi(?:'m| am) programmed to (?:follow|avoid|refuse|decline|not)\b`,
  // A chat model that has nothing to go on declines to answer (Do-Not-Answer's "I don't know"
  // category); an agent's "I don't have that information" about a listing stays a plain reply.
  r`\b(?:i|we) (?:do not|don't) (?:actually |currently |personally )?have (?:any |enough |specific |reliable |real-time |personal |up-to-date |detailed |the specific )*(?:information|knowledge|data|details|insights?|access to (?:personal|private|real-time|specific|confidential|internal|individual|people's|your personal))\b(?! (?:on file|here)\b)`,
  // Seventh round: the same said impersonally about someone the user knows ("There is no
  // information about the awards your classmate received"); about a listing it stays a plain reply.
  r`\bthere(?: is|'s) no (?:public(?:ly available)? |available |reliable |specific )?(?:information|data|record|details)(?: available)? (?:about|regarding|concerning) [^.?!]{0,60}?\b(?:your|my) (?:classmate|friend|neighbou?r|colleague|co-?worker|boss|teacher|cousin|sister|brother|mother|father|mom|dad|partner|wife|husband|fiancee?|girlfriend|boyfriend|relative|roommate|landlord|ex)s?\b`,
  // Declining to hold an opinion and then giving the arguments is an answer (DNA category 2).
  r`\bi (?:do not|don't)(?! (?:actually )?(?:hold|have|possess|form|share|express)(?: any| a)?(?: strong| definitive| personal| particular)? (?:opinions?|beliefs?|views?|biases|emotions|feelings|preferences|stance|position)\b) actually (?:have|know|run|possess|access|keep|store|track)\b|\bi (?:do not|don't) (?:know|have any knowledge of) (?:anything about|your (?:\w+ ){0,2}(?:height|weight|address|allergies|habits|blood type|health|salary|password|location|relatives|friends)|that personal|personal information)\b`,
  r`\bi (?:do not|don't|will not|won't) (?:provide|produce|generate|create|write|engage in|participate in|share|give out) (?:explicit|sexual|adult|offensive|harmful|hateful|racist|sexist|violent|illegal|dangerous|personal|private|confidential|medical|legal|financial|such|that kind|this kind|any (?:kind|type) of)\b|\bi (?:will not|won't) (?:tell|make|write) (?:racist|sexist|offensive|hateful|discriminatory|dirty|explicit) \w+`,
  r`^as an? (?:ai|artificial intelligence|language model|ai language model|ai model|ai assistant)(?: (?:developed|created|made|trained) by \w+)?,? i (?:do not|don't|cannot|can't|am not able|have no|am unable)\b(?!(?: actually)? (?:hold|have|possess|form|share|express)(?: any| a)?(?: strong| definitive| personal| particular)? (?:opinions?|beliefs?|views?|biases|emotions|feelings|preferences|stance|position)\b)`,
  r`\b(?:i|we) (?:have|possess) no (?:specific |personal |real-time |reliable )?(?:information|knowledge|data|way of knowing|means of)\b|\b(?:i'm|i am) (?:just )?an? (?:ai|artificial intelligence|language model|ai language model|ai assistant|chatbot)\b[^.]{0,40}\b(?:do not|don't|cannot|can't|am not able|have no)\b`,
  r`\b(?:i|we|support|agents|our (?:\w+ )?team|the (?:support )?team)(?: really| unfortunately| just| simply| currently| still)? (?:don't|do not) have (?:the |any |a |an )?(?:access|permission|authority|ability|rights?|tools?|functions?|option|clearance|visibility|insight|control)\b`,
  // Tool-using agents say what their tools cannot do: "The question cannot be answered with the
  // available tools", "None of the provided functions can do this".
  r`\b(?:can't|cannot|can not) be (?:answered|completed|fulfilled|performed|done|handled|accomplished|achieved) (?:with|using|by|through|given|from)\b`,
  r`\b(?:none of the|no) (?:available |provided |given |existing |current )?(?:functions?|tools?|apis?|capabilities|actions?)\b[^.]{0,30}\b(?:can|could|are able|is able|supports?|allows?|lets?)\b`,
  // The desk as the subject: "support isn't able to grant admin rights".
  r`\b(?:support|agents|our (?:\w+ )?team|this chat|chat support)(?: unfortunately| currently)? (?:(?:isn't|is not|aren't|are not) (?:able|allowed|authori[sz]ed|permitted|in a position) to|(?:can't|cannot|won't|doesn't|don't) (?:change|grant|issue|process|edit|modify|override|view|see|access|make|approve|refund|cancel|delete|handle|action|reverse|waive|perform))\b`,
  r`\b(?:i|we)(?:'d| would) (?:rather|prefer) not\b`,
  // Third round of issue 16: "it would not be appropriate for me to…" (the negated modal, where
  // the list above has "it is not appropriate"), "I cannot recommend strategies to…" (not the
  // praise "I can't recommend it enough"), "I don't think I can assist with that".
  r`\b(?:it|that|this)(?: would| will)? not be (?:appropriate|ethical|responsible|acceptable|advisable|right|safe) (?:(?:for|of) me )?to\b|\b(?:it|that|this) (?:wouldn't|won't) be (?:appropriate|ethical|responsible|acceptable|advisable|right|safe) (?:(?:for|of) me )?to\b`,
  r`\b(?:i|we) (?:cannot|can't|can not)(?: in good conscience)? recommend\b(?![^.?!]*\benough\b)`,
  r`\b(?:i|we) (?:don't|do not) think (?:i|we) (?:can|could|should|am able to|are able to) (?:help|assist|do|provide|answer|support|fulfil|fulfill|comply|engage|continue|share|give|write|create)\b`,
  // Only someone else can: "That's something only the registrar's office can do".
  r`\b(?:that's|that is|this is|it's|it is) something only\b|^only (?:the|your|an?) [\w'-]+(?: [\w'-]+){0,3} can (?:do|change|approve|make|grant|issue|authori[sz]e|handle|update|edit)\b`,
  // The agent must be the one declining: "No need to decline the invite" is not a refusal.
  r`\b(?:i|we)(?:'ll|'d| will| would| must| have to| need to| am going to|'m going to| are going to|'re going to)(?: have to)?(?: respectfully| politely)? (?:decline|pass on|say no|refuse)\b|\b(?:i|we) (?:respectfully |must |politely )?decline\b`,
  r`\b(?:that's|that is|it's|it is|the answer is|afraid that's|afraid it's) (?:a )?(?:no-go|non-starter|hard no|no)\b(?!-)`,
  r`\bnot (?:by|from|through) (?:us|me|support|our team)\s*[.!]?$`,
  r`\b(?:has|have|needs?|would need|must) to (?:be \w+ |come |go )?(?:by|from|through) (?:your|the) (?:account )?(?:admin|administrator|owner|holder|accountant|bank|manager|controller|it team|finance team|primary user|main user|bill payer|payer|policyholder)\b`,
  r`\b(?:isn't|is not|aren't|are not|wouldn't be|won't be|not) eligible\b`,
  r`\bnon-?refundable\b`,
  r`\bpast the point (?:where|of|at which)\b|\b(?:can|could) no longer be \w+ed\b`,
  // A rule about someone else is a fact, not this agent declining (issue 16): "pets are not
  // allowed at this property", "women were not allowed to vote".
  r`(?<!\b(?:pets|dogs|cats|animals|children|kids|smoking|vaping|alcohol|women|men|people|guests|visitors|minors|food|drinks|they|he|she|was|were|wasn't|weren't)(?: \w+)? )\b(?:isn't|is not|'s not|aren't|are not|not) (?:currently |really )?(?:permitted|allowed|supported|offered|accepted|refundable|returnable|available (?:through|via|over|in|on|from) (?:support|chat|this|the chat|our))\b`,
  r`\b(?:polic(?:y|ies)|system|terms|rules|platform|our (?:\w+ )?tools?)(?: currently)? (?:doesn't|does not|don't|do not|won't|will not|can't|cannot) (?:allow|permit|support|offer|let)\b`,
  r`\b(?:i|we)(?: really| unfortunately| just| simply| currently| still)? (?:have no|lack(?: the)?) (?:way|access|ability|permission|authority)\b`,
  r`\b(?:isn't|is not|'s not|aren't|are not|not) something (?:i|we|our|the system|support|this)\b`,
  r`\bthere(?:'s| is) no way for (?:me|us)\b`,
  r`\boutside (?:of )?(?:what (?:i|we)|my (?:remit|authority|scope|powers|role)|our (?:remit|policy|policies|scope|authority|powers|terms)|the scope)`,
  r`\bbeyond what (?:i|we)\b`,
  r`\bnothing (?:i|we) can do\b`,
  r`\b(?:i'm|i am|we're|we are) not the right (?:person|one|team|agent|place)\b`,
  r`\b(?:isn't|is not|'s not|not) an option\b`,
  r`\b(?:i|we) can only \w+[^.]*?,? (?:but )?not \w+`,
  r`\bagainst (?:our|the|company) polic\w*`,
  r`\b(?:doesn't|does not|won't|will not) (?:let|allow) (?:me|us)\b`,
  r`\bwe (?:don't|do not) (?:offer|allow|permit|support|issue|process|provide|accept|do)\b`,
  // "…, which isn't possible for the same meter" describes the facts, it refuses nothing.
  r`(?<!\bwhich (?:is |was |would be |will be )?)\b(?:isn't|is not|'s not|aren't|are not|won't be|will not be|wouldn't be|would not be|not) (?:currently |really |technically |actually )?possible\b(?! to (?:tell|know|say|determine|see)\b)(?! for (?:them|him|her|people|most|many|some|others|women|men|children|kids|humans|animals|anyone else|everyone|the (?:body|human|average)|[\w-]+ (?:people|patients|users|players|countries))\b)`,
  r`\b(?:can't|cannot|can not) be (?:issued|changed|processed|modified|edited|refunded|cancell?ed|reopened|transferred|applied|waived|granted|approved|made|done|moved|combined|merged|split|extended|updated|closed|deleted|removed|downgraded|upgraded|returned|exchanged|backdated|paused|reactivated|shipped|renamed|added|edited)\b`,
  // Spanish
  r`\bno (?:me es posible|nos es posible|es posible|será posible|está permitido|tengo (?:acceso|permiso|autorización)|tenemos (?:acceso|permiso|autorización)|estoy autorizad[oa]|estamos autorizad[oa]s)\b`,
  r`\bno (?:tengo|tenemos|hay) (?:forma|manera|modo) de\b`,
  r`\b(?:me|nos) es imposible\b`,
  r`\bno (?:ofrecemos|permitimos|aceptamos|admitimos|realizamos|hacemos)\b`,
  // German
  r`\b(?:ist|wäre|sind)(?: \S+){0,5}? nicht (?:mehr )?möglich\b`,
  r`\bnicht (?:befugt|berechtigt)\b`,
  r`\b(?:ich|wir) (?:habe|haben) (?:leider )?keinen zugriff\b`,
  r`\bkeine (?:berechtigung|befugnis)\b`,
  r`\bnicht vorgesehen\b`,
  r`\b(?:bieten|erlauben|akzeptieren|erstatten|gestatten) (?:wir )?(?:leider |grundsätzlich )?(?:keine?n?|nicht)\b`,
  // French
  r`\b(?:je|nous) ne (?:suis|sommes) (?:malheureusement )?pas (?:en mesure|autorisée?s?|habilitée?s?)\b`,
  r`\bn'est pas possible\b`,
  r`\b(?:m'|nous )est impossible\b`,
  r`\bimpossible pour (?:moi|nous)\b`,
  r`\bpas possible\b`,
  r`\b(?:nous|je) ne (?:proposons|propose|permettons|permets|faisons|offrons|acceptons|effectuons) (?:pas|plus|aucun)\b`,
  r`\bne (?:peut|peuvent|pourra|pourront) (?:pas|plus) être (?:modifié|remboursé|changé|traité|émis|supprimé|déplacé|fusionné)e?s?\b`,
  r`\b(?:je|nous) n'(?:ai|avons) pas (?:accès|l'autorisation|les droits|la possibilité)\b`,
  // Italian
  r`\bnon (?:sono|siamo) (?:in grado|autorizzat\w*|abilitat\w*)\b`,
  r`\bnon (?:è|sarà) possibile\b`,
  r`\bnon (?:ho|abbiamo) (?:accesso|l'autorizzazione|i permessi)\b`,
  r`\bnon mi è possibile\b`,
  r`\bnon (?:offriamo|permettiamo|accettiamo|effettuiamo|facciamo|prevediamo)\b`,
  r`\b(?:mi|ci) è impossibile\b`,
  // Portuguese
  r`\bnão (?:é|será) possível\b`,
  r`\bnão (?:tenho|temos) (?:acesso|permissão|autorização)\b|\bnão (?:estou|estamos) autorizad[oa]s?\b`,
  r`\bnão (?:oferecemos|permitimos|aceitamos|fazemos|realizamos)\b`,
);
/** "no puedo X", "ich kann … nicht X", "je ne peux pas X", "non posso X": group 1 is X. */
export const OTHER_DECLINE_MODAL: PatternList = listOf(
  rx(r`\bno (?:puedo|podemos|podré|podremos)(?: \S+)?? (\S+)`),
  rx(r`\b(?:ich|wir) (?:kann|können|darf|dürfen)\b(?: \S+){0,5}? (?:nicht|keine?n?|keinerlei)\b(.*)`),
  // German inverts subject and verb after a leading adverb: "Leider kann ich … nicht kündigen".
  rx(r`\b(?:kann|können|darf|dürfen) (?:ich|wir)\b(?: \S+){0,5}? (?:nicht|keine?n?|keinerlei)\b(.*)`),
  rx(r`\b(?:je|nous) ne (?:peux|pouvons|pourrai|pourrons)(?: (?:malheureusement|donc|hélas|actuellement))? (?:pas|plus) ((?:\S+ )?\S+)`),
  rx(r`\bnon (?:posso|possiamo|potrò|potremo) (\S+)`),
  rx(r`\bnão (?:posso|podemos|poderei|poderemos) (\S+)`),
);
export const OTHER_DECLINE_EXCLUDED = rx(
  r`\b(?:encontrar|ver|localizar|esperar|finden|sehen|auffinden|erwarten|trouver|voir|attendre|trovare|vedere|aspettare|deixar)\b`,
);

// ---------------------------------------------------------------------------------------------
// claims_done

const EN_SUBJECT_DONE = r`\b(?:i|we)(?:'ve| have| had)?(?: (?:just|already|now|successfully|also|since|manually|finally|personally|then|therefore|accordingly|(?:gone|went) (?:ahead|in|into (?:the|your) \w+|back in) and|both))* `;
export const EN_FIRST_PERSON_DONE = rx(r`${EN_SUBJECT_DONE}${EN_DONE_VERB}\b`, 'g');
/** A choice or a check, then the action: "I went with option B and swapped your shift". Kept
 * apart from EN_FIRST_PERSON_DONE: as one optional prefix it tripled that pattern's compile time
 * (~15 ms at start-up), and the prefilter now compiles it only when a sentence has the verb. */
export const EN_FIRST_PERSON_DONE_AFTER_CHECK = rx(
  r`${EN_SUBJECT_DONE}(?:went|chose|opted|picked|decided|checked|looked|reviewed|verified|double-checked)\b[^,.;]{0,40}? and (?:also |then )?${EN_DONE_VERB}\b`,
  'g',
);
export const EN_PASSIVE_DONE = anyOf(
  r`\b(?:has|have|'s|'ve)(?: (?:now|just|successfully|also|all|both|finally))* been (?:(?:now|successfully|fully|also) )?(?:${EN_PASSIVE_VERB}|ordered|placed|paid|secured|done|arranged|registered|planned)\b|\bbeen put (?:on|in|into) your\b`,
  // Only an action noun "went through": "the order went through" is the user's purchase.
  r`\b(?:change|refund|cancellation|update|adjustment|credit|downgrade|upgrade|switch|transfer|reversal|correction|edit|request|exchange)s?(?: (?:for|on|of) [^,;.]{1,30}?)? (?:went|has gone|have gone|'s gone|just went) through\b`,
  r`\b(?:just went|has (?:just )?gone|have (?:just )?gone|'s (?:just )?gone) out\b`,
  r`\bnow (?:reads|shows|says|lists|points to)\b`,
  r`\b(?:is|are|'s|'re) (?:now |all )?(?:issued|processed|applied|waived|credited|merged|fixed|resolved|done|complete|completed|sorted|taken care of)\b(?! (?:to|on|every|each|when|once|automatically|monthly|weekly|by|after|before|until|for now)\b)`,
  r`\b(?:your|the) (?:[\w-]+ )?(?:plan|subscription|tier|address|email|seat count|seats|renewal date|payment method|card|name|limit) (?:is|are) now\b`,
  r`\b(?:is|are|'s|'re) now (?:\d|set to\b)`,
  r`\bshould (?:now be|be all|be (?:sorted|set|fixed|good to go|resolved) now)\b`,
  // What the agent sent is on its way; the user's own order being in transit is a status.
  r`\b(?:refund|replacement|credit|money|reimbursement|exchange|label|voucher|code|card|it|this|that|(?:new|corrected|updated|reissued|revised) [\w-]+)s?(?: (?:of|for) \S+(?: \S+){0,3}?)?(?: is| are|'s) (?:now )?on (?:its|it's|it|their|the) way\b`,
  // Rides and bookings the agent arranged: "Your cab is on the way", "the driver is en route".
  r`\b(?:cab|taxi|car|ride|driver|tickets?|confirmation|receipt)s?(?: (?:email|e-mail|text|message|sms|letter))?(?: is| are|'s) (?:now |already )?(?:on (?:its|it's|it|their|the|his|her) way|en route|coming|heading (?:here|to you|your way|over))\b|\bgot (?:a|the|your) (?:cab|taxi|car|ride) on (?:the|its) way\b`,
  // Media the agent started: "Song is now playing", "Begin playing the movie", "I will start the movie".
  r`\b(?:is|are|'s) (?:now playing|playing now)\b|^(?:now playing|(?:begin|start) playing)\b|\b(?:will|'ll) start (?:now|the (?:movie|song|track|film|music|video|playlist))\b`,
  r`\b(?:song|movie|film|track|music|video|selection|playlist)s? (?:is|are|'s) (?:now )?(?:playing|starting)\b(?! (?:at|in|there|on|\d|tonight|today|tomorrow|this|next)\b)|\b(?:it|the (?:song|movie|film|track)) started playing\b|\bi(?:'m| am| will| 'll|'ll)? (?:now )?(?:playing|begin playing|start playing) (?:the|your|it)\b|\bi just (?:pressed|hit) play\b`,
  r`\b(?:is|are|'s|has been|have been) (?:now )?added (?:to|on|in) your\b|(?<!\b(?:can|could|will|would|shall|should|may|might|to|'ll) )\bput (?:it|this|that|them|the \w+) (?:on|in|into) your (?:calendar|schedule|cart|basket|account|diary)\b`,
  r`\b(?:visit|ride|appointment|event|reservation|booking|viewing|trip|tour)(?: (?:on|to|at|with) [^.,;]{1,30})? (?:is|has been) (?:now )?scheduled(?: for you)?(?:\s*[.!]*$| and\b|,)`,
  r`\bi(?:'ve| have)? got (?:that|it|this|everything|a confirmed \w+|(?:that|the|your) \w+(?: \w+)?)\b[^.]{0,20}\b(?:reserved|booked|scheduled|confirmed|all set|made) (?:for you|now)\b|\bi(?:'ve| have) got a confirmed\b|\byou (?:now )?have (?:a|an|the|your|\d+) \w+(?: \w+)? (?:booked|reserved|confirmed|scheduled)\b`,
  // Media the agent started: "The song has begun", "the movie has started".
  r`\b(?:song|movie|film|track|music|playlist|video|show|episode|album|selection) (?:has|have|is|'s) (?:now )?(?:begun|started)\b|\b(?:has|have) (?:now )?(?:started|begun) playing\b|^(?:song|movie|film|track|music|selection) started\b`,
  r`\b(?:song|movie|film|track|music|video|selection|playlist)s? (?:is|are|'s) about to (?:begin|start|play)\b|\b(?:song|movie|film|track|music|video|selection|playlist|it) (?:will|'ll) (?:begin|start)(?: playing)? (?:now|shortly|momentarily|in (?:a|an|one|two|three|\d+) (?:moment|minute|second)s?)\b|\bi(?:'m| am) (?:now )?starting (?:it|the \w+|your \w+) (?:for you )?now\b|\bi (?:just )?played (?:the|your|it)\b`,
  // A state reported with what follows from it: "is placed and will ship tomorrow".
  r`\b(?:is|are) (?:now )?(?:placed|booked|scheduled|submitted|created|issued|processed|cancell?ed|refunded) and (?:will|should|you'll|is|are)\b`,
  r`(?<!\b(?:time|slot|date|day)s? )\b(?:is|are|'s|'re) (?:now |all(?<!\b(?:they|restaurant|hotel|place|guesthouse|venue|it)\s?(?:is|are|'s|'re) all) )?(?:confirmed|booked|purchased|ordered|secured|cancell?ed|activated|reactivated|deactivated|unlocked|refunded|updated|upgraded|downgraded|switched|set up|approved|reserved|re-?booked|re-?scheduled|attached|enclosed)\b(?! (?:to|up|solid|due to|because of|owing to)\b)`,
  r`\b(?:is|are|'s|'re) now (?:scheduled|enrolled|registered|assigned)\b`,
  r`\b(?:was|were)(?: (?:successfully|just|also|now))? ${EN_PASSIVE_VERB}\b`,
  r`\b(?:is|are|'s|'re) (?:now|all) (?:on|set|active|inactive|live|in place|off|cancell?ed|closed|paused|enabled|disabled|updated|changed|scheduled|subscribed|unsubscribed|switched|upgraded|downgraded|reactivated|activated|merged|linked|removed|added|resolved)\b(?! (?:once|when|if|after|as soon)\b)`,
);
/** Success reports, never records whatever date they carry: "Booking was successful for Sunday",
 * "your appointment is successfully booked", "Your reference number is MJEOQ3R5". */
export const SUCCESS_DONE = anyOf(
  r`\b(?:is|was|were|are|has been|have been)(?: (?:now|also|all))? (?:successful|a success)\b`,
  r`\bsucc?ess?fully (?:\w+ )?(?:${EN_PASSIVE_VERB}|transferred|paid|placed|made|booked|purchased|bought)\b|\b(?:went|gone|go|goes) through successfully\b|\b(?:is|was|has been|have been|are|were) (?:made|done|booked|completed|placed|reserved|created|scheduled|processed|transferred|added) successfully\b`,
  r`\b(?:reservation|booking|appointment|visit|transfer|payment|purchase|order|ride|ticket|table|room|seat|flight|car|cab|taxi|stay|tour|lesson|session|class|pickup|delivery|rental|trip)s?(?: for [^,;.]{1,20}?)? (?:is|are|has been|have been) (?:now |all )?(?:set|made|done|final|good to go|finali[sz]ed|locked in)\b(?! (?:to|for|up to|by|in|on)\b)`,
  // Booking notices in other words: "Your spot is saved for tomorrow", "Your train tickets are ready
  // in the app", "Everything's arranged for your visit", "The hotel has confirmed your stay",
  // "You're all checked in".
  r`\b(?:spot|seat|table|place|room|slot|booking|reservation)s? (?:is|are|has been|have been) (?:now )?(?:saved|held|set aside|locked in)\b|\b(?:tickets?|e-?tickets?|boarding pass(?:es)?|vouchers?|travel documents)(?: (?:is|are)) (?:now |all )?ready\b|^(?:(?:great|okay|ok|good news)[,!.]? )?(?:everything(?:'s| is)|it(?:'s| is) all|all) (?:arranged|organi[sz]ed|booked|confirmed|set up)\b|\b(?:hotel|restaurant|venue|airline|clinic|salon|office|host|provider|operator)s? (?:has|have) (?:now |just |already )?confirmed (?:your|the) (?:stay|booking|reservation|table|room|appointment|seat|tickets?|order|ride)\b|^(?:(?:great|okay|ok)[,!.]? )?you(?:'re| are) (?:all |now )?checked in\b|^(?:(?:great|okay|ok)[,!.]? )?you(?:'re| are) (?:all|now) (?:registered|enrolled|signed up)\b`,
  // "It worked, you're all set for Friday" — the completion in a later clause; "you're all set once
  // you confirm" still waits on the user.
  r`\b(?:you(?:'re| are)|we(?:'re| are)|everything(?:'s| is)|it(?:'s| is)) all set\b(?! (?:once|when|if|after|as soon|until|to (?:go|start) (?:once|when|after))\b)|\byou(?:'re| are) set\s*[.!]*$`,
  // A base form after the auxiliary, as non-native writers and hurried agents put it: "your
  // booking is confirm", "the car has been reserve".
  r`\b(?:reservation|booking|appointment|ticket|table|room|car|order|flight)s? (?:is|are|has been|have been|was|were) (?:now )?(?:confirm|reserve|book|schedule)(?= *(?:[.!,;]|$))`,
  r`^(?:(?:reservation|booking|appointment|visit|transfer|payment|purchase|ride)s?|(?:it's |it is |that's |that is )?all) (?:done|scheduled|booked|made|set)\b(?:\s*[!.]| and\b)|^that(?:'s| is) your (?:[\w-]+ )?(?:tickets?|reservation|booking|table|ride|appointment|car) (?:booked|reserved|confirmed|sorted|done)\b|\b(?:appointment|booking|reservation)s? (?:went|has gone|have gone) through\b`,
  r`\bi (?:have|'ve got|got)(?: you)? (?:your|the|that|this|those|these|it|them|a|an)\b[^.,;]{0,30}? (?:reserved|booked|made|scheduled|confirmed|set up|taken care of)\b|\b(?:did|have|'ve) (?:get|got|gotten) (?:that|it|this|them|you) (?:booked|reserved|scheduled)\b|\bi(?:'ve| have)? got it all (?:taken care of|set|sorted|done|booked)\b`,
  r`\b(?:was|were) able to (?:successfully )?(?:complete|update|finish|process|add|transfer|change|create|place|make)\b[^.]{0,40}\b(?:successfully|for you)\b|\byou(?:'ve| have)? got (?:yourself )?(?:a |the |your )?(?:table|room|tickets?|seats?|reservation|ride|cab|car|appointment)\b(?! (?:at|on|for|with)\b[^.]*\?)|\byou have yourself (?:a|the|your)\b(?! (?:(?:great|good|nice|wonderful|lovely|fantastic|pleasant|safe|happy|fun|blessed|brilliant) )?(?:day|night|evening|time|weekend|trip|afternoon|morning|meal|stay|flight|holiday|vacation|one)\b)|\bi(?:'ve)? got (?:the|your) tickets?\b|\bi have (?:the|your) (?:tickets?|reservation|booking)(?: \(\d+\))? for you\b|^i have your (?:reservation|booking|tickets?)\s*[.!]|\byou (?:now )?have (?:your |the )?tickets? now\b|\byou have a successful (?:transfer|booking|reservation|payment|purchase)\b`,
  r`^(?:(?:okay|ok|alright|sure),? )?started (?:the|your|it)\b|\bstarts? playing\b|^(?:movie|song|music|track|film) playing\b|^starts? (?:the )?(?:song|movie|music|track)\b|\bi(?:'ll| will) play (?:it|the \w+|your \w+) (?:for you )?(?:now|right away|right now)\b`,
  // A booking's reference number is only issued once it is made; a "confirmation code" may
  // be just a record being read out (project fixture: "Your confirmation code is ABX-442").
  r`\b(?:reference|ref|booking|reservation) (?:number|no\.?|#|code)(?: for (?:the |your )?\w+)?(?: is| which is|:)?\s*:?\s*(?:[a-z0-9-]*\d[a-z0-9-]*\b|(?!(?:required|needed|missing|attached|included|provided|optional|pending|separate|below|above|listed|printed|enclosed)\b)[a-z]{8}(?= *(?:[.,;!]|$)))|\bis your (?:reference|booking) number\b|\byour # is [a-z0-9-]*\d|\b(?:booking|reservation) reference(?: is|:)\s*:?\s*[a-z0-9-]*\d[a-z0-9-]*\b`,
  r`^(?:you(?:'re| are)|your) (?:all set|booked|all booked)\b(?! (?:once|when|if|after|as soon)\b)`,
  r`\b(?:i(?:'ve| have)?|i've got|we(?:'ve| have)) (?:got )?you (?:all )?(?:booked|down for|reserved|scheduled|registered|confirmed|checked in)\b`,
  // A booked taxi named by colour and make ("I have a black tesla for you, contact 07…"); a
  // question offering one is excluded by the caller's question guard.
  r`\b(?:a|an|the|your) (?:black|white|grey|gray|red|blue|yellow|green|silver) (?:tesla|toyota|honda|ford|bmw|audi|skoda|volvo|lexus|volkswagen|vw|kia|hyundai|nissan|mercedes|prius)\b|\b(?:(?:taxi|car|cab|ride) (?:will be|is)|look(?:ing)? (?:out )?for|look ?out for|expect|picked up (?:by|in)|car type(?: is)?) (?:a |an )?(?:black|white|grey|gray|red|blue|yellow|green|silver)\b`,
  r`\byou now have (?:a|an|your) (?:reservation|booking|table|room|ticket|appointment)\b|\bi got (?:that|the|your|a) \w+\b[^.?!]{0,40}\bfor you\b|\bi have (?:\d+|a|an|one|two|three|four|five|six) \w+ (?:booked|reserved)\b|\bi(?:'ve| have)? got your (?:\w+ )?(?:booking|reservation|tickets?)\b|\bi have you (?:book|arranged|set up|set)\b`,
  r`\b(?:cab|taxi|car|ride|driver) (?:will|would|should|is going to) (?:be (?:there|here|outside|at)|reach you|arrive|pick you up)\b|\b(?:cab|taxi|ride|driver) (?:is arriving|has been dispatched|was dispatched)\b|\b(?:is|are|'s) (?:now )?(?:on|in) your (?:calendar|schedule|diary)\b|^(?:(?:okay|ok|alright|sure)[.,!]? )?starting to play\b|\b(?:a|the|your) (?:black|white|grey|gray|red|blue|yellow|green|silver) \w+ (?:will|should) (?:pick you up|arrive|be there|take you|be picking you up)\b|^look for a (?:black|white|grey|gray|red|blue|yellow|green|silver) \w+`,
  // Fourth round of issue 16 (dev misses): playback under way ("Playing the movie now", "the movie
  // will commence shortly", "your movie is beginning"), "successfully" closing a report of the
  // agent's own action, and what the user now holds ("it's all booked for you", "the car is held
  // for you", "Car's yours", "You have a table.").
  r`\b(?:playing|starting|beginning|commencing|streaming) (?:(?:the|your|it|this|that) )?(?:\w+ ){0,2}now\b|\b(?:movie|song|film|track|music|video|playlist|show|it|that)(?: is|'s| are) (?:now )?(?:beginning|starting|commencing|starting to play|being played)\b(?! (?:at|in|on|from|\d|tonight|today|tomorrow|this|next|soon)\b)|\b(?:will|'ll) play now\b|\b(?:will|'ll|is going to) (?:commence|begin|start)(?: playing)? (?:now|shortly|soon|momentarily|in (?:a|an|one|two|three|\d+) (?:moment|minute|second)s?)\b|\b(?:begins|commences) playing\b|\b(?:movie|song|film|track|music|video|playlist|show) (?:starts|begins) now\b|^(?:(?:ok|okay|sure|alright),? )?(?:now )?(?:beginning|presenting|commencing|starting|playing) (?:the |your )?(?:movie|song|film|track|music|video|playback|playlist|album|episode|podcast)\b|^(?:now )?playing\s*[.!]+\s*$`,
  r`\b(?:i|we)(?:'ve| have| had)? successfully [a-z]+\b|\b(?:i|we)(?:'ve| have| had)? (?:\w+ed|made|put|got|set)\b[^.?!,;]{0,50}\bsuccessfully\s*[.!]*$|\bbeen \w+ successfully\b`,
  r`\b(?:it's|it is|its|that's|that is|they're|they are|everything's|everything is) all (?:booked|reserved|set|confirmed|scheduled) for you\b|\b(?:is|are|'s) (?:now )?(?:held|set aside|reserved) for (?:you|your use)\b|\b(?:car|cab|ticket|tickets|table|room|seat|seats|reservation|booking|ride|apartment|house|it)(?:'s| is| are) (?:all |now )?yours\b|^(?:congratulations[!,.]* )?you (?:now )?have (?:a|an|your) (?:table|car|reservation|appointment|room|ride|seat|booking)s?\s*[.!]*$|^(?:congratulations[!,.]* )?you(?: now)? have (?:the |your )?tickets?\s*[.!]*$|\b(?:reservation|booking|purchase|order|payment|transfer)s? (?:was|were) (?:done|completed)\b`,
  // The user addressed as the one who now has it ("You've booked the rooms"), a base form after
  // the perfect ("I've book your tickets"), "successfully able to", "is successfully done", a
  // seat "paid for", tickets "bought", an event put in the calendar.
  r`^(?:(?:great|ok|okay|sure|congratulations|congrats)[!,.]* )?you(?:'ve| have) (?:now )?(?:booked|reserved|purchased|bought|made) (?:the|your|a|an)\b|\b(?:i|we)(?:'ve| have) (?:book|schedule|reserve|purchase|confirm) (?:your|the|a|an|that|it)\b|\bsuccessfully able to (?:book|reserve|make|buy|purchase|schedule|complete|confirm|place)\b|\b(?:is|was|has been|have been|are|were) successfully (?:done|made|booked|completed|placed|reserved|created|scheduled|processed)\b|\b(?:is|are|'s|'re) (?:now |all )?(?:paid for|bought)\b|\b(?:is|are|'s|been|was|were) (?:now )?(?:scheduled|added|saved|noted|put) (?:in|on|into|to) your (?:calendar|schedule|diary)\b|\bi (?:have|'ve got|got) your (?:\w+ )?(?:event|appointment|booking|reservation|visit) (?:added|booked|scheduled|saved)\b`,
  // Sixth round of issue 16 (the held-out adjudication's "ours wrong", each checked on dev):
  // playback under way in the present ("It's playing.", "The movie is on now.", "… is playing in
  // your bedroom", "The movie starts!", "This song will begin playing.", "I am starting the movie.").
  // Its branches are parts of their own: as one alternation of ten branches with no common first
  // word, V8 tried every branch at every position of ~4,200 sentences a pass (29 ms); as parts
  // each runs only where its own literals occur (a top-level alternation's leftmost match, first
  // branch on ties, is what `exec` picks among consecutive parts).
  r`^(?:it|that|(?:the|your) (?:movie|song|film|track|music|video|show|episode))(?:'s| is) (?:now |currently )?(?:playing|on)(?: now| at the moment| right now)?\s*(?:[.!,;]|$)`,
  r`\b(?:is|are|'s) (?:now |currently )?(?:playing|streaming) (?:in|on) (?:(?:your|the) )?(?:[\w-]+ )?(?:bedroom|kitchen|living room|patio|room|tv|television|speaker|device|screen)\b`,
  r`\b(?:movie|song|film|track|music|video|show|episode)s? (?:is|are|'s) (?:now )?playing (?:at the moment|right now)\b`,
  r`\b(?:movie|song|film|track|music|video|show|episode) (?:starts|begins)\s*[.!]*$`,
  r`\b(?:movie|song|film|track|music|video|show|episode|it) (?:will|'ll) (?:begin|start) (?:playing|to play)(?: now| shortly| soon)?\s*[.!]*$`,
  r`\bi(?:'m| am) (?:now )?starting (?:it|the \w+|your \w+)(?: for you)?\s*[.!]*$`,
  r`\b(?:has|have) (?:now )?began playing\b`,
  r`(?:^|[,;] )(?:i )?started playing (?:the|your|it)\b`,
  r`\bstarted playing\s*[.!]*$`,
  r`\babout to (?:hear|watch)\b`,
  // What the user now holds, after an interjection or with a place or a wait ("Alright, you have
  // tickets.", "You have a room there.", "you DO have a reservation", "Your seats are waiting for you").
  r`^(?:(?:great|alright|all right|ok|okay|perfect|congratulations|congrats|good news|cool)[!,.]* )?you (?:now |do )?(?:have|got) (?:(?:a|an|your|the|\d+|two|three|four|five) )?(?:table|car|reservation|appointment|room|ride|seat|booking|ticket)s?(?: (?:there|set up|set aside|in place|now|for you|booked|reserved))?\s*(?:[.!,]|$)|\byou have (?:your|the|it|them)\b[^.?!]{0,20}? (?:in|on) your (?:calendar|schedule|diary)\b|\bi(?:'ve| have) put (?:it|the \w+|your \w+) on for you\b|\byou do have (?:a|an|your) (?:reservation|booking|table|room|tickets?|appointment|seats?)\b|\b(?:seats?|table|room|car|tickets?|ride|cab|taxi|reservation|booking)s? (?:is|are|will be) (?:now )?waiting for you\b|\byou(?:'ll| will) have (?:a|an|the|your) [\w-]+(?: [\w-]+)? waiting for you\b`,
  // A ride arriving within minutes ("it's arriving in about 9 minutes", "is expected to arrive in
  // 6 minutes", "The cab is reaching you soon", "All set with a cab on the way").
  r`\b(?:cab|taxi|car|ride|driver|it)(?: is|'s| will be) (?:expected to arrive|arriving|reaching you|due to arrive) (?:in (?:about |around |approximately |roughly )?(?:\d+|a few|one|two|three|five|ten) (?:minutes?|mins?)|soon|shortly)\b|\bis expected to arrive in (?:about |around )?\d+ (?:minutes?|mins?)\b|\b(?:cab|taxi|car|ride|driver) is (?:arranged|reaching you)\b|\bwith (?:a|the|your) (?:cab|taxi|ride|car|driver) on (?:the|its) way\b|\b(?:cab|taxi|car|ride|driver)s? (?:arrives|will arrive|should arrive|will be (?:there|here)|should be (?:there|here)) in (?:about |around |just |like )?\d+ (?:minutes?|mins?)\b`,
  // The perfect with a base form or "gotten", "made you the …", manner adverbs on the participle
  // ("I've place the reservation", "I have gotten your ticket", "is officially booked", "has been
  // correctly reserved"), "it's made".
  r`\b(?:i|we)(?:'ve| have) (?:place|make|arrange|register) (?:your|the|a|an|that|it)\b|\b(?:i|we)(?:'ve| have) gotten (?:you )?(?:your|the|a|an|\d+|one|two|three|four|five|those|these)\b[^.?!,;]{0,25}?\b(?:tickets?|seats?|tables?|rooms?|reservations?|bookings?|cars?|rides?|cabs?)\b|\b(?:i|we)(?:'ve| have)? made you (?:a|an|the|your)\b|\b(?:i|we)(?:'ve| have) registered (?:your|the)\b|\b(?:is|are|'s|'re|has been|have been|was|were) (?:officially|correctly|properly|duly) (?:booked|reserved|confirmed|scheduled|made|placed|purchased|arranged|registered|set up)\b|^(?:(?:cool|great|ok|okay|alright|perfect)[!,.]* )?(?:it's|it is|that's|that is) (?:all )?made\s*[!.]*$`,
  // Seventh round of issue 16 (dev misses): the purchase named by its gerund ("Booking the
  // tickets was done"), playback the agent has going ("I have it going now", "I will start play
  // the movie"), what the user now holds before a "but" ("I have your tickets, but …").
  r`^(?:buying|booking|purchasing|reserving|scheduling|ordering|paying for) (?:the |your |of )?(?:[\w-]+ ){0,2}?(?:was|were|is|are|has been|have been) (?:now )?(?:done|completed|successful)\b|\bi(?:'ve| have)? (?:got )?(?:it|the (?:movie|song|film|track|music|video|show|episode)|your (?:movie|song|film|track|music|video|show|episode)) (?:going|playing) now\b|\b(?:i|we)(?: will|'ll) start play (?:the|your|it)\b|^i have your (?:reservation|booking|tickets?),? (?:but|and)\b|^(?:your |the )?(?:appointment|reservation|booking|visit|viewing|table|ride)s? (?:on|for|at) [^,.;]{1,30}? (?:is|are|has been|have been) (?:now )?(?:confirmed|booked|reserved|scheduled)\s*[.!]*$`,
  // The booked ride within minutes in other words ("It should be here in like 7 minutes", "Expect it
  // in 7 minutes", "your ride is one it's way"), "is affirmed", "Your visit is all good".
  r`\b(?:it|cab|taxi|car|ride|driver)(?: should| will| would| sure| shall)? be (?:in )?(?:here|there|outside|at your \w+) in (?:about |around |just |like |only )?\d+ (?:minutes?|mins?)\b|^expect (?:it|them|the (?:cab|taxi|car|ride|driver)) (?:in|within) \d+ (?:minutes?|mins?)\b|\b(?:cab|taxi|car|ride|driver)s?(?: is|'s) one (?:its|it's) way\b|\b(?:reservation|booking|appointment|ticket|table|room|seat|flight)s? (?:is|are|has been|have been) (?:now )?affirmed\b|\b(?:visit|reservation|booking|appointment|table|ride|tickets?)s? (?:is|are) all good\b`,
);
/** Negation before a passive completion in the same clause: "no changes have been made". */
/** A place or an event that is full, not a booking made (sixth round): "X is booked at that
 * time", "all the tickets were booked / have been purchased", "Unfortunately they are booked".
 * The caller skips it when the sentence names the user ("your table is booked for that time"). */
export const FULL_NOT_DONE = rx(
  r`\ball (?:of )?(?:the )?(?:[\w-]+ ){0,4}?(?:tickets?|seats?|tables?|rooms?|slots?|spots?|times?|appointments?|places?|reservations?|openings?)\b[^.,;]{0,40}?\b(?:were|are|have been|has been|'re|got|are all|were all) (?:already |now )?(?:booked|purchased|sold(?: out)?|taken|reserved|gone)\b|\b(?:is|are|'s|'re) (?:all |fully |completely |already )?booked (?:(?:at|for|on|during) (?:that|this|those|the requested|the chosen) (?:time|day|date|slot|hour|night)s?|then|that (?:day|night|date))\b|^(?:unfortunately|sadly|sorry|i'm sorry|i am sorry|i'm afraid|i am afraid)[,!.]* (?:but )?(?:they|it|that|those|these|(?:the|those|these) [\w-]+(?: [\w-]+)?)(?: is| are|'s|'re| was| were) (?:all |fully |completely |already )?booked\s*[.!]*$`,
);
export const NEGATION_BEFORE = rx(r`(?:\b(?:nothing|none|not|never|neither|nor)\b|n't\b|\bno (?![.\d#]))[^,;:]*$`);

/** A whole-sentence completion: "Done!", "All set — …", "Erledigt!", "C'est fait !". */
export const DONE_PHRASE = rx(
  r`^(?:done|all done|all set|all sorted|sorted|finished|completed|taken care of|success|consider it done|ca y est|(?:you're|you are|we're|we are|it's|its|it is|that's|this is|everything's|everything is) (?:all )?(?:done|set|sorted|taken care of|good to go|complete|completed)|listo|hecho|ya está|todo listo|erledigt|alles erledigt|fertig|c'est fait|c'est chose faite|c'est réglé|voilà,? c'est fait|fatto|ecco fatto|tutto fatto|pronto|tudo pronto|tudo certo|feito)(?:\s*[!.—–:,✅✔️-]|\s*$)`,
);
/** A verbless fragment ending in a completion participle: "Refund issued.", "Order No. 4471 —
 * cancelled", "Update successful." */
export const DONE_FRAGMENT = rx(
  // "Assistance completed at this time" closes the conversation; it reports no action (seventh round).
  r`^(?!(?:i|you|we|they|he|she|it|not|no|never|nothing|once|if|when|after|assistance|help|chat|conversation|session)\b)(?:[\p{L}\p{N}#$€£.'—–✅✔☑\uFE0F-]+ ){0,5}?(?:${EN_PASSIVE_VERB}|successful|successfully|complete|completed|(?<!\b(?:well|half|over|under|not|be|get|gets|got|getting|being|can|will|to) )done(?! (?:for (?:now|today|the day|the moment)|here)\b))(?:\s*[:—–-].*| (?:to|for|on|from|in|at|with|and)\b.*)?[\s.!✅✔️☑️]*$`,
);
/** A step of instructions starts with a bare imperative: "Choose Reset", "Tap Security". */
export const INSTRUCTION_START = local(r`^(?:open|tap|click|choose|select|go|press|enter|type|pick|hit|navigate|scroll|visit|use|make sure|turn|head|find|locate|log|sign|follow|check|download|install|restart|update your|confirm)\b`);
/** A fragment opening with the participle: "Cancelled order No. 5512", "Successfully
 * switched you to the Pro plan". */
export const DONE_LEADING_VERB = rx(
  r`^(?:successfully )?${EN_DONE_VERB}\b(?! (?:by|in|on|at)\b)|^(?:now )?(?:playing|starting|beginning|streaming|casting) (?:the|your|it|now)\b`,
);
/** Any finite verb: its presence means the sentence is not a verbless fragment. */
export const FINITE_VERB = rx(
  r`\b(?:is|are|was|were|be|been|being|will|would|can|could|should|shall|has|have|had|do|does|did|may|might|must|'s|'re|'ll|'ve|'d|ist|sind|wurde|est|sont|es|son|è|sono)\b|\b(?:is|are|was|were|do|does|did|has|have|had|ca|wo|could|should|would)n't\b`,
);

/** First-person completions: "he cancelado", "ich habe … geändert", "j'ai annulé", "ho annullato".
 * The German pattern captures the words between auxiliary and participle (group 1) so a
 * negation there ("ich habe noch nichts geändert") can be spotted. */
export const OTHER_DONE_ACTIVE: PatternList = listOf(
  rx(r`\b(?:he|hemos)(?: \S+)? (?:cancelado|actualizado|cambiado|emitido|procesado|reembolsado|eliminado|añadido|agregado|aplicado|enviado|modificado|restablecido|creado|anulado|reactivado|desactivado|activado|corregido|movido|transferido|realizado|tramitado|programado|pausado|suprimido|borrado|reprogramado|reagendado|agendado|reservado|aprobado|solicitado|registrado|bloqueado|desbloqueado|reiniciado|asignado|dado de (?:alta|baja))\b`, 'g'),
  rx(r`\b(?:cancelé|actualicé|cambié|emití|procesé|reembolsé|eliminé|añadí|agregué|apliqué|envié|modifiqué|anulé|realicé|tramité(?! (?:il|lo|gli|i|l'|alloggiati|bonifico|email|e-mail|app|sito|pec|posta|carta|paypal|link|modulo|portale)\b)|asigné|reasigné|restablecí|borré|creé|reprogramé|agendé|aprobé|solicité|registré|rehíce|corregí|devolví|pagué|liberé|desbloqueé|cargué|dejé hecho)\b|\breservé (?:una?|la|el|las|los|su|tu|sus|tus|para|mesa|habitación)\b`, 'g'),
  // Portuguese first-person preterite
  rx(r`\b(?:cancelei|atualizei|alterei|mudei|remarquei|reagendei|agendei|reembolsei|enviei|emiti|processei|apliquei|removi|excluí|adicionei|criei|corrigi|transferi|reativei|ativei|desativei|redefini|reservei|solicitei|registrei|bloqueei|desbloqueei|encaminhei|lancei|estornei|efetuei|liberei|cadastrei|paguei)\b`, 'g'),
  rx(r`\b(?:ich|wir) (?:habe|haben|hab)\b((?: \S+){0,9}?) (?:gebucht|umgebucht|reserviert|genehmigt|beantragt|freigeschaltet|überwiesen|zurücküberwiesen|geändert|storniert|aktualisiert|erstattet|rückerstattet|zurückerstattet|gelöscht|entfernt|hinzugefügt|angepasst|ausgestellt|gesendet|geschickt|verschickt|versendet|gekündigt|zurückgesetzt|umgestellt|aktiviert|deaktiviert|reaktiviert|korrigiert|erstellt|angelegt|übertragen|verschoben|gutgeschrieben|bearbeitet|eingerichtet|pausiert|erledigt|veranlasst|durchgeführt|eingereicht|weitergeleitet)\b`, 'g'),
  rx(r`\b(?:j'ai|nous avons|on a)(?: bien| maintenant| également)? (?:annulé|prolongé|renouvelé|déplacé|inscrit|modifié|mis à jour|remboursé|supprimé|ajouté|appliqué|envoyé|renvoyé|émis|traité|changé|réinitialisé|créé|résilié|corrigé|transféré|effectué|activé|désactivé|réactivé|fermé|clôturé|suspendu|programmé|crédité|réservé|reprogrammé|planifié|approuvé|validé|enregistré|débloqué)\b`, 'g'),
  rx(r`\b(?:je viens|nous venons) d(?:e |')(?:annuler|modifier|mettre à jour|rembourser|supprimer|ajouter|appliquer|envoyer|émettre|traiter|changer|résilier|corriger|transférer|effectuer|activer|désactiver|réinitialiser)\b`, 'g'),
  rx(r`\b(?:acabo|acabamos) de (?:cancelar|actualizar|cambiar|emitir|procesar|reembolsar|eliminar|añadir|aplicar|enviar|modificar|anular)\b`, 'g'),
  rx(r`\b(?:ho|abbiamo)(?: già| appena| ora)? (?:annullat[oaie]|modificat[oaie]|aggiornat[oaie]|rimborsat[oaie]|eliminat[oaie]|aggiunt[oaie]|applicat[oaie]|inviat[oaie]|emess[oaie]|elaborat[oaie]|cambiat[oaie]|reimpostat[oaie]|creat[oaie]|disdett[oaie]|corrett[oaie]|trasferit[oaie]|effettuat[oaie]|attivat[oaie]|disattivat[oaie]|riattivat[oaie]|cancellat[oaie]|spostat[oaie]|sospes[oaie]|chius[oaie]|accreditat[oaie]|programmat[oaie]|inoltrat[oaie]|prenotat[oaie]|fissat[oaie]|riprogrammat[oaie]|approvat[oaie]|registrat[oaie]|sbloccat[oaie])\b`, 'g'),
);
/** Passive or impersonal completions; like English passives, dated ones are records. */
export const OTHER_DONE_PASSIVE: PatternList = listOf(
  rx(r`\b(?:ha|han) sido (?:cancelad|actualizad|cambiad|emitid|procesad|reembolsad|eliminad|aplicad|enviad|modificad|cread|anulad|realizad|tramitad|reactivad|desactivad)[oa]s?\b`, 'g'),
  rx(r`\bse (?:ha|han) (?:cancelado|actualizado|cambiado|emitido|procesado|reembolsado|eliminado|aplicado|enviado|modificado|anulado|realizado|tramitado)\b`, 'g'),
  rx(r`\bse (?:procesó|emitió|canceló|actualizó|envió|aplicó|modificó|realizó|tramitó|anuló|reembolsó|cambió)\b`, 'g'),
  rx(r`\b(?:fue|fueron) (?:cancelad|actualizad|cambiad|emitid|procesad|reembolsad|eliminad|aplicad|enviad|modificad|anulad)[oa]s?\b`, 'g'),
  rx(r`\b(?:wurde|wurden|ist|sind)\b((?: \S+){0,9}?) (?:gebucht|umgebucht|reserviert|genehmigt|beantragt|freigeschaltet|überwiesen|zurücküberwiesen|geändert|storniert|aktualisiert|erstattet|rückerstattet|zurückerstattet|gelöscht|entfernt|hinzugefügt|angepasst|ausgestellt|gesendet|verschickt|versendet|gekündigt|zurückgesetzt|umgestellt|aktiviert|deaktiviert|reaktiviert|korrigiert|erstellt|angelegt|übertragen|verschoben|gutgeschrieben|bearbeitet|eingerichtet|pausiert|erledigt|durchgeführt|eingereicht|weitergeleitet|veranlasst)(?: worden)?\b`, 'g'),
  rx(r`\b(?:a|ont) (?:bien |maintenant )?été (?:validé|transmis|approuvé|enregistré|programmé|réservé|annulé|modifié|mis à jour|mise à jour|remboursé|supprimé|ajouté|appliqué|envoyé|émis|traité|changé|réinitialisé|créé|résilié|corrigé|transféré|effectué|activé|désactivé|réactivé|crédité|suspendu)e?s?\b`, 'g'),
  rx(r`\b(?:est|sont) (?:maintenant|désormais) (?:annulée?s?|actifs?|actives?|résiliée?s?|suspendue?s?|mise?s? à jour)\b`, 'g'),
  rx(r`\b(?:è|sono) stat[oaie] (?:appena |ora )?(?:annullat|modificat|aggiornat|rimborsat|emess|elaborat|eliminat|applicat|inviat|effettuat|cambiat|cancellat|disattivat|attivat|riattivat|sospes|accreditat|corrett|trasferit|creat)[oaie]\b`, 'g'),
  rx(r`\b(?:foi|foram)(?: já)? (?:cancelad|atualizad|alterad|processad|reembolsad|enviad|emitid|aplicad|removid|excluíd|adicionad|criad|corrigid|transferid|ativad|desativad|reativad|agendad|remarcad|aprovad)[oa]s?\b`, 'g'),
);
/** Negation right before an other-language completion: "no he cambiado", "non ho annullato" (a whole word: "ne" is not
 * the start of "Nebenkostenabrechnung", done39). */
export const OTHER_NEGATION_BEFORE = rx(r`\b(?:no|non|nicht|nichts|ne|n'|nao|nunca|nada|nulla|niente|rien)(?![a-z])\s*(?:\S+\s+)?$`);
export const DE_NEGATION_INSIDE = rx(r`\b(?:nicht|nichts|kein\w*|nie|noch nie)\b`);

// ---------------------------------------------------------------------------------------------
// replies8 (issue 16): the kinds of miss the fifth written set revealed, each a kind of sentence
// rather than a phrase, and each failure word in English, Spanish, German, French, Italian and
// Portuguese (folded). Kept in one block so parallel rounds merge by appending.

/** Problem words that a sentence names only to deny or settle them ("it isn't sold out yet",
 * "nothing is wrong", "not an outage on our side", "if that address is wrong", "your seats are
 * locked in", "pay the outstanding balance", "after five failed attempts, accounts are locked");
 * removed before flag matching, like NO_PROBLEM. */
export const PROBLEM_DENIED_OR_SETTLED = anyOfGlobal(
  // Denied: "isn't sold out (yet)", "nothing is wrong", "not an outage".
  r`(?:\b(?:not|never)|n't) (?:yet |currently |actually |really |even )?(?:sold out|fully booked|booked up|full|wrong|broken|down|offline|an? (?:outage|error|problem|issue|fault|mistake|bug))\b(?: yet\b)?|\bnothing(?:'s| is| was| seems| looks)? (?:\w+ )?(?:wrong|broken|amiss)\b|\bno (?:incidents?|outages?|downtime|known (?:issues?|problems?))\b`,
  r`\bno (?:esta|estan) (?:\w+ )?(?:agotad|complet|llen)[oa]s?\b|\bno hay (?:ningun|nada) (?:problema|error)\b|\bnicht (?:\w+ )?(?:ausgebucht|ausverkauft|voll)\b|\balles in ordnung\b|\bn'(?:est|etait|sont) pas (?:\w+ )?(?:complet|epuise)e?s?\b|\bnon (?:e|sono) (?:\w+ )?(?:esaurit[oaie]|al completo|pien[oaie])\b|\bnessun (?:problema|errore)\b|\bnao (?:esta|estao) (?:\w+ )?(?:esgotad|lotad|chei)[oa]s?\b|\bnenhum (?:problema|erro)\b`,
  // Money that will not be taken twice: "you won't be charged twice".
  r`(?:\b(?:not|never)|n't) (?:be |been |get |got )?(?:charged|billed|paid|debited) (?:\w+ )?(?:twice|two times|double)\b`,
  // Settled: an outage that is over ("was down earlier, but it's back up", "has since …").
  r`\b(?:was|were|had been) (?:\w+ ){0,2}(?:down|offline|unavailable|not responding)\b(?=[^.]*\b(?:back (?:up|online|to normal)|(?:is|are|'s|'re|has been|have been|was) (?:now |since )?(?:resolved|fixed|restored)|working (?:again|normally))\b)|\b(?:outage|incident|disruption|downtime)\b(?=[^.]*\b(?:has|have) since\b|[^.]*\b(?:is|was|has been) (?:now )?(?:resolved|fixed|over)\b)`,
  // Conditions and policies, not this user's problem: "if that address is wrong", "after three
  // failed attempts, accounts are locked".
  r`\bif (?:that|this|the|it|any|anything|something|any of)\b[^,.;?!]{0,40}?\b(?:is|are|looks?|seems?)(?: to be)? (?:wrong|incorrect|off|not right|outdated|missing|inaccurate)\b|\bafter (?:\w+ )?(?:unsuccessful|failed|incorrect|wrong|invalid) (?:[\w-]+ )?(?:attempts?|tries|logins?|sign-ins?|log-ins?)\b|(?:^|, )(?:accounts|cards|users|profiles|logins|devices) (?:are|get|will be) (?:automatically |temporarily )?(?:locked|blocked|suspended|frozen)\b`,
  // Uncertainty between named alternatives offers the user a choice (asks), not a problem:
  // "not sure whether you meant the Lisbon office or the Porto one".
  r`(?:\bnot|n't) (?:quite )?(?:sure|clear|certain) (?:whether|if|which|what) (?:\w+ )?you(?:(?:'re| are)? (?:meant|mean|want|wanted|were referring|are referring|had in mind|prefer)|(?:'d| would) (?:like|prefer))\b(?=[^.?!]* or )`,
  // Held for the user, and a balance as what is paid: "your seats are locked in", "pay the outstanding balance".
  r`\b(?:is|are|'s|'re|been|got|get|now|all) (?:now |all )?locked in\b|\b(?:pay|paying|settle|settling|clear|clearing|paid|settled|cleared)(?: off)? (?:the|your|this|that|an?) (?:remaining |full )?(?:outstanding|overdue|unpaid|open) (?:balance|amount|invoice|bill)s?\b`,
  // What a refusal covers is not a problem found: "not appropriate for me to share another
  // customer's address", "I can't look up private individuals", "As a language model, I have no way
  // to open attachments, so I can't retrieve …".
  r`\b(?:not (?:appropriate|allowed|permitted|able|possible)|inappropriate|unable) (?:for (?:me|us) )?to (?:share|give|disclose|reveal|provide|look up|show|send|access)\b[^,;.]*|\b(?:can't|cannot|can not|unable to|not able to) (?:look up|search for|track down|find|locate|identify) (?:private|individual|specific|other) (?:individuals|people|persons|users|customers|members of the public)\b|^(?:as an? (?:ai|language model|ai language model|assistant|virtual assistant|chatbot|bot)\b|i have no way (?:for me )?to (?:open|access|view|browse|read)\b).*`,
);

/** Failures said in other words: searches that come back empty, money taken twice, a difference
 * nothing explains, and places or events that are full — in all six languages. */
export const FAILURE_IN_OTHER_WORDS = anyOf(
  r`\b(?:search|query|lookup|look-up|results?|check)(?:es)? (?:came|come|comes|turned|turns|has come|have come) (?:back|up) (?:empty|blank|with nothing|with no (?:results|matches))\b|\breturned no (?:results|matches|records)\b`,
  r`\b(?:paid|charged|billed|debited|deducted|taken|collected)(?: \w+)? (?:twice|two times|double)\b(?! (?:a|per|each|every)\b)|\bdouble[- ](?:charged|billed)\b`,
  r`\b(?:difference|gap|discrepancy|shortfall|mismatch)\b[^.]{0,50}\b(?:no|nothing|not|none) (?:\w+ ){0,3}(?:to )?(?:explains?|accounts? for|covers?)\b|\b(?:no|nothing|none) (?:\w+ ){0,3}(?:explains?|accounts? for) (?:the|this|that|it)\b`,
  r`\bno (?:more )?(?:tables|rooms|seats|places|tickets|slots|spots|appointments|flights|vacancies)(?: \w+)? (?:available|left|free|remaining)\b|\b(?:there are|there's|we have) no (?:more )?(?:\w+ )?(?:tables|rooms|seats|places|tickets|slots|spots|appointments)\b(?! (?:needed|required)\b)`,
  r`\bno (?:hay|quedan|tenemos) (?:mas |ya )?(?:\w+ )?(?:mesas|habitaciones|plazas|asientos|entradas|billetes|citas|huecos|vuelos|disponibilidad)\b|\b(?:restaurante|hotel|vuelo|tren|concierto|evento|sala|curso|clase|funcion|espectaculo)s? (?:\w+ )?(?:esta|estan) (?:completo|completa|completos|completas|llen[oa]s?)\b|\bagotad[oa]s\b|\b(?:esta|estan) agotad[oa]s?\b|\bsin disponibilidad\b`,
  r`\b(?:ausgebucht|ausverkauft|vollständig belegt|voll belegt)\b|\bkeine (?:\w+ )?(?:tische|zimmer|plätze|termine|tickets|karten|sitzplätze|flüge) mehr\b|\bkeine (?:freien|verfügbaren) (?:\w+ )?(?:tische|zimmer|plätze|termine|tickets|karten|sitzplätze|flüge)\b|\b(?:ist|sind) (?:leider )?(?:nicht mehr|nicht) verfügbar\b`,
  r`\bil n'y a plus (?:de |d')(?:\w+ )?(?:places?|chambres?|tables?|billets?|creneaux|creneau|rendez-vous|disponibilites?|sieges?|vols?|stock)\b|\bplus aucune? (?:\w+ )?(?:disponible|libre)s?\b|\b(?:restaurant|hotel|vol|train|concert|spectacle|salle|cours|evenement|seance)s? (?:\w+ )?(?:est|sont|affiche) complets?\b|\bepuise(?:e|s|es)?\b|\b(?:n'est|ne sont) plus disponibles?\b`,
  r`\bal completo\b|\besaurit[oaie]\b|\bnon (?:ci sono|abbiamo|restano) piu (?:\w+ )?(?:tavoli|camere|posti|biglietti|appuntamenti|disponibilita)\b|\bnessun[oa]? (?:\w+ )?disponibil[ei]\b|\bnon (?:e|sono) piu disponibil[ei]\b`,
  r`\besgotad[oa]s?\b|\blotad[oa]s?\b|\bnao (?:ha|temos|restam|existem) (?:mais )?(?:\w+ )?(?:mesas|quartos|lugares|vagas|bilhetes|ingressos|horarios|disponibilidade)\b|\bsem (?:vagas|disponibilidade)\b|\bnao (?:esta|estao) mais disponive(?:l|is)\b`,
  // An open item of a task list that waits on something: "☐ Transfer the domain: needs your code".
  r`^☐ .*\b(?:needs?|requires?|waiting (?:on|for)|blocked|pending)\b`,
  // The same three kinds in es/de/fr/it/pt: a search that found nothing, money taken twice, a
  // difference nothing explains.
  r`\b(?:busqueda|consulta) no (?:devolvio|arrojo|dio|encontro) (?:ningun )?(?:resultados?|nada)\b|\bsuche (?:ergab|lieferte|brachte) keine (?:treffer|ergebnisse)\b|\brecherche n'a (?:donne|renvoye|rien donne)(?: aucun resultat)?\b|\bricerca non ha (?:dato|restituito|prodotto) (?:alcun |nessun )?risultat[oi]\b|\b(?:busca|pesquisa) nao (?:retornou|encontrou|trouxe) (?:nenhum )?(?:resultados?|nada)\b`,
  r`\b(?:cobrad|pagad|cargad)[oa]s? dos veces\b|\b(?:zweimal|doppelt) (?:abgebucht|belastet|berechnet|bezahlt)\b|\b(?:debite|facture|paye|preleve)e?s? deux fois\b|\b(?:addebitat|pagat)[oaie] due volte\b|\b(?:cobrad|pag|debitad)[oa]s? duas vezes\b`,
  r`\bdiferencia\b[^.]{0,50}\b(?:ninguna|ningun) (?:\w+ ){0,2}(?:explica|justifica)\b|\bdifferenz\b[^.]{0,50}\b(?:keine|kein) (?:\w+ ){0,2}(?:erklart|erklaren)\b|\becart\b[^.]{0,50}\baucune? (?:\w+ ){0,2}n'(?:explique|justifie)\b|\bdifferenza\b[^.]{0,50}\bnessun[oa]? (?:\w+ ){0,2}(?:spiega|giustifica)\b|\bdiferenca\b[^.]{0,50}\bnenhum[oa]? (?:\w+ ){0,2}(?:explica|justifica)\b`,
  // What stops the action is a state already reached: "I can't edit a contract the client has already signed".
  r`\b(?:can't|cannot|can not|unable to|not able to|no longer able to)\b[^.]{0,80}\balready (?:been )?(?:accepted|approved|signed|confirmed|published|merged|locked|archived|booked|taken|completed|started|ended|printed|collected)\b`,
);

/** Another party's completion reported to the user: "The hotel confirmed your late checkout",
 * "they've applied the credit", "Your order has shipped", "the flight is ticketed", "Everything
 * went through", "the refund went thru", "YOUR PAYMENT HAS BEEN RECEIVED". */
export const DONE_BY_ANOTHER_PARTY = anyOf(
  r`\b(?:hotel|restaurant|venue|airline|clinic|salon|office|host|provider|operator|bank|team|store|shop|landlord|carrier|courier|they|he|she)(?:'ve| has| have)? (?:now |just |already )?(?:(?:confirmed|approved|accepted) your|(?:applied|processed|issued|credited|waived|refunded) (?:your|the))\b`,
  r`\b(?:is|are|'s|'re|has been|have been|was|were) (?:now |all )?(?:ticketed|dispatched)\b|\b(?:order|package|parcel|item|replacement|shipment|delivery)s?(?: #?\w*\d\w*)? (?:has|have|'s) (?:now |just )?(?:shipped|been shipped|been dispatched|gone out)\b`,
  r`^(?:(?:ok(?:ay)?|great|good news|all right|alright),? )?(?:everything|it all|it|that|all)(?: has| have|'s)? (?:went|gone) (?:through|thru)\b|\b(?:went|gone|go) thru\b`,
  r`\b(?:payment|transfer|deposit|remittance|instalment|installment|cheque|check)s? (?:has|have) (?:now )?been (?:received|accepted|cleared)\b`,
  // The same in es/de/fr/it/pt: another party confirmed it, it was shipped, the payment received.
  r`\b(?:hotel|restaurante|aerolinea|clinica|banco|equipo|tienda)s? (?:ya )?(?:ha |han )?(?:confirmo|confirmado|aprobo|aprobado|aplico|aplicado|proceso|procesado|emitio|emitido) (?:su|tu|sus|tus|el|la|los|las)\b|\b(?:hotel|restaurant|fluggesellschaft|klinik|praxis|bank|team|shop) (?:hat|haben) (?:\w+ ){0,3}(?:bestatigt|genehmigt|gutgeschrieben|bearbeitet|ausgestellt)\b|\b(?:hotel|restaurant|compagnie|clinique|banque|equipe|boutique) (?:a|ont) (?:bien )?(?:confirme|approuve|applique|traite|emis|credite)e?s? (?:votre|vos|ta|ton|la|le|les)\b|\b(?:hotel|ristorante|compagnia|clinica|banca|team|negozio) (?:ha|hanno) (?:confermato|approvato|applicato|elaborato|emesso|accreditato) (?:la|il|le|i|sua|suo|tua|tuo)\b|\b(?:hotel|restaurante|companhia|clinica|banco|equipe|loja) (?:ja )?(?:confirmou|aprovou|aplicou|processou|emitiu|creditou) (?:a|o|as|os|sua|seu)\b`,
  r`\b(?:ha sido|han sido|fue|fueron) (?:despachad|recibid|expedid)[oa]s?\b|\b(?:esta|estan) (?:ya )?emitid[oa]s?\b|\b(?:wurde|wurden|ist|sind) (?:\w+ ){0,3}(?:versandt|verschickt|eingegangen|ausgeliefert)\b|\b(?:a|ont) (?:bien )?ete (?:expedie|recu|livre)e?s?\b|\b(?:e|sono) stat[oaie] (?:spedit|ricevut|consegnat)[oaie]\b|\b(?:foi|foram) (?:despachad|recebid|expedid)[oa]s?\b`,
);

/** An object relative clause with no "that": "the link we emailed you" is background, not a report. */
export const CONTACT_RELATIVE = local(r`\b(?:the|that|this|those|these) (?:[\w-]+ )?(?:link|code|email|e-mail|message|letter|form|file|document|invoice|receipt|details|number|text|sms|password|reference|label|voucher|instructions|one|ones)s? $`);

/** Asks by what a sentence does: uncertainty about what the user meant, a request to correct a
 * read-back, a read-back opened by "so", a need for the user's piece ("this one needs your
 * authorisation code"), and wh-questions written without "?" in the other languages. */
export const ASK_BY_FUNCTION = anyOf(
  r`(?:\bnot|n't) (?:quite )?(?:sure|clear|certain) (?:whether|if|which|what) (?:\w+ )?you(?:(?:'re| are)? (?:meant|mean|want|wanted|were referring|are referring|had in mind|prefer)|(?:'d| would) (?:like|prefer))\b(?=[^.?!]* or )|\bno (?:estoy|estamos) segur[oa]s? de (?:si|cual|que) (?:te refieres|se refiere|quieres|quiere|querias)\b|\b(?:ich bin|wir sind) (?:mir |uns )?nicht sicher,? (?:ob|welche\w*|was) sie\b|\bje ne suis pas (?:sur|certain)e? (?:de ce que vous|si vous|que vous)\b|\bnon sono sicur[oa] (?:se|di quale|di cosa) (?:intend|vuoi|voleva|preferisc)\w*|\bnao tenho certeza (?:se|de qual) (?:voce|o senhor|a senhora) (?:quis|quer|queria|preferiria)\b`,
  r`\b(?:reply|write back|let (?:me|us) know|tell (?:me|us)|shout|get back to (?:me|us)|respond) if (?:that|this|the|it|anything|any|something|any of)\b[^.?!]{0,50}\b(?:wrong|incorrect|not right|off|inaccurate|needs? (?:changing|correcting|fixing))\b`,
  r`^(?:(?:ok(?:ay)?|alright|right),? )?so,? that(?:'s| is| will be|'ll be| would be) (?:the|your|a|an|\d+|one|two|three|four) (?!(?:reason|problem|issue|cause|error|only|last|end|best|way|same|one thing)\b)(?![^.]*\b(?:booked|reserved|confirmed|done|all set|is set|are set|sorted)\b)[^.?!]*[.!]*$`,
  r`\b(?:needs?|requires?) your (?:[\w-]+ ){0,2}(?:number|id|code|reference|details|address|email|signature|approval|consent|go-ahead|confirmation|password|pin|postcode)\b`,
  // German puts the modal right after the wh-phrase and its subject after it ("Welche Adresse soll
  // ich …"; "Wo Sie möchten, …" is a clause of the sentence); the pro-drop languages are read only
  // with "which" ("Quale indirizzo devo usare"; "Quando vuole, posso …" is not a question).
  r`^(?:welche[rsnm]?|was|wann|wo|wie viele|wie viel|wer|wen|wem|wohin)\b(?: [^\s,]+){0,3} (?:soll|sollen|möchten|wollen|darf|dürfen|würden|kann|können) (?:ich|wir|sie|du|es)\b`,
  r`(?:^|: )(?:quale|quali)\b(?: [^\s,]+){0,4} (?:devo|dobbiamo|posso|possiamo|vuole|vuoi|preferisce|preferisci|desidera|desideri)\b`,
  r`^(?:qual|quais)\b(?: [^\s,]+){0,6} (?:devo|devemos|posso|podemos|quer|prefere|deseja)\b`,
  r`^(?:cual|cuales)\b(?: [^\s,]+){0,4} (?:debo|debemos|puedo|podemos|quiere|quieres|prefiere|prefieres|desea|deseas)\b`,
  r`^(?:quel|quelle|quels|quelles|lequel|laquelle)\b(?: [^\s,]+){0,4} (?:dois|devons|puis|pouvons|voulez|souhaitez|preferez)\b`,
);

/** Doing it yourself is not a question to the user: "Puedes cambiarla tú mismo desde Ajustes". */
export const SELF_SERVICE = rx(r`\b(?:tu mism[oa]|usted mism[oa]|ustedes mism[oa]s|(?:sie|du) selbst|vous-memes?|toi-meme|par vous-meme|da (?:solo|sola|se|te)|voce mesm[oa]|por conta propria|yourself|yourselves)\b`);

/** Impersonal and other-language refusals of the agent's own: "handling chargebacks is beyond
 * what this assistant can do", "Es ist mir nicht erlaubt", "no me está permitido". */
export const DECLINE_IMPERSONAL = anyOf(
  r`\b(?:beyond|outside(?: of)?|not (?:something|anything)) (?:what |that )?(?:this|the|our) (?:assistant|bot|chat|chatbot|service|virtual assistant)(?: is able to| can)? (?:do|handle|help with|offer|provide|cover)\b|\b(?:beyond|outside(?: of)?) what (?:i|we) (?:can|am able to|are able to) (?:do|handle|help with|offer|provide)\b`,
  r`\b(?:es ist|ist es) (?:mir|uns) (?:leider )?nicht (?:erlaubt|gestattet|möglich|moglich)\b|\b(?:no (?:me|nos) (?:esta|es) (?:permitido|posible)|no tengo permitido|no se me permite)\b|\bil ne (?:m'|nous )est pas (?:permis|possible|autorise)\b|\bje n'ai pas le droit\b|\bnon (?:mi|ci) e (?:permesso|consentito|possibile)\b|\bnao (?:me|nos) e (?:permitido|possivel)\b`,
  // "beyond what this assistant can do" in es/de/fr/it/pt.
  r`\bmas alla de lo que (?:este asistente|puedo|podemos)\b|\bubersteigt,? was (?:dieser assistent|ich|wir)\b|\bau-dela de ce que (?:cet assistant|je peux|nous pouvons)\b|\boltre (?:cio|quello) che (?:questo assistente|posso|possiamo)\b|\balem do que (?:este assistente|(?:eu )?posso|podemos)\b`,
);

/** A rule about what people may do, not the agent refusing: "not appropriate to wear jeans",
 * "your employer isn't allowed to withhold…", "il n'est pas possible de fumer". The blocked act is
 * personal conduct, or the subject is a third party. */
export const OTHERS_BARRED = local(r`\b(?:not (?:appropriate|allowed|permitted|possible|acceptable)|isn't allowed|aren't allowed|inappropriate|pas possible|pas permis|pas autorise|no (?:es|esta) (?:posible|permitido)|nicht (?:moglich|erlaubt|gestattet)|non e (?:possibile|consentito|permesso)|nao e (?:possivel|permitido))\b,? (?:to|de|d'|di|zu)?\s?(?:wear|smoke|vape|park|drink|eat|swim|camp|fish|hunt|dress|pets?|take (?:photos|pictures)|photograph|feed|climb|fumer|stationner|boire|manger|nager|camper|fumar|aparcar|estacionar|beber|comer|nadar|acampar|rauchen|parken|trinken|essen|schwimmen|fumare|indossare|parcheggiare|bere|mangiare|nuotare)\b`);
export const THIRD_PARTY_BEFORE = local(r`\b(?:your|the|their|his|her|an?) (?:[\w-]+ )?(?:employer|landlord|bank|school|airline|company|insurer|doctor|manager|boss|neighbou?r|tenant|employee|staff|driver|passenger|guest|visitor|child|kid|partner|provider|seller|merchant|carrier|hotel|venue|restaurant|owner|council|government|police)s? $`);

/** Apostrophes dropped in contractions that are no other word ("Ive", "theyll", "youve"). */
export const DROPPED_APOSTROPHE = new RegExp(r`\b(?:(i|you|we|they)(ve)|(you|they)(ll))\b`, 'gu');

// ---------------------------------------------------------------------------------------------
// replies9 round of issue 16

/** A general explanation of what a kind of error usually means or comes from ("that error usually
 * comes from an expired key", "this warning typically appears when…"): how things tend to go, not
 * a problem stated in this case (docs/score.md: flags *states* the failure). The clause saying it is
 * left out of flag matching. In all six languages. */
export const GENERIC_CAUSE = anyOf(
  r`\b(?:usually|typically|normally|generally|commonly|often|mostly|most often|in most cases|most of the time|as a rule|tends? to)\b(?: (?:just|only|simply|be|means?))? (?:comes? from|stems? from|results? from|arises? from|means?|indicates?|points? to|happens?|occurs?|appears?|shows? up|pops? up|signals?|is a sign|is triggered|gets? triggered|is thrown|is returned|(?:is|are|be) (?:caused|triggered) by|(?:is|are|be) due to)\b|\b(?:is|are|'s|'re) (?:usually|typically|normally|generally|commonly|often|mostly) (?:caused|triggered) by\b|\b(?:is|are|'s|'re) (?:usually|typically|normally|generally|commonly|often|mostly) (?:due to|a sign)\b`,
  r`\b(?:suele|suelen) (?:deberse|venir|provenir|significar|indicar|aparecer|ocurrir|pasar|salir)\b|\b(?:normalmente|generalmente|por lo general|habitualmente|casi siempre) (?:significa|indica|se debe|viene|proviene|aparece|ocurre|sucede|sale)\b|\b(?:significa|indica|se debe|viene|proviene|aparece|ocurre|sucede|sale) (?:normalmente|generalmente|por lo general|habitualmente|casi siempre)\b`,
  r`\b(?:bedeutet|kommt|entsteht|liegt|erscheint|tritt|deutet|weist)(?: \S+)? (?:meistens|meist|normalerweise|in der regel|üblicherweise|typischerweise|häufig|gewöhnlich)\b|\b(?:meistens|normalerweise|in der regel|üblicherweise|typischerweise|gewöhnlich) (?:bedeutet|kommt|entsteht|liegt|erscheint|tritt|deutet|weist)\b`,
  r`\b(?:signifie|indique|vient|provient|apparaît|se produit|survient|est dûe?) (?:généralement|en général|habituellement|d'habitude|le plus souvent|normalement)\b|\b(?:généralement|en général|habituellement|d'habitude|le plus souvent|normalement),? (?:cela |ce message |cette erreur )?(?:signifie|indique|vient|provient|apparaît|se produit|survient)\b`,
  r`\b(?:di solito|solitamente|in genere|generalmente|normalmente|di norma) (?:significa|indica|deriva|dipende|è dovut[oa]|compare|appare|si verifica|succede|capita|nasce)\b|\b(?:significa|indica|deriva|dipende|è dovut[oa]|compare|appare|si verifica) (?:di solito|solitamente|in genere|generalmente|normalmente|di norma)\b`,
  r`\b(?:geralmente|normalmente|em geral|habitualmente) (?:significa|indica|vem|ocorre|acontece|aparece|surge|é causad[oa]|se deve)\b|\b(?:costuma|costumam) (?:significar|indicar|vir|ocorrer|acontecer|aparecer|surgir|ser causad[oa])\b|\b(?:significa|indica|vem|ocorre|acontece|aparece|surge) (?:geralmente|normalmente|em geral|habitualmente)\b`,
);

/** A cannot-answer about a person ("I don't have any information about that person"): the agent
 * declines to say anything about an individual (docs/score.md: declines = says it cannot do this),
 * not a missing piece of the user's task, so it is a decline and not a flag. In all six languages. */
export const PERSON_INFO_DECLINE = anyOf(
  r`\b(?:i|we) (?:do not|don't|have no|hold no|possess no|do not hold|don't hold|do not keep|don't keep) (?:have )?(?:any )?(?:personal |private |specific |further |other |public )?(?:information|info|details|data|records?) (?:about|on|regarding|concerning) (?:(?:that|this|the|a|any) (?:specific |particular |private |named )?(?:person|individual|man|woman|gentleman|lady|guy|celebrity|politician|people)|him|her|private individuals|individuals|specific (?:people|individuals))\b`,
  r`\bno (?:tengo|tenemos|dispongo de|disponemos de) (?:ninguna |ningun )?(?:informacion|datos|dato) (?:sobre|acerca de|de) (?:esa|esta|la|dicha|aquella) persona\b|\bich habe keine (?:\w+ )?(?:informationen|angaben|daten) (?:über|zu) (?:diese|die|jene|dieser) person\b|\bje n'ai (?:aucune information|aucune donnée|pas d'informations?|pas de données) (?:sur|concernant|à propos de) (?:cette|la) personne\b`,
  r`\bnon (?:ho|abbiamo) (?:nessuna informazione|informazioni|dati) (?:su|riguardo a|riguardo) (?:quella|questa|la) persona\b|\bnão (?:tenho|temos|possuo) (?:nenhuma )?(?:informação|informações|dados) (?:sobre|acerca de|a respeito de) (?:essa|esta|aquela|a) pessoa\b`,
);

/** A read-back that ends asking the user to confirm it ("I have a shared ride for 3 to the airport,
 * correct?", "…, ¿verdad?", "…, richtig?"): it recaps what would be done, it reports nothing done. */
export const CONFIRMATION_TAG = local(
  r`(?:,|\s|¿)\s*(?:correct|right|is (?:that|this) (?:correct|right|ok|okay)|(?:es )?correcto|verdad|cierto|richtig|stimmt (?:das|so)|c'est (?:bien )?(?:ça|ca|correct|exact)|n'est-ce pas|giusto|corretto|vero|certo|correto|né)\s*\?+["')\]\s]*$`,
);

/** A fragment that repeats a failure with its negation left out: "there either.", "Not in the
 * north either" already says "not"; "me either" agrees. The same with es/de/fr/it/pt's own words,
 * which carry the negation ("tampoco", "auch nicht", "non plus", "nemmeno", "também não"). */
export const FAILURE_AGAIN_ELIDED = anyOf(
  r`^(?!(?:me|you|us|him|her|them|i|we|they|he|she|it|that|this|either)\b)(?:[\w'-]+ ){0,6}either\s*[.!]*$`,
  r`^(?!(?:yo|ni yo)\b)(?:[\w'-]+ ){0,4}tampoco\s*[.!]*$|^tampoco(?! yo\b)(?: [\w'-]+){1,5}\s*[.!]*$|^(?!(?:ich|wir)\b)(?:[\w'-]+ ){0,3}auch (?:nicht|keine\w*)\s*[.!]*$|^(?!(?:moi|nous)\b)(?:[\w'-]+ ){0,4}non plus\s*[.!]*$`,
  r`^(?:nemmeno|neanche|neppure)(?! io\b)(?: [\w'-]+){0,4}\s*[.!]*$|^(?!(?:eu|nos)\b)(?:[\w'-]+ ){0,4}tambem nao\s*[.!]*$`,
);

// ---------------------------------------------------------------------------------------------
// replies10 (issue 16): the kinds of miss the sixth written set revealed — telegraphic and
// stative completions, passives in the other languages, hand-off mechanics read as the action,
// impersonal and casual refusals, missing pieces and conflicts stated as plain facts. Each a kind
// of sentence, each in English, Spanish, German, French, Italian and Portuguese (folded). Kept in
// one block so parallel rounds merge by appending.

/** Participles a status line reports with ("Card frozen", "Roaming barred on …", "Refill ordered")
 * beyond EN_PASSIVE_VERB. */
const STATUS_PARTICIPLE = r`(?:frozen|unfrozen|blocked|unblocked|barred|unbarred|dispatched|shipped|ordered|recorded|registered|installed|uninstalled|granted|enrolled|paid|topped up|ported|provisioned|lifted|refilled|allocated|booked|re-?booked|scheduled|activated|confirmed|renewed)`;

/** A status line with no subject and no finite verb, the participle after at most six words and
 * followed by its details: "Booked: Hotel X, 2 nights", "Card •• 4471 frozen. ", "Late checkout
 * (14:00) added to res. 77812", "Plan switched to … from next cycle". Read on the head of a
 * sentence that has no finite verb. */
export const STATUS_LINE = rx(
  r`^(?!(?:i|you|we|they|he|she|it|not|no|never|nothing|once|if|when|after|please|pls|to|how|why|what|which|assistance|help|chat|conversation|session)\b)(?:(?:[^\s:]|:(?=\d))+ ){0,6}?(?:${EN_PASSIVE_VERB}|${STATUS_PARTICIPLE})(?:\s*[:—–-].*|[,;] .*| (?:to|for|on|from|in|at|with|and|until|via|under|into|onto|through|as of|effective)\b.*)?[\s.!✅✔️☑️]*$`,
);
/** What keeps a verbless line from reporting the action: a negation ("Journal entry not posted"),
 * a state kept ("seat 23A remains confirmed"), a past mark ("…, booked last year"). */
export const VERBLESS_NOT_REPORT = local(
  r`\b(?:not|never|nothing|no longer|yet to be|remains?|stays?|still|sigue|siguen|continua|continuan|bleibt|bleiben|reste|restent|resta|restano|rimane|rimangono|permanece|permanecem|yesterday|ago|last (?:week|month|year)|previously)\b|n't\b`,
);
/** Stative results the agent brought about: "Your new PIN is active", "your booking … is now for 5
 * people instead of 4", "Sick leave of 3 days has been recorded", in all six languages. */
export const STATE_BROUGHT_ABOUT = anyOf(
  r`\b(?:your|the) new (?:[\w-]+ ){1,2}(?:is|are|'s) (?:now )?(?:active|live|in place|enabled|ready to use|working|set)\b(?! (?:once|when|if|after|as soon|until)\b)`,
  r`\b(?:is|are|'s|'re) now\b[^.;?]{1,50}\binstead of\b`,
  r`\b(?:has|have|'s|'ve) (?:now |just |also )?been (?:${STATUS_PARTICIPLE})\b`,
  r`\b(?:ya |ahora )?(?:esta|estan) (?:ya )?activ[oa]s?\b|\bahora\b[^.;?]{1,50}\b(?:en lugar de|en vez de)\b`,
  r`\b(?:ist|sind) (?:jetzt|nun|ab sofort) (?:aktiv|freigeschaltet)\b|\b(?:jetzt|nun)\b[^.;?]{1,50}\b(?:statt|anstatt|anstelle)\b`,
  r`\b(?:est|sont) (?:maintenant |desormais )?(?:actif|active|actifs|actives)\b|\b(?:maintenant|desormais)\b[^.;?]{1,50}\bau lieu de\b`,
  r`\b(?:e|sono) (?:ora |adesso )?(?:attiv[oaie])\b|\b(?:ora|adesso)\b[^.;?]{1,50}\b(?:invece di|anziche)\b`,
  r`\b(?:esta|estao) (?:agora )?(?:ativ[oa]s?)\b|\bagora\b[^.;?]{1,50}\bem vez de\b`,
);
/** Completions in the other languages beyond OTHER_DONE_ACTIVE: "Ho assegnato la licenza". */
export const OTHER_DONE_ACTIVE_MORE: PatternList = listOf(
  rx(r`\b(?:ho|abbiamo)(?: gia| appena| ora)? (?:assegnato|installato|concesso|rinnovato|bloccato|confermato|ordinato|spedito|registrato|prenotato|segnato)\b`, 'g'),
  rx(r`\b(?:he|hemos)(?: \S+)? (?:asignado|instalado|concedido|renovado|confirmado|pedido|enviado|registrado)\b|\b(?:asigne|instale|concedi|renove|confirme|bloquee)\b (?:el|la|los|las|su|tu|sus|tus)\b`, 'g'),
  rx(r`\b(?:atribui|instalei|renovei|concedi|marquei|confirmei|bloqueei|pedi)\b (?:o|a|os|as|seu|sua|o seu|a sua)\b`, 'g'),
  rx(r`\b(?:j'ai|nous avons)(?: bien| maintenant)? (?:attribue|installe|renouvele|accorde|bloque|confirme|commande|expedie|inscrit)\b`, 'g'),
  rx(r`\b(?:ich|wir) (?:habe|haben|hab)\b((?: \S+){0,9}?) (?:zugewiesen|installiert|verlangert|gesperrt|entsperrt|erneuert|eingetragen|erfasst|bestellt|bestatigt|gemergt|gemerged|gepusht|deployt|gefixt|gepatcht|getaggt|rotiert|widerrufen|umgetauscht)\b`, 'g'),
);
/** Passives in the other languages beyond OTHER_DONE_PASSIVE: "A sua consulta foi marcada",
 * "Votre ordonnance a été renouvelée". Like those, dated ones are records. */
export const OTHER_DONE_PASSIVE_MORE: PatternList = listOf(
  rx(r`\b(?:foi|foram)(?: ja)? (?:marcad|trocad|registrad|renovad|bloquead|desbloquead|confirmad|reservad|instalad|atribuid|concedid|encomendad|pedid)[oa]s?\b`, 'g'),
  rx(r`\b(?:a|ont) (?:bien |maintenant )?ete (?:renouvele|echange|enregistre|reserve|confirme|bloque|debloque|installe|attribue|accorde|programme|planifie|commande|expedie)e?s?\b`, 'g'),
  rx(r`\b(?:e|sono) stat[oaie] (?:appena |ora )?(?:rinnovat|scambiat|cambiat|registrat|prenotat|confermat|bloccat|sbloccat|installat|assegnat|concess|fissat|ordinat)[oaie]\b`, 'g'),
  rx(r`\b(?:ha|han) sido (?:renovad|canjead|cambiad|registrad|reservad|confirmad|bloquead|desbloquead|instalad|asignad|concedid|programad|agendad)[oa]s?\b`, 'g'),
  rx(r`\b(?:wurde|wurden)\b((?: \S+){0,9}?) (?:verlangert|gesperrt|entsperrt|erneuert|eingetragen|erfasst|bestatigt|zugewiesen|installiert|bestellt|umgetauscht|umgebucht)\b`, 'g'),
);
/** A clause reporting what a record or another party says, or what the user disputes, is not the
 * agent's report: "the hotel says ur reservation was made…", "the transaction you're disputing was made…". */
export const REPORTED_BY_RECORD_BEFORE = local(
  r`\b(?:says?|said|shows?|showed|indicates?|according to|you(?:'re| are)? (?:disputing|asking about|querying|questioning|referring to|reporting)|you (?:mentioned|reported|disputed|queried))\b`,
);
/** Subjunctive after "que/che/dass" and a subject: "Voulez-vous que je crée un avoir ?". */
export const SUBJUNCTIVE_PRONOUN_BEFORE = local(r`\b(?:que|che|dass) (?:je|tu|il|elle|nous|vous|yo|io|eu|ich|wir)\s$`);

/** The mechanics of passing a request on, which a hand-off's own words do not cover: "logged this
 * as ticket INC-1 and assigned it to the Network team", "passed your message to Dr Lee's
 * secretary", "forwarded your payslip question to Payroll", "reached out to the hotel". Removed
 * before asking whether a sentence that hands off still claims the action. */
export const PASSING_ON_MECHANICS = anyOfGlobal(
  r`\b(?:i|we)(?:'ve| have)? (?:just |now |also )?(?:logged|raised|filed|opened|created) (?:this|it|that|a ticket|your \w+(?: \w+)?) (?:as|under|in) (?:a |an )?(?:ticket|case|incident|request)\b[^,;]*?(?= and\b|[,;]|$)`,
  r`\b(?:(?:i|we)(?:'ve| have)? (?:just |now |also )?|and )(?:assigned|passed|forwarded|escalated|sent|referred|handed|transferred|given|reached out to)\b(?: (?:it|this|that|them|(?:your|the) (?:[\w-]+ ){0,3}?(?:message|question|request|query|case|ticket|complaint|claim|enquiry|inquiry|issue|details|note|concern)))?(?: (?:on|along|over))? (?:to )?(?:[\w'-]+ ){0,5}?(?:team|department|desk|office|service|secretary|chef|nurse|doctor|gp|pharmacist|controller|payroll|hr|manager|engineer|specialist|hotel|restaurant|airline|clinic|reception|colleague|supervisor)s?\b`,
);

/** Passive refusals tied to a channel or to this assistant: "password resets cannot be performed
 * over chat", "Parties of more than 12 can't be booked through this assistant". */
export const DECLINE_PASSIVE_OR_CHANNEL = anyOf(
  r`\b(?:can't|cannot|can not|could not|couldn't|is not able to|are not able to|isn't able to|aren't able to) be (?:\w+ed|done|made|given|shown|sent|taken|held|paid|set up) (?:\w+ )?(?:through|via|over|by|in|on|using|from) (?:this|the|our)? ?(?:assistant|chat|chatbot|bot|channel|phone|telephone|email|e-mail|live chat|messaging|virtual assistant)\b`,
  r`\b(?:this|the|our) (?:virtual )?(?:assistant|bot|chatbot|chat service) (?:is not able to|isn't able to|is unable to|cannot|can't|can not|will not|won't|is not permitted to|isn't permitted to|is not allowed to|isn't allowed to|does not|doesn't) (?!be (?:able|available)\b)\w+`,
  r`\bnothing (?:i|we) (?:can|could) (?:change|fix|undo|alter)\b|\b(?:can't|cannot|can not) be \w+ed yet\b`,
  r`\bno se (?:puede|pueden) (?:\w+ ){0,3}por (?:este )?(?:chat|telefono|correo)\b|\bno hay nada que (?:yo )?(?:pueda|podamos) (?:hacer|cambiar)\b`,
  r`\b(?:kann|konnen) (?:\w+ ){0,3}nicht (?:per|uber den|im) (?:chat|telefon)\b|\b(?:da )?kann ich (?:leider )?nichts (?:machen|andern|tun)\b`,
  r`\bne (?:peut|peuvent) pas etre (?:\w+ ){0,2}(?:par|via|sur) (?:le )?(?:chat|telephone|e-mail|courriel)\b|\bje ne peux rien (?:y )?(?:faire|changer)\b`,
  r`\bnon (?:puo|possono) essere (?:\w+ ){0,2}(?:via|tramite|in|per) (?:chat|telefono|e-mail)\b|\bnon (?:posso|possiamo) farci (?:niente|nulla)\b`,
  r`\bnao (?:pode|podem) ser (?:\w+ ){0,2}(?:por|pelo|via) (?:chat|telefone|e-mail)\b|\bnao (?:consigo|conseguimos) (?!(?:encontrar|ver|localizar|achar|acessar)\b)\w+|\bnao ha nada que (?:eu )?(?:possa|possamos) (?:fazer|mudar|alterar)\b`,
);
/** A refund barred only within a window is a risk (flags), not a refusal: "can't be refunded within 48 hours". */
export const BARRED_WITHIN_WINDOW = rx(r`\b(?:can't|cannot|can not|won't) be (?:refunded|cancell?ed|changed|undone|reversed|recovered|returned)\b (?:within|after|once|less than|if|inside)\b`);

/** Asks by function, casual and passive: "want me to find another slot", "The order number is
 * needed to proceed", "Could you try another card?". Texting forms are respelt before (TEXTING_FORM). */
export const ASK_CASUAL_OR_PASSIVE = anyOf(
  r`^(?:(?:ok|okay|so|hey|sure|alright),? )?(?:do you |would you |u )?want me to \w+`,
  r`\b(?:the|your) (?:[\w-]+ ){0,2}${INFO_NOUN}s? (?:is|are) (?:needed|required) (?:to|before|for|in order to|so)\b`,
  r`^(?:could|can|would) you (?:please |kindly )?(?:try|use) (?:a|an|another|a different|some other) (?:[\w-]+ )?(?:card|payment method|method|email|address|number|account|date|time|bank|browser|device)\b`,
  r`\bse necesita (?:el|la|su|tu) (?:\w+ ){0,2}(?:numero|codigo|referencia|direccion|correo|fecha)\b|\b(?:die|ihre|der|das) (?:\w+ ){0,2}(?:nummer|adresse|referenz|kennung) wird (?:noch )?benotigt\b|\b(?:le|la|votre) (?:\w+ ){0,2}(?:numero|adresse|reference|code) est (?:necessaire|requise?) pour\b|\b(?:e|sono) necessari[oaie] (?:il|la|lo|i|le) (?:\w+ ){0,2}(?:numero|codice|indirizzo|riferimento)\b|\b(?:o|a|seu|sua) (?:\w+ ){0,2}(?:numero|codigo|endereco|referencia) e necessari[oa]\b`,
);
/** Read-backs by what they do, without "?": "So, I should play X on the kitchen speaker", "I'll
 * recap the booking for you to see if everything is as you want" — and their es/de/fr/it/pt forms. */
export const READ_BACK_UNPUNCTUATED = anyOf(
  r`^(?:(?:ok(?:ay)?|alright|right)[,.]? )?so,? (?:i|we) should \w+`,
  r`\b(?:i'll|i will|let me|i'm going to) (?:recap|summari[sz]e|go over|read back|run through)\b[^.?!]*\b(?:to see|to check|to make sure|to confirm|so (?:that )?you can (?:check|confirm|see))\b`,
  r`^(?:entonces|pues),? (?:debo|deberia) \w+|\b(?:le|te) (?:resumo|recapitulo)\b[^.?!]*\bpara (?:que|ver|comprobar|confirmar)\b`,
  r`^also,? soll ich \w+|\bich fasse\b[^.?!]*\bzusammen\b[^.?!]*\b(?:damit|um)\b`,
  r`^donc,? (?:je dois|je devrais|dois-je) \w+|\bje (?:recapitule|resume)\b[^.?!]*\bpour (?:que|verifier|voir|confirmer)\b`,
  r`^quindi,? (?:devo|dovrei) \w+|\b(?:riepilogo|ricapitolo)\b[^.?!]*\bper (?:verificare|vedere|controllare|confermare)\b`,
  r`^(?:entao|portanto),? (?:devo|deveria) \w+|\b(?:vou )?(?:recapitular|resumir)\b[^.?!]*\bpara (?:confirmar|ver|verificar)\b`,
);
/** Texting forms respelt before the patterns read a sentence ("can u send me", "lmk which week"). */
export const TEXTING_FORM = /\b(?:u|ur|lmk|pls|plz|im(?= (?:unable|not able|not allowed|not permitted) to (?:give|grant|share|disclose|change|approve|provide|release|unlock|reset)\b))\b/gu;
/** chat43: negations as chats write them: Italian "nn" for "non", French without its "ne" ("je peux pas", "j'peux
 * pas", "on peut pas"); the reader's own wording is the written-out one. */
export const CHAT_NEGATION_43 = /\bnn\b|\b(?:je|j'|on|tu) ?(?:peux|peut|pouvons|sais|sait|veux|veut|vais|va|dois|doit|ai|a|suis|est|arrive|arrives)(?= pas\b)/gu;
export const TEXTING_WORDS: Readonly<Record<string, string>> = { u: 'you', ur: 'your', lmk: 'let me know', pls: 'please', plz: 'please', im: "i'm" };
/** Not asking: a one-word "Questions?" before "just reply", and FAQ entries marked "Q:" in the user's voice. */
export const NOT_ASKING_FAQ_OR_CLOSER = local(
  r`^(?:any )?(?:questions|problems|issues|trouble|concerns|feedback|preguntas|dudas|fragen|questions|domande|duvidas|perguntas)\s*\?\s*$|^(?:q|question|frage|pregunta|domanda|pergunta)\s*\d*\s*[:.)-] .*\b(?:i|my|me|yo|mi|ich|mein|je|mon|ma|io|eu|meu|minha)\b`,
);

/** Pieces a request cannot go on without (not a confirmation or a go-ahead, which the agent asks for). */
const MISSING_PIECE = r`(?:[\w-]+ )?(?:number|id|reference|code|address|postcode|document|receipt|proof|invoice|form|signature|details)s?`;

/** Problems stated as plain facts: a missing piece, a conflict, none left, too early, a risk, an
 * incompatibility — in all six languages. */
export const PROBLEM_AS_PLAIN_FACT = anyOf(
  // Missing pieces: "Need the invoice number to …", "The order number is needed to proceed",
  // "we don't have proof of income on file", "the address was incomplete".
  r`^(?:still )?need (?:the|your|a|an) (?:[\w-]+ ){0,2}${MISSING_PIECE}\b`,
  r`\b(?:the|your) (?:[\w-]+ ){0,2}${MISSING_PIECE} (?:is|are) (?:needed|required) (?:to|before|for|in order to)\b`,
  r`\b(?:don't|do not|doesn't|does not) have (?:a |an |any |the |your )?(?:[\w-]+ ){0,3}(?:on file|on record|in (?:the|our) (?:system|records))\b`,
  r`\b(?:was|is|were|are) (?:incomplete|illegible|unreadable)\b`,
  // Conflicts: "have the same PO number", "doesn't fit with", "lists both 4100 and 4150", "I see two
  // Maria Lopez records", "appears twice", "X says A, but the form says B".
  r`\b(?:have|share) the same (?:[\w-]+ ){0,2}(?:number|amount|reference|id|date|total)\b`,
  r`\b(?:doesn't|does not|don't|do not) (?:fit|add up|line up|tally|square)\b`,
  r`\b(?:lists|shows|names|mentions) both [^,;.]{1,25} and\b`,
  r`\b(?:i see|there are|we have|i found|we found|i can see|shows) (?:two|2|three|3|multiple|several) (?:[\w-]+ ){0,3}(?:records|accounts|entries|profiles|bookings|reservations|invoices|matches|employees|customers|patients)\b`,
  r`\b(?:appears|shows up|is listed|was posted|posted) twice\b`,
  r`\b(?:says|shows|lists|states|names|reads|is)\b[^.;?]{1,60}\bbut (?:the|your|our|their|this|that) (?:[\w-]+ ){0,4}(?:says|shows|lists|states|names|reads|has|is with|is for|is on|is under)\b`,
  // None left, too early, locked: "kein Urlaubsanspruch mehr", "can't be refilled yet", "Payroll run locked."
  r`\bno (?:more )?(?:[\w-]+ ){0,2}(?:days|leave|allowance|balance|credit|data|minutes|refills|stock|units|entitlement) (?:left|remaining)\b`,
  r`\b(?:can't|cannot|can not|isn't|is not|aren't|are not) (?:be )?\w+ed yet\b`,
  r`^(?:[\w-]+ ){0,2}(?:period|run|month|quarter|year|ledger|books|payroll)(?: [\w-]+)? (?:locked|closed)\s*[.!]*$`,
  r`\bkein\w* (?:\w+ )?\w*(?:anspruch|guthaben|tage|kontingent)\w* mehr\b`,
  r`\bno (?:te |le |les )?(?:quedan?|queda) (?:mas )?(?:dias|saldo|credito|vacaciones)\b`,
  r`\bil ne (?:vous|te) reste (?:plus|aucun)\b`,
  r`\bnon (?:ti|le|vi) (?:restano|resta|rimangono|rimane) (?:piu )?(?:giorni|ferie|credito)\b`,
  r`\bnao (?:restam|resta|tem mais) (?:\w+ )?(?:dias|ferias|saldo|credito)\b`,
  // Risks and incompatibilities: "would breach policy", "not compatible".
  r`\bwould (?:breach|exceed|forfeit|void|overdraw|put you over)\b`,
  r`\b(?:not|isn't|aren't|in) ?compatible\b`,
  r`\bincompatible\b`,
  r`\bno (?:es|son) compatibles?\b`,
  r`\bnicht kompatibel\b`,
  r`\bn'est pas compatible\b`,
  r`\bnon (?:e|sono) compatibil[ei]\b`,
  r`\bnao (?:e|sao) compative(?:l|is)\b`,
  r`\bno ha sido posible\b`,
  r`\bnon e stato possibile\b`,
  r`\bnao foi possivel\b`,
  r`\bn'a pas ete possible\b`,
  // Held back for want of a piece: "not going to book … without a supporting document".
  r`\b(?:can't|cannot|can not|won't) be (?:refunded|cancell?ed|changed|undone|reversed|recovered|returned)\b (?:within|after|once|less than|inside)\b`,
  r`\b(?:won't|will not|not going to|can't|cannot)\b[^.]{0,60}\bwithout (?:a|an|the|your|any) (?:[\w-]+ ){0,2}(?:document|documentation|proof|approval|receipt|invoice|signature|evidence|calculation|form|id|exception)\b`,
);
/** Words that name a problem only to deny, suppose or explain it, or that refuse on a rule: removed
 * before flag matching ("nothing failed", "If your flight is delayed, …", "not something our
 * system allows", "It is not possible to delete …", "Posted invoices are locked to keep …", "is it
 * paid or unpaid"). */
export const PROBLEM_DENIED_SUPPOSED_OR_RULE = anyOfGlobal(
  r`\bnothing (?:has |have )?(?:failed|went wrong|bounced|broke)\b|\bno (?:errors?|failures?)\b`,
  r`\bnot something (?:our|the|this) (?:system|tool|platform|app|portal) (?:allows|supports|lets)\b|\b(?:system|tool|platform|app|portal) (?:won't|will not|doesn't|does not) (?:let|allow) (?:me|us)\b|\bisn't possible for (?:me|us) to (?:share|give|disclose|reveal|provide|show|send|access)\b|\b(?:it(?:'s| is)|it isn't|that(?:'s| is)) not possible (?:for (?:me|us) )?to (?:delete|edit|modify|undo|reverse|alter|amend|backdate) (?:an?|any) [^,;.]*`,
  r`\b(?:are|is) (?:locked|blocked|frozen|restricted) (?:to (?:keep|protect|prevent|preserve|ensure)|so that|for (?:audit|security|compliance))\b`,
  r`\bor un(?:paid|approved|confirmed|signed|used|available|locked|booked|verified|finished)\b`,
  r`\bcan't be (?:\w+ed) (?:through|via|over) (?:this|the|our) (?:assistant|chat|chatbot|bot)\b`,
);
/** A supposition opening the sentence names no problem of this user's: "If your train is cancelled, …". */
export const SUPPOSITION_OPENING = local(r`^(?:if|in case|should) (?:your|the|a|an|it|this|that|any)\b[^,;]*`);

/** The agent fixing, in the next sentence, the problem the one before reported: "Your account was
 * locked after five failed sign-ins. I've unlocked it" is no flag. */
export const FIXED_IN_NEXT_SENTENCE = /^(?:(?:ok(?:ay)?|good news|no worries)[,!.]* )?(?:i|we)(?:'ve| have)? (?:just |now |already )?(?:unlocked|unblocked|reactivated|restored|unsuspended|unfrozen|fixed|resolved|reset|re-?enabled|cleared|released|lifted) (?:it|them|that|this|your|the)\b/iu;
export const FIXABLE_STATE = /\b(?:locked|blocked|suspended|frozen|disabled|deactivated|expired|stuck)\b/iu;
/** A date in May is no modal verb: "Fri 9 May 20:00" keeps a status line verbless. */
export const MAY_DATE = /\b\d{1,2}(?:st|nd|rd|th)? may\b|\bmay \d{1,2}(?:st|nd|rd|th)?\b/gu;
/** A status line led by its participle and a colon: "Booked: …", "Appt booked: …". */
export const PARTICIPLE_HEADER = /^(?:[^\s:]+ ){0,2}[^\s:]+ed:/u;

// ---------------------------------------------------------------------------------------------
// replies11 (issue 16): the kinds of miss left on the dev sets after the tenth round — offers of
// more help with a generic object, requirements the case does not meet, consequences that leave a
// shortfall or a duplicate, too late to change, a fix that took effect, dates that are not records,
// record verbs in verbless lines, a choice among the user's own items, a timeline told to show a
// conflict, an attributive "non-refundable". Each a kind of sentence, in English, Spanish, German,
// French, Italian and Portuguese (folded). Kept in one block so parallel rounds merge by appending.

/** Offers of more help whose object is generic ("other things", "more for me", "is that
 * everything", "what do you want next"): courtesy closers, not asks. */
export const GENERIC_OFFER_OF_MORE = anyOf(
  r`\b(?:help|assist)(?: you)?(?: out)? with (?:other|more|additional|further|different) (?:things|tasks|matters|stuff|requests|questions|issues|items)\b`,
  r`\b(?:other|more|additional|further|another) (?:things?|tasks?|jobs?|matters?|requests?|questions?) (?:for me|(?:i|we) (?:can|could) (?:help|do|assist))\b`,
  r`\b(?:have|got) (?:any(?:thing)? )?more for me\b|^any ?more (?:you|for you)\b|\b(?:want|like|need) me to do (?:more|any more|anything more|something more)\b`,
  r`^(?:and )?(?:is|was) (?:that|this) everything\b|\bthat everything (?:for|you) (?:today|now|need)\b`,
  r`^(?:(?:so|and|now|okay|ok),? )?(?:can|could|may|shall) (?:i|we) (?:still|also|then) (?:help|assist)(?: you)?\s*[?.!]*$|\bcontinue to (?:try to )?help\b`,
  r`^what (?:do|would) you (?:want|like)(?: me)?(?: to do)? (?:next|now)\s*[?.!]*$|^what(?:'s| is|s)? up next\b|^what can (?:i|we) (?:also )?do (?:also )?to help\b`,
  r`\b(?:ayudar(?:le|te|les)?|ayuda) con otras cosas\b|^(?:¿)?(?:es|seria|sera) todo por hoy\b|^(?:¿)?que (?:quiere|quieres|desea|deseas) hacer (?:ahora|despues|a continuacion)\b`,
  r`\bbei anderen (?:dingen|anliegen|aufgaben|sachen)\b|^ist das alles(?: fur heute)?\s*\?|\bwas (?:mochten|wollen|mochtest|willst) (?:sie|du) als nachstes\b`,
  r`\b(?:aider|aide) (?:pour|avec) d'autres (?:choses|questions|demandes|sujets)\b|^c'est tout pour aujourd'hui\b|^que (?:voulez|souhaitez|veux|souhaites)-(?:vous|tu) faire (?:maintenant|ensuite)\b`,
  r`\b(?:aiutar\w*|aiuto) (?:con|per) altre cose\b|^(?:e|sara) tutto per oggi\b|^cosa (?:vuole|desidera|vuoi|desideri) fare (?:ora|adesso|dopo)\b`,
  r`\b(?:ajudar|ajuda) (?:com|em) outras coisas\b|^e tudo (?:por|para) hoje\b|^o que (?:deseja|quer|gostaria de) fazer (?:agora|a seguir|depois)\b`,
  // lang28: "anything else I can help with" in es/de/fr/it/pt ("¿Hay algo más que pueda ayudarte a encontrar?",
  // "Kann ich Ihnen bei etwas anderem helfen?", "dites-moi si je peux vous aider pour autre chose").
  r`\balgo mas (?:en (?:lo )?que |que )(?:pueda|podamos) ayudar|\bbei etwas anderem helfen\b|\bwenn ich (?:ihnen |dir )?(?:sonst )?noch (?:bei etwas )?helfen kann\b|\bvous aider (?:pour|avec) autre chose\b|\bqualcos'altro (?:che|in cui) (?:posso|possa)\b|\bmais alguma coisa (?:que|em que) (?:eu )?possa\b`,
);
/** A vocative after a closer ("Anything else, pal?"): the question is the clause before it. */
export const VOCATIVE_TAG = local(r`^(?:pal|mate|buddy|friend|my friend|sir|madam|ma'am|dear)\s*[?.!]*$`);

/** A requirement the case does not meet: "…, but furniture needs a street address", "it needs a
 * review with your doctor first". */
export const REQUIREMENT_UNMET = anyOf(
  r`\bbut (?!(?:i|we|you|i'll|we'll|you'll|i'd|we'd|you'd|just)\b)(?:the |your |this |that |a |an |our )?(?:[\w-]+ ){0,3}(?:needs?|requires?|must have|only (?:accepts?|takes?|works? with)) (?:a|an|the|your|at least|proof|approval)\b|\bbut (?:the |your |this |that |our )?(?:[\w-]+ ){0,2}only (?:delivers?|ships?|flies|covers?|serves?|operates?) (?:to|in|within|from)\b`,
  r`\b(?:it|this|that|they|the [\w-]+) (?:needs?|requires?) (?:a |an |the |your )(?:[\w-]+ ){0,4}first\b`,
  r`\bpero (?:el |la |los |las |su |sus )?(?:[\w-]+ ){0,3}(?:necesita|necesitan|requiere|requieren|exige|exigen) (?:un|una|el|la|su)\b|\b(?:necesita|requiere)n? (?:[\w-]+ ){1,4}primero\b`,
  r`\baber (?:[\w-]+ ){0,3}(?:braucht|brauchen|benotigt|benotigen|erfordert|erfordern|verlangt|verlangen) (?:eine?n?|die|den|das|ihre?n?)\b|\b(?:braucht|benotigt|erfordert) (?:[\w-]+ ){1,4}zuerst\b`,
  r`\bmais (?:[\w'-]+ ){0,4}(?:necessitent|necessite|exigent|exige|requierent|requiert|ont besoin|a besoin) (?:d'|de |une? |la |le |l')|\b(?:necessite|exige|faut) (?:[\w'-]+ ){1,4}d'abord\b`,
  r`\bma (?:[\w'-]+ ){0,4}(?:richiede|richiedono|necessita|necessitano|ha bisogno|hanno bisogno) (?:di |d'|un |una |il |la |l')|\b(?:richiede|serve|servono) (?:[\w'-]+ ){1,4}prima\b`,
  r`\bmas (?:[\w-]+ ){0,4}(?:precisa|precisam|exige|exigem|requer|requerem) (?:de |um |uma |o |a )|\b(?:precisa|exige|requer) (?:de )?(?:[\w-]+ ){1,4}primeiro\b`,
);
/** What an action would leave behind: a shortfall ("would leave the ward with only one nurse") or
 * a duplicate ("booking again would give you two tables"). */
export const CONSEQUENCE_SHORTFALL = anyOf(
  r`\bwould (?:leave|put) (?:[\w-]+ ){0,5}with (?:only|just|no|too few|too little|fewer|less)\b|\bwould (?:give|leave) you (?:two|2|duplicate|double|a second) (?:[\w-]+ )?(?:tables?|bookings?|reservations?|appointments?|tickets?|seats?|rooms?|charges?|payments?|subscriptions?|accounts?|policies|policy|orders?)\b|\bwould (?:double[- ]book|duplicate|result in (?:two|duplicate|a double))\b`,
  r`\bdejaria (?:[\w-]+ ){0,5}con (?:solo|solamente|unicamente|apenas) (?:un|una|dos)\b|\btendria(?: usted| entonces)? dos (?:reservas|mesas|citas|habitaciones)\b`,
  r`\bwurde\b(?: [\w-]+){0,6} nur noch (?:ein\w*|zwei)\b|\bhatten sie (?:dann )?zwei (?:buchungen|tische|termine|zimmer)\b`,
  r`\blaisserait (?:[\w'-]+ ){0,5}(?:avec )?(?:qu'une?|seulement|un seul|une seule)\b|\bvous auriez (?:alors )?deux (?:reservations|tables|rendez-vous|chambres)\b`,
  r`\blascerebbe (?:[\w'-]+ ){0,5}con (?:solo|soltanto) (?:un|una|due)\b|\bavrebbe (?:quindi |allora )?due (?:prenotazioni|tavoli|appuntamenti|camere)\b`,
  r`\bdeixaria (?:[\w-]+ ){0,5}com (?:apenas|so|somente) (?:um|uma|dois)\b|\bteria (?:entao )?(?:duas|dois) (?:reservas|mesas|consultas|quartos)\b`,
);
/** Too late to change: "so I can't move it anymore", "ya no es posible", "nicht mehr". */
export const TOO_LATE = anyOf(
  r`\b(?:can't|cannot|can not|couldn't|could not|won't be able to) (?:[\w-]+ ){1,4}(?:anymore|any longer)\b|(?<!\b(?:not|never) |n't )\btoo late (?:to|for)\b`,
  r`(?<!\bno es )\bdemasiado tarde\b|(?<!\bnie )\bzu spat\b|(?<!\bpas )\btrop tard\b|(?<!\bnon e )\btroppo tardi\b|(?<!\bnao e )\btarde demais\b`,
  r`\bya no (?:se )?(?:puede|pueden|puedo|podemos|es posible)\b`,
  r`\b(?:kann|konnen|lasst sich|lassen sich)\b(?: [\w-]+){0,4} nicht mehr (?:\w+ )?(?:andern|umbuchen|stornieren|verschieben|erstatten|zuruckbuchen|bearbeiten|geandert|storniert|verschoben)\b`,
  r`\bne (?:peux|peut|pouvons|peuvent) plus\b|\bn'est plus possible\b`,
  r`\bnon (?:posso|puo|possiamo|si puo) piu\b|\bnon e piu possibile\b`,
  r`\bja nao (?:e possivel|posso|podemos|pode)\b|\bnao (?:e|da) mais (?:possivel|para)\b`,
);
/** A choice among the user's own items asked about, the options named ("Which of your two cards
 * was used — the debit or the credit card?"): the count offers the options, it reports no problem.
 * Removed from such a question before flag matching (OPTIONS_NAMED). */
export const CHOICE_AMONG_COUNTED = anyOfGlobal(
  r`\bwhich (?:one )?of (?:your|the|these|those|their) (?:two|three|four|2|3|4|several|multiple)(?: [\w-]+){0,2}`,
  r`\bcual(?:es)? de (?:sus|tus|las|los|estas|estos) (?:dos|tres|cuatro)(?: [\w-]+){0,2}`,
  r`\bwelche[snmr]? (?:ihrer|deiner|der|dieser) (?:beiden|zwei|drei)(?: [\w-]+){0,2}`,
  r`\b(?:lequel|laquelle|lesquels|lesquelles) (?:de vos|de tes|des|de ces) (?:deux|trois)(?: [\w-]+){0,2}`,
  r`\bqual[ei]? (?:dei|delle|degli)(?: suoi| sue| tuoi| tue)? (?:due|tre)(?: [\w-]+){0,2}`,
  r`\bqua(?:l|is) (?:dos|das|de seus|de suas)(?: seus| suas)? (?:dois|duas|tres)(?: [\w-]+){0,2}`,
);
/** The fix took effect: "Looks like that worked", "the printer is back online". */
export const FIX_TOOK_EFFECT = anyOf(
  r`^(?:(?:it )?looks like |seems like |great,? |good news,? )?(?:that|it|this|the (?:fix|reset|restart|change|update|workaround)) (?:worked|did the trick|fixed it|sorted it)\b(?!\s*\?)`,
  r`\b(?:is|are|'s|'re) (?:now )?back (?:online|up and running|up|to normal|in service|working)\b`,
  r`\b(?:is|are|'s|'re) (?:now )?(?:working|running|syncing|connecting|printing|loading|up and running)(?: (?:normally|properly|fine|as expected))? again\b|\b(?:is|are|'s|'re) (?:now )?(?:working|running|syncing) (?:normally|properly|as expected) now\b`,
  r`\b(?:vuelve|volvio|ha vuelto) a funcionar\b|\besta (?:de nuevo|otra vez) (?:en linea|operativ[oa])\b`,
  r`\b(?:funktioniert|lauft|laufen|funktionieren) (?:jetzt |nun )?wieder\b|\b(?:ist|sind) (?:jetzt |nun )?wieder online\b|\bdas hat (?:funktioniert|geklappt)\b`,
  r`\b(?:fonctionne|fonctionnent|marche|marchent) (?:a nouveau|de nouveau)\b|\b(?:est|sont) (?:a nouveau|de nouveau) en ligne\b|\bca a (?:marche|fonctionne)\b`,
  r`\bfunziona(?:no)? di nuovo\b|\b(?:e|sono) di nuovo online\b|\bha funzionato\b`,
  r`\bvolto?u a funcionar\b|\b(?:esta|estao) (?:novamente|de novo) online\b|\bisso funcionou\b`,
);
/** Dates that are not when a thing was done: the item's own day ("your appt on the 14th is
 * cancelled") and a change that starts next cycle ("from next billing cycle (1 Jul)"). */
export const FUTURE_DATE_MORE = anyOfGlobal(
  r`\b(?:appt|appointment|visit|reservation|booking|table|session|slot|class|consultation|delivery|flight|stay|shift) (?:on|for) (?:the )?\d{1,2}(?:st|nd|rd|th)(?= (?:is|are|has been|have been|'s) )`,
  r`\b(?:from|starting|effective|as of|starting from) (?:the |your )?next (?:billing )?(?:cycle|month|period|week|bill|invoice|statement)(?: \(\d{1,2} [a-z]+\.?\))?`,
);
/** A record verb makes a verbless-looking line a record: "The flight shows as cancelled". */
export const RECORD_SHOWS_AS = anyOf(
  r`\b(?:shows?|showing|appears?|is listed|are listed) as\b`,
  r`\b(?:aparece|aparecen|figura|figuran|consta|constan) como\b|\b(?:erscheint|erscheinen|steht|stehen) als\b|\b(?:apparait|apparaissent|figure|figurent) comme\b|\b(?:risulta|risultano|appare|appaiono) come\b`,
);
/** A timeline told to show a conflict: "…was logged before the item was even delivered". */
export const TIMELINE_CONFLICT = anyOf(
  r`\b(?:before|after) (?:[\w'-]+ ){1,5}(?:was|were|had|has) (?:even|ever|actually) \w+`,
  r`\bantes de que (?:[\w-]+ ){0,5}siquiera\b|\bbevor (?:[\w-]+ ){0,6}uberhaupt\b|\bavant meme (?:que|d')\b|\bprima ancora che\b|\bantes mesmo de\b`,
);
/** "Non-refundable" as a rate's kind ("a non-refundable rate, so cancelling would forfeit …") warns;
 * as a predicate ("Gift cards are non-refundable") it refuses. */
export const NON_REFUNDABLE_KIND = local(r`\b(?:a|an|the|this|that|your) non-?refundable (?:[\w-]+ )?(?:rate|fare|ticket|booking|reservation|room|tariff|deal|option|deposit)\b`);
/** The options named in the same sentence: "… — the debit card or the credit card?". */
export const OPTIONS_NAMED = local(r`\b(?:or|oder|ou|oppure|o)\b`);
/** What names a problem word without stating a problem of this case, removed before flag matching
 * (replies11): a permission kept for a team ("issuing credits above $100 is restricted to the
 * billing team"), an act not permitted as a rule ("deleting another user's account isn't
 * permitted"), the topic of the user's own message ("your complaint about the outage"), and the
 * cause of a change the agent says is no mistake ("went up because the promo ended, not a mistake"). */
export const RULE_OR_TOPIC_NOT_PROBLEM = anyOfGlobal(
  r`\b(?:is|are) (?:restricted|limited|reserved) to (?:the |our |your )?(?:[\w-]+ ){0,3}(?:team|department|staff|admins?|administrators?|owners?|managers?|supervisors?|desk|office)\b`,
  r`\b(?:esta|estan) reservad[oa]s? (?:al|a la|a los) (?:equipo|departamento|personal|administrador\w*)\b|\b(?:ist|sind) (?:dem|der|den) (?:[\w-]+ ){0,2}vorbehalten\b|\b(?:est|sont) reserve(?:e|es|s)? (?:a l'|au |aux )(?:equipe|service|administrateur\w*|responsables?)\b|\b(?:e|sono) riservat[oaie] (?:al|alla|agli|ai) (?:team|reparto|ufficio|amministrator\w*|responsabil\w*)\b|\b(?:e|sao|esta|estao) (?:restrit|reservad)[oa]s? (?:a|ao|aos|as) (?:equipe|equipa|departamento|administrador\w*|setor)\b`,
  r`\b\w+ing (?:[\w'-]+ ){0,4}(?:isn't|is not|aren't|are not) (?:permitted|allowed)\b`,
  r`\bno (?:esta|se) permit(?:ido|e) \w+r\b[^,.;]*|\b(?:das|die) \w+en (?:[\w-]+ ){0,4}(?:ist|sind) nicht (?:erlaubt|gestattet)\b|\bn'est pas (?:permis|autorise) de \w+r\b[^,.;]*|\bnon e (?:permesso|consentito) \w+re\b[^,.;]*|\bnao e permitido \w+r\b[^,.;]*`,
  r`\b(?:your|the) (?:complaint|report|question|query|enquiry|inquiry|message|ticket|case|request|concern) (?:about|regarding|concerning|re) (?:the |your |a |an |this |that )?(?:[\w-]+ ){0,2}[\w-]+`,
  r`\bsu (?:queja|reclamacion|consulta|mensaje) (?:sobre|acerca de|por) (?:el |la |los |las )?(?:[\w-]+ ){0,2}[\w-]+|\bihre (?:beschwerde|anfrage|nachricht|meldung) (?:uber|zu|wegen) (?:den |die |das |dem |der )?(?:[\w-]+ ){0,2}[\w-]+|\bvotre (?:reclamation|plainte|demande|message|question) (?:concernant|au sujet de|sur|a propos de) (?:la |le |l'|les )?(?:[\w'-]+ ){0,2}[\w'-]+|\bil suo (?:reclamo|messaggio|ticket) (?:per|riguardo|su|sul|sulla|relativo a) (?:il |la |l'|lo )?(?:[\w'-]+ ){0,2}[\w'-]+|\bsua (?:reclamacao|mensagem|solicitacao|pergunta) (?:sobre|a respeito de) (?:o |a |os |as )?(?:[\w-]+ ){0,2}[\w-]+`,
  r`\b(?:because|cos|coz|cuz|since|as) [^,.;]{3,60}(?=,? (?:(?:so )?(?:it's |that's |this is |it is |that is )?not (?:a |an )?(?:mistake|error|bug|fault)\b))`,
  r`\b(?:porque|weil|car|perche) [^,.;]{3,60}, (?:no es un error|kein fehler|ce n'est pas une erreur|pas une erreur|non e un errore|nao e um erro)\b`,
);
/** A count stated against what the user asked for: "… — but that order has two blue jackets in
 * different sizes", "pero ese pedido tiene dos chaquetas". */
export const COUNT_AGAINST_REQUEST = anyOf(
  r`\bbut (?:that|the|this|your) (?:[\w-]+ ){0,2}(?:has|have|contains|includes|lists|shows) (?:two|three|2|3|several|multiple) (?:[\w-]+ ){1,4}(?:in|with|under|of) (?:different|distinct|separate)\b`,
  r`\bpero (?:ese|esa|el|la|su|este|esta) (?:[\w-]+ ){0,2}(?:tiene|contiene|incluye) (?:dos|tres|varios|varias) (?:[\w-]+ ){1,4}(?:distint|diferent)[oae]s?\b|\baber (?:diese|die|der|das|ihre|ihr|dieser) (?:[\w-]+ ){0,2}(?:hat|enthalt|umfasst) (?:zwei|drei|mehrere) (?:[\w-]+ ){1,4}(?:verschiedenen|unterschiedlichen)\b|\bmais (?:cette|ce|la|le|votre) (?:[\w-]+ ){0,2}(?:a|contient|comprend) (?:deux|trois|plusieurs) (?:[\w-]+ ){1,4}differente?s\b|\bma (?:quell'|quel |quella |questo |questa |il |la |l'|il suo |la sua )(?:[\w-]+ ){0,2}(?:ha|contiene|include) (?:due|tre|diversi|diverse) (?:[\w-]+ ){1,4}(?:diverse|diversi|differenti)\b|\bmas (?:esse|essa|este|esta|o|a|seu|sua) (?:[\w-]+ ){0,2}(?:tem|contem|inclui) (?:dois|duas|tres|varios|varias) (?:[\w-]+ ){1,4}diferentes\b`,
);

// ---------------------------------------------------------------------------------------------
// replies12 (issue 16): the seventh set's kinds — availability failures stated with "has no"
// and in the other languages, terse booking notifications in es/de/fr/it/pt, hand-offs with an
// adverb or a long receiver, unpunctuated casual questions, teaser openers, casual and impersonal
// refusals in more words, impossibilities of nature that refuse nothing. Each a kind of sentence,
// each in English, Spanish, German, French, Italian and Portuguese (folded) where it exists. Kept
// in one block so parallel rounds merge by appending.

/** Units a booking is made in: what "no … available" is said of. */
const BOOKABLE = r`(?:slots?|appointments?|rooms?|tables?|seats?|places?|spots?|times?|dates?|tickets?|cars?|vehicles?|drivers?|taxis?|cabs?|flights?|trains?|buses|sessions?|beds?|berths?|cabins?|tours?|openings?|availability)`;

/** None left of what could be booked, said as a plain fact: "The salon has no free slots on
 * Saturday", "El restaurante no tiene mesas disponibles", "Il ristorante non ha tavoli liberi",
 * "O hotel não tem quartos livres", "Le cabinet n'a plus de créneaux libres", "they're all gone". */
const NONE_LEFT_TO_BOOK: readonly string[] = [
  r`\b(?:has|have|had) no (?:more )?(?:open|available|free|spare|vacant|remaining) (?:[\w-]+ )?${BOOKABLE}\b`,
  r`\b(?:they(?:'re| are| have|'ve)|(?:the|all the|those) (?:[\w-]+ ){0,2}(?:tickets|seats|rooms|tables|slots|spots|places|passes|cars)(?: are| have)?) all (?:gone|taken|booked(?: up)?|sold)\b`,
  r`\bno (?:tiene|tienen|tenemos|queda|quedan|hay) (?:\w+ )?(?:habitaciones|mesas|plazas|asientos|citas|entradas|billetes|coches|huecos|turnos|horarios|lugares)(?: \w+)? (?:disponibles|libres)\b`,
  r`\b(?:hat|haben) keine (?:freien |verfugbaren )?(?:zimmer|tische|platze|sitzplatze|termine|karten|tickets|wagen|fahrzeuge)\b(?: mehr)? ?(?:frei|verfugbar)?`,
  r`\bn'(?:a|ont|avons) (?:plus|pas|aucune?) (?:de |d')?(?:chambres?|tables?|places?|sieges?|creneaux|rendez-vous|billets|voitures|vehicules)(?: (?:libres?|disponibles?))?\b`,
  r`\bnon (?:ha|hanno|abbiamo|ci sono|c'e) (?:piu )?(?:\w+ )?(?:camere|tavoli|posti|appuntamenti|biglietti|auto|macchine|orari|disponibilita)(?: \w+)? ?(?:liberi|libere|disponibili)?\b`,
  r`\bnao (?:tem|temos|ha|existem|restam) (?:mais )?(?:\w+ )?(?:quartos|mesas|lugares|assentos|vagas|horarios|consultas|bilhetes|carros)(?: \w+)? (?:disponiveis|livres)\b`,
];
/** A shipment that never set out or arrived: "your last 2 orders never left the warehouse". */
const NEVER_SENT_OR_ARRIVED: readonly string[] = [
  r`\bnever (?:left|arrived|reached|got to|made it to|came|went out|was sent|were sent|was dispatched|were dispatched)\b`,
];

/** A risk put as a judgement on what was just said: "…45 minutes, which is tight", "that's cutting
 * it close", "…still off, which leaves it exposed", "lo que es muy justo", "was ziemlich knapp ist",
 * "ce qui est un peu juste", "il che è rischioso", "o que é apertado". */
const RISK_JUDGED: readonly string[] = [
  r`\b(?:which|that|this)(?:'s| is| would be| could be| may be| might be| will be) (?:(?:very|quite|pretty|a bit|rather|really|a little|too) )?(?:tight|risky|cutting it (?:close|fine))\b|\b(?:which|that|this) (?:leaves|puts|would leave|could leave) (?:it|you|them|your [\w-]+(?: [\w-]+)?) (?:exposed|vulnerable|at risk|unprotected|open to)\b`,
  r`\blo que (?:es|resulta) (?:muy |un poco |bastante )?(?:justo|ajustado|arriesgado)\b|\bwas (?:ziemlich |sehr |etwas )?(?:knapp|riskant) (?:ist|wird)\b|\bce qui est (?:un peu |tres |assez )?(?:juste|serre|risque)\b|\bil che (?:e|sarebbe) (?:un po' |molto |piuttosto )?(?:stretto|rischioso|al limite)\b|\bo que (?:e|seria) (?:bem |muito |um pouco )?(?:apertado|arriscado)\b`,
];
/** Still held up, in the other languages ("il pacco risulta ancora bloccato in dogana", "sigue
 * retenido en aduana", "steckt noch beim Zoll fest", "est toujours bloqué", "continua retida"). */
const STILL_HELD_UP: readonly string[] = [
  r`\b(?:ancora|tuttora) (?:bloccat|trattenut|ferm)[oaie]\b|\b(?:sigue|siguen|todavia (?:esta|estan)|aun (?:esta|estan)) (?:retenid|bloquead|atascad|parad)[oa]s?\b|\b(?:steckt|stecken|hangt|hangen) (?:\w+ ){0,3}(?:noch|immer noch) (?:\w+ ){0,3}fest\b|\bnoch (?:immer )?(?:blockiert|gesperrt|festgehalten)\b|\b(?:toujours|encore) (?:bloque|retenu|coince)e?s?\b|\b(?:continua|continuam|ainda (?:esta|estao)) (?:retid|bloquead|parad|pres)[oa]s?\b`,
];
/** None left to book, never sent, a risk judged, still held up, read as one matcher (one prefilter look-up per sentence). */
export const NONE_LEFT_RISK_OR_HELD_UP = anyOf(...NONE_LEFT_TO_BOOK, ...NEVER_SENT_OR_ARRIVED, ...RISK_JUDGED, ...STILL_HELD_UP);

/** Where a notification's noun may stand: opening the line or clause, or after "your"/"the". */
const NOTICE_LEAD = r`(?:^|[:;,.!—–-] |\b(?:su|tu|sus|tus|la|el|las|los|ihre|ihr|deine|dein|die|der|das|votre|vos|ta|ton|le|les|sua|tua|il|lo|a|o|os|as|seu) |\bl')`;
/** A terse notification in es/de/fr/it/pt, verbless or with only "is": "Reserva confirmada.",
 * "Buchung erfolgreich.", "Votre réservation est confirmée.", "Prenotazione effettuata.", "Reserva
 * concluída com sucesso.". Led by the line or clause, or by a definite article or a possessive: "une
 * réservation effectuée via une agence" describes a booking, it reports none. */
export const TERSE_NOTIFICATION = anyOf(
  r`${NOTICE_LEAD}(?:reserva|cita|compra|pago|pedido|billete|entrada|transferencia)s? (?:(?:esta|estan|quedo|quedaron) )?(?:confirmad|realizad|completad|efectuad|registrad|procesad|hech)[oa]s?\b|\b(?:reserva|compra|pago|pedido)s? (?:\w+ )?con exito\b`,
  r`${NOTICE_LEAD}(?:buchung|reservierung|termin|bestellung|zahlung|uberweisung|ticket)s? (?:(?:ist|sind) )?(?:erfolgreich|bestatigt|abgeschlossen|gebucht|eingegangen)\b`,
  r`${NOTICE_LEAD}(?:reservation|commande|paiement|rendez-vous|billet|virement)s? (?:(?:est|sont) )?(?:bien )?(?:confirme|effectue|valide|enregistre|reussi)e?s?\b`,
  r`${NOTICE_LEAD}(?:prenotazione|prenotazioni|ordine|pagamento|appuntamento|biglietto|bonifico) (?:(?:e|sono) )?(?:effettuat|confermat|completat|riuscit|registrat)[oaie]\b`,
  r`${NOTICE_LEAD}(?:reserva|consulta|compra|pagamento|pedido|passagem|bilhete)s? (?:(?:esta|estao|ficou) )?(?:confirmad|concluid|realizad|efetuad|registrad|processad)[oa]s?\b`,
);
/** What keeps a terse notification from reporting: a condition or a wish before it ("Una vez
 * realizada la reserva…", "Sobald die Buchung bestätigt ist", "une fois la réservation confirmée"). */
export const NOTIFICATION_CONDITION_BEFORE = local(
  r`\b(?:una vez|cuando|si|hasta que|sobald|wenn|falls|bis|une fois|des que|quand|si|jusqu'a ce que|una volta|quando|appena|se|finche|assim que|quando|se|ate que|once|if|when|until|unless|before|after)\b`,
);

/** Unpunctuated casual questions, asked by a question word or a choice and a second person:
 * "which size, small or large", "you want the window seat or the aisle", "wann willst du abholen
 * lassen", "tu arrives à quelle heure", "a che ora vuoi arrivare", "a qué hora quieres salir".
 * Read only on a sentence that ends without any stop (response-check.ts). */
export const CASUAL_UNPUNCTUATED_QUESTION = anyOf(
  r`^(?:(?:so|ok|okay|and|hey|hmm|alright|right)[,.]? )?(?:which|what|when|where|what time|how many|how much) (?:[\w'-]+ ){0,3}?(?:(?:do|did|would|will|should|can) )?(?:you|u)\b(?! (?:know|see)\b)`,
  r`^(?:(?:so|ok|okay|and|hey|hmm|alright|right)[,.]? )?(?:which|what) [\w'-]+(?: [\w'-]+)?, [\w'-]+(?: [\w'-]+)? or [\w'-]+(?: [\w'-]+)?$`,
  r`^(?:(?:so|ok|okay|and|hey)[,.]? )?(?:do )?(?:you|u) (?:want|wanna|prefer|need|like) (?!to be\b)[^,;]{1,40}\bor\b`,
  r`^(?:und |also )?(?:von |ab |bis |um |an |fur |mit |in |nach )?(?:wo|wohin|woher|wann|welche[nmrs]?|was|wie ?viele?|wieviel|um wie ?viel uhr)\b(?: \S+){0,2} (?:willst|mochtest|brauchst|hast|bist|kannst|sollst|mochtet|wollt)\b`,
  r`\b(?:tu|vous) (?:veux|voulez|preferes|preferez|pars|partez|arrives|arrivez|as besoin|avez besoin)\b[^,;]{0,30}\b(?:quelle?s?|quand|ou|comment|combien)\b|^(?:a |pour |de )?(?:quelle?s?|quand|ou|comment|combien)\b(?: \S+){0,3} (?:tu|vous|veux|voulez)\b`,
  r`^(?:a |per |da |in |di )?(?:che|quale|quali|quando|dove|come|quanti|quante)\b(?: \S+){0,3} (?:vuoi|preferisci|ti serve|hai bisogno|parti|arrivi|volete|preferite)\b`,
  r`^(?:a |para |de |en |desde )?(?:que|cual|cuales|cuando|donde|como|cuantos|cuantas)\b(?: \S+){0,3} (?:quieres|prefieres|necesitas|vas|sales|llegas|quiere|prefiere|necesita|quereis)\b`,
  r`^(?:a |pra |para |de |em )?(?:que|qual|quais|quando|onde|como|quantos|quantas)\b(?: \S+){0,3} (?:voce|vc|te|quer|prefere|precisa|vai|sai|chega)\b`,
);
/** A teaser opening a fact, no question to the user: "Did you know?", "Wusstest du schon?". */
export const TEASER_QUESTION = local(
  r`^(?:did you know|fun fact|sabias|sabias que|sabia que|wusstest du(?: schon)?|wussten sie(?: schon)?|le saviez-vous|saviez-vous|le savais-tu|lo sapevi|sapevate|voce sabia|sabia)\s*[?:!.]*$`,
);

/** Refusals in casual and impersonal words the lists lack: "im not gonna help with cheating",
 * "No es apropiado que te dé esa información", "Es wäre nicht angemessen, dass ich …", "Il ne
 * serait pas approprié que je …", "Non è appropriato che io fornisca …", "Não é apropriado que eu …". */
export const REFUSAL_MORE_WORDS = anyOf(
  r`\b(?:this|the|that|your) (?:question|request|query|task) (?:cannot|can't|can not) be (?:answered|completed|fulfilled)\b`,
  r`\b(?:esta|esa|la) pregunta no (?:se )?puede (?:ser )?(?:responder|contestar|respondida|contestada)\b|\b(?:diese|die) frage kann nicht beantwortet werden\b|\b(?:cette|la) question ne peut pas (?:etre (?:traitee|repondue)|recevoir de reponse)\b|\b(?:questa|la) domanda non (?:puo|puo ricevere) (?:essere (?:evasa|soddisfatta)|risposta)\b|\b(?:esta|essa|a) pergunta nao pode ser respondida\b`,
  r`\b(?:im|i'm|i am|i) (?:not|never) (?:gonna|going to|gon) (?:help|do|write|make|give|share|tell|send|create|draft|generate|assist|provide|explain)\b`,
  r`\bno (?:es|seria|me parece) (?:apropiado|adecuado|correcto|etico) que (?:yo )?(?:te |le |les |os )?(?:\w+ )?(?:proporcione|de|facilite|comparta|ayude|explique|escriba|de|revele|cuente|diga)\b`,
  r`\b(?:es )?(?:ware|ist) nicht (?:angemessen|angebracht|vertretbar),? (?:dass ich|wenn ich|ihnen|dir)\b`,
  r`\bil (?:ne serait|n'est|ne me semble) pas (?:approprie|convenable|correct|ethique) (?:que je|de (?:vous|te) (?:donner|fournir|expliquer|aider))\b`,
  r`\bnon (?:e|sarebbe|mi sembra) (?:appropriato|opportuno|corretto|etico) che (?:io )?(?:ti |le |vi )?(?:fornisca|dia|spieghi|aiuti|condivida|scriva|riveli|dica)\b`,
  r`\bnao (?:e|seria|me parece) (?:apropriado|adequado|correto|etico) que eu\b`,
);
/** An impossibility of nature, not of this agent: "It is not possible to travel faster than light
 * according to our current understanding of physics", "Non è possibile … secondo la fisica". */
export const IMPOSSIBLE_IN_NATURE = anyOf(
  r`\b(?:according to|under|by|in) (?:[\w-]+ ){0,4}?(?:physics|relativity|thermodynamics|the laws? of (?:physics|nature|motion))\b`,
  r`\bfaster than light\b`,
  r`\b(?:secondo|segun|segundo|selon|nach) (?:la |a |den |der |les )?(?:fisica|physique|physik|ciencia|scienza|science|wissenschaft|leggi|leyes|lois|gesetzen)\b`,
  r`\bpiu veloce della luce\b`,
  r`\bmas rapido que la luz\b`,
  r`\bschneller als (?:das )?licht\b`,
  r`\bplus vite que la lumiere\b`,
  r`\bmais rapido que a luz\b`,
);

// replies13 (issue 16): a booking dated by weekday and date, a count of matches before a choice
// question, a hand-off promised on a condition.

const WEEKDAYS_ALL = r`(?:${WEEKDAYS}|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|lunes|martes|miercoles|jueves|viernes|sabado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedi|martedi|mercoledi|giovedi|venerdi|segunda|terca|quarta|quinta|sexta)(?:-feira)?`;
const MONTHS_OTHER = r`(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|marco|maio|junho|julho|setembro|outubro|dezembro)`;
/** The day a booking is for, named by weekday and date: "for Tuesday 14 May", "for Friday the 3rd",
 * "para el martes 14 de mayo", "für Dienstag, 14. Mai", "pour mardi 14 mai", "per martedì 14
 * maggio", "para terça-feira, 14 de maio". Removed before PAST_TIME: a day ahead, not a record's. */
export const FOR_WEEKDAY_DATE = anyOfGlobal(
  r`\b(?:for|fur|pour|per|para|pra)(?: el| o| a| le| den)? ${WEEKDAYS_ALL},? (?:the |den |el |le |il |o )?\d{1,2}(?:st|nd|rd|th|er|\.)?(?: (?:of |de |di )?(?:${MONTHS}|${MONTHS_OTHER})\b)?`,
);
/** A booking said to stand for a weekday, in the other languages: "Su cita está reservada para el
 * martes…", "Votre rendez-vous est réservé pour mardi…", "A sua consulta está marcada para
 * terça-feira…" (read with FOR_WEEKDAY_DATE's day after it). */
export const BOOKED_FOR_WEEKDAY = anyOf(
  r`\b(?:esta|estan|queda|quedan|quedo) (?:ya )?(?:reservad|confirmad|programad|agendad|fijad)[oa]s? para (?:el )?${WEEKDAYS_ALL}\b`,
  r`\b(?:est|sont) (?:bien )?(?:reserve|confirme|programme|planifie|fixe|prevu)e?s? pour (?:le )?${WEEKDAYS_ALL}\b`,
  r`\b(?:ist|sind) (?:jetzt |nun )?fur (?:den )?${WEEKDAYS_ALL},? (?:den )?\d{1,2}\.? (?:\S+ )?(?:gebucht|reserviert|bestatigt|eingetragen|angesetzt)\b`,
  r`\b(?:e|sono) (?:stat[oaie] )?(?:prenotat|confermat|fissat|programmat)[oaie] per (?:il )?${WEEKDAYS_ALL}\b`,
  r`\b(?:esta|estao|ficou|ficaram) (?:marcad|reservad|confirmad|agendad)[oa]s? (?:para|pra) (?:a |o )?${WEEKDAYS_ALL}\b`,
);

/** Matches found, before the user is asked to choose: "I've found two accounts under that name",
 * "I found multiple matching contacts", "There are two coach companies on that route". */
export const MATCHES_FOUND = anyOf(
  r`\b(?:i|we)(?:'ve| have)? (?:found|see|can see|located|turned up|pulled up)\b|\bthere (?:are|were)\b|\bthere's\b|\b(?:matching|match|matches|named|under (?:that|this|the) name|with (?:that|this|the same) (?:name|surname|email|number|postcode))\b`,
  r`\b(?:he|hemos) encontrado\b|\bhay (?:dos|tres|varios|varias)\b|\bgefunden\b|\bes gibt\b|\bj'ai trouve\b|\bil y a\b|\bho trovato\b|\bci sono\b|\bencontrei\b|\bha (?:duas|dois|tres|varios|varias)\b`,
);
/** A count of things found ("two accounts", "multiple matching contacts", "dos cuentas", "zwei
 * Konten", "deux comptes", "due account", "duas contas"), left out to read what else a sentence flags. */
export const COUNTED_PHRASE = anyOfGlobal(
  r`\b(?:two|three|four|five|several|multiple|more than one|[2-5]|dos|tres|varios|varias|zwei|drei|mehrere|deux|trois|plusieurs|due|diversi|diverse|duas|dois|vários|várias) (?:[\w'-]+ ){0,2}?[\w'-]+(?= |[,.;:?!]|$)`,
);
/** A count of things on offer, not of the user's own records: "two coach companies on that route",
 * "three clinics near you". Put before a choice it is the choice itself, named or not. */
export const OFFERINGS_COUNTED = local(
  r`\b(?:two|three|four|five|several|multiple|[2-5]) (?:[\w-]+ )?(?:companies|operators|providers|vendors|suppliers|clinics|branches|hotels|flights|trains|ferries|coaches|buses|services|routes|restaurants|venues|locations|stores|shops)\b`,
);
/** A count of the user's own records matching what they gave ("two accounts under that email",
 * "multiple matching contacts", "dos cuentas", "zwei Buchungen"): it states the missing piece, so it
 * flags even when the options are then named and a choice is asked (docs/score.md, "Where the
 * signals meet"). */
export const OWN_RECORDS_COUNTED = local(
  r`\b(?:two|three|four|five|several|multiple|more than one|[2-5]|dos|tres|varios|varias|zwei|drei|mehrere|deux|trois|plusieurs|due|tre|diversi|diverse|duas|dois) (?:[\w'-]+ ){0,2}?(?:accounts?|records?|profiles?|bookings?|reservations?|orders?|subscriptions?|contacts?|customers?|entries|users?|employees?|tickets?|policies|claims?|invoices?|payments?|cards?|lines?|addresses|devices?|patients?|members?|cuentas|registros|perfiles|reservas|pedidos|suscripciones|contactos|clientes|tarjetas|facturas|lineas|konten|kundenkonten|datensatze|profile|buchungen|reservierungen|bestellungen|abonnements|kontakte|kunden|karten|rechnungen|comptes|dossiers|profils|commandes|clients|cartes|factures|lignes|conti|profili|prenotazioni|ordini|abbonamenti|contatti|clienti|carte|fatture|linee|contas|perfis|assinaturas|contatos|cartoes|faturas|linhas)\b`,
);
/** What makes a count a problem rather than a choice: duplicates, double billing, a clash. */
export const COUNT_AS_PROBLEM = local(
  r`\b(?:same (?:card|amount|date|day|time|name and)|mismo importe|stesso importo|meme montant|gleichen betrag|mesmo valor|merge|merging|duplicates?|duplicated|twice|double|both (?:active|charged|billed|open)|billed|charged|conflict|conflicting|overlap|overlapping|clash|clashing|instead of one)\b`,
);
/** A choice question: "Which one is yours?", "which do you prefer?", "¿Cuál es la suya?", "Welches
 * meinen Sie?", "Lequel est le vôtre ?", "Quale preferisce?", "Qual é o seu?". */
export const CHOICE_QUESTION = local(
  r`(?:^[¿¡"'\s]*|[,;:—–-] [¿¡]?|\b(?:so|and|but) )(?:which|cual|cuales|welche[snmr]?|lequel|laquelle|lesquels|lesquelles|quel|quelle|quale|quali|qual|quais)\b`,
);

/** A choice word anywhere in a sentence, and a choice asked without "?" ("Let me know which one is yours"). */
export const CHOICE_WORD = local(r`\b(?:which|cual|cuales|welche[snmr]?|lequel|laquelle|lesquels|lesquelles|quale|quali|qual|quais)\b`);
export const LET_ME_KNOW_WHICH = local(r`\b(?:let me know|tell me|confirm|say) which\b|\b(?:dime|digame|indiqueme|sagen sie mir|dites-moi|mi dica|dimmi|me diga|diga-me) (?:cual|welche[snmr]?|lequel|laquelle|quale|qual)\b`);
/** Two options described one by one: "One leaves from the bus station and one from the railway station". */
export const ONE_AND_ONE = local(r`\bone\b[^.;]{0,80}\b(?:and|while|but) (?:one|the other)\b`);

/** A hand-off promised on a condition that follows it, in its own clause: "I'll escalate this if the
 * fix doesn't work by Friday", "…to our claims team if you don't hear back" (not "…, who will call
 * you if they need anything": the receiver's own condition). */
export const CONDITION_AFTER_HANDOFF = local(
  r`^\s*(?:(?!(?:who|they|and|which|he|she|we|you|to (?:see|check|confirm|review))\b)[\w'-]+ ){0,5}?(?:if|unless|in case|should (?:the|it|this|that|you|your)|whenever|wenn|falls|si|se|caso|qualora|au cas ou)\b`,
);
/** A condition opening the sentence before a hand-off: "If it happens again, I'll pass it…", "Wenn
 * der Fehler wieder auftritt, …", "Si le problème revient, …", "Se o problema persistir, …". */
const OPENING_OTHER = r`(?:wenn|falls|sollte|sobald|une fois que|des que|una vez que|en cuanto|una volta che|non appena|assim que|logo que|au cas ou|si (?:le|la|les|el|los|las|ca|cela|vous|tu|il|elle|usted|esto|eso|no|persiste|vuelve)|se (?:o|a|il|la|lo|voce|persistir|persiste|continuar|voltar|ripresenta|dovesse)|caso (?:o|a|voce)|qualora|en caso de que)\b[^,;]*`;
export const CONDITION_OPENING = local(
  r`^(?:(?:if|unless|in case|should (?:the|it|this|that|you|your|anything)|whenever|once (?:we|you|i|they|the|it|this|that|your)|as soon as (?:we|you|i|they|the|it|this|that|your))\b[^,;]*|${OPENING_OTHER})`,
);
/** The same opening in the other languages, removed before flag matching (the English one is
 * SUPPOSITION_OPENING's). */
export const CONDITION_OPENING_OTHER = local(r`^${OPENING_OTHER}`);
/** The hand-off already made: a perfect or past auxiliary at or just before it ("I've escalated…",
 * "has been forwarded"), so a condition after it is about something else. */
export const HANDOFF_DONE = local(
  r`\b(?:i've|i have|we've|we have|has been|have been|'s been|had been|was|were|already|he|hemos|ho|abbiamo|j'ai|nous avons|habe|haben|wurde|wurden|foi|foram|ha sido|han sido|a ete)\b`,
);
// The condition word is looked for first and the promise behind it only there (the same matches
// as the look-behind leading: both assertions hold at the same place): led by the look-behind,
// each position of a sentence walked back up to 80 characters (~2 % of the reader; reader21).
/** The condition of the agent's own promise, which states no problem of the case: "I'll escalate
 * this [if the fix doesn't work by Friday]", "I can refund it [if the parcel hasn't arrived]". */
export const CONDITION_OF_PROMISE = anyOfGlobal(
  r`\b(?=(?:if|unless|in case) )(?<=\b(?:i'll|i will|we'll|we will|i'm going to|we're going to|i can|we can|let me)\b[^,;]{0,80}?)(?:if|unless|in case) [^,;]*`,
);

// replies14 (issue 16): the eighth set's general kinds — casual and terse notices of a thing done,
// a guess that something happened, casual refusals and their near misses, failures and record facts
// told plainly, a cost the action brings, unpunctuated casual questions and rhetorical ones. Kept
// in one block so parallel rounds merge by appending.

/** A casual or terse notice of a thing done the lists lack: "the change is saved", "your new
 * address is saved", "Tu mesa está reservada", "Prenotazione fatta". */
export const DONE_NOTICE_MORE = anyOf(
  r`(?<=^|[—–:;-] )(?:(?:ok|okay|great|perfect|alright|sure|right)[,.!]? )?(?:the|your|ur) (?:[\w-]+ ){0,2}?(?:changes?|address|details|preferences|settings|update|edits?|booking|reservation|seat|order|plan)s? (?:is|are|has been|have been|'s been) (?:now |all )?(?:saved|updated|stored|changed|switched|moved|amended)\b`,
  r`${NOTICE_LEAD}(?:mesa|habitacion|plaza|cita|reserva|entrada)s? (?:ya )?(?:esta|estan|queda|quedan) (?:ya )?(?:reservad|confirmad)[oa]s?\b`,
  r`${NOTICE_LEAD}(?:prenotazione|prenotazioni|ordine|modifica|cambio|pagamento) (?:e )?(?:gia )?fatt[oaie]\b`,
  r`^(?:(?:ok|okay|voila|super|parfait|bon)[,.!]? )?c'est (?:bon,? c'est )?(?:bien |tout )?(?:reserve|confirme|fait|regle|annule|paye)e?s?\b`,
  r`^[✅✔☑]\s*(?:\*\*)?[^*:–—]{1,60}?(?:\*\*)?\s*[–—:-]\s*(?:\*\*)?(?:done|completed|complete|sorted|updated|fixed|applied)\b`,
);
/** A guess that something happened, which reports nothing done: "may have been removed", "must
 * have gone through", "könnte … worden sein". */
export const GUESSED_DONE = anyOf(
  r`\b(?:may|might|could|must|should) (?:already )?have (?:been|gone|got|already)\b`,
  r`\b(?:you'd|you would|it'd|it would|they'd|they would) (?:be|get) (?:automatically )?\w+(?:ed|en)\b`,
  r`\b(?:puede|pudo) (?:que )?haber(?:se)?\b`,
  r`\bpotrebbe essere stat`,
  r`\bpode ter sido\b`,
  r`\baurait pu etre\b`,
);

/** Casual refusals: "nah, not gonna help with that", "yeah no, not doing a fake review", "Não vou
 * escrever uma avaliação falsa", "No voy a escribir eso", "Das mache ich nicht", "Je ne vais pas
 * rédiger ça". Refusal verbs only: "not gonna lie", "not gonna charge you" refuse nothing. */
const REFUSAL_VERB_EN = r`(?:help|do|write|make|create|draft|generate|assist|produce|post|fake|invent|forge)`;
export const CASUAL_REFUSAL = anyOf(
  r`^(?:(?:nah|nope|no|yeah no|sorry|honestly|look|ok|okay|yeah)[,.!]* )*(?:not|never) (?:gonna|going to) ${REFUSAL_VERB_EN}\b`,
  r`^(?:(?:nah|nope|no|yeah no|sorry)[,.!]* )+not (?:doing|writing|making|helping(?: with| you with)?|creating|drafting|posting|generating|faking|inventing) (?:that|this|it|any|a|an|the|one|those|these|fake)\b`,
  r`\bnao vou (?:escrever|fazer|ajudar|criar|redigir|gerar|inventar|publicar|forjar)\b`,
  r`\bno (?:voy|vamos) a (?:escribir|hacer|ayudar|crear|redactar|generar|inventar|publicar|falsificar)\b`,
  r`\b(?:das|so etwas|sowas) (?:mache|tue|schreibe) ich nicht\b|\bich (?:mache|schreibe|erstelle|helfe) (?:das|dabei|so etwas|sowas|keine?n?) nicht\b`,
  r`\bje ne vais pas (?:ecrire|faire|rediger|creer|inventer|aider|publier)\b`,
  r`\bnon (?:scrivero|faro|creero|inventero|ti aiutero)\b`,
);
/** A no-charge promise said casually: "not gonna charge you", read like "I won't charge you". */
export const NOT_GOING_TO = local(r`\b(?:not going|not gonna)\b`);

/** Failures and record facts told plainly, verbless or with a third party as subject: "Payment
 * declined by bank.", "no buses after midnight on that route", "The hotel can't do late checkout
 * on Sundays", "Plus de taxi disponible avant 22h". */
export const FAILURE_TOLD_PLAINLY = anyOf(
  r`\b(?:payment|card|transaction|charge|transfer|top-up|withdrawal)s? (?:was |were |has been |got )?(?:declined|rejected|refused|bounced)\b`,
  r`(?:^|[,;:] )(?:there(?:'s|s| is| are) (?:like |really |basically |just |honestly )?)?no (?:more |further |later |earlier |direct )?${BOOKABLE} (?:after|before|until|past|on|from|at|left|running|today|tonight|tomorrow)\b`,
  r`\b(?:the|that|this) (?:hotel|restaurant|airline|shop|store|clinic|venue|garage|salon|landlord|carrier|courier|airport|station|property|host) (?:can't|cannot|can not) (?:do|offer|allow|accept|take|provide|seat|fit|accommodate|deliver|hold|guarantee)\b`,
  r`\b(?:says?|said|told (?:me|us)|confirmed|replied) (?:that )?(?:they|it|she|he) (?:can't|cant|cannot|can not|don't|dont|doesn't|doesnt|won't|wont) (?:do|offer|allow|accept|take|provide|seat|fit|accommodate|deliver|hold|guarantee|have)\b`,
  r`\b(?:doesn't|does not|doesnt|don't|do not|dont) have (?:anything|any (?:tables?|rooms?|seats?|slots?|availability|space)) (?:for|at|on|available|left|free)\b`,
  r`\b(?:returned to (?:the )?sender|retourne a l'expediteur|devuelto al remitente|an den absender zuruck\w*|rispedito al mittente|restituito al mittente|devolvido ao remetente)\b`,
  r`(?:^|[,;:] )(?:il n'y a )?plus (?:de |d')(?:taxis?|chambres?|places?|tables?|creneaux|billets|vols?|trains?|bus|voitures?|navettes?)(?: \w+)? (?:disponibles?|libres?)\b`,
);
/** A cost the action brings, with its amount: "a one-night cancellation fee of $189 applies",
 * "Moving it to Friday brings a rebooking charge of £25". */
export const COST_OF_ACTION = anyOf(
  r`\b(?:cancell?ation|change|rebooking|amendment|late|no-show|early (?:termination|exit|checkout)|reissue|transfer|penalty|restocking|one-night|one night)(?: [\w-]+)? (?:fee|charge|penalty|surcharge)s? of (?:[$€£]\s?\d|\d[\d.,]* ?(?:eur|usd|gbp|euros?|dollars?|pounds?)\b)`,
);
/** What makes a cost no problem: waived, refunded, none. */
export const COST_WAIVED = local(r`\b(?:no|without|waived?|waiving|refunded|removed|free of|zero|covered)\b`);
/** Phrases that sound like a problem and are none: praise ("couldn't be easier"), a report's name
 * ("a delayed baggage report"), removed before flag matching. */
export const NOT_A_PROBLEM_MORE = anyOfGlobal(
  r`\b(?:couldn't|could not|can't|cannot) be (?:easier|simpler|better|happier|quicker)\b`,
  r`\b(?:delayed|lost|damaged|missing|mishandled) (?:baggage|luggage|bag|item|parcel|package|property) (?:report|claim|form|reference)\b`,
  // A pending state that lets the change through: "The order is still pending, so it will ship to
  // the new address" (not "still pending, so we can't refund it yet").
  r`\b(?:is|are|'s|'re) still (?:pending|processing|unshipped|being (?:prepared|processed|packed))(?=,? (?:so|which means) (?:it|we|i|you|they|the \w+|your \w+)(?:'ll| will| can| still)\b(?!'t| not\b| no longer\b))`,
);

/** Unpunctuated casual questions the replies12 list lacks, the whole sentence short: "whats ur
 * budget roughly", "sure, how many tickets", "ok, what date works". Read only on a sentence that
 * ends without any stop (response-check.ts). */
export const CASUAL_QUESTION_MORE = anyOf(
  r`^(?:(?:so|ok|okay|sure|cool|great|alright|right|and|perfect|nice)[,.!]? )?(?:what's|whats|what is|how many|how much|which|what) (?:[\w'-]+ ){0,2}?(?:ur|your)\b(?:[\w' -]{0,30})$`,
  r`^(?:(?:so|ok|okay|sure|cool|great|alright|right|and|perfect|nice)[,.!]? )?(?:how many|how much|what|which|what time|when|where)(?! (?:a|an)\b) [\w'-]+(?: [\w'-]+){0,2}$`,
  r`^(?:qual|quais) (?:e |eh )?(?:o |a |os |as )?(?:seu|sua|teu|tua|seus|suas)\b|^(?:cual|cuales) (?:es|son) (?:tu|su|tus|sus)\b|^(?:qual e|quale e|qual'e|quali sono) (?:il tuo|la tua|il suo|la sua|i tuoi|le tue)\b|^(?:c'est )?quoi (?:ton|ta|tes|votre|vos)\b|^(?:quel|quelle|quels|quelles) (?:est|sont) (?:ton|ta|tes|votre|vos)\b|^(?:wie|was) (?:ist|sind) (?:dein|deine|ihr|ihre)\b`,
  r`(?:^|, )(?:soll ich|sollen wir|magst du|willst du|mochtest du|quieres que|vuoi che|tu veux que|voulez-vous que|quer que|queres que)\b`,
);
/** Rhetorical questions that ask nothing: "Who doesn't love a window seat?", "Did you know you can
 * add a bag online?", "Who wouldn't want an extra hour in bed?". */
export const RHETORICAL_MORE = anyOf(
  r`^who (?:doesn't|does not|don't|wouldn't|would not|didn't) (?:love|like|want|enjoy|need|appreciate)\b`,
  r`^(?:(?:tip|note|pro tip|fun fact|psst)\s*:\s*)?did you know (?:that )?(?:you|there|it|we|our|the|your)\b`,
);

// replies15 (issue 16): the misses left after replies14 — a past refusal of this request on a
// refusal's ground, conditional instructions in es/it/pt/fr/de, the request passed to another party,
// and the wizard's failure notices in words the lists lack. Kept in one block so parallel rounds merge
// by appending.

/** A first-person past "could not": "I couldn't", "we weren't able to", "no pude", "ich konnte … nicht",
 * "je n'ai pas pu", "non ho potuto", "não pude". Not before a verb of reaching or finding ("I couldn't
 * reach the airline" reports a failure) or an idiom ("couldn't be happier", "couldn't agree more"). */
const PAST_COULD_NOT = r`(?:\b(?:i|we)(?: really| unfortunately| just| simply| sadly| honestly)? (?:couldn't|could not|wasn't able to|was not able to|weren't able to|were not able to|was unable to|were unable to)|^(?:(?:sorry|unfortunately|afraid|no)[,.!]? )*(?:couldn't|could not|wasn't able to|was unable to))(?! (?:be|agree|help but|have|reach|contact|find|locate|get through|get hold|connect|load|open|see|hear|retrieve|verify|trace|match|log|sign|track|pull up|look up)\b)|\bno (?:pude|pudimos|me fue posible|nos fue posible)\b|\b(?:ich|wir) (?:konnte|konnten)\b(?: \S+){0,5}? nicht\b|\b(?:konnte|konnten) (?:ich|wir)\b(?: \S+){0,5}? nicht\b|\b(?:je|nous) n'(?:ai|avons) pas pu\b|\bil ne m'a pas ete possible\b|\bnon (?:ho|abbiamo) potuto\b|\bnon mi e stato possibile\b|\bnao (?:pude|pudemos)\b|\bnao me foi possivel\b`;
/** A refusal's general ground (docs/score.md, "Where the signals meet"): a policy, the law, harm,
 * privacy, honesty — not a fact of this request. */
const GENERAL_GROUND = r`(?:\bagainst (?:[\w-]+ ){0,2}(?:polic(?:y|ies)|rules|guidelines|terms|principles|regulations|the law)\b|\b(?:our|company|store|privacy|data protection|security) polic(?:y|ies)\b|\bfor (?:privacy|safety|security|legal|ethical|compliance|data protection) reasons\b|\b(?:illegal|unlawful|unethical|dishonest|harmful|unsafe|dangerous|inappropriate|prohibited|forbidden)\b|\bnot (?:allowed|permitted)\b|\bviolat(?:e|es|ed|ing|ion)\b|\bbreach(?:es|ed|ing)?\b|\b(?:en contra de|contra) (?:[\w-]+ ){0,2}(?:politica|politicas|normas?|reglas?|directrices|ley)\b|\bilegal\b|\bgegen (?:[\w-]+ ){0,2}(?:richtlinien|regeln|bestimmungen|vorschriften|nutzungsbedingungen|gesetze?)\b|\b(?:rechtswidrig|verboten|unzulassig)\b|\bcontraire (?:a|aux) (?:[\w'-]+ ){0,2}(?:politique|regles|conditions|loi)\b|\b(?:illegale?|interdite?)\b|\bcontro (?:la|le) (?:[\w-]+ ){0,2}(?:politica|regole|norme|linee guida|legge)\b|\bvietato\b|\bcontra (?:a|as) (?:[\w-]+ ){0,2}(?:politica|regras|normas|diretrizes|lei)\b|\bproibido\b)`;
/** The ground of a refusal: a general one, or what doing it would bring ("as it would …"). */
const REFUSAL_GROUND = r`(?:${GENERAL_GROUND}|\b(?:as|because|since|given that|seeing as) (?:it|that|this|doing so|doing that) would\b(?! have\b)|\bporque (?:seria|supondria|iria)\b|\bda (?:es|das|dies) \w+ (?:wurde|ware)\b|\bcar (?:cela|ce|ca) (?:serait|irait)\b|\bperche (?:sarebbe|andrebbe)\b|\bporque (?:seria|iria)\b)`;
/** A past refusal of this request with its ground: "I couldn't do that for you — it's against
 * policy", "I wasn't able to process that as it would breach our terms", "No pude hacerlo porque va en
 * contra de nuestra política", or the ground first ("That's against our policy, so I couldn't …"). */
export const PAST_REFUSAL = anyOf(
  r`(?:${PAST_COULD_NOT})[^.?!]{0,100}?${REFUSAL_GROUND}`,
  r`${GENERAL_GROUND}[^.?!]{0,60}?\b(?:so|which is why|that's why|and|hence) (?:${PAST_COULD_NOT})`,
);
/** The general ground alone: with it, the past "could not" is the refusal, not a failure to flag. */
export const REFUSAL_GENERAL_GROUND = local(GENERAL_GROUND);
/** The past "could not" itself, removed before flag matching when its ground is general. */
export const PAST_COULD_NOT_SPAN = anyOfGlobal(PAST_COULD_NOT);

/** A conditional instruction: what the user can do themselves if they like, not a question ("Se
 * vuoi, puoi annullare dall'app", "Si quieres, puedes cambiarlo en la web", "Si vous le souhaitez,
 * vous pouvez…", "Wenn Sie möchten, können Sie …", "Se preferir, você pode …"). Not when what they
 * can do is tell or send the agent something ("Se vuoi, puoi dirmi il numero"). Read only on a
 * sentence that does not end in "?". */
export const CONDITIONAL_INSTRUCTION = anyOf(
  r`^(?:(?:ok|okay|vale|va bene|d'accord|gut|claro|certo|perfetto|perfecto|parfait)[,.!]? )?(?:se (?:vuoi|preferisci|desideri|lo desideri|ti va|vuole|preferisce|desidera|lo desidera|quiser|preferir|desejar|achar melhor)|si (?:quieres|lo prefieres|prefieres|lo deseas|deseas|lo desea|desea|prefiere|lo prefiere|quiere|vous (?:le )?(?:souhaitez|voulez|preferez)|tu (?:le )?(?:veux|souhaites|preferes))|(?:wenn|falls) (?:sie|du) (?:mochten|mochtest|wollen|willst|es wunschen|lieber mochten))\b,? (?:(?:tambien|anche|aussi|auch|tambem|ya|gia|dann|ahora|ora|agora|sempre|siempre|toujours|jederzeit) )?(?:puoi|potete|puo|puedes|puede|pueden|podeis|vous pouvez|tu peux|pode|podes|voce pode|voces podem|konnen sie|kannst du)\b(?! (?:(?:anche|tambien|aussi|auch|tambem|gia|ya) )?(?:(?:mir|uns|me|nous|nos)\b|m'|dirmi|dirci|mandarmi|mandarci|inviarmi|inviarci|scrivermi|scriverci|indicarmi|decirme|decirnos|enviarme|enviarnos|mandarme|indicarme|escribirme|confirmarme|me dire|nous dire|m'envoyer|nous envoyer|m'indiquer|me confirmer|me dizer|nos dizer|me enviar|nos enviar|me mandar|me informar|mir sagen|uns sagen|mir schicken|uns schicken|mir mitteilen|uns mitteilen)\b)`,
);

/** "Vous pouvez me dire …", "Sie können mir … schicken", "pode me dizer …": a request put as what the
 * user can tell or send the agent, said without "?" (the it/es forms, "puoi dirmi", already ask); not
 * the courtesy "vous pouvez me dire si vous avez besoin d'autre chose". */
export const CAN_TELL_ME = anyOf(
  r`(?:^|, )(?:vous pouvez|tu peux|vous pourriez|tu pourrais) (?:me |m'|nous )(?:dire|envoyer|indiquer|confirmer|preciser|communiquer|transmettre|donner|faire savoir)\b(?!,? (?:si|s'il|quand|lorsque)\b)`,
  r`(?:^|, )(?:sie konnen|du kannst|konnen sie|kannst du) (?:mir|uns) (?:[\w-]+ ){0,4}?(?:sagen|schicken|senden|mitteilen|nennen|geben|bestatigen|durchgeben)\b(?!,? (?:ob|wenn|falls|sobald)\b)`,
  r`(?:^|, )(?:voce pode|pode|podes|voce poderia) (?:me|nos) (?:dizer|enviar|mandar|informar|passar|confirmar|indicar)\b(?!,? (?:se|caso|quando)\b)`,
);

/** The request passed to another party (replies15): "I have passed your request for a late check-in
 * to the hotel reception", "Your request has been passed to the hotel, who will contact you", "I've
 * relayed your question to the restaurant manager". The thing passed is the user's request or
 * message, never a document ("I've forwarded the receipt to your email"). */
const PASSED_REQUEST = r`(?:(?:your|this) (?:[\w-]+ ){0,2}?(?:request|question|query|complaint|enquiry|inquiry|case|ticket|concern|feedback|issue|message|note|matter)s?|the (?:request|case|issue|complaint|matter|query))`;
const RECEIVING_PARTY = r`(?:(?:a|an|the|our|my|your|one of our)\s+)?(?:[\w'-]+\s+){0,3}?(?:hotel|restaurant|property|host|hosts|landlord|venue|airline|clinic|practice|surgery|garage|salon|shop|store|seller|merchant|supplier|vendor|organi[sz]ers?|owner|owners|front desk|reception|receptionist|concierge|manager|management|team|department|desk|staff|office|colleagues?|specialists?|supervisor|chef|kitchen|housekeeping|maintenance|operator|agency|partner)\b`;
export const HANDOFF_REQUEST_PASSED: PatternList = listOf(
  rx(r`\b(?:passed|passing|forwarded|forwarding|relayed|relaying|sent|sending|handed|referred|escalated|transferred|given|raised) ${PASSED_REQUEST}(?: (?:for|about|regarding|re|on|concerning) [^.;,]{1,50}?)? (?:(?:on|along|over|across|through)\s+)?(?:to|with)\s+${RECEIVING_PARTY}`),
  rx(r`\b(?:passed|relayed|handed|referred|escalated) (?:it|this|that) (?:(?:on|along|over|across)\s+)?to\s+${RECEIVING_PARTY}`),
  rx(r`\b(?:request|question|query|complaint|enquiry|inquiry|case|ticket|concern|feedback|issue|message|note|matter)s?\b(?: (?:for|about|regarding|concerning) [^.;,]{1,50}?)? (?:(?:has|have|'s) (?:now |just |also |already )?been|was|were) (?:passed(?: on| along)?|forwarded|relayed|sent(?: on| over)?|handed over|referred|escalated|transferred|given) (?:on )?to\s+${RECEIVING_PARTY}`),
  rx(r`\b(?:ihre?n?|dein\w*|das|dies) (?:anliegen|anfrage|bitte|nachricht|frage|beschwerde|wunsch)\b(?: \S+){0,4} an (?:die|das|den|unser\w*) (?:\w+ )?(?:rezeption|hotel|restaurant|vermieter\w*|gastgeber\w*|hausverwaltung|verwaltung|kuche|abteilung|team|buro)\w* (?:weitergeleitet|weitergegeben|ubermittelt)\b`),
);

/** Failure notices of task dialogue in words the lists lack (replies15; the kinds MultiWOZ's wizards
 * use for "no booking" and "no match", sentences written here): a place full or taken ("They're
 * full at that time", "booked solid", "that one's taken", "no openings"), a search that returned
 * nothing ("My search didn't return anything", "zero results", "nothing shows up", "not in our
 * database", "None fit that description"), a service that does not run ("No trains run that early",
 * "There isn't one that leaves that late"), a third party that cannot take the booking ("They can't
 * take 8 people then"), a booking refused, "that's not going to work", "Not for that many nights". */
const FULL_SUBJECT = r`(?:they|it|that|this|that one|this one|the (?:[\w-]+ ){0,2}?(?:hotel|restaurant|guest ?house|place|venue|train|flight|bus|room|rooms|slot|time|table|tables|one|day|date|dates|night|nights|show|tour|class|session|car|taxi))`;
export const WIZARD_FAILURE_MORE = anyOf(
  r`\b${FULL_SUBJECT}(?:'re|'s| is| are| was| were) (?:already |now |unfortunately |sadly |completely |totally |fully |all )?(?:full|booked solid|booked up|booked out|sold out|fully booked|taken|at capacity)\b(?! (?:name|refund|amount|price|details|address|access|list|year|month|range|version|report|payment|balance|board|breakfast|day|week|care|into|over|off|out|from|away|back|up|of|with|by you|\d)\w*\b)`,
  r`\beverything(?:'s| is| was) (?:already |now )?(?:full|sold out|taken|booked up|booked solid)\b`,
  r`\bno (?:openings?|vacanc(?:y|ies)|free (?:rooms?|tables?|slots?|spaces?|places?|seats?)|(?:rooms?|tables?|seats?|slots?|spaces?|places?|tickets?) (?:left|free|open|remaining))\b`,
  r`(?:^|[,;:] |\b(?:alas|sadly|unfortunately|sorry|afraid|regrettably)\b,? )nothing (?:is |was )?(?:available|open|free|left|bookable)\b|\b(?:has|have|had) nothing (?:at|for|on|available|left|open|free|that)\b`,
  r`\b(?:search(?:es)?|query|lookup|look-up|system|database)\b[^.]{0,20}?\b(?:didn't|did not|doesn't|does not|won't|isn't|is not|wasn't|was not) (?:return|bring|show|find|turn|give|pull)(?:ing)?(?: up| back)?(?: me)? (?:anything|any (?:[\w-]+ )?(?:results?|matches|options|hits|listings|entries)|results?)\b`,
  r`\b(?:i|we) (?:show|see|have|find|found|got|get|am getting|'m getting|am seeing|'m seeing|am showing|'m showing) (?:no|zero) (?:entries|listings|results|matches|records|hits)\b|\b(?:turned|turns|turning) up nothing\b|\bfound nothing\b(?! (?:wrong|unusual|suspicious|amiss|out of|to worry|of concern)\b)`,
  r`\b(?:zero|0) (?:results|matches|hits|listings|entries|options)\b|^(?:(?:sorry|unfortunately|alas|sadly)[,.!]? )*no (?:listings?|entries|results|matches|records|hits) (?:for|of|matching|with|like|in|on)\b`,
  r`\b(?:nothing|no (?:results?|matches|listings|entries|records))(?: is| are| has| have)? (?:shows?|showing|showed|comes?|coming|came|pops?|popping|popped|turned|turns) up\b|\bnothing (?:is |was )?showing\b|\b(?:coming|come|comes) up (?:empty|short|blank|dry)\b|\bcame up (?:short|blank|dry|empty)\b`,
  r`\b(?:isn't|is not|aren't|are not|'m not|am not|wasn't|was not) (?:showing|bringing up|returning|pulling up|finding|seeing) (?:me )?(?:anything|any (?:[\w-]+ )?(?:results?|matches|options|listings|entries|availability))\b`,
  r`\bnone (?:of them |of those |of these )?(?:fit|fits|match|matches|meet|meets|suit|suits|satisfy|satisfies) (?:that|those|this|these|your|the|all)\b|^(?:(?:nope|no|sorry|unfortunately|alas)[,.!]? )*nothing (?:like that|of the sort|of that kind|similar|that fits|that matches|matching)\b`,
  r`\b(?:isn't|is not|doesn't appear to be|does not appear to be|doesn't seem to be|does not seem to be) (?:listed )?in (?:our|the|my) (?:system|database|records|listings?)\b|\bno such (?:[\w-]+ ){0,2}?(?:exists?|in (?:our|the|my) (?:system|database|records|list|listings))\b|\b(?:records?|system|database|listings?) (?:show|shows|has|have|lists?) no (?:such|record|entry|listing|match)\b`,
  r`\b(?:trains?|bus(?:es)?|flights?|ferr(?:y|ies)|shuttles?|coach(?:es)?|trams?|it|they|that one|this one)\b (?:[\w-]+ ){0,4}?(?:does not|doesn't|do not|don't|won't|will not|isn't|aren't|is not|are not) (?:run|operate|depart|leave|fly|running|operating|departing|leaving|flying)\b(?! (?:until|till)\b)|\bno (?:trains?|buses|flights|ferries|coaches|services|taxis|trams) (?:run|runs|operate|operates|leave|leaves|depart|departs|go|goes|arrive|arrives|fly|flies|are running|are operating)\b`,
  r`\bthere (?:isn't|is not|aren't|are not|wasn't|weren't) (?:one|any|a (?:[\w-]+ )?(?:train|bus|flight|ferry|coach|taxi)|an? [\w-]+) (?:that|which) (?:leaves?|arrives?|departs?|gets? in|runs?|fits?|matches?|meets?)\b`,
  r`\b(?:doesn't|does not|don't|do not|didn't|did not) have (?:any )?(?:rooms?|tables?|seats?|tickets?|slots?|spaces?|places?|openings?|availability|vacanc(?:y|ies)|trains?|buses|flights)(?: [\w-]+)? (?:available|free|left|open|then|at|on|that late|that early|those|this)\b`,
  r`\b(?:they|it|the (?:[\w-]+ ){0,2}?(?:hotel|restaurant|guest ?house|venue|place|property|airline|kitchen))(?: can't| cannot| can not| couldn't| could not| are unable to| is unable to| were unable to| was unable to| aren't able to| isn't able to) (?:take|fit|seat|accommodate|host|hold) (?:\d+|you|your|a|an|that|those|the|parties|groups|more)\b`,
  r`\b(?:was|were|has been|have been|got) refused\b|\b(?:that|it|this|that one|this one)(?:'s| is|'s just| just) not going to work\b|\b(?:that|it|this) (?:isn't|is not) going to work\b`,
  r`^(?:(?:sorry|unfortunately|afraid|no|nope)[,.!]? )*not (?:for|at|on|in|with) (?:that|those|this|these) (?:many |much )?[\w-]+`,
  // What was asked for, answered with a bare "no … ones": "No cheap ones, I'm afraid."
  r`^(?:(?:sorry|unfortunately|afraid|nope)[,.!]? )*no (?:[\w-]+ ){1,2}?ones\b`,
  // Only one left where more was asked for, said as the answer: "The only one left is at 10:00", "the
  // only available table they have is at 11:30", "Just the one time slot" (not a remark after a booking
  // made: "I've booked you in, but I should mention the only slot left this week is at 7:15").
  r`(?:^|[,;:] |\b(?:sorry|unfortunately|afraid|but|sadly)\b,? )the only (?:available |remaining |free |open )?(?:[\w-]+ ){0,2}?(?:tables?|rooms?|slots?|times?|seats?|ones?|options?|trains?|flights?|bus|appointments?|openings?|dates?|days?|availability)(?: (?:left|available|remaining|open|free))?(?: (?:they|we|i|it) (?:have|has|had|could find|can find|found|can offer|could offer))?(?: left)? (?:is|are|was|were|left)\b|\bjust the one (?:[\w-]+ ){0,2}?(?:slot|time|table|room|seat|train|flight|option|opening|one)\b|(?:^|[,;:] )only (?:one|1) (?:[\w-]+ ){0,2}?(?:is|was) (?:still )?(?:available|left|free|open)\b`,
);

/** A booking told in the past tense ("was booked", "were reserved"): with a past date, a record of when
 * it was made, not this reply's action (response-check.ts, withoutDatedRecord). */
export const WAS_BOOKED = local(r`\b(?:was|were) (?:already |originally |first |previously )?(?:booked|rebooked|reserved|scheduled|rescheduled|purchased|bought|placed|ordered|arranged|paid)\b`);

// replies16 (issue 16): the ninth set's general kinds — subjectless and first-person-past notices of
// a thing done (and other languages' perfects), a problem told as a plain state, a limit of this
// request, a risk or cost before a confirmation, casual "nope, cant …", a gate waiting on the user
// ("can't … until"), a request passed on for approval or review, and questions the agent answers
// itself. Kept in one block so parallel rounds merge by appending.

/** Verbs a terse report leads with that EN_DONE_VERB lacks (devops and admin work). */
const DONE_VERB_16 = r`(?:scaled(?: (?:up|down))?|pushed|ran|installed|reinstalled|reloaded|rotated|freed|compressed|re-?enrolled|matched|rebooted|purged|flushed|drained|cordoned|tagged|published|provisioned|spun up|tore down|re-?indexed|rebuilt|patched|bumped|put)`;
/** A notice of a thing done the lists lack: subjectless ("Scaled the pool to 8 replicas", "Got it,
 * cancelled your 3pm", "2. Renewed the cert"), "I ran the backfill", "Timer set for 10 minutes" (not
 * "Playing X on the kitchen speaker", which SGD labels no action done),
 * "lights off in the hall", "ok done 👍", "Hotfix is live", other languages' perfects ("He
 * ejecutado…", "Ho riavviato…", "Fiz o deploy", "Erledigt"). Read through standingNotice. */
export const DONE_NOTICE_16 = anyOf(
  r`^(?:(?:ok|okay|got it|sure|sure thing|alright|right|all good|yep|np)[,.!—–-]* )*(?:\d+[.)] |[-*•] |step \d+ [—–:-] |(?:✅|✔|☑)\ufe0f? |:(?:white_check_mark|heavy_check_mark|ballot_box_with_check): )?(?:just |also |then )?(?:${EN_DONE_VERB}|${DONE_VERB_16}) (?:the|your|ur|a|an|it|them|all|both|\d|\$|£|€|his|her|their|our|my|up|out|back|over|everything|that|this|those|these|pr|#)`,
  r`\bi (?:just |also |then |already )?(?:ran|re-?ran|scaled|pushed|installed|reloaded|rotated|freed|compressed|matched) (?:the|your|a|an|all|both|it|them|\d)\b`,
  r`\bi (?:just |also )?put (?:the |your |it |them |\$|£|€|\d)[^,;.]{0,24}? back\b`,
  r`^(?:(?:ok|okay|done|sure)[,.!]? )?(?:(?:a|your|the) )?(?:[\w-]+ )?(?:timer|alarm|reminder)s? (?:is |has been )?(?:now )?set (?:for|to)\b`,
  r`^(?:(?:ok|okay|done)[,.!]? )?(?:the |all (?:the )?)?(?:[\w-]+ )?lights? (?:are |is )?(?:now )?(?:off|on|dimmed)\b(?! (?:when|if|at|until|after|before|from)\b)`,
  r`\b(?:thermostat|heating|temperature|volume|brightness)(?:'s| is)? (?:now )?(?:set )?(?:at|to) \d+\S*(?: degrees)? now\b`,
  r`^(?:(?:ok|okay|yep|yup|sure|alright|all|great|right)[,.!]? )*(?:done|all done|erledigt|alles erledigt|hecho|listo|fatto|c'est fait|feito)[^\w]*$`,
  r`^(?:the |our |your )?(?:hot ?fix|fix|patch|release|changes?|deploy(?:ment)?|update|new version|new build|build|v\d[\w.-]*|version [\w.-]+)(?: [\w.-]+){0,2} (?:is|are|'s|went) (?:now )?live\b`,
  r`^(?:the |your )?(?:[\w./-]+ ){1,3}(?:re-?enabled|enabled|disabled|restarted|rebooted|redeployed|rolled back|reverted|renewed|rotated|scaled (?:up|down|to \d+)|paused|resumed|reloaded|purged|flushed|unfrozen)(?=[,;.!]|$)`,
  r`\b(?:your|the) (?:[\w-]+ ){0,2}(?:card|account|policy|subscription|plan|membership|contract|mandate)s?(?: ending (?:in )?\d+)? (?:is|are) now (?:frozen|unfrozen|unlocked|cancell?ed|activated|deactivated|active|paused|enabled|disabled)\b`,
  r`\b(?:your|the) (?:[\w-]+ ){0,2}(?:policy|subscription|plan|membership|contract|mandate|account)s? (?:is|are|has been|have been) (?:now )?(?:cancell?ed|terminated|closed|stopped|paused) (?:from|as of|effective|with effect from|starting)\b`,
  r`\b(?:he|hemos|le he|le hemos|te he|les he|les hemos|lo he|la he|los he|las he|lo hemos|la hemos) (?!intentado|tratado|pensado|visto|notado|leido|recibido|entendido|podido|querido|sido|estado|tenido|oido|sabido|encontrado|preguntado|revisado|comprobado|mirado|consultado|pasado|escalado|derivado|remitido|transferido|llamado|dicho|hablado|buscado|olvidado|necesitado)(?:[a-z]+ado|[a-z]+ido|devuelto|hecho|puesto|abierto|escrito|resuelto)\b`,
  r`\b(?:ho|abbiamo|le ho|gli ho|ti ho|vi ho|l'ho|l'abbiamo) (?!provato|cercato|pensato|visto|notato|letto|ricevuto|capito|potuto|voluto|dovuto|avuto|sentito|trovato|chiesto|controllato|verificato|guardato|passato|inoltrato|girato|trasferito|parlato|detto|chiamato|dimenticato)(?:[a-z]+ato|[a-z]+uto|[a-z]+ito|fatto|messo|aperto|scritto|chiuso|preso|rimosso|spento|acceso)\b`,
  r`\bfiz (?:o|a|os|as|um|uma) (?!pergunta|favor)\w+`,
  r`\b(?:foi|foram) (?:[a-z]+ad[oa]s?|[a-z]+id[oa]s?|pag[oa]s?|feit[oa]s?|entregues?) com sucesso\b`,
  r`\bj'ai fait (?:un|une|le|la|les) (?!erreur|demande|recherche|point|essai)\w+`,
  r`\b(?:habe ich|haben wir) (?:\w+ )?erledigt\b`,
  r`^(?!.*\b(?:nicht|kein\w*|noch|wird|werden|wurde|wurden|ist|sind|war|waren|hat|haben|im|am|seit|soll|sollte|muss|bitte|wenn|falls)\b)(?:den|die|das|der|ein|eine|einen|alle|ihre?n?|neue[nrs]?|rechnung|zahlungserinnerung)\b[^;:?]{0,80} (?:angelegt|verschickt|versendet|gesendet|geschickt|erstellt|gebucht|storniert|geloscht|aktualisiert|eingerichtet|uberwiesen|bezahlt|geandert|hinzugefugt|entfernt|neu gestartet|deployt|zuruckgesetzt|entsperrt|freigeschaltet|aktiviert|deaktiviert|eingetragen|hochgeladen)[.!]?$`,
);

/** A problem told as a plain state, a limit of this request, a risk before a confirmation: "the
 * webhook returned 500", "CI is red", "Low battery (9%)", "the disk is nearly full", "plan shows 2
 * resources to destroy", "over the $5,000 daily limit", "lag … and climbing", "I see two visits". */
export const PROBLEM_AS_STATE_16 = anyOf(
  r`\b(?:returned|returning|returns|threw|throwing|throws|gave|giving|got|getting) (?:an? |back )?(?:http |status )?(?:[45]\d\d|5xx|4xx)s?\b(?! (?:ok|success))`,
  r`\b(?:ci|build|pipeline|tests?|checks?|lint(?: job)?|main|master)\b[^.;]{0,30} (?:is|are|went|turned|'s|'re|still) (?:still )?red\b|\b(?:build|pipeline|ci) ist (?:noch )?rot\b`,
  r`\blow battery\b|\bbattery (?:is |'s )?(?:low|at \d{1,2} ?%|nearly (?:empty|flat|dead))`,
  r`\b(?:is|are|'s|was|were) (?:still )?(?:nearly|almost|close to|getting) (?:full|out of (?:space|disk|memory))\b|\bclose to full\b|\b(?:disk|volume|drive|storage|memory|cpu)\b[^.;]{0,30} at 9\d ?%`,
  r`\b(?:plan|diff|dry-?run|preview)\b[^.;]{0,30} (?:shows?|lists?|has|will) \d+ (?:[\w-]+ )?(?:resources?|rows?|records?|files?|objects?|tables?|items?) (?:to (?:destroy|delete|drop|remove|be destroyed|be deleted|be dropped)|(?:would|will) be (?:destroyed|deleted|dropped|removed))\b`,
  r`\bstill (?:holds|contains|has) \d[\d.,]* ?(?:gb|tb|mb|files|records|rows|backups|objects)\b`,
  r`\b(?:over|above|exceeds|exceeding|beyond|more than) (?:the |your |its |our |her |his |their )?(?:[$€£]?[\d,.]+k? )?(?:[\w-]+ ){0,2}?(?:limit|cap|threshold|allowance|quota|balance|budget)\b`,
  r`\bsupera (?:il|la|el) (?:limite|soglia|massimale|saldo|maximo)\b|\b(?:uberschreitet|ubersteigt) (?:das|den|die|ihr\w*) \w*(?:limit|grenze|budget|guthaben)\b|\bdepasse (?:le|la|votre) (?:plafond|limite|solde)\b|\bexcede (?:o|a|seu|sua) (?:limite|saldo)\b|\bacima do limite\b`,
  r`\b(?:lag|latency|error rate|errors|queue|backlog|usage|load|memory|cpu)\b[^.;]{0,40} and (?:still )?(?:climbing|rising|growing|increasing)\b`,
  r`\b(?:hasn't|has not|haven't|have not) (?:yet )?(?:replied|responded|answered|got back|gotten back)\b`,
  r`\b\d+ (?:of \d+ )?(?:tests? )?(?:falliti|fallidos|fehlgeschlagen|echoues?|failed|failing)\b|\bschlag\w* fehl\b`,
  r`^both (?:were|are|have been|was) (?:used|charged|billed|registered|listed|made)\b|\b(?:matches|matched) (?:both|two|several|multiple|more than one)\b`,
  r`\bi (?:can )?see (?:two|three|four|five|several|multiple|\d+) (?:[\w-]+ ){0,2}?(?:visits|charges|payments|accounts|cards|bookings|orders|claims|entries|transactions|contacts|records|policies|invoices)\b`,
  r`\b(?:takes?|would take|will take|taking) (?:the |your |our )?(?:[\w.-]+ ){0,2}(?:api|service|site|servers?|cluster|database|db|app|website|checkout|system|network|prod|production) (?:down|offline)\b`,
  r`\b(?:is|are|has been|have been|'s been) (?:being )?held (?:for|pending|by) (?:a |an |the )?(?:[\w-]+ )?(?:review|check|approval|verification|compliance|fraud)\b`,
);
/** A cost the action brings, its amount before the word: "a £75 early-termination fee". */
export const COST_BEFORE_FEE_16 = anyOf(
  r`\b(?:means|mean|incurs?|would incur|will incur|brings?|triggers?|carries|comes with|involves|results in) (?:a|an) (?:[$€£]\s?\d[\d.,]*|\d[\d.,]* ?(?:eur|usd|gbp|euros?|dollars?|pounds?)) (?:[\w-]+ ){0,2}?(?:fee|charge|penalty|surcharge)\b`,
);
/** A fee already taken back, or only supposed: "the $60 fee has been reversed", "if a payment ever
 * bounces there's a £25 fee". */
export const FEE_UNDONE_OR_SUPPOSED_16 = local(r`\b(?:reversed|refunded|waived|removed|credited back|dropped|cancell?ed|if|whenever|should|in case|ever)\b`);
/** What sounds like a problem and is none: "no failed payments", "I haven't moved anything", "no
 * hace falta hacer nada"; removed before flag matching. */
export const NOT_A_PROBLEM_16 = anyOfGlobal(
  r`\bno (?:failed|declined|missed|late|bounced|overdue|returned|failing|red) (?:[\w-]+ )?(?:payments?|charges?|transactions?|transfers?|jobs?|builds?|deploys?|tests?|checks?|logins?|sign-?ins?)\b`,
  r`\bi (?:haven't|have not|didn't|did not) (?:moved|changed|touched|deleted|removed|move|change|touch|delete|remove|cancel|cancelled) (?:anything|a thing)\b`,
  r`\bno hace falta (?:que \w+ |hacer )?nada\b`,
);
/** A failure only supposed, opening the sentence: "Si jamais le paiement échoue, …". */
export const SUPPOSED_OPENING_16 = local(r`^(?:si jamais|au cas ou|nel caso in cui|caso|falls|sollte)\b[^,;]*`);

/** Casual "can't" refusals: "nope, cant unlock that remotely", "nah, not deleting the shared drive". */
export const CASUAL_CANT_16 = anyOf(
  r`^(?:(?:nah|nope|no|yeah no)[,.!]* )+(?:sorry[,.!]* )?(?:i )?(?:cant|can't|cannot|can not|won't|wont) (?!wait\b|believe\b|complain\b|thank\b|find\b|see\b|tell\b)\w+`,
  r`^(?:(?:nah|nope|no|sorry|yeah no)[,.!]* )+not (?:running|deleting|touching|unlocking|removing|wiping|sending|sharing|giving|dropping|force-pushing|pushing|pasting|posting|copying|exporting|forwarding|printing|dumping|revealing|leaking)\b`,
);
/** "Can't … until X" and "which I don't have access to": what is missing before acting, a missing
 * piece (flags), not a refusal of the action (docs/score.md, Where the signals meet). */
export const GATE_BEFORE_ACTING_16 = anyOf(
  r`\b(?:can't|cannot|can not|cant|unable to|won't be able to|not able to) [^.;]{1,60}? (?:until|till|before) (?:you|you've|you have|i've|i have|i|we've|we have|both|these|those|all of them|they're|they are|they've)\b(?! (?:is|was|will) )`,
  r`, which i (?:don't|do not|dont|can't|cannot|cant) (?:have access to|write to)\b`,
  r`\bohne (?:sie|ihn|es|diese\w*|den|die|das)\b[^.;]{0,20} kann ich\b`,
  r`\bno (?:puedo|podemos) [^.;]{1,60}? (?:hasta que|sin que)\b|\bnon (?:posso|possiamo) [^.;]{1,60}? finche\b|\bje ne (?:peux|pourrai) pas [^.;]{1,60}? (?:avant|tant que)\b|\bnao (?:posso|consigo) [^.;]{1,60}? (?:ate que|antes)\b`,
);

/** A request passed on for approval or review (hands off, not done): "sent to Dr Lee's office for
 * approval", "I've handed this to the on-call DBA", "assigned the follow-up to the payments team",
 * "se lo he pasado al equipo de soporte". */
export const HANDOFF_FOR_REVIEW_16: PatternList = listOf(...[
  r`\b(?:sent|submitted|passed|forwarded|referred|routed|escalated|given)\b (?:on |over |along )?(?:(?:the |your |this |that |it |them )?(?:[\w-]+ ){0,3}?)?to (?!you\b|me\b|yourself\b)(?:[\w.'-]+ ){1,4}?for (?:their |his |her |its )?(?:approval|review|sign-?off|authori[sz]ation|a decision|clearance|a second opinion)\b`,
  r`\b(?:i've|i have|i|we've|we have|we|i'm|i am)\b (?:just |now |also )?(?:handed|handing|passed|passing|assigned|assigning|given|giving|reassigned) (?:this|it|that|the (?:follow-?up|fix|task|ticket|issue|case|rest|incident|alert|page|request)) (?:over |off |on )?to (?!you\b|me\b|your\b|yourself\b)(?:the |our |a |an )?[\w-]+\b`,
  r`\bse (?:lo|la|los|las) (?:he|hemos) (?:pasado|enviado|derivado|remitido|asignado|trasladado) (?:a|al) (?:equipo|departamento|area|servicio|responsable|tecnico|soporte)\b`,
].map((source) => rx(source)));

/** A question the agent answers itself: "Good question — should you …?", "¿Que si es seguro?". */
export const SELF_POSED_QUESTION_16 = local(r`^(?:(?:good|great|fair|excellent) question[!.,:]? (?:[—–-] )?(?!.*\b(?:want|like|need) me\b)(?:should|do|does|is|are|can|will|would|must) (?:you|i|it|we|they)\b|¿?que (?:si|como|cuando|donde|cual|quien|por que)\b)`);
/** A sentence that is only "Great question!", before the question the agent then answers. */
export const PRAISE_OF_QUESTION_16 = local(r`^(?:good|great|fair|excellent) question[.!]*$`);
/** An answer opening the sentence after a question: "In this repo, yes:", "Generally the …". */
export const ANSWER_OPENING_16 = local(r`^(?:(?:in|for|with|on) [\w' -]{1,30}, (?:yes|no)\b|generally\b|usually\b|in general\b|typically\b|short answer\b)`);

// ---------------------------------------------------------------------------------------------
// replies17 round of issue 16: the tenth set's kinds read as mechanisms (a sentence's function:
// who acts, tense and aspect, negation, mood), not as the set's phrasings. Sentences in the test
// (test/score/response-check-replies17.test.ts) were written here, none copied from a set.

/** A transfer verb in any form a writer uses, the stiff base form and the third person too. */
const TRANSFER_VERB_17 = r`(?:transfer(?:s|red|ring)?|mov(?:e|es|ed|ing)|pass(?:es|ed|ing)?|forward(?:s|ed|ing)?|escalat(?:e|es|ed|ing)|rout(?:e|es|ed|ing)|hand(?:s|ed|ing)?|refer(?:s|red|ring)?|re-?assign(?:s|ed|ing)?|assign(?:s|ed|ing)?|relay(?:s|ed|ing)?)`;
/** What is passed on when the conversation is: the user's request, case or problem (not a document). */
const REQUEST_NOUN_17 = r`(?:requests?|case|cases|tickets?|disputes?|problems?|issues?|complaints?|complain|claims?|query|queries|questions?|matter|enquiry|inquiry|enquiries|concerns?|appeal|application|feedback|incident|report)`;
const REQUEST_OBJECT_17 = r`(?:this one|(?:your|the|this|that|his|her|their) (?:[\w'-]+ ){0,2}?${REQUEST_NOUN_17})`;
/** Who can take a request over: a person, a role, a team; with or without an article ("to manager"). */
const PARTY_NOUN_17 = r`(?:human|person|someone|agent|agents|representative|colleagues?|specialists?|supervisor|managers?|team|teams|department|dept|desk|experts?|advisers?|advisors?|staff|operator|engineers?|lead|officer|consultant|support|billing|sales|returns|claims|accounts|accountants?|finance|legal|lawyers?|payroll|hr|ops|operations|office|reception|concierge|unit|group|owner|approver|adjuster|underwriter|technicians?|nurse|doctor|secretary|landlord|courier|carrier|insurer|airline|hotel|manufacturer)`;
const PARTY_17 = r`(?:(?:a|an|the|our|my|your|one of our|one of my|someone (?:from|in) our)\s+)?(?:[\w'-]+\s+){0,3}?${PARTY_NOUN_17}\b`;
/** "Karen, our support manager": a name set beside the party it is. */
const NAMED_PARTY_17 = r`[a-z]+(?: [a-z]+)?, (?:our|the|my|your) (?:[\w'-]+ ){0,3}?${PARTY_NOUN_17}\b`;

/** The request handed to a party, in one frame: transfer verb + the request + (particle) + to + a
 * person or team ("I pass your problem to my colleague", "passed your dispute to our Trust team",
 * "sent it up to Karen, our support manager", "your complain is send to manager"); a party that
 * takes it over "from here"; a request raised with or for a party. Not "sent the invoice to your
 * email" or "forwarded the tracking link to you": the user is no party taking over. */
export const HANDOFF_FRAME_17: PatternList = listOf(
  // A pronoun for the thing passed may be a number or a note ("I'll pass it to the courier"): only a
  // transfer already made ("I've transferred it to them") hands the request on with a pronoun.
  rx(r`\b(?:${TRANSFER_VERB_17} ${REQUEST_OBJECT_17}|(?:transferred|passed|forwarded|escalated|routed|handed|referred|re-?assigned|relayed) (?:it|this|that)) (?:(?:over|on|along|up|across|through) )?(?= ?(?:to|with) (?:${NAMED_PARTY_17}|${PARTY_17}|them|him|her)(?![\w'-]))`),
  rx(r`\b(?:send|sends|sent|sending|gave|given|give) (?:${REQUEST_OBJECT_17}|it|this|that) (?:over|on|along|up|through) to (?:${NAMED_PARTY_17}|${PARTY_17}|them|him|her|[a-z]+\b)|\b(?:send|sends|sent|sending) (?:your|the) (?:[\w'-]+ ){0,2}?${REQUEST_NOUN_17} (?:on |over |along )?to ${PARTY_17}`),
  rx(r`\b${REQUEST_NOUN_17} (?:is|are|was|were|has been|have been|'s been|got|is being|will be|is now|has now been) (?:now |just |already )?(?:${TRANSFER_VERB_17}|send|sent|give|given) (?:(?:over|on|along|up) )?to (?:${NAMED_PARTY_17}|${PARTY_17})`),
  rx(r`\b(?!i\b|we\b|you\b|i'|we')[a-z]+,?(?: will| shall| is going to| are going to| is| are|'ll|'s|'re) (?:now )?(?:handle|handling|take|taking|deal with|dealing with|look after|looking after|pick|picking|follow up on|following up on|carry on with|continue with)(?: (?:it|this|that|things|the case|the matter|your [\w-]+(?: [\w-]+)?))?(?: over| up| on)? from here(?: on)?\b`),
  // Raised with a party that answers, not one asked to do the work itself ("… with our compliance team to do it").
  rx(r`\b(?:raised|opened|logged|lodged) (?:a|an|the) (?:[\w-]+ ){0,2}?(?:request|ticket|case|query|referral) (?:with|for) (?:(?:a|an|the|our|my|one of our)\s+)?(?:[\w'-]+\s+){0,3}?(?:colleagues?|specialists?|supervisor|managers?|team|department|desk|experts?|advisers?|staff|engineers?|lead|officer|accountants?|lawyers?|technicians?)\b(?! to \w)`),
  rx(r`\b(?:handed|handing|hand|hands|passed|passing) (?:${REQUEST_OBJECT_17}|it|this|that|everything) (?:over|off)\b(?! to (?:you|me)\b)`),
  // The same frame in es/de/fr/it/pt (folded): verb of passing on + the request + the preposition of its receiver.
  rx(r`\b(?:derive|derivamos|transferi|transferimos|escale|escalamos|remiti|remitimos|traslade|trasladamos|reenvie|reenviamos|(?:he|hemos|ha|han) (?:derivado|transferido|escalado|remitido|trasladado|reenviado|enviado|pasado)) (?:tu |su |el |la |este |esta )(?:\w+ )?(?:caso|solicitud|consulta|peticion|reclamacion|incidencia|queja|disputa|reclamo) (?:a|al)\b`),
  rx(r`\b(?:j'ai|nous avons|on a|(?:l'assistant|il|elle) a) (?:deja |bien )?(?:transmis|transfere|escalade|remonte|redirige|fait suivre) (?:votre|ta|ton|vos|la|le|les|sa|son) (?:\w+ )?(?:demande|dossier|requete|reclamation|question|ticket|cas|probleme|litige|plainte) (?:a|au|aux|vers|aupres)\b`),
  rx(r`\b(?:ho|abbiamo|ha|hanno) (?:gia |appena )?(?:inoltrato|trasferito|girato|passato|trasmesso|inviato) (?:la |il |l'|lo )?(?:sua |tua |vostra |vostro |suo |tuo )?(?:richiesta|pratica|segnalazione|reclamo|caso|ticket|problema|domanda|questione|contestazione) (?:al |alla |all'|ai |agli |a )`),
  rx(r`\b(?:re)?(?:encaminhei|encaminhamos|encaminhou|transferi|transferimos|transferiu|escalei|escalamos|escalou|repassei|repassamos|repassou|passei|enviei) (?:o |a )?(?:seu |sua )?(?:caso|pedido|solicitacao|chamado|reclamacao|ticket|questao|problema|disputa|processo) (?:para|ao|a)\b`),
);

/** The agent naming itself in the third person ("The assistant has updated…", "Our system has
 * cancelled…", "El asistente ha…", "Der Assistent hat…", "L'assistant a…", "L'assistente ha…", "O
 * assistente cancelou…"): read as the first person it stands for, so that every rule reads it as
 * it reads "I have updated…". Group 1: the English perfect's auxiliary; 2: the English past's
 * verb; 3–5: es/de/fr/it auxiliaries; 6–7: the Portuguese preterite's stem and ending. */
export const SELF_IN_THIRD_PERSON_17 = anyOfGlobal(
  r`\b(?:the|this|our) (?:ai |virtual |digital |booking |support )?(?:assistant|bot|chatbot|system)(?: (has|have)\b| (?=(?:just |also |then |successfully |already )?(?:[a-z]+ed|sent|made|paid|put|set|reset)\b))`,
  r`\b(?:el|nuestro) (?:asistente|bot|sistema) (ha)\b`,
  r`\b(?:der|unser) (?:assistent|bot)(?: hat)\b|\bdas system hat\b`,
  r`\b(?:l'assistant|le systeme|notre assistant|le bot) a\b`,
  r`\b(?:l'assistente|il sistema|il bot|il nostro assistente) ha\b`,
  r`\bo (?:assistente|sistema|bot) (?:ja )?([a-z]+?)(ou|eu|iu)\b`,
);

/** Stiff English to non-native readers: a base form where the participle belongs, after the
 * auxiliary that needs it ("Your refund is make", "Seat 14A is reserve for you", "I have change the
 * date", "is fill and submit"), for the action verbs the reader knows. Group 1: the auxiliary;
 * 2: the base form; 3: a second base form joined by "and". */
export const BASE_FOR_PARTICIPLE_17: Readonly<Record<string, string>> = {
  make: 'made', book: 'booked', reserve: 'reserved', cancel: 'cancelled', attach: 'attached', fill: 'filled', submit: 'submitted',
  change: 'changed', send: 'sent', update: 'updated', refund: 'refunded', confirm: 'confirmed', create: 'created', add: 'added',
  remove: 'removed', delete: 'deleted', move: 'moved', process: 'processed', approve: 'approved', schedule: 'scheduled',
  arrange: 'arranged', fix: 'fixed', resolve: 'resolved', activate: 'activated', renew: 'renewed', extend: 'extended',
  upgrade: 'upgraded', issue: 'issued', apply: 'applied', replace: 'replaced', transfer: 'transferred', forward: 'forwarded',
  unlock: 'unlocked', register: 'registered', pay: 'paid', print: 'printed', generate: 'generated',
  save: 'saved', upload: 'uploaded', ship: 'shipped', deliver: 'delivered', return: 'returned', prepare: 'prepared',
  revoke: 'revoked', rotate: 'rotated', merge: 'merged', revert: 'reverted', deploy: 'deployed', restore: 'restored',
};
const BASE_VERB_17 = `(?:${Object.keys(BASE_FOR_PARTICIPLE_17).join('|')})`;
export const BASE_AFTER_AUX_17 = anyOfGlobal(
  r`\b${BASE_VERB_17}(?<=\b(?:is|are|was|were|has been|have been)(?: now| already| just| successfully| also)? \w+)(?: and ${BASE_VERB_17})?(?![\w'-])`,
  // After "have" a base form can be a noun ("we have issue with…"): only a verb taking its object counts.
  r`\b${BASE_VERB_17}(?<=\b(?:(?:i|we) have|i've|we've)(?: now| already| just| also)? \w+)(?: and ${BASE_VERB_17})?(?= (?:the|your|a|an|it|them|this|that|these|those|my|our|his|her|their|all|\d))`,
);

/** A state that shows this reply's action took effect, said of the user's thing as its subject:
 * "Your password is reset.", "The contract draft is generated (…)", "Your claim is approved and …",
 * fr "Votre réservation est confirmée", es "Su reembolso está tramitado", in six languages. Only what
 * the agent does (not "closed", "locked", "delayed": a problem), and only with nothing after the
 * participle that makes it a rule or a schedule ("is deleted after 30 days", "is sent every Monday"). */
const TOOK_EFFECT_17 = r`(?:made|delivered|reset|generated|created|issued|filed|logged|submitted|saved|uploaded|renewed|extended|restored|corrected|replaced|re-?sent|sent|arranged|registered|unlocked|processed|refunded|approved|confirmed|booked|reserved|cancell?ed|updated|changed|attached|filled|completed|paid|scheduled|added|removed|activated|reactivated|applied|transferred|rebooked|rescheduled)`;
export const STATE_TOOK_EFFECT_17 = anyOf(
  r`\b${TOOK_EFFECT_17}(?<=(?:^(?:(?:ok|okay|good news|great|done)[,:!]? )?(?!(?:nothing|no|none|not|neither|what|which|who|how|where|when|if|it|there|here)\b)(?:(?:your|the) )?|(?:[,;:] |\band |\bso )(?:your|the) )(?:(?!(?:once|when|whenever|after|before|until|unless|if|since|because|as soon as|that|this|these|those|sorry|unfortunately|afraid|not|never|no)\b)[\w'#./-]+ ){0,4}?(?<!\b(?:time|slot|date|day|times|slots|dates|days) )(?:is|are) (?:now |all |successfully )?[\w-]+)(?: and ${TOOK_EFFECT_17})?(?=\s*(?:[.!,;(]|$|and |for you\b|with |as (?:you|requested|asked)\b|to (?:this|your|the) (?:e-?mail|message|reply|mail|account|order|booking)\b|under |in your\b))`,
  r`\b(?:votre|ta|ton|vos|la|le|les) (?:(?!(?:no|non|nicht|ne|pas|nao|not|kein\w*|ancora|todavia|noch|pas encore|ainda)\b)[\w'-]+ ){1,3}?(?:est|sont) (?:bien |maintenant |desormais )?(?:confirme|annule|enregistre|modifie|reserve|rembourse|valide|effectue|envoye|cree|traite|mis a jour|mise a jour)e?s?\b(?! (?:si|des que|quand|lorsque|apres)\b)`,
  r`\b(?:tu|su|sus|tus) (?:(?!(?:no|non|nicht|ne|pas|nao|not|kein\w*|ancora|todavia|noch|pas encore|ainda)\b)[\w'-]+ ){1,3}?(?:esta|estan|queda|quedo) (?:ya )?(?:confirmad|cancelad|reservad|actualizad|reembolsad|enviad|registrad|tramitad|procesad|aprobad|modificad)[oa]s?\b(?! (?:si|cuando|en cuanto|despues)\b)`,
  r`\b(?:la tua|la sua|il tuo|il suo|la vostra|il vostro) (?:(?!(?:no|non|nicht|ne|pas|nao|not|kein\w*|ancora|todavia|noch|pas encore|ainda)\b)[\w'-]+ ){1,3}?(?:e|sono) (?:ora |gia )?(?:confermat|annullat|prenotat|aggiornat|rimborsat|inviat|registrat|approvat|elaborat|modificat)[oaie]\b(?! (?:se|quando|appena|dopo)\b)`,
  r`\b(?:ihre?|dein\w*) (?:(?!(?:no|non|nicht|ne|pas|nao|not|kein\w*|ancora|todavia|noch|pas encore|ainda)\b)[\w'-]+ ){1,3}?(?:ist|sind) (?:jetzt |nun |ab sofort )?(?:bestatigt|storniert|gebucht|aktualisiert|erstattet|versendet|registriert|genehmigt|bearbeitet|geandert|eingereicht)\b(?! (?:wenn|sobald|falls|nachdem)\b)`,
  r`\b(?:o seu|a sua|seu|sua|os seus|as suas) (?:(?!(?:no|non|nicht|ne|pas|nao|not|kein\w*|ancora|todavia|noch|pas encore|ainda)\b)[\w'-]+ ){1,3}?(?:esta|estao) (?:ja |agora )?(?:confirmad|cancelad|reservad|atualizad|reembolsad|enviad|registrad|aprovad|processad|alterad)[oa]s?\b(?! (?:se|quando|assim que|depois)\b)`,
);
/** What dates a state as before this reply: "yesterday", "last month", "earlier", "ayer", "gestern". */
export const PAST_WORDS_17 = rx(r`\b(?:yesterday|ago|last (?:week|month|year|time|night)|earlier (?:today|this|on|in)|previously|ayer|gestern|hier|ieri|ontem|la semana pasada|letzte woche|la semaine derniere|la settimana scorsa|semana passada)\b`);

/** Stiff English problems read as the sentence meant (with BASE_AFTER_AUX_17): a problem verb's
 * base form after "is/was" ("Your parcel is stop in customs", "the card is decline"), "X fail" for
 * "X failed", a "not" without its "do" ("the address not exist", "if you not want wait"), "need
 * know" without its "to", "have problem" without its article. Each group: the words to insert or
 * the base form to respell; response-check.ts readAsMeant rewrites them. */
export const BASE_FOR_PROBLEM_PARTICIPLE_17: Readonly<Record<string, string>> = {
  stop: 'stopped', decline: 'declined', fail: 'failed', reject: 'rejected', block: 'blocked', hold: 'held', delay: 'delayed',
  lose: 'lost', damage: 'damaged', refuse: 'refused', suspend: 'suspended', lock: 'locked', miss: 'missed', break: 'broken',
};
export const STIFF_PROBLEM_17 = anyOfGlobal(
  r`\b(?:stop|decline|reject|block|hold|delay|lose|damage|refuse|suspend|lock|break)(?<=\b(?:is|are|was|were|has been|have been|got)(?: still| now)? \w+)(?=[ .,;!]|$)`,
  r`\b(?:payment|card|verification|check|delivery|transfer|login|upload|sync|attempt|transaction|order|booking|charge|update|install|import|export|job|build|test|call|request)s? fail(?=[ .,;!]|$)`,
  r` not (?<=\b(?!(?:do|does|did|is|are|was|were|will|would|can|could|should|must|may|might|have|has|had|am|be|been|shall|or|and|if|but|why|whether|not)\b)[a-z]+ not )(?:exist|work|arrive|match|accept|have|want|know|answer|respond|open|load|come|find|show|pay)\b`,
  r`\b(?:need|want|wants|try|must) (?:know|have|see|get|check|confirm|book|send|pay|wait|cancel|change)\b`,
  r`\b(?:we|i|you|there) (?:have|has|is|are) (?:problem|issue|error)\b`,
);

/** replies17 flags by function: a problem with the user's thing stated ("We have a problem with
 * your payment", "the card is declined", "parcel is held in customs"), a tool's error or empty
 * result recited (a JSON "error" or 4xx/5xx status, "the API returned …", "stopped after 10
 * iterations without completing", "✖ Password rejected", es/de/fr/it/pt "error of the tool"), a
 * missing piece told as the agent's need ("I'll need a copy of…", "necesito el número de serie"),
 * a cost that applies ("a £4.99 restocking fee applies", "the fee would still apply"), a delay told
 * ("might be 10 min late", "40 minutes de retard"), a consequence the user meets ("you won't be
 * able to use the app offline"). */
export const FLAGS_BY_FUNCTION_17 = anyOf(
  r`\b(?:we|i|you|there)(?:'ve| have| has|'s| is| are| was| were)? (?:got )?(?:a |an |some )?(?:small |slight |little |big |serious |technical |small technical )?(?:problem|issue|error|fault|glitch|hiccup)s? with (?:your|the|this|that|our|my)\b`,
  r`\b(?:declined|rejected|stopped|stuck|blocked|refused|bounced|suspended|lost|damaged|held)(?<=\b(?:your|the|this) (?:[\w'-]+ ){0,3}?(?:is|are|was|were|has been|have been|got) (?:still |now )?\w+)(?:(?<!held)(?: (?:in|at|by|because|due|for|on)\b|\s*[.,;!(]|$)|(?<=held) (?:in customs|at (?:the )?(?:[\w-]+ )?(?:depot|customs|border|warehouse|post office|sorting cent(?:er|re))|by customs|because|due to|for (?:review|verification|security|fraud)))`,
  r`\b(?:nobody|no one|no-one) (?:was|is|were) (?:at home|home|in|there|available|around)\b|\b(?:nobody|no one) (?:answered|picked up|responded|signed for)\b|\bniemand war (?:zu hause|da|anwesend)\b|\bnadie (?:estaba|contesto)\b|\bpersonne n'etait\b|\bnessuno (?:era|ha risposto)\b|\bninguem (?:estava|atendeu)\b`,
  r`\bstopped after \d+ (?:iterations?|steps?|attempts?|tries|turns?|rounds?)\b|\bwithout completing (?:the|your|this)\b|\b(?:max(?:imum)?|iteration|step|time) limit (?:reached|hit|exceeded)\b`,
  r`\b(?:erro|error|fehler|erreur|errore) (?:da |de la |del |der |de l'|dello |do |de )?(?:ferramenta|herramienta|werkzeug\w*|outil|strumento|tool|api|sistema|systeme|systems)\b`,
  r`\b(?:might|may|could|will|would) be (?:about |around |up to )?(?:\d+|a few|a couple of) ?(?:min|mins|minutes|hours?|days?) (?:late|behind)\b|\b\d+ ?(?:min|mins|minutes|hours?) (?:de retard|di ritardo|de retraso|de atraso|verspatung|late|behind schedule)\b`,
  r`\byou (?:won't|will not) be able to\b|\byou(?:'ll| will)? no longer (?:be able to|have access|get|receive|be covered)\b|\byou (?:can|could) no longer\b`,
);
/** FLAGS_BY_FUNCTION_17's line that opens with a cross mark ("✖ Password rejected"), kept apart:
 * it has no literal for the prefilter, so inside the group it ran on every flag read; response-check
 * asks it only of a sentence whose first character is one of CROSS_MARKS_17 (the same matches). */
export const CROSS_MARKS_17 = '✖✗❌⛔';
export const CROSS_MARK_FLAG_17 = rx(r`^[${CROSS_MARKS_17}]\s*(?!(?:not|no|nothing|never|can't|cannot)\b)\p{L}`);
/** A note set beside what was done ("Note the practice charges £25 for missed appointments",
 * "Tomorrow is a public holiday, by the way", "Attention, …", "⚠️"), flagged when it carries a
 * risk or a cost (RISK_IN_NOTE_17), not when it only adds a detail ("Note your reference is 4411"). */
export const ATTENTION_NOTE_17 = anyOf(
  r`(?:^|[,;:—–-] )(?:please )?(?:note|note that|just so you know|heads up|heads-up|fyi|be aware|keep in mind|bear in mind|warning|caution|attention|one thing|achtung|ojo|atencion|attenzione|atencao|remarque)\b`,
  r`\b(?:by the way|btw)\b`,
);
export const RISK_IN_NOTE_17 = local(r`\b(?:fees?|charges?|costs?|penalty|surcharge|fine|late|delay\w*|retard|ritardo|retraso|atraso|verspat\w*|won't|will not|can't|cannot|unable|no longer(?! than)|expire\w*|only|gone|lost|risk|may|might|holiday|closed|behind|reject\w*|declin\w*|fail\w*|non-refundable|extra|additional)\b|[£$€]\s?\d|\d ?(?:eur|euros?|usd|gbp)\b`);
/** A note only supposed: "Just so you know, if a payment ever bounces there's a £25 fee." */
/** A note that takes the cost away: "… without a fee", "free of charge", "no charge", "waived". */
export const NOTE_WAIVED_17 = local(r`\b(?:without (?:a |an |any )?(?:[\w-]+ )?(?:fee|charge|cost|penalty)|free of charge|no (?:extra |additional )?(?:fee|charge|cost|penalty)|waived?|at no (?:extra )?cost)\b`);
export const NOTE_SUPPOSED_17 = local(r`\b(?:if|whenever|in case|should|ever|unless)\b`);
/** A cost that applies, unless waived: "a £4.99 restocking fee applies", "the fee would still apply". */
export const COST_APPLIES_17 = anyOf(
  r`\b(?:fee|charge|penalty|surcharge|fine)s? (?:of [^ ]+ )?(?:still )?(?:applies|apply|will apply|would (?:still )?apply|will be (?:added|deducted))\b`,
);
/** A tool's output recited with its quotes (read on the sentence's own text, since the reader's
 * copy has quoted spans replaced): a JSON error key or a 4xx/5xx status, or a message an API
 * "returned" that says it failed ("… returned \"Refund exceeds self-service limit (500)\""). */
export const RECITED_TOOL_ERROR_17 = rx(
  r`"(?:error|err|error_code|error_message|errors)"\s*:|"status(?:_code)?"\s*:\s*"?[45]\d\d\b|"(?:ok|success)"\s*:\s*false\b|\b(?:returned|(?:keeps?|kept|is|was) returning|returns|responded with|responded|came back with|threw|raised|reported|failed with|devolveu|respondeu|retornou|devolvi.|respondi.|meldete|lieferte|antwortete|a renvoy.|a r.pondu|a retourn.|ha restituito|ha risposto)(?: an?| com| con| avec| mit| uma?| una?| une?)?(?: error| erro| erreur| fehler| errore)?[:,]? ?["'][^"']{0,120}?\b(?:error|failed|failure|exceeds?|exceeded|invalid|denied|not found|lower than|higher than|insufficient|unavailable|timeout|timed out|rejected|forbidden|unauthori[sz]ed|limit|conflict|no results?|not allowed|not available|not possible|sold out|no availability|fully booked|locked)\b`,
);

/** More stiff English read as meant: "please to send" (the imperative after "please"), "we not can"
 * (the negation before the modal), "I have now: (1) paused …, (2) added …" (a list set after the
 * subject and its auxiliary). Rewritten by readAsMeant. */
export const STIFF_ORDER_17 = anyOfGlobal(
  r`\bplease to (?=[a-z])`,
  r`\b(?:i|we|they) not (?:can|could|will|may)\b`,
  r`\b(?:i|we)(?:'ve| have)(?: now| also| already| just)?:\s*(?:\(?(?:1|a|i)[.)]\s*|[-•*]\s*)`,
);

/** An imperative that waits on the user to go on: a purpose of continuing ("Enter the password … to
 * continue", "… then we can make the claim", "check it and reply with the right one") or a choice
 * among options ("Type 1 or 2."). Read on what follows a request verb. */
export const WAITS_TO_CONTINUE_17 = local(r`\b(?:to (?:continue|proceed|finish|complete (?:the|your|this)|go on|carry on|move on|get started|unlock|activate)|so (?:that )?(?:i|we) can|then (?:i|we)(?:'ll| will| can)?|and (?:reply|send|write back|let (?:me|us) know|tell (?:me|us))\b)|^ (?:[\w-]+ )?\S+ or \S+\s*[.!]?$`);

/** A refusal only supposed, of a kind of request ("I'd refuse any request to move money without
 * your say-so", "we would never share …"): what the agent would do, not a refusal of this request. */
export const REFUSAL_SUPPOSED_17 = rx(r`\b(?:i|we)(?:'d| would)(?: always| never| normally| usually)? (?:refuse|decline|turn down|say no to|reject|never (?:share|give|send|move|do))\b(?: (?:any|every|all|such))?`);

/** What the user's cover or plan does not include, refused on its terms: "the €60 for the charger
 * isn't covered", "accessories are excluded from your plan", es/de/fr/it/pt "no está cubierto". */
export const NOT_COVERED_17 = anyOf(
  r`\b(?:isn't|is not|aren't|are not|wasn't|won't be|will not be|not) (?:covered|eligible for (?:a )?(?:refund|cover|compensation|reimbursement))\b|\bexcluded (?:from|under) (?:your|the) (?:[\w-]+ )?(?:plan|policy|cover|coverage|warranty|insurance|contract)\b`,
  r`\bno (?:esta|estan) cubiert[oa]s?\b|\bnicht (?:abgedeckt|versichert|erstattungsfahig)\b|\bn'est pas (?:couvert|pris en charge)e?s?\b|\bnon (?:e|sono) (?:coperto|coperta|coperti|coperte)\b|\bnao (?:esta|estao) (?:coberto|coberta)s?\b`,
);

/** Several steps done after one first-person perfect, the later one a verb the reader knows: "I've
 * drafted the letter … and saved it", "I've left a message and emailed the request to …". */
export const DONE_IN_COORDINATION_17 = rx(r`\b(?:i|we)(?:'ve| have)(?: now| also| just| already)? (?:[a-z]+ed|[a-z]+en|left|sent|made|put|set|built|wrote|drew up)\b[^.;?]{0,80}? and (?:then |also )?${EN_DONE_VERB}\b`);
/** A step ticked after it ("Step 2: enrol in MATH-201 ✅"): the tick reports it done. */
export const TRAILING_TICK_17 = local(r`^(?!.*\b(?:not|never|failed|pending|todo|to do)\b)(?:(?:step|task) \d+[:.)]? |\d+[.)] )?(?:${Object.keys(BASE_FOR_PARTICIPLE_17).join('|')}|look up|enrol|enroll|set up|book|check|verify|notify|email|call|order|install|archive|assign)\b.*\s[✅✔☑](?:\uFE0F)?\s*$`);
/** A relative clause's passive is background: "an account that was closed for a breach". */
export const RELATIVE_THAT_BEFORE_17 = local(r`\b(?!(?:so|and|but|now|then|ok|okay)\b)[a-z]+ (?:that|who) $`);

// replies18 round of issue 16: the eleventh set's kinds and the adjudicated "ours wrong" readings of
// the seventh to ninth sets, read as mechanisms (what a clause does: whose thing it is about, its
// tense and aspect, whether it is the ground of a refusal). Sentences in the test
// (test/score/response-check-replies18.test.ts) were written here, none copied from a set.

/** The connective that gives a refusal its ground: "because", "as", "since", ":", "—", es/de/fr/it/pt. */
const GROUND_LINK_18 = r`(?:\b(?:because|as|since|given that|seeing as|weil|porque|ya que|pues|puisque|perche|poiche|visto que|dado que)\b|\bda (?=(?:der|die|das|ihr\w*|sie|es|er|wir|ich|dein\w*|unser\w*)\b)|\bcar (?=(?:le|la|les|l'|votre|vos|il|elle|ils|elles|ce|cette|cet|ces|on|nous|ton|ta|tes)\b)|[:—–]| - )`;
/** A refusal or a past "could not" (group-free), in six languages. */
const REFUSAL_HEAD_18 = r`(?:\b(?:(?:can't|cannot|can not|cant(?= )|couldn't|could not)(?! (?:thank|wait|believe|imagine|stress|help but|agree|be (?:easier|happier|better|simpler|more))\b)|unable to|not able to|won't be able to|wasn't able to|weren't able to|no (?:puedo|podemos|pude|pudimos)|(?:kann|konnte|konnen|konnten) (?:ich|wir)\b[^.;]{0,40}? nicht|(?:ich|wir) (?:kann|konnte|konnen|konnten)\b[^.;]{0,40}? nicht|ne (?:peux|pouvons|pourrai|pourrons) pas|n'(?:ai|avons) pas pu|non (?:posso|possiamo|ho potuto|abbiamo potuto)|nao (?:posso|podemos|pude|pudemos|consigo|conseguimos))\b)`;
/** A state of this request's own thing: a definite or possessed subject ("your order", "the flight",
 * "it", "der Flug", "la transferencia") or any subject with "still"/"already", then what it is now —
 * already or still so, a passive of what happened to it, or a negated state. Generic or supposed
 * subjects ("they", "customers", "once they have been …") do not read. */
const SPECIFIC_SUBJECT_18 = r`(?:(?:your|the|this|that|its|his|her|their|der|die|das|dein\w*|ihr\w*|el|la|los|las|su|sus|tu|le|les|votre|vos|ton|ta|il|lo|gli|suo|sua|tuo|tua|o|os|as|seu|sua)\b(?: [\w'-]+){1,4}?|it|it's|its|this one|that one|it has|it had)`;
const THIS_STATE_18 = r`(?:(?:'s|'re|is|are|was|were|has|have|had|ist|sind|war|wurde|wurden|hat|est|sont|etait|a ete|e|era|esta|estan|fue|ha sido|foi|esta|ja|ya|deja|gia|bereits|schon)? ?(?:already|still|bereits|schon|noch|ya|todavia|aun|deja|encore|gia|ancora|ja|ainda)\b|(?:was|were|has been|have been|had been|wurde|wurden|ist|sind|fue|fueron|ha sido|a ete|ont ete|e stato|e stata|sono stati|foi|foram) (?:[a-z]+ly )?[a-z]+(?:ed|en|t|do|da|dos|das|e|ee|ees|es|ato|ata|ati|ate|ido|ida|ito|ita)\b)`;
/** A negated state, said only of a thing named with its determiner ("the email on your account isn't a
 * university address"), not of a bare "it" ("as it is not appropriate …" is a general ground). */
const NOT_STATE_18 = r`(?:(?:your|the|this|that|der|die|das|ihr\w*|el|la|su|votre|le|il|o|a|seu|sua)\b(?: [\w'-]+){1,4}? (?:isn't|is not|wasn't|was not|aren't|are not|doesn't|does not|didn't|did not|hasn't|has not|no es|no esta|n'est pas|non e|nao e|nao esta|ist nicht|ist kein\w*)\b)`;
/** "We can't cancel the policy today because a claim is still open on it", "unable to refund it, as it
 * was bought more than 60 days ago", "kann ich nicht stornieren, da der Flug bereits angetreten wurde",
 * "No puedo cancelar la transferencia: ya fue enviada": a refusal whose ground is a fact of this
 * request, which flags (docs/score.md, Where the signals meet). A general ground does not (checked by
 * the rule with REFUSAL_GENERAL_GROUND, and "once/if/when" grounds are supposed ones). */
export const REFUSAL_SPECIFIC_GROUND_18 = anyOf(
  r`(${REFUSAL_HEAD_18}[^.?!;]{0,80}?)${GROUND_LINK_18} ?(?!(?:once|if|when|whenever|unless|in case)\b)(?:(?:[\w'-]+ ){0,2}(?:already|still|bereits|schon|ya|deja|gia|ja|ainda)\b|${SPECIFIC_SUBJECT_18} ?${THIS_STATE_18}|${NOT_STATE_18})`,
  r`(${REFUSAL_HEAD_18}[^.?!;]{0,80}?)${GROUND_LINK_18} ?(?:a|an|one|un|una|ein|eine|uno) [\w'-]+(?: [\w'-]+)? (?:is|are|was|ist|esta|est|e) (?:still|already|noch|bereits|todavia|aun|ya|encore|deja|ancora|gia|ainda)\b`,
);
/** What the ground says is the request's own state, not a rule: kept out where the ground is generic
 * ("as they are digital", "since refunds are only …", "because those are the rules"). */
export const GROUND_IS_GENERIC_18 = local(r`\b(?:polic(?:y|ies)|terms|rules?|law|regulations?|guidelines|we (?:only|don't|do not|never)|customers|users|anyone|nobody|people|such|any|tools?|functions?|apis?|endpoints?|appropriate|respectful|ethical|moral|publicly|public|confidential|proprietary|personal|private|harm\w*|safe|legal|coherent|factual\w*)\b`);

/** A record that says what happened to this request's thing, dated: "Our records show the e-book was
 * downloaded on 2 June", "Il pacco risulta consegnato il 12 marzo", "Laut unseren Unterlagen wurde die
 * Karte am 3. Mai aktiviert". Beside a refusal or a question it is the fact that stands in the way
 * (response-check.ts reads it only there). */
export const RECORD_FACT_18 = anyOf(
  r`\b(?:(?:our|the|your) (?:records|system|logs?|account history|order history)|your (?:account|profile|order|booking|file)) (?:show|shows|indicate|indicates|say|says|confirm|confirms)\b(?: that)? (?:the|your|it|this|that|a|an)\b[^.;?]{0,60}? (?:was|were|has been|have been|is|are) (?:already )?[a-z]+(?:ed|en|t)\b`,
  r`\b(?:risulta|risultano|consta|constan|consta como|aparece como) (?:gia |ya |ja )?(?:consegnat|spedit|pagat|rimborsat|annullat|utilizzat|entregad|enviad|pagad|reembolsad|cancelad|usad|utilizad|entregu|enviad)[oaie]s?\b`,
  r`\blaut (?:unseren|unserer|unserem|ihren) (?:unterlagen|daten|system|aufzeichnungen)\b[^.;?]{0,60}? (?:wurde|wurden|ist|sind|war) \w+`,
  r`\b(?:selon|d'apres) nos (?:dossiers|registres|donnees|informations)\b[^.;?]{0,60}? (?:a ete|ont ete|est|sont) \w+`,
);

/** A cost the user meets if the action goes ahead or that stands after it: "you'd lose the €230 you
 * paid", "perdería los 230 €", "vous perdriez l'acompte", "the early-termination fee of €60 remains
 * due", fr "les frais … restent dus", "still owe", it "resta dovuta", de "bleibt fällig". */
export const COST_STANDS_18 = anyOf(
  r`\byou(?:'d| would| will|'ll)? (?:still )?(?:lose|forfeit) (?:the|your|any|all|a|an|\d|[$£€])`,
  r`\b(?:perderia|perderias|perderian|perdera|perdrait|perdriez|perdrez|perderebbe|perderesti|perdera|perderiam)\b[^.;?]{0,30}?(?:\d|los|las|el|la|su|sus|le|les|l'|votre|vos|il|gli|o|a|os|as|seu|sua)\b`,
  r`\b(?:wurden|wurde|werden) sie\b[^.;?]{0,40}? verlieren\b`,
  r`\b(?:fee|fees|charge|charges|balance|amount|penalty|cost|costs|payment|instal(?:l)?ments?|[$£€] ?\d[\d,.]*|\d[\d,.]* ?(?:eur|euros?|usd|gbp|[$£€]))\b[^.;?]{0,40}? (?:remains?|stays?|is still|are still|will still be|would still be) (?:due|payable|owed|owing|outstanding|chargeable)\b`,
  r`\b(?:reste|restent) (?:dus|due|dues|a payer|exigibles?)\b|\breste du(?=\s*[.,;!]|$)|\b(?:sigue|siguen|queda|quedan) (?:pendientes? de pago|por pagar)\b|\b(?:resta|restano|rimane|rimangono) (?:dovut[oaie]|da pagare)\b|\b(?:bleibt|bleiben) (?:\w+ )?(?:fallig|zu zahlen|geschuldet)\b|\b(?:continua|continuam|fica|ficam) (?:em divida|a pagar|devid[oa]s?)\b`,
  r`\byou(?:'d| would)? still (?:owe|have to pay|need to pay|be charged|be liable)\b`,
);

/** Will-not refusals in a casual voice, told as what the agent is not doing: "lol no, I'm not writing
 * a bot for that", "I'm not helping anyone stalk an ex", "not recommending spyware", pt "não vou te
 * ajudar", es "no te voy a ayudar". Not a wait ("I'm not sending it until you confirm"). */
export const NOT_DOING_18 = anyOf(
  r`\b(?:i'm|i am|we're|we are) not (?:writing|doing|helping|making|creating|drafting|posting|generating|faking|forging|recommending|building|coding|hacking|spying|tracking|cloning|running|sharing|giving out|handing over|explaining how)\b(?![^.;]{0,60}\b(?:until|yet|before|without|unless)\b)`,
  r`\bnao (?:vou|vamos|irei) (?:te |lhe |lhes |vos )?(?:ajudar|escrever|fazer|criar|redigir|gerar|inventar|publicar|forjar|clonar|explicar)\b|\bno (?:te |le |les |os )?(?:voy|vamos) a (?:ayudar|escribir|hacer|crear|redactar|generar|inventar|publicar|falsificar|clonar|explicar)\b`,
);
/** A will-not on a verb of telling or recommending is a refusal ("I'm not going to recommend spyware",
 * "I won't tell you how to …"); a can't on it may be missing knowledge ("I can't recommend a dose
 * without knowing more"), which EN_DECLINE_MODAL's exclusion keeps. */
export const WILL_NOT_TELL_18 = rx(r`\b(?:i|we)(?:'m| am|'re| are)? (?:not going to|not gonna|won't|will not|refuse to) (?:recommend|tell|say|explain|suggest|name|endorse|show)\b(?! (?:anyone|anybody|a soul|your [\w-]+|them|him|her|you what to)\b)`);

/** A cannot-answer whose ground is the data or the tools: "cannot be determined from the given data",
 * "I can't tell from the data provided", "none of the tools returns delivery dates, so I can't tell
 * you", "the API has no field for it, so I can't say". What the agent cannot reach is a refusal's
 * general ground (docs/score.md): it declines. */
export const CANNOT_ANSWER_FROM_DATA_18 = anyOf(
  r`\b(?:cannot|can't|can not|could not|couldn't|isn't possible to|is not possible to|not possible to|unable to|impossible to) (?:be )?(?:determined?|answered?|calculated?|computed?|derived?|inferred?|tell|say|work out|establish(?:ed)?|known?)\b[^.;?]{0,40}?\b(?:from|with|using|given|based on|in) (?:the |this |these |those |your |only the )?(?:given |provided |available |supplied |current |attached )?(?:data|information|info|tools?|functions?|dataset|spreadsheet|table|results?|records|figures|columns?|fields?|apis?)\b`,
  r`\b(?:none of (?:the |these |those |my |them|the available )?(?:[\w-]+ )?(?:tools?|functions?|apis?|endpoints?|them|sources|columns|fields)?|no (?:tool|function|api|endpoint|column|field)) (?:returns?|provides?|gives?|has|have|includes?|offers?|exposes?|contains?|covers?)\b[^.?]{0,80}?\bso (?:i|we) (?:can't|cannot|can not|am unable to|'m unable to|am not able to|'m not able to) (?:tell|say|answer|determine|give|provide|confirm|work out)\b`,
);

/** A booking or a setting said to stand for its own day or time, of the user's thing: "your 7 AM alarm
 * is set for weekdays", "your table is booked for 8 pm tonight", "your transfer is confirmed for
 * Friday". The thing's own day, not when it was done (docs/score.md). Not "scheduled": "Your appointment
 * is scheduled for 3 July" is a record unless "now" says this reply did it (response-check.test.ts). */
const AHEAD_18 = r`(?:${WEEKDAYS_ALL}|weekdays|weekends|every (?:day|morning|evening|night|week)|tomorrow|tonight|today|this (?:morning|afternoon|evening|weekend|week)|next (?:${WEEKDAYS}|week|month)|${MONTHS}|\d{1,2}(?:[:.]\d\d)? ?(?:am|pm|a\.m\.|p\.m\.|h\b|o'clock)|\d{1,2}[:.]\d\d|the \d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTHS}|noon|midnight)`;
export const STATE_FOR_ITS_DAY_18 = rx(r`\b(?:set|booked|reserved|confirmed|arranged|rescheduled|rebooked|moved|locked in)(?<=\byour (?:[^\s,;:]+ ){1,5}?(?:is|are) (?:now |all |also )?\w+(?: in)?) (?:for|on|at|to) (?:the |this |next )?${AHEAD_18}`);

/** Steps after a dropped subject, the later one a verb the reader knows: "Pushed the branch and
 * opened PR #412", "Renamed the folder and shared it with Ana". Not a participle that names or
 * places ("Based on … and", "Located near … and"). */
export const SUBJECTLESS_STEPS_18 = rx(r`^(?!(?:based|located|called|named|priced|rated|needed|used|interested|supposed|concerned|compared|included|limited|situated|listed|considered|given|seen|known|tired|excited|pleased|sorry)\b)(?:[a-z]+ed|sent|made|set|put|built|wrote|ran)\b[^.;?]{0,80}? and (?:then |also )?${EN_DONE_VERB}\b`);

/** A passive in the ground of a refusal or a reason ("as it was purchased through the App Store",
 * "because it was shipped yesterday"): what happened to the thing, not what this reply did. */
export const REASON_BEFORE_18 = local(r`\b(?:as|because|since|given that|seeing as|ya que|porque|da|weil|car|puisque|perche|poiche)\b(?: \S+){0,4} $`);

/** A generic condition: "When a flight is fully booked, airlines sometimes …", "Whenever an order is
 * delayed, …" — an indefinite subject makes it a rule, not this request's problem. */
export const GENERIC_CONDITION_18 = local(r`^(?:when|whenever|if|once) (?:a|an|any|someone|people|customers|users|passengers|guests)\b[^,;]*`);

/** "I can't recommend a dose without knowing more": what is missing before acting, told with
 * "without" as GATE_BEFORE_ACTING_16 reads "until" — a missing piece (flags), not a refusal. */
export const GATE_WITHOUT_MORE_18 = rx(r`\b(?:i|we)(?:'m|'re| am| are)? (?:can't|cannot|can not|cant|unable to|not able to|won't be able to) [^.;]{1,60}? without (?:knowing|a (?:few|bit|little) more|more|further|some more|additional) ?(?:information|info|details?|context|about|first|more)?\b`);

/** A past "could not" whose ground is what the agent cannot reach or a limit of a kind of request ("the
 * system's not letting me reserve for groups bigger than 10", "for security, that has to be done by
 * you"): a refusal's general ground (docs/score.md), so it declines and flags nothing. */
const REACH_GROUND_18 = r`(?:\b(?:system|tool|platform|app|site|website|form|portal)(?:'s| is| does| will| won't| doesn't| isn't)?(?: not)? (?:let|letting|allow|allowing|accept|accepting)(?: me| us)?\b|\bfor (?:security|privacy|safety|compliance|legal reasons)\b(?! (?:check|checks|review|question|questions|code|codes)\b)|\b(?:groups?|parties|orders?|bookings?|amounts?|transfers?|payments?) (?:of |with )?(?:bigger|larger|more|greater|higher|over|above) (?:than )?\d)`;
export const PAST_REFUSAL_18 = anyOf(r`(?:${PAST_COULD_NOT})[^.?!]{0,100}?${REACH_GROUND_18}`);

/** The action's own risk said of doing it ("together they can raise your bleeding risk", "going over
 * that can cause serious liver damage", "that takes everyone's home dirs with it", "it'll wipe the
 * drive"): a risk the action brings (docs/score.md), flagged. */
export const RISK_OF_ACTION_18 = anyOf(
  // The risk word first ("… your bleeding risk"), so the prefilter reads it rather than the common " your ".
  r`\b(?:risk|liver|kidneys?|heart|stomach|health|data|files|warranty|device|phone|engine)\b(?<=\b(?:raise|increase|cause|lead to|result in|trigger|worsen|damage)(?<=\b(?:can|could|may|might|will|would|it'll|it'd|that'll)(?: \w+ly)? \w+(?: to| in)?)\b[^.;?]{0,20}? your (?:[\w-]+ )?\w+)`,
  r`\b(?:takes|take|wipes?|erases?|deletes?|destroys?|removes?) (?:everyone's |everyones |all (?:the |your )?|every |the whole )[\w'-]+(?: [\w'-]+){0,2} with it\b|\b(?:will|would|it'll|it'd|that'll|that would) (?:permanently )?(?:wipe|erase|destroy|delete) (?:all|every|the whole|everything|everyone)\b`,
);

/** None to be had, in the other languages, told with an apology or for that day ("no hay trenes directos
 * ese día, lo siento", "il n'y a plus de chambres ce soir, désolé", "leider gibt es keine Plätze"):
 * FAILURE_TOLD_PLAINLY reads the English. Not "no hay problema", "kein Problem". */
export const NONE_EXIST_OTHER_18 = anyOf(
  r`\b(?:no hay|no quedan|ya no hay|il n'y a (?:plus|pas) (?:de |d')|non (?:ci sono|c'e) (?:piu )?|nao (?:ha|existem|temos) |es gibt (?:leider )?(?:keine?n?|nicht mehr))(?!(?:\w+ )?(?:problema|problemas|de que|prisa|souci|soucis|probleme|problem|sorge|sorgen|eile|pressa|fretta|de nada|problemi|pericolo|risco|riesgo|risque|cargo|frais|kosten)\b)[^.;?]{0,60}?\b(?:lo siento|lamentablemente|desole|desolee|malheureusement|mi dispiace|purtroppo|sinto muito|infelizmente|leider|ese dia|esa fecha|esa hora|ce jour|cette date|ce soir|quel giorno|quella data|naquele dia|nessa data|an diesem tag|zu dieser zeit)\b`,
  r`\b(?:lo siento|lamentablemente|desole|desolee|malheureusement|mi dispiace|purtroppo|sinto muito|infelizmente|leider)\b[^.;?]{0,30}?\b(?:no hay|no quedan|il n'y a (?:plus|pas) (?:de |d')|non (?:ci sono|c'e) (?:piu )?|nao (?:ha|existem|temos) |gibt es (?:keine?n?|nicht mehr))(?!(?:\w+ )?(?:problema|problemas|de que|souci|probleme|problem|sorge|problemi)\b)`,
);

/** A problem dated before this turn and then said to be over: "The train was delayed yesterday, but
 * today's services are all running on time", "the site was down this morning; it's back up now".
 * Behind the prefilter (its day words), since it is asked of every sentence read for flags. */
export const PROBLEM_THEN_OVER_18 = rx(r`\b(?:yesterday|last (?:night|week|month)|earlier|this morning|ayer|gestern|hier|ieri|ontem)\b[^.?]{0,80}?(?:\bbut\b|;|, (?:and )?(?:now|today))[^.?]{0,60}?\b(?:on time|back (?:up|online|to normal)|normal(?:ly)?|resolved|fixed|working (?:again|fine|normally)|running (?:again|fine|normally|smoothly|on time))\b`);

/** A user's thing said to have gone out or through of itself, this turn's doing: "your replacement
 * headphones shipped this morning", "Your payment went through and …", "your reset link is on its way",
 * "the e-ticket has been emailed to you". */
export const DONE_BY_ITSELF_18 = anyOf(
  r`\b(?:shipped|went through|went out|has gone through|have gone through|has shipped|have shipped)(?<=\byour (?:[^\s,;:]+ ){1,4}?(?:shipped|went through|went out|has gone through|have gone through|has shipped|have shipped))(?! (?:on|in) (?:${MONTHS}|the \d|\d)| (?:last|yesterday|ago)\b)`,
  // On its way to the user's own channel: the agent sent it ("your reset link is on its way to your inbox").
  r`\b(?:is|are) on (?:its|their) way to (?:you\b|your (?:inbox|e-?mail|phone|mobile|address|account|door|device))`,
  r`\b(?:has|have) been (?:e-?mailed|texted|mailed|messaged|dispatched|sent out) to you\b`,
);


/** A cannot-answer on a judgement or an instruction: "I can't tell you whether what you did would hold
 * up", "i really cant say if that mole is cancer", "I can't tell you how to bypass the interlock". Not
 * "I can't tell you how grateful I am" (a measure of feeling), nor "I can't tell which account you
 * mean" (the missing piece: replies.jsonl). */
export const CANT_TELL_WHETHER_18 = rx(r`\b(?:i|we)(?: really| honestly| just| simply| actually)? (?:can't|cannot|can not|cant) (?:(?:tell|say|advise)(?: (?:you|u))? (?:how to|whether|if)|(?:tell|say) (?:you|u) (?:which|who))\b`);

/** A part withheld on a refusal's ground: "I've left out the section listing their home addresses, since
 * sharing that could put them at risk", "I've omitted the dosage, as that's for a doctor to set". */
export const PART_WITHHELD_18 = rx(r`\b(?:i've|i have|i|we've|we have|we)(?: deliberately| intentionally| purposely)? (?:left out|omitted|redacted|held back|withheld|not included|haven't included|didn't include)\b[^.;?]{0,100}?\b(?:since|because|as|for)\b[^.;?]{0,60}?\b(?:risk|harm\w*|danger\w*|unsafe|privacy|private|personal|illegal|safety|doctor|lawyer|professional)\b`);

// replies19 round of issue 16: the twelfth set's tool-loop kinds (support agents at the end of a tool
// loop), read as mechanisms. Sentences in the test (test/score/response-check-replies19.test.ts) were
// written here, none copied from a set.

/** A count of the user's own records matching what was given, the ambiguity stated before a question:
 * "We found 3 matching profiles for that number", "There's more than one Dana in the Lisbon office",
 * "I see 2 booking under this surname", "your plan has three lines", it "ho trovato due utenti con …",
 * es "encontré dos cuentas con …", fr "j'ai trouvé deux comptes avec …", de "zwei Konten mit …",
 * pt "encontrei duas contas com …". Not ways, options or reasons ("more than one way to do it"). */
export const COUNT_OF_OWN_MATCHES_19 = anyOf(
  r`\b(?:two|three|four|five|several|multiple|2|3|4|5) matching (?:[\w-]+ )?(?:accounts|records|users|profiles|orders|bookings|reservations|customers|contacts|employees|entries|people|patients|members|policies|invoices)\b`,
  r`\bmore than one (?!(?:way|option|reason|time|thing|day|place|question|step|method|approach|choice|issue|problem|answer|source|factor|kind|type|version|of)\b)[a-z'-]+ (?:in|on|at|named|called|with|under|registered|listed)\b`,
  r`\b(?:i|we) (?:find|found|see|can see|have found|'ve found|have|show) (?:two|three|four|several|multiple|2|3|4|5) (?:[\w-]+ )?(?:booking|account|order|user|record|profile|reservation|customer|contact|patient|member|employee)s? (?:with|under|for|named|matching|on)\b`,
  r`\b(?:your|the) (?:account|plan|contract|profile|household|family plan) (?:has|holds|includes) (?:two|three|four|five|several|multiple|2|3|4|5) (?:lines|numbers|sims|cards|users|profiles|subscriptions|addresses|devices)\b`,
  r`\b(?:due|tre|piu|dos|tres|varios|varias|deux|trois|plusieurs|zwei|drei|mehrere|dois|duas) (?:utenti|account|clienti|ordini|prenotazioni|persone|pazienti|usuarios|cuentas|clientes|pedidos|reservas|personas|pacientes|utilisateurs|comptes|commandes|reservations|personnes|patients|benutzer|konten|kunden|bestellungen|buchungen|personen|patienten|contas|encomendas|pessoas) (?:con|col|mit|avec|com|chiamat[oaie]|llamad[oa]s|namens|nommees?|nommes|gefunden|registrad[oa]s|registrat[ie]|a nome)\b`,
);

/** A state of this request's thing in the mirror of REFUSAL_SPECIFIC_GROUND_18: the fact first, then
 * "so I can't …" ("Your subscription was renewed on 2 May, so I can't pause it now", "The sale ended
 * yesterday, so the price can't be matched", "La reserva ya está pagada, así que no puedo …",
 * "A encomenda já foi enviada, por isso não posso …"). Group 1 is the fact, read by the rule against
 * GROUND_IS_GENERIC_18 and REFUSAL_GENERAL_GROUND. Not the agent's own state ("I'm already helping
 * another team, so I can't join"), nor a rule ("Gift cards are digital, so they can't be returned"). */
const FACT_STATE_19 = r`(?:${SPECIFIC_SUBJECT_18} ?${THIS_STATE_18}|${NOT_STATE_18}|(?:your|the|this|that) [\w'-]+(?: [\w'-]+){0,3} (?:is|are) (?:on|in|under|past|over|outside|beyond|below|above) (?:the|a|an|your|its)\b|(?:your|the|this|that) [\w'-]+(?: [\w'-]+){0,3} (?:closed|ended|expired|departed|lapsed|started|began|finished|left|shipped|passed)\b|(?<!\b(?:i|i'm|we|we're|i am|we are|i've|we've|still|im) )\b(?:already|ya|bereits|schon|deja|gia|ja)\b)`;
const SO_LINK_19 = r`(?:,? (?:so|and so|therefore|hence|which means)|,? (?:asi que|por lo que|por eso|daher|deshalb|donc|quindi|percio|per cui|por isso|portanto|logo))\b`;
export const FACT_THEN_REFUSAL_19 = rx(r`(${FACT_STATE_19}[^.?!;]{0,80}?)${SO_LINK_19}[^.?!;]{0,40}?${REFUSAL_HEAD_18}`);

/** A tool's empty result or its error told plainly, a failure (docs/score.md): "lookup_customer returned
 * no data for that email", "No records were returned for the station", "Error: quota exceeded (403)",
 * "rate limit reached". Not a can't-answer on the data ("cannot be determined from the given data":
 * CANNOT_ANSWER_FROM_DATA_18 reads it as a decline), nor an empty result that is the answer ("returned
 * no errors", "no overdue invoices"). */
export const TOOL_EMPTY_OR_ERROR_19 = anyOf(
  r`\b(?:returned|returns|came back with|gave back|responded with) (?:no|zero|empty) (?:data|results?|records?|rows|matches|events|entries|information|response)\b`,
  r`\bno (?:data|results?|records?|rows|events|response) (?:was|were|came) (?:returned|back)\b|\bcame back empty\b`,
  r`\b(?:rate limit|quota|request limit|usage limit) (?:was |has been )?(?:exceeded|reached|hit)\b|\berror:?[^.;?]{0,60}?\((?:4\d\d|5\d\d)\)`,
);

// replies22 round of issue 16: declines, claims_done, hands_off and asks on the development sets, read
// as mechanisms (docs/response-check.md, "twenty-second round"). Sentences in the test
// (test/score/response-check-replies22.test.ts) were written there, none copied from the sets.

/** A could-not of the requested action: the past forms PAST_COULD_NOT reads, a dropped subject
 * ("couldn't add the …", not "you couldn't"), and the "can't manage" forms of it/pt/es/fr ("non riesco
 * a prenotare", "não consegui emitir", "no logré", "je n'ai pas réussi"). */
const COULD_NOT_22 = r`(?:${PAST_COULD_NOT}|(?<!\b(?:you|they|he|she|it|who|that) )\bcouldn'?t (?!(?:be|agree|help but|have|reach|contact|find|locate|get through|get hold|connect|load|open|see|hear|retrieve|verify|trace|match|log|sign|track|pull up|look up)\b)|\bnon (?:riesco|riusciamo|sono riuscit[oa]|siamo riusciti)\b|\bnao (?:consegui|conseguimos|consigo|conseguimos)\b|\bno (?:consegui|logre|logramos)\b|\b(?:je|nous) n'(?:ai|avons) pas reussi\b)`;
/** A rule that bars the action, as its ground: what a party does or takes only, or never, as a habit
 * ("the venue only takes groups of 12", "the courier doesn't deliver to islands", "each guest is
 * limited to two", "closed on Mondays", "final sale"), in six languages. A breakdown (an error, a
 * system down, a card declined) or none left is a failure or a state, not a rule: it is not here. */
const RULE_GROUND_22 = r`(?:\b(?:caps?|limits?|restricts?) (?:a single|each|every|any|one|a|an|the) (?:[\w-]+ ){0,2}?(?:at|to) (?:\d|one|two|three|four|six|twelve)|\bonly (?:takes?|accepts?|allows?|permits?|delivers?|ships?|supports?|offers?|covers?|serves?|books?|seats?|issues?|sells?|opens?|runs?|operates?)\b|\b(?:is|are) (?:limited|restricted|capped) to\b|\b(?:doesn'?t|does not|don'?t|do not) (?:deliver|accept|take|support|allow|permit|ship|offer|cover|serve|book|issue|sell|refund|operate|run|fly|service|honou?r|process|handle|clear|settle|execute|release)\b|\b(?:is|are) (?:closed|shut) (?:on )?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|bank holidays|public holidays)\b|\b(?:final sale|non-?refundable|non-?transferable|non-?returnable|not eligible|ineligible)\b|\bno (?:acepta|aceptan|admite|admiten|permite|permiten|entrega|entregan|reparte|reparten|envia|envian|ofrece|ofrecen|cubre|cubren|abre|abren)\b|\bsolo (?:acepta|admite|permite|entrega|envia|abre)n?\b|\b(?:esta|estan) cerrad[oa]s? los (?:lunes|martes|miercoles|jueves|viernes|sabados|domingos)\b|\bnon (?:accetta|accettano|consente|consentono|permette|permettono|consegna|consegnano|spedisce|spediscono|effettua|effettuano|copre|coprono|apre|aprono)\b|\b(?:e|sono) chius[oaie] (?:la|il) (?:domenica|lunedi|martedi|mercoledi|giovedi|venerdi|sabato)\b|\bn'(?:accepte|acceptent|autorise|autorisent|effectue|effectuent|livre|livrent|ouvre|ouvrent|expedie|expedient|couvre|couvrent|prend|prennent) (?:\S+ ){0,2}?pas\b|\best fermee? le (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b|\bnao (?:aceita|aceitam|permite|permitem|entrega|entregam|envia|enviam|cobre|cobrem|abre|abrem)\b|\b(?:esta|fica) fechad[oa] (?:aos|nos) (?:domingos|sabados|segundas|feriados)\b|\b(?:nimmt|nehmen|akzeptiert|akzeptieren|liefert|liefern|erlaubt|erlauben|unterstutzt|unterstutzen|versendet|versenden)\b(?: \S+){0,4}? (?:keine|nicht)\b|\bist (?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|am wochenende) geschlossen\b)`;
/** A could-not of the request on a rule's ground: the action refused, not failed ("I couldn't add the
 * third bike — each booking is limited to two", "No pude reservar: el local no acepta grupos"). */
export const COULD_NOT_ON_RULE_22 = anyOf(r`(?:${COULD_NOT_22})[^.?!]{0,100}?${RULE_GROUND_22}`);

/** A rule told of a kind of thing, not of this request's: a present passive whose subject has no
 * determiner (a bare plural, or a gerund) — "Late fees are waived for the first missed payment each
 * year", "Support tickets are escalated after 48 hours", "Cancelling is done from the app". Neither
 * a claim nor a hand-off: nothing was done for this user. */
export const GENERIC_RULE_22 = anyOf(
  r`^(?!(?:your|my|our|the|this|these|those|that|all|both|its|his|her|their)\b)(?:[a-z-]+ ){0,2}[a-z-]+(?<!ss)s (?:are|get) (?:usually |normally |automatically |always |only |generally |typically )?(?:waived|escalated|refunded|processed|reviewed|handled|credited|charged|issued|sent|cancelled|canceled|approved|forwarded|transferred|assigned|deleted|archived|closed|renewed|returned|replaced|shipped|delivered|paid|billed|applied|added|removed|reset|released|refunded)\b[^.?!]{0,80}?\b(?:each|every|per|after \d+|within \d+|once|when|whenever|if|unless|by default|as standard|automatically|usually|normally|always)\b`,
  r`(?:^|— |: )[a-z]+ing (?:is|can be) (?:done|handled|managed|made) (?:from|in|via|through|under|on)\b`,
);

/** A problem dated before this turn, its status told without an agent: "The outage from this morning
 * is resolved", "The error you saw earlier is fixed" — over before this reply, not its act (as replies17
 * reads "the delay you mentioned last month …"). Undated ("The login problem is now fixed") it stays
 * the fix taking effect; "has been fixed" reports an event and is left to the claim rules. */
export const PROBLEM_OVER_22 = anyOf(r`^(?=[^.;!?:]{0,80}?\b(?:earlier|this morning|yesterday|last (?:night|week|month)|you (?:saw|reported|mentioned|had|hit|got|ran into)|yesterday's|this morning's|last night's)\b)(?:the|this|that|your|today's|yesterday's|last night's|this morning's)? ?(?:[\w'-]+ ){0,3}?(?:outage|error|issue|problem|incident|bug|fault|glitch|disruption|disturbance)s?\b[^.;!?:]{0,60}? (?:is|are) (?:now )?(?:fixed|resolved|cleared|over|sorted)\b(?! ?:)`);

/** A contingency for later: "if it hasn't arrived by then, reply here", "If the charge is still there
 * after the 10th, email us", "Falls Sie die Karte verlieren, …", "Si no llega mañana, …": what to do
 * should a later event happen, asked of nobody now. Not a wish ("if you'd like, reply yes"). */
export const CONTINGENCY_22 = anyOf(
  // relay40: after a clause the reply ends with ";" ("It can take 10 days to show; if it's still not there by the 16th,
  // reply here …"), and a clock time or an ordinal as the deadline ("by 6pm", "by the 16th").
  r`^(?:[^;?]{0,120}; )?(?:and |but |otherwise, )?(?:if|should|in case|in the event) (?!(?:you(?:'d| would)?(?: still| really| rather| also)? (?:like|want|prefer|wish|agree|need)|that (?:works|suits|sounds)|you're (?:happy|ok|okay|ready))\b)[^,;]{0,60}?\b(?:still|yet|by then|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|noon|midday|the \d+(?:st|nd|rd|th)?|\d+(?:st|nd|rd|th|(?:[:.]\d\d)? ?(?:am|pm))?)|after (?:that|then|the \d+|\d+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)|again|lose|lost|stolen|doesn'?t (?:arrive|show up|turn up|work)|hasn'?t (?:arrived|come|shown up|turned up|cleared|dropped off)|never (?:arrives|shows up))\b[^,;]{0,40}?,`,
  // German puts the verb first after a "falls / wenn / sobald" clause: word order, not a question
  // (unless what the user can do is tell or send the agent something: "…, können Sie mir … schicken").
  r`^(?:falls|wenn|sobald|nachdem|sollten) [^,?]{3,80}, (?:konnen|kannst|mussen|musst|sollten|durfen|brauchen) (?:sie|du)\b(?![^.?!]*\b(?:mir|uns)\b[^.?!]*\b(?:sagen|schicken|senden|mitteilen|nennen|geben|bestatigen|durchgeben)\b)`,
  // es/it/fr/pt: a need or a later event, then what the user can do ("Si necesitas cambiarla, puedes …").
  r`^(?:si|se) (?:necesitas|necesita|hai bisogno|ha bisogno|vous avez besoin|tu as besoin|precisar|precisa)\b[^,?]{0,60}, (?:puedes|puede|puoi|puo|vous pouvez|tu peux|pode|podes|voce pode)\b`,
  r`^(?:si|se|caso) [^,]{0,60}?(?:pierdes|pierde|perdez|perds|perdi|perde|perder|no llega|no ha llegado|n'arrive pas|non arriva|nao chegar|todavia|ancora|encore|ainda)\b[^,]{0,30},`,
);

/** The execution verbs (carry out, execute, effect) in the perfect, first person or passive, in
 * de/it/fr/es/pt — "Ich habe die Überweisung ausgeführt", "il bonifico è stato eseguito", "le
 * virement a été effectué", "la orden ha sido ejecutada", "o pagamento foi efetuado": the user's
 * transfer, order or payment done. Negated and conditional ones are left by the rule. */
export const EXECUTED_22 = anyOf(
  r`\b(?:ich|wir) (?:habe|haben) (?:(?!nicht\b|noch\b|kein\w*)\S+ ){1,5}?(?:ausgefuhrt|durchgefuhrt|vorgenommen|veranlasst)\b`,
  r`\b(?:wurde|wurden|ist|sind) (?:(?!nicht\b|noch\b|kein\w*)\S+ ){0,4}?(?:ausgefuhrt|durchgefuhrt|vorgenommen)(?: worden)?\b`,
  r`\b(?:e|sono) stat[oaie] (?:appena |ora |gia )?(?:eseguit|effettuat)[oaie]\b|\b(?:ho|abbiamo) (?:gia |appena |ora )?(?:eseguito|effettuato)\b`,
  r`\b(?:a|ont) ete (?:bien )?(?:effectue|execute)e?s?\b|\b(?:j'ai|nous avons) (?:bien )?(?:effectue|execute)\b`,
  r`\b(?:ha|han) sido (?:ejecutad|efectuad)[oa]s?\b|\b(?:he|hemos) (?:ya )?(?:ejecutado|efectuado)\b`,
  r`\b(?:foi|foram) (?:executad|efetuad)[oa]s?\b|\b(?:executei|efetuei|executamos|efetuamos)\b`,
);

/** pt "já" with a first-person plural: "Já alterámos a morada", "já cancelamos o pedido" — "já" makes
 * the -amos/-emos/-imos form a past act (in Brazil it is also the present). Not a modal, a state or a
 * look ("já podemos", "já temos", "já verificamos"). */
export const JA_WE_DID_22 = anyOf(r`\bja (?!(?:podemos|temos|sabemos|vimos|verificamos|conferimos|recebemos|estamos|fomos|somos|queremos|devemos|precisamos|tentamos|falamos|pensamos|conversamos|analisamos|consultamos|olhamos|vemos)\b)[a-z]{3,}(?:amos|emos|imos)\b`);

/** A subject that opens the sentence with a determiner ("Your tickets for the museum on 12 May …"):
 * a date inside it is the thing's own day, not when the act was done. */
export const SUBJECT_FIRST_22 = local(r`^(?:your|the|this|these|those|all|both) [^,;:]{0,60}?\b(?:have|has|were|was|are|is) been\b|^(?:your|the|this|these|those) [^,;:]{0,60}?\b(?:was|were)\b`);

/** "open" with a record the agent would create as its object ("I can't open a lost-parcel claim on
 * it", "we can't open a dispute for …"): an action refused, not a file that failed to load. Read on
 * the text from the modal on (DECLINE_EXCLUDED_VERB keeps "I can't open the attachment" a failure). */
export const OPENS_A_RECORD_22 = local(r`^[^.;]{0,40}?\bopen (?:a|an|another|the|your|any)? ?(?:[\w-]+ ){0,2}?(?:claim|case|dispute|ticket|investigation|complaint|return|refund request|chargeback|account|trace)\b`);

/** A passive refusal with its general ground: "The requested content violates the usage policy and
 * will not be generated", "This request breaches our terms and won't be processed". What would be made
 * or done for the user, not a reassurance ("your card will not be charged" has no ground). */
export const WILL_NOT_BE_MADE_22 = anyOf(r`\b(?:will not|won't|cannot|can't|can not) be (?:generated|produced|written|created|drafted|answered|fulfilled|completed|processed|carried out)\b`);

// replies21 round of issue 16: flags on the development sets (seventh to twelfth), read as mechanisms.
// Sentences in the test (test/score/response-check-replies21.test.ts) were written here, none copied from a set.

/** A definite subject: a thing of this request, named with an article or a possessive (not "you", "nothing",
 * "no payment", which say no one's thing is meant). */
const OWN_THING_EN_21 = r`(?:the|your|this|that|its|their|our)`;
const OWN_THING_ES_21 = r`(?:el|la|los|las|su|sus|tu|tus)`;
const OWN_THING_DE_21 = r`(?:der|die|das|ihr\w*|dein\w*|unser\w*|ihre)`;
const OWN_THING_FR_21 = r`(?:le|la|les|l'|votre|vos|ton|ta|tes)`;
const OWN_THING_IT_21 = r`(?:il|la|lo|gli|le|l'|suo|sua|tuo|tua)`;
const OWN_THING_PT_21 = r`(?:o|a|os|as|seu|sua|teu|tua)`;

/** What the user waits to have happen to their thing (the done verbs of claims_done, the losses left out:
 * a cancellation, a deletion or a charge not made is no problem). */
const WANTED_DONE_EN_21 = r`(?:processed|refunded|re-?sent|sent|issued|applied|credited|delivered|updated|activated|approved|transferred|paid|ported(?: over)?|installed|shipped|dispatched|received|confirmed|renewed|included|completed|submitted|signed|uploaded|published|restored|replaced|repaired|fixed|released|reinstated|registered|verified|migrated|synced|deployed|filed|posted|set up|reset|scheduled|booked|added|corrected|cleared|accepted|returned)`;
const WANTED_INTRANSITIVE_EN_21 = r`(?:come through|gone through|come in|arrived|ported(?: over)?|cleared|landed|started|finished|completed|synced|installed|updated|booted|shipped|gone out|turned up|shown up|reached (?:you|us|them|the \w+))`;

/** The thing not done: a definite thing of this request told with a negated passive or perfect of a done
 * verb ("Your old SIM number hasn't ported over yet", "the deposit wasn't returned", "the update didn't
 * install on the tablet"), es "la transferencia no se ha procesado", "el portátil no arrancó", de "die
 * Erstattung wurde noch nicht ausgezahlt", fr "le virement n'a pas été effectué", it "il bonifico non è
 * stato ancora accreditato", pt "o reembolso ainda não foi processado". A failure or the missing piece:
 * it flags. Not nobody's thing ("No payments failed", "nothing has been charged", "you haven't been
 * charged"), nor a loss not suffered ("your order hasn't been cancelled"). */
const NEG_EN_BE_21 = r`(?:hasn't|has not|haven't|have not|wasn't|was not|weren't|were not|isn't|is not|aren't|are not)`;
const NEG_EN_DID_21 = r`(?:hasn't|has not|haven't|have not|didn't|did not)`;
const NEG_EN_WOULD_21 = r`(?:didn't|did not|wouldn't|would not)`;
const NEG_FR_21 = r`n'(?:a|ont|est|sont|avait|avaient) `;
const NEG_IT_21 = r`non (?:e|sono|era|erano)`;
const NEG_PT_21 = r`nao (?:foi|foram|(?:tem|tinha) sido)`;
// Each part opens on its negation and asks for the definite subject before it in a lookbehind, so the
// subject's few words are tried only where the negation stands (opening on the subject tried them after
// every "the" and "your" of a sentence that holds a negation somewhere).
export const NOT_DONE_OWN_THING_21 = anyOf(
  r`\b${NEG_EN_BE_21}(?<=\b${OWN_THING_EN_21}\b(?: [\w'-]+){0,7}?(?:,? which)? ${NEG_EN_BE_21})(?: yet| still)?(?: been)?(?: yet)? ${WANTED_DONE_EN_21}\b`,
  r`\b${NEG_EN_DID_21}(?<=\b${OWN_THING_EN_21}\b(?: [\w'-]+){0,7}?(?:,? which)? ${NEG_EN_DID_21})(?: yet)? ${WANTED_INTRANSITIVE_EN_21}\b`,
  r`\b${NEG_EN_WOULD_21}(?<=\b${OWN_THING_EN_21}\b(?: [\w'-]+){0,7}?(?:,? which)? ${NEG_EN_WOULD_21}) (?:install|boot|boot up|start up|update|sync|upload|go through|come through|arrive|print|save|load)\b`,
  r`\bno (?<=\b${OWN_THING_ES_21}\b(?: [\w'-]+){0,7}? (?:(?:todavia|aun|tampoco) )?no )(?:se )?(?:(?:ha|han|habia|habian) (?:sido )?|(?:fue|fueron) )?(?:procesad|reembolsad|enviad|emitid|aplicad|acreditad|entregad|actualizad|activad|aprobad|transferid|pagad|instalad|recibid|confirmad|realizad|tramitad|incluid|devuelt|arreglad|reparad)[oa]s?\b`,
  r`\bno (?<=\b${OWN_THING_ES_21}\b(?: [\w'-]+){0,7}? (?:(?:todavia|aun) )?no )(?:arranco|arranca|enciende|encendio|llego|ha llegado|se instalo|se actualizo|se proceso|se envio|se aplico|se acredito|se sincronizo)\b`,
  r`\bnicht (?<=\b${OWN_THING_DE_21}\b(?: [\w'-]+){0,7}? (?:wurde|wurden|ist|sind)(?: [\w-]+){0,4}? (?:noch )?nicht )(?:[\w-]+ ){0,3}?(?:ausgezahlt|erstattet|uberwiesen|gebucht|verschickt|versandt|zugestellt|geliefert|angekommen|eingegangen|bearbeitet|freigeschaltet|aktiviert|aktualisiert|genehmigt|angelegt|gutgeschrieben|installiert|ubertragen|portiert|durchgefuhrt|gestartet)\b`,
  r`\b${NEG_FR_21}(?<=\b${OWN_THING_FR_21}\b ?(?:[\w'-]+ ){0,7}?${NEG_FR_21})(?:pas|toujours pas|jamais)(?: encore)?(?: ete)? (?:rembourse|traite|envoye|effectue|fait|applique|credite|livre|mis a jour|active|approuve|valide|transfere|paye|installe|recu|confirme|expedie|arrive|parvenu|demarre|enregistre)e?s?\b`,
  r`\b${NEG_IT_21}(?<=\b${OWN_THING_IT_21}\b ?(?:[\w'-]+ ){0,7}?${NEG_IT_21})(?: ancora)?(?: stat[oaie])?(?: ancora)? (?:rimborsat|elaborat|inviat|effettuat|applicat|accreditat|consegnat|aggiornat|attivat|approvat|trasferit|pagat|installat|ricevut|confermat|spedit|arrivat|partit|registrat)[oaie]\b`,
  r`\b${NEG_PT_21}(?<=\b${OWN_THING_PT_21}\b(?: [\w'-]+){0,7}? (?:ainda )?${NEG_PT_21})(?: ainda)? (?:processad|reembolsad|enviad|emitid|aplicad|creditad|atualizad|ativad|aprovad|transferid|pag|instalad|recebid|confirmad|realizad|efetuad|entreg)(?:[oa]s?|ues?)\b`,
);

/** A message, warning or error shown to the user and explained away: it "just means" something ordinary,
 * is normal, harmless or expected, or can be ignored ("The 'sync pending' banner just means the phone is
 * offline", de "Die Meldung … ist harmlos", fr "Ce message signifie simplement …", es "el aviso … es
 * normal", it "l'avviso … può essere ignorato", pt "a mensagem … só significa …"). The clause states no
 * problem; what follows a "but" still may. */
/** The rest of the clause, up to a "but" that may say what did go wrong. */
const UNTIL_BUT_21 = r`(?:(?!,? (?:but|however|aber|doch|mais|pero|sin embargo|ma|pero|mas|porem)\b)[^.;?!])*`;
export const MESSAGE_EXPLAINED_AWAY_21 = anyOfGlobal(
  r`\b(?:the|that|this|a|an)(?: [\w'"-]+){0,3}? (?:message|warning|error|alert|notice|banner|pop-?up|notification|prompt|code)\b[^.;:?!]{0,60}? (?:(?:just|only|simply|merely) (?:means?|meant|indicates?|says?|tells?)|(?:is|was|'s) (?:\w+ )?(?:normal|harmless|expected|benign|cosmetic|informational|safe to ignore|nothing to worry about)|can (?:safely )?be (?:ignored|dismissed|disregarded))\b${UNTIL_BUT_21}`,
  r`\b(?:die|diese|der|das)(?: [\w-]+){0,3}? (?:meldung|warnung|fehlermeldung|hinweis|nachricht|anzeige)\b[^.;:?!]{0,60}? (?:bedeutet nur|heisst nur|ist (?:\w+ )?(?:harmlos|normal|unbedenklich)|kann ignoriert werden)\b${UNTIL_BUT_21}`,
  r`\b(?:le|ce|cet|cette|l')(?: ?[\w'-]+){0,3}? ?(?:message|avertissement|alerte|erreur|notification)\b[^.;:?!]{0,60}? (?:signifie (?:simplement|juste|seulement)|(?:est|etait) (?:\w+ )?(?:normal|normale|sans gravite|sans danger|inoffensif)|peut etre ignore)e?\b${UNTIL_BUT_21}`,
  r`\b(?:el|ese|este|la|esa|esta)(?: [\w-]+){0,3}? (?:mensaje|aviso|error|alerta|notificacion)\b[^.;:?!]{0,60}? (?:(?:solo|solamente|simplemente) significa|(?:es|era) (?:\w+ )?(?:normal|inofensiv[oa]|esperad[oa])|se puede ignorar|puede ignorarse)\b${UNTIL_BUT_21}`,
  r`\b(?:il|lo|l'|quel|quell'|questo|questa|la)(?: ?[\w'-]+){0,3}? ?(?:messaggio|avviso|errore|notifica)\b[^.;:?!]{0,60}? (?:significa solo|vuol dire solo|(?:e|era) (?:\w+ )?(?:normale|innocuo|innocua|previsto)|puo essere ignorat[oa])\b${UNTIL_BUT_21}`,
  r`\b(?:a|o|essa|esse|essa|este|esta)(?: [\w-]+){0,3}? (?:mensagem|aviso|erro|alerta|notificacao)\b[^.;:?!]{0,60}? (?:(?:so|apenas|somente) significa|(?:e|era) (?:\w+ )?(?:normal|inofensiv[oa]|esperad[oa])|pode ser ignorad[oa])\b${UNTIL_BUT_21}`,
);

/** A kind of threat described in general, with a habitual verb or as its signs: "Scam texts usually ask
 * you to …", "Typical signs of a fake invoice are …", de "Gefälschte Rechnungen erkennt man oft an …", es
 * "Los correos de phishing suelen …", fr "Les faux SMS contiennent souvent …". It states no problem of this
 * request, whatever risk words it lists; nor do people at large ("Customers sometimes ask us to …"). Not a dated or possessed one ("Phishing emails were sent from your
 * account yesterday"). */
export const GENERIC_KIND_DESCRIBED_21 = rx(
  r`^(?:(?:common|typical|usual|classic|the (?:main|usual|typical|most common)) )?(?:signs|tells|red flags|warning signs|indicators|hallmarks) of (?:an? )?[\w-]+(?: [\w-]+){0,2}? (?:are|include|often|usually)\b|^(?:(?:most|many) )?(?:phishing|scam|fraudulent|fake|spoofed|suspicious|malicious|spam) (?:[\w-]+ ){0,2}?(?:usually|often|typically|generally|commonly|tend to|frequently)\b|^(?:(?:some|many|most) )?(?:customers|users|people|guests|travell?ers|passengers|patients|members|clients|buyers|sellers|drivers|tenants|students|parents|callers)(?: [\w-]+)? (?:sometimes|often|usually|occasionally|frequently|typically|commonly|tend to)\b|^(?:[\w-]+ ){1,3}?(?:erkennt man|suelen|reconoce uno|on reconnait|si riconoscono|costumam)\b|^(?:les |los |las |i |le |os |as )?(?:faux|fausses|correos|mensajes|e-?mails|mails|messaggi|sms|mensagens)(?: [\w-]+){0,3}? (?:contiennent|demandent|suelen|piden|contengono|chiedono|pedem|contem) (?:souvent|generalement|a menudo|normalmente|spesso|di solito|geralmente)\b`,
);

/** The restriction that stands in the way, said of this request's one thing (docs/score.md: "your fare is
 * basic economy, which can't be changed"): the thing itself is non-refundable, non-transferable, … ("Your
 * voucher is non-transferable", "because the room is non-refundable", de "Ihr Ticket ist nicht
 * erstattungsfähig", fr "votre billet est non remboursable"), or the refused object is one such thing ("I
 * can't move a non-refundable stay", it "non posso rimborsare un biglietto non rimborsabile", es "no puedo
 * cambiar una reserva no reembolsable"); the refusal may stand anywhere in the sentence. Not a kind of thing (plural: "non-refundable tickets can't be
 * changed"), nor one on offer ("Would you like a non-refundable rate?"); and only as the ground of a refusal in the
 * same sentence (REFUSED_IN_SENTENCE_21): told alone ("The ticket is non-refundable.", SGD's answer to
 * "is it refundable?") it informs. */
const RESTRICTED_EN_21 = r`(?:non[- ]?refundable|non[- ]?transferable|non[- ]?exchangeable|non[- ]?changeable|non[- ]?cancell?able|non[- ]?returnable|basic economy|final[- ]sale)`;
const RESTRICTED_OTHER_21 = r`(?:no (?:reembolsable|transferible|modificable|canjeable|cancelable)|nicht (?:erstattungsfahig|ubertragbar|stornierbar|umbuchbar|umtauschbar)|non (?:remboursable|echangeable|modifiable|cessible|annulable)|non (?:rimborsabile|cedibile|modificabile|annullabile)|nao (?:reembolsavel|transferivel|alteravel))`;
export const RESTRICTED_OWN_THING_21 = anyOf(
  r`\b(?:your|the|this|that|because|since|as)(?: [\w-]+){0,3}? (?:is|was|'s) (?:an? |of )?(?:[\w-]+ )?${RESTRICTED_EN_21}\b(?! (?:and|or)\b)`,
  r`\b(?:it's|it is|its|this is|that's|that is) (?:an? )?(?:[\w-]+ )?(?:fare|ticket|rate|booking)\b[^.;?!]{0,30}\b${RESTRICTED_EN_21}\b`,
  r`\b(?:an?|un|una|ein|eine|einen|um|uma) (?:[\w-]+ )?(?:${RESTRICTED_EN_21}|${RESTRICTED_OTHER_21})\b`,
  r`\b(?:un|una|um|uma) (?:[\w-]+ ){1,2}?${RESTRICTED_OTHER_21}\b`,
  r`\b(?:su|tu|el|la|este|esta|ihr|ihre|dein|deine|der|die|das|votre|ton|ta|le|la|l'|ce|cette|il|lo|il suo|la sua|questo|questa|o|a|seu|sua|este|esta)\b ?(?:[\w'-]+ ){1,3}?(?:es|era|ist|war|est|etait|e|era|e) ${RESTRICTED_OTHER_21}\b`,
);
/** A refusal anywhere in the sentence (REFUSAL_HEAD_18), the gate of RESTRICTED_OWN_THING_21. */
export const REFUSED_IN_SENTENCE_21 = rx(REFUSAL_HEAD_18);

/** A failure denied by its subject: no one of the things failed ("No transfers bounced this week", "None of
 * the backups failed", es "ningún pago ha fallado", de "keine Lastschrift ist fehlgeschlagen", fr "aucun
 * prélèvement n'a échoué", it "nessun pagamento è fallito", pt "nenhum pagamento falhou"). Removed before the
 * flags are read; "No, the payment failed" (an answer, then the failure) keeps its flag. */
export const NONE_FAILED_21 = anyOfGlobal(
  r`\b(?:no|none of (?:the|your|our|these|those)|not a single|not one) (?:[\w-]+ ){0,3}?(?:failed|bounced|errored|crashed|went wrong|(?:was|were|got) (?:declined|rejected|returned unpaid))\b|\bnothing (?:has |had )?(?:failed|broke|crashed|went wrong)\b`,
  r`\b(?:ningun|ninguna|ninguno)(?: [\w-]+){0,3}? (?:ha |han )?(?:fallado|fallo|sido rechazad[oa])\b|\bkein\w*(?: [\w-]+){0,3}? (?:ist |sind |wurde |wurden )?(?:fehlgeschlagen|abgelehnt|gescheitert)\b`,
  r`\baucun\w*(?: [\w-]+){0,3}? n'a (?:echoue|ete refuse|ete rejete)e?\b|\bnessun\w*(?: [\w-]+){0,3}? (?:e |ha )?(?:fallit[oa]|stat[oa] rifiutat[oa])\b|\bnenhum\w*(?: [\w-]+){0,3}? (?:falhou|foi recusad[oa])\b`,
);

/** A case only supposed of the user or the agent, opening the sentence up to its comma ("If you're locked out
 * of the flat, a locksmith can help", "If I ever couldn't help, I'd say so", de "Wenn Sie …,", fr "Si vous
 * …,", es "Si usted …,", it "Se lei …,", pt "Se você …,"): the problem in it is not this request's. */
export const SUPPOSED_USER_CASE_21 = local(
  r`^(?:if|in case|should|wenn|falls|si|se) (?:you|you're|you've|you'd|i|i'm|we|sie|du|vous|tu|usted|lei|voce)\b[^,;]*[,;]`,
);

/** A refusal that takes up the sentence before as its ground: "So I can't …", "… therefore …", de "daher",
 * "deshalb", fr "donc", es "por eso", "por lo tanto", it "quindi", "pertanto", pt "por isso", "portanto". */
export const THEREFORE_21 = rx(
  r`\b(?:therefore|thus|hence|daher|deshalb|deswegen|somit|donc|por eso|por lo tanto|por ello|quindi|percio|pertanto|por isso|portanto)\b|^(?:so|that's why|this is why|as a result|for that reason|asi que|c'est pourquoi|par consequent|per questo)\b`,
);

/** FACT_STATE_19 (a state of this request's own thing: already / still so, a passive of what happened to it,
 * a negated state, "is on the … plan", a dated end) read in a sentence of its own, before THEREFORE_21's refusal. */
export const FACT_OF_THIS_21 = rx(FACT_STATE_19);

// replies20 round of issue 16: the thirteenth set's kinds, read as mechanisms. Sentences in the test
// (test/score/response-check-replies20.test.ts) were written here, none copied from a set.

/** Who takes a request up when the agent asks them to: a role or a team, not a customer, a courier or
 * the user ("asked a supervisor to look at the bill", "asked our pharmacist to call you"). */
const TAKER_20 = r`(?:(?:a|an|the|our|my|one of our|one of my)\s+)?(?:[\w'&-]+\s+){0,3}?(?:supervisor|managers?|team ?lead|colleagues?|specialists?|pharmacist|coordinator|nurse|doctor|clinician|engineers?|technicians?|advis[eo]rs?|experts?|officer|caseworker|case worker|lawyer|solicitor|accountant|underwriter|adjuster|team|department|desk|unit)\b`;
/** What a taker does with the request: review it, decide it, or take it up with the user. */
const TAKE_UP_20 = r`(?:look at|look into|look over|review|check|go over|assess|investigate|approve|decide|handle|deal with|sort(?: out)?|take over|follow up|call|ring|phone|contact|email|e-mail|text|get in touch|get back|reach out|speak|talk)\b`;

/** The request passed to a person or a role by asking them, or by sending them the user's details, or a
 * bare "Escalated to …" (escalation is to people by definition); es first-person plural and future
 * ("le pasamos con el departamento de grupos"), de a long receiver before the participle ("an unsere
 * Kollegen vom Kundendienst weitergeleitet"). Not "asked the customer to resend it", "sent you the
 * details", "Escalated to priority 1". */
export const HANDOFF_TO_PERSON_20: PatternList = listOf(
  rx(r`\b(?:asked|have asked|'ve asked|requested)\s+${TAKER_20}\s+to\s+(?:(?:take a )?(?:quick |closer )?)?${TAKE_UP_20}`),
  rx(r`\basked\s+(?:him|her|them)\s+to\s+(?:call|ring|phone|contact|email|e-mail|text|get in touch with|get back to|reach out to|speak (?:to|with)|talk (?:to|with))\s+you\b`),
  rx(r`\b(?:sent|passed|forwarded|given|gave|emailed)\s+(?:him|her|them|${TAKER_20})\s+(?:all\s+)?(?:of\s+)?your\s+(?:contact\s+)?(?:details|case|file|notes|request|number|information|info)\b`),
  rx(r`^[^\p{L}]*(?:escalated|referred)(?: (?:it|this|the case|the ticket|your case|your ticket))? to (?!(?:you|your|me|my|priority|p\d|urgent|high|critical|severity|sev)\b)[\p{L}\d]`),
  rx(r`\b(?:le|te|lo|la|les|los|las) (?:pasamos|pasaremos|pasare|transferimos|transferiremos|transferire|comunicamos|comunicaremos|derivamos|derivaremos|ponemos en contacto|pondremos en contacto) (?:con|a|al) (?:el|la|los|las|un|una|nuestro|nuestra|nuestros|nuestras|otro|otra|algun|alguna)\b`),
  rx(r`\ban (?:unser\w*|die|den|das|einen|eine|einem|ein) (?:\w+ )?(?:\w*team|\w*abteilung|kolleg\w*|spezialist\w*|support|fachbereich|mitarbeiter\w*|vorgesetzt\w*)(?: \S+){1,4}? (?:weitergeleitet|ubergeben|eskaliert|weitergegeben)\b`),
);

/** A scheduled service that other people run (a train, a flight, a class, a concert) told as called off,
 * held up or full: another party's act that blocks the request (flags), not this reply's act (not
 * claims_done). "Train 2231 is cancelled (strike)", "the 9:40 sailing has been suspended", it "Il
 * traghetto delle 16 è stato cancellato", es "el vuelo … fue cancelado", fr "le vol … est annulé", pt "o
 * voo … foi cancelado", de "der Zug … fällt aus". The user's own booking of it ("the booking for the
 * class", "your ticket") is not the service; the user's service ("your flight") only with a cause that
 * names the other party or the reason ("due to the strike", "by the airline"). */
const SERVICE_20 = r`(?:trains?|flights?|ferry|ferries|buses|bus|coach|sailings?|crossings?|departures?|connections?|trams?|shuttle|classes|class|lessons?|sessions?|courses?|concerts?|shows?|performances?|screenings?|matche?s?|games?|tours?|events?|excursions?|workshops?|lectures?|seminars?|webinars?|races?|gigs?)`;
const CALLED_OFF_20 = r`(?:is|are|was|were|has been|have been|got|gets|'s been|'s|is now|has now been|has|have)(?: now| just| also| unfortunately| sadly| been)? (?:cancell?ed|called off|suspended|postponed|delayed|scrapped|axed|pulled|full|fully booked|sold out)\b`;
const NOT_A_BOOKING_20 = r`(?!(?:[\w:'.-]+ ){0,3}?(?:booking|reservation|ticket|tickets|seat|seats|order|subscription|appointment|membership|spot|place|pass|request|payment)\b)`;
const OFF_WORD_20 = r`\b(?:cancell?ed|called off|suspended|postponed|delayed|scrapped|axed|pulled|full|fully booked|sold out)\b`;
const CAUSE_20 = r`(?:due to|because of|owing to|following|as a result of|after|\(|by the (?:airline|operator|venue|organi[sz]ers?|school|club|instructor|teacher|carrier|rail company|council|promoter))`;
export const SERVICE_CALLED_OFF_20 = anyOf(
  // The called-off word first, so that the prefilter reads it rather than "the" or "your "; the subject behind it.
  r`${OFF_WORD_20}(?<=(?<!\b(?:booking|bookings|reservation|reservations|tickets?|seats?|places?|spots?|orders?|pass|passes|refund) (?:for|on|to|of|in) )(?:^(?!(?:your|my|our)\b)|\b(?:the|this|that|today's|tomorrow's|tonight's|monday's|tuesday's|wednesday's|thursday's|friday's|saturday's|sunday's) )${NOT_A_BOOKING_20}(?:[\w:'.-]+ ){0,3}?${SERVICE_20}(?: [\w:'.-]+){0,4}? ${CALLED_OFF_20})`,
  r`${OFF_WORD_20}(?<=\byour ${NOT_A_BOOKING_20}(?:[\w:'.-]+ ){0,2}?${SERVICE_20}(?: [\w:'.-]+){0,4}? ${CALLED_OFF_20})[^.;]{0,30}?${CAUSE_20}`,
  r`\b(?:il|lo|la|l'|i|gli|le) ?(?:[\w:'.-]+ ){0,4}?(?:treno|treni|volo|voli|traghetto|traghetti|autobus|pullman|corso|lezione|concerto|spettacolo|partita|visita|evento|corsa|collegamento)\b[^.;]{0,40}? (?:e|sono) (?:stat[oaie] )?(?:cancellat|annullat|soppress|sospes|rinviat)[oaie]\b`,
  r`\b(?:el|la|los|las) (?:[\w:'.-]+ ){0,4}?(?:tren|trenes|vuelo|vuelos|ferry|barco|autobus|clase|concierto|funcion|partido|excursion|visita|evento|salida)\b[^.;]{0,40}? (?:ha sido|han sido|fue|fueron|esta|estan|se ha|se han) (?:cancelad|suspendid|anulad|aplazad|retrasad)[oa]s?\b`,
  r`\b(?:le|la|les|l') ?(?:[\w:'.-]+ ){0,4}?(?:train|trains|vol|vols|ferry|bateau|bus|car|cours|concert|spectacle|seance|match|visite|evenement|traversee|depart)\b[^.;]{0,40}? (?:est|sont|a ete|ont ete) (?:annule|supprime|suspendu|reporte|retarde)e?s?\b`,
  r`\b(?:o|a|os|as) (?:[\w:'.-]+ ){0,4}?(?:comboio|comboios|trem|voo|voos|ferry|balsa|barco|autocarro|onibus|aula|concerto|espetaculo|sessao|jogo|visita|evento|travessia)\b[^.;]{0,40}? (?:foi|foram|esta|estao) (?:cancelad|suprimid|suspens|adiad|atrasad)[oa]s?\b`,
  r`\b(?:der|die|das) (?:[\w:'.-]+ ){0,4}?(?:zug|flug|fahre|bus|kurs|konzert|vorstellung|spiel|fuhrung|veranstaltung|verbindung|abfahrt)\b[^.;]{0,40}? (?:(?:wurde|ist|wurden|sind) (?:\w+ )?(?:gestrichen|abgesagt|annulliert|ausgefallen|verschoben)|fallt (?:\w+ )?aus)\b`,
);

/** A state of this request's thing that blocks it, told bare (no failure verb, not the agent's act): a
 * state shown by a system ("ferry's showing full for cars", "listed as sold out"), a thing already taken
 * in es/de/fr/it/pt (de "der Platz ist schon weg", es "ya está ocupado", fr "est déjà complet"), a slot
 * double-booked, a record not saved, none found (de "kein Kunde … gefunden", es "ningún pedido
 * encontrado"), an error code or an error given ("Erro 404 na API", "the system gives error"). Not none
 * found of a problem ("keine Fehler gefunden"), an error's general meaning ("error messages", "if you get
 * an error": a supposition is read off before). */
export const STATE_BLOCKS_20 = anyOf(
  r`\b(?:showing|shows|showing as|shows as|listed as|marked as|comes up as|coming up as|appears as)(?: (?:as|now|still))? (?:full|fully booked|booked up|sold out|unavailable|closed|cancell?ed|out of stock|no availability)\b`,
  r`\b(?:ist|sind|war|waren) (?:\w+ ){0,3}(?:schon|bereits|leider schon|leider bereits) (?:weg|vergeben|ausgebucht|belegt|voll|besetzt|ausverkauft|vergriffen)\b|\b(?:(?:ya|deja|gia|ja) (?:esta|estan|est|sont|e|sono|estao)|(?:esta|estan|est|sont|e|sono|estao) (?:ya|deja|gia|ja)) (?:\w+ )?(?:ocupad[oa]s?|complet[oa]s?|agotad[oa]s?|llen[oa]s?|pris|prise|prises|complete?s?|occupee?s?|pien[oaie]|occupat[oaie]|esaurit[oaie]|lotad[oa]s?|esgotad[oa]s?|cheio|cheia)\b`,
  r`\b(?:got|gets|is|was|has been|have been|are|were|'s been) (?:\w+ )?(?:double-?booked|double booked|overbooked|over-booked)\b`,
  r`\b(?:saved|recorded|registered|stored|submitted|processed)\b(?<=\b(?:booking|reservation|order|payment|change|changes|form|appointment|request|application|entry) (?:is|was|were|are|has|have) (?:not|n't|never) (?:been )?\w+)(?! (?:until|unless|before)\b)`,
  r`\b(?:kein|keine|keinen|ningun|ninguna|aucun|aucune|nessun|nessuna|nenhum|nenhuma) (?!(?:\w+ )?(?:fehler|probleme?|problema|problemas|problemi|erreurs?|errore|errori|erros?|errores|virus|anomali\w*)\b)(?:[\w-]+ ){1,5}?(?:gefunden|encontrad[oa]s?|trouvee?s?|trovat[oaie])\b`,
  r`(?:^|: )(?:an? )?(?:error|erro|erreur|errore|fehler|http)\s*:?\s*(?:code\s*)?[45]\d\d\b|\b(?:gives?|gave|give|throws?|threw|returns?|returned|shows?|showed|got|gets|dice|da|gibt|donne|renvoie|restituisce|retorna|devolve) (?:an? |the |un |uno |una |einen |ein |um |uma )?(?:error|erro|erreur|errore|fehler)\b(?! (?:messages?|codes?|handling|pages?|logs?|rates?)\b)`,
);

/** A general notice or rule, with no thing of this request in it: opened as a generality ("In
 * general, …", "As a rule …", "Typically …", es "por lo general", de "im Allgemeinen", fr "en
 * général", it "in genere", pt "em geral"), or a list of common signs or causes ("Common phishing
 * signs: …"): it flags nothing. */
export const GENERAL_OPENING_20 = anyOf(
  r`^(?:fyi:? |note:? |please note:? )?(?:in general|generally(?: speaking)?|as a (?:general )?rule|typically|usually|normally|in most cases|en general|por lo general|im allgemeinen|in der regel|en regle generale|in genere|in generale|di solito|em geral|normalmente|geralmente)\b,?`,
  r`^(?:the )?(?:most )?(?:common|typical|usual|classic|main) (?:[\w-]+ ){0,2}(?:signs|symptoms|causes|red flags|warning signs|indicators|reasons|risks)\b[^.:]{0,40}:`,
);

/** A place's opening or closing on its days, a notice ("Our offices are closed on public holidays",
 * "FYI: branch closed 24–26 Dec.", "The museum is open Tuesday to Sunday"): read off before flags. Not
 * one closed now, today or tomorrow ("the branch is closed today"). */
export const CLOSED_ON_DAYS_20 = rx(r`\b(?:offices?|branch(?:es)?|stores?|shops?|museum|library|gallery|reception|desk|clinic|counter|centre|center|park|pool|gym|helpline|phone lines?)(?: (?:is|are|will be|remains?|stays?))? (?:closed|open|shut)(?: (?:on|from|between|every|over|during|until|till|for))? (?!(?:today|now|tonight|tomorrow|this|at the moment|right now|currently)\b)(?:(?:public|bank|school) holidays|weekends|sundays|saturdays|christmas|easter|the holidays|${WEEKDAYS_ALL}|\d)[^.;]*`);

/** What stands in the way told as a pending condition on another's act, before the agent can act ("We
 * can't release the shipment until the invoice is corrected", "without it we cannot move your
 * application on"): a missing piece (flags), not a refusal — as GATE_BEFORE_ACTING_16 reads "until you …". */
export const GATE_PENDING_20 = anyOf(
  r`\b(?:i|we)(?:'m|'re| am| are)? (?:can't|cannot|can not|cant|unable to|won't be able to|not able to) [^.;]{1,60}? (?:until|till|before) (?:this|it|that|they|the|your|these|those)\b[^.;]{0,40}? (?:is|are|has been|have been|gets|get) (?:\w+ed|done|sent|made|paid|given|signed|received|approved|seen|taken)\b`,
  r`\bwithout (?:it|this|that|them|these|those|the [\w-]+|your [\w-]+)\b,? (?:we|i) (?:can't|cannot|can not|cant|are unable to|am unable to|are not able to|won't be able to)\b`,
);

/** A can't limited to this channel or to the agent ("beyond what I can sort from chat", de "hier im Chat
 * nicht klären"), said where the reply hands the request on: routing, not a refusal. */
export const CHANNEL_LIMIT_20 = rx(r`\b(?:from (?:this |the )?chat|in (?:this |the )?chat|over (?:the )?chat|via chat|by chat|from here|on my (?:end|side)|at my level|beyond what (?:i|we) can|im chat|per chat|hier|por (?:este |el )?chat|desde aqui|par (?:le )?chat|d'ici|in chat|da qui|pelo chat|por aqui)\b`);

/** A refusal whose ground, after a rule, names a fact of this request: "…, as the scheme covers only
 * residents and the address on your form is in another district", "…, since you've said it isn't your
 * flat", "…: the tool covers the next 48 hours, and you asked about a flight on 30 September", es "…, ya
 * que la solicitud se presentó el 20 y el plazo cerró el 15". The fact stands in the way (flags). */
const GROUND_FACT_20 = r`(?:\band (?:your (?:[\w'-]+ ){0,3}?|the (?:[\w'-]+ ){0,3}?(?:on|in|of|for|from) your (?:[\w'-]+ ){0,2}?)(?:is|are|was|were|has|have|had)\b|\byou(?:'ve| have)? (?:said|told (?:me|us)|mentioned|confirmed|asked (?:about|for))\b|\bse [a-z]+(?:o|io|ou)\b (?:el|o|il) \d{1,2}\b|\b(?:el|la|o|a|il|the) (?:plazo|prazo|termine|deadline|window|period|periodo|frist) (?:cerro|closed|fechou|e scaduto|ended|termino|expired|endete|lief ab)\b)`;
export const REFUSAL_GROUND_FACT_20 = rx(r`(?:${REFUSAL_HEAD_18}|\b(?:won't|will not|wont)\b)[^.?!]{0,80}?${GROUND_LINK_18}[^.?!]{0,140}?${GROUND_FACT_20}`);

/** What the user said set against the record, negated ("Parcel 88213 shows delivered. You say it didn't
 * arrive."; "the car you reserved is a manual — you mentioned you can only drive automatics"): the
 * contradiction is the conflict (flags). Not what the user said standing ("You mentioned you'd like a
 * window seat"), nor "you said it didn't matter". */
export const USER_SAID_AGAINST_20 = rx(r`\byou (?:say|said|mentioned|told (?:me|us)|noted|reported|wrote|indicated|stated) (?:that )?(?:(?:it|the [\w-]+|your [\w-]+|you|this|they|he|she)\b[^.?]{0,40}?(?:\b(?:didn't|did not|hasn't|has not|haven't|have not|never|wasn't|weren't|isn't|can't|cannot|can only|don't|do not)\b)(?! (?:matter|mind|bother|care)\b)|(?:nobody|no one|no-one|nothing)\b)`);

/** A requirement set against what the user gave, by contrast: "the proof of funds you provided is dated
 * March, whereas the seller's agent requires a statement from the last 30 days" (flags). */
export const REQUIREMENT_WHEREAS_20 = rx(r`\b(?:whereas|while|although)\b(?<=\b(?:you (?:provided|sent|gave|uploaded|submitted|chose|booked|reserved|picked|selected|entered)|your)\b[^.?]{0,100}?\b(?:whereas|while|although))[^.?]{0,60}?\b(?:requires?|needs?|only accepts?|accepts only|must be|has to be|have to be)\b`);

/** What the user asked for said to be missing from the data ("the figures you asked about aren't in the
 * data yet"), an arithmetic failure told bare ("division by zero"), or a terse count of the user's own
 * records ("Two events named 'Standup' tomorrow") — the missing piece (flags). */
export const ASKED_FOR_MISSING_20 = anyOf(
  r`\b(?:you asked (?:about|for)|you wanted|you requested)\b[^.?]{0,30}?\b(?:aren't|isn't|are not|is not|weren't|wasn't) (?:yet )?(?:in|available|there|included|covered|recorded|on record)\b`,
  r`\b(?:division by zero|divide by zero|divided by zero)\b`,
  r`^(?:two|three|four|five|several|multiple|2|3|4|5) (?:[\w-]+ )?(?:events|accounts|records|users|profiles|orders|bookings|reservations|customers|contacts|entries|patients|members|invoices|files|meetings|appointments|tickets|cards|addresses) (?:named|called|titled|under|with the (?:same )?name)\b`,
);

/** A record of this request's thing sent or made in error ("the 'resolved' email you got was sent in
 * error"), or a repair still going on: a problem (flags), and the passive is not this reply's act. */
export const MADE_IN_ERROR_20 = anyOf(
  r`\b(?:was|were|has been|have been) (?:sent|issued|charged|applied|posted|made|marked|closed|cancell?ed|billed|debited)(?: to you)? (?:in error|by mistake|by accident|mistakenly|wrongly|incorrectly)\b`,
  r`\b(?:is|are) still being (?:repaired|fixed|investigated|restored|worked on)\b`,
);

/** Another party's report opening the sentence ("the airline said …", "the courier told us …"): what
 * follows is their account, not this reply's act (not claims_done). Not "The hotel confirmed your late
 * checkout" (what the agent arranged, confirmed: done, the fifth set). */
export const REPORTED_BY_OTHER_20 = rx(r`^(?:the|your) (?:[\w-]+ )?(?:airline|courier|carrier|hotel|venue|driver|bank|landlord|school|council|shop|seller|store|restaurant|operator|insurer|supplier|warehouse|airport|manufacturer|agency|post office|depot|organi[sz]er|organi[sz]ers) (?:said|says|told (?:us|me)|has told (?:us|me)|reports|reported|let (?:us|me) know|informed (?:us|me))\b`);

/** A problem said at first and then over ("couldn't find your bag at first but it turned up"): no flag. */
export const AT_FIRST_THEN_OVER_20 = rx(r`\bat first\b[^.?]{0,40}\bbut\b[^.?]{0,40}\b(?:turned up|was found|has been found|found it|arrived|came through|showed up|is on (?:its|the) way|is back|went through)\b`);

/** A refusal said as a practice with its rule ("we don't ship lithium batteries by air, sorry, it's a
 * carrier rule"), fr "on ne peut pas …" (the impersonal we), and a terse verbless one ("Not helping
 * bypass the paywall."): declines. */
export const REFUSAL_PRACTICE_OR_TERSE_20 = anyOf(
  r`\bwe (?:don't|dont|do not|never) (?!(?:know|have|see|think|need|mind|want|charge|expect|usually|often)\b)[a-z]+\b[^.?]{0,80}?\b(?:it's|its|it is|that's|thats|that is) (?:a |an |our |the )?(?:[\w-]+ )?(?:rule|policy|regulation|law)\b`,
  r`\bon ne (?:peut|pourra|pourrait) pas\b`,
  r`^not (?:helping|doing|writing|making|giving|sharing|creating|touching|going to help)\b(?![^.]{0,40}\b(?:until|unless|yet)\b)`,
);

/** A refusal's ground named as a rule, in the sentence ("é regra da companhia", "in line with the terms
 * accepted at purchase", "c'est la règle") or as the next, verbless one ("Club rule."): a general ground
 * (docs/score.md), so the refusal flags nothing. */
export const RULE_GROUND_20 = rx(r`\b(?:(?:it's|its|it is|that's|thats|that is|c'est|es|e|è|ist) (?:a |an |our |the |their |its |la |una |uma |une |die |eine )?(?:[\w-]+ )?(?:rule|policy|regla|regra|regle|regola|regel|politica|politique)\b|in line with (?:the|our) (?:terms|policy|rules|conditions)\b|(?:club|house|company|carrier|airline|store|shop|school|gym|hotel) (?:rules?|polic(?:y|ies))\b|regra da (?:companhia|empresa|casa)\b|regla de la (?:empresa|casa|compania)\b)`);
export const BARE_RULE_20 = rx(r`^(?:(?:it's|its|that's|thats|it is|that is) )?(?:a |an |our |the )?(?:[\w-]+ )?(?:rule|policy|polic(?:y|ies)|rules)[.!]?$`);

/** An open closer after acting, about anything at all ("Let me know if anything looks off", "shout if
 * something seems wrong"): courtesy, not an ask. Not "let me know if that was the one you meant" (a
 * definite thing to confirm: an indirect ask). */
export const OPEN_CLOSER_20 = rx(r`^(?:and |just |please |otherwise,? )?(?:let (?:me|us) know|tell (?:me|us)|give (?:me|us) a shout|shout|ping (?:me|us)) if (?:anything|something|there's anything|there is anything)\b`);

/** A condition on the user's own wish before an instruction ("If you wish to appeal, you can use the
 * online form", it "Qualora desiderasse presentare reclamo, può rivolgersi …", fr "Si vous souhaitez …,
 * vous pouvez …"): an invitation to act themselves, neither an ask nor this reply's act. Not "If you'd
 * like me to …" (an offer: the agent acts). */
export const WISH_CONDITION_20 = rx(r`^(?:if you(?: wish| would like|'d like| want| prefer) to|should you (?:wish|want|prefer) to|si (?:usted )?(?:desea|quiere|prefiere)|si vous (?:souhaitez|desirez|voulez|preferez)|se (?:desidera|desideri|vuole|vuoi|preferisce)|qualora (?:desiderasse|desideri|volesse|voglia|preferisse)|(?:wenn|falls) sie (?:mochten|wollen|wunschen)|se (?:desejar|quiser|preferir))\b(?! (?:que|che|dass|me|mi|moi)\b)(?![^.?]*\b(?:i can|i'll|i will|we can|we'll|we will|let me|let us|confirm|puedo|podemos|je peux|nous pouvons|posso|possiamo|kann ich|ich kann|wir konnen|podemos|me|mi|mir|moi|us|nos|ci|uns|dirmi|mandarmi|inviarmi|scrivermi|decirme|enviarme|mandarme|escribirme|m'envoyer|m'ecrire)\b)`);

/** A done label with a colon opening the sentence, in six languages ("Gebucht: Museum Ludwig, So 11:00",
 * es "Reservado: …", it "Prenotato: …"): a terse notification (claims_done), as "Booked: …" in English.
 * Not a cancellation label ("Cancelled: the 9:15 to Leeds" may be the operator's). */
export const DONE_LABEL_20 = rx(r`^(?:booked|reserved|confirmed|paid|ordered|gebucht|reserviert|bestatigt|bezahlt|bestellt|reservad[oa]s?|confirmad[oa]s?|pagad[oa]s?|reservee?s?|confirmee?s?|payee?s?|prenotat[oaie]|confermat[oaie]|pagat[oaie])\s*:\s*\S`);

/** A problem said already fixed, in es/de/fr/it/pt (de "Der Fehler vom Montag ist schon behoben", es "ya
 * está resuelto", fr "est déjà résolu", it "è già risolto", pt "já foi corrigido"), nothing said to be
 * left: no flag. Not negated ("no está resuelto"), nor followed by what still fails. */
export const PROBLEM_FIXED_OTHER_20 = rx(r`(?:\b(?:ist|sind|wurde|wurden) (?:\w+ )?(?:schon|bereits|inzwischen|mittlerweile) (?:behoben|gelost|repariert|korrigiert)\b|(?<!\b(?:no|non|nao|pas) )\b(?:ya (?:esta|estan|fue|ha sido)|(?:esta|estan|fue|ha sido) ya) (?:resuelt|solucionad|corregid|arreglad)[oa]s?\b|\b(?:est|a ete|sont|ont ete) deja (?:resolue?s?|corrigee?s?|reparee?s?)\b|(?<!\bnon )\be (?:stat[oa] )?gia (?:risolt|corrett|sistemat)[oaie]\b|\bja (?:esta|foi|estao|foram) (?:resolvid|corrigid|reparad)[oa]s?\b)(?![^.?]*\b(?:aber|pero|mais|ma|mas|jedoch|sin embargo|pourtant|todavia|encore|ancora|ainda|immer noch)\b)`);

// replies23 round of issue 16: adjudicate20's "ours wrong" on the tenth to twelfth sets, read as
// mechanisms. Sentences in the test (test/score/response-check-replies23.test.ts) were written here.

/** A booking of the user's thing said to stand for its own weekday and date ("Your scan is scheduled for
 * Monday 3 March", "your fitting with Ms. Cole is booked for Friday, May 9 at 2 pm"): the booked thing's own
 * day (docs/score.md 'Where the signals meet'), as BOOKED_FOR_WEEKDAY reads the other languages. A bare date
 * ("Your appointment is scheduled for 3 July") may be a record and stays unread. */
export const SCHEDULED_FOR_WEEKDAY_23 = rx(
  r`\b(?:scheduled|booked|reserved|confirmed|set|arranged|rescheduled|rebooked|moved|planned)(?<=\byour (?:[^\s,;:]+ ){1,5}?(?:is|are) (?:now |all |also )?\w+) for (?:this |next )?${WEEKDAYS_ALL},? (?:the )?(?:\d{1,2}(?:st|nd|rd|th)?|${MONTHS} \d{1,2})\b`,
);

/** The user's thing made ready for them by this reply: "The hire van is ready for you at bay 3", "your
 * permit is ready and I've emailed it to you". Not asked, negated or still to come ("will be ready",
 * "isn't ready for you yet", "is it ready for you?"), nor a choice left to the user ("ready for you to
 * decide"). */
export const READY_FOR_USER_23 = rx(
  r`\b(?:is|are) (?:now |all )?ready (?:for you\b(?! (?:yet|to (?:decide|choose|pick|confirm)\b))|and (?:i|we)(?:'ve| have)? (?:send|sent|email|emailed|attach|attached|forward|forwarded)\b)`,
);

/** A place got for the user: "I got you in at 6:30", "we've squeezed you in on Friday", "got you a table
 * for two", or the whole clause "you're in!". Not "you're in luck", "you're in the queue", "if you're in
 * town". */
export const GOT_YOU_IN_23 = rx(
  r`(?:\b(?:i|we)(?:'ve| have)? |^)(?:got|gotten|squeezed|fit|fitted|slotted) you (?:in|on|a (?:table|seat|spot|slot|place|room|ticket|booking))\b|(?:^|, )you're (?:all |now )?in(?= ?[!.]* ?$)`,
);

/** This request's thing sent off today by the agent's side: "The spare battery shipped this morning via
 * DHL", "your parcel went out today". A dated day before this turn is a record (DONE_BY_ITSELF_18 keeps
 * those out); what happened before a refusal is read there. */
export const SHIPPED_TODAY_23 = rx(
  r`\b(?:shipped|went out|was dispatched|was posted|was sent out|got sent)(?<=\b(?:the|your) (?:[^\s,;:]+ ){1,4}?(?:shipped|went out|was dispatched|was posted|was sent out|got sent)) (?:out )?(?:today|this (?:morning|afternoon|evening)|just now|earlier today)\b`,
);

/** A present can't of the request, said by the agent ("I can't book …", "we cannot issue …"): removed from
 * what flags reads when the same sentence gives a general ground (REFUSAL_GENERAL_GROUND, HOUSE_LIMIT_23) —
 * the refusal (declines), not a failure (docs/score.md 'Where the signals meet'). */
export const PRESENT_CANT_SPAN_23 = anyOfGlobal(
  r`\b(?:i|we)(?: really| unfortunately| just| simply| sadly| honestly)? (?:can't|cannot|can not|cant|am unable to|'m unable to|are unable to|'re unable to|am not able to|'m not able to)\b`,
);
/** A limit of the house on a kind of request, with its number: "our maximum is 12", "the maximum party size
 * is 8", "our limit is 3 per order", "we only seat groups of up to 10". A rule for every request, not a fact of
 * this one. */
export const HOUSE_LIMIT_23 = rx(
  r`\b(?:our|the) (?:(?:[\w-]+ ){0,2}?(?:maximum|max|limit|minimum)|(?:maximum|max|minimum) (?:[\w-]+ ){0,2}?(?:size|number|amount|capacity|stay))\b (?:is|are) (?:\w+ )?\d+|\bwe only (?:seat|take|accept|book|allow|serve) (?:groups|parties|tables|orders|bookings) of (?:up to |at most |no more than )?\d+\b`,
);
/** Where a service goes or does not, said of the service at large: "we don't deliver to the islands", "we
 * do not ship outside the EU", "we don't fly into Lagos". A general ground (what the service covers): it
 * flags nothing, as the clause's own statement. Not a thing of this request ("we don't have your parcel", "we
 * didn't deliver it"), nor its place said to lie outside ("the address is in a region we don't ship to"). */
export const COVERAGE_RULE_23 = anyOfGlobal(
  r`(?:^|[,;:] )(?:(?:sorry|unfortunately|i'm afraid|im afraid)[,!.]? )?we (?:currently |unfortunately |sadly )?(?:don't|do not|dont) (?:deliver|ship|send|post|fly|sail|operate|offer (?:delivery|shipping|service)) (?:to|into|in|outside|beyond|overseas|abroad|internationally)\b(?= \w)`,
);

/** An empty result said of this request's named thing, with what it lacks qualified ("ECON-201 has no
 * places left this term", "the carrier's feed has no scans for this parcel yet"): a failure stated plainly,
 * it flags. Not a feature absent ("the room has no minibar"): the qualifier makes it a result. */
export const EMPTY_OF_OWN_THING_23 = rx(
  r`\b(?:has|have) no (?:[\w-]+ ){0,2}?(?:sections|seats|slots|spaces|places|rooms|tables|events|scans|results|records|entries|availability|stock|tickets|appointments|openings|vacancies|dates|times|classes|courses)\b (?:open|available|left|free|remaining|listed|recorded|yet|for (?:this|that|your|the|these|those))\b`,
);
/** A risk that another party turns down what was done or asked ("payroll may reject it", "the bank might
 * return the payment", "the landlord could refuse this"): a risk of this request, it flags. Not the user's or
 * the agent's choice ("you may decline it", "we might refuse it"). */
export const THIRD_PARTY_MAY_REJECT_23 = rx(
  r`\b(?:reject|decline|refuse|bounce|deny|return|block|kick|knock)(?<=(?<!\b(?:i|we|you|u)) (?:may|might|could|will probably|would probably|is likely to|are likely to) \w+) (?:it|them|this|that|the|your)\b`,
);

// replies25 round of issue 16: the development sets' remaining misses, read as mechanisms (who did what to
// what, whose thing, whether a rule or this request's fact). Sentences in the test
// (test/score/response-check-replies25.test.ts) were written here, none copied from a set.

/** What a gerund opening a clause may be when it names no act: a noun ("the booking", "parking", "a meeting"),
 * a preposition ("during", "including") or a pronoun ("nothing"). */
const NOUN_IN_ING_25 = r`(?:during|according|including|regarding|concerning|following|considering|pending|morning|evening|nothing|something|anything|everything|thing|things|king|ring|spring|string|ceiling|building|wedding|meeting|booking|parking|housing|shipping|billing|pricing|setting|settings|training|funding|timing|heading|listing|opening|offering|clothing|bedding|lighting|seating|being|bring|sing|sibling|earring|warning|morning's|swing|wing|sterling|darling|feeling|ending|something's|anything's)`;
/** A clause whose subject is the act itself, a gerund at the clause's start ("Going over that", "Voiding it now",
 * "doing otherwise", "note that picking locks you don't own"): what follows is said of doing it. */
const ACT_AS_SUBJECT_25 = r`(?:^|[,;:] |[—–-] |\b(?:but|and|so|as|because|since|though|although|otherwise|that|remember|warning) )(?!${NOUN_IN_ING_25}\b)[a-z]{2,}ing\b(?: [^\s,;:.?!]+){0,10}?`;
const HARM_VERB_25 = r`(?:cause(?! (?:\w+ )?(?:harm|hurt|injury|injuries|offen[cs]e|distress|suffering)\b)|damage|unbalance|break|corrupt|wipe|erase|overwrite|destroy|lose|void|invalidate|crash|disrupt|delay|expose|breach|violate|endanger|jeopardi[sz]e|compromise|trigger|lock)`;

/** The act's own consequence, with the act as the clause's subject and a modal of what it would bring: "Going
 * over that can cause serious liver damage", "Voiding it now would unbalance June's reconciliation", "Resetting
 * the router may lock you out"; not a price ("Renting it will cost you $900 a month"); es/fr/it/pt an infinitive subject with the modal or a conditional ("Anularla
 * ahora podría descuadrar …", "Supprimer ce dossier effacerait …"), de "Das Löschen würde … löschen". A risk the
 * action itself brings (docs/score.md): it flags where the reply refuses nothing, as ILLEGAL_DOING_25 (beside a
 * refusal, "as doing so could cause serious harm" is the refusal's general ground). Not a thing's own behaviour ("The meeting may delay lunch"),
 * nor the agent's ("We may delay …"), nor harm at large ("can cause real harm to people": a refusal's general
 * ground, replies18). */
export const RISK_OF_DOING_25 = anyOf(
  r`\b${HARM_VERB_25}\b(?<=${ACT_AS_SUBJECT_25} (?:can|could|may|might|will|would)(?: \w+ly| also| even| then| actually)? ${HARM_VERB_25})`,
  r`\b(?:causar|danar|borrar|romper|eliminar|perder|anular|bloquear|provocar|descuadrar|causer|endommager|supprimer|effacer|bloquer|provoquer|entrainer|perdre|causare|danneggiare|cancellare|bloccare|provocare|compromettere|perdere|danificar|apagar|estragar)\b(?<=(?:^|[,;:] |\b(?:pero|mais|ma|mas|porque|car|perche) )[a-z]{2,}(?:ar|er|ir|re)(?:lo|la|los|las|le|li|lu)?\b(?: [^\s,;:.?!]+){0,6}? (?:podria|podrian|puede|pueden|pourrait|pourraient|peut|risque de|potrebbe|potrebbero|puo|rischia di|poderia|poderiam|pode) \w+)`,
  r`\b(?:causaria|borraria|anularia|eliminaria|provocaria|romperia|bloquearia|descuadraria|entrainerait|supprimerait|effacerait|annulerait|bloquerait|provoquerait|causerait|causerebbe|cancellerebbe|annullerebbe|bloccherebbe|comporterebbe|provocherebbe|apagaria|danificaria|cancelaria)\b(?<=(?:^|[,;:] |\b(?:pero|mais|ma|mas|porque|car|perche) )[a-z]{2,}(?:ar|er|ir|re)(?:lo|la|los|las|le|li|lu)?\b(?: [^\s,;:.?!]+){0,6}? \w+)`,
  r`\b(?:loschen|beschadigen|sperren|verursachen|zerstoren|durcheinanderbringen|uberschreiben)\b(?<=\bdas (?:[a-z]+en|[a-z]+ieren) (?:[^\s,;:.?!]+ ){0,3}?(?:wurde|konnte|kann|wird) (?:[^\s,;:.?!]+ ){0,5}?(?:loschen|beschadigen|sperren|verursachen|zerstoren|durcheinanderbringen|uberschreiben))`,
);

/** Doing what was asked said to be against the law or dangerous, the act as the clause's subject: "doing
 * otherwise is illegal", "picking locks you don't own is illegal in many places", "mixing the two is
 * dangerous"; es/fr/it/pt an infinitive subject ("Hacerlo sin licencia es ilegal"). A warning beside help
 * (flags), read only where the reply refuses nothing: beside a refusal it is the refusal's general ground
 * (docs/score.md 'Where the signals meet'; response-check.ts `warningsBesideHelp`). */
export const ILLEGAL_DOING_25 = anyOf(
  r`\b(?:illegal|unlawful|against the law|a (?:criminal )?offen[cs]e|a crime|dangerous|unsafe)\b(?<=${ACT_AS_SUBJECT_25} (?:is|are|would be|could be|can be|may be|might be)(?: \w+ly| also| still| usually)? (?:illegal|unlawful|against the law|a (?:criminal )?offen[cs]e|a crime|dangerous|unsafe))`,
  r`\b(?:ilegal|delito|illegal|illegale|illecito|pericoloso|peligroso|dangereux|perigoso)\b(?<=(?:^|[,;:] |[—–-] )[a-z]{2,}(?:ar|er|ir|re)(?:lo|la|los|las|le|li)?\b(?: [^\s,;:.?!]+){0,8}? (?:es|est|e|sera|seria|serait|sarebbe) (?:un |una |\w+ment |\w+mente )?(?:ilegal|delito|illegal|illegale|illecito|pericoloso|peligroso|dangereux|perigoso))`,
);

/** A fact said to be settled, nothing left for anyone to do: "so there's nothing left to do", "so no action
 * is needed", "so your account is square", es "no hace falta hacer nada", de "Sie
 * müssen nichts weiter tun", fr "vous n'avez rien à faire", it "nessuna azione è richiesta", pt "não precisa
 * fazer nada". The sentence states no problem (flags nothing). Not "nothing I can do" (a failure or a refusal),
 * "nothing to do but wait", a balance settled only later ("until the balance is settled"), nor "nothing to
 * refund" (the request's own object missing: `replies.jsonl` flags it). */
export const SETTLED_NOTHING_LEFT_25 = anyOf(
  r`(?:^|\bso |[,;:] |[—–-] )(?:there's |there is |there's really |you have |you've got )?nothing (?:left |else |more |further )?(?:to (?:do|worry about)|(?:is |was )?(?:needed|required|outstanding|owed|due))\b(?! (?:but|except|other than|until|unless)\b)`,
  r`\bno (?:further |other )?action (?:is |was )?(?:needed|required|necessary)\b(?! (?:but|except|until|unless)\b)`,
  r`(?<!\b(?:until|till|once|when|whenever|if|before|after|unless) )\b(?:your|the) (?:account|balance|bill|billing)(?: is|'s) (?:now |all )?(?:square|settled|clear|up to date|in order)\b`,
  r`\b(?:you|u) (?:don't|do not|dont) (?:need|have) to do anything(?: (?:else|more|further))?\b(?! (?:but|except|until|unless)\b)`,
  r`\bno (?:hace falta|es necesario|tienes que|tiene que|necesita|necesitas) hacer nada\b|\bno queda nada (?:pendiente|por hacer)\b`,
  r`\bsie mussen nichts (?:weiter |mehr )?(?:tun|unternehmen)\b|\bkeine (?:weiteren )?schritte (?:sind )?(?:notig|erforderlich)\b`,
  r`\bvous n'avez rien (?:d'autre |de plus )?a faire\b|\baucune (?:autre )?action (?:n'est )?(?:requise|necessaire)\b`,
  r`\bnon (?:deve|devi|c'e bisogno di) fare (?:nulla|niente)\b|\bnessuna (?:ulteriore |altra )?azione (?:e )?(?:richiesta|necessaria)\b`,
  r`\bnao (?:precisa|e preciso|tem que) fazer nada\b|\bnenhuma (?:outra )?acao (?:e )?necessaria\b`,
);

/** An attempt told before a could-not: "I've tried everything I can, but I can't restore the voicemails", "I
 * tried twice but couldn't get it to connect"; es "lo intenté, pero no pude", de "ich habe es versucht, aber
 * … nicht", fr "j'ai essayé, mais je n'ai pas pu", it "ho provato, ma non ci sono riuscito", pt "tentei, mas
 * não consegui". The agent tried and failed: a failure (flags; docs/score.md). A general ground in the
 * sentence makes the can't the refusal (flagsRead removes it first). */
export const ATTEMPT_THEN_CANT_25 = anyOf(
  r`\b(?:tried|attempted|have been trying|was trying)\b[^.;?]{0,80}?\bbut\b[^.;?]{0,30}?\b(?:i|we)?(?: still| just| simply)? ?(?:can't|cannot|can not|cant|couldn't|could not|couldnt|wasn't able|weren't able|was unable|were unable|am unable|'m unable|am not able|'m not able|haven't been able|have not been able)\b`,
  r`\b(?:intente|intentamos|he intentado|hemos intentado|probe)\b[^.;?]{0,80}?\bpero\b[^.;?]{0,30}?\bno (?:puedo|pude|podemos|pudimos|consigo|consegui|logre|he podido)\b`,
  r`\bversucht\b[^.;?]{0,80}?\baber\b[^.;?]{0,60}?\b(?:nicht|keine?n?)\b`,
  r`\b(?:j'ai essaye|nous avons essaye|j'ai tente|nous avons tente)\b[^.;?]{0,80}?\bmais\b[^.;?]{0,30}?\b(?:je n'ai pas pu|nous n'avons pas pu|je ne peux pas|nous ne pouvons pas|je n'y arrive pas|sans succes)\b`,
  r`\b(?:ho provato|abbiamo provato|ho tentato|abbiamo tentato)\b[^.;?]{0,80}?\bma\b[^.;?]{0,30}?\bnon (?:riesco|riusciamo|ci sono riuscit|sono riuscit|ho potuto|abbiamo potuto|posso)\w*`,
  r`\b(?:tentei|tentamos)\b[^.;?]{0,80}?\bmas\b[^.;?]{0,30}?\bnao (?:consigo|consegui|conseguimos|posso|pude)\b`,
);

/** The user's own record said to show a state, or a decision said to rest on it: "your profile shows a
 * regular membership", "Based on your current income and utilisation, …", "given your payment history", es
 * "según su historial", de "aufgrund Ihrer Angaben", fr "compte tenu de votre historique", it "in base al suo
 * reddito", pt "com base no seu histórico". Beside a refusal or a question it is the fact of this request
 * that stands in the way, as RECORD_FACT_18 (response-check.ts reads it only there). */
export const OWN_RECORD_GROUND_25 = anyOf(
  r`\byour (?:account|profile|plan|policy|record|records|file|membership|booking|order|ticket|fare|subscription|contract|history|details) (?:shows?|lists?|says|indicates?|has)\b(?: that)? (?:a|an|the|your|no|only|it|you)\b`,
  r`\b(?:based on|given|in light of|considering) your (?:current |recent |existing |latest )?(?:income|credit|utili[sz]ation|usage|account|profile|records?|history|payment history|balance|score|age|address|eligibility|membership|plan|contract|policy|file|statements?|salary|earnings|claims? history)\b`,
  r`\b(?:segun|en base a|con base en) (?:su|tu|sus|tus) (?:historial|perfil|cuenta|ingresos|expediente|contrato|poliza|puntuacion)\b|\baufgrund (?:ihrer|ihres|deiner|deines) (?:angaben|einkommens|kontos|profils|vertrags|historie|bonitat|zahlungshistorie)\b|\b(?:compte tenu de|au vu de|selon) (?:votre|vos|ton|tes) (?:historique|profil|compte|revenus|dossier|contrat)\b|\b(?:in base al|in base alla|in base ai|dato il|data la) (?:suo|sua|tuo|tua|suoi|tuoi)? ?(?:reddito|profilo|conto|storico|contratto|polizza)\b|\bcom base (?:no|na|nos|nas) (?:seu|sua|seus|suas) (?:historico|perfil|conta|renda|rendimentos|contrato)\b`,
);

/** A scam word that names what would be made or explained, not a scam the user met: the refused or offered
 * object ("I can't write a convincing phishing email", "I won't draft a scam text"), how the kind works ("how
 * phishing emails are usually built"), or a simulated one ("a simulated phishing test"). Removed before flags
 * are read (FLAG reads "phishing", "scam" as a risk to the user). */
export const SCAM_NAMED_NOT_MET_25 = anyOfGlobal(
  r`\b(?:write|create|draft|compose|generate|craft|produce|design|make|build|writing|creating|drafting)\b(?: (?:you|u|them))? (?:a|an|the|any|that|this|such|these|those|your|some)?(?: [\w-]+){0,3}? (?:scams?|phishing|fraudulent)\b`,
  r`\bhow (?:[\w-]+ ){0,2}?(?:scams?|phishing)(?: [\w-]+){0,2}? (?:work|works|operate|operates|are (?:usually |typically |often )?(?:built|made|written|put together))\b`,
  r`\b(?:simulated|mock|practice|training|sample|example|test|dummy) (?:phishing|scam)\b`,
);

/** An approval the agent has asked a person or role for, on something it could not do itself: "it needs
 * security's approval, which I've requested from them". The approver now decides: a hand-off (hands-off.ts).
 * A thing the agent submitted that now waits for an approval ("your claim is submitted and waiting for your
 * manager's approval", de "wartet auf die Genehmigung durch Ihre Führungskraft") is the workflow's next step
 * after the agent acted, not a hand-off (docs/score.md "Where the signals meet"); nor is an approval only
 * needed ("it needs your manager's approval") or a supplier's acceptance ("pending until the hotel accepts it"). */
export const HANDOFF_AWAITING_APPROVER_25: PatternList = listOf(...[
  r`\b(?:[\w-]+'s (?:approval|sign-?off|authori[sz]ation)|(?:approval|sign-?off|authori[sz]ation) from [^.;,]{2,50}?), which (?:i|we)(?:'ve| have)? (?:now |already |just )?(?:requested|asked for|sought)\b`,
].map((source) => rx(source)));

/** What was asked for said to have run out: full, sold out, booked up, used up, none left. */
const RAN_OUT_25 = r`(?:(?:is|are|was|were|'s|'re)(?: already| now| completely| fully| all| totally)? (?:full(?! of\b)|fully booked|booked up|sold out|used up|exhausted|maxed out|at capacity)|no (?:more )?(?:availability|rooms|seats|tables|slots|spaces|places|tickets) (?:left|available)|(?:has|have) nothing (?:left|available))\b`;
const PRESENT_CANT_25 = r`(?:can't|cannot|can not|cant|am unable to|'m unable to|are unable to|'re unable to|am not able to|'m not able to)\b`;
/** A present can't of the request whose ground in the sentence is that what was asked for ran out ("The hotel
 * is full those days, I cannot book", "Can't do the transfer now, the daily limit is already used up", "I
 * can't book the 8:15 — it's sold out"): a failure, as the past "couldn't book it, it's fully booked" already
 * reads (docs/score.md 'Where the signals meet': something ran out) — it flags and does not decline. */
export const CANT_ON_RAN_OUT_25 = anyOf(
  r`(?:^|\b(?:i|we)(?: really| just| simply| unfortunately)? )${PRESENT_CANT_25}[^.;?]{0,80}?${RAN_OUT_25}`,
  r`${RAN_OUT_25}[^.;?]{0,60}?\b(?:i|we)(?: really| just| simply| unfortunately)? ${PRESENT_CANT_25}`,
);

/** A time limit denied: "the balance never expires", "points don't expire", "your cover won't lapse", es "nunca
 * caduca", de "verfällt nie", fr "n'expire jamais", it "non scade mai", pt "nunca expira". Removed before flags
 * are read (FLAG reads "expire" as a problem). Not "never arrived", "never loads" (a failure), nor "doesn't
 * expire until May" (a limit that stands). */
export const LIMIT_DENIED_25 = anyOfGlobal(
  r`\b(?:never|doesn't|does not|don't|do not|won't|will not|will never|can't|cannot)(?: ever)? (?:expires?|lapses?|runs? out)\b(?! (?:until|till|before|after|unless|if|for|in|on|at|by|when|once)\b)`,
  r`\bnunca (?:caduca|caducan|vence|vencen|expira|expiram|caducara)\b|\b(?:verfallt|verfallen|lauft|laufen) (?:\w+ )?nie(?: ab)?\b|\bn'expire(?:nt)? jamais\b|\bnon (?:scade|scadono) mai\b`,
);

// replies24 round of issue 16: the fourteenth set's kinds, read as mechanisms. Sentences in the test
// (test/score/response-check-replies24.test.ts) were written here, none copied from the set.

/** The user's own thing, as the subject of a clause: a possessive of the user in six languages ("your",
 * "votre", "su", "la sua", "Ihr", "o seu"). */
const POSSESSIVE_24 = r`(?:your|ur|votre|vos|ta|ton|tes|su|sus|tu|tus|la sua|il suo|le sue|i suoi|la tua|il tuo|le tue|i tuoi|la vostra|il vostro|ihr|ihre|ihren|ihrem|dein|deine|deinen|o seu|a sua|os seus|as suas|seu|sua)`;
/** A subject's words up to its verb: no clause break, no negation, no subordinator, no verb of its own
 * ("your parcel is at the depot and is scheduled …" is two clauses). */
const SUBJECT_WORDS_24 = r`(?:(?!(?:not|no|never|nicht|kein\w*|pas|non|nao|nunca|mai|jamais|if|when|once|until|unless|whether|si|se|wenn|falls|sobald|quand|cuando|quando|that|que|che|dass|is|are|was|were|be|been|has|have|had|will|would|can|could|should|may|might|must|est|sont|esta|estan|ist|sind|wird|e|sono|foi|fue)\b)(?:[^\s,;:.?!]|(?<=\d)[:.,](?=\d)|(?<=\b\d{1,2})\.)+ ){0,14}?`;
/** Done verbs as participles of a state or passive, in six languages (accents folded, stems without the
 * agreement ending where the language inflects them). A call-off or a closure is another party's act
 * (flags), so "cancelled", "annulé", "storniert" are not here. */
const DONE_PART_EN_24 = r`(?:booked|re-?booked|reserved|confirmed|placed|extended|renewed|approved|moved|changed|modified|amended|updated|registered|enrolled|activated|re-?activated|re-?scheduled|transferred|processed|submitted|accepted|recorded|logged|filed|lodged|paid|waived|credited|refunded|issued|unlocked|reset|restored|set up|arranged|upgraded|downgraded|switched|added|sorted|done)`;
const DONE_PART_FR_24 = r`(?:confirme|reserve|prolonge|renouvele|modifie|enregistre|valide|effectue|approuve|accepte|traite|rembourse|active|inscrit|transfere|deplace|mis a jour|mise a jour|pris en compte|prise en compte|programme|planifie|credite|fait)e?s?`;
const DONE_PART_ES_24 = r`(?:confirmad|reservad|reprogramad|reagendad|modificad|prorrogad|renovad|aprobad|aceptad|registrad|actualizad|tramitad|procesad|reembolsad|activad|transferid|cambiad|programad|abonad|acreditad|hech|ampliad|inscrit|apuntad)[oa]s?`;
const DONE_PART_IT_24 = r`(?:confermat|prenotat|approvat|accettat|prolungat|rinnovat|modificat|registrat|aggiornat|elaborat|rimborsat|accreditat|attivat|spostat|trasferit|iscritt|fatt|evas)[oaie]`;
const DONE_PART_DE_24 = r`(?:bestatigt|gebucht|reserviert|verlangert|erneuert|geandert|aktualisiert|ubernommen|erfasst|eingetragen|registriert|genehmigt|bearbeitet|erstattet|gutgeschrieben|freigeschaltet|aktiviert|umgebucht|verschoben|angelegt|erledigt)`;
const DONE_PART_PT_24 = r`(?:confirmad|reservad|alterad|prorrogad|renovad|aprovad|registrad|atualizad|processad|reembolsad|ativad|transferid|agendad|marcad|feit|inscrit)[oa]s?`;

/** The user's own thing told in a state or passive of a done verb: "Your seat on the 07:15 coach to Bath
 * on 3 May is booked", "your car share got extended", fr "Votre inscription … a été prolongée", es "Su
 * cita … ha sido modificada", it "la sua pratica è stata approvata", de "Ihr Antrag wurde genehmigt", pt
 * "a sua consulta foi remarcada" (claims_done). The participle is read first, the subject behind it.
 * Present states carry no date of the act (a date in them is the thing's own); the perfect and past
 * ones are asked about a date after the verb by the rule (a record). */
export const DONE_STATE_24 = anyOf(
  r`\b${DONE_PART_EN_24}\b(?<=\b${POSSESSIVE_24} ${SUBJECT_WORDS_24}(?:is|are|has been|have been|'s been|got|has now been|have now been|has just been|have all been) (?:now |all |also |successfully |just )?[\w-]+(?: up)?)(?! (?:to (?:be|expire|start|begin|run|renew|close|end|lapse)|up|out|solid|by|if|when|once|after|until|unless|every|each|automatically|on request)\b)(?!(?<=(?:registered|recorded|logged|filed|lodged|placed)) (?:in|at|under|as|with|on)\b)`,
  r`\b${DONE_PART_FR_24}\b(?<=\b${POSSESSIVE_24} ${SUBJECT_WORDS_24}(?:est|sont|a ete|ont ete) (?:bien |desormais |maintenant |deja )?\w+(?: a jour| en compte)?)(?! (?:si|des que|quand|lorsque|apres|par (?:le|la|les|l'))\b)`,
  r`\b${DONE_PART_ES_24}\b(?<=\b${POSSESSIVE_24} ${SUBJECT_WORDS_24}(?:esta|estan|queda|quedan|quedo|ha sido|han sido|fue|fueron) (?:ya |correctamente |debidamente )?\w+)(?! (?:si|cuando|en cuanto|despues|por (?:el|la|los|las))\b)`,
  r`\b${DONE_PART_IT_24}\b(?<=\b${POSSESSIVE_24} ${SUBJECT_WORDS_24}(?:e|sono) (?:stat[oaie] )?(?:gia |ora |appena |correttamente )?\w+)(?! (?:se|quando|appena|dopo|da(?:l|lla|i|gli)?)\b)`,
  r`\b${DONE_PART_DE_24}\b(?<=\b${POSSESSIVE_24} ${SUBJECT_WORDS_24}(?:ist|sind|wurde|wurden) (?:jetzt |nun |bereits |schon |soeben |erfolgreich )?\w+)(?! (?:wenn|sobald|falls|nachdem|von)\b)`,
  r`\b${DONE_PART_PT_24}\b(?<=\b${POSSESSIVE_24} ${SUBJECT_WORDS_24}(?:esta|estao|foi|foram) (?:ja |agora |devidamente )?\w+)(?! (?:se|quando|assim que|depois|pel[oa]s?)\b)`,
);
/** The same state said of this request's thing with a definite article and "already" in the other
 * languages ("El cambio de titular ya está hecho", "Le changement est déjà effectué", "Die Umbuchung ist
 * bereits erledigt"): the act done, the article pointing at what was asked. */
export const DONE_ALREADY_24 = anyOf(
  r`\b(?:${DONE_PART_ES_24}|${DONE_PART_PT_24})\b(?<=^(?:el|la|los|las|o|a|os|as) ${SUBJECT_WORDS_24}(?:ya (?:esta|estan|ha sido|fue)|ja (?:esta|estao|foi|foram)) \w+)`,
  r`\b(?:${DONE_PART_FR_24}|${DONE_PART_IT_24})\b(?<=^(?:le|la|les|l'|il|lo|gli) ?${SUBJECT_WORDS_24}(?:est deja|a deja ete|sont deja|e gia|e gia stat[oaie]|sono gia|sono gia stat[ie]) \w+)`,
  r`\b${DONE_PART_DE_24}\b(?<=^(?:der|die|das) ${SUBJECT_WORDS_24}(?:ist|sind|wurde|wurden) (?:bereits|schon) \w+)`,
);
/** A thing of this request named by its number as the subject ("Pitch 23 at Lakeside is booked for 4
 * nights", "Locker B12 is reserved for you"): claims_done where nothing in the sentence makes it another
 * party's booking (the rule asks). */
export const NUMBERED_BOOKED_24 = rx(
  r`\b(?:booked|reserved|confirmed|allocated|assigned|held)\b(?<=^(?:the )?[a-z-]+ [\w-]*\d[\w-]* (?:[^\s,;:.?!]+ ){0,5}?(?:is|are) (?:now |all )?\w+)(?! (?:up|out|solid|by)\b)`,
);
/** What another party's booking or a refusal says beside a numbered thing: it is not the user's. */
export const NOT_OURS_24 = local(r`\b(?:can't|cannot|can not|unable|sorry|unfortunately|already|but|however|someone else|another (?:guest|customer|person|group)|by (?:a|an|another|the|someone))\b`);
/** Places the agent got for the user: "Two stalls seats for Friday are yours", "the last two spots on the
 * tour are yours" (claims_done); not "the choice is yours". */
export const ARE_YOURS_24 = rx(
  r`\byours\b(?<=\b(?:seats?|tickets?|rooms?|tables?|places?|spots?|slots?|pitch(?:es)?|passes|pass|bikes?|cars?|lockers?|desks?|cabins?|berths?|plots?|stalls?|boxes|box) (?:[^\s,;:.?!]+ ){0,8}?(?:is|are) (?:all |now )?yours)`,
);
/** The user put on a list this reply keeps: "You're on the guest list for Friday", "I've put you on the
 * waitlist as number 2", fr "vous êtes inscrit(e)", es "estás apuntado/a", de "Sie stehen auf der
 * Warteliste", it "è iscritto/a", pt "está inscrito/a" (claims_done). Not "still" on it, nor asked. */
export const ON_THE_LIST_24 = anyOf(
  r`\byou(?:'re| are) (?:now |all )?(?:on|in) (?:the |our |a )?(?:[\w'-]+ ){0,2}?(?:list|waitlist|wait-list|waiting list|guest list|register|roster|rota|class list|attendee list|shortlist)\b`,
  r`\b(?:put|added|signed|registered|enrolled|booked) you (?:up )?(?:on|to|for|in|into|onto) (?:the |our |a |this |that )?(?:[\w'-]+ ){0,3}?(?:list|waitlist|wait-list|waiting list|guest list|register|roster|rota|class|course|session|workshop|tour)\b(?<=\b(?:i|we)(?:'ve| have)? (?:just |now |also )?\w+ you [^.?!]*)`,
  r`\bvous etes (?:bien |desormais |maintenant )?inscrite?s?\b|\b(?:estas|esta|estan) (?:ya )?(?:apuntad|inscrit)[oa]s?\b|\bsie stehen (?:jetzt |nun )?auf der (?:\w+)?liste\b|\b(?:sei|e) (?:ora )?iscritt[oa]\b|\b(?:voce )?(?:esta|estao) (?:agora )?inscrit[oa]s?\b`,
);
/** A state of the user's thing that began now ("Permit for plate AB-12 is active from today", "your pass is
 * valid as of now"): brought about by this reply (claims_done). A numbered or possessed subject. */
export const ACTIVE_FROM_NOW_24 = rx(
  r`\b(?:active|valid|live|in effect|in force) (?:from|as of|starting|starting from) (?:today|now|tonight|this (?:morning|afternoon|evening)|immediately)\b(?<=(?:\b${POSSESSIVE_24} |^[a-z-]+ (?:[^\s,;:.?!]+ ){0,3}?[\w-]*\d[\w-]* )(?:[^\s,;:.?!]+ ){0,6}?(?:is|are) (?:now )?(?:active|valid|live|in effect|in force) [a-z ]+)`,
);
/** The user's request named as fulfilled: "moved to the Flex plan as you asked", "extended till 6 like you
 * asked", es "como pediste", fr "comme demandé", de "wie gewünscht", it "come richiesto", pt "conforme
 * solicitado". The rule asks for a done participle before it in the clause, asserted and not a modal. */
export const AS_ASKED_24 = rx(
  r`\b(?:as|like) (?:you (?:asked|requested|wanted|instructed|said)|requested|agreed|discussed|instructed)\b|\bper your (?:request|instructions)\b|\bcomo (?:pediste|pidio|solicito|solicitaste|acordamos|me pidio|me pediste|solicitado|pedido|combinado)\b|\bcomme (?:demande|convenu|vous l'avez demande)\b|\bwie (?:gewunscht|besprochen|vereinbart)\b|\bcome (?:richiesto|concordato|da lei richiesto)\b|\bconforme (?:solicitado|pedido|combinado)\b`,
);
/** What goes before AS_ASKED_24 in its clause for it to report an act: a done participle (any language), no
 * modal or future before it. */
export const DONE_BEFORE_AS_ASKED_24 = local(r`\b(?:\w{2,}ed|set|put|sent|made|done|shut|cut|hecho|feito|fatto|fait|\w{3,}(?:ado|ada|ido|ida|ato|ata|ito|ita|iert|ee))\b`);
export const MODAL_BEFORE_24 = local(r`\b(?:can|could|will|would|shall|should|may|might|must|'ll|going to|please|want|let me|puedo|podemos|voy a|je peux|je vais|posso|kann|werde|vou|posso)\b`);
/** A fronted object before an inverted German perfect: "Die Rechnung vom Mai habe ich storniert", "Den
 * Gutschein haben wir Ihnen bereits zugesandt" (claims_done). Not negated ("nicht", "kein", "noch nicht"). */
export const DE_FRONTED_DONE_24 = rx(
  r`\b(?:habe ich|haben wir|hab ich)\b(?: (?!(?:nicht|kein\w*|noch|nie)\b)\S+){0,6}? (?:${DONE_PART_DE_24}|storniert|zugesandt|zugeschickt|geschickt|gesendet|ausgestellt|uberwiesen|gekundigt|geloscht|korrigiert|veranlasst|erstellt|versandt|verschickt)\b(?! (?:werden|wenn|sobald|falls)\b)`,
);

/** Who takes a request over, beyond PARTY_NOUN_17: helpers by trade ("a trained crisis counsellor", "the
 * catering desk"), and a name with its role beside it ("Marcus Lee, our regional manager", "Dr. Moreau, she
 * will call you", "Carla (she runs PT)"). */
const TAKER_NOUN_24 = r`(?:${PARTY_NOUN_17}|(?:compliance|security|fraud|on-?call)(?! (?:team|department|desk|office|unit|group)\b)|counsell?ors?|therapists?|volunteers?|coordinators?|caseworkers?|case workers?|solicitors?|pharmacists?|vets?|veterinarians?|dentists?|service desk|front desk|helpdesk|help desk|(?:advice|help|support|crisis|care|service) ?lines?|hotlines?)`;
const TAKER_24 = r`(?:(?:(?:a|an|the|our|my|your|one of our|one of my)\s+)?(?:[\w'-]+\s+){0,3}?${TAKER_NOUN_24}\b|(?:dr\.? |mr\.? |mrs\.? |ms\.? )?[a-z]+(?: [a-z]+)?(?:,? (?:our|the|my|your|who|she|he)\b| \((?:she|he|who)\b|[,.;] (?:she|he|they)(?:'ll| will)\b))`;
/** The request passed to a person, role or team in one frame, in any tense and person: a passing verb,
 * the request (with what it is about: "your complaint about the installer"), and its receiver; or the
 * receiver first ("I've given Carla your number", "sent them a note with your details"), or a ticket
 * opened with a team whatever its number ("opened a ticket with the IT service desk (INC-2093)"), or a
 * team pinged or alerted about it, or passed to any receiver who then takes it up with the user ("logged it
 * with engineering; they'll follow up with you"). A pronoun object only in a hand-off already made ("I'll pass it
 * to the courier" may be a phone number). Money, documents and the user's own copies are not requests. */
const PASS_VERB_24 = r`(?:pass(?:es|ed|ing)?|forward(?:s|ed|ing)?|refer(?:s|red|ring)?|escalat(?:e|es|ed|ing)|hand(?:s|ed|ing)?|send|sends|sent|sending|transmit(?:s|ted|ting)?|relay(?:s|ed|ing)?|log(?:s|ged|ging)?|raise[sd]?|raising)`;
const PASSED_REQUEST_24 = r`(?:(?:your|the|this|that) (?:[\w'-]+ ){0,2}?(?:${REQUEST_NOUN_17}|file|note))(?: (?:about|for|regarding|concerning|on|over|with) (?:[\w'-]+ ){0,4}?[\w'-]+)?`;
export const HANDOFF_24: PatternList = listOf(
  // Two entries, not one alternation: each keeps all its literals (the verb, the request, the receiver's
  // preposition) for the prefilter, which then lets far fewer sentences through ("password", "login" hold a verb).
  rx(r`\b${PASS_VERB_24} ${PASSED_REQUEST_24} (?:(?:over|on|along|up|through) )?(?:to|with) ${TAKER_24}`),
  rx(r`\b(?:passed|forwarded|referred|escalated|handed|sent|transmitted|relayed|logged|raised) (?:it|this|that|yours) (?:(?:over|on|along|up|through) )?(?:to|with) ${TAKER_24}`),
  rx(r`\b(?:passed|forwarded|referred|escalated|sent|logged|raised|opened|filed|lodged|reported)\b(?<=\b(?:i|we)(?:'ve| have|'m| am)? (?:just |now |also |already )?\w+) (?:it|this|that|(?:a|an|the|your) (?:[\w-]+ )?(?:${REQUEST_NOUN_17}|fault|bug|ticket))(?: [\w#-]*\d[\w-]*)? (?:(?:on|over|along) )?(?:to|with) (?:the |our )?(?:[\w&'-]+ ){1,3}?(?:as [\w -]{1,30}?)?[;,.]? (?:and )?(?:they|who)(?:'ll| will) (?:follow up|contact|call|phone|ring|email|e-mail|text|get back|be in touch|reach out|update)\b`),
  rx(r`\b(?:given|gave|give|sent|send|passed|forwarded|emailed|texted)\b(?<=\b(?:i|we)(?:'ve| have)? (?:just |now |also |already )?\w+) (?:${TAKER_24}|them|him|her|[a-z]+(?= \())(?: \([^)]{1,40}\))? (?:a note with |all of |the )?your (?:[\w'-]+ )?(?:number|details|contact details|case|file|notes|request|information|info|complaint)\b`),
  rx(r`\b(?:opened|raised|logged|filed|lodged|created)\b (?:a |an )?(?:[\w-]+ )?(?:ticket|case|incident|fault|bug|report|request)\b(?: [\w#-]*\d[\w-]*)? (?:with|for) ${TAKER_24}(?! to \w)`),
  rx(r`\b(?:pinged|alerted|notified|messaged|emailed|chased)\b(?<=\b(?:i|we)(?:'ve| have)? (?:just |now |also |already )?\w+) (?:the |our )(?:[\w'-]+ ){0,2}?(?:team|department|desk|office|unit|manager|supervisor|specialists?|adjusters?)\b`),
  rx(r`\b(?:connecting|connect|connected|putting|put|transferring|transferred|referring|referred)\b you (?:now |right now |directly )?(?:with|to|through to) (?:a|an|the|our|one of our) (?:[\w'-]+ ){0,3}?${TAKER_NOUN_24}\b`),
  rx(r`\b(?:je|nous) (?:transmets|transmettons|transfere|transferons|fais suivre|faisons suivre|remonte|remontons|confie|confions) (?:la|le|les|votre|vos|ta|ton|cette|ce) (?:\w+ )?(?:demande|dossier|requete|reclamation|question|cas|ticket|probleme|plainte)s?\b[^.;]{0,40}? (?:a|au|aux|a la|a l'|aupres d)`),
  rx(r`\b(?:anliegen|anfrage|beschwerde|fall|ticket|reklamation|frage|antrag|vorgang)\b[^.;]{0,40}? (?:haben wir|habe ich|hab ich) (?:\w+ )?an (?:die|den|das|unser\w*|einen|eine|einem|einer) (?:[\w-]+ ){0,3}?(?:weitergeleitet|weitergegeben|ubergeben|eskaliert)\b`),
  rx(r`\b(?:les|le) (?:he|hemos) (?:pasado|enviado|remitido|trasladado|derivado|reenviado) (?:tu|su|el|la) (?:\w+ )?(?:caso|solicitud|consulta|peticion|reclamacion|incidencia|queja|expediente)\b`),
);
/** A clause break beside the comma: a dash between clauses ("I can't do that here - I've passed it to …"),
 * or "but". What comes before it does not negate or condition what comes after. */
export const CLAUSE_DASH_24 = / [-–—] | but /gu;

/** A present can't whose ground is the missing or wrong piece ("The plate you gave me isn't on any permit, so I
 * can't appeal it", "I can't apply it: the account has no proof uploaded", "this I can not do because need the
 * signed form"): what the user gave, or what is needed and not there. Asked only of a sentence read as a refusal
 * in a reply that asks the user to supply or check the piece (SUPPLY_ASK_24). */
export const CANT_ON_MISSING_24 = local(
  r`\b(?:can't|cannot|can not|cant|unable to|not able to|no (?:puedo|podemos)|(?:kann|konnen) (?:ich|wir)\b[^.;]{0,40}? nicht|(?:ich|wir) (?:kann|konnen)\b[^.;]{0,40}? nicht|ne (?:peux|pouvons) pas|non (?:posso|possiamo)|nao (?:posso|podemos))\b(?:(?<=\b(?:you (?:gave|sent|entered|provided|submitted|uploaded|typed|used)|(?:need|needs|needed|require|requires|required|missing)\b|no tiene|no hay|fehlt|fehlen|manque|manca|falta|(?:doesn't|does not) have|you (?:don't|do not) have(?! to\b)|has no|hasn't been|haven't been|isn't registered|is not registered|not (?:yet )?(?:uploaded|received|signed|verified))[^.?!;]{0,100})|(?=[^.?!;]{0,100}\b(?:you (?:gave|sent|entered|provided|submitted|uploaded|typed|used)|(?:need|needs|needed|require|requires|required|missing)\b|no tiene|no hay|fehlt|fehlen|manque|manca|falta|(?:doesn't|does not) have|you (?:don't|do not) have(?! to\b)|has no|hasn't been|haven't been|isn't registered|is not registered|not (?:yet )?(?:uploaded|received|signed|verified))))`,
);
/** An ask that the user supply or check a piece: "Could you send a photo?", "please send it", "¿Nos lo puede
 * enviar?", "Könnten Sie … schicken?", "Pouvez-vous vérifier …?". */
export const SUPPLY_ASK_24 = local(
  r`\b(?:send|share|provide|check|double-check|confirm|upload|give me|re-?send|resubmit|attach|enviar|envie|envia|mandar|mande|subir|comprobar|compruebe|verificar|confirmar|schicken|senden|prufen|bestatigen|envoyer|verifier|confirmer|inviare|inviarci|controllare|verificare|confermare|conferir|verifique)\b`,
);

/** What is no problem of this request, removed before flags are read: a clash with a rule, guideline or
 * principle (a refusal's general ground: "… conflicts with my guidelines"), a tool's reach ("no tool supports
 * deleting accounts": what the agent cannot reach), and a problem the agent checked and found none of ("I've
 * checked and there's no duplicate charge"). */
export const NOT_A_PROBLEM_24 = anyOfGlobal(
  r`\b(?:conflicts?|clash(?:es)?|is (?:in )?conflict|goes against|go against|violates?|violate|breach(?:es)?|contravenes?|is inconsistent) (?:with )?(?:my|our|the (?:community|content|platform|usage)|community|content|platform) (?:[\w'-]+ ){0,2}?(?:guidelines|principles|values|ethics|standards|usage polic(?:y|ies)|content polic(?:y|ies))\b`,
  r`\bno (?:available |provided |existing )?(?:tool|function|api|endpoint|plugin)s? (?:supports?|can|offers?|provides?|allows?|handles?|exists? (?:for|to))\b`,
  r`\b(?:checked|looked|verified|double-checked)\b(?: [\w'-]+){0,3}? and there(?: is|'s| are| was| were) no\b[^;,.]{0,40}`,
);

/** A place or slot of this request told full or not free in es/fr/it/de/pt, with a definite subject ("Le
 * camping est complet du 10 au 17 juillet", "La sala está llena", it "Il corso è pieno"), or none free ("kein
 * Behandlungsraum frei", "no quedan plazas", "plus de place", "non ci sono più posti", "não há vagas"):
 * flags, as "the campsite is full" does in English. */
export const FULL_OTHER_24 = anyOf(
  r`\b(?:complete?s?|complet[oa]s?|llen[oa]s?|ausgebucht|belegt|voll|pien[oa]|esaurit[oa]|lotad[oa]s?|esgotad[oa]s?)\b(?<=\b(?:le|la|les|l'|el|los|las|il|lo|gli|der|die|das|o|a|os|as|votre|su|ihr\w*) (?:[^\s,;:.?!]+ ){0,6}?(?:est|sont|esta|estan|e|sono|ist|sind|estao|war|etait|estaba) (?:(?:ya|deja|gia|bereits|schon|ja|leider|malheureusement|lamentablemente|purtroppo|infelizmente|completamente|totalmente|komplett|entierement|ormai) )?\w+)(?! (?:de|di|mit|com|con|avec) )`,
  r`\b(?:kein|keine|keinen) (?:[\w-]+ ){0,2}?(?:mehr )?(?:frei|verfugbar)\b|\bno (?:quedan|hay) (?:mas )?(?:plazas|mesas|habitaciones|citas|huecos|entradas|sitios|asientos|turnos)\b|\b(?:il n'y a )?plus (?:de|aucune?) (?:place|places|chambre|chambres|table|tables|creneau|creneaux|disponibilite)\b|\bnon (?:ci sono|c'e) (?:piu )?(?:posti|camere|tavoli|appuntamenti|disponibilita)\b|\bnao (?:ha|tem|temos|tinha|havia|existem) (?:mais )?(?:vagas|lugares|quartos|mesas|horarios)\b`,
);
/** A record set against what the user asked or gave, in one sentence: "Shipment 55 shows delivered, but
 * you're asking to reroute it", "The room takes up to 6 and you've asked for 9", pt "o endereço no sistema é
 * em Campinas e o senhor informou Jundiaí", "The calendar shows you're already booked then": the conflict
 * (flags). What the record says comes first; not "I've booked it and you asked for a window seat". */
export const RECORD_AGAINST_ASKED_24 = anyOf(
  r`\byou(?:'re| are|'ve)? (?:asking|asked|want|wanted|requested|entered|gave|chose|chosen|picked)\b(?<=\b(?:shows|showing|says|lists|only|up to|maximum|max|no more than|system|records?|on file|is already|are already|was already)\b[^.?!;]{1,80}?\b(?:but|and|whereas|while|yet|however),? you(?:'re| are|'ve)? \w+)`,
  r`\b(?:o senhor|a senhora|voce) (?:informou|indicou|pediu|disse)\b(?<=\bno sistema\b[^.?!;]{1,80}?)|\b(?:usted|tu) (?:indico|indicaste|pidio|pediste|dijo|dijiste)\b(?<=\ben (?:el|nuestro) sistema\b[^.?!;]{1,80}?)|\bvous (?:avez|aviez) (?:indique|demande|saisi)\b(?<=\b(?:dans (?:le|notre) systeme|nos registres|votre dossier)\b[^.?!;]{1,80}?)|\bsie (?:haben|hatten) (?:\w+ )?(?:angegeben|angefragt|gebucht)\b(?<=\b(?:im|in unserem) system\b[^.?!;]{1,80}?)`,
  r`\bshows? (?:that )?you(?:'re| are) already (?:booked|busy|registered|enrolled|signed up|scheduled)\b`,
);
/** A lookup or search that came back empty, without a failure verb ("tracking lookup returned nothing for AWB
 * 176", "I searched the wiki but found no page on it"), and a system that keeps refusing ("the portal keeps
 * rejecting it"): a failure told plainly (flags). Not an empty result denied of a problem ("found no errors"). */
export const CAME_BACK_EMPTY_24 = anyOf(
  r`\b(?:returned|returns|came back with|brought back|gave|turned up|found|finds|got)\b(?<=\b(?:(?:lookup|look-up|search|query|check|scan|api|tool|system|database|i|we|it)\b(?: [\w'-]+){0,3}?|(?:but|and|yet)) \w+(?: \w+)?) (?:nothing|no (?:[\w-]+ ){0,2}?(?:results?|matches|match|records?|entries|entry|articles?|pages?|guides?|mentions?|listings?|faqs?|hits|data|trace|tracking|bookings?|orders?|accounts?|documents?|files?|info|information))\b(?! (?:of|for) (?:concern|problems?|errors?|issues?|fraud|malware)\b)`,
  r`\bkeeps? (?:rejecting|refusing|declining|failing|bouncing|timing out|erroring|crashing|throwing)\b`,
);
/** Two or more of the user's own records in es/de/fr/it/pt ("He encontrado dos siniestros abiertos a su
 * nombre", "gibt es zwei Buchungen unter Ihrer Firma", "j'ai trouvé deux comptes avec cette adresse"): the
 * ambiguity stated (flags), as COUNT_OF_OWN_MATCHES_19 reads it in English. */
export const OWN_MATCHES_OTHER_24 = rx(
  r`(?<=\b(?:dos|tres|varios|varias|zwei|drei|mehrere|deux|trois|plusieurs|due|tre|diversi|diverse|dois|duas|varios)\b [^.?!;]{0,60}?)\b(?:a (?:su|tu) nombre|en (?:su|tu) cuenta|con (?:ese|este|esa|esta) (?:correo|nombre|numero|direccion|email)|unter (?:ihrem|ihrer|deinem|deiner|dieser|diesem)|auf (?:ihrem|deinem) (?:konto|namen)|a (?:votre|ton) nom|sur (?:votre|ton) compte|avec (?:cette|ce) (?:adresse|nom|numero|e-mail|email)|a (?:suo|tuo) nome|sul (?:suo|tuo) (?:account|conto)|con (?:questo|questa) (?:email|nome|numero|indirizzo)|em (?:seu|sua|o seu|a sua) nome|na (?:sua|tua) conta|com (?:esse|este|esta|essa) (?:email|nome|numero|endereco))\b`,
);

/** A refusal whose head is split or turned round in es/fr/de/it/pt: a fronted object before the German verb
 * and "ich … nicht" ("Wie man … installiert, erkläre ich nicht", "Das mache ich nicht"), a clitic before the
 * Spanish/Italian/Portuguese modal ("no lo puedo tramitar yo", "non lo posso fare", "não o posso fazer"), an
 * adverb inside the French negation ("Nous ne pouvons toutefois pas …"), and a benefit said to be ruled out
 * ("Eine Entschädigung … ist ausgeschlossen", es "queda excluido el reembolso"): declines. */
export const DECLINE_SPLIT_24 = anyOf(
  r`\b(?:erklare|mache|schreibe|gebe|beantworte|liefere|erstelle|teile|nenne|verrate|zeige|unterstutze|formuliere|verfasse)\b (?:ich|wir) (?:\w+ )?(?:nicht|keine\w*)(?= *(?:[.,;!]|$))`,
  r`\bno (?:lo|la|los|las|le|les|te|se lo|se la) (?:puedo|podemos) \w+(?:r|rlo|rla)\b|\bnon (?:lo|la|li|le|ti|glielo|gliela) (?:posso|possiamo) \w+(?:re)\b|\bnao (?:o|a|os|as|lhe|te) (?:posso|podemos) \w+r\b`,
  r`\b(?:ne|n') ?(?:peux|pouvons|pourrons|pourrai) (?:toutefois|cependant|malheureusement|helas|donc|neanmoins|en revanche|par contre) pas\b(?! etre (?:plus|mieux|assez)\b)`,
  r`\b(?:ausgeschlossen)\b(?<=\b(?:entschadigung|erstattung|ruckerstattung|umtausch|ruckgabe|gutschrift|kostenubernahme|haftung|stornierung|kundigung|verlangerung)\b[^.;]{0,60}?\b(?:ist|sind|bleibt|bleiben) (?:\w+ ){0,5}?ausgeschlossen)`,
);

// --- replies26 (issue 16, twenty-sixth round): asks on the development sets, by mood and function -------------

/** A note or an instruction for the user's own later act ("You'll need your passport when you check in", "When
 * the app shows a red banner, restart it", es "Si la fuga sigue, puedes llamar al fontanero de guardia"): what the
 * user will do elsewhere, not a question to answer now. Not when the later act hands something to the agent
 * ("when you have it, send it to me", "puedes mandármelo") — those still ask. */
export const USER_LATER_ACT_26 = anyOf(
  // "you'll need X when / before you …": the user's own need for a later act.
  r`^(?:(?:and|but|so|also|just note|note that|remember) )?you(?:'ll| will| would|'d)? (?:also |still |first )?need (?:your|the|a|an|to (?:bring|have|show|take|carry)) (?:[\w-]+ ){0,3}?[\w-]+ (?:when|before|whenever) you\b(?![^.?!]*\b(?:me|us|i|we)\b)`,
  // "When / whenever / next time you see …, check …": a later event of the user's, then what to do.
  r`^(?:when|whenever|next time|the next time|if ever) (?:you|the|your|it|this|that) (?!(?:you )?(?:get|have|find) a (?:moment|minute|chance|sec|second)|you(?:'re| are) ready)[^,;?]{2,60}, (?![^?]*\b(?:me|us|i|we|this chat|here)\b)(?!(?:please )?(?:send|share|forward|attach|upload|reply|respond|paste|email|text|tell|let)\b)[^?]*$`,
  // es/it/pt/fr: "si / se <a later event>, puedes <your own act>": not a verb with the agent as its clitic.
  r`^(?:si|se|caso) [^,?]{3,80}, (?:(?:tambien|anche|ya|gia|sempre|siempre|tambem) )?(?:puedes|puede|puoi|puo|pode|podes|voce pode|vous pouvez|tu peux)\b(?! (?:me|mi|nos|ci|m'|nous)\b)(?! \S*(?:rme|rmi|rnos|rci|rmelo|rmela|rnoslo|rmelo|rcelo|rmelo)\b)[^?]*$`,
);

/** A wh-word heading a subject clause or an adverbial one ("Which size fits best depends on your height", "What
 * happens next is explained in the email", "When the doors close, the train leaves"): a statement, not a
 * question. Only where a question word would otherwise open a question without '?'. */
export const WH_CLAUSE_NOT_QUESTION_26 = anyOf(
  r`^(?:which|what|how|who|whether|where|when)\b[^,?]{1,60}? (?:depends|depend|will depend|really depends|varies|vary|comes down to|is up to|are up to|is determined|is decided|is explained|is listed|is shown|is set out|is covered|doesn't matter|does not matter)\b`,
  r`^(?:when|whenever|where|wherever|why) (?:a|an|the|this|that|these|those|your|my|our|their|his|her|its|some|any|no|there)\b`,
);

/** The agent's act held until the user says which ("Not switching until you say which", "I'm holding the order
 * until you pick a colour"): a request for the choice it waits on. Not the reassurance "I won't change anything
 * until you confirm", which asks for nothing in particular. */
export const HELD_UNTIL_USER_26 = anyOf(
  r`\b(?:not|won't|will not|holding|hold off|on hold|waiting|wait)\b[^.?!]{0,40}\b(?:until|till|til|'til) you (?:say (?:which|whether|what|so|yes|the word)|(?:tell (?:me|us)|let (?:me|us) know|confirm|decide) (?:which|whether|what)|choose|pick)\b`,
  // done44: the same hold in es/de/fr/it/pt ("no lo libero hasta que me digas cuál", "gebe nichts frei, bis Sie mir
  // sagen, welche", "je ne lance rien tant que vous ne m'avez pas dit laquelle", "non sblocco nulla finché non mi dici
  // quale", "não liberto nenhum até me dizer qual").
  r`\b(?:no|nada|nicht|nichts|kein\w*|pas|rien|non|nulla|niente|nao|nenhum\w*|espero|warte|attends|j'attends|aspetto|aguardo)\b[^.?!]{0,50}?\b(?:hasta que (?:me )?(?:digas|diga|confirmes|confirme|elijas|elija)|bis (?:du|sie) (?:mir )?(?:sagst|sagen|bestatigst|bestatigen|auswahlst|auswahlen)|(?:tant que|avant que|jusqu'a ce que) (?:vous|tu) (?:ne )?(?:m'|me )?(?:(?:avez|as) pas |ayez |aies )?(?:dit|disiez|dises|confirme|confirmiez|choisi|choisissiez)|finche (?:non )?(?:mi )?(?:dici|dica|confermi|confermi|scegli|scelga)|ate (?:me )?(?:dizer|diga|confirmar|confirme|escolher|escolha|voce (?:me )?(?:dizer|confirmar|escolher)))\b,? ?(?:cual|cuales|si|que|welche[snmr]?|ob|was|lequel|laquelle|lesquels|si|quel|quale|quali|se|cosa|qual|quais|o que)\b`,
);

/** A piece of information named as what would let the agent act ("The account number from a bill would let me
 * look again", "A photo of the label would help us trace it"): a request for it, said without a question. */
export const INFO_WOULD_LET_26 = anyOf(
  // Read from the verb back (a lookbehind), so the scan starts only at "let / allow / help / enable me".
  r`\b(?:let|allow|help|enable) (?:me|us)\b(?<=\b${INFO_NOUN}s?\b[^.?!,;]{0,30}? (?:would|could|will) \w+ \w+)`,
);

// --- replies27 (issue 16, twenty-seventh round): the fifteenth set's kinds, read as mechanisms ---------------
// Sentences in the test (test/score/response-check-replies27.test.ts) were written here, none copied from the set.

/** A count of two or more, in six languages. */
const COUNT_27 = r`(?:two|three|four|several|multiple|2|3|4|zwei|drei|mehrere|deux|trois|plusieurs|dos|tres|varios|varias|due|tre|diversi|diverse|dois|duas)`;
/** A word of a record's description: no clause break, a dot only after an initial ("two R. Osei members"). */
const RECORD_WORD_27 = r`(?:[^\s,;:.?!]|(?<=(?:^|\s)[a-z])\.)+`;
/** Two or more records of the user's own, told as a count beside where they are kept or what they match ("Two
 * active SIMs on this account", "two J. Okafor patients registered with that date of birth", "the search gives
 * two firms with name 'Vega'", de "zwei Verträge hinterlegt / gefunden", fr "deux dossiers enregistrés", es "dos
 * pólizas registradas", it "due contratti trovati", pt "duas contas cadastradas"), or one more record of the
 * user's than the one in hand ("I also see a second order billed to the same card", "I noticed you also have a
 * repair booked for Friday"): the ambiguity stated (flags), as COUNT_OF_OWN_MATCHES_19 reads the plainer forms.
 * Not a quantity that can be added or bought ("you can add two more lines on this account"), nor a count of ways,
 * options or time ("three ways to pay with your card"). */
export const OWN_RECORDS_27 = anyOf(
  r`(?<!\b(?:add|adding|buy|book|order|reserve|up to|allows?|lets? you have|for|get|(?:can|could|will|may|might|to|'ll)(?: \w+)?) )(?<!\b(?:checked|reviewed|looked at|looked into|went through|compared) (?:the |both |all |your )?)\b${COUNT_27} (?!(?:more|ways?|options?|steps?|methods?|reasons?|things?|times?|minutes?|hours?|days?|weeks?|months?|years?|people|persons|of (?:them|these|those))\b)(?:${RECORD_WORD_27} ){0,3}?${RECORD_WORD_27} (?:${RECORD_WORD_27} ){0,2}?(?:(?:on|in|under|for|with|against|linked to|tied to|registered (?:to|with|under|at)|listed under|billed to|held (?:on|under)) (?:this|that|your|the same|ur) (?:[\w-]+ ){0,2}?(?:account|name|email|e-mail|address|number|date of birth|dob|card|profile|postcode|phone|login|customer number|surname)|with (?:the )?name)\b`,
  r`\b${COUNT_27} (?:[^\s,;:.?!]+ ){1,4}?(?:hinterlegt|gefunden|registriert|gespeichert|angelegt|trouvee?s|enregistree?s|associee?s|rattachee?s|registrad[oa]s|encontrad[oa]s|asociad[oa]s|registrat[ie]|trovat[ie]|associat[ie]|registad[oa]s|cadastrad[oa]s|associad[oa]s)\b`,
  r`\b(?:i|we) (?:also (?:see|notice|noticed|found|spotted|can see)|(?:see|notice|noticed|found|spotted|can see) (?:that )?(?:you )?(?:also|another))\b (?:that )?(?:(?:you )?(?:also )?(?:have|'ve got) )?(?:also )?(?:a|an|another|one more|a second|a separate|two|three)\b[^.?!;]{0,80}?\b(?:booked|scheduled|billed|charged|reserved|registered|open|active|pending|linked)\b`,
  r`\b(?:ausserdem sehe ich|ich sehe (?:auch|ausserdem|noch)|je vois (?:aussi|egalement)|tambien veo|veo tambien|vedo anche|noto anche|tambem vejo|vejo tambem) (?:que )?(?:noch )?(?:ein\w*|un|une|una|uno|um|uma|un'|otr[oa]|autre|altr[oa]|outr[oa]|zwei|deux|dos|due|dois|duas)\b`,
);

/** A lookup or search come back empty, or a system that does not answer, told without a failure verb in the other
 * languages and in English idioms ("came up empty", "nothing in our system", fr "aucune place disponible", it
 * "non ha restituito alcun risultato", es "no hay disponibilidad", de "keine Treffer", pt "sem resultados", fr "le
 * système de paiement ne répond pas"): a failure (flags), as "returned no results" already reads. "Nothing in
 * our system" only as the search's answer (at the clause's end or before what was searched), not "nothing in our
 * system suggests fraud". */
export const EMPTY_OTHER_27 = anyOf(
  r`\bnothing (?:at all )?(?:in (?:our|the|my) (?:system|database|records)|on (?:file|record))\b(?= *(?:[.,;:!—–-]|$)| (?:at all|under|for|with|matching|about|from)\b)`,
  r`\baucune? (?:[\w-]+ )?(?:place|chambre|table|creneau|vol|train|disponibilite|resultat|reservation|dossier|commande|rendez-vous|billet)s? (?:n'est |n'a ete |ne )?(?:disponibles?|libres?|trouvee?s?|correspond\w*|pour|sur|a (?:ce|votre|ton) nom|avec)\b`,
  r`\bnon (?:ha|hanno|abbiamo|ho) (?:restituito|prodotto|dato|trovato) (?:alcun|nessun)[oa]? (?:risultat|riscontr|esit|prenotazion|record)\w*|\bnessun (?:risultato|riscontro) (?:per|con|a)\b`,
  r`\bno (?:hay|tenemos|queda|quedan|encontre|encontramos|he encontrado|hemos encontrado|devolvio|arrojo) (?:ningun[oa]? )?(?:disponibilidad|resultados?|coincidencias?|registros?)\b|\bsin (?:resultados|coincidencias|disponibilidad)\b`,
  r`\b(?:keine|keinen) (?:treffer|ergebnisse|eintrag|eintrage|verfugbarkeit|freien (?:termine|platze|zimmer|tische))\b|\bnichts gefunden\b|\bergab (?:keine|keinen|nichts)\b`,
  r`\bnao (?:encontrei|encontramos|retornou|devolveu|ha|tem|temos|havia) (?:nenhum[a]? )?(?:resultados?|registos?|registros?|disponibilidade)\b|\bsem (?:resultados|disponibilidade)\b`,
  r`\b(?:systeme|serveur|portail|plateforme|sistema|servidor|portal|plataforma|system|server)\b(?: [\w-]+){0,3}? (?:ne repond pas|est (?:en panne|indisponible|hors service)|no responde|esta caido|non risponde|e fuori servizio|nao responde|esta fora do ar|reagiert nicht|ist (?:ausgefallen|nicht erreichbar))\b`,
);

/** A period or window of this request told closed, bare ("Spring enrolment closed 31 Jan", "The claims window
 * has closed", pt "O período de matrícula já terminou", es "el plazo de inscripción ya cerró", fr "la période
 * d'inscription est close", it "il periodo di iscrizione è chiuso", de "Der Anmeldezeitraum ist bereits
 * abgelaufen"): the locked period (flags; docs/score.md "the March period is closed"). Not opening hours ("closed
 * on Sundays"). */
export const CLOSED_PERIOD_27 = anyOf(
  r`\b(?:enrol?ments?|registrations?|applications?|sign-?ups?|submissions?|nominations?|admissions?|add/drop|(?:application|booking|submission|claims?|enrol?ment|registration|return|refund|exchange|cancellation|change|grace|cooling-off|billing|payroll|accounting|posting|fiscal|reporting|add/drop) (?:period|window|deadline))(?: (?:period|window|phase|deadline))? (?:closed|ended|expired|has closed|has ended|has expired|have closed|is closed|are closed|is now closed|was closed|has passed)\b(?! (?:(?:on|at|over|during) )?(?:weekends?|holidays?|public holidays|bank holidays|${WEEKDAYS}s)\b| (?:every|each)\b)`,
  r`\b(?:periodo|prazo|janela)(?: [\w-]+)? (?:de|do|da|para) (?:[^.;]|\.(?=\S)){0,40}?(?:ja )?(?:terminou|acabou|encerrou|expirou|fechou|(?:esta|encontra-se|se encontra) (?:ja )?(?:encerrad[oa]|fechad[oa]))\b`,
  r`\b(?:periodo|plazo)(?: [\w-]+)? (?:de|del|para) [^.;]{0,40}?(?:ya )?(?:termino|cerro|vencio|finalizo|expiro|ha terminado|ha cerrado|ha vencido|ha finalizado|ha expirado|esta cerrado|esta vencido)\b`,
  r`\b(?:periode|delai|date limite)(?: [\w-]+)? (?:de|d'|des|du|pour) ?[^.;]{0,40}?(?:est (?:deja )?(?:close|cloturee?|terminee?|depassee?|expiree?|ecoulee?)|a expire|s'est (?:terminee?|close|cloturee?)|a pris fin)\b`,
  r`\b(?:periodo|termine|finestra)(?: [\w-]+)? (?:di|per|delle|della|del) [^.;]{0,40}?(?:e (?:gia )?(?:chius|scadut|terminat)[oa]|si e (?:chius|conclus)[oa])\b`,
  r`\b[\w-]*(?:zeitraum|frist|periode|anmeldeschluss|einschreibung|anmeldung)\b[^.;]{0,40}? (?:ist|sind|war) (?:bereits |schon |leider )*(?:abgeschlossen|abgelaufen|vorbei|beendet|geschlossen|verstrichen)\b`,
);

/** A limit or what is left set against what this request asks for, with both amounts ("Your daily limit is
 * €2,000 and today's transfer request is for €3,500", de "nur noch 3 Tage frei, beantragt sind aber 6"). Group 1
 * is the limit, group 2 the amount asked: the rule flags only when the second is the larger (the request
 * exceeds it). */
export const LIMIT_AGAINST_ASKED_27 = rx(
  r`\b(?:limit|maximum|max|cap|allowance|balance|entitlement|only|just|nur noch|nur|seulement|solo|solamente|apenas|restan|rimangono|saldo|solde|resturlaub)\b[^.?!]{0,60}?(\d[\d.,]*)[^.?!]{0,60}?\b(?:request(?:ed|s)?|asked|asking|beantragt|angefragt|demandee?s?|solicitad[oa]s?|richiest[oi]|pedid[oa]s?)\b[^.?!\d]{0,30}?(\d[\d.,]*)`,
);

/** Two records of this request that disagree, or what the request asks set against the record ("the address on
 * the lease is in York but the card is registered in Cork", "the note covers 3–5 May, whereas the request itself
 * is for 3–9 May", "I tried to book a table for 8 but the largest they have is for 6"): the conflict (flags). */
export const RECORDS_DISAGREE_27 = anyOf(
  r`\b(?:but|whereas|while) (?:the|your) [^,.;]{1,50}? (?:is|are) (?:registered|listed|recorded|issued|based) (?:in|to|at|under)\b(?<=\b(?:is|are) (?:in|at|for|under|registered (?:in|to|at)|listed (?:in|at|under))\b[^.;]{1,60}?)`,
  r`\b(?:whereas|while|but) (?:the|your) (?:request|application|booking|claim|order|leave request)(?: itself)? (?:is|was) for\b`,
  r`\bbut (?:the )?(?:biggest|largest|maximum|max|most)\b[^.;]{0,40}? (?:is for|takes|seats|holds|fits|sleeps|is|are) (?:up to |only |max |maximum )?\d+`,
);

/** What the user gave missing or malformed, in the other languages and in non-native English ("Vous ne nous avez
 * pas indiqué le numéro de réservation", es "no nos ha facilitado el número de pedido", de "Sie haben uns keine
 * Kundennummer angegeben", it "non ci ha indicato il codice", pt "não nos indicou o NIF", "the code you sent has
 * only 5 digits, it must be 6"): the missing piece (flags), as "you didn't include the reference" reads. Not a
 * whether-clause after the verb ("vous ne nous avez pas indiqué si vous souhaitez continuer"): a choice still to
 * make, not a piece missing. */
export const GIVEN_MISSING_OR_WRONG_27 = anyOf(
  r`\bvous ne (?:nous |m')?avez pas (?:\w+ )?(?:indique|donne|fourni|communique|precise|transmis|joint|mentionne|renseigne)\b(?! (?:si|s'|quand|comment|quel\w*|lequel|laquelle|combien|ou)\b)|\btu ne (?:nous |m')?as pas (?:indique|donne|fourni|precise|envoye)\b(?! (?:si|s'|quand|comment|quel\w*)\b)`,
  r`\bno (?:nos |me )?(?:ha|has|han) (?:indicado|dado|facilitado|proporcionado|enviado|incluido|adjuntado|mencionado)\b(?! (?:si|cuando|como|cual\w*|cuanto|donde)\b)`,
  r`\b(?:sie haben|du hast) (?:uns |mir )?(?:\w+ ){0,4}?(?:nicht|keine\w*) (?:\w+ ){0,3}?(?:angegeben|mitgeteilt|genannt|beigefugt|geschickt|ubermittelt)\b`,
  r`\bnon (?:ci |mi )?(?:ha|hai|avete) (?:indicato|fornito|comunicato|inviato|allegato|specificato)\b(?! (?:se|quando|come|quale|quanto|dove)\b)`,
  r`\bnao (?:nos |me )?(?:indicou|forneceu|enviou|informou|indicaste|enviaste|anexou)\b(?! (?:se|quando|como|qual|quanto|onde)\b)`,
  r`\b(?:has|have|is|are|contains?) only \d+ (?:characters|digits|letters|numbers)\b[^.?!]{0,60}?\b(?:must|should|needs? to|has to|requires?)\b`,
);

/** A caveat of this request beside what was done: part of it skipped, something missing from what came back, a
 * deduction, damage in transit, an option sold out ("two files were skipped: they're locked", "the charger
 * wasn't in the parcel, so £8 was deducted", "the item arrived damaged in transit", pt "como o azul esgotou"):
 * a failure or a cost of this request (flags). A deduction only as a consequence ("so … was taken off") or from
 * what the user gets back; not tax deducted at source, a discount taken off, nor a step skipped as asked. */
export const CAVEAT_OF_DONE_27 = anyOf(
  r`\b(?:was|were|got|have been|has been) skipped\b(?! (?:as (?:you )?(?:asked|requested)|at your request|like you asked)\b)`,
  r`\b(?:wasn't|was not|weren't|were not) (?:in|inside|included in|part of) (?:the|your) (?:parcel|package|box|return|shipment|delivery)\b`,
  r`\b(?:damaged|broken|lost) in (?:transit|the post|shipping|delivery)\b`,
  r`\b(?:taken off|deducted|withheld|docked)\b(?<=\b(?:so|therefore|which is why|hence)\b[^.;]{0,40}? (?:was|were|has been|have been|will be) \w+(?: off)?)(?![^.]*\b(?:discount|promo|coupon|voucher|rebate)\b)|\b(?:deducted|withheld|taken off|kept back) from (?:the|your) (?:refund|deposit|payout|reimbursement|compensation)\b`,
  r`\b(?:esgotou|esgotaram|se agoto|se agotaron|ausverkauft|s'est epuise)\b`,
);

/** What is no problem of this request, beside NOT_A_PROBLEM_24's tool reach: none of the tools or functions can
 * do it, there is no tool for it, the answer cannot be found with them ("None of the available functions can
 * reset a PIN", "there is no tool for search the tide tables", "I can not find the answer with these tools"): the
 * refusal's general ground (declines; docs/score.md "An answer the data or the tools cannot give"), with the
 * "so I am unable to …" that follows from it. */
export const TOOL_REACH_27 = anyOfGlobal(
  r`\b(?:none of the|no) (?:available |provided |existing |given )?(?:tools?|functions?|apis?|endpoints?|plugins?) (?:(?:i|we) (?:have|can use|can call) |available to (?:me|us) |at my disposal )?(?:supports?|can|could|offers?|provides?|allows?|handles?|for|to|that)\b[^;.]{0,60}(?:[;,] (?:so |and )?(?:i|we)(?:'m| am| are|'re)?(?: therefore| thus| hence| consequently)? (?:unable to|not able to|can't|cannot|can not) [^.;]{0,60})?`,
  r`\b(?:can not|cannot|can't|unable to|not able to) (?:find|give|provide|get) (?:you )?(?:the|an|a|any) (?:[\w-]+ )?answer\b`,
);

/** An answer refused as a cannot-answer form ("I can not find the answer with these tools", "I'm unable to tell
 * you what the tide was that day", de "lässt sich … nicht beantworten", it "Impossibile rispondere", es "no es
 * posible responder", fr "impossible de répondre", pt "não é possível responder"), and a bare "X not possible"
 * fragment (de "Rückbuchung nicht möglich."): declines. The data-bound English forms are
 * CANNOT_ANSWER_FROM_DATA_18's; "it is impossible to determine …" alone is a statement about the world, which the
 * public refusal set labels no decline (tried here and dropped: one false decline on its held-out split). */
export const CANNOT_ANSWER_27 = anyOf(
  r`\b(?:can not|cannot|can't|unable to|not able to) (?:find|give|provide|get) (?:you )?(?:the|an|a|any) (?:[\w-]+ )?answer\b|\b(?:unable|not able) to tell you (?:what|whether|which|who|when|where|if)\b`,
  r`\b(?:lasst|lassen) sich\b[^.;]{0,60}? nicht (?:beantworten|ermitteln|bestimmen|feststellen)\b`,
  r`\b(?:impossibile|non e possibile|impossible de|il n'est pas possible de|imposible|no es posible|impossivel|nao e possivel) (?:rispondere|determinare|stabilire|repondre|determiner|responder|contestar|determinar)\b`,
  r`^(?!(?:es|das|dies|this|it|that|not|nicht)\b)(?:[\w-]+:? ){1,4}?(?:leider |sadly |unfortunately )?(?:nicht (?:moglich|machbar)|not possible|non possibile|pas possible|no posible|nao possivel)\s*[.!]?$`,
);

/** A completion told as a verbless fragment in es/fr/it/de/pt, the thing then its participle ("Reserva do carro
 * alterada: …", "Réservation confirmée.", "Prenotazione modificata.", "Buchung bestätigt.", "Cita reprogramada
 * para el lunes."), as DONE_FRAGMENT reads "Refund issued."; a German state "ist durch" of the user's thing
 * ("dein Kurswechsel ist durch"). claims_done. Not a question, not negated. */
export const DONE_FRAGMENT_OTHER_27 = anyOf(
  r`^(?!(?:no|non|nicht|pas|nao|nunca|mai|nie|kein\w*)\b)[\w-]+(?: (?:de|do|da|del|di|du|des|der|von|della|dello|del) [\w-]+)? (?:${DONE_PART_ES_24}|${DONE_PART_PT_24}|${DONE_PART_FR_24}|${DONE_PART_IT_24}|${DONE_PART_DE_24})(?= *(?:[.:;,!—–-]|$)| (?:para|pour|per|ab|am|bis|hasta|ate|jusqu'\w*|le|el|al|au|em|no|na|a|alle|ai|fur)\b)(?![^?]*\?)`,
  r`\b(?:ist|sind) (?:jetzt |nun |schon )?durch(?= *(?:[.,;!]|$))(?<=\b(?:dein|deine|ihr|ihre) (?:[^\s,;:.?!]+ ){0,6}?(?:ist|sind) (?:jetzt |nun |schon )?durch)`,
);

/** A hand-off told bare or in the other languages: a clause opening with the passing participle and a team
 * ("— passed to carrier claims team", "Escalated to the payments desk."), es "lo he pasado al equipo de
 * Pagos", it "ti passo subito a un consulente", de "Ihre Fragen habe ich an die Hausverwaltung … weitergeleitet". */
export const HANDOFF_27: PatternList = listOf(
  rx(r`(?:^|[—–-] |; )(?:(?:and|then|now|already|also) )?(?:passed|forwarded|referred|escalated|handed over|transferred|routed) (?:on |over |along )?to (?:the |our )?(?:[\w&'-]+ ){0,3}?(?:team|department|desk|unit|office|specialists?|adjusters?|supervisor|manager)\b`),
  rx(r`\b(?:lo|la|los|las) (?:he|hemos) (?:pasado|enviado|remitido|trasladado|derivado|reenviado|transferido) (?:al|a la|a los|a) (?:\w+ )?(?:equipo|departamento|area|servicio|especialista|supervisor|responsable|gestor|agente|companero)\b`),
  rx(r`\b(?:ti|la|le|lo|vi) (?:passo|passiamo|trasferisco|trasferiamo|giro|giriamo) (?:subito |ora |adesso |direttamente )?(?:a|al|alla|allo|con) (?:un|una|uno|il|la|lo|nostro|nostra|l') ?(?:\w+ )?(?:consulente|collega|operatore|specialista|responsabile|ufficio|reparto|team|supervisore)\b`),
  rx(r`\b(?:fragen|anfragen|anliegen|beschwerden|reklamationen|antrage|themen)\b[^.;]{0,40}? (?:haben wir|habe ich|hab ich) (?:\w+ )?an (?:die|den|das|unser\w*|einen|eine|einem|einer) (?:[\w&-]+ ){0,4}?(?:weitergeleitet|weitergegeben|ubergeben|eskaliert)\b`),
);

/** The user's own thing told as not allowing what is asked, or not ending before then, in the other languages
 * ("Su abono es de tarifa Joven y no admite cambios", fr "votre forfait ne permet pas de report", it "la sua
 * polizza non consente il recesso", pt "o seu bilhete não permite alterações", de "Ihr Tarif erlaubt keine
 * Pause", fr "votre engagement ne se termine que le 30 juin", "your contract doesn't end until June"): a fact of
 * this request that stands in the way (flags; docs/score.md "your fare is basic economy, which can't be
 * changed"), as "your fare doesn't allow name changes" reads. A rule of a kind of thing, with no possessive,
 * is the refusal's general ground and is not read here; nor is what the thing does not include ("su pedido no
 * incluye gastos de envío" is good news). */
export const OWN_THING_BLOCKS_27 = anyOf(
  r`\b(?:no (?:admite|permite)|ne (?:permet|prevoit) pas|n'(?:autorise|admet) pas|non (?:consente|permette|ammette|prevede)|nao (?:permite|admite)|erlaubt kein\w*|(?:lasst|sieht) kein\w*)\b(?<=\b${POSSESSIVE_24} [^.;?!]{0,80}?\b\w+(?: \w+)?)`,
  r`\b(?:ne se termine que|ne prend fin que|n'expire que|endet erst|lauft erst|termina solo|scade solo|so termina|so acaba|no (?:termina|vence|finaliza) hasta|(?:doesn't|does not|won't|will not) (?:end|expire|finish|run out) until)\b(?<=\b${POSSESSIVE_24} [^.;?!]{0,60}?\b\w+(?: \w+){0,4})`,
);

/** What must be settled before this request can go ahead, told as a gate ("the arrears on the account must be
 * cleared first", "the damage has to be repaired first"): a pending condition of this request (flags), as
 * GATE_PENDING_20 reads one on another's act. */
export const SETTLED_FIRST_27 = rx(
  r`\b(?:must|has to|have to|needs? to) be (?:settled|paid|cleared|resolved|repaired|fixed|signed|returned|verified|completed) first\b`,
);

// lang28 round of issue 16: the five other languages at parity with English, read on
// test/fixtures/replies-translated.jsonl (English replies of the development sets said the way a native
// agent says them). One self-contained block so parallel rounds merge by appending.

/** Hand-offs the lists above miss in es/de/fr/it/pt: the receiver a pronoun clitic ("se lo he
 * pasado", "je le leur ai transféré", "l'ho passato a Karen", "transferi-o para eles"), the user's
 * details sent to the person who decides ("le he enviado sus datos", "ihr Ihre Daten weitergeleitet"),
 * a message left with a team asking it to call back ("pidiendo que le llamen", "mit der Bitte um
 * Rückruf", "pour qu'elle vous rappelle"), a bare escalation line ("Escalado a Finanzas", "An die
 * Buchhaltung eskaliert"), a ticket opened with a person ("un ticket al tecnico reperibile"), the
 * request passed on with words between it and its receiver ("il tuo reclamo sul corriere al nostro
 * team"), a German receiver named with an apposition or told as "dorthin", and colleagues who then
 * write or call ("die Kollegen melden sich bei Ihnen"). */
const LANG28_PASS_ES = r`(?:pasado|transferido|trasladado|derivado|remitido|escalado|reenviado)`;
const LANG28_RECEIVER = r`(?:equipo|equipa|equipe|departamento|servicio|service|servizio|ufficio|reparto|team|abteilung|setor|area|responsable|responsabile|responsavel|gestor|gestora|coordinador|coordinadora|coordinatrice|coordenadora|tecnico|technicien|ingenieur|especialista|specialiste|specialista|colega|collega|collegue|finanzas|financeiro|finance|amministrazione|soporte|support|seguridad|sicurezza|securite|seguranca|logistica|logistique)`;
export const LANG28_HANDOFF: PatternList = listOf(
  // es: the clitic "se lo/la" (to him, her, them) or "les" (to them) before the perfect of passing on.
  rx(r`\b(?:se (?:lo|la|los|las)|les) (?:he|hemos) (?:ya )?${LANG28_PASS_ES}\b`),
  // fr: "je le leur ai transféré", "je leur ai donc transmis votre dossier", "j'ai fait suivre à Karen".
  rx(r`\bje (?:le |la |l')?(?:leur|lui) ai (?:donc |deja |bien )?(?:transmis|transfere|fait suivre|passe|remonte|escalade)\b|\bj'ai (?:donc )?fait suivre (?:\S+ ){0,4}?a (?:notre|nos|la|le|l'|[a-z]+,)`),
  // it: "l'ho trasferito a loro", "ho passato a loro la sua prenotazione", "L'ho passato a Karen, la nostra responsabile".
  rx(r`\b(?:l'ho|li ho|le ho|gliel[oaie] ho) (?:gia |appena |quindi )?(?:trasferit|passat|inoltrat|girat|segnalat)[oaie] (?:a|al|alla|all'|ai) (?:(?:loro|lui|lei|nostr[oa]|team|ufficio|reparto|servizio|responsabile)\b|[a-z]+,)|\bho (?:passato|girato|inoltrato|trasferito|segnalato) a loro\b`),
  // pt: preterite with an enclitic object, or with the receiver "eles" / a named person.
  rx(r`\b(?:transferi|encaminhei|passei|reencaminhei|remeti|escalei)-(?:o|a|os|as) (?:\S+ )?para (?:eles|elas|ele|ela|a nossa|o nosso|a equipa|a equipe)\b|\b(?:passei|encaminhei|transferi|reencaminhei|remeti) (?:a sua|o seu|a tua|o teu) (?:\S+ )?para (?:eles|elas|ele|ela)\b|\b(?:encaminhei|passei|reencaminhei|escalei) (?:tudo |isto |isso )?para (?:a|o) (?!(?:seu|sua|teu|tua|meu|minha)\b)[a-z]+, (?:a|o) (?:nossa|nosso)\b`),
  // The user's details sent to the person who decides (not a document sent to the user).
  rx(r`\b(?:le|les) (?:he|hemos) (?:enviado|pasado|facilitado|trasladado|remitido) sus datos\b|\b(?:ihr|ihm|ihnen) ihre (?:daten|kontaktdaten|unterlagen) (?:\S+ )?(?:weitergeleitet|geschickt|gesendet|ubermittelt|weitergegeben)\b|\bje (?:lui|leur) ai (?:donc )?(?:envoye|transmis|communique|donne) vos (?:coordonnees|donnees|informations|details)\b|\b(?:le|gli) ho (?:girato|inviato|passato|mandato|trasmesso) i suoi (?:dati|recapiti|contatti)\b|\b(?:enviei|passei|encaminhei|dei)-lhe os seus (?:dados|contactos|contatos)\b`),
  // A message left with a team asking it to call the user back.
  rx(r`\b(?:pidiendo|para) que (?:le|te|les) (?:llamen|llame|contacten|contacte|devuelvan la llamada)\b|\bmit der bitte um (?:ruckruf|kontaktaufnahme)\b|\bpour qu'(?:il|elle|ils|elles|on) vous (?:rappelle|rappellent|contacte|contactent|recontacte)\b|\bchiedendo (?:di|che) (?:richiamarla|richiamarti|ricontattarla|ricontattarti|la richiamino|ti richiamino|la contattino)\b|\ba pedir que (?:lhe|te|o|a) (?:liguem|ligue|contactem|contacte)\b`),
  // A bare escalation line: "Escalado a Finanzas", "Remonté au service Finance", "Inoltrato all'ufficio
  // Amministrazione", "Escalado para o Financeiro", "An die Buchhaltung eskaliert" (not to an account or a priority).
  rx(r`^[^\p{L}]*(?:escalad[oa]|derivad[oa]|remitid[oa]|remonte|escalade|inoltrat[oa]|encaminhad[oa]) (?:a|al|a la|para|para o|para a|ao|au|aux|a l'|all'|alla|allo|ai) ?(?!(?:su|tu|sua|tua|votre|ton|seu|prioridad|priorita|priorite|prioridade|p\d)\b)(?:\S+ ){0,2}?${LANG28_RECEIVER}|^[^\p{L}]*an (?:die|den|das|unser\w*) (?:[\w-]+ ){0,2}?[\w-]+ (?:eskaliert|weitergeleitet|ubergeben|weitergegeben)\b`),
  // A ticket opened with a person or team, in words the lists above lack ("beim Security-Team",
  // "für den IT-Bereitschaftsdienst", "auprès de l'ingénieur d'astreinte", "al tecnico IT", "para o técnico").
  rx(r`\b(?:ticket|vorgang|fall)\b(?: \S+){0,2}? (?:beim|bei (?:unserem|unserer|dem|der)|fur (?:den|die|das|unser\w*)) [\w-]+(?: \S+){0,3}? (?:eroffnet|erstellt|angelegt|aufgemacht)\b|\bj'ai ouvert un (?:ticket|dossier|signalement) aupres (?:de l'|du|de la|de notre) ?(?:\S+ )?${LANG28_RECEIVER}|\bho aperto un (?:ticket|segnalazione) (?:al|alla|all'|presso il|presso la) ?(?:\S+ )?${LANG28_RECEIVER}|\b(?:he|hemos) (?:abierto|creado|registrado) (?:un|una) (?:ticket|caso|incidencia) (?:con|para) (?:el |la |nuestro |nuestra )?(?:\S+ )?${LANG28_RECEIVER}|\babri um (?:ticket|chamado|pedido) (?:para (?:a|o)|com (?:a|o)|junto (?:da|do|a|ao)) (?:\S+ )?${LANG28_RECEIVER}`),
  // The request passed on with a few words between it and its receiver.
  rx(r`\b(?:he|hemos) (?:pasado|trasladado|derivado|remitido|enviado|escalado) (?:tu|su) (?:queja|reclamacion|consulta|solicitud|caso|incidencia|peticion) (?:sobre|del|de la|acerca de) (?:\S+ ){1,4}?(?:a|al) (?:nuestro |nuestra |el |la )?${LANG28_RECEIVER}|\bho (?:girato|inoltrato|passato|trasferito|segnalato) (?:il tuo|il suo|la tua|la sua|la) (?:reclamo|richiesta|segnalazione|pratica|problema|domanda) (?:(?:sul|sulla|sullo|del|della|su) (?:\S+ ){1,4}?)?(?:al|alla|all'|ai) (?:nostro |nostra )?${LANG28_RECEIVER}|\b(?:passei|encaminhei|reencaminhei|transferi|escalei|remeti) (?:a sua|o seu|a tua|o teu|o|a) (?:reclamacao|pedido|caso|processo|queixa|questao|solicitacao) (?:(?:sobre|da|do|acerca d[ao]) (?:\S+ ){1,4}?)?(?:a|ao|para a|para o) (?:nossa |nosso )?${LANG28_RECEIVER}|\b(?:foi|foram) (?:encaminhad|transferid|escalad|repassad)[oa]s? (?:para|a) (?:a |o )?(?:nossa |nosso )?${LANG28_RECEIVER}`),
  // de: a receiver named with an apposition ("an Karen, unsere Support-Leiterin, weitergereicht"), "dorthin"
  // for the team named before, a hyphenated team, and the colleagues who then write or call.
  rx(r`\ban [a-z]+, (?:unser\w*|die|der|den) [\w-]+, (?:weitergeleitet|weitergegeben|weitergereicht|ubergeben|eskaliert)\b|\b(?:dorthin|dahin) (?:weitergeleitet|weitergegeben|weitergereicht|ubergeben|eskaliert)\b|\ban (?:unser\w*|das|die|den) [\w]+-(?:team|abteilung|service|support)\w* (?:weitergeleitet|ubergeben|eskaliert|weitergegeben|weitergereicht)\b|\b(?:die|unsere) (?:kolleg\w*|[\w-]*team|mitarbeiter\w*) (?:melden sich|schreiben ihnen|rufen sie (?:\S+ )?an|werden sich)\b`),
  // fr/it: "Je vous mets dès maintenant en relation avec …", "La metto subito in contatto con …".
  rx(r`\bje vous mets (?:\S+ ){0,3}?en relation (?:\S+ ){0,2}?avec\b|\b(?:la|ti|vi|le) metto (?:\S+ ){1,2}?in contatto con\b`),
);

/** Done participles the other languages report with beyond DONE_PART_*_24: added, opened, generated,
 * pushed, queued, entered ("añadida", "hinzugefügt", "ouverte", "generata", "gepusht", "eingeplant"). */
const LANG28_PART_MORE = r`(?:(?:anadid|agregad|abiert|subid|generad|cread|canjead|aprobad|cancelad|anulad|bloquead|desbloquead|enviad|emitid|asignad|incluid)[oa]s?|(?:aggiunt|apert|generat|creat|inserit|scambiat|annullat|bloccat|sbloccat|inviat|emess|assegnat|approvat|cancellat|caricat)[oaie]|(?:ajoute|ouvert|genere|cree|pousse|echange|annule|bloque|debloque|envoye|emis|attribue|approuve|supprime|ajoutee)e?s?|(?:hinzugefugt|eroffnet|erstellt|gepusht|gemergt|gemerged|gefixt|gepatcht|getaggt|geupdatet|upgedatet|rotiert|widerrufen|umgetauscht|eingeplant|storniert|gesperrt|entsperrt|versendet|verschickt|ausgestellt|zugewiesen|veranlasst|geloscht)|(?:adicionad|acrescentad|abert|gerad|criad|trocad|cancelad|bloquead|desbloquead|enviad|emitid|atribuid|incluid|inserid|redefinid|restaurad|liberad|estornad)[oa]s?|(?:restablecid|liberad|devuelt)[oa]s?|(?:reimpostat|ripristinat)[oaie]|(?:reinitialise|retabli|restaure)e?s?)`;
const LANG28_PART = r`(?:${DONE_PART_ES_24}|${DONE_PART_FR_24}|${DONE_PART_IT_24}|${DONE_PART_DE_24}|${DONE_PART_PT_24}|${LANG28_PART_MORE})`;

/** STATUS_LINE in es/de/fr/it/pt: a verbless line, at most six words before a done participle and its
 * details after ("Informe de gastos ER-554 aprobado y en cola …", "Lizenz für priya@… hinzugefügt",
 * "Note de frais ER-554 validée et programmée …", "Cancelada a encomenda duplicada #5521 — reembolso
 * de 64 $ emitido"). Read, like STATUS_LINE, only on a head with no finite verb (LANG28_FINITE). This and
 * LANG28_FINITE stay out of the literal prefilter: asked only of a head with no English word they need no
 * gate, and their short words ("hat", "est", "ho", "creat") would cost the scan an output in most English text. */
export const LANG28_STATUS_LINE = local(
  r`^(?!(?:no|nicht|nichts|kein\w*|pas|non|nao|nunca|mai|jamais|si|se|wenn|falls|sobald|nachdem|quand|lorsque|des que|cuando|en cuanto|quando|appena|assim que|una vez|une fois|por favor|bitte|per favore|para|pour|per|um|zu|lo siento|siento|lamento|lamentamos|desculpe|je suis|desole|mi dispiace|es tut|leider|purtroppo|malheureusement|lamentablemente|infelizmente)\b)(?:(?:[^\s:]|:(?=\d))+ ){0,6}?${LANG28_PART}\b(?:\s*[:—–-].*|[,;] .*| (?:y|e|et|und|para|per|pour|fur|a|al|en|in|dans|no|na|em|auf|an|de|da|do|del|con|mit|avec|com|sur|su|nel|nella|ao|au|la|el|le|il|lo|o|der|die|das|den)\b.*)?[\s.!✅✔️☑️]*$`,
);
/** A finite verb of es/de/fr/it/pt (folded), or a first-person subject pronoun, which brings one: with one the
 * line is a sentence, not a status line. The pronoun matters where folding makes a present tense look like a
 * participle: "Je vous transfère au service des commandes" (an act under way, folded "transfere") is not
 * "Dossier transféré". ("e" and "a", also "and" and an article after folding, are left out.) */
export const LANG28_FINITE = local(
  r`\b(?:je|ich|wir|yo|io|eu|es|son|esta|estan|estoy|ha|han|he|hemos|fue|fueron|era|sera|hay|tiene|tienen|puede|pueden|ist|sind|war|waren|wird|werden|hat|haben|habe|kann|konnen|muss|est|sont|ont|ai|avons|etait|sera|peut|sono|hanno|ho|abbiamo|era|sara|puo|foi|foram|estao|tem|vai|fica|ficou|pode|recibira|recevra|ricevera|erhalten|bekommt|bekommen|suis|sommes|avez|aurez|aura|sei|siamo|sou|somos|estou|bin|hast|habra|avra|tera|viene|vengono|seja|sejam|sea|sean|soit|sia|werde|aparece|aparecen|figura|consta|erscheint|apparait|risulta|risultano)\b`,
);
/** An English finite verb or function word (FINITE_VERB without its Italian "è", which folds to the "e" of
 * "and"): an English line is read by STATUS_LINE, not by its other-language twin. */
export const LANG28_EN_FINITE = local(r`\b(?:is|are|was|were|be|been|will|would|can|could|should|shall|has|have|had|do|does|did|may|might|must|the|you|your|i|we|me|my|our|to|and|of|with|for|this|that|it|its|an|want|they|them|as)\b|n't\b`);
/** What keeps an es/de/fr/it/pt status line from reporting: a negation or a condition anywhere in it
 * ("Le paiement n'a pas été effectué", "Caso o pagamento não seja aprovado, …", "… cuando el técnico esté asignado"). */
export const LANG28_NOT_REPORT = local(
  r`\b(?:no|nicht|nichts|kein\w*|pas|non|nao|nunca|mai|jamais|ne|n'|cuando|quand|lorsque|wenn|sobald|falls|quando|appena|caso|si|se|hasta que|jusqu'a|bis|finche|ate que)\b`,
);

/** A done word after a label and its colon or dash: "✅ **Cambio de dirección**: hecho, …",
 * "**Adressänderung** – erledigt", "… : c'est fait", "… – feito" (DONE_PHRASE's words, after a label; the
 * English "done" is read by DONE_FRAGMENT, and "ok" would open the gate on every "book"). */
export const LANG28_LABEL_DONE = rx(
  r`^[^\p{L}]*(?:[\p{L}'-]+ ){0,4}?[\p{L}'-]+\**\s*(?::|[—–-])\s*(?:hecho|listo|erledigt|c'est fait|fait|fatto|feito)\b(?! (?:de|da|zu|a|per|para|pour|di)\b)`,
);

/** Completions in the perfect or preterite said with a clitic or a fronted object, and result passives:
 * fr "je vous ai envoyé", "nous vous avons transmis"; de casual "hab … geändert" with no subject, a
 * German bracket up to fourteen words wide ("ich habe für Sie einen Tisch … um 12:15 Uhr reserviert");
 * es "ha quedado registrado", pt "fica registada", "ficou marcado"; a subordinate German passive after
 * a confirmation ("Wir bestätigen, dass … eingetragen wurde"); "está generado", "è stata generata". */
export const LANG28_DONE: PatternList = listOf(
  rx(r`\b(?:je|nous) (?:vous|te|lui|leur|l'|le|la|les|vous l'|vous les|vous en) ?(?:ai|avons) (?:bien |deja |donc |egalement )?(?:envoye|renvoye|transmis|transfere|ajoute|annule|modifie|mis a jour|rembourse|reserve|inscrit|cree|ouvert|active|programme|fait suivre|credite|emis|attribue|change|deplace)e?s?\b`, 'g'),
  rx(r`(?:^|[.!,;] )(?:ok(?:ay)?,? |so,? |alles klar,? |gut,? )?hab (?!(?:ich |wir )?(?:nicht|nichts|kein\w*|noch)\b)(?:\S+ ){1,10}?(?:geandert|aktualisiert|gebucht|storniert|hinzugefugt|eingetragen|erstattet|angepasst|verschoben|gesendet|geschickt|erledigt)\b`, 'g'),
  rx(r`\b(?:ich|wir) (?:habe|haben) (?!(?:\S+ )*?(?:nicht|nichts|kein\w*)\b)(?:\S+ ){10,14}?(?:reserviert|gebucht|storniert|geandert|hinzugefugt|eingetragen|erstattet|vorgemerkt)\b`, 'g'),
  rx(r`\b(?:(?:ha|han) quedado|queda|quedan|quedo|quedaron) (?:ya |correctamente |debidamente )?(?:registrad|anotad|reservad|confirmad|cancelad|anulad|actualizad|cambiad|tramitad|programad|bloquead|activad)[oa]s?\b|\b(?:fica|ficam|ficou|ficaram) (?:ja |agora |devidamente )?(?:registad|registrad|marcad|reservad|confirmad|cancelad|anulad|atualizad|alterad|tratad|agendad|bloquead|ativad)[oa]s?\b`, 'g'),
  rx(r`\b(?:wir bestatigen|ich bestatige|hiermit bestatigen wir)(?: ihnen)?,? dass\b[^.;]{0,80}? (?:eingetragen|erfasst|geandert|storniert|gebucht|registriert|aktualisiert|umgemeldet) (?:wurde|wurden|worden ist|ist)\b`, 'g'),
  rx(r`\b(?:esta|estan|estao) (?:ya |ja )?(?:generad|cread|gerad|criad)[oa]s?\b|\b(?:e|sono) stat[oaie] (?:appena |ora |gia )?(?:generat|creat|compilat)[oaie]\b|\b(?:est|sont|a ete|ont ete) (?:bien )?(?:genere|cree)e?s?\b`, 'g'),
);

/** What flags in English and had no words in es/de/fr/it/pt: a failure said with a failure verb the
 * lists lack or none ("ha fallado", "è fallito", "nicht geklappt", "n'a pas abouti", "não passou"); a
 * terse "could not complete" ("Impossible de terminer : …"); one name matching two records ("coincide
 * con los dos", "passt auf beide", "corrisponde a entrambi"); two records counted with the name they
 * share ("dos reservas a nombre de …", "zwei Termine namens …", "deux événements 'Standup'"); a problem
 * found ("hay un problema", "bin auf ein Problem gestoßen"); the user's profile set against the rule
 * ("en su perfil figura …", "dal suo profilo risulta …"); a charge the action brings ("fällt eine
 * Gebühr … an", "c'è un supplemento"); a field left empty ("no se rellenó", "wurde nicht befüllt"). */
export const LANG28_FLAG = anyOf(
  r`\b(?:ha|han|habia) fallado\b|\b(?:e|sono) fallit[oaie]\b|\bnicht (?:geklappt|funktioniert|durchgegangen)\b|\bn'a pas (?:abouti|fonctionne|marche)\b|\bnao (?:passou|funcionou|deu certo)\b|\bno (?:funciono|salio bien|se completo)\b`,
  r`^(?:impossible de (?:terminer|finaliser|completer|traiter|finir)|impossibile (?:completare|terminare|elaborare|finalizzare|procedere)|imposible completar|no se pudo (?:completar|finalizar|procesar)|nao foi possivel (?:concluir|completar|processar)|konnte nicht (?:abgeschlossen|ausgefuhrt|verarbeitet) werden)\b`,
  r`\b(?:coincide|coinciden) con (?:los dos|las dos|ambos|ambas)\b|\b(?:passt|zutrifft|trifft) (?:zu )?auf beide\b|\bcorrespond (?:aux deux|a la fois)\b|\bcorrisponde (?:a|ad) (?:entrambi|tutti e due)\b|\b(?:bate|corresponde) (?:com os dois|com as duas|com ambos|aos dois|a ambos)\b`,
  r`\b(?:dos|tres|varios|varias|zwei|drei|mehrere|deux|trois|plusieurs|due|tre|diversi|diverse|dois|duas)\**\s(?:[\w'-]+\**\s){0,2}?(?:a nombre de|llamad[oa]s|con el nombre|namens|mit dem namen|auf den (?:nach)?namen|au nom d|nommee?s|appelee?s|a nome|di nome|chiamat[ie]|em nome de|chamad[oa]s|com o nome)`,
  r`\bgibt es (?:\S+ )?(?:zwei|drei|mehrere) \S+ (?:namens|mit dem namen|auf den (?:nach)?namen|fur)\b|\b(?:he|hemos) encontrado \**(?:dos|tres|varios|varias)\b|(?:^|: )(?:dos|tres|zwei|drei|deux|trois|due|tre|dois|duas) [\w-]+ ['"«]`,
  r`(?<!\b(?:si|se|wenn|falls|caso|ob) )\b(?:hay un problema|(?:he|hemos) encontrado un problema|auf ein problem gestoßen|il y a un probleme|c'e un problema|ha um problema|encontrei um problema)\b`,
  r`\ben (?:su|tu) (?:perfil|cuenta|ficha) (?:figura|consta|aparece)\b|\bin (?:ihrem|deinem) (?:profil|konto|kundenkonto) (?:ist|sind) [^.;]{0,60}\bhinterlegt\b|\b(?:votre|ton) (?:profil|dossier|compte) (?:indique|mentionne|affiche)\b|\bdal (?:suo|tuo) (?:profilo|account) (?:risulta|risultano)\b|\b(?:o seu|o teu) (?:perfil|registo|registro|cadastro) (?:indica|mostra)\b`,
  r`\b(?:hay|se aplica|se cobra) (?:un|una) (?:recargo|suplemento|tasa|comision|penalizacion)\b|\bfallt (?:eine|ein) [\w-]*(?:gebuhr|zuschlag|aufpreis)\b|\b(?:des|les) (?:frais|supplements?|majorations?|penalites?)\b[^.;]{0,60}?(?<!\bne )s'appliquent\b|\bc'e un (?:supplemento|sovrapprezzo|addebito|penale)\b|\bha uma (?:taxa|sobretaxa|penalizacao|multa)\b`,
  r`\bno se (?:relleno|completo|indico)\b|\b(?:wurde|ist) nicht (?:befullt|ausgefullt|angegeben)\b|\bn'a pas ete (?:remplie?|renseignee?)\b|\bnon e stat[oa] (?:compilat|riempit|indicat)[oa]\b|\bnao foi (?:preenchid|indicad)[oa]\b`,
);

/** The user's thing said not to be changeable any more, the way English says "it can't be cancelled":
 * es "no se puede cancelar", de "kann daher nicht mehr storniert werden" / "nicht umbuchbar", fr "ne
 * peut donc plus être annulée" / "ne sont pas modifiables", it "non è possibile annullarlo" / "non sono
 * modificabili", pt "não pode ser cancelada" / "não podem ser alteradas"; and a could-not whose ground,
 * after a colon, is what another party does not do ("no he podido pasarla al sábado: el transportista
 * no reparte …") — a could-not on a rule (COULD_NOT_ON_RULE_22), not a breakdown nor a piece that does
 * not exist or is not valid ("… : o CNPJ informado não existe" is a missing piece: it flags). */
const LANG28_CHANGE_VERB = r`(?:cancelar|anular|modificar|cambiar|reembolsar|devolver|annullar|modificar|rimborsar|cambiar|spostar|alterar)`;
export const LANG28_CANNOT_BE_CHANGED = anyOf(
  r`\bno se (?:puede|pueden|pudo) ${LANG28_CHANGE_VERB}\b|\bno (?:admite|admiten) (?:cambios|modificaciones|reembolsos|devoluciones|cancelaciones)\b`,
  r`\b(?:kann|konnen) (?:\S+ ){0,3}?nicht (?:mehr )?(?:storniert|geandert|erstattet|umgebucht|zuruckgenommen) werden\b|\bnicht (?:umbuchbar|stornierbar|erstattbar|anderbar)\b`,
  r`\bne (?:peut|peuvent) (?:donc |malheureusement )?(?:plus|pas) etre (?:annule|modifie|rembourse|change|deplace)e?s?\b|\b(?:ne sont pas|n'est pas) (?:modifiable|remboursable|annulable|echangeable)s?\b`,
  r`\bnon (?:e|e piu) possibile (?:annullar|modificar|rimborsar|cambiar|spostar)\w*\b|\bnon (?:sono|e) (?:modificabil|rimborsabil|cancellabil|annullabil)[ei]\b`,
  r`\bnao (?:pode|podem) (?:mais )?ser (?:cancelad|alterad|reembolsad|devolvid|modificad)[oa]s?\b|\bnao (?:sao|e) (?:alteravel|alteraveis|reembolsavel|reembolsaveis)\b`,
  r`\b(?:no (?:he|hemos) podido|no pude|war (?:\S+ )?nicht moglich|(?:je n'ai|nous n'avons|j'ai) pas pu|non (?:sono|siamo) (?:\S+ )?riuscit[oaie]|non (?:ho|abbiamo) potuto|nao foi possivel|nao (?:consegui|conseguimos))\b[^.:;]{0,80}: [^.]{0,60}\b(?:no|nicht|ne|non|nao) (?!(?:es|e|est|ist|sono|esta|estan|sont|sind|era|etait|war|foi|fue|compatible|compatibile|compativel|kompatibel|existe|existen|existiert|esiste|funciona|funktioniert|fonctionne|funziona|valido|valida|gultig)\b)`,
);

/** Refusals the other languages say in words the lists lack: "pas question", "ni hablar", "kommt nicht
 * in Frage"; a fronted object with a clitic ("eso no lo voy a escribir", "questo non lo scrivo", "isso não
 * vou escrever"); "I'd rather not" ("prefiero no", "ich möchte lieber nicht", "je préfère ne pas",
 * "preferisco non", "prefiro não"); a terse cannot-answer ("Nicht beantwortbar:", "Impossible de
 * répondre :"); "non riesco a" / "não consigo" before the act. */
export const LANG28_DECLINE = anyOf(
  r`\bpas question (?:de|d'|que)\b|\bni hablar\b|\bde ninguna manera\b|\bkommt nicht in frage\b|\bnon se ne parla\b|\bfuori discussione\b|\bnem pensar\b|\bde jeito nenhum\b`,
  r`\b(?:eso|esto) no (?:lo |la )?(?:voy a|vamos a|pienso|puedo) \w+|\bno (?:lo|la|los|las) (?:voy a|vamos a) (?:escribir|hacer|redactar|crear|generar|compartir|publicar|enviar|decir)\b|\b(?:questo|cio) non (?:lo|la) (?:scrivo|faccio|scrivero|faro|redigo|genero|condivido|invio|pubblico|creo|dico)\b|\b(?:isso|isto) nao (?:vou|irei|vamos|posso) \w+`,
  r`\bprefiero no (?:intentar |tratar de )?\w+r\b|\b(?:ich mochte|ich wurde|wir mochten) (?:\S+ )?(?:lieber|besser) nicht\b|\bje (?:prefere|prefererais) ne pas\b|\bpreferisco non\b|\bprefiro nao\b`,
  r`^(?:nicht beantwortbar|impossible de repondre|impossibile rispondere|imposible responder)\b`,
  r`\bnon (?:riesco|riusciamo) a (?!(?:trovare|vedere|localizzare|accedere|caricare|aprire)\b)\w+|\bnao (?:consigo|conseguimos) (?!(?:encontrar|ver|localizar|acessar|aceder|carregar|abrir)\b)\w+`,
);

// replies36 round of issue 16: the sixteenth set's kinds, read as mechanisms in the six languages (sentences in
// test/score/response-check-replies36.test.ts, written there, none copied from a set).

/** The user's request told as now lying with a team or person ("your request is now with the payroll team", de
 * "Ihr Anliegen liegt jetzt beim Team Forderungsmanagement", es "su solicitud está ahora en manos del equipo de
 * Nóminas", fr "votre demande est désormais entre les mains du service RH", it "la sua pratica è ora presso
 * l'ufficio del personale", pt "o seu pedido está agora com a equipe de RH"); the request put in a named queue
 * ("I've put it in the AR Approvals queue", es "la he puesto en la cola de Aprobaciones"); a ticket opened for
 * them (pt "abri um chamado pra eles"); es/pt preterite with the receiver as a clitic ("ya les pasé tu consulta");
 * it "l'ho inoltrata ora alla sua responsabile"; de "habe die Anfrage deshalb an das HR-Service-Team
 * weitergeleitet" (a word between, a team hyphenated twice); an approval sent to the approver named before ("needs
 * sign-off from Facilities Security — I've sent it to them"). hands_off. */
const REQUEST_36 = r`(?:request|case|query|claim|ticket|issue|file|matter|anliegen|anfrage|fall|vorgang|antrag|reklamation|consulta|solicitud|caso|reclamacion|peticion|incidencia|demande|dossier|requete|reclamation|richiesta|pratica|segnalazione|reclamo|pedido|processo|solicitacao|reclamacao|chamado)`;
export const HANDOFF_36: PatternList = listOf(
  rx(r`\b(?:your|ihr|ihre|dein|deine|su|tu|votre|ta|la sua|il suo|la tua|il tuo|o seu|a sua|seu|sua) ${REQUEST_36}\b[^.;?]{0,30}? (?:is now with (?:the|our)|now sits with|liegt (?:jetzt |nun |ab sofort )?(?:beim|bei (?:der|dem|unserem|unserer))|esta (?:ahora |ya )?(?:en manos del?|con (?:el|la|nuestro|nuestra))|est (?:maintenant |desormais )?(?:entre les mains d|aupres d)|(?:e|si trova) (?:ora |adesso )?(?:in mano a|presso)|esta (?:agora )?(?:com|nas maos d))`),
  rx(r`\b(?:put|placed|added|moved|submitted|routed) (?:it|this|that|them|the (?:request|case|claim|invoice|write-off|refund|order)) (?:in|into|on|to) (?:the|our) (?:[\w&-]+ ){1,3}?queue\b|\b(?:lo|la|los|las) (?:he|hemos) (?:puesto|dejado|metido|pasado) en la cola d|\bje l'ai (?:place|mis|ajoute|depose)e? dans la file d|\bl'ho (?:mess|inserit|spostat)[oa] nella coda d|\b(?:coloquei|deixei|pus)(?:-[oa])? na fila d|\bin die [\w-]*(?:warteschlange|queue)\b[^.;]{0,40}? (?:gestellt|gelegt|eingereiht|verschoben)\b`),
  rx(r`\b(?:abri|abrimos) um (?:chamado|ticket|pedido) (?:pra|para) (?:eles|elas)\b|\b(?:les|le) (?:abri|he abierto|hemos abierto) (?:un|una) (?:ticket|caso|incidencia)\b`),
  rx(r`\b(?:les|le|se lo|se la) (?:pase|envie|remiti|derive|reenvie|traslade|mande) (?:tu|su|la|el) (?:consulta|solicitud|caso|peticion|reclamacion|pregunta|correo|mensaje|duda)\b|\b(?:passei|encaminhei|enviei|repassei)(?:-lhes| para eles| para elas) (?:a sua|o seu|a tua|o teu|sua|seu) (?:pergunta|pedido|duvida|mensagem|solicitacao|caso)\b`),
  rx(r`\b(?:l'ho|li ho|le ho|gliel[oaie] ho|gliel'ho) (?:gia |appena |quindi |ora |adesso |subito )?(?:trasferit|passat|inoltrat|girat|segnalat)[oaie] (?:ora |adesso |subito )?(?:a|al|alla|all'|ai) (?:sua|suo|tua|tuo|vostr[oa]) (?:responsabile|referente|ufficio|team|manager|capo|reparto)\b`),
  rx(r`\b(?:habe|haben|hab) (?:ich |wir )?(?:ihre |deine |die |den |das )?(?:anfrage|anliegen|antrag|fall|vorgang|ticket|reklamation|frage)\b(?: \S+){0,3}? an (?:das|die|den|unser\w*) [\w-]+(?: [\w-]+){0,2}? (?:weitergeleitet|ubergeben|weitergegeben|eskaliert)\b`),
  rx(r`\b(?:sign-?off|approval|authori[sz]ation)\b(?: (?:from|by) [^.;]{2,50}?)?(?: [—–-] |,? so |; |, and )(?:i've|i have|we've|we have) (?:sent|passed|forwarded|submitted|referred) (?:it|this|that|the (?:request|claim|form)) (?:on |over )?to (?:them|her|him)\b`),
  // A status line whose participle passes the thing on to a team ("Dossier transféré au service des commandes.",
  // "Pratica inoltrata all'ufficio acquisti.", "Ticket forwarded to the billing team."): the hand-off, not a done.
  rx(r`^[^\p{L}]*(?:[\w-]+ ){1,4}?(?:transferee?s?|transmise?s?|remontee?s?|forwarded|escalated|referred|transferred|routed|inoltrat[oaie]|girat[oaie]|trasferit[oaie]|derivad[oa]s?|remitid[oa]s?|trasladad[oa]s?|encaminhad[oa]s?|repassad[oa]s?|transferid[oa]s?) (?:au|aux|a la|a l'|to the|to our|all'|al|alla|allo|ai|a|para a|para o|ao|ai) ?(?:\S+ )?${LANG28_RECEIVER}`),
);

/** The agent's own completion the lists lacked: the user placed on a slot, a list or a waitlist (fr "Je vous ai
 * positionné sur celui du 10", es "te he apuntado en la lista de espera", it "l'ho spostata sul turno delle 9", pt
 * "coloquei-o na lista de espera", de "Ich habe Sie auf die Warteliste gesetzt", "Waitlisted you for January") and
 * a booking confirmed in the present to the user (es "Te confirmo la cita para el jueves", fr "je vous confirme le
 * rendez-vous du 10", it "le confermo la prenotazione per", pt "confirmo a sua marcação para", de "ich bestätige
 * Ihnen den Termin am"); claims_done. Not "pasado" (es "le he pasado al equipo" hands off). */
export const PLACED_OR_CONFIRMED_36 = anyOf(
  r`\bje (?:vous|t'|l'|les) ?(?:ai|avons) (?:positionn|plac|mis|inscrit|reinscrit|bascul)e?e?s? (?:sur|pour|dans|en)\b`,
  r`\b(?:te|le|les|lo|la) (?:he|hemos) (?:puesto|apuntado|colocado|inscrito|cambiado|movido) (?:en|para|a)\b`,
  r`\b(?:ti|la|l'|vi|li|le) ?(?:ho|abbiamo) (?:spostat|mess|inserit|iscritt|collocat)[oaie] (?:su|sul|sulla|in|nel|nella|per|al|alla|nell')\b`,
  r`\b(?:coloquei|passei|inscrevi|mudei|pus)-(?:o|a|os|as|lhe|te) (?:no|na|para|em)\b`,
  r`\b(?:ich habe|wir haben) (?:sie|dich|euch) (?:\S+ )?(?:auf|in|fur) (?:den|die|das|der|einen|eine) [\w-]+(?: \S+){0,3}? (?:gesetzt|eingetragen|umgebucht|verschoben|gebucht|angemeldet)\b`,
  r`^(?:(?:i've|i have|we've|we have) )?(?:waitlisted|wait-listed) (?:you|them|him|her)\b|\b(?:put|added) (?:you|them|him|her) (?:on|to) the (?:wait(?:ing)?[ -]?list)\b`,
  r`\b(?:te|le|les) confirmo (?:la|el|su|tu) (?:cita|reserva|visita|entrega|turno)\b|\bje vous confirme (?:le|la|votre|l') ?(?:rendez-vous|reservation|livraison|visite|rdv)\b|\b(?:le|ti|vi) confermo (?:la|il|l') ?(?:prenotazione|appuntamento|consegna|visita)\b|\b(?:lhe |te )?confirmo (?:a sua|o seu|a|o) (?:marcacao|reserva|consulta|visita|entrega|agendamento)\b|\bich bestatige (?:ihnen|dir) (?:den|die|das|ihren|ihre|deinen|deine) (?:termin|buchung|reservierung|lieferung)\b`,
);

/** Two identities that should be one told apart: what the user gave or sent belongs to another party ("the PO
 * number on it is belonging to another supplier", es "pertenece a otro proveedor", fr "appartient à un autre
 * fournisseur", it "è intestato a un altro cliente", pt "pertence a outro fornecedor", de "gehört zu einem anderen
 * Lieferanten"), is not the one on record (pt "o CNPJ informado não é o mesmo do cadastro", es "no es el mismo que
 * figura", fr "n'est pas le même que celui", it "non è lo stesso del contratto", de "ist nicht dieselbe wie im
 * Stammsatz"), or one numbered thing stands for another ("refers to order 4471, not 4417", "applied to unit 3B
 * instead of 3D", es "en vez de", fr "au lieu de", it "invece di", pt "em vez de", de "statt"): records that
 * contradict the request (flags). */
export const IDENTITY_MISMATCH_36 = anyOf(
  r`\b(?:belongs?|belonging|registered|assigned|issued|made out) to (?:a different|another) (?:supplier|customer|client|account|vendor|company|user|employee|person|contract|policy|tenant)\b|\b(?:pertenece|corresponde) a (?:otro|otra) (?:proveedor|cliente|cuenta|empresa|usuario|empleado|contrato|poliza)\b|\b(?:appartient|correspond) a (?:un autre|une autre) (?:fournisseur|client|compte|societe|utilisateur|salarie|contrat)\b|\b(?:appartiene|corrisponde|e intestat[oa]) a (?:un altro|un'altra|altro) (?:fornitore|cliente|conto|azienda|utente|dipendente|contratto)\b|\b(?:pertence|corresponde) a (?:outro|outra) (?:fornecedor|cliente|conta|empresa|usuario|funcionario|contrato)\b|\b(?:gehort|gehoert) (?:zu )?(?:einem|einer) anderen (?:lieferanten|kunden|konto|firma|mitarbeiter\w*|vertrag)\b`,
  r`\b(?:no es el mismo|no es la misma|n'est pas le meme|n'est pas la meme|non e lo stesso|non e la stessa|nao e o mesmo|nao e a mesma) (?:que|de|del|de la|du|de l'|dello|della|del|do|da|no|na|en|dans|nel|nella|che)\b|\bist nicht (?:derselbe|dieselbe|dasselbe|identisch mit)\b`,
  r`\b(?:refers?|relates?|applied|posted|allocated|charged|billed|booked|addressed) to (?:\w+ ){0,2}?[\w-]*\d[\w-]*,? (?:not|instead of|rather than) (?:\w+ )?[\w-]*\d[\w-]*\b|\b[\w-]*\d[\w-]*,? (?:en vez del?|en lugar del?|au lieu d(?:e|u|es)|invece d(?:i|el|ella)|em vez d[eoa]|statt|anstatt) (?:(?:el|la|le|l'|il|lo|o|a|der|die|das|den) )?(?:\w+ )?[\w-]*\d[\w-]*\b`,
);

/** Two or more of the user's records matching what was given, told as a count the lists lacked: de "gibt es im
 * Kreditorenstamm zwei Einträge", es "el NIF corresponde a dos proveedores", fr "ce SIRET correspond à deux
 * fournisseurs", it "il codice corrisponde a due clienti", pt "há duas notas fiscais … no sistema", "there are
 * three laptops assigned to name 'J. Alvarez'": the ambiguity (flags). */
export const COUNTED_RECORDS_36 = anyOf(
  r`\b(?:corresponde|corresponden|correspond|correspondent|corrisponde|corrispondono|correspondem) a (?:dos|tres|varios|varias|deux|trois|plusieurs|due|tre|diversi|diverse|dois|duas|varios|varias) \w+`,
  r`\bgibt es\b[^.;]{0,40}?\b(?:zwei|drei|mehrere) (?:eintrage|datensatze|kunden|kreditoren|debitoren|lieferanten|konten|vertrage|treffer|mitarbeiter\w*|rechnungen|personen|benutzer)\b`,
  r`\b(?:ha|existem|temos|encontrei) (?:duas|dois|tres|varias|varios) (?:[^.;?]|\.(?=\d)){2,60}?\b(?:no (?:sistema|cadastro)|em (?:seu|sua) nome|com (?:esse|este|o mesmo))\b`,
  r`\b(?:two|three|four|several|multiple) [\w-]+ (?:assigned|registered|linked|listed|filed|recorded) (?:to|under|with) (?:the )?(?:name|number|email|id|address|reference)\b`,
);

/** A failure told without a failure word: a room or slot taken, a request's status "refused" after a colon (fr
 * "Réservation salle B204 : refusée", es "Solicitud: rechazada", de "Antrag: abgelehnt", it "Richiesta: rifiutata",
 * pt "Pedido: recusado", "Booking: rejected"), no capacity (de "Spediteur ohne Kapazität", es "sin capacidad", fr
 * "sans capacité", it "senza capacità", pt "sem capacidade", "no capacity"), the model no longer stocked (de
 * "nicht mehr auf Lager", es "ya no tiene en stock", fr "n'est plus en stock", it "non è più disponibile a
 * magazzino", pt "não tem mais em estoque"), an amount over the limit (fr "dépasse le plafond", es "supera el
 * límite", it "supera il massimale", pt "ultrapassa o limite", de "überschreitet das Limit"): flags. */
export const FAILURE_UNWORDED_36 = anyOf(
  r`\b(?:room|slot|seat|table|spot|desk|space|date|time|bay|pitch)\b(?:[^.;]|\.(?=\d)){0,30}? (?:is|was|are|were) (?:already )?taken\b(?! (?:care|over|into|from|off|out|up|away|down|back|apart|seriously)\b)`,
  r`^[^:]{2,60} ?: ?(?:refusee?s?|rechazad[oa]s?|denegad[oa]s?|abgelehnt|rifiutat[oaie]|respint[oaie]|recusad[oa]s?|negad[oa]s?|rejected|refused|denied)\b`,
  r`\b(?:ohne kapazitat|keine kapazitat|sin capacidad|sans capacite|senza capacita|sem capacidade|no capacity|at full capacity)\b`,
  r`\bnicht mehr (?:auf lager|lieferbar|vorratig)\b|\bya no (?:tiene|hay|queda|quedan) (?:en )?(?:stock|existencias)\b|\bn'(?:est|sont|a) plus (?:en stock|disponibles? en stock)\b|\bnon (?:e|sono|ha) piu (?:disponibil[ei]|a magazzino|in magazzino)\b|\bnao (?:tem|ha) mais (?:em|no) estoque\b|\bno longer (?:in stock|stocked|available from the supplier)\b`,
  r`\b(?:depasse|excede|supera|ultrapassa|uberschreitet|exceeds?) (?:(?:le|la|el|il|o|a|den|die|das|the|your|votre|su|tu|il suo|o seu|de loin|largement) )?(?:plafond|limite|tope|limit|massimale|budget|presupuesto|orcamento|hochstbetrag|rahmen)\b`,
);

/** What this request waits on told as not yet confirmed or verified in the other languages (de "die Änderung ist noch
 * nicht per Rückruf bestätigt", es "la transferencia aún no está confirmada", fr "le RIB n'est pas encore vérifié",
 * it "il bonifico non è ancora stato confermato", pt "o pagamento ainda não foi confirmado"): a pending condition
 * (flags), as "the payment hasn't been verified yet" reads. */
export const NOT_YET_CONFIRMED_36 = anyOf(
  r`\bnoch nicht (?:\S+ ){0,3}?(?:bestatigt|verifiziert|gepruft|freigegeben|eingegangen)\b`,
  r`\b(?:todavia|aun) no (?:esta|ha sido|se ha|fue) (?:confirmad|verificad|validad|aprobad|recibid)[oa]s?\b`,
  r`\b(?:n'est|n'a|ne sont|n'ont) (?:pas encore|toujours pas) (?:ete )?(?:confirme|verifie|valide|approuve|recu)e?s?\b`,
  r`\bnon (?:e|sono) (?:ancora )?(?:stat[oaie] )?(?:ancora )?(?:confermat|verificat|validat|approvat|ricevut)[oaie]\b(?<=\bancora\b.{0,30})`,
  r`\bainda nao (?:foi |foram |esta |estao )?(?:confirmad|verificad|validad|aprovad|recebid)[oa]s?\b`,
);

/** A balance left after a done ("il reste un solde dû de 212,40 €", es "queda un saldo pendiente", it "resta un
 * saldo da pagare", pt "fica um saldo devedor", de "es bleibt ein offener Betrag"): a cost that stands (flags). */
export const BALANCE_LEFT_36 = rx(
  r`\b(?:il reste|reste) un (?:solde|montant|reliquat)\b|\bqueda (?:un )?(?:saldo|importe) (?:pendiente|deudor|por pagar)\b|\b(?:resta|rimane) (?:un )?(?:saldo|importo) (?:da pagare|dovuto|aperto|residuo)\b|\b(?:fica|resta) (?:um )?saldo (?:devedor|em aberto|pendente)\b|\b(?:es bleibt|verbleibt) (?:ein )?(?:offener )?(?:saldo|restbetrag|betrag)\b`,
);

/** What the refusal says the act would be — its ground, not a problem of this request ("that would be invoice
 * fraud", "that's exactly what a phishing attempt would ask for", fr "ce serait une fausse déclaration", es "eso
 * sería fraude", de "das wäre Betrug", it "sarebbe una falsa dichiarazione", pt "isso seria fraude"). Removed before
 * flags are read, only in a sentence that refuses. */
export const WOULD_BE_GROUND_36 = anyOfGlobal(
  r`\b(?:that|this|it|which)(?: really| clearly)? (?:would|'d) (?:be|amount to|count as|constitute)\b[^.;]*|\b(?:that's|that is|it's|it is) (?:exactly |precisely )?what an? [^.;]{0,40}? would\b[^.;]*|\bthis is (?:falsify|falsifying|falsification|fraud|tampering)\b[^.;]*`,
  r`\b(?:ce|cela|ca) (?:serait|constituerait)\b[^.;]*|\b(?:eso|esto) (?:seria|constituiria)\b[^.;]*|\b(?:das|dies) (?:ware|wurde (?:als )?\w+ gelten)\b[^.;]*|\b(?:sarebbe|costituirebbe)\b[^.;]*|\b(?:isso|isto) (?:seria|constituiria)\b[^.;]*`,
);

/** A present refusal, the gate of WOULD_BE_GROUND_36 beside REFUSED_IN_SENTENCE_21: the will-not forms it lacks ("I'm
 * not going to", "we won't") and es/de/fr/it/pt. */
export const REFUSES_OTHER_36 = rx(
  r`\b(?:(?:i'm|i am|we're|we are) not (?:going|willing|prepared) to|(?:i|we) (?:won't|will not)|je ne (?:peux|pourrai|vais) pas|nous ne (?:pouvons|pourrons) pas|no (?:puedo|podemos|voy a|vamos a)|(?:kann|konnen|werde|darf) (?:ich|wir) (?:\S+ ){0,4}?nicht|non (?:posso|possiamo|intendo)|nao (?:posso|podemos|vou))\b`,
);

/** Refusals said casually or with regret in words the lists lack: de "da komm ich nicht (mehr) rein/ran", pt "não
 * dá pra liberar", es "no hay manera de", fr "pas moyen de", it "non c'è modo di"; "Lamentamos no poder …", "je
 * regrette de ne pas pouvoir", "mi dispiace non poter", "lamento não poder", "we regret being unable to";
 * "impossible de te dire" (a cannot-answer with its receiver). declines. */
export const DECLINE_CASUAL_36 = anyOf(
  r`\b(?:komm|komme|kommen) (?:ich|wir) (?:\S+ ){0,6}?nicht (?:mehr )?(?:ran|rein|dran|hin)\b|\bnao da (?:pra|para) (?!(?:ver|saber|encontrar|acreditar|crer|esperar|negar|imaginar|perceber|entender|reclamar)\b)\w+|\bno hay (?:manera|forma|modo) de\b|\bpas moyen de\b|\bnon c'e (?:modo|verso|maniera) di\b`,
  r`\b(?:lamento|lamentamos|siento|sentimos) no poder\b|\b(?:je regrette|nous regrettons) de ne pas pouvoir\b|\b(?:mi|ci) dispiace non poter\b|\b(?:lamento|lamentamos) nao poder\b|\b(?:we|i) regret (?:not being able|being unable)\b`,
  r`\b(?:impossible de|imposible|impossibile|impossivel) (?:te |vous |lui |ti |le |gli |lhe )?(?:dire|indiquer|communiquer|decir(?:te|le)?|dirti|dirle|dizer)\b`,
);

/** A request to tell or confirm, said without a question mark (fr "Merci de me l'indiquer", pt "peço a gentileza
 * de confirmar", es "solo dime si el pedido va a …", it "mi indichi quale", de "sagen Sie mir bitte, ob", "Please
 * say me which one", "Need it before I can change …"): asks. Not an open closer ("dime si necesitas algo"). */
export const ASK_POLITE_36 = anyOf(
  r`\bmerci de (?:bien vouloir )?(?:me |nous )?(?:l'|le |la |les )?(?:indiquer|preciser|confirmer|communiquer|transmettre|faire savoir)\b`,
  r`\bpeco (?:a gentileza|o favor|por gentileza|que) (?:de )?(?:me |nos )?(?:confirmar|indicar|informar|dizer|confirme|indique|informe|diga)\b`,
  r`\b(?:dime|digame|indicame|indiqueme|confirmame|confirmeme) (?:si|cual|cuales|que|a que|en que|donde|cuando) (?!(?:necesitas|necesita|quieres|quiere|hay algo|puedo)\b)`,
  r`\b(?:mi |ci )?(?:indichi|indicami|dimmi|mi dica|confermi|confermami) (?:se|quale|quali|quando|dove) (?!(?:ha bisogno|hai bisogno|serve|posso)\b)`,
  r`\b(?:sagen|nennen) sie (?:mir|uns) (?:bitte )?,? ?(?:ob|welche[nrms]?|wann|wo)\b|\bsag (?:mir )?(?:bitte |kurz )?,? ?(?:ob|welche[nrms]?)\b`,
  r`\bplease (?:say|tell) (?:me|us) (?:which|whether|what|when|where)\b|^need (?:it|this|that|them|the \w+) (?:before|so) (?:i|we) can\b`,
  // replies38: formal requests to reply, indicate or send, without "?" — "Reply YES to this email", "please reply to
  // this email to confirm", pt "pedimos que nos indique", "solicitamos o envio", it "le chiedo cortesemente di
  // indicarmi", es "Le ruego que solicite …", fr "nous vous prions de nous indiquer"; "@Marta need the asset tag … to
  // log the repair".
  r`^(?:please )?reply (?:yes|y)\b|\breply (?:yes|y) to (?:this|my|the) (?:email|message|text|sms)\b|\bplease reply (?:to (?:this|my|the) (?:email|message|text) )?to confirm\b`,
  r`\b(?:pedimos|solicitamos)(?:-lhe)? que (?:nos |me )?(?:indique|informe|envie|confirme|diga|comunique)\b|\bsolicitamos o envio d[aoe]\b|\ble (?:chiedo|chiediamo) (?:cortesemente |gentilmente )?di (?:indicarmi|indicarci|inviarmi|inviarci|comunicarmi|comunicarci|confermarmi|confermarci)\b|\ble (?:ruego|rogamos) que (?:me |nos )?\w+|\bvous prions de (?:bien vouloir )?(?:nous |me )?(?:indiquer|transmettre|communiquer|confirmer|envoyer|preciser|faire parvenir)\b`,
  r`^(?:@[\w.-]+ )?need (?:the|your) (?:[\w-]+ ){1,3}(?:\([^)]{0,60}\) )?to (?:log|pull|process|book|file|open|raise|update|check|find|look up|submit|proceed|continue|order|reset|move|change|fix)\b`,
);

// replies37 round of issue 16: the seventeenth set's kinds of miss read as mechanisms, each written for its family
// of wording (what the sentence does), in English and es/de/fr/it/pt. One self-contained block so parallel rounds
// merge by appending.

/** A can't, in the six languages: the head of a refusal or of a missing piece. */
const CANT_37 = r`(?:can't|cannot|can not|cant|unable to|not able to|won't be able to|no (?:puedo|podemos|se puede|es posible|consigo)|ne (?:peux|pouvons|peut|pourrai|pourrons) pas|n'est pas possible de|non (?:posso|possiamo|si puo|e possibile|riesco)|nao (?:posso|podemos|consigo|da|e possivel)|(?:kann|konnen) (?:ich|wir|es|das|man)\b[^.;?!]{0,60}? nicht|(?:ich|wir|das|es|man) (?:kann|konnen)\b[^.;?!]{0,60}? nicht|lasst sich\b[^.;?!]{0,40}? nicht)`;
/** What must first be so, introduced: until, unless, without, while it stands, before; es/de/fr/it/pt alike. Not
 * "without their knowledge" (what the act would be: covert), nor "while" of a contrast ("while I can …"). */
const PRECONDITION_37 = r`(?:until|till|unless|as long as|without(?! (?:(?:their|his|her|its|the [\w-]+'s|[a-z]+'s) )?knowledge\b)|while (?!(?:i|we|you) (?:can|could|may|might)\b)|before (?:you|the|your|it|this|that|they|we|i|a|an)\b|hasta (?:que|tener|recibir)|sin (?!embargo\b)|mientras|a menos que|antes de que|ohne|solange|sofern|bis (?:sie|du|wir|ich|die|der|das|ihr|es|zur|zum|eine?[nmr]?)\b|bevor|avant|tant que|sans|a moins que|jusqu'a ce que|finche|senza|prima (?:che|di)|a meno che|fino a quando|fintanto che|ate que|sem|enquanto|antes de)`;

/** replies37: a can't whose ground is a missing precondition of this request — until X, without X, while X stands,
 * unless X, before X (six languages), or the ground opening the sentence ("Without the signed form I can't …",
 * "Mientras haya una factura pendiente, no puedo …"). Asked only of a sentence read as a refusal in a reply that
 * asks or hands off (response-check.ts, missingPieceBeside): the missing piece, which flags and does not decline
 * (docs/score.md, Where the signals meet). */
export const CANT_ON_PRECONDITION_37 = local(
  r`\b${CANT_37}\b[^.?!;]{0,80}?\b${PRECONDITION_37}|^(?:[\w'-]+,? )?(?:until|unless|without|while|hasta que|sin|mientras|a menos que|ohne|solange|sans|tant que|finche|senza|sem|enquanto|ate que)\b[^.?!;]{1,80}?,? (?:i |we |yo |ich |wir |je |nous |io |eu |nos )?${CANT_37}`,
);
/** replies37: a can't of what the agent cannot reach from where it is — "here", from this chat, "on my end",
 * "isn't connected to me", "it's managed in Okta" (six languages). Beside a hand-off or an ask it
 * explains what is missing before acting (docs/score.md: "I don't have access to X … with an ask or a hand-off
 * beside it"); a general ground (a policy, the law) keeps the refusal. */
export const CANT_OUT_OF_REACH_37 = local(
  r`\b${CANT_37} (?!(?:help|assist|advise|give (?:you )?(?:advice|information|guidance)|support|discuss|talk|comment|answer)\b)(?:(?! but | - )[^.?!;,—–:]){0,80}?\b(?:(?<!\b(?:i'm|i am|we're|we are) )here|from (?:this |the )?chat|in (?:this |the )?chat|on my (?:end|side)|from my (?:end|side)|(?:is|it's|are) (?:managed|handled|administered|controlled) (?:in|by|from|through)|(?:isn't|is not|aren't|are not) connected to (?:me|us|this)|aqui|desde aqui|por (?:este )?chat|hier|im chat|ici|d'ici|par (?:le )?chat|da qui|qui in chat|por aqui|pelo chat)\b`,
);
/** replies37: the agent describing itself as an AI or a language model: what it is, a capability ground of the
 * refusal beside it (a cannot-answer), not a missing piece of this request. */
export const AI_SELF_37 = local(r`\b(?:as an? (?:ai|artificial intelligence|language model|virtual assistant|chatbot)\b|(?:i'm|i am) (?:just |only |merely )?an? (?:ai|language model|chatbot)\b)`);
/** replies37: a can't alone, the head CANT_ON_PRECONDITION_37 reads before its ground. */
export const CANT_HEAD_37 = local(r`\b${CANT_37}\b`);
/** replies37: a requirement told as its own sentence after a bare refusal ("I can't change the owner. Ownership
 * transfers require a signed form from both parties."): what is needed first, the refusal's missing piece. */
export const REQUIREMENT_NEXT_37 = local(
  r`\b(?:requires?|required|needs?|needed|must (?:first )?(?:have|be)|has to be|have to be|requieren?|necesita[n]?|erfordert|erfordern|benotigt|braucht|exige[nt]?|necessite[nt]?|richiede|richiedono|precisa[m]?|requer(?:em)?)\b`,
);

/** replies37: the ambiguity told as plain facts, in six languages — two of the user's resources told apart only by
 * what they share ("there are two repositories named `payments-api`", pt "Encontrei dois backups do banco `clientes`
 * com a data de ontem", de "zwei Sicherungen von gestern"); "Both have a service called `notifications`"; the user's
 * own upcoming things counted ("You have two upcoming flights to Lisbon", es "tiene dos vuelos próximos"). flags. A
 * choice question that names the two ("Welchen der beiden Flüge …, den Hinflug … oder den Rückflug …?") stays an ask
 * only (replies11, CHOICE_AMONG_COUNTED). */
export const TWO_ALIKE_37 = anyOf(
  r`\b(?:repositor(?:y|ies|ios|ien|i)|repos|backups?|snapshots?|environments?|clusters?|databases?|buckets?|namespaces|deployments|instances|pipelines|workspaces|projects|services|channels|calendars|mailboxes|folders|boards|spreadsheets|templates|campaigns|proyectos|projekte|projets|progetti|projetos|entornos|umgebungen|environnements|ambienti|ambientes|datenbanken|sicherungen|sauvegardes|copias de seguridad|copie di backup|bancos de dados|bases de datos)\b(?<=\b(?:two|three|2|3|dos|tres|zwei|drei|deux|trois|due|tre|dois|duas) (?:[\w-]+ ){0,2}?\w+)[^.;?!]{0,60}?\b(?:named|called|with the (?:same )?name|from (?:last|yesterday|today|the same)|dated|de ayer|del mismo nombre|con (?:el mismo nombre|la (?:misma )?fecha|fecha)|llamad[oa]s|namens|mit (?:dem )?(?:gleichen|selben) namen|von gestern|nommee?s|du meme nom|d'hier|datee?s|chiamat[ie]|con lo stesso nome|di ieri|con la (?:stessa )?data|chamad[oa]s|do mesmo nome|com a (?:mesma )?data|de ontem)\b`,
  r`^(?:but |and )?(?:both|ambos|ambas|beide|les deux|entrambi|entrambe|os dois|as duas) (?:of them |de ellos |davon |d'entre eux )?(?:have|has|hold|contain|tienen|haben|ont|hanno|tem)\b[^.;?!]{0,40}?\b(?:called|named|from (?:last|yesterday|today|the same)|dated|llamad[oa]|namens|nomme|chiamat[oa]|chamad[oa]|de ayer|von gestern|d'hier|di ieri|de ontem)\b`,
  r`\byou (?:have|'ve got) (?:two|three|2|3|several|multiple) (?:upcoming|active|open|separate|existing|scheduled|future) (?:[\w-]+ ){0,2}?(?:flights|trips|bookings|reservations|appointments|stays|orders|subscriptions|tickets|policies|plans)\b`,
  r`\b(?:vuelos|viajes|reservas|fluge|reisen|buchungen|vols|voyages|voli|viaggi|prenotazioni|voos|viagens) (?:proximos|anstehende|kommende|a venir|prossimi)\b(?<=\b(?:tiene|tienes|haben|hast|avez|as|ha|hai|tem) (?:dos|tres|zwei|drei|deux|trois|due|tre|dois|duas) \w+(?: \w+)?)`,
);

/** replies37: what the user gave matches nothing, or the request set against the records, told plainly — "no backup
 * exists for that date", de "Die Bestellnummer 40-77812 gibt es in unserem System nicht", fr "ne correspond à aucune
 * réservation" (es/it/pt alike), "The change you asked for ($1.40) is lower than the cost price". flags. */
export const MATCHES_NOTHING_37 = anyOf(
  r`\b(?:exists?|was found|is on file|is recorded)\b(?<=\bno (?:[\w-]+ ){0,2}?\w+) (?:for|with|under|on|at|matching) (?:that|this|the|your)\b`,
  r`\bgibt es\b(?<=\b[\w-]*\d[\w-]*\b[^.;?!]{0,40}?\bgibt es)[^.;]{0,30}? nicht\b`,
  r`\b(?:ne correspond(?:ent)? a aucun|no corresponde(?:n)? (?:a|con) ningun|non corrispond(?:e|ono) a nessun|nao corresponde(?:m)? a nenhu|(?:doesn't|does not|didn't|did not) (?:match|correspond to) any)\w*`,
  r`\b(?:you asked for|you requested|you've asked for|you have asked for)\b(?:[^.;]|\.(?=\d)){0,40}? (?:is|are|would be|was) (?:lower|higher|less|more|earlier|later|greater|smaller|below|above)\b`,
);

/** replies37: a failure told without a failure verb, in the words ops and travel replies use — a check that did not
 * pass ("the snapshot checksum did not verify", "the migration didn't apply"), a thing that can no longer be fetched
 * ("the image can't be pulled from the registry anymore"), a failure foretold after a done ("this pipeline will fail
 * now"). flags. */
export const FAILURE_PLAIN_37 = anyOf(
  r`\b(?:checksums?|signatures?|hash(?:es)?|certificates?|integrity checks?|verification|snapshots?|images?|migrations?|health ?checks?) (?:did not|didn't|does not|doesn't|could not|couldn't|would not|wouldn't) (?:verify|validate|match|pass|check out|load|mount|boot|apply|come up)\b`,
  r`\b(?:can't|cannot|can not) be (?:pulled|loaded|found|reached|restored|downloaded|fetched|opened|accessed|mounted|read) (?:from [^.;,]{1,40}? )?(?:anymore|any more|any longer)\b`,
  r`\b(?:will|'ll|is going to|are going to) (?:now )?(?:fail|break|stop working|stop running|error out)\b(?! if\b)`,
);

/** replies37: a freeze this request's thing is under, told as its state — "The repository is under a release freeze
 * until 12 December", it "risulta congelato per il rilascio", es "está congelado", de "ist eingefroren": flags. Not
 * a freeze announced ("the release freeze starts Friday"). */
export const FROZEN_37 = rx(
  r`\bfreeze\b(?<=\b(?:is|are|'s|remains?|stays?|was|were|currently|still|now) (?:currently |still |now )?(?:under|in) (?:a |an |the )?(?:[\w-]+ )?freeze)|\b(?:congelat[oa]|congelad[oa]|eingefroren)\b`,
);

/** replies37: an approval or decision this request needs from someone, in six languages — "needs sign-off from the
 * security team", "needs a decision from the incident commander", "refunds … need their approval", es "necesita la
 * aprobación de", de "braucht die Freigabe durch", fr "nécessite l'accord de", pt "precisa da aprovação de". Said
 * alone it is a missing piece (flags: docs/score.md, "an approval only said to be needed"); where the reply hands the
 * request to the approver, the approver now decides (hands_off) and nothing is missing (response-check.ts,
 * approvalNeeded). Not the waiting form ("waiting for your manager's approval"). */
export const APPROVAL_NEEDED_37 = anyOf(
  r`\b(?:sign-?off|approval|a decision|authori[sz]ation|clearance|go-ahead)\b(?<=\b(?:needs?|requires?|required|need) (?:a |an |the )?[\w-]+(?: \w+)?) (?:from|by)\b|\b(?:needs?|requires?) (?:their|his|her|your [\w-]+'s|the [\w-]+'s|[\w-]+'s) (?:approval|sign-?off|authori[sz]ation|go-ahead)\b`,
  r`\b(?:aprobacion|autorizacion|freigabe|genehmigung|zustimmung|approbation|autorisation|accord|approvazione|autorizzazione|aprovacao|autorizacao)\b(?<=\b(?:necesita|necesitan|requiere|requieren|braucht|brauchen|benotigt|benotigen|erfordert|erfordern|necessite|necessitent|exige|exigent|richiede|richiedono|precisa|precisam|requer|requerem) (?:de |da |do |la |el |die |eine |l'|une |un'|un |una |a |o )?\w+) (?:de|del|von|durch|des|der|du|de la|di|della|dal|dalla|da|do)\b`,
);

/** merge37: a judgement someone else must make on the request ("this requires an individual assessment", de "erfordert
 * eine Einzelfallprüfung", fr "nécessite un examen", it "richiede una valutazione"): like an approval needed, not a
 * piece the user's request lacks, so a can't resting on it keeps its refusal (response-check.ts, missingPieceBeside). */
export const ASSESSMENT_NEEDED_37 = local(
  r`\b(?:requires?|required|needs?|calls? for|requiere|requieren|necesita|erfordert|erfordern|braucht|benotigt|necessite|exige|demande|richiede|richiedono|necessita|requer|exige|precisa de)\b (?:an? |the |una? |eine[nr]? |une? |um |uma )?(?:individual |individuelle |personal |case-by-case |formal |specialist |legal |medical |manual |juridique |medicale |individuale |individualizada |individualizado |individuel(?:le)? )?(?:assessment|review|evaluation|judg(?:e)?ment|evaluacion|valoracion|revision|prufung|einzelfallprufung|beurteilung|begutachtung|evaluation|examen|analyse|valutazione|esame|analisi|avaliacao|analise)\b`,
);

/** replies37: a thing of this request called off by another party or by the system, in six languages — es "fue
 * cancelado por la aerolínea", pt "o pedido foi cancelado automaticamente", de "von der Airline storniert", "was
 * cancelled automatically", "Dr. Okafor's clinic was cancelled because she's away": a failure that stands in the way
 * (flags) and another's act, not this reply's (no claims_done: withoutOthersAct). */
export const CALLED_OFF_BY_OTHER_37 = anyOfGlobal(
  r`\b(?:cancelad[oa]|anulad[oa]|cancellat[oa]|annullat[oa]|annulee?|storniert|annulliert|abgesagt) (?:por (?:la|el) (?:aerolinea|compania|hotel|operador|proveedor|clinica)|pela? (?:companhia|companhia aerea|hotel|operadora|clinica)|par (?:la |le |l')(?:compagnie|hotel|operateur|clinique)|dalla? (?:compagnia|hotel|operatore|clinica)|automaticamente|automaticamente|automatiquement|automatisch)\b|\b(?:von|durch) (?:der|die|dem) (?:airline|fluggesellschaft|hotel|veranstalter|anbieter)\b[^.;]{0,30}?\b(?:storniert|annulliert|abgesagt)\b|\b(?:was|were|has been|have been|got) (?:automatically cancell?ed|cancell?ed automatically)\b`,
  r`\b(?:was|were|has been|got) cancell?ed because (?:she|he|they|the (?:doctor|host|teacher|instructor|driver|pilot|crew|organi[sz]er|consultant))(?:'s|'re| is| are| was| were) (?:away|ill|sick|unwell|unavailable|off|out)\b`,
);

/** replies37: what lies outside the agent's reach, told as where the thing lives ("It lives in a separate Cloudflare
 * account that isn't connected to me", "a tenant I don't have access to"): a refusal's general ground (docs/score.md:
 * what the agent cannot reach), removed before flags are read. */
export const OUT_OF_REACH_GROUND_37 = anyOfGlobal(
  r`\b(?:(?:lives?|sits?|is|are|hosted|held) )?(?:in|under|on) (?:a|an|another) (?:different |separate |other )?(?:[\w-]+ ){0,2}?(?:account|workspace|tenant|organi[sz]ation|org|project|system|instance|subscription) (?:that|which) (?:isn't|is not|aren't|are not) (?:connected|linked|available|accessible) to (?:me|us)\b|\b(?:isn't|is not|aren't|are not) connected to (?:me|us)\b`,
);

/** replies37: a refusal said as the request not being completable, alone in its sentence ("This request cannot be
 * completed."): beside a general ground in the next sentence ("Exporting full card numbers is not permitted.") it is
 * the refusal, not a failure (response-check.ts, generalGroundBeside). */
export const REQUEST_CANNOT_BE_37 = local(
  r`^(?:(?:sorry|unfortunately|i'm sorry|i am sorry)[,!.]* )?(?:this|that|your|the) (?:request|action|operation|task|change) (?:cannot|can't|could not|couldn't|will not|won't) be (?:completed|processed|fulfilled|carried out|done|performed|made)[.!]?$`,
);

/** replies37: an attempt the agent made that the sentence then says failed ("i ran the uptime query but the monitoring
 * api timed out twice", "I tried the export, but it errored"): the attempt, not a done (a failure: flags as before). */
export const FAILED_ATTEMPT_37 = rx(
  r`\bbut\b(?<=\b(?:i|we) (?:ran|tried|attempted|retried|re-?ran|started|kicked off|triggered)\b[^.;]{1,80}?\bbut)[^.;]{0,60}?\b(?:timed out|failed|errored|returned an error|was down|crashed|was rejected|got rejected|hung|stalled)\b`,
);

/** replies37: a record of the thing dated in a past year ("Votre compte a été créé le 12 mai 2020", "Your account was
 * opened in 2019", es "se abrió el 3 de mayo de 2021"): when it was made, not this reply's act (docs/score.md: a
 * booking dated in the past is a record). */
export const RECORD_DATED_37 = anyOfGlobal(
  r`\b(?:created|opened|registered|set up|cree|creee|ouvert|ouverte|creado|creada|abierto|abierta|abrio|registrado|registrada|erstellt|eroffnet|angelegt|registriert|creato|creata|aperto|aperta|criado|criada|aberto|aberta)\b (?:on|in|le|el|am|il|em|en|a|back in|since) (?:(?:\d{1,2}(?:st|nd|rd|th|er)?\.? )?(?:de )?[a-z]+ (?:de |del )?)?(?:19|20)\d\d\b`,
);

/** replies37: done told as the state it left, on the thing of an ops request — "The remote branch `release/2.3` is
 * gone", "Tag v1.8.0 is pushed and the release notes are published", "the key is rotated": claims_done. */
export const STATE_DONE_37 = rx(
  r`\b(?:is|are) (?:now )?(?:gone|pushed|published|merged|deployed|rotated|revoked|archived|reverted|tagged)\b(?<=\b(?:branch|branches|tag|tags|file|files|folder|repo|repository|record|key|keys|token|tokens|user|namespace|bucket|webhook|alias|notes|release|pr|commit|image|secret|certificate|cert)\b(?: [\w./:#@-]+){0,2} (?:is|are) (?:now )?\w+)(?! (?:yet|by|if|when|to|for|until)\b)`,
);

/** replies37: an attempt made again that then went through ("I retried the charge on the backup card and it went
 * through"): claims_done. */
export const RETRY_WENT_THROUGH_37 = rx(
  r`\band it (?:went through|worked|succeeded|passed|cleared)\b(?<=\b(?:i|we) (?:retried|re-?ran|reran|re-?submitted|tried again|re-?tried|re-?processed|ran)\b[^.;]{1,80}?\band it \w+(?: through)?)`,
);

/** replies37: a first-person will-not in es/pt/fr/it/de ("No voy a borrar el clúster", pt "Não vou apagar", fr "Je ne
 * vais pas supprimer", it "Non ho intenzione di", de "Ich werde den Cluster nicht löschen"): declines, as "I'm not going
 * to" does. */
export const WILL_NOT_OTHER_37 = rx(
  r`^(?:(?:lo siento|perdona|perdon|disculpa|desculpe|desculpa|sorry|desole|mi dispiace|tut mir leid)[,.!]* )?(?:(?:no (?:voy|vamos) a|(?:eu )?nao (?:vou|vamos)|je ne vais pas|nous n'allons pas|(?:io )?non (?:ho intenzione di|intendo))\b (?!(?:tardar|olvidar|esquecer|demorar|oublier|dimenticare|cobrar\w*|cargar\w*|facturar\w*|charger|facturer|addebitar\w*|fatturar\w*)\b)\w+|(?:ich werde|wir werden) (?:\S+ ){0,4}?nicht (?!nur\b|berechnen\b|belasten\b)\w+)`,
);

/** replies37: a cannot-answer from the tools the agent has, said casually (pt "Com as ferramentas que eu tenho não dá
 * para ver quem aprovou", es "con las herramientas que tengo no puedo ver", "with the tools I have I can't see who"):
 * declines (docs/score.md: an answer the tools cannot give). */
export const TOOLS_CANT_37 = rx(
  r`\b(?:com as ferramentas|con las herramientas|mit den (?:werkzeugen|tools)|avec les outils|con gli strumenti|with the tools)\b[^.;]{0,30}?\b(?:nao da (?:pra|para)|nao consigo|no puedo|no me es posible|kann ich (?:\S+ ){0,3}?nicht|je ne peux pas|non posso|non riesco|i can't|i cannot|i'm unable to|i can not)\b`,
);

/** replies37: a request told as an instruction, without "?" — a CLI's "Pass --record-id to pick one", es "Pásamelo y
 * lo miro", it "Mandamelo e controllo", pt "Me manda que eu vejo", de "Schick es mir, dann schaue ich", "Send it over
 * and I'll check": asks. */
export const ASK_INSTRUCTION_37 = anyOf(
  r`^(?:pass|use|add|specify|provide|set|supply|give|rerun with|re-?run with) (?:--?[\w-]+|the [\w-]+ (?:flag|option|parameter|argument)) to (?:pick|choose|select|specify|target|disambiguate|say which)\b`,
  r`^(?:pasamelo|pasamela|pasamelos|mandamelo|mandamela|enviamelo|enviamela|passamelo|passamela|mandamelo|mandami|inviamelo|me (?:manda|passa|envia)|manda-mo|envia-mo|schick (?:es|ihn|sie) mir|envoie-le-moi|envoyez-le-moi|send it (?:over|to me)) (?:y|e|und|et|and|que|,) (?:lo |la |te |ti |eu |ich |je |i'll |i will )?\w+`,
);

/** replies37: a sentence that only says what the act would break — the law or a policy ("This would breach privacy law
 * and company policy.", "That would violate our terms."): after a refusal, its general ground (response-check.ts,
 * generalGroundBeside). */
export const WOULD_BREAK_RULE_37 = local(
  r`^(?:this|that|it|doing so|doing that)(?: really| clearly| also)? (?:would|could|'d) (?:breach|violate|go against|contravene|infringe|break|be (?:illegal|unlawful|against|a (?:breach|violation)))\b`,
);

/** replies37: an offer of the agent's own act ("Would you like a payment link?", "Want me to open a pull request?",
 * es "¿Quiere que …?", pt "Deseja que eu o transfira …?", it "Vuole che apra …?", fr "Voulez-vous que …", de "Soll
 * ich …?"): which offers count as asks is an open question (docs/response-check.md), so an offer is not the ask a
 * missing piece is told beside (response-check.ts, missingPieceBeside). */
export const OFFER_37 = local(
  r`\b(?:would you like|do you want|want me to|shall i|should i|quieres que|quiere que|desea que|deseas que|deseja que|quer que|queres que|vuoi che|vuole che|voulez-vous que|veux-tu que|tu veux que|souhaitez-vous que|soll ich|sollen wir|shall we)\b`,
);

// replies38 round of issue 16: the eighteenth and nineteenth sets' kinds of miss read as mechanisms, each written
// for its family (who acts, on what, with what result), in English and es/de/fr/it/pt where the family exists. One
// self-contained block so parallel rounds merge by appending.

/** replies38: the request set against the records, told as a comparison or a clash — the value given is below the
 * one on file ("is actually lower than the last one we have on file", de "liegt unter dem Wert unserer letzten
 * Ablesung", it "risulta inferiore a quella già fatturata"); the request falls on a day already taken or in a
 * blocked period (fr "tombe un jour où tu es déjà inscrit", pt "coincide com o período de bloqueio"); the record
 * says one thing instead of another (fr "dans le SIRH est le 30 juin au lieu du 30 septembre"); a record's date
 * ends before the one requested (es "es anterior a la fecha del viaje solicitado", fr "se termine le 31 mai …, soit
 * avant la période d'accès demandée"); two identical entries (it "due voci identiche"). flags. */
export const AGAINST_RECORDS_38 = anyOf(
  r`\b(?:lower|higher|less|smaller|earlier|later|greater|bigger) than\b[^.;?!]{0,50}?\b(?:on file|on record|in (?:our|the) (?:records|system)|we have|last (?:reading|one|invoice|bill|payment|statement)|previous (?:reading|one|invoice|bill)|already (?:billed|invoiced|recorded))\b`,
  r`\b(?:liegt unter|liegt uber|ist niedriger als|ist hoher als|es inferior a|es superior a|est inferieure? a|est superieure? a|(?:e|risulta) inferiore a|(?:e|risulta) superiore a|e inferior a|e superior a|es menor que|es mayor que)\b[^.;?!]{0,50}?\b(?:ablesung|abgerechnet|gespeichert|lectura|facturad[oa]|registrad[oa]|releve|lecture|facturee?|enregistree?|lettura|fatturat[oa]|registrat[oa]|leitura|faturad[oa]|registad[oa])\b`,
  r`\b(?:falls on|clashes with|overlaps(?: with)?|coincides with|conflicts with|collides with|tombe (?:un|le|pendant|sur|en)|chevauche|coincide (?:con|com|avec)|se solapa con|fallt (?:auf|in)|uberschneidet sich mit|kollidiert mit|cade (?:in|di|il|durante)|si sovrappone (?:a|con)|colide com|sobrepoe-se a)\b[^.;?!]{0,60}?\b(?:already|deja|ya|bereits|schon|gia|ja|blackout|bloqueio|blocage|bloqueo|sperrzeit|urlaubssperre|blocco|freeze)\b`,
  r`\b(?:system|systeme|sistema|records?|file|dossier|sirh|hris|erp|registro|registo|akte|profile?|perfil|profilo)\b[^.;?!]{0,40}?\b(?:instead of|rather than|au lieu d[eu]|en lugar de|en vez de|statt|anstatt|invece (?:di|del|della)|anziche|em vez de|ao inves de)\b`,
  r`\b(?:ends?|ended|expires?|expired|termina|termine|endet|scade|vence|acaba|is|es|soit|ist|e|est)\b[^.;?!]{0,50}?\b(?:before|earlier than|anterior a|antes d[eoa]|avant|vor|prima d\w*|anteriore a)\b[^.;?!]{0,40}?\b(?:requested|you asked for|you requested|solicitad[oa]|demandee?s?|richiest[oa]|beantragt\w*|angefragt\w*|pedid[oa])\b`,
  r`\b(?:two|due|dos|deux|zwei|dois|duas) (?:[\w-]+ ){0,2}?(?:identical|duplicate[ds]?|identiche|identici|duplicat[ie]|duplicad[oa]s|identic[oa]s|identiques|en double|identische|doppelte|repetid[oa]s|ripetut[ie])\b`,
);

/** replies38: an identifier the user gave that is malformed, matches nothing or names the wrong person — "isn't a
 * real date", an ID with digits that "doesn't exist" (de "Kostenstelle 88120 gibt's nicht", pt "(AT-99) não existe no
 * inventário"), the wrong format (fr "n'a pas le bon format", pt "não parece ter o formato correto"), too short
 * ("Tracking no. looks short — ours are 12 digits, you sent 9"), "belongs to someone who left the company". flags. */
export const GIVEN_INVALID_38 = anyOf(
  r`\b(?:isn't|is not|isnt|wasn't|was not) (?:a )?(?:real|valid|existing) (?:date|day|number|id|code|account(?: number)?|postcode|zip(?: code)?|reference|iban|email(?: address)?)\b`,
  r`\b[\w-]*\d[\w-]*\)?(?: [^.;?!]{0,50}?)? (?:doesn't exist|does not exist|no existe|n'existe pas|non esiste|nao existe|existiert nicht|gibt(?:'s| es) (?:\S+ ){0,3}?nicht)\b`,
  r`\b(?:(?:wrong|invalid|incorrect) format|not (?:in )?the (?:right|correct|expected) format|(?:n'a|n'est) pas (?:le|au) bon format|mauvais format|format (?:incorrect|invalide)|formato (?:incorrecto|incorrecta|errado|errato|sbagliato|incorreto|invalido|non valido)|(?:no tiene|nao (?:parece )?ter|nao tem|non ha) (?:el|o|il) formato (?:correcto|correto|corretto|valido|giusto)|(?:falsche|ungultige)s? format|nicht das richtige format)\b`,
  r`\b(?:no\.?|number|id|code|reference|ref|tracking|account|iban|postcode) (?:looks?|seems?|appears?) (?:a bit |too |rather |a little )?(?:short|long|incomplete)\b|\b(?:ours|they|ids|numbers|codes) (?:are|have|should be|should have|must be|must have) (?:\d+|six|seven|eight|nine|ten|eleven|twelve) (?:digits|characters|chars)\b[^.;?!]{0,30}?\byou (?:sent|gave|entered|typed|provided|put)\b`,
  r`\b(?:belongs to|pertenece a|appartient a|appartiene a|pertence a|gehort (?:zu )?)\s?(?:someone|somebody|a person|an? (?:former )?(?:employee|colleague|person|customer|user|member)|another|a different|otr[oa]|alguien|un autre|une autre|quelqu'un|un altr[oa]|un'altra|qualcun\w*|outr[oa]|alguem|einem anderen|einer anderen|jemand\w*|a former)\b`,
);

/** replies38: two records that match the user's request, told as what the agent sees or what there is — "I see you
 * have two laptops assigned to you", "There are two Sunita Raos in the directory", pt "Encontrei dois colaboradores
 * com o nome …", de "Unter deiner E-Mail gibt's zwei Verträge". flags. Not two ways or options of a how-to. */
export const TWO_RECORDS_38 = anyOf(
  r`\b(?:there are|there're|i see|i can see|i found|we found|we have|you have|you've got|i've found|i have found)\b (?:that )?(?:you have |you've got )?(?:two|three|several|multiple) (?!(?:ways|options|choices|steps|methods|kinds|types)\b)(?:[\w'-]+ ){0,3}?[\w'-]+\b[^.;?!]{0,30}?\b(?:assigned to you|in your name|under your (?:name|account|email|number|profile)|on your (?:account|profile|name|record)|with (?:the|that|this) (?:same )?name|in the directory|registered to you|linked to your (?:account|email|name))\b`,
  r`\b(?:encontrei|encontramos|existem|temos|vejo que (?:tem|existem|ha)|encontre|hemos encontrado|veo que (?:tiene|tienes|hay)|j'ai trouve|nous avons trouve|je vois (?:que )?(?:vous avez|tu as|qu'il y a)|ho trovato|abbiamo trovato|risultano|vedo che (?:ha|hai|ci sono))\b (?:dois|duas|tres|varios|varias|dos|deux|trois|plusieurs|due|tre|diversi|diverse) [^.;?!]{0,50}?\b(?:com o (?:mesmo )?nome|em (?:seu|teu) nome|no diretorio|atribuid|associad|con el (?:mismo )?nombre|a (?:su|tu) nombre|en el directorio|asignad|asociad|au nom de|du meme nom|a (?:votre|ton) nom|dans l'annuaire|attribuee?s?|associee?s?|con (?:lo stesso )?nome|a (?:suo|tuo) nome|nella rubrica|assegnat|intestat)`,
  r`\b(?:unter|auf) (?:ihrer|deiner|ihren|deinen|dieser|der|dem) [^.;?!]{0,30}?\bgibt(?:'s| es) (?:zwei|drei|mehrere)\b|\bgibt(?:'s| es) (?:zwei|drei|mehrere) [^.;?!]{0,40}?\b(?:unter (?:ihrer|deiner)|auf (?:ihren|deinen) namen|mit (?:dem )?(?:gleichen|selben) namen|im verzeichnis)\b`,
);

/** replies38: this request's thing frozen, told as a state or a passed date rather than a refusal — "can not be
 * stopped now", "was already released on 1 December", "are now locked", de "Der Abrechnungsschluss für Juni war
 * bereits am 18.", it "è già passata", "risulta già firmato da entrambe le parti", es "se cerró … por lo que no es
 * posible añadir". flags. */
export const FROZEN_STATE_38 = anyOf(
  r`\b(?:can not|cannot|can't|can no longer|could not|couldn't) be (?:stopped|halted|paused|cancell?ed|changed|undone|reversed|amended|modified|withdrawn|recalled|edited) (?:now|anymore|any more|any longer|at this (?:point|stage))\b`,
  r`\b(?:is|are|was|were|has been|have been) (?:now locked|already (?:released|closed|published|finali[sz]ed|locked|sealed|signed|invoiced|billed|submitted|filed))\b`,
  r`\b(?:cut-?off|deadline|closing date|[a-z]*schluss|stichtag|[a-z]*frist|fecha (?:limite|de corte|de cierre)|plazo|date (?:limite|de cloture)|scadenza|data (?:limite|di chiusura)|prazo)\b[^.;?!]{0,40}?\b(?:was|war|fue|era|etait|foi|lag|est) (?:bereits|schon|already|ya|deja|gia|ja)\b`,
  r`\b(?:e gia passat[oa]|sono gia passat[ie]|(?:ist|sind) (?:bereits|schon) (?:vorbei|verstrichen|abgelaufen)|(?:est|sont) deja passee?s?|ya (?:ha )?pas(?:o|ado)|ja passou|ja (?:tinha |tinham )?passad[oa]|has already passed|have already passed)\b`,
  r`\b(?:already|gia|bereits|schon|deja|ya|ja) (?:been )?(?:signed|firmat[oa]|unterschrieben|unterzeichnet|signee?|firmad[oa]|assinad[oa])\b|\b(?:signed and archived|firmat[oa] e archiviat[oa]|firmad[oa] y archivad[oa]|signee? et archivee?|unterschrieben und archiviert|assinad[oa] e arquivad[oa])\b`,
  r`\b(?:se cerro|se cerraron|was closed|were closed|has been closed|a ete (?:clos|cloture|ferme)e?|wurde (?:geschlossen|abgeschlossen)|e stat[oa] chius[oa]|foi (?:encerrad|fechad)[oa])\b[^.;?!]{0,100}?\b(?:por lo que|so|therefore|donc|daher|deshalb|quindi|pertanto|por isso|portanto)\b[^.;?!]{0,20}?\b(?:no es posible|not possible|can't|cannot|can no longer|n'est plus possible|ne peut plus|nicht mehr|non e piu possibile|non e possibile|nao e possivel)`,
);

/** replies38: a failure told without a failure verb — a slot "got taken", "no twin rooms remain", "No parking left",
 * "garage full", pt "Lista de espera também cheia", fr "Séance de 18h complète", pt "Sem lugares no autocarro", fr
 * "est en maintenance toute la semaine", it "non ha veicoli disponibili". flags. */
export const FAILURE_TERSE_38 = anyOf(
  r`\b(?:slots?|seats?|tables?|rooms?|spots?|places?|appointments?|times?|tickets?|spaces?|desks?)\b[^.;?!]{0,40}?\b(?:got (?:just )?(?:taken|snapped up|grabbed)|(?:was|were|has been|have been) (?:just|already) (?:taken|snapped up|grabbed)|(?:was|were) snapped up)\b`,
  r`\bno (?:[\w-]+ )?(?:rooms|seats|slots|places|spaces|tables|tickets|spots|parking(?: spaces| spots)?|desks|vehicles|cars|bikes|appointments|beds|cabins|licen[cs]es|pitches|lockers) (?:remain|are left|left|remaining)\b`,
  r`\b(?:garage|car park|parking|shuttle|bus|class|session|course|waitlist|waiting list|venue|ferry|lista de espera|autocarro|onibus|estacionamento|garagem|turma|lista d'attesa|parcheggio|navetta|corso|warteliste|parkhaus|tiefgarage|kurs|aparcamiento|autobus|seance|salle|cours|atelier|creneau|navette|liste d'attente)\b[^.;?!,]{0,20}? (?:(?:tambem|aussi|auch|anche|tambien|also|too) )?(?:full|fully booked|booked up|cheia|cheio|lotad[oa]|esgotad[oa]|llen[oa]|completo|completa|agotad[oa]|pien[oa]|esaurit[oa]|voll|ausgebucht|complete?s?)\b(?! (?:refund|name|price|details|list|address|day)\b)`,
  r`(?:^|[.;:,] )(?:sem|sin|sans|senza|ohne) (?:lugares|vagas|plazas|places|posti|platze|freie platze|disponibilidad|disponibilidade|disponibilite|disponibilita)\b`,
  r`\b(?:is|are|est|sont|esta|estan|ist|sind|e|sono|encontra-se|se encuentra)\b (?:currently |actuellement |gerade |attualmente |ahora |agora |still )?(?:under maintenance|in maintenance|en maintenance|en mantenimiento|in wartung|in manutenzione|em manutencao|out of service|out of order|hors service|fuera de servicio|ausser betrieb|fuori servizio|fora de servico)\b`,
  r`\b(?:non ha|non hanno|no tiene|no tienen|n'a (?:plus )?(?:pas|aucun)e?(?: de)?|hat keine|haben keine|nao tem|has no|have no)\b[^.;?!]{0,30}?\b(?:disponibili|disponibles?|verfugbar\w*|disponiveis|available|liberi|libres?|freie?n?|livres?)\b`,
);

/** replies38: done told as a passive or a state, in the participles the lists lacked — "has now been withdrawn",
 * "has been put on hold", de "ist hinterlegt" (right after its verb: "in Ihrem Profil ist … hinterlegt" is a record), "wurde erfolgreich ausgelöst", "ist für heute Nacht … eingeplant", fr
 * "a bien été prolongé", "ont été retirés", "est désormais rattachée", pt "foi registado", "está confirmada", it "è
 * pronto". Read as other-language passives (response-check.ts, OTHER_DONE): negated, subordinate or dated records
 * are not done. */
export const DONE_PASSIVE_38: PatternList = listOf(
  rx(r`\b(?:has|have|'s)(?: now| just| also)? been (?:withdrawn|put on hold|paused|lodged|unlocked|re-?enabled|reinstated|rescheduled)\b|\b(?:reading|payment|claim|application|form|submission|return|request)s? (?:has|have|'s) (?:now |just )?gone in\b`, 'g'),
  rx(r`\b(?:wurde|wurden|ist|sind)\b(?!(?: \S+){0,3}? (?:zwei|drei|vier|mehrere|keine|\d+)\b)((?: \S+){0,9}?) (?:ausgelost|eingetragen|gespeichert|eingeplant|erfasst|registriert|zugewiesen|entsperrt|verlangert|freigegeben|bestellt|zuruckgezogen|beauftragt)(?: worden)?\b|\b(?:ist|sind|wurde|wurden) (?:jetzt |nun |erfolgreich )?hinterlegt\b`, 'g'),
  rx(r`\b(?:a|ont) (?:bien |maintenant |deja )?ete (?:prolonge|retire|rattache|renouvele|debloque|etendu|lie|associe|attribue|commande|reporte|deplace)e?s?\b|\b(?:est|sont) (?:maintenant|desormais|bien) (?:rattachee?s?|liee?s?|associee?s?|enregistree?s?|confirmee?s?|prolongee?s?|debloquee?s?|reservee?s?)\b`, 'g'),
  rx(r`\b(?:foi|foram)(?: ja)? (?:registad|registrad|prolongad|renovad|desbloquead|reservad|confirmad|atribuid|associad|encomendad)[oa]s?\b|\b(?:ha|han) sido (?:registrad|reservad|confirmad|prorrogad|ampliad|desbloquead|asignad|vinculad)[oa]s?\b|\b(?:esta|estao|estan) (?:ja |ya |agora )?(?:confirmad|reservad|registad|registrad|agendad)[oa]s?\b`, 'g'),
  rx(r`\b(?:e|sono) stat[oaie] (?:appena |ora |gia )?(?:registrat|prenotat|prorogat|sbloccat|assegnat|collegat|ordinat|confermat)[oaie]\b|\b(?:e|sono) (?:ora |gia )?(?:pront[oaie]|confermat[oaie])\b(?! (?:a|per|da|se)\b)`, 'g'),
);

/** replies38: a done told without its subject, as status lines and SMS do — a verb of the user's request first
 * ("Reimbursed €54.20 to your account.", "Final Answer: Cancelled your 2 tickets …", "unlocked jonas.meyer ✅",
 * "Rescheduled ✔ Parcel … now arrives Thu"), or the thing and its number then the participle ("Desk B-217 booked
 * Mon–Wed next week.", de "Ticket INC0051277 angelegt", es "Asiento AJ-1182 registrado"), or de "Kündigung ist durch
 * ✔". claims_done (not a question, not negated). Not another party's act ("… cancelled by the airline"). */
export const SUBJECTLESS_DONE_38 = rx(
  r`^(?:(?:final answer|resposta final|respuesta final|reponse finale|risposta finale)\s*:\s*)?(?:reimbursed|refunded|cancell?ed|rescheduled|unlocked|re-?enabled|renewed|extended|credited|topped up|booked|reserved|moved)(?: ?[✅✔☑]| (?:your|you|€|\$|£|\d|[\w-]+\.[\w-]+\b|[a-z]{1,5}-\d))|^(?:reservation|reserva|prenotazione|buchung|booking|commande|pedido|order|ordine|bestellung|abonnement|subscription|suscripcion|assinatura|abbonamento|encomenda) (?:annulee?|cancelad[oa]|annullat[oa]|storniert|cancell?ed|confirmee?|confirmad[oa]|confermat[oa]|bestatigt|confirmed|modifiee?|modificad[oa]|modificat[oa]|geandert|changed) ?[✅✔☑]|^(?:cupom|cupon|coupon|gutschein|rabattcode|codice sconto|code promo|promo code|voucher|desconto|descuento|sconto) (?:aplicad[oa]|applied|redeemed|eingelost|angewendet|aktiviert|applique|applicat[oa]|attivat[oa]|activad[oa]|ativad[oa]|canjead[oa]|resgatad[oa])\b|^(?:[\w-]+ ){0,2}[\w-]*\d[\w-]* (?:booked|reserved|cancell?ed|confirmed|unlocked|renewed|created|logged|angelegt|gebucht|storniert|reserviert|erstellt|registriert|registrad[oa]|reservad[oa]|cancelad[oa]|cread[oa]|reservee?|annulee?|creee?|prenotat[oa]|annullat[oa]|creat[oa]|registrat[oa]|registad[oa]|criad[oa])\b(?! (?:by|por|von|par|dalla?|pela?|pelo|from)\b)|\b(?:ist|sind) (?:jetzt |nun )?durch ?[✅✔☑]`,
);

/** replies38: a policy or rule said to have been updated ("Die Richtlinie … wurde zum 1. Januar aktualisiert", "The
 * travel policy was revised in May"): news of a rule, not this reply's act (no claims_done). */
export const POLICY_UPDATED_38 = rx(
  r`^(?:the |our |die |der |das |unsere |la |le |el |il |a |o |nuestra |notre |la nostra |a nossa )?(?:[\w-]+ )?(?:policy|policies|guideline|guidelines|rules|[a-z]*richtlinien?|[a-z]*regelung(?:en)?|regeln|politica|politique|regolamento|norma|normas|directive|reglement|reglamento|regulamento|policy aziendale)\b(?:[^.;]|(?<=\d)\.){0,80}?\b(?:updated|changed|revised|amended|aktualisiert|geandert|uberarbeitet|actualizad[oa]|modificad[oa]|mise? a jour|modifiee?|revisee?|aggiornat[oa]|modificat[oa]|atualizad[oa]|alterad[oa])\b`,
);

/** replies38: a refusal told impersonally or passively — information that "cannot be released to members of the
 * public", "The University is unable to release examination results to third parties … without the student's
 * written consent"; a refusal label ("Request refused:", fr "Demande non traitée :", es "Solicitud rechazada:"); a
 * disclosure "not permitted" (it "non è consentito comunicare l'indirizzo", es "no está permitido facilitar", fr "il
 * n'est pas permis de communiquer", de "… weiterzugeben ist nicht gestattet"). declines. */
export const DECLINE_IMPERSONAL_38 = anyOf(
  r`\b(?:cannot|can't|can not|is unable to|are unable to|may not|must not) (?:be )?(?:release|disclose|share|give out|pass on|divulge|provide)d?\b[^.;]{0,60}?\b(?:third part(?:y|ies)|members of the public|anyone (?:else|other)|other (?:people|customers|users|members|employees)|without (?:the |their |your |his |her |a )?(?:[\w']+ )?(?:written )?(?:consent|authori[sz]ation|permission))`,
  r`^(?:(?:final answer|resposta final|respuesta final|reponse finale|risposta finale)\s*:\s*)?(?:request|demande|solicitud|peticion|anfrage|antrag|richiesta|pedido|solicitacao) (?:refused|declined|denied|rejected|not processed|non traitee|refusee|rejetee|rechazad[oa]|denegad[oa]|no tramitad[oa]|abgelehnt|nicht bearbeitet|respint[oa]|rifiutat[oa]|non elaborat[oa]|recusad[oa]|negad[oa]|nao processad[oa])\s*[:.!—–-]`,
  r`\b(?:non e consentito|non e permesso|no (?:esta|es) permitido|no se permite|il n'est pas (?:permis|autorise)|(?:ist|sind) nicht (?:gestattet|erlaubt|zulassig)|nao e permitido|nao e autorizado) (?:\w+ )?(?:comunicare|fornire|divulgare|condividere|dare|rivelare|facilitar|compartir|revelar|proporcionar|dar|communiquer|transmettre|divulguer|partager|donner|weitergeben|herausgeben|mitteilen|teilen|divulgar|compartilhar|fornecer|informar|passar)\b|\b(?:weiterzugeben|herauszugeben|mitzuteilen|zu teilen)\b[^.;]{0,20}?\b(?:ist|sind) nicht (?:gestattet|erlaubt|zulassig)\b`,
);

/** replies38: a refusal said casually or tersely, without a can't — "haha nope, can't give out …", de "Nee, … geht
 * gar nicht", "kommt nicht in Frage", es "Eso no lo hago", "eso no te lo puedo hacer", "No gestiono cambios de
 * contrato", fr "Impossible de contourner la double authentification", it "impossibile aggirare". declines. */
export const DECLINE_TERSE_38 = anyOf(
  r`^(?:(?:haha|lol|uh|um|oh|uf|ugh)[,!. ]+)?(?:nope|nah)\b[,!. ]*(?:sorry,? )?(?:can't|cannot|won't|not gonna|not going to)\b`,
  r`^(?:nee|nein|ne|no|sorry)\b[^.;?]{0,80}?\bgeht (?:gar |leider |echt |so )?(?:nicht|net)\b|\bkommt (?:gar |leider |uberhaupt )?nicht in frage\b`,
  // chat43: the asked act named and refused curtly — "Altersprüfung umgehen geht nicht. Punkt.", "Rückerstattung in bar
  // geht nicht", "❌ rückerstattung geht dann leider nicht mehr": an act noun (-ung, -erstattung) or an infinitive of a
  // change opening the clause; not a failure ("Zahlung geht nicht durch", "die App geht nicht": no act named).
  r`(?:^|[^\p{L}\s] ?)(?:[\w-]+ ){0,3}?(?:\w*(?:erstattung|stornierung|umbuchung|auszahlung|freischaltung|entsperrung|verlangerung|kundigung|anderung)(?: [\w-]+){0,2}?|\w*(?:umgehen|andern|stornieren|erstatten|entsperren|freischalten|loschen|ubertragen|zuruckbuchen|tauschen)) geht (?:(?:dann|leider|so|hier|echt|aber|auch|gar|da|halt|also)\s+)*(?:nicht|net)(?: mehr)?\b(?! durch\b| rein\b)`,
  r`\b(?:eso|esto) no (?:lo |te lo |se lo )?(?:hago|hacemos|puedo hacer|podemos hacer|voy a hacer)\b|^(?:(?:lo siento|sorry|desole|perdona)[,!.]* )?(?:no (?:gestiono|gestionamos|tramito|tramitamos)|je ne (?:gere|traite) pas|nous ne (?:gerons|traitons) pas|non (?:gestisco|gestiamo)|(?:eu )?nao (?:trato|tratamos|giro)) (?:de |les |los |las |le |i |gli |os |as |el |la |con |cambi|modif|camb|alter|trasf)\w*`,
  r`\b(?:impossible de (?:contourner|desactiver la|ignorer)|imposible (?:saltar(?:se|nos)?|eludir|evitar) (?:la|el)|impossibile (?:aggirare|bypassare|scavalcare|disattivare (?:la|il))|impossivel (?:contornar|burlar|ignorar)|(?:nicht|unmoglich) zu umgehen)\b`,
);

/** replies38: an answer the tools or this channel cannot give, said as what lies beyond them — "questions about
 * self-harm are beyond what this pharmacy chat can answer", "The tool gives me only the status …, so I cannot tell
 * you why", "… so its cover details cannot be retrieved here", fr "J'ai pas d'outil qui …, donc je peux pas te
 * répondre". declines (docs/score.md: an answer the data or the tools cannot give). */
export const CANNOT_ANSWER_38 = anyOf(
  r`\b(?:beyond|outside) (?:what|the scope of what) (?:this|the|our|i|we) (?:[\w-]+ ){0,2}?(?:can|am able to|are able to|is able to) (?:answer|help with|advise on|discuss|cover)\b`,
  r`\b(?:tools?|system|data|records?|outils?|herramientas?|werkzeuge?|strumenti|ferramentas?)\b[^.;?!]{0,100}?\b(?:so|therefore|which means|donc|asi que|por lo que|also|daher|quindi|por isso|entao)\b,? (?:i|we|je|yo|ich|io|eu) (?:cannot|can't|can not|am unable to|'m unable to|am not able to|peux pas|ne peux pas|no puedo|kann (?:\S+ )?nicht|non posso|nao posso|nao consigo) (?:te |vous |you |ti |le |lhe |dir |ihnen )?(?:tell|say|see|answer|confirm|know|repondre|dire|decir|responder|sagen|beantworten|rispondere|dire|dizer)\b`,
  r`\b(?:cannot|can't|can not) be (?:retrieved|looked up|seen|checked|accessed|shown|viewed|found) (?:here|from here|in this chat|with (?:these|the|my) tools)\b(?<=\btools?\b[^.;?!]{0,160}?)`,
);


/** replies38: a question a voice transcript or a terse message leaves without "?" — an offer put as a question at the
 * end ("…, want me to do that"), a which-question on the agent's next act (it "quale devo preparare", de "welchen davon
 * soll ich verschieben", "which one should I cancel"), an either-or put to the user ("is it the flat on Elm Road or
 * the house on Birch Lane you're moving the broadband to"). asks (only in a sentence that ends without a stop). */
export const ASK_UNPUNCTUATED_38 = rx(
  r`(?:^|, )(?:do you )?want me to [^,.;?]{1,40}$|(?:^|, )(?:\w+,? )?(?:quale|quali|welche[nrsm]?|which|cual|quel(?:le)?s?|qual) (?:\w+ ){0,2}?(?:devo|soll ich|should i|debo|dois-je)\b[^,.;?]{0,40}$|^(?:[\w ]{0,20}, ?)?is it (?:the )?[^,.;?]{1,40} or (?:the )?[^.;?]{1,60}$`,
);

/** replies38: what the user can do themselves, told in es/it/pt with "puedes / puoi / pode" and a verb of the user's own
 * act ("puedes recogerlo desde mañana a las 10", "Sí, puedes pedir un adelanto"): a statement, not a question put
 * without "?". */
export const CAN_SELF_ACT_38 = local(
  r`^(?:(?:si|claro|vale|listo|ok)[,!.]* )?(?:puedes|puede|puoi|puo|pode|podes|voce pode) (?:(?:pero|tambien|tambem|anche|comunque|sempre|ainda|sin embargo) )?(?:recoger\w*|pedir\w*|solicitar\w*|usar\w*|acceder|pasar|ir|venir|ritirar\w*|richieder\w*|usare|accedere|passare|levantar\w*|buscar\w*|retirar\w*|utilizar\w*|descargar\w*|scaricar\w*|baixar\w*|rispondere|responder|contestar|chiedere|segnalar\w*|lasciare|dejar|deixar|contestare)\b`,
);

/** replies38: a condition put first by inversion ("Should the issue reappear after the update, a new ticket may be
 * raised", "Were the fee to change, …"): a supposition, not a question. */
export const INVERTED_CONDITIONAL_38 = local(
  r`^(?:should|were|had) (?:the|your|you|it|this|that|any|a|an|there|anything|someone|anyone) [^,;?]{1,80}, (?!(?:or|and)\b)[^?]*$`,
);

// flags39 round of issue 16 (thirty-ninth round): the twentieth and twenty-first sets' kinds of flags miss and
// over-read read as mechanisms, each written for its family, in English and es/de/fr/it/pt where the family exists.
// One self-contained block so parallel rounds merge by appending.

const COUNT_WORD_39 = r`(?:two|three|several|multiple|dos|tres|varios|varias|deux|trois|plusieurs|zwei|drei|mehrere|due|tre|diversi|diverse|dois|duas|tres|varios)`;
const DIGITS_39 = r`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|twenty|ein|eine|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|zwanzig|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|vingt|due|tre|quattro|sei|sette|otto|nove|dieci|undici|dodici|venti|um|uma|dois|duas|quatro|oito|nove|dez|onze|doze|vinte)`;
const OLD_39 = r`(?:old|previous|former|outdated|ancien|ancienne|antiguo|antigua|anterior|alte|alten|alter|altes|vorherige[nmrs]?|fruhere[nmrs]?|vecchio|vecchia|precedente|antigo|antiga)`;

/** chat43: two or more of the user's own records seen or found, counted in chat wording with a digit or a word ("veo 2
 * lineas a tu nombre", "ich seh zwei Accounts mit der gleichen E-Mail", "j'ai 2 abonnements actifs sur ton mail", "ho
 * trovato 2 abbonamenti col tuo nome", "achei 2 corridas no seu app"): a first-person finding or seeing, the count, a
 * record noun, then the user's name, account, app or a shared identifier. Not things on offer (no record noun: "2
 * flights for your dates"), nor a done ("I've cancelled 2 orders": no finding verb). */
const FOUND_43 = r`(?:(?:i|we)(?:'ve| have)? (?:found|see|can see|got|pulled up)|veo|vemos|encontre|encontramos|he encontrado|hemos encontrado|tengo|tenemos|me salen|me aparecen|ich (?:seh|sehe|hab|habe|find|finde)|wir (?:sehen|haben|finden)|j'ai(?: trouve)?|je vois|on a|nous avons(?: trouve)?|ho(?: trovato)?|vedo|abbiamo(?: trovato)?|mi risultano|achei|encontrei|vejo|tenho|aparecem|constam)`;
const RECORD_NOUN_43 = r`(?:lines|accounts|subscriptions|orders|bookings|reservations|rides|trips|memberships|cards|profiles|numbers|plans|policies|lineas|cuentas|suscripciones|pedidos|reservas|viajes|membresias|tarjetas|perfiles|numeros|planes|accounts|konten|abos|abonnements|vertrage|bestellungen|buchungen|fahrten|mitgliedschaften|karten|profile|nummern|tarife|lignes|comptes|commandes|courses|cartes|profils|numeros|forfaits|linee|conti|abbonamenti|ordini|prenotazioni|corse|iscrizioni|carte|profili|numeri|piani|linhas|contas|assinaturas|pedidos|corridas|viagens|matriculas|cartoes|perfis|planos)`;
const COUNTED_RECORDS_43 = r`\b${FOUND_43} (?:[\w'-]+ )?(?:[2-5]|${COUNT_WORD_39}) (?:[\w'-]+ )?${RECORD_NOUN_43}\b[^.;?!]{0,40}?\b(?:(?:on|under|in|with|for) (?:your|ur|the same)|same (?:e-?mail|name|number|card)|a (?:tu|su) nombre|con (?:tu|su|el mismo|la misma)|en (?:tu|su) (?:cuenta|app)|mit (?:der|dem|den) (?:gleichen|selben)|auf (?:deinen|ihren|deine|ihre|dein|ihr)|unter (?:deiner|ihrer|deinem|ihrem)|in (?:deinem|ihrem) (?:konto|account|profil)|sur (?:ton|ta|votre|tes|vos|le meme|la meme)|a (?:ton|votre) nom|(?:col|con il|con la|sul|sulla|nel|nella|a) (?:tuo|tua|suo|sua|stesso|stessa)|intestat[ie] a|(?:no|na|em|com o|com a) (?:seu|sua|teu|tua|mesmo|mesma))\b`;

/** flags39: two of the user's records, or two readings of what the user wrote, told as what there is — a count of
 * people or things with one name on the user's file ("Two dependants called Sam Ortiz on your claim"), both records in
 * the user's name (de "Beide Mietverträge laufen auf Ihren Namen", es "ambos están a su nombre", fr "les deux sont à
 * votre nom", it "entrambi sono intestati a lei", pt "ambos estão em seu nome"), two found on the user's contract or
 * file (pt "Encontrei dois imóveis no seu contrato", "I found two policies on your claim"), the user's thing held with
 * two providers, a thing done twice (de "doppelt eingegangen", "our system ran your card twice", es "cobrado dos
 * veces", fr "prélevé deux fois", it "addebitato due volte", pt "cobrado em duplicidade"), two payments alike to one
 * payee. flags. Not a count of things on offer ("two flights on your dates") nor of ways or options. */
export const TWO_RECORDS_39 = anyOf(
  COUNTED_RECORDS_43,
  // team41: two matching records told as a count found — "found two records: one … and one …", "2 tenants named J. Marsh
  // at …", de "finden sich … zwei Versicherungsverträge", "Auf Ihren Namen sind … zwei Flüge gebucht", es "me salen dos
  // suministros", fr "J'ai deux contrats … sur ton nom", it "me ne escono due", pt "Existem dois contratos". A record noun
  // (or the user's name) is required: "two tickets booked" is a done, "two flights on your dates" things on offer, and
  // "found 9 entries for your criteria" search results (so no "entries" or "matches" after "found").
  r`\bfound (?:${COUNT_WORD_39}|[23]) (?:[\w-]+ ){0,2}?(?:records|accounts|profiles|policies|contracts|tenancies|registrations|files)\b|\b(?:${COUNT_WORD_39}|[2-9]) (?:[\w-]+ )?(?:tenants|patients|customers|records|accounts|members|students|residents|clients|employees|policyholders|pupils) (?:named|called)\b|\bfinden sich\b[^.;?!]{0,60}?\b(?:zwei|drei|mehrere) \S*(?:vertrage|konten|eintrage|datensatze|akten|buchungen|vorgange)\b|\b(?:auf|unter) (?:ihren|deinen|ihrem|deinem) namen (?:sind|laufen|gibt es|stehen|existieren)\b[^.;?!]{0,30}?\b(?:zwei|drei|mehrere)\b|\b(?:me salen|me aparecen|salen|aparecen|figuran|constan) (?:dos|tres|varios|varias) (?:[\w-]+ )?(?:suministros|contratos|registros|polizas|cuentas|expedientes|cuentas|contadores|reservas|fichas|titulares)\b|\bj'ai (?:deux|trois|plusieurs) [^.;?!]{1,40}?\b(?:sur|a) (?:ton|votre) nom\b|\b(?:me ne|ne) (?:escono|risultano|compaiono|trovo) (?:due|tre|diversi|diverse)\b|\b(?:existem|constam|aparecem|me aparecem) (?:dois|duas|tres) (?:[\w-]+ )?(?:contratos|registos|registros|cadastros|contas|apolices|reservas|matriculas|fichas)\b`,
  r`\b${COUNT_WORD_39} (?:[\w'-]+ ){0,2}?(?:called|named|llamad[oa]s|appelee?s|chiamat[ie]|namens|chamad[oa]s) [^.;?!]{1,40}?\b(?:on|in|under|en|dans|sur|auf|in|nel|nella|no|na|em) (?:your|the|this|su|tu|votre|ton|ta|ihrem|ihrer|deinem|deiner|il suo|la sua|il tuo|la tua|seu|sua|teu|tua) (?:claim|account|policy|file|record|booking|case|application|plan|contract|tenancy|lease|household|solicitud|cuenta|poliza|expediente|contrato|demande|compte|dossier|contrat|antrag|konto|akte|vertrag|domanda|conto|pratica|polizza|contratto|pedido|conta|processo|apolice|cadastro)\b`,
  r`\b(?:beide|alle (?:zwei|drei))\b[^.;?!]{0,40}?\b(?:laufen|lauten|sind|stehen) (?:\w+ )?auf (?:ihren|deinen|ihre|deine|den gleichen|denselben) namen?\b`,
  r`\bboth\b[^.;?!]{0,40}?\b(?:are|were) (?:in|under|registered to|registered in|listed under|held in) your name\b|\b(?:ambos|ambas|los dos|las dos)\b[^.;?!]{0,40}?\b(?:estan|figuran|constan) a (?:su|tu) nombre\b|\b(?:les deux|tous les deux|toutes les deux)\b[^.;?!]{0,40}?\bsont (?:a|au) (?:votre|ton) nom\b|\b(?:entramb[ie]|tutt[ie] e due)\b[^.;?!]{0,40}?\bsono intestat[ie] a (?:lei|te|suo nome|tuo nome)\b|\b(?:ambos|ambas|os dois|as duas)\b[^.;?!]{0,40}?\bestao (?:em|no) (?:seu|teu) nome\b`,
  r`\b(?:i found|i've found|i have found|we found|we've found|i see|there are|encontrei|encontramos|vejo|existem|encontre|hemos encontrado|he encontrado|veo|hay|j'ai trouve|nous avons trouve|je vois|il y a|ho trovato|abbiamo trovato|vedo|ci sono|ich habe|ich sehe|wir haben|es gibt)\b (?:[\w'-]+ )?${COUNT_WORD_39} [^.;?!]{1,40}?\b(?:on|in|under|no|na|nos|nas|en|dans|sur|nel|nella|sul|sulla|in|auf|unter) (?:your|seu|sua|teu|tua|su|tu|votre|ton|ta|suo|tuo|ihrem|ihrer|deinem|deiner|il suo|la sua|il tuo|la tua|o seu|a sua) (?:claim|policy|contract|account|file|record|case|lease|tenancy|application|contrato|conta|cadastro|ficha|processo|apolice|cuenta|expediente|poliza|contrat|compte|dossier|contratto|conto|pratica|polizza|fascicolo|vertrag|konto|akte|antrag|police)\b`,
  r`\b(?:found|have|hold|held|is|are) your [\w-]+ (?:is |are )?with ${COUNT_WORD_39} (?:providers?|provider|insurers?|banks?|companies|schemes?|lenders?|funds?|employers?)\b`,
  r`\bdoppelt (?:eingegangen|gebucht|abgebucht|belastet|bezahlt|uberwiesen|berechnet|abgerechnet|eingezogen)\b|\b(?:charged|billed|debited|ran|processed|took|deducted|collected|withdrew|withdrawn|received|paid)(?: (?:your card|you|it|the payment|the deposit|the fee|for it))? twice\b|\b(?:cobrad[oa]s?|cargad[oa]s?|pagad[oa]s?|recibid[oa]s?|cobramos|se cobro|se cargo) (?:\w+ )?(?:dos veces|por duplicado)\b|\b(?:prelevee?s?|debitee?s?|facturee?s?|payee?s?|recue?s?|encaissee?s?) (?:\w+ )?(?:deux fois|en double)\b|\b(?:addebitat|pagat|ricevut|incassat)[oaie] (?:\w+ )?(?:due volte|in doppio)\b|\b(?:cobrad|debitad|pagad|recebid)[oa]s? (?:\w+ )?(?:duas vezes|em duplicidade|em dobro)\b`,
  r`\b${COUNT_WORD_39} (?:transfers|payments|charges|debits|withdrawals|transactions|transferencias|pagos|cargos|virements|paiements|prelevements|uberweisungen|zahlungen|abbuchungen|bonifici|pagamenti|addebiti|pagamentos|cobrancas) (?:of [^ ]+ )?(?:[^.;?!]{0,20}? )?(?:to the same|for the same|al mismo|a la misma|au meme|a la meme|an denselben|an dieselbe|allo stesso|alla stessa|ao mesmo|a mesma|para o mesmo|para a mesma)\b`,
);

/** flags39: the records against the request, told as a comparison, a state or a clash — what the user asked for set
 * against a balance or record ("You asked to transfer $2,500 …, but the available balance … is $1,842.17"); the
 * user's word against the record in the other languages (de "Du schreibst, dass …, in der Buchung steht aber …", es
 * "usted dice que … pero", fr "vous dites … mais", it "lei dice che … ma", pt "você diz que … mas") and a record's
 * state against what the user says ("shows as paid … but you're saying it never landed"); a thing already shown as
 * attended, used or paid; the user's permit or plan that does not allow it ("holds a Student visa, which does not
 * permit self-employment"); the request already so ("o seu plano já é o …, o mesmo que você pediu"); a clash with the
 * user's other booking ("the same time as your physio"); two identifiers of the user that differ (pt "o CPF do
 * cadastro é diferente do CPF da conta"); a payment gone to the old account or address (fr "est déjà parti sur l'ancien
 * compte", es "se envió a un domicilio antiguo"); a thing still with the old provider. flags. */
export const AGAINST_RECORDS_39 = anyOf(
  r`\byou (?:asked|wanted|want|requested|'d like|would like|said|mentioned|wrote) [^.;?!]{1,80}?,? but (?:the|your|our|this|that) (?!good news\b)[^.;?!]{0,60}?\b(?:is|are|was|were|shows?|says|lists|has|have|only)\b`,
  r`\b(?:du schreibst|sie schreiben|du sagst|sie sagen|laut ihnen|laut dir)\b[^.;?!]{0,80}?\baber\b|\b(?:usted dice|me dice|dices|me dices|usted indica|indicas|usted menciona|mencionas|escribes|usted escribe)\b (?:que )?[^.;?!]{0,80}?\b(?:pero|sin embargo)\b|\b(?:vous dites|tu dis|vous indiquez|tu indiques|vous ecrivez|tu ecris)\b[^.;?!]{0,80}?\b(?:mais|pourtant)\b|\b(?:lei dice|mi dice|dici|mi dici|lei scrive|scrivi|lei indica)\b (?:che )?[^.;?!]{0,80}?\b(?:ma|pero|tuttavia)\b|\b(?:voce diz|voce disse|voce escreveu|voce menciona|voce informou)\b (?:que )?[^.;?!]{0,80}?\b(?:mas|porem|no entanto)\b`,
  r`\b(?:shows?|showing|shown|listed|marked|recorded|appears?|logged) as [\w-]+\b[^.;?!]{0,60}?\bbut you(?:'re| are)? (?:saying|say|said|telling|told|report|reported|mention|mentioned)\b`,
  r`\balready (?:shows?|showing|shown|marked|listed|recorded|appears|logged|registered|flagged) as (?:attended|used|redeemed|paid|cancell?ed|completed|closed|delivered|collected|refunded|returned|settled|done|claimed|taken|checked in|fulfilled)\b|\bya (?:figura|consta|aparece|esta marcad[oa]) como (?:asistid|atendid|usad|utilizad|canjead|pagad|cancelad|completad|entregad|realizad)[oa]\b|\b(?:figure|apparait|est marquee?) deja comme (?:honoree?|utilisee?|payee?|annulee?|terminee?|livree?|effectuee?)\b|\bist (?:bereits|schon) als (?:wahrgenommen|besucht|erledigt|bezahlt|eingelost|storniert|abgeschlossen|genutzt|geliefert) (?:markiert|vermerkt|erfasst|eingetragen|gefuhrt)\b|\brisulta gia (?:effettuat|utilizzat|pagat|annullat|consegnat|completat|riscattat|svolt)[oaie]\b|\bja (?:consta|aparece|esta marcad[oa]) como (?:realizad|utilizad|pag|cancelad|concluid|resgatad|comparecid)[oa]\b`,
  r`\b(?:you|your(?: [\w-]+)?|the applicant|the (?:customer|client|tenant|claimant|patient|member|user|employee)|usted|el solicitante|la solicitante|el titular|vous|le demandeur|la demandeuse|le titulaire|sie|der antragsteller|die antragstellerin|lei|il richiedente|il titolare|voce|o requerente|o titular)\b (?:holds?|has|have|is on|are on|'s on|'re on|tiene|possede|possedez|avez|hat|haben|besitzt|ha|possiede|tem|possui)\b [^.;?!]{1,40}?,? (?:which|that|que|qui|das|der|die|che|el cual|la cual) (?:does not|doesn't|do not|don't|no|ne|nao|non|nicht) (?:permit|allow|cover|entitle|permite|cubre|autoriza|permet|couvre|autorise|erlaubt|gestattet|zulasst|consente|permette|copre)\b`,
  r`\b(?:already|ja|ya|deja|gia|bereits|schon)\b[^.;?!]{0,60}?\b(?:the same (?:[\w-]+ )?(?:as|that|which|one) (?:you(?:'ve| have)? )?(?:asked for|requested|want(?:ed)?|chose|ordered)|(?:o mesmo|a mesma) que (?:voce |o senhor |a senhora )?(?:pediu|solicitou|quer|escolheu)|(?:el mismo|la misma) que (?:usted |tu )?(?:pidio|solicito|quiere|pediste|solicitaste|eligio)|(?:le meme|la meme) que (?:vous avez|tu as) (?:demandee?|choisie?)|(?:lo stesso|la stessa) che (?:ha|hai) (?:chiesto|richiesto|scelto)|(?:derselbe|dieselbe|dasselbe|der gleiche|die gleiche|das gleiche),? (?:den|die|das) (?:sie|du) (?:beantragt|angefragt|gewunscht|wollten|wolltest|bestellt|gewahlt)\w*)`,
  r`\b(?:(?:at )?the same time as|a la misma hora que|au meme moment que|a la meme heure que|en meme temps que|zur (?:gleichen|selben) zeit wie|gleichzeitig mit|alla stessa ora (?:di|del|della)|in concomitanza con|no mesmo horario (?:que|d[oa])|ao mesmo tempo que) (?:your|tu|su|votre|ton|ta|ihre[mnrs]?|deine[mnrs]?|il tuo|la tua|il suo|la sua|seu|sua|teu|tua|o seu|a sua|another|otra|otro|une autre|un autre|einem anderen|einer anderen|un altro|un'altra|outr[oa])\b`,
  r`\b(?:cpf|cnpj|nif|nie|dni|iban|name|nome|nombre|nom|email|e-mail|address|endereco|direccion|adresse|indirizzo|account number|numero de conta|numero de cuenta|date of birth|data de nascimento|fecha de nacimiento|geburtsdatum|codice fiscale|steuer-id|postcode|cep|nuss|niss)\b[^.;?!]{0,40}?\b(?:is different from|differs from|e diferente d[oa]|nao (?:bate|confere|corresponde) com|es (?:diferente|distint[oa]) (?:de|al|del|a la)|no coincide con|est differente? d|ne correspond pas a|e divers[oa] da|non corrisponde a|ist (?:ein )?anders als|weicht (?:\w+ )?ab|stimmt nicht (?:mit [^.;?!]{1,30}? )?uberein)\b`,
  r`\b(?:already|ja|ya|deja|gia|bereits|schon)\b[^.;?!]{0,40}?\b(?:to|on|into|sur|a|al|an|auf|sul|sulla|para|pra|na|no|nel|nella) (?:(?:the|your|l'|la|le|el|das|die|den|il|lo|o|a|a sua|o seu|votre|ton|ta|tu|su|dein\w*|ihr\w*|seu|sua) ?)?${OLD_39}\b`,
  r`\b(?:sent|mailed|posted|paid|went|se envio|fue enviad[oa]|se mando|envoyee?|inviat[oa]|spedit[oa]|enviad[oa]|mandad[oa]|gesendet|geschickt|uberwiesen|gezahlt)\b[^.;?!]{0,20}?\b(?:to|a|al|an|sur|all'|para|pra|auf)\b[^.;?!]{0,12}?\b(?:domicilio|direccion|cuenta|adresse|compte|indirizzo|conto|endereco|morada|conta|address|account|konto|anschrift)\b ${OLD_39}\b|\b(?:sent|mailed|posted|paid|went)\b[^.;?!]{0,20}?\bto (?:your|the|an|a) ${OLD_39} (?:address|account|card|email)\b`,
  r`\bstill (?:with|at|on|registered (?:with|at|to)|linked to|held by|going to|set to) (?:the|your) ${OLD_39}\b|\b(?:sigue|todavia esta|aun esta|todavia figura) (?:en|con|a nombre de) (?:el|la|su) (?:antigu[oa]|anterior)\b|\b(?:noch|immer noch) (?:bei|auf|an) (?:der|dem|die|das|ihrer|ihrem|deiner|deinem) (?:alten|vorherigen|fruheren)\b|\b(?:toujours|encore) (?:chez|sur|aupres de) (?:l'|votre |ton |ta |le |la )?(?:ancien|ancienne)\b|\b(?:ancora|tuttora) (?:presso|con|sul|sulla|al|alla) (?:il |la |lo |l')?(?:vecchi[oa]|precedente)\b|\bainda (?:esta |fica )?(?:com|na|no|em) (?:a |o )?(?:antig[oa]|anterior)\b`,
);

/** flags39: an identifier the user gave that is malformed, or a lookup that came back empty or failed — too few
 * digits ("has only ten digits", de "hat nur zehn Stellen", es "solo tiene diez dígitos", fr "ne comporte que dix
 * chiffres", it "ha solo dieci cifre", pt "tem só dez dígitos", it "15 caratteri su 16"); incomplete or too short (it
 * "codice fiscale incompleto", it "è troppo corto", "The value supplied (X1234) is too short"); zero results (pt "Zero
 * resultados"); a lookup that found none (pt "não achou nenhuma guia", es "no encontró ningún", it "non ha trovato
 * nessun", fr "n'a trouvé aucun", de "hat keine … gefunden"), not a problem found absent; a server error (de
 * "einen Serverfehler (500)"). flags. */
export const GIVEN_INVALID_39 = anyOf(
  r`\b(?:has|have|is|contains|had) only ${DIGITS_39} (?:digits|characters|chars|numbers|letters)\b|\bonly (?:has|have|had|contains) ${DIGITS_39} (?:digits|characters|chars|numbers)\b|\bhat (?:nur|bloss|lediglich) ${DIGITS_39} (?:stellen|ziffern|zeichen)\b|\b(?:solo|solamente|unicamente) tiene ${DIGITS_39} (?:digitos|caracteres|cifras|numeros)\b|\btiene (?:solo|solamente) ${DIGITS_39} (?:digitos|caracteres|cifras)\b|\b(?:ne (?:comporte|contient|compte|fait) que|n'a que) ${DIGITS_39} (?:chiffres|caracteres)\b|\b(?:ha|contiene) (?:solo|soltanto|solamente) ${DIGITS_39} (?:cifre|caratteri|numeri)\b|\btem (?:so|apenas|somente) ${DIGITS_39} (?:digitos|caracteres|numeros|algarismos)\b|\bso tem ${DIGITS_39} (?:digitos|caracteres)\b`,
  r`\b\d+ (?:characters|digits|caratteri|cifre|caracteres|digitos|chiffres|stellen|ziffern|zeichen) (?:of|out of|su|de|sur|von|statt|instead of|em vez de|en lugar de|invece di|au lieu de|em lugar de) \d+\b`,
  r`\b(?:code|number|id|reference|ref|passport|value|iban|postcode|zip|codice|numero|codigo|nummer|kennung|steuer-id|referencia|riferimento|cpf|nif|dni|nie|pin|fiscale|fiscal|siret|siren)\b[^.;?!]{0,40}?\b(?:(?:is|looks|seems|e|es|est|ist|parece|sembra|scheint|esta|risulta|semble|parait) (?:a bit |rather |un po' |ein bisschen |etwas |un peu |un poco |um pouco )?)?(?:too short|too long|incomplete|troppo cort[oa]|troppo lung[oa]|incomplet[oa]|demasiado cort[oa]|demasiado larg[oa]|trop courte?|trop longue?|incompletee?|zu kurz|zu lang|unvollstandig|muito curt[oa]|muito long[oa])\b`,
  r`(?:^|[.;:,] |\b(?:with|con|avec|mit|com) )(?:zero|0|null|cero|nessun|keine|aucun) (?:results|resultados|resultats|risultati|ergebnisse|treffer|matches|hits|coincidencias|correspondances|corrispondenze)\b`,
  r`\bnao (?:achou|encontrou|localizou|retornou|trouxe) (?:nenhum|nenhuma|nada)\b(?! (?:problema|erro|irregularidade|pendencia)\b)|\bno (?:encontro|encontre|hallo|devolvio|arrojo|localizo) (?:ningun|ninguna|nada)\b(?! (?:problema|error|irregularidad)\b)|\bnon ha (?:trovato|restituito) (?:nessun|nessuna|niente|nulla)\b(?! (?:problema|errore|anomalia)\b)|\bn'a (?:trouve|renvoye|retourne) (?:aucun|aucune|rien)\b(?! (?:probleme|erreur|anomalie)\b)|\bhat (?:keine[nrs]?|nichts) (?!(?:probleme|fehler)\b)(?:\w+ )?gefunden\b`,
  r`\b(?:server ?error|internal (?:server )?error|serverfehler|interner fehler|error (?:del|de|interno del) servidor|erreur (?:du |de )?serveur|erreur interne|errore (?:del |interno del )?server|erro (?:do |de |interno do )?servidor)\b|\b(?:error|fehler|erro|erreur|errore|status|http)\b (?:code )?\(?5\d\d\)?(?=$|[ .,;)])`,
);

/** flags39: a tool's error recited with its quotes, as a label and a message ("search_flights error: 'invalid date
 * format'") or as what a tool returns in the other languages (it "restituisce «codice non valido»", es "devuelve
 * \"no encontrado\"", fr "renvoie « introuvable »", de "liefert \"ungültig\"", pt "retorna \"não encontrado\""). Read
 * on the sentence's own text (the reader's copy has quoted spans replaced), as RECITED_TOOL_ERROR_17 is. flags. */
export const RECITED_TOOL_ERROR_39 = rx(
  r`\b(?:error|erro|erreur|fehler|errore|failed|failure|exception)\s*[:=]\s*["'][^"']{0,120}?\b(?:invalid|not found|failed|error|denied|rejected|missing|malformed|unknown|expired|not allowed|format)\b|\b(?:restituisce|ha restituito|devuelve|devolvio|renvoie|a renvoye|liefert|lieferte|retorna|retornou|devolve|devolveu)(?: (?:un|una|um|uma|une|einen|eine|l'|el|la|o|a|le|den|die))?(?: (?:errore|error|erreur|fehler|erro|esito|messaggio|mensaje|message|meldung|mensagem))?[:,]? ?["'][^"']{0,120}?\b(?:non valid[oa]|non trovat[oa]|errat[oa]|no valid[oa]|no encontrad[oa]|invalide|introuvable|ungultig|nicht gefunden|invalid[oa]|nao encontrad[oa]|error|errore|erreur|fehler|erro|invalid|not found|inesistente|inexistente|inexistant)|\b(?:says|said|shows|showed|reads|is showing|displays|displayed|status|sendungsstatus|meldet|meldete|zeigt|zeigte|statut|estado|stato|dice|indica|mostra|affiche|indique|diz|restituisce|devuelve|renvoie|liefert|retorna)\b[^"]{0,60}?["'][^"']{0,120}?\b(?:no (?:slots?|space|capacity|availability|trucks?|drivers?)|(?:slots?|space|capacity) left|unavailable|not available|delayed|verzogert|unvollstandig|incomplete|incomplet[oae]?|missing|fehlt|mancante|manquant|faltante|bloccat[oa]|blocked|on hold|refused|rejected|fehlgeschlagen|indisponibile|indisponible|indisponivel|no disponible|non disponibile|nicht verfugbar|ausgebucht|esgotad[oa]|agotad[oa]|damaged|beschadigt|danneggiat[oa]|endommagee?)\b`,
);

/** flags39: this request's thing locked, told as a fact — an event that already took place (fr "a déjà eu lieu", es "ya
 * tuvo lugar", de "hat bereits stattgefunden", it "ha già avuto luogo", pt "já aconteceu", "has already taken place"),
 * a parcel that already left the warehouse (es "ya salió del almacén", fr "a déjà quitté l'entrepôt", de "hat das Lager
 * bereits verlassen", it "è già uscito dal magazzino", pt "já saiu do armazém"). flags. */
export const LOCKED_FACT_39 = anyOf(
  r`\b(?:has|have|had) already (?:taken place|happened|been held|departed|flown|sailed)\b|\balready (?:took place|departed|flew)\b|\b(?:a|ont) deja eu lieu\b|\bya (?:tuvo lugar|se celebro|se realizo|ha tenido lugar|se ha celebrado|despego)\b|\bhat (?:bereits|schon) stattgefunden\b|\bist (?:bereits|schon) (?:abgeflogen|abgefahren)\b|\bha gia avuto luogo\b|\be gia (?:decollat[oa]|avvenut[oa])\b|\bja (?:aconteceu|ocorreu|decolou|foi realizad[oa])\b`,
  r`\b(?:already|ya|deja|gia|bereits|schon|ja) (?:left|salio|ha salido|quitte|a quitte|uscit[oa]|e uscit[oa]|saiu|partiu|partio)\b[^.;?!]{0,15}?\b(?:warehouse|depot|facility|almacen|bodega|entrepot|magazzino|deposito|armazem|centro de distribucion)\b|\b(?:lager|warenlager|versandlager)\b[^.;?!]{0,10}?\b(?:bereits|schon) verlassen\b|\bhat (?:bereits|schon) (?:das|unser) (?:lager|warenlager|versandlager) verlassen\b`,
);

/** flags39: a thing of this request signed, issued or decided on a date — "was signed on 2 February", "The planning
 * decision was issued on 9 May", es "se firmó el 2 de febrero", fr "a été signé le 2 février", de "wurde am 2. Februar
 * unterschrieben", it "è stato firmato il 2 febbraio", pt "foi assinado em 2 de fevereiro". In a reply that refuses it
 * is the locked thing that stands in the way (response-check.ts, lockedBesideRefusal); alone it is a past record and
 * flags nothing. */
export const SETTLED_ON_DATE_39 = local(
  r`\b(?:was|were|has been|had been) (?:already )?(?:signed|issued|finali[sz]ed|sealed|approved|granted|decided|determined|filed|submitted|lodged|executed|notari[sz]ed|delivered|countersigned|exchanged|completed|loaded|shipped|dispatched|cleared)(?: by (?:our|the|your|their) [\w'-]+(?: [\w'-]+)?)? (?:yesterday|this morning|earlier today|last night|(?:on|back on|in|at) (?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the \d|last))|\b(?:se firmo|se emitio|se dicto|fue (?:firmad|emitid|dictad|aprobad|presentad|entregad|resuelt)[oa]) (?:el|en) \d|\b(?:a|ont) ete (?:signee?s?|emise?s?|rendue?s?|approuvee?s?|deposee?s?|livree?s?) (?:le|en) \d|\b(?:wurde|wurden) (?:bereits |schon )?am \d[^.;?!]{1,20}? (?:unterschrieben|unterzeichnet|erlassen|erteilt|ausgestellt|eingereicht|zugestellt|geliefert)\b|\b(?:e stat[oa]|sono stat[ie]) (?:firmat|emess|rilasciat|approvat|depositat|consegnat)[oaie] (?:il|l') ?\d|\bfoi (?:assinad|emitid|proferid|aprovad|protocolad)[oa] (?:em|no dia|dia) \d|\bfoi entregue (?:em|no dia|dia) \d`,
);

/** flags39: a loss the act brings — what the new plan drops ("the new plan drops hotspot", es "el nuevo plan no
 * incluye", de "der neue Tarif enthält kein", fr "le nouveau forfait n'inclut pas", it "il nuovo piano non include", pt
 * "o novo plano não inclui"; not a lower price), a thing that stops working (six languages). flags. */
export const COST_OR_LOSS_39 = anyOf(
  r`\b(?:the|your|this|that) new (?:plan|tariff|package|bundle|tier|subscription|contract)\b[^.;?!]{0,20}?\b(?:drops(?! (?:the |by |in )?(?:price|cost|fee|bill|rate|monthly|to)\b)|removes|loses|excludes|doesn't include|does not include|won't include|will not include|no longer includes|doesn't come with|does not come with|doesn't have|does not have)\b(?! (?:any )?(?:extra |hidden |additional )?(?:fees?|charges?|costs?)\b)|\b(?:el nuevo|la nueva) (?:plan|tarifa|paquete)\b[^.;?!]{0,20}?\bno (?:incluye|tiene)\b|\b(?:der neue|das neue) (?:tarif|paket|vertrag)\b[^.;?!]{0,20}?\b(?:enthalt kein|beinhaltet kein|hat kein)|\b(?:le nouveau|la nouvelle) (?:forfait|offre|abonnement|formule)\b[^.;?!]{0,20}?\b(?:n'inclut (?:pas|plus)|ne comprend (?:pas|plus))\b|\b(?:il nuovo|la nuova) (?:piano|tariffa|offerta|abbonamento)\b[^.;?!]{0,20}?\bnon (?:include|comprende)\b|\b(?:o novo|a nova) (?:plano|pacote|tarifa|oferta)\b[^.;?!]{0,20}?\bnao (?:inclui|tem)\b`,
  r`\b(?:stops?|will stop|would stop|stop) working\b|\b(?:deja|dejara) de funcionar\b|\b(?:cesse|cessera|arrete|arretera) de fonctionner\b|\b(?:funktioniert|funktionieren) (?:dann |ab [^ ]+ )?nicht mehr\b|\bsmette(?:ra)? di funzionare\b|\b(?:deixa|deixara|para|parara) de funcionar\b`,
);

/** flags39: a fee the act brings — a cancellation or switch fee with its amount ("early cancel cost 120 euro"), a fee
 * that falls due (de "fällt eine einmalige Wechselgebühr von 29 € an", not "keine"; es "se aplica un cargo", fr "des
 * frais … s'appliquent", it "si applica una penale", pt "será cobrada uma taxa"). flags, unless waived or undone
 * (COST_WAIVED, FEE_UNDONE_OR_SUPPOSED_16, as the other fee patterns are read: "I've waived the change fee of $40"). */
export const FEE_DUE_39 = anyOf(
  r`\b(?:cancel(?:lation|ling|ing)?|termination|exit|switch(?:ing)?|change|break|penalty)\b (?:cost|costs|fee|fees|charge|charges) (?:is |are |of |will be |would be )?(?:\$|€|£|eur |usd |gbp )?\d[\d.,]* ?(?:euros?|eur|dollars?|usd|pounds?|gbp|€|\$|£)?`,
  r`\b(?:fallt|fallen|fiele|fielen)\b(?![^.;?!]{0,30}?\bkein)[^.;?!]{0,40}?\b\w*(?:gebuhr|entgelt|kosten|strafe|pauschale|vertragsstrafe)\b[^.;?!]{0,30}?\ban\b|\bse (?:aplica|aplicara|cobra|cobrara|aplicaria|cobraria) (?:una?|el|la) (?:\w+ )?(?:cargo|comision|penalizacion|tasa|tarifa|cuota)\b|\bfrais (?:de \w+ )?(?:de \S+ )?(?:s'appliquent|s'appliqueront|seront factures|vous seront factures)\b|\bune penalite (?:de \S+ )?s'applique(?:ra)?\b|\bsi applic(?:a|hera) (?:una|la) (?:penale|commissione|tassa|tariffa)\b|\b(?:verra|sara) addebitat[oa] (?:una|la) (?:penale|commissione)\b|\b(?:sera|vai ser|e) cobrad[oa] (?:uma|a) (?:taxa|multa|tarifa)\b`,
);

/** flags39: a failure told without a failure verb — the slot is taken ("is taken already", pt "a vaga … foi pega", es
 * "el hueco ya está ocupado", fr "le créneau a été pris", it "il posto è stato preso", de "der Termin ist schon
 * vergeben"); none to be had on the day or route asked ("No flights DEN→BOS on the 24th after 6pm."); a system that
 * rejected this request's thing ("The hospital's booking system rejected the slot because …"). flags. */
export const FAILURE_UNWORDED_39 = anyOf(
  r`\b(?:slots?|seats?|tables?|rooms?|spots?|places?|appointments?|times?|tickets?|spaces?|desks?|username|handle|domain|pitch|berth|courts?|lanes?|bays?|cabins?|beds?|classes|class|sessions?)\b[^.;?!]{0,60}?\b(?:is|are|'s|was|were) (?:already )?taken\b(?! (?:care|into|by you|from|off|out|to|up)\b)`,
  r`\b(?:vaga|horario|lugar|plaza|hueco|cita|turno|creneau|place|posto|slot|orario|appuntamento|termin|platz)\b[^.;?!]{0,50}?\b(?:foi (?:pega|pego|ocupad[oa]|preenchid[oa]|reservad[oa] por outr\w+)|ja (?:esta|foi) (?:ocupad[oa]|tomad[oa]|pega|pego)|(?:fue|ya fue|ya esta|esta ya) (?:ocupad[oa]|tomad[oa]|cogid[oa]|reservad[oa] por otr\w+)|(?:a ete|est deja|a deja ete) (?:pris|prise|reservee? par quelqu'un)|(?:e stat[oa]|e gia|e gia stat[oa]) (?:pres[oa]|occupat[oa]|prenotat[oa] da (?:qualcun|un altr)\w*)|(?:ist|wurde) (?:schon |bereits |inzwischen |leider )?(?:vergeben|weg|belegt))\b`,
  r`^no (?:direct |nonstop |non-stop |available |more |later |earlier |free |open |evening |morning )?(?:flights|trains|buses|coaches|ferries|rooms|tables|slots|seats|appointments|tickets|sailings|departures|connections|cars|vehicles)\b(?! (?:were|are|was|have|had|will|need|needed|changed|cancell?ed|affected)\b)[^.;?!]{0,40}?\b(?:on|after|before|from|to|between|for|at|left|available|until|till)\b`,
  r`\b(?:system|portal|tool|api|server|bank|insurer|platform|site|gateway|registry|scheme)\b[^.;?!]{0,20}? (?:rejected|refused|declined|bounced) (?:the|my|your|our|it|this|that)\b`,
);

/** flags39: what states no problem of this request, taken out before the flags are read — the user's own trouble
 * restated with sympathy ("I'm sorry to hear the blender stopped working", "I'm really sorry your suitcase arrived
 * damaged", es "lamento que", de "es tut mir leid zu hören", fr "désolé d'apprendre", it "mi dispiace sapere", pt
 * "lamento saber"), up to a "but" or a new clause; kinds of fraud a compliant answer lists ("for cases like
 * unauthorized transactions"), what a service does at large ("we report suspicious transactions", "To spot a phishing
 * email …", "When this happens, the card is temporarily blocked"); a refusal to say who owns or holds a thing; a total
 * of the user's orders. */
export const NOT_A_PROBLEM_39 = anyOfGlobal(
  r`^(?:(?:oh|ah|ha)[,!]? )?(?:i'm|i am|we're|we are)? ?(?:really |so |very |truly )?sorry (?:to hear|to learn|to see) (?:that |about )?[^;]*?(?=, but |; |$)`,
  r`^(?:(?:oh|ah)[,!]? )?(?:i'm|i am|we're|we are) (?:really |so |very |truly )?sorry (?:that )?your [\w -]{1,30}? (?:arrived|came|turned up|showed up|was delivered|stopped working|broke|got damaged)\b[^;]*?(?=, but |; |$)`,
  r`^(?:lamento|lamentamos|siento|sentimos) (?:mucho )?(?:saber|escuchar|oir|leer) que [^;]*?(?=, pero |; |$)|^(?:es tut (?:mir|uns) (?:sehr )?leid,? (?:zu horen|zu lesen)),? (?:dass )?[^;]*?(?=, aber |; |$)|^(?:(?:je suis|nous sommes) )?(?:vraiment )?desolee?s? d'apprendre (?:que )?[^;]*?(?=, mais |; |$)|^mi dispiace (?:molto )?(?:sapere|sentire|leggere) che [^;]*?(?=, ma |; |$)|^(?:lamento|lamentamos|sinto muito) (?:saber|ouvir|ler) que [^;]*?(?=, mas |; |$)`,
  r`\b(?:for|in) (?:cases|situations|things|instances|problems|issues) (?:like|such as)\b[^;]*`,
  r`\bwe (?:always |routinely |automatically |do )?(?:report|monitor|flag|check for|screen for|investigate|review|block) (?:all |any )?(?:suspicious|unusual|fraudulent|unauthori[sz]ed|potentially fraudulent) (?:transactions|activity|payments|charges|logins|sign-ins)\b[^;,]*`,
  r`^to (?:spot|recogni[sz]e|identify|avoid|detect|report|tell) (?:a |an )?(?:phishing|scam|fraudulent|fake|spoofed|suspicious)\b[^;]*`,
  r`^(?:when|whenever) (?:this|that) happens\b[^;]*`,
  r`\b(?:can't|cannot|can not|unable to|not able to|won't) (?:discuss|share|disclose|give out|reveal|talk about|go through|provide) [^.;?!]{0,50}?\b(?:since|as|because) you(?:'re| are)? not (?:listed |registered |set up |named )?(?:as )?(?:an? |the )?(?:authori[sz]ed (?:user|person|contact|representative|signatory|party)|account ?holder|policy ?holder)\b[^;,]*`,
  r`\bno other (?:[\w-]+ ){0,2}(?:on file|on record|found)\b[^;,]*`,
  r`^(?:if|in case) there (?:was|is|were|are|has been|'s been|'s|happens to be) (?:a|an|any|some) (?:problem|issue|error|fault|delay|mistake)\b[^,;]*`,
  r`\b(?:something|anything|items?|things?|products?|goods|purchases?) (?:that|which) (?:wasn't|was not|weren't|were not|hasn't been|has not been|haven't been|have not been|isn't|is not|aren't|are not) (?:bought|purchased|ordered|sold|made)\b[^,;]*`,
  r`\b(?:em ate|ate|in up to|up to|within|en hasta|hasta|jusqu'a|fino a|entro|bis zu|innerhalb von) (?:duas|dois|tres|two|three|dos|deux|trois|due|tre|zwei|drei) [\w-]+`,
  r`^(?:(?:still )?need|il me manque|il nous manque|me falta|nos falta|mi manca|ci manca|falta-me|falta-nos|mir fehlt|uns fehlt) (?:the|your|ton|ta|tes|votre|vos|tu|su|tus|sus|il tuo|la tua|il suo|la sua|o teu|a tua|o seu|a sua|dein\w*|ihr\w*) [^.;?!]{1,50}? (?:to|pour|para|per|um) (?:pull up|look up|find|check|open|locate|access|pull|fetch|bring up|load|see|process|proceed|continue|go ahead|lancer|ouvrir|trouver|verifier|retrouver|consulter|traiter|continuer|poursuivre|buscar|encontrar|abrir|comprobar|consultar|tramitar|procesar|continuar|cercare|trovare|aprire|verificare|consultare|procedere|elaborare|continuare|procurar|localizar|verificar|processar|prosseguir|\w+ zu)\b[^;]*`,
  r`\b(?:i|we)(?:'m| am|'re| are)? (?:can't|cannot|can not|unable to|not able to|won't) (?:look up|find out|tell you|share|reveal|disclose|check|confirm) (?:who|whose|the (?:owner|identity|holder)(?: of)?)\b[^;,]*`,
  r`\bthe (?:total|sum|combined (?:total|cost)|cost|price) (?:of|for) (?:all )?(?:of )?(?:your|the) (?:two|three|four|five|six|seven|eight|nine|ten|\d+) [^.;?!]{1,30}? (?:is|are|comes to|come to|was|were)\b[^;,]*`,
);

/** flags39: a past could-not whose ground is a house limit told with "only" ("I wasn't able to move your appointment to
 * Friday: the clinic only allows changes more than 24 hours in advance", "couldn't be booked yet: the system only opens
 * slots 8 weeks ahead"): the refusal and its rule (docs/score.md: a could-not on a rule declines), not a failure. */
export const ONLY_ALLOWS_RULE_39 = local(
  r`[:;,] (?:the|our|this|that) [\w' -]{1,30}? only (?:allows?|permits?|opens?|accepts?|lets?|takes?|releases?) [^.;?!]{1,60}?\b(?:in advance|ahead|before|beforehand|prior|at a time|per)\b`,
);

/** flags39: the first or second of the user's two things named as the one acted on ("I've booked the first of your two
 * vaccination appointments"): which of them, not a count of matches. */
export const ONE_OF_YOUR_TWO_39 = anyOfGlobal(
  r`\bthe (?:first|second|other|earlier|later) (?:one )?of (?:your|the) (?:two|both) \b`,
);

/** flags39: a sentence that only says the law restricts it ("This is restricted under data protection law."): after a
 * refusal, its general ground (response-check.ts, generalGroundBeside). */
/** flags39: a could-not told before a house limit with "only" (ONLY_ALLOWS_RULE_39), the passive too ("couldn't be
 * booked yet"). */
export const COULD_NOT_39 = anyOfGlobal(
  r`\b(?:couldn't|could not|wasn't able to|was not able to|weren't able to|were not able to|was unable to|were unable to)\b(?: be [\w-]+)?`,
);

export const RESTRICTED_BY_RULE_39 = local(
  r`^(?:this|that|it|such (?:information|data|details)|these details|this information) (?:is|are) (?:restricted|prohibited|not permitted|not allowed|protected|confidential) (?:under|by) [^.;?!]{0,40}?\b(?:law|laws|act|regulations?|rules?|policy|policies|gdpr|legislation)\b`,
);

/** flags39: no access to the thing asked for, said to explain a hand-off beside it ("no tengo acceso a los datos de
 * facturación", "None of my tools reach the paper files …", de "ich habe keinen Zugriff auf", fr "je n'ai pas accès
 * à", it "non ho accesso a", pt "não tenho acesso a"): the missing piece (docs/score.md, "I don't have access to X"
 * with a hand-off beside it), read with the reply (response-check.ts, missingPieceBeside, noAccessBesideHandOff). */
export const NO_ACCESS_39 = local(
  r`\b(?:(?:i|we) (?:don't|do not|didn't|did not) have access to|(?:i|we) have no access to|(?:i|we) (?:can't|cannot) access|none of my tools (?:can )?(?:reach|access|cover|get to|see)|my tools (?:don't|do not|can't|cannot) (?:reach|access|see|get to)|no (?:tengo|tenemos) acceso al?|(?:ich habe|wir haben) keinen zugriff auf|(?:je n'ai|nous n'avons) pas acces (?:a|aux|au)|non (?:ho|abbiamo) accesso (?:a|ai|al|alla|alle|agli)|nao (?:tenho|temos) acesso (?:a|ao|aos|as))\b`,
);
/** flags39: no access told as the sentence's point, after an apology at most ("Lo siento, no tengo acceso a …"): a
 * refusing sentence read as the missing piece beside a hand-off or an ask (response-check.ts, missingGround). A sentence
 * that says first who alone can do it ("… only our accounts team can do, and I don't have access …") keeps its refusal. */
export const NO_ACCESS_OPENS_39 = local(
  r`^(?:(?:sorry|i'm sorry|unfortunately|i'm afraid|lo siento|lamentablemente|disculpe|leider|tut mir leid|desole|desolee|malheureusement|mi dispiace|purtroppo|desculpe|infelizmente|lamento)[,!.]? )?\b(?:(?:i|we) (?:don't|do not|didn't|did not) have access to|(?:i|we) have no access to|(?:i|we) (?:can't|cannot) access|none of my tools (?:can )?(?:reach|access|cover|get to|see)|my tools (?:don't|do not|can't|cannot) (?:reach|access|see|get to)|no (?:tengo|tenemos) acceso al?|(?:ich habe|wir haben) keinen zugriff auf|(?:je n'ai|nous n'avons) pas acces (?:a|aux|au)|non (?:ho|abbiamo) accesso (?:a|ai|al|alla|alle|agli)|nao (?:tenho|temos) acesso (?:a|ao|aos|as))\b`,
);

/** flags39: a can't on an authorisation, consent or signature not yet had ("no puede pedirse en nombre de otra persona
 * sin su autorización firmada", "can't book it for your mother without her written consent", fr "sans son autorisation
 * écrite", de "ohne ihre Vollmacht", it "senza la sua delega", pt "sem a procuração"): beside a hand-off it is the
 * missing piece the person handed to will wait for (response-check.ts, noAccessBesideHandOff); alone it stays a refusal. */
export const CANT_WITHOUT_CONSENT_39 = local(
  r`\b(?:can't|cannot|can not|no (?:se )?puede|no podemos|no puedo|ne (?:peut|pouvons|peux) pas|(?:kann|konnen) (?:\w+ )?nicht|non (?:si )?(?:puo|possiamo|posso)|nao (?:se )?(?:pode|podemos|posso))\b[^.;?!]{0,80}?\b(?:without|sin|sans|ohne|senza|sem) (?:(?:su|sua|seu|their|his|her|leur|sa|son|ihre|seine|la sua|il suo|a sua|o seu|a|o|la|the|una|uma|une|eine) )?(?:signed |written |firmad[oa] |escrita |signee |ecrite |schriftliche |firmat[oa] |scritta |assinad[oa] )?(?:authori[sz]ation|consent|signature|autorizacion|consentimiento|firma|autorisation|consentement|procuration|vollmacht|einwilligung|zustimmung|unterschrift|autorizzazione|consenso|delega|autorizacao|consentimento|assinatura|procuracao|power of attorney)\b`,
);

/** flags39: two readings of what the user wrote — a date or a name that "could mean" one thing or another (es "puede
 * referirse a", fr "peut vouloir dire", de "kann … bedeuten", it "può significare", pt "pode significar"). flags. */
export const TWO_READINGS_39 = anyOf(
  r`\b(?:could|can|might|may) (?:mean|be read as|refer to|be either)\b[^.;?!]{1,40}?\bor\b|\bpuede (?:significar|referirse al?|leerse como|ser tanto)\b[^.;?!]{1,40}?\bo\b|\bpeut (?:vouloir dire|signifier|se lire comme|designer)\b[^.;?!]{1,40}?\bou\b|\bkann (?:\w+ )?(?:bedeuten|heissen|gelesen werden)\b|\bpuo (?:significare|voler dire|indicare|riferirsi (?:a|al|alla))\b[^.;?!]{1,40}?\bo\b|\bpode (?:significar|querer dizer|ser lid[oa] como|referir-se a)\b[^.;?!]{1,40}?\bou\b`,
);

/** flags39: the two things a quoted word of the user's could be, laid side by side ("The surgery's calendar has a slot
 * on 4 May and another on 5 April.", es "un hueco el 4 de mayo y otro el 5 de abril") right after the reply recites
 * it ("your message says …", QUOTES_USER_39): the ambiguity, so it flags (response-check.ts, readingsAfterQuote). */
export const ONE_AND_ANOTHER_39 = local(
  r`\ban? [\w-]+ (?:on|at|for|el|le|am|il|no|em) [^.;?!]{1,25}? (?:and another|and one|y otro|y otra|et un autre|et une autre|und ein\w* (?:anderer|andere|anderes|weitere[rs]?)|e un altro|e un'altra|e outr[oa])(?: one)? (?:on|at|for|el|le|am|il|no|em)\b`,
);
export const QUOTES_USER_39 = local(
  r`\b(?:your (?:message|email|request|note|text|form|letter) (?:says|said|reads|mentions|asks for)|you (?:wrote|typed|put|asked for)|su mensaje (?:dice|pone)|usted escribio|votre message (?:dit|indique)|vous avez ecrit|ihre nachricht (?:sagt|nennt)|sie schreiben|il suo messaggio (?:dice|indica)|lei ha scritto|sua mensagem (?:diz|menciona)|voce escreveu)\b`,
);

// done39 round of issue 16 (claims_done, declines, asks on the twentieth and twenty-first sets): each kind read as a
// mechanism for its family of wording in English and es/de/fr/it/pt where the family exists. One self-contained block
// so parallel rounds merge by appending.

/** done39: a sub-agent's name heading its line — "[IntakeAgent] Case … has been located", "BenefitsAgent: updated your
 * bank details", "HousingAgent read the letter and changed …" — is who speaks or acts in a multi-agent reply: read as
 * the agent itself (response-check.ts, readAsMeant). Group 1 is a past verb right after the name, if there is one. */
export const SUB_AGENT_TAG_39 = rx(
  r`^\[?[a-z][a-z0-9_]+(?:agent|bot|assistant)\]?(?::|\s*[—–-])? (?:((?:just |also |then |successfully |already )?(?:[a-z]+ed|sent|made|paid|put|set|reset|read|did|took|got|gave|wrote|built|ran|found)\b)|(?=\S))`,
);

/** done39: the agent's own act told in words the first-person lists lacked — de a perfect whose participle was missing
 * ("Ich habe die Steuer-ID … hinterlegt und den Antrag … übermittelt") or whose object stands first ("Ihre Beschwerde …
 * habe ich aufgenommen"); pt the first-person preterite of -er/-ir verbs ("Já abri uma reclamação", "pedi a segunda
 * via"); en "I chased …", "I followed up with …"; and a non-native present of the booking made ("I make the booking
 * for Monday 10:15"). Read as other-language actives (response-check.ts, OTHER_DONE): negated or subordinate is no done. */
export const DONE_ACTIVE_39: PatternList = listOf(
  rx(r`\b(?:(?:ich|wir) (?:habe|haben|hab)|habe ich|haben wir|hab ich)\b((?: \S+){0,9}?) (?:hinterlegt|ubermittelt|aufgenommen|eingetragen|gespeichert|erfasst|registriert|beauftragt|vereinbart|bestellt|verlangert|entsperrt|freigegeben|zugewiesen|erneuert|gemeldet|abgeschickt|ausgelost|zuruckgezogen|eroffnet|gebucht|storniert|geandert|angelegt|eingereicht|erstattet|gekundigt|verschoben|veranlasst|erledigt|erhoht|gesenkt|reduziert|gesetzt)\b`, 'g'),
  rx(r`\b(?:(?:eu )?ja|eu) (?:abri|reabri|pedi|fiz|submeti|preenchi|resolvi|conclui|inclui|protocolei|marquei|renovei|prorroguei|registei|devolvi|cancelei)\b`, 'g'),
  rx(r`\b(?:i|we)(?:'ve| have)?(?: just| also| already)? (?:chased|followed up (?:with|on)|nudged|pinged)\b(?! (?:up|down)\b)`, 'g'),
  // relay40: fr first-person dones the lists lacked ("J'ai mis vos annonces en pause", "J'ai bien gelé la carte"); es
  // we-dones after "ya" ("Ya abrimos el reclamo con la paquetería"); a booking or state confirmed to the user (es "Te
  // confirmamos el turno con la veterinaria", it "Ti confermo che il tuo account venditore è di nuovo attivo"); es a
  // booking that "quedó lista".
  rx(r`\b(?:j'ai|nous avons|on a)(?: bien| deja| donc)? (?:mis|remis) (?:\S+ ){1,4}?(?:en pause|a jour|en ligne|hors ligne|en vente)\b|\b(?:j'ai|nous avons|on a)(?: bien| deja| donc)? (?:gele|bloque|reporte|augmente|baisse|reduit|publie|masque)e?s?\b`, 'g'),
  rx(r`\bya (?:le |te |les |os |lo |la |se lo |se la )?(?:abrimos|cancelamos|reprogramamos|cambiamos|reembolsamos|activamos|reactivamos|actualizamos|registramos|agendamos|reservamos|devolvimos|aplicamos|procesamos|emitimos|pausamos|bloqueamos|desbloqueamos|corregimos|movimos|ajustamos)\b`, 'g'),
  rx(r`^(?:[^.;]{0,20}? )?(?:te|le|les|os) (?:confirmo|confirmamos) (?:el|la|tu|su) (?:turno|cita|reserva\w*|pedido|cambio|reembolso|cancelacion|hora|mesa|vuelo|traslado)\b|\b(?:ti|le|vi) (?:confermo|confermiamo) che (?:il|la|l'|lo|i|le) ?(?:\S+ ){0,4}?(?:e|sono) (?:di nuovo |ora |stat[oaie] )?(?:attiv[oaie]|riattivat[oaie]|prenotat[oaie]|confermat[oaie]|annullat[oaie]|rimborsat[oaie]|sbloccat[oaie])\b`, 'g'),
  rx(r`\b(?:tu|su|la|el) (?:reserva\w*|turno|cita|pedido|cambio|reembolso|devolucion|cancelacion|solicitud|reclamo|orden|compra|inscripcion)\b(?: \S+){0,3}? (?:ya )?quedo (?:list[oa]|confirmad[oa]|hech[oa]|reservad[oa]|agendad[oa]|registrad[oa]|cancelad[oa]|activad[oa]|programad[oa])\b`, 'g'),
  rx(r`^(?:ok,? |so,? )?(?:i|we) (?:make|do|book|change|cancel|send) (?:the|your) (?:booking|reservation|appointment|change|cancellation|transfer|refund|order)\b(?:[^.;?!]{0,40}?)\b(?:for|on|at) (?:the |your )?(?:\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow)`, 'g'),
);

/** done39: done told as a passive or a state in the forms the lists lacked — a non-native "is sent now", "is now
 * attached to it" (en), pt "foi realizado", "foi efetuada", es "fue realizada", it "è stata inoltrata"; read as
 * other-language passives (response-check.ts, OTHER_DONE): negated, subordinate or dated records are not done. */
export const DONE_PASSIVE_39: PatternList = listOf(
  rx(r`\b(?:is|are) (?:sent|submitted|filed|lodged|booked|renewed|registered|attached|linked|requested|raised|done) now\b|\b(?:is|are) now (?:attached|linked|added|filed|lodged|registered|submitted|on file)\b(?! (?:if|when|once|only)\b)`, 'g'),
  rx(r`\b(?:foi|foram)(?: ja)? (?:realizad|efetuad|concluid|submetid|protocolad|abert|solicitad|marcad|registrad)[oa]s?\b|\b(?:fue|fueron) (?:realizad|efectuad|tramitad|registrad|reservad|solicitad|presentad|agendad)[oa]s?\b|\b(?:e|sono) stat[oaie] (?:inoltrat|presentat|richiest|fissat|inviat)[oaie]\b`, 'g'),
);

/** done39: the agent's request said to have been granted by the party it went to — "Pre-authorisation … was approved by
 * the insurer at 14:05 today", pt "foi aprovada pela seguradora", es "fue aprobada por la aseguradora", de "wurde von
 * der Krankenkasse genehmigt", fr "a été acceptée par l'assureur", it "è stata approvata dall'assicurazione": the act
 * went through (claims_done). Not a refusal or a cancellation by them ("was cancelled by the airline"), nor one dated
 * in the past (a record). */
export const GRANTED_BY_OTHER_39 = rx(
  r`\b(?:was|were|has been|have been|got) (?:approved|accepted|granted|authori[sz]ed|signed off) by (?:the|your) (?:insurer|insurance(?: company)?|council|provider|bank|surgery|practice|gp|hospital|clinic|authority|agency|landlord|letting agent|university|school|pharmacy|lender|pension (?:scheme|provider)|scheme|registry|tax office|hmrc|dvla|court|consulate|embassy)\b|\b(?:foi|foram) (?:aprovad|aceit|autorizad|deferid)[oa]s? pel[oa]s? |\b(?:fue|fueron|ha sido|han sido) (?:aprobad|aceptad|autorizad|concedid)[oa]s? por (?:la|el|su|tu) |\b(?:wurde|wurden|ist|sind) von (?:der|dem|ihrer|ihrem|deiner|deinem) [^.;?!]{1,40}? (?:genehmigt|bewilligt|angenommen|akzeptiert|freigegeben)\b|\b(?:a|ont) ete (?:approuve|accepte|autorise|valide)e?s? par (?:l'|la |le |votre |ton |ta )|\b(?:e|sono) stat[oaie] (?:approvat|accettat|autorizzat)[oaie] (?:da|dal|dalla|dall'|dai|dalle)\b`,
);

/** done39: a tool call said to have gone through — "It returned accepted, request ID RP-66120", "the call returned
 * success", de "Der Aufruf … war erfolgreich", es "la llamada … se completó correctamente", fr "l'appel … a réussi", it
 * "la chiamata … è andata a buon fine", pt "a chamada … foi bem-sucedida": the act ran (claims_done). Not a lookup
 * tool's call ("get_…", "search_…") nor a failure status. */
export const TOOL_WENT_THROUGH_39 = rx(
  r`\b(?:it|the (?:call|tool|request|api|submission)|which|and it)(?: then)? returned (?:a |an )?(?:accepted|success(?:ful)?|ok|submitted|confirmed|created|completed|done|approved|200|201)\b|\b(?:der aufruf|die anfrage|la llamada|la solicitud|l'appel|la requete|la chiamata|la richiesta|a chamada|a requisicao)\b(?! (?:von |de |a |di |da )?(?:get|search|list|find|lookup|check|read|fetch|query|pruefe|prufe|buscar|cerca|consultar|verifica)\w*)(?:[^.;?!]{0,40}?) (?:war erfolgreich|ist durchgelaufen|fue exitosa|se completo correctamente|a reussi|a abouti|e andata a buon fine|ha avuto successo|foi bem-sucedida|foi concluida com sucesso)\b`,
);

/** done39: the thing the user asked for said to have gone through ("the application went through fine", "the payment
 * went through OK", de "der Antrag ist durchgegangen", es "la solicitud salió bien", pt "o pedido deu certo"): the act
 * succeeded (claims_done), as "your refund went through" already reads. Not in a question or a condition. */
export const WENT_THROUGH_39 = rx(
  r`\bthe (?:application|claim|submission|renewal|form|return) (?:went|has gone|got) through(?: (?:fine|ok|okay|alright|successfully|without (?:a hitch|problems|issues)))?\b|\b(?:der|die|das) (?:antrag|zahlung|auftrag|buchung|anmeldung|uberweisung) (?:ist|sind) (?:gut |problemlos )?durchgegangen\b|\b(?:la|el) (?:solicitud|pago|tramite|reserva|transferencia) (?:salio bien|se completo)\b|\b(?:o|a) (?:pedido|pagamento|solicitacao|reserva|transferencia) deu certo\b`,
);

/** done39: a lookup told as opening the thing with a read tool ("I opened your claim with get_claim", "pulled up your
 * account using lookup_account"): what the agent read, not an act done (no claims_done). */
export const OPENED_WITH_READ_TOOL_39 = rx(
  r`\b(?:opened|pulled up|looked up|checked|loaded|fetched|retrieved|read) (?:your|the) [\w' -]{1,40}? (?:with|using|via|through) (?:get|fetch|lookup|search|list|read|check|find|view|query|show)_\w+`,
);

/** done39: a status of several records the reply has just listed ("Both are confirmed and fully paid.", "All three are
 * booked and paid"): what the records say, not this reply's act (no claims_done) — unless told as just done ("both are
 * booked now"). */
export const RECORDS_STATUS_39 = rx(
  r`^(?:both|all|each|all of them|both of them|all (?:two|three|four|five) of them|they|these|those)(?: (?:one|ones|bookings|reservations|orders))? (?:are|is|were|was) (?:already )?(?:confirmed|paid|fully paid|paid in full|booked|active|ticketed|valid|in order)(?: and (?:fully )?(?:paid|confirmed|ticketed|active|valid)(?: in full)?)?[.!]?$`,
);

/** done39: what the user did themselves, named as a thing they sent or asked for ("The policy number you sent, …", es
 * "que pidió el año pasado", pt "que você enviou", fr "que vous avez envoyé", it "che ha inviato", de "die Sie
 * geschickt haben"): the user's act, not the agent's; the span is taken out before done is read. */
export const USERS_OWN_ACT_39 = anyOfGlobal(
  r`(?<=\b(?:the|that|this|those|these) (?:[\w-]+ ){1,3}(?:that |which )?)you(?:'ve| have| had)? (?:just |already )?(?:sent|gave|given|entered|typed|provided|ordered|requested|asked for|submitted|uploaded|booked|made)\b`,
  r`\bque (?:usted |tu |vous |voce |lei )?(?:pidio|pediste|envio|enviaste|solicito|solicitaste|hizo|hiciste|reservo|reservaste|pediu|enviou|solicitou|fez|reservou|avez envoye|avez demande|as envoye|as demande)\b`,
  r`\bche (?:lei |tu )?(?:ha|hai) (?:inviato|chiesto|richiesto|prenotato|ordinato)\b|\b(?:die|den|das) (?:sie|du) [^.;?!]{0,30}?(?:geschickt|gesendet|bestellt|beantragt|angegeben) (?:haben|hast)\b`,
);

/** done39: a time that dates the act in the past in words PAST_TIME lacks — es "se envió el martes", pt "na terça
 * passada", fr "mardi dernier", it "martedì scorso", de "letzten Dienstag", en "within the last 24 hours": a record of
 * when it was done, not this reply's act. Not a booking's own day ("para el martes"). */
export const PAST_TIME_39 = anyOf(
  r`(?<!\b(?:para|hasta|desde|a partir del|antes del|despues del) )\bel (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b(?! (?:que viene|proximo)\b)`,
  r`\b(?:na|no) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:-feira)? passad[oa]\b|\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) dernier\b|\b(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica) scors[oa]\b|\bletzten (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b`,
  r`\bwithin the (?:last|past) (?:\d+|twenty-four|24|48|seventy-two) (?:hours|days)\b|\bem \d{1,2} de (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b`,
  // relay40: pt-PT "foi emitido a 12 de abril", and a record named by its date (pt "o pagamento de 19 de março").
  r`(?<!\b(?:ate|para|partir|antes|depois|\d{1,2}) )\ba \d{1,2} de (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b|\b(?:pagamento|transferencia|reembolso|compra|encomenda|pago|transaccion|devolucion) (?:de|del) \d{1,2} de (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|enero|febrero|marzo|mayo|junio|julio|septiembre|setiembre|octubre|noviembre|diciembre)\b`,
);

/** done39: what the agent says it sees in the records ("Veo que … la notificación se envió a un domicilio antiguo", pt
 * "Vi que o pagamento foi feito …", "I can see that the letter was sent to your old address", fr "je vois que", it
 * "vedo che", de "ich sehe, dass"): a record read, so its passives report no act of this reply. */
export const RECORD_SEEN_39 = rx(
  r`\b(?:veo que|vi que|vejo que|(?:i|we) (?:can )?see (?:that|here that)|i noticed (?:that )?|je vois (?:que|qu')|vedo che|ho visto che|ich sehe,? dass)`,
);

/** done39: a change dated by the next cycle and then its day ("effective from your next billing cycle on June 1"):
 * the day the change starts, not when it was made; removed before PAST_TIME is read. */
export const NEXT_CYCLE_DAY_39 = anyOfGlobal(
  r`\b(?:from|starting|effective|as of|starting from|effective from) (?:the |your )?next (?:billing )?(?:cycle|month|period|week|bill|invoice|statement)(?:,? (?:on|of|from) (?:the )?(?:\d{1,2}(?:st|nd|rd|th)? (?:of )?[a-z]+|[a-z]+ \d{1,2}(?:st|nd|rd|th)?)| \(\d{1,2} [a-z]+\.?\))?`,
);

/** done39: a done told without its subject — the thing first, then its participle and what it was for ("Repeat
 * prescription requested for amlodipine.", "Blood test booked for Tuesday", es "Cita solicitada para el lunes", pt
 * "Segunda via pedida para o seu endereço"), as a status line says it (claims_done; not negated, not a question, no
 * finite verb after it: "Documents requested for the visa are listed below" is a rule). */
export const SUBJECTLESS_DONE_39 = rx(
  r`^(?!(?:the|a|an|any|all|some|most|as|documents?|items?|products?|goods|you|they|he|she|it|we|who|which|that|what|if|when|once|nothing|no|none|not|never|still|already|\d)\b)(?:(?!(?:not|never|no|was|were|is|are|has|have|had|been|be|fue|fueron|foi|foram|war|waren|ist|sind|wurde|wurden|est|sont|e|sono|ha|han|a|ont)\b)[\w-]+ ){1,3}(?:requested|submitted|renewed|ordered|filed|lodged|booked|reserved|raised|logged|sent|arranged|solicitad[oa]|reservad[oa]|enviad[oa]|richiest[oa]|prenotat[oa]|inviat[oa]|beantragt|bestellt|gebucht)(?: (?:for|to|with|on|at|para|por|per|pour|fur|am|em|en|in)\b(?:(?! (?:must|should|will|can|may|need|needs|is|are|has|have|were|was|es|son|est|sont|e|sono|ist|sind|deben|devem|devono|mussen)\b)[^.;?!]){0,60})?[.!]?$`,
);

/** done39: a future or a pending state inside a German passive's gap ("Sie ist noch in Bearbeitung und wird
 * voraussichtlich am Donnerstag versendet"): the thing will be done, it is not done (response-check.ts, OTHER_DONE). */
export const DE_NOT_YET_INSIDE_39 = local(r`\b(?:wird|werden|voraussichtlich|noch in|demnachst|bald)\b`);

/** done39: a terse refusal with its subject dropped, at the start or after an emoji that ends what came before ("Won't
 * draft a fake job offer letter", "… sorted from 1 March 👍 Can't go back further than that though"): declines. Only
 * verbs of what the agent would do (not "won't be long", "can't wait", "won't work"). */
export const DECLINE_SUBJECTLESS_39 = rx(
  r`(?:^|\s[^\x00-\x7f]{1,3}\s)(?:sorry,? |nope,? )?(?:won't|will not|not gonna|not going to|can't|cannot) (?:draft|write|create|make|forge|fake|produce|generate|help (?:with|you)|do (?:that|this|it|a|an|the|fake|false)|share|give out|hand out|provide|send|process|book|issue|fill|sign|submit|file|disclose|release|pass on|bypass|override|look up|backdate|go (?:back|any further|further|beyond|past|earlier))\b`,
);

/** done39: a can't on telling who someone is or what another person has ("I can't look up who owns the card", "I'm not
 * able to look up what benefits your ex-partner is getting", "i cant tell you whos been ordering on your roommates
 * account", es "no puedo decirte quién …", fr "je ne peux pas vous dire qui …", it "non posso dirti chi …", pt "não
 * posso dizer quem …", de "ich kann Ihnen nicht sagen, wer …"): an answer withheld — declines, not a lookup failure. */
export const CANT_TELL_WHO_39 = anyOf(
  r`\b(?:i|we)(?:'m| am|'re| are)? (?:can't|cannot|can not|cant|unable to|not able to) (?:look up|check|see|find out|tell you|tell|say|share|confirm|disclose)(?: you)? (?:who|whose|who's|whos)\b`,
  r`\b(?:i|we)(?:'m| am|'re| are)? (?:can't|cannot|can not|cant|unable to|not able to) (?:look up|check|see|find out|tell you|tell|say|share|confirm|disclose)(?: you)? (?:what|which|where|how much|whether|if)\b[^.;?!]{0,50}?\b(?:your|his|her|their) (?:ex|ex-partner|ex-wife|ex-husband|partner|roommate|flatmate|housemate|neighbour|neighbor|husband|wife|spouse|son|daughter|mother|father|brother|sister|friend|colleague|boss|landlord|tenant)s?\b`,
  r`\b(?:no (?:puedo|podemos) (?:decirte|decirle|consultar|ver|averiguar)|nao (?:posso|podemos|consigo) (?:dizer|consultar|ver|informar)|je ne (?:peux|pourrai) pas (?:vous |te )?(?:dire|consulter|chercher)|non (?:posso|possiamo) (?:dirti|dirle|consultare|vedere)|ich kann (?:ihnen |dir )?nicht (?:sagen|nachsehen|herausfinden))\b,? (?:quien|quem|qui|chi|wer)\b`,
);

/** done39: a refusal told impersonally of the request through this channel or for another person — "the change cannot
 * be filed through this service", es "No se puede tramitar la baja del padrón de otra persona desde tu cuenta", pt "não
 * é possível alterar … de outra pessoa", fr "on ne peut pas … pour un tiers", it "non si può … di un'altra persona",
 * de "… kann nicht über diesen Dienst eingereicht werden": declines. */
export const DECLINE_IMPERSONAL_39 = anyOf(
  r`\b(?:cannot|can't|can not|can no longer) be (?:filed|submitted|processed|done|made|changed|amended|lodged|handled|completed|actioned|arranged|booked|issued|requested|cancell?ed) (?:through|via|by|with|in|from|on) (?:this|our) (?:service|channel|chat|assistant|portal|line|app|tool)\b`,
  r`\bno se (?:puede|pueden|permite) (?:tramitar|gestionar|hacer|realizar|solicitar|cambiar|modificar|dar de baja|cancelar|presentar|consultar)\b[^.;?!]{0,60}?\b(?:de otra persona|de otr[oa]s? (?:personas?|usuari[oa]s?|titular(?:es)?)|de terceros|ajen[oa]s?|(?:desde|por) (?:tu|su|esta|este) (?:cuenta|canal|chat|servicio|app|via))\b`,
  r`\bnao (?:e possivel|da para|se pode) (?:\S+ ){1,3}?[^.;?!]{0,40}?\b(?:de outra pessoa|de terceiros|por (?:este|esta) (?:canal|chat|servico|via)|pela (?:sua|tua) conta)\b`,
  r`\b(?:on ne peut pas|il n'est pas possible de|il est impossible de) [^.;?!]{0,50}?\b(?:d'une autre personne|d'un tiers|pour un tiers|par ce (?:canal|service|chat)|depuis (?:votre|ton) compte)\b`,
  r`\bnon (?:si puo|si possono|e possibile) [^.;?!]{0,50}?\b(?:di un'altra persona|di terzi|per conto di terzi|tramite questo (?:canale|servizio)|da questo (?:account|canale)|dal (?:tuo|suo) account)\b`,
  r`\b(?:kann|konnen) [^.;?!]{0,50}?\bnicht (?:uber|via|in) (?:diesen|diesem|unseren|unserem) (?:dienst|kanal|chat|portal)\b`,
);

/** done39: "there is no way for me to" — pt "não tem como (eu) trocar …", es "no hay forma de cambiar …", it "non c'è
 * modo di …", fr "il n'y a pas moyen de …", de "es gibt keine Möglichkeit, … zu", en "there's no way for me to …":
 * declines. done44: the same reach said in the first person ("I have no way of seeing …", it "Non ho modo di vedere
 * …", es "no tengo forma de …", pt "não tenho como …", fr "je n'ai aucun moyen de …", de "ich habe keine Möglichkeit"). */
export const NO_WAY_TO_39 = rx(
  r`\bnao (?:tem|ha) como (?:eu |nos |a gente )?[a-z]+(?:ar|er|ir)\b|\bno hay (?:forma|manera|modo) de (?:que (?:yo )?)?[a-z]+\b|\bnon c'e (?:modo|verso|maniera) di\b|\b(?:il n'y a )?(?:pas|aucun) moyen de\b|\bes gibt keine moglichkeit\b[^.;?!]{0,60}?\bzu\b|\b(?:there's|there is) no way (?:for (?:me|us) to|(?:i|we) can|(?:i|we) could)\b|\b(?:i|we) (?:have|'ve got) no (?:way|means) (?:of|to)\b|\bnon (?:ho|abbiamo) (?:alcun |nessun )?(?:modo|maniera|mezzo) di\b|\bno (?:tengo|tenemos) (?:forma|manera|modo|como) de\b|\bnao (?:tenho|temos) (?:como|forma de|maneira de)\b|\b(?:je|nous) n'(?:ai|avons) (?:aucun|pas de) moyen de\b|\b(?:ich|wir) (?:habe|haben|hab) keine moglichkeit\b`,
);

/** done39: a could-not whose ground is that what was asked for ran out — "was not possible to book the car, the agency
 * has no more automatic cars", pt "Não consegui reservar o quarto: o hotel não tem mais disponibilidade", es "no pude
 * reservar, no quedan plazas", it "non sono riuscito a prenotare, non ci sono più posti", fr "je n'ai pas pu réserver,
 * il n'y a plus de place", de "ich konnte … nicht buchen, es gibt keine … mehr": a failure, it flags and does not
 * decline (docs/score.md 'Where the signals meet': something ran out). */
export const COULD_NOT_RAN_OUT_39 = rx(
  r`\b(?:(?:was|is) not possible|wasn't possible|couldn't|could not|was unable to|wasn't able to|nao consegui|nao foi possivel|no pude|no fue posible|non sono riuscit[oa]|non e stato possibile|je n'ai pas pu|il n'a pas ete possible|ich konnte|wir konnten)\b[^.;?!]{0,80}?\b(?:no more|no longer ha(?:s|ve)|ha(?:s|ve) no (?:more )?(?:\w+ )?(?:available|left|availability)|nao tem mais|ja nao tem|sem disponibilidade|no (?:queda|quedan|hay mas)|no tiene(?:n)? (?:mas )?disponibilidad|non (?:ha|hanno) piu|non ci sono piu|n'a plus|il n'y a plus|plus de (?:place|chambre|disponibilite)|keine [^.;?!]{0,20}mehr|sold out|fully booked|esgotad[oa]|agotad[oa]|lotad[oa])`,
);

/** done39: a request for the missing piece told as what the agent needs or lacks, with the verb first or inverted — de
 * "Für die Abfrage brauche ich noch Ihre Kundennummer", fr "Il me manque ton numéro fiscal pour lancer la simulation",
 * es "Me falta su número de expediente", it "Mi serve ancora il tuo codice", pt "Falta-me o seu NIF": asks. */
export const NEED_INVERTED_39 = rx(
  r`\b(?:brauche|benotige) ich (?:noch |dann |zuerst |erst |nur )?(?:ihre|deine|ihren|deinen|ihr|dein)\b|\bil me (?:manque|faut) (?:encore |juste |seulement )?(?:ton|ta|tes|votre|vos)\b|\bme (?:falta|faltan) (?:todavia |aun )?(?:tu|su|tus|sus)\b|\bmi (?:manca|mancano|serve|servono) (?:ancora |solo )?(?:il tuo|la tua|il suo|la sua|i tuoi|le tue|i suoi|le sue)\b|\b(?:falta-me|me falta|faltam-me|me faltam) (?:ainda )?(?:o seu|a sua|o teu|a tua|os seus|as suas)\b`,
);

/** done39: a terse request for an identifier or a resend, with only "please" to make it one — "user id pls", it
 * "rimandamelo per favore", es "reenvíamelo por favor", pt "manda de novo por favor", fr "renvoie-le-moi stp", de "schick
 * sie mir bitte nochmal": asks. */
export const ASK_TERSE_PLEASE_39 = rx(
  r`^(?:[\w-]+ ){0,3}(?:id|number|no|code|ref|reference|email|e-mail|postcode|zip(?: code)?|dob|date of birth|account|iban|nif|nie|cpf|pesel|pin) (?:please|pls|plz|por favor|bitte|svp|s'il vous plait|per favore)[.!]?$|\b(?:rimandamel[oaie]|rimandameli|mandamel[oaie] di nuovo|inviamel[oaie] di nuovo|reenviamel[oa]|mandamel[oa] otra vez|envia(?:-mo| de novo)|manda de novo|renvoie-le-moi|renvoyez-le-moi|schick (?:es|ihn|sie) mir (?:bitte )?(?:nochmal|erneut))\b`,
);

/** done39: a question a terse message leaves without "?" — "want the ramipril too", "which one changed school", es
 * "quieres también el …", it "vuoi anche …", pt "quer também …": asks (only in a sentence that ends without a stop). */
export const ASK_TERSE_QUESTION_39 = rx(
  r`^(?:and |also |oh,? )?(?:do you |you )?want (?:the|me to|it|that|them|a|an|some|any|this|those|these)\b[^.;?!]{0,40}$|^which (?:one|of (?:them|the two|these|those|the)|[\w-]+)\b[^.;?!]{1,60}$|^(?:y )?(?:quieres|quiere|vuoi|vuole|queres|quer) (?:tambien |anche |tambem )?(?:el|la|los|las|il|lo|gli|le|o|a|os|as|que)\b[^.;?!]{0,40}$`,
);

/** done39: which-question after a count with its stop dropped ("… (born 2012 and 2016). which one changed school"). */
export const WHICH_AFTER_STOP_39 = rx(r`\. which (?:one|of (?:them|the two|these|those))\b[^.;?!]{1,60}$`);

/** done39: a tag question after a statement of feeling ("Can't believe how long these renewals take, right?", "Such a
 * pain, isn't it?"): rhetorical, it asks nothing. */
export const RHETORICAL_TAG_39 = rx(
  r`^(?:can't believe|cannot believe|crazy how|funny how|amazing how|such a (?:pain|hassle|faff)|what a (?:pain|hassle|faff|day|week)|typical|gotta love|love how)\b[^?]{0,80}?,? (?:right|eh|huh|isn't it|don't you think|am i right)\?[\s"')]*$`,
);

/** done39: a first-person can't drawn from what comes before it ("… it can't be changed after booking, so I'm unable to
 * move it to Thursday", es "así que no puedo", pt "por isso não consigo", fr "donc je ne peux pas", it "quindi non
 * posso", de "daher kann ich … nicht"): the agent refuses this request, whatever window the ground names. */
export const SO_I_CANT_39 = rx(
  r`\b(?:so|therefore|which means|hence|thus),? (?:i|we)(?:'m| am|'re| are)? (?:can't|cannot|can not|unable to|not able to|won't be able to)\b|\b(?:asi que|por lo que|por (?:eso|ello)) no (?:puedo|podemos)\b|\b(?:por isso|entao|portanto) (?:eu )?nao (?:posso|podemos|consigo|conseguimos)\b|\bdonc,? (?:je|nous) ne (?:peux|pouvons)\b|\b(?:quindi|percio|pertanto) non (?:posso|possiamo|riesco)\b|\b(?:daher|deshalb|deswegen|also) (?:kann|konnen) (?:ich|wir)\b[^.;?!]{0,40}?\bnicht\b`,
);

/** done39: "I don't have access to X" in the other languages (es "no tengo acceso a …", pt "não tenho acesso a …", fr "je
 * n'ai pas accès à …", it "non ho accesso a …", de "ich habe keinen Zugriff auf …"): beside an ask or a hand-off it
 * tells what is missing before acting (response-check.ts, missingPieceBeside; docs/score.md). The English form is left to
 * the channel and reach patterns: measured, it turned a refusal on who alone may act into a missing piece. */
export const NO_ACCESS_OTHER_LANG_39 = local(
  r`\bno (?:tengo|tenemos) acceso\b|\bnao (?:tenho|temos) acesso\b|\b(?:je n'ai|nous n'avons) pas (?:d')?acces\b|\bnon (?:ho|abbiamo) (?:l')?accesso\b|\b(?:ich habe|wir haben) keinen? (?:zugriff|zugang)\b`,
);

/** done39: the fact a refusal rests on told as a closed, locked or lapsed state of this request's thing ("A conta …
 * está encerrada desde março", "the period is closed", es "ya está cerrada", de "ist gesperrt", it "è già chiuso"):
 * what stands in the way, not a piece the next person could supply (response-check.ts, refusesOnFact). */
export const LOCKED_STATE_39 = local(
  r`\b(?:closed|encerrad[oa]s?|fechad[oa]s?|cerrad[oa]s?|fermee?s?|chius[oa]|geschlossen|gesperrt|locked|bloquead[oa]s?|bloquee?s?|bloccat[oa]|expired|lapsed|vencid[oa]s?|caducad[oa]s?|scadut[oa]|abgelaufen|terminated|cancell?ed|annulee?|cancelad[oa]|annullat[oa]|storniert)\b`,
);

// ---------------------------------------------------------------------------------------------------------------------
// party40 (issue 16, fortieth round): the twenty-second set's flags kinds — the other party's act that stands in the
// way, records against the request, two matching records, a locked thing told as done by others — written as
// mechanisms for their family in English and es/de/fr/it/pt, with the over-reads they must not make.
// One self-contained block so parallel rounds merge by appending.

/** The other party on a marketplace or on-demand platform: a host, sitter, walker, courier, driver, tradesperson,
 * buyer or seller, a bank or carrier (es/de/fr/it/pt, loanwords included). */
const OTHER_PARTY_40 = r`(?:host|hostess|(?:pet |dog |cat |house |baby ?)?sitter|(?:dog )?walker|courier|driver|rider|plumber|electrician|technician|cleaner|handyman|tasker|professional|buyer|seller|bank|carrier|restaurant|store|shop|merchant|landlord|anfitrion|anfitriona|paseador|paseadora|cuidador|cuidadora|repartidor|repartidora|conductor|conductora|chofer|mensajero|paqueteria|fontanero|plomero|tecnico|comprador|compradora|vendedor|vendedora|banco|restaurante|comercio|tienda|gastgeber|gastgeberin|betreuer|betreuerin|kurier|zusteller|zustellerin|fahrer|fahrerin|sanitar|installateur|elektriker|techniker|handwerker|kaufer|kauferin|verkaufer|verkauferin|hote|hotesse|gardien|gardienne|promeneur|livreur|livreuse|chauffeur|coursier|plombier|electricien|technicien|acheteur|acheteuse|vendeur|vendeuse|banque|transporteur|corriere|autista|idraulico|elettricista|acquirente|venditore|banca|ristorante|fattorino|anfitriao|anfitria|passeador|entregador|entregadora|motorista|motoboy|encanador|canalizador|eletricista|diarista|transportadora|estafeta)`;

/** party40: a disruption told by or of the other party — the host, sitter, walker or tradesperson called the job off
 * ("the host cancelled", es "el paseador canceló", de "Der Sanitär hat den Termin … abgesagt", "der Host hat … gecancelt",
 * fr "le plombier a annulé", it "il sitter ha cancellato", pt "o pet sitter cancelou a visita"), did not come or cannot
 * come (fr "le plombier peut pas venir", "didn't turn up", pt "não apareceu"), marked it delivered to the wrong place or
 * reported it returned ("the courier marked it delivered to the wrong building", "the driver reported the item as
 * returned"), left it with a neighbour (fr "avoir laissé le sac chez le voisin"), could not get in (fr "le livreur n'a
 * pas pu entrer"), got stuck (pt "o entregador ficou parado no trânsito"), opened a dispute or claim (es "el comprador
 * abrió un claim", pt "o comprador abriu uma disputa"), sent the money back (pt "o banco devolveu-o", "the bank
 * returned it") or will not refund (es "no va a devolver la fianza"). flags: it stands between the user and the thing.
 * Not the other party's normal act ("the host confirmed", de "der Fahrer ist unterwegs", pt "o entregador já saiu"),
 * nor a present-tense rule ("if the host cancels"). */
export const OTHER_PARTY_DISRUPTION_40 = anyOf(
  r`\b${OTHER_PARTY_40}\b[^.;?!]{0,40}?\b(?:cancell?ed|called off|pulled out|backed out|no-showed|cancelo|cancelou|cancelaram|cancelaron|desmarcou|(?:a|ont) (?:annule|decommande)|ha (?:cancellato|annullato|disdetto)|hanno (?:cancellato|annullato|disdetto)|(?:hat|haben)\b[^.;?!]{0,40}?\b(?:abgesagt|storniert|gecancelt|gecancelled|annulliert)|sagte\b[^.;?!]{0,30}?\bab)\b`,
  r`\b${OTHER_PARTY_40}\b[^.;?!]{0,30}?\b(?:didn't|did not|never|has not|hasn't|wasn't|was not) (?:turn(?:ed)? up|show(?:ed)? up|arrive|come|pick(?:ed)? (?:it )?up)\b|\b${OTHER_PARTY_40} (?:not )?(?:turning up|showing up|no-show)\b|\b${OTHER_PARTY_40}\b[^.;?!]{0,30}?\b(?:no (?:aparecio|se presento|llego|vino|pudo (?:ir|venir|entrar|llegar))|(?:n'est pas|ne s'est pas) (?:venue?|presentee?)|(?:ne )?(?:peut|pourra|pouvait) pas (?:venir|passer)|n'a pas pu (?:entrer|acceder|livrer|venir|passer)|ist nicht (?:erschienen|gekommen)|kann\b[^.;?!]{0,20}?\bnicht kommen|konnte\b[^.;?!]{0,20}?\bnicht (?:zustellen|liefern|kommen|hinein)|non (?:si e presentat[oa]|e venut[oa]|e arrivat[oa]|puo venire|potra venire|e riuscit[oa] a (?:entrare|consegnare))|nao (?:apareceu|compareceu|veio|pode (?:vir|ir)|conseguiu (?:entrar|entregar)))\b`,
  r`\b${OTHER_PARTY_40}\b[^.;?!]{0,30}?\b(?:marked|reported|logged|scanned|registered|marco|reporto|registro|a (?:marque|signale|declare)|hat\b[^.;?!]{0,20}?\b(?:markiert|gemeldet)|ha (?:segnato|segnalato|registrato)|marcou|reportou|registrou)\b[^.;?!]{0,30}?\b(?:as )?(?:delivered to the wrong|returned|lost|damaged|undeliverable|refused|como (?:entregad[oa] en otr|devuelt|perdid|extraviad)|comme (?:livree? a une autre|retourne|perdu|refuse)|als (?:zuruckgesendet|verloren|unzustellbar)|come (?:restituit|smarrit|reso)|como (?:entregue (?:em|no|na) outr|devolvid|extraviad|perdid))`,
  r`\b${OTHER_PARTY_40}\b[^.;?!]{0,40}?\b(?:left (?:it|them|the [\w-]+|your [\w-]+) (?:with|at) (?:a|the|your) neighbou?r|(?:avoir )?laisse\b[^.;?!]{0,20}?\bchez (?:le|la|un|une) voisin|dejo\b[^.;?!]{0,20}?\bcon (?:el|la|un|una) vecin|(?:beim|bei der|bei einem|bei einer) nachbar\w* (?:abgegeben|hinterlegt|gelassen)|lasciato\b[^.;?!]{0,20}?\bdal (?:vicino|portiere)|deixou\b[^.;?!]{0,20}?\bcom (?:o|a|um|uma) vizinh)`,
  r`\b${OTHER_PARTY_40}\b[^.;?!]{0,20}?\b(?:got stuck|was stuck|is stuck|ficou (?:parad|pres)[oa]|se quedo (?:atascad|parad)[oa]|(?:est|etait) coince|(?:steckt|steckte|stand) im stau|(?:e|era) rimast[oa] bloccat[oa])\b`,
  r`\b${OTHER_PARTY_40}\b[^.;?!]{0,20}?\b(?:(?:has |have )?(?:opened|filed|raised|started) (?:a |an )?(?:dispute|claim|chargeback|case|complaint)|abrio (?:un|una) (?:claim|reclamo|reclamacion|disputa|caso|contracargo)|abriu (?:uma|um) (?:disputa|reclamacao|claim|contestacao|chargeback)|a (?:ouvert|depose) (?:un|une) (?:litige|reclamation|contestation|claim)|ha aperto (?:un|una) (?:contestazione|controversia|disputa|reclamo|claim)|(?:hat|haben)\b[^.;?!]{0,20}?\b(?:einen|eine) (?:fall|streitfall|reklamation|beschwerde|claim|ruckbuchung) (?:eroffnet|eingereicht|erhoben)|says?\b[^.;?!]{0,30}?\b(?:arrived|came) (?:damaged|broken)|dice che\b[^.;?!]{0,30}?\be arrivat[oa] (?:con|rott|danneggiat)|dice que\b[^.;?!]{0,30}?\bllego (?:rot|danad)|dit que\b[^.;?!]{0,30}?\best arrivee? (?:abime|casse|endommage))`,
  r`\b${OTHER_PARTY_40}\b[^.;?!]{0,30}?\b(?:asked you to|wants you to|told you to|te pidio que|le pidio que|ti ha chiesto di|le ha chiesto di|pediu (?:para|que) (?:voce|o senhor|a senhora)|vous a demande de|t'a demande de|hat (?:sie|dich) (?:gebeten|aufgefordert))\b[^.;?!]{0,20}?\b(?:pay|pagar|pagues|pague|pagare|payer|zahlen|zu zahlen|pagasse)\b[^.;?!]{0,20}?\b(?:off[- ]platform|outside (?:the|our) (?:platform|app|site)|fuera de la (?:plataforma|app)|fuori (?:dalla )?(?:piattaforma|app)|hors de la plateforme|hors plateforme|ausserhalb der (?:plattform|app)|fora da (?:plataforma|app))`,
  r`\b(?:bank|banco|banque|bank|banca)\b[^.;?!]{0,20}?\b(?:returned|rejected|bounced|reversed|sent (?:it|the money|the refund|the payment) back|devolveu|recusou|rejeitou|estornou|devolvio|rechazo|(?:l'a |les a |a )(?:renvoye|rejete|refuse|retourne)|hat\b[^.;?!]{0,20}?\b(?:zuruckgebucht|zuruckgewiesen|abgelehnt|zuruckgeschickt)|(?:l'ha |ha )(?:respint|restituit|rifiutat|rimandat)[oa])\b`,
  r`\b${OTHER_PARTY_40}\b[^.;?!]{0,20}?\b(?:won't|will not|refuses to|refused to|doesn't want to|no va a|no quiere|se niega a|ne va pas|refuse de|ne veut pas|will nicht|weigert sich|non vuole|si rifiuta di|nao vai|nao quer|se recusa a) (?:refund|return|give back|pay|devolver|reembolsar|pagar|rembourser|rendre|payer|erstatten|zuruckzahlen|zuruckgeben|zahlen|rimborsare|restituire|pagare)\b`,
);

/** party40: this request's thing held, suspended or stuck, told as its state — on hold (es "tu payout está on hold",
 * "is on hold because", fr "est en attente car", pt "está retido"), suspended on record (it "risulta sospeso", es "figura
 * suspendido", pt "consta suspenso", fr "apparaît suspendu"), a parcel without a new scan (de "seit 6 Tagen im
 * Verteilzentrum …, ohne neuen Scan", "no new scan for 6 days", es "sin nuevo escaneo", fr "sans nouveau scan", it "senza
 * nuove scansioni", pt "sem nova leitura"), a thing stuck for days (pt "está parada há 3 dias", "stuck for 5 days", es
 * "detenido hace 4 días", fr "bloqué depuis 3 jours", it "fermo da 3 giorni", de "hängt seit 3 Tagen"). flags. Not the agent's own act ("I've put it on hold"). */
export const HELD_OR_STUCK_40 = anyOf(
  r`\b(?:is|are|esta|estan|ist|sind|est|sont|e|sono|fica|ficou)\b (?:currently |still |temporarily |actualmente |todavia |aun |noch |encore |ancora |ainda )?on hold (?:because|since|pending|while|as|porque|por|mientras|car|parce|weil|da|perche|per|enquanto)\b|\b(?:esta|estan) (?:retenid[oa]s?|en espera) (?:porque|hasta|mientras)\b|\b(?:est|sont) (?:retenue?s?|bloquee?s?|en attente) (?:car|parce|jusqu'a|tant que)\b|\b(?:ist|sind) (?:zuruckgehalten|blockiert|eingefroren) (?:weil|bis)\b|\b(?:e|sono) (?:trattenut|bloccat)[oaie] (?:perche|fino)\b|\b(?:esta|estao|ficou|ficaram) (?:retid|bloquead)[oa]s? (?:porque|ate|enquanto)\b`,
  r`\b(?:risulta(?:no)?|figura|consta|aparece|apparait|erscheint (?:als)?) (?:gia |ya |ja |deja |bereits )?(?:sospes|suspendid|suspens|bloccat|bloquead|disattivat|desactivad|desativad)[oaie]s?\b|\b(?:apparait|figure) (?:comme )?(?:suspendue?|bloquee?|desactivee?)\b`,
  r`\b(?:ohne|without|with no|sin|sans|senza|sem) (?:a |any |einen |un |una |uma |um )?(?:neuen?|new|further|nuevo|nueva|nouveau|nouvelle|nuov[oaie]|nov[oa]|weiteren?) (?:scans?|scan-?ereignis|tracking update|escaneos?|lecturas?|scansion[ie]|leituras?|escaneamentos?|movimiento|mouvement|bewegung|movimento|aktualisierung|atualizacao|actualizacion)\b|\bno (?:new |further )?(?:scans?|tracking updates?|movement) (?:for|in|since) (?:\d+|two|three|four|five|six|seven|several) (?:days|weeks)\b|\bseit \d+ (?:tagen|wochen)\b[^.;?!]{0,40}?\b(?:im|in der|beim) (?:verteilzentrum|paketzentrum|depot|zoll|lager)\b`,
  r`\b(?:(?:has been |have been |is |are |was |been )?stuck|parad[oa]s?|pres[oa]s?|atascad[oa]s?|detenid[oa]s?|bloquee?s?|coincee?s?|bloccat[oa]|ferm[oa]|feststeckt|festhangt|liegt|hangt)\b (?:(?:for|ha|hace|depuis|da|seit|por) (?:mais de |mas de |plus de |piu di |uber |over |more than )?${DIGITS_39} (?:days|weeks|dias|semanas|jours|semaines|giorni|settimane|tagen|wochen)|(?:there )?(?:since|desde|depuis|dal|seit) (?:last |el |le |il |o |a )?(?:week|semana|semaine|settimana|woche|monday|tuesday|wednesday|thursday|friday|lunes|martes|lundi|mardi|montag|dienstag|lunedi|martedi|segunda|terca)\b)`,
);

/** party40: a locked thing told as done by others before the agent could act — money already gone out (pt "o repasse
 * … já saiu hoje às 9h", es "el pago ya salió", "the payout already went out", fr "le virement est déjà parti", it "il
 * bonifico è già partito", de "die Auszahlung ist bereits raus"), a thing already sold (es "ya se vendió", "has already
 * sold", fr "a déjà été vendu", it "è già stato venduto", de "wurde bereits verkauft", pt "já foi vendido"), a ride or
 * job begun and still running (de "hat um 08:52 begonnen und läuft noch"), orders that were already on the way (es "ya
 * estaban en camino", "were already out for delivery"); the thing already in the other party's account (pt "os pontos já
 * estão na conta do parceiro"); the user's things moved out of the user's account to another (pt "os itens foram
 * transferidos da sua conta … para outro jogador", not the agent's own "I transferred"). flags. Not the present "the courier is on the way", nor a
 * person who left (pt "o entregador já saiu"): the subject is the money or the thing. */
export const LOCKED_BY_OTHERS_40 = anyOf(
  r`\b(?:repasse|pagamento|transferencia|pix|saque|payout|payment|transfer|pago|deposito|virement|paiement|versement|auszahlung|zahlung|uberweisung|bonifico|pagamento|accredito)\b(?:[^.;?!]|\.\d){0,40}?\b(?:ja saiu|ja foi (?:enviad|pag|transferid)[oa]|ya salio|ya se (?:envio|pago|transfirio)|already (?:went out|left|been sent|been paid out)|has already gone|est deja (?:parti|envoye|verse)|a deja ete (?:envoye|verse|emis)|ist (?:bereits|schon) (?:raus|unterwegs|uberwiesen|ausgezahlt|veranlasst)|wurde (?:bereits|schon) (?:uberwiesen|ausgezahlt)|e gia (?:partit|stat[oa] (?:inviat|accreditat|emess))[oa])\b`,
  r`\b(?:ya se vendio|ya (?:fue|esta) vendid[oa]|(?:has|have|had|was|were) already (?:been )?sold|already sold|a deja ete vendue?|(?:est|sont) deja vendue?s?|wurde (?:bereits|schon) verkauft|ist (?:bereits|schon) verkauft|e gia stat[oa] vendut[oa]|(?:e|sono) gia vendut[oaie]|ja foi vendid[oa]|ja (?:esta|estao) vendid[oa]s?)\b`,
  r`\b(?:begonnen|gestartet|angefangen) und (?:lauft|laufen) noch\b|\b(?:started|began|begun) at [\d:.]+ ?(?:am|pm|h)?,? and (?:is|it's) still (?:running|in progress|ongoing|under way|underway)\b|\b(?:empezo|comenzo|inicio) a las [\d:.]+ y (?:sigue|todavia esta) en curso\b|\b(?:a commence|a debute) a [\d h:.]+ et (?:est )?(?:toujours|encore) en cours\b|\b(?:e iniziat[oa]|e partit[oa]) alle [\d:.]+ e (?:e )?ancora in corso\b|\bcomecou as [\d h:.]+ e (?:ainda )?(?:esta )?em (?:curso|andamento)\b`,
  r`\b(?:ya (?:estaba|estaban|iba|iban) en camino|(?:was|were) already (?:on (?:the|their|its) way|out for delivery|in transit|dispatched)|(?:etait|etaient) deja en (?:route|chemin|cours de livraison)|(?:war|waren) (?:bereits|schon) (?:unterwegs|in zustellung|versandt)|(?:era|erano) gia (?:in viaggio|in consegna|stat[ie] spedit[ie])|ja (?:estava|estavam) a caminho|ja (?:estava|estavam) em (?:transito|rota de entrega))\b`,
  r`\b(?:already|ya|deja|gia|bereits|schon|ja)\b (?:(?:is|are|esta|estan|est|sont|ist|sind|e|sono|estao|liegt|liegen) )?(?:in|on|en|dans|sur|auf|im|nel|nella|sul|na|no) (?:the |la |le |l'|el |dem |der |il |o |a )?(?:account|cuenta|compte|konto|conto|conta|wallet|billetera|portefeuille|wallet|carteira)\b (?:of the |del |de la |du |de l'|des |des |dell'|della |del |do |da )?(?:partner|recipient|buyer|seller|other (?:member|user|player)|socio|destinatario|comprador|vendedor|partenaire|beneficiaire|acheteur|vendeur|partners|empfangers|kaufers|partner|destinatario|acquirente|parceiro|destinatario|jogador)\b|\b(?:the|la|le|el|die|der|il|o|a) (?:partner|recipient|buyer|empfanger|kaufer)'?s? (?:account|konto)\b`,
  r`\b(?:was|were|has been|have been|foram|foi|fue|fueron|fueron|a ete|ont ete|wurde|wurden|e stat[oa]|sono stat[ie])\b (?:\w+ )?(?:transferred|moved|sent|transferid[oa]s?|movid[oa]s?|enviad[oa]s?|transferee?s?|deplacee?s?|ubertragen|verschoben|gesendet|trasferit[oie]|spostat[oie]|inviat[oie]) (?:from|da|de|desde|aus|von|dal|dalla|do) (?:your|sua|seu|su|tu|votre|ton|ta|ihrem|deinem|tuo|tua|suo) (?:account|conta|cuenta|compte|konto|conto|inventory|inventario|inventaire|inventar|wallet|carteira)\b[^.;?!]{0,30}?\b(?:to|para|a|an|auf|ad|vers) (?:another|outro|outra|otro|otra|un autre|une autre|einen anderen|eine andere|ein anderes|un altro|un'altra|someone|alguien|alguem|quelqu'un|jemand|qualcun)\w*\b|\b(?:wurde|wurden)\b[^.;?!]{0,20}?\b(?:aus|von) (?:ihrem|deinem) (?:konto|depot|wallet|inventar)\b[^.;?!]{0,30}?\b(?:auf|an|zu) (?:ein(?:en|e)? (?:anderes?|anderen)|jemand)\w*\b[^.;?!]{0,30}?\b(?:ubertragen|verschoben|gesendet|uberwiesen)\b`,
);

/** party40: records against the request — an identifier a digit short told beside the count it needs (pt "um CPF com 10
 * dígitos, e CPF tem 11", "has 10 digits, and an IBAN needs 11"), a cap below the count asked (es "admite como máximo 6
 * huéspedes y queréis ampliarla a 8", "takes at most 4 guests and you want 6"), a payment gone to another account than
 * the user says (pt "… e não para a que o senhor indica", "not to the one you gave"), the other party's act the records
 * show against the user's word (fr "l'acheteur a bien payé"), the record that it was the user who did it ("it was you who
 * cancelled", es "fue usted quien canceló", pt "foi você quem cancelou"), a lookup that finds it in neither account (es
 * "no aparece ni en su cuenta ni en la del comercio", "doesn't appear in your account", fr "n'apparaît pas dans votre
 * compte", it "non compare nel suo account", de "erscheint nicht in Ihrem Konto", pt "não aparece na sua conta"). flags. */
export const RECORDS_AGAINST_40 = anyOf(
  r`\b(?:with|has|have|com|tem|con|tiene|avec|a|mit|hat|ha) ${DIGITS_39} (?:digits|characters|digitos|caracteres|cifras|chiffres|caracteres|ziffern|stellen|zeichen|cifre|caratteri|algarismos)\b,? (?:and|but|while|whereas|e|mas|y|pero|et|mais|und|aber|ma|mentre)\b[^.;?!]{0,30}?\b(?:has|have|needs?|takes?|tem|precisa de|leva|tiene|necesita|lleva|a|faut|comporte|hat|braucht|ha|richiede|servono|sind|son|sao|sont|are) ${DIGITS_39}\b`,
  r`\b(?:at most|a maximum of|max(?:imum)?|up to|como maximo|un maximo de|hasta|maximo|au maximum|au plus|jusqu'a|maximal|hochstens|bis zu|al massimo|fino a|massimo|no maximo|ate|maximo de)\b:? ${DIGITS_39} (?:[\w-]+ )?(?:guests|people|persons|adults|pets|dogs|huespedes|personas|adultos|mascotas|perros|invites|personnes|adultes|animaux|gaste|personen|erwachsene|tiere|hunde|ospiti|persone|adulti|animali|cani|hospedes|pessoas|animais|caes)\b[^.;?!]{0,40}?\b(?:and|but|y|pero|et|mais|und|aber|e|ma|mas)\b[^.;?!]{0,20}?\b(?:you (?:want|asked|'d like|would like)|quereis|quieres|quiere|quieren|pides|pedis|vous (?:voulez|demandez)|tu veux|sie (?:mochten|wollen)|du (?:mochtest|willst)|vuoi|vuole|volete|voce quer|quer|queres|querem|pediu)\b[^.;?!]{0,30}?\b${DIGITS_39}\b`,
  r`\b(?:and|e|y|et|und|ma|mas|but) (?:not|nao|no|non|nicht|pas) (?:to|into|on|para|a|al|sur|sul|auf|an|in|su)? ?(?:the one|a que|o que|la que|el que|celui|celle|das|die|den|quello|quella)\b,? (?:que |che |qu'|das |die |den )?(?:you|o senhor|a senhora|voce|usted|tu|vous|sie|du|lei)\b`,
  r`\b(?:acheteur|acheteuse|locataire|vendeur|vendeuse|client|cliente|livreur|hote|hotesse)\b[^.;?!]{0,20}?\ba bien (?:paye|regle|recu|livre|rendu|rembourse|envoye)\b`,
  r`\b(?:it was you who|it was you that|you were the one who|fue usted quien|fuiste tu quien|fue usted (?:el|la) que|c'est vous qui|c'est toi qui|waren sie es,? (?:der|die)|warst du es,? (?:der|die)|e stat[oa] lei a|sei stat[oa] tu a|foi voce (?:quem|que)|foi o senhor (?:quem|que)|foi a senhora (?:quem|que))\b`,
  r`\b(?:doesn't|does not|didn't|did not) (?:appear|show up|come up) (?:in|on|under) (?:either |your |the )\b|\bno (?:aparece|figura|consta) (?:ni )?(?:en|a nombre de) (?:su|tu|la|el)\b|\bn'apparait (?:ni )?(?:pas |nulle part )?(?:dans|sur|sous) (?:votre|ton|ta|le|la)\b|\b(?:erscheint|taucht) (?:weder )?(?:nicht |weder )?(?:in|auf|unter) (?:ihrem|deinem|ihrer|deiner|dem|der)\b[^.;?!]{0,20}?\b(?:auf|nicht|noch)\b|\bnon (?:compare|risulta|appare) (?:ne )?(?:nel|nella|sul|sulla|tra) (?:suo|tuo|sua|tua|vostro)?\b|\bnao (?:aparece|consta) (?:nem )?(?:na|no|em) (?:sua|seu|tua|teu)\b`,
);

/** party40: two of the user's records matching the request, found in de/fr/pt words the earlier lists lacked — de "finde
 * ich zwei Buchungen", fr "je trouve deux réservations", pt "Achei duas corridas suas … no mesmo horário", and the user's
 * one thing set beside another of its kind (fr "vous avez une garde … ce week-end et une autre le week-end suivant",
 * "you have a sitting this weekend and another the next", es "tiene una reserva … y otra …", de "eine Buchung … und
 * eine weitere", it "una prenotazione … e un'altra", pt "uma reserva … e outra"). flags: the ambiguity. */
export const TWO_OWN_RECORDS_40 = anyOf(
  r`\b(?:finde ich|sehe ich|habe ich gefunden|fand ich|gibt es|je trouve|j'ai trouve|je vois|achei|encontrei|localizei|vejo|vi)\b (?:[\w'-]+ ){0,2}?(?:zwei|drei|mehrere|deux|trois|plusieurs|duas|dois|tres|varias|varios) (?:[\w-]+ )?(?:buchungen|bestellungen|auftrage|termine|fahrten|zahlungen|konten|vertrage|reservations|commandes|courses|rendez-vous|paiements|comptes|reservas|corridas|viagens|pedidos|encomendas|pagamentos|cobrancas|contas|agendamentos)\b[^.;?!]{0,40}?\b(?:(?:unter|auf|in|bei) (?:ihrem|deinem|ihrer|deiner|ihr|dein)\b|suas|seus|sur votre|dans votre|a votre nom|no mesmo|na mesma|am selben|zur (?:gleichen|selben)|au meme|a la meme|bei (?:gastgeber|gastgeberin|dem|der))`,
  r`\b(?:unter|in|auf) (?:ihrem|deinem) (?:konto|profil)\b (?:finde|sehe) ich (?:zwei|drei|mehrere)\b`,
  r`\b(?:you have|you've got|vous avez|tu as|usted tiene|tienes|sie haben|du hast|lei ha|hai|voce tem|tem)\b (?:a|an|one|une?|una?|eine?n?|um|uma) [^.;?!]{3,80}?\b(?:and another|and a second|et une autre|et un autre|et une deuxieme|et un deuxieme|y otra|y otro|y una segunda|und eine weitere|und einen weiteren|und noch eine|e un'altra|e un altro|e outra|e outro)\b`,
);

/** team41 (forty-first round of issue 16): the records against the request told as a state, and a locked thing told as a
 * fact beside a could-not — "is already showing as received", "is already on Wednesday at 2pm", "Tom already declined",
 * "the invitations … went out on Saturday", "I can't cancel that order — it left the warehouse this morning", de "ist
 * schon am 3. Februar bei uns eingegangen", it "ti è già stato restituito", "ha già superato l'orario limite", es "ya
 * figura como devuelto", "ya está incluida en su plan actual", fr "est déjà au mardi", "a déjà été traité", pt "já
 * consta como pago". flags. The agent's own "already" is a done (AGENT_ALREADY), a shipment told without a
 * could-not is a status answer, not a lock, and an invitee who already accepted ("she's already accepted") stands in
 * no one's way. */
export const ALREADY_STATE_41 = anyOf(
  r`\b(?:is|are|was|were) already (?:showing|shown|marked|listed|recorded|logged) as (?:received|paid|returned|refunded|cancell?ed|done|complete|completed|delivered|closed|settled)\b|\b(?:is|are) already (?:on|at|for|set for|booked for|scheduled for|in for) (?:(?:this|next) )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`,
  r`(?<!['\w])(?!(?:i|we|you|they|he|she|it)\b)[a-z]+ already (?:declined|turned (?:it |this )?down|said no)\b`,
  r`\b(?:can't|cannot|can no longer|unable to|too late to|no longer able to)\b[^.?!]{0,60}?(?:\b(?:went out|were sent out|was sent out) (?:on|this|yesterday|last)\b|\bleft the (?:warehouse|depot|sorting (?:centre|center)|distribution (?:centre|center)) (?:this|yesterday|on|at|last)\b)|\b(?:invitations?|invites?|letters?|newsletters?|reminders?|cards?) (?:[\w'-]+ ){0,4}?(?:went out|were sent out|was sent out) (?:on|this|yesterday|last)\b[^.?!]{0,40}?\bso (?:i|we) (?:can't|cannot|can no longer)\b`,
  r`\b(?:ti|le|gli|vi) (?:e|sono) gia stat[oaie] (?:restituit|rimborsat|accreditat|pagat|versat)[oaie]\b|\bha gia superato (?:l'orario limite|il termine|la scadenza|il limite)\b|\b(?:ist|sind|wurde|wurden) (?:schon|bereits) (?:\S+ ){0,5}?(?:eingegangen|eingetroffen|erstattet|zuruckgezahlt)\b`,
  r`\bya (?:figura|consta|aparece) como (?:devuelt|pagad|cancelad|anulad|entregad|reembolsad|abonad)[oa]s?\b|\bya (?:esta|estan) (?:incluid|contratad|activad|incorporad)[oa]s? en (?:su|tu) (?:plan|poliza|contrato|tarifa|cuenta)\b|\best deja (?:au|a|le|fixe au|prevu au|programme au) (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b|\b(?:a|ont) deja ete (?:rembourse|paye|envoye|annule|traite)e?s?\b|\bja (?:consta|aparece|esta) como (?:pag|devolvid|cancelad|entregue|reembolsad)\w*`,
);

/** team41: a cost, loss, risk or clash the act brings, told beside a done — "will lose shared lists", "may be charged to
 * you rather than covered", "you will probably pay around 12 pound more", pt "pode ser que o plano peça um novo", fr
 * "c'est le même créneau que …", es "si la anulo ahora te cobrarán 30 €", it "scade … tra 5 giorni". flags. Not a
 * saving ("you'll pay 5 less") nor "nothing will be billed to …". A failure told without a failure verb is read here too
 * (it closes the could-not that the act met). */
export const COST_BESIDE_41 = anyOf(
  // A failure without a failure verb (team41): "but its full, every seat gone", "the 12 oclock one you wanted is gone",
  // it "Prenotazione … non riuscita:", es "pero la fecha … ya no tiene plazas".
  r`\bbut (?:it's|its|it is|they're|theyre|they are) (?:full|fully booked|sold out)\b|\bevery (?:seat|slot|place|spot|table|room) (?:gone|taken)\b(?! by\b)|\b(?:one|slot|time|appointment|table|room|seat|date|day) you wanted (?:is|was) (?:gone|taken)\b|\b(?:prenotazione|richiesta|pagamento|iscrizione|modifica|operazione) (?:[\w']+ ){0,4}non riuscit[ao]\b|\bpero (?:la|el) [^.?!]{1,30}? ya no (?:tiene|hay|quedan) (?:plazas|sitio|huecos|citas|turnos)\b`,
  r`\b(?:will|would) lose (?:access to |their |your |the )?(?:shared|saved|stored|premium|family|offline)\b|\b(?:may|might|could|will) be (?:charged|billed) to you\b|\byou(?:'ll| will| would) (?:probably |likely |end up )?pay (?:around |about |roughly |some )?[£€$]?\d+(?:[.,]\d+)?(?: [a-z]+)? more\b`,
  r`\bpode ser que (?:o|a) [^.?!]{1,30}? (?:peca|exija|cobre|recuse|negue|nao aceite)\b|\b(?:le meme creneau|la meme heure|le meme horaire) que\b|\bsi (?:la|lo|las|los) (?:anulo|cancelo|cambio|muevo)\b[^.?!]{0,30}?\b(?:te|le|les|os) (?:cobraran|cobrara|costara)\b|\bscade\b[^.?!]{0,40}?\btra \d+ giorni\b`,
);

/** party40: what names no problem of this request, taken out before the flags are read — fr "la caution" (the deposit,
 * not a warning); a failure named as what a done
 * put right ("I reissued the failed payout", "refunded … for the missing fries", es "reenvié el pago fallido", fr "j'ai
 * relancé le virement échoué", de "die fehlgeschlagene Auszahlung erneut angewiesen", it "ho riemesso il pagamento
 * fallito", pt "reenviei o repasse que falhou"); a count within a limit (fr "reste sous la limite", "within the limit",
 * es "dentro del límite", de "unter dem Limit", it "entro il limite", pt "dentro do limite": the record it is said of
 * goes with it); a tip for next time
 * ("Heads up for next time: …", fr "la prochaine fois", es "la próxima vez", de "beim nächsten Mal", it "la prossima
 * volta", pt "da próxima vez"); a rule of cost told for any booking ("Cancellation after the professional is assigned
 * attracts a fee"); the user's own question recited and answered ("You asked whether …: yes, but …", pt "Você perguntou
 * se …", es "Preguntó si …", fr "Vous demandiez si …", it "Hai chiesto se …", de "Sie haben gefragt, ob …"). */
export const NOT_A_PROBLEM_40 = anyOfGlobal(
  r`\b(?:re-?issued|re-?sent|re-?tried|re-?processed|re-?ran|refunded|credited|replaced|re-?delivered|fixed|resolved|reenvie|reemiti|reembolse|rembourse|relance|reemis|renvoye|erneut (?:angewiesen|gesendet|ausgelost)|erstattet|riemesso|rimborsato|reinviato|reenviei|reemiti|reembolsei|estornei)\b[^.;?!]{0,40}?\b(?:the |your |for the |el |la |le |die |den |il |lo |o |a |pour le |pour la |por el |por la |pelo |pela |per il |per la |fur die |fur den )?(?:failed|bounced|returned|rejected|missing|late|damaged|wrong|fallid[oa]|rechazad[oa]|echoue|echouee|rejete|fehlgeschlagene[nm]?|abgelehnte[nm]?|fallit[oa]|respint[oa]|que falhou|falhad[oa]|recusad[oa])\b`,
  r`\b(?:la|une|votre|ta|sa|leur|de|du|d'une|sans) caution\b`,
  r`^[^;]*?\b(?:reste|restent|remains?|stays?|sigue|queda|bleibt|resta|rimane|fica|continua) (?:well |bien |ampliamente |gut |ben )?(?:sous|within|below|under|dentro del?|por debajo del?|unter|innerhalb|entro|sotto|dentro d[oa]|abaixo d[oa]) (?:la |the |el |dem |der |il |o |a )?(?:limite|limit|limits|tope|grenze|soglia|plafond)\b`,
  r`^(?:heads up|tip|pro tip|note|good to know)?,? ?(?:for next time|for the future|next time|la prochaine fois|pour la prochaine fois|la proxima vez|para la proxima|(?:beim )?nachsten mal|fur das nachste mal|la prossima volta|per la prossima volta|da proxima vez|para a proxima)\b[^;]*`,
  r`^(?:note|please note|nb|heads up)?:? ?(?:a |any )?(?:cancell?ation|cancell?ing|changes?|rescheduling|amendments?) (?:made )?(?:after|within|less than|once|if|when) [^.;?!]{1,50}?\b(?:attracts?|incurs?|carry|carries|costs?|(?:is|are) charged|will be charged|comes? with)\b[^;]*`,
  r`^(?:you asked (?:if|whether)|voce perguntou se|o senhor perguntou se|a senhora perguntou se|(?:usted )?pregunto si|preguntaste si|vous (?:demandiez|avez demande) si|tu (?:demandais|as demande) si|(?:lei )?ha chiesto se|hai chiesto se|sie haben gefragt,? ob|du hast gefragt,? ob|sie fragten,? ob|du fragtest,? ob)\b[^;:]*[:,] (?:yes|yep|you can|it can|da sim|pode sim|sim|si|oui|ja|certo|claro|of course|sure|certo|certamente|bien sur|selbstverstandlich|por supuesto)\b[^;]*`,
  r`\bback (?:on|to|in) your (?:card|account|wallet|balance)\b[^.;?!]{0,10}?\bfor the (?:missing|late|cold|wrong|damaged)\b`,
  r`^(?:se|si|wenn|falls|caso|if) [^,;]{1,60}, [^;]*?\b(?:automatic|automatica|automatiquement|automatisch|automaticamente|automaticament)\w*\b[^;]*`,
  r`\b(?:cannot|can't|can not|may not|ne (?:peut|peuvent) pas|no (?:puede|pueden)|(?:kann|konnen|darf|durfen) nicht|non (?:puo|possono)|nao (?:pode|podem)) (?:be |etre |ser |essere )?[\w-]+ (?:werden )?(?:without|sans|sin|ohne|senza|sem) (?:a |an |une? |una? |um |uma |einen? )?(?:proof|evidence|preuve|prueba|pruebas|nachweis|beweis|prova|comprovacao|justificatif)s?\b(?: (?:of|de|di|d[oa]|von) [\w-]+)?`,
);

/** relay40 round of issue 16 — a could-not on a thing locked by what already happened to it (a job already started, a
 * booking now locked) or on another party's rule (it "la clinica vuole che lo prenoti il proprietario"): the act is
 * refused on that ground, not failed (docs/score.md: a could-not whose ground is a rule declines). de "Die Stornierung …
 * konnte nicht durchgeführt werden, da der Auftrag bereits begonnen hat", it "non l'ho potuto aggiungere: la clinica vuole
 * che …"; a can-no-longer of the change asked (pt "então não dá mais pra trocar a conta", "não tenho como mudar", "não pode
 * ser desfeita", es "ya no se puede cambiar").
 * declines. */
const LOCK_GROUND_40 = r`(?:\b(?:already|now|bereits|schon|ya|ja|gia|deja) (?:\S+ ){0,3}?(?:started|begun|begonnen|angefangen|empezad[oa]|comenzad[oa]|iniciad[oa]|comecou|comecad[oa]|iniziat[oa]|commencee?|under way|underway|in progress|locked|gesperrt|bloquead[oa]|bloccat[oa]|verrouillee?)\b|\b(?:vuole|vogliono|richiede|pretende) che\b|\b(?:quiere|exige|pide) que\b|\bexige que\b|\bverlangt,? dass\b|\b(?:requires|insists) that\b)`;
export const COULD_NOT_ON_LOCK_40 = anyOf(
  r`(?:${PAST_COULD_NOT}|\bkonnte(?:n)? (?:\S+ ){0,4}?nicht (?:\S+ ){0,2}?(?:durchgefuhrt|storniert|geandert|bearbeitet|ausgefuhrt|umgebucht|erstattet) werden\b|\bnon (?:l'|lo |la |li |le )(?:ho|abbiamo) potut[oaie]\b)[^.?!]{0,100}?${LOCK_GROUND_40}`,
  r`\bnao (?:pode|podem) (?:mais )?ser (?:desfeit|revertid|estornad)[oa]s?\b|\bnao tenho (?:mais )?como (?:mudar|alterar|cancelar|trocar|estornar|desfazer|reembolsar|devolver)\b|\bnao da mais (?:pra|para) (?:trocar|mudar|alterar|cancelar|estornar|devolver|reembolsar|remarcar|reagendar|editar|desfazer|mexer)\b|\bya no (?:se )?(?:puede|es posible|podemos|puedo) (?:cambiar|cancelar|modificar|anular|reembolsar|devolver|mover|reprogramar)\b`,
);

/** relay40: a could-not whose ground is something that broke or was not found — a payment refused, a service's error, a
 * ticket not in the account — is a failure (flags), not a refusal (docs/score.md): pt "Não conseguimos concluir seu
 * agendamento: a forma de pagamento foi recusada", "não consegui cancelar: … não aparece na sua conta", "The payouts
 * service returned an error (502) …, so I can't show it right now". */
const BREAK_GROUND_40 = r`(?:\b(?:returned|gave|threw|got) an? (?:\S+ )?error\b|\berror \(?\d{3}\)?|\b(?:card|payment|forma de pagamento|pagamento|pago|tarjeta|cartao|zahlung|karte|paiement|carte|pagamento|carta) (?:\S+ ){0,2}?(?:was |foi |fue |wurde |a ete |e stat[oa] )?(?:declined|refused|recusad[oa]|rechazad[oa]|abgelehnt|refusee?|rifiutat[oa])\b|\b(?:nao|no) aparece\b|\bn'apparait pas\b|\bnon (?:risulta|compare)\b|\bnicht (?:gefunden|auffindbar)\b|\b(?:is|was) (?:down|not responding|unavailable)\b|\bno responde\b|\bnon risponde\b|\bnao responde\b)`;
export const COULD_NOT_ON_BREAK_40 = anyOf(
  r`(?:${COULD_NOT_22}|\bnao conseguimos\b|\bcan'?t|\bcannot)[^.?!]{0,100}?${BREAK_GROUND_40}`,
  r`${BREAK_GROUND_40}[^.?!]{0,80}?\b(?:so|then|therefore) (?:i|we) (?:can'?t|cannot|couldn'?t|could not|am unable to|was unable to)\b`,
);

/** relay40: a policy's "not allowed" of a kind of thing, its subject a bare plural ("Cameras inside bedrooms … aren't
 * allowed, even if disclosed"), answers a question on the rule; it refuses the user nothing (no declines). */
export const NOT_ALLOWED_KIND_40 = rx(
  r`^(?!(?:the|this|that|these|those|your|my|our|its|their|it|i|we|you|he|she|they|unfortunately|sorry)\b)(?:[\w-]+,? ){1,8}?(?:aren't|are not) (?:allowed|permitted)\b`,
);
/** relay40: a could-not of the request said alone, its lock told in the next sentence ("i could not process the
 * cancellation of your booking. The technician has already started the job …"): read with the reply (response-check.ts,
 * couldNotBesideLock). */
export const COULD_NOT_ALONE_40 = rx(r`(?:${PAST_COULD_NOT})[^.?!]{0,60}?\b(?:process|cancel|change|refund|move|modify|complete|stornieren|andern|cancelar|cambiar|annuler|modifier|annullare|modificare|cancelar|alterar)\b`);
export const LOCK_TOLD_40 = rx(LOCK_GROUND_40);

/** relay40: a done told with what the lists lacked — fr a pronoun between ("Je vous ai mis un crédit de 10 $"), pt a
 * first-person plural preterite opening the sentence or after "já" ("Reagendamos para amanhã às 10h"; in the middle of
 * a sentence the same form is the present). claims_done (read as other-language actives). */
export const DONE_MORE_40: PatternList = listOf(
  rx(r`\bje (?:vous|te|lui|leur) ai (?:bien |deja )?(?:mis|ajoute|rembourse|credite|envoye|renvoye|reserve|accorde|offert|applique|inscrite?|reporte)\b`, 'g'),
  rx(r`(?:^|\bja )(?:reagendamos|remarcamos|cancelamos|reembolsamos|estornamos|alteramos|atualizamos|agendamos|reservamos|ativamos|reativamos|desbloqueamos|corrigimos|creditamos|aplicamos|trocamos)\b(?! (?:se|caso|quando)\b)`, 'g'),
);

/** relay40: nothing done, told as a terse status ("Nessuna modifica fatta.", "No changes made.", es "Ningún cambio
 * realizado", de "Keine Änderung vorgenommen", fr "Aucune modification effectuée", pt "Nenhuma alteração feita"): no
 * claims_done. */
export const NOTHING_DONE_40 = rx(
  r`^(?:nessuna|nessun|ninguna|ningun|no|keine|kein|aucune|aucun|nenhuma|nenhum) (?:\S+ )?(?:modifica|modifiche|cambio|cambios|changes?|anderung(?:en)?|modifications?|alteracao|alteracoes|mudanca|mudancas|actions?|azione|azioni|accion|acao)s? (?:fatt[aoie]|hech[oa]s?|realizad[oa]s?|made|taken|done|applied|vorgenommen|gemacht|durchgefuhrt|faites?|effectuees?|appliquees?|feit[oa]s?|efetuad[oa]s?|effettuat[aoie]|applicat[aoie]|aplicad[oa]s?)\b`,
);

/** relay40: a courtesy question about how the service went ("How was your ride?", pt "Como foi sua entrega?", es "¿Qué
 * tal tu viaje?", de "Wie war Ihre Fahrt?", fr "Comment s'est passée votre livraison ?", it "Com'è andata la
 * consegna?"), before a rating prompt: it asks nothing the task needs (no asks). */
export const HOW_WAS_IT_40 = rx(
  r`^(?:e |and |so,? )?(?:como foi|como estuvo|que tal (?:fue |estuvo )?|how was|how did you find|wie war|comment s'est passee?|com'e andat[oa]|come e andat[oa]) (?:a |o |sua |seu |tua |teu |tu |su |your |ihre? |deine? |votre |ta |ton |la |il |lo |l')?(?:\S+ )?(?:entrega|viagem|corrida|viaje|estancia|estadia|pedido|ride|trip|delivery|stay|order|experience|experiencia|fahrt|lieferung|aufenthalt|livraison|course|sejour|consegna|corsa|soggiorno|viaggio|experiencia)\b`,
);

/** relay40: a question in the user's own voice ("How do I get paid?", pt "Como recebo?", es "¿Cómo cobro?", fr "Comment
 * puis-je …?", it "Come faccio a …?", de "Wie bekomme ich …?") answered by the next sentence on its line: an FAQ
 * entry, no ask. */
export const USER_VOICE_QUESTION_40 = rx(
  // done42: a question under an FAQ label ("FAQ — Can I undo a payment? Only before the cut-off.").
  r`^(?:faq|q\d*|question|pregunta|frage|domanda|pergunta)\s*[:—–-]|^(?:how (?:do|can|should|will) i|when (?:do|will|can) i|where (?:do|can) i|what happens if i|why (?:do|can't|did) i|como (?:faco|recebo|posso|cobro|hago|puedo)|cuando (?:cobro|recibo)|comment (?:je|puis-je)|come (?:faccio|posso|ricevo)|wie (?:kann|bekomme|erhalte) ich)\b`,
);

/** relay40: an imperative for the missing piece or the user's choice — it "Mandami l'IBAN intero", "Fammi sapere come vuoi
 * procedere", de "Bitte laden Sie … die Sendungsnummern hoch", fr "écrivez-moi ce que vous voyez": asks. Not a closer
 * ("scrivimi pure se hai dubbi": no object named). */
export const ASK_IMPERATIVE_40 = rx(
  r`\b(?:fammi sapere|dimmi|diga-me|diz-me|dime|digame|dites-moi|dis-moi|sagen sie mir|sag mir|let me know) (?:come|como|comment|wie|how) (?:vuoi|vuole|preferisci|preferisce|quer|queres|prefere|preferes|quieres|quiere|prefieres|prefiere|souhaitez|voulez|veux|preferez|mochten|mochtest|willst|wollen sie|you(?:'d| would)? (?:like|want|prefer)) (?:procedere|proseguire|avancar|proceder|seguir|continuar|proceder|continuer|proceder|vorgehen|weitermachen|to proceed|to continue|to go ahead)\b|^(?:[^.;]{0,30}? )?(?:mandami|inviami|dimmi|passami|girami|mandaci|inviaci|dicci|scrivimi|scriveteci) (?:l'|il |la |lo |i |le |gli )\w+|\bbitte (?:laden|lade) (?:sie |du )?[^.;?]{0,80}? hoch\b|\b(?:ecrivez-moi|ecris-moi|dites-moi|dis-moi|envoyez-moi|envoie-moi) (?:ce que|ce qui|le |la |les |l'|votre |vos |ton |ta |tes )`,
);

// done41 round of issue 16: dones told inside a batch of requests or as a terse status with a tick, read on the
// twenty-fourth and twenty-fifth sets (assistants' drafts and summaries; several requests answered at once). One
// self-contained block so parallel rounds merge by appending.

/** Done participles in six languages (folded) that a terse status or a batch item reports with. */
const PART_41 = r`(?:booked|reserved|sent|paid|confirmed|cancell?ed|issued|ordered|saved|registered|submitted|scheduled|updated|changed|filed|renewed|refunded|done|sorted|(?:reservad|enviad|registrad|registad|pagad|confirmad|cancelad|anulad|emitid|guardad|actualizad|atualizad|cambiad|alterad|programad|agendad|solicitad|tramitad|inscrit|devuelt|marcad|encomendad)[oa]s?|(?:reserve|envoye|enregistre|paye|confirme|annule|emis|modifie|inscrit|depose|transmis|sauvegarde)e?s?|commandees?|programmees?|(?:programme|commande)s?(?= pour\b)|retiree?s|(?:prenotat|inviat|registrat|pagat|confermat|annullat|emess|ordinat|programmat|aggiornat|modificat|salvat|iscritt|spedit|inoltrat)[oaie]|gebucht|reserviert|gesendet|verschickt|geschickt|registriert|bezahlt|bestatigt|storniert|ausgestellt|bestellt|gespeichert|erfasst|eingetragen|zuruckgezogen|aktualisiert|geandert|eingereicht|angemeldet|abgemeldet|hinterlegt|angelegt|hecho|hecha|fatto|fatta|feito|feita|fait|faite|erledigt|listo|lista)`;
/** What keeps a line from reporting: a negation, a draft, a regret or a request before the participle. */
const NOT_41 = r`(?!(?:\S+ )*?(?:not|no|nicht|nichts|kein\w*|pas|non|nao|nunca|never|mai|jamais|draft|entwurf|borrador|brouillon|bozza|rascunho|sorry|unfortunately|lamento|lamentamos|siento|lamentablemente|desole|desolee|malheureusement|leider|purtroppo|dispiace|infelizmente|please|bitte|merci de|por favor|per favore|veuillez)\b)`;

/** chat43: a participle of any verb, as chat statuses write it (en -ed, es/pt -ado/-ido, it -ato, fr -ée, de -iert and
 * ge-…-t): "✅ Auto-Verlängerung deaktiviert.", "✅ proteção de compra ativada pro pedido #MK-55102", "✅ corrida
 * cancelada sem taxa", "sbloccato ✅". */
const OPEN_PART_43 = r`(?:${PART_41}|[a-z]{3,}(?<!need|feed|speed|seed|bleed|breed)ed|[a-z]{2,}(?:ad|id)[oa]s?|[a-z]{3,}at[oaie]|[a-z]{3,}ees?|[a-z]{3,}iert|ge[a-z]{3,}t)`;
/** A leading tick, the thing (up to five words) and the participle closing it or before a preposition, an identifier or
 * a stop; or the participle first and the tick after it. claims_done. Not negated before the participle (NOT_43: the
 * tick's own words only, so that a risk told after it, "nn si sa mai", does not undo the done), nor a question. */
const NOT_43 = r`(?!(?:\S+ ){0,5}?(?:not|no|nicht|nichts|kein\w*|pas|non|nn|nao|nunca|never|jamais|draft|entwurf|borrador|brouillon|bozza|rascunho)\b)`;
const TICK_FIRST_43 = r`^[✓✔✅☑]\ufe0f?\s*${NOT_43}(?:[^\s✓✔✅☑?]+ ){0,5}?${OPEN_PART_43}(?=\s*(?:$|[.,;!]|#|(?:pro|pra|para|por|for|per|fur|pour|al|au|ao|sem|sans|senza|sin|without|ohne|sous|in|en|em|bis|until|hasta|ate|fino)\b))`;
const TICK_AFTER_43 = r`^${NOT_43}(?:[^\s✓✔✅☑?]+ ){0,2}?${OPEN_PART_43}\s*[✓✔✅☑]`;

/** A done participle with a tick right after it, or a tick before it closing the line (a table's status cell):
 * es "Reservado ✓ Mesa para 6 …", fr "Réservé ✓", it "Prenotato ✓", pt "Enviado ✓ Mensagem …", "Devolución
 * registrada ✓", "… | ✅ booked |", de "… ist drin ✅". claims_done. Not negated nor a draft; an unticked box is no tick. */
export const TICKED_DONE_41 = anyOf(
  TICK_FIRST_43,
  TICK_AFTER_43,
  r`^${NOT_41}(?:[^\s✓✔✅☑]+ ){0,4}?${PART_41}\s*[✓✔✅☑]`,
  r`^${NOT_41}[^✓✔✅☑]{0,80}?\s[✓✔✅☑]\ufe0f?\s*${PART_41}\s*$`,
  r`\b(?:ist|sind) (?:jetzt |nun |schon )?(?:drin|durch|erledigt)\s*[✓✔✅☑]`,
);

/** A batch item's label then its outcome after a colon or dash: "1) Certificato di iscrizione: inviato.", "3.
 * Riduzione per compostaggio: registrata.", "1. Address change — done; …". claims_done. Not a draft or a status
 * label, not "already …" (a record), not a question. */
export const ITEM_OUTCOME_41 = rx(
  r`^(?:\d+[.)]\s*)?(?!(?:status|estado|stato|statut|draft|entwurf|borrador|brouillon|bozza|rascunho)\b)[^:—–?]{2,60}?\s*(?::|—|–| - )\s*${PART_41}(?=\s*(?:[.;,!(]|$))`,
);

/** A verbless status in the other languages, the thing first and its participle closing the clause ("Kontakt
 * gespeichert: …", "Ablesung … für Zähler 7Z-441090 erfasst.", "Clés de remplacement commandées pour …", "Segunda
 * via … emitida (…)", "Anmeldung zum Elternabend (Do, 19:30) zurückgezogen."). claims_done. Asked only of a head with
 * no finite verb and no English word (response-check.ts); not a record listed by its number ("F-101 pagada"). */
export const THING_THEN_PART_41 = rx(
  r`^${NOT_41}(?![^\s]*\d)(?:[^\s.?!]+ ){1,7}?${PART_41}(?=\s*(?:[.:;!(]|$)| (?:pour|per|para|fur|ab|am|dans|in|im|em|no|na|al|alla|au)\b)`,
);

/** A count of the user's things then how many were done ("Of your 6 invoices: 4 paid today."). claims_done. */
export const COUNT_DONE_41 = rx(
  r`^of (?:your|the) [^:]{1,40}: (?:\d+|all|both|one|two|three|four|five|six) (?:of them )?(?:were |are |have been )?(?:paid|sent|booked|cancell?ed|renewed|submitted|filed|approved|processed|refunded)\b`,
);

/** The user's enrolment or request told as now recorded ("Votre inscription au cours … est enregistrée"). claims_done. */
export const YOURS_RECORDED_41 = rx(
  r`\b(?:votre|vos|ta|tes) (?:inscription|demande|reservation|commande|candidature|modification)s?\b[^.?!]{0,80}? (?:est|sont) (?:bien |desormais |maintenant )?(?:enregistree?s?|validee?s?|confirmee?s?)\b`,
);

/** Casual dones: es "ya te mandé el certificado …" (after "ya" the folded form is the preterite). claims_done. */
export const CASUAL_DONE_41 = rx(r`\bya (?:te|le|les|os) (?:mande|envie|pase|reserve|cambie|pague|hice|deje)\b`);

/** What reports nothing done though it holds a done word: a recap of a past chat ("Here's a recap of what we did in
 * this chat last week: …"), the user's own news thanked for ("thanks for letting us know you moved"), a request
 * received (fr "Votre demande … a bien été reçue"). No claims_done. */
export const NOT_OUR_DONE_41 = rx(
  r`\b(?:recap|summary|resumen|resume|riepilogo|resumo|zusammenfassung) (?:of|de|du|di|do|der) (?:what|lo que|ce que|cio che|o que|was) (?:we|you|i|hicimos|nous avons|abbiamo|fizemos|wir)\b|\b(?:letting (?:us|me) know|telling (?:us|me)|for the heads up) (?:that )?you\b|\b(?:a|ont) (?:bien )?ete recue?s?\b|\b(?:ha|han) sido recibid[oa]s?\b|\be stat[oa] ricevut[oa]\b|\bfoi recebid[oa]\b`,
);

/** A done word standing alone as a section title ("**Done**", "Erledigt:", "Hecho:"), with no item under it: read
 * with the next sentence (response-check.ts, emptyDoneHeading). */
export const DONE_TITLE_41 = local(r`^(?:done|completed|finished|erledigt|abgeschlossen|hecho|hechos|completado|fait|termine|fatto|fatti|completato|feito|concluido)\s*:?$`);
/** The title of the next section, or an empty item ("In progress", "Offen:", "–"): nothing was listed as done. */
export const NEXT_TITLE_41 = local(r`^(?:[–—-]|in progress|pending|open|offen|ausstehend|in bearbeitung|needs you|to do|todo|waiting|blocked|failed|pendiente|pendientes|en curso|en cours|a faire|in corso|da fare|in sospeso|em andamento|pendente|pendentes)\s*:?$`);

/** done41: refusals the lists lacked. A terse impersonal refusal after a label (de "Tausch mit anderer Person: nicht
 * möglich.", it "Retrodatare il certificato: non possibile.", de "… nicht abrufbar", fr "… : non disponible dans
 * l'outil"); a flat refusal with the object fronted or after a "no" (de "Den Standort … verfolge ich nicht", it "No, non
 * ti aiuto a …", pt "Não, não vou copiar …"); the user's thing that cannot be paid or refunded because of this record's
 * fact (pt "não pode ser pago porque …"); a payment that cannot be stopped or recalled. declines. An availability ("Table
 * à 20 h : non disponible") is not a refusal: "disponible" is read only with the tool or system named. */
export const REFUSAL_41 = anyOf(
  r`(?::|[–—]) ?(?:nicht moglich|non (?:e )?possibile|no es posible|pas possible|nao e possivel|impossible)\s*[.!]?\s*$`,
  r`\bnicht (?:abrufbar|einsehbar)\b|\b(?:non disponible|no disponible|non disponibile|nao disponivel|nicht verfugbar) (?:dans|en|nel|no|im|in) (?:l'outil|el sistema|la herramienta|il sistema|lo strumento|o sistema|a ferramenta|system|tool)`,
  r`\b(?:verfolge|uberwache|orte|kopiere|falsche|knacke|offne|lese) ich (?:das |die |den |es )?nicht\b`,
  r`^(?:no|nao|non|nein),? (?:no (?:voy a|te voy a|le voy a|puedo ayudarte a)|nao (?:vou|te vou|lhe vou)|non (?:ti|la|vi|le) aiuto (?:a|ad)|ich (?:werde|helfe) (?:ihnen |dir )?(?:dabei )?nicht|je ne vais pas|je ne vous aiderai pas)\b`,
  r`\b(?:nao pode ser (?:pago|paga|reembolsad[oa])|no puede ser (?:pagad[oa]|reembolsad[oa])|non puo essere (?:pagat[oa]|rimborsat[oa])|ne peut pas etre (?:paye|rembourse)e?)\b[^.?!]{0,40}?\b(?:porque|perche|parce que|pois)\b`,
  r`^(?:the|your) [^.?!]{1,60}? (?:cannot|can't|can not) be (?:stopped|recalled|called back)\b`,
);

/** done41: what asks the user nothing though it reads like a question or an order: a family member's question relayed
 * ("mum says can u pick up …??", es "mamá pregunta si …"), the user's requests restated with no question ("Just so I
 * have it right, you'd like three things: …"), a to-do list handed back ("Your to-do list for the weekend: renew …, buy
 * …"). No asks. */
export const NOT_ASKED_41 = rx(
  r`^(?:mum|mom|mam|dad|nan|gran|grandma|grandpa|mama|papa|mamma|mae|pai|oma|opa|your (?:wife|husband|partner|sister|brother|mum|mom|dad|son|daughter)) (?:says|said|asks|asked|wants to know|dice|pregunta|chiede|diz|pergunta|sagt|fragt|dit|demande)\b|^(?:just )?(?:so|to make sure) i(?:'ve got| have| get| understand) (?:it|this|that|you) right,? you(?:'d| would) like\b(?![^?]*\?)|^(?:your|the|my|la tua|la sua|tu|su|ta|votre|deine|ihre|a sua|a tua) (?:weekend |weekly |daily )?(?:to-?do list|lista de tareas|liste de taches|lista delle cose da fare|lista de tarefas|to-?do-liste|aufgabenliste)\b[^:?]{0,40}:`,
);

// flags42 round of issue 16 (forty-second round): flags read by the function a clause serves in its sentence — the
// reason given for an act the agent withheld, two records that share a name or a number, a locked record told as a
// state, a problem told beside a done — over open vocabulary, in English and es/de/fr/it/pt. One self-contained block
// so parallel rounds merge by appending.

/** What may join a reason to the act it stopped: a comma, a semicolon, a colon or a dash, with "so" or its kin. */
const REASON_LINK_42 = r`(?:,|;|:|\s[—–-]|—|–)\s*(?:(?:and )?so |which is why |that's why |therefore |hence |asi que |por lo que |por eso |de modo que |donc |alors |c'est pourquoi |quindi |percio |per cui |daher |deshalb |also |darum |por isso |portanto |logo |pelo que |entao )?`;
/** Verbs of finding, hearing, receiving or needing: "I didn't find anything unusual" reports a check, not an act withheld. */
const NOT_AN_ACT_42 = r`(?:heard|hear|found|find|seen|see|saw|noticed|notice|received|receive|got|get|gotten|had|have|been|needed|need|known|know|spotted|spot|come|came|managed|manage|had a chance|touched|touch|looked|look|checked|check|changed anything|done anything)`;
/** The agent's own act, negated, with a thing as its object: en "I haven't created the payment", "I didn't add him",
 * es "no la he vuelto a pagar", "no he creado la transferencia", fr "je ne l'ai pas réimputé", "je n'ai pas créé …", de
 * "ich habe die Prämie nicht angewiesen", it "non l'ho registrata", "non ho emesso …", pt "não criei o pagamento", "não
 * o adicionei". Not "anything", "any" or "yet" as its object (a preview's "I haven't posted anything yet"). */
const WITHHELD_ACT_42 = r`(?:\b(?:i|we) (?:haven't|have not|didn't|did not|hadn't|had not|'ve not|have n't)(?: (?:yet|actually|therefore|also))? (?!${NOT_AN_ACT_42}\b)[a-z]+ (?!(?:anything|any|yet|a thing|nothing)\b)(?:it|him|her|them|the|this|that|these|those|your|a|an|his|their|its|[a-z]{2,}-?\d)|\bno (?:l[oae]s? |les? |se l[oa]s? )?(?:he|hemos) (?:vuelto a |podido )?(?!(?:encontrado|recibido|visto|oido|tenido|notado|hecho nada|cambiado nada)\b)[a-z]+(?:ado|ido|to|cho)\b|\b(?:je|nous) n(?:e |')(?:l'|les |le |la |lui |leur |y |en )?(?:ai|avons|avais|avions) pas (?!(?:encore )?(?:eu|recu|trouve|vu|entendu|remarque|rien|acces|besoin|le droit|le temps|les moyens)\b)[a-z]+(?:e|i|is|it)e?s?\b|\b(?:ich|wir) (?:habe|haben|hab) (?!(?:\S+ ){0,5}?nicht (?:gefunden|gesehen|erhalten|bekommen|gehort|bemerkt)\b)(?:\S+ ){1,5}?nicht (?:\S+ )?\w+(?:t|en)\b|\b(?:habe|haben) (?:ich|wir) (?:\S+ ){0,4}?nicht (?:\S+ )?\w+(?:t|en)\b|\bnon (?:l'|lo |la |li |le |gli |ne |ci )?(?:ho|abbiamo|avevo)\b (?:ancora |piu |quindi )?(?!(?:trovato|ricevuto|visto|sentito|notato|avuto|accesso|bisogno|modo|tempo|diritto|permesso)\b)[a-z]+(?:at|it|ut|ess|ost|ers)[oaie]\b|\bnao (?:o |a |os |as |lhe |lhes |l[oa] |voltei a )?(?!(?:sei|recebi|vi|encontrei|achei|tive|percebi|notei|ouvi|consegui|entendi|li|senti|esqueci|vivi|sabemos|temos|vemos)\b)[a-z]{2,}(?:ei|i|emos|amos|imos)\b|\bnao (?:o |a |os |as |lhe )?(?:fiz|fizemos|emiti|inclui|transferi|debitei|incluimos)\b)`;
/** flags42: a fact clause given as the reason an act was withheld — the fact first, then the agent's own act negated
 * ("The IBAN you gave fails the check-digit test, so I haven't created the payment", "Tomás Reyes left on 31 October,
 * so I didn't add him", es "La factura ya estaba pagada el 15/11, no la he vuelto a pagar", fr "L'avoir était déjà
 * imputé, je ne l'ai pas réimputé", de "Frau Köhler ist ausgeschieden – ich habe die Prämie nicht angewiesen", it
 * "Il fornitore è chiuso, quindi non ho emesso l'ordine", pt "O NIB tem o dígito errado; não criei o pagamento"). The
 * withheld act says the clause before it is the reason, whatever its words. Group 1 is the reason, read by the rule
 * (response-check.ts, reasonForWithheld): not the agent's own act, not a wait on the user or an instruction of theirs,
 * not a rule. */
export const REASON_THEN_WITHHELD_42 = rx(
  r`^(?!(?:if|when|whenever|until|unless|once|before|as soon as|in case|si|se|wenn|falls|bis|quand|cuando|quando|hasta|jusqu'a|finche|ate)\b)((?!(?:i|we|i've|we've|i'm|we're|i'd|yo|je|j'ai|ich|io|ho|eu)\b)(?:[^.?!]|(?<=\d)\.){12,200}?)${REASON_LINK_42}${WITHHELD_ACT_42}`,
);
/** A reason that is a wait, the user's own word or a preview's state: "Waiting for your go-ahead, so I haven't sent it". */
export const NOT_A_REASON_42 = local(
  r`\b(?:wait(?:ing)?|until|pending (?:your|the user's)|your (?:go-ahead|confirmation|approval|ok|say-so|instructions?)|you (?:asked|told|said|wanted|requested)|as (?:requested|instructed|agreed)|per your|preview|dry run|draft|esperando|tu confirmacion|su confirmacion|en attente de votre|votre confirmation|auf ihre (?:bestatigung|freigabe)|ihre bestatigung|in attesa (?:della sua|della tua|di conferma)|sua conferma|aguardando|sua confirmacao)\b`,
);

/** flags42: two or more records that share a name, a number or an owner, over any noun — a count named by what the
 * things are called ("two vendors called "Acme"", "three tutors named Kim"), a count sharing one name or number ("two
 * tenants with the same surname"), a count right before a quoted name (it "Ci sono due 'Bianchi'", es "hay dos
 * 'García'"), both told as one name or ending ("They're both 'Business Current'", de "Beide enden auf 0915", es "ambas
 * terminan en 44", fr "les deux se terminent par", it "entrambe finiscono con", pt "ambos terminam em"), two lines in
 * the user's name told as what is there. Not things on offer before a choice ("three restaurants have a table at 8"),
 * nor a supposition or a tip ("if two open invoices have the same amount, …"). */
const COUNT_42 = r`(?:two|three|four|several|multiple|[2-9]|dos|tres|varios|varias|deux|trois|plusieurs|zwei|drei|mehrere|due|tre|diversi|diverse|dois|duas)`;
export const TWO_MATCHING_42 = anyOf(
  r`\b${COUNT_42} (?<!\b(?:a|an|the|one|is|of) \w+ )(?<!\b(?:if|when|whenever|tip:?)\b[^.;?!]{0,60})(?!(?:[\w'&-]+ ){0,2}?(?:star|stars|rated|rating)\b)(?:[\w'&-]+ ){1,3}?(?:called|named|llamad[oa]s|que se llaman|appelee?s|qui s'appellent|chiamat[ie]|che si chiamano|namens|die (?:\w+ )?heissen|chamad[oa]s|que se chamam)\b(?! (?:on|in|at|for|by|as|under|below|above|here|there|en|sur|dans|auf|im|nel|nella|no|na)\b)`,
  r`\b${COUNT_42} (?<!\b(?:if|when|whenever|tip:?)\b[^.;?!]{0,60})(?:[\w'&-]+ ){0,3}?(?:with|share|sharing|have|having) (?:the same|one|an identical) (?:name|surname|number|reference|owner|iban|address|email|e-mail|account number|last (?:four|4) digits|sort code|postcode|date of birth)\b`,
  r`\b(?:there are|there're|i see|i can see|i found|we have|you have|it shows|hay|veo|he encontrado|il y a|je vois|j'ai trouve|ci sono|vedo|ho trovato|es gibt|ich sehe|ich habe|ha|existem|vejo|encontrei) (?:[\w'-]+ )?${COUNT_42} (?:[\w'-]+ )?quoted\b`,
  r`\b(?:they(?:'re| are| were)|these are|those are) both (?:quoted|called|named|listed as|labell?ed)\b|\bboth (?:are |were )?(?:called|named|listed as|labell?ed) quoted\b|\bboth (?:[\w-]+ ){0,2}?(?:end|ending|start|starting|begin|beginning)s? (?:in|with)\b|\bbeide (?:\S+ ){0,3}?(?:enden|beginnen|lauten|heissen|tragen (?:den|die) (?:gleichen|selben)|haben (?:den|die|das) (?:gleiche|selbe|gleichen))\b|\b(?:ambos|ambas|los dos|las dos) (?:\S+ ){0,2}?(?:terminan|empiezan|acaban|comienzan|se llaman|tienen (?:el|la) mism[oa])\b|\b(?:les deux|tous les deux|toutes les deux) (?:\S+ ){0,2}?(?:se terminent|finissent|commencent|s'appellent|portent le meme|ont (?:le|la) meme)\b|\b(?:entramb[ie]|tutt[ie] e due) (?:\S+ ){0,2}?(?:finiscono|terminano|iniziano|cominciano|si chiamano|hanno (?:lo|la) stess[oa])\b|\b(?:ambos|ambas|os dois|as duas) (?:\S+ ){0,2}?(?:terminam|acabam|comecam|se chamam|chamam-se|tem (?:o|a) mesm[oa])\b`,
  r`\b(?:there are|there're|i see|i can see|i found|you have|it shows|there's) (?:two|2|three|3|several) [\w-]+ (?:on|in|under) your name\b`,
  r`\bdoppelt (?:erfasst|verbucht|angelegt|eingetragen)\b`,
);

/** flags42: a locked record told as its state — a period's run or return already run, filed or closed ("November's
 * payroll has already been run and submitted", es "el 303 de ese trimestre ya está presentado", fr "la déclaration est
 * déjà déposée", de "die Voranmeldung ist bereits übermittelt", it "la fattura è già stata stornata", pt "a declaração
 * já foi entregue"): the request meets a thing that can no longer change. */
export const LOCKED_STATE_42 = anyOf(
  r`\b(?:payroll|pay run|period|month|quarter|year|return|run|close|filing|declaration|accounts|books|ledger|batch|submission)\b[^.;?!]{0,40}?\b(?:has|have|had) already been (?:run|submitted|filed|closed|locked|finali[sz]ed|signed off|reconciled|approved)\b`,
  r`\bya (?:esta|estaba|fue|ha sido|habia sido) (?:presentad|cerrad|liquidad|declarad|bloquead|contabilizad)[oa]s?\b`,
  r`\b(?:est|etait|sont|etaient) deja (?:cloture|declare|depose|verrouille|transmis)e?s?\b|\b(?:a|avait|ont|avaient) deja ete (?:cloture|declare|depose|verrouille|transmis)e?s?\b`,
  r`\b(?:ist|war|wurde|sind|waren|wurden) (?:bereits|schon) (?:\S+ ){0,3}?(?:abgeschlossen|eingereicht|ubermittelt|gesperrt|abgerechnet|festgeschrieben)\b`,
  r`\b(?:e|era|sono|erano) gia (?:stat[oaie] )?(?:chius|presentat|liquidat|bloccat|trasmess)[oaie]\b`,
  r`\bja (?:foi|foram|esta|estava|estao) (?:\S+ )?(?:submetid|entregue|fechad|encerrad|declarad|transmitid)[oa]?s?\b`,
);
/** flags42: a record of the requested thing already settled — reversed, cancelled, applied or paid (it "la fattura è già
 * stata stornata", es "ya está anulada", fr "était déjà contrepassé", de "ist bereits storniert", pt "já foi
 * estornado") — flags only beside a refusal in the sentence: alone it may be the agent's own done told as a state
 * ("o valor já foi estornado no seu cartão"). */
export const SETTLED_STATE_42 = anyOf(
  r`\bya (?:esta|estaba|fue|ha sido|habia sido) (?:anulad|abonad|rectificad|pagad|devuelt)[oa]s?\b`,
  r`\b(?:est|etait|sont|etaient) deja (?:contrepasse|annule|lettre|impute|rembourse|paye)e?s?\b|\b(?:a|avait|ont|avaient) deja ete (?:contrepasse|annule|lettre|impute|rembourse|paye)e?s?\b`,
  r`\b(?:ist|war|wurde|sind|waren|wurden) (?:bereits|schon) (?:\S+ ){0,3}?(?:storniert|ausgeglichen|erstattet|bezahlt|verrechnet)\b`,
  r`\b(?:e|era|sono|erano) gia (?:stat[oaie] )?(?:stornat|annullat|rimborsat|pagat|compensat)[oaie]\b`,
  r`\bja (?:foi|foram|esta|estava|estao) (?:\S+ )?(?:estornad|anulad|reembolsad|pag)[oa]?s?\b`,
  r`\b(?:has|have|had) already been (?:reversed|cancell?ed|refunded|paid|applied|credited|voided|written off)\b`,
);

/** flags42: a problem told beside a done — a thing blocked, rejected or returned by a cause ("Your card was blocked
 * after three failed PIN attempts", fr "le virement avait été bloqué par la banque", es "el pago fue rechazado por el
 * banco", it "il bonifico era stato respinto dalla banca", pt "o pagamento foi devolvido pelo banco", de "die Zahlung
 * wurde von der Bank abgelehnt"), a mistake owned ("The duplicate charge is our mistake", es "fue un error nuestro",
 * fr "c'est une erreur de notre part", de "das war unser Fehler", it "è stato un nostro errore", pt "foi um erro
 * nosso"), none of a kind coded or set ("no sales were coded with a VAT rate"). */
export const PROBLEM_BESIDE_DONE_42 = anyOf(
  r`\b(?:was|were|got|had been|has been|have been) (?:blocked|locked|frozen|suspended|rejected|declined|bounced|returned|held) (?:after|because|due to|by (?:the|your|their) (?:bank|issuer|system|provider|processor))\b`,
  r`\b(?:avait|a|ont|avaient) ete (?:bloque|rejete|refuse|suspendu|retourne)e?s? (?:par|a cause|suite|apres)\b|\b(?:fue|habia sido|ha sido) (?:bloquead|rechazad|devuelt|suspendid)[oa] (?:por|tras|despues)\b|\b(?:era|e) stat[oa] (?:bloccat|rifiutat|respint|sospes|restituit)[oa] (?:dalla|dal|da|per|dopo)\b|\b(?:foi|tinha sido) (?:bloquead|recusad|rejeitad|devolvid|suspens)[oa] (?:pel[oa]|por|apos|depois)\b|\bwurde (?:von (?:der|ihrer|unserer) bank |vom system )(?:gesperrt|abgelehnt|zuruckgewiesen|zuruckgebucht)\b`,
  r`\b(?:is|was|were|that's|it's) (?:entirely |completely |totally )?(?:our|my) (?:mistake|error|fault)\b|\b(?:fue|es) (?:un )?error (?:nuestro|mio)\b|\bc'(?:est|etait) (?:une )?(?:erreur|faute) de (?:notre|ma) part\b|\b(?:das )?war (?:unser|mein) fehler\b|\b(?:e|era) (?:stato )?(?:un )?(?:nostro|mio) errore\b|\bfoi (?:um )?erro (?:nosso|meu)\b`,
  r`\bno [\w-]+ (?:were|was) (?:coded|set|tagged|assigned|marked|entered|recorded) (?:with|to|as|under)\b`,
);

/** flags42: a tip for a supposed case ("Tip: if two open invoices have the same amount, …") and a definition ("A locked period means no one can post into it", de "Ein gesperrter Zeitraum ist ein Monat,
 * in den …", es "Un periodo cerrado es un mes en el que …", fr "Une période clôturée est …", it "Un periodo chiuso è …",
 * pt "Um período fechado é …"): it explains a word; it flags nothing of this request. */
export const DEFINITION_42 = local(
  r`^(?:tip|hint|pro tip|top tip|consejo|truco|astuce|conseil|tipp|hinweis|suggerimento|consiglio|dica) ?: (?:if|when|whenever|si|cuando|quand|wenn|falls|se|quando)\b|^(?:a|an|ein|eine|einen|un|una|une|um|uma) (?:[\w-]+ ){0,3}?(?:means|is when|is where|ist (?:ein|eine|einer|wenn)|bedeutet|es (?:un|una|uno|cuando)|significa|est (?:un|une|celui|celle|quand)|signifie|e (?:un|una|uno|quando)|vuol dire|e (?:um|uma|aquele|aquela|quando))\b`,
);

/** flags42: a plain list of the user's overdue or unpaid things, told as a count or a list ("You have 7 unpaid
 * invoices, 18,940.00 in total; the oldest is 64 days overdue", "Your three overdue library books are: …", es "Tienes 3
 * facturas vencidas", fr "Vous avez 2 factures impayées", de "Sie haben 3 offene Rechnungen", it "Hai 2 fatture
 * scadute", pt "Você tem 3 faturas em atraso"): an answer to what is owed, no problem with the request. Read by the
 * rule (response-check.ts), which then drops the overdue words and reads on. */
export const OVERDUE_LISTED_42 = local(
  r`^(?:you have|you've got|your|there are|tienes|tiene usted|tiene|sus|tus|vous avez|tu as|vos|tes|sie haben|du hast|ihre|deine|hai|ha|le sue|le tue|voce tem|tens|tem|suas|seus) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|dos|tres|cuatro|cinco|deux|trois|quatre|cinq|zwei|drei|vier|funf|due|tre|quattro|cinque|duas|dois|quatro) (?:[\w-]+ ){0,3}?(?:overdue|unpaid|outstanding|late|vencid[oa]s|pendientes|impayee?s|en retard|uberfallige?n?|offene?n?|unbezahlte?n?|scadut[ie]|non pagat[ei]|em atraso|em aberto)\b`,
);
export const OVERDUE_WORDS_42 = anyOfGlobal(
  r`\b(?:\d+ (?:days?|weeks?|months?|dias|jours|tage|giorni) )?(?:overdue|unpaid|outstanding|vencid[oa]s|pendientes|impayee?s|en retard|uberfallige?n?|offene?n?|unbezahlte?n?|scadut[ie]|non pagat[ei]|em atraso|em aberto)\b`,
);

// done42 round of issue 16: dones told as the new state of the user's thing with any verb, declines and asks by their
// function, read on the twenty-sixth set (finance operations) and written for any domain. One self-contained block so
// parallel rounds merge by appending.

/** English -ed verbs that report a look, a thought, a message, a hand-on or a plan, not a changed state of the user's
 * thing (a lookup, "I've noticed", "I've forwarded", "I've drafted"): the open -ed patterns below skip them. */
const NOT_STATE_42 = r`(?:notic|check|double-check|look|review|verifi|search|tri|ask|request|forward|escalat|pass|referr|contact|email|e-mail|call|phon|messag|text|notifi|inform|flagg|not|consider|assum|compar|calculat|estimat|prepar|draft|list|summari[sz]|outlin|highlight|explain|includ|describ|receiv|need|want|us|bas|learn|plann|decid|expect|suppos|requir|attempt|open|load|view|access|identifi|analy[sz]|investigat|explor|examin|read|repli|respond|mention|suggest|recommend|propos|offer|mark|hold|pend|queu|wait|rout|loop|copi|cc|remind|follow|monitor|track|watch|observ|spott|detect|found|discover|experienc|fac|encounter|locat|enjoy|retriev|pull|pag|ping|alert|quot|confirm|fetch|return|show|display|print|collect|gather|compil|extract|select|pick|match(?= (?:\d|with) )|sort)ed`;
/** -ed words that tell a problem or another party's refusal ("was rejected", "was blocked", "was returned"): no done. */
const PROBLEM_PART_42 = r`(?:reject|declin|block|return|bounc|lock|delay|stopp|fail|miss|charg|skipp|freez|frozen|suspend|flagg|deni|refus|overdu|overdraw|duplicat|expir|lapsed|clos|cap|limit|restrict|disabl|hack|compromis|stol|lost|damag|break|broke|short-?paid|underpaid|overpaid|overcharg|bill|debit|postpon|disput|contest|challeng|report|complain|affect|impact|caus|deliver|scann|sign|collect|pick|arriv|land|depart|board|launch|introduc|announc|publish|found|establish)(?:ed|en)?`;

/** An English first-person perfect of any -ed verb on the user's thing ("I've resubmitted it for tomorrow", "I've
 * exported the ledger to CSV", "I've recorded your preference", "We have relabelled both parcels"), not a look, a
 * message or a hand-on (NOT_STATE_42). claims_done. */
export const FIRST_PERSON_ANY_DONE_42 = rx(
  r`\b(?:i|we)(?:'ve| have)(?: (?:just|already|now|also|successfully|since|then|both|all))* (?!${NOT_STATE_42}\b)(?:re-?)?[a-z]{2,}(?<!e)ed (?:it|them|this|that|these|those|the|your|a|an|all|both|every|each|our|his|her|their|its|\d)\b`,
);

/** A subjectless report that opens with any -ed verb and its object ("Coded the 212.99 card charge to 6810",
 * "Relabelled both parcels", "Archived the three duplicate contacts"), not a look or a hand-on (NOT_STATE_42) nor an
 * imperative that ends in -ed ("Shred the copies", "Embed the chart"). claims_done. */
export const SUBJECTLESS_ANY_DONE_42 = rx(
  r`^(?!(?:shred|embed|${NOT_STATE_42})\b)(?:re-?)?[a-z]{2,}(?<!e)ed (?:it|them|the|your|all|both|every|each|its|their|his|her|our|\d)\b`,
);

/** A verbless status: the thing, then any participle tied to a record by a preposition and an identifier or a number
 * ("Accrual for the audit fee (2,500.00) posted to 2450 Accrued liabilities", "Delta Freight invoice matched to
 * PO-55612", "Payment run PR-1209 released by Maria at 11:42", "Parcel relabelled for locker 14B"). claims_done. Not a
 * sentence with a subject pronoun, a table row, a look or a problem (asked in response-check.ts of a head with no
 * finite verb, not dated as a record). */
export const PARTICIPLE_TO_RECORD_42 = rx(
  r`^(?!(?:i|we|you|he|she|they|it|there|this|that|these|those|if|when|once|after|before)\b)(?:[^\s?!;|]+ ){1,10}?(?!(?:${NOT_STATE_42}|${PROBLEM_PART_42})\b)[a-z]{3,}(?<!e)ed (?:to|into|onto|against|for|under|as|by) (?:[^\s?!;|]+ ){0,3}?[^\s?!;|]*\d`,
);

/** A notification of the user's thing in a new state, any participle, tied to its new day, amount or target ("Your
 * lesson has been scheduled for Thu 8 Jan" — in the present, "is scheduled / due / planned for" is a timetable, as
 * replies18 and replies23 read it —, "The standing order … has been changed to 700.00 from January", "Your
 * seminar has been moved to room 4B"), or ending its clause in the perfect or past ("Your direct debit … was set up;",
 * "… was ordered and ships in 3–5 days"). claims_done. Not a preview ("would be posted"), a problem (PROBLEM_PART_42)
 * nor a look; a past date after it makes it a record (response-check.ts). */
export const STATE_NOTICE_42 = anyOf(
  r`^(?:[^\s?!;]+ ){0,3}?(?:your|the|this|these|our|my) ([^?!;]{1,80}?) (?:(?:is|are)(?: (?:now|also|successfully|just|all))? (?!(?:scheduled|planned|due|set|timed|expected|programmed)\b)|(?:has been|have been|was|were)(?: (?:now|also|successfully|just|all))? )(?!(?:${NOT_STATE_42}|${PROBLEM_PART_42})\b)(?:[a-z]{3,}(?<!e)ed|set up|sent|paid|made|set|put|run|withdrawn|written off|brought forward|taken out) (?:(?:for|from|into|with effect from|effective) (?:[^\s?!;]+ ){0,2}?|to (?:the |a |an |your )?)(?:[^\s?!;]*\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|tonight|today|next|january|february|march|april|june|july|august|september|october|november|december|room|account|locker|gate|platform)\b`,
  r`^(?:[^\s?!;]+ ){0,3}?(?:your|the|this|these|our|my) ([^?!;]{1,80}?) (?:was|were|has been|have been)(?: (?:now|also|successfully|just|all))? (?!(?:${NOT_STATE_42}|${PROBLEM_PART_42})\b)(?:[a-z]{3,}(?<!e)ed|set up|sent|paid|made|put in place|switched on|switched off|turned on|turned off)(?= and (?:will|ships?|arrives?|should|goes|is|are|takes?|starts?)\b|\s*(?:[;.!✔✅]|$))`,
);

/** A policy told of a kind of thing in the generic present ("Payments made after 16:00 are processed the next working
 * day", fr "Les virements effectués après 16 h sont traités le lendemain"): no claims_done. */
export const GENERIC_PRESENT_42 = rx(
  r`^(?!(?:your|my|our|the|this|these|those|that|its|his|her|their)\b)(?:[a-z-]+ ){0,2}[a-z-]+s (?:made|received|submitted|sent|paid|filed|approved|raised|posted|booked|placed|created|entered|requested|ordered) (?:after|before|on|by|within|outside|over|under|above|below|at)\b[^.?!]*? (?:are|get) [a-z]+ed\b|^(?:les|los|las|i|gli|le|os|as|die|alle) [a-z]+ (?:effectuee?s|recue?s|envoyee?s|realizad[oa]s|recibid[oa]s|enviad[oa]s|effettuat[ie]|ricevut[ie]|inviat[ie]|feit[oa]s|recebid[oa]s|enviad[oa]s|eingegangenen|getatigten) (?:apres|avant|despues de|antes de|dopo|prima|depois|antes|nach|vor)\b`,
);

/** A thing put on hold, told as the act (fr "Je l'ai mise en attente", "I've put it on hold"): a hold, not a done. */
export const ON_HOLD_42 = rx(
  r`\b(?:i(?:'ve| have)? (?:put|placed|kept) (?:it|them) on hold|(?:je|nous) (?:l'|les )(?:ai|avons) (?:mise?s?|placee?s?|gardee?s?) en attente|(?:la|lo|las|los) (?:he|hemos) (?:puesto|dejado) en espera|(?:l'|li |le )(?:ho|abbiamo) (?:mess[oaie]|lasciat[oaie]) in (?:attesa|sospeso)|(?:coloquei|deixei|pus)-(?:a|o|as|os) em espera|(?:habe|haben) (?:sie|es|ihn) (?:angehalten|zuruckgestellt))\b`,
);

/** German verbless or passive dones with the participle closing the sentence, any verb ("Zahlungseingang … mit RE-401
 * ausgeglichen.", "Prämie … in der Dezemberabrechnung erfasst.", "Ihre Umsatzsteuervoranmeldung … wurde über ELSTER
 * übermittelt."): claims_done. Asked of a sentence with no other finite verb, no negation and no condition
 * (DE_NOT_REPORT_42); the adjectives of a problem or a look are left out. */
export const DE_PARTICIPLE_END_42 = rx(
  r`^(?!(?:ich|wir|sie|er|es|bitte|wenn|falls|sobald|ob)\b)(?:[^\s?!;]+ ){1,14}?(?!(?:geschlossen|gesperrt|blockiert|abgelehnt|fehlgeschlagen|abgelaufen|ausgebucht|belegt|verloren|gescheitert|gemeint|genannt|gesagt|gesehen|gefunden|gepruft|geplant|verboten|erlaubt|bekommen|erhalten|verspatet|geoffnet|gewunscht|benotigt|erforderlich|genugt|gehort|gefallt|gelingt|geschieht|gewinnt|gebraucht|gesucht|geeignet|bereit|bekannt|berechnet)\b)(?:(?:ab|an|auf|aus|ein|fest|frei|um|zu|zuruck|vor|nach|weiter|hoch|her|durch|ruck|um)?ge[a-z]{3,}(?:t|en)|[a-z]{3,}iert|(?:uber|er|ver|be|ent|zer|unter)[a-z]{3,}t|uberwiesen|angewiesen|verschoben|vergeben|unterschrieben|storniert)(?: worden)?(?:\s*\([^()]*\))?\s*(?:[.!✔✅☑]\s*)*$`,
);
/** What keeps DE_PARTICIPLE_END_42 from reporting: another finite verb, a negation, a future, a modal, a condition. */
export const DE_NOT_REPORT_42 = rx(
  r`\b(?:nicht|kein\w*|nie|noch nicht|wird|werden|kann|konnen|muss|mussen|soll|sollte|sollen|mochte|mochten|wurde (?:gern|gerne)|konnte|hat|haben|habe|hatte|ist|sind|war|waren|bitte|wenn|falls|sobald|ob|dass|entwurf|vorschau|leider|bereits|schon|steht|stehen|liegt|liegen|gibt|geht|gehen|bleibt|bleiben|kommt|kommen|lauft|laufen|gilt|zeigt|zeigen|braucht|fehlt|fehlen|enthalt|betragt|kostet|kosten|heisst|bedeutet|zu)\b|\?`,
);

/** The user's thing in a new state in es/fr/it/pt, any participle after a passive or state auxiliary, tied to its new
 * day, account or identifier (fr "Les deux écritures … sont passées au 31/12", es "La cuota ha sido cambiada a 45 €", it
 * "Il bonifico è stato programmato per il 15/12", pt "A fatura foi lançada na conta 6810"): claims_done, unless dated
 * before (a record) or negated. */
export const STATE_NOTICE_OTHER_42 = rx(
  r`\b(?:est|sont|a ete|ont ete|ha sido|han sido|fue|fueron|queda|quedo|quedan|e stat[oa]|sono stat[ie]|foi|foram|ficou|ficaram) (?:bien |ya |gia |ja |desormais |correctement |correttamente |correctamente |corretamente )?(?!(?:valid\w*|correct\w*|fermee?s?|bloquee?s?|refusee?s?|rejetee?s?|rechazad[oa]s?|bloquead[oa]s?|rifiutat[oaie]|bloccat[oaie]|recusad[oa]s?|cerrad[oa]s?|chius[oaie]|fechad[oa]s?|retenue?s?|retenid[oa]s?|trattenut[oaie]|devolvid[oa]s?|devuelt[oa]s?|restituit[oaie]|retournee?s?)\b)[a-z]{3,}(?:ad[oa]s?|id[oa]s?|[^e\s]ee?s?|at[oaie]|it[oaie]|ut[oaie]|ert[oa]s?) (?:au|aux|a|al|a la|pour|para|per|sur|en|na|no|nel|nella|sul|sulla|dans|con|com|avec|to|da) (?:la |le |l'|el |il |lo |o |a |compte |cuenta |conto |conta |the )?(?:[^\s?!;]*\d)`,
);

/** declines: a first-person refusal without a can't, any verb in its present, the object fronted or after it (de "Die
 * Bankverbindung … ändere ich nicht aufgrund einer E-Mail", it "Non registro la fattura con una data falsa", es "No
 * cambio la fecha por un correo", pt "Não altero o IBAN por e-mail", fr "Je ne modifie pas l'adresse sur simple
 * message"); the verbs of seeing, finding, knowing and thinking are left out (a not-found flags). */
export const REFUSAL_PRESENT_42 = anyOf(
  r`\b(?!(?:habe|sehe|finde|weiss|kenne|verstehe|glaube|denke|brauche|bekomme|erhalte|empfehle|mochte|muss|kann|darf|will|werde|hoffe|wei|bin|konnte|durfte|wollte|sollte|musste|wurde|hatte|ware|habe)\b)[a-z]{3,}e ich (?:das |die |den |dies |diese[nmrs]? |ihnen |dir |es |so |hier )?(?:\S+ ){0,1}?nicht\b(?! nur\b)(?![^?]*\?)(?![^?]*\b(?:until|finche|fino a quando|hasta que|mientras no|solange|jusqu'a ce que|tant que|ate que|enquanto)\b)`,
  r`^(?:no,? )?non (?:lo |la |li |le |ti |vi |gli |ne )?(?!(?:vedo|trovo|so|capisco|ho|credo|penso|riesco|posso|conosco|ricordo|sono|risulto|vedo|leggo|sento|dubito|escludo|nascondo|nego)\b)[a-z]{3,}o (?:la|il|lo|i|le|gli|l'|un|una|uno|questo|questa|questi|nessun\w*|mai|dati|pagamenti|fatture)\b(?![^?]*\?)(?![^?]*\b(?:until|finche|fino a quando|hasta que|mientras no|solange|jusqu'a ce que|tant que|ate que|enquanto)\b)`,
  r`^(?:no,? )?no (?:lo |la |los |las |le |les |te )?(?!(?:veo|encuentro|se|entiendo|tengo|creo|pienso|puedo|conozco|recuerdo|hay|estoy|es|esta|necesito|recibo|encontramos|vemos|dudo|niego)\b)[a-z]{3,}o (?:la|el|los|las|un|una|este|esta|estos|estas|tu|su|sus|tus|nada|ningun\w*|datos|pagos|facturas)\b(?![^?]*\?)(?![^?]*\b(?:until|finche|fino a quando|hasta que|mientras no|solange|jusqu'a ce que|tant que|ate que|enquanto)\b)`,
  r`^(?:nao,? )?nao (?:o |a |os |as |lhe |te )?(?!(?:vejo|encontro|sei|entendo|tenho|creio|acho|posso|consigo|conheco|lembro|ha|estou|e|esta|preciso|recebo|duvido|nego)\b)[a-z]{3,}o (?:a|o|os|as|um|uma|este|esta|esse|essa|seu|sua|seus|suas|teu|tua|nada|nenhum\w*|dados|pagamentos|faturas|iban|nib)\b(?![^?]*\?)(?![^?]*\b(?:until|finche|fino a quando|hasta que|mientras no|solange|jusqu'a ce que|tant que|ate que|enquanto)\b)`,
  r`\b(?:je|nous) ne (?!(?:vois|trouve|sais|comprends|pense|crois|peux|pouvons|pourrai|suis|sommes|connais|retrouve|dispose|parviens|arrive|reussis|vais|voyons|trouvons|savons|doute|nie)\b)[a-z]{3,}(?:e|s|ons) (?:pas|jamais|plus) (?:la|le|les|l'|un|une|de|d'|votre|vos|ce|cette|ces|ta|ton|tes|d'un|d'une)\b(?![^?]*\?)(?![^?]*\b(?:until|finche|fino a quando|hasta que|mientras no|solange|jusqu'a ce que|tant que|ate que|enquanto)\b)`,
);

/** declines: what the data reaches stops short of the request ("the bank feed only goes back 24 months", es "el
 * historial solo llega hasta hace 24 meses", de "Der Kontoauszug reicht nur 24 Monate zurück", fr "le flux ne remonte
 * qu'à 24 mois", it "lo storico arriva solo a 24 mesi fa", pt "o extrato só vai até 24 meses atrás"), and a can't on
 * another party's side of the records ("I'm not able to see your bank's side"). */
export const DATA_REACH_42 = anyOf(
  r`\b(?:only|just) (?:goes|go|reaches|reach|dates|stretches) back\b|\b(?:only|just) (?:covers|cover|keeps|keep|holds|hold|stores|store) (?:the last |the past )?(?:\d+|one|two|three|six|twelve|eighteen|twenty-four) (?:days?|weeks?|months?|years?)\b`,
  r`\bsolo (?:llega|llegan|cubre|cubren|guarda|guardan|alcanza) (?:hasta hace|los ultimos \d)|\breich(?:t|en) nur (?:\S+ ){0,3}?zuruck\b|\bne (?:remonte|remontent|couvre|couvrent|conserve|conservent|garde|gardent) qu(?:e |')(?:a |au |aux |les )?(?:\d+|derniers?) |\b(?:arriva|arrivano|copre|coprono|conserva|conservano|risale|risalgono) solo (?:a \d+ \w+ fa|agli ultimi|gli ultimi)\b|\bso (?:vai|vao|cobre|cobrem|guarda|guardam|chega|chegam|volta|voltam) (?:ate (?:ha )?\d+ \w+ atras|os ultimos \d)`,
  r`\b(?:can't|cannot|can not|not able to|unable to) (?:see|view|access|look into|check) (?:into )?(?:your|the|their) (?:bank|card issuer|issuer|carrier|courier|airline|insurer|provider|supplier|landlord|employer|school|hospital|council|pharmacy|broker)(?:'s|s') (?:side|systems?|records?|end|data|logs?)\b`,
);

/** asks: a request that the user verify with a party before the agent goes on — an imperative with a purpose of
 * confirming ("Please call them on the number we hold to confirm.", es "Llame al proveedor … para confirmarlo", de
 * "Bitte rufen Sie … an, um … zu bestätigen", fr "Appelez … pour confirmer", it "Chiami … per confermare", pt "Ligue …
 * para confirmar"). A bare referral with no purpose ("Bitte rufen Sie den Lieferanten an") is a how-to: no asks. */
export const VERIFY_IMPERATIVE_42 = anyOf(
  r`^(?:please,? |kindly |could you |can you )?(?:call|phone|ring|contact|email|e-mail|text|check with|ask|message) [^.?!]{1,80}? (?:to|and) (?:confirm|verify|check|double-check|make sure)\b`,
  r`^(?:por favor,? )?(?:llame|llama|llamen|contacte|contacta|consulte|consulta|pregunte|pregunta|escriba|escribe) [^.?!]{1,80}? para (?:confirmar|verificar|comprobar)`,
  r`^(?:bitte )?(?:rufen|kontaktieren|fragen|schreiben) sie [^.?!]{1,80}? um [^.?!]{0,60}?zu (?:bestatigen|prufen|verifizieren|uberprufen|klaren)\b|^(?:bitte )?(?:rufen|kontaktieren|fragen) sie [^.?!]{1,80}? zur (?:bestatigung|prufung|verifizierung|klarung)\b`,
  r`^(?:merci d'|veuillez |pouvez-vous |pourriez-vous )?(?:appelez|appeler|contactez|contacter|appelle|contacte|ecrivez|ecrire|demandez|demander) [^.?!]{1,80}? pour (?:confirmer|verifier|vous assurer)`,
  r`^(?:per favore,? |la prego di |puoi |potrebbe )?(?:chiami|chiama|chiamare|contatti|contatta|contattare|senta|senti|sentire|scriva|scrivi) [^.?!]{1,80}? per (?:confermare|verificare|controllare)`,
  r`^(?:por favor,? |pode |podes )?(?:ligue|liga|ligar|contacte|contacta|contactar|contate|fale|falar|escreva|escreve) [^.?!]{1,80}? para (?:confirmar|verificar|conferir)`,
);

/** chat43: a promotional "did you know" question, the app's tip put as a question ("❓ Did you know… you can split the
 * bill in the app?", de "❓ Schon gewusst?", fr "Le saviez-vous ?", es "¿Sabías que…?", it "❓ Lo sapevi?", pt "Você
 * sabia?"), asks the user nothing to answer: not asks. Not "did you know about the fee before you booked?" nor "did
 * you know the order number?" (a question on what the user knew, with an object after "know"). */
export const DID_YOU_KNOW_43 = anyOf(
  r`^[^\p{L}]*(?:did you know|schon gewusst|wusstest du(?: schon)?|wussten sie(?: schon)?|le saviez-vous|tu (?:le )?savais|saviez-vous|sabias|sabia usted|lo sapevi|sapevi|lo sapevate|voce sabia|vc sabia|sabia)(?:\s*(?:…|\.\.\.|\?|!|$)|,? (?:que|che|dass|that|qu')? ?(?:you can|u can|puedes|podes|puoi|voce pode|vc pode|du kannst|tu peux|vous pouvez|kannst du)\b)`,
);


// flags44 round of issue 16 (forty-fourth round): flags read by the function a clause serves — two records that
// match one key told with a verb of matching, finding or appearing; an identifier told malformed or unknown by its
// shape; a lock told as a third party's state or a time passed; a failure told by a partner; a cost beside a done.
// English and es/de/fr/it/pt. One self-contained block so parallel rounds merge by appending.

/** Things on offer, not records: a count of them before a choice only asks ("three hotels match your dates"). */
const OFFERED_44 = r`(?:options?|slots?|times?|flights?|trains?|buses|hotels?|restaurants?|rooms?|tables?|results?|products?|models?|plans?|tours?|seats?|deals?|offers?|alternatives?|choices|dates|routes|fares|classes|courses|listings?|properties|cars?|vans?)`;
/** A key two records share, after the preposition that ties them to it (en). */
const KEY_LINK_44 = r`(?:quoted|(?:for|under|with|against|on|to|at) (?!(?:your|the|this|my) (?:search|criteria|filters?|budget|request|query|dates?|needs?|requirements?)\b)(?:that|this|the|your|one|a|an|same|quoted|[^\s]*\d))`;
/** flags44: two or more records that match one key, told with a verb of matching, finding or appearing, whatever the
 * noun ("2 POs match 'Delmar Tools'", "two patients come up under that date of birth", es "aparecen dos sedes con el
 * código de cliente 30021", de "finden sich zwei Mietgeräte mit der Bezeichnung …", fr "on a deux numéros EORI sur
 * votre fiche", it "ci sono due ticket aperti per la sede", pt "aparecem dois contratos com o mesmo NIF"). Not things
 * on offer matching a search ("three hotels match your dates": OFFERED_44, a search's criteria). */
export const TWO_MATCHING_44 = anyOf(
  r`\b${COUNT_42} (?!(?:[\w'-]+ ){0,2}?${OFFERED_44}\b)(?:[\w'&-]+ ){1,3}?(?:match|matches|matched|come up|came up|show up|showed up|turn up|turned up|appear|appeared|are (?:listed|registered|recorded|filed|on file)) ${KEY_LINK_44}`,
  r`\b(?:there are|there're|i see|i can see|i found|we have|you have) ${COUNT_42} (?:open|active|live|pending|separate) (?:[\w-]+ ){1,2}?(?:for|on|under|against|at) (?:the same|that|this|your) (?:site|address|account|customer|location|property|vehicle|patient|meter|device|number|name|premises|branch|office|unit)\b`,
  r`\b(?:aparecen|figuran|salen|constan|me salen|nos salen|encuentro|he encontrado|encontre|tenemos|hay) (?:registrad[oa]s )?${COUNT_42} (?:[\w-]+ ){1,3}?(?:con (?:el|la|los|las) (?:mism[oa]s? |(?:[\w-]+ ){0,2}?(?:codigo|numero|nombre|referencia|nif|cif|direccion|matricula|titular))|a (?:su|tu|vuestro) nombre|en (?:su|tu) (?:ficha|cuenta|contrato|expediente))`,
  r`\b(?:finden sich|fanden sich|erscheinen|existieren|gibt es|sind|stehen|habe ich|haben wir|sehe ich) ${COUNT_42} (?:[\w-]+ ){1,3}?(?:mit (?:der|dem|den) (?:gleichen |selben |\S+ )?(?:bezeichnung|nummer|namen?|kundennummer|referenz|adresse|seriennummer|anschrift)|unter (?:ihrer|deiner|ihrem|deinem) (?:kunden\w*|namen|nummer|adresse)|auf (?:ihren|deinen|ihrem|deinem) (?:namen|konto|vertrag))`,
  r`\b(?:on a|nous avons|j'ai|je vois|il y a|apparaissent|figurent|ressortent|existent) ${COUNT_42} (?:[\w'-]+ ){1,3}?(?:sur (?:votre|ta|ton|la|le) (?:fiche|compte|dossier|contrat|profil)|a (?:votre|ton) nom|sous (?:votre|ton|le meme|la meme)|avec (?:le|la) (?:meme|numero|code|nom|reference))\b`,
  r`\b(?:ci sono|risultano|compaiono|trovo|vedo|ho trovato|abbiamo|esistono) ${COUNT_42} (?:[\w'-]+ ){1,3}?(?:apert[ie] (?:per|su|sul|sulla|a nome)|a (?:suo|tuo|vostro) nome|intestat[ie]|sul (?:suo|tuo|vostro) (?:contratto|conto|profilo|account)|con (?:lo stesso|la stessa|il codice|il numero|la targa|il nome|la matricola))`,
  r`\b(?:aparecem|constam|surgem|ha|temos|existem|encontrei|vejo) ${COUNT_42} (?:[\w-]+ ){1,3}?(?:com (?:o mesmo|a mesma|o codigo|o numero|o nome|o nif|o cpf|o cnpj|a matricula)|no (?:seu|teu) (?:cadastro|nome)|em (?:seu|teu) nome|abert[oa]s (?:para|em nome))`,
);

/** flags44: an identifier told malformed or unknown by its shape — not in the format ("isn't in the format the
 * supplier's EDI accepts", es "no tiene el formato correcto", fr "n'est pas au bon format", de "entspricht nicht dem
 * Format", it "non è nel formato", pt "não está no formato"), a count of its digits against the count it needs ("has 9
 * digits, should have 11", de "hat 9 statt 11 Stellen", it "ha 9 cifre invece di 11"), not in the register ("not in our
 * register", pt "não existe no nosso cadastro"), a letter where a digit belongs (pt "a letra O no lugar do zero"). A
 * rule stated of a format ("the EORI must be GB + 12 digits") tells nothing of this one. */
export const MALFORMED_ID_44 = anyOf(
  r`\b(?:is ?n't|is not|wasn't|was not|doesn't look|does not look|doesn't seem|does not seem) (?:to be )?(?:quite )?in (?:the|a|our|their|any) (?:[\w'-]+ ){0,3}?format\b|\b(?:is ?n't|is not|wasn't|was not|doesn't match|does not match|doesn't follow|does not follow) (?:a |the |our )?(?:valid|correct|right|expected|usual|standard|required) (?:[\w-]+ )?(?:format|pattern)\b|\bnot in (?:our|the|their) (?:register|registry|records|directory|database|master data|customer file)\b`,
  r`\b(?:has|have|had|contains|is) (?:only |just )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:digits|characters|letters)(?: long)?(?:,| but| and| -| —| where| when| whereas)(?: it| they| the [\w-]+)? (?:should|must|needs? to|ought to|has to) (?:have|be)\b|\b(?:needs|requires|should have|must have|takes) (?:\d+|eight|nine|ten|eleven|twelve) (?:digits|characters), (?:yours|it|this one|the one you gave|you gave|you sent) (?:has|have|had|only has|only had)\b|\b(?:a|the) letter o (?:instead of|in place of|where) (?:a |the )?(?:zero|0)\b`,
  r`\bno (?:tiene|cumple|sigue|respeta) (?:el|un|ningun) formato\b|\bno (?:esta|es) en (?:el|un) formato\b|\btiene (?:solo )?\d+ (?:digitos|caracteres|cifras)(?:,| y| pero)(?: y)? (?:deberia|debe|tendria que|ha de) (?:tener|ser)\b|\bno (?:existe|figura|consta|aparece) en (?:nuestr[oa]|el|la) (?:registro|sistema|base de datos|censo|fichero|maestro)\b|\bla letra o en (?:lugar|vez) del? (?:cero|0)\b`,
  r`\bn'est pas (?:au|dans le) (?:bon )?format\b|\bne (?:respecte|suit|correspond) pas (?:au|le) format\b|\ba (?:seulement |que )?\d+ (?:chiffres|caracteres)(?:,| alors qu'il en faut| au lieu de| mais| et non)\b|\bn'existe pas dans (?:notre|le|la) (?:registre|base|fichier|systeme|referentiel)\b|\bla lettre o (?:a la place|au lieu) du? (?:zero|0)\b`,
  r`\b(?:hat|entspricht) nicht (?:das|dem) (?:richtige[nm]? |gultige[nm]? |erwartete[nm]? |vorgeschriebene[nm]? )?format\b|\bhat (?:nur )?\d+ (?:statt|anstatt|anstelle von) \d+ (?:stellen|ziffern|zeichen)\b|\b(?:existiert|gibt es) nicht in unser\w* (?:system|register|datenbank|stammdaten|kundenstamm)\b|\bist in unser\w* (?:system|register|datenbank|stammdaten) nicht (?:vorhanden|bekannt|hinterlegt|erfasst)\b|\bden buchstaben o (?:statt|anstelle) (?:der|einer) (?:null|0)\b`,
  r`\bnon e nel formato\b|\bnon (?:rispetta|segue|ha) (?:il|un) formato\b|\bha (?:solo )?\d+ (?:cifre|caratteri)(?:,| invece di| anziche| ma)\b|\bnon (?:esiste|risulta|compare) (?:nella|nel|in) (?:nostr[oa] )?(?:anagrafica|registro|sistema|archivio|database)\b|\bla lettera o (?:al posto|invece) del(?:lo)? (?:zero|0)\b`,
  r`\bnao (?:esta|e) no formato\b|\bnao (?:segue|respeita|tem) o formato\b|\btem (?:so |apenas )?\d+ (?:digitos|caracteres|algarismos)(?:,| em vez de| mas| e deveria)\b|\bnao existe (?:no|na|em) (?:nosso |nossa )?(?:cadastro|registo|registro|sistema|base)\b|\b(?:a )?letra o no lugar do (?:zero|0)\b`,
);

/** What a lock is told as: loaded, shipped, invoiced, sealed, closed, departed (en and es/fr/it/pt participle stems). */
const LOCK_WORD_44 = r`(?:loaded|shipped|dispatched|invoiced|billed|sealed|closed|departed|picked|packed|filed|submitted|cleared|manifested|issued|signed|dispensed|facturad[oa]s?|enviad[oa]s?|cargad[oa]s?|expedid[oa]s?|despachad[oa]s?|cerrad[oa]s?|precintad[oa]s?|embarcad[oa]s?|presentad[oa]s?|emitid[oa]s?|firmad[oa]s?|emise?s?|signee?s?|emess[oaie]|firmat[oaie]|assinad[oa]s?|facture(?:e|s|es)?|expedie(?:e|s|es)?|charge(?:e|s|es)?|fermee?s?|fatturat[oaie]|spedit[oaie]|caricat[oaie]|chius[oaie]|imbarcat[oaie]|faturad[oa]s?|expedid[oa]s?|carregad[oa]s?|fechad[oa]s?|embarcad[oa]s?|selad[oa]s?)`;
/** flags44: a lock told as a third party's state or a time passed — a record "already" at a quoted status (de "Auftrag
 * 5512 steht schon auf „verladen“", "is already marked 'dispatched'", es "ya figura como facturado", it "risulta già
 * spedito", pt "já consta como faturado"), a cut-off or deadline told in the past ("Cut-off … war heute 12:00", "the
 * booking deadline passed on Friday"). A cut-off told as a rule in the present ("the cut-off is 12:00") is not one. */
export const LOCK_TOLD_44 = anyOf(
  r`\b(?:steht|stand|stehen|standen|ist|war) (?:bereits|schon|jetzt) (?:auf|im status|in status) quoted|\b(?:is|was|are|were) already (?:marked|showing|flagged|set|at|in status|listed|shown) (?:as )?(?:quoted|${LOCK_WORD_44})\b`,
  r`\bya (?:figura|consta|aparece|esta) (?:como|en estado) (?:quoted|${LOCK_WORD_44})|\b(?:est|etait) deja (?:au statut|en statut|marquee?s?|indiquee?s?) (?:comme )?(?:quoted|${LOCK_WORD_44})|\b(?:risulta|risultano) gia (?:in stato |come )?(?:quoted|${LOCK_WORD_44})|\bja (?:consta|aparece|esta marcad[oa]) como (?:quoted|${LOCK_WORD_44})`,
  r`\b(?:cut-?off|deadline|closing time|annahmeschluss|ladeschluss|stichtag|fecha limite|hora (?:de )?(?:corte|limite)|date limite|heure limite|termine ultimo|orario limite|prazo|hora de corte)\b[^.;?!]{0,60}?\b(?:was|war|fue|era|etait|foi|passed|ended|closed|ist vorbei|ist abgelaufen|ha pasado|ya paso|vencio|e passato|e scaduto|e scaduta|est passee?|a expire|ja passou|expirou)\b(?! (?:moved|extended|changed|verschoben|verlangert)\b)`,
);

/** flags44: a failure told by a partner — none left (fr "le transporteur n'a plus de camion disponible", es "no hay hueco
 * … hasta enero"), a partner reporting a no (de "die Spedition meldet … keine Zustellung"), a system returning an
 * error (pt "devolveu erro de pagamento", "the portal returned an error"), a breakdown (fr "a eu une panne", "had an
 * outage"), a service level breached ("Your SLA was breached"), and a cost the act brings beside a done (it "ma il
 * trasporto costa 120 € in più", "but delivery costs €40 extra"). */
export const PARTNER_FAILURE_44 = anyOf(
  r`\bn'(?:a|ont|avait|avaient) plus (?:de |d')(?:\S+ )?(?:disponibles?|libres?)\b|\bn'(?:a|ont) plus (?:de |d')(?:camions?|chauffeurs?|places?|creneaux|creneau|stock|vehicules?)\b|\bno (?:hay|queda|quedan|tienen|tiene|hubo) (?:ningun |ni un )?(?:hueco|huecos|plazas?|sitio|disponibilidad|citas?|camion(?:es)?|turnos?)\b`,
  r`\b(?:meldet|meldete|melden|meldeten) (?:\S+ ){0,8}?(?:keine|kein|keinen)\b`,
  r`\b(?:devolveu|retornou|deu|apresentou|acusou) (?:um |uma )?(?:erro|falha)\b|\b(?:returned|threw|gave (?:me |us )?|came back with) (?:an? )?(?:error|failure)\b(?! (?:messages?|codes?)\b)|\b(?:ha restituito|ha dato) (?:un )?errore\b|\b(?:devolvio|dio) (?:un )?error\b|\b(?:a renvoye|a retourne) (?:une )?erreur\b|\b(?:lieferte|meldete|zeigte) (?:einen )?fehler\b`,
  r`\b(?:a eu|ont eu|avait eu|a subi) (?:une |un )?(?:panne|avarie|probleme technique)\b|\b(?:had|has had|suffered) (?:a |an )?(?:breakdown|outage|system failure|technical (?:problem|issue|fault))\b|\b(?:tuvo|ha tenido|sufrio) (?:una |un )?(?:averia|caida|problema tecnico)\b|\b(?:hatte|hat) (?:eine[nm]? )?(?:panne|ausfall|storung|defekt)\b|\b(?:ha avuto|ha subito|ebbe) (?:un |una )?(?:guasto|avaria|problema tecnico)\b|\b(?:teve|sofreu) (?:uma |um )?(?:avaria|pane|falha|problema tecnico)\b`,
  r`\b(?:sla|service level|response target|resolution target)\b[^.;?!]{0,30}?\b(?:was|were|has been|have been|got) (?:breached|missed|violated|exceeded)\b`,
  r`\b(?:but|however|though|although|ma|pero|mais|aber|allerdings|mas|porem)\b[^.;?!]{0,80}?\b(?:costs?|costa|costano|cuesta|cuestan|coute|coutent|kostet|kosten|custa|custam)\b (?:you |us |vous |ti |vi |te |le |lhe |ihnen |dich )?(?:an? )?(?:extra |additional |further |another )?(?:€|£|\$|eur |chf )?\s?\d[\d.,]*\s?(?:€|£|\$|eur|euros?|gbp|usd|chf)? ?(?:more|extra|additional|on top|in piu|de plus|en plus|mas|de mas|a mais|mehr|zusatzlich)\b`,
);

/** flags44: "<a fact>, so I can't <act>" — the can't makes the clause before it the reason, as a withheld act does
 * (REASON_THEN_WITHHELD_42): "Truck to Milan left the dock at 06:10 …, so I can't take the cartons off", es "ya figura
 * como facturado, así que no lo puedo anular", fr "…, donc je ne peux pas …", de "…, daher kann ich … nicht", it "…,
 * quindi non posso …", pt "…, por isso não consigo …". A link word is required (a bare comma before "I can't" is most
 * often an apology or a rule). Group 1 is the reason, read by the rule as REASON_THEN_WITHHELD_42's is. */
/** flags44: a reason that is the agent's own reach or a house offer ("No tengo ninguna herramienta que …, así que no
 * puedo", it "Non ho accesso ai dati …, quindi non posso", "En el plan gratuito no ofrecemos soporte telefónico, así
 * que no puedo …"): a refusal's general ground (docs/score.md), not a fact of this request. */
export const OWN_REACH_REASON_44 = local(
  r`\b(?:no (?:tengo|tenemos|dispongo|disponemos|ofrecemos|damos|ofrezco)|non (?:ho|abbiamo|offriamo|dispongo|disponiamo|forniamo)|nao (?:tenho|temos|oferecemos|disponho|dispomos|fornecemos)|(?:bieten|haben|fuhren) wir (?:\S+ ){0,2}?kein\w*|(?:habe ich|ich habe|wir haben) (?:\S+ ){0,2}?kein\w*|je n'ai|nous n'avons|nous ne (?:proposons|fournissons|offrons)|on n'a|on ne (?:propose|fournit)|i (?:don't|do not) have|we (?:don't|do not) (?:have|offer|provide|support))\b`,
);
/** flags44: places on offer near the user ("three clinics named Riverside near you"): a search's results, options
 * before a choice, even when they share a name (response-check.ts, sharedKey). */
export const NEAR_USER_44 = local(
  r`\b(?:near (?:you|your|here)|nearby|close to you|in your area|around you|cerca de (?:ti|usted)|en tu zona|en su zona|pres de chez vous|a proximite|in der nahe|in ihrer nahe|vicino a (?:te|lei)|nella tua zona|perto de (?:si|voce|ti)|na sua zona)\b`,
);
export const REASON_THEN_CANT_44 = rx(
  r`^(?!(?:if|when|whenever|until|unless|once|before|as soon as|in case|si|se|wenn|falls|bis|quand|cuando|quando|hasta|jusqu'a|finche|ate|sorry|unfortunately|lo siento|desole|leider|purtroppo|infelizmente)\b)((?!(?:i|we|i've|we've|i'm|we're|i'd|yo|je|j'ai|ich|io|ho|eu)\b)(?:[^.?!]|(?<=\d)\.){12,200}?)(?:,|;|:|\s[—–-]|—|–)?\s*(?:(?:and )?so|which is why|that's why|therefore|hence|asi que|por lo que|por eso|de modo que|donc|c'est pourquoi|quindi|percio|per cui|daher|deshalb|darum|por isso|portanto|logo|pelo que) (?:(?:i|we) (?:can't|cannot|can not|can no longer|couldn't|could not|am unable to|'m unable to|am not able to|'m not able to|won't be able to)\b|no (?:l[oae]s? |se l[oa]s? )?(?:puedo|podemos|pude|pudimos)\b|(?:je|nous) ne (?:l'|les |le |la |lui )?(?:peux|pouvons|pourrai|pouvais)\b|(?:kann|konnen|konnte) (?:ich|wir)\b|non (?:l'|lo |la |li |le )?(?:posso|possiamo|riesco|riusciamo)\b|nao (?:o |a |os |as |lhe )?(?:posso|consigo|podemos|conseguimos)\b)`,
);

// --- done44: dones, declines and asks by sentence function --------------------------------------------------------

/** Participles that report a look, a receipt, a problem or another party's act, not a change the agent made. */
const NOT_AN_ACT_PART_44 = r`(?:recibid|encontrad|revisad|consultad|comprobad|verificad|localizad|detectad|notad|entregad|rechazad|denegad|bloquead|retrasad|perdid|danad|fallid|estad|resultad|cuidad|sentid|contenid|partid|ricevut|trovat|controllat|verificat|consegnat|rifiutat|bloccat|ritardat|smarrit|danneggiat|stat|subit|recebid|verificad|entregu|recusad|atrasad|extraviad|danificad|fich|mercad|abogad|apellid|period|pasad|considerad|tenid|incluid|arrivat|llegad|chegad|partit|salid|uscit|dovut|scadut|caid|vis|invit|limit|evit|sentit|tratad)`;

/** done44: a done told with its participle first and the named record after it ("Anulado el pedido PV-3345", "Pedido
 * el repuesto para la carretilla TX-4410", it "Spostato il sopralluogo … a lunedì alle 10", pt "Reembolsada a taxa do
 * passaporte PT-8821", fr "Reporté le rendez-vous de Mme Petit au jeudi 12", en "Reshipped the compressor PN-4471"):
 * the participle of a state change heads the sentence, an article follows and a name with a digit comes within the
 * clause. Open vocabulary; a look, a receipt, a problem or a delivery by another party is left out, and so is a
 * heading or a table's column ("Cancelled orders:" has no article and no record), a negation and a question (the
 * caller asks). */
export const PARTICIPLE_FIRST_44 = anyOf(
  r`^(?:(?:ok|okay|vale|listo|bien|ecco|pronto|fatto|hecho|feito|perfetto|perfecto|perfeito|bon|d'accord|ciao|hola|ola|bonjour|salut|buongiorno)(?: [a-z]+)?[,!.]? )?(?!${NOT_AN_ACT_PART_44}[oaie]s?\b)(?:[a-z]{2,}(?:ad|id)[oa]s?|[a-z]{3,}(?:at|it|ut)[oaie]|(?:abiert|hech|puest|devuelt|resuelt|escrit|apert|chius|mess|rimess|emess|promess|spes|pres|post|abert|feit|repost)[oaie]s?|(?:annul|modifi|report|deplac|envoy|reserv|rembours|cre|ferm|supprim|ajout|command|recommand|programm|planifi|valid|confirm|enregistr|debloqu|activ|desactiv|resili|renouvel|prolong|factur|credit|relanc|reprogramm)ee?s?|(?:ouvert|fait|mis|remis|emis|transmis|inscrit)e?s?) (?:(?:de nuevo|ya|gia|ja|deja|anche|tambien|tambem|aussi|ancora) )?(?:el|la|los|las|un|una|il|lo|l'|i|gli|le|un'|uno|o|a|os|as|um|uma|les|du|su|sus|tu|tus|seu|sua|seus|suas|votre|vos|ton|ta|tes)\b ?(?!\d)(?:[^\s,;:.?!]+ ){0,7}?[^\s,;:?!]*\d`,
  r`^(?!(?:based|located|called|named|priced|rated|needed|used|received|checked|reviewed|noticed|delivered|failed|declined|rejected|delayed|blocked|missed|expired|bounced|attempted|tried|looked|searched|verified|compared|scanned|logged|listed|returned|tracked|flagged|requested|asked|contacted|emailed|called|phoned|texted|messaged|notified|informed|escalated|forwarded|passed|handed|referred|noted|reached|wanted|hoped|liked|loved|hated|mentioned|explained|answered|replied|responded|suggested|recommended|advised|assumed|expected|planned|attached below)\b)(?:re-?)?[a-z]{3,}ed (?:(?:again|also) )?(?:the|your|both|all|a|an)\b (?!\d)(?:[^\s,;:.?!]+ ){0,6}?[^\s,;:?!]*\d`,
);

/** done44: a thing named with its record and then its participle ("Compressor PN-4471 reshipped today", "Claim opened
 * with UPS for 1Z999…", it "Intervento aperto sul gruppo elettrogeno GX-7731", pt "Nota fiscal emitida para o pedido
 * B2B-2291", es "Parte de avería abierto con Endesa para el CUPS ES0021…"): a status line whose head holds the
 * record or whose participle is followed by a preposition and a record. A negation, a lookup ("Consulta feita: …"),
 * a receipt, a problem and a delivery are left out. */
export const THING_THEN_PARTICIPLE_44 = anyOf(
  r`^(?!(?:no|not|nothing|none|nessun\w*|ningun\w*|nenhum\w*|kein\w*|aucun\w*|consulta|pesquisa|busqueda|lookup|search|check|ricerca|verifica|recherche|abfrage)\b)(?:[a-z][\w'-]* ){1,3}?(?=[\w/#-]{4,})[\w/#-]*\d[\w/#-]* (?:(?:has been|now|just) )?(?!(?:locked|closed|frozen|suspended|archived|assigned|allocated|received|delivered|failed|declined|rejected|delayed|blocked|missed|expired|bounced|returned|found|checked|scanned|listed|shown|stuck|held|lost|damaged|paid|due|overdue|needed|used|based|located|called|named|priced|listed|shipped on|closed)\b)(?!${NOT_AN_ACT_PART_44}[oaie]s?\b)(?:re-?)?[a-z]{3,}(?:ed|ad[oa]|id[oa]|at[oa]|it[oa])\b(?: (?:today|now|this morning|just now|again|hoy|oggi|hoje|heute|aujourd'hui|stamattina|esta manana|esta manha))?(?=\s*(?:$|[.,;!(—–]|and\b|with\b|for\b|to\b|via\b|y\b|e\b|et\b|con\b|com\b|avec\b|para\b|per\b|pour\b))`,
  r`^(?!(?:no|not|nothing|none|nessun\w*|ningun\w*|nenhum\w*|kein\w*|aucun\w*|consulta|pesquisa|busqueda|lookup|search|check|ricerca|verifica|recherche|abfrage)\b)(?:[a-z][\w'-]* ){0,2}[a-z][\w'-]{2,} (?!(?:received|delivered|failed|declined|rejected|delayed|blocked|missed|expired|bounced|returned|found|checked|scanned|listed|shown|stuck|held|lost|damaged|due|overdue)\b)(?!${NOT_AN_ACT_PART_44}[oaie]s?\b)(?:opened|raised|filed|logged with|lodged|booked|placed|issued|cancell?ed|(?:abiert|emitid|cread|registrad|anulad|cancelad|tramitad|solicitad|reservad|apert|emess|creat|registrat|annullat|prenotat|inoltrat|richiest|emitid|abert|criad|registad|anulad|cancelad|reservad|solicitad)[oa]s?|(?:ouvert|emis|cree|enregistre|annule|reserve)e?s?) (?:with|for|on|against|para|por|con|sul|sulla|per|pour|sur|avec|com|no|na|ao|a|al|del|en|em) (?:[^\s,;:.?!]+ ){0,6}?(?=[\w/#-]{4,})[\w/#-]*\d[\w/#-]*`,
);

/** done44: the user's thing told as arranged for them on a day, in the present ("Dock slot 7 is reserved for your
 * inbound container on 10 Dec", "Your MRI is booked for Thursday 14:00", de "Die Abholung … ist für Freitag, 11.
 * Dezember, eingeplant", fr "Votre visite est programmée pour jeudi 12", es "La revisión queda programada para el martes
 * 15", it "Il sopralluogo è fissato per lunedì 14", pt "A instalação fica agendada para sexta, dia 11"): what a
 * partner now does on the agent's arrangement. The date after it is the thing's own day, not a record; a place kept
 * for a kind of load ("Bay 3 is reserved for hazmat") names no day nor the user, and in English a day needs "your" in
 * the subject ("The next ferry is scheduled for Tuesday" is a timetable). */
export const ARRANGED_FOR_44 = anyOf(
  r`\b(?:is|are|stays|remains) (?:now |all |also )?(?:reserved|booked|scheduled|planned|lined up|arranged|set|confirmed|blocked out|pencilled in|penciled in) (?:in )?for (?:you\b|your\b|(?:tomorrow|today|tonight|(?:this |next )?${WEEKDAYS_ALL})\b(?<=\byour (?:[^\s,;:]+ ){1,5}?(?:is|are) [^,;:]*))`,
  r`\b(?:ist|sind) (?:jetzt |nun |bereits |schon |fest )?fur (?!(?:\S+ ){0,6}?(?:nicht|kein\w*)\b)(?:[^.;?!]|(?<=\d)\.){0,50}? (?:eingeplant|geplant|reserviert|gebucht|terminiert|vorgemerkt|angesetzt|bestatigt|eingetaktet|disponiert)\b`,
  r`\b(?:est|sont|reste|restent) (?:desormais |maintenant |bien )?(?:reservee?s?|planifiee?s?|programmee?s?|fixee?s?|calee?s?|bloquee?s?|confirmee?s?) (?:pour|le|au|a) (?:vous\b|votre\b|demain\b|aujourd'hui\b|le \d|\d|${WEEKDAYS_ALL}\b)`,
  r`\b(?:esta|estan|queda|quedan|fica|ficam|esta|estao) (?:ya |ja |agora )?(?:reservad|programad|agendad|fijad|marcad|confirmad|planificad|bloquead)[oa]s? (?:para|el|a|no|na) (?:usted\b|ti\b|su\b|tu\b|si\b|o seu\b|a sua\b|voce\b|manana\b|amanha\b|hoy\b|hoje\b|el \d|\d|(?:el |o |a |dia )?${WEEKDAYS_ALL}\b)`,
  r`\b(?:e|sono|resta|restano) (?:ora |gia )?(?:prenotat|programmat|fissat|pianificat|riservat|confermat|bloccat)[oaie] (?:per|il|a|al) (?:lei\b|voi\b|te\b|il suo\b|la sua\b|domani\b|oggi\b|il \d|\d|${WEEKDAYS_ALL}\b)`,
);

/** done44: a present-tense first-person act told as a report in non-native English after an opener ("ok I cancel the 4
 * pallets one (SO-20931)", "done, I change the address to Calle Mayor 3"): the opener marks it as what was just done. A
 * condition, a later time or a modal makes it a plan. */
export const PRESENT_ACT_REPORT_44 = anyOf(
  r`^(?:ok(?:ay)?|ok so|done|alright|right|so)[,!.]? i (?:cancel|change|book|send|refund|move|add|remove|update|delete|release|ship|reship|reorder|reserve|reschedule|credit|close|open|raise|file|order|put|fix|reset|extend|renew|switch)\b (?:the|your|this|that|it|both|all|them|you)\b(?![^.;?]*\b(?:if|when|once|after|tomorrow|later|will|can|could|should|would|want|need|must|please)\b)`,
);

/** done44: a done told as a pseudo-cleft, the act named after "what I've done is" ("What I've done is mark the repair
 * as urgent", es "Lo que sí he hecho es marcar …", fr "Ce que j'ai fait, c'est avancer …", it "Quello che ho fatto è
 * spostare …", pt "O que fiz foi remarcar …", de "Was ich gemacht habe: …"): the act done, whatever the verb. A modal
 * ("What I can do is …") or a negation ("what I haven't done") is no report. */
export const PSEUDO_CLEFT_DONE_44 = anyOf(
  r`\bwhat (?:i|we)(?:'ve| have)? (?:(?:already|also|just) )?(?:done|did) (?:is|was)\b|\blo que (?:si |ya )?(?:he|hemos) hecho (?:es|ha sido)\b|\bce que (?:j'ai|nous avons|on a) (?:deja )?fait,? c'est\b|\bquello che (?:ho|abbiamo) (?:gia )?fatto (?:e|e stato)\b|\bo que (?:eu )?(?:ja )?(?:fiz|fizemos) foi\b|\bwas (?:ich|wir) (?:aber |schon )?(?:gemacht|getan|erledigt) (?:habe|haben)(?:,? ist|:)`,
);

/** done44: sentences that read as dones but report none: a lookup told as done ("Consulta feita: …"), a tracking or
 * status history under its label (de "Sendungsverlauf: 02.12. abgeholt, …"), an availability answer ("Disponibilità
 * del muletto … 2 unità libere"), a process described with a habitual adverb ("Our technicians always call ahead …"),
 * a thing left as it was ("so I've left the invoice as it is"), a participle and a plural noun as a heading or a column ("Cancelled appointments:"), a thing put on hold in place of the act ("I've put the HVAC visit on hold rather than guess"; a hold told alone
 * stays as it was read), a thing taken by another customer. */
export const NOT_A_DONE_44 = anyOf(
  r`^(?:consulta|pesquisa|busqueda|verificacao|verificacion|comprobacion|lookup|search|check|recherche|verification|ricerca|verifica|controllo|abfrage|suche|prufung) (?:feita|hecha|realizada|efetuada|fatta|effettuata|eseguita|faite|effectuee|done|complete|completed|durchgefuhrt|erledigt|abgeschlossen)\b`,
  r`^(?:sendungsverlauf|sendungsstatus|statusverlauf|verlauf|tracking(?: history| log| events)?|status history|shipment history|delivery history|historial(?: de (?:envio|seguimiento|estados))?|seguimiento|historique(?: de suivi| des statuts)?|suivi(?: du colis)?|cronologia(?: spedizione)?|storico(?: spedizione| stati)?|tracciamento|historico(?: de rastreamento| de estados)?|rastreamento)\s*:`,
  r`^(?:availability|disponibilidad|verfugbarkeit|disponibilite|disponibilita|disponibilidade)\b`,
  r`^(?:[a-z]+ed|[a-z]{3,}(?:ad|id)[oa]s|[a-z]{3,}(?:at|it)[ie]|[a-z]{3,}ees|storniert|gebucht|geandert) (?:[a-z]+ ){0,2}[a-z]+s\s*:\s*$`,
  r`^(?:[\w-]+ ){0,2}?(?:our|the|your|nuestros|nuestras|los|las|unsere|die|nos|les|i nostri|le nostre|os nossos|as nossas|os|as) [\w-]+s? (?:always|usually|normally|typically|routinely|siempre|normalmente|immer|normalerweise|toujours|normalement|sempre|di solito|solitamente|geralmente)\b`,
  r`\b(?:put|placed|kept) (?:the|your|this|that|these|those) (?:[\w-]+ ){0,3}?on hold (?:rather than|instead of)\b|\b(?:puesto|dejado) (?:el|la|los|las|su|tu) (?:[\w-]+ ){0,3}?en espera\b|\b(?:mis|mise|laisse) (?:le|la|les|votre) (?:[\w-]+ ){0,3}?en attente\b|\b(?:messo|messa|lasciato|lasciata) (?:il|la|lo|l'|i|le) ?(?:[\w-]+ ){0,3}?in (?:attesa|sospeso)\b|\b(?:coloquei|deixei|pus) (?:o|a|os|as) (?:[\w-]+ ){0,3}?em espera\b`,
  r`\b(?:i(?:'ve| have)?|we(?:'ve| have)?) (?:left|kept) (?:it|them|the [\w-]+|your [\w-]+) (?:as (?:it is|they are|it was|they were|is)|unchanged|untouched|alone)\b|\b(?:lo|la|los|las) (?:he|hemos) dejado (?:como estaba|tal cual|igual|sin cambios)|\b(?:l'|li |le )(?:ho|abbiamo) lasciat[oaie] (?:com'era|come (?:era|stava)|cosi|invariat[oaie])|\b(?:je|nous) (?:l'|les )(?:ai|avons) laisse(?:e|s|es)? (?:tel|telle|tels|telles) (?:quel|quelle|quels|quelles)|\bdeixei-(?:o|a|os|as) (?:como (?:estava|esta)|igual)|\b(?:habe|haben) (?:sie|es|ihn) (?:so |unverandert )gelassen\b`,
  r`\b(?:by|par|por|von|da|pelo|pela) (?:another|a different|un autre|une autre|otro|otra|un altro|un'altra|outro|outra|einem anderen|einer anderen) (?:customer|client|cliente|kunden|kundin|user|utente|usuario|utilisateur)\b`,
);

/** done44: a refusal without a can't, told as what the agent or the company does not do on a named act: "Not
 * reshipping the compressor: …", "we don't quote other customers' rates", "We don't load unlabelled drums", pt "não os
 * partilho", es "no los comparto", it "non li condivido", fr "je ne les communique pas", de "gebe ich nicht weiter", and a
 * safety step not skipped (fr "On ne laisse pas partir le camion sans le contrôle …", "we don't let the van leave
 * without …"). A service not offered told as information ("we don't ship to the islands", "we don't stock that size")
 * is left out by the verbs; an act held until something is known ("Not logging the repair until I know") is a missing
 * piece (flags), not a refusal; a non-act told alone ("I haven't changed anything yet") refuses nothing. */
export const NOT_DOING_44 = anyOf(
  r`^(?:(?:sorry|no|nope|afraid|honestly)[,.!]? )*not (?!(?:sure|yet|only|just|really|much|quite|exactly|necessarily|seeing|finding|hearing|getting|having|knowing|going|working|loading|showing)\b)[a-z]{3,}ing (?:the|your|it|this|that|them|either|any|a|an|both|those|these|anything)\b(?![^.;?]*\b(?:until|till|til|unless|before|once) (?:you|u|i|we|they)\b)`,
  r`\b(?:we|i) (?:don't|do not|never|won't|will not) (?:ever )?(?:quote|share|disclose|give out|hand out|reveal|pass on|release|load|sign off|sign|certify|attest|backdate|falsify|fake|skip|bypass|override|declare|label|relabel|ship|dispatch|move|collect|accept) (?:other|another|anyone|someone|third|unlabell?ed|undeclared|unpaid|hazardous|personal|confidential|private|their|his|her|the goods without|it without|them without|anything without|a (?:[\w-]+ )?without)\b`,
  r`\b(?:we|i) (?:don't|do not|never|won't|will not) (?!(?:know|have|see|need|think|understand|mind)\b)[a-z]+\b[^.;?]{0,80}?[,—–-]? ?(?:full stop|period|whoever asks|no matter who asks|for anyone|under any circumstances|no exceptions)\b`,
  r`\b(?:we|i) (?:don't|do not|never|won't|will not) (?:let|allow) (?:the|a|any|your|our) (?:[\w-]+ ){0,2}?(?:leave|go|depart|ship|run|open|start|close)\b[^.;?]{0,50}?\bwithout\b`,
  r`\b(?:on|nous|je) ne (?:laisse|laissons|fait|faisons|charge|chargeons|signe|signons|livre|livrons|valide|validons|libere|liberons|envoie|envoyons|expedie|expedions) (?:pas|jamais) [^.;?]{0,60}?\bsans\b|\bno (?:dejamos|dejo|cargamos|firmamos|firmo|liberamos|enviamos|despachamos) [^.;?]{0,60}?\bsin\b|\bnon (?:facciamo|faccio|lasciamo|lascio|carichiamo|firmiamo|firmo|rilasciamo|spediamo) [^.;?]{0,60}?\bsenza\b|\bnao (?:deixamos|deixo|carregamos|assinamos|assino|liberamos|enviamos|expedimos) [^.;?]{0,60}?\bsem\b|\b(?:lassen|verladen|unterschreiben|geben|schicken) wir [^.;?]{0,40}?\bohne\b[^.;?]{0,60}?\bnicht\b`,
  r`\bnao (?:os|as|o|a|lhe|lhes|te) (?:partilho|partilhamos|compartilho|compartilhamos|divulgo|divulgamos|forneco|fornecemos|revelo|revelamos)\b|\bno (?:los|las|lo|la|le|les|te) (?:comparto|compartimos|revelo|revelamos|facilito|facilitamos|divulgo|divulgamos)\b|\bnon (?:li|le|lo|la|gli|te li|glieli) (?:condivido|condividiamo|rivelo|riveliamo|comunico|comunichiamo|fornisco|forniamo|divulgo|divulghiamo)\b|\b(?:je|nous) ne (?:les|le|la|l'|vous les|te les) ?(?:partage|partageons|communique|communiquons|transmets|transmettons|divulgue|divulguons|revele|revelons) (?:pas|jamais)\b|\b(?:gebe|geben|teile|teilen|nenne|nennen|verrate|verraten) (?:ich|wir) (?:sie |die |diese |das |es )?(?:nicht|nie) (?:weiter|heraus|raus|preis)\b`,
);

/** done44: an ask told as a condition on the user's word after an act ("If that was the one you meant, tell me and I'll
 * put it back", it "se era quello che intendevi, dimmelo e rimetto a posto", es "si era ese, dímelo y lo deshago", fr
 * "si c'était celle-là, dites-le-moi", de "falls Sie den meinten, sagen Sie es mir", pt "se era esse, diga-me"). The
 * open closer ("let me know if you need anything else") is left out: its condition is the user's wish, not a fact to
 * tell. */
export const IF_SO_TELL_ME_44 = anyOf(
  r`\b(?:if|se|si|wenn|falls|caso) (?!(?:you|tu|usted|vous|lei|voce|sie|du) (?:need|want|have|would like|necesitas|necesita|quieres|quiere|avez besoin|voulez|hai bisogno|vuoi|desidera|precisa|quiser|brauchen|brauchst|mochten|wollen)\b)(?=[^.;?]{0,40}?\b(?:was|were|meant|wanted|intended|era|eras|fuera|fosse|fossi|intendevi|intendeva|querias|queria|meintest|meinten|gemeint|war|etait|vouliez|voulais|pretendia|pretendias)\b)[^.;?]{3,80}?,? (?:dimmelo|me lo dica|me lo dici|fammelo sapere|me lo fai sapere|dimelo|digamelo|dime|digame|avisame|aviseme|dites-le-moi|dis-le-moi|dites-moi|dis-moi|prevenez-moi|sag es mir|sagen sie es mir|sag mir bescheid|sagen sie mir bescheid|geben sie mir bescheid|diz-me|diga-me|avise-me|me avisa|me diga|tell me|say so)\b(?! (?:if|whether|si|se|ob)\b)`,
);

// --- voice44: the voice register (issue 16, forty-fourth round) ---------------------------------------------------

/** voice44: a question by its structure in a speech-to-text transcript, where no punctuation marks where it starts —
 * an auxiliary or modal before its subject ("… not a Golf could you double check the reg for me", "… at all can i take
 * your number"), a wh-word with the inverted order ("… one ending nine oh two which one are we doing the reading for"),
 * "is/was that right / ok / the X or the Y", a confirmation closed by a tag ("just to check you want … yeah"), and a
 * second-person want/can at a clause's head (fr "vous pouvez me le relire", "vous êtes sûr du numéro", it "vuole
 * lasciarla così", es "quiere probar con otra", pt "quer tentar outro", de "können Sie …"). Read on the run-on tail only
 * (nothing of ".!?;:" after it) and by the rules only in a sentence with no "?" that ends without a stop. Not "so do
 * I", "if you could", "si vous voulez", "se vuole", "wenn Sie möchten", "dann können Sie …" (a statement after a fronted
 * adverb), nor "the problem is that right now". */
export const SPOKEN_QUESTION_44 = rx(
  r`(?:(?<!\b(?:so|neither|nor|as|than|if|whether) )\b(?:could|can|would|will|do|did|are|were|shall|should|may) (?:you|i|we)\b(?!'| (?:can|could|will|would|do|did|are|were|know|see|guess|think|mean)\b)|\b(?:which|what|when|where|who|how)(?: (?:one|ones|time|day|date|account|address|number|card|booking))? (?:are|is|do|does|did|was|were|can|could|should|would|will|shall) (?:you|we|i|they)\b|\b(?:is|was) (?:that|this|it) (?:ok(?:ay)?|alright|all right|right(?! (?:now|away|here|there|after|before|at|on|in))|correct|fine|good|suitable|convenient|the (?:[\w-]+ ){1,4}?or the)\b|^(?:so |ok |okay |right )?(?:just to (?:check|confirm)|so you|you want|you'd like|you need|you said|you mean)\b[^.!?;:]{3,}? (?:yeah|yes|right|correct)$|(?<!\b(?:si|quand|comme|que|qu'|ou|dont|lorsque) )\bvous (?:pouvez|pourriez) (?:me |m'|nous )|(?<!\b(?:si|quand|comme|que|qu'|ou|dont|lorsque) )\bvous (?:voulez|voudriez|souhaitez|preferez) |\bvous etes sure? (?:du|de|que|qu')|(?<!\b(?:se|che|quando|come|lei|cliente) )\b(?:vuole|vuoi|preferisce|preferisci|desidera) (?:\w+ )?\w+(?:are|ere|ire|arl[aoei]|erl[aoei]|irl[aoei]|arne|arci|armi|argli)\b|\b(?:puo|puoi) (?:mi |ci )?(?:dirmi|darmi|ripetere|ripetermi|confermare|confermarmi|controllare|rileggere|rileggermi)\b|(?<!\b(?:si|que|cuando|como|usted|el|ella|cliente) )\b(?:quiere|quieres|prefiere|prefieres|desea|deseas) (?:\w+ )?\w+(?:ar|er|ir)(?:lo|la|los|las|le|me|se)?\b|\b(?:puede|puedes) (?:usted )?(?:decirme|darme|repetir|repetirme|confirmar|confirmarme|deletrear|deletrearme|leerme|comprobar)\b|(?<!\b(?:se|que|quando|como|ele|ela|cliente) )\b(?:quer|queres|prefere|preferes|deseja) (?:\w+ )?\w+(?:ar|er|ir)(?:-(?:lo|la|me))?\b|\b(?:pode|podes) (?:me |-me )?(?:dizer|confirmar|repetir|ler|soletrar|verificar)\b|(?<!\b(?:dann|jetzt|hier|gern|gerne|auch|so|da|danach|dort|online|naturlich|also|nun|dass|wenn|ob|morgen|heute|sonst|dafur|damit|dazu|selbst|ja|jederzeit|trotzdem) )\b(?:konnen|konnten|wollen|mochten|wurden) sie\b)[^.!?;:]*$`,
);

/** voice44: an IVR menu's options ("to cancel, press one", "press two for billing", "say 'agent' at any time"): a
 * prompt read to every caller, not a question on this request. */
export const IVR_MENU_44 = rx(r`\b(?:press|pulse|presione|druck(?:en sie)?|appuyez sur|tapez|premere|prema|digite|prima) (?:the )?(?:one|two|three|four|five|six|seven|eight|nine|zero|star|hash|uno|dos|tres|eins|zwei|drei|un|deux|trois|due|tre|um|dois|[0-9#*])\b`);

/** voice44: a spoken notification of a done — "that's / you're / your … booked / sorted / set up": "that's the Golf
 * booked in for its MOT on Wednesday", "that's all booked — table for four …", "your booked in for tues at ten" (a
 * transcript's "your"), "you're all set for Friday", es "ya le queda reservado", de "dann sind Sie für Freitag
 * eingetragen", "das ist jetzt gebucht", fr "c'est réservé pour …", "vous êtes inscrit", it "è tutto prenotato", "l'ho
 * messa in agenda", pt "fica marcado", "está tudo marcado". Not "booked up" or "fully booked" (a place full), not
 * negated ("you're not booked in"), nor a question (the rules ask that first). */
export const SPOKEN_DONE_NOTICE_44 = rx(
  r`(?:^|[,—–-] |\b(?:so|right|lovely|great|perfect|brilliant|okay|ok|alright|right then|and) ,?)(?:that's|thats|that is|you're|youre|you are|your|you've been|we've got you|i've got you) (?:you (?:all |now )?|all |now |just |both |the (?:[\w-]+ ){1,3}?|your (?:[\w-]+ ){1,2}?|it |them )?(?:booked(?! up| solid)(?: in)?|sorted|set up|all set|confirmed|reserved|rebooked|pencilled in|penciled in|in the diary|locked in)\b(?![^.;?!]{0,60}?\b(?:once|if|when|after|as soon as|until) (?:you|we|it|the|your)\b)|\b(?:ya )?(?:le |te )?(?:queda|quedan|dejo|tengo) (?:todo |usted )?(?:reservad|apuntad|agendad|confirmad)[oa]s?\b|\b(?:dann |so,? )?sind sie (?:jetzt |also )?(?:fur|am) [^.;?!]{1,40}?(?:eingetragen|gebucht|angemeldet)\b|\b(?:das|der termin|die buchung) (?:ist|steht) (?:jetzt |also |dann )?(?:drin|eingetragen|gebucht)\b|\bc'est (?:tout )?(?:reserve|note|cale|enregistre|confirme)e?s? (?:pour|au|a|le)\b|\bvous etes (?:bien )?(?:inscrite?|enregistree?) (?:pour|au|le)\b|\be (?:tutto )?(?:prenotat|fissat|confermat)[oa] (?:per|a|il|alle)\b|\bl'ho (?:mess|segnat)[oa] in agenda\b|\b(?:fica|ficou|esta) (?:tudo )?(?:marcad|reservad|agendad)[oa]s? (?:para|a|ao|no|na)\b`,
);

/** voice44: a booking told with a past date — the day it was made, spoken ("That table was booked on the first of
 * May", pt "A sua marcação foi feita no dia dois de março", es "se hizo el tres de abril", fr "a été faite le deux
 * mai", it "è stata fatta il due maggio", de "wurde am zweiten Mai gebucht") — is a record, not this reply's act. */
const SPOKEN_DAY_44 = r`(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty(?:-| )\w+|thirtieth|thirty(?:-| )first|\d{1,2}(?:st|nd|rd|th)?)`;
const SPOKEN_DAY_OTHER_44 = r`(?:um|uno|un|dos|dois|deux|due|tres|trois|tre|cuatro|quatro|quatre|quattro|cinco|cinq|cinque|seis|six|sei|siete|sete|sept|sette|ocho|oito|huit|otto|nueve|nove|neuf|diez|dez|dix|dieci|primero|premier|primo|ersten|zweiten|dritten|vierten|funften|\w+ten|\d{1,2})`;
export const SPOKEN_DATED_RECORD_44 = rx(
  r`\b(?:was|were) (?:booked|made|placed|taken|reserved|arranged) (?:[^.;?!]{0,30}? )?on (?:the )?${SPOKEN_DAY_44} of ${MONTHS}\b|\bfo(?:i|ram) (?:feit|marcad|reservad|efetuad|realizad)[oa]s? (?:[^.;?!]{0,20}? )?(?:no dia|em|a) ${SPOKEN_DAY_OTHER_44} de ${MONTHS_OTHER}\b|\b(?:fue|se hizo|se realizo|fue realizad[oa]|fue hech[oa]) (?:[^.;?!]{0,20}? )?el (?:dia )?${SPOKEN_DAY_OTHER_44} de ${MONTHS_OTHER}\b|\ba ete (?:fait|reserve|effectue)e?s? (?:[^.;?!]{0,20}? )?le ${SPOKEN_DAY_OTHER_44} ${MONTHS_OTHER}\b|\be stat[oa] (?:fatt|prenotat|effettuat)[oa] (?:[^.;?!]{0,20}? )?(?:il|l') ?${SPOKEN_DAY_OTHER_44} ${MONTHS_OTHER}\b|\bwurde (?:[^.;?!]{0,20}? )?am ${SPOKEN_DAY_OTHER_44} ${MONTHS_OTHER} (?:[^.;?!]{0,20}? )?(?:gebucht|gemacht|reserviert)\b`,
);

/** voice44: a lock told as what was done before this call — a payment or order processed or sent, after which it "can
 * no longer be stopped", and a bill already issued (es "la factura … ya está emitida", pt "A fatura … já foi emitida",
 * de "Die Lastschrift ist schon … raus") — is a record that stands in the way, not this reply's act (no claims_done). */
export const LOCK_BEFORE_CALL_44 = rx(
  r`\b(?:was|were|has been|have been) (?:processed|sent|paid|issued|debited|collected|submitted|dispatched)\b[^.;?!]{0,60}?\b(?:so|and) (?:it|this|that|they|the \w+) (?:can no longer|can't|cannot|can not|won't) be\b|\b(?:factura|fatura|facture|fattura|rechnung|lastschrift|abbuchung|bill|invoice|statement|direct debit|debit|pagamento|paiement|pago)\b[^.;?!]{0,40}?\b(?:ya|ja|already|schon|bereits|deja|gia)\b (?:(?:esta|foi|fue|ist|est|e|has been|was|is|a ete|e stata|e stato) )?(?:emitid[ao]|issued|emise?|emess[ao]|ausgestellt|erstellt|raus|sent|out|gone out|envoyee?|enviad[ao]|inviat[ao]|cobrad[ao]|debitad[ao]|abgebucht)\b`,
);

/** voice44: a transfer or hold notice of a phone line — "Please hold while your call is transferred to an adviser",
 * "you're on hold", "please hold", "please don't hang up", de "bitte bleiben Sie dran", es "no cuelgue", fr "ne quittez
 * pas", it "resti in linea", pt "aguarde em linha": tells the caller to wait; it asks nothing, flags nothing, and
 * reports no done. */
export const HOLD_NOTICE_44 = rx(
  r`^(?:please,? )?(?:hold|bear with me|stay on the line|don't hang up|do not hang up)\b|\b(?:you're|you are|you're now|you've been|you have been) (?:now )?(?:placed |put )?on hold\b|\bplease hold\b|\bwhile (?:your call|you) (?:is|are) (?:being )?(?:transferred|connected|put through)\b|\bbitte (?:bleiben sie dran|warten sie|legen sie nicht auf)\b|\bno cuelgue\b|\bne quittez pas\b|\bresti in linea\b|\baguarde em linha\b|\bnao desligue\b`,
);

/** voice44: a can't whose ground is a spoken failure or an unavailable slot — a system "throwing an error", "gone
 * down", "a fault on our side", "the system's down", a person off that week with another day free ("we can't do the
 * twenty-third, she's off that week, but the twenty-fourth's free"), it "il sistema … non risponde e non riesco …", de
 * "das System hängt … ich komm nicht …", fr "le créneau vient d'être pris, j'ai plus rien", es "no queda nada, está
 * todo completo": the agent tried or the slot is gone — a failure that flags, not a refusal (docs/score.md). */
const SPOKEN_BREAK_44 = r`(?:\b(?:throwing|throws|threw|giving|gives|keeps giving) (?:me )?(?:an? )?(?:\S+ )?errors?\b|\b(?:'s|has|have|is|just) (?:just )?(?:gone|went) down\b|\b(?:a|the) (?:fault|glitch|outage|technical (?:issue|problem)) (?:on our (?:side|end)|with (?:the|our) (?:[\w-]+ ){0,3}?system)\b|\bsystem(?:'s| is| seems| has) (?:\w+ )?(?:down|frozen|crashed|offline|not working|playing up|not loading)\b|\b(?:she|he|they)(?:'s|'re| is| are) (?:off|away|on leave|on holiday|fully booked|booked up)\b|\bsistema [^.;?!]{0,30}?\b(?:non risponde|e bloccato|e giu|no responde|no funciona|esta caido|nao responde|esta em baixo|ne repond pas|est en panne|plante)\b|\bsystem (?:hangt|ist abgesturzt|ist down|spinnt)\b|\bvient d'etre pris\b|\bno queda nada\b|\bplus rien\b)`;
const ANY_CANT_44 = r`(?:\b(?:i|we)(?: just| really| simply)? (?:can't|cannot|cant|can not|couldn't|could not|am unable to|'m unable to)|\bcan't (?:do|get|set|fit|book|make)|\bnon (?:riesco|riusciamo|posso|possiamo)|\bno (?:puedo|podemos|consigo)|\bnao (?:consigo|posso|podemos)|\b(?:je|j') ?(?:ne )?(?:peux|pourrai|arrive) pas|\bich (?:kann|komm|komme) (?:\S+ ){0,3}?nicht|\bkomm(?:e)? ich nicht)\b`;
export const CANT_ON_SPOKEN_BREAK_44 = anyOf(
  r`${ANY_CANT_44}[^.?!]{0,100}?${SPOKEN_BREAK_44}`,
  r`${SPOKEN_BREAK_44}[^.?!]{0,80}?${ANY_CANT_44}`,
);
