import type { SpanRecord } from '../normalize/span-record.js';
import { ArrivalDeadlines } from './arrival-deadlines.js';
import type { DeadlineTrace } from './arrival-deadlines.js';

export interface CompletionPolicy {
  /** A rooted trace is complete once nothing new has arrived for it for this long. */
  turnIdleMs: number;
  /** Any trace is complete this long after its first span, root or not. */
  turnMaxWaitMs: number;
  /** Past this many open traces the oldest is completed early (and counted), bounding memory. */
  maxOpenTraces: number;
}

export const DEFAULT_POLICY: CompletionPolicy = { turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTraces: 10_000 };

/**
 * `span`: a trace's first/last times are its spans' start/end (reading files, where the clock is
 * a span-time watermark). `arrival`: they are the `nowMs` at which its spans arrived (a receiver:
 * "nothing new arrived for turn_idle", whatever the agent's own clock says).
 */
export type TraceClock = 'span' | 'arrival';

export interface TraceBufferStats {
  duplicateSpans: number;
  lateSpans: number;
  forcedCompletions: number;
}

/** What the buffer reads of a span: a full SpanRecord, or the lighter one a scoring pool keeps. */
export type BufferedSpan = Pick<SpanRecord, 'spanId' | 'parentSpanId' | 'startMs' | 'endMs'>;

/** An open trace; the deadline fields (open order, queued deadline, found ready) serve the arrival clock only. */
interface OpenTrace<R> extends DeadlineTrace {
  records: R[];
  /** The records' span ids, made once the trace outgrows a scan of its records (most never do). */
  spanIds: Set<string> | undefined;
}

/** How many recently completed trace ids are remembered to recognise late spans. */
const COMPLETED_MEMORY = 100_000;
/**
 * Up to this many spans a trace finds a repeated span id by scanning its records; past it, in a
 * set. A set per trace (most have a few spans) was an allocation and a hash per span for nothing.
 */
const SCAN_SPAN_IDS = 16;
/** Readiness is checked every this many spans: a scan of open traces, not of every span. */
const CHECK_EVERY = 256;

/**
 * Holds spans by trace until the trace is complete, then hands it on exactly once.
 * The clock is injected: wall time when serving, span time (a watermark) when reading files.
 */
export class TraceBuffer<R extends BufferedSpan = SpanRecord> {
  readonly stats: TraceBufferStats = { duplicateSpans: 0, lateSpans: 0, forcedCompletions: 0 };
  private readonly open = new Map<string, OpenTrace<R>>();
  private readonly completed = new Set<string>();
  private sinceCheck = 0;
  /** Arrival clock: a tick costs the traces due, not a pass over every open one. */
  private readonly deadlines: ArrivalDeadlines<OpenTrace<R>> | undefined;
  private opened = 0;

  constructor(
    private readonly policy: CompletionPolicy,
    private readonly onComplete: (traceId: string, records: R[]) => void,
    private readonly clock: TraceClock = 'span',
  ) {
    this.deadlines = clock === 'arrival' ? new ArrivalDeadlines(policy.turnIdleMs, policy.turnMaxWaitMs) : undefined;
  }

  get openTraces(): number {
    return this.open.size;
  }

