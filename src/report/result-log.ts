import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { TurnResult } from '../model/result.js';
import { jsonResultItem } from './json-result-item.js';

const WRITE_BUFFER = 1 << 20;
/**
 * Read back in pieces whose text stays below V8's large-object size (128 KiB): each piece is
 * short-lived, and a young object is freed by the next scavenge, where a large one would wait
 * for a full collection (with `--format json` the whole file passes through, ~1.5 KB a result).
 */
const READ_CHUNK = 1 << 15;

/** Read back as bytes in pieces of this size, into one buffer. */
const BYTES_CHUNK = 1 << 16;

/**
 * Where a spilled result ends: its closing brace alone on a line, indented 4. Inside a result
 * every line is indented 6 or more, and a string holds no raw newline (JSON escapes it).
 */
const ITEM_END = '\n    }';
const ITEM_END_BYTES = Buffer.from(ITEM_END, 'latin1');

/**
 * Every scored result of a run, in scoring order. The first `keepInMemory` stay in memory;
 * past that they all move to an unlinked temporary file, so a run over any amount of input
 * holds a bounded amount of memory and leaves nothing behind.
 *
 * The file holds the results exactly as `--format json` prints its `results` array (each one
 * serialised once, as `jsonResultItem` writes it): the JSON report copies it out without
 * parsing or serialising again, and the other formats parse the items back.
 */
export class ResultLog implements Iterable<TurnResult> {
  private readonly inMemory: TurnResult[] = [];
  private fd: number | undefined;
  /** Items encoded here and written a megabyte at a time: no joined string, no new Buffer per write. */
  private out: Buffer | undefined;
  private outBytes = 0;
  private written = 0;
  private count = 0;
  private spilled = 0;

  constructor(private readonly keepInMemory = 2_000) {}

  get length(): number {
    return this.count;
  }

  push(result: TurnResult): void {
    this.count++;
    if (this.fd === undefined && this.inMemory.length < this.keepInMemory) {
      this.inMemory.push(result);
      return;
    }
    if (this.fd === undefined) this.spill();
    this.append(result);
  }

  *[Symbol.iterator](): Iterator<TurnResult> {
    if (this.fd === undefined) {
      yield* this.inMemory;
      return;
    }
    for (const text of this.spilledItems()) yield JSON.parse(text) as TurnResult;
  }

  /**
   * The results as the JSON report's array items (`jsonResultItem` of each, in order),
   * in chunks: after the last, the array is closed with `'\n  ]'` (or written `'[]'` if none).
   */
  *jsonItems(): Generator<string> {
    if (this.fd === undefined) {
      let first = true;
      for (const result of this.inMemory) {
        yield jsonResultItem(result, first);
        first = false;
      }
      return;
    }
    yield* this.spilledText();
  }

  /**
   * `jsonItems()` as UTF-8 bytes, for a writer that takes bytes (a file): the spilled results are
   * copied out as read, not decoded to text to be encoded again on the way out (over a large
   * report that round trip cost more than reading the file). Each chunk is lent: it is
   * overwritten by the next, so a writer that keeps bytes copies them. One buffer for all: a
   * fresh one per chunk lives outside the heap until a collection, which rendering seldom
   * triggers (tens of MB of peak RSS over a large report).
   */
  *jsonItemBytes(): Generator<Uint8Array> {
    const fd = this.fd;
    if (fd === undefined) {
      for (const text of this.jsonItems()) yield Buffer.from(text, 'utf8');
      return;
    }
    this.flush();
    const length = this.written;
    const chunk = Buffer.allocUnsafeSlow(Math.min(BYTES_CHUNK, length));
    for (let pos = 0; pos < length;) {
      const n = readSync(fd, chunk, 0, Math.min(chunk.length, length - pos), pos);
      if (n === 0) break;
      pos += n;
      yield chunk.subarray(0, n);
    }
  }

  /** Releases the spill file (it is already unlinked; this closes it). */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  /** The spill file's text, a chunk at a time (a character split between chunks is kept whole). */
  private *spilledText(): Generator<string> {
    const fd = this.fd;
    if (fd === undefined) return;
    this.flush();
    const length = this.written;
    const decoder = new StringDecoder('utf8');
    const chunk = Buffer.allocUnsafe(READ_CHUNK);
    for (let pos = 0; pos < length;) {
      const n = readSync(fd, chunk, 0, Math.min(chunk.length, length - pos), pos);
      if (n === 0) break;
      pos += n;
      const text = decoder.write(chunk.subarray(0, n));
      if (text !== '') yield text;
    }
    const tail = decoder.end();
    if (tail !== '') yield tail;
  }

  /**
   * Each spilled result's text, past the separator (`[` or `,`) that opens it. Cut where the file's
   * bytes hold ITEM_END (ASCII, so never inside a multi-byte character) and decoded an item at a
   * time: no decoder state, and no text carried from one read to the next.
   */
  private *spilledItems(): Generator<string> {
    const fd = this.fd;
    if (fd === undefined) return;
    this.flush();
    const length = this.written;
    let buf = Buffer.allocUnsafe(READ_CHUNK);
    // Bytes at the front of `buf` that belong to an item not yet complete.
    let held = 0;
    for (let pos = 0; pos < length;) {
      if (held === buf.length) buf = Buffer.concat([buf], buf.length * 2);
      const n = readSync(fd, buf, held, Math.min(buf.length - held, length - pos), pos);
      if (n === 0) break;
      pos += n;
      const filled = buf.subarray(0, held + n);
      let from = 0;
      for (let at = filled.indexOf(ITEM_END_BYTES, Math.max(0, held - ITEM_END_BYTES.length)); at >= 0; at = filled.indexOf(ITEM_END_BYTES, from)) {
        const start = from;
        from = at + ITEM_END_BYTES.length;
        yield filled.toString('utf8', start + 1, from);
      }
      held = filled.length - from;
      buf.copyWithin(0, from, filled.length);
    }
  }

  private spill(): void {
    const dir = mkdtempSync(join(tmpdir(), 'forbear-results-'));
    const path = join(dir, 'results.jsonl');
    this.fd = openSync(path, 'w+');
    // Unlinked at once: the open descriptor keeps the data, and a crash leaves no file.
    rmSync(dir, { recursive: true, force: true });
    for (const r of this.inMemory.splice(0)) this.append(r);
  }

  private append(result: TurnResult): void {
    const item = jsonResultItem(result, this.spilled++ === 0);
    const out = (this.out ??= Buffer.allocUnsafe(WRITE_BUFFER));
    // At most 3 bytes per UTF-16 unit: an item that may not fit goes after a flush (or alone).
    if (this.outBytes + item.length * 3 > out.length) this.flush();
    if (item.length * 3 > out.length) {
      this.writeAll(Buffer.from(item, 'utf8'));
      return;
    }
    this.outBytes += out.write(item, this.outBytes, 'utf8');
  }

  private flush(): void {
    if (this.out === undefined || this.outBytes === 0) return;
    this.writeAll(this.out.subarray(0, this.outBytes));
    this.outBytes = 0;
  }

  private writeAll(bytes: Buffer): void {
    const fd = this.fd as number;
    for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off, bytes.length - off, this.written + off);
    this.written += bytes.length;
  }
}
