import type { AlertEvent, AlertSink } from './alert-types.js';
import { DeliveryError } from './sinks/delivery.js';
import type { RetryPolicy, RetryingSink } from './sinks/delivery.js';
import { eventId } from './sinks/event-id.js';

/** Waits `ms`, or less when `signal` aborts (it then resolves, never rejects). Injectable for tests. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export interface DispatcherOptions {
  /** One line (no newline) per failure, drop or give-up; the CLI writes it to stderr. */
  log: (line: string) => void;
  /** Events waiting per sink; past it the oldest waiting one is dropped (default 1000). */
  queueLimit?: number;
  sleep?: Sleep;
  /** Jitter source in [0, 1). */
  random?: () => number;
  /** Whether an event goes to the sink at this index (a rule's `sinks:` list); default every sink. */
  routes?: (event: AlertEvent, sinkIndex: number) => boolean;
}

/** A sink's delivery counts, for `/v1/alerts` and `forbear_alert_deliveries_total`. */
export interface SinkCounters {
  sink: string;
  delivered: number;
  /** Given up on: a permanent failure, or every retry spent. */
  failed: number;
  /** Dropped unsent: the queue overflowed, or shutdown's deadline passed first. */
  dropped: number;
  /** Attempts after a first one failed. */
  retries: number;
  /** Waiting now (the one being delivered included). */
  queued: number;
}

interface Lane {
  sink: RetryingSink;
  queue: AlertEvent[];
  busy: boolean;
  counters: SinkCounters;
}

export const defaultSleep: Sleep = (ms, signal) => new Promise((resolve) => {
  if (signal.aborted) return resolve();
  const t = setTimeout(done, ms);
  function done(): void {
    clearTimeout(t);
    signal.removeEventListener('abort', done);
    resolve();
  }
  signal.addEventListener('abort', done, { once: true });
});

/**
 * Takes events from the host synchronously and delivers them in the background, per sink in
 * order, retrying by the sink's policy. Nothing it does throws into the host: every failure is a
 * log line and a count.
 */
export class AlertDispatcher {
  private readonly lanes: Lane[];
  private readonly queueLimit: number;
  private readonly sleep: Sleep;
  private readonly random: () => number;
  private readonly stop = new AbortController();
  private waiters: (() => void)[] = [];
  private closing: Promise<boolean> | undefined;

  constructor(sinks: readonly AlertSink[], private readonly opts: DispatcherOptions) {
    this.lanes = sinks.map((sink) => ({ sink, queue: [], busy: false, counters: { sink: sink.name, delivered: 0, failed: 0, dropped: 0, retries: 0, queued: 0 } }));
    this.queueLimit = opts.queueLimit ?? 1000;
    this.sleep = opts.sleep ?? defaultSleep;
    this.random = opts.random ?? Math.random;
  }

  get sinkCount(): number {
    return this.lanes.length;
  }

  /** Queues events for every sink and returns at once. */
  dispatch(events: readonly AlertEvent[]): void {
    if (events.length === 0) return;
    this.lanes.forEach((lane, index) => {
      for (const e of events) {
        if (this.opts.routes?.(e, index) === false) continue;
        if (this.stop.signal.aborted) {
          lane.counters.dropped++;
          continue;
        }
        lane.queue.push(e);
        if (lane.queue.length > this.queueLimit) {
          const old = lane.queue.shift()!;
          lane.counters.dropped++;
          this.opts.log(`forbear: alert sink "${lane.sink.name}": queue full (${this.queueLimit} waiting); dropped the oldest, event ${eventId(old)} (${describe(old)})`);
        }
        // Started here, the worker takes the first event off the queue before the next is queued.
        if (!lane.busy) void this.run(lane);
      }
    });
  }

  counters(): SinkCounters[] {
    return this.lanes.map((l) => ({ ...l.counters, queued: l.queue.length + (l.busy ? 1 : 0) }));
  }

