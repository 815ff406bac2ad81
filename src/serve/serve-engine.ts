import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { LoadedCorpus } from '../corpus/load.js';
import type { TurnResult } from '../model/result.js';
import type { RawSpan } from '../model/raw-span.js';
import { byCase, byScenario, summarize } from '../report/aggregate.js';
import { RepeatTally } from '../report/repeats.js';
import { ResultLog } from '../report/result-log.js';
import type { ScoreReport } from '../report/score-report.js';
import { OutcomeTally } from '../report/tally.js';
import { ScoringCore } from '../scoring-core.js';
import { FORBEAR_VERSION } from '../version.js';
import { ServeMetrics } from './metrics.js';
import { ResultsFile } from './results-file.js';
import type { LinePlace } from './results-file.js';
import { LiveSummary } from './live-summary.js';
import type { SummaryHead } from './live-summary.js';
import type { PageRecord } from './live/page-record.js';
import { readTuples, RecordedResult } from './result-parts.js';
import type { StoredTrace } from './scored-record.js';
import { Quarantine } from './quarantine.js';
import { rescoreTrace } from './rescore.js';
import { decodeArrived, decodeExport } from './decode-export.js';
import type { DecodedExport, WireFormat } from './decode-export.js';
import type { ArrivedSpan } from '../workers/request-body.js';
import { SpanStore } from './span-store.js';
import type { Payload, StoredRequest } from './span-store.js';
import type { BodyRef } from './body-log.js';

export interface ServeEngineOptions {
  corpus: LoadedCorpus;
  dataDir: string;
  turnIdleMs: number;
  turnMaxWaitMs: number;
  /** Open traces held at most; past it new requests are refused with 429 / RESOURCE_EXHAUSTED. */
  maxOpenTurns: number;
  /** Distinct values per span-written /metrics label before the rest count as `other` (default 100). */
  maxLabelValues?: number;
  /** Wall clock (ms); injectable for tests. */
  now?: () => number;
  /** How long a scored trace's spans are kept to re-score it when late spans arrive. */
  lateWindowMs?: number;
  synchronous?: 'FULL' | 'NORMAL';
  /** Called for every result written (first or amended), after it is durable; `rec` is its slim record, as `/v1/summary` keeps it (the live page keeps the same one). */
  onResult?: (r: TurnResult, rec: PageRecord) => void;
  /**
   * As `onResult`, with the result whole only on demand (`RecordedResult.whole`): a worker's line is
   * then parsed only in the parts the summary, `/metrics` and the store read (issue 19, serve41).
   */
  onRecorded?: (res: RecordedResult) => void;
  /**
   * Called at start for every result already in results.jsonl, oldest first (amendments
   * included), as the engine's own recovery reads it: the live page's and the alerts' restart
   * warm-ups share that one read of the file instead of each reading it again.
   */
  onStoredResult?: (r: TurnResult, rec: PageRecord) => void;
  /** Worker threads that match and score completed turns (0 or absent: on the event loop). */
  workers?: number;
  /**
   * A batch of results that could not be made durable off the event loop (its fsync, or the
   * store's record after it): counted as a tick's failure, reported here; it stays pending.
   */
  onError?: (e: unknown) => void;
}

export type Protocol = 'http' | 'grpc';

/** Traces completed per slice of a tick. */
const TICK_TRACES = 256;
/** A long completion pass still commits this often (traces, or milliseconds). */
const COMMIT_TRACES = 4096;
const COMMIT_MS = 1000;

interface Classified {
  fresh: ArrivedSpan[];
  late: ArrivedSpan[];
  duplicates: number;
  /** Traces this request brings new spans of: what the store indexes it under. */
  traceIds: Set<string>;
}

/** A completed trace's results: objects (scored on this thread), or a worker's lines and their consumers' values (`ResultTuple`s, as JSON). */
type PendingTrace = { traceId: string } & ({ results: TurnResult[]; texts?: undefined } | { texts: string[]; tuples: string; verdicts: string; results?: undefined });

/** A batch of results written to results.jsonl, not yet recorded as scored. */
interface WrittenResults {
  /** How many of `pending`'s first traces it holds. */
  traces: number;
  places: LinePlace[];
  /** results.jsonl's length before and after it. */
  before: number;
  length: number;
  /** Settles when its fsync has ended and it was recorded (or cut back). */
  durable: Promise<void>;
}

