/** `[\n  [\n    ` and `\n  ]\n]`: what wraps a result stringified two arrays deep. */
const WRAP_HEAD = 10;
const WRAP_TAIL = 6;

/** One result of the JSON report's array, opening it when first; after the last, write `'\n  ]'` (or `'[]'` for none).
 * Stringified two arrays deep, the result comes out indented as it sits in the report (4 spaces):
 * the wrapper's 10 leading and 6 trailing characters are cut off, instead of re-indenting every line. */
export const jsonResultItem = (result: unknown, first: boolean): string =>
  `${first ? '[\n    ' : ',\n    '}${JSON.stringify([[result]], null, 2).slice(WRAP_HEAD, -WRAP_TAIL)}`;
