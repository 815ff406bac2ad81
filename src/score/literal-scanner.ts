/**
 * Checks many literal sets against one string in a single pass (Aho-Corasick), which is what
 * makes the literal prefilter cheaper than the regexes it lets the response check skip.
 */

/**
 * Which of several literal sets occur in a string, in one left-to-right pass: an
 * Aho-Corasick automaton over all their literals, compiled to a transition table. Only code
 * units that occur in some literal get a column; any other character cannot be part of a
 * literal, so it sends the scan back to the start state.
 */
export class LiteralScanner {
  /** Number of sets; `null` sets always pass. */
  readonly size: number;
  private readonly always: Uint8Array;
  /** Column of each ASCII code unit in the table, 0 = in no literal. */
  private readonly ascii = new Uint16Array(128);
  /** Columns of the non-ASCII code units that occur in literals. */
  private readonly wide = new Map<number, number>();
  private readonly width: number;
  private readonly delta: Int32Array;
  /** The sets with a literal ending in state q (including via fail links) are
   * `outList[outStart[q] .. outStart[q + 1])`. */
  private readonly outStart: Int32Array;
  private readonly outList: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;
  /** The sets that always pass, ascending. */
  private readonly alwaysList: Int32Array;
  /** Sets passing the last scan, ascending, in `found[0..count)`. */
  private readonly found: Int32Array;
  private count = 0;

  /**
   * `maxLength` shortens longer literals to their last `maxLength` characters: a string that
   * contains a literal contains every piece of it, so this only lets more through, and it
   * keeps the automaton small where long literals share an ending ("… went through").
   */
  constructor(sets: readonly (readonly string[] | null)[], maxLength = Infinity) {
    this.size = sets.length;
    this.always = new Uint8Array(sets.length);
    this.seen = new Int32Array(sets.length);
    let columns = 0;
    const column = (c: number): number => {
      let col = c < 128 ? this.ascii[c] : this.wide.get(c);
      if (col === undefined || col === 0) {
        col = ++columns;
        if (c < 128) this.ascii[c] = col;
        else this.wide.set(c, col);
      }
      return col;
    };
    // Trie, keyed by column.
    const children: Map<number, number>[] = [new Map()];
    const ends: Set<number>[] = [new Set()];
    sets.forEach((set, index) => {
      if (set === null || set.length === 0 || set.includes('')) {
        this.always[index] = 1;
        return;
      }
      for (const whole of set) {
        const literal = whole.length > maxLength ? whole.slice(whole.length - maxLength) : whole;
        let state = 0;
        for (let i = 0; i < literal.length; i++) {
          const col = column(literal.charCodeAt(i));
          const kids = children[state] as Map<number, number>;
          let next = kids.get(col);
          if (next === undefined) {
            next = children.length;
            children.push(new Map());
            ends.push(new Set());
            kids.set(col, next);
          }
          state = next;
        }
        (ends[state] as Set<number>).add(index);
      }
    });
    const states = children.length;
    const width = columns + 1;
    this.width = width;
    // Fail links and the full transition table, breadth first. Column 0 is never read.
    const fail = new Int32Array(states);
    const delta = new Int32Array(states * width);
    const order: number[] = [];
    for (const [col, next] of children[0] as Map<number, number>) {
      delta[col] = next;
      order.push(next);
    }
    for (let head = 0; head < order.length; head++) {
      const state = order[head] as number;
      const f = fail[state] as number;
      for (const index of ends[f] as Set<number>) (ends[state] as Set<number>).add(index);
      delta.set(delta.subarray(f * width, (f + 1) * width), state * width);
      for (const [col, next] of children[state] as Map<number, number>) {
        fail[next] = delta[f * width + col] as number;
        delta[state * width + col] = next;
        order.push(next);
      }
    }
    this.delta = delta;
    this.outStart = new Int32Array(states + 1);
    ends.forEach((e, q) => (this.outStart[q + 1] = (this.outStart[q] as number) + e.size));
    this.outList = Int32Array.from(ends.flatMap((e) => [...e]));
    this.alwaysList = Int32Array.from(sets.keys()).filter((i) => this.always[i] === 1);
    this.found = new Int32Array(sets.length);
  }

  /** States in the automaton (for diagnostics). */
  get states(): number {
    return this.outStart.length - 1;
  }

  /**
   * Finds which sets may occur in `s`: those with a literal in it, and those that always
   * pass. Read the answer with `passes(index)` or `hits` until the next scan. Returns how
   * many sets pass.
   */
  scan(s: string): number {
    if (++this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const { delta, width, ascii, wide, outStart, outList, seen, found, alwaysList } = this;
    let count = 0;
    for (let k = 0; k < alwaysList.length; k++) found[count++] = alwaysList[k] as number;
    let state = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      const col = c < 128 ? (ascii[c] as number) : (wide.get(c) ?? 0);
      if (col === 0) {
        state = 0;
        continue;
      }
      state = delta[state * width + col] as number;
      const end = outStart[state + 1] as number;
      for (let k = outStart[state] as number; k < end; k++) {
        const index = outList[k] as number;
        if (seen[index] === stamp) continue;
        seen[index] = stamp;
        // Insertion keeps `found` ascending; a sentence hits only a handful of sets.
        let j = count++;
        for (; j > 0 && (found[j - 1] as number) > index; j--) found[j] = found[j - 1] as number;
        found[j] = index;
      }
    }
    this.count = count;
    return count;
  }

  /** After `scan(s)`: how many sets may occur in `s`. */
  get hitCount(): number {
    return this.count;
  }

  /** After `scan(s)`: the k-th set (ascending) that may occur in `s`, for k < hitCount. */
  hitAt(k: number): number {
    return this.found[k] as number;
  }

  /** After `scan(s)`: may set `index` occur in `s`? */
  passes(index: number): boolean {
    return this.always[index] === 1 || this.seen[index] === this.stamp;
  }
}
