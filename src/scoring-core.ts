import type { LoadedCorpus } from './corpus/load.js';
import { inSplit } from './corpus/split.js';
import type { SplitSelection } from './corpus/split.js';
import type { TurnResult } from './model/result.js';
import type { RawSpan } from './model/raw-span.js';
import type { ConventionAdapter } from './normalize/adapter.js';
import { ADAPTERS } from './normalize/adapters.js';
import { SESSION_KEYS, toSpanRecord } from './normalize/span-record.js';
import { RepeatTally } from './report/repeats.js';
import { OutcomeTally } from './report/tally.js';
import { assembleTurns } from './sessionize/turn-assembler.js';
import { DEFAULT_POLICY, TraceBuffer } from './sessionize/trace-buffer.js';
import type { CompletionPolicy, TraceClock } from './sessionize/trace-buffer.js';
import type { OutcomeOptions } from './score/outcome.js';
import { TurnScorer } from './score/turn-scorer.js';
import type { SessionResults } from './score/session-watch.js';

export interface ScoringCoreOptions {
  corpus: LoadedCorpus;
  policy?: Partial<CompletionPolicy>;
  /** Whose time completes a trace: span time (files) or arrival time (a receiver). */
  clock?: TraceClock;
  adapters?: readonly ConventionAdapter[];
  /** Attribute keys naming a session, in order (default SESSION_KEYS); the trace id is the fallback. */
  sessionKeys?: readonly string[];
  /** How the reply decides an outcome (e.g. `--require-on-point`). */
  outcome?: OutcomeOptions;
  /** Score only this split's cases (default `all`); turns of other splits are counted, not scored. */
  split?: SplitSelection;
  /**
   * Tally each result as soon as it is scored (default). Off when a later stage (the LLM judge)
   * may still change it: that stage calls `record()` with the final result.
   */
  tallyOnScore?: boolean;
  /**
   * Called once per completed trace with the results of its scored turns (possibly none),
   * after they are tallied. A receiver persists them here before forgetting the trace.
   */
  onTrace?: (traceId: string, results: TurnResult[]) => void;
  /** Session-scope results: held until settled (`score`, default) or written at once and amended (`serve`). */
  sessionResults?: SessionResults;
}

/**
 * The pipeline both `score` and `serve` run: spans in with a clock, each completed trace
 * assembled into turns, matched and scored once, results out through `onTrace`.
 */
export class ScoringCore {
  readonly scorer: TurnScorer;
  readonly tally = new OutcomeTally();
  /** Attempts per case (pass^k, flakiness) and the infrastructure failures kept out of the rates. */
  readonly repeats = new RepeatTally();
  readonly buffer: TraceBuffer;
  readonly split: SplitSelection;
  turns = 0;
  /** Turns that answered a case of the split not being scored. */
  splitExcluded = 0;
  private readonly adapters: readonly ConventionAdapter[];
  private readonly sessionKeys: readonly string[];

  constructor(opts: ScoringCoreOptions) {
    this.adapters = opts.adapters ?? ADAPTERS;
    this.sessionKeys = opts.sessionKeys ?? SESSION_KEYS;
    this.split = opts.split ?? 'all';
    this.scorer = new TurnScorer(opts.corpus, opts.outcome, opts.sessionResults ?? 'hold');
    this.byId = opts.corpus.byId;
    this.tallyOnScore = opts.tallyOnScore ?? true;
    this.onTrace = opts.onTrace;
    this.buffer = new TraceBuffer({ ...DEFAULT_POLICY, ...opts.policy }, (traceId, records) => {
      const results: TurnResult[] = [];
      for (const turn of assembleTurns(traceId, records)) {
        this.turns++;
        const result = this.scorer.add(turn);
        if (result !== undefined) this.accept(result, results);
        for (const settled of this.scorer.drain()) this.accept(settled, results);
      }
      this.onTrace?.(traceId, results);
    }, opts.clock ?? 'span');
  }

  private readonly tallyOnScore: boolean;
  private readonly onTrace: ScoringCoreOptions['onTrace'];
  private readonly byId: LoadedCorpus['byId'];

  private accept(result: TurnResult, into: TurnResult[]): void {
    if (!inSplit(this.byId.get(result.case_id) ?? { split: 'dev' }, this.split)) {
      if (result.amends === undefined) this.splitExcluded++;
      return;
    }
    if (this.tallyOnScore) this.record(result);
    into.push(result);
  }

  /** Counts a final result. An infrastructure failure is kept in the results but left out of every rate. */
  record(result: TurnResult): void {
    // An amendment (a later turn of the session gave in) replaces its result in the counts.
    if (result.amends !== undefined) {
      this.tally.remove({ ...result, outcome: result.amends.outcome, passed: result.amends.outcome === 'pass' });
      this.tally.add(result);
      return;
    }
    if (this.repeats.add(result)) this.tally.add(result);
  }

  /** End of input: session-scope results still held stand as they are, and go out now. */
  flushSessions(): void {
    this.scorer.flushSessions();
    for (const result of this.scorer.drain()) {
      const out: TurnResult[] = [];
      this.accept(result, out);
      if (out.length > 0) this.onTrace?.(result.trace_id, out);
    }
  }

  /** Adds one span at `nowMs` on the core's clock. */
  add(span: RawSpan, nowMs: number): void {
    this.buffer.add(span.traceId, toSpanRecord(span, this.adapters, this.sessionKeys), nowMs);
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
