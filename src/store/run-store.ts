import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canonicalJson, sha256Hex } from '../corpus/canonical.js';
import type { Case, CaseKind } from '../corpus/schema.js';
import type { TurnResult } from '../model/result.js';
import { isInfraFailure } from '../report/infra-failure.js';
import { ResultLog } from '../report/result-log.js';
import type { RunInfo, ScoreReport } from '../report/score-report.js';
import type { RepeatSummary } from '../report/repeats.js';
import type { TrendPoint } from '../report/trend.js';
import { checkOwnership, migrate } from './schema.js';
import { openSqlite, sqliteDriver } from './sqlite/open-sqlite.js';
import type { DriverName, SqlDatabase } from './sqlite/sql-database.js';
import { StoreError } from './store-error.js';
import { DataPathError, assertWritable, makeDirectory } from '../util/data-path.js';

// Its own module so the CLI can name the default without loading the store (start-up).
export { DEFAULT_STORE_PATH } from './default-store-path.js';

/** Run references that are not ids: `runs show latest`. */
const RESERVED_IDS = new Set(['latest', 'previous']);

/** One line of `forbear runs list` / one point of the trend. */
export type RunListing = TrendPoint;

export interface StoredCase {
  case_id: string;
  kind: CaseKind;
  scenario: string;
  twin: string | null;
  content_sha256: string;
}

/** A run read back: the report as `score` made it (results included) and the cases as they were. */
export interface StoredRun {
  report: ScoreReport & { run: RunInfo };
  cases: StoredCase[];
}

interface RunRow {
  seq: number;
  id: string;
  recorded_at: string;
  forbear_version: string;
  labels: string;
  report: string;
}

/** The content hash of one case: any change of any field changes it, formatting does not. */
export function caseContentHash(c: Case): string {
  return sha256Hex(canonicalJson(c));
}

/**
 * Run history in one SQLite file, through whichever SQLite driver loads (src/store/sqlite/). Each
 * run is written in one transaction, so a crash mid-write leaves the store as it was; WAL (where
 * the driver has shared memory) lets a reader look while a run is recorded.
 */
export class RunStore {
  private constructor(private readonly db: SqlDatabase, readonly path: string) {}

  /** The SQLite driver the store was opened with (`runs list --verbose`, `score --verbose`). */
  get driver(): DriverName {
    return this.db.driver;
  }

  /** Opens (and with `create`, makes) a store and brings its schema up to date. */
  static open(path: string, opts: { create: boolean }): RunStore {
    let db: SqlDatabase;
    if (existsSync(path) && statSync(path).isDirectory()) throw new StoreError(`${path}: is a directory; --store names the database file (e.g. ${join(path, 'forbear.db')})`);
    try {
      // Said before SQLite tries: it would answer "attempt to write a readonly database" or
      // "unable to open database file" (and Node's recursive mkdir loops forever under /proc).
      if (opts.create) makeDirectory(dirname(path));
      if (opts.create || existsSync(path)) assertWritable(dirname(path), [path, `${path}-wal`, `${path}-shm`]);
    } catch (err) {
      if (err instanceof DataPathError) throw new StoreError(`${path}: cannot open the run store: ${err.message}`);
      throw err;
    }
    try {
      sqliteDriver();
    } catch (err) {
      throw new StoreError(`${path}: cannot open the run store: ${(err as Error).message}`);
    }
    try {
      db = openSqlite(path, { fileMustExist: !opts.create, busyTimeoutMs: 10_000 });
    } catch (err) {
      const msg = (err as Error).message;
      // A store that exists but cannot be opened (permissions) is not "no store here".
      throw new StoreError(opts.create || existsSync(path) ? `${path}: cannot open the run store: ${msg}` : `${path}: no run store here (record one with forbear score --store ${path})`);
    }
    try {
      // A read-side open must not turn some other file (an empty file, another SQLite database)
      // into a run store: only a file that already is one is read.
      // One read transaction, so the schema version and the tables come from the same moment:
      // read apart, another process creating the store in between looks like a foreign database.
      db.transaction(() => {
        checkOwnership(db, path);
        if (!opts.create && (db.pragma('user_version') as number) === 0) throw new StoreError(`${path}: not a forbear run store (record one with forbear score --store ${path})`);
      });
      enterWal(db);
      db.pragma('foreign_keys = ON');
      migrate(db, path);
    } catch (err) {
      db.close();
      if (err instanceof StoreError) throw err;
      throw new StoreError(`${path}: not a forbear run store: ${(err as Error).message}`);
    }
    return new RunStore(db, path);
  }

