/**
 * Scores span text through the real pipeline (corpus load, ingest, adapters, assembly, scoring)
 * and keys each result by case and attempt, so one scenario recorded in two conventions can be
 * compared outcome by outcome.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpus } from '../../src/corpus/load.js';
import type { TurnResult } from '../../src/model/result.js';
import { runScore } from '../../src/pipeline.js';
import { ResultLog } from '../../src/report/result-log.js';
import type { ScoreReport } from '../../src/report/score-report.js';
import { SAMPLE_CORPUS, tempDir } from './index.js';

export { DIALECTS, conventionOtlpJson, recordConventionTurns } from '../../samples/lib/convention-trace.js';
export type { DialectName } from '../../samples/lib/convention-trace.js';

export interface ScoredText {
  report: ScoreReport;
  results: TurnResult[];
  /** `case#attempt` (attempt `-` when untagged) → outcome. */
  outcomes: Map<string, string>;
}

export async function scoreText(text: string, corpusPath = SAMPLE_CORPUS): Promise<ScoredText> {
  const { dir, cleanup } = tempDir('forbear-conv-');
  try {
    const file = join(dir, 'spans.jsonl');
    writeFileSync(file, text);
    const report = await runScore({ corpus: await loadCorpus(corpusPath), inputs: [file] });
    const results = [...report.results];
    report.results.close();
    // An in-memory copy, so callers may render the report after the temporary files are gone.
    report.results = new ResultLog();
    for (const r of results) report.results.push(r);
    return { report, results, outcomes: new Map(results.map((r) => [resultKey(r.case_id, r.attempt ?? undefined), r.outcome])) };
  } finally {
    cleanup();
  }
}

export const resultKey = (caseId: string, attempt: number | undefined): string => `${caseId}#${attempt ?? '-'}`;
