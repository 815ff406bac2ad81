import { nestedQuantifier } from './unsafe-pattern.js';

/**
 * Flags every `match.patterns` entry is compiled with: `i` (case-insensitive, what a user typing
 * a request expects) and `u` (Unicode: `\p{L}`, astral characters and strict escapes). Patterns
 * are searched anywhere in the user message; anchor them with `^`/`$` to match the whole of it.
 */
export const PATTERN_FLAGS = 'iu';

/**
 * Patterns are tested on the first PATTERN_TEST_CHARS characters of a message: a customer pasting
 * a whole mail thread must not turn a pattern with overlapping quantifiers into seconds of work
 * per turn (polynomial backtracking grows with the text; exponential forms are refused at load).
 */
export const PATTERN_TEST_CHARS = 2000;

/** Compiles one pattern, or returns why it does not compile (`unsafe`: it compiles but can hang). */
export function compilePattern(source: string): RegExp | { error: string; unsafe?: true } {
  let re: RegExp;
  try {
    re = new RegExp(source, PATTERN_FLAGS);
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
  const nested = nestedQuantifier(source);
  if (nested !== undefined) {
    return { unsafe: true, error: `"${nested}" repeats a group that itself repeats without bound: it backtracks for exponential time on a message it almost matches; drop the outer or inner quantifier` };
  }
  return re;
}

/** Whether every pattern matches the message (an empty list matches nothing: it is not a gate). */
export function allPatternsMatch(patterns: readonly RegExp[], message: string): boolean {
  const text = message.length > PATTERN_TEST_CHARS ? message.slice(0, PATTERN_TEST_CHARS) : message;
  return patterns.length > 0 && patterns.every((p) => p.test(text));
}
