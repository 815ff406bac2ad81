import { z } from 'zod';

export const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Milliseconds in a duration like `250ms`, `10s`, `15m`, `2h` or `1d`; undefined when it is not one. */
export function parseDuration(v: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(v.trim());
  return m === null ? undefined : Number(m[1]) * DURATION_UNITS[m[2]!]!;
}

/** A duration setting (a string or number in YAML) → milliseconds, with a message naming the expected form. */
export const durationSchema = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const v = String(raw).trim();
  const ms = parseDuration(v);
  if (ms === undefined) {
    ctx.addIssue({ code: 'custom', message: `expected a duration like "10s", "15m", "2h" or "250ms", got "${v}"` });
    return z.NEVER;
  }
  return ms;
});
