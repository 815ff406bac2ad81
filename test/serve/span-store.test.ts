import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SpanStore } from '../../src/serve/span-store.js';
import { tempDir } from '../helpers/index.js';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = tempDir('forbear-store-');
});
afterEach(() => tmp.cleanup());

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const body = (s: string): Buffer => Buffer.from(`{"resourceSpans":[],"note":"${s}"}`);

describe('SpanStore', () => {
  it('gives back every stored body after a reopen, indexed by trace, and resumes only unscored traces', () => {
    const store = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    store.insert([{ payload: { bytes: body('1'), format: 'json', gzip: false }, traceIds: new Set([A]) }, { payload: { bytes: body('2'), format: 'json', gzip: false }, traceIds: new Set([A, B]) }], 1);
    store.insert([{ payload: { bytes: body('3'), format: 'proto', gzip: false }, traceIds: new Set([B]) }, { payload: { bytes: body('dup'), format: 'json', gzip: false }, traceIds: new Set() }], 2);
    store.close();
    const again = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    expect(again.requestsOf(A).map((r) => r.bytes.toString())).toEqual([body('1').toString(), body('2').toString()]);
    expect(again.requestsOf(B).map((r) => [r.format, r.arrivedMs])).toEqual([['json', 1], ['proto', 2]]);
    again.commit([{ traceId: A, results: [] }], 0, 3);
    expect(again.isScored(A)).toBe(true);
    // The first body holds only A (scored): resuming starts at the second, which still holds B.
    expect([...again.resumable()].map((r) => r.bytes.toString())).toEqual([body('2').toString(), body('3').toString()]);
    again.close();
  });

  it('prune forgets old scored traces and deletes body segments nothing refers to', () => {
    const store = new SpanStore(tmp.dir, { synchronous: 'NORMAL', segmentBytes: 1 });
    for (const [i, t] of [A, A, B].entries()) store.insert([{ payload: { bytes: body(String(i)), format: 'json', gzip: false }, traceIds: new Set([t]) }], 10 + i);
    expect(readdirSync(join(tmp.dir, 'bodies'))).toHaveLength(3);
    store.commit([{ traceId: A, results: [] }], 0, 20);
    store.prune(100);
    expect(store.requestsOf(A)).toEqual([]);
    expect(store.requestsOf(B).map((r) => r.bytes.toString())).toEqual([body('2').toString()]);
    expect(readdirSync(join(tmp.dir, 'bodies'))).toHaveLength(1);
    store.close();
  });
  it('prune lets go of the index of a trace pruned before whose late span was stored since', () => {
    const store = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    store.insert([{ payload: { bytes: body('1'), format: 'json', gzip: false }, traceIds: new Set([A]) }], 10);
    store.commit([{ traceId: A, results: [] }], 0, 20);
    store.prune(100);
    expect(store.indexedTraces).toBe(0);
    // A late span of A: stored (it was acknowledged) and indexed, though A is past re-scoring.
    store.insert([{ payload: { bytes: body('late'), format: 'json', gzip: false }, traceIds: new Set([A]) }], 200);
    expect(store.indexedTraces).toBe(1);
    store.prune(300);
    // Its request is gone, and so is its entry: a long-running serve's memory does not grow with late spans.
    expect(store.indexedTraces).toBe(0);
    expect(store.isScored(A)).toBe(true);
    store.close();
  });

  it('writes bodies off the event loop, then indexes only the requests it is told bring something new', async () => {
    const store = new SpanStore(tmp.dir, { synchronous: 'FULL', segmentBytes: 1 });
    const payloads = [body('1'), body('dup'), body('3')].map((bytes) => ({ bytes, format: 'json' as const, gzip: false }));
    const written = store.writeBodies(payloads);
    // One group at a time: a second write (or a sync insert) before the first settles is a bug.
    expect(() => store.insert([{ payload: payloads[0]!, traceIds: new Set([A]) }], 0)).toThrow(/still being written/);
    const refs = await written;
    // Committed without the inline fsync, then the log flushed off the loop (as serve does).
    const ids = store.indexUnsynced(payloads.map((payload, i) => ({ payload, traceIds: new Set(i === 1 ? [] : [i === 0 ? A : B]), ref: refs[i] })), 5);
    await store.syncIndex();
    expect(ids[1]).toBeUndefined();
    // A large body in the next group: a new segment (segmentBytes 1), offsets counted right.
    const big = { bytes: Buffer.alloc(300_000, 'x'), format: 'proto' as const, gzip: false };
    const [ref] = await store.writeBodies([big]);
    store.index([{ payload: big, traceIds: new Set([B]), ref }], 6);
    store.close();
    const again = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    expect(again.requestsOf(A).map((r) => r.bytes.toString())).toEqual([body('1').toString()]);
    expect(again.requestsOf(B).map((r) => r.bytes.length)).toEqual([body('3').length, 300_000]);
    expect(Buffer.from(again.requestsOf(B)[1]!.bytes).equals(big.bytes)).toBe(true);
    again.close();
  });
  it('commits a long pass of scored traces, many rows a statement, and has every verdict after a reopen', () => {
    const store = new SpanStore(tmp.dir, { synchronous: 'FULL' });
    const db = (store as unknown as { db: { pragma(t: string): unknown } }).db;
    const id = (i: number): string => i.toString(16).padStart(32, '0');
    const verdict = (t: string, span: string, outcome: string) => ({ trace_id: t, span_id: span, case_id: `case-${span}`, kind: 'abstain' as const, scenario: 'ambiguous_request', outcome, passed: outcome === 'pass' });
    // 70 traces (past the rows of one statement of either table), two results each, and one
    // result given twice in the pass: the later one stands, as when each was its own statement.
    const traces = Array.from({ length: 70 }, (_, i) => ({ traceId: id(i), results: [verdict(id(i), 'a'.repeat(16), 'pass'), verdict(id(i), 'b'.repeat(16), 'fail_post_hoc')] }));
    traces.push({ traceId: id(3), results: [verdict(id(3), 'a'.repeat(16), 'fail_no_abstention')] });
    store.commit(traces as Parameters<SpanStore['commit']>[0], 1234, 7);
    // Back at FULL after it (the commit itself rides on the next flush of the log).
    expect(db.pragma('synchronous')).toBe(2);
    store.close();
    const again = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    expect(again.resultsLength).toBe(1234);
    for (let i = 0; i < 70; i++) {
      expect(again.isScored(id(i))).toBe(true);
      const got = again.resultsOf(id(i)).sort((x, y) => x.span_id.localeCompare(y.span_id)).map((r) => r.outcome);
      expect(got).toEqual([i === 3 ? 'fail_no_abstention' : 'pass', 'fail_post_hoc']);
    }
    expect(again.isScored(id(70))).toBe(false);
    again.close();
  });

  it('keeps scored traces in completion order: an amendment stands after a reopen, prune remembers only the ids', () => {
    const store = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    const verdict = (t: string, span: string, outcome: string) => ({ trace_id: t, span_id: span, case_id: 'c', kind: 'abstain' as const, scenario: 'ambiguous_request', outcome, passed: outcome === 'pass' });
    // One request of both traces, kept by prune(58) below for its arrival time (59): what goes is the index.
    store.insert([{ payload: { bytes: body('1'), format: 'json', gzip: false }, traceIds: new Set([A, B]) }], 59);
    store.commit([{ traceId: A, results: [verdict(A, '2'.repeat(16), 'pass'), verdict(A, '1'.repeat(16), 'pass')] }], 10, 10);
    store.commit([{ traceId: B, results: [verdict(B, '1'.repeat(16), 'pass')] }], 20, 50);
    // A amended at 60: its verdicts replaced whole, in a later group.
    store.commit([{ traceId: A, results: [verdict(A, '1'.repeat(16), 'fail_post_hoc')] } as Parameters<SpanStore['commit']>[0][0]], 30, 60, { replace: true });
    // A trace scored again without replace: its verdicts merge by span id, the later one standing.
    store.commit([{ traceId: B, results: [verdict(B, '1'.repeat(16), 'fail_post_hoc'), verdict(B, '0'.repeat(16), 'pass')] } as Parameters<SpanStore['commit']>[0][0]], 40, 55);
    store.close();
    const again = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    expect(again.resultsOf(A).map((r) => r.outcome)).toEqual(['fail_post_hoc']);
    expect(again.resultsOf(B).map((r) => [r.span_id[0], r.outcome])).toEqual([['0', 'pass'], ['1', 'fail_post_hoc']]);
    // Before 58: A's first group and both of B's go; A stays in the window with its amendment.
    again.prune(58);
    expect(again.resultsOf(A).map((r) => r.outcome)).toEqual(['fail_post_hoc']);
    expect(again.requestsOf(A)).toHaveLength(1);
    expect(again.resultsOf(B)).toEqual([]);
    expect(again.requestsOf(B)).toEqual([]);
    expect(again.isScored(B)).toBe(true);
    again.prune(100);
    again.close();
    const third = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    expect([A, B].map((t) => [third.isScored(t), third.resultsOf(t).length])).toEqual([[true, 0], [true, 0]]);
    expect(third.isScored('c'.repeat(32))).toBe(false);
    expect([...third.resumable()]).toEqual([]);
    third.close();
  });
});
