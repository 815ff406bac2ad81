import type { ReportFormat } from './renderers.js';
import type { ScoreReport } from './score-report.js';

const RESULTS_MARK = '"__forbear_results__"';

/**
 * The report as one JSON object, written in pieces: the results are streamed from the result
 * log, so the whole document never has to exist in memory at once.
 */
export function renderJson(report: ScoreReport, write: (chunk: string) => void, writeBytes?: (bytes: Uint8Array) => void): void {
  const { head, tail } = jsonFrame(report);
  write(head);
  // The log holds the items already serialised (once, when spilled): they are copied out, as
  // bytes when the writer takes them.
  if (writeBytes !== undefined) for (const bytes of report.results.jsonItemBytes()) writeBytes(bytes);
  else for (const chunk of report.results.jsonItems()) write(chunk);
  write(report.results.length === 0 ? '[]' : '\n  ]');
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

export { jsonResultItem } from './json-result-item.js';

const jsonOf = (value: unknown, write: (chunk: string) => void): void => write(`${JSON.stringify(value, null, 2)}\n`);

export const jsonFormat: ReportFormat = { score: renderJson, diff: jsonOf, trend: jsonOf };
