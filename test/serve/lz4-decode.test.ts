/**
 * LZ4 frames as the Collector's `compression: lz4` sends them. The fixtures were made by the lz4
 * CLI (1.9.4) from samples/spans/run-1.jsonl: default settings; linked 64 KiB blocks; block
 * checksums with the content size; high compression without a content checksum; two frames.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Lz4Error, Lz4TooLargeError, lz4Decode, xxh32 } from '../../src/serve/lz4-decode.js';
import { SAMPLE_SPANS_DIR } from '../helpers/index.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/serve/lz4/', import.meta.url));
const source = readFileSync(join(SAMPLE_SPANS_DIR, 'run-1.jsonl'));
const fixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));

describe('lz4 request bodies', () => {
  it('xxHash32 gives the reference values', () => {
    expect(xxh32(Buffer.alloc(0), 0, 0).toString(16)).toBe('2cc5d05');
    expect(xxh32(Buffer.from('abc'), 0, 3).toString(16)).toBe('32d153ff');
  });

  it('decodes every frame the lz4 CLI writes to the original bytes', () => {
    const names = readdirSync(FIXTURES).sort();
    expect(names.length).toBe(5);
    for (const name of names) {
      const expected = name.startsWith('two-frames') ? Buffer.concat([source, source]) : source;
      expect(lz4Decode(fixture(name), 1 << 30).equals(expected), name).toBe(true);
    }
  });

  it('stops at the limit', () => {
    expect(() => lz4Decode(fixture('default.jsonl.lz4'), 100_000)).toThrow(Lz4TooLargeError);
  });

  it('rejects corrupt or cut-short frames with a reason (checksums catch flipped bytes)', () => {
    const good = fixture('linked-64k.jsonl.lz4');
    for (const at of [4, 5, 200, 5000, good.length - 6]) {
      const bad = Buffer.from(good);
      bad[at] = bad[at]! ^ 0x20;
      expect(() => lz4Decode(bad, 1 << 30), `byte ${at}`).toThrow(Lz4Error);
    }
    expect(() => lz4Decode(good.subarray(0, good.length - 10), 1 << 30)).toThrow(Lz4Error);
    expect(() => lz4Decode(Buffer.from('not lz4 at all'), 1 << 30)).toThrow(/not an LZ4 frame/);
  });
});

describe('lz4 decoding of hostile bytes', () => {
  it('every single-byte change and every truncation of a real frame is decoded or refused with Lz4Error, nothing else', () => {
    const frame = readFileSync(fileURLToPath(new URL('../fixtures/serve/lz4-request/first-line-of-run-1.json.lz4', import.meta.url)));
    const outcomes = { decoded: 0, refused: 0 };
    const attempt = (bytes: Uint8Array): void => {
      try {
        lz4Decode(bytes, 1 << 20);
        outcomes.decoded++;
      } catch (e) {
        if (!(e instanceof Lz4Error || e instanceof Lz4TooLargeError)) throw e;
        outcomes.refused++;
      }
    };
    for (let i = 0; i < frame.length; i++) {
      const b = Buffer.from(frame);
      b[i] = b[i]! ^ 0xff;
      attempt(b);
      attempt(frame.subarray(0, i));
    }
    // The content checksum catches every flipped byte of the data.
    expect(outcomes.refused).toBe(2 * frame.length);
  });
});
