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
   * `outList[outStart[q] .. outEnd[q])`. */
  private readonly outStart: Int32Array;
  private readonly outEnd: Int32Array;
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
    // Built in flat typed arrays rather than a Map per trie node: the scanner is built at
    // start-up, where thousands of small Maps and Sets cost more in garbage collection than
    // the build itself.
    const literals: string[] = [];
    const owners: number[] = [];
    let columns = 0;
    sets.forEach((set, index) => {
      if (set === null || set.length === 0 || set.includes('')) {
        this.always[index] = 1;
        return;
      }
      for (const whole of set) {
        const literal = whole.length > maxLength ? whole.slice(whole.length - maxLength) : whole;
        literals.push(literal);
        owners.push(index);
        for (let i = 0; i < literal.length; i++) {
          const c = literal.charCodeAt(i);
          if (c < 128 ? this.ascii[c] === 0 : !this.wide.has(c)) {
            if (c < 128) this.ascii[c] = ++columns;
            else this.wide.set(c, ++columns);
          }
        }
      }
    });
    const width = columns + 1;
    this.width = width;
    const col = (c: number): number => (c < 128 ? (this.ascii[c] as number) : (this.wide.get(c) as number));
    // The trie, as goto edges in the transition table (0 = no edge: nothing returns to the root).
    let delta = new Int32Array(64 * width);
    let states = 1;
    const endSet: number[] = [];
    const endNext: number[] = [];
    let endHead = new Int32Array(64).fill(-1);
    literals.forEach((literal, k) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const at = state * width + col(literal.charCodeAt(i));
        let next = delta[at] as number;
        if (next === 0) {
          next = states++;
          if (states * width > delta.length) {
            const grown = new Int32Array(delta.length * 2);
            grown.set(delta);
            delta = grown;
          }
          if (states > endHead.length) {
            const grown = new Int32Array(endHead.length * 2).fill(-1);
            grown.set(endHead);
            endHead = grown;
          }
          delta[at] = next;
        }
        state = next;
      }
      endSet.push(owners[k] as number);
      endNext.push(endHead[state] as number);
      endHead[state] = endSet.length - 1;
    });
    // Fail links and the full transition table, breadth first (a state's fail is shallower, so
    // its row is complete when the state's own row is filled). Column 0 is never read.
    const fail = new Int32Array(states);
    const order = new Int32Array(states);
    let tail = 0;
    for (let c = 1; c < width; c++) {
      const next = delta[c] as number;
      if (next !== 0) order[tail++] = next;
    }
    for (let head = 0; head < tail; head++) {
      const state = order[head] as number;
      const f = fail[state] as number;
      for (let c = 1; c < width; c++) {
        const at = state * width + c;
        const next = delta[at] as number;
        if (next !== 0) {
          fail[next] = delta[f * width + c] as number;
          order[tail++] = next;
        } else {
          delta[at] = delta[f * width + c] as number;
        }
      }
    }
    this.delta = delta.subarray(0, states * width);
    // Outputs: a state's own literals, then its fail state's outputs (already laid out).
    const outStart = new Int32Array(states);
    const outEnd = new Int32Array(states);
    const out: number[] = [];
    for (let k = -1; k < tail; k++) {
      const state = k < 0 ? 0 : (order[k] as number);
      outStart[state] = out.length;
      for (let e = endHead[state] as number; e !== -1; e = endNext[e] as number) out.push(endSet[e] as number);
      if (state !== 0) {
        const f = fail[state] as number;
        for (let i = outStart[f] as number; i < (outEnd[f] as number); i++) out.push(out[i] as number);
      }
      outEnd[state] = out.length;
    }
    this.outStart = outStart;
    this.outEnd = outEnd;
    this.outList = Int32Array.from(out);
    this.alwaysList = Int32Array.from(sets.keys()).filter((i) => this.always[i] === 1);
    this.found = new Int32Array(sets.length);
  }

  /** States in the automaton (for diagnostics). */
  get states(): number {
    return this.outStart.length;
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
    const { delta, width, ascii, wide, outStart, outEnd, outList, seen, found, alwaysList } = this;
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
      const end = outEnd[state] as number;
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
