import { describe, expect, it } from 'vitest';
import { fisherOneSidedGreater } from '../../src/alerts/fisher-exact.js';
import { MIN, T0, brief, engineFor, feed, mix } from './engine-helpers.js';

const SPIKE = `
rules:
  - name: spike
    window: 20
    min_abstain_turns: 5
    condition:
      spike: { baseline: 100, min_baseline_turns: 50, confidence: { warning: 0.95, alert: 0.99 } }
    cooldown: 0
    no_data: off
`;

describe('spike (one-sided Fisher exact test against the trailing baseline)', () => {
  it('a small window that a bare ratio would flag (1/5 = 20% vs 1/50 = 2%, ten times) does not fire', () => {
    const e = engineFor(SPIKE.replace('window: 20', 'window: 5'));
    const events = feed(e, [...mix(50, 1), false, false, false, false, true], T0, MIN);
    expect(events).toEqual([]);
    const s = e.states()[0]!;
    expect(s.window).toMatchObject({ forced: 1, abstain_turns: 5 });
    expect(s.baseline).toMatchObject({ forced: 1, abstain_turns: 50, test: 'fisher-exact-one-sided' });
    expect(s.baseline!.p_value).toBeCloseTo(fisherOneSidedGreater(1, 5, 1, 50), 12);
    expect(s.baseline!.p_value).toBeGreaterThan(0.05);
  });

  it('a real jump fires: warning first, then alert as the evidence grows, with the baseline and p-value', () => {
    const e = engineFor(SPIKE);
    // 100 turns at 2 %, then forced turns arrive: the window of the last 20 holds more and more.
    const events = feed(e, [...mix(100, 2), ...mix(20, 0).map((_, i) => i % 2 === 0)], T0, MIN);
    expect(events.map(brief)).toEqual(['firing:warning spike * prev=ok', 'firing:alert spike * prev=warning']);
    for (const ev of events) {
      const { window: w, baseline: b } = ev;
      expect(b).toBeDefined();
      const p = fisherOneSidedGreater(w.forced, w.abstain_turns, b!.forced, b!.abstain_turns);
      expect(b!.p_value).toBeCloseTo(p, 12);
      expect(b!.p_value).toBeLessThanOrEqual(1 - b!.confidence + 1e-12);
      expect(w.abstain_turns).toBe(20);
      // The baseline is the (up to) 100 turns before the window's 20.
      const seen = (ev.at_ms - T0) / MIN + 1;
      expect(b!.abstain_turns).toBe(Math.min(100, seen - 20));
    }
    expect(events[0]!.baseline!.confidence).toBe(0.95);
    expect(events[1]!.baseline!.confidence).toBe(0.99);
    expect(e.states()[0]!.status).toBe('alert');
    // The warning came at the first turn where p ≤ 0.05, not before: one turn earlier, p was above it.
    const firstAt = (events[0]!.at_ms - T0) / MIN;
    const before = engineFor(SPIKE);
    expect(feed(before, [...mix(100, 2), ...mix(20, 0).map((_, i) => i % 2 === 0)].slice(0, firstAt), T0, MIN)).toEqual([]);
    expect(before.states()[0]!.baseline!.p_value).toBeGreaterThan(0.05);
    expect(events[0]!.summary).toMatch(/^spike \*: forced-action rate \d+\/20 = \d+% vs baseline \d\/\d+ = [\d.]+%, p = [\d.e-]+ ≤ 0\.05 \(warning, 95% confidence\)$/u);
    expect(firstAt).toBeGreaterThan(100);
  });

  it('needs the baseline minimum: with too short a history, even a big window rate does not fire', () => {
    const e = engineFor(SPIKE);
    const events = feed(e, [...mix(30, 0), ...Array<boolean>(20).fill(true)], T0, MIN);
    // 30 turns of history: 10 of them in the baseline once the window holds 20.
    expect(events).toEqual([]);
    expect(e.states()[0]!.baseline).toMatchObject({ abstain_turns: 30, forced: 0 });
  });

  it('does not fire when the window rate is not above the baseline', () => {
    const e = engineFor(SPIKE);
    expect(feed(e, mix(200, 40), T0, MIN)).toEqual([]);
  });

  it('with time windows: the baseline is the span just before the window', () => {
    const e = engineFor(`
rules:
  - name: t
    window: 10m
    min_abstain_turns: 5
    condition:
      spike: { baseline: 1h, min_baseline_turns: 20, confidence: { alert: 0.99 } }
    no_data: off
`);
    // One turn a minute for an hour with none forced, then 10 minutes of mostly forced turns.
    const events = feed(e, [...mix(60, 0), ...mix(10, 8)], T0, MIN);
    expect(events.map(brief)).toEqual(['firing:alert t * prev=ok']);
    const s = e.states()[0]!;
    expect(s.window.abstain_turns).toBe(10);
    expect(s.baseline!.abstain_turns).toBe(60);
    expect(s.baseline!.from).toBe(new Date(T0).toISOString());
    expect(s.baseline!.to).toBe(new Date(T0 + 59 * MIN).toISOString());
  });
});
