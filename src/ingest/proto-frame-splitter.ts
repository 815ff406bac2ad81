/**
 * Splits a byte stream of length-prefixed messages — what the Collector's file
 * exporter writes for `format: proto` (and for any format in its legacy
 * compression mode): each message preceded by its length as a 4-byte big-endian
 * uint32 (opentelemetry-collector-contrib exporter/fileexporter, file_writer.go).
 *
 * Memory grows with one message, never with the stream, and never past
 * `maxMessage`: a prefix larger than that cannot be resynchronised from, so the
 * rest of the stream is only counted.
 */

export interface FrameHandler {
  /** One complete message; `offset` is where its length prefix starts in the stream. */
  frame(offset: number, message: Buffer): void;
  /** A prefix over the limit at `offset`; `skipped` bytes after it (to the end) were not read. */
  badPrefix(offset: number, length: number, skipped: number): void;
  /** The stream ended inside the message (or prefix) starting at `offset`. */
  truncated(offset: number, length: number | undefined, have: number): void;
}

const PREFIX = 4;

export class ProtoFrameSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Stream offset of the first pending byte (= the next frame's prefix). */
  private offset = 0;
  /** Length of the pending frame once its prefix is complete, else -1. */
  private frameLen = -1;
  private bad: { offset: number; length: number; skipped: number } | undefined;

  constructor(
    private readonly handler: FrameHandler,
    private readonly maxMessage: number,
  ) {}

  push(chunk: Buffer): void {
    if (this.bad !== undefined) {
      this.bad.skipped += chunk.length;
      return;
    }
    if (this.pendingBytes > 0) {
      this.pending.push(chunk);
      this.pendingBytes += chunk.length;
      if (this.pendingBytes < this.needed()) return;
      chunk = Buffer.concat(this.pending, this.pendingBytes);
      this.pending = [];
      this.pendingBytes = 0;
    }
    this.scan(chunk);
  }

  end(): void {
    if (this.bad !== undefined) {
      this.handler.badPrefix(this.bad.offset, this.bad.length, this.bad.skipped);
      return;
    }
    if (this.pendingBytes === 0) return;
    this.needed();
    this.handler.truncated(this.offset, this.frameLen < 0 ? undefined : this.frameLen, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** The stream broke off (reported elsewhere): drop the partial message, still report a bad prefix seen before. */
  discard(): void {
    this.pending = [];
    this.pendingBytes = 0;
    if (this.bad !== undefined) this.handler.badPrefix(this.bad.offset, this.bad.length, this.bad.skipped);
    this.bad = undefined;
  }

  /** Bytes the pending frame needs in all, reading its prefix once it is complete. */
  private needed(): number {
    if (this.frameLen < 0) {
      if (this.pendingBytes < PREFIX) return PREFIX;
      let n = 0;
      let got = 0;
      for (const piece of this.pending) {
        for (let i = 0; i < piece.length && got < PREFIX; i++, got++) n = n * 256 + (piece[i] as number);
        if (got === PREFIX) break;
      }
      this.frameLen = n;
    }
    // Over the limit: ask for no more, so scan() sees the prefix and stops.
    return this.frameLen > this.maxMessage ? PREFIX : PREFIX + this.frameLen;
  }

  private scan(buf: Buffer): void {
    let p = 0;
    while (buf.length - p >= PREFIX) {
      const len = buf.readUInt32BE(p);
      if (len > this.maxMessage) {
        this.bad = { offset: this.offset + p, length: len, skipped: buf.length - p - PREFIX };
        this.pending = [];
        this.pendingBytes = 0;
        return;
      }
      if (buf.length - p - PREFIX < len) break;
      this.handler.frame(this.offset + p, buf.subarray(p + PREFIX, p + PREFIX + len));
      p += PREFIX + len;
    }
    this.offset += p;
    this.frameLen = -1;
    if (p < buf.length) {
      this.pending = [p === 0 ? buf : buf.subarray(p)];
      this.pendingBytes = buf.length - p;
    }
  }
}