  /** Holds a span of `traceId`; false when it is not held (its trace was completed already, or it is a duplicate). */
  add(traceId: string, record: R, nowMs: number): boolean {
    let trace = this.open.get(traceId);
    if (trace === undefined) {
      if (this.completed.has(traceId)) {
        this.stats.lateSpans++;
        return false;
      }
      const arrival = this.clock === 'arrival';
      trace = { records: [], spanIds: undefined, rooted: false, firstMs: arrival ? nowMs : record.startMs, lastMs: arrival ? nowMs : record.endMs, seq: this.opened++, queuedAt: Number.POSITIVE_INFINITY, ready: false };
      this.open.set(traceId, trace);
      if (this.open.size > this.policy.maxOpenTraces) this.completeOldest();
    }
    // OTLP delivery is at-least-once: the same (traceId, spanId) may arrive twice.
    if (hasSpanId(trace, record.spanId)) {
      this.stats.duplicateSpans++;
      return false;
    }
    trace.records.push(record);
    if (trace.spanIds !== undefined) trace.spanIds.add(record.spanId);
    else if (trace.records.length > SCAN_SPAN_IDS) trace.spanIds = new Set(trace.records.map((r) => r.spanId));
    if (record.parentSpanId === undefined) trace.rooted = true;
    if (this.clock === 'arrival') {
      if (nowMs > trace.lastMs) trace.lastMs = nowMs;
      this.deadlines?.touched(traceId, trace);
    } else {
      if (record.startMs < trace.firstMs) trace.firstMs = record.startMs;
      if (record.endMs > trace.lastMs) trace.lastMs = record.endMs;
    }
    // On the arrival clock the receiver advances on a timer; scanning here too would cost a pass
    // over every open trace per few hundred spans. On the span clock the check waits for
    // endRequest(): spans of one request arrive together, so a trace far behind the clock must
    // not be completed between two of them (the rest would be dropped as late).
    if (this.clock === 'span') this.sinceCheck++;
    return true;
  }

  /**
   * The spans of one request (a line of a file) have all been added: on the span clock, completes
   * the traces ready at `nowMs` once every `CHECK_EVERY` spans.
   */
  endRequest(nowMs: number): void {
    if (this.sinceCheck >= CHECK_EVERY) this.advance(nowMs);
  }

  /**
   * Completes every trace that is ready at `nowMs`, or the first `limit` of them (a receiver
   * completes a few hundred at a time so requests are not held up behind a long scoring pass);
   * returns whether ready traces may remain.
   */
  advance(nowMs: number, limit = Number.POSITIVE_INFINITY): boolean {
    this.sinceCheck = 0;
    if (this.deadlines !== undefined) return this.advanceDue(this.deadlines, nowMs, limit);
    const { turnIdleMs, turnMaxWaitMs } = this.policy;
    let done = 0;
    for (const [traceId, t] of this.open) {
      const idle = t.rooted && nowMs >= t.lastMs + turnIdleMs;
      if (!idle && nowMs < t.firstMs + turnMaxWaitMs) continue;
      if (done >= limit) return true;
      this.complete(traceId, t);
      done++;
    }
    return false;
  }

  /** `advance` on the arrival clock: the same traces in the same order, found from the deadline queue. */
  private advanceDue(deadlines: ArrivalDeadlines<OpenTrace<R>>, nowMs: number, limit: number): boolean {
    const ready = deadlines.due(nowMs, (traceId, t) => this.open.get(traceId) === t);
    const n = Math.min(limit, ready.length);
    for (let i = 0; i < n; i++) this.complete(ready[i]!.traceId, ready[i]!.trace);
    deadlines.took(n);
    return ready.length > n;
  }

  /** Whether this span is held in an open trace (a repeat delivery of it is a duplicate). */
  hasSpan(traceId: string, spanId: string): boolean {
    const trace = this.open.get(traceId);
    return trace !== undefined && hasSpanId(trace, spanId);
  }

  /** Whether a span of this trace would be late: the trace was completed and is remembered. */
  isCompleted(traceId: string): boolean {
    return this.completed.has(traceId);
  }

  /** Completes everything still open (end of input, shutdown). */
  flush(): void {
    for (const [traceId, t] of this.open) this.complete(traceId, t);
  }

  private completeOldest(): void {
    const oldest = this.open.entries().next();
    if (oldest.done) return;
    this.stats.forcedCompletions++;
    this.complete(oldest.value[0], oldest.value[1]);
  }

  private complete(traceId: string, t: OpenTrace<R>): void {
    this.open.delete(traceId);
    this.completed.add(traceId);
    if (this.completed.size > COMPLETED_MEMORY) {
      const first = this.completed.values().next();
      if (!first.done) this.completed.delete(first.value);
    }
    this.onComplete(traceId, t.records);
  }
}

function hasSpanId(trace: { records: readonly BufferedSpan[]; spanIds: Set<string> | undefined }, spanId: string): boolean {
  if (trace.spanIds !== undefined) return trace.spanIds.has(spanId);
  const { records } = trace;
  for (let i = 0; i < records.length; i++) if (records[i]!.spanId === spanId) return true;
  return false;
}
