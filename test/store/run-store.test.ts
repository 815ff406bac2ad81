import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openSqlite } from '../../src/store/sqlite/open-sqlite.js';
import { afterEach, describe, expect, it } from 'vitest';
import { RunStore } from '../../src/store/run-store.js';
import { APPLICATION_ID, SCHEMA_VERSION } from '../../src/store/schema.js';
import { StoreError } from '../../src/store/store-error.js';
import { tempDir } from '../helpers/index.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { attempts, makeReport, pairedCorpus } from '../helpers/results.js';

const corpus = pairedCorpus();
const cases = corpus.corpus.cases;
let cleanup = (): void => {};
afterEach(() => cleanup());

function freshStore(): { path: string; dir: string } {
  const t = tempDir('forbear-store-');
  cleanup = t.cleanup;
  return { dir: t.dir, path: join(t.dir, 'nested', 'forbear.db') };
}

describe('run store', () => {
  it('records a run with its labels, corpus, case hashes and every result, and reads it back', () => {
    const { path } = freshStore();
    const store = RunStore.open(path, { create: true });
    const report = makeReport(corpus, [...attempts('refund-which', 'PFP'), ...attempts('refund-named', 'PP')]);
    const info = store.record(report, { cases, labels: { model: 'm-1', prompt: 'v7' }, now: new Date('2026-03-02T10:00:00Z') });
    expect(info).toEqual({ run_id: 'run-a', recorded_at: '2026-03-02T10:00:00.000Z', labels: { model: 'm-1', prompt: 'v7' } });
    store.close();

    const again = RunStore.open(path, { create: false });
    const [listed] = again.list();
    expect(listed).toMatchObject({ run_id: 'run-a', labels: { model: 'm-1', prompt: 'v7' }, results: 5, corpus: { name: 'pairs', version: 2, sha256: corpus.sha256 } });
    expect(listed!.summary.abstain).toMatchObject({ attempts: 3, pass: 2 });
    const run = again.load('run-a');
    expect([...run.report.results].map((r) => `${r.case_id}#${r.attempt}:${r.outcome}`)).toEqual([...report.results].map((r) => `${r.case_id}#${r.attempt}:${r.outcome}`));
    expect(run.report.repeats).toEqual(report.repeats);
    expect(run.cases.map((c) => c.case_id)).toEqual(cases.map((c) => c.id));
    expect(new Set(run.cases.map((c) => c.content_sha256)).size).toBe(cases.length);
    again.close();
  });

  it('keeps every run: an id already taken gets a suffix, results with no run id get a generated one', () => {
    const { path } = freshStore();
    const store = RunStore.open(path, { create: true });
    const report = makeReport(corpus, attempts('refund-which', 'PP'));
    expect(store.record(report, { cases }).run_id).toBe('run-a');
    expect(store.record(report, { cases }).run_id).toBe('run-a.2');
    const untagged = makeReport(corpus, attempts('refund-which', 'P').map((r) => ({ ...r, run_id: null })));
    expect(store.record(untagged, { cases }).run_id).toMatch(/^run-\d{8}-\d{6}-[0-9a-f]{4}$/);
    expect(store.list().map((r) => r.run_id).slice(0, 2)).toEqual(['run-a', 'run-a.2']);
    expect(store.list(1)).toHaveLength(1);
    expect(store.load('previous').report.run.run_id).toBe('run-a.2');
    expect(() => store.load('nope')).toThrow(StoreError);
    store.close();
  });

  it('versions its schema with user_version and refuses a store from a newer forbear', () => {
    const { path } = freshStore();
    RunStore.open(path, { create: true }).close();
    const db = openSqlite(path, { busyTimeoutMs: 0 });
    expect(db.pragma('user_version')).toBe(SCHEMA_VERSION);
    expect(db.pragma('application_id')).toBe(APPLICATION_ID);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => RunStore.open(path, { create: false })).toThrow(/newer than this forbear understands/);
  });

  it('reading a store that does not exist is an error, and creates nothing', () => {
    const { dir } = freshStore();
    const path = join(dir, 'missing.db');
    expect(() => RunStore.open(path, { create: false })).toThrow(/no run store here/);
    expect(existsSync(path)).toBe(false);
  });

  it('several processes recording into a new store at once all succeed, each run whole', async () => {
    const { dir, path } = freshStore();
    const built = join(REPO_ROOT, 'dist', 'src', 'store', 'run-store.js');
    if (!existsSync(built)) throw new Error('dist/ is missing: run `npm run build` first');
    const { results, ...rest } = makeReport(corpus, attempts('refund-which', 'PFPF', 'same'));
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ rest, results: [...results], cases }));
    const child = join(dir, 'child.mjs');
    writeFileSync(child, `
      import { readFileSync } from 'node:fs';
      const { RunStore } = await import(${JSON.stringify(pathToFileURL(built).href)});
      const { rest, results, cases } = JSON.parse(readFileSync(${JSON.stringify(join(dir, 'run.json'))}, 'utf8'));
      const store = RunStore.open(${JSON.stringify(path)}, { create: true });
      process.stdout.write(store.record({ ...rest, results: Object.assign(results, { close() {} }) }, { cases }).run_id);
      store.close();
    `);
    const codes = await Promise.all(Array.from({ length: 4 }, () => new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const p = spawn(process.execPath, [child]);
      let out = '';
      let err = '';
      p.stdout.on('data', (d: Buffer) => (out += d.toString()));
      p.stderr.on('data', (d: Buffer) => (err += d.toString()));
      p.on('close', (code) => resolve({ code, out, err }));
    })));
    expect(codes.map((c) => c.err)).toEqual(['', '', '', '']);
    expect(codes.map((c) => c.out).sort()).toEqual(['same', 'same.2', 'same.3', 'same.4']);
    const store = RunStore.open(path, { create: false });
    expect(store.list().map((r) => r.results)).toEqual([4, 4, 4, 4]);
    store.close();
  });

  it('a process killed in the middle of writing a run leaves the store as it was', () => {
    const { dir, path } = freshStore();
    const store = RunStore.open(path, { create: true });
    store.record(makeReport(corpus, attempts('refund-which', 'PF', 'before')), { cases });
    store.close();

    const built = join(REPO_ROOT, 'dist', 'src', 'store', 'run-store.js');
    if (!existsSync(built)) throw new Error('dist/ is missing: run `npm run build` first');
    const report = makeReport(corpus, attempts('refund-which', 'PFPFPFPF', 'doomed'));
    const { results, ...rest } = report;
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ rest, results: [...results], cases }));
    // The child writes the run and SIGKILLs itself while the transaction is inserting results.
    const child = join(dir, 'child.mjs');
    writeFileSync(child, `
      import { readFileSync } from 'node:fs';
      const { RunStore } = await import(${JSON.stringify(pathToFileURL(built).href)});
      const { rest, results, cases } = JSON.parse(readFileSync(${JSON.stringify(join(dir, 'run.json'))}, 'utf8'));
      let yielded = 0;
      const log = { length: results.length, *[Symbol.iterator]() {
        for (const r of results) {
          // First pass picks the run id; the kill lands on the third insert of the second pass.
          if (++yielded === results.length + 3) { process.stderr.write('killing mid-transaction\\n'); process.kill(process.pid, 'SIGKILL'); }
          yield r;
        }
      } };
      const store = RunStore.open(${JSON.stringify(path)}, { create: true });
      store.record({ ...rest, results: log }, { cases });
      process.stderr.write('finished\\n');
    `);
    const run = spawnSync(process.execPath, [child], { encoding: 'utf8' });
    expect(run.stderr).toContain('killing mid-transaction');
    expect(run.stderr).not.toContain('finished');
    expect(run.signal).toBe('SIGKILL');

    const after = RunStore.open(path, { create: false });
    expect(after.list().map((r) => `${r.run_id}:${r.results}`)).toEqual(['before:2']);
    after.close();
    const db = openSqlite(path, { fileMustExist: true, busyTimeoutMs: 0 });
    expect(db.pragma('integrity_check')).toBe('ok');
    expect(db.prepare('SELECT COUNT(*) FROM results').value()).toBe(2);
    db.close();
  });
});
