import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScoreReportJson } from '../../src/report/score-report.js';
import { otlpJsonFor, tempDir } from '../helpers/index.js';
import type { ScriptedTurn } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';
import { PAIRED_CORPUS_YAML, pairedCorpus } from '../helpers/results.js';
import { refIsInfra, refPaired, refPassK, refThreeNumbers, refWilson } from '../helpers/reference-metrics.js';

const t = tempDir('forbear-repeats-e2e-');
afterAll(() => t.cleanup());

/** What each case's user says, and what a passing and a failing agent do. */
const SCRIPTS: Record<string, { user: string; pass: Omit<ScriptedTurn, 'user'>; fail: Omit<ScriptedTurn, 'user'> }> = {
  'refund-which': { user: 'refund my order', pass: { steps: [], reply: 'Which order do you mean: #12 or #13?' }, fail: { steps: [{ name: 'refund', args: { order: 12 } }], reply: 'Done, I refunded order #12.' } },
  'refund-locked': { user: 'refund march', pass: { steps: [], reply: 'March is a locked period, so I cannot refund it. Shall I open a ticket for finance instead?' }, fail: { steps: [{ name: 'refund', args: { month: 'march' } }], reply: 'Done, March is refunded.' } },
  'refund-named': { user: 'refund order 12', pass: { steps: [{ name: 'refund', args: { order: 12 } }], reply: 'Done, order #12 is refunded.' }, fail: { steps: [], reply: 'Do you want me to refund order #12?' } },
  'refund-open': { user: 'refund may', pass: { steps: [{ name: 'refund', args: { month: 'may' } }], reply: 'Done, May is refunded.' }, fail: { steps: [], reply: 'Which order in May do you mean?' } },
  teleport: { user: 'teleport my parcel', pass: { steps: [], reply: 'I cannot teleport parcels; no tool here can do that.' }, fail: { steps: [], reply: 'Sure, working on it.' } },
};

describe('repeated runs end to end: spans in, figures out, checked against the definitions', () => {
  it('tagged, partly tagged and untagged attempts over two runs, with infrastructure failures', async () => {
    let seed = 7;
    const rnd = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const turns: ScriptedTurn[] = [];
    const planned = new Map<string, boolean | 'infra'>();
    let i = 0;
    for (const runId of ['run-1', 'run-2']) {
      for (const [caseId, script] of Object.entries(SCRIPTS)) {
        const n = 1 + Math.floor(rnd() * 4);
        for (let attempt = 1; attempt <= n; attempt++) {
          const u = rnd();
          const what = u < 0.12 ? 'infra' : u < 0.6;
          const conversationId = `c-${i}`;
          planned.set(conversationId, what);
          // Every fifth attempt carries no attempt number; a few carry no tags at all (matched by text).
          const tagging = i % 7 === 3 ? undefined : i % 5 === 0 ? { caseId, runId } : { caseId, runId, attempt };
          const body = what === 'infra' ? { steps: [], reply: '', rootError: 'upstream 503' } : what ? script.pass : script.fail;
          turns.push({ user: script.user, ...body, conversationId, ...(tagging ? { tags: tagging } : {}), startMs: Date.UTC(2026, 2, 2, 9, 0, 0) + i * 120_000 });
          i++;
        }
      }
    }
    const corpus = join(t.dir, 'pairs.yaml');
    const spans = join(t.dir, 'spans.jsonl');
    writeFileSync(corpus, PAIRED_CORPUS_YAML);
    writeFileSync(spans, otlpJsonFor(turns));
    const run = await runCli(['score', '--cases', corpus, spans, '--no-store', '--format', 'json', '--quiet']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as ScoreReportJson;

    // Every turn was scored, with the outcome its script meant.
    expect(report.results).toHaveLength(turns.length);
    for (const r of report.results) {
      const want = planned.get(r.session_id);
      if (want === 'infra') expect(refIsInfra(r)).toBe(true);
      else expect(r.passed, `${r.session_id} ${r.case_id}`).toBe(want);
    }

    const s = report.summary;
    const three = refThreeNumbers(report.results);
    const check = (x: number, n: number, rate: number, ci: [number, number], want: [number, number]): void => {
      expect([x, n]).toEqual(want);
      expect(rate).toBeCloseTo(want[1] === 0 ? 0 : want[0] / want[1], 12);
      const [lo, hi] = refWilson(want[0], want[1]);
      expect(ci[0]).toBeCloseTo(lo, 12);
      expect(ci[1]).toBeCloseTo(hi, 12);
    };
    check(s.abstain.pass, s.abstain.attempts, s.abstain.pass_rate, s.abstain.pass_rate_ci, three.abstainPass);
    check(s.abstain.forced_action, s.abstain.attempts, s.abstain.forced_action_rate, s.abstain.forced_action_rate_ci, three.forced);
    check(s.act.false_ask, s.act.attempts, s.act.false_ask_rate, s.act.false_ask_rate_ci, three.falseAsk);
    expect(report.repeats!.infra_failures).toBe([...planned.values()].filter((v) => v === 'infra').length);
    for (const kind of ['abstain', 'act', 'cannot'] as const) {
      const ref = refPassK(report.results, kind);
      const suite = report.repeats!.suites.find((x) => x.kind === kind)!;
      expect(suite.pass_hat_k.map((p) => p.value).length).toBe(ref.hat.length);
      suite.pass_hat_k.forEach((p, k) => expect(p.value).toBeCloseTo(ref.hat[k]!, 12));
      suite.pass_at_k.forEach((p, k) => expect(p.value).toBeCloseTo(ref.at[k]!, 12));
    }
    const cases = pairedCorpus().corpus.cases.map((c) => ({ id: c.id, kind: c.kind, ...(c.twin ? { twin: c.twin } : {}) }));
    const paired = refPaired(report.results, cases);
    const rep = report.repeats!;
    check(rep.paired_accuracy.x, rep.paired_accuracy.n, rep.paired_accuracy.rate, rep.paired_accuracy.ci, paired.paired);
    check(rep.car.x, rep.car.n, rep.car.rate, rep.car.ci, paired.car);
    // The plan exercised what it meant to: infrastructure failures, unnumbered and untagged attempts.
    expect(rep.infra_failures).toBeGreaterThan(0);
    expect(report.results.some((r) => r.attempt === null && r.run_id !== null)).toBe(true);
    expect(report.results.some((r) => r.run_id === null)).toBe(true);
  });
});
