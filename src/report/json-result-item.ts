/** `[\n  [\n    ` and `\n  ]\n]`: what wraps a result stringified two arrays deep. */
const WRAP_HEAD = 10;
const WRAP_TAIL = 6;

/** One result as an item of the JSON report's array, without the separator before it.
 * Stringified two arrays deep, the result comes out indented as it sits in the report (4 spaces):
 * the wrapper's 10 leading and 6 trailing characters are cut off, instead of re-indenting every line.
 * A scoring worker makes it for `score --workers` (`WorkerInit.resultTexts: 'report-item'`): a
 * structured clone keeps keys, order and values, so the text is the one made from the clone. */
export const jsonResultBody = (result: unknown): string => JSON.stringify([[result]], null, 2).slice(WRAP_HEAD, -WRAP_TAIL);

/** The separator before an item of the JSON report's array: it opens the array when first. */
export const jsonItemSeparator = (first: boolean): string => (first ? '[\n    ' : ',\n    ');

/** One result of the JSON report's array, opening it when first; after the last, write `'\n  ]'` (or `'[]'` for none). */
export const jsonResultItem = (result: unknown, first: boolean): string => `${jsonItemSeparator(first)}${jsonResultBody(result)}`;
