/**
 * LZ4 frames, what a Collector's `compression: lz4` sends under `Content-Encoding: lz4`
 * (lz4/doc/lz4_Frame_format.md and lz4_Block_format.md): one or more frames, skippable frames
 * skipped, independent or linked blocks, header, block and content checksums (xxHash32)
 * checked. Never produces more than `max` bytes. Throws Lz4Error for bytes that are not LZ4,
 * Lz4TooLargeError past `max`.
 */
export class Lz4Error extends Error {
  override name = 'Lz4Error';
}

export class Lz4TooLargeError extends Error {
  override name = 'Lz4TooLargeError';
}

const MAGIC = 0x184d2204;
const BLOCK_MAX: Record<number, number> = { 4: 64 * 1024, 5: 256 * 1024, 6: 1024 * 1024, 7: 4 * 1024 * 1024 };

const u32 = (b: Uint8Array, i: number): number => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

/** The output, grown by doubling up to `max`. */
class Output {
  buf: Buffer;
  len = 0;
  constructor(private readonly max: number) {
    this.buf = Buffer.allocUnsafe(Math.min(max, 64 * 1024));
  }

  reserve(n: number): void {
    const need = this.len + n;
    if (need > this.max) throw new Lz4TooLargeError('over the limit after decompression');
    if (need <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.min(this.max, Math.max(need, this.buf.length * 2)));
    this.buf.copy(next, 0, 0, this.len);
    this.buf = next;
  }
}

export function lz4Decode(body: Uint8Array, max: number): Buffer {
  const out = new Output(max);
  let pos = 0;
  if (body.length === 0) throw new Lz4Error('lz4: empty body');
  while (pos < body.length) {
    if (pos + 4 > body.length) throw new Lz4Error(`lz4: frame cut short at offset ${pos}`);
    const magic = u32(body, pos);
    if ((magic & 0xfffffff0) === 0x184d2a50) {
      if (pos + 8 > body.length) throw new Lz4Error(`lz4: skippable frame cut short at offset ${pos}`);
      pos += 8 + u32(body, pos + 4);
      if (pos > body.length) throw new Lz4Error('lz4: skippable frame runs past the data');
      continue;
    }
    if (magic !== MAGIC) throw new Lz4Error(`lz4: not an LZ4 frame at offset ${pos}`);
    pos = readFrame(body, pos + 4, out);
  }
  return out.buf.subarray(0, out.len);
}

/** One frame after its magic number; returns the offset after it. */
function readFrame(body: Uint8Array, start: number, out: Output): number {
  let pos = start;
  if (pos + 3 > body.length) throw new Lz4Error('lz4: frame descriptor cut short');
  const flg = body[pos]!;
  const bd = body[pos + 1]!;
  if (flg >> 6 !== 1) throw new Lz4Error(`lz4: unsupported frame version ${flg >> 6}`);
  if ((flg & 0x02) !== 0 || (bd & 0x8f) !== 0) throw new Lz4Error('lz4: reserved bits set in the frame descriptor');
  const blockMax = BLOCK_MAX[(bd >> 4) & 7];
  if (blockMax === undefined) throw new Lz4Error(`lz4: invalid block size code ${(bd >> 4) & 7}`);
  const blockChecksum = (flg & 0x10) !== 0;
  const contentChecksum = (flg & 0x04) !== 0;
  const descLen = 2 + ((flg & 0x08) !== 0 ? 8 : 0) + ((flg & 0x01) !== 0 ? 4 : 0);
  if ((flg & 0x01) !== 0) throw new Lz4Error('lz4: frames that need a dictionary are not supported');
  if (pos + descLen + 1 > body.length) throw new Lz4Error('lz4: frame descriptor cut short');
  if (((xxh32(body, pos, pos + descLen) >>> 8) & 0xff) !== body[pos + descLen]) throw new Lz4Error('lz4: frame descriptor checksum mismatch');
  pos += descLen + 1;
  const frameStart = out.len;
  for (;;) {
    if (pos + 4 > body.length) throw new Lz4Error('lz4: block size cut short (no end mark)');
    const word = u32(body, pos);
    pos += 4;
    if (word === 0) break;
    const raw = (word & 0x80000000) !== 0;
    const size = word & 0x7fffffff;
    if (size > blockMax) throw new Lz4Error(`lz4: block of ${size} bytes over the frame's ${blockMax}-byte maximum`);
    if (pos + size + (blockChecksum ? 4 : 0) > body.length) throw new Lz4Error('lz4: block cut short');
    if (blockChecksum && xxh32(body, pos, pos + size) !== u32(body, pos + size)) throw new Lz4Error('lz4: block checksum mismatch');
    if (raw) {
      out.reserve(size);
      out.buf.set(body.subarray(pos, pos + size), out.len);
      out.len += size;
    } else {
      decodeBlock(body, pos, pos + size, out, frameStart, blockMax);
    }
    pos += size + (blockChecksum ? 4 : 0);
  }
  if (contentChecksum) {
    if (pos + 4 > body.length) throw new Lz4Error('lz4: content checksum cut short');
    if (xxh32(out.buf, frameStart, out.len) !== u32(body, pos)) throw new Lz4Error('lz4: content checksum mismatch');
    pos += 4;
  }
  return pos;
}

