import { fsync, openSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { BodyLog, segName } from './body-log.js';
import type { BodyRef } from './body-log.js';
import { ioMessage } from '../util/io-message.js';
import { assertWritable, makeDirectory } from '../util/data-path.js';
import { SPAN_STORE_APPLICATION_ID, foreignDatabase } from './span-store-owner.js';
import { openSqlite } from '../store/sqlite/open-sqlite.js';
import type { DriverName, SqlDatabase, SqlStatement } from '../store/sqlite/sql-database.js';
import { ScoredRecord } from './scored-record.js';
import { TraceIndex } from './trace-index.js';
import type { StoredTrace, Verdict } from './scored-record.js';

export type { Verdict } from './scored-record.js';

/**
 * A request body as it is kept: as it came over the wire, gzip-compressed when the sender
 * compressed it (the Collector does by default), so the store writes the fewest bytes.
 */
export interface Payload {
  bytes: Uint8Array;
  format: 'json' | 'proto';
  gzip: boolean;
}

/** A stored request body: decoded again to resume open traces or re-score a trace. */
export interface StoredRequest extends Payload {
  id: number;
  arrivedMs: number;
  /** Where its body lies (`bodies/<segment>@<offset>`), to name it when it cannot be read. */
  where: string;
  /** Why the body could not be read back (a segment cut short or gone); `bytes` is then empty. */
  unreadable?: string;
}

/** A request to store: its body and the traces it brings new spans of. */
export interface RequestToStore {
  payload: Payload;
  traceIds: ReadonlySet<string>;
}

/** Another process holds the data dir. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** The data dir's `forbear.sqlite` is another application's database. */
export class ForeignStoreError extends Error {
  override name = 'ForeignStoreError';
}

/** Pages of write-ahead log before SQLite checkpoints it (its default is 1,000). */
export const WAL_CHECKPOINT_PAGES = 8_000;

/** `requests.format`: 1 json, 2 proto, plus 2 when gzip-compressed. */
const FORMAT_CODE = { json: 1, proto: 2 } as const;
const GZIP_CODE = 2;

/**
 * The receiver's durable state under `--data-dir`: every acknowledged request body (so `kill -9`
 * loses nothing), which traces each one brought new spans of, which traces were scored, their
 * verdicts (ScoredRecord: appended in completion order), and how many bytes of results.jsonl are
 * committed (so a restart neither loses nor doubles a line).
 *
 * Bodies are kept as received (decompressed), not re-encoded per span, in append-only segment
 * files (BodyLog), and indexed by trace, not by span: a row per request naming its traces
 * (TraceIndex) is several times cheaper to write than a row per span. Span-level deduplication
 * happens in memory (the open-trace buffer), and after a restart by replaying the bodies. SQLite in WAL mode; `synchronous=FULL` by default so
 * an acknowledged request survives power loss as well as a killed process (`NORMAL` survives
 * only the latter).
 */
export class SpanStore {
  private readonly db: SqlDatabase;
  private readonly bodies: BodyLog;
  /** `synchronous=FULL`: every commit is fsynced before it counts. */
  private readonly fullSync: boolean;
  /** The write-ahead log, opened to fsync it off the event loop (`indexUnsynced`). */
  private walFd: number | undefined;
  private readonly insertRequest: SqlStatement;
  /** Which requests hold which traces' spans (trace-index.ts: in memory, the ids in each request's row). */
  private readonly traces: TraceIndex;
  /** Which traces were scored, and their verdicts within the late window (scored-record.ts). */
  private readonly scored: ScoredRecord;
  private readonly setMeta: SqlStatement;
  private readonly getMeta: SqlStatement;
  private readonly requestById: SqlStatement;

  private readonly dbPath: string;

  constructor(dataDir: string, opts: { synchronous?: 'FULL' | 'NORMAL'; segmentBytes?: number } = {}) {
    makeDirectory(dataDir);
    const dbPath = join(dataDir, 'forbear.sqlite');
    this.dbPath = dbPath;
    assertWritable(dataDir, [dbPath, `${dbPath}-wal`, `${dbPath}-shm`, join(dataDir, 'results.jsonl'), join(dataDir, 'bodies')]);
    // One receiver per data dir: an exclusive lock, taken now and held until close (the OS
    // drops it if the process dies, so a restart after kill -9 is never locked out).
    this.db = openSqlite(dbPath, { busyTimeoutMs: 0 });
    try {
      this.db.pragma('locking_mode = EXCLUSIVE');
      // Whose file it is is read before anything is written (journal mode included).
      const foreign = foreignDatabase(this.db);
      if (foreign !== undefined) throw new ForeignStoreError(`--data-dir ${dataDir}: ${dbPath}: ${foreign}; forbear will not write to it: use another --data-dir`);
      this.db.pragma('journal_mode = WAL');
      this.db.exec('BEGIN EXCLUSIVE; COMMIT;');
    } catch (e) {
      this.db.close();
      if ((e as { code?: string }).code === 'SQLITE_BUSY') throw new DataDirInUseError(`${dataDir} is in use by another forbear serve`);
      throw e;
    }
    this.db.pragma(`synchronous = ${opts.synchronous ?? 'FULL'}`);
    // SQLite checkpoints the write-ahead log at the commit that takes it past this many pages,
    // on the event loop, with an fsync of the log and one of the database. Commits that land on
    // the same few pages (the ends of `requests` and `scored_groups`) are checkpointed less often
    // with a longer log, which copies each page once for many commits (issue 19: at the default
    // 1,000 pages, ingest ran a checkpoint every ~13 groups when each request's index rows were
    // spread over the B-tree of trace_requests). The log is still bounded
    // (WAL_CHECKPOINT_PAGES × 4 KiB) and reset after each checkpoint.
    this.db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    this.fullSync = (opts.synchronous ?? 'FULL') === 'FULL';
    this.bodies = new BodyLog(join(dataDir, 'bodies'), { fsync: this.fullSync, ...(opts.segmentBytes ? { segmentBytes: opts.segmentBytes } : {}) });
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS requests (id INTEGER PRIMARY KEY, arrived_ms REAL NOT NULL, format INTEGER NOT NULL,
        seg INTEGER NOT NULL, offset INTEGER NOT NULL, length INTEGER NOT NULL, trace_ids TEXT NOT NULL DEFAULT '[]');
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID;
    `);
    this.scored = new ScoredRecord(this.db);
    this.traces = new TraceIndex(this.db);
    if ((this.db.pragma('application_id') as number) === 0) this.db.pragma(`application_id = ${SPAN_STORE_APPLICATION_ID}`);
    this.insertRequest = this.db.prepare('INSERT INTO requests (arrived_ms, format, seg, offset, length, trace_ids) VALUES (?, ?, ?, ?, ?, ?)');
    this.setMeta = this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    this.getMeta = this.db.prepare('SELECT value FROM meta WHERE key = ?');
    this.requestById = this.db.prepare('SELECT id, arrived_ms, format, seg, offset, length FROM requests WHERE id = ?');
  }

  /**
   * Stores requests in one transaction: when this returns, they are durable. Several requests
   * share one commit (one fsync): the receivers batch the requests that arrive together. A
   * request that brings nothing new is not stored. Returns each request's id (undefined if not
   * stored).
   */
  insert(requests: RequestToStore[], nowMs: number): (number | undefined)[] {
    const ids: (number | undefined)[] = requests.map(() => undefined);
    const stored = requests.flatMap((r, i) => (r.traceIds.size > 0 ? [{ r, i }] : []));
    if (stored.length === 0) return ids;
    // Bodies first (durable on return), then the index that makes them part of the store.
    const refs = this.bodies.append(stored.map(({ r }) => r.payload.bytes));
    const refOf = new Map(stored.map(({ i }, k) => [i, refs[k]]));
    return this.index(requests.map((r, i) => ({ ...r, ref: refOf.get(i) })), nowMs);
  }

  /**
   * The first half of `insert`, off the event loop: writes and fsyncs the bodies (all of them:
   * which ones bring something new is decided after, by the caller, against the state of that
   * moment). A body that `index` is then not given is bytes nobody refers to, as after a crash.
   */
  writeBodies(payloads: readonly Payload[]): Promise<BodyRef[]> {
    return this.bodies.appendAsync(payloads.map((p) => p.bytes));
  }

  /**
   * The second half: indexes, in one transaction, the requests (bodies already durable, at
   * `ref`) that bring new spans. When this returns they are part of the store.
   */
  index(requests: readonly (RequestToStore & { ref: BodyRef | undefined })[], nowMs: number): (number | undefined)[] {
    const ids: (number | undefined)[] = requests.map(() => undefined);
    if (!requests.some((r) => r.traceIds.size > 0 && r.ref !== undefined)) return ids;
    this.db.transaction(() => {
      requests.forEach(({ payload, traceIds, ref }, i) => {
        if (traceIds.size === 0 || ref === undefined) return;
        const code = FORMAT_CODE[payload.format] + (payload.gzip ? GZIP_CODE : 0);
        ids[i] = Number(this.insertRequest.run(nowMs, code, ref.seg, ref.offset, ref.length, JSON.stringify([...traceIds])).lastInsertRowid);
      });
    });
    // Only once committed: a group the transaction rolled back is not looked up.
    requests.forEach(({ traceIds }, i) => {
      const id = ids[i];
      if (id !== undefined) this.traces.add(id, traceIds);
    });
    return ids;
  }

  /**
   * `index` without the commit's fsync on the event loop: the transaction is committed with
   * `synchronous=NORMAL` (written to the write-ahead log, not flushed) and `syncIndex()` then
   * flushes the log on libuv's thread pool. Once it resolves the requests are as durable as
   * under `synchronous=FULL`, which does exactly that fsync of the log, inline, at commit. In
   * between they are not acknowledged, and a crash there loses only unacknowledged requests
   * (whose bodies are then bytes nobody refers to). Without FULL it is `index`.
   */
  indexUnsynced(requests: readonly (RequestToStore & { ref: BodyRef | undefined })[], nowMs: number): (number | undefined)[] {
    return this.unsynced(() => this.index(requests, nowMs));
  }

  /** Flushes the write-ahead log (after `indexUnsynced`); nothing to do without FULL. */
  syncIndex(): Promise<void> {
    if (!this.fullSync) return Promise.resolve();
    // fsync flushes the file, whichever descriptor names it (SQLite keeps the log, in exclusive
    // WAL mode, as one file for as long as the connection is open).
    try {
      this.walFd ??= openSync(`${this.dbPath}-wal`, 'r');
    } catch (e) {
      // Refused like a failed write: the group is not acknowledged and its senders retry.
      return Promise.reject(e as Error);
    }
    const fd = this.walFd;
    return new Promise((resolve, reject) => fsync(fd, (e) => (e ? reject(e) : resolve())));
  }

  /** Whether a trace was scored (its results committed). */
  isScored(traceId: string): boolean {
    return this.scored.isScored(traceId);
  }

  /**
   * Records traces as scored with their verdicts, and the committed length of results.jsonl,
   * in one transaction: the results file is cut back to that length on the next start.
   *
   * Under `synchronous=FULL` this commit is not fsynced inline (issue 19: on the event loop it
   * was the largest single wait while results were written). What it records is derived: the
   * bodies it was scored from are durable, and results.jsonl up to `resultsLength` was fsynced
   * by the caller before. It reaches the disk with the next flush of the log (the next group's
   * `syncIndex`, or close); power lost before that loses only the record, so the next start cuts
   * results.jsonl back to the previous committed length and scores those traces again, once. A
   * killed process loses nothing (the commit is in the page cache either way).
   */
  commit(traces: StoredTrace[], resultsLength: number, nowMs: number, opts: { replace?: boolean } = {}): void {
    const recorded = this.unsynced(() => this.db.transaction(() => {
      const done = this.scored.append(traces, nowMs, opts.replace === true);
      this.setMeta.run('results_length', resultsLength);
      return done;
    }));
    recorded();
  }

  /** Runs `fn` with `synchronous=NORMAL` (no fsync at its commits), back at FULL after it. */
  private unsynced<T>(fn: () => T): T {
    if (!this.fullSync) return fn();
    // Prepared once (the connection caches them): `pragma()` compiles its statement each call.
    this.db.prepare('PRAGMA synchronous = NORMAL').run();
    try {
      return fn();
    } finally {
      this.db.prepare('PRAGMA synchronous = FULL').run();
    }
  }

  /** Bytes of results.jsonl that belong to committed traces. */
  get resultsLength(): number {
    const v = this.getMeta.value('results_length');
    return typeof v === 'number' ? v : 0;
  }

  /**
   * Requests that may hold spans of traces not yet scored, oldest first: the open work to resume
   * after a restart (the caller decodes them and skips spans of scored traces).
   */
  *resumable(): Generator<StoredRequest> {
    const from = this.firstUnscoredRequest();
    if (from === undefined) return;
    const stmt = this.db.prepare('SELECT id, arrived_ms, format, seg, offset, length FROM requests WHERE id >= ? ORDER BY id');
    for (const row of stmt.iterate(from) as Iterable<unknown> as Iterable<RequestRow>) yield this.toStored(row);
  }

  /** The stored requests that brought spans of one trace (to re-score it, or to tell a late span from a retry). */
  requestsOf(traceId: string): StoredRequest[] {
    const out: StoredRequest[] = [];
    for (const id of this.traces.requestIds(traceId)) {
      // A request pruned while the trace stays in the window is no longer there.
      const row = this.requestById.get(id) as RequestRow | undefined;
      if (row !== undefined) out.push(this.toStored(row));
    }
    return out;
  }

  /** The current verdicts of one scored trace. */
  resultsOf(traceId: string): Verdict[] {
    return this.scored.resultsOf(traceId);
  }

  /**
   * Forgets traces scored before `beforeMs` (their request index and verdicts: past that, a late
   * span is only counted, not re-scored) and request bodies older than that below `keepFrom`,
   * the first request of a trace still open (the engine knows it; without it, the store works it
   * out with a scan). The traces' ids stay, in `scored` (a late span of one is counted as late).
   * Keeps the store's size proportional to recent traffic, but for those ids.
   */
  prune(beforeMs: number, keepFrom?: number): void {
    const pruned = this.db.transaction(() => {
      const moved = this.scored.prune(beforeMs);
      const keep = keepFrom ?? this.firstUnscoredRequest() ?? Number.MAX_SAFE_INTEGER;
      // The deleted requests leave the in-memory index too: a late span of a trace pruned before
      // is stored and indexed again, and its trace is not among `moved` a second time.
      const gone = this.db.prepare('SELECT id, trace_ids FROM requests WHERE id < ? AND arrived_ms < ?').all(keep, beforeMs) as unknown as { id: number; trace_ids: string }[];
      this.db.prepare('DELETE FROM requests WHERE id < ? AND arrived_ms < ?').run(keep, beforeMs);
      return { moved, gone };
    });
    pruned.moved.commit();
    this.traces.dropTraces(pruned.moved.traceIds);
    for (const { id, trace_ids } of pruned.gone) this.traces.dropRequest(id, JSON.parse(trace_ids) as string[]);
    const firstSeg = this.db.prepare('SELECT MIN(seg) FROM requests').value();
    this.bodies.dropBefore(typeof firstSeg === 'number' ? firstSeg : Number.MAX_SAFE_INTEGER);
  }

  /**
   * Forgets one stored request (its body cannot be decoded any more: quarantined by the caller),
   * so it is neither resumed nor read for a re-score again.
   */
  forget(reqId: number): void {
    const traceIds = this.db.prepare('SELECT trace_ids FROM requests WHERE id = ?').value(reqId);
    this.db.prepare('DELETE FROM requests WHERE id = ?').run(reqId);
    if (typeof traceIds === 'string') this.traces.dropRequest(reqId, JSON.parse(traceIds) as string[]);
  }

  /** Traces the in-memory request index holds (bounded by the open traces and the late window). */
  get indexedTraces(): number {
    return this.traces.size;
  }

  /** The SQLite driver the store was opened with (the `serve` start-up line names it). */
  get driver(): DriverName {
    return this.db.driver;
  }

  close(): void {
    if (!this.db.open) return;
    this.db.close();
    this.bodies.close();
    if (this.walFd !== undefined) closeSync(this.walFd);
    this.walFd = undefined;
  }

  private toStored(row: RequestRow): StoredRequest {
    const gzip = row.format > GZIP_CODE;
    const code = gzip ? row.format - GZIP_CODE : row.format;
    const meta = { id: row.id, arrivedMs: row.arrived_ms, format: code === FORMAT_CODE.json ? 'json' as const : 'proto' as const, gzip, where: `bodies/${segName(row.seg)}@${row.offset}` };
    try {
      return { ...meta, bytes: this.bodies.read(row) };
    } catch (e) {
      return { ...meta, bytes: new Uint8Array(0), unreadable: ioMessage(e) };
    }
  }

  /** The first request of a trace not yet scored (the archive asked only of traces that would lower it). */
  private firstUnscoredRequest(): number | undefined {
    let first: number | undefined;
    for (const [traceId, reqId] of this.traces.firstRequests()) {
      if ((first === undefined || reqId < first) && !this.scored.isScored(traceId)) first = reqId;
    }
    return first;
  }
}

interface RequestRow {
  id: number;
  arrived_ms: number;
  format: number;
  seg: number;
  offset: number;
  length: number;
}
