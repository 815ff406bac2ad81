import type { TurnResult } from '../../model/result.js';
import { toPageRecord } from './page-record.js';
import type { PageRecord } from './page-record.js';
import { RecordedResult } from '../result-parts.js';

/** What a live-page listener hears for each result written (an amendment too). */
export interface PageEvent {
  trace_id: string;
  span_id: string;
  case_id: string;
  kind: TurnResult['kind'];
  outcome: string;
  passed: boolean;
  model: string | null;
  at: string;
}

export interface PageIndexOptions {
  /** Current results kept (oldest by write order dropped first): memory stays bounded on a busy receiver. */
  maxRecords?: number;
  /** Failing results kept whole (user message, calls, reply) for the page's latest-turns list. */
  maxFailing?: number;
  /** Their combined JSON size at most (a 1 MB reply counts as 1 MB). */
  maxFailingBytes?: number;
}

/**
 * What the live page reads, kept as results are written (and rebuilt from results.jsonl on
 * start): one slim record per turn's current result (an amendment replaces what it amends, as
 * `/v1/summary` counts), and the latest failing results whole.
 */
export class PageIndex {
  private readonly records = new Map<string, PageRecord>();
  /**
   * Latest failing results, oldest first, with their JSON size: each kept as recorded (from a
   * worker, its line: parsed whole only when the page asks for it).
   */
  private readonly failing = new Map<string, { res: RecordedResult; bytes: number }>();
  private failingBytes = 0;
  private readonly listeners = new Set<(e: PageEvent) => void>();
  private readonly maxRecords: number;
  private readonly maxFailing: number;
  private readonly maxFailingBytes: number;
  /** Bumped on every change: what the page's cached answers are keyed on. */
  version = 0;
  /**
   * Told of each record dropped for the cap (`maxRecords`), not of one an amendment replaces:
   * `/v1/summary`'s tallies, which share the record, then keep only their part (serve41).
   */
  onEvict: ((rec: PageRecord) => void) | undefined;

  constructor(opts: PageIndexOptions = {}) {
    this.maxRecords = opts.maxRecords ?? 500_000;
    this.maxFailing = opts.maxFailing ?? 500;
    this.maxFailingBytes = opts.maxFailingBytes ?? 64 * 1024 * 1024;
  }

  /** Results already written (oldest first), at start-up: no listener hears them. */
  warmUp(results: Iterable<TurnResult>): number {
    let n = 0;
    for (const r of results) {
      this.restore(r);
      n++;
    }
    return n;
  }

  /** One result already written, at start-up (as `warmUp`, a result at a time): no listener hears it. `rec`: its slim record, when already built. */
  restore(r: TurnResult, rec?: PageRecord): void {
    this.put(r, rec);
  }

  /** A result just written: counted, and every listener hears of it. `rec`: its slim record, when already built (`/v1/summary` builds it). */
  add(r: TurnResult, rec?: PageRecord): void {
    this.put(r, rec);
    this.notify(r);
  }

  /** As `add`, for a result recorded by the receiver: its slim form counted, its line kept if it fails. */
  addRecorded(res: RecordedResult): void {
    this.put(res.r, res.rec, res);
    this.notify(res.r);
  }

  private notify(r: TurnResult): void {
    // No page open (the usual case on a busy receiver): no event to build.
    if (this.listeners.size === 0) return;
    const e: PageEvent = { trace_id: r.trace_id, span_id: r.span_id, case_id: r.case_id, kind: r.kind, outcome: r.outcome, passed: r.passed, model: r.model, at: r.started_at };
    for (const l of this.listeners) l(e);
  }

  subscribe(listener: (e: PageEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Current records in write order (an amendment sits where its amended result was written last). */
  all(): IterableIterator<PageRecord> {
    return this.records.values();
  }

  /** Whether `rec` is the record the page holds for its turn. */
  holds(rec: PageRecord): boolean {
    return this.records.get(rec.key) === rec;
  }

  get size(): number {
    return this.records.size;
  }

  /** Failing results kept whole, newest first. */
  latestFailing(): TurnResult[] {
    return [...this.failing.values()].map((f) => f.res.whole()).reverse();
  }

  /** One failing result kept whole, by trace and span id. */
  failingTurn(traceId: string, spanId: string): TurnResult | undefined {
    return this.failing.get(`${traceId}/${spanId}`)?.res.whole();
  }

  private put(r: TurnResult, rec: PageRecord = toPageRecord(r), res?: RecordedResult): void {
    this.version++;
    if (r.amends !== undefined) this.drop(`${r.amends.trace_id}/${r.amends.span_id}`);
    this.drop(rec.key);
    this.records.set(rec.key, rec);
    if (this.records.size > this.maxRecords) {
      const [oldest, evicted] = this.records.entries().next().value!;
      this.drop(oldest);
      this.onEvict?.(evicted);
    }
    if (!r.passed) this.keepFailing(rec.key, res ?? RecordedResult.of(r, rec));
  }

  private keepFailing(key: string, res: RecordedResult): void {
    const bytes = res.textChars + 2048;
    this.failing.set(key, { res, bytes });
    this.failingBytes += bytes;
    while (this.failing.size > this.maxFailing || (this.failingBytes > this.maxFailingBytes && this.failing.size > 1)) {
      this.dropFailing(this.failing.keys().next().value!);
    }
  }

  private drop(key: string): void {
    this.records.delete(key);
    this.dropFailing(key);
  }

  private dropFailing(key: string): void {
    const f = this.failing.get(key);
    if (f === undefined) return;
    this.failing.delete(key);
    this.failingBytes -= f.bytes;
  }
}
