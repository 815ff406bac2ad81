/**
 * How many results `forbear serve` has written to results.jsonl, read incrementally as it grows
 * (to tens of MB in a benchmark). A line with `amends` replaces an earlier result (a session's
 * later turn gave in) rather than adding one, so it is not counted: counting lines would reach
 * the offline pipeline's count while turns are still unscored, and stop a benchmark's clock early.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

export function resultCounter(file: string): () => number {
  let offset = 0;
  let results = 0;
  // A line being written when we read: kept until its newline arrives.
  let partial = Buffer.alloc(0);
  const buf = Buffer.alloc(1 << 20);
  return () => {
    if (!existsSync(file)) return 0;
    const size = statSync(file).size;
    if (size <= offset) return results;
    const fd = openSync(file, 'r');
    try {
      while (offset < size) {
        const n = readSync(fd, buf, 0, Math.min(buf.length, size - offset), offset);
        if (n <= 0) break;
        offset += n;
        let chunk = Buffer.concat([partial, buf.subarray(0, n)]);
        for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a)) {
          const line = chunk.toString('utf8', 0, nl);
          chunk = chunk.subarray(nl + 1);
          if (line.trim() !== '' && (JSON.parse(line) as { amends?: unknown }).amends === undefined) results++;
        }
        partial = Buffer.from(chunk);
      }
    } finally {
      closeSync(fd);
    }
    return results;
  };
}
