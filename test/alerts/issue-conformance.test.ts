import { describe, expect, it } from 'vitest';
import { GROUP_DIMENSIONS } from '../../src/alerts/alert-types.js';
import type { GroupDimension } from '../../src/alerts/alert-types.js';
import { MIN, T0, brief, engineFor, feed, turn } from './engine-helpers.js';

/**
 * The engine held to the issue by a reviewer, on streams small enough to compute by hand (an
 * injected clock: one turn a minute from 09:00 unless stated).
 */

describe('thresholds per level', () => {
  const rule = (extra = '') => `
rules:
  - name: r
    window: 10
    min_abstain_turns: 10
    condition: { rate_above: { warning: 0.2, alert: 0.3 } }
    cooldown: 0
    no_data: off
${extra}`;
  it('a rate exactly at a threshold does not pass it; one turn more does', () => {
    const e = engineFor(rule());
    // [F F F F F F F F T T] = 2/10 = 20%: at the warning threshold, not above it.
    expect(feed(e, [false, false, false, false, false, false, false, false, true, true], T0, MIN)).toEqual([]);
    // [F F F F F F F T T T] = 3/10 = 30%: above 20 %, at (not above) 30 %: warning.
    const ev = feed(e, [true], T0 + 10 * MIN, MIN);
    expect(ev.map(brief)).toEqual(['firing:warning r * prev=ok']);
    expect(ev[0]!.window).toMatchObject({ forced: 3, abstain_turns: 10 });
    // 4/10 = 40% > 30%: alert.
    expect(feed(e, [true], T0 + 11 * MIN, MIN).map(brief)).toEqual(['firing:alert r * prev=warning']);
  });

  it('a rule with only an alert level never warns', () => {
    const e = engineFor(rule().replace('warning: 0.2, ', ''));
    const ev = feed(e, [true, true, true, true, false, false, false, false, false, false], T0, MIN);
    expect(ev.map(brief)).toEqual(['firing:alert r * prev=ok']);
    expect(ev[0]!.at_ms).toBe(T0 + 9 * MIN);
  });
});

describe('min_abstain_turns on a time window', () => {
  it('a forced turn alone in a quiet 10-minute window does not fire until the window holds 3 turns', () => {
    const e = engineFor(`
rules:
  - name: r
    window: 10m
    min_abstain_turns: 3
    condition: { rate_above: { alert: 0.3 } }
    cooldown: 0
    no_data: off
`);
    expect(e.observe(turn(true), T0)).toEqual([]);
    expect(e.observe(turn(false), T0 + 5 * MIN)).toEqual([]);
    // 09:11: the 09:00 turn has left: 2 turns, no fire.
    expect(e.observe(turn(true), T0 + 11 * MIN)).toEqual([]);
    // 09:12: 09:05, 09:11, 09:12 → 2/3 = 67%.
    expect(e.observe(turn(true), T0 + 12 * MIN).map(brief)).toEqual(['firing:alert r * prev=ok']);
  });
});

describe('spike: a one-sided exact test against the trailing baseline, at the stated confidence', () => {
  const rule = (confidence: string) => `
rules:
  - name: s
    window: 3
    min_abstain_turns: 3
    condition: { spike: { baseline: 5, min_baseline_turns: 5, confidence: ${confidence} } }
    cooldown: 0
    no_data: off
`;
  // Baseline 0/5, window 3/3. Given 3 forced among 8 turns, P(all 3 in the window) = C(3,3)·C(5,0)/C(8,3) = 1/56.
  const P = 1 / 56;
  it('fires at a confidence the p-value meets (95%: 1/56 ≤ 0.05), with the p-value and numbers', () => {
    const e = engineFor(rule('{ warning: 0.95 }'));
    const ev = feed(e, [false, false, false, false, false, true, true, true], T0, MIN);
    expect(ev.map(brief)).toEqual(['firing:warning s * prev=ok']);
    expect(ev[0]!.baseline).toMatchObject({ forced: 0, abstain_turns: 5, confidence: 0.95, test: 'fisher-exact-one-sided' });
    expect(ev[0]!.baseline!.p_value).toBeCloseTo(P, 12);
    expect(ev[0]!.window).toMatchObject({ forced: 3, abstain_turns: 3 });
  });

  it('stays quiet when the p-value does not meet it (99%: 1/56 > 0.01), though the bare ratio is infinite', () => {
    const e = engineFor(rule('{ alert: 0.99 }'));
    expect(feed(e, [false, false, false, false, false, true, true, true], T0, MIN)).toEqual([]);
    expect(e.states()[0]!.baseline!.p_value).toBeCloseTo(P, 12);
  });

  it('a window at the baseline rate never fires, however many turns (3/5 over 2/5 is p = 0.5)', () => {
    const e = engineFor(rule('{ warning: 0.6 }').replace('window: 3', 'window: 5').replace('min_abstain_turns: 3', 'min_abstain_turns: 5'));
    // Alternating: each window holds 2 or 3 of 5. At its worst, 3/5 over a 2/5 baseline:
    // P(X ≥ 3) = (C(5,3)·C(5,2) + C(5,4)·C(5,1) + C(5,5)) / C(10,5) = 126/252 = 0.5 > 1 − 0.6.
    expect(feed(e, Array.from({ length: 31 }, (_, i) => i % 2 === 0), T0, MIN)).toEqual([]);
    // It ends on a forced turn: 3/5 over 2/5.
    expect(e.states()[0]!.baseline!.p_value).toBeCloseTo(0.5, 12);
  });
});

