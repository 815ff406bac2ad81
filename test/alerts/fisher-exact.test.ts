import { describe, expect, it } from 'vitest';
import { fisherOneSidedGreater } from '../../src/alerts/fisher-exact.js';

/** P(X ≥ x1) for the hypergeometric, in exact rational arithmetic (BigInt), as a float at the end. */
function exactP(x1: number, n1: number, x2: number, n2: number): number {
  const choose = (n: number, k: number): bigint => {
    if (k < 0 || k > n) return 0n;
    let r = 1n;
    for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
    return r;
  };
  const k = x1 + x2;
  let num = 0n;
  for (let x = x1; x <= Math.min(k, n1); x++) num += choose(n1, x) * choose(n2, k - x);
  const den = choose(n1 + n2, k);
  // 1e15 fixed point keeps the division exact enough to compare to ~1e-12.
  return Number((num * 10n ** 15n) / den) / 1e15;
}

describe('fisherOneSidedGreater', () => {
  it('matches a published value: the lady tasting tea, 3/4 vs 1/4 → 0.2429 (R fisher.test, alternative = "greater")', () => {
    expect(fisherOneSidedGreater(3, 4, 1, 4)).toBeCloseTo(0.242857142857, 10);
  });

  it('agrees with an exact BigInt computation over many tables, small and large', () => {
    const tables: [number, number, number, number][] = [
      [1, 5, 1, 50], [2, 5, 0, 50], [10, 30, 2, 100], [0, 10, 3, 40], [5, 5, 0, 5],
      [40, 200, 60, 2000], [7, 60, 30, 1200], [120, 1000, 900, 9000], [3, 4500, 1, 5000],
    ];
    for (const [x1, n1, x2, n2] of tables) {
      const want = exactP(x1, n1, x2, n2);
      const got = fisherOneSidedGreater(x1, n1, x2, n2);
      expect(Math.abs(got - want), `${x1}/${n1} vs ${x2}/${n2}: ${got} vs ${want}`).toBeLessThan(1e-9 + want * 1e-9);
    }
  });

  it('is 1 when nothing is forced or a side is empty', () => {
    expect(fisherOneSidedGreater(0, 10, 0, 10)).toBe(1);
    expect(fisherOneSidedGreater(3, 10, 0, 0)).toBe(1);
  });
});
