import { readSync } from 'node:fs';
import { LineSplitter } from './line-splitter.js';

/**
 * The JSON values of the first `length` bytes of an open file, one per non-blank line, read a
 * chunk at a time so that memory follows the chunk, not the file.
 */
export function* readJsonLines<T>(fd: number, length: number, chunkBytes = 1 << 20): Generator<T> {
  const values: T[] = [];
  const splitter = new LineSplitter((line) => {
    if (line.trim() !== '') values.push(JSON.parse(line) as T);
  });
  const chunk = Buffer.allocUnsafe(chunkBytes);
  for (let pos = 0; pos < length;) {
    const n = readSync(fd, chunk, 0, Math.min(chunk.length, length - pos), pos);
    if (n === 0) break;
    pos += n;
    splitter.push(Buffer.from(chunk.subarray(0, n)));
    yield* values.splice(0);
  }
  splitter.end();
  yield* values.splice(0);
}
