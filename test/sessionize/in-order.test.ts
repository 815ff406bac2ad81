import { describe, expect, it } from 'vitest';
import { inOrder } from '../../src/sessionize/in-order.js';

// A turn's spans, calls and texts are put in time order: skipping the sort of an array already in
// order must give what the (stable) sort gives, ties kept in arrival order.
describe('inOrder', () => {
  const byAt = (a: { at: number }, b: { at: number }): number => a.at - b.at;

  it('gives what a stable sort gives, in order, out of order and with ties', () => {
    let x = 7;
    const next = (): number => (x = (x * 48271) % 2147483647);
    for (let n = 0; n < 300; n++) {
      const items = Array.from({ length: n % 9 }, (_, i) => ({ at: n % 3 === 0 ? i : next() % 4, id: i }));
      const expected = [...items].sort(byAt);
      expect(inOrder([...items], byAt)).toEqual(expected);
    }
  });

  it('sorts in place, as Array.prototype.sort does', () => {
    const items = [{ at: 2 }, { at: 1 }];
    expect(inOrder(items, byAt)).toBe(items);
    expect(items.map((i) => i.at)).toEqual([1, 2]);
  });
});
