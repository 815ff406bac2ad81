/**
 * The public API of `import … from 'forbear'`: what a user calls to score spans from code. It only
 * re-exports; the CLI runs the same functions. Everything not named here may change between versions.
 */

// The case corpus: load (throws CorpusError with findings) or parse text already read; lint it.
export { loadCorpus, parseCorpus } from './corpus/load.js';
export type { LoadedCorpus } from './corpus/load.js';
export { lintCorpus } from './corpus/lint.js';
export type { LintFinding, LintReport } from './corpus/lint.js';
export { CorpusError } from './corpus/corpus-error.js';
export { CorpusSchema, CaseSchema } from './corpus/schema.js';
export type { Case, CaseKind, Corpus, Tool } from './corpus/schema.js';
export type { SplitSelection } from './corpus/split.js';

// Offline scoring, as `forbear score` does it: span files (or a stream) in, a report out.
export { runScore, runScore as scoreFiles } from './pipeline.js';
export type { ScoreRunOptions } from './pipeline.js';
export { InputError } from './ingest/file-reader.js';

// The streaming core `score` and `serve` share: feed RawSpans, get results per completed trace.
export { ScoringCore } from './scoring-core.js';
export type { ScoringCoreOptions } from './scoring-core.js';
export type { RawSpan, AttrValue, AttrMap, SpanEvent } from './model/raw-span.js';
export type { Turn, ToolCall, Message } from './model/turn.js';
export type { Finding } from './model/finding.js';
export { formatFinding } from './model/finding.js';

// Results and reports.
export type { TurnResult, UnscoredTurn, ResultSignals } from './model/result.js';
export { ABSTAIN_OUTCOMES, ACT_OUTCOMES, CANNOT_OUTCOMES } from './score/outcome.js';
export type { Outcome, OutcomeOptions } from './score/outcome.js';
export type { ScoreReport, Summary, AbstainSummary, ActSummary, CannotSummary, CaseRow, ScenarioRow, GateResult } from './report/score-report.js';
export { summarize, byCase, byScenario } from './report/aggregate.js';
export { evaluateGates } from './report/gates.js';
export type { GateConfig } from './report/gates.js';

// Renderers: `RENDERERS.markdown(report, (chunk) => …)`, one entry per `--format`.
export { FORMATS, RENDERERS } from './report/renderers.js';
export type { Renderer, ReportFormat } from './report/renderers.js';

export { FORBEAR_VERSION } from './version.js';
