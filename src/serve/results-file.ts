import { closeSync, existsSync, fstatSync, fsyncSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TurnResult } from '../model/result.js';
import { readJsonLines } from '../util/read-json-lines.js';

/**
 * results.jsonl in the data dir: one scored result per line, appended and fsynced. On open it is
 * cut back to the length the store last committed, so lines written just before a crash (for
 * traces that will be scored again) never appear twice.
 */
export class ResultsFile {
  private readonly fd: number;
  private size: number;

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

  /** Appends results (and fsyncs, unless told not to); returns the new length. */
  append(results: readonly TurnResult[]): number {
    if (results.length === 0) return this.size;
    const bytes = Buffer.from(results.map((r) => `${JSON.stringify(r)}\n`).join(''), 'utf8');
    try {
      let off = 0;
      while (off < bytes.length) off += writeSync(this.fd, bytes, off, bytes.length - off);
      if (this.fsync) fsyncSync(this.fd);
    } catch (e) {
      // Disk full or an I/O error: take back the partial lines, so the file stays what was committed.
      try {
        ftruncateSync(this.fd, this.size);
      } catch {
        // The restart cuts the file back to the committed length anyway.
      }
      throw e;
    }
    this.size += bytes.length;
    return this.size;
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

  close(): void {
    closeSync(this.fd);
  }
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
