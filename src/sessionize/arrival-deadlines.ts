import { DueQueue } from '../alerts/due-queue.js';

/** What the deadline queue reads of an open trace (the buffer's own record, shared by reference). */
export interface DeadlineTrace {
  rooted: boolean;
  firstMs: number;
  lastMs: number;
  /** Open order: ready traces complete in it, as a scan of the open map would. */
  seq: number;
  /** The earliest deadline this trace has an entry for in the queue (Infinity: none). */
  queuedAt: number;
  /** Already in the ready list. */
  ready: boolean;
}

interface Entry<T> {
  traceId: string;
  trace: T;
}

/**
 * On the arrival clock, which open traces are due, without a pass over every open trace: a
 * receiver holding tens of thousands of turns under a long `turn_idle` ticks four times a second,
 * and each tick should cost what is due, not what is open.
 *
 * A trace's deadline is `lastMs + turnIdleMs` once rooted, else (and at most) `firstMs +
 * turnMaxWaitMs`. Arrivals only push a deadline later, except a root arriving: so an entry is
 * pushed when a trace opens or its deadline moves earlier, and an entry found early (the trace
 * got spans since) is pushed again at the trace's current deadline. Entries of traces completed
 * meanwhile are dropped when they come up.
 */
export class ArrivalDeadlines<T extends DeadlineTrace> {
  private readonly queue = new DueQueue<Entry<T>>();
  /** Traces found due, in open order; those past a tick's limit wait here for the next slice. */
  private readyList: Entry<T>[] = [];

  constructor(private readonly turnIdleMs: number, private readonly turnMaxWaitMs: number) {}

  deadline(t: DeadlineTrace): number {
    const maxWait = t.firstMs + this.turnMaxWaitMs;
    return t.rooted ? Math.min(t.lastMs + this.turnIdleMs, maxWait) : maxWait;
  }

  /** After a span was added to `trace` (or it opened): queue it if its deadline moved earlier. */
  touched(traceId: string, trace: T): void {
    const due = this.deadline(trace);
    if (due >= trace.queuedAt) return;
    trace.queuedAt = due;
    this.queue.push(due, trace.seq, { traceId, trace });
  }

  /**
   * The traces ready at `nowMs`, in open order, for the caller to complete the first `limit` of;
   * `isOpen` says whether an entry's trace is still the open one (not completed meanwhile).
   * Returns the ready entries; the caller reports back how many it took with `took`.
   */
  due(nowMs: number, isOpen: (traceId: string, trace: T) => boolean): readonly Entry<T>[] {
    let added = false;
    for (let top = this.queue.peek(); top !== undefined && top.due <= nowMs; top = this.queue.peek()) {
      this.queue.pop();
      const { traceId, trace } = top.item;
      // Stale: completed, or a later push for this trace supersedes this entry.
      if (!isOpen(traceId, trace) || trace.queuedAt !== top.due) continue;
      trace.queuedAt = Number.POSITIVE_INFINITY;
      if (trace.ready) continue;
      const now = this.deadline(trace);
      if (now > nowMs) {
        // Spans arrived since it was queued: wait for its current deadline.
        this.touched(traceId, trace);
        continue;
      }
      trace.ready = true;
      this.readyList.push(top.item);
      added = true;
    }
    if (added) this.readyList.sort((a, b) => a.trace.seq - b.trace.seq);
    // Drop what was completed meanwhile, and what got spans since it was found ready.
    this.readyList = this.readyList.filter((e) => {
      if (!isOpen(e.traceId, e.trace)) return false;
      if (this.deadline(e.trace) <= nowMs) return true;
      e.trace.ready = false;
      this.touched(e.traceId, e.trace);
      return false;
    });
    return this.readyList;
  }

  /** The first `n` ready entries were completed. */
  took(n: number): void {
    if (n > 0) this.readyList = this.readyList.slice(n);
  }

  /** Entries held (live and stale): a bound the tests check. */
  get size(): number {
    return this.queue.size;
  }
}
