import { closeSync, existsSync, fstatSync, fsync, fsyncSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TurnResult } from '../model/result.js';
import { readJsonLines } from '../util/read-json-lines.js';

/** `append`'s encoding buffer: lines longer than a third of it are encoded on their own. */
const SCRATCH_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/**
 * results.jsonl in the data dir: one scored result per line, appended and fsynced. On open it is
 * cut back to the length the store last committed, so lines written just before a crash (for
 * traces that will be scored again) never appear twice.
 */
export class ResultsFile {
  private readonly fd: number;
  private size: number;
  /** Where `append` encodes lines before writing them. */
  private readonly scratch = Buffer.allocUnsafe(SCRATCH_BYTES);

  constructor(readonly path: string, committedLength: number, private readonly fsync = true) {
    const existed = existsSync(path);
    this.fd = openSync(path, 'a+');
    // A new file's name is durable only once its directory is fsynced too.
    if (!existed) fsyncDir(dirname(path));
    const actual = fstatSync(this.fd).size;
    if (actual > committedLength) ftruncateSync(this.fd, committedLength);
    this.size = Math.min(actual, committedLength);
  }

  /** Bytes written so far (what the store records as committed after each batch). */
  get length(): number {
    return this.size;
  }

  /** Whether `append` and `sync` fsync (`--sync full`); without, the page cache is enough. */
  get fsyncs(): boolean {
    return this.fsync;
  }

  /**
   * Appends results (and fsyncs, unless told not to); returns the new length. `lines`, when
   * given, receives each result's place in the file (byte offset and length, newline excluded).
   * `given`: each result's `JSON.stringify` already made (by a scoring worker), written as is.
   */
  append(results: readonly TurnResult[], lines?: LinePlace[], given?: readonly string[]): number {
    if (results.length === 0) return this.size;
    const before = this.size;
    this.write(given ?? results.map((r) => JSON.stringify(r)), lines);
    this.syncNow(before);
    return this.size;
  }

  /**
   * Appends lines without fsyncing them (`sync` or `syncNow` does that next); returns the new
   * length. On a failed write (disk full, an I/O error) the partial lines are taken back, so
   * the file stays what it was, and the error is thrown.
   */
  write(texts: readonly string[], lines?: LinePlace[]): number {
    if (texts.length === 0) return this.size;
    try {
      this.size = this.writeLines(texts, lines);
    } catch (e) {
      this.cutBack(this.size);
      throw e;
    }
    return this.size;
  }

  /**
   * Makes what was written durable, on the event loop; on failure the file is cut back to
   * `before` (what was durable) and the error thrown.
   */
  syncNow(before: number): void {
    if (!this.fsync) return;
    try {
      fsyncSync(this.fd);
    } catch (e) {
      this.cutBack(before);
      throw e;
    }
  }

  /**
   * Makes what was written so far durable off the event loop (libuv's thread pool), for
   * `--sync full`: an fsync of a pass's results waited ~25 ms on a busy disk, every tick.
   * Rejects on failure; the caller then cuts the file back (`truncate`).
   */
  sync(): Promise<void> {
    if (!this.fsync) return Promise.resolve();
    return new Promise((resolve, reject) => fsync(this.fd, (e) => (e ? reject(e) : resolve())));
  }

  /** Takes back what was written after `length`, as far as the disk lets it. */
  private cutBack(length: number): void {
    try {
      ftruncateSync(this.fd, length);
    } catch {
      // The restart cuts the file back to the committed length anyway.
    }
    this.size = length;
  }

  /**
   * Writes each text and a newline after `size`, encoded into one reused buffer and written
   * whenever it fills: no joined string and no new buffer per batch (a pass of ~1,000 results,
   * ~1.4 MB, cost the event loop ~5× as much that way; issue 19). Returns the end of what it wrote.
   */
  private writeLines(texts: readonly string[], lines: LinePlace[] | undefined): number {
    const out = this.scratch;
    let end = this.size;
    let used = 0;
    const flush = (): void => {
      let off = 0;
      while (off < used) off += writeSync(this.fd, out, off, used - off);
      used = 0;
    };
    for (const text of texts) {
      // A UTF-16 unit takes at most 3 bytes of UTF-8 (a surrogate pair, 2 units, takes 4).
      if (out.length - used < 3 * text.length + 1) flush();
      let length: number;
      if (3 * text.length + 1 <= out.length) {
        length = out.write(text, used, 'utf8');
        used += length;
        out[used++] = NEWLINE;
      } else {
        const bytes = Buffer.from(`${text}\n`, 'utf8');
        let off = 0;
        while (off < bytes.length) off += writeSync(this.fd, bytes, off, bytes.length - off);
        length = bytes.length - 1;
      }
      lines?.push({ offset: end, length });
      end += length + 1;
    }
    flush();
    return end;
  }

  /** Takes back lines appended after `length` (their commit to the store failed). */
  truncate(length: number): void {
    ftruncateSync(this.fd, length);
    this.size = length;
  }

  /** Every result in the file, oldest first (to rebuild the running summary after a restart). */
  *read(): Generator<TurnResult> {
    yield* readJsonLines<TurnResult>(this.fd, this.size);
  }

  /**
   * Every non-blank committed line with its place (1-based line number, byte offset, length),
   * read a chunk at a time; the caller parses (and may quarantine) each one.
   */
  *lines(chunkBytes = 1 << 20): Generator<LinePlace & { line: number; text: string }> {
    const chunk = Buffer.allocUnsafe(chunkBytes);
    let carry: Buffer = Buffer.alloc(0);
    let carryAt = 0;
    let line = 0;
    for (let pos = 0; pos < this.size;) {
      const n = readSync(this.fd, chunk, 0, Math.min(chunk.length, this.size - pos), pos);
      if (n === 0) break;
      const buf = carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, n)]) : chunk.subarray(0, n);
      const base = carry.length > 0 ? carryAt : pos;
      pos += n;
      let start = 0;
      for (let nl = buf.indexOf(0x0a); nl !== -1; nl = buf.indexOf(0x0a, start)) {
        line++;
        const text = buf.toString('utf8', start, nl);
        if (text.trim() !== '') yield { line, offset: base + start, length: nl - start, text };
        start = nl + 1;
      }
      carry = Buffer.from(buf.subarray(start));
      carryAt = base + start;
    }
    // A committed file ends in a newline; a last line without one is read all the same.
    if (carry.length > 0 && carry.toString('utf8').trim() !== '') yield { line: line + 1, offset: carryAt, length: carry.length, text: carry.toString('utf8') };
  }

  /** The bytes of one line (as `lines` or `append` placed it). */
  readBytes(place: LinePlace): Buffer {
    const buf = Buffer.allocUnsafe(place.length);
    let off = 0;
    while (off < place.length) {
      const n = readSync(this.fd, buf, off, place.length - off, place.offset + off);
      if (n === 0) break;
      off += n;
    }
    return buf.subarray(0, off);
  }

  /**
   * Overwrites one line with spaces (same length, so every other line and the committed length
   * stay where they are) and makes it durable: the caller has copied it aside first.
   */
  blank(place: LinePlace): void {
    const fd = openSync(this.path, 'r+');
    try {
      writeSync(fd, Buffer.alloc(place.length, 0x20), 0, place.length, place.offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** Where a result sits in results.jsonl. */
export interface LinePlace {
  offset: number;
  length: number;
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
