import type { TurnResult } from '../model/result.js';
import type { SqlDatabase, SqlStatement } from '../store/sqlite/sql-database.js';

/**
 * What the store keeps of a result: enough to name it in an amended result and to take it back
 * out of the running tallies. The full result is in results.jsonl.
 */
export type Verdict = Pick<TurnResult, 'trace_id' | 'span_id' | 'case_id' | 'kind' | 'scenario' | 'outcome' | 'passed'>;

/**
 * A scored trace as the store records it: its verdicts, and (from a scoring worker) their JSON
 * as `JSON.stringify(results.map(verdictOf))` gives it, which is stored as it is when the trace's
 * verdicts are its one result (issue 19, serve44: the verdicts' JSON was most of the commit).
 */
export interface StoredTrace {
  traceId: string;
  results: readonly Verdict[];
  verdicts?: string;
}

/** `PRAGMA user_version` of a span store whose scored traces are kept append-only (0 before). */
export const SCORED_GROUPS_VERSION = 1;

/** Rows of the `scored` archive inserted by one statement (64 parameters). */
const ARCHIVE_ROWS = 32;

function verdictOf(r: Verdict): Verdict {
  return { trace_id: r.trace_id, span_id: r.span_id, case_id: r.case_id, kind: r.kind, scenario: r.scenario, outcome: r.outcome, passed: r.passed };
}

/** A trace's verdicts in span id order (the order the keyed `results` table gave them). */
function bySpanId(verdicts: Verdict[]): Verdict[] {
  return verdicts.sort((a, b) => (a.span_id < b.span_id ? -1 : a.span_id > b.span_id ? 1 : 0));
}

/**
 * The span store's record of scored traces (issue 19, append19). Within the late window a
 * trace's verdicts are needed to re-score it when late spans come, so each commit appends one
 * row to `scored_groups` (a rowid table: the next few pages at its end, in completion order)
 * holding the group's trace ids and their verdicts; which group holds a trace's current
 * verdicts is kept in memory, and rebuilt from the table at start. Past the late window only
 * the trace id is remembered, in `scored` (keyed by trace id, for lookups): prune moves a
 * group's traces there in one sorted batch and deletes its row.
 *
 * Before, every commit wrote `scored`, a time index on it and `results` (keyed by trace and
 * span id): ~2.3 random B-tree pages a trace at 100 traces a commit.
 */
export class ScoredRecord {
  /** Trace id → the `scored_groups` row holding its current verdicts: the late window's traces. */
  private readonly window = new Map<string, number>();
  private readonly insertGroup: SqlStatement;
  private readonly readGroup: SqlStatement;
  private readonly archived: SqlStatement;
  private readonly archiveOne: SqlStatement;
  private readonly archiveMany: SqlStatement;
  /** The last group read back (late spans of several traces of one group come together). */
  private lastRead: { id: number; traceIds: string[]; verdicts: Verdict[][] } | undefined;

  constructor(private readonly db: SqlDatabase) {
    migrate(db);
    this.insertGroup = db.prepare('INSERT INTO scored_groups (scored_ms, trace_ids, verdicts) VALUES (?, ?, ?)');
    this.readGroup = db.prepare('SELECT trace_ids, verdicts FROM scored_groups WHERE id = ?');
    this.archived = db.prepare('SELECT 1 FROM scored WHERE trace_id = ?');
    this.archiveOne = db.prepare('INSERT OR REPLACE INTO scored (trace_id, scored_ms) VALUES (?, ?)');
    this.archiveMany = db.prepare(`INSERT OR REPLACE INTO scored (trace_id, scored_ms) VALUES ${Array(ARCHIVE_ROWS).fill('(?, ?)').join(', ')}`);
    for (const row of db.prepare('SELECT id, trace_ids FROM scored_groups ORDER BY id').iterate() as Iterable<unknown> as Iterable<{ id: number; trace_ids: string }>) {
      for (const t of JSON.parse(row.trace_ids) as string[]) this.window.set(t, row.id);
    }
  }

  /** Traces scored within the late window (held in memory). */
  get windowSize(): number {
    return this.window.size;
  }

  isScored(traceId: string): boolean {
    return this.window.has(traceId) || this.archived.value(traceId) !== undefined;
  }

  /** Whether a trace was scored within the late window (memory only: no statement runs). */
  inWindow(traceId: string): boolean {
    return this.window.has(traceId);
  }

  /** The current verdicts of a trace scored within the late window (none past it). */
  resultsOf(traceId: string): Verdict[] {
    const id = this.window.get(traceId);
    if (id === undefined) return [];
    if (this.lastRead?.id !== id) {
      const row = this.readGroup.get(id) as { trace_ids: string; verdicts: string };
      this.lastRead = { id, traceIds: JSON.parse(row.trace_ids) as string[], verdicts: JSON.parse(row.verdicts) as Verdict[][] };
    }
    const at = this.lastRead.traceIds.indexOf(traceId);
    return bySpanId([...(this.lastRead.verdicts[at] ?? [])]);
  }

