/**
 * Streaming Zstandard decompression (RFC 8878) on top of fzstd, with bounded memory.
 *
 * fzstd trusts the frame header: it allocates whatever window the header asks for
 * (up to 2 GiB) and decodes everything it is given in one synchronous call, so one
 * megabyte of RLE blocks could expand to gigabytes before we see any of it. This
 * class therefore walks the frame structure itself (magic, header, 3-byte block
 * headers, checksum, skippable frames) and:
 *  - refuses a window larger than `maxWindow` (default 32 MiB, see below),
 *    a dictionary, reserved bits and blocks over the 128 KiB maximum, before fzstd
 *    allocates anything;
 *  - hands fzstd one block at a time and yields each block's output before reading
 *    the next, so at most a few blocks (≤ 128 KiB each) are in memory at once.
 * Several concatenated frames (an appended file) are read one after another.
 */
import { Decompress } from 'fzstd';

/** Zstandard frame magic 0xFD2FB528, little-endian on the wire. */
export const ZSTD_MAGIC = Uint8Array.of(0x28, 0xb5, 0x2f, 0xfd);
/**
 * 32 MiB covers every zstd CLI level up to --ultra -20 and the Go encoder the Collector
 * uses (8 MiB default window); the format spec only asks decoders to support 8 MiB.
 * Kept below zstd's own 128 MiB limit because fzstd shifts its whole window after every
 * block, so a frame's cost grows with window × blocks.
 */
export const ZSTD_DEFAULT_MAX_WINDOW = 32 * 1024 * 1024;
const BLOCK_MAX = 128 * 1024;
/**
 * fzstd moves its whole window after each block, so decoding costs window × blocks bytes
 * of copying however small the blocks are: a kilobyte of tiny blocks under a 32 MiB window
 * would take seconds. Allowed: a fixed 2 GiB plus 16 KiB of copying per input byte — far
 * above real streams (full 128 KiB blocks: a few hundred per byte; an 8 MiB window with
 * a 1 KiB block per flush: 8 KiB per byte), and it keeps crafted input linear in its size.
 */
const WORK_BASE = 2 * 1024 * 1024 * 1024;
const WORK_PER_INPUT_BYTE = 16 * 1024;

export function startsWithZstdMagic(b: Uint8Array): boolean {
  return b.length >= 4 && b[0] === 0x28 && b[1] === 0xb5 && b[2] === 0x2f && b[3] === 0xfd;
}

/** Skippable frame magic 0x184D2A50…5F (RFC 8878 §3.1.2), little-endian. */
function startsWithSkippableMagic(b: Uint8Array): boolean {
  return b.length >= 4 && ((b[0] as number) & 0xf0) === 0x50 && b[1] === 0x2a && b[2] === 0x4d && b[3] === 0x18;
}

/** Whether bytes start a zstd stream: a zstd frame or a skippable frame (metadata before the data). */
export function looksLikeZstd(b: Uint8Array): boolean {
  return startsWithZstdMagic(b) || startsWithSkippableMagic(b);
}

/** Corrupt or truncated zstd data. `code` is ZSTD_CORRUPT, ZSTD_TRUNCATED or ZSTD_LIMIT. */
export class ZstdDataError extends Error {
  override name = 'ZstdDataError';
  constructor(
    readonly code: 'ZSTD_CORRUPT' | 'ZSTD_TRUNCATED' | 'ZSTD_LIMIT',
    message: string,
  ) {
    super(message);
  }
}

/** Walker states. */
const S = { Magic: 0, SkipSize: 1, SkipBody: 2, Descriptor: 3, HeaderRest: 4, BlockHeader: 5, BlockBody: 6, Checksum: 7 } as const;
type State = (typeof S)[keyof typeof S];

export class ZstdStream {
  private state: State = S.Magic;
  /** Header bytes collected so far for the current state. */
  private hdr: number[] = [];
  private need = 4;
  /** Bytes still to pass for SkipBody / BlockBody / Checksum. */
  private remaining = 0;
  private descriptor = 0;
  private window = 0;
  private lastBlock = false;
  private checksum = false;
  private fz: Decompress;
  private out: Uint8Array[] = [];
  /** Bytes of input consumed, for error messages. */
  private offset = 0;
  /** Window bytes fzstd has moved so far (one window per block). */
  private work = 0;

  constructor(private readonly maxWindow = ZSTD_DEFAULT_MAX_WINDOW) {
    this.fz = this.newDecompressor();
  }

  private newDecompressor(): Decompress {
    return new Decompress((data) => {
      if (data.length > 0) this.out.push(data);
    });
  }

  /** Decompresses `chunk`, yielding output block by block. */
  *write(chunk: Uint8Array): Generator<Uint8Array> {
    let off = 0;
    while (off < chunk.length) {
      const stop = this.walk(chunk, off);
      yield* this.feed(chunk.subarray(off, stop), false);
      off = stop;
    }
  }

  /** Ends the input: throws ZSTD_TRUNCATED unless it ended on a frame boundary. */
  *end(): Generator<Uint8Array> {
    if (this.state !== S.Magic || this.hdr.length !== 0) {
      throw new ZstdDataError('ZSTD_TRUNCATED', `truncated zstd stream: ended inside a frame after ${this.offset} bytes`);
    }
    yield* this.feed(new Uint8Array(0), true);
  }

