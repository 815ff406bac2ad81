import { describe, expect, it } from 'vitest';
import { isoTime } from '../../src/score/turn-scorer.js';

// A result's `started_at` is what dashboards sort and group by: the cached formatting must write
// exactly what Date does, whatever order the turns come in.
describe('isoTime (a result started_at)', () => {
  const date = (ms: number): string => {
    const d = new Date(ms);
    return Number.isFinite(d.getTime()) ? d.toISOString() : new Date(0).toISOString();
  };

  it('writes what Date writes, across seconds, minutes, years and back in time', () => {
    const base = Date.UTC(2026, 2, 2, 9, 0, 0);
    const times = [
      base, base + 1, base + 9, base + 10, base + 99, base + 100, base + 999, base + 1000, base + 59_999,
      base + 60_000, base + 0.5, base + 999.9999, base - 1, Date.UTC(2024, 1, 29, 23, 59, 59, 999), Date.UTC(2024, 2, 1),
      0, -0, 0.25, 1, -1, -1000.5, 253_402_300_799_999, 253_402_300_800_000, 8.64e15, 8.64e15 + 1, -8.64e15, Number.NaN,
      Number.POSITIVE_INFINITY, base, base + 5,
    ];
    for (const ms of times) expect(isoTime(ms), String(ms)).toBe(date(ms));
  });

  it('stays right when the times jump around (a shuffled gateway batch)', () => {
    let x = 12345;
    const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
    const base = Date.UTC(2026, 2, 2);
    for (let i = 0; i < 2000; i++) {
      const ms = base + (next() % 3_600_000) + (next() % 7) / 8;
      expect(isoTime(ms)).toBe(date(ms));
    }
  });

  it('stays right across hours and days, a minute apart and shuffled (every result formatted from the kept date)', () => {
    const base = Date.UTC(2026, 11, 30, 22, 58, 59, 990);
    for (let i = 0; i < 3000; i++) {
      const ms = base + i * 60_000 + (i % 13) * 1001;
      expect(isoTime(ms)).toBe(date(ms));
    }
    let x = 777;
    const next = (): number => (x = (x * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < 2000; i++) {
      const ms = base + (next() % (3 * 86_400_000));
      expect(isoTime(ms)).toBe(date(ms));
    }
  });
});
