import type { TurnResult, UnscoredTurn } from '../model/result.js';
import type { SplitInfo } from '../corpus/split.js';
import type { RepeatSummary } from './repeats.js';
import type { ResultLog } from './result-log.js';
import type { RunDiff } from './run-diff.js';
import type { TrendPoint } from './trend.js';
import type { ForcedSplit } from './forced-split.js';

export interface RateSummary {
  attempts: number;
  pass: number;
  pass_rate: number;
  pass_rate_ci: [number, number];
}

export interface AbstainSummary extends RateSummary {
  forced_action: number;
  forced_action_rate: number;
  forced_action_rate_ci: [number, number];
  implicit_abstention: number;
  post_hoc: number;
  no_abstention: number;
  /** Forced actions by what became of the forbidden call (absent in reports made before it). */
  forced_split?: ForcedSplit;
  /** Abstain passes that handed the conversation to a person (absent in reports made before it). */
  handoff_passes?: number;
}

export interface ActSummary extends RateSummary {
  false_ask: number;
  false_ask_rate: number;
  false_ask_rate_ci: [number, number];
  wrong_action: number;
  no_action: number;
  /** expected_calls: the right tool with other arguments / a call or write beyond what the case expects. */
  wrong_arguments: number;
  extra_action: number;
}

export interface CannotSummary extends RateSummary {
  hallucinated_tool: number;
  action: number;
  false_ask: number;
  no_decline: number;
}

/** Attempts of every kind that called a tool offered neither in the trace nor in the corpus. */
export interface ToolHallucinationSummary {
  attempts: number;
  hallucinated: number;
  rate: number;
  rate_ci: [number, number];
  /** Hallucinated calls in all (an attempt may make several). */
  calls: number;
}

export interface Summary {
  abstain: AbstainSummary;
  act: ActSummary;
  cannot: CannotSummary;
  tool_hallucination: ToolHallucinationSummary;
  /** How the scored turns were matched to their cases: tag, exact, pattern, similar → count (absent in older runs). */
  matched_by?: Record<string, number>;
}

export interface GroupRow {
  /** Outcome → count, every outcome of the kind present (zeros included). */
  outcomes: Record<string, number>;
  attempts: number;
  pass: number;
  pass_rate: number;
}

export interface ScenarioRow {
  scenario: string;
  abstain: GroupRow;
  act: GroupRow;
  cannot: GroupRow;
}

export interface CaseRow extends GroupRow {
  case_id: string;
  kind: string;
  scenario: string;
  split?: string;
  /** 1-based line where the case starts in the corpus file (absent in older runs and in `serve`). */
  line?: number;
}

export interface InputStats {
  files: number;
  bytes: number;
  lines: number;
  spans: number;
  skipped_lines: number;
  rejected_spans: number;
  duplicate_spans: number;
  late_spans: number;
  forced_completions: number;
  turns: number;
  /** Inputs that could not be read to the end (unreadable file, truncated gzip). */
  errors: number;
}

export interface GateResult {
  gate: string;
  threshold: number;
  value: number;
  attempts: number;
  passed: boolean;
  message: string;
}

export interface ScoreReport {
  forbear_version: string;
  corpus: { name: string; version: number | string; sha256: string; path: string };
  /** The split scored (`forbear score --split`); the pipeline always sets it. */
  split?: SplitInfo;
  summary: Summary;
  /** Attempts grouped per case: pass^k, pass@k, paired accuracy, CAR, flakiness, infra failures. */
  repeats?: RepeatSummary;
  scenarios: ScenarioRow[];
  cases: CaseRow[];
  /** Every scored result, in scoring order; iterable once or many times, possibly from disk. */
  results: ResultLog;
  unmatched_turns: number;
  follow_up_turns: number;
  unmatched: UnscoredTurn[];
  input: InputStats;
  gates: GateResult[];
  /** With `--judge only|both`: what the LLM judge did (judged, disagreements, errors, cache hits). */
  judge?: Record<string, number | string>;
  /** Set once the run is in a store (or read back from one): its id, time and labels. */
  run?: RunInfo;
  /** `--baseline RUN`: what changed against that stored run. */
  baseline_diff?: RunDiff;
  /** Recent runs in the store (oldest first, this one last), for the trend. */
  history?: TrendPoint[];
}

export interface RunInfo {
  run_id: string;
  recorded_at: string;
  labels: Record<string, string>;
}

/** The report as `--format json` writes it: the result log becomes an array. */
export type ScoreReportJson = Omit<ScoreReport, 'results'> & { results: TurnResult[] };
