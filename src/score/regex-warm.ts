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
