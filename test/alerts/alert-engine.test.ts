import { describe, expect, it } from 'vitest';
import { FORGET_AFTER_MIN_MS } from '../../src/alerts/alert-engine.js';
import { wilson } from '../../src/report/stats.js';
import { MIN, T0, brief, engineFor, feed, mix, turn } from './engine-helpers.js';

const RATE_RULE = `
rules:
  - name: high
    window: 20
    min_abstain_turns: 10
    condition: { rate_above: { warning: 0.10, alert: 0.25 } }
    cooldown: 30m
    no_data: off
`;

describe('rate_above', () => {
  it('fires at the level whose threshold the window rate passes, with the window numbers and interval', () => {
    const e = engineFor(RATE_RULE);
    // 20 clean turns, then forced turns one by one: 3/20 = 15% > 10% → warning; 6/20 = 30% > 25% → alert.
    const events = feed(e, [...mix(20, 0), true, true, true, true, true, true], T0, MIN);
    expect(events.map(brief)).toEqual(['firing:warning high * prev=ok', 'firing:alert high * prev=warning']);
    const [warn, alert] = events;
    expect(warn!.window).toMatchObject({ abstain_turns: 20, forced: 3, rate: 3 / 20 });
    const iv = wilson(3, 20);
    expect(warn!.window.interval).toEqual([iv.low, iv.high]);
    expect(warn!.at_ms).toBe(T0 + 22 * MIN);
    expect(alert!.at_ms).toBe(T0 + 25 * MIN);
    expect(alert!.window).toMatchObject({ abstain_turns: 20, forced: 6 });
    expect(alert!.summary).toBe('high *: forced-action rate 6/20 = 30% > 25% (alert)');
  });

  it('does not fire below min_abstain_turns, however high the rate', () => {
    const e = engineFor(RATE_RULE);
    expect(feed(e, [true, true, true, true, true, true, true, true, true], T0, MIN)).toEqual([]);
    expect(e.states()[0]).toMatchObject({ status: 'ok', window: { abstain_turns: 9, forced: 9 } });
    // The tenth turn reaches the minimum.
    expect(feed(e, [false], T0 + 9 * MIN, MIN).map(brief)).toEqual(['firing:alert high * prev=ok']);
  });

  it('resolves when the rate falls back, and lists the latest offending turns newest first (at most 5)', () => {
    const e = engineFor(RATE_RULE);
    const forcedTurns = Array.from({ length: 7 }, (_, i) => turn(true, { case_id: `c${i}` }));
    e.observe(turn(false), T0);
    for (const [i, r] of forcedTurns.entries()) e.observe(r, T0 + (i + 1) * MIN);
    const more = feed(e, mix(3, 0), T0 + 8 * MIN, MIN);
    expect(more.map(brief)).toEqual(['firing:alert high * prev=ok']);
    expect(more[0]!.offending.map((o) => o.case_id)).toEqual(['c6', 'c5', 'c4', 'c3', 'c2']);
    expect(more[0]!.offending[0]).toMatchObject({ trace_id: forcedTurns[6]!.trace_id, forbidden_tools: ['refund'], matched_by: 'tag', outcome: 'fail_post_hoc' });
    // 20 clean turns push every forced one out of the count window. Falling back to warning
    // within the cooldown of the alert is not notified; the resolve is, and says it leaves the
    // alert receivers last heard of.
    const clean = feed(e, mix(20, 0), T0 + 11 * MIN, MIN);
    expect(clean.map(brief)).toEqual(['resolved high * prev=alert']);
    expect(clean[0]!.window).toMatchObject({ abstain_turns: 20, forced: 2 });
    expect(clean[0]!.summary).toBe('high *: forced-action rate 2/20 = 10% ≤ 10%');
  });

  it('leaves infrastructure failures and non-abstain turns out of the counts', () => {
    const e = engineFor(RATE_RULE);
    feed(e, mix(10, 0), T0, MIN);
    e.observe(turn(false, { turn_error: 'rate limited', final_reply: null, outcome: 'fail_no_abstention', forbidden_calls: [] }), T0 + 11 * MIN);
    e.observe(turn(true, { kind: 'act', case_id: 'refund-named' }), T0 + 12 * MIN);
    expect(e.states()[0]!.window).toMatchObject({ abstain_turns: 10, forced: 0 });
  });
});

