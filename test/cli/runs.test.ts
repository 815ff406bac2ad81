import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreReportJson } from '../../src/report/score-report.js';
import type { RunDiff } from '../../src/report/run-diff.js';
import type { Trend } from '../../src/report/trend.js';
import { otlpJsonFor, tempDir } from '../helpers/index.js';
import type { ScriptedTurn } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';
import { PAIRED_CORPUS_YAML } from '../helpers/results.js';
import { findAll, parseXml } from '../helpers/xml.js';

const t = tempDir('forbear-runs-');
const corpus = join(t.dir, 'pairs.yaml');
const store = join(t.dir, 'history.db');
const spansA = join(t.dir, 'a.jsonl');
const spansB = join(t.dir, 'b.jsonl');

const asks: Omit<ScriptedTurn, 'tags'> = { user: 'refund my order', steps: [], reply: 'Which order do you mean: #12 or #13?' };
const refunds: Omit<ScriptedTurn, 'tags'> = { user: 'refund my order', steps: [{ name: 'refund', args: { order: 12 } }], reply: 'Done, I refunded order #12.' };
const actsRight: Omit<ScriptedTurn, 'tags'> = { user: 'refund order 12', steps: [{ name: 'refund', args: { order: 12 } }], reply: 'Done, order #12 is refunded.' };

function turns(runId: string, plan: [string, Omit<ScriptedTurn, 'tags'>][]): ScriptedTurn[] {
  const seen = new Map<string, number>();
  return plan.map(([caseId, turn], i) => {
    const attempt = (seen.get(caseId) ?? 0) + 1;
    seen.set(caseId, attempt);
    return { ...turn, conversationId: `${runId}-${i}`, tags: { caseId, runId, attempt }, startMs: Date.UTC(2026, 2, 2, 9, 0, 0) + i * 120_000 };
  });
}

beforeAll(() => {
  writeFileSync(corpus, PAIRED_CORPUS_YAML);
  // Run A: the abstain case always asks; its act twin always acts.
  writeFileSync(spansA, otlpJsonFor(turns('run-A', [['refund-which', asks], ['refund-which', asks], ['refund-which', asks],
    ['refund-named', actsRight], ['refund-named', actsRight], ['refund-named', actsRight]])));
  // Run B: the abstain case now refunds every time; one more attempt died with no reply.
  writeFileSync(spansB, otlpJsonFor(turns('run-B', [['refund-which', refunds], ['refund-which', refunds], ['refund-which', refunds],
    ['refund-named', actsRight], ['refund-named', actsRight], ['refund-named', actsRight],
    ['refund-which', { user: 'refund my order', steps: [], reply: '', rootError: 'RateLimitError' }]])));
});
afterAll(() => t.cleanup());

