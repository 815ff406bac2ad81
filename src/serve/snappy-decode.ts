/**
 * Snappy, both forms a Collector's `compression: snappy` sends under `Content-Encoding: snappy`
 * (github.com/google/snappy format_description.txt and framing_format.txt): the framing format
 * (what Go's snappy.NewBufferedWriter writes; also `x-snappy-framed`) and a bare block. Never
 * produces more than `max` bytes: a block's declared length is checked before anything is
 * allocated. Throws SnappyError for bytes that are not snappy, SnappyTooLargeError past `max`.
 */
export class SnappyError extends Error {
  override name = 'SnappyError';
}

export class SnappyTooLargeError extends Error {
  override name = 'SnappyTooLargeError';
}

const STREAM_ID = Buffer.from([0xff, 0x06, 0x00, 0x00, 0x73, 0x4e, 0x61, 0x50, 0x70, 0x59]); // "sNaPpY"
/** Framing format: no chunk holds more than 65536 bytes of data. */
const MAX_FRAMED_CHUNK = 65536;

/** A framed stream starts with its stream identifier chunk; anything else is read as a block. */
export function isFramedSnappy(body: Uint8Array): boolean {
  return body.length >= STREAM_ID.length && Buffer.from(body.buffer, body.byteOffset, STREAM_ID.length).equals(STREAM_ID);
}

export function snappyDecode(body: Uint8Array, max: number): Buffer {
  return isFramedSnappy(body) ? decodeFramed(body, max) : decodeBlock(body, 0, body.length, max);
}

function decodeFramed(body: Uint8Array, max: number): Buffer {
  const parts: Buffer[] = [];
  let size = 0;
  let pos = 0;
  while (pos < body.length) {
    if (pos + 4 > body.length) throw new SnappyError(`framed snappy: chunk header cut short at offset ${pos}`);
    const type = body[pos]!;
    const len = body[pos + 1]! | (body[pos + 2]! << 8) | (body[pos + 3]! << 16);
    const start = pos + 4;
    const end = start + len;
    if (end > body.length) throw new SnappyError(`framed snappy: chunk at offset ${pos} is cut short`);
    pos = end;
    if (type === 0xff || type === 0xfe || type >= 0x80) continue; // stream identifier, padding, skippable
    if (type !== 0x00 && type !== 0x01) throw new SnappyError(`framed snappy: reserved chunk type 0x${type.toString(16)} at offset ${start - 4}`);
    if (len < 4) throw new SnappyError(`framed snappy: chunk at offset ${start - 4} has no checksum`);
    const crc = (body[start]! | (body[start + 1]! << 8) | (body[start + 2]! << 16) | (body[start + 3]! << 24)) >>> 0;
    const data = type === 0x00 ? decodeChunk(body, start + 4, end, start - 4) : Buffer.from(body.subarray(start + 4, end));
    if (data.length > MAX_FRAMED_CHUNK) throw new SnappyError(`framed snappy: chunk at offset ${start - 4} holds more than 65536 bytes`);
    if (maskedCrc32c(data) !== crc) throw new SnappyError(`framed snappy: checksum mismatch in the chunk at offset ${start - 4}`);
    size += data.length;
    if (size > max) throw new SnappyTooLargeError('over the limit after decompression');
    parts.push(data);
  }
  return Buffer.concat(parts, size);
}

/** A compressed chunk's block: over 64 KiB is a corrupt chunk, not a large body. */
function decodeChunk(body: Uint8Array, from: number, to: number, at: number): Buffer {
  try {
    return decodeBlock(body, from, to, MAX_FRAMED_CHUNK);
  } catch (e) {
    if (e instanceof SnappyTooLargeError) throw new SnappyError(`framed snappy: chunk at offset ${at} holds more than 65536 bytes`);
    throw e;
  }
}

/** One snappy block in body[from, to): a varint length, then literals and back-references. */
function decodeBlock(body: Uint8Array, from: number, to: number, max: number): Buffer {
  let pos = from;
  let length = 0;
  for (let shift = 0; ; shift += 7) {
    if (pos >= to || shift > 28) throw new SnappyError('snappy: bad length preamble');
    const b = body[pos++]!;
    length += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) break;
  }
  if (length > max) throw new SnappyTooLargeError('over the limit after decompression');
  const out = Buffer.allocUnsafe(length);
  let o = 0;
  while (pos < to) {
    const tag = body[pos++]!;
    const kind = tag & 3;
    if (kind === 0) {
      let n = tag >>> 2;
      if (n >= 60) {
        const extra = n - 59;
        if (pos + extra > to) throw new SnappyError('snappy: literal length cut short');
        n = 0;
        for (let i = 0; i < extra; i++) n += body[pos + i]! * 2 ** (8 * i);
        pos += extra;
      }
      n += 1;
      if (pos + n > to || o + n > length) throw new SnappyError('snappy: literal runs past the data');
      out.set(body.subarray(pos, pos + n), o);
      pos += n;
      o += n;
      continue;
    }
    let n: number;
    let offset: number;
    if (kind === 1) {
      if (pos + 1 > to) throw new SnappyError('snappy: copy cut short');
      n = 4 + ((tag >>> 2) & 7);
      offset = ((tag >>> 5) << 8) | body[pos]!;
      pos += 1;
    } else if (kind === 2) {
      if (pos + 2 > to) throw new SnappyError('snappy: copy cut short');
      n = 1 + (tag >>> 2);
      offset = body[pos]! | (body[pos + 1]! << 8);
      pos += 2;
    } else {
      if (pos + 4 > to) throw new SnappyError('snappy: copy cut short');
      n = 1 + (tag >>> 2);
      offset = (body[pos]! | (body[pos + 1]! << 8) | (body[pos + 2]! << 16) | (body[pos + 3]! << 24)) >>> 0;
      pos += 4;
    }
    if (offset === 0 || offset > o || o + n > length) throw new SnappyError('snappy: copy reaches outside the data');
    // Overlapping copies repeat the bytes just written: byte by byte.
    for (let i = 0; i < n; i++) out[o + i] = out[o - offset + i]!;
    o += n;
  }
  if (o !== length) throw new SnappyError(`snappy: ${o} bytes decoded, ${length} declared`);
  return out;
}

let CRC_TABLE: Uint32Array | undefined;

/** CRC-32C (Castagnoli), masked as the framing format stores it. */
export function maskedCrc32c(data: Uint8Array): number {
  CRC_TABLE ??= makeTable();
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  const crc = (c ^ 0xffffffff) >>> 0;
  return (((crc >>> 15) | (crc << 17)) + 0xa282ead8) >>> 0;
}

function makeTable(): Uint32Array {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
}
