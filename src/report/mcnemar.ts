/**
 * McNemar's exact test for paired binary outcomes: only the discordant pairs carry information.
 * Under "no change", each of the b + c discordant pairs is equally likely to go either way, so
 * the two-sided p-value is twice the smaller binomial tail of Bin(b + c, 1/2), capped at 1.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const lo = Math.min(b, c);
  // Sum C(n, i) / 2^n for i ≤ lo in log space: n can be large.
  let tail = 0;
  let logC = 0; // log C(n, 0)
  for (let i = 0; i <= lo; i++) {
    if (i > 0) logC += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}
