import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Connection, withCode } from './connection.js';
import type { RawStatement } from './connection.js';
import type { OpenOptions } from './open-options.js';
import { registerLockOwner } from './wasm-lock-owners.js';
import type { SqlRow, SqlValue } from './sql-database.js';

const require = createRequire(import.meta.url);

interface WasmStatement {
  run(values?: SqlValue[]): { changes: number; lastInsertRowid: number | bigint };
  get(values?: SqlValue[]): SqlRow | null;
  all(values?: SqlValue[]): SqlRow[];
  iterate(values?: SqlValue[]): IterableIterator<SqlRow>;
  finalize(): void;
}
interface WasmDatabase {
  exec(sql: string): void;
  prepare(sql: string): WasmStatement;
  close(): void;
}
type WasmDatabaseClass = new (path: string, opts?: { fileMustExist?: boolean }) => WasmDatabase;

let Database: WasmDatabaseClass | undefined;

/**
 * SQLite compiled to WebAssembly (node-sqlite3-wasm, a plain dependency with no install step),
 * reading and writing the real file through Node's fs: the driver of last resort, for a Node
 * without node:sqlite (20) when better-sqlite3 has no binding. Its file lock is a `<db>.lock`
 * directory held for the length of a transaction (one writer at a time, other processes wait on
 * busy_timeout); it has no shared memory, so a store it creates keeps a rollback journal rather
 * than WAL, and a WAL store made by another driver is opened in exclusive locking mode.
 */
export function wasmUnavailable(): string | undefined {
  try {
    Database = (require('node-sqlite3-wasm') as { Database: WasmDatabaseClass }).Database;
    return undefined;
  } catch (err) {
    return `node-sqlite3-wasm: ${(err as Error).message.split('\n')[0]}`;
  }
}

/** sqlite3_errstr's texts, the only clue this driver gives, mapped back to their codes. */
const CODES: [RegExp, string][] = [
  [/database is locked/, 'SQLITE_BUSY'],
  [/database table is locked/, 'SQLITE_LOCKED'],
  [/readonly database/, 'SQLITE_READONLY'],
  [/disk I\/O error/, 'SQLITE_IOERR'],
  [/malformed/, 'SQLITE_CORRUPT'],
  [/database or disk is full/, 'SQLITE_FULL'],
  [/unable to open database file|Could not open the database/, 'SQLITE_CANTOPEN'],
  [/file is not a database/, 'SQLITE_NOTADB'],
  [/constraint failed/, 'SQLITE_CONSTRAINT'],
];

function toError(err: unknown): unknown {
  if (!(err instanceof Error) || err.name !== 'SQLite3Error') return err;
  return withCode(err, CODES.find(([re]) => re.test(err.message))?.[1] ?? 'SQLITE_ERROR');
}

export function openWasm(path: string, opts: OpenOptions): Connection {
  let db: WasmDatabase;
  if (opts.fileMustExist === true && !existsSync(path)) throw withCode(new Error('unable to open database file'), 'SQLITE_CANTOPEN');
  const unregister = registerLockOwner(path);
  try {
    db = new Database!(path, { fileMustExist: opts.fileMustExist ?? false });
    db.exec(`PRAGMA busy_timeout = ${opts.busyTimeoutMs}`);
    // Without shared memory SQLite reads a WAL database only in exclusive locking mode (wal.html §8).
    if (inWalMode(path)) db.exec('PRAGMA locking_mode = EXCLUSIVE');
  } catch (err) {
    unregister();
    throw toError(err);
  }
  return new Connection('sqlite-wasm', {
    exec: (sql) => db.exec(sql),
    prepare: (sql) => statement(db.prepare(sql)),
    close: () => {
      db.close();
      unregister();
    },
    toError,
  });
}

/** The database header's read/write versions (bytes 18–19) are 2 in WAL mode (fileformat2 §1.3.3). */
function inWalMode(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const header = Buffer.alloc(20);
    return readSync(fd, header, 0, 20, 0) === 20 && header[18] === 2;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function statement(s: WasmStatement): RawStatement {
  return {
    run: (p) => s.run(p),
    get: (p) => s.get(p) ?? undefined,
    all: (p) => s.all(p),
    iterate: (p) => s.iterate(p),
    finalize: () => s.finalize(),
  };
}
