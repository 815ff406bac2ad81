import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { availableDrivers, openSqliteWith, sqliteDriver } from '../../src/store/sqlite/open-sqlite.js';
import type { DriverName } from '../../src/store/sqlite/sql-database.js';
import { tempDir } from '../helpers/index.js';
import { REPO_ROOT } from '../helpers/cli.js';

/**
 * Storage without a compiler (issue 17): the run store and serve's span store reach SQLite
 * through one boundary with three drivers. Each driver that loads in this Node gets the same
 * checks, and a store written by one is read by every other, through the CLI as a user runs it.
 */
let cleanup = (): void => {};
afterEach(() => cleanup());
function dir(): string {
  const t = tempDir('forbear-drivers-');
  cleanup = t.cleanup;
  return t.dir;
}

const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
const drivers = availableDrivers();

describe('which SQLite drivers load', () => {
  it('node:sqlite from Node 22.13, the WebAssembly SQLite everywhere, and the process uses the first that loads', () => {
    expect(drivers.includes('node:sqlite')).toBe(major > 22 || (major === 22 && minor >= 13));
    expect(drivers).toContain('sqlite-wasm');
    if (process.env.FORBEAR_SQLITE_DRIVER === undefined) expect(sqliteDriver().name).toBe(drivers[0]);
  });
});

describe.each(drivers)('driver %s', (name: DriverName) => {
  const open = (path: string, busyTimeoutMs = 0) => openSqliteWith(name, path, { busyTimeoutMs });

  it('commits a transaction that returns, rolls back one that throws, and a nested one only to its savepoint', () => {
    const db = open(join(dir(), 't.db'));
    expect(db.driver).toBe(name);
    db.exec('CREATE TABLE t (x INTEGER)');
    db.transaction(() => db.prepare('INSERT INTO t VALUES (?)').run(1));
    expect(() => db.transaction(() => {
      db.prepare('INSERT INTO t VALUES (?)').run(2);
      throw new Error('boom');
    })).toThrow('boom');
    db.transaction(() => {
      db.prepare('INSERT INTO t VALUES (?)').run(3);
      expect(() => db.transaction(() => {
        db.prepare('INSERT INTO t VALUES (?)').run(4);
        throw new Error('inner');
      })).toThrow('inner');
    }, 'immediate');
    expect(db.prepare('SELECT x FROM t ORDER BY x').column()).toEqual([1, 3]);
    const info = db.prepare('INSERT INTO t VALUES (?)').run(5);
    expect(info).toEqual({ changes: 1, lastInsertRowid: 3 }); // rowids 1 and 2 taken; the rolled-back inserts left none
    db.close();
    expect(db.open).toBe(false);
  });

  it('says what went wrong with the SQLite code better-sqlite3 gives', () => {
    const d = dir();
    writeFileSync(join(d, 'text.db'), 'not a database, just text that is long enough to have a header'.repeat(20));
    const codeOf = (fn: () => unknown): unknown => {
      try {
        fn();
      } catch (err) {
        return (err as { code?: unknown }).code;
      }
      return 'no error';
    };
    expect(codeOf(() => open(join(d, 'text.db')).pragma('user_version'))).toBe('SQLITE_NOTADB');
    expect(codeOf(() => openSqliteWith(name, join(d, 'missing.db'), { fileMustExist: true, busyTimeoutMs: 0 }))).toBe('SQLITE_CANTOPEN');
    expect(existsSync(join(d, 'missing.db'))).toBe(false);
    const db = open(join(d, 'u.db'));
    db.exec('CREATE TABLE u (k TEXT PRIMARY KEY)');
    db.prepare('INSERT INTO u VALUES (?)').run('a');
    expect(codeOf(() => db.prepare('INSERT INTO u VALUES (?)').run('a'))).toMatch(/^SQLITE_CONSTRAINT/);
    db.close();
  });

  it('a second connection gets SQLITE_BUSY while the first holds the write lock, and goes on once it is released', () => {
    const path = join(dir(), 'b.db');
    const first = open(path);
    first.exec('CREATE TABLE t (x INTEGER)');
    const second = open(path, 50);
    first.exec('BEGIN IMMEDIATE');
    first.prepare('INSERT INTO t VALUES (1)').run();
    expect(() => second.transaction(() => second.prepare('INSERT INTO t VALUES (2)').run(), 'immediate')).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
    first.exec('COMMIT');
    second.transaction(() => second.prepare('INSERT INTO t VALUES (2)').run(), 'immediate');
    expect(first.prepare('SELECT COUNT(*) FROM t').value()).toBe(2);
    first.close();
    second.close();
  });

  it('a transaction whose commit is refused (a reader holds the file) is rolled back, and the next one goes through', () => {
    const path = join(dir(), 'c.db');
    const writer = open(path);
    writer.pragma('journal_mode = DELETE'); // in WAL a reader never blocks a commit
    writer.exec('CREATE TABLE t (x INTEGER)');
    const reader = open(path);
    reader.exec('BEGIN');
    reader.prepare('SELECT COUNT(*) FROM t').value();
    expect(() => writer.transaction(() => writer.prepare('INSERT INTO t VALUES (?)').run(1))).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
    reader.exec('COMMIT');
    writer.transaction(() => writer.prepare('INSERT INTO t VALUES (?)').run(2));
    expect(reader.prepare('SELECT x FROM t').column()).toEqual([2]);
    writer.close();
    reader.close();
  });

  it('a loop that stops early over iterate() leaves the statement usable', () => {
    const db = open(join(dir(), 'i.db'));
    db.exec('CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2), (3);');
    const stmt = db.prepare('SELECT x FROM t WHERE x >= ? ORDER BY x');
    for (const row of stmt.iterate(1)) {
      expect(row).toEqual({ x: 1 });
      break;
    }
    expect(stmt.all(2).map((r) => ({ ...r }))).toEqual([{ x: 2 }, { x: 3 }]);
    db.close();
  });
});

