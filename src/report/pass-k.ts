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
  // C(c, k) / C(n, k) from the k − 1 one times one more ratio: the same products, in the same
  // order, as chooseRatio (so the same bits), in time linear in k rather than quadratic (a live
  // receiver's summary with thousands of attempts per case recomputes these on every call).
  const allPass = tried.map(() => 1);
  const allFail = tried.map(() => 1);
  for (let k = 1; k <= maxK; k++) {
    tried.forEach((c, i) => {
      allPass[i] = step(allPass[i]!, c.passes, c.attempts, k);
      allFail[i] = step(allFail[i]!, c.attempts - c.passes, c.attempts, k);
    });
    hat.push({ k, value: mean(allPass) });
    at.push({ k, value: mean(allFail.map((r) => 1 - r)) });
  }
  return { pass_hat_k: hat, pass_at_k: at, cases: tried.length, max_k: maxK };
}

/** chooseRatio(top, bottom, k) given chooseRatio(top, bottom, k − 1) (k ≤ bottom). */
function step(previous: number, top: number, bottom: number, k: number): number {
  if (k > top) return 0;
  return previous > 0 ? previous * ((top - (k - 1)) / (bottom - (k - 1))) : previous;
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
