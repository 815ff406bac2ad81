import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSqlite } from '../../src/store/sqlite/open-sqlite.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunDiff } from '../../src/report/run-diff.js';
import type { ScoreReportJson } from '../../src/report/score-report.js';
import type { Trend } from '../../src/report/trend.js';
import { SCHEMA_VERSION } from '../../src/store/schema.js';
import { otlpJsonFor, tempDir } from '../helpers/index.js';
import type { ScriptedTurn } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';
import { PAIRED_CORPUS_YAML } from '../helpers/results.js';

const t = tempDir('forbear-store-edges-');
const corpus = join(t.dir, 'pairs.yaml');
const spans = (name: string, runId: string, reply: string): string => {
  const path = join(t.dir, name);
  const turns: ScriptedTurn[] = [1, 2].map((attempt) => ({
    user: 'refund my order', steps: [], reply, conversationId: `${runId}-${attempt}`,
    tags: { caseId: 'refund-which', runId, attempt }, startMs: Date.UTC(2026, 2, 2, 9, 0, 0) + attempt * 120_000,
  }));
  writeFileSync(path, otlpJsonFor(turns));
  return path;
};
let asks = '';

beforeAll(() => {
  writeFileSync(corpus, PAIRED_CORPUS_YAML);
  asks = spans('asks.jsonl', 'run-A', 'Which order do you mean: #12 or #13?');
});
afterAll(() => t.cleanup());

const score = (store: string, input: string, ...more: string[]) => runCli(['score', '--cases', corpus, input, '--store', store, '--quiet', ...more]);

describe('the run store refuses what it cannot read, clearly and with exit 2', () => {
  it('a file that is not a database', async () => {
    const bad = join(t.dir, 'garbage.db');
    writeFileSync(bad, 'this is not sqlite at all, just some text that happens to be here\n'.repeat(20));
    const list = await runCli(['runs', 'list', '--store', bad]);
    expect(list.code).toBe(2);
    expect(list.stderr).toMatch(/garbage\.db: not a forbear run store/);
    const rec = await score(bad, asks);
    expect(rec.code).toBe(2);
    expect(rec.stderr).toMatch(/--store .*garbage\.db: not a forbear run store/);
    expect(rec.stdout).toBe('');
  });

  it('another application\'s SQLite database is left untouched, not given forbear tables', async () => {
    const foreign = join(t.dir, 'app.db');
    const db = openSqlite(foreign, { busyTimeoutMs: 0 });
    db.exec('CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO users (name) VALUES (\'ada\')');
    db.close();
    const before = readFileSync(foreign);
    for (const args of [['runs', 'list', '--store', foreign], ['report', '--store', foreign], ['runs', 'show', 'latest', '--store', foreign]]) {
      const r = await runCli(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('not a forbear run store (a SQLite database with other tables: users)');
    }
    const rec = await score(foreign, asks);
    expect(rec.code).toBe(2);
    expect(rec.stderr).toContain('not a forbear run store');
    expect(readFileSync(foreign).equals(before)).toBe(true);
  });

  it('a damaged store: corrupted pages, or a stored report that no longer parses', async () => {
    const store = join(t.dir, 'damaged.db');
    expect((await score(store, asks)).code).toBe(0);
    // Every page after the first (which holds the schema) overwritten.
    const bytes = readFileSync(store);
    expect(bytes.length).toBeGreaterThan(4096 * 2);
    const pageSize = bytes.readUInt16BE(16);
    bytes.fill(0xa5, pageSize);
    const corrupt = join(t.dir, 'corrupt-pages.db');
    writeFileSync(corrupt, bytes);
    for (const args of [['runs', 'list', '--store', corrupt], ['runs', 'show', 'latest', '--store', corrupt], ['score', '--cases', corpus, asks, '--store', corrupt]]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/corrupt-pages\.db: .*(damaged|malformed)/);
      expect(r.stderr).not.toContain('internal error');
    }
    const db = openSqlite(store, { busyTimeoutMs: 0 });
    db.prepare("UPDATE runs SET report = '{\"summary\": ' WHERE id = 'run-A'").run();
    db.close();
    for (const args of [['runs', 'list', '--store', store], ['runs', 'show', 'run-A', '--store', store], ['report', '--store', store]]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/damaged\.db: cannot read (the runs|run run-A): the run store is damaged/);
    }
  });

  it('a store from a newer forbear is refused by every command', async () => {
    const store = join(t.dir, 'newer.db');
    expect((await score(store, asks)).code).toBe(0);
    const db = openSqlite(store, { busyTimeoutMs: 0 });
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    for (const args of [['runs', 'list', '--store', store], ['runs', 'diff', 'latest', 'latest', '--store', store], ['score', '--cases', corpus, asks, '--store', store]]) {
      const r = await runCli(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`schema version ${SCHEMA_VERSION + 1}, newer than this forbear understands \\(${SCHEMA_VERSION}\\); upgrade forbear`));
    }
  });
});

