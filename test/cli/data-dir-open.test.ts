/**
 * Issue 20 items 2, 6 and 12: a data dir or run store forbear cannot or must not use is a usage
 * error (exit 2) that names the path and says why — never a loop, never ENOENT or
 * SQLITE_IOERR_LOCK, never someone else's database changed.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSqlite } from '../../src/store/sqlite/open-sqlite.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import { SpanStore } from '../../src/serve/span-store.js';
import type { CliRun } from '../helpers/cli.js';

const BIN = fileURLToPath(new URL('../../bin/forbear.js', import.meta.url));
const SAMPLE_SPANS = fileURLToPath(new URL('../../samples/spans/', import.meta.url));
const serveArgs = (dataDir: string): string[] => ['serve', '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', dataDir];

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir('forbear-data-dir-');
});
afterEach(() => tmp.cleanup());

/** The CLI as the test's own user, killed if it hangs (the bugs here were hangs: no child may outlive the test). */
const runBounded = (args: string[]): Promise<CliRun> => runAsUser(args, 20_000, false);

/**
 * Runs the CLI as a user whom the file modes bind: root ignores them (CAP_DAC_OVERRIDE), and CI
 * machines run as root, so there the child keeps uid 0 but loses the override (util-linux
 * `setpriv`). It still reads the clone wherever CI put it, which a switch to `nobody` could not.
 */
function runAsUser(args: string[], timeoutMs = 20_000, asUser = true): Promise<CliRun> {
  const asRoot = asUser && process.getuid?.() === 0;
  const [cmd, argv] = asRoot
    ? ['setpriv', ['--bounding-set', '-dac_override,-dac_read_search', process.execPath, BIN, ...args]]
    : [process.execPath, [BIN, ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A directory the test user can write, then (optionally) made read-only for them. */
function userDir(name: string): string {
  const dir = join(tmp.dir, name);
  mkdirSync(dir);
  chmodSync(tmp.dir, 0o755);
  return dir;
}

describe('a data dir that cannot be created', () => {
  it('serve --data-dir under /proc exits 2 at once naming the path, instead of looping on mkdir', async () => {
    const started = Date.now();
    const run = await runAsUser(serveArgs('/proc/forbear-test/data'), 15_000);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('forbear: --data-dir /proc/forbear-test/data: cannot create /proc/forbear-test: its parent takes no new entries (a virtual file system such as /proc?)\n');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('score --store under /proc exits 2 naming the store', async () => {
    const run = await runBounded(['score', '--cases', SAMPLE_CORPUS, '--quiet', '--store', '/proc/forbear-test/y.db', SAMPLE_SPANS]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^forbear: --store \/proc\/forbear-test\/y\.db: cannot open the run store: \/proc\/forbear-test: cannot create the directory: its parent takes no new entries/mu);
  });
});

describe('a judge cache that cannot be created', () => {
  it('score --judge-cache under /proc exits 2 naming the flag, before any judge call', async () => {
    const run = await runBounded(['score', '--cases', SAMPLE_CORPUS, '--no-store', '--quiet', '--judge', 'both', '--judge-url', 'http://127.0.0.1:9/v1', '--judge-model', 'm',
      '--judge-cache', '/proc/forbear-test/cache', SAMPLE_SPANS]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('forbear: --judge-cache /proc/forbear-test/cache: cannot create /proc/forbear-test: its parent takes no new entries (a virtual file system such as /proc?) ("off" disables the cache)\n');
  });
});

describe('a read-only data dir or store says it is read-only', () => {
  it('serve on a read-only existing data dir', async () => {
    const dataDir = userDir('data');
    // A store as a first start leaves it, then the directory made read-only.
    new SpanStore(dataDir).close();
    chmodSync(dataDir, 0o555);
    const run = await runAsUser(serveArgs(dataDir));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`forbear: --data-dir ${dataDir}: is read-only: forbear must write here (EACCES: permission denied)\n`);
  });

  it('serve with a data dir to make inside a read-only directory', async () => {
    const parent = userDir('parent');
    chmodSync(parent, 0o555);
    const run = await runAsUser(serveArgs(join(parent, 'data')));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`forbear: --data-dir ${join(parent, 'data')}: cannot create the directory: its parent is read-only (EACCES: permission denied)\n`);
  });

  it('score --store in a read-only directory, and runs list on it', async () => {
    const dir = userDir('store');
    const store = join(dir, 'f.db');
    expect((await runAsUser(['score', '--cases', SAMPLE_CORPUS, '--quiet', '--store', store, SAMPLE_SPANS])).code).toBe(0);
    chmodSync(dir, 0o555);
    const scored = await runAsUser(['score', '--cases', SAMPLE_CORPUS, '--quiet', '--store', store, SAMPLE_SPANS]);
    expect(scored.code).toBe(2);
    expect(scored.stderr).toContain(`forbear: --store ${store}: cannot open the run store: ${dir}: is read-only: forbear must write here (EACCES: permission denied)`);
    const listed = await runAsUser(['runs', 'list', '--store', store]);
    expect(listed.code).toBe(2);
    expect(listed.stderr).toContain(`${dir}: is read-only`);
  });
});

describe("another application's database in the data dir", () => {
  it('is refused, and left exactly as it was (no tables added, journal mode unchanged)', async () => {
    const dataDir = join(tmp.dir, 'data');
    mkdirSync(dataDir);
    const file = join(dataDir, 'forbear.sqlite');
    const other = openSqlite(file, { busyTimeoutMs: 0 });
    other.exec("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers (name) VALUES ('Ada');");
    other.close();
    const before = readFileSync(file);
    const run = await runBounded(serveArgs(dataDir));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`forbear: --data-dir ${dataDir}: ${file}: it is a SQLite database with other tables (customers), not a forbear span store; forbear will not write to it: use another --data-dir\n`);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = openSqlite(file, { fileMustExist: true, busyTimeoutMs: 0 });
    expect(reopened.pragma('journal_mode')).toBe('delete');
    expect(reopened.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").column()).toEqual(['customers']);
    reopened.close();
  });

  it('a run store in the data dir, and a data dir\'s span store given as --store, are each told what they are', async () => {
    const dataDir = join(tmp.dir, 'data');
    mkdirSync(dataDir);
    new SpanStore(dataDir).close();
    const asStore = await runBounded(['runs', 'list', '--store', join(dataDir, 'forbear.sqlite')]);
    expect(asStore.code).toBe(2);
    expect(asStore.stderr).toContain('not a forbear run store (it is the span store of a forbear serve --data-dir)');
    const other = join(tmp.dir, 'other');
    mkdirSync(other);
    expect((await runBounded(['score', '--cases', SAMPLE_CORPUS, '--quiet', '--store', join(other, 'forbear.sqlite'), SAMPLE_SPANS])).code).toBe(0);
    const asDataDir = await runBounded(serveArgs(other));
    expect(asDataDir.code).toBe(2);
    expect(asDataDir.stderr).toContain('it is a forbear run store (forbear score --store), not the span store of a data dir');
  });

  it('one that names itself by application_id is refused too', async () => {
    const dataDir = join(tmp.dir, 'data');
    mkdirSync(dataDir);
    const other = openSqlite(join(dataDir, 'forbear.sqlite'), { busyTimeoutMs: 0 });
    other.pragma('application_id = 1234');
    other.close();
    const run = await runBounded(serveArgs(dataDir));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("it is another application's SQLite database (application_id 1234)");
  });
});
