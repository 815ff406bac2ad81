import { describe, expect, it } from 'vitest';
import { DueQueue } from '../../src/alerts/due-queue.js';
import { Prng } from '../../bench/gen/prng.js';

describe('DueQueue', () => {
  it('gives entries back earliest first, ties in the order they were scheduled', () => {
    const q = new DueQueue<string>();
    const rng = new Prng(7);
    const pushed: { due: number; seq: number }[] = [];
    for (let seq = 0; seq < 500; seq++) {
      const due = rng.int(0, 50);
      pushed.push({ due, seq });
      q.push(due, seq, `g${seq}`);
    }
    const popped: string[] = [];
    for (let e = q.pop(); e !== undefined; e = q.pop()) popped.push(e.item);
    const expected = [...pushed].sort((a, b) => a.due - b.due || a.seq - b.seq).map((p) => `g${p.seq}`);
    expect(popped).toEqual(expected);
    expect(q.size).toBe(0);
  });

  it('peeks without removing, and clears', () => {
    const q = new DueQueue<number>();
    q.push(30, 0, 3);
    q.push(10, 1, 1);
    expect(q.peek()).toMatchObject({ due: 10, item: 1 });
    expect(q.size).toBe(2);
    q.clear();
    expect(q.peek()).toBeUndefined();
  });
});
