import { UsageError } from './exit-code.js';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "10s", "5m", "250ms", "1h" → milliseconds. */
export function parseDuration(flag: string): (value: string) => number {
  return (value) => {
    const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(value.trim());
    if (!m) throw new UsageError(`${flag}: expected a duration like "10s", "5m" or "250ms", got "${value}"`);
    return Number(m[1]) * UNITS[m[2]!]!;
  };
}

/** A rate in [0, 1]; "5%" is accepted as 0.05. */
export function parseRate(flag: string): (value: string) => number {
  return (value) => {
    const t = value.trim();
    const n = t.endsWith('%') ? Number(t.slice(0, -1)) / 100 : Number(t);
    if (t === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`${flag}: expected a rate between 0 and 1 (or a percentage like 5%), got "${value}"`);
    return n;
  };
}

export function parsePositiveInt(flag: string): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) throw new UsageError(`${flag}: expected a positive whole number, got "${value}"`);
    return n;
  };
}
