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
  /**
   * The keys in the order they came, as a ring: the oldest is the next to go. Asking the Map
   * for its first key instead walks past every entry deleted since it last compacted, which
   * made a full memo's lookups and inserts about twice as slow.
   */
  private readonly order: string[];
  private oldest = 0;

  constructor(limit: number) {
    this.limit = process.env.FORBEAR_SENTENCE_MEMO === '0' ? 0 : limit;
    this.order = new Array<string>(this.limit);
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
    // A key kept already keeps its place in the order, as a Map's insertion order would.
    if (this.entries.has(key)) {
      this.entries.set(key, value);
      return;
    }
    if (this.entries.size >= this.limit) this.entries.delete(this.order[this.oldest] as string);
    this.order[this.oldest] = key;
    this.oldest = (this.oldest + 1) % this.limit;
    this.entries.set(key, value);
  }
}