describe('cooldown', () => {
  it('a group that resolves and re-fires within the cooldown is not re-notified at the same level; after it, it is', () => {
    const e = engineFor(RATE_RULE.replace('window: 20', 'window: 10'));
    const events = [
      ...feed(e, [...mix(7, 0), true, true, true], T0, MIN), // 3/10 → alert at 9:09
      ...feed(e, mix(10, 0), T0 + 10 * MIN, MIN), // → warning, then resolved
      ...feed(e, [true, true, true], T0 + 20 * MIN, MIN), // alert again at 9:22: within 30m of 9:09
    ];
    // On the way down the group passes warning (not announced): the resolve leaves the announced alert.
    expect(events.map(brief)).toEqual(['firing:alert high * prev=ok', 'resolved high * prev=alert']);
    expect(e.states()[0]!.status).toBe('alert');
    // Still firing when the cooldown ends (9:39): notified then, stamped with the cooldown's end.
    const late = e.advanceTo(T0 + 60 * MIN);
    expect(late.map(brief)).toEqual(['firing:alert high * prev=ok']);
    expect(late[0]!.at_ms).toBe(T0 + 9 * MIN + 30 * MIN);
  });

  it('escalation notifies at once, cooldown or not; a suppressed firing that clears sends no resolve', () => {
    const e = engineFor(RATE_RULE.replace('window: 20', 'window: 10'));
    const events = [
      ...feed(e, [...mix(8, 0), true, true], T0, MIN), // 2/10 = 20% → warning
      ...feed(e, [false, false], T0 + 10 * MIN, MIN), // 2/10 still
      ...feed(e, [true], T0 + 12 * MIN, MIN), // 3/10 → alert: escalation
      ...feed(e, mix(10, 0), T0 + 13 * MIN, MIN), // → resolved
      ...feed(e, [true, true], T0 + 23 * MIN, MIN), // warning within the cooldown of the alert: held back
      ...feed(e, mix(10, 0), T0 + 25 * MIN, MIN), // clears: no resolve for an unsent firing
    ];
    expect(events.map(brief)).toEqual(['firing:warning high * prev=ok', 'firing:alert high * prev=warning', 'resolved high * prev=alert']);
    expect(e.states()[0]!.status).toBe('ok');
  });

  it('an episode is announced at its highest level: falling to warning and climbing back to alert sends nothing new', () => {
    const e = engineFor(RATE_RULE.replace('window: 20', 'window: 10').replace('30m', '0'));
    const events = [
      ...feed(e, [...mix(7, 0), true, true, true], T0, MIN), // 3/10 → alert
      ...feed(e, [false], T0 + 10 * MIN, MIN), // 3/10 still alert
      ...feed(e, [false, false], T0 + 11 * MIN, MIN), // 2/10 → warning (not announced)
      ...feed(e, [true], T0 + 13 * MIN, MIN), // 3/10 → alert again (already announced)
    ];
    expect(events.map(brief)).toEqual(['firing:alert high * prev=ok']);
    expect(e.states()[0]!.status).toBe('alert');
  });
});

describe('no data', () => {
  const rule = `
rules:
  - name: quiet
    window: 15m
    min_abstain_turns: 1
    condition: { rate_above: { alert: 0.5 } }
    no_data: { after: 1h }
`;
  it('an ungrouped rule reports silence from engine start, stamped at the deadline, and the next turn brings it back', () => {
    const e = engineFor(rule);
    expect(e.advanceTo(T0 + 59 * MIN)).toEqual([]);
    const silent = e.advanceTo(T0 + 3 * 60 * MIN);
    expect(silent.map(brief)).toEqual(['no_data quiet * prev=ok']);
    expect(silent[0]!.at_ms).toBe(T0 + 60 * MIN);
    expect(silent[0]!.summary).toBe('quiet *: no abstain turns for 1h (no_data after 1h)');
    expect(e.states()[0]).toMatchObject({ status: 'no_data', since: new Date(T0 + 60 * MIN).toISOString() });
    // Only once per silence.
    expect(e.advanceTo(T0 + 5 * 60 * MIN)).toEqual([]);
    const back = e.observe(turn(false), T0 + 5 * 60 * MIN);
    expect(back.map(brief)).toEqual(['resolved quiet * prev=no_data']);
    expect(e.states()[0]!.status).toBe('ok');
  });

  it('a firing group whose time window empties resolves first, then goes silent', () => {
    const e = engineFor(rule);
    const fired = [...e.observe(turn(true), T0 + MIN)];
    const later = e.advanceTo(T0 + 4 * 60 * MIN);
    expect([...fired, ...later].map(brief)).toEqual(['firing:alert quiet * prev=ok', 'resolved quiet * prev=alert', 'no_data quiet * prev=ok']);
    expect(later.map((x) => x.at_ms)).toEqual([T0 + 16 * MIN, T0 + 61 * MIN]);
  });

  it('the default no_data is 1h; off turns it off', () => {
    const dflt = engineFor(rule.replace('    no_data: { after: 1h }\n', ''));
    expect(dflt.advanceTo(T0 + 2 * 60 * MIN).map((x) => [x.type, x.at_ms])).toEqual([['no_data', T0 + 60 * MIN]]);
    const off = engineFor(rule.replace('{ after: 1h }', 'off'));
    expect(off.advanceTo(T0 + 48 * 60 * MIN)).toEqual([]);
  });
});

