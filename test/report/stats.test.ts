import { describe, expect, it } from 'vitest';
import { rate, wilson } from '../../src/report/stats.js';

describe('wilson', () => {
  it('matches the published 95 % interval for 5 of 8', () => {
    // Reference: Wilson (1927) score interval, z = 1.96: p̂ = .625 → [.306, .863]
    const { low, high } = wilson(5, 8);
    expect(low).toBeCloseTo(0.3057, 3);
    expect(high).toBeCloseTo(0.8632, 3);
  });

  it('stays inside [0, 1] at the edges, where the normal approximation collapses to a point', () => {
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 3);
    const all = wilson(10, 10);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.7225, 3);
  });

  it('is the whole range when nothing was attempted', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    expect(rate(0, 0)).toBe(0);
  });
});
