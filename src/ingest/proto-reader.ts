/**
 * A bounds-checked reader for the protobuf wire format
 * (protobuf.dev/programming-guides/encoding): varints, fixed 32/64-bit values,
 * length-delimited fields, and skipping of unknown fields by wire type.
 *
 * Every read takes the end of the enclosing message, so a length that runs past
 * its parent, a truncated varint or an over-long varint is a `WireFault`, never
 * a read outside the buffer or an allocation sized by untrusted input. Faults are
 * plain objects (no stack capture) that the message decoder annotates with the
 * field path on the way out.
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

/** A malformed wire structure at `offset`; `path` collects field names innermost first. */
export class WireFault {
  readonly path: string[] = [];
  constructor(
    readonly reason: string,
    readonly offset: number,
  ) {}
}

/** Hex digits of every byte value, so ids need no per-byte toString(16). */
const HEX: string[] = [];
for (let i = 0; i < 256; i++) HEX.push(i.toString(16).padStart(2, '0'));

export class ProtoReader {
  readonly buf: Buffer;
  pos = 0;
  /** High 32 bits of the last varint read (two's complement for negative int64). */
  hi = 0;

  constructor(bytes: Uint8Array) {
    this.buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
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
    this.pos = start + n;
    if (n === 0) return '';
    if (n < 24) {
      // Short strings (keys, names, enums-as-text) are mostly ASCII: a JS loop beats a native call.
      const buf = this.buf;
      let s = '';
      for (let i = start; i < start + n; i++) {
        const c = buf[i] as number;
        if (c >= 0x80) return buf.toString('utf8', start, start + n);
        s += String.fromCharCode(c);
      }
      return s;
    }
    return this.buf.toString('utf8', start, start + n);
  }

  /** A length-delimited field's bounds: returns its end and leaves `pos` at its start. */
  sub(end: number): number {
    const n = this.len(end);
    return this.pos + n;
  }

  /** Lowercase hex of `buf[start, stop)`. */
  hex(start: number, stop: number): string {
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