  private *feed(piece: Uint8Array, final: boolean): Generator<Uint8Array> {
    try {
      this.fz.push(piece, final);
    } catch (e) {
      throw new ZstdDataError('ZSTD_CORRUPT', `corrupt zstd data: ${e instanceof Error ? e.message : String(e)}`);
    }
    const out = this.out;
    this.out = [];
    for (let i = 0; i < out.length; i++) yield out[i] as Uint8Array;
  }

  private corrupt(why: string): ZstdDataError {
    return new ZstdDataError('ZSTD_CORRUPT', `corrupt zstd data at byte ${this.offset}: ${why}`);
  }

  /**
   * Advances the frame walker over chunk[off…]; returns where to cut the piece
   * handed to fzstd: just after a block ends, or the chunk's end.
   */
  private walk(chunk: Uint8Array, off: number): number {
    let i = off;
    while (i < chunk.length) {
      if (this.state === S.SkipBody || this.state === S.BlockBody || this.state === S.Checksum) {
        const take = Math.min(this.remaining, chunk.length - i);
        i += take;
        this.offset += take;
        this.remaining -= take;
        if (this.remaining > 0) return i;
        if (this.state === S.BlockBody) {
          if (this.lastBlock) this.afterFrame(this.checksum ? S.Checksum : S.Magic, 4);
          else this.expect(S.BlockHeader, 3);
          return i;
        }
        this.expect(S.Magic, 4);
        continue;
      }
      this.hdr.push(chunk[i++] as number);
      this.offset++;
      if (this.hdr.length < this.need) continue;
      this.header();
      if ((this.state as State) === S.BlockBody && this.remaining === 0) {
        // An empty block: cut here too.
        if (this.lastBlock) this.afterFrame(this.checksum ? S.Checksum : S.Magic, 4);
        else this.expect(S.BlockHeader, 3);
        return i;
      }
    }
    return i;
  }

  private expect(state: State, need: number): void {
    this.state = state;
    this.need = need;
    this.hdr = [];
  }

  private afterFrame(next: State, checksumBytes: number): void {
    if (next === S.Checksum) {
      this.state = S.Checksum;
      this.remaining = checksumBytes;
      this.hdr = [];
    } else {
      this.expect(S.Magic, 4);
    }
  }

  /** Interprets the complete header bytes of the current state. */
  private header(): void {
    const h = this.hdr;
    switch (this.state) {
      case S.Magic: {
        if (startsWithZstdMagic(Uint8Array.from(h))) {
          this.expect(S.Descriptor, 1);
          return;
        }
        if (startsWithSkippableMagic(Uint8Array.from(h))) {
          this.expect(S.SkipSize, 4);
          return;
        }
        throw this.corrupt('not a zstd frame (bad magic number)');
      }
      case S.SkipSize:
        this.state = S.SkipBody;
        this.remaining = ((h[0] as number) | ((h[1] as number) << 8) | ((h[2] as number) << 16) | ((h[3] as number) << 24)) >>> 0;
        this.hdr = [];
        return;
      case S.Descriptor: {
        const d = h[0] as number;
        if (d & 0x08) throw this.corrupt('reserved bit set in the frame header');
        if (d & 0x03) throw this.corrupt('frame needs a dictionary, which is not supported');
        this.descriptor = d;
        this.checksum = (d & 0x04) !== 0;
        const single = (d & 0x20) !== 0;
        const fcsFlag = d >>> 6;
        const fcsBytes = fcsFlag === 0 ? (single ? 1 : 0) : 1 << fcsFlag;
        // Never 0: a single-segment frame always carries its content size.
        const rest = (single ? 0 : 1) + fcsBytes;
        this.state = S.HeaderRest;
        this.need = 1 + rest;
        return;
      }
      case S.HeaderRest: {
        const d = this.descriptor;
        const single = (d & 0x20) !== 0;
        let window: number;
        if (single) {
          const fcsFlag = d >>> 6;
          let fcs = 0;
          for (let k = h.length - 1; k >= 1; k--) fcs = fcs * 256 + (h[k] as number);
          if (fcsFlag === 1) fcs += 256;
          window = fcs;
        } else {
          const wd = h[1] as number;
          const base = 2 ** (10 + (wd >>> 3));
          window = base + (base / 8) * (wd & 7);
        }
        this.window = window;
        this.expect(S.BlockHeader, 3);
        if (window > this.maxWindow) {
          throw new ZstdDataError(
            'ZSTD_LIMIT',
            `zstd frame at byte ${this.offset} needs a ${mib(window)} window, over the ${mib(this.maxWindow)} limit`,
          );
        }
        return;
      }
      case S.BlockHeader: {
        const b = (h[0] as number) | ((h[1] as number) << 8) | ((h[2] as number) << 16);
        this.lastBlock = (b & 1) === 1;
        const type = (b >>> 1) & 3;
        const size = b >>> 3;
        if (type === 3) throw this.corrupt('reserved block type');
        this.work += this.window;
        if (this.work > WORK_BASE + this.offset * WORK_PER_INPUT_BYTE) {
          throw new ZstdDataError(
            'ZSTD_LIMIT',
            `zstd stream at byte ${this.offset} has too many blocks for its ${mib(this.window)} window (decoding would copy ${mib(this.work)} for ${this.offset} input bytes)`,
          );
        }
        if (size > Math.min(BLOCK_MAX, this.window)) {
          throw this.corrupt(`block of ${size} bytes exceeds the block maximum`);
        }
        this.state = S.BlockBody;
        this.remaining = type === 1 ? 1 : size;
        this.hdr = [];
        return;
      }
      default:
        return;
    }
  }
}

function mib(n: number): string {
  return `${Math.round((n / (1024 * 1024)) * 10) / 10} MiB`;
}