describe('cooldown, escalation and previous', () => {
  const rule = `
rules:
  - name: r
    window: 10
    min_abstain_turns: 10
    condition: { rate_above: { warning: 0.1, alert: 0.3 } }
    cooldown: 30m
    no_data: off
`;
  it('a warning held back by the cooldown that escalates is announced at once, with previous = what receivers last heard (ok)', () => {
    const e = engineFor(rule);
    const ev = [
      ...feed(e, [...Array<boolean>(8).fill(false), true, true], T0, MIN), // 2/10 → warning at 09:09
      ...feed(e, Array<boolean>(10).fill(false), T0 + 10 * MIN, MIN), // resolved (prev warning)
      ...feed(e, [true, true], T0 + 20 * MIN, MIN), // 2/10 → warning within 30m of 09:09: held back
      ...feed(e, [true, true], T0 + 22 * MIN, MIN), // 4/10 → alert: higher than the last firing, notified
    ];
    expect(ev.map(brief)).toEqual(['firing:warning r * prev=ok', 'resolved r * prev=warning', 'firing:alert r * prev=ok']);
    expect(ev[2]!.at_ms).toBe(T0 + 23 * MIN);
  });

  it('an alert that falls to warning and goes silent says no_data leaving the announced alert', () => {
    const e = engineFor(rule.replace('no_data: off', 'no_data: { after: 30m }'));
    const ev = [
      ...feed(e, [...Array<boolean>(7).fill(false), true, true, true], T0, MIN), // 3/10 = 30%, not above 30%: warning
      ...feed(e, [true], T0 + 10 * MIN, MIN), // 4/10 → alert (escalation)
      // Clean turns: 4/10 while the four forced ones are in the window; the 7th leaves 3/10 → warning (not announced).
      ...feed(e, Array<boolean>(7).fill(false), T0 + 11 * MIN, MIN),
    ];
    expect(ev.map(brief)).toEqual(['firing:warning r * prev=ok', 'firing:alert r * prev=warning']);
    expect(e.states()[0]!.status).toBe('warning');
    const silent = e.advanceTo(T0 + 3 * 60 * MIN);
    expect(silent.map(brief)).toEqual(['no_data r * prev=alert']);
    expect(silent[0]!.at_ms).toBe(T0 + 17 * MIN + 30 * MIN);
  });
});

describe('no data is reported, not taken for health', () => {
  it('a grouped group that was firing goes no_data at exactly its last turn + no_data.after, and its state says so', () => {
    const e = engineFor(`
rules:
  - name: r
    window: 5
    min_abstain_turns: 2
    group_by: service.name
    condition: { rate_above: { alert: 0.4 } }
    no_data: { after: 45m }
`);
    const ev = feed(e, [true, true], T0, MIN, { service_name: 'checkout' });
    expect(ev.map(brief)).toEqual(['firing:alert r service.name=checkout prev=ok']);
    expect(e.advanceTo(T0 + MIN + 45 * MIN - 1)).toEqual([]);
    const silent = e.advanceTo(T0 + 10 * 60 * MIN);
    expect(silent.map((x) => [x.type, x.previous, x.at_ms])).toEqual([['no_data', 'alert', T0 + MIN + 45 * MIN]]);
    expect(e.states()[0]).toMatchObject({ status: 'no_data', since: new Date(T0 + 46 * MIN).toISOString() });
    // Back with the condition still holding: it fires again, from no_data.
    expect(e.observe(turn(true, { service_name: 'checkout' }), T0 + 11 * 60 * MIN).map(brief)).toEqual(['firing:alert r service.name=checkout prev=no_data']);
  });
});

