/**
 * The span store's record of scored traces alone (issue 19, append19): N traces' records
 * committed in groups, three ways, each in a fresh SQLite database set up as the span store sets
 * its own (WAL, exclusive, synchronous=NORMAL at these commits, the same checkpoint size):
 *
 * - `keyed`: the schema before append19 — a `scored` row per trace (keyed by trace id, with a
 *   time index) and a `results` row per verdict (keyed by trace and span id), 32 and 21 rows a
 *   statement, as the store wrote them;
 * - `append`: ScoredRecord, one `scored_groups` row per commit (src/serve/scored-record.ts);
 * - `floor`: one row per trace (its verdict JSON) appended to a bare rowid table, 21 a statement.
 *
 * Each commit also sets `results_length`, as the store does. Printed per way: CPU µs a trace
 * (the commits), the write-ahead log's pages a trace (what the commits dirtied), and the prune
 * of all of it (what moving past the late window costs later, once a minute in serve).
 *
 * `--archived N` first fills `scored` with N ids of traces past the late window, as a store
 * that has run a while holds them (before append19 every trace ever scored stayed there too).
 *
 *   node dist/bench/scored-record.js [--traces 20000] [--group 100] [--rounds 3] [--archived 0]
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScoredRecord } from '../src/serve/scored-record.js';
import type { Verdict } from '../src/serve/scored-record.js';
import { WAL_CHECKPOINT_PAGES } from '../src/serve/span-store.js';
import { openSqlite } from '../src/store/sqlite/open-sqlite.js';
import type { SqlDatabase } from '../src/store/sqlite/sql-database.js';
import { parseArgs, round1 } from './common.js';

type Trace = { traceId: string; results: Verdict[] };
type Way = { commit(group: readonly Trace[], nowMs: number): void; prune(beforeMs: number): void };

const args = parseArgs(process.argv.slice(2));
const TRACES = Number(args.flags.get('traces') ?? 20_000);
const GROUP = Number(args.flags.get('group') ?? 100);
const ROUNDS = Number(args.flags.get('rounds') ?? 3);
const ARCHIVED = Number(args.flags.get('archived') ?? 0);

const hex = (n: number): string => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const traces: Trace[] = Array.from({ length: TRACES }, () => {
  const traceId = hex(32);
  return { traceId, results: [{ trace_id: traceId, span_id: hex(16), case_id: 'plan-invoice-mismatch', kind: 'abstain', scenario: 'conflicting_evidence', outcome: 'fail_no_abstention', passed: false }] };
});

function open(dir: string): SqlDatabase {
  const db = openSqlite(join(dir, 'forbear.sqlite'), { busyTimeoutMs: 0 });
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID');
  return db;
}

/** Rows of `rows.length / width` statements of `width` rows, the rest one by one. */
function batched(db: SqlDatabase, sql: (rows: number) => string, width: number, rows: readonly (string | number)[][], per: number): void {
  const many = db.prepare(sql(width));
  const one = db.prepare(sql(1));
  let i = 0;
  for (; i + per <= rows.length; i += per) many.run(...rows.slice(i, i + per).flat());
  for (; i < rows.length; i++) one.run(...rows[i]!);
}

function keyed(db: SqlDatabase): Way {
  db.exec(`
    CREATE TABLE scored (trace_id TEXT PRIMARY KEY, scored_ms REAL NOT NULL) WITHOUT ROWID;
    CREATE INDEX scored_by_time ON scored (scored_ms);
    CREATE TABLE results (trace_id TEXT NOT NULL, span_id TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (trace_id, span_id)) WITHOUT ROWID;`);
  const values = (n: number, one: string): string => Array(n).fill(one).join(', ');
  const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  return {
    commit: (group, nowMs) => db.transaction(() => {
      batched(db, (n) => `INSERT OR REPLACE INTO scored (trace_id, scored_ms) VALUES ${values(n, '(?, ?)')}`, 32, group.map((t) => [t.traceId, nowMs]), 32);
      batched(db, (n) => `INSERT OR REPLACE INTO results (trace_id, span_id, body) VALUES ${values(n, '(?, ?, ?)')}`, 21,
        group.flatMap((t) => t.results.map((r) => [r.trace_id, r.span_id, JSON.stringify(r)])), 21);
      setMeta.run('results_length', nowMs);
    }),
    prune: (beforeMs) => db.transaction(() => {
      const del = db.prepare('DELETE FROM results WHERE trace_id = ?');
      // From the first commit's clock (1), as `pruned_until` kept it: the archived ids are at 0.
      for (const t of db.prepare('SELECT trace_id FROM scored WHERE scored_ms >= 1 AND scored_ms < ?').column(beforeMs) as string[]) del.run(t);
    }),
  };
}

