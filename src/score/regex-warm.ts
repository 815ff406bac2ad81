/**
 * Compiles a regular expression straight to native code, skipping V8's first tier.
 *
 * V8 runs a new pattern first as interpreted bytecode and compiles it again to native code on
 * its second run ("regexp tier-up"), so a pattern used more than once is compiled twice. For
 * the response check's hundreds of patterns that double compile was most of `forbear score`'s
 * start-up (issue 17). V8 skips the bytecode tier when the subject is long (1,000 characters
 * or more: a long subject is where native code pays), so one run on such a string compiles the
 * native code at once. The V8 flag that turns tier-up off (`--no-regexp-tier-up`) would do the
 * same for every pattern, but flags set at run time crashed the odd process and cannot be set
 * portably from the `#!` line.
 *
 * Only speed depends on this: the warm-up run is on a string no pattern can match anything
 * useful in, its result is thrown away and `lastIndex` is put back, so a later run answers as
 * if the warm-up never happened, on any engine.
 */

// U+0000: not a word character, not a space, so `\b`, `\w`, `\s` and literals fail at once;
// the warm-up run costs microseconds even for the patterns with `.*` or `\S+`.
const LONG_SUBJECT = '\u0000'.repeat(1000);

/** Runs `re` once on a long throw-away subject, so its next run uses native code. */
export function warmRegex(re: RegExp): void {
  const lastIndex = re.lastIndex;
  re.lastIndex = 0;
  re.test(LONG_SUBJECT);
  re.lastIndex = lastIndex;
}

/**
 * `re` itself, set to compile straight to native code on its first run (as `warmRegex` does)
 * instead of at once: for the patterns a module holds that only some replies run.
 *
 * A first run on a short subject compiles V8's bytecode tier, and for the reader's long
 * alternations that compile costs several times the native one (a 720-character pattern with a
 * bounded `[^.;?!]{0,80}?` ~4–7 ms against ~0.7; the lexicon's 1,638 patterns ~1,080 ms
 * against ~300), then the second run compiles native code as well. A fresh process's first
 * reply paid that for every pattern outside the prefilter it ran (speed40).
 *
 * How: own `exec`, `Symbol.split` and `Symbol.matchAll` methods (`test`, `String.replace`,
 * `match` and `search` all call `exec`; `split` and `matchAll` copy the pattern, so they would
 * never reach the original's `exec`) warm the pattern, remove all three and do what was asked.
 * Removing the properties last added first puts the RegExp back on its initial map, so V8 keeps
 * it on its fast paths afterwards (test/score/warm-on-first-use.test.ts; while any of them stood,
 * `split` built a fresh copy of the pattern on every call). Answers are the pattern's own: the
 * warm-up run puts `lastIndex` back.
 */
export function warmOnFirstUse(re: RegExp): RegExp {
  const unhook = (): void => {
    const own = re as unknown as Record<PropertyKey, unknown>;
    delete own[Symbol.matchAll];
    delete own[Symbol.split];
    delete own.exec;
    warmRegex(re);
  };
  const hook = (key: PropertyKey, value: (this: RegExp, ...args: never[]) => unknown): void => {
    Object.defineProperty(re, key, { configurable: true, writable: true, value });
  };
  hook('exec', (s: string) => {
    unhook();
    return re.exec(s);
  });
  hook(Symbol.split, (s: string, limit?: number) => {
    unhook();
    return re[Symbol.split](s, limit);
  });
  hook(Symbol.matchAll, (s: string) => {
    unhook();
    return re[Symbol.matchAll](s);
  });
  return re;
}
