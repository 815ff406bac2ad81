import { compileLinear } from '../util/linear-regex.js';
import type { LinearRegex, RegexRefusal } from '../util/linear-regex.js';

/**
 * Flags every `match.patterns` entry is read with: `i` (case-insensitive, what a user typing
 * a request expects) and `u` (Unicode: `\p{L}`, astral characters and strict escapes). Patterns
 * are searched anywhere in the user message; anchor them with `^`/`$` to match the whole of it.
 */
export const PATTERN_FLAGS = 'iu';

/**
 * Patterns are tested on the first PATTERN_TEST_CHARS characters of a message: matching is linear
 * in the text (RE2's engine), and a customer pasting a whole mail thread should not make every
 * pattern read all of it.
 */
export const PATTERN_TEST_CHARS = 2000;

export type CasePattern = LinearRegex;

const COMPILED = new Map<string, CasePattern | RegexRefusal>();

/**
 * Compiles one pattern on the linear-time engine, or returns why it cannot run: invalid
 * JavaScript syntax, or a construct that needs backtracking (lookahead, back-references). No
 * pattern a corpus can hold makes matching slower than linear, so none is refused as "unsafe".
 */
export function compilePattern(source: string): CasePattern | RegexRefusal {
  // The corpus schema compiles each pattern to check it and the matchers compile it again;
  // compiling on RE2's engine is slow next to running it (milliseconds for a start-up that
  // reads one corpus: issue 17), and the result is immutable, so each source compiles once.
  let compiled = COMPILED.get(source);
  if (compiled === undefined) {
    compiled = compileLinear(source);
    COMPILED.set(source, compiled);
  }
  return compiled;
}

/** Whether every pattern matches the message (an empty list matches nothing: it is not a gate). */
export function allPatternsMatch(patterns: readonly CasePattern[], message: string): boolean {
  const text = message.length > PATTERN_TEST_CHARS ? message.slice(0, PATTERN_TEST_CHARS) : message;
  return patterns.length > 0 && patterns.every((p) => p.test(text));
}

/** Whether a compiled result is a pattern (not an error). */
export const isPattern = (p: CasePattern | RegexRefusal): p is CasePattern => !('error' in p);
