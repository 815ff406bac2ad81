import { wilson } from '../report/stats.js';
import type { WindowNumbers } from './alert-types.js';

/** Counts over a window → the numbers an event and `GET /v1/alerts` show (Wilson 95 % interval). */
export function windowNumbers(c: { n: number; forced: number; fromMs: number | null; toMs: number | null }): WindowNumbers {
  const iv = c.n > 0 ? wilson(c.forced, c.n) : null;
  return {
    abstain_turns: c.n,
    forced: c.forced,
    rate: c.n > 0 ? c.forced / c.n : null,
    interval: iv === null ? null : [iv.low, iv.high],
    from: c.fromMs === null ? null : new Date(c.fromMs).toISOString(),
    to: c.toMs === null ? null : new Date(c.toMs).toISOString(),
  };
}

/** 0.3 → `30%`, 0.025 → `2.5%`, 0.00123 → `0.12%`. */
export function pct(x: number | null): string {
  if (x === null) return '–';
  const v = x * 100;
  return `${Number(v.toPrecision(v >= 10 ? 3 : 2))}%`;
}

/** A p-value, short: `0.031`, `4.2e-7`. */
export function pValue(p: number): string {
  return p >= 0.001 ? String(Number(p.toPrecision(2))) : p.toExponential(1);
}
