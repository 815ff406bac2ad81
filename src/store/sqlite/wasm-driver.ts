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
  /** sqlite3_reset (node-sqlite3-wasm 0.8.60 calls it only before the next bind). */
  _reset?(): boolean;
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
    prepare: (sql) => statement(db, sql),
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

/**
 * node-sqlite3-wasm resets a statement before binding and throws when the reset reports the
 * previous step's error ("Could not reset statement prior to binding new values"): a statement
 * that failed once (SQLITE_BUSY) would fail its next use too. So one that fails is finalized and
 * prepared afresh on its next use, as the other drivers behave.
 */
function statement(db: WasmDatabase, sql: string): RawStatement {
  let s: WasmStatement | undefined = db.prepare(sql);
  const use = <T>(fn: (st: WasmStatement) => T): T => {
    s ??= db.prepare(sql);
    try {
      return fn(s);
    } catch (err) {
      try {
        s.finalize();
      } catch {
        // finalize reports the same failure again; the statement is freed all the same.
      }
      s = undefined;
      throw err;
    }
  };
  // A statement left mid-result (get stops at the first row; a loop may stop early) keeps its read
  // lock — here the whole-file `<db>.lock` — until it is reset, so it is reset as soon as it is done.
  const done = (st: WasmStatement): void => void st._reset?.();
  return {
    run: (p) => use((st) => st.run(p)),
    get: (p) => use((st) => {
      try {
        return st.get(p) ?? undefined;
      } finally {
        done(st);
      }
    }),
    all: (p) => use((st) => st.all(p)),
    iterate: (p) => use((st) => (function* rows(): IterableIterator<SqlRow> {
      try {
        yield* st.iterate(p);
      } finally {
        done(st);
      }
    })()),
    finalize: () => {
      s?.finalize();
      s = undefined;
    },
  };
}
