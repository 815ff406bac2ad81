/**
 * Repeated-run estimators (tau-bench, arXiv 2406.12045). For one case with n attempts of which c
 * passed, the chance that k attempts drawn from the n all pass is C(c, k) / C(n, k) (pass^k), and
 * that at least one passes is 1 − C(n − c, k) / C(n, k) (pass@k). Both are unbiased; a suite's
 * value is the mean over its cases. k cannot exceed the smallest n.
 */

/** C(n, k) / C(m, k) as a product of ratios, exact enough and never overflowing. */
function chooseRatio(top: number, bottom: number, k: number): number {
  if (k < 0 || k > bottom) return Number.NaN;
  if (k > top) return 0;
  let r = 1;
  for (let i = 0; i < k && r > 0; i++) r *= (top - i) / (bottom - i);
  return r;
}

/** pass^k of one case: all k attempts drawn without replacement pass. */
export function passHatK(n: number, c: number, k: number): number {
  return chooseRatio(c, n, k);
}

/** pass@k of one case: at least one of k attempts drawn without replacement passes. */
export function passAtK(n: number, c: number, k: number): number {
  return 1 - chooseRatio(n - c, n, k);
}

export interface CaseCount {
  attempts: number;
  passes: number;
}

export interface KPoint {
  k: number;
  /** Mean over the cases with at least one attempt. */
  value: number;
}

/**
 * pass^k and pass@k for k = 1 … the smallest attempt count among the cases that were attempted
 * (cases with no attempts carry no information and are left out).
 */
export function passKCurves(cases: readonly CaseCount[]): { pass_hat_k: KPoint[]; pass_at_k: KPoint[]; cases: number; max_k: number } {
  const tried = cases.filter((c) => c.attempts > 0);
  const maxK = tried.length === 0 ? 0 : Math.min(...tried.map((c) => c.attempts));
  const hat: KPoint[] = [];
  const at: KPoint[] = [];
  for (let k = 1; k <= maxK; k++) {
    hat.push({ k, value: mean(tried.map((c) => passHatK(c.attempts, c.passes, k))) });
    at.push({ k, value: mean(tried.map((c) => passAtK(c.attempts, c.passes, k))) });
  }
  return { pass_hat_k: hat, pass_at_k: at, cases: tried.length, max_k: maxK };
}

function mean(xs: number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** The k worth printing in a short report: all of them up to 8, else 1, 2, 4, 8, … and the largest. */
export function shownKs(maxK: number): number[] {
  if (maxK <= 8) return Array.from({ length: maxK }, (_, i) => i + 1);
  const ks: number[] = [];
  for (let k = 1; k < maxK; k *= 2) ks.push(k);
  return [...ks, maxK];
}
