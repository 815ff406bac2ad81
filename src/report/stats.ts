/** Pure math for reports: rates and their intervals. */

export interface Interval {
  low: number;
  high: number;
}

/**
 * 95 % Wilson score interval for x successes out of n. Unlike the normal approximation it stays
 * inside [0, 1] and behaves at 0, at 1 and for small n, which is where abstain suites live.
 */
export function wilson(x: number, n: number, z = 1.959963984540054): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  const p = x / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At x = 0 and x = n the bounds are exactly 0 and 1; say so rather than round to 0.9999999999999999.
  return { low: x <= 0 ? 0 : clamp01(centre - half), high: x >= n ? 1 : clamp01(centre + half) };
}

/** x / n, or 0 when there were no attempts (the attempt count says which). */
export function rate(x: number, n: number): number {
  return n > 0 ? x / n : 0;
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}
