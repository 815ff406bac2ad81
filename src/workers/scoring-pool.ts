/**
 * Matching and scoring off the main thread: completed traces go to worker threads, each owning
 * a slice of the sessions (routed by session key, else trace id), so a session's turns meet in one
 * worker in order and its session-scope state is the same as in-process. Optionally the calling
 * thread owns a slice too (`localShare`), scored at once as in-process. Results come back in
 * the order the traces completed, whichever lane finished first.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LoadedCorpus } from '../corpus/load.js';
import type { RawSpan } from '../model/raw-span.js';
import type { TurnResult, UnscoredTurn } from '../model/result.js';
import type { ConventionAdapter } from '../normalize/adapter.js';
import type { OutcomeOptions } from '../score/outcome.js';
import type { SessionResults } from '../score/session-watch.js';
import type { UnscoredTally } from '../score/turn-scorer.js';
import { PLACE_INTS } from './scoring-protocol.js';
import type { BodyShare, FromWorker, ToWorker, TraceDone, TraceJob, WorkerInit } from './scoring-protocol.js';
import { isBodySpan } from './request-body.js';
import type { BodySpan, RequestBody } from './request-body.js';
import { ScoringLane } from './scoring-lane.js';

/** Same as TurnScorer's: unscored turns kept with their text. */
const UNSCORED_SAMPLE = 200;
/**
 * A worker's batch goes out at this many traces or spans, else when the current synchronous pass
 * (a chunk of lines, a completion tick) ends: big enough that per-message costs vanish, small
 * enough that both workers start early and a batch stays a few hundred KB.
 */
const BATCH_TRACES = 64;
const BATCH_SPANS = 1024;
/**
 * A worker's old-generation heap cap. Without one V8 lets each isolate grow to ~100 MB before it
 * first collects (its start limit is half the default cap), while a worker's live data measured
 * ~30 MB on both bench shapes: three such heaps took `score --workers 2` to 344–362 MB peak RSS,
 * 293–298 MB with this cap. Far above what a worker holds (its memos are bounded; held sessions
 * are what in-process scoring would hold too); past it the worker fails with a message saying so.
 */
const WORKER_OLD_GEN_MB = 256;

/**
 * A worker's young generation unless the caller sets one (`youngGenerationMb`): small, so that
 * `score --workers` stays under its peak-RSS bound (a 32 MB one took it past 300 MB and was no
 * faster there, docs/benchmarks.md "Worker threads").
 */
const WORKER_YOUNG_GEN_MB = 8;

/**
 * The cap, or `FORBEAR_WORKER_HEAP_MB` when set: an internal knob, there so a test can make a
 * real worker run out of memory on a small input (not documented as a setting).
 */
function workerOldGenMb(): number {
  const v = Number(process.env.FORBEAR_WORKER_HEAP_MB);
  return Number.isInteger(v) && v > 0 ? v : WORKER_OLD_GEN_MB;
}

/**
 * A scoring worker hit its heap cap: not a bug but a limit, so the CLI prints the message alone
 * (it names the way out) and exits 2, as for other trouble of the environment. Matched by `name`
 * there, so the CLI does not load the pool to recognise it.
 */
export class WorkerOutOfMemoryError extends Error {
  override name = 'WorkerOutOfMemoryError';
}

/**
 * Spans sent and not yet handed on, past which the reader waits (`whenBelow`) whatever the trace
 * count: the caller's cap counts traces, and a few traces of thousands of spans each would
 * otherwise queue megabytes of decoded spans and their copies in the workers' message ports.
 * Above what the bench shapes reach (256 traces in flight hold ~1,100–1,300 spans), so it only
 * bounds the unusual input; a single trace larger than this still goes out alone.
 */
export const MAX_SPANS_IN_FLIGHT = 4_096;

/** Route keys hash into this many slots; the local lane owns the first `localShare` of them. */
const ROUTE_SLOTS = 1024;

