/**
 * Flags every `match.patterns` entry is compiled with: `i` (case-insensitive, what a user typing
 * a request expects) and `u` (Unicode: `\p{L}`, astral characters and strict escapes). Patterns
 * are searched anywhere in the user message; anchor them with `^`/`$` to match the whole of it.
 */
export const PATTERN_FLAGS = 'iu';

/** Compiles one pattern, or returns why it does not compile. */
export function compilePattern(source: string): RegExp | { error: string } {
  try {
    return new RegExp(source, PATTERN_FLAGS);
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/** Whether every pattern matches the message (an empty list matches nothing: it is not a gate). */
export function allPatternsMatch(patterns: readonly RegExp[], message: string): boolean {
  return patterns.length > 0 && patterns.every((p) => p.test(message));
}
