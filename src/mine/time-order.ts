/**
 * A message time as milliseconds: ISO 8601 (and anything `Date.parse` reads), or epoch seconds
 * or milliseconds as a number or digit string. Undefined when it is none of these.
 */
export function timeOf(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v < 1e11 ? v * 1000 : v;
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const s = v.trim();
  if (/^\d+(?:\.\d+)?$/u.test(s)) return timeOf(Number(s));
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * Items in time order, ties (and exports already in order) kept as written. When any item's time
 * cannot be read the order is left as written and the first unreadable value is returned, so the
 * caller can say so rather than guess.
 */
export function inTimeOrder<T>(items: readonly T[], timeOfItem: (item: T) => unknown): { items: T[]; unreadable?: unknown } {
  const keyed = items.map((item, i) => ({ item, i, raw: timeOfItem(item) }));
  const bad = keyed.find((k) => timeOf(k.raw) === undefined);
  if (bad !== undefined) return { items: [...items], unreadable: bad.raw };
  return { items: keyed.sort((a, b) => timeOf(a.raw)! - timeOf(b.raw)! || a.i - b.i).map((k) => k.item) };
}
