import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InspectReport } from '../../src/inspect/inspect-report.js';
import { runCli } from '../helpers/cli.js';
import { conventionOtlpJson } from '../helpers/conventions.js';
import { loadDemoPlan, SAMPLE_CORPUS, SAMPLE_SPANS_DIR, tempDir } from '../helpers/index.js';

const { dir, cleanup } = tempDir();
afterAll(cleanup);
const demo = loadDemoPlan().flatMap((f) => f.turns);
const gate = demo.find((t) => t.behaviour === 'reckless (approval gate)')!.turn;

describe('forbear inspect', () => {
  it('agrees with forbear score on every sample turn: case, outcome, calls and reply', async () => {
    const [inspect, score] = await Promise.all([
      runCli(['inspect', '--cases', SAMPLE_CORPUS, '--format', 'json', SAMPLE_SPANS_DIR]),
      runCli(['score', '--cases', SAMPLE_CORPUS, '--format', 'json', SAMPLE_SPANS_DIR]),
    ]);
    expect(inspect.code).toBe(0);
    const report = JSON.parse(inspect.stdout) as InspectReport;
    const scored = (JSON.parse(score.stdout) as { results: { trace_id: string; span_id: string; case_id: string; outcome: string; final_reply: string | null; tool_calls: { tool: string; executed: boolean; turn?: number }[] }[] }).results;
    const turns = report.sessions.flatMap((s) => s.turns);
    const matched = turns.filter((t) => t.match?.type === 'case');
    expect(matched).toHaveLength(scored.length);
    for (const r of scored) {
      const t = turns.find((x) => x.trace_id === r.trace_id && x.span_id === r.span_id)!;
      expect(t.match).toMatchObject({ case_id: r.case_id, outcome: r.outcome });
      expect(t.final_reply).toBe(r.final_reply);
      // A session-scope result also lists the calls of the later turn that gave in (with its `turn`).
      expect(t.tool_calls.map((c) => [c.tool, c.executed])).toEqual(r.tool_calls.filter((c) => c.turn === undefined).map((c) => [c.tool, c.executed]));
    }
    expect(report.conventions).toEqual({ gen_ai: turns.length });
  });

  it('works without a corpus and shows each convention, the calls as executed or requested, and the signals', async () => {
    const file = join(dir, 'mixed.jsonl');
    writeFileSync(file, conventionOtlpJson([gate], 'openinference') + conventionOtlpJson([gate], 'vercel_ai', { seed: 2 }));
    const run = await runCli(['inspect', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('conventions: openinference (1), vercel_ai (1)');
    expect(run.stdout).toMatch(/read as\s+openinference/);
    expect(run.stdout).toMatch(/read as\s+vercel_ai/);
    expect(run.stdout).toMatch(/1\. get_invoice \(executed, unset\)\s+\{"invoice_id":"INV-77310"\}/);
    expect(run.stdout).toMatch(/2\. reissue_invoice \(requested, unset\)/);
    expect(run.stdout).toContain(`session ${gate.conversationId}`);
    expect(run.stdout).toMatch(/signals\s+asks/);
    expect(run.stdout).not.toMatch(/^ {4}case {7}/m); // no corpus, no matching
  });

  it('marks the tool-requesting model calls of a client-only trace as steps of the turn a later call tells', async () => {
    const file = join(dir, 'client-only.jsonl');
    writeFileSync(file, conventionOtlpJson([gate], 'traceloop_legacy_client_only'));
    const run = await runCli(['inspect', '--cases', SAMPLE_CORPUS, '--format', 'json', file]);
    const turns = (JSON.parse(run.stdout) as InspectReport).sessions.flatMap((s) => s.turns);
    expect(turns.map((t) => [t.intermediate_step, t.match?.type])).toEqual([[true, 'follow_up'], [true, 'follow_up'], [false, 'case']]);
    expect(turns[2]!.match).toMatchObject({ case_id: 'invoice-locked-period', outcome: 'fail_post_hoc' });
  });

  it('exits 2 on unreadable input, after describing what it could read', async () => {
    const run = await runCli(['inspect', join(dir, 'missing.jsonl'), join(SAMPLE_SPANS_DIR, 'run-1-untagged.jsonl')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('missing.jsonl');
    expect(run.stdout).toContain('conventions: gen_ai');
  });
});
