import { describe, expect, it } from 'vitest';
import { mcnemarExact } from '../../src/report/mcnemar.js';
import { passAtK, passHatK, passKCurves } from '../../src/report/pass-k.js';

describe('pass^k and pass@k (unbiased, tau-bench)', () => {
  it('one case: C(c,k)/C(n,k) and 1 − C(n−c,k)/C(n,k), by hand', () => {
    expect(passHatK(4, 2, 1)).toBeCloseTo(0.5, 12);
    expect(passHatK(4, 2, 2)).toBeCloseTo(1 / 6, 12); // C(2,2)/C(4,2)
    expect(passHatK(5, 3, 2)).toBeCloseTo(3 / 10, 12); // C(3,2)/C(5,2)
    expect(passHatK(3, 2, 3)).toBe(0); // cannot draw three passes from two
    expect(passHatK(3, 3, 3)).toBe(1);
    expect(passAtK(4, 2, 2)).toBeCloseTo(5 / 6, 12);
    expect(passAtK(4, 0, 3)).toBe(0);
    expect(passAtK(5, 1, 5)).toBe(1);
  });

  it('a suite: the mean over attempted cases, k up to the smallest attempt count', () => {
    const curves = passKCurves([{ attempts: 4, passes: 2 }, { attempts: 2, passes: 2 }, { attempts: 3, passes: 0 }, { attempts: 0, passes: 0 }]);
    expect(curves.max_k).toBe(2);
    expect(curves.cases).toBe(3);
    expect(curves.pass_hat_k.map((p) => p.k)).toEqual([1, 2]);
    expect(curves.pass_hat_k[0]!.value).toBeCloseTo((0.5 + 1 + 0) / 3, 12);
    expect(curves.pass_hat_k[1]!.value).toBeCloseTo((1 / 6 + 1 + 0) / 3, 12);
    expect(curves.pass_at_k[1]!.value).toBeCloseTo((5 / 6 + 1 + 0) / 3, 12);
  });

  it('pass^k never rises with k, pass@k never falls', () => {
    const curves = passKCurves([{ attempts: 6, passes: 4 }, { attempts: 6, passes: 5 }, { attempts: 7, passes: 1 }]);
    for (let i = 1; i < curves.pass_hat_k.length; i++) {
      expect(curves.pass_hat_k[i]!.value).toBeLessThanOrEqual(curves.pass_hat_k[i - 1]!.value);
      expect(curves.pass_at_k[i]!.value).toBeGreaterThanOrEqual(curves.pass_at_k[i - 1]!.value);
    }
  });
});

describe('pass^k curves at scale', () => {
  it('equal, bit for bit, the per-k definition (mean over cases of passHatK / passAtK) on many attempts', () => {
    // A live receiver's summary recomputes these on every call; cases with hundreds of attempts.
    const cases = [{ attempts: 300, passes: 120 }, { attempts: 257, passes: 257 }, { attempts: 410, passes: 0 }, { attempts: 333, passes: 5 }, { attempts: 0, passes: 0 }];
    const curves = passKCurves(cases);
    const tried = cases.filter((c) => c.attempts > 0);
    expect(curves.max_k).toBe(257);
    for (const { k, value } of curves.pass_hat_k) expect(value).toBe(tried.reduce((a, c) => a + passHatK(c.attempts, c.passes, k), 0) / tried.length);
    for (const { k, value } of curves.pass_at_k) expect(value).toBe(tried.reduce((a, c) => a + passAtK(c.attempts, c.passes, k), 0) / tried.length);
  });
});

describe("McNemar's exact test", () => {
  it('two-sided binomial tail on the discordant pairs, by hand', () => {
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(0, 5)).toBeCloseTo(2 / 32, 12);
    expect(mcnemarExact(6, 1)).toBeCloseTo(2 * (1 + 7) / 128, 12);
    expect(mcnemarExact(3, 3)).toBe(1);
    expect(mcnemarExact(0, 10)).toBeCloseTo(2 / 1024, 12);
  });

  it('stays finite for large counts', () => {
    const p = mcnemarExact(400, 600);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-8);
  });
});