interface QueuedRequest {
  spans: ArrivedSpan[];
  protocol: Protocol;
  payload: Payload;
  resolve: (o: IngestOutcome) => void;
  reject: (e: unknown) => void;
}

/**
 * Each scoring worker's young generation, MB. A worker decodes, assembles and scores a batch of
 * traces per message, all of it garbage once the batch is answered, but each scavenge copies
 * what the batch in hand still holds: with `score`'s 8 MB a worker was scavenged 3× as often
 * (113–114 against 36 times over 97,000 spans). 32 MB: 1–12 % less CPU over all threads at length
 * in six pairs (docs/benchmarks.md, "Issue 19, ninth round"), at most 24 MB more memory a worker.
 */
const WORKER_YOUNG_GEN_MB = 32;

/** What one accepted request did. */
export interface IngestOutcome {
  accepted: number;
  duplicates: number;
  late: number;
}

/**
 * `forbear serve` behind its receivers: the `score` pipeline (ScoringCore) fed continuously,
 * on wall-clock arrival time, with every acknowledged span in a durable store first.
 */
export class ServeEngine {
  readonly metrics: ServeMetrics;
  readonly core: ScoringCore;
  private readonly store: SpanStore;
  private readonly results: ResultsFile;
  private readonly now: () => number;
  /**
   * Completed traces whose results are not yet recorded: as objects (scored on this thread), or
   * as the JSON lines a worker made, parsed only once written and durable (`record`).
   */
  private pending: PendingTrace[] = [];
  private queue: QueuedRequest[] = [];
  private lastPrune = 0;
  private continuing = false;
  private lastCommit = 0;
  /** Results written whose fsync runs off the event loop (`--sync full`); recorded when it ends. */
  private writingResults: WrittenResults | undefined;
  /** Open trace → the first stored request holding its spans: bodies from there on stay. */
  private readonly firstRequest = new Map<string, number>();
  private closed = false;
  /** close() was called while a group of bodies was being written. */
  private closing = false;
  /** A group of bodies is being written. */
  private writing = false;
  /** Groups indexed whose log flush is still running (not yet answered). */
  private syncing = 0;
  /** The figures of `/v1/summary`, kept as results are written. */
  private readonly live = new LiveSummary();
  private readonly quarantine: Quarantine;
  /**
   * What start-up found damaged and moved aside, one line each (`results.jsonl:17: …`): the CLI
   * prints them. The rest of the data dir was recovered.
   */
  readonly recoveryNotes: string[] = [];
  late = 0;
  duplicates = 0;
  spans = 0;
  rejectedSpans = 0;

  constructor(private readonly opts: ServeEngineOptions) {
    this.now = opts.now ?? Date.now;
    this.metrics = new ServeMetrics(opts.maxLabelValues);
    this.quarantine = new Quarantine(opts.dataDir);
    this.store = new SpanStore(opts.dataDir, opts.synchronous ? { synchronous: opts.synchronous } : {});
    // `NORMAL` promises only to survive a killed process: the page cache is enough for that.
    this.results = new ResultsFile(join(opts.dataDir, 'results.jsonl'), this.store.resultsLength, (opts.synchronous ?? 'FULL') === 'FULL');
    this.core = new ScoringCore({
      corpus: opts.corpus,
      clock: 'arrival',
      // Live: a session-scope result is written at once, and amended if a later turn gives in.
      sessionResults: 'amend',
      // Memory is bounded by refusing requests (busy()), never by completing turns early.
      policy: { turnIdleMs: opts.turnIdleMs, turnMaxWaitMs: opts.turnMaxWaitMs, maxOpenTraces: Number.MAX_SAFE_INTEGER },
      // /v1/summary, /metrics and the live page count results as they are recorded (LiveSummary):
      // the core's own tally would be counted and never read.
      tallyOnScore: false,
      onTrace: (traceId, results) => {
        this.firstRequest.delete(traceId);
        this.pending.push({ traceId, results });
      },
      ...(opts.workers ? {
        workers: opts.workers,
        onTraceLines: (traceId: string, texts: string[], tuples: string, verdicts: string) => {
          this.firstRequest.delete(traceId);
          this.pending.push({ traceId, texts, tuples, verdicts });
        },
        workerYoungGenerationMb: WORKER_YOUNG_GEN_MB,
      } : {}),
    });
    this.recover();
  }

