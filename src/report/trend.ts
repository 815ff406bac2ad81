import type { RepeatSummary } from './repeats.js';
import type { ScoreReport, Summary } from './score-report.js';

/** One recorded run as the history shows it: `forbear runs list` and the trend. */
export interface TrendPoint {
  run_id: string;
  recorded_at: string;
  labels: Record<string, string>;
  forbear_version: string;
  corpus: ScoreReport['corpus'];
  summary: Summary;
  /** The run's repeated-run figures without the per-case rows (`runs show` has those). */
  repeats: Omit<RepeatSummary, 'cases'> | undefined;
  results: number;
}

/** The trend of the three numbers across runs, oldest first (`forbear report`, `runs list`). */
export interface Trend {
  store: string;
  runs: TrendPoint[];
}
