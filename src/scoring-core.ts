import type { LoadedCorpus } from './corpus/load.js';
import type { TurnResult } from './model/result.js';
import type { RawSpan } from './model/raw-span.js';
import type { ConventionAdapter } from './normalize/adapter.js';
import { ADAPTERS } from './normalize/adapters.js';
import { toSpanRecord } from './normalize/span-record.js';
import { OutcomeTally } from './report/tally.js';
import { assembleTurns } from './sessionize/turn-assembler.js';
import { DEFAULT_POLICY, TraceBuffer } from './sessionize/trace-buffer.js';
import type { CompletionPolicy, TraceClock } from './sessionize/trace-buffer.js';
import { TurnScorer } from './score/turn-scorer.js';

export interface ScoringCoreOptions {
  corpus: LoadedCorpus;
  policy?: Partial<CompletionPolicy>;
  /** Whose time completes a trace: span time (files) or arrival time (a receiver). */
  clock?: TraceClock;
  adapters?: readonly ConventionAdapter[];
  /**
   * Called once per completed trace with the results of its scored turns (possibly none),
   * after they are tallied. A receiver persists them here before forgetting the trace.
   */
  onTrace?: (traceId: string, results: TurnResult[]) => void;
}

/**
 * The pipeline both `score` and `serve` run: spans in with a clock, each completed trace
 * assembled into turns, matched and scored once, results out through `onTrace`.
 */
export class ScoringCore {
  readonly scorer: TurnScorer;
  readonly tally = new OutcomeTally();
  readonly buffer: TraceBuffer;
  turns = 0;
  private readonly adapters: readonly ConventionAdapter[];

  constructor(opts: ScoringCoreOptions) {
    this.adapters = opts.adapters ?? ADAPTERS;
    this.scorer = new TurnScorer(opts.corpus);
    const onTrace = opts.onTrace;
    this.buffer = new TraceBuffer({ ...DEFAULT_POLICY, ...opts.policy }, (traceId, records) => {
      const results: TurnResult[] = [];
      for (const turn of assembleTurns(traceId, records)) {
        this.turns++;
        const result = this.scorer.add(turn);
        if (result === undefined) continue;
        this.tally.add(result);
        results.push(result);
      }
      onTrace?.(traceId, results);
    }, opts.clock ?? 'span');
  }

  /** Adds one span at `nowMs` on the core's clock. */
  add(span: RawSpan, nowMs: number): void {
    this.buffer.add(span.traceId, toSpanRecord(span, this.adapters), nowMs);
  }

  /** Completes the traces that are ready at `nowMs` (at most `limit`); true if more may be ready. */
  advance(nowMs: number, limit?: number): boolean {
    return this.buffer.advance(nowMs, limit);
  }

  /** Completes everything still open. */
  flush(): void {
    this.buffer.flush();
  }
}