export interface ScoringPoolOptions {
  workers: number;
  corpus: LoadedCorpus;
  adapters: readonly ConventionAdapter[];
  sessionKeys: readonly string[];
  outcome?: OutcomeOptions;
  sessionResults: SessionResults;
  /** Workers give each result as its JSON line (`TraceScored.texts`, handed on unread); the local lane does not. */
  resultTexts?: boolean;
  /**
   * The share of sessions (0–1, default 0) scored on the calling thread, at once, beside the
   * workers. `score` sets it: its reading thread would otherwise wait on the workers, while a
   * receiver's event loop must stay free to answer requests.
   */
  localShare?: number;
  /** Each worker's young generation, MB (default 8): a receiver takes a larger one (ServeEngine). */
  youngGenerationMb?: number;
}

/** One trace's outcome, delivered in completion order. */
/**
 * One completed trace's results: as objects, or (`resultTexts`, scored by a worker) as their JSON
 * lines, unread: whoever needs the objects parses them, when it needs them.
 */
export type TraceScored = { traceId: string; turns: number } & (
  | { results: TurnResult[]; texts?: undefined }
  | { texts: string[]; tuples: string; verdicts: string; results?: undefined }
);

/**
 * `serve --workers` by default: one per core beside the event loop's (at most 8); 0 on one core.
 * More threads than cores measured slower (the workers' own JIT warm-up and memos, the copies).
 */
export function defaultWorkers(): number {
  return Math.max(0, Math.min(availableParallelism() - 1, 8));
}

