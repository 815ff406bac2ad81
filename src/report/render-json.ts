import type { ReportFormat } from './renderers.js';
import type { ScoreReport } from './score-report.js';

const RESULTS_MARK = '"__forbear_results__"';

/**
 * The report as one JSON object, written in pieces: the results are streamed one by one from
 * the result log, so the whole document never has to exist in memory at once.
 */
export function renderJson(report: ScoreReport, write: (chunk: string) => void): void {
  const { results, ...rest } = report;
  // Keys keep the documented order: corpus, summary, …, results, unmatched_turns, …
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(report)) ordered[key] = key === 'results' ? '__forbear_results__' : rest[key as keyof typeof rest];
  const text = JSON.stringify(ordered, null, 2);
  const at = text.indexOf(RESULTS_MARK);
  write(text.slice(0, at));
  if (results.length === 0) {
    write('[]');
  } else {
    let first = true;
    for (const result of results) {
      write(`${first ? '[\n    ' : ',\n    '}${JSON.stringify(result, null, 2).replaceAll('\n', '\n    ')}`);
      first = false;
    }
    write('\n  ]');
  }
  write(`${text.slice(at + RESULTS_MARK.length)}\n`);
}

const jsonOf = (value: unknown, write: (chunk: string) => void): void => write(`${JSON.stringify(value, null, 2)}\n`);

export const jsonFormat: ReportFormat = { score: renderJson, diff: jsonOf, trend: jsonOf };
