import { describe, expect, it } from 'vitest';
import { RepeatTally } from '../../src/report/repeats.js';
import { wilson } from '../../src/report/stats.js';
import { attempts, makeReport, makeResult, pairedCorpus } from '../helpers/results.js';

const corpus = pairedCorpus();

function summarize(results: ReturnType<typeof attempts>) {
  const tally = new RepeatTally();
  for (const r of results) tally.add(r);
  return tally.summarize(corpus.corpus.cases);
}

describe('repeated attempts per case', () => {
  it('groups attempts, counts passes and calls a case flaky only when it both passed and failed', () => {
    const s = summarize([...attempts('refund-which', 'PFP'), ...attempts('refund-named', 'PPP'), ...attempts('refund-locked', 'FFF')]);
    const row = (id: string) => s.cases.find((c) => c.case_id === id)!;
    expect(row('refund-which')).toMatchObject({ attempts: 3, passes: 2, status: 'flaky' });
    expect(row('refund-named')).toMatchObject({ attempts: 3, passes: 3, status: 'pass' });
    expect(row('refund-locked')).toMatchObject({ attempts: 3, passes: 0, status: 'fail' });
    expect(row('refund-open').status).toBe('not_attempted');
    expect(s.flaky_cases).toBe(1);
  });

  it('pass^k per suite over the attempted cases, with k up to the smallest attempt count', () => {
    const s = summarize([...attempts('refund-which', 'PFPP'), ...attempts('refund-locked', 'PPF')]);
    const abstain = s.suites.find((x) => x.kind === 'abstain')!;
    expect(abstain.max_k).toBe(3);
    // refund-which: n=4 c=3; refund-locked: n=3 c=2.
    expect(abstain.pass_hat_k[1]!.value).toBeCloseTo((3 / 6 + 1 / 3) / 2, 12);
    expect(abstain.pass_hat_k[2]!.value).toBeCloseTo((1 / 4 + 0) / 2, 12);
    expect(abstain.pass_at_k[1]!.value).toBeCloseTo((1 + 1) / 2, 12);
    expect(s.suites.map((x) => x.kind)).toEqual(['abstain']);
  });

  it('paired accuracy pairs attempt i of an abstain case with attempt i of its twin; CAR conditions on the act side', () => {
    const s = summarize([...attempts('refund-which', 'PFP'), ...attempts('refund-named', 'PPF'), ...attempts('refund-locked', 'PP'), ...attempts('refund-open', 'FFF')]);
    // Pairs: which/named (P,P) (F,P) (P,F); locked/open (P,F) (P,F) → 5 pairs, 1 both pass.
    expect(s.paired_accuracy).toMatchObject({ x: 1, n: 5 });
    expect(s.paired_accuracy.rate).toBeCloseTo(0.2, 12);
    const w = wilson(1, 5);
    expect(s.paired_accuracy.ci).toEqual([w.low, w.high]);
    // The act side passed in 2 pairs; the abstain side passed in 1 of them.
    expect(s.car).toMatchObject({ x: 1, n: 2, rate: 0.5 });
  });

  it('an errored turn with no reply is an infrastructure failure: counted, in no denominator', () => {
    const crashed = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'fail_implicit_abstention', turn_error: 'RateLimitError', final_reply: null, attempt: 4 });
    const report = makeReport(corpus, [...attempts('refund-which', 'PPF'), crashed]);
    expect(report.repeats!.infra_failures).toBe(1);
    expect(report.summary.abstain.attempts).toBe(3);
    expect(report.summary.abstain.pass_rate).toBeCloseTo(2 / 3, 12);
    expect(report.repeats!.cases.find((c) => c.case_id === 'refund-which')).toMatchObject({ attempts: 3, infra_failures: 1 });
  });

  it('an errored turn that called a forbidden tool, or that replied, is still scored', () => {
    const acted = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'fail_no_abstention', turn_error: 'Timeout', final_reply: null });
    const replied = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'pass', turn_error: 'Timeout', final_reply: 'Which order?' });
    const report = makeReport(corpus, [acted, replied]);
    expect(report.repeats!.infra_failures).toBe(0);
    expect(report.summary.abstain).toMatchObject({ attempts: 2, forced_action: 1 });
  });
});
