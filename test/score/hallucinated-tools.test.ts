import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderText } from '../../src/report/render-text.js';
import { conventionOtlpJson, scoreText } from '../helpers/conventions.js';
import { otlpJsonFor, tempDir } from '../helpers/index.js';

const { dir, cleanup } = tempDir();
afterAll(cleanup);
const corpusPath = join(dir, 'corpus.yaml');
writeFileSync(corpusPath, `
corpus: plans
version: 1
tools:
  - { name: lookup_account, effect: read }
  - { name: change_plan, effect: write }
cases:
  - id: move-annual
    kind: act
    user_turn: "Move account ACC-1 to the annual plan."
    tools_available: [lookup_account, change_plan]
    expected_tools: [change_plan]
`);

const turn = (attempt: number, steps: string[]) => ({
  user: 'Move account ACC-1 to the annual plan.',
  tags: { caseId: 'move-annual', runId: 'r1', attempt },
  steps: steps.map((name) => ({ name, args: { account_id: 'ACC-1' }, result: { ok: true } })),
  reply: 'Done: ACC-1 is on the annual plan.',
});

describe('tools offered in the trace, and calls to tools offered nowhere', () => {
  it('a tool the trace offered is not hallucinated even if the corpus does not list it; one offered nowhere is', async () => {
    const text = conventionOtlpJson([turn(1, ['lookup_account', 'notify_owner', 'change_plan'])], 'openinference', { offeredTools: ['lookup_account', 'change_plan', 'notify_owner'] })
      + conventionOtlpJson([turn(2, ['lookup_account', 'wipe_history', 'change_plan'])], 'vercel_ai', { seed: 2, offeredTools: ['lookup_account', 'change_plan'] });
    const { results, report } = await scoreText(text, corpusPath);
    const byAttempt = new Map(results.map((r) => [r.attempt, r]));
    expect(byAttempt.get(1)!.hallucinated_calls).toEqual([]);
    expect(byAttempt.get(2)!.hallucinated_calls).toEqual(['wipe_history']);
    expect(report.summary.tool_hallucination).toMatchObject({ attempts: 2, hallucinated: 1, rate: 0.5, calls: 1 });
    let out = '';
    renderText(report, (c) => (out += c));
    expect(out).toMatch(/tool hallucination\s+50\.0 %\s+\[[\d.]+, [\d.]+\]\s+1\/2/);
  });

  it('with no tool definitions in the trace, only the case and the corpus catalog count', async () => {
    // samples/lib/agent-trace.ts records no gen_ai.tool.definitions.
    const text = otlpJsonFor([turn(1, ['lookup_account', 'notify_owner', 'change_plan'])]);
    const { results } = await scoreText(text, corpusPath);
    expect(results[0]!.hallucinated_calls).toEqual(['notify_owner']);
  });
});
