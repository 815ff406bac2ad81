import type { LoadedCorpus } from './corpus/load.js';
import { inSplit } from './corpus/split.js';
import type { SplitSelection } from './corpus/split.js';
import type { TurnResult } from './model/result.js';
import type { RawSpan } from './model/raw-span.js';
import type { ConventionAdapter } from './normalize/adapter.js';
import { ADAPTERS } from './normalize/adapters.js';
import { SESSION_KEYS, sessionIdOf, toSpanRecord } from './normalize/span-record.js';
import type { SpanRecord } from './normalize/span-record.js';
import { RepeatTally } from './report/repeats.js';
import { OutcomeTally } from './report/tally.js';
import { assembleTurns } from './sessionize/turn-assembler.js';
import { DEFAULT_POLICY, TraceBuffer } from './sessionize/trace-buffer.js';
import type { BufferedSpan, CompletionPolicy, TraceClock } from './sessionize/trace-buffer.js';
import type { OutcomeOptions } from './score/outcome.js';
import { TurnScorer } from './score/turn-scorer.js';
import type { SessionResults } from './score/session-watch.js';
import type { UnscoredTally } from './score/turn-scorer.js';
import { RequestSpans } from './ingest/otlp-proto-heads.js';
import { isBodySpan } from './workers/request-body.js';
import type { ArrivedSpan, BodySpan, RequestBody } from './workers/request-body.js';
import { ScoringPool } from './workers/scoring-pool.js';
import type { TraceScored } from './workers/scoring-pool.js';

/**
 * What the trace buffer holds per span: in-process, the SpanRecord the assembler reads; with
 * worker threads, only what completion and routing need, plus the span itself to send on, or
 * (a receiver's protobuf requests) its head, the worker decoding it from its request's bytes.
 */
type HeldSpan = BufferedSpan & { sessionId: string | undefined; raw?: RawSpan | undefined; head?: BodySpan | undefined };

