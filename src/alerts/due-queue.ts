/**
 * A min-heap of deadlines: which entry is due first, by time and then by the order entries were
 * first scheduled (so groups due at the same moment are handled in a stable order).
 */
export class DueQueue<T> {
  private readonly heap: { due: number; seq: number; item: T }[] = [];

  get size(): number {
    return this.heap.length;
  }

  push(due: number, seq: number, item: T): void {
    const h = this.heap;
    h.push({ due, seq, item });
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  /** The earliest entry, left in place. */
  peek(): { due: number; item: T } | undefined {
    return this.heap[0];
  }

  pop(): { due: number; item: T } | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (top === undefined || last === undefined || h.length === 0) return top;
    h[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && before(h[l]!, h[m]!)) m = l;
      if (r < h.length && before(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
    return top;
  }

  clear(): void {
    this.heap.length = 0;
  }
}

function before(a: { due: number; seq: number }, b: { due: number; seq: number }): boolean {
  return a.due < b.due || (a.due === b.due && a.seq < b.seq);
}
