export interface Kappa {
  /** Cohen's kappa; null when chance agreement is already total (every label the same on both sides). */
  kappa: number | null;
  /** Share of items with the same label. */
  observed: number;
  /** Agreement expected by chance from each rater's label frequencies. */
  expected: number;
  n: number;
}

/** Cohen's kappa of two raters' labels for the same items (a[i] and b[i] label item i). */
export function cohensKappa(a: readonly string[], b: readonly string[]): Kappa {
  if (a.length !== b.length) throw new Error('cohensKappa: both raters must label the same items');
  const n = a.length;
  if (n === 0) return { kappa: null, observed: 0, expected: 0, n };
  const countA = new Map<string, number>();
  const countB = new Map<string, number>();
  let same = 0;
  for (let i = 0; i < n; i++) {
    if (a[i] === b[i]) same++;
    countA.set(a[i]!, (countA.get(a[i]!) ?? 0) + 1);
    countB.set(b[i]!, (countB.get(b[i]!) ?? 0) + 1);
  }
  let expected = 0;
  for (const [label, x] of countA) expected += (x / n) * ((countB.get(label) ?? 0) / n);
  const observed = same / n;
  return { kappa: expected === 1 ? null : (observed - expected) / (1 - expected), observed, expected, n };
}
