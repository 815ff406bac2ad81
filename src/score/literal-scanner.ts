/**
 * Checks many literal sets against one string in a single pass (Aho-Corasick), which is what
 * makes the literal prefilter cheaper than the regexes it lets the response check skip.
 */

/** Recent scans remembered (see `recentText`): a sentence and its clauses. */
const RECENT = 8;
/** Literal occurrences kept of the last whole scan (see `spanText`); a text with more is not a parent. */
const SPAN_CAP = 1_024;

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
  /** Transitions, `state * width + column`; 0 = not worked out yet (see `step`, `flip`). 16-bit
   * while the states fit: the table is read once per character, and at half the size more of
   * it stays in the cache (the scan's cost is mostly waiting on these reads). A cell holds the
   * next state with the `marked` bit set when some literal ends there (see `cell`), so the
   * scan learns it from the read it makes anyway instead of a second read per character. */
  private readonly delta: Uint16Array | Int32Array;
  /** A cell holds its transition XOR `flip` (all bits of a cell), so that 0 is a cell not worked
   * out yet and a new table needs no filling: filled with a marker, the 2 MB table's pages were
   * all written (and faulted in) at start-up, ~2 ms of the reader's ready time, where a scan
   * reaches only a few hundred kilobytes of rows. */
  private readonly flip: number;
  private readonly marked: number;
  private readonly fail: Int32Array;
  /** The literals ending in state q (including via fail links) are
   * `outList[outStart[q] .. outEnd[q])`, by index into `owner` and `whole`. */
  private readonly outStart: Int32Array;
  private readonly outEnd: Int32Array;
  private readonly outList: Int32Array;
  /** The set each literal belongs to, and its place in that set: a hit on a shortened
   * literal's ending is checked against the whole literal, text `setStart[owner] + pos`. */
  private readonly owner: Int32Array;
  private readonly pos: Int32Array;
  /** Every set's literals as code units (see `LiteralText`): what the scan reads of a literal
   * (its length, a shortened one's head) is read from here, so a restored scanner needs no
   * strings (making the table's 23,000 literal strings was ~8 ms of the reader's ready time). */
  private readonly text: LiteralText;
  readonly maxLength: number;
  /** The trie: the children of state q are `children[childStart[q] .. childStart[q + 1])`, and
   * `via[q]` is the column leading to q. Its edges enter the transition table as `step` needs
   * them, like the rest of it: scattered into the table up front, as cold code, they were 2–5 ms
   * of the first reply. */
  private readonly childStart: Int32Array;
  private readonly children: Int32Array;
  private readonly via: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;
  /** The sets that always pass, ascending. */
  private readonly alwaysList: Int32Array;
  /** Sets passing the last scan, ascending, in `found[0..count)`. */
  private readonly found: Int32Array;
  /**
   * Runs of sets asked about together (`groupSets`): `groupOf[set]` is the run's number (0 = in
   * none), `groupSeen[g] === stamp` when some set of run g passed the last scan, and `groupAlways`
   * marks the runs that always pass (a set of theirs always does, or they were given overlapping).
   * A run none of whose sets passed is told by one read (`groupPasses`) instead of a bisection of
   * `found`: most of the response check's questions about its groups of patterns (4.3 million a
   * pass over the shared replies) are about groups the sentence holds no literal of.
   */
  private groupOf: Int32Array;
  private groupSeen = new Int32Array(1);
  private groupAlways = new Uint8Array(1);
  private count = 0;
  /**
   * The last RECENT texts scanned and what each passed (`recentHits`, RECENT rows of `size`,
   * `recentCount` of each row used): the response check asks about a sentence, then each of its
   * clauses, then the sentence again, so about half the scans repeat one of the last few texts;
   * replaying the answer costs the handful of hits instead of the whole text.
   */
  private readonly recentText: (string | null)[] = new Array<string | null>(RECENT).fill(null);
  private readonly recentHits: Int32Array;
  private readonly recentCount = new Int32Array(RECENT);
  private recentNext = 0;
  /**
   * The last text scanned in full, and where in it each literal occurred (set, start, end;
   * `spanCount` of them): a text found inside it (a clause of the sentence) passes exactly the
   * sets with an occurrence inside that stretch, so it is answered from these instead of
   * scanned. A third of what the response check scanned was such clauses (issue 19).
   */
  private spanText: string | null = null;
  private spanCount = 0;
  /** Occurrence k is `spans[3k]` (its set), `spans[3k + 1]` (start) and `spans[3k + 2]` (end):
   * one array, so an occurrence is written and read in one place. */
  private readonly spans = new Int32Array(3 * SPAN_CAP);
  private columnOf: Uint16Array | undefined;
  /** What a scan does on reaching a state, worked out on the first scan (see `heads`). */
  private outputs: Outputs | undefined;

  /**
   * `maxLength` shortens longer literals to their last `maxLength` characters in the
   * automaton, which keeps it small where long literals share an ending ("… went through"); a
   * hit on such an ending counts only if the whole literal ends there, so the answer is the
   * same as without shortening ("ything" alone must not pass "anything else").
   *
   * Or, in place of the sets, a `snapshot()`: the scanner it was taken of, restored instead of
   * built (sets and `maxLength` are the snapshot's own): building runs once per process, as cold
   * code, and was a fifth of the response check's start-up.
   */
  constructor(from: readonly (readonly string[] | null)[] | Int32Array, maxLength = Infinity) {
    const r = from instanceof Int32Array ? restore(from) : undefined;
    const size = r === undefined ? (from as readonly (readonly string[] | null)[]).length : r.size;
    this.size = size;
    this.maxLength = r === undefined ? maxLength : r.maxLength;
    this.always = new Uint8Array(size);
    this.seen = new Int32Array(size);
    this.found = new Int32Array(size);
    this.recentHits = new Int32Array(RECENT * size);
    this.groupOf = new Int32Array(size);
    if (r !== undefined) {
      this.alwaysList = r.alwaysList;
      for (let k = 0; k < r.alwaysList.length; k++) this.always[r.alwaysList[k] as number] = 1;
      this.text = { nulls: r.nulls, setStart: r.setStart, textStart: r.textStart, units: r.units };
      this.ascii.set(r.ascii);
      for (let i = 0; i < r.wide.length; i += 2) this.wide.set(r.wide[i] as number, r.wide[i + 1] as number);
      this.width = r.width;
      this.childStart = r.childStart;
      this.children = r.children;
      this.via = r.via;
      this.fail = r.fail;
      this.outStart = r.outStart;
      this.outEnd = r.outEnd;
      this.outList = r.outList;
      this.owner = r.owner;
      this.pos = r.pos;
      this.delta = blank(r.via.length, r.width);
      this.flip = this.delta instanceof Uint16Array ? 0xffff : -1;
      this.marked = markBit(this.delta);
      return;
    }
    const sets = from as readonly (readonly string[] | null)[];
    sets.forEach((set, index) => {
      if (set === null || set.length === 0 || set.includes('')) this.always[index] = 1;
    });
    this.alwaysList = Int32Array.from(sets.keys()).filter((i) => this.always[i] === 1);
    this.text = literalText(sets);
    // Built in flat typed arrays rather than a Map per trie node: the scanner is built at
    // start-up, where thousands of small Maps and Sets cost more in garbage collection than
    // the build itself.
    const literals: string[] = [];
    const owners: number[] = [];
    const places: number[] = [];
    let columns = 0;
    sets.forEach((set, index) => {
      if (set === null || this.always[index] === 1) return;
      for (let j = 0; j < set.length; j++) {
        const whole = set[j] as string;
        const literal = whole.length > maxLength ? whole.slice(whole.length - maxLength) : whole;
        literals.push(literal);
        owners.push(index);
        places.push(j);
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
    // The trie, as goto edges in the transition table; -1 = not worked out yet. The rest of the
    // table is filled in lazily by `step` as scans need it: filling all of it up front (states ×
    // columns, ~400,000 cells for the lexicon) ran as cold code at start-up and cost more than
    // every scan of a `score` run on the samples.
    let delta = new Int32Array(64 * width).fill(-1);
    let states = 1;
    // Parent and depth of each state, for the fail links below.
    let parent = new Int32Array(64);
    let via = new Int32Array(64);
    let depth = new Int32Array(64);
    let maxDepth = 0;
    const endSet: number[] = [];
    const endNext: number[] = [];
    let endHead = new Int32Array(64).fill(-1);
    const grow = (a: Int32Array<ArrayBuffer>, fill: number): Int32Array<ArrayBuffer> => {
      const grown = new Int32Array(a.length * 2).fill(fill);
      grown.set(a);
      return grown;
    };
    literals.forEach((literal, k) => {
      let state = 0;
      for (let i = 0; i < literal.length; i++) {
        const c = col(literal.charCodeAt(i));
        const at = state * width + c;
        let next = delta[at] as number;
        if (next <= 0) {
          next = states++;
          if (states * width > delta.length) delta = grow(delta, -1);
          if (states > endHead.length) {
            endHead = grow(endHead, -1);
            parent = grow(parent, 0);
            via = grow(via, 0);
            depth = grow(depth, 0);
          }
          delta[at] = next;
          parent[next] = state;
          via[next] = c;
          depth[next] = (depth[state] as number) + 1;
          if ((depth[next] as number) > maxDepth) maxDepth = depth[next] as number;
        }
        state = next;
      }
      endSet.push(k);
      endNext.push(endHead[state] as number);
      endHead[state] = endSet.length - 1;
    });
    // States in breadth-first order (a counting sort by depth): a state's fail link is
    // shallower, so it is known when the state's own is worked out.
    const bfs = new Int32Array(states - 1);
    const bucket = new Int32Array(maxDepth + 2);
    for (let q = 1; q < states; q++) {
      const d = (depth[q] as number) + 1;
      bucket[d] = (bucket[d] as number) + 1;
    }
    for (let d = 1; d < bucket.length; d++) bucket[d] = (bucket[d] as number) + (bucket[d - 1] as number);
    for (let q = 1; q < states; q++) {
      const d = depth[q] as number;
      bfs[bucket[d] as number] = q;
      bucket[d] = (bucket[d] as number) + 1;
    }
    // States renumbered in that order: a scan spends most steps in the shallow states (a
    // sentence's characters mostly start or extend short prefixes), and numbered first their
    // rows of the transition table sit together in a few kilobytes the cache keeps, where
    // numbered as the literals came they were spread over the whole table (over a megabyte).
    // Only speed depends on the numbering; the snapshot keeps it.
    const rank = new Int32Array(states);
    for (let k = 0; k < bfs.length; k++) rank[bfs[k] as number] = k + 1;
    const renumber = (a: Int32Array, map: boolean): Int32Array<ArrayBuffer> => {
      const out = new Int32Array(states);
      for (let q = 1; q < states; q++) out[rank[q] as number] = map ? (rank[a[q] as number] as number) : (a[q] as number);
      return out;
    };
    parent = renumber(parent, true);
    via = renumber(via, false);
    depth = renumber(depth, false);
    const firstEnd = endHead[0] as number;
    endHead = renumber(endHead, false);
    endHead[0] = firstEnd;
    [this.childStart, this.children] = childrenOf(parent.subarray(0, states));
    this.via = via.slice(0, states);
    // Without marks (no outputs yet) while the fail links are worked out (`step` fills cells of
    // it); replaced below.
    this.outStart = new Int32Array(states);
    this.outEnd = this.outStart;
    this.delta = blank(states, width);
    this.flip = this.delta instanceof Uint16Array ? 0xffff : -1;
    this.marked = markBit(this.delta);
    const order = Int32Array.from(bfs.keys(), (k) => k + 1);
    const fail = new Int32Array(states);
    this.fail = fail;
    for (let k = 0; k < order.length; k++) {
      const q = order[k] as number;
      const p = parent[q] as number;
      fail[q] = p === 0 ? 0 : this.step(fail[p] as number, via[q] as number) & (this.marked - 1);
    }
    // Outputs: a state's own literals, then its fail state's outputs (already laid out).
    const outStart = new Int32Array(states);
    const outEnd = new Int32Array(states);
    const out: number[] = [];
    for (let k = -1; k < order.length; k++) {
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
    this.delta = blank(states, width);
    this.outList = Int32Array.from(out);
    this.owner = Int32Array.from(owners);
    this.pos = Int32Array.from(places);
  }

  /**
   * The built automaton, with its sets' literals, as one array, for `new LiteralScanner(saved)`.
   *
   * `sample`: texts like those the scanner will read; the states their scan reaches most often
   * are numbered first (root first, then by visits, ties in the present order). Only speed
   * depends on the numbering: a scan reads the transition table's row and the outputs of each
   * state it reaches, and in breadth-first order the ~1,000 states that take 60 % of the steps
   * of real text were spread over the whole 1 MB table (ids up to 14,000), which the patterns'
   * own runs push out of the cache between scans; numbered first, their rows lie in the first
   * ~75 kB.
   */
  snapshot(sample?: Iterable<string>): Int32Array {
    const order = sample === undefined ? undefined : this.byVisits(sample);
    const states = this.via.length;
    const parent = new Int32Array(states);
    for (let q = 0; q < states; q++) for (let k = this.childStart[q] as number; k < (this.childStart[q + 1] as number); k++) parent[this.children[k] as number] = q;
    const rank = new Int32Array(states);
    if (order === undefined) rank.forEach((_, q) => { rank[q] = q; });
    else order.forEach((q, k) => { rank[q] = k; });
    const moved = (a: Int32Array, map: boolean): Int32Array => {
      const out = new Int32Array(states);
      for (let q = 0; q < states; q++) out[rank[q] as number] = map ? (rank[a[q] as number] as number) : (a[q] as number);
      return out;
    };
    const wide = [...this.wide].flat();
    const [childStart, children] = childrenOf(moved(parent, true));
    const { nulls, setStart, textStart, units } = this.text;
    // Four code units to a value when all are under 256 (the lexicon's literals are ASCII), else
    // two: read back as a Uint8Array or Uint16Array view on the same bytes.
    let unitBytes = 1;
    for (let i = 0; i < units.length; i++) if ((units[i] as number) > 0xff) unitBytes = 2;
    const packed = new Int32Array((units.length * unitBytes + 3) >> 2);
    (unitBytes === 1 ? new Uint8Array(packed.buffer) : new Uint16Array(packed.buffer)).set(units);
    const parts = [Int32Array.from(this.ascii), Int32Array.from(wide), childStart, children, moved(this.via, false), moved(this.fail, true), moved(this.outStart, false), moved(this.outEnd, false), this.outList, this.owner, this.pos, this.alwaysList, nulls, setStart, textStart, packed];
    const header = [SNAPSHOT_VERSION, this.width, states, this.outList.length, this.owner.length, wide.length / 2, this.size, this.maxLength === Infinity ? -1 : this.maxLength, this.alwaysList.length, nulls.length, textStart.length - 1, units.length, unitBytes];
    const out = new Int32Array(header.length + parts.reduce((n, p) => n + p.length, 0));
    out.set(header);
    let at = header.length;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }

  /** Every state, root first, then by how often a scan of `sample` reaches it, most first
   * (ties, and states never reached, in their present order). */
  private byVisits(sample: Iterable<string>): Int32Array {
    const visits = new Float64Array(this.via.length);
    const columns = this.columns();
    for (const s of sample) {
      let state = 0;
      for (let i = 0; i < s.length; i++) {
        const col = columns[s.charCodeAt(i)] as number;
        state = col === 0 ? 0 : this.step(state, col) & (this.marked - 1);
        visits[state] = (visits[state] as number) + 1;
      }
    }
    const rest = Array.from({ length: this.via.length - 1 }, (_, k) => k + 1);
    rest.sort((a, b) => (visits[b] as number) - (visits[a] as number) || a - b);
    return Int32Array.from([0, ...rest]);
  }

  /** The transition from `state` on `column` (a cell: the state, `marked` if a literal ends
   * there), worked out from the fail links and remembered the first time it is needed. */
  private step(state: number, column: number): number {
    const at = state * this.width + column;
    const known = this.delta[at] as number;
    if (known !== 0) return known ^ this.flip;
    let next = -1;
    const { childStart, children, via } = this;
    for (let k = childStart[state] as number; k < (childStart[state + 1] as number); k++) {
      const child = children[k] as number;
      if (via[child] === column) {
        next = this.cell(child);
        break;
      }
    }
    // Not a trie edge: where the longest proper suffix goes (from the root, the root).
    if (next < 0) next = state === 0 ? this.cell(0) : this.step(this.fail[state] as number, column);
    this.delta[at] = next ^ this.flip;
    return next;
  }

  /** A cell of the transition table leading to state `q`: `q`, with the `marked` bit when some
   * literal ends there. */
  private cell(q: number): number {
    return (this.outEnd[q] as number) > (this.outStart[q] as number) ? q | this.marked : q;
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
      this.groupSeen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    for (let r = 0; r < RECENT; r++) if (this.recentText[r] === s) return this.replay(r, stamp);
    const parent = this.spanText;
    if (parent !== null && s.length < parent.length) {
      const at = parent.indexOf(s);
      if (at >= 0) return this.within(s, at, stamp);
    }
    const { delta, flip, marked, width, maxLength, seen, alwaysList, found } = this;
    const at3 = this.spans;
    const mask = marked - 1;
    let spans = 0;
    const columns = this.columns();
    const heads = this.heads();
    const { shortStart, shortEnd, shortPairs, headRoot } = heads;
    let { nodeChar, firstChild, sibling, childBits, firstEnding, nextEnding, endingSet } = heads;
    let count = 0;
    for (let k = 0; k < alwaysList.length; k++) found[count++] = alwaysList[k] as number;
    let state = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      const col = columns[c] as number;
      if (col === 0) {
        state = 0;
        continue;
      }
      const cell = delta[state * width + col] as number;
      const next = cell !== 0 ? cell ^ flip : this.step(state, col);
      state = next & mask;
      if (next < marked) continue;
      // This state's outputs are split by kind the first time a scan reaches it (`heads`).
      let node = headRoot[state] as number;
      if (node === UNSPLIT) node = this.split(state);
      // Literals kept whole that end here: each is an occurrence.
      const end = shortEnd[state] as number;
      for (let k = 2 * (shortStart[state] as number); k < 2 * end; k += 2) {
        const index = shortPairs[k] as number;
        // Every occurrence is kept (a clause may hold a later one and not the first), up to the cap.
        if (spans < SPAN_CAP) {
          at3[3 * spans] = index;
          at3[3 * spans + 1] = i + 1 - (shortPairs[k + 1] as number);
          at3[3 * spans + 2] = i + 1;
        }
        spans++;
        if (seen[index] !== stamp) count = this.add(index, stamp, count);
      }
      // Shortened literals whose ending this is: read their heads backwards from the ending,
      // along the trie of reversed heads, so a head shared by many is compared once and a
      // mismatch rules out all the literals below it.
      if (node === -2) {
        node = this.growHeads(state);
        ({ nodeChar, firstChild, sibling, childBits, firstEnding, nextEnding, endingSet } = heads);
      }
      for (let p = i - maxLength; node >= 0; p--) {
        const h = s.charCodeAt(p); // NaN before the text's start: no child matches
        if (((childBits[node] as number) & (1 << (h & 31))) === 0) break;
        let child = firstChild[node] as number;
        while (child >= 0 && nodeChar[child] !== h) child = sibling[child] as number;
        node = child;
        if (child < 0) break;
        for (let e = firstEnding[child] as number; e >= 0; e = nextEnding[e] as number) {
          const index = endingSet[e] as number;
          if (spans < SPAN_CAP) {
            at3[3 * spans] = index;
            at3[3 * spans + 1] = p;
            at3[3 * spans + 2] = i + 1;
          }
          spans++;
          if (seen[index] !== stamp) count = this.add(index, stamp, count);
        }
      }
    }
    this.count = count;
    this.spanText = spans <= SPAN_CAP ? s : null;
    this.spanCount = spans;
    this.remember(s, count);
    return count;
  }

  /** `scan(s)` for `s` found at `at` in the last text scanned in full: the sets with an
   * occurrence inside it, and those that always pass. */
  private within(s: string, at: number, stamp: number): number {
    const end = at + s.length;
    const { spans, spanCount, seen, found, alwaysList } = this;
    let count = 0;
    for (let k = 0; k < alwaysList.length; k++) found[count++] = alwaysList[k] as number;
    for (let k = 0; k < spanCount; k++) {
      if ((spans[3 * k + 1] as number) < at || (spans[3 * k + 2] as number) > end) continue;
      const index = spans[3 * k] as number;
      if (seen[index] !== stamp) count = this.add(index, stamp, count);
    }
    this.count = count;
    this.remember(s, count);
    return count;
  }

  /** Marks set `index` as passing this scan and inserts it into `found[0..count)`, which stays
   * ascending (a sentence hits only a handful of sets); returns the new count. `scan` and
   * `within` share it. */
  private add(index: number, stamp: number, count: number): number {
    const { found } = this;
    this.seen[index] = stamp;
    this.groupSeen[this.groupOf[index] as number] = stamp;
    let j = count;
    for (; j > 0 && (found[j - 1] as number) > index; j--) found[j] = found[j - 1] as number;
    found[j] = index;
    return count + 1;
  }

  /** Column of every UTF-16 code unit (0 = in no literal): one typed-array read per character
   * in `scan` instead of a Map lookup for each non-ASCII one. Built on the first scan. */
  private columns(): Uint16Array {
    if (this.columnOf !== undefined) return this.columnOf;
    const columns = new Uint16Array(0x10000);
    columns.set(this.ascii);
    for (const [c, col] of this.wide) columns[c] = col;
    this.columnOf = columns;
    return columns;
  }

  /**
   * The outputs split by kind, for `scan`: per state, the literals kept whole that end there
   * (`shortPairs`, from `shortStart[q]` to `shortEnd[q]`), and the root of a trie of the reversed heads
   * of the shortened literals whose ending is that state (`headRoot[q]`). Many literals share
   * an ending ("… your ", "… for you"): checked one by one, a sentence's scan compared about
   * one head per character, 95 % of them in vain (issue 19). Room for them is made on the
   * first scan; each state's split (`split`) and its trie (`growHeads`) are worked out from the
   * automaton's output lists when a scan first reaches the state (built for every state up
   * front, as cold code, the tries cost ~30 ms of start-up).
   */
  private heads(): Outputs {
    if (this.outputs !== undefined) return this.outputs;
    const states = this.outStart.length;
    // At most every output is kept whole: a typed array of that size, not a growing plain one
    // (this runs at the first scan, where garbage collection counts towards being ready).
    this.outputs = { shortStart: new Int32Array(states), shortEnd: new Int32Array(states), shortPairs: new Int32Array(2 * this.outList.length), kept: 0, length: new Int32Array(this.owner.length), headRoot: new Int32Array(states).fill(UNSPLIT), nodeChar: new Int32Array(256), firstChild: new Int32Array(256), sibling: new Int32Array(256), childBits: new Int32Array(256), firstEnding: new Int32Array(256), nextEnding: new Int32Array(64), endingSet: new Int32Array(64), nodes: 0, endings: 0 };
    return this.outputs;
  }

  /** Splits state `q`'s outputs by kind (see `heads`), the first time a scan reaches it: done
   * for every state up front, as cold code, it was 3–7 ms of the first reply. Returns its
   * `headRoot`: -1 (no shortened literal ends there) or -2 (their trie not built yet). */
  private split(q: number): number {
    const o = this.outputs as Outputs;
    const { outStart, outEnd, outList, maxLength } = this;
    const { textStart } = this.text;
    const { shortPairs, length } = o;
    let kept = o.kept;
    let root = -1;
    o.shortStart[q] = kept;
    for (let k = outStart[q] as number; k < (outEnd[q] as number); k++) {
      const literal = outList[k] as number;
      const t = this.textIndex(literal);
      length[literal] = (textStart[t + 1] as number) - (textStart[t] as number);
      if ((length[literal] as number) <= maxLength) {
        shortPairs[2 * kept] = this.owner[literal] as number;
        shortPairs[2 * kept + 1] = length[literal] as number;
        kept++;
      } else root = -2;
    }
    o.shortEnd[q] = kept;
    o.kept = kept;
    o.headRoot[q] = root;
    return root;
  }

  /** Builds the trie of reversed heads of the shortened literals ending in state `q`; returns its root. */
  private growHeads(q: number): number {
    const o = this.outputs as Outputs;
    const from = this.outStart[q] as number;
    const to = this.outEnd[q] as number;
    // Room for the most this trie can add (a node per head character, an ending per literal),
    // made once here rather than checked per node: this runs as cold code.
    let heads = 1;
    for (let k = from; k < to; k++) heads += Math.max(0, (o.length[this.outList[k] as number] as number) - this.maxLength);
    const room = (a: Int32Array, n: number): Int32Array => {
      if (n <= a.length) return a;
      const b = new Int32Array(Math.max(n, a.length * 2));
      b.set(a);
      return b;
    };
    o.nodeChar = room(o.nodeChar, o.nodes + heads);
    o.firstChild = room(o.firstChild, o.nodes + heads);
    o.sibling = room(o.sibling, o.nodes + heads);
    o.childBits = room(o.childBits, o.nodes + heads);
    o.firstEnding = room(o.firstEnding, o.nodes + heads);
    o.endingSet = room(o.endingSet, o.endings + to - from);
    o.nextEnding = room(o.nextEnding, o.endings + to - from);
    const { nodeChar, firstChild, sibling, childBits, firstEnding, nextEnding, endingSet } = o;
    let nodes = o.nodes;
    let endings = o.endings;
    const root = nodes++;
    nodeChar[root] = -1;
    firstChild[root] = -1;
    sibling[root] = -1;
    childBits[root] = 0;
    firstEnding[root] = -1;
    const { textStart, units } = this.text;
    for (let k = from; k < to; k++) {
      const literal = this.outList[k] as number;
      const t = this.textIndex(literal);
      const first = textStart[t] as number;
      const length = (textStart[t + 1] as number) - first;
      if (length <= this.maxLength) continue;
      let at = root;
      // The head from its last character back to its first.
      for (let j = length - this.maxLength - 1; j >= 0; j--) {
        const c = units[first + j] as number;
        let child = firstChild[at] as number;
        while (child >= 0 && nodeChar[child] !== c) child = sibling[child] as number;
        if (child < 0) {
          child = nodes++;
          nodeChar[child] = c;
          firstChild[child] = -1;
          childBits[child] = 0;
          firstEnding[child] = -1;
          sibling[child] = firstChild[at] as number;
          firstChild[at] = child;
          childBits[at] = (childBits[at] as number) | (1 << (c & 31));
        }
        at = child;
      }
      const e = endings++;
      endingSet[e] = this.owner[literal] as number;
      nextEnding[e] = firstEnding[at] as number;
      firstEnding[at] = e;
    }
    o.nodes = nodes;
    o.endings = endings;
    o.headRoot[q] = root;
    return root;
  }

  /** Where literal k of the automaton is in `text`. */
  private textIndex(k: number): number {
    return (this.text.setStart[this.owner[k] as number] as number) + (this.pos[k] as number);
  }

  /** The literals of set `index` as given (null for a null set): read back from the code units,
   * for a restored scanner's caller that wants a set's strings. */
  literalsOf(index: number): readonly string[] | null {
    return setLiterals(this.text, index);
  }

  /** Keeps the answer of the scan just made in the oldest slot of the ring. */
  private remember(s: string, count: number): void {
    const r = this.recentNext;
    this.recentNext = (r + 1) % RECENT;
    this.recentText[r] = s;
    this.recentCount[r] = count;
    // A plain copy: `set(found.subarray(…))` allocated a view on every scan.
    const { recentHits, found } = this;
    const from = r * this.size;
    for (let k = 0; k < count; k++) recentHits[from + k] = found[k] as number;
  }

  /** The answer of a recent scan of the same text, made current again. */
  private replay(r: number, stamp: number): number {
    const count = this.recentCount[r] as number;
    const from = r * this.size;
    const { found, seen, recentHits, groupOf, groupSeen } = this;
    for (let k = 0; k < count; k++) {
      const index = recentHits[from + k] as number;
      found[k] = index;
      seen[index] = stamp;
      groupSeen[groupOf[index] as number] = stamp;
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

  /** After `scan(s)`: the first k with `hitAt(k) >= index` (hitCount if none), by bisection: a
   * group of patterns reads its own hits from there instead of walking past everyone else's. */
  firstHitFrom(index: number): number {
    const { found } = this;
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((found[mid] as number) < index) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** After `scan(s)`: may set `index` occur in `s`? */
  passes(index: number): boolean {
    return this.always[index] === 1 || this.seen[index] === this.stamp;
  }

  /**
   * Numbers runs of sets asked about together, `ranges` = [from, to, from, to, …] (run g is the
   * g-th pair, counted from 1; `to` exclusive), for `groupPasses`. Sets in no run belong to none.
   */
  groupSets(ranges: readonly number[]): void {
    const runs = ranges.length / 2;
    this.groupOf = new Int32Array(this.size);
    this.groupSeen = new Int32Array(runs + 1);
    this.groupAlways = new Uint8Array(runs + 1);
    for (let g = 1; g <= runs; g++) {
      for (let i = ranges[2 * g - 2] as number, to = ranges[2 * g - 1] as number; i < to; i++) {
        // A set in two runs cannot say which it marked: both always pass (the caller's bisection answers).
        const other = this.groupOf[i] as number;
        if (other !== 0) this.groupAlways[other] = this.groupAlways[g] = 1;
        this.groupOf[i] = g;
        if (this.always[i] === 1) this.groupAlways[g] = 1;
      }
    }
  }

  /** After `scan(s)`: false only when no set of run `group` (see `groupSets`) passes. */
  groupPasses(group: number): boolean {
    return this.groupSeen[group] === this.stamp || this.groupAlways[group] === 1;
  }
}

const SNAPSHOT_VERSION = 3;

/**
 * Every set's literals, in order, as code units: set i's are texts `setStart[i] .. setStart[i + 1]`,
 * text t is `units[textStart[t] .. textStart[t + 1])`; `nulls` lists the null sets (ascending).
 */
interface LiteralText {
  nulls: Int32Array;
  setStart: Int32Array;
  textStart: Int32Array;
  units: Uint8Array | Uint16Array;
}

function setLiterals(text: LiteralText, index: number): readonly string[] | null {
  const { nulls, setStart, textStart, units } = text;
  if (nulls.includes(index)) return null;
  const out: string[] = [];
  for (let t = setStart[index] as number; t < (setStart[index + 1] as number); t++) out.push(String.fromCharCode(...units.subarray(textStart[t] as number, textStart[t + 1] as number)));
  return out;
}

/** The sets' literals held in a `snapshot()`, read without restoring the automaton: each set's
 * strings (null for a null set), and whether a set is other than null. */
export function snapshotLiterals(saved: Int32Array): { literals(index: number): readonly string[] | null; guarded(index: number): boolean } {
  const r = restore(saved);
  const text: LiteralText = { nulls: r.nulls, setStart: r.setStart, textStart: r.textStart, units: r.units };
  return { literals: (index) => setLiterals(text, index), guarded: (index) => !text.nulls.includes(index) };
}

function literalText(sets: readonly (readonly string[] | null)[]): LiteralText {
  const setStart = new Int32Array(sets.length + 1);
  let texts = 0;
  let length = 0;
  sets.forEach((set, i) => {
    setStart[i] = texts;
    for (const literal of set ?? []) {
      texts++;
      length += literal.length;
    }
  });
  setStart[sets.length] = texts;
  const textStart = new Int32Array(texts + 1);
  const units = new Uint16Array(length);
  let t = 0;
  let at = 0;
  for (const set of sets) {
    for (const literal of set ?? []) {
      textStart[t++] = at;
      for (let j = 0; j < literal.length; j++) units[at++] = literal.charCodeAt(j);
    }
  }
  textStart[texts] = at;
  const nulls = Int32Array.from(sets.keys()).filter((i) => sets[i] === null);
  return { nulls, setStart, textStart, units };
}
/** `headRoot` of a state whose outputs are not split yet. */
const UNSPLIT = -3;

/** A transition table of `states` rows, every cell not worked out yet (0: see `flip`): 16-bit
 * cells while a state number and the mark bit fit in 15 + 1 bits (and the all-ones cell, 0 once
 * flipped, is no state), else 32-bit, at twice the memory. Nothing below the 16-bit range pays for
 * the wider kind: the scan is typed by the table it finds. */
function blank(states: number, width: number): Uint16Array | Int32Array {
  return cellBits(states) === 16 ? new Uint16Array(states * width) : new Int32Array(states * width);
}

/** The width of the transition table's cells for an automaton of `states` states (see `blank`);
 * past what a 32-bit cell can number, a clear error rather than a wrong scan. */
export function cellBits(states: number): 16 | 32 {
  if (states < 0x7fff) return 16;
  // The mark bit is bit 30 and a cell's sign bit stays clear: state numbers below 2^30.
  if (states >= 0x40000000) throw new RangeError(`literal scanner: ${states} states, more than the 2^30 a 32-bit transition cell can number beside its mark bit`);
  return 32;
}

/** The trie's child lists from each state's parent (the root's own parent ignored), as
 * `LiteralScanner.childStart` and `children`. */
function childrenOf(parent: Int32Array): [Int32Array, Int32Array] {
  const states = parent.length;
  const childStart = new Int32Array(states + 1);
  for (let q = 1; q < states; q++) childStart[(parent[q] as number) + 1] = (childStart[(parent[q] as number) + 1] as number) + 1;
  for (let q = 0; q < states; q++) childStart[q + 1] = (childStart[q + 1] as number) + (childStart[q] as number);
  const children = new Int32Array(Math.max(0, states - 1));
  const next = childStart.slice(0, states);
  for (let q = 1; q < states; q++) {
    const p = parent[q] as number;
    children[next[p] as number] = q;
    next[p] = (next[p] as number) + 1;
  }
  return [childStart, children];
}

/** The bit `cell` sets in a cell of `table`. */
function markBit(table: Uint16Array | Int32Array): number {
  return table instanceof Uint16Array ? 0x8000 : 0x40000000;
}

/** See `LiteralScanner.heads`. */
interface Outputs {
  shortStart: Int32Array;
  shortEnd: Int32Array;
  /** Entry k (from `shortStart[q]` to `shortEnd[q]`): `shortPairs[2k]` the literal's set and
   * `shortPairs[2k + 1]` its length, read in `scan` from one place instead of by literal. */
  shortPairs: Int32Array;
  /** Entries of `shortPairs` used. */
  kept: number;
  /** Each literal's whole length, by literal index (set as its states are split). */
  length: Int32Array;
  /** Root of the state's trie of reversed heads; -1 = none, -2 = not built yet (`growHeads`),
   * UNSPLIT = the state's outputs not split yet (`split`). */
  headRoot: Int32Array;
  /** The tries: a node's code unit, first child, next sibling, and the first of the literals
   * whose head ends at it (their sets, `endingSet[e]`, chained by `nextEnding[e]`); `nodes` and
   * `endings` of them used. Typed arrays (plain ones cost a tenth more in `scan`), replaced by
   * larger ones as scans reach new states. */
  nodeChar: Int32Array;
  firstChild: Int32Array;
  sibling: Int32Array;
  /** Per node, bit `c & 31` set for each child's code unit `c`: most heads read in `scan`
   * fail at a node without that child, told by one read instead of a walk of its siblings. */
  childBits: Int32Array;
  firstEnding: Int32Array;
  nextEnding: Int32Array;
  endingSet: Int32Array;
  nodes: number;
  endings: number;
}

interface Restored {
  size: number;
  maxLength: number;
  alwaysList: Int32Array;
  nulls: Int32Array;
  setStart: Int32Array;
  textStart: Int32Array;
  units: Uint8Array | Uint16Array;
  width: number;
  ascii: Int32Array;
  wide: Int32Array;
  childStart: Int32Array;
  children: Int32Array;
  via: Int32Array;
  fail: Int32Array;
  outStart: Int32Array;
  outEnd: Int32Array;
  outList: Int32Array;
  owner: Int32Array;
  pos: Int32Array;
}

/** Splits a `snapshot()` back into its arrays (views, no copies). */
function restore(a: Int32Array): Restored {
  if (a[0] !== SNAPSHOT_VERSION) throw new Error(`literal scanner snapshot: version ${a[0]}, expected ${SNAPSHOT_VERSION}`);
  const [width, states, outs, literals, wides, size, maxLength, always, nulls, texts, units, unitBytes] = Array.from(a.subarray(1, 13));
  let at = 13;
  const take = (n: number): Int32Array => a.subarray(at, (at += n));
  return {
    size: size as number,
    maxLength: maxLength === -1 ? Infinity : (maxLength as number),
    width: width as number,
    ascii: take(128),
    wide: take(2 * (wides as number)),
    childStart: take((states as number) + 1),
    children: take((states as number) - 1),
    via: take(states as number),
    fail: take(states as number),
    outStart: take(states as number),
    outEnd: take(states as number),
    outList: take(outs as number),
    owner: take(literals as number),
    pos: take(literals as number),
    alwaysList: take(always as number),
    nulls: take(nulls as number),
    setStart: take((size as number) + 1),
    textStart: take((texts as number) + 1),
    units: unitBytes === 1 ? new Uint8Array(a.buffer, a.byteOffset + 4 * at, units as number) : new Uint16Array(a.buffer, a.byteOffset + 4 * at, units as number),
  };
}
