import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LintReport } from '../../src/corpus/lint.js';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

let cleanup = (): void => {};
afterEach(() => cleanup());

describe('forbear cases lint', () => {
  it('the sample corpus has no errors; its only warnings are the two twin pairs documented in samples/README.md', async () => {
    const run = await runCli(['cases', 'lint', SAMPLE_CORPUS, '--format', 'json']);
    expect(run.code).toBe(0);
    const r = JSON.parse(run.stdout) as LintReport;
    expect(r.errors).toBe(0);
    expect(r.findings.map((f) => `${f.code} ${f.case_id}`)).toEqual(['lint.twin_distance address-missing-unit', 'lint.twin_distance downgrade-which-plan']);
    const readme = readFileSync(join(SAMPLE_CORPUS, '..', 'README.md'), 'utf8');
    for (const f of r.findings) expect(readme).toContain(f.case_id!);
    // Every abstain case is in a twin pair, and the coverage table counts every case once.
    const cases = r.coverage.rows.reduce((n, row) => n + row.abstain + row.act + row.cannot, 0);
    expect(cases).toBe(r.corpus.cases);
    expect(r.twins.length).toBe(r.coverage.rows.reduce((n, row) => n + row.abstain, 0));
  });

  it('exits 1 on errors and prints code, case, field and message', async () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const bad = join(t.dir, 'bad.yaml');
    writeFileSync(bad, readFileSync(SAMPLE_CORPUS, 'utf8').replace('    forbidden_tools: [issue_refund, apply_credit]\n', '    forbidden_tools: [lookup_order]\n'));
    const run = await runCli(['cases', 'lint', bad]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^error +lint\.forbidden_read +cases\[\d+\] \(refund-closed-card\) \.forbidden_tools: "lookup_order" is a read tool/mu);
    expect(run.stdout).toMatch(/^\d+ error\(s\), \d+ warning\(s\)$/mu);
  });

  it('--against: content changed under the same version is an error', async () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const edited = join(t.dir, 'edited.yaml');
    writeFileSync(edited, readFileSync(SAMPLE_CORPUS, 'utf8').replace('reason: "billing mismatch, refund risk"', 'reason: "billing mismatch"'));
    const same = await runCli(['cases', 'lint', edited, '--against', SAMPLE_CORPUS]);
    expect(same.code).toBe(1);
    expect(same.stdout).toContain('lint.version_unchanged');
    expect(same.stdout).toContain('changed: plan-invoice-mismatch');
    const unchanged = await runCli(['cases', 'lint', SAMPLE_CORPUS, '--against', SAMPLE_CORPUS]);
    expect(unchanged.code).toBe(0);
    expect(unchanged.stdout).toContain('content unchanged');
  });

  it('an invalid corpus is bad input (exit 2), not a lint finding', async () => {
    const run = await runCli(['cases', 'lint', join(SAMPLE_CORPUS, '..', 'no-such.yaml')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('cannot read');
  });
});
