/**
 * A bounds-checked reader for the protobuf wire format
 * (protobuf.dev/programming-guides/encoding): varints, fixed 32/64-bit values,
 * length-delimited fields, and skipping of unknown fields by wire type.
 *
 * Every read takes the end of the enclosing message, so a length that runs past
 * its parent, a truncated varint or an over-long varint is a `WireFault`, never
 * a read outside the buffer or an allocation sized by untrusted input. Faults are
 * plain objects (no stack capture); the field path is worked out afterwards
 * (proto-fault-path.ts).
 */

export const WIRE_VARINT = 0;
export const WIRE_I64 = 1;
export const WIRE_LEN = 2;
export const WIRE_SGROUP = 3;
export const WIRE_EGROUP = 4;
export const WIRE_I32 = 5;

/** Groups (deprecated wire types 3/4) nested deeper than this are refused when skipped. */
const MAX_GROUP_DEPTH = 64;
const TWO_32 = 4294967296;

/** A malformed wire structure at `offset` (a plain object: no stack to capture). */
export class WireFault {
  constructor(
    readonly reason: string,
    readonly offset: number,
  ) {}
}

/**
 * Node's Buffer has native `utf8Slice`/`latin1Slice` (what `toString` dispatches to, minus
 * the argument checks and encoding lookup). Fall back to `toString` if a runtime lacks them.
 */
interface NativeSlices {
  utf8Slice(start: number, end: number): string;
  latin1Slice(start: number, end: number): string;
  hexSlice(start: number, end: number): string;
}
const HAS_NATIVE_SLICES =
  typeof (Buffer.prototype as unknown as Partial<NativeSlices>).utf8Slice === 'function' &&
  typeof (Buffer.prototype as unknown as Partial<NativeSlices>).latin1Slice === 'function' &&
  typeof (Buffer.prototype as unknown as Partial<NativeSlices>).hexSlice === 'function';

function utf8Slice(b: Buffer, start: number, end: number): string {
  return HAS_NATIVE_SLICES ? (b as unknown as NativeSlices).utf8Slice(start, end) : b.toString('utf8', start, end);
}

function latin1Slice(b: Buffer, start: number, end: number): string {
  return HAS_NATIVE_SLICES ? (b as unknown as NativeSlices).latin1Slice(start, end) : b.toString('latin1', start, end);
}

/**
 * Short ASCII strings repeat constantly in OTLP (attribute keys, span and scope names,
 * model and tool names): a direct-mapped cache hands back the same string object, which
 * saves the allocation and lets V8 reuse its internalized form as a property key.
 * Slots are chosen by a hash of the length and a few sampled bytes and verified against
 * a copy of the bytes, so a collision only costs a miss.
 */
const CACHE_BITS = 12;
const CACHE_MAX_LEN = 48;
const cacheStrings: (string | undefined)[] = new Array<string | undefined>(1 << CACHE_BITS).fill(undefined);
const cacheBytes = new Uint8Array((1 << CACHE_BITS) * CACHE_MAX_LEN);
/**
 * The same bytes as words (slots start on multiples of 48, so word-aligned), compared with
 * little-endian reads of the input; on a big-endian machine they would never match, which
 * only turns hits into misses.
 */
const cacheWords = new Uint32Array(cacheBytes.buffer);
/** Length of each slot's string (0 = empty), so a miss never touches the string itself. */
const cacheLens = new Uint8Array(1 << CACHE_BITS);

/** The last trace id turned into hex (all zero: none yet, never a valid id). */
const lastId = new Uint8Array(16);
let lastIdHex = '';

/** Char codes of the 16 lowercase hex digits. */
const HEX_CODES = Uint8Array.from('0123456789abcdef', (c) => c.charCodeAt(0));

/** Hex digits of every byte value, so ids need no per-byte toString(16). */
const HEX: string[] = [];
for (let i = 0; i < 256; i++) HEX.push(i.toString(16).padStart(2, '0'));

export class ProtoReader {
  readonly buf: Buffer;
  /** The same bytes, for reading four at a time when comparing against the string cache. */
  private readonly view: DataView;
  pos = 0;
  /** High 32 bits of the last varint read (two's complement for negative int64). */
  hi = 0;

  constructor(bytes: Uint8Array) {
    this.buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.view = new DataView(this.buf.buffer, this.buf.byteOffset, this.buf.byteLength);
  }

  get length(): number {
    return this.buf.length;
  }

