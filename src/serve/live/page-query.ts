import type { PageRecord } from './page-record.js';

/** The windows the page offers, and how each is cut into trend buckets. */
export const WINDOWS = {
  '1h': { ms: 3_600_000, bucketMs: 5 * 60_000 },
  '1d': { ms: 86_400_000, bucketMs: 3_600_000 },
  '7d': { ms: 7 * 86_400_000, bucketMs: 6 * 3_600_000 },
  all: { ms: Number.POSITIVE_INFINITY, bucketMs: 0 },
} as const;
export type WindowName = keyof typeof WINDOWS;

/** The dimensions results can be filtered and split by, and the result field each reads. */
export const DIMENSIONS = { model: 'model', agent: 'agent_name', service: 'service_name', scenario: 'scenario' } as const;
export type Dimension = keyof typeof DIMENSIONS;

/** A page query: a window ending now, and a value per dimension to keep (absent: all). */
export interface PageQuery {
  window: WindowName;
  filter: Partial<Record<Dimension, string>>;
}

/** A query parameter the page does not understand: answered 400 with this message. */
export class PageQueryError extends Error {
  override name = 'PageQueryError';
}

/** `none` in a filter keeps results that carry no value for the dimension (no model recorded). */
export const NONE = '(none)';

export function parsePageQuery(params: URLSearchParams, defaultWindow: WindowName = '1d'): PageQuery {
  const w = params.get('window') ?? defaultWindow;
  if (!(w in WINDOWS)) throw new PageQueryError(`window: expected one of ${Object.keys(WINDOWS).join(', ')}, got "${w}"`);
  const filter: PageQuery['filter'] = {};
  for (const dim of Object.keys(DIMENSIONS) as Dimension[]) {
    const v = params.get(dim);
    if (v !== null && v !== '') filter[dim] = v;
  }
  return { window: w as WindowName, filter };
}

/** A record's value for a dimension (`(none)` when the spans carried none). */
export function valueOf(rec: PageRecord, dim: Dimension): string {
  return rec.slim[DIMENSIONS[dim]] ?? NONE;
}

/** Whether a record is in the query's window (ending at `nowMs`) and passes its filter. */
export function matcher(q: PageQuery, nowMs: number): (rec: PageRecord) => boolean {
  const from = nowMs - WINDOWS[q.window].ms;
  const dims = Object.entries(q.filter) as [Dimension, string][];
  return (rec) => rec.at >= from && dims.every(([dim, v]) => valueOf(rec, dim) === v);
}
