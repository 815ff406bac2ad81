/**
 * `Date.parse` of a result's `started_at`, read by arithmetic when it has the form results are
 * written in (`toISOString`'s, `2026-03-02T14:05:09.123Z`): the day's start is kept from the
 * previous call (turns come roughly in time order, so nearly all share it) and the time of day
 * added from its digits. A `Date.parse` per result showed in the live page's record (issue 19,
 * serve40). Anything else (another form, an out-of-range field) goes to `Date.parse` itself.
 */
let lastDay = '';
let lastDayMs = Number.NaN;

/** The value of an ASCII digit at `i`, or -1. */
function digit(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
}

export function isoMs(s: string): number {
  if (s.length !== 24 || s.charCodeAt(10) !== 84 /* T */ || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58 || s.charCodeAt(19) !== 46 || s.charCodeAt(23) !== 90 /* Z */) return Date.parse(s);
  const h1 = digit(s, 11), h2 = digit(s, 12), m1 = digit(s, 14), m2 = digit(s, 15), s1 = digit(s, 17), s2 = digit(s, 18);
  const f1 = digit(s, 20), f2 = digit(s, 21), f3 = digit(s, 22);
  if ((h1 | h2 | m1 | m2 | s1 | s2 | f1 | f2 | f3) < 0) return Date.parse(s);
  const hours = h1 * 10 + h2, minutes = m1 * 10 + m2, seconds = s1 * 10 + s2;
  if (hours > 23 || minutes > 59 || seconds > 59) return Date.parse(s);
  if (!s.startsWith(lastDay) || lastDay === '') {
    const day = s.slice(0, 10);
    const ms = Date.parse(`${day}T00:00:00.000Z`);
    if (!Number.isFinite(ms)) return Date.parse(s);
    lastDay = day;
    lastDayMs = ms;
  }
  return lastDayMs + hours * 3_600_000 + minutes * 60_000 + seconds * 1000 + f1 * 100 + f2 * 10 + f3;
}
