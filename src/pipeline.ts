import type { TurnResult } from './model/result.js';
import type { LoadedCorpus } from './corpus/load.js';
import { inSplit, splitInfo } from './corpus/split.js';
import type { SplitSelection } from './corpus/split.js';
import { readSpanInputs } from './ingest/file-reader.js';
import type { SpanConsumer } from './ingest/file-reader.js';
import type { Finding } from './model/finding.js';
import type { RawSpan } from './model/raw-span.js';
import type { ConventionAdapter } from './normalize/adapter.js';
import { ADAPTERS } from './normalize/adapters.js';
import { SESSION_KEYS, toSpanRecord } from './normalize/span-record.js';
import { byCase, byScenario, summarize } from './report/aggregate.js';
import { evaluateGates } from './report/gates.js';
import type { GateConfig } from './report/gates.js';
import { ResultLog } from './report/result-log.js';
import type { ScoreReport } from './report/score-report.js';
import { OutcomeTally } from './report/tally.js';
import { RepeatTally } from './report/repeats.js';
import { ProgressMeter } from './report/progress.js';
import type { Progress } from './report/progress.js';
import { assembleTurns } from './sessionize/turn-assembler.js';
import { DEFAULT_POLICY, TraceBuffer } from './sessionize/trace-buffer.js';
import type { CompletionPolicy } from './sessionize/trace-buffer.js';
import { TurnScorer } from './score/turn-scorer.js';
import type { OutcomeOptions } from './score/outcome.js';
import { refineStage } from './score/result-refiner.js';
import type { ResultRefiner } from './score/result-refiner.js';
import { FORBEAR_VERSION } from './version.js';

export interface ScoreRunOptions {
  corpus: LoadedCorpus;
  inputs: string[];
  strict?: boolean;
  onFinding?: (f: Finding) => void;
  policy?: Partial<CompletionPolicy>;
  gates?: GateConfig;
  adapters?: readonly ConventionAdapter[];
  /** Attribute keys naming a session, in order (default SESSION_KEYS); the trace id is the fallback. */
  sessionKeys?: readonly string[];
  stdin?: NodeJS.ReadableStream;
  /** How the reply decides an outcome (e.g. `--require-on-point`). */
  outcome?: OutcomeOptions;
  /** An async second look at each result (the LLM judge) before it is tallied. */
  refine?: ResultRefiner;
  /** Score only this split's cases (default `all`); turns of other splits are counted, not scored. */
  split?: SplitSelection;
  /** Called now and then (wall clock) with what has been read and scored so far. */
  onProgress?: (p: Progress) => void;
}

/**
 * `forbear score`: the streaming pipeline fed from files. Span time is the clock, per input
 * source, so a trace completes once its file has moved past it and memory follows open turns.
 */
export async function runScore(opts: ScoreRunOptions): Promise<ScoreReport> {
  const adapters = opts.adapters ?? ADAPTERS;
  const sessionKeys = opts.sessionKeys ?? SESSION_KEYS;
  const scorer = new TurnScorer(opts.corpus, opts.outcome);
  const results = new ResultLog();
  const tally = new OutcomeTally();
  const repeats = new RepeatTally();
  const progress = new ProgressMeter(opts.onProgress);
  let turns = 0;
  // Refined results are tallied in scoring order once their (bounded, parallel) refinement ends.
  const record = (r: TurnResult): void => {
    results.push(r);
    // An infrastructure failure is kept in the results but left out of every rate.
    if (repeats.add(r)) tally.add(r);
    progress.scored++;
  };
  const refiner = opts.refine && refineStage(opts.refine, record);
  let refined: Promise<void> = Promise.resolve();
  const split = opts.split ?? 'all';
  let splitExcluded = 0;
  const buffer = new TraceBuffer({ ...DEFAULT_POLICY, ...opts.policy }, (traceId, records) => {
    for (const turn of assembleTurns(traceId, records)) {
      turns++;
      const result = scorer.add(turn);
      if (result === undefined) continue;
      if (!inSplit(opts.corpus.byId.get(result.case_id) ?? { split: 'dev' }, split)) {
        splitExcluded++;
        continue;
      }
      if (refiner !== undefined) {
        refined = refiner.after(refined, result);
        continue;
      }
      record(result);
    }
  });
  // The clock is the latest span *start* seen in the current source. Exporters write a span
  // when it ends, so start times lag and the clock never runs ahead of a trace still being
  // written; a file sorted by start time is safe too: once a span starting `turn_idle` after
  // a trace's last end has been read, every span of that trace has been read.
  let watermark = Number.NEGATIVE_INFINITY;
  const consumer: SpanConsumer = {
    startSource(name: string): void {
      watermark = Number.NEGATIVE_INFINITY;
      progress.startSource(name);
    },
    consume(spans: RawSpan[]): void {
      for (const span of spans) {
        if (span.startMs > watermark) watermark = span.startMs;
        buffer.add(span.traceId, toSpanRecord(span, adapters, sessionKeys), watermark);
      }
      progress.spans += spans.length;
      progress.turns = turns;
      progress.tick();
    },
  };
  let inputErrors = 0;
  const onFinding = (f: Finding): void => {
    if (f.severity === 'error') inputErrors++;
    opts.onFinding?.(f);
  };
  const stats = await readSpanInputs(opts.inputs, consumer, { strict: opts.strict ?? false, onFinding, ...(opts.stdin ? { stdin: opts.stdin } : {}) });
  buffer.flush();
  await refined;
  progress.turns = turns;
  progress.done();
  const scored = scorer.finish();
  const summary = summarize(tally);
  const { corpus } = opts.corpus;
  return {
    forbear_version: FORBEAR_VERSION,
    corpus: { name: corpus.corpus, version: corpus.version, sha256: opts.corpus.sha256, path: opts.corpus.path },
    split: splitInfo(corpus.cases, split, splitExcluded),
    summary,
    repeats: repeats.summarize(corpus.cases),
    scenarios: byScenario(tally),
    cases: byCase(corpus.cases.filter((c) => inSplit(c, split)), tally),
    results,
    unmatched_turns: scored.unmatched,
    follow_up_turns: scored.followUps,
    unmatched: scored.unmatchedSample,
    input: {
      files: stats.files, bytes: stats.bytes, lines: stats.lines, spans: stats.spans,
      skipped_lines: stats.skippedLines, rejected_spans: stats.rejectedSpans,
      duplicate_spans: buffer.stats.duplicateSpans, late_spans: buffer.stats.lateSpans,
      forced_completions: buffer.stats.forcedCompletions, turns, errors: inputErrors,
    },
    gates: evaluateGates(summary, opts.gates ?? {}),
    ...(opts.refine ? { judge: opts.refine.summary() } : {}),
  };
}
