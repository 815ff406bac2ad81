import { describe, expect, it } from 'vitest';
import type { SpanRecord } from '../../src/normalize/span-record.js';
import { TraceBuffer } from '../../src/sessionize/trace-buffer.js';

// The receiver's buffer (arrival clock) finds due traces from a deadline queue instead of a pass
// over every open trace; these tests hold it to the rule a pass would apply, on an injected clock.

const rec = (spanId: string, parent: string | undefined): SpanRecord => ({
  spanId, parentSpanId: parent, name: spanId, startMs: 0, endMs: 0, error: undefined, view: undefined, convention: undefined,
  caseId: undefined, runId: undefined, attempt: undefined, sessionId: undefined, resource: {},
});

const POLICY = { turnIdleMs: 10_000, turnMaxWaitMs: 60_000, maxOpenTraces: Number.MAX_SAFE_INTEGER };

function setup() {
  const done: string[] = [];
  const buffer = new TraceBuffer(POLICY, (traceId) => done.push(traceId), 'arrival');
  return { buffer, done };
}

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('TraceBuffer on the arrival clock: completion from a deadline queue', () => {
  it('closes a rooted turn exactly turn_idle after its last span arrived, not a millisecond before', () => {
    const { buffer, done } = setup();
    buffer.add('a', rec('root', undefined), 1_000);
    buffer.add('a', rec('child', 'root'), 4_000); // moves the deadline to 14,000
    buffer.advance(13_999);
    expect(done).toEqual([]);
    buffer.advance(14_000);
    expect(done).toEqual(['a']);
    expect(buffer.openTraces).toBe(0);
  });

  it('a root arriving late moves the deadline earlier than the maximum wait; without one the maximum wait closes it', () => {
    const { buffer, done } = setup();
    buffer.add('rooted-later', rec('child', 'root'), 0);
    buffer.add('never-rooted', rec('child', 'root'), 0);
    buffer.advance(20_000);
    expect(done).toEqual([]);
    buffer.add('rooted-later', rec('root', undefined), 20_000);
    buffer.advance(29_999);
    expect(done).toEqual([]);
    buffer.advance(30_000);
    expect(done).toEqual(['rooted-later']);
    buffer.advance(59_999);
    expect(done).toEqual(['rooted-later']);
    buffer.advance(60_000);
    expect(done).toEqual(['rooted-later', 'never-rooted']);
  });

  it('a turn found due but left for the next slice, that gets a span meanwhile, waits for its new deadline', () => {
    const { buffer, done } = setup();
    for (const id of ['a', 'b', 'c']) buffer.add(id, rec('root', undefined), 0);
    expect(buffer.advance(10_000, 1)).toBe(true);
    expect(done).toEqual(['a']);
    buffer.add('b', rec('child', 'root'), 10_000);
    expect(buffer.advance(10_000, 1)).toBe(false);
    expect(done).toEqual(['a', 'c']);
    buffer.advance(19_999);
    expect(done).toEqual(['a', 'c']);
    buffer.advance(20_000);
    expect(done).toEqual(['a', 'c', 'b']);
  });

  it('completes the same turns, in the same (open) order, as a pass over every open turn would (random schedules)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const next = random(seed);
      const { buffer, done } = setup();
      // The reference: every open turn checked on every tick, in the order it opened.
      const model = new Map<string, { rooted: boolean; firstMs: number; lastMs: number }>();
      const expected: string[] = [];
      const closed = new Set<string>();
      let now = 0;
      for (let step = 0; step < 3_000; step++) {
        now += Math.floor(next() * 400);
        const id = `t${Math.floor(next() * 200)}`;
        if (next() < 0.9) {
          if (closed.has(id)) continue; // a late span: the buffer ignores it, the model too
          const root = next() < 0.3;
          buffer.add(id, rec(`s${step}`, root ? undefined : 'p'), now);
          const m = model.get(id) ?? { rooted: false, firstMs: now, lastMs: now };
          m.rooted ||= root;
          m.lastMs = now;
          model.set(id, m);
        } else {
          const limit = next() < 0.5 ? 3 : Number.POSITIVE_INFINITY;
          buffer.advance(now, limit);
          let n = 0;
          for (const [tid, m] of model) {
            if (!((m.rooted && now >= m.lastMs + POLICY.turnIdleMs) || now >= m.firstMs + POLICY.turnMaxWaitMs)) continue;
            if (n++ >= limit) break;
            expected.push(tid);
            model.delete(tid);
            closed.add(tid);
          }
          expect(done, `seed ${seed}, step ${step}`).toEqual(expected);
        }
      }
      expect(buffer.openTraces).toBe(model.size);
    }
  });

  it('a span arriving on an open turn adds no queue entry unless it moves the deadline earlier (memory stays per turn, not per span)', () => {
    const { buffer, done } = setup();
    for (let i = 0; i < 1_000; i++) buffer.add(`t${i}`, rec('root', undefined), 0);
    for (let s = 1; s <= 50; s++) for (let i = 0; i < 1_000; i++) buffer.add(`t${i}`, rec(`c${s}`, 'root'), s * 100);
    const queued = (buffer as unknown as { deadlines: { size: number } }).deadlines.size;
    expect(queued).toBe(1_000);
    buffer.advance(14_999);
    expect(done).toHaveLength(0);
    buffer.advance(15_000);
    expect(done).toHaveLength(1_000);
  });
});
