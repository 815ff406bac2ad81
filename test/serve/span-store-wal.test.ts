/**
 * The store checkpoints its write-ahead log less often than SQLite's default (issue 19: fewer
 * checkpoints, each with two fsyncs, on the event loop while requests are being acknowledged),
 * but the log stays bounded, and what was indexed across checkpoints is all there after a reopen.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SpanStore, WAL_CHECKPOINT_PAGES } from '../../src/serve/span-store.js';
import { seededRandom } from '../../bench/gen/prng.js';
import { tempDir } from '../helpers/index.js';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = tempDir('forbear-store-wal-');
});
afterEach(() => tmp.cleanup());

/** One WAL frame: a 24-byte header and a 4 KiB page (SQLite's default page size). */
const FRAME = 24 + 4096;

describe('SpanStore write-ahead log', () => {
  it('stays bounded over many indexed requests, and every request is found after a reopen', () => {
    const rnd = seededRandom(19);
    const traceId = (): string => Array.from({ length: 32 }, () => '0123456789abcdef'[Math.floor(rnd() * 16)]).join('');
    const store = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    const wal = join(tmp.dir, 'forbear.sqlite-wal');
    const sample: string[][] = [];
    let largest = 0;
    // 400 requests write ~1.5 × WAL_CHECKPOINT_PAGES frames of log: at least one checkpoint.
    // ~110 random trace ids a request, as a 512-span batch of agent turns brings.
    for (let r = 0; r < 400; r++) {
      const ids = new Set(Array.from({ length: 110 }, traceId));
      if (r % 40 === 0) sample.push([...ids]);
      store.insert([{ payload: { bytes: Buffer.from(`{"resourceSpans":[],"r":${r}}`), format: 'json', gzip: false }, traceIds: ids }], r);
      largest = Math.max(largest, statSync(wal).size);
    }
    // Past SQLite's default of 1,000 pages (so checkpoints were fewer), never much past ours.
    expect(largest).toBeGreaterThan(1_000 * FRAME);
    expect(largest).toBeLessThan((WAL_CHECKPOINT_PAGES + 1_000) * FRAME);
    store.close();
    const again = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    // Every trace of a sampled request, the ones inserted 32 rows a statement and the rest.
    sample.forEach((ids, i) => {
      for (const t of ids) expect(again.requestsOf(t).map((q) => q.bytes.toString())).toEqual([`{"resourceSpans":[],"r":${i * 40}}`]);
    });
    again.close();
  });

  it('writes a few pages of log a request, however many random traces it brings (the index is appended)', () => {
    const rnd = seededRandom(38);
    const traceId = (): string => Array.from({ length: 32 }, () => '0123456789abcdef'[Math.floor(rnd() * 16)]).join('');
    const store = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    const wal = join(tmp.dir, 'forbear.sqlite-wal');
    const before = statSync(wal).size;
    // Keyed by trace id, each request's ~110 rows landed on as many B-tree pages once the table
    // had grown: ~100 frames of log a request here, and a checkpoint before the 80th.
    for (let r = 0; r < 200; r++) {
      const ids = new Set(Array.from({ length: 110 }, traceId));
      store.insert([{ payload: { bytes: Buffer.from(`{"r":${r}}`), format: 'json', gzip: false }, traceIds: ids }], r);
    }
    expect((statSync(wal).size - before) / FRAME / 200).toBeLessThan(4);
    store.close();
  });

  it('indexes a group without the inline fsync and is back at synchronous=FULL for every other commit', async () => {
    const store = new SpanStore(tmp.dir, { synchronous: 'FULL' });
    const db = (store as unknown as { db: { pragma(t: string): unknown } }).db;
    for (let r = 0; r < 3; r++) {
      const payload = { bytes: Buffer.from(`{"r":${r}}`), format: 'json' as const, gzip: false };
      const [ref] = await store.writeBodies([payload]);
      expect(store.indexUnsynced([{ payload, traceIds: new Set(['c'.repeat(31) + r]), ref }], r)).toEqual([r + 1]);
      // 2 = FULL: pruning keeps its fsync at commit (results commits ride on the next flush of the log).
      expect(db.pragma('synchronous')).toBe(2);
      await store.syncIndex();
    }
    store.close();
  });
});
