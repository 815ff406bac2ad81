import type { SqlDatabase } from '../store/sqlite/sql-database.js';

/** `PRAGMA user_version` of a span store whose requests carry their own trace ids (1 before). */
export const TRACE_IDS_VERSION = 2;

/**
 * Which stored requests brought new spans of which trace (issue 19, serve38). Each request's row
 * in `requests` holds its trace ids (`trace_ids`, a JSON array) and is appended with them, so
 * indexing a group writes the next page or two at the table's end; the lookup by trace id is
 * kept here in memory and rebuilt from those rows at start, as `ScoredRecord` keeps its window.
 *
 * Before, a `trace_requests` row per trace and request, keyed by trace id: the ~100 random trace
 * ids of a 512-span request each landed on a different B-tree page, and every group's commit
 * wrote those pages whole to the write-ahead log on the event loop (~12 % of its CPU).
 */
export class TraceIndex {
  /** Trace id → the ids of the requests holding its spans, as they were indexed. */
  private readonly byTrace = new Map<string, number[]>();

  constructor(db: SqlDatabase) {
    migrate(db);
    for (const row of db.prepare('SELECT id, trace_ids FROM requests ORDER BY id').iterate() as Iterable<unknown> as Iterable<{ id: number; trace_ids: string }>) {
      this.add(row.id, JSON.parse(row.trace_ids) as string[]);
    }
  }

  /** A request, once its row is committed. */
  add(reqId: number, traceIds: Iterable<string>): void {
    for (const t of traceIds) {
      const ids = this.byTrace.get(t);
      if (ids === undefined) this.byTrace.set(t, [reqId]);
      else if (!ids.includes(reqId)) ids.push(reqId);
    }
  }

  /** The requests a trace's spans came in, lowest id first (rows since pruned included: the caller skips them). */
  requestIds(traceId: string): number[] {
    const ids = this.byTrace.get(traceId);
    return ids === undefined ? [] : [...ids].sort((a, b) => a - b);
  }

  /** Traces whose requests are no longer looked up (moved to the archive). */
  dropTraces(traceIds: Iterable<string>): void {
    for (const t of traceIds) this.byTrace.delete(t);
  }

  /** One request forgotten: its traces no longer name it. */
  dropRequest(reqId: number, traceIds: Iterable<string>): void {
    for (const t of traceIds) {
      const ids = this.byTrace.get(t);
      if (ids === undefined) continue;
      const rest = ids.filter((id) => id !== reqId);
      if (rest.length === 0) this.byTrace.delete(t);
      else this.byTrace.set(t, rest);
    }
  }

  /** Traces indexed (memory held: one entry a trace in the late window or still open). */
  get size(): number {
    return this.byTrace.size;
  }

  /** Every indexed trace with the lowest id of its requests. */
  *firstRequests(): Generator<[string, number]> {
    for (const [t, ids] of this.byTrace) yield [t, Math.min(...ids)];
  }
}

/**
 * Brings a store whose trace index was the `trace_requests` table to requests that carry their
 * trace ids, in one transaction; a new store gets the column from its `CREATE TABLE`.
 */
function migrate(db: SqlDatabase): void {
  if ((db.pragma('user_version') as number) >= TRACE_IDS_VERSION) return;
  db.transaction(() => {
    const columns = db.prepare("SELECT name FROM pragma_table_info('requests')").column() as string[];
    if (!columns.includes('trace_ids')) db.exec("ALTER TABLE requests ADD COLUMN trace_ids TEXT NOT NULL DEFAULT '[]'");
    const hasOld = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'trace_requests'").value() !== undefined;
    if (hasOld) {
      const rows = db.prepare('SELECT req_id, trace_id FROM trace_requests ORDER BY req_id, trace_id').all() as unknown as { req_id: number; trace_id: string }[];
      const update = db.prepare('UPDATE requests SET trace_ids = ? WHERE id = ?');
      for (let i = 0; i < rows.length;) {
        const reqId = rows[i]!.req_id;
        const ids: string[] = [];
        for (; i < rows.length && rows[i]!.req_id === reqId; i++) ids.push(rows[i]!.trace_id);
        update.run(JSON.stringify(ids), reqId);
      }
      db.exec('DROP TABLE trace_requests');
    }
    db.exec(`PRAGMA user_version = ${TRACE_IDS_VERSION}`);
  });
}
