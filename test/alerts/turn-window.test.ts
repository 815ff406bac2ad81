import { describe, expect, it } from 'vitest';
import { TurnWindow } from '../../src/alerts/turn-window.js';

const MIN = 60_000;

describe('TurnWindow memory', () => {
  it('holds no more than the window and baseline can see (counts)', () => {
    const w = new TurnWindow({ kind: 'count', n: 20 }, { kind: 'count', n: 100 });
    const off = { case_id: 'c', trace_id: 't', span_id: 's', forbidden_tools: ['x'], matched_by: 'tag', outcome: 'fail', at: '' };
    for (let i = 0; i < 10_000; i++) {
      w.push(i * MIN, `t${i}`, i % 3 === 0 ? off : null);
      w.prune(i * MIN);
    }
    expect(w.size).toBe(120);
    // Counts stay right after the list has been compacted many times over.
    const { window, baseline } = w.ranges(9_999 * MIN);
    const forcedIn = (from: number, to: number): number => Array.from({ length: to - from + 1 }, (_, k) => from + k).filter((i) => i % 3 === 0).length;
    expect(w.count(window)).toMatchObject({ n: 20, forced: forcedIn(9_980, 9_999) });
    expect(w.count(baseline!)).toMatchObject({ n: 100, forced: forcedIn(9_880, 9_979) });
  });

  it('holds no more than the window and baseline can see (time spans), and counts forced turns in each', () => {
    const w = new TurnWindow({ kind: 'time', ms: 10 * MIN }, { kind: 'time', ms: 60 * MIN });
    for (let i = 0; i < 600; i++) {
      const forced = i % 7 === 0;
      w.push(i * MIN, `t${i}`, forced ? { case_id: 'c', trace_id: `t${i}`, span_id: 's', forbidden_tools: ['x'], matched_by: 'tag', outcome: 'fail', at: '' } : null);
      w.prune(i * MIN);
    }
    // (now − 10m, now] holds 10 turns a minute apart, the hour before it 60.
    expect(w.size).toBe(70);
    const now = 599 * MIN;
    const { window, baseline } = w.ranges(now);
    const expectForced = (from: number, to: number): number => Array.from({ length: to - from + 1 }, (_, k) => from + k).filter((i) => i % 7 === 0).length;
    expect(w.count(window)).toMatchObject({ n: 10, forced: expectForced(590, 599) });
    expect(w.count(baseline!)).toMatchObject({ n: 60, forced: expectForced(530, 589) });
  });
});
