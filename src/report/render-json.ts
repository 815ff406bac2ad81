import type { ReportFormat } from './renderers.js';
import type { ScoreReport } from './score-report.js';

const RESULTS_MARK = '"__forbear_results__"';

/**
 * The report as one JSON object, written in pieces: the results are streamed one by one from
 * the result log, so the whole document never has to exist in memory at once.
 */
export function renderJson(report: ScoreReport, write: (chunk: string) => void): void {
  const { head, tail } = jsonFrame(report);
  write(head);
  let first = true;
  for (const result of report.results) {
    write(jsonResultItem(result, first));
    first = false;
  }
  write(first ? '[]' : '\n  ]');
  write(tail);
}

/**
 * The document around its `results` array (keys in the documented order: corpus, summary, …,
 * results, unmatched_turns, …): a live receiver streams the results between the two itself.
 */
export function jsonFrame(report: Omit<ScoreReport, 'results'> & { results: unknown }): { head: string; tail: string } {
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(report)) ordered[key] = key === 'results' ? '__forbear_results__' : report[key as keyof typeof report];
  const text = JSON.stringify(ordered, null, 2);
  const at = text.indexOf(RESULTS_MARK);
  return { head: text.slice(0, at), tail: `${text.slice(at + RESULTS_MARK.length)}\n` };
}

/** `[\n  [\n    ` and `\n  ]\n]`: what wraps a result stringified two arrays deep. */
const WRAP_HEAD = 10;
const WRAP_TAIL = 6;

/** One result of the array, opening it when first; after the last, write `'\n  ]'` (or `'[]'` for none).
 * Stringified two arrays deep, the result comes out indented as it sits in the report (4 spaces):
 * the wrapper's 10 leading and 6 trailing characters are cut off, instead of re-indenting every line. */
export const jsonResultItem = (result: unknown, first: boolean): string =>
  `${first ? '[\n    ' : ',\n    '}${JSON.stringify([[result]], null, 2).slice(WRAP_HEAD, -WRAP_TAIL)}`;


const jsonOf = (value: unknown, write: (chunk: string) => void): void => write(`${JSON.stringify(value, null, 2)}\n`);

export const jsonFormat: ReportFormat = { score: renderJson, diff: jsonOf, trend: jsonOf };
