import { describe, expect, it } from 'vitest';
import { BoundedMemo, REST_LOOKUPS, TRIAL_LOOKUPS } from '../../src/score/bounded-memo.js';

describe('BoundedMemo', () => {
  it('keeps at most its limit, the oldest entry going first, and counts hits and misses', () => {
    const memo = new BoundedMemo<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect(memo.size).toBe(2);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBe(2);
    expect(memo.get('c')).toBe(3);
    expect(memo.counts).toEqual({ hits: 2, misses: 1 });
  });

  it('goes on dropping the oldest first over many rounds, and a key set again keeps its first place', () => {
    const memo = new BoundedMemo<number>(3);
    for (let i = 0; i < 10; i++) memo.set(`k${i}`, i);
    expect(['k6', 'k7', 'k8', 'k9'].map((k) => memo.get(k))).toEqual([undefined, 7, 8, 9]);
    memo.set('k7', 70); // already kept: its value changes, its place does not
    memo.set('k10', 10); // so k7, the oldest, goes
    expect(memo.size).toBe(3);
    expect(['k7', 'k8', 'k9', 'k10'].map((k) => memo.get(k))).toEqual([undefined, 8, 9, 10]);
  });

  it('keeps a null value as an answer, not as a miss', () => {
    const memo = new BoundedMemo<boolean | null>(4);
    memo.set('k', null);
    expect(memo.get('k')).toBeNull();
    expect(memo.counts).toEqual({ hits: 1, misses: 0 });
  });

  it('keeps nothing with FORBEAR_SENTENCE_MEMO=0 (the benchmark\'s read-everything-afresh case)', () => {
    const before = process.env.FORBEAR_SENTENCE_MEMO;
    process.env.FORBEAR_SENTENCE_MEMO = '0';
    try {
      const memo = new BoundedMemo<number>(10);
      memo.set('a', 1);
      expect(memo.limit).toBe(0);
      expect(memo.get('a')).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.FORBEAR_SENTENCE_MEMO;
      else process.env.FORBEAR_SENTENCE_MEMO = before;
    }
  });
});

describe('BoundedMemo on text that never repeats', () => {
  it('sits out lookups after a trial window that found (almost) nothing, then tries again', () => {
    const memo = new BoundedMemo<number>(4 * TRIAL_LOOKUPS);
    for (let i = 0; i < TRIAL_LOOKUPS; i++) {
      expect(memo.get(`fresh ${i}`)).toBeUndefined();
      memo.set(`fresh ${i}`, i);
    }
    // Every lookup of the window missed: the memo rests, so a key it holds is not looked up…
    expect(memo.isResting).toBe(true);
    expect(memo.get('fresh 7')).toBeUndefined();
    memo.set('kept while resting', 1);
    for (let i = 1; i < REST_LOOKUPS; i++) memo.get(`during ${i}`);
    expect(memo.skipped).toBe(REST_LOOKUPS);
    expect(memo.counts).toEqual({ hits: 0, misses: TRIAL_LOOKUPS });
    // …and after the rest it answers from what it kept before, and kept nothing while resting.
    expect(memo.isResting).toBe(false);
    expect(memo.get('fresh 7')).toBe(7);
    expect(memo.get('kept while resting')).toBeUndefined();
  });

  it('never rests while its lookups pay (one in 32 or more answered)', () => {
    const memo = new BoundedMemo<number>(8 * TRIAL_LOOKUPS);
    memo.set('closing line', 0);
    for (let i = 0; i < 4 * TRIAL_LOOKUPS; i++) {
      if (i % 32 === 0) expect(memo.get('closing line')).toBe(0);
      else memo.set(`fresh ${i}`, memo.get(`fresh ${i}`) ?? i);
    }
    expect(memo.isResting).toBe(false);
    expect(memo.skipped).toBe(0);
    expect(memo.counts.hits).toBe(4 * TRIAL_LOOKUPS / 32);
  });
});
