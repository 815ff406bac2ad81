import { existsSync } from 'node:fs';
import { Connection, withCode } from './connection.js';
import type { RawStatement } from './connection.js';
import type { OpenOptions } from './open-options.js';
import { codeName } from './sql-database.js';
import type { SqlRow, SqlValue } from './sql-database.js';

/** The part of `node:sqlite` forbear uses (@types/node 20 does not declare the module). */
interface NodeStatement {
  run(...p: SqlValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(...p: SqlValue[]): SqlRow | undefined;
  all(...p: SqlValue[]): SqlRow[];
  iterate(...p: SqlValue[]): IterableIterator<SqlRow>;
}
interface NodeDatabase {
  exec(sql: string): void;
  prepare(sql: string): NodeStatement;
  close(): void;
}
type DatabaseSyncClass = new (path: string, opts?: { open?: boolean; timeout?: number }) => NodeDatabase;

let DatabaseSync: DatabaseSyncClass | undefined;

/**
 * Node's built-in SQLite (`DatabaseSync`): no install step at all. Unflagged from Node 22.13;
 * `StatementSync.iterate` (used to stream a run's results) is from 22.13 too. Loading it prints an
 * ExperimentalWarning on the Node versions that still call it experimental; forbear says which
 * driver it uses where that matters, so that one warning is not passed on.
 */
export function nodeSqliteUnavailable(): string | undefined {
  const quiet = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/SQLite is an experimental feature/.test(text)) return;
    (quiet as (...a: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    const mod = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule?.('node:sqlite') as { DatabaseSync?: DatabaseSyncClass } | undefined;
    if (mod?.DatabaseSync === undefined) return `node:sqlite is not in Node ${process.versions.node} (it is from 22.13)`;
    const probe = new mod.DatabaseSync(':memory:');
    if (typeof probe.prepare('SELECT 1').iterate !== 'function') return `node:sqlite in Node ${process.versions.node} has no StatementSync.iterate (from 22.13)`;
    probe.close();
    DatabaseSync = mod.DatabaseSync;
    return undefined;
  } catch (err) {
    return `node:sqlite: ${(err as Error).message}`;
  } finally {
    process.emitWarning = quiet;
  }
}

export function openNodeSqlite(path: string, opts: OpenOptions): Connection {
  const toError = (err: unknown): unknown => {
    const errcode = (err as { errcode?: unknown }).errcode;
    return withCode(err, typeof errcode === 'number' ? codeName(errcode) : undefined);
  };
  // DatabaseSync has no "must exist" flag: SQLite would create the file.
  if (opts.fileMustExist === true && !existsSync(path)) throw withCode(new Error('unable to open database file'), 'SQLITE_CANTOPEN');
  let db: NodeDatabase;
  try {
    db = new DatabaseSync!(path);
    db.exec(`PRAGMA busy_timeout = ${opts.busyTimeoutMs}`);
  } catch (err) {
    throw toError(err);
  }
  return new Connection('node:sqlite', {
    exec: (sql) => db.exec(sql),
    prepare: (sql) => statement(db.prepare(sql)),
    close: () => db.close(),
    toError,
  });
}

function statement(s: NodeStatement): RawStatement {
  return {
    run: (p) => s.run(...p),
    get: (p) => s.get(...p),
    all: (p) => s.all(...p),
    iterate: (p) => s.iterate(...p),
    finalize: () => undefined, // node:sqlite frees statements with the database
  };
}