  close(): void {
    this.db.close();
  }

  /**
   * Records a run and every result in one transaction. The id is the runs' `forbear.run.id`
   * when they share one, else generated; an id already taken gets a `.2`, `.3`, … suffix, so
   * re-scoring the same spans is a new run, never an overwrite.
   */
  record(report: ScoreReport, opts: { cases: readonly Case[]; labels?: Record<string, string>; now?: Date }): RunInfo {
    const recordedAt = (opts.now ?? new Date()).toISOString();
    const labels = opts.labels ?? {};
    const { results, run: _run, ...rest } = report;
    const insertRun = this.db.prepare(`INSERT INTO runs (id, recorded_at, forbear_version, corpus_name, corpus_version, corpus_sha256, corpus_path, labels, report)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertCase = this.db.prepare('INSERT INTO run_cases (run_seq, case_id, kind, scenario, twin, content_sha256) VALUES (?, ?, ?, ?, ?, ?)');
    const insertResult = this.db.prepare(`INSERT INTO results (run_seq, ord, case_id, outcome, passed, infra_failure, attempt, trace_id, data)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const write = (): RunInfo => {
      const runId = this.freeId(baseRunId(results, recordedAt));
      const { corpus } = report;
      const seq = Number(insertRun.run(runId, recordedAt, report.forbear_version, corpus.name, String(corpus.version), corpus.sha256, corpus.path,
        JSON.stringify(labels), JSON.stringify(rest)).lastInsertRowid);
      for (const c of opts.cases) insertCase.run(seq, c.id, c.kind, c.scenario, c.twin ?? null, caseContentHash(c));
      let ord = 0;
      for (const r of results) {
        insertResult.run(seq, ord++, r.case_id, r.outcome, r.passed ? 1 : 0, isInfraFailure(r) ? 1 : 0, r.attempt, r.trace_id, JSON.stringify(r));
      }
      return { run_id: runId, recorded_at: recordedAt, labels };
    };
    // IMMEDIATE: take the write lock before choosing a free id, so concurrent recorders queue.
    return this.guard('record the run', () => this.db.transaction(write, 'immediate'));
  }

  /** Runs oldest first; with `last`, only the newest `last` of them. */
  list(last?: number): RunListing[] {
    return this.guard('read the runs', () => this.listRuns(last));
  }

  private listRuns(last?: number): RunListing[] {
    const rows = (last === undefined
      ? this.db.prepare('SELECT * FROM runs ORDER BY seq').all()
      : this.db.prepare('SELECT * FROM (SELECT * FROM runs ORDER BY seq DESC LIMIT ?) ORDER BY seq').all(last)) as unknown as RunRow[];
    const counts = this.db.prepare('SELECT COUNT(*) FROM results WHERE run_seq = ?');
    return rows.map((row) => {
      const rep = JSON.parse(row.report) as Omit<ScoreReport, 'results'>;
      return {
        run_id: row.id, recorded_at: row.recorded_at, labels: JSON.parse(row.labels) as Record<string, string>,
        forbear_version: row.forbear_version, corpus: rep.corpus, summary: rep.summary, repeats: withoutCases(rep.repeats),
        results: counts.value(row.seq) as number,
      };
    });
  }

