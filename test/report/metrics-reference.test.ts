import { describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { mcnemarExact } from '../../src/report/mcnemar.js';
import type { CountedRate } from '../../src/report/repeats.js';
import { diffRuns } from '../../src/report/run-diff.js';
import type { DiffSide } from '../../src/report/run-diff.js';
import type { ScoreReport } from '../../src/report/score-report.js';
import { wilson } from '../../src/report/stats.js';
import { makeReport, makeResult, pairedCorpus } from '../helpers/results.js';
import { refMcnemar, refPaired, refPassK, refThreeNumbers, refWilson } from '../helpers/reference-metrics.js';
import type { RefCase } from '../helpers/reference-metrics.js';

/**
 * forbear's figures against an independent computation of abstention-metrics.md on inputs chosen
 * to be awkward: unequal attempt counts, cases never attempted, twins with one side missing,
 * infrastructure failures on one side of a pair, several runs in one report, untagged attempts.
 */
const corpus = pairedCorpus();
const refCases: RefCase[] = corpus.corpus.cases.map((c) => ({ id: c.id, kind: c.kind, ...(c.twin ? { twin: c.twin } : {}) }));
const META: Record<string, { kind: TurnResult['kind']; scenario: string; fails: string[] }> = {
  'refund-which': { kind: 'abstain', scenario: 'ambiguous', fails: ['fail_post_hoc', 'fail_no_abstention', 'fail_implicit_abstention'] },
  'refund-locked': { kind: 'abstain', scenario: 'locked_period', fails: ['fail_no_abstention', 'fail_implicit_abstention'] },
  'refund-named': { kind: 'act', scenario: 'ambiguous', fails: ['fail_false_ask', 'fail_no_action', 'fail_wrong_action'] },
  'refund-open': { kind: 'act', scenario: 'locked_period', fails: ['fail_false_ask', 'fail_no_action'] },
  teleport: { kind: 'cannot', scenario: 'capability', fails: ['fail_no_decline', 'fail_false_ask'] },
};

/** One attempt: P pass, F a fail (the case's first fail outcome unless given), I an infrastructure failure. */
function attempt(caseId: string, what: 'P' | 'F' | 'I', extra: Partial<TurnResult> = {}, fail?: string): TurnResult {
  const m = META[caseId]!;
  if (what === 'I') return makeResult({ case_id: caseId, kind: m.kind, scenario: m.scenario, outcome: m.fails.at(-1)!, turn_error: 'RateLimitError', final_reply: null, ...extra });
  return makeResult({ case_id: caseId, kind: m.kind, scenario: m.scenario, outcome: what === 'P' ? 'pass' : fail ?? m.fails[0]!, ...extra });
}

function series(caseId: string, pattern: string, runId = 'run-a', firstAttempt = 1): TurnResult[] {
  return [...pattern].map((ch, i) => attempt(caseId, ch as 'P' | 'F' | 'I', { run_id: runId, attempt: firstAttempt + i }));
}

const expectRate = (got: CountedRate | { x: number; n: number }, [x, n]: [number, number]): void => {
  expect({ x: got.x, n: got.n }).toEqual({ x, n });
  if ('ci' in got) {
    const [lo, hi] = refWilson(x, n);
    expect(got.ci[0]).toBeCloseTo(lo, 12);
    expect(got.ci[1]).toBeCloseTo(hi, 12);
    expect(got.rate).toBeCloseTo(n === 0 ? 0 : x / n, 12);
  }
};

function checkAll(results: TurnResult[]): ScoreReport {
  const report = makeReport(corpus, results);
  const three = refThreeNumbers(results);
  const s = report.summary;
  expectRate({ x: s.abstain.pass, n: s.abstain.attempts, rate: s.abstain.pass_rate, ci: s.abstain.pass_rate_ci }, three.abstainPass);
  expectRate({ x: s.abstain.forced_action, n: s.abstain.attempts, rate: s.abstain.forced_action_rate, ci: s.abstain.forced_action_rate_ci }, three.forced);
  expectRate({ x: s.act.false_ask, n: s.act.attempts, rate: s.act.false_ask_rate, ci: s.act.false_ask_rate_ci }, three.falseAsk);
  for (const kind of ['abstain', 'act', 'cannot'] as const) {
    const ref = refPassK(results, kind);
    const suite = report.repeats!.suites.find((x) => x.kind === kind);
    if (ref.hat.length === 0) {
      expect(suite === undefined || suite.max_k === 0).toBe(true);
      continue;
    }
    expect(suite!.pass_hat_k.map((p) => p.k)).toEqual(ref.hat.map((_, i) => i + 1));
    suite!.pass_hat_k.forEach((p, i) => expect(p.value).toBeCloseTo(ref.hat[i]!, 12));
    suite!.pass_at_k.forEach((p, i) => expect(p.value).toBeCloseTo(ref.at[i]!, 12));
  }
  const paired = refPaired(results, refCases);
  expectRate(report.repeats!.paired_accuracy, paired.paired);
  expectRate(report.repeats!.car, paired.car);
  return report;
}

describe('the metrics agree with an independent computation of their definitions', () => {
  it('unequal attempt counts, a case never attempted, k above some cases\' attempts', () => {
    const report = checkAll([...series('refund-which', 'PFPP'), ...series('refund-locked', 'PPF'), ...series('refund-named', 'PPFPP'), ...series('teleport', 'F')]);
    // refund-open has no attempts: its pair has no paired attempts, and it is not in the act suite's k range.
    expect(report.repeats!.suites.find((x) => x.kind === 'act')!.max_k).toBe(5);
    expect(report.repeats!.suites.find((x) => x.kind === 'abstain')!.max_k).toBe(3);
    expect(report.repeats!.paired_accuracy.n).toBe(4);
  });

  it('an infrastructure failure on one side of a pair does not shift the later attempts onto the wrong partner', () => {
    // The act twin's attempt 2 died: abstain attempt 3 pairs with act attempt 3 (pairing by position
    // put abstain attempt 2 beside act attempt 3 and reported 2 of 4).
    const report = checkAll([...series('refund-which', 'PFP'), ...series('refund-named', 'PIP'), ...series('refund-locked', 'FP'), ...series('refund-open', 'PP')]);
    // which/named: (P,P) (P,P) — attempt 2 has no act partner; locked/open: (F,P) (P,P).
    expect(report.repeats!.paired_accuracy).toMatchObject({ x: 3, n: 4 });
    expect(report.repeats!.car).toMatchObject({ x: 3, n: 4 });
  });

  it('several runs in one report pair attempts within the same run', () => {
    checkAll([...series('refund-which', 'PF', 'run-a'), ...series('refund-which', 'FP', 'run-b'), ...series('refund-named', 'P', 'run-a', 2), ...series('refund-named', 'PP', 'run-b')]);
  });

  it('untagged attempts pair in order', () => {
    const untagged = (id: string, p: string): TurnResult[] => [...p].map((ch) => attempt(id, ch as 'P' | 'F', { attempt: null, run_id: null }));
    checkAll([...untagged('refund-which', 'PPF'), ...untagged('refund-named', 'PF'), ...untagged('refund-locked', 'F'), ...untagged('refund-open', 'FFP')]);
  });

  it('act-only, abstain-only and empty runs: zero denominators give rate 0 with the [0, 1] interval', () => {
    const actOnly = checkAll([...series('refund-named', 'PFP')]);
    expect(actOnly.summary.abstain).toMatchObject({ attempts: 0, pass_rate: 0, pass_rate_ci: [0, 1], forced_action_rate: 0 });
    expect(actOnly.repeats!.paired_accuracy).toMatchObject({ x: 0, n: 0, ci: [0, 1] });
    const abstainOnly = checkAll([...series('refund-which', 'PP'), ...series('refund-locked', 'FFP')]);
    expect(abstainOnly.summary.act).toMatchObject({ attempts: 0, false_ask_rate: 0 });
    expect(abstainOnly.repeats!.car.n).toBe(0);
    const empty = checkAll([]);
    expect(empty.repeats!.suites).toEqual([]);
    const allInfra = checkAll([...series('refund-which', 'II'), ...series('refund-named', 'I')]);
    expect(allInfra.repeats!.infra_failures).toBe(3);
    expect(allInfra.summary.abstain.attempts).toBe(0);
  });

  it('all pass and all fail: the interval reaches exactly 1 and 0, and pass^k is 1 or 0 at every k', () => {
    const allPass = checkAll([...series('refund-which', 'PPPP'), ...series('refund-named', 'PPPP'), ...series('refund-locked', 'PPPP'), ...series('refund-open', 'PPPP')]);
    expect(allPass.summary.abstain.pass_rate_ci[1]).toBe(1);
    expect(allPass.repeats!.suites[0]!.pass_hat_k.map((p) => p.value)).toEqual([1, 1, 1, 1]);
    const allFail = checkAll([...series('refund-which', 'FFF'), ...series('refund-named', 'FFF')]);
    expect(allFail.summary.abstain.pass_rate_ci[0]).toBe(0);
    expect(allFail.repeats!.suites[0]!.pass_at_k.map((p) => p.value)).toEqual([0, 0, 0]);
  });

  it('every outcome mix the forced-action and false-ask rates count', () => {
    const mixed = [
      attempt('refund-which', 'F', {}, 'fail_post_hoc'), attempt('refund-which', 'F', {}, 'fail_no_abstention'),
      attempt('refund-which', 'F', {}, 'fail_implicit_abstention'), attempt('refund-which', 'P'),
      attempt('refund-named', 'F', {}, 'fail_false_ask'), attempt('refund-named', 'F', {}, 'fail_wrong_action'), attempt('refund-named', 'F', {}, 'fail_no_action'),
      // An errored turn that still called the forbidden tool decided: it is scored, not an infrastructure failure.
      attempt('refund-locked', 'F', { turn_error: 'Timeout', final_reply: null }, 'fail_no_abstention'),
    ];
    const r = checkAll(mixed);
    expect(r.summary.abstain).toMatchObject({ attempts: 5, forced_action: 3 });
  });

  it('randomised runs agree on every figure', () => {
    let seed = 20261130;
    const rnd = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let trial = 0; trial < 200; trial++) {
      const results: TurnResult[] = [];
      for (const id of Object.keys(META)) {
        const runs = rnd() < 0.3 ? ['run-a', 'run-b'] : ['run-a'];
        for (const run of runs) {
          const n = Math.floor(rnd() * 6);
          for (let i = 1; i <= n; i++) {
            if (rnd() < 0.15) continue; // a missing attempt number
            const u = rnd();
            const what = u < 0.1 ? 'I' : u < 0.55 ? 'P' : 'F';
            const fails = META[id]!.fails;
            results.push(attempt(id, what, { run_id: run, attempt: i }, fails[Math.floor(rnd() * fails.length)]));
          }
        }
      }
      checkAll(results);
    }
  });
});