describe('forbear score --store, runs and report', () => {
  it('records each run with its labels; runs list and report show them oldest first', async () => {
    const a = await runCli(['score', '--cases', corpus, spansA, '--store', store, '--label', 'model=m-1', '--label', 'prompt=v1']);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain('run run-A recorded');
    const b = await runCli(['score', '--cases', corpus, spansB, '--store', store, '--label', 'model=m-2', '--format', 'json']);
    expect(b.code).toBe(0);
    const report = JSON.parse(b.stdout) as ScoreReportJson;
    expect(report.run).toMatchObject({ run_id: 'run-B', labels: { model: 'm-2' } });
    // The errored attempt with no reply is counted apart, not scored as a fail.
    expect(report.repeats!.infra_failures).toBe(1);
    expect(report.summary.abstain.attempts).toBe(3);

    const list = await runCli(['runs', 'list', '--store', store]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/run-A .*100\.0 % .*0\.0 % .*model=m-1, prompt=v1[\s\S]*run-B .*0\.0 % .*100\.0 %/);
    const trend = JSON.parse((await runCli(['report', '--store', store, '--format', 'json'])).stdout) as Trend;
    expect(trend.runs.map((r) => [r.run_id, r.summary.abstain.forced_action_rate])).toEqual([['run-A', 0], ['run-B', 1]]);
    const last = JSON.parse((await runCli(['report', '--store', store, '--last', '1', '--format', 'json'])).stdout) as Trend;
    expect(last.runs.map((r) => r.run_id)).toEqual(['run-B']);
  });

  it('runs show gives back the report score printed', async () => {
    const shown = JSON.parse((await runCli(['runs', 'show', 'run-A', '--store', store, '--format', 'json'])).stdout) as ScoreReportJson;
    const scored = JSON.parse((await runCli(['score', '--cases', corpus, spansA, '--no-store', '--format', 'json'])).stdout) as ScoreReportJson;
    expect(shown.summary).toEqual(scored.summary);
    expect(shown.results.map((r) => r.trace_id)).toEqual(scored.results.map((r) => r.trace_id));
    expect(scored.run).toBeUndefined();
    // The errored attempt is counted on its own line, not listed among the agent's failing attempts.
    const text = (await runCli(['runs', 'show', 'run-B', '--store', store])).stdout;
    expect(text).toContain('infrastructure failures: 1 (errored with no reply; in no denominator)');
    expect(text).toContain('failing attempts (3)');
  });

  it('runs diff names the regression and tests it with McNemar', async () => {
    const run = await runCli(['runs', 'diff', 'run-A', 'run-B', '--store', store, '--format', 'json']);
    expect(run.code).toBe(0);
    const diff = JSON.parse(run.stdout) as RunDiff;
    expect(diff.cases.find((c) => c.case_id === 'refund-which')).toMatchObject({ change: 'regressed', base: { passes: 3, attempts: 3 }, new: { passes: 0, attempts: 3 } });
    expect(diff.cases.find((c) => c.case_id === 'refund-named')!.change).toBe('unchanged');
    expect(diff.mcnemar).toMatchObject({ pairs: 6, base_only_pass: 3, new_only_pass: 0 });
    expect(diff.mcnemar.p_value).toBeCloseTo(0.25, 12);
    expect(diff.warnings).toEqual([]);
    const text = await runCli(['runs', 'diff', 'run-A', 'run-B', '--store', store]);
    expect(text.stdout).toMatch(/refund-which\s+abstain\s+3\/3\s+0\/3\s+regressed/);
    const junit = parseXml((await runCli(['runs', 'diff', 'run-A', 'run-B', '--store', store, '--format', 'junit'])).stdout);
    expect(findAll(junit, 'failure').length).toBe(1);
  });

  it('warns, rather than comparing silently, when the corpus version or a case changed', async () => {
    const v3 = join(t.dir, 'pairs-v3.yaml');
    writeFileSync(v3, PAIRED_CORPUS_YAML.replace('version: 2', 'version: 3').replace('user_turn: "refund my order"', 'user_turn: "refund my order please"'));
    const c = await runCli(['score', '--cases', v3, spansA, '--store', store, '--quiet']);
    expect(c.code).toBe(0);
    const run = await runCli(['runs', 'diff', 'run-A', 'latest', '--store', store]);
    expect(run.stderr).toContain('different corpus versions: pairs v2 and pairs v3');
    expect(run.stderr).toMatch(/1 case\(s\) changed content between the runs.*refund-which/);
    expect(run.stdout).toContain('warning: the runs used different corpus versions');
  });

  it('score --baseline puts the diff in the Markdown for a pull request', async () => {
    const md = await runCli(['score', '--cases', corpus, spansB, '--store', store, '--baseline', 'run-A', '--format', 'markdown']);
    expect(md.code).toBe(0);
    expect(md.stdout).toContain('vs `run-A`: 1 regressed, 0 fixed, 0 flaky');
    expect(md.stdout).toMatch(/\| refund-which \| :red_circle: regressed \| 3\/3 \| 0\/3 \|/);
  });

  it('a missing store, an unknown run or a bad label is a usage error (exit 2)', async () => {
    const missing = await runCli(['runs', 'list', '--store', join(t.dir, 'nope.db')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no run store here');
    const unknown = await runCli(['runs', 'show', 'run-Z', '--store', store]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no run "run-Z"');
    const label = await runCli(['score', '--cases', corpus, spansA, '--store', store, '--label', 'oops']);
    expect(label.code).toBe(2);
    expect(label.stderr).toContain('--label: expected key=value');
    const unusable = await runCli(['score', '--cases', corpus, spansA, '--store', join(corpus, 'under-a-file.db')]);
    expect(unusable.code).toBe(2);
    expect(unusable.stderr).toMatch(/--store .*under-a-file\.db: cannot open the run store: .*\(--no-store skips recording\)/);
    expect(unusable.stdout).toBe('');
    const baseline = await runCli(['score', '--cases', corpus, spansA, '--store', store, '--baseline', 'run-Z']);
    expect(baseline.code).toBe(2);
    expect(baseline.stderr).toContain('--baseline: ');
    expect(baseline.stdout).toBe('');
  });

  it('records into ./.forbear/forbear.db by default; --no-store writes nothing', async () => {
    const cwd = tempDir('forbear-cwd-');
    try {
      expect((await runCli(['score', '--cases', corpus, spansA, '--no-store'], { cwd: cwd.dir })).code).toBe(0);
      expect(existsSync(join(cwd.dir, '.forbear'))).toBe(false);
      expect((await runCli(['score', '--cases', corpus, spansA], { cwd: cwd.dir })).code).toBe(0);
      const list = await runCli(['runs', 'list', '--format', 'json'], { cwd: cwd.dir });
      expect((JSON.parse(list.stdout) as Trend).runs.map((r) => r.run_id)).toEqual(['run-A']);
      expect(existsSync(join(cwd.dir, '.forbear', 'forbear.db'))).toBe(true);
    } finally {
      cwd.cleanup();
    }
  });

  it('progress stays off stderr when it is not a terminal', async () => {
    const run = await runCli(['score', '--cases', corpus, spansA, '--no-store']);
    expect(run.stderr).toBe('');
  });
});
