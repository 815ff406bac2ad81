/**
 * Issue 20 item 11: every compression bomb is answered 413, as the README promises — also a
 * zstd stream whose decoding work (blocks × window) forbear refuses before it inflates past the
 * body limit, which was answered 400 as if the body were corrupt.
 */
import { deflateSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { otlpJsonFor, tempDir } from '../helpers/index.js';
import { serveInProcess } from './serve-fixture.js';
import { xxh32 } from '../../src/serve/lz4-decode.js';

let tmp: { dir: string; cleanup: () => void };
let server: RunningServer | undefined;
beforeEach(() => {
  tmp = tempDir('forbear-bombs-');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  tmp.cleanup();
});

async function post(body: Uint8Array, encoding: string): Promise<{ status: number; message: string }> {
  const res = await fetch(`http://${server!.http}/v1/traces`, { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': 'application/json', 'content-encoding': encoding } });
  return { status: res.status, message: ((await res.json()) as { message?: string }).message ?? '' };
}

/** A zstd frame with an 8 MiB window and `blocks` one-byte RLE blocks: 4 bytes each on the wire. */
function tinyBlocksUnderBigWindow(blocks: number): Uint8Array {
  const out: number[] = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 13 << 3];
  for (let i = 0; i < blocks; i++) {
    const h = (1 << 3) | (1 << 1) | (i === blocks - 1 ? 1 : 0);
    out.push(h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff, 0x20);
  }
  return Uint8Array.from(out);
}

/** A zstd frame asking for a 1 GiB window before its first block. */
function hugeWindow(): Uint8Array {
  return Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 20 << 3, 0x03, 0x00, 0x00, 0x20]);
}

/** An LZ4 frame of one 4 MiB block of spaces: a literal, then one match repeating it (a few KiB on the wire). */
function lz4Bomb(size = 4 * 1024 * 1024): Uint8Array {
  const descriptor = [0x60, 0x70]; // version 1, independent blocks, no checksums; 4 MiB blocks
  const header = [0x04, 0x22, 0x4d, 0x18, ...descriptor];
  header.push((xxh32(Uint8Array.from(descriptor), 0, 2) >>> 8) & 0xff);
  const block: number[] = [(1 << 4) | 15, 0x20, 0x01, 0x00];
  let rest = size - 1 - 5 - 4 - 15; // one literal, five literals at the end, the minimum match 4, the token's 15
  while (rest >= 255) {
    block.push(255);
    rest -= 255;
  }
  block.push(rest, 5 << 4, 0x20, 0x20, 0x20, 0x20, 0x20);
  const len = block.length;
  return Uint8Array.from([...header, len & 0xff, (len >>> 8) & 0xff, (len >>> 16) & 0xff, 0, ...block, 0, 0, 0, 0]);
}

describe('OTLP/HTTP: compression bombs get 413', () => {
  it('zstd: tiny blocks under a big window (decoding work past its budget) and a 1 GiB window are 413, not 400', async () => {
    server = await serveInProcess(tmp.dir);
    const work = await post(tinyBlocksUnderBigWindow(2000), 'zstd');
    expect(work).toMatchObject({ status: 413, message: expect.stringMatching(/limit/) });
    expect((await post(hugeWindow(), 'zstd')).status).toBe(413);
    // Corrupt zstd is still a bad request, and a real export still goes through.
    expect((await post(Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0xff]), 'zstd')).status).toBe(400);
    expect((await post(gzipSync(otlpJsonFor([{ user: 'Cancel my order.', steps: [], reply: 'Which order do you mean?' }])), 'gzip')).status).toBe(200);
  });

  it('gzip, deflate and lz4 bombs past the body limit are 413', async () => {
    server = await serveInProcess(tmp.dir, { max_body: '1MiB' });
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    expect((await post(gzipSync(zeros), 'gzip')).status).toBe(413);
    expect((await post(deflateSync(zeros), 'deflate')).status).toBe(413);
    const lz4 = lz4Bomb();
    expect(lz4.length).toBeLessThan(32 * 1024);
    expect((await post(lz4, 'lz4')).status).toBe(413);
  });
});