  get resultsPath(): string {
    return this.results.path;
  }

  get openTurns(): number {
    return this.core.buffer.openTraces;
  }

  /** Completed turns handed to the scoring workers and not yet back: `forbear_scoring_queue_depth`. */
  get scoringQueueDepth(): number {
    return this.core.pool?.inFlight ?? 0;
  }

  /**
   * Past `max_open_turns`: answer 429 / RESOURCE_EXHAUSTED so the sender retries later. Turns
   * handed to scoring workers and not yet back count too: when the workers fall behind, the
   * receiver pushes back before their queues grow.
   */
  busy(): boolean {
    return this.openTurns + this.scoringQueueDepth >= this.opts.maxOpenTurns;
  }

  /**
   * Shutdown with scoring workers: waits for the turns they hold, writes their results, and
   * stops them. (Without workers there is nothing to wait for.) Call before `close()`.
   */
  async drainWorkers(): Promise<void> {
    if (this.core.pool === undefined) return;
    try {
      await this.core.drained();
      this.commit(true);
    } finally {
      await this.core.close();
    }
  }

  /**
   * A request body (decompressed) read for `ingest`, or BadPayloadError. With scoring workers a
   * protobuf body's spans are read only as far as routing, completion and deduplication need
   * (their heads); the worker that scores a trace decodes its spans from the body's bytes.
   */
  decode(body: Uint8Array, format: WireFormat): DecodedExport<ArrivedSpan> {
    return this.core.pool !== undefined ? decodeArrived(body, format, this.core.headKeys) : decodeExport(body, format);
  }

  /**
   * Stores a decoded request's spans durably, then feeds the new ones to the pipeline. When the
   * promise resolves the request may be acknowledged. Requests that arrive in the same turn of
   * the event loop are stored in one transaction (group commit: one fsync for all of them).
   */
  ingest(spans: ArrivedSpan[], protocol: Protocol, payload: Payload, rejectedSpans = 0): Promise<IngestOutcome> {
    return new Promise((resolve, reject) => {
      if (this.closed || this.closing) {
        reject(new Error('shutting down'));
        return;
      }
      this.rejectedSpans += rejectedSpans;
      this.queue.push({ spans, protocol, payload, resolve, reject });
      if (this.queue.length === 1) setImmediate(() => this.flushQueue());
    });
  }