  /**
   * A varint of up to 10 bytes. Returns its low 32 bits as an unsigned number and
   * leaves the high 32 bits in `hi`.
   */
  varint(end: number): number {
    const pos = this.pos;
    if (pos < end) {
      const b = this.buf[pos] as number;
      if (b < 0x80) {
        this.pos = pos + 1;
        this.hi = 0;
        return b;
      }
    }
    return this.varintSlow(end);
  }

  private varintSlow(end: number): number {
    const buf = this.buf;
    const start = this.pos;
    let pos = start;
    let lo = 0;
    let hi = 0;
    for (let i = 0; ; i++) {
      if (pos >= end) throw new WireFault('truncated varint', start);
      const b = buf[pos++] as number;
      const bits = b & 0x7f;
      if (i < 4) lo |= bits << (7 * i);
      else if (i === 4) {
        lo |= bits << 28;
        hi = bits >>> 4;
      } else if (i < 9) hi |= bits << (7 * i - 32);
      else {
        // The 10th byte holds only bit 63.
        if (b > 1) throw new WireFault('varint overflows 64 bits', start);
        hi |= bits << 31;
      }
      if (b < 0x80) break;
    }
    this.pos = pos;
    this.hi = hi;
    return lo >>> 0;
  }

  /** A tag: returns `field << 3 | wireType` (field numbers fit in 29 bits). */
  tag(end: number): number {
    const start = this.pos;
    const t = this.varint(end);
    if (this.hi !== 0 || t >>> 3 === 0) throw new WireFault(`invalid field tag ${this.hi !== 0 ? 'over 32 bits' : t}`, start);
    return t;
  }

  /** A length prefix; it must fit in what is left of the enclosing message. */
  len(end: number): number {
    const start = this.pos;
    const n = this.varint(end);
    if (this.hi !== 0 || n > end - this.pos) {
      const shown = this.hi !== 0 ? this.hi * TWO_32 + n : n;
      throw new WireFault(`length ${shown} runs past the end of its message (${end - this.pos} bytes left)`, start);
    }
    return n;
  }

  /** int64 varint as a number (exact up to 2^53, rounded beyond, like Number("…")). */
  int64(end: number): number {
    const lo = this.varint(end);
    return (this.hi | 0) * TWO_32 + lo;
  }

  /** fixed64 as an unsigned number (rounded beyond 2^53). */
  fixed64(end: number): number {
    const pos = this.pos;
    if (end - pos < 8) throw new WireFault('truncated fixed64', pos);
    const buf = this.buf;
    const lo = ((buf[pos] as number) | ((buf[pos + 1] as number) << 8) | ((buf[pos + 2] as number) << 16) | ((buf[pos + 3] as number) << 24)) >>> 0;
    const hi = ((buf[pos + 4] as number) | ((buf[pos + 5] as number) << 8) | ((buf[pos + 6] as number) << 16) | ((buf[pos + 7] as number) << 24)) >>> 0;
    this.pos = pos + 8;
    return hi * TWO_32 + lo;
  }

  double(end: number): number {
    const pos = this.pos;
    if (end - pos < 8) throw new WireFault('truncated double', pos);
    this.pos = pos + 8;
    return this.buf.readDoubleLE(pos);
  }

  /** UTF-8 text of a length-delimited field; invalid sequences become U+FFFD, as Buffer decoding does. */
  string(end: number): string {
    const n = this.len(end);
    const start = this.pos;
    const stop = start + n;
    this.pos = stop;
    if (n === 0) return '';
    if (n > CACHE_MAX_LEN) return utf8Slice(this.buf, start, stop);
    const buf = this.buf;
    // Sampled hash: the length, the first four, a middle and the last four bytes.
    let h = Math.imul(n, 0x9e3779b1);
    if (n <= 8) {
      for (let i = start; i < stop; i++) h = Math.imul(h ^ (buf[i] as number), 0x01000193);
    } else {
      const mid = start + (n >>> 1);
      h = Math.imul(h ^ ((buf[start] as number) | ((buf[start + 1] as number) << 8) | ((buf[start + 2] as number) << 16) | ((buf[start + 3] as number) << 24)), 0x01000193);
      h = Math.imul(h ^ ((buf[mid] as number) | ((buf[mid - 1] as number) << 8) | ((buf[stop - 4] as number) << 16)), 0x01000193);
      h = Math.imul(h ^ ((buf[stop - 3] as number) | ((buf[stop - 2] as number) << 8) | ((buf[stop - 1] as number) << 16)), 0x01000193);
    }
    const slot = (h ^ (h >>> 15)) >>> (32 - CACHE_BITS);
    const base = slot * CACHE_MAX_LEN;
    if (cacheLens[slot] === n) {
      const view = this.view;
      const words = base >>> 2;
      let i = 0;
      while (i + 4 <= n && view.getUint32(start + i, true) === cacheWords[words + (i >>> 2)]) i += 4;
      if (i + 4 > n) {
        while (i < n && cacheBytes[base + i] === buf[start + i]) i++;
        if (i === n) return cacheStrings[slot] as string;
      }
    }
    // A miss: copy the bytes into the slot; only ASCII is kept (string length = byte length).
    let high = 0;
    for (let i = 0; i < n; i++) {
      const c = buf[start + i] as number;
      high |= c;
      cacheBytes[base + i] = c;
    }
    if (high >= 0x80) {
      cacheLens[slot] = 0;
      return utf8Slice(buf, start, stop);
    }
    const s = latin1Slice(buf, start, stop);
    cacheStrings[slot] = s;
    cacheLens[slot] = n;
    return s;
  }