describe('time windows', () => {
  it('turns expire at exact deadlines: (now - span, now]', () => {
    const e = engineFor(`
rules:
  - name: w
    window: 10m
    min_abstain_turns: 2
    condition: { rate_above: { alert: 0.4 } }
    no_data: off
`);
    const ev = [...e.observe(turn(true), T0), ...e.observe(turn(false), T0 + 2 * MIN)];
    expect(ev.map(brief)).toEqual(['firing:alert w * prev=ok']);
    // At T0+10m the first turn leaves: 1 turn < min 2 → resolved at exactly T0+10m.
    expect(e.advanceTo(T0 + 10 * MIN - 1)).toEqual([]);
    const r = e.advanceTo(T0 + 30 * MIN);
    expect(r.map((x) => [x.type, x.at_ms])).toEqual([['resolved', T0 + 10 * MIN]]);
    expect(r[0]!.window).toMatchObject({ abstain_turns: 1, forced: 0 });
    expect(e.states()[0]!.window.abstain_turns).toBe(0);
  });
});

describe('grouping and where', () => {
  const rule = `
rules:
  - name: per-model
    window: 10
    min_abstain_turns: 5
    group_by: [model]
    where: { service.name: [checkout] }
    condition: { rate_above: { alert: 0.3 } }
    no_data: { after: 1h }
`;
  it('keeps one state per group, fires only the group over its threshold, and ignores what where leaves out', () => {
    const e = engineFor(rule);
    const a = feed(e, [true, true, false, false, false], T0, MIN, { model: 'gpt-a', service_name: 'checkout' });
    const b = feed(e, [true, false, false, false, false], T0, MIN, { model: 'gpt-b', service_name: 'checkout' });
    const other = feed(e, [true, true, true, true, true], T0, MIN, { model: 'gpt-b', service_name: 'billing' });
    const nomodel = feed(e, [false], T0, MIN, { model: null, service_name: 'checkout' });
    expect([...a, ...b, ...other, ...nomodel].map(brief)).toEqual(['firing:alert per-model model=gpt-a prev=ok']);
    const states = e.states().map((s) => [s.group_key, s.status, s.window.forced, s.window.abstain_turns]);
    expect(states).toEqual([['model=gpt-a', 'alert', 2, 5], ['model=gpt-b', 'ok', 1, 5], ['model=unknown', 'ok', 0, 1]]);
    expect(e.states()[0]!.group).toEqual({ model: 'gpt-a' });
  });

  it('a grouped rule has no group (and no no-data) before its first turn; quiet groups are forgotten after 24h', () => {
    const e = engineFor(rule);
    expect(e.advanceTo(T0 + 5 * 60 * MIN)).toEqual([]);
    expect(e.states()).toEqual([]);
    feed(e, [false], T0 + 5 * 60 * MIN, MIN, { model: 'gpt-a', service_name: 'checkout' });
    const silent = e.advanceTo(T0 + 7 * 60 * MIN);
    expect(silent.map(brief)).toEqual(['no_data per-model model=gpt-a prev=ok']);
    e.advanceTo(T0 + 5 * 60 * MIN + FORGET_AFTER_MIN_MS);
    expect(e.states()).toEqual([]);
  });
});

describe('any_forced', () => {
  it('one forced action on a listed scenario fires at the stated level; other scenarios do not count', () => {
    const e = engineFor(`
rules:
  - name: locked
    window: 1h
    condition: { any_forced: { scenarios: [locked_period], level: warning } }
    no_data: off
`);
    expect(e.observe(turn(true), T0)).toEqual([]);
    const ev = e.observe(turn(true, { case_id: 'refund-locked', scenario: 'locked_period' }), T0 + MIN);
    expect(ev.map(brief)).toEqual(['firing:warning locked * prev=ok']);
    expect(ev[0]!.window).toMatchObject({ abstain_turns: 1, forced: 1 });
    expect(ev[0]!.offending.map((o) => o.case_id)).toEqual(['refund-locked']);
  });
});

describe('amendments', () => {
  it('an amended result replaces the earlier one in the window instead of counting twice', () => {
    const e = engineFor(RATE_RULE);
    feed(e, mix(10, 0), T0, MIN);
    const first = turn(false);
    e.observe(first, T0 + 10 * MIN);
    expect(e.states()[0]!.window).toMatchObject({ abstain_turns: 11, forced: 0 });
    // Late spans show the forbidden tool ran after all; 1/11 = 9% ≤ 10%.
    const amended = turn(true, { trace_id: first.trace_id, span_id: first.span_id, amends: { trace_id: first.trace_id, span_id: first.span_id, outcome: 'pass' } });
    expect(e.observe(amended, T0 + 11 * MIN)).toEqual([]);
    expect(e.states()[0]!.window).toMatchObject({ abstain_turns: 11, forced: 1 });
    // An amendment that makes it an infrastructure failure takes it out.
    const infra = turn(false, { trace_id: first.trace_id, span_id: first.span_id, turn_error: 'boom', final_reply: null, amends: { trace_id: first.trace_id, span_id: first.span_id, outcome: 'fail_post_hoc' } });
    e.observe(infra, T0 + 12 * MIN);
    expect(e.states()[0]!.window).toMatchObject({ abstain_turns: 10, forced: 0 });
  });
});
