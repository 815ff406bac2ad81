import type Database from 'better-sqlite3';
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

/**
 * Brings a store up to this forbear's schema. The version is read and the migrations applied
 * inside one IMMEDIATE transaction, so two forbear processes opening a new store at once do
 * not both try to create it.
 */
export function migrate(db: Database.Database, path: string): void {
  const step = db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > SCHEMA_VERSION) {
      throw new StoreError(`${path}: the store has schema version ${current}, newer than this forbear understands (${SCHEMA_VERSION}); upgrade forbear`);
    }
    for (let v = current; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]!);
    if (current < SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
  });
  step.immediate();
}
