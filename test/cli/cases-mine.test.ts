import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLES_DIR, tempDir } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

const DIR = join(SAMPLES_DIR, 'mining');
let cleanup = (): void => {};
afterEach(() => cleanup());

describe('forbear cases mine', () => {
  it('prints screened, kept and dropped-with-reason counts and writes the candidates', async () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const out = join(t.dir, 'candidates.yaml');
    const run = await runCli(['cases', 'mine', '--mapping', join(DIR, 'mapping.yaml'), '--tickets', join(DIR, 'tickets.csv'), '--transcripts', join(DIR, 'transcripts.jsonl'), '-o', out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^tickets: \d+ screened, \d+ kept \(\d+ high-value: bounced between queues\), \d+ dropped$/mu);
    expect(run.stdout).toMatch(/^ {2}dropped resolution_action +\d+$/mu);
    expect(run.stdout).toMatch(/^calls: 7 screened, 3 kept/mu);
    expect(run.stderr).toContain('transcripts.jsonl:14: skipped');
    const yaml = readFileSync(out, 'utf8');
    expect(yaml).toContain('needs_review: true');
    expect(yaml).not.toMatch(/forbidden_tools:\s*\n\s+-/u);
    // The candidates are a corpus lint can read — and refuses until reviewed.
    const lint = await runCli(['cases', 'lint', out]);
    expect(lint.code).toBe(1);
    expect(lint.stdout).toContain('lint.forbidden_empty');
  });

  it('--format json gives the same counts as data, every drop with its reason', async () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const run = await runCli(['cases', 'mine', '--mapping', join(DIR, 'mapping.yaml'), '--tickets', join(DIR, 'tickets.jsonl'), '-o', join(t.dir, 'c.yaml'), '--format', 'json']);
    expect(run.code).toBe(0);
    const r = JSON.parse(run.stdout) as { tickets: { screened: number; kept: number; dropped: Record<string, number>; drops: { reason: string }[]; drops_left_off: number }; candidates: unknown[] };
    const dropped = Object.values(r.tickets.dropped).reduce((a, b) => a + b, 0);
    expect(r.tickets.kept + dropped).toBe(r.tickets.screened);
    expect(r.tickets.drops.length + r.tickets.drops_left_off).toBe(dropped);
    expect(r.candidates.length).toBe(r.tickets.kept);
  });

  it('a mapping error names the key and exits 2', async () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const map = join(t.dir, 'map.yaml');
    writeFileSync(map, readFileSync(join(DIR, 'mapping.yaml'), 'utf8').replace('  status: status\n', '  status: state\n'));
    const run = await runCli(['cases', 'mine', '--mapping', map, '--tickets', join(DIR, 'tickets.csv'), '-o', join(t.dir, 'c.yaml')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('tickets.status: column "state" is not in the CSV header');
  });
});

describe('scoring unreviewed candidates', () => {
  it('score warns that cases still need review', async () => {
    const t = tempDir();
    cleanup = t.cleanup;
    const out = join(t.dir, 'candidates.yaml');
    const mined = await runCli(['cases', 'mine', '--mapping', join(DIR, 'mapping.yaml'), '--tickets', join(DIR, 'tickets.jsonl'), '-o', out]);
    expect(mined.code).toBe(0);
    const run = await runCli(['score', '--cases', out, join(SAMPLES_DIR, 'spans')]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/warning: \d+ case\(s\) still marked needs_review; run forbear cases lint /u);
  });
});
