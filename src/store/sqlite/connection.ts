import { SqliteError } from './sql-database.js';
import type { DriverName, SqlDatabase, SqlRow, SqlStatement, SqlValue, TransactionMode } from './sql-database.js';

/** What each driver supplies: its own statements, errors mapped to SqliteError by `toError`. */
export interface RawStatement {
  run(params: SqlValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(params: SqlValue[]): SqlRow | undefined;
  all(params: SqlValue[]): SqlRow[];
  iterate(params: SqlValue[]): IterableIterator<SqlRow>;
  finalize(): void;
}

export interface RawConnection {
  exec(sql: string): void;
  prepare(sql: string): RawStatement;
  close(): void;
  toError(err: unknown): unknown;
}

/**
 * The driver-independent half of SqlDatabase: statement cache, pragmas, transactions and error
 * codes are written once here, so the three drivers differ only in how they call SQLite.
 */
export class Connection implements SqlDatabase {
  private readonly statements = new Map<string, SqlStatement & { raw: RawStatement }>();
  private depth = 0;
  private isOpen = true;

  constructor(readonly driver: DriverName, private readonly raw: RawConnection) {}

  get open(): boolean {
    return this.isOpen;
  }

  exec(sql: string): void {
    this.guard(() => this.raw.exec(sql));
  }

  prepare(sql: string): SqlStatement {
    const cached = this.statements.get(sql);
    if (cached !== undefined) return cached;
    const raw = this.guard(() => this.raw.prepare(sql));
    const g = <T>(fn: () => T): T => this.guard(fn);
    const stmt = {
      raw,
      run: (...p: SqlValue[]) => g(() => {
        const r = raw.run(p);
        return { changes: Number(r.changes), lastInsertRowid: Number(r.lastInsertRowid) };
      }),
      get: (...p: SqlValue[]) => g(() => raw.get(p)),
      all: (...p: SqlValue[]) => g(() => raw.all(p)),
      iterate: (...p: SqlValue[]) => this.guardIterator(raw.iterate(p)),
      value: (...p: SqlValue[]) => g(() => firstColumn(raw.get(p))),
      column: (...p: SqlValue[]) => g(() => raw.all(p).map(firstColumn)),
    };
    this.statements.set(sql, stmt);
    return stmt;
  }

  pragma(text: string): unknown {
    return this.guard(() => {
      const stmt = this.raw.prepare(`PRAGMA ${text}`);
      try {
        return firstColumn(stmt.all([])[0]);
      } finally {
        stmt.finalize();
      }
    });
  }

  transaction<T>(fn: () => T, mode: TransactionMode = 'deferred'): T {
    const nested = this.depth > 0;
    const name = `forbear_${this.depth}`;
    this.exec(nested ? `SAVEPOINT ${name}` : `BEGIN ${mode.toUpperCase()}`);
    this.depth++;
    try {
      const result = fn();
      // A COMMIT that fails (SQLITE_BUSY, SQLITE_FULL) leaves the transaction open: rolled back below.
      this.exec(nested ? `RELEASE ${name}` : 'COMMIT');
      return result;
    } catch (err) {
      try {
        this.exec(nested ? `ROLLBACK TO ${name}; RELEASE ${name}` : 'ROLLBACK');
      } catch {
        // SQLite may already have rolled back (SQLITE_FULL, SQLITE_IOERR): the first error is the one to report.
      }
      throw err;
    } finally {
      this.depth--;
    }
  }

  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    for (const s of this.statements.values()) {
      try {
        s.raw.finalize();
      } catch {
        // A statement that failed is finalized all the same; closing must go on.
      }
    }
    this.statements.clear();
    this.guard(() => this.raw.close());
  }

  private guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      throw this.raw.toError(err);
    }
  }

  private *guardIterator(it: IterableIterator<SqlRow>): IterableIterator<SqlRow> {
    try {
      for (;;) {
        const next = this.guard(() => it.next());
        if (next.done === true) return;
        yield next.value;
      }
    } finally {
      // A loop left early must free the statement (better-sqlite3 refuses a busy one; WASM leaks it).
      it.return?.();
    }
  }
}

function firstColumn(row: SqlRow | undefined): unknown {
  if (row === undefined || row === null) return undefined;
  for (const k in row) return row[k];
  return undefined;
}

/** An error that already carries a SQLite code passes through; anything else keeps its identity. */
export function withCode(err: unknown, code: string | undefined): unknown {
  if (code === undefined || !(err instanceof Error)) return err;
  const e = new SqliteError(err.message, code);
  e.stack = err.stack;
  return e;
}
