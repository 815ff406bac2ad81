import type { OffendingTurn } from './alert-types.js';
import type { WindowSpec } from './alert-rule.js';

/** One counted abstain turn in a group, in observation order. */
export interface WindowTurn {
  atMs: number;
  /** trace_id/span_id, to find the turn an amendment replaces. */
  key: string;
  /** Set when a forbidden tool ran. */
  offending: OffendingTurn | null;
  /** Forced turns up to and including this one, since the group began (prefix sum). */
  cumForced: number;
}

/** Index ranges `[start, end)` into the turn list. */
export interface Ranges {
  window: [number, number];
  baseline: [number, number] | null;
}

/**
 * A group's abstain turns, oldest first, holding only what the window (and the spike rule's
 * baseline, which immediately precedes it) can still see. Prefix sums of forced turns make any
 * range's count O(1); binary search finds a time window's start.
 */
export class TurnWindow {
  private turns: WindowTurn[] = [];
  private head = 0;
  private readonly byKey = new Map<string, WindowTurn>();

  constructor(private readonly window: WindowSpec, private readonly baseline: WindowSpec | null) {}

  get size(): number {
    return this.turns.length - this.head;
  }

  /** The newest turn's time, or undefined when empty. */
  get lastMs(): number | undefined {
    return this.turns.at(-1)?.atMs;
  }

  push(atMs: number, key: string, offending: OffendingTurn | null): void {
    const prev = this.turns.at(-1);
    // The host's clock may step back a little (results of one trace completing late); keep order.
    const t: WindowTurn = { atMs: prev === undefined ? atMs : Math.max(atMs, prev.atMs), key, offending, cumForced: (prev?.cumForced ?? 0) + (offending ? 1 : 0) };
    this.turns.push(t);
    this.byKey.set(key, t);
  }

  /** Replaces the turn `key` (an amended result): true if it was still held. `null` removes it. */
  replace(key: string, offending: OffendingTurn | null | undefined, remove: boolean): boolean {
    const t = this.byKey.get(key);
    if (t === undefined) return false;
    const i = this.turns.indexOf(t, this.head);
    if (i < 0) return false;
    const base = t.cumForced - (t.offending ? 1 : 0);
    if (remove) {
      this.turns.splice(i, 1);
      this.byKey.delete(key);
    } else {
      t.offending = offending ?? null;
    }
    // Amendments are rare: recompute the prefix sums from the change on.
    let cum = base;
    for (let j = i; j < this.turns.length; j++) {
      const u = this.turns[j]!;
      cum += u.offending ? 1 : 0;
      u.cumForced = cum;
    }
    return true;
  }

  /** The window's and baseline's index ranges at `nowMs`. */
  ranges(nowMs: number): Ranges {
    const end = this.turns.length;
    const wStart = this.window.kind === 'count' ? Math.max(this.head, end - this.window.n) : this.firstAfter(nowMs - this.window.ms);
    if (this.baseline === null) return { window: [wStart, end], baseline: null };
    let bStart: number;
    if (this.baseline.kind === 'count') bStart = Math.max(this.head, wStart - this.baseline.n);
    else {
      // The baseline span ends where the window begins: its start time, or its oldest turn's.
      const edge = this.window.kind === 'time' ? nowMs - this.window.ms : (this.turns[wStart]?.atMs ?? nowMs);
      bStart = Math.min(wStart, this.firstAfter(edge - this.baseline.ms));
    }
    return { window: [wStart, end], baseline: [bStart, wStart] };
  }

  count(range: [number, number]): { n: number; forced: number; fromMs: number | null; toMs: number | null } {
    const [a, b] = range;
    if (b <= a) return { n: 0, forced: 0, fromMs: null, toMs: null };
    const first = this.turns[a]!;
    const before = first.cumForced - (first.offending ? 1 : 0);
    return { n: b - a, forced: this.turns[b - 1]!.cumForced - before, fromMs: this.turns[a]!.atMs, toMs: this.turns[b - 1]!.atMs };
  }

  /** The newest offending turns in a range, newest first. */
  offending(range: [number, number], max: number): OffendingTurn[] {
    const out: OffendingTurn[] = [];
    for (let i = range[1] - 1; i >= range[0] && out.length < max; i--) {
      const o = this.turns[i]!.offending;
      if (o) out.push(o);
    }
    return out;
  }

  /** The next time a turn leaves the window or the baseline by age, after `nowMs`; Infinity if none. */
  nextExpiry(nowMs: number): number {
    const { window, baseline } = this.ranges(nowMs);
    let next = Infinity;
    if (this.window.kind === 'time' && window[1] > window[0]) next = this.turns[window[0]]!.atMs + this.window.ms;
    if (baseline !== null && this.baseline?.kind === 'time' && this.window.kind === 'time' && baseline[1] > baseline[0]) {
      next = Math.min(next, this.turns[baseline[0]]!.atMs + this.window.ms + this.baseline.ms);
    }
    return next;
  }

  /** Drops what neither the window nor the baseline can see any more. */
  prune(nowMs: number): void {
    const { window, baseline } = this.ranges(nowMs);
    const keep = baseline === null ? window[0] : baseline[0];
    while (this.head < keep) {
      const t = this.turns[this.head]!;
      if (this.byKey.get(t.key) === t) this.byKey.delete(t.key);
      this.head++;
    }
    if (this.head > 1024 && this.head * 2 > this.turns.length) {
      this.turns = this.turns.slice(this.head);
      this.head = 0;
    }
  }

  /** First index at or after head whose time is > `ms`. */
  private firstAfter(ms: number): number {
    let lo = this.head;
    let hi = this.turns.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.turns[mid]!.atMs > ms) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
