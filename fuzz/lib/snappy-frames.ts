/**
 * A small snappy encoder for tests and the fuzzer, following google/snappy format_description.txt and
 * framing_format.txt: a greedy 4-byte-match block encoder that uses every element kind (short
 * and long literals, the three copy widths, overlapping copies), and the framing format.
 */
import { maskedCrc32c } from '../../src/serve/snappy-decode.js';

export function varint(n: number): number[] {
  const out: number[] = [];
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
}

function literal(bytes: Uint8Array): number[] {
  const n = bytes.length - 1;
  const head = n < 60 ? [n << 2] : n < 256 ? [60 << 2, n] : [61 << 2, n & 0xff, n >>> 8];
  return [...head, ...bytes];
}

/** A greedy encoder: 4-byte matches through a hash table, copies of all three widths. */
export function encodeBlock(data: Uint8Array): Uint8Array {
  const out: number[] = varint(data.length);
  const seen = new Map<number, number>();
  let lit = 0;
  let i = 0;
  while (i < data.length) {
    const key = data.length - i >= 4 ? (data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24)) : undefined;
    const prev = key === undefined ? undefined : seen.get(key);
    if (key !== undefined) seen.set(key, i);
    if (prev === undefined) {
      i++;
      continue;
    }
    let len = 4;
    while (i + len < data.length && len < 64 && data[prev + len] === data[i + len]) len++;
    if (lit < i) out.push(...literal(data.subarray(lit, i)));
    const offset = i - prev;
    if (len >= 4 && len <= 11 && offset < 2048) out.push(1 | ((len - 4) << 2) | ((offset >>> 8) << 5), offset & 0xff);
    else if (offset < 65536) out.push(2 | ((len - 1) << 2), offset & 0xff, offset >>> 8);
    else out.push(3 | ((len - 1) << 2), offset & 0xff, (offset >>> 8) & 0xff, (offset >>> 16) & 0xff, offset >>> 24);
    i += len;
    lit = i;
  }
  if (lit < data.length) {
    for (let s = lit; s < data.length; s += 65536) out.push(...literal(data.subarray(s, Math.min(s + 65536, data.length))));
  }
  return Uint8Array.from(out);
}

function chunk(type: number, payload: Uint8Array): number[] {
  return [type, payload.length & 0xff, (payload.length >>> 8) & 0xff, payload.length >>> 16, ...payload];
}

function crcBytes(data: Uint8Array): number[] {
  const c = maskedCrc32c(data);
  return [c & 0xff, (c >>> 8) & 0xff, (c >>> 16) & 0xff, c >>> 24];
}

/** The framing format: stream identifier, then compressed (or, for `raw`, uncompressed) chunks of ≤ 64 KiB. */
export function encodeFramed(data: Uint8Array, raw = false): Uint8Array {
  const out: number[] = [0xff, 6, 0, 0, ...Buffer.from('sNaPpY')];
  for (let s = 0; s < data.length; s += 65536) {
    const piece = data.subarray(s, Math.min(s + 65536, data.length));
    out.push(...chunk(raw ? 0x01 : 0x00, Uint8Array.from([...crcBytes(piece), ...(raw ? piece : encodeBlock(piece))])));
  }
  return Uint8Array.from(out);
}

