/**
 * One-sided Fisher exact test for a 2×2 table: is the window's rate (`x1` of `n1`) above the
 * baseline's (`x2` of `n2`)? Conditioned on the margins, the window's count is hypergeometric;
 * the p-value is P(X ≥ x1). Exact at any size, so a window of 3 turns with 1 forced does not
 * "spike" over a baseline of 0/40 the way a bare ratio would say.
 */
export function fisherOneSidedGreater(x1: number, n1: number, x2: number, n2: number): number {
  const total = n1 + n2;
  const k = x1 + x2;
  if (n1 <= 0 || n2 <= 0 || k === 0) return 1;
  const hi = Math.min(k, n1);
  const lo = Math.max(0, k - n2);
  if (x1 <= lo) return 1;
  // log C(n1, x) + log C(n2, k - x) - log C(total, k), summed from x1 to the upper bound.
  const logDenom = logChoose(total, k);
  let p = 0;
  for (let x = x1; x <= hi; x++) {
    const term = Math.exp(logChoose(n1, x) + logChoose(n2, k - x) - logDenom);
    p += term;
    if (term < p * 1e-17) break;
  }
  return Math.min(1, p);
}

export const FISHER_TEST_NAME = 'fisher-exact-one-sided';

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

const TABLE_SIZE = 4096;
const table: number[] = [0];
for (let i = 1; i < TABLE_SIZE; i++) table.push(table[i - 1]! + Math.log(i));

/** ln(n!): a table below 4096, Stirling's series above (error far below 1e-12 there). */
function logFactorial(n: number): number {
  if (n < TABLE_SIZE) return table[n]!;
  const inv = 1 / n;
  const inv2 = inv * inv;
  return n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + inv * (1 / 12 - inv2 * (1 / 360 - inv2 / 1260));
}
