/** A value SQLite stores or returns through any driver. */
export type SqlValue = string | number | bigint | null | Uint8Array;
export type SqlRow = Record<string, unknown>;

/** Which SQLite the database was opened with (src/store/sqlite/drivers.ts lists them in order). */
export type DriverName = 'better-sqlite3' | 'node:sqlite' | 'sqlite-wasm';

/** A prepared statement, the same whichever driver prepared it. */
export interface SqlStatement {
  run(...params: SqlValue[]): { changes: number; lastInsertRowid: number };
  get(...params: SqlValue[]): SqlRow | undefined;
  all(...params: SqlValue[]): SqlRow[];
  iterate(...params: SqlValue[]): IterableIterator<SqlRow>;
  /** The first column of the first row (`SELECT 1 …`, `SELECT MIN(…)`), undefined when no row. */
  value(...params: SqlValue[]): unknown;
  /** The first column of every row. */
  column(...params: SqlValue[]): unknown[];
}

export type TransactionMode = 'deferred' | 'immediate' | 'exclusive';

/**
 * The one boundary forbear's stores talk to SQLite through (issue 17: storage without a
 * compiler). Errors are SqliteError-like: a `code` of the form `SQLITE_BUSY`, whichever driver.
 */
export interface SqlDatabase {
  readonly driver: DriverName;
  readonly open: boolean;
  exec(sql: string): void;
  /** Cached by SQL text: a statement prepared again is the same one (the WASM driver must finalize each). */
  prepare(sql: string): SqlStatement;
  /** `PRAGMA <text>`: the first column of the first row it returns, if any. */
  pragma(text: string): unknown;
  /** Runs fn in a transaction (a savepoint when one is open): committed when fn returns, rolled back when it throws. */
  transaction<T>(fn: () => T, mode?: TransactionMode): T;
  close(): void;
}

/** A failure inside SQLite, with the code better-sqlite3 would give (`SQLITE_BUSY`, `SQLITE_NOTADB`, …). */
export class SqliteError extends Error {
  override name = 'SqliteError';
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

/** SQLite's primary result codes by number (sqlite3.h), for drivers that report numbers. */
const PRIMARY_CODES = ['OK', 'ERROR', 'INTERNAL', 'PERM', 'ABORT', 'BUSY', 'LOCKED', 'NOMEM', 'READONLY', 'INTERRUPT', 'IOERR', 'CORRUPT', 'NOTFOUND',
  'FULL', 'CANTOPEN', 'PROTOCOL', 'EMPTY', 'SCHEMA', 'TOOBIG', 'CONSTRAINT', 'MISMATCH', 'MISUSE', 'NOLFS', 'AUTH', 'FORMAT', 'RANGE', 'NOTADB', 'NOTICE', 'WARNING'];

export function codeName(errcode: number): string {
  return `SQLITE_${PRIMARY_CODES[errcode & 0xff] ?? 'ERROR'}`;
}
