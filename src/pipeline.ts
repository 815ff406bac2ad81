import type { LoadedCorpus } from './corpus/load.js';
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
import type { CompletionPolicy } from './sessionize/trace-buffer.js';
import { ScoringCore } from './scoring-core.js';
import { FORBEAR_VERSION } from './version.js';

export interface ScoreRunOptions {
  corpus: LoadedCorpus;
  inputs: string[];
  strict?: boolean;
  onFinding?: (f: Finding) => void;
  policy?: Partial<CompletionPolicy>;
  gates?: GateConfig;
  adapters?: readonly ConventionAdapter[];
  stdin?: NodeJS.ReadableStream;
}

/**
 * `forbear score`: the streaming pipeline fed from files. Span time is the clock, per input
 * source, so a trace completes once its file has moved past it and memory follows open turns.
 */
export async function runScore(opts: ScoreRunOptions): Promise<ScoreReport> {
  const results = new ResultLog();
  const core = new ScoringCore({
    corpus: opts.corpus,
    ...(opts.policy ? { policy: opts.policy } : {}),
    ...(opts.adapters ? { adapters: opts.adapters } : {}),
    onTrace: (_traceId, scored) => {
      for (const result of scored) results.push(result);
    },
  });
  const { buffer, scorer, tally } = core;
  // The clock is the latest span *start* seen in the current source. Exporters write a span
  // when it ends, so start times lag and the clock never runs ahead of a trace still being
  // written; a file sorted by start time is safe too: once a span starting `turn_idle` after
  // a trace's last end has been read, every span of that trace has been read.
  let watermark = Number.NEGATIVE_INFINITY;
  const consumer: SpanConsumer = {
    startSource(): void {
      watermark = Number.NEGATIVE_INFINITY;
    },
    consume(spans: RawSpan[]): void {
      for (const span of spans) {
        if (span.startMs > watermark) watermark = span.startMs;
        core.add(span, watermark);
      }
    },
  };
  let inputErrors = 0;
  const onFinding = (f: Finding): void => {
    if (f.severity === 'error') inputErrors++;
    opts.onFinding?.(f);
  };
  const stats = await readSpanInputs(opts.inputs, consumer, { strict: opts.strict ?? false, onFinding, ...(opts.stdin ? { stdin: opts.stdin } : {}) });
  buffer.flush();
  const scored = scorer.finish();
  const summary = summarize(tally);
  const { corpus } = opts.corpus;
  return {
    forbear_version: FORBEAR_VERSION,
    corpus: { name: corpus.corpus, version: corpus.version, sha256: opts.corpus.sha256, path: opts.corpus.path },
    summary,
    scenarios: byScenario(tally),
    cases: byCase(corpus.cases, tally),
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
  };
}