function append(db: SqlDatabase): Way {
  const record = new ScoredRecord(db);
  const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  return {
    commit: (group, nowMs) => db.transaction(() => {
      const done = record.append(group, nowMs, false);
      setMeta.run('results_length', nowMs);
      return done;
    })(),
    prune: (beforeMs) => db.transaction(() => record.prune(beforeMs)).commit(),
  };
}

function floor(db: SqlDatabase): Way {
  db.exec('CREATE TABLE floor (id INTEGER PRIMARY KEY, trace_id TEXT NOT NULL, body TEXT NOT NULL)');
  const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  return {
    commit: (group, nowMs) => db.transaction(() => {
      batched(db, (n) => `INSERT INTO floor (trace_id, body) VALUES ${Array(n).fill('(?, ?)').join(', ')}`, 21, group.map((t) => [t.traceId, JSON.stringify(t.results)]), 21);
      setMeta.run('results_length', nowMs);
    }),
    prune: (beforeMs) => db.prepare('DELETE FROM floor WHERE id <= ?').run(beforeMs),
  };
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** ARCHIVED random trace ids in `scored`, scored long ago, checkpointed into the database. */
function fillArchive(db: SqlDatabase): void {
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'scored'").value() === undefined) return; // the floor has none
  const ids = Array.from({ length: ARCHIVED }, () => hex(32)).sort();
  db.transaction(() => {
    const insert = db.prepare('INSERT OR IGNORE INTO scored (trace_id, scored_ms) VALUES (?, 0)');
    for (const id of ids) insert.run(id);
  });
  db.pragma('wal_checkpoint(TRUNCATE)');
}

/** The commits of every trace, then a prune of all of them; the WAL's growth when not checkpointed. */
function run(make: (db: SqlDatabase) => Way, checkpoint: boolean): { commitMs: number; pruneMs: number; walPages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'forbear-scored-'));
  try {
    const db = open(dir);
    const way = make(db);
    if (ARCHIVED > 0) fillArchive(db);
    const wal = join(dir, 'forbear.sqlite-wal');
    if (!checkpoint) db.pragma('wal_autocheckpoint = 0');
    const walStart = statSync(wal).size;
    const t0 = cpuMs();
    let commits = 0;
    for (let i = 0; i < traces.length; i += GROUP) way.commit(traces.slice(i, i + GROUP), ++commits);
    const commitMs = cpuMs() - t0;
    const walPages = (statSync(wal).size - walStart) / (4096 + 24);
    const p0 = cpuMs();
    way.prune(Number.MAX_SAFE_INTEGER);
    const pruneMs = cpuMs() - p0;
    db.close();
    return { commitMs, pruneMs, walPages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU with the store's checkpoint setting; pages from a second run that never checkpoints. */
function measure(make: (db: SqlDatabase) => Way): { usTrace: number; pagesTrace: number; pruneMs: number } {
  const timed = run(make, true);
  const pages = run(make, false).walPages;
  return { usTrace: (timed.commitMs * 1000) / traces.length, pagesTrace: pages / traces.length, pruneMs: timed.pruneMs };
}

const ways: [string, (db: SqlDatabase) => Way][] = [['keyed (before)', keyed], ['append (append19)', append], ['floor: rowid table', floor]];
console.log(`scored-record: ${TRACES} traces, ${GROUP} a commit, ${ARCHIVED} archived before, ${ROUNDS} rounds alternating (CPU µs a trace for the commits; WAL pages a trace; CPU ms to prune all)`);
const rows = new Map<string, ReturnType<typeof measure>[]>();
for (const [, make] of ways) measure(make); // warm-up
for (let r = 0; r < ROUNDS; r++) for (const [name, make] of ways) rows.set(name, [...(rows.get(name) ?? []), measure(make)]);
for (const [name, runs] of rows) {
  const list = (f: (x: ReturnType<typeof measure>) => number): string => runs.map((x) => round1(f(x))).join(' / ');
  console.log(`  ${name.padEnd(20)} ${list((x) => x.usTrace)} µs a trace · ${runs.map((x) => x.pagesTrace.toFixed(2)).join(' / ')} pages a trace · prune ${list((x) => x.pruneMs)} ms`);
}