/** Traces sent to workers and not yet back before the reader waits (a few MB of spans). */
const POOL_IN_FLIGHT = 256;

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
  /**
   * With workers: each completed trace's result lines as its worker wrote them, unread on this
   * thread, instead of `onTrace` (the workers make the lines). Only where nothing here reads a result:
   * `tallyOnScore: false` and no split. A receiver writes the lines as they are and reads, once
   * they are durable, the tuples of what its consumers need (`tuples`, `ResultTuple`s as JSON:
   * serve41) and stores the verdicts' JSON (`verdicts`, serve44), so its event loop parses a line only for a result wanted whole (issue 19, serve36).
   */
  onTraceLines?: (traceId: string, texts: string[], tuples: string, verdicts: string) => void;
  /** Session-scope results: held until settled (`score`, default) or written at once and amended (`serve`). */
  sessionResults?: SessionResults;
  /**
   * Worker threads that assemble, match and score completed traces (0 or absent: in-process).
   * Results reach `onTrace` in the same order, asynchronously; call `settle()` at the end.
   */
  workers?: number;
  /** With workers: the share of sessions scored on this thread beside them (ScoringPool `localShare`). */
  localShare?: number;
  /** With workers: each one's young generation, MB (ScoringPool `youngGenerationMb`). */
  workerYoungGenerationMb?: number;
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
  readonly buffer: TraceBuffer<HeldSpan>;
  /** Set when scoring runs in worker threads. */
  readonly pool: ScoringPool | undefined;
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
    this.tallyOnScore = opts.tallyOnScore ?? true;
    if (opts.onTraceLines !== undefined && (this.tallyOnScore || this.split !== 'all')) {
      throw new Error('ScoringCore: onTraceLines hands results on unread: it needs tallyOnScore false and no split');
    }
    this.onTraceLines = opts.onTraceLines;
    this.onTrace = opts.onTrace;
    this.byId = opts.corpus.byId;
    const sessionResults = opts.sessionResults ?? 'hold';
    this.pool = (opts.workers ?? 0) > 0
      ? new ScoringPool({
        workers: opts.workers ?? 0, corpus: opts.corpus, adapters: this.adapters, sessionKeys: this.sessionKeys,
        ...(opts.outcome ? { outcome: opts.outcome } : {}), sessionResults,
        ...(opts.localShare !== undefined ? { localShare: opts.localShare } : {}),
        ...(opts.onTraceLines !== undefined ? { resultTexts: true } : {}),
        ...(opts.workerYoungGenerationMb !== undefined ? { youngGenerationMb: opts.workerYoungGenerationMb } : {}),
      }, (t) => this.scored(t))
      : undefined;
    const pool = this.pool;
    this.buffer = new TraceBuffer<HeldSpan>({ ...DEFAULT_POLICY, ...opts.policy }, pool !== undefined ? (traceId, held) => {
      // A session's traces go to one worker, so its turns are matched in order there.
      const route = held.find((h) => h.sessionId !== undefined)?.sessionId ?? traceId;
      // A loop, not `map`: map's result was packed or holey by turns, and each kind deoptimized submit.
      const arrived: (RawSpan | BodySpan)[] = [];
      for (const h of held) arrived.push(h.raw ?? (h.head as BodySpan));
      pool.submit(traceId, arrived, route);
      let bodies: RequestBody[] | undefined;
      for (const h of held) {
        if (h.head === undefined) continue;
        const body = h.head.body;
        body.sent(h);
        if (!(bodies ??= []).includes(body)) bodies.push(body);
      }
      if (bodies !== undefined) for (const body of bodies) if (body.settle()) pool.forget(body);
    } : (traceId, held) => {
      // In-process the buffer holds full SpanRecords (see add()).
      const records = held as SpanRecord[];
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
  private readonly onTraceLines: ScoringCoreOptions['onTraceLines'];
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

  /** The attributes a span's head must keep for routing: the session keys (`ArrivedSpan`). */
  get headKeys(): ReadonlySet<string> {
    return (this.headKeySet ??= new Set(this.sessionKeys));
  }

  private headKeySet: ReadonlySet<string> | undefined;

  /** Adds one span at `nowMs` on the core's clock. */
  add(arrived: ArrivedSpan, nowMs: number): void {
    if (this.pool === undefined) {
      const span = isBodySpan(arrived) ? new RequestSpans(arrived.body.bytes).span(arrived.place) : arrived;
      this.buffer.add(span.traceId, toSpanRecord(span, this.adapters, this.sessionKeys), nowMs);
      return;
    }
    // The worker normalizes the span (and decodes it, given its head); here only what completion and routing read.
    if (isBodySpan(arrived)) {
      const held: HeldSpan = {
        spanId: arrived.spanId, parentSpanId: arrived.parentSpanId, startMs: arrived.startMs, endMs: arrived.endMs,
        sessionId: arrived.kept === undefined ? undefined : sessionIdOf(arrived.kept, this.sessionKeys), raw: undefined, head: arrived,
      };
      if (this.buffer.add(arrived.traceId, held, nowMs)) arrived.body.hold(held);
      return;
    }
    this.buffer.add(arrived.traceId, {
      spanId: arrived.spanId, parentSpanId: arrived.parentSpanId, startMs: arrived.startMs, endMs: arrived.endMs,
      sessionId: sessionIdOf(arrived.attributes, this.sessionKeys), raw: arrived, head: undefined,
    }, nowMs);
  }

  /** Every span of one request (a line) added at `nowMs`: traces may complete now, not between them. */
  endRequest(nowMs: number): void {
    this.buffer.endRequest(nowMs);
  }

  /** With workers: waits while too many traces are out (the reader's back-pressure). */
  ready(): Promise<void> | undefined {
    return this.pool?.whenBelow(POOL_IN_FLIGHT);
  }

  /**
   * End of input, in either mode: every open trace completed and scored, held session-scope
   * results out through `onTrace`, and what became of the unscored turns. Stops the workers.
   */
  async settle(): Promise<UnscoredTally> {
    this.buffer.flush();
    if (this.pool === undefined) {
      this.flushSessions();
      return this.scorer.finish();
    }
    try {
      for (const result of await this.pool.flushSessions()) {
        const out: TurnResult[] = [];
        this.accept(result, out);
        if (out.length > 0) this.onTrace?.(result.trace_id, out);
      }
      return await this.pool.finish();
    } finally {
      await this.pool.close();
    }
  }

  /** Unscored-turn counts so far (a live summary), from the workers when they score. */
  preview(): UnscoredTally {
    return this.pool?.preview() ?? this.scorer.preview();
  }

  /** Resolves once every trace sent to a worker has come back through `onTrace`. */
  async drained(): Promise<void> {
    await this.pool?.whenBelow(0);
  }

  /** Stops the workers (after an error; `settle()` stops them at the end). */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  private scored(t: TraceScored): void {
    this.turns += t.turns;
    // Lines come back only when asked for, i.e. with onTraceLines (the pool's resultTexts above).
    if (t.texts !== undefined) {
      this.onTraceLines?.(t.traceId, t.texts, t.tuples, t.verdicts);
      return;
    }
    const results: TurnResult[] = [];
    for (const result of t.results) this.accept(result, results);
    this.onTrace?.(t.traceId, results);
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