describe('run references and history windows', () => {
  it('latest and previous with too few runs, and --last N beyond the runs there are', async () => {
    const store = join(t.dir, 'refs.db');
    expect((await score(store, asks)).code).toBe(0);
    const prev = await runCli(['runs', 'show', 'previous', '--store', store]);
    expect(prev.code).toBe(2);
    expect(prev.stderr).toContain('no run is the previous one');
    const diff = await runCli(['runs', 'diff', 'previous', 'latest', '--store', store]);
    expect(diff.code).toBe(2);
    const report = await runCli(['report', '--store', store, '--last', '5', '--format', 'json']);
    expect(report.code).toBe(0);
    expect((JSON.parse(report.stdout) as Trend).runs.map((r) => r.run_id)).toEqual(['run-A']);
    expect((await runCli(['report', '--store', store, '--last', '0'])).code).toBe(2);
  });

  it('a run tagged forbear.run.id=latest cannot shadow the newest run', async () => {
    const store = join(t.dir, 'reserved.db');
    const named = spans('named-latest.jsonl', 'latest', 'Which order do you mean?');
    const rec = await score(store, named, '--format', 'json');
    expect(rec.code).toBe(0);
    expect((JSON.parse(rec.stdout) as ScoreReportJson).run!.run_id).toBe('latest.2');
    expect((await score(store, asks)).code).toBe(0);
    const show = await runCli(['runs', 'show', 'latest', '--store', store, '--format', 'json']);
    expect((JSON.parse(show.stdout) as ScoreReportJson).run!.run_id).toBe('run-A');
    const byId = await runCli(['runs', 'show', 'latest.2', '--store', store, '--format', 'json']);
    expect((JSON.parse(byId.stdout) as ScoreReportJson).run!.run_id).toBe('latest.2');
  });

  it('two score --store at once into the same new store both record a whole run', async () => {
    const store = join(t.dir, 'concurrent.db');
    const [a, b] = await Promise.all([score(store, asks, '--label', 'who=a'), score(store, asks, '--label', 'who=b')]);
    expect([a.code, b.code]).toEqual([0, 0]);
    const list = JSON.parse((await runCli(['runs', 'list', '--store', store, '--format', 'json'])).stdout) as Trend;
    expect(list.runs.map((r) => r.run_id).sort()).toEqual(['run-A', 'run-A.2']);
    expect(list.runs.map((r) => r.labels.who).sort()).toEqual(['a', 'b']);
    expect(list.runs.map((r) => r.results)).toEqual([2, 2]);
  });

  it('runs diff of runs over different corpora and case sets warns instead of comparing silently', async () => {
    const store = join(t.dir, 'corpora.db');
    const other = join(t.dir, 'other.yaml');
    writeFileSync(other, PAIRED_CORPUS_YAML.replace('corpus: pairs', 'corpus: billing').replace(/ {2}- \{ id: teleport.*\n/, ''));
    expect((await score(store, asks)).code).toBe(0);
    const refunds = spans('acts.jsonl', 'run-B', 'Which order?');
    expect((await runCli(['score', '--cases', other, refunds, '--store', store, '--quiet'])).code).toBe(0);
    const d = await runCli(['runs', 'diff', 'run-A', 'run-B', '--store', store, '--format', 'json']);
    expect(d.code).toBe(0);
    const diff = JSON.parse(d.stdout) as RunDiff;
    expect(diff.warnings.join('\n')).toContain('the runs scored different corpora: pairs and billing');
    expect(d.stderr).toContain('forbear: warning: the runs scored different corpora');
    expect(diff.cases.find((c) => c.case_id === 'teleport')?.change).toBe('not_attempted');
  });
});
