/**
 * Writes Zstandard frames of raw (stored) blocks: valid zstd (RFC 8878) that any
 * decoder reads, so tests can make zstd input in-process without a compressor.
 * Real compressed blocks are covered by fixtures made with the zstd CLI.
 */
export interface RawFrameOptions {
  /** Bytes per raw block (max 128 KiB). */
  blockSize?: number;
  /** Window_Descriptor byte (default 0x38: 2^17 = 128 KiB). */
  windowDescriptor?: number;
}

export function zstdRawFrame(data: Uint8Array, opts: RawFrameOptions = {}): Uint8Array {
  const blockSize = opts.blockSize ?? 128 * 1024;
  const out: number[] = [0x28, 0xb5, 0x2f, 0xfd, 0x00, opts.windowDescriptor ?? 0x38];
  let off = 0;
  do {
    const n = Math.min(blockSize, data.length - off);
    const last = off + n >= data.length ? 1 : 0;
    const h = (n << 3) | last; // block type 0 = raw
    out.push(h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff);
    for (let i = 0; i < n; i++) out.push(data[off + i] as number);
    off += n;
  } while (off < data.length);
  return Uint8Array.from(out);
}

/** A 4-byte big-endian length prefix per message, as the Collector file exporter writes. */
export function lengthPrefixed(messages: Uint8Array[]): Buffer {
  return Buffer.concat(
    messages.flatMap((m) => {
      const p = Buffer.alloc(4);
      p.writeUInt32BE(m.length);
      return [p, Buffer.from(m)];
    }),
  );
}
