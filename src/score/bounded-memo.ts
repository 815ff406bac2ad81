/**
 * A memo of values by text key, bounded: when full, the oldest entry goes first. The reply
 * reader keeps three (sentences, whole replies, on_point of a reply); FORBEAR_SENTENCE_MEMO=0
 * turns all of them off, so a benchmark can measure the worst case of reading every text afresh.
 */
/**
 * A memo is worth its lookups only when some come back: on varied text (the short-conversation
 * file's whole replies, issue 19) none did, and hashing and inserting 400-character keys that
 * never repeat was pure cost. So lookups run in trial windows of TRIAL_LOOKUPS; a window
 * answering fewer than TRIAL_LOOKUPS / 32 sits the memo out for REST_LOOKUPS lookups (answered
 * as misses without touching the map, nothing kept), then the next window tries again. A memo
 * that pays never rests. Only speed depends on this: a value comes from the memo or is worked
 * out afresh, the same either way.
 */
export const TRIAL_LOOKUPS = 1_024;
export const REST_LOOKUPS = 15 * TRIAL_LOOKUPS;
const WORTH_HITS = TRIAL_LOOKUPS / 32;

export class BoundedMemo<V> {
  /** Lookups answered and not answered, for benchmarks and diagnostics. */
  readonly counts = { hits: 0, misses: 0 };
  /** Lookups not made while the memo rested (not in `counts`). */
  skipped = 0;
  readonly limit: number;
  private readonly entries = new Map<string, V>();
  /**
   * The keys in the order they came, as a ring: the oldest is the next to go. Asking the Map
   * for its first key instead walks past every entry deleted since it last compacted, which
   * made a full memo's lookups and inserts about twice as slow.
   */
  private readonly order: string[];
  private oldest = 0;
  private tried = 0;
  private triedHits = 0;
  private resting = 0;

  constructor(limit: number) {
    this.limit = process.env.FORBEAR_SENTENCE_MEMO === '0' ? 0 : limit;
    this.order = new Array<string>(this.limit);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `key`, or undefined (counted as a hit or a miss). */
  get(key: string): V | undefined {
    if (this.resting > 0) {
      this.resting--;
      this.skipped++;
      return undefined;
    }
    const known = this.entries.get(key);
    if (known === undefined) this.counts.misses++;
    else {
      this.counts.hits++;
      this.triedHits++;
    }
    if (++this.tried === TRIAL_LOOKUPS) {
      if (this.triedHits < WORTH_HITS) this.resting = REST_LOOKUPS;
      this.tried = 0;
      this.triedHits = 0;
    }
    return known;
  }

  /** Sitting out lookups after a trial window that did not pay (see TRIAL_LOOKUPS). */
  get isResting(): boolean {
    return this.resting > 0;
  }

  /** Keeps `value` for `key` (nothing when the memo is off or resting). */
  set(key: string, value: V): void {
    if (this.limit === 0 || this.resting > 0) return;
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
