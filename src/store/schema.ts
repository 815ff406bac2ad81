import type { SqlDatabase } from './sqlite/sql-database.js';
import { StoreError } from './store-error.js';

/**
 * Migrations, applied in order; `PRAGMA user_version` records how many have run. A later change
 * to the layout is one more entry here, never an edit of an earlier one.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE runs (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     recorded_at TEXT NOT NULL,
     forbear_version TEXT NOT NULL,
     corpus_name TEXT NOT NULL,
     corpus_version TEXT NOT NULL,
     corpus_sha256 TEXT NOT NULL,
     corpus_path TEXT NOT NULL,
     labels TEXT NOT NULL,   -- JSON object of --label key=value
     report TEXT NOT NULL    -- JSON: the report without its results
   );
   CREATE TABLE run_cases (
     run_seq INTEGER NOT NULL REFERENCES runs(seq) ON DELETE CASCADE,
     case_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     scenario TEXT NOT NULL,
     twin TEXT,
     content_sha256 TEXT NOT NULL,
     PRIMARY KEY (run_seq, case_id)
   );
   CREATE TABLE results (
     run_seq INTEGER NOT NULL REFERENCES runs(seq) ON DELETE CASCADE,
     ord INTEGER NOT NULL,
     case_id TEXT NOT NULL,
     outcome TEXT NOT NULL,
     passed INTEGER NOT NULL,
     infra_failure INTEGER NOT NULL,
     attempt INTEGER,
     trace_id TEXT NOT NULL,
     data TEXT NOT NULL,     -- JSON: the whole result
     PRIMARY KEY (run_seq, ord)
   );
   CREATE INDEX results_by_case ON results (run_seq, case_id);`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** `PRAGMA application_id` of a forbear store ("FBR1"), so `file(1)` and forbear can tell it apart. */
export const APPLICATION_ID = 0x46425231;

/**
 * Refuses a database that is not a forbear store rather than adding tables to it: another
 * application's id, or (with no schema version of ours) tables of its own. Checked before
 * anything is written, WAL mode included, so a foreign file stays byte for byte as it was.
 */
export function checkOwnership(db: SqlDatabase, path: string, version = db.pragma('user_version') as number): void {
  const appId = db.pragma('application_id') as number;
  // "FBS1": forbear serve's span store (src/serve/span-store-owner.ts), a --data-dir's forbear.sqlite.
  if (appId === 0x46425331) throw new StoreError(`${path}: not a forbear run store (it is the span store of a forbear serve --data-dir)`);
  if (appId !== 0 && appId !== APPLICATION_ID) {
    throw new StoreError(`${path}: not a forbear run store (it is another application's SQLite database, application_id ${appId})`);
  }
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").column() as string[];
  const foreign = version === 0 ? tables.length > 0 : appId === 0 && !tables.includes('runs');
  if (foreign) {
    const shown = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '');
    throw new StoreError(`${path}: not a forbear run store (a SQLite database with ${tables.length === 0 ? 'no tables' : `other tables: ${shown}`}); choose another --store path`);
  }
}

/**
 * Brings a store up to this forbear's schema. The version is read and the migrations applied
 * inside one IMMEDIATE transaction, so two forbear processes opening a new store at once do
 * not both try to create it.
 */
export function migrate(db: SqlDatabase, path: string): void {
  const step = (): void => {
    const current = db.pragma('user_version') as number;
    checkOwnership(db, path, current);
    if (current > SCHEMA_VERSION) {
      throw new StoreError(`${path}: the store has schema version ${current}, newer than this forbear understands (${SCHEMA_VERSION}); upgrade forbear`);
    }
    for (let v = current; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]!);
    if (current < SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
    if ((db.pragma('application_id') as number) !== APPLICATION_ID) db.pragma(`application_id = ${APPLICATION_ID}`);
  };
  db.transaction(step, 'immediate');
}
