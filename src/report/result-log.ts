import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TurnResult } from '../model/result.js';
import { readJsonLines } from '../util/read-json-lines.js';

const WRITE_BUFFER = 1 << 20;

/**
 * Every scored result of a run, in scoring order. The first `keepInMemory` stay in memory;
 * past that they all move to an unlinked temporary file, so a run over any amount of input
 * holds a bounded amount of memory and leaves nothing behind.
 */
export class ResultLog implements Iterable<TurnResult> {
  private readonly inMemory: TurnResult[] = [];
  private fd: number | undefined;
  private buffered: string[] = [];
  private bufferedChars = 0;
  private written = 0;
  private count = 0;

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
    this.flush();
    yield* readJsonLines<TurnResult>(this.fd, this.written, WRITE_BUFFER);
  }

  /** Releases the spill file (it is already unlinked; this closes it). */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
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
    const line = `${JSON.stringify(result)}\n`;
    this.buffered.push(line);
    this.bufferedChars += line.length;
    if (this.bufferedChars >= WRITE_BUFFER) this.flush();
  }

  private flush(): void {
    if (this.fd === undefined || this.buffered.length === 0) return;
    const bytes = Buffer.from(this.buffered.join(''), 'utf8');
    this.buffered = [];
    this.bufferedChars = 0;
    let off = 0;
    while (off < bytes.length) off += writeSync(this.fd, bytes, off, bytes.length - off, this.written + off);
    this.written += bytes.length;
  }
}