  /**
   * Appends one group of scored traces (inside the caller's transaction); `commit()`, called
   * once it is committed, points the window at it. A later verdict for the same trace and span
   * replaces an earlier one, within the group and over a trace already scored; `replace` (an
   * amendment) sets a trace's verdicts whole.
   */
  append(traces: readonly StoredTrace[], nowMs: number, replace: boolean): () => void {
    // A trace's verdicts by span id; a trace with one result and nothing before it (the usual
    // case: a turn a trace) keeps its verdict alone, without a map of its own (issue 19, serve40),
    // as the worker's JSON of it when given (serve44).
    const groups = new Map<string, Map<string, Verdict> | Verdict | string>();
    for (const t of traces) {
      const had = replace ? undefined : groups.get(t.traceId);
      if (had === undefined && t.results.length === 1 && (replace || !this.window.has(t.traceId))) {
        groups.set(t.traceId, t.verdicts ?? verdictOf(t.results[0]!));
        continue;
      }
      let spans: Map<string, Verdict>;
      if (had instanceof Map) spans = had;
      else {
        const before = had === undefined ? (replace ? [] : this.resultsOf(t.traceId)) : typeof had === 'string' ? (JSON.parse(had) as Verdict[]) : [had];
        spans = new Map(before.map((r) => [r.span_id, r]));
        groups.set(t.traceId, spans);
      }
      for (const r of t.results) spans.set(r.span_id, verdictOf(r));
    }
    if (groups.size === 0) return () => undefined;
    const traceIds = [...groups.keys()];
    // `JSON.stringify` of the traces' verdict lists, a trace at a time so that a worker's JSON goes in as it is.
    let verdicts = '[';
    for (const v of groups.values()) {
      verdicts += (verdicts.length === 1 ? '' : ',') + (typeof v === 'string' ? v : JSON.stringify(v instanceof Map ? [...v.values()] : [v]));
    }
    const id = this.insertGroup.run(nowMs, JSON.stringify(traceIds), verdicts + ']').lastInsertRowid;
    return () => {
      for (const t of traceIds) this.window.set(t, id);
    };
  }

  /**
   * Moves the traces of groups committed before `beforeMs` to the `scored` archive and deletes
   * those groups (inside the caller's transaction). Returns the traces moved, and a function to
   * call once committed that drops them from the window.
   */
  prune(beforeMs: number): { traceIds: string[]; commit: () => void } {
    const rows = this.db.prepare('SELECT id, scored_ms, trace_ids FROM scored_groups WHERE scored_ms < ? ORDER BY id').all(beforeMs) as unknown as { id: number; scored_ms: number; trace_ids: string }[];
    const moved: { traceId: string; scoredMs: number }[] = [];
    for (const row of rows) {
      // A trace amended since is pruned with the group that holds its current verdicts.
      for (const t of JSON.parse(row.trace_ids) as string[]) if (this.window.get(t) === row.id) moved.push({ traceId: t, scoredMs: row.scored_ms });
    }
    moved.sort((a, b) => (a.traceId < b.traceId ? -1 : a.traceId > b.traceId ? 1 : 0));
    const params: (string | number)[] = [];
    for (const m of moved) {
      params.push(m.traceId, m.scoredMs);
      if (params.length === 2 * ARCHIVE_ROWS) {
        this.archiveMany.run(...params);
        params.length = 0;
      }
    }
    for (let i = 0; i < params.length; i += 2) this.archiveOne.run(params[i]!, params[i + 1]!);
    const del = this.db.prepare('DELETE FROM scored_groups WHERE id = ?');
    for (const row of rows) del.run(row.id);
    const traceIds = moved.map((m) => m.traceId);
    return {
      traceIds,
      commit: () => {
        for (const t of traceIds) this.window.delete(t);
        this.lastRead = undefined;
      },
    };
  }
}

/**
 * Brings a store written before scored traces were kept append-only to the new schema, in one
 * transaction: the traces still in the late window (their verdicts in `results`, their
 * `scored_ms` at or after `pruned_until`) become `scored_groups` rows, one per commit time, and
 * leave `scored`, which keeps only the traces past the window; `results` and the time index on
 * `scored` are dropped. A new store gets the tables empty.
 */
function migrate(db: SqlDatabase): void {
  if ((db.pragma('user_version') as number) >= SCORED_GROUPS_VERSION) return;
  db.transaction(() => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS scored (trace_id TEXT PRIMARY KEY, scored_ms REAL NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS scored_groups (id INTEGER PRIMARY KEY, scored_ms REAL NOT NULL, trace_ids TEXT NOT NULL, verdicts TEXT NOT NULL);
    `);
    const hasResults = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'results'").value() !== undefined;
    if (hasResults) {
      const from = db.prepare("SELECT value FROM meta WHERE key = 'pruned_until'").value();
      const open = db.prepare('SELECT trace_id, scored_ms FROM scored WHERE scored_ms >= ? ORDER BY scored_ms, trace_id')
        .all(typeof from === 'number' ? from : Number.NEGATIVE_INFINITY) as unknown as { trace_id: string; scored_ms: number }[];
      const resultsOf = db.prepare('SELECT body FROM results WHERE trace_id = ?');
      const insert = db.prepare('INSERT INTO scored_groups (scored_ms, trace_ids, verdicts) VALUES (?, ?, ?)');
      const unarchive = db.prepare('DELETE FROM scored WHERE trace_id = ?');
      for (let i = 0; i < open.length;) {
        const at = open[i]!.scored_ms;
        const ids: string[] = [];
        for (; i < open.length && open[i]!.scored_ms === at; i++) ids.push(open[i]!.trace_id);
        const verdicts = ids.map((t) => (resultsOf.column(t) as string[]).map((body) => JSON.parse(body) as Verdict));
        insert.run(at, JSON.stringify(ids), JSON.stringify(verdicts));
        for (const t of ids) unarchive.run(t);
      }
      db.exec('DROP TABLE results');
    }
    db.exec(`DROP INDEX IF EXISTS scored_by_time; DELETE FROM meta WHERE key = 'pruned_until'; PRAGMA user_version = ${SCORED_GROUPS_VERSION};`);
  });
}
