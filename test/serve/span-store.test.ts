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
});
