import type { SqlDatabase } from '../store/sqlite/sql-database.js';
import { APPLICATION_ID as RUN_STORE_APPLICATION_ID } from '../store/schema.js';

/** `PRAGMA application_id` of a span store ("FBS1"); the run store's is "FBR1". */
export const SPAN_STORE_APPLICATION_ID = 0x46425331;

/** Every table a span store has had (`spans` in early versions); `requests` in all of them. */
const SPAN_STORE_TABLES = new Set(['requests', 'trace_requests', 'scored', 'scored_groups', 'results', 'meta', 'spans']);

/**
 * Why the database at `path` is not a span store forbear may adopt, or undefined if it is one
 * (or empty). Checked before anything is written: another application's database must not
 * get forbear's tables or have its journal switched to WAL.
 */
export function foreignDatabase(db: SqlDatabase): string | undefined {
  const appId = db.pragma('application_id') as number;
  if (appId === RUN_STORE_APPLICATION_ID) return 'it is a forbear run store (forbear score --store), not the span store of a data dir';
  if (appId !== 0 && appId !== SPAN_STORE_APPLICATION_ID) return `it is another application's SQLite database (application_id ${appId})`;
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").column() as string[];
  if (tables.length === 0 || appId === SPAN_STORE_APPLICATION_ID) return undefined;
  const other = tables.filter((t) => !SPAN_STORE_TABLES.has(t));
  if (other.length === 0 && tables.includes('requests')) return undefined;
  const shown = (other.length > 0 ? other : tables).slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '');
  return `it is a SQLite database with other tables (${shown}), not a forbear span store`;
}