describe('McNemar exact test', () => {
  it('matches the binomial sum, including no discordant pairs, ties and large counts', () => {
    for (const [b, c] of [[0, 0], [0, 1], [1, 1], [0, 5], [0, 6], [3, 3], [2, 9], [9, 2], [40, 25], [300, 260], [0, 1000]] as const) {
      const want = refMcnemar(b, c);
      const got = mcnemarExact(b, c);
      if (want < 1e-300) expect(got).toBeLessThan(1e-250);
      else expect(got / want).toBeCloseTo(1, 9);
    }
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(4, 4)).toBe(1);
  });

  it('runs diff pairs attempt numbers across runs, and reports discordant counts the test used', () => {
    const side = (results: TurnResult[], runId: string): DiffSide => ({
      report: { ...makeReport(corpus, results), run: { run_id: runId, recorded_at: '2026-03-02T09:00:00.000Z', labels: {} } },
      cases: corpus.corpus.cases.map((c) => ({ case_id: c.id, kind: c.kind, scenario: c.scenario, content_sha256: 'x' })),
    });
    // The new run lost attempt 1 to an outage: attempt 2 pairs with attempt 2 (by position it
    // paired with attempt 1, reporting one both-pass and one both-fail pair instead of two discordant ones).
    const d = diffRuns(side(series('refund-which', 'PFP', 'run-a'), 'run-a'), side(series('refund-which', 'IPF', 'run-b'), 'run-b'));
    expect(d.mcnemar).toMatchObject({ pairs: 2, base_only_pass: 1, new_only_pass: 1, both_pass: 0, both_fail: 0 });
    expect(d.mcnemar.p_value).toBeCloseTo(refMcnemar(1, 1), 12);
    expect(d.cases.find((c) => c.case_id === 'refund-which')!.change).toBe('flaky');
    const r = diffRuns(side(series('refund-which', 'PPP', 'run-a'), 'run-a'), side(series('refund-which', 'FFF', 'run-b'), 'run-b'));
    expect(r.mcnemar).toMatchObject({ pairs: 3, base_only_pass: 3, new_only_pass: 0 });
    expect(r.mcnemar.p_value).toBeCloseTo(refMcnemar(3, 0), 12);
    expect(r.cases.find((c) => c.case_id === 'refund-which')!.change).toBe('regressed');
  });
});