  /**
   * Stores the queued requests: their bodies are written and fsynced off the event loop (which
   * decodes the next requests meanwhile; they queue up and form the next group), then, in one
   * synchronous step, sorted against the state of that moment, indexed and fed to the
   * pipeline, so deduplication never sees a half-added batch. The group is answered once the
   * index's log is flushed too; meanwhile the next group's bodies are already being written
   * (bodies one group at a time, index flushes overlapping them).
   */
  private flushQueue(): void {
    if (this.writing || this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    this.writing = true;
    this.store.writeBodies(batch.map((q) => q.payload)).then(
      (refs) => {
        this.writing = false;
        const answer = this.storeBatch(batch, refs);
        if (answer !== undefined) {
          this.syncing++;
          this.store.syncIndex().then(
            () => {
              // Cleared before answering: a caller that awaited its request can close at once.
              this.syncing--;
              answer();
              this.afterWrite();
            },
            (e: unknown) => {
              this.syncing--;
              for (const q of batch) q.reject(e);
              this.afterWrite();
            },
          );
        }
        this.afterWrite();
      },
      (e: unknown) => {
        this.writing = false;
        for (const q of batch) q.reject(e);
        this.afterWrite();
      },
    );
  }

  private afterWrite(): void {
    if (!this.closing) this.flushQueue();
    else if (!this.writing && this.syncing === 0) this.finishClose();
  }

  /**
   * Sorts, indexes and feeds one group whose bodies are durable; returns what answers its
   * requests (once the index is flushed), or undefined when it could not be stored (each
   * request already refused).
   */
  private storeBatch(batch: QueuedRequest[], refs: BodyRef[]): (() => void) | undefined {
    const now = this.now();
    let classified: Classified[];
    try {
      classified = this.classify(batch);
      const ids = this.store.indexUnsynced(batch.map((q, i) => ({ payload: q.payload, traceIds: classified[i]!.traceIds, ref: refs[i] })), now);
      classified.forEach((c, i) => {
        const id = ids[i];
        if (id === undefined) return;
        for (const span of c.fresh) if (!this.firstRequest.has(span.traceId)) this.firstRequest.set(span.traceId, id);
      });
    } catch (e) {
      for (const q of batch) q.reject(e);
      return undefined;
    }
    const late: ArrivedSpan[] = [];
    batch.forEach((q, i) => {
      const c = classified[i]!;
      this.spans += q.spans.length;
      this.duplicates += c.duplicates;
      this.metrics.spans.inc({ protocol: q.protocol }, q.spans.length);
      if (c.duplicates > 0) this.metrics.duplicateSpans.inc({}, c.duplicates);
      for (const span of c.fresh) this.core.add(span, now);
      late.push(...c.late);
    });
    if (late.length > 0) {
      try {
        this.commit(true);
        this.lateSpans(late);
      } catch {
        // The late spans are stored (acknowledging them is right); only an amendment could not
        // be written. Counted; the trace keeps its earlier result.
        this.metrics.internalErrors.inc({ where: 'late_spans' });
      }
    }
    return () => batch.forEach((q, i) => q.resolve({ accepted: q.spans.length - classified[i]!.duplicates, duplicates: classified[i]!.duplicates, late: classified[i]!.late.length }));
  }

  /**
   * Sorts each span of a batch into fresh (a trace still open or new), late (a trace already
   * scored, a span not seen before) or duplicate (OTLP delivery is at-least-once: dedupe on
   * trace and span id). Open traces answer from memory; scored ones from their stored bodies.
   */
  private classify(batch: QueuedRequest[]): Classified[] {
    const seen = new Set<string>();
    const scored = new Map<string, Set<string> | null>();
    // A retried batch of scored traces points at the same few stored bodies: decode each once.
    const decoded = new Map<number, RawSpan[]>();
    const buffer = this.core.buffer;
    return batch.map((q) => {
      const c: Classified = { fresh: [], late: [], duplicates: 0, traceIds: new Set() };
      for (const span of q.spans) {
        const key = `${span.traceId}/${span.spanId}`;
        if (seen.has(key) || buffer.hasSpan(span.traceId, span.spanId)) {
          c.duplicates++;
          continue;
        }
        let known = scored.get(span.traceId);
        if (known === undefined) {
          const done = buffer.isCompleted(span.traceId) || this.store.isScored(span.traceId);
          known = done ? this.storedSpanIds(span.traceId, decoded) : null;
          scored.set(span.traceId, known);
        }
        if (known?.has(span.spanId)) {
          c.duplicates++;
          continue;
        }
        seen.add(key);
        c.traceIds.add(span.traceId);
        (known === null ? c.fresh : c.late).push(span);
      }
      return c;
    });
  }

  private storedSpanIds(traceId: string, decoded: Map<number, RawSpan[]>): Set<string> {
    const ids = new Set<string>();
    for (const req of this.store.requestsOf(traceId)) {
      let spans = decoded.get(req.id);
      if (spans === undefined) {
        spans = this.decodeOrQuarantine(req);
        decoded.set(req.id, spans);
      }
      for (const s of spans) if (s.traceId === traceId) ids.add(s.spanId);
    }
    return ids;
  }

  /**
   * Completes the traces that are ready now; called on a timer. Scoring goes `TICK_TRACES` traces
   * at a time, yielding to the event loop in between, so requests keep being answered while a
   * large batch of turns is scored.
   */
  tick(limit = TICK_TRACES): void {
    if (this.closed) return;
    if (this.continuing && limit !== Number.POSITIVE_INFINITY) return;
    const now = this.now();
    const more = this.core.advance(now, limit);
    // One results write (and fsync) per pass, not per slice, unless a pass runs long.
    if (!more || this.pending.length >= COMMIT_TRACES || now - this.lastCommit >= COMMIT_MS) {
      this.commit();
      this.lastCommit = now;
    }
    if (more && !this.continuing) {
      this.continuing = true;
      setImmediate(() => {
        this.continuing = false;
        this.tick(limit);
      });
    }
    // Not while results wait for their fsync: their traces are neither open nor recorded as scored.
    if (now - this.lastPrune > 60_000 && this.writingResults === undefined) {
      this.lastPrune = now;
      let keepFrom = Number.MAX_SAFE_INTEGER;
      for (const id of this.firstRequest.values()) if (id < keepFrom) keepFrom = id;
      this.store.prune(now - (this.opts.lateWindowMs ?? 3_600_000), keepFrom);
    }
  }

  /**
   * The current summary as `/v1/summary` serves it: the tallied sections now, and where each
   * current result sits in results.jsonl (streamed by the caller with `readResult`). Costs the
   * corpus's size plus one small record per result, never a read of the results file.
   */
  summaryView(): { report: Omit<ScoreReport, 'results'>; places: readonly LinePlace[] } {
    return { report: this.reportAround(this.live.head(this.opts.corpus.corpus.cases)), places: this.live.places() };
  }

  /** The bytes of a run of results (`places` adjacent in the file), each parsed. */
  readResults(places: readonly LinePlace[]): TurnResult[] {
    if (places.length === 0) return [];
    const first = places[0]!;
    const last = places[places.length - 1]!;
    const bytes = this.results.readBytes({ offset: first.offset, length: last.offset + last.length - first.offset });
    return places.map((p) => JSON.parse(bytes.toString('utf8', p.offset - first.offset, p.offset - first.offset + p.length)) as TurnResult);
  }

  /**
   * The current summary computed from scratch (every line of results.jsonl read, amendments
   * applied): what `summaryView` must always equal; kept for the tests that say so.
   */
  report(): ScoreReport {
    const current = new Map<string, TurnResult>();
    for (const r of this.results.read()) {
      if (r.amends !== undefined) current.delete(`${r.amends.trace_id}/${r.amends.span_id}`);
      current.set(`${r.trace_id}/${r.span_id}`, r);
    }
    // Every figure from the current results (amendments applied), counted as score counts them:
    // the running tallies cannot take back an attempt's place in the repeated-run grouping, nor
    // tell whether a replaced result had been an infrastructure failure.
    const log = new ResultLog();
    const tally = new OutcomeTally();
    const repeats = new RepeatTally();
    for (const r of current.values()) {
      log.push(r);
      if (repeats.add(r)) tally.add(r);
    }
    const { cases } = this.opts.corpus.corpus;
    return { ...this.reportAround({ summary: summarize(tally), repeats: repeats.summarize(cases), scenarios: byScenario(tally), cases: byCase(cases, tally) }), results: log } as ScoreReport;
  }

  /** The report's sections around the tallied ones, in the documented key order. */
  private reportAround(head: SummaryHead): Omit<ScoreReport, 'results'> & { results: null } {
    const { corpus } = this.opts.corpus;
    const scored = this.core.preview();
    const buffer = this.core.buffer.stats;
    return {
      forbear_version: FORBEAR_VERSION,
      corpus: { name: corpus.corpus, version: corpus.version, sha256: this.opts.corpus.sha256, path: this.opts.corpus.path },
      ...head,
      results: null,
      unmatched_turns: scored.unmatched,
      follow_up_turns: scored.followUps,
      unmatched: scored.unmatchedSample,
      input: {
        files: 0, bytes: 0, lines: 0, spans: this.spans, skipped_lines: 0, rejected_spans: this.rejectedSpans,
        duplicate_spans: this.duplicates + buffer.duplicateSpans, late_spans: this.late,
        forced_completions: buffer.forcedCompletions, turns: this.core.turns, errors: 0,
      },
      gates: [],
    };
  }

  /**
   * Shutdown: every acknowledged span is already durable, so open traces simply stay in the
   * store and resume on the next start; finished work is committed.
   */
  close(): void {
    if (this.closed || this.closing) return;
    // A group still being written is indexed and answered first; the store closes after it.
    this.closing = true;
    this.flushQueue();
    if (!this.writing && this.syncing === 0) this.finishClose();
  }

  private finishClose(): void {
    if (this.closed) return;
    // Requests that queued behind the last group: refused (the sender retries), never acknowledged.
    for (const q of this.queue.splice(0)) q.reject(new Error('shutting down'));
    this.closed = true;
    this.commit(true);
    this.results.close();
    this.store.close();
    // Without drainWorkers() first (a failed start): their turns are still in the store.
    void this.core.close();
  }

  private recover(): void {
    for (const line of this.results.lines()) {
      const r = this.parseStoredResult(line);
      if (r === undefined) continue;
      const rec = this.live.add(r, { offset: line.offset, length: line.length });
      this.opts.onStoredResult?.(r, rec);
      if (r.amends !== undefined) continue;
      this.metrics.scored(r);
    }
    const scored = new Map<string, boolean>();
    // The store cannot forget a request while it is being read out: damaged ones go after the loop.
    const damaged: number[] = [];
    for (const req of this.store.resumable()) {
      const spans = this.decodeOrQuarantine(req, damaged);
      for (const span of spans) {
        let done = scored.get(span.traceId);
        if (done === undefined) {
          done = this.store.isScored(span.traceId);
          scored.set(span.traceId, done);
        }
        if (done) continue;
        if (!this.firstRequest.has(span.traceId)) this.firstRequest.set(span.traceId, req.id);
        this.core.add(span, req.arrivedMs);
      }
    }
    for (const id of damaged) this.store.forget(id);
    // Restarted traces keep their original arrival times: those idle long enough complete at the first tick.
  }

  /**
   * One line of results.jsonl read back at start; a line that is not a result (a flipped byte, a
   * torn write from another tool) is copied to the quarantine, blanked in place (every other
   * line and the committed length stay put) and named in `recoveryNotes`.
   */
  private parseStoredResult(line: LinePlace & { line: number; text: string }): TurnResult | undefined {
    let why: string;
    try {
      const r = JSON.parse(line.text) as TurnResult;
      if (typeof r === 'object' && r !== null && typeof r.trace_id === 'string' && typeof r.span_id === 'string' && typeof r.case_id === 'string' && typeof r.outcome === 'string') return r;
      why = 'not a result object';
    } catch (e) {
      why = `not JSON (${(e as Error).message})`;
    }
    const moved = this.quarantine.resultLine(this.results.readBytes(line));
    this.results.blank(line);
    this.recoveryNotes.push(`results.jsonl:${line.line}: ${why}; the line was moved to ${moved} and blanked in results.jsonl (that turn is left out of /v1/summary)`);
    return undefined;
  }

  /**
   * A stored body decoded, or, when it no longer decodes (a damaged segment), copied to the
   * quarantine and forgotten by the store, named in `recoveryNotes`: the traces it held resume
   * from their other requests.
   */
  private decodeOrQuarantine(req: StoredRequest, forgetLater?: number[]): RawSpan[] {
    try {
      return decodeStored(req);
    } catch (e) {
      const moved = this.quarantine.body(req.id, `${req.format === 'json' ? 'json' : 'pb'}${req.gzip ? '.gz' : ''}`, req.bytes);
      if (forgetLater !== undefined) forgetLater.push(req.id);
      else this.store.forget(req.id);
      this.metrics.internalErrors.inc({ where: 'quarantine' });
      this.recoveryNotes.push(`${req.where} (request ${req.id}): cannot be decoded (${(e as Error).message}); moved to ${moved} and dropped from the store (its spans are not resumed)`);
      return [];
    }
  }

  /**
   * Writes the results of completed traces, then records them as scored, in that order. Under
   * `--sync full` the write's fsync runs off the event loop and the record (store commit,
   * summary, metrics, listeners) follows it; one such batch at a time, later traces wait in
   * `pending` for the next tick. `wait`: finish it all now, on the event loop (a late span needs
   * the store to hold its trace's results; shutdown).
   */
  private commit(wait = false): void {
    const inFlight = this.writingResults;
    if (inFlight !== undefined) {
      if (!wait) return;
      this.writingResults = undefined;
      this.results.syncNow(inFlight.before);
      this.record(inFlight);
    }
    if (this.pending.length === 0) return;
    // Every pending trace goes; read in place (record() takes them off once they are stored).
    const traces = this.pending.length;
    const texts: string[] = [];
    for (const t of this.pending) {
      if (t.texts !== undefined) for (const text of t.texts) texts.push(text);
      else for (const r of t.results) texts.push(JSON.stringify(r));
    }
    // On failure (disk full) the batch stays pending and is written on a later tick.
    const before = this.results.length;
    const places: LinePlace[] = [];
    const length = this.results.write(texts, places);
    const written: WrittenResults = { traces, places, before, length, durable: Promise.resolve() };
    if (wait || !this.results.fsyncs) {
      this.results.syncNow(before);
      this.record(written);
      return;
    }
    this.writingResults = written;
    written.durable = this.results.sync().then(
      () => {
        // Already finished on the event loop (a late span, shutdown) while this fsync ran.
        if (this.writingResults !== written) return;
        this.writingResults = undefined;
        this.record(written);
      },
      (e: unknown) => {
        if (this.writingResults !== written) return;
        this.writingResults = undefined;
        this.results.truncate(before);
        throw e;
      },
    ).catch((e: unknown) => {
      // Disk full or I/O trouble (the fsync, the store's commit): as a failed tick; the batch stays pending.
      this.metrics.internalErrors.inc({ where: 'tick' });
      this.opts.onError?.(e);
    });
  }

  /** Records written (and durable) results as scored, then hands them to the summary and listeners. */
  private record(w: WrittenResults): void {
    // Traces completed while the fsync ran wait behind the batch's: only then is a copy needed.
    const all = w.traces === this.pending.length;
    const traces = all ? this.pending : this.pending.slice(0, w.traces);
    // A listener wanting every result whole (onResult) has each line parsed whole; otherwise the
    // consumers below read a worker's tuples, and the lines stay unread (readTuples).
    const whole = this.opts.onResult !== undefined;
    const recorded: RecordedResult[] = [];
    const batch = traces.map((t): StoredTrace => {
      const results: TurnResult[] = [];
      if (t.texts === undefined) {
        for (const r of t.results) {
          results.push(r);
          recorded.push(RecordedResult.of(r));
        }
      } else {
        const from = recorded.length;
        if (whole) for (const text of t.texts) recorded.push(RecordedResult.of(JSON.parse(text) as TurnResult));
        else readTuples(t.texts, t.tuples, recorded);
        for (let i = from; i < recorded.length; i++) results.push(recorded[i]!.r);
        return { traceId: t.traceId, results, verdicts: t.verdicts };
      }
      return { traceId: t.traceId, results };
    });
    try {
      this.store.commit(batch, w.length, this.now());
    } catch (e) {
      this.results.truncate(w.before);
      throw e;
    }
    this.pending = all ? [] : this.pending.slice(w.traces);
    for (let i = 0; i < recorded.length; i++) {
      const res = recorded[i]!;
      this.live.add(res.r, w.places[i]!, res.rec);
      this.metrics.scored(res.r, res.rec.infra);
      this.opts.onResult?.(res.whole(), res.rec);
      this.opts.onRecorded?.(res);
    }
  }

  /**
   * Page records the live page no longer holds (dropped for its cap; `dropped` says which):
   * `/v1/summary` keeps only its tally's part of each (`LiveSummary.release`).
   */
  releasePageRecords(dropped: (rec: PageRecord) => boolean): void {
    this.live.release(dropped);
  }

  /** One page record the live page dropped for its cap, as `releasePageRecords`. */
  releasePageRecord(rec: PageRecord): void {
    this.live.releaseOne(rec);
  }

  /** Resolves once no batch of results is waiting for its fsync (tests; `--sync full` only). */
  async resultsSettled(): Promise<void> {
    while (this.writingResults !== undefined) await this.writingResults.durable;
  }

  private lateSpans(spans: ArrivedSpan[]): void {
    this.late += spans.length;
    this.metrics.lateSpans.inc({}, spans.length);
    for (const traceId of new Set(spans.map((s) => s.traceId))) {
      const previous = this.store.resultsOf(traceId);
      if (previous.length === 0) continue;
      const { amended, current } = rescoreTrace(traceId, this.store.requestsOf(traceId).flatMap((req) => this.decodeOrQuarantine(req)).filter((s) => s.traceId === traceId), previous, this.opts.corpus);
      if (amended.length === 0) continue;
      const places: LinePlace[] = [];
      const length = this.results.append(amended, places);
      this.store.commit([{ traceId, results: current }], length, this.now(), { replace: true });
      amended.forEach((r, i) => {
        const rec = this.live.add(r, places[i]!);
        this.metrics.amended.inc();
        this.metrics.scored(r, rec.infra);
        this.opts.onResult?.(r, rec);
        this.opts.onRecorded?.(RecordedResult.of(r, rec));
      });
    }
  }
}

/** A stored body decodes as it did when it was acknowledged (rejected spans stay rejected). */
function decodeStored(req: StoredRequest): RawSpan[] {
  if (req.unreadable !== undefined) throw new Error(req.unreadable);
  return decodeExport(req.gzip ? gunzipSync(req.bytes) : req.bytes, req.format).spans;
}