  /** A run by id, or `latest` / `previous` (the newest and the one before it). */
  load(ref: string): StoredRun {
    return this.guard(`read run ${ref}`, () => this.loadRun(ref));
  }

  /**
   * A damaged file (SQLite reports corruption, or a stored JSON column no longer parses) is a
   * StoreError naming the store, so the CLI says what is wrong and exits 2 rather than 3.
   */
  private guard<T>(what: string, fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      if (err instanceof StoreError) throw err;
      const code = (err as { code?: unknown }).code;
      const msg = (err as Error).message;
      if (err instanceof SyntaxError || code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') {
        throw new StoreError(`${this.path}: cannot ${what}: the run store is damaged (${msg})`);
      }
      if (typeof code === 'string' && code.startsWith('SQLITE_')) throw new StoreError(`${this.path}: cannot ${what}: ${msg}`);
      throw err;
    }
  }

  private loadRun(ref: string): StoredRun {
    const row = this.find(ref);
    const rep = JSON.parse(row.report) as Omit<ScoreReport, 'results' | 'run'>;
    const log = new ResultLog();
    for (const r of this.db.prepare('SELECT data FROM results WHERE run_seq = ? ORDER BY ord').iterate(row.seq) as Iterable<unknown> as Iterable<{ data: string }>) {
      log.push(JSON.parse(r.data) as TurnResult);
    }
    const cases = this.db.prepare('SELECT case_id, kind, scenario, twin, content_sha256 FROM run_cases WHERE run_seq = ? ORDER BY rowid').all(row.seq) as unknown as StoredCase[];
    const run: RunInfo = { run_id: row.id, recorded_at: row.recorded_at, labels: JSON.parse(row.labels) as Record<string, string> };
    return { report: { ...rep, results: log, run }, cases };
  }

  private find(ref: string): RunRow {
    const byRef = ref === 'latest' ? 'SELECT * FROM runs ORDER BY seq DESC LIMIT 1'
      : ref === 'previous' ? 'SELECT * FROM runs ORDER BY seq DESC LIMIT 1 OFFSET 1' : 'SELECT * FROM runs WHERE id = ?';
    const row = (ref === 'latest' || ref === 'previous' ? this.db.prepare(byRef).get() : this.db.prepare(byRef).get(ref)) as unknown as RunRow | undefined;
    if (row === undefined) throw new StoreError(`${this.path}: no run ${ref === 'latest' || ref === 'previous' ? `is the ${ref} one` : `"${ref}"`} (forbear runs list shows them)`);
    return row;
  }

  private freeId(base: string): string {
    const taken = this.db.prepare('SELECT 1 FROM runs WHERE id = ?');
    // `latest` and `previous` name other runs on the command line, so a run never takes them.
    if (taken.get(base) === undefined && !RESERVED_IDS.has(base)) return base;
    for (let n = 2; ; n++) if (taken.get(`${base}.${n}`) === undefined) return `${base}.${n}`;
  }
}

/** The results' shared `forbear.run.id`, or a generated id when they have none or several. */
function baseRunId(results: Iterable<TurnResult>, recordedAt: string): string {
  let only: string | null | undefined;
  for (const r of results) {
    if (r.run_id === null) continue;
    if (only === undefined) only = r.run_id;
    else if (only !== r.run_id) {
      only = null;
      break;
    }
  }
  if (typeof only === 'string' && only !== '') return only;
  return `run-${recordedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, '').replace('T', '-')}-${randomBytes(2).toString('hex')}`;
}

function withoutCases(rep: RepeatSummary | undefined): Omit<RepeatSummary, 'cases'> | undefined {
  if (rep === undefined) return undefined;
  const { cases: _cases, ...rest } = rep;
  return rest;
}

/**
 * Switches to WAL. While another process is creating the same new store, SQLite can answer the
 * switch with SQLITE_BUSY without waiting on busy_timeout (seen about once in 40 concurrent
 * first runs), so the switch is retried for up to the same ten seconds.
 */
function enterWal(db: SqlDatabase): void {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}
