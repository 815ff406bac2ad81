/** What the turn assembler asks of spans by id: a Map's `get`, `has` and `size`. */
export interface SpanIndex<T extends { spanId: string }> {
  get(spanId: string): T | undefined;
  has(spanId: string): boolean;
  readonly size: number;
}

/** Up to this many spans, a scan of them; past it, a Map. */
const SCAN_MAX = 8;

/**
 * Spans by id, as `new Map(spans.map((s) => [s.spanId, s]))` answers (the last of a repeated id
 * wins, `size` counts distinct ids). Most turns have a handful of spans, and the assembler indexed
 * the same few several times per turn: a Map each time, its table and a hash per id, for what a
 * scan of a few entries answers.
 */
export function spanIndex<T extends { spanId: string }>(spans: readonly T[]): SpanIndex<T> {
  if (spans.length > SCAN_MAX) return new Map(spans.map((s) => [s.spanId, s]));
  return new ScannedSpans(spans);
}

class ScannedSpans<T extends { spanId: string }> implements SpanIndex<T> {
  private distinct = -1;

  constructor(private readonly spans: readonly T[]) {}

  get(spanId: string): T | undefined {
    const { spans } = this;
    for (let i = spans.length - 1; i >= 0; i--) if (spans[i]!.spanId === spanId) return spans[i];
    return undefined;
  }

  has(spanId: string): boolean {
    return this.get(spanId) !== undefined;
  }

  get size(): number {
    if (this.distinct < 0) {
      const { spans } = this;
      let n = 0;
      for (let i = 0; i < spans.length; i++) {
        let repeated = false;
        for (let j = i + 1; j < spans.length && !repeated; j++) repeated = spans[j]!.spanId === spans[i]!.spanId;
        if (!repeated) n++;
      }
      this.distinct = n;
    }
    return this.distinct;
  }
}
