/**
 * Snappy as the Collector's `compression: snappy` sends it: framed (Go's snappy.NewBufferedWriter)
 * or a bare block, made by the test encoder (fuzz/lib/snappy-frames.ts).
 */
import { describe, expect, it } from 'vitest';
import { SnappyError, SnappyTooLargeError, maskedCrc32c, snappyDecode } from '../../src/serve/snappy-decode.js';
import { encodeBlock, encodeFramed, varint } from '../../fuzz/lib/snappy-frames.js';

const text = Buffer.from(`${'{"resourceSpans":[{"scopeSpans":[{"spans":[{"name":"execute_tool cancel_order"}]}]}]}'.repeat(3000)}aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`);

describe('snappy request bodies', () => {
  it('the CRC-32C is the standard one (check value of "123456789"), masked as framing requires', () => {
    const masked = maskedCrc32c(Buffer.from('123456789'));
    const rot = (masked - 0xa282ead8) >>> 0;
    expect((((rot << 15) | (rot >>> 17)) >>> 0).toString(16)).toBe('e3069283');
  });

  it('decodes a bare block and a framed stream (compressed and uncompressed chunks) to the original bytes', () => {
    expect(encodeBlock(text).length).toBeLessThan(text.length / 10);
    expect(snappyDecode(encodeBlock(text), 1 << 30).equals(text)).toBe(true);
    expect(snappyDecode(encodeFramed(text), 1 << 30).equals(text)).toBe(true);
    expect(snappyDecode(encodeFramed(text, true), 1 << 30).equals(text)).toBe(true);
    expect(snappyDecode(encodeBlock(new Uint8Array(0)), 10).length).toBe(0);
  });

  it('stops at the limit: a block declaring more than max is refused before it is allocated', () => {
    expect(() => snappyDecode(Uint8Array.from([...varint(2 ** 31), 0]), 1024)).toThrow(SnappyTooLargeError);
    expect(() => snappyDecode(encodeFramed(text), 1000)).toThrow(SnappyTooLargeError);
  });

  it('rejects corrupt data with a reason: bad checksums, copies before the start, cut-short input', () => {
    const framed = encodeFramed(text);
    for (const at of [20, 200, framed.length - 5]) {
      const flipped = Uint8Array.from(framed);
      flipped[at] = flipped[at]! ^ 0x40;
      expect(() => snappyDecode(flipped, 1 << 30), `byte ${at}`).toThrow(SnappyError);
    }
    expect(() => snappyDecode(Uint8Array.from([4, 1 | (0 << 2), 9]), 100)).toThrow(/outside the data/);
    expect(() => snappyDecode(framed.subarray(0, framed.length - 3), 1 << 30)).toThrow(/cut short/);
    expect(() => snappyDecode(Uint8Array.from([...framed.subarray(0, 10), 0x02, 0, 0, 0]), 100)).toThrow(/reserved chunk type/);
  });
});


describe('snappy decoding of hostile bytes', () => {
  it('every single-byte change and every truncation of a framed body or a block is decoded or refused with SnappyError, nothing else', () => {
    const small = Buffer.from(text.subarray(0, 3000));
    for (const encoded of [encodeFramed(small), encodeBlock(small)]) {
      for (let i = 0; i < encoded.length; i++) {
        const flipped = Uint8Array.from(encoded);
        flipped[i] = flipped[i]! ^ 0xff;
        for (const bytes of [flipped, encoded.subarray(0, i)]) {
          try {
            snappyDecode(bytes, 1 << 20);
          } catch (e) {
            if (!(e instanceof SnappyError || e instanceof SnappyTooLargeError)) throw e;
          }
        }
      }
    }
  });
});