  /** A length-delimited field's bounds: returns its end and leaves `pos` at its start. */
  sub(end: number): number {
    const n = this.len(end);
    return this.pos + n;
  }

  /** Lowercase hex of `buf[start, stop)`. */
  hex(start: number, stop: number): string {
    const buf = this.buf;
    if (stop - start === 16) {
      // Trace ids: the same as the span before, usually.
      let i = 0;
      while (i < 16 && lastId[i] === buf[start + i]) i++;
      if (i === 16) return lastIdHex;
      lastId.set(buf.subarray(start, stop));
      lastIdHex = HAS_NATIVE_SLICES ? (buf as unknown as NativeSlices).hexSlice(start, stop) : this.hexLoop(start, stop);
      return lastIdHex;
    }
    if (stop - start === 8) {
      // Span ids: one flat string from 16 char codes beats a native call.
      const h = HEX_CODES;
      const b0 = buf[start] as number, b1 = buf[start + 1] as number, b2 = buf[start + 2] as number, b3 = buf[start + 3] as number;
      const b4 = buf[start + 4] as number, b5 = buf[start + 5] as number, b6 = buf[start + 6] as number, b7 = buf[start + 7] as number;
      return String.fromCharCode(
        h[b0 >>> 4] as number, h[b0 & 15] as number, h[b1 >>> 4] as number, h[b1 & 15] as number,
        h[b2 >>> 4] as number, h[b2 & 15] as number, h[b3 >>> 4] as number, h[b3 & 15] as number,
        h[b4 >>> 4] as number, h[b4 & 15] as number, h[b5 >>> 4] as number, h[b5 & 15] as number,
        h[b6 >>> 4] as number, h[b6 & 15] as number, h[b7 >>> 4] as number, h[b7 & 15] as number,
      );
    }
    return HAS_NATIVE_SLICES ? (buf as unknown as NativeSlices).hexSlice(start, stop) : this.hexLoop(start, stop);
  }

  private hexLoop(start: number, stop: number): string {
    const buf = this.buf;
    let s = '';
    for (let i = start; i < stop; i++) s += HEX[buf[i] as number] as string;
    return s;
  }

  /** Skips one field's value of wire type `wt` (its tag already read). */
  skip(tag: number, end: number, depth = 0): void {
    const wt = tag & 7;
    const start = this.pos;
    switch (wt) {
      case WIRE_VARINT:
        this.varint(end);
        return;
      case WIRE_I64:
        if (end - start < 8) throw new WireFault('truncated fixed64', start);
        this.pos = start + 8;
        return;
      case WIRE_LEN: {
        const n = this.len(end);
        this.pos += n;
        return;
      }
      case WIRE_I32:
        if (end - start < 4) throw new WireFault('truncated fixed32', start);
        this.pos = start + 4;
        return;
      case WIRE_SGROUP: {
        if (depth >= MAX_GROUP_DEPTH) throw new WireFault(`groups nested deeper than ${MAX_GROUP_DEPTH}`, start);
        const field = tag >>> 3;
        for (;;) {
          if (this.pos >= end) throw new WireFault(`unterminated group (field ${field})`, start);
          const t = this.tag(end);
          if ((t & 7) === WIRE_EGROUP) {
            if (t >>> 3 !== field) throw new WireFault(`group of field ${field} ended by field ${t >>> 3}`, start);
            return;
          }
          this.skip(t, end, depth + 1);
        }
      }
      case WIRE_EGROUP:
        throw new WireFault(`unexpected end-group (field ${tag >>> 3})`, start);
      default:
        throw new WireFault(`invalid wire type ${wt} (field ${tag >>> 3})`, start);
    }
  }
}
