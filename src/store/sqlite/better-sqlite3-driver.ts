import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { Connection } from './connection.js';
import type { RawStatement } from './connection.js';
import type { OpenOptions } from './open-options.js';
import type { SqlRow, SqlValue } from './sql-database.js';

const require = createRequire(import.meta.url);
let Database: typeof BetterSqlite3 | undefined;

/**
 * better-sqlite3, when its native binding loads: the fastest, but an optional dependency — with
 * install scripts off (npm 12's and pnpm 10's default) or a Node it has no prebuild for and no
 * compiler, there is no binding. Returns why it cannot be used, or undefined when it can.
 */
export function betterSqlite3Unavailable(): string | undefined {
  try {
    const D = require('better-sqlite3') as typeof BetterSqlite3;
    new D(':memory:').close(); // the binding is loaded here, not at require
    Database = D;
    return undefined;
  } catch (err) {
    // e.g. "Could not locate the bindings file" (no install script ran) or a NODE_MODULE_VERSION mismatch.
    return (err as Error).message.replace(/\s+/g, ' ').slice(0, 240);
  }
}

export function openBetterSqlite3(path: string, opts: OpenOptions): Connection {
  const db = new Database!(path, { fileMustExist: opts.fileMustExist ?? false, timeout: opts.busyTimeoutMs });
  return new Connection('better-sqlite3', {
    exec: (sql) => void db.exec(sql),
    prepare: (sql) => statement(db.prepare(sql)),
    close: () => db.close(),
    toError: (err) => err, // already a SqliteError with a SQLITE_* code
  });
}

function statement(s: BetterSqlite3.Statement<SqlValue[]>): RawStatement {
  // better-sqlite3 refuses all/get on a statement that returns no rows (`PRAGMA user_version = 1`).
  const reader = s.reader;
  return {
    run: (p) => s.run(...p),
    get: (p) => (reader ? (s.get(...p) as SqlRow | undefined) : (s.run(...p), undefined)),
    all: (p) => (reader ? (s.all(...p) as SqlRow[]) : (s.run(...p), [])),
    iterate: (p) => s.iterate(...p) as IterableIterator<SqlRow>,
    finalize: () => undefined, // freed with the database
  };
}