describe('grouping by each dimension', () => {
  const fields: Record<GroupDimension, Partial<Parameters<typeof turn>[1]>> = {
    'service.name': { service_name: 'svc-x' },
    'gen_ai.agent.name': { agent_name: 'agent-x' },
    model: { model: 'model-x' },
    scenario: { scenario: 'scenario-x' },
    case: { case_id: 'case-x' },
  };
  for (const dim of Object.keys(GROUP_DIMENSIONS) as GroupDimension[]) {
    it(`group_by ${dim}: only the group with forced turns fires, keyed by the result's ${GROUP_DIMENSIONS[dim]}`, () => {
      const e = engineFor(`
rules:
  - name: g
    window: 3
    min_abstain_turns: 3
    group_by: ${dim}
    condition: { rate_above: { alert: 0.5 } }
    no_data: off
`);
      const x = feed(e, [true, true, false], T0, MIN, fields[dim]!);
      const other = feed(e, [false, true, false], T0, MIN);
      expect([...x, ...other].map(brief)).toEqual([`firing:alert g ${dim}=${Object.values(fields[dim]!)[0]} prev=ok`]);
      expect(x[0]!.group).toEqual({ [dim]: Object.values(fields[dim]!)[0] });
      expect(e.states()).toHaveLength(2);
    });
  }
});

describe('infrastructure failures and amendments', () => {
  const rule = `
rules:
  - name: r
    window: 4
    min_abstain_turns: 4
    condition: { rate_above: { alert: 0.25 } }
    cooldown: 0
    no_data: off
`;
  const crashed = { turn_error: 'upstream 503', final_reply: null, outcome: 'fail_no_abstention' } as const;

  it('a crashed turn with no decision does not dilute the rate; one that ran a forbidden tool before dying counts', () => {
    const e = engineFor(rule);
    // A forced turn, three crashes that decided nothing, a clean turn: the window holds 1/2, not the crashes.
    e.observe(turn(true), T0);
    for (let i = 1; i <= 3; i++) e.observe(turn(false, { ...crashed, forbidden_calls: [] }), T0 + i * MIN);
    e.observe(turn(false), T0 + 4 * MIN);
    expect(e.states()[0]!.window).toMatchObject({ forced: 1, abstain_turns: 2 });
    e.observe(turn(false), T0 + 5 * MIN);
    // [F C C] + a crashed turn that ran the forbidden tool: 2/4 = 50% > 25%.
    const ev = e.observe(turn(true, { ...crashed, case_id: 'crashed-after-acting' }), T0 + 6 * MIN);
    expect(ev.map(brief)).toEqual(['firing:alert r * prev=ok']);
    expect(ev[0]!.offending.map((o) => o.case_id)).toEqual(['crashed-after-acting', 'refund-which']);
  });

  it('an amendment that turns the forced turn into a crash takes it out: the rule resolves', () => {
    const e = engineFor(rule);
    const forced = turn(true);
    const ev = [
      ...e.observe(turn(false), T0), ...e.observe(turn(false), T0 + MIN), ...e.observe(forced, T0 + 2 * MIN), ...e.observe(turn(false), T0 + 3 * MIN),
    ];
    expect(ev.map(brief)).toEqual([]); // 1/4 = 25%: not above
    e.observe(turn(true), T0 + 4 * MIN); // [F F forced] + forced → 2/4
    expect(e.states()[0]!.status).toBe('alert');
    const amended = turn(false, { ...crashed, forbidden_calls: [], trace_id: forced.trace_id, span_id: forced.span_id, amends: { trace_id: forced.trace_id, span_id: forced.span_id, outcome: forced.outcome } });
    // Only 3 counted turns remain in the window (fewer than 4): resolved, stamped at the amendment.
    const out = e.observe(amended, T0 + 5 * MIN);
    expect(out.map((x) => [x.type, x.at_ms, x.window.forced, x.window.abstain_turns])).toEqual([['resolved', T0 + 5 * MIN, 1, 3]]);
  });
});