/** One compressed block: sequences of literals and matches; matches may reach earlier blocks of the frame. */
function decodeBlock(body: Uint8Array, from: number, to: number, out: Output, frameStart: number, blockMax: number): void {
  let pos = from;
  const blockStart = out.len;
  for (;;) {
    if (pos >= to) throw new Lz4Error('lz4: block ends without its last literals');
    const token = body[pos++]!;
    let lit = token >> 4;
    if (lit === 15) {
      for (let b = 255; b === 255; ) {
        if (pos >= to) throw new Lz4Error('lz4: literal length cut short');
        b = body[pos++]!;
        lit += b;
      }
    }
    if (pos + lit > to) throw new Lz4Error('lz4: literals run past the block');
    if (out.len - blockStart + lit > blockMax) throw new Lz4Error('lz4: block decodes past its maximum size');
    out.reserve(lit);
    out.buf.set(body.subarray(pos, pos + lit), out.len);
    out.len += lit;
    pos += lit;
    if (pos === to) return; // the last sequence has literals only
    if (pos + 2 > to) throw new Lz4Error('lz4: match offset cut short');
    const offset = body[pos]! | (body[pos + 1]! << 8);
    pos += 2;
    let len = token & 15;
    if (len === 15) {
      for (let b = 255; b === 255; ) {
        if (pos >= to) throw new Lz4Error('lz4: match length cut short');
        b = body[pos++]!;
        len += b;
      }
    }
    len += 4;
    if (offset === 0 || out.len - offset < frameStart) throw new Lz4Error('lz4: match reaches outside the data');
    if (out.len - blockStart + len > blockMax) throw new Lz4Error('lz4: block decodes past its maximum size');
    out.reserve(len);
    const buf = out.buf;
    let o = out.len;
    // Overlapping matches repeat the bytes just written: byte by byte.
    for (let i = 0; i < len; i++, o++) buf[o] = buf[o - offset]!;
    out.len = o;
  }
}

const P1 = 0x9e3779b1;
const P2 = 0x85ebca77;
const P3 = 0xc2b2ae3d;
const P4 = 0x27d4eb2f;
const P5 = 0x165667b1;
const rotl = (x: number, r: number): number => ((x << r) | (x >>> (32 - r))) >>> 0;
const round = (acc: number, lane: number): number => Math.imul(rotl((acc + Math.imul(lane, P2)) >>> 0, 13), P1) >>> 0;

/** xxHash32 with seed 0 of b[from, to) (xxhash_spec.md). */
export function xxh32(b: Uint8Array, from: number, to: number): number {
  let i = from;
  const len = to - from;
  let h: number;
  if (len >= 16) {
    let v1 = (P1 + P2) >>> 0;
    let v2 = P2;
    let v3 = 0;
    let v4 = (0 - P1) >>> 0;
    for (; i + 16 <= to; i += 16) {
      v1 = round(v1, u32(b, i));
      v2 = round(v2, u32(b, i + 4));
      v3 = round(v3, u32(b, i + 8));
      v4 = round(v4, u32(b, i + 12));
    }
    h = (rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18)) >>> 0;
  } else {
    h = P5;
  }
  h = (h + len) >>> 0;
  for (; i + 4 <= to; i += 4) h = Math.imul(rotl((h + Math.imul(u32(b, i), P3)) >>> 0, 17), P4) >>> 0;
  for (; i < to; i++) h = Math.imul(rotl((h + Math.imul(b[i]!, P5)) >>> 0, 11), P1) >>> 0;
  h = Math.imul(h ^ (h >>> 15), P2) >>> 0;
  h = Math.imul(h ^ (h >>> 13), P3) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
