import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import type { ScoreReportJson as ScoreReport } from '../../src/report/score-report.js';
import { SAMPLE_CORPUS, SAMPLE_SPANS_DIR, loadDemoPlan, tempDir } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

const corpus = parseCorpus(readFileSync(SAMPLE_CORPUS, 'utf8'), SAMPLE_CORPUS);
const splitOf = (id: string | undefined): string => (id === undefined ? 'none' : corpus.byId.get(id)?.split ?? 'none');
const scoredPlan = loadDemoPlan().flatMap((f) => f.turns).filter((t) => t.expected !== null);

async function score(...extra: string[]): Promise<ScoreReport> {
  const run = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--format', 'json', ...extra]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as ScoreReport;
}

describe('forbear score --split', () => {
  it('the sample corpus holds cases of both splits, and some demo turns answer held-out cases', () => {
    expect(corpus.corpus.cases.some((c) => c.split === 'holdout')).toBe(true);
    expect(scoredPlan.some((t) => splitOf(t.caseId) === 'holdout')).toBe(true);
  });

  it('--split holdout scores only the held-out cases and says so', async () => {
    const r = await score('--split', 'holdout');
    const expected = scoredPlan.filter((t) => splitOf(t.caseId) === 'holdout').map((t) => `${t.caseId} ${t.expected}`).sort();
    expect(r.results.map((x) => `${x.case_id} ${x.outcome}`).sort()).toEqual(expected);
    expect(r.cases.map((c) => c.case_id)).toEqual(corpus.corpus.cases.filter((c) => c.split === 'holdout').map((c) => c.id));
    expect(r.split).toEqual({
      selected: 'holdout',
      cases: r.cases.length,
      dev_cases: corpus.corpus.cases.length - r.cases.length,
      holdout_cases: r.cases.length,
      excluded_turns: scoredPlan.length - expected.length,
    });
    expect(r.summary.abstain.attempts + r.summary.act.attempts + r.summary.cannot.attempts).toBe(expected.length);
  });

  it('--split dev leaves the held-out cases out', async () => {
    const r = await score('--split', 'dev');
    expect(r.results.length).toBe(scoredPlan.filter((t) => splitOf(t.caseId) === 'dev').length);
    expect(r.results.every((x) => splitOf(x.case_id) === 'dev')).toBe(true);
    expect(r.cases.every((c) => c.split === 'dev')).toBe(true);
  });

  it('scores every split by default, and the report still names the split', async () => {
    const r = await score();
    expect(r.split).toMatchObject({ selected: 'all', excluded_turns: 0 });
    expect(r.results.length).toBe(scoredPlan.length);
    const text = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--split', 'holdout']);
    expect(text.stdout.split('\n')[1]).toMatch(/^split: holdout only — \d+ case\(s\) of \d+ dev, \d+ holdout; \d+ turn\(s\) of the other split not scored$/u);
    const all = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR]);
    expect(all.stdout.split('\n')[1]).toMatch(/^split: all \(\d+ dev, \d+ holdout\)$/u);
  });

  it('refuses an unknown split (exit 2)', async () => {
    const run = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--split', 'test']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--split');
  });
});

