/**
 * A minimal protobuf wire writer for the few small messages forbear sends back
 * (OTLP export responses, google.rpc.Status). Not a hot path: bytes go into a
 * plain array and are copied out once.
 */
import { WIRE_LEN, WIRE_VARINT } from './proto-reader.js';

const TWO_32 = 4294967296;

export class ProtoWriter {
  private readonly bytes: number[] = [];

  /** An unsigned varint of a safe integer (0 … 2^53-1). */
  private uvarint(n: number): void {
    let lo = n >>> 0;
    let hi = Math.floor(n / TWO_32) >>> 0;
    while (hi !== 0 || lo > 0x7f) {
      this.bytes.push((lo & 0x7f) | 0x80);
      lo = ((lo >>> 7) | (hi << 25)) >>> 0;
      hi >>>= 7;
    }
    this.bytes.push(lo);
  }

  private tag(field: number, wireType: number): void {
    this.uvarint(field * 8 + wireType);
  }

  /** int32/int64 field; negative values take ten bytes (two's complement), per the encoding guide. */
  int(field: number, n: number): this {
    if (!Number.isSafeInteger(n)) throw new RangeError(`field ${field}: ${n} is not a safe integer`);
    this.tag(field, WIRE_VARINT);
    if (n >= 0) {
      this.uvarint(n);
      return this;
    }
    // Two's complement over 64 bits, written as 10 varint bytes.
    const big = BigInt.asUintN(64, BigInt(n));
    let v = big;
    for (let i = 0; i < 9; i++) {
      this.bytes.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.bytes.push(Number(v));
    return this;
  }

  string(field: number, s: string): this {
    return this.bytesField(field, Buffer.from(s, 'utf8'));
  }

  bytesField(field: number, b: Uint8Array): this {
    this.tag(field, WIRE_LEN);
    this.uvarint(b.length);
    for (let i = 0; i < b.length; i++) this.bytes.push(b[i] as number);
    return this;
  }

  message(field: number, w: ProtoWriter): this {
    return this.bytesField(field, w.finish());
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}