  /** Resolves once every sink's queue is empty and nothing is in flight (no deadline). */
  idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.lanes.every((l) => !l.busy)) resolve();
      else this.waiters.push(resolve);
    });
  }

  /**
   * Delivers what is queued, for at most `deadlineMs`, then gives up on the rest (counted as
   * dropped) and closes the sinks. Resolves true when everything queued was settled in time.
   */
  close(deadlineMs: number): Promise<boolean> {
    this.closing ??= (async () => {
      const drained = this.idle();
      const timer = new AbortController();
      let inTime = false;
      await Promise.race([drained.then(() => (inTime = true)), this.sleep(deadlineMs, timer.signal)]);
      timer.abort();
      this.stop.abort();
      for (const lane of this.lanes) {
        const left = lane.queue.length + (lane.busy ? 1 : 0);
        if (left > 0) this.opts.log(`forbear: alert sink "${lane.sink.name}": shutting down after ${deadlineMs}ms; ${left} event(s) still queued or in flight were given up`);
        lane.counters.dropped += lane.queue.length;
        lane.queue = [];
      }
      for (const lane of this.lanes) {
        try {
          await lane.sink.close?.();
        } catch (e) {
          this.opts.log(`forbear: alert sink "${lane.sink.name}": close failed: ${(e as Error).message}`);
        }
      }
      return inTime;
    })();
    return this.closing;
  }

  private async run(lane: Lane): Promise<void> {
    lane.busy = true;
    for (let e = lane.queue.shift(); e !== undefined && !this.stop.signal.aborted; e = lane.queue.shift()) {
      await this.deliver(lane, e);
    }
    lane.busy = false;
    if (this.lanes.every((l) => !l.busy)) {
      const waiting = this.waiters;
      this.waiters = [];
      for (const resolve of waiting) resolve();
    }
  }

  private async deliver(lane: Lane, e: AlertEvent): Promise<void> {
    const policy: RetryPolicy = lane.sink.retry ?? { retries: 0, backoffMs: 0, maxBackoffMs: 0 };
    const id = eventId(e);
    for (let attempt = 1; ; attempt++) {
      let err: unknown;
      try {
        await Promise.resolve().then(() => lane.sink.send(e));
        lane.counters.delivered++;
        return;
      } catch (x) {
        err = x;
      }
      // A sink's own bug is retried like a network error: the event may still get through.
      const retryable = err instanceof DeliveryError ? err.retryable : true;
      const what = err instanceof Error ? err.message : String(err);
      const of = `attempt ${attempt}/${policy.retries + 1}`;
      const head = `forbear: alert delivery failed: sink "${lane.sink.name}" event ${id} (${describe(e)}) ${of}: ${what}`;
      if (!retryable || attempt > policy.retries || this.stop.signal.aborted) {
        lane.counters.failed++;
        this.opts.log(`${head}; giving up${retryable ? '' : ' (not retryable)'}`);
        return;
      }
      const wait = this.backoff(policy, attempt, err instanceof DeliveryError ? err.retryAfterMs : undefined);
      this.opts.log(`${head}; retrying in ${wait}ms`);
      lane.counters.retries++;
      await this.sleep(wait, this.stop.signal);
      if (this.stop.signal.aborted) {
        lane.counters.dropped++;
        return;
      }
    }
  }

  /**
   * Retry `n` waits `backoff·2^(n-1)` capped at `max_backoff`, half of it jittered ("equal
   * jitter"); a receiver's `Retry-After` is honoured when longer, also capped at `max_backoff`.
   */
  private backoff(p: RetryPolicy, retry: number, retryAfterMs: number | undefined): number {
    const base = Math.min(p.maxBackoffMs, p.backoffMs * 2 ** (retry - 1));
    const jittered = Math.round(base / 2 + (this.random() * base) / 2);
    return retryAfterMs === undefined ? jittered : Math.min(p.maxBackoffMs, Math.max(jittered, retryAfterMs));
  }
}

function describe(e: AlertEvent): string {
  return `${e.type}${e.level ? ` ${e.level}` : ''} rule=${e.rule} group=${e.group_key}`;
}