describe('the WebAssembly driver\'s file lock', () => {
  it('a lock left by a killed process is cleared on open; a live connection\'s lock is kept', () => {
    const path = join(dir(), 'w.db');
    const setup = openSqliteWith('sqlite-wasm', path, { busyTimeoutMs: 0 });
    setup.exec('CREATE TABLE t (x INTEGER)');
    setup.close();
    // What kill -9 inside a transaction leaves: the lock directory, and an owner that is gone.
    mkdirSync(`${path}.lock`);
    mkdirSync(`${path}.lock-owners`);
    writeFileSync(`${path}.lock-owners/999999999-1`, '');
    const db = openSqliteWith('sqlite-wasm', path, { busyTimeoutMs: 0 });
    db.prepare('INSERT INTO t VALUES (1)').run();
    db.exec('BEGIN IMMEDIATE');
    const other = openSqliteWith('sqlite-wasm', path, { busyTimeoutMs: 0 });
    expect(() => other.prepare('INSERT INTO t VALUES (2)').run()).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
    db.exec('COMMIT');
    other.prepare('INSERT INTO t VALUES (2)').run();
    db.close();
    other.close();
    expect(existsSync(`${path}.lock`)).toBe(false);
    expect(existsSync(`${path}.lock-owners`)).toBe(false);
  });
});

describe('a run store is the same file whichever driver wrote it', () => {
  const bin = join(REPO_ROOT, 'bin', 'forbear.js');
  const cli = (driver: DriverName, args: string[]) => spawnSync(process.execPath, [bin, ...args], {
    cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, FORBEAR_SQLITE_DRIVER: driver, FORBEAR_STORE: '' },
  });

  it('each driver records a run with score --store, and every driver lists all of them (runs list --verbose names the driver)', () => {
    const store = join(dir(), 'runs.db');
    for (const w of drivers) {
      const r = cli(w, ['score', '--quiet', '--verbose', '--store', store, '--label', `writer=${w}`, '--cases', 'samples/corpus.yaml', 'samples/spans']);
      expect(r.stderr).toBe(`forbear: run store ${store}: SQLite via ${w}\n`);
      expect(r.status).toBe(0);
    }
    for (const reader of drivers) {
      const r = cli(reader, ['runs', 'list', '--verbose', '--format', 'json', '--store', store]);
      expect(r.stderr).toBe(`forbear: run store ${store}: SQLite via ${reader}\n`);
      expect(r.status).toBe(0);
      const listed = JSON.parse(r.stdout) as { runs: { labels: Record<string, string> }[] };
      expect(listed.runs.map((run) => run.labels.writer)).toEqual(drivers);
    }
  }, 120_000);

  it('a driver FORBEAR_SQLITE_DRIVER names that cannot load is one line and exit 2', () => {
    const r = spawnSync(process.execPath, [bin, 'runs', 'list', '--store', join(dir(), 'x.db')], { encoding: 'utf8', env: { ...process.env, FORBEAR_SQLITE_DRIVER: 'sqlite4' } });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^forbear: .*x\.db: cannot open the run store: FORBEAR_SQLITE_DRIVER=sqlite4: expected one of better-sqlite3, node:sqlite, sqlite-wasm\n$/);
  });
});