describe('Wilson interval', () => {
  it('matches the textbook formula at 0, 1, small and large n', () => {
    for (const [x, n] of [[0, 1], [1, 1], [0, 10], [10, 10], [1, 3], [7, 20], [500, 1000], [1, 100000]] as const) {
      const w = wilson(x, n);
      const [lo, hi] = refWilson(x, n);
      expect(w.low).toBeCloseTo(lo, 12);
      expect(w.high).toBeCloseTo(hi, 12);
    }
  });
});

describe('runs diff with infrastructure failures', () => {
  it('a case that only hit infrastructure failures in one run is named in a warning, not silently "removed"', () => {
    const side = (results: TurnResult[], runId: string): DiffSide => ({
      report: { ...makeReport(corpus, results), run: { run_id: runId, recorded_at: '2026-03-02T09:00:00.000Z', labels: {} } },
      cases: corpus.corpus.cases.map((c) => ({ case_id: c.id, kind: c.kind, scenario: c.scenario, content_sha256: 'x' })),
    });
    const d = diffRuns(side([...series('refund-which', 'PP'), ...series('refund-named', 'P')], 'a'), side([...series('refund-which', 'II'), ...series('refund-named', 'P')], 'b'));
    expect(d.cases.find((c) => c.case_id === 'refund-which')!.change).toBe('removed');
    expect(d.warnings).toContain('1 case(s) had only infrastructure failures in one run, so they were not compared: refund-which (new)');
    expect(d.mcnemar.pairs).toBe(1);
  });
});
