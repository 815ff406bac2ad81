import type { LoadedCorpus } from './corpus/load.js';
import { inSplit, splitInfo } from './corpus/split.js';
import type { SplitSelection } from './corpus/split.js';
import { readSpanInputs } from './ingest/file-reader.js';
import type { SpanConsumer } from './ingest/file-reader.js';
import type { Finding } from './model/finding.js';
import type { RawSpan } from './model/raw-span.js';
import type { ConventionAdapter } from './normalize/adapter.js';
import { byCase, byScenario, summarize } from './report/aggregate.js';
import { evaluateGates } from './report/gates.js';
import type { GateConfig } from './report/gates.js';
import { ResultLog } from './report/result-log.js';
import type { ScoreReport } from './report/score-report.js';
import { ProgressMeter } from './report/progress.js';
import type { Progress } from './report/progress.js';
import { DEFAULT_POLICY } from './sessionize/trace-buffer.js';
import type { CompletionPolicy } from './sessionize/trace-buffer.js';
import type { OutcomeOptions } from './score/outcome.js';
import { refineStage } from './score/result-refiner.js';
import type { ResultRefiner } from './score/result-refiner.js';
import { ScoringCore } from './scoring-core.js';
import { localShareFor } from './workers/scoring-pool.js';
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
  /**
   * Worker threads for matching and scoring (default 0: in-process). Results, counts and their
   * order are the same either way. Not with a judge (`refine`): it stays in-process.
   */
  workers?: number;
}

/**
 * `forbear score`: the streaming pipeline fed from files. Span time is the clock, per input
 * source, so a trace completes once its file has moved past it and memory follows open turns.
 */
export async function runScore(opts: ScoreRunOptions): Promise<ScoreReport> {
  const results = new ResultLog();
  const progress = new ProgressMeter(opts.onProgress);
  // With a judge, results are tallied in scoring order once their (bounded, parallel) refinement ends.
  const core = new ScoringCore({
    corpus: opts.corpus,
    ...(opts.policy ? { policy: opts.policy } : {}),
    ...(opts.adapters ? { adapters: opts.adapters } : {}),
    ...(opts.sessionKeys ? { sessionKeys: opts.sessionKeys } : {}),
    ...(opts.outcome ? { outcome: opts.outcome } : {}),
    ...(opts.split ? { split: opts.split } : {}),
    ...(opts.refine === undefined && (opts.workers ?? 0) > 0 ? { workers: opts.workers } : {}),
    // With one worker the reading thread scores a share of the sessions too: left to read, parse
    // and hand on, it would wait on the worker (docs/benchmarks.md).
    ...(opts.refine === undefined && (opts.workers ?? 0) > 0 ? { localShare: localShareFor(opts.workers ?? 0) } : {}),
    tallyOnScore: opts.refine === undefined,
    onTrace: (_traceId, scored) => {
      for (const result of scored) {
        if (refiner !== undefined) refined = refiner.after(refined, result);
        else {
          results.push(result);
          progress.scored++;
        }
      }
    },
  });
  const refiner = opts.refine && refineStage(opts.refine, (r) => {
    core.record(r);
    results.push(r);
    progress.scored++;
  });
  let refined: Promise<void> = Promise.resolve();
  const { buffer, tally, split } = core;
  // The clock is the latest span *start* seen in the current source. Exporters write a span
  // when it ends, so start times lag and the clock never runs ahead of a trace still being
  // written; a file sorted by start time is safe too: once a span starting `turn_idle` after
  // a trace's last end has been read, every span of that trace has been read.
  let watermark = Number.NEGATIVE_INFINITY;
  // A gateway that buffers a stretch of traffic and forwards it shuffled (or several exporters
  // interleaved) writes spans out of end order. How far a span's end lags the latest end seen is
  // that disorder; the clock lags by the most seen so far, so a trace is not completed while its
  // spans may still be in the shuffled stretch (they would be late, and the turn scored without
  // them). In end order, as a batch exporter writes, the lag stays 0. Capped by turn_max_wait.
  let latestEnd = Number.NEGATIVE_INFINITY;
  let disorder = 0;
  const maxDisorder = opts.policy?.turnMaxWaitMs ?? DEFAULT_POLICY.turnMaxWaitMs;
  const consumer: SpanConsumer = {
    startSource(name: string): void {
      watermark = Number.NEGATIVE_INFINITY;
      latestEnd = Number.NEGATIVE_INFINITY;
      disorder = 0;
      progress.startSource(name);
    },
    consume(spans: RawSpan[]): void {
      for (const span of spans) {
        if (span.startMs > watermark) watermark = span.startMs;
        if (span.endMs > latestEnd) latestEnd = span.endMs;
        else if (latestEnd - span.endMs > disorder) disorder = Math.min(latestEnd - span.endMs, maxDisorder);
        core.add(span, watermark - disorder);
      }
      core.endRequest(watermark - disorder);
      progress.spans += spans.length;
      progress.turns = core.turns;
      progress.tick();
    },
    ready: () => core.ready(),
  };
  let inputErrors = 0;
  const onFinding = (f: Finding): void => {
    if (f.severity === 'error') inputErrors++;
    opts.onFinding?.(f);
  };
  let stats: Awaited<ReturnType<typeof readSpanInputs>>;
  let scored: Awaited<ReturnType<typeof core.settle>>;
  try {
    stats = await readSpanInputs(opts.inputs, consumer, { strict: opts.strict ?? false, onFinding, ...(opts.stdin ? { stdin: opts.stdin } : {}) });
    scored = await core.settle();
  } finally {
    // Worker threads would keep the process alive after a failed read.
    await core.close();
  }
  await refined;
  progress.turns = core.turns;
  progress.done();
  const summary = summarize(tally);
  const { corpus } = opts.corpus;
  return {
    forbear_version: FORBEAR_VERSION,
    corpus: { name: corpus.corpus, version: corpus.version, sha256: opts.corpus.sha256, path: opts.corpus.path },
    split: splitInfo(corpus.cases, split, core.splitExcluded),
    summary,
    repeats: core.repeats.summarize(corpus.cases.filter((c) => inSplit(c, split))),
    scenarios: byScenario(tally),
    cases: byCase(corpus.cases.filter((c) => inSplit(c, split)), tally, opts.corpus.lines),
    results,
    unmatched_turns: scored.unmatched,
    follow_up_turns: scored.followUps,
    unmatched: scored.unmatchedSample,
    input: {
      files: stats.files, bytes: stats.bytes, lines: stats.lines, spans: stats.spans,
      skipped_lines: stats.skippedLines, rejected_spans: stats.rejectedSpans,
      duplicate_spans: buffer.stats.duplicateSpans, late_spans: buffer.stats.lateSpans,
      forced_completions: buffer.stats.forcedCompletions, turns: core.turns, errors: inputErrors,
    },
    gates: evaluateGates(summary, opts.gates ?? {}),
    ...(opts.refine ? { judge: opts.refine.summary() } : {}),
  };
}
