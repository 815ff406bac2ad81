/**
 * A memo of values by text key, bounded: when full, the oldest entry goes first. The reply
 * reader keeps three (sentences, whole replies, on_point of a reply); FORBEAR_SENTENCE_MEMO=0
 * turns all of them off, so a benchmark can measure the worst case of reading every text afresh.
 */
export class BoundedMemo<V> {
  /** Lookups answered and not answered, for benchmarks and diagnostics. */
  readonly counts = { hits: 0, misses: 0 };
  readonly limit: number;
  private readonly entries = new Map<string, V>();

  constructor(limit: number) {
    this.limit = process.env.FORBEAR_SENTENCE_MEMO === '0' ? 0 : limit;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `key`, or undefined (counted as a hit or a miss). */
  get(key: string): V | undefined {
    const known = this.entries.get(key);
    if (known === undefined) this.counts.misses++;
    else this.counts.hits++;
    return known;
  }

  /** Keeps `value` for `key` (nothing when the memo is off). */
  set(key: string, value: V): void {
    if (this.limit === 0) return;
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }
}
