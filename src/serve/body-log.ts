import { closeSync, fstatSync, fsync, fsyncSync, mkdirSync, openSync, readSync, readdirSync, unlinkSync, writev, writevSync } from 'node:fs';
import { join } from 'node:path';

/** Where one stored body is: segment number, byte offset, length. */
export interface BodyRef {
  seg: number;
  offset: number;
  length: number;
}

const SEGMENT_RE = /^(\d{8})\.bodies$/;
export const segName = (seg: number): string => `${String(seg).padStart(8, '0')}.bodies`;

/**
 * Request bodies in append-only segment files under `<data-dir>/bodies/`: written once,
 * sequentially, and fsynced per batch (a database would write each one twice, to its log and
 * then to its pages). The store's index says which bytes belong to which acknowledged request;
 * bytes a crash left half-written are simply never referenced. Whole old segments are deleted
 * once nothing refers to them.
 */
export class BodyLog {
  private seg: number;
  private fd: number;
  private size: number;
  private readonly readers = new Map<number, number>();

  constructor(
    private readonly dir: string,
    private readonly opts: { fsync: boolean; segmentBytes?: number },
  ) {
    mkdirSync(dir, { recursive: true });
    const segs = this.segments();
    this.seg = segs.at(-1) ?? 1;
    this.fd = openSync(join(dir, segName(this.seg)), 'a');
    this.size = fstatSync(this.fd).size;
    if (opts.fsync && this.size === 0) this.syncDir();
  }

  /** Appends bodies (one write, one fsync for all); returns where each one is. */
  append(bodies: readonly Uint8Array[]): BodyRef[] {
    this.assertIdle();
    const { refs, pending, end } = this.plan(bodies);
    let rest = pending;
    while (rest.length > 0) rest = dropWritten(rest, writevSync(this.fd, rest));
    if (this.opts.fsync) fsyncSync(this.fd);
    this.size = end;
    return refs;
  }

  /**
   * `append` with the write and the fsync on libuv's thread pool: the event loop goes on
   * decoding other requests meanwhile (on a 2-core machine the copy into the page cache and
   * the flush run beside it). Resolves once the bytes are durable. One at a time: the next
   * append (either kind) waits for this one to settle.
   */
  async appendAsync(bodies: readonly Uint8Array[]): Promise<BodyRef[]> {
    this.assertIdle();
    const { refs, pending, end } = this.plan(bodies);
    this.writing = true;
    try {
      let rest = pending;
      while (rest.length > 0) rest = dropWritten(rest, await new Promise<number>((resolve, reject) => writev(this.fd, rest, (e, n) => (e ? reject(e) : resolve(n)))));
      if (this.opts.fsync) await new Promise<void>((resolve, reject) => fsync(this.fd, (e) => (e ? reject(e) : resolve())));
      this.size = end;
      return refs;
    } catch (e) {
      // Part of it may be on disk: later offsets count from the file's real end.
      this.size = fstatSync(this.fd).size;
      throw e;
    } finally {
      this.writing = false;
    }
  }

  private writing = false;

  private assertIdle(): void {
    if (this.writing) throw new Error('BodyLog: an append is still being written');
  }

  /** Where each body will lie, and the non-empty ones as Buffers to write. */
  private plan(bodies: readonly Uint8Array[]): { refs: BodyRef[]; pending: Buffer[]; end: number } {
    if (this.size >= (this.opts.segmentBytes ?? 64 * 1024 * 1024)) this.rotate();
    const refs: BodyRef[] = [];
    let offset = this.size;
    for (const b of bodies) {
      refs.push({ seg: this.seg, offset, length: b.byteLength });
      offset += b.byteLength;
    }
    const pending = bodies.filter((b) => b.byteLength > 0).map((b) => (b instanceof Buffer ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength)));
    return { refs, pending, end: offset };
  }

  read(ref: BodyRef): Buffer {
    let fd = this.readers.get(ref.seg);
    if (fd === undefined) {
      fd = openSync(join(this.dir, segName(ref.seg)), 'r');
      this.readers.set(ref.seg, fd);
    }
    const out = Buffer.allocUnsafe(ref.length);
    for (let done = 0; done < ref.length;) {
      const n = readSync(fd, out, done, ref.length - done, ref.offset + done);
      if (n === 0) throw new Error(`stored body cut short in ${segName(ref.seg)} at ${ref.offset}`);
      done += n;
    }
    return out;
  }

  /** Deletes the segments before `seg` (never the one being written). */
  dropBefore(seg: number): void {
    for (const s of this.segments()) {
      if (s >= seg || s === this.seg) continue;
      const fd = this.readers.get(s);
      if (fd !== undefined) closeSync(fd);
      this.readers.delete(s);
      unlinkSync(join(this.dir, segName(s)));
    }
  }

  close(): void {
    this.assertIdle();
    closeSync(this.fd);
    for (const fd of this.readers.values()) closeSync(fd);
    this.readers.clear();
  }

  private rotate(): void {
    closeSync(this.fd);
    this.seg++;
    this.fd = openSync(join(this.dir, segName(this.seg)), 'a');
    this.size = 0;
    if (this.opts.fsync) this.syncDir();
  }

  /** A new file's name is durable only once its directory is fsynced too. */
  private syncDir(): void {
    const fd = openSync(this.dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  private segments(): number[] {
    return readdirSync(this.dir).flatMap((f) => {
      const m = SEGMENT_RE.exec(f);
      return m ? [Number(m[1])] : [];
    }).sort((a, b) => a - b);
  }
}

/** What is left to write after a (possibly short) write of `n` bytes. */
function dropWritten(pending: Buffer[], n: number): Buffer[] {
  let i = 0;
  while (i < pending.length && n >= pending[i]!.length) n -= pending[i++]!.length;
  const rest = pending.slice(i);
  if (n > 0 && rest.length > 0) rest[0] = rest[0]!.subarray(n);
  return rest;
}
