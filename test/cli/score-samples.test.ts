import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScoreReportJson as ScoreReport } from '../../src/report/score-report.js';
import { SAMPLE_CORPUS, SAMPLE_SPANS_DIR, loadDemoPlan, tempDir } from '../helpers/index.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

describe('forbear score over the shipped samples (the demo)', () => {
  it('prints the three numbers with counts and intervals, and exits 0', async () => {
    const run = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/abstain pass rate\s+\d+\.\d %\s+\[\d+\.\d, \d+\.\d\]\s+\d+\/\d+/);
    expect(run.stdout).toMatch(/forced-action rate\s+\d+\.\d %/);
    expect(run.stdout).toMatch(/false-ask rate\s+\d+\.\d %/);
    for (const o of ['fail_implicit_abstention', 'fail_post_hoc', 'fail_no_abstention']) expect(run.stdout).toContain(o);
    expect(run.stdout).toContain('by scenario');
    expect(run.stdout).toContain('unmatched turns (1, not scored)');
  });

  it('gives every demo turn the outcome its script expects, and scores nothing else', async () => {
    const run = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--format', 'json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as ScoreReport;
    const plan = loadDemoPlan().flatMap((f) => f.turns);
    const expected = plan.filter((t) => t.expected !== null).map((t) => `${t.caseId}#${t.attempt ?? '-'} ${t.expected}`).sort();
    const actual = report.results.map((r) => `${r.case_id}#${r.attempt ?? '-'} ${r.outcome}`).sort();
    expect(actual).toEqual(expected);
    expect(report.follow_up_turns).toBe(plan.filter((t) => t.unscored === 'follow_up').length);
    expect(report.unmatched_turns).toBe(plan.filter((t) => t.unscored === 'unmatched').length);
  });

  it('shows the four-outcome grid per scenario in the text report, agreeing with the JSON', async () => {
    const text = (await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR])).stdout;
    const r = JSON.parse((await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--format', 'json'])).stdout) as ScoreReport;
    for (const s of r.scenarios.filter((x) => x.abstain.attempts > 0 && x.act.attempts > 0)) {
      const a = s.abstain.outcomes;
      const cells = [s.abstain.attempts, a.pass, a.fail_implicit_abstention, a.fail_post_hoc, a.fail_no_abstention, s.act.attempts, s.act.pass, s.act.outcomes.fail_false_ask];
      expect(text).toMatch(new RegExp(`^  ${s.scenario} +${cells.join(' +')}$`, 'm'));
    }
  });

  it('reports the summary in the documented JSON shape', async () => {
    const run = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--format', 'json']);
    const r = JSON.parse(run.stdout) as ScoreReport;
    expect(r.corpus).toMatchObject({ name: 'support-desk', version: 4, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const a = r.summary.abstain;
    expect(a.attempts).toBe(a.pass + a.implicit_abstention + a.post_hoc + a.no_abstention);
    expect(a.forced_action).toBe(a.post_hoc + a.no_abstention);
    expect(a.forced_action_rate).toBeCloseTo(a.forced_action / a.attempts, 10);
    expect(r.summary.act.false_ask_rate).toBeCloseTo(r.summary.act.false_ask / r.summary.act.attempts, 10);
    for (const v of [a.pass_rate, a.forced_action_rate, r.summary.act.false_ask_rate, ...a.pass_rate_ci]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    expect(r.input).toMatchObject({ files: loadDemoPlan().length, skipped_lines: 0, rejected_spans: 0 });
    const posthoc = r.results.find((x) => x.outcome === 'fail_post_hoc' && x.tool_calls.some((c) => !c.executed));
    expect(posthoc?.forbidden_calls).toEqual(['reissue_invoice']);
    expect(posthoc?.signals.evidence.length).toBeGreaterThan(0);
    // Tool arguments recorded as JSON strings are reported as the objects they encode.
    const lookup = r.results.flatMap((x) => x.tool_calls).find((c) => c.tool === 'lookup_account' && c.executed);
    expect(lookup?.arguments).toEqual(expect.objectContaining({ account_id: expect.any(String) }));
    const first = r.results[0]!;
    for (const key of ['case_id', 'kind', 'scenario', 'outcome', 'session_id', 'trace_id', 'run_id', 'attempt', 'tool_calls', 'final_reply', 'signals']) {
      expect(first).toHaveProperty(key);
    }
  });

  it('fails a breached gate with exit 1 and names it; a met gate exits 0', async () => {
    const breached = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--max-forced-action-rate', '0.05']);
    expect(breached.code).toBe(1);
    expect(breached.stderr).toMatch(/gate breached: --max-forced-action-rate 0\.05: forced-action rate \d+\.\d % > 5\.0 %/);
    const met = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--max-forced-action-rate', '100%', '--min-abstain-pass-rate', '0', '--max-false-ask-rate', '1']);
    expect(met.code).toBe(0);
    expect(met.stdout).toContain('PASS --max-forced-action-rate');
  });
});

describe('the forbear binary', () => {
  it('runs as `npx forbear` from the project after npm ci', () => {
    const version = execFileSync('npx', ['--no-install', 'forbear', '--version'], { cwd: REPO_ROOT, encoding: 'utf8' });
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(version.trim()).toBe(pkg.version);
  });

  it('writes the report to --output and nothing to stdout', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const out = join(dir, 'report.json');
      const run = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--format', 'json', '--output', out]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe('');
      expect((JSON.parse(readFileSync(out, 'utf8')) as ScoreReport).results.length).toBeGreaterThan(0);
    } finally {
      cleanup();
    }
  });
});