/** The compiled worker beside this module; under a TypeScript runner, the built one in dist/. */
function workerScript(): URL {
  const here = new URL('./scoring-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  return new URL('../../dist/src/workers/scoring-worker.js', import.meta.url);
}

/**
 * The reading thread's own work (read, parse, decode, buffer, hand on, report) per unit of the
 * workers' (normalize, assemble, match, score): measured 0.65–0.85 on the two bench shapes (thread
 * CPU times, docs/benchmarks.md).
 */
const READ_PER_SCORE = 0.75;

/**
 * The share of sessions `score` keeps on its reading thread beside `workers` threads, so that
 * thread and each worker end up with about the same work: 1/8 with one worker; none with two or
 * more, where reading alone already keeps the thread busier than each worker.
 */
export function localShareFor(workers: number): number {
  return Math.max(0, (1 - workers * READ_PER_SCORE) / (1 + workers));
}

/** FNV-1a: a stable, cheap spread of session keys over workers. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Waiter {
  resolve: (m: FromWorker) => void;
  reject: (e: Error) => void;
}

export class ScoringPool {
  /** The lanes sessions are routed to: worker threads, and at most one on this thread (first). */
  private readonly lanes: (Worker | ScoringLane)[] = [];
  /** Routing slots (of ROUTE_SLOTS) owned by the lane on this thread. */
  private readonly localSlots: number;
  private nextSeq = 0;
  /** The next trace seq to hand on, and traces scored ahead of it. */
  private nextOut = 0;
  private readonly ahead = new Map<number, TraceDone>();
  /** Per worker: traces waiting to go out in its next batch, and their span count. */
  private readonly batches: TraceJob[][] = [];
  private readonly batchSpans: number[] = [];
  /**
   * Per lane: request bytes to send with its next batch, the places of its spans given by index
   * (PLACE_INTS numbers each), and ids of bytes it may forget after it.
   */
  private readonly bodiesOut: BodyShare[][] = [];
  private readonly places: number[][] = [];
  private readonly forgets: number[][] = [];
  private nextBody = 0;
  private flushQueued = false;
  private readonly traceIdOf = new Map<number, string>();
  /** Spans of the traces in flight, and each trace's count (to take off when it is handed on). */
  private spansOut = 0;
  private readonly spansOf = new Map<number, number>();
  /** Replies to flush/finish, by seq. */
  private readonly waiters = new Map<number, Waiter>();
  private failure: Error | undefined;
  private closing = false;
  private askSeq = -1;
  private drainWaiters: { below: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  /** Each worker's unscored-turn counts as of its last trace handed on, and the samples so far. */
  private readonly counts: { unmatched: number; followUps: number }[] = [];
  private readonly samples: UnscoredTurn[] = [];
  private readonly workerOf = new Map<number, number>();

  constructor(opts: ScoringPoolOptions, private readonly onScored: (t: TraceScored) => void) {
    const init: WorkerInit = {
      corpus: opts.corpus.corpus,
      corpusPath: opts.corpus.path,
      sha256: opts.corpus.sha256,
      adapters: opts.adapters.map((a) => a.name),
      sessionKeys: [...opts.sessionKeys],
      outcome: opts.outcome ?? {},
      sessionResults: opts.sessionResults,
      ...(opts.resultTexts === true ? { resultTexts: true } : {}),
    };
    this.localSlots = Math.round(Math.min(1, Math.max(0, opts.localShare ?? 0)) * ROUTE_SLOTS);
    if (this.localSlots > 0) {
      this.lanes.push(new ScoringLane(opts.corpus, opts.adapters, opts.sessionKeys, opts.outcome ?? {}, opts.sessionResults));
      this.batches.push([]);
      this.batchSpans.push(0);
      this.bodiesOut.push([]);
      this.places.push([]);
      this.forgets.push([]);
      this.counts.push({ unmatched: 0, followUps: 0 });
    }
    const script = workerScript();
    const oldGenMb = workerOldGenMb();
    // Never more young generation than the old generation's cap allows for (past the default): with
    // the old generation capped small, a large young one only delays running out of memory.
    const youngMb = Math.min(opts.youngGenerationMb ?? WORKER_YOUNG_GEN_MB, Math.max(WORKER_YOUNG_GEN_MB, oldGenMb));
    for (let i = 0; i < opts.workers; i++) {
      const w = new Worker(script, { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: youngMb, maxOldGenerationSizeMb: oldGenMb } });
      w.on('message', (m: FromWorker) => this.receive(m));
      w.on('error', (e: Error & { code?: string }) => {
        const oom = e.code === 'ERR_WORKER_OUT_OF_MEMORY';
        this.fail(oom ? new WorkerOutOfMemoryError(`scoring worker ${i} ran out of memory (its heap is capped at ${oldGenMb} MB): run with --workers 0 to score on the main thread, which has no such cap`) : e);
      });
      w.on('exit', (code) => {
        if (code !== 0 && !this.closing) this.fail(new Error(`scoring worker ${i} exited with code ${code}`));
      });
      this.lanes.push(w);
      this.batches.push([]);
      this.batchSpans.push(0);
      this.bodiesOut.push([]);
      this.places.push([]);
      this.forgets.push([]);
      this.counts.push({ unmatched: 0, followUps: 0 });
    }
  }

  /** Traces sent and not yet handed on. */
  get inFlight(): number {
    return this.nextSeq - this.nextOut;
  }

  /**
   * Sends a completed trace to the worker that owns `routeKey` (its session, else its trace). A
   * span given by its head goes as its place in its request's bytes, which go to that worker
   * with the first span of theirs it is sent (shared memory: nothing is copied, per span or per worker).
   */
  submit(traceId: string, arrived: (RawSpan | BodySpan)[], routeKey: string): void {
    if (this.failure) throw this.failure;
    const seq = this.nextSeq++;
    this.traceIdOf.set(seq, traceId);
    this.spansOf.set(seq, arrived.length);
    this.spansOut += arrived.length;
    const worker = this.laneFor(routeKey);
    this.workerOf.set(seq, worker);
    // A loop, not `map`: map's result was packed or holey by turns, and each kind deoptimized its readers.
    const spans: (number | RawSpan)[] = [];
    for (const s of arrived) spans.push(isBodySpan(s) ? this.placeIn(worker, s) : s);
    if (this.lanes[worker] instanceof ScoringLane) {
      // Scored now, as in-process: no copy, no batch to wait for.
      this.post(worker, { type: 'traces', seq, jobs: [{ seq, traceId, spans }], bodies: this.bodiesOut[worker]!.splice(0), places: Int32Array.from(this.places[worker]!.splice(0)) });
      return;
    }
    const batch = this.batches[worker]!;
    batch.push({ seq, traceId, spans });
    this.batchSpans[worker]! += spans.length;
    if (batch.length >= BATCH_TRACES || this.batchSpans[worker]! >= BATCH_SPANS) this.sendBatch(worker);
    else if (!this.flushQueued) {
      // Whatever the caller completes in this synchronous pass goes out together when it ends.
      this.flushQueued = true;
      queueMicrotask(() => this.sendBatches());
    }
  }

  /**
   * A span's place in its request's bytes, added to `lane`'s next batch (the bytes too, if new to
   * that lane); returns its index there.
   */
  private placeIn(lane: number, s: BodySpan): number {
    const body = s.body;
    if (body.id < 0) body.id = this.nextBody++;
    if (!body.sentTo.includes(lane)) {
      body.sentTo.push(lane);
      this.bodiesOut[lane]!.push({ id: body.id, bytes: body.bytes });
    }
    const p = s.place;
    const places = this.places[lane]!;
    places.push(body.id, p.rs, p.rsEnd, p.ss, p.ssEnd, p.span, p.spanEnd);
    return places.length / PLACE_INTS - 1;
  }

  /** No span of `body` will be sent again: the lanes holding its bytes forget them after their queued traces. */
  forget(body: RequestBody): void {
    for (const lane of body.sentTo) this.forgets[lane]!.push(body.id);
    if (body.sentTo.length > 0 && !this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(() => this.sendBatches());
    }
  }

  /** The lane owning a route key: the local slots first, the rest spread over the workers. */
  private laneFor(routeKey: string): number {
    const h = hash(routeKey);
    if (h % ROUTE_SLOTS < this.localSlots || this.lanes.length === 1) return 0;
    const first = this.lanes[0] instanceof ScoringLane ? 1 : 0;
    return first + (Math.floor(h / ROUTE_SLOTS) % (this.lanes.length - first));
  }

  private sendBatches(): void {
    this.flushQueued = false;
    for (let i = 0; i < this.lanes.length; i++) this.sendBatch(i);
  }

  private sendBatch(worker: number): void {
    const jobs = this.batches[worker]!;
    const bodies = this.bodiesOut[worker]!;
    const forget = this.forgets[worker]!;
    const places = this.places[worker]!;
    if (jobs.length === 0 && bodies.length === 0 && forget.length === 0) return;
    this.batches[worker] = [];
    this.batchSpans[worker] = 0;
    this.bodiesOut[worker] = [];
    this.places[worker] = [];
    this.forgets[worker] = [];
    const msg: ToWorker = { type: 'traces', seq: jobs[0]?.seq ?? -1, jobs };
    if (bodies.length > 0) msg.bodies = bodies;
    if (places.length > 0) msg.places = Int32Array.from(places);
    if (forget.length > 0) msg.forget = forget;
    this.post(worker, msg);
  }

  /** Spans of the traces in flight. */
  get spansInFlight(): number {
    return this.spansOut;
  }

  /**
   * Resolves once at most `below` traces, and at most MAX_SPANS_IN_FLIGHT spans, are in flight:
   * the reader's back-pressure.
   */
  whenBelow(below: number): Promise<void> | undefined {
    if (this.failure) return Promise.reject(this.failure);
    if (this.isBelow(below)) return undefined;
    return new Promise((resolve, reject) => this.drainWaiters.push({ below, resolve, reject }));
  }

  /** End of input: every trace handed on, then the results each worker still holds, in-process order. */
  async flushSessions(): Promise<TurnResult[]> {
    await this.whenBelow(0);
    const replies = await Promise.all(this.lanes.map((_, i) => this.ask(i, 'flush')));
    const all: { r: TurnResult; order: number }[] = [];
    for (const m of replies) if (m.type === 'flush') m.results.forEach((r, j) => all.push({ r, order: m.order[j] ?? 0 }));
    return all.sort((a, b) => a.order - b.order).map((x) => x.r);
  }

  /** Unscored-turn counts over every worker, the samples merged in the order one scorer keeps them. */
  async finish(): Promise<UnscoredTally> {
    await this.whenBelow(0);
    const replies = await Promise.all(this.lanes.map((_, i) => this.ask(i, 'finish')));
    let unmatched = 0;
    let followUps = 0;
    const direct: { t: UnscoredTurn; order: number }[] = [];
    const pending: { t: UnscoredTurn; order: number }[] = [];
    for (const m of replies) {
      if (m.type !== 'finish') continue;
      unmatched += m.tally.unmatched;
      followUps += m.tally.followUps;
      const nDirect = m.directOrder.length;
      m.tally.unmatchedSample.forEach((t, j) => {
        if (j < nDirect) direct.push({ t, order: m.directOrder[j] ?? 0 });
        else pending.push({ t, order: m.pendingOrder[j - nDirect] ?? 0 });
      });
    }
    const byOrder = (a: { order: number }, b: { order: number }): number => a.order - b.order;
    const unmatchedSample = [...direct.sort(byOrder), ...pending.sort(byOrder)].slice(0, UNSCORED_SAMPLE).map((x) => x.t);
    return { unmatched, followUps, unmatchedSample };
  }

  /**
   * What `TurnScorer.preview()` gives in-process, as of the traces handed on so far (a live
   * summary): counts summed over the workers, samples in the order their traces completed.
   */
  preview(): UnscoredTally {
    let unmatched = 0;
    let followUps = 0;
    for (const c of this.counts) {
      unmatched += c.unmatched;
      followUps += c.followUps;
    }
    return { unmatched, followUps, unmatchedSample: this.samples.slice(0, UNSCORED_SAMPLE) };
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.lanes.map((w) => (w instanceof Worker ? w.terminate() : undefined)));
  }

  private ask(worker: number, type: 'flush' | 'finish'): Promise<FromWorker> {
    this.sendBatch(worker);
    const seq = this.askSeq--;
    return new Promise((resolve, reject) => {
      this.waiters.set(seq, { resolve, reject });
      this.post(worker, { type, seq });
    });
  }

  private post(lane: number, msg: ToWorker): void {
    const to = this.lanes[lane]!;
    if (to instanceof Worker) {
      to.postMessage(msg);
      return;
    }
    let reply: FromWorker;
    try {
      reply = to.handle(msg);
    } catch (e) {
      // As a worker's error would: the pool fails, and so does the caller now.
      const err = e instanceof Error ? e : new Error(String(e));
      this.fail(err);
      throw err;
    }
    this.receive(reply);
  }

  private receive(m: FromWorker): void {
    if (m.type === 'error') {
      const e = new Error(`scoring worker: ${m.message}`);
      if (m.stack) e.stack = m.stack;
      this.fail(e);
      return;
    }
    if (m.type !== 'traces') {
      const w = this.waiters.get(m.seq);
      this.waiters.delete(m.seq);
      w?.resolve(m);
      return;
    }
    for (const done of m.done) this.ahead.set(done.seq, done);
    for (let next = this.ahead.get(this.nextOut); next !== undefined; next = this.ahead.get(this.nextOut)) {
      const seq = this.nextOut++;
      this.ahead.delete(seq);
      const traceId = this.traceIdOf.get(seq) ?? '';
      this.traceIdOf.delete(seq);
      this.spansOut -= this.spansOf.get(seq) ?? 0;
      this.spansOf.delete(seq);
      this.counts[this.workerOf.get(seq) ?? 0] = next.counts;
      this.workerOf.delete(seq);
      if (this.samples.length < UNSCORED_SAMPLE) this.samples.push(...next.samples);
      this.onScored(next.texts !== undefined ? { traceId, turns: next.turns, texts: next.texts, tuples: next.tuples, verdicts: next.verdicts } : { traceId, turns: next.turns, results: next.results });
    }
    if (this.drainWaiters.length > 0) {
      const still: typeof this.drainWaiters = [];
      for (const d of this.drainWaiters) {
        if (this.isBelow(d.below)) d.resolve();
        else still.push(d);
      }
      this.drainWaiters = still;
    }
  }

  private isBelow(below: number): boolean {
    return this.inFlight <= below && this.spansOut <= MAX_SPANS_IN_FLIGHT;
  }

  private fail(e: Error): void {
    if (this.failure) return;
    this.failure = e;
    for (const d of this.drainWaiters) d.reject(e);
    this.drainWaiters = [];
    for (const w of this.waiters.values()) w.reject(e);
    this.waiters.clear();
  }
}
