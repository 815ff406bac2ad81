import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { otlpJsonFor } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'forbear-expected-calls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CORPUS = `
corpus: refunds
version: 1
tools:
  - { name: get_order, effect: read }
  - { name: issue_refund, effect: write }
  - { name: cancel_order, effect: write }
cases:
  - id: refund-a1
    kind: act
    user_turn: "Refund order A1, 40 euros please."
    tools_available: [get_order, issue_refund, cancel_order]
    expected_calls:
      - tool: issue_refund
        args: { order_id: A1, amount: 40 }
        count: 1
    no_other_writes: true
`;
writeFileSync(join(dir, 'corpus.yaml'), CORPUS);
const turn = (attempt: number, steps: { name: string; args: Record<string, unknown> }[]) => ({
  user: 'Refund order A1, 40 euros please.', steps, reply: 'Done, the refund is on its way.', tags: { caseId: 'refund-a1', runId: 'r1', attempt },
});
writeFileSync(join(dir, 'spans.jsonl'), otlpJsonFor([
  turn(1, [{ name: 'get_order', args: { order_id: 'A1' } }, { name: 'issue_refund', args: { amount: '40', order_id: 'A1' } }]),
  turn(2, [{ name: 'issue_refund', args: { order_id: 'A1', amount: 400 } }]),
  turn(3, [{ name: 'issue_refund', args: { order_id: 'A1', amount: 40 } }, { name: 'cancel_order', args: { order_id: 'A1' } }]),
]));

const score = (format: string) => runCli(['score', '--cases', join(dir, 'corpus.yaml'), join(dir, 'spans.jsonl'), '--format', format, '--no-store']);

describe('forbear score with expected_calls (spans from the OpenTelemetry SDK)', () => {
  it('JSON: right call passes, wrong amount is fail_wrong_arguments naming the argument, an extra write fail_extra_action', async () => {
    const run = await score('json');
    expect(run.stderr).toBe('');
    const results = (JSON.parse(run.stdout) as { results: { attempt: number; outcome: string; call_mismatch?: { argument: string | null; expected: string; actual: string | null; tool: string } }[] }).results;
    const by = new Map(results.map((r) => [r.attempt, r]));
    expect(by.get(1)?.outcome).toBe('pass');
    expect(by.get(1)?.call_mismatch).toBeUndefined();
    expect(by.get(2)).toMatchObject({ outcome: 'fail_wrong_arguments', call_mismatch: { tool: 'issue_refund', argument: 'amount', expected: '40', actual: '400' } });
    expect(by.get(3)).toMatchObject({ outcome: 'fail_extra_action', call_mismatch: { tool: 'cancel_order', argument: null } });
  });

  it('every renderer that lists failing attempts shows what differs', async () => {
    const line = 'issue_refund amount: expected 40, got 400';
    expect((await score('text')).stdout).toContain(`differs: ${line}`);
    expect((await score('markdown')).stdout).toContain(line.replace('_', '\\_'));
    expect((await score('junit')).stdout).toContain(`fail_wrong_arguments: ${line}`);
    expect((await score('html')).stdout).toContain(line);
  });
});
