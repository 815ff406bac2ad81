import { statSync } from 'node:fs';
import { Option } from 'commander';
import { defaultWorkers } from '../workers/scoring-pool.js';
import { UsageError } from './exit-code.js';

/** Below this much named input, starting worker threads costs more than it saves. */
const SCORE_WORKERS_FROM_BYTES = 256 * 1024 * 1024;

/** `--workers <n>`: worker threads for matching and scoring; 0 = on the main thread. */
export function workersOption(what: string): Option {
  return new Option('--workers <n>', `worker threads that match and score turns (0: on the main thread; ${what})`)
    .argParser((value: string) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 64) throw new UsageError(`--workers: expected a whole number from 0 to 64, got "${value}"`);
      return n;
    });
}

/** `score` without `--workers`: threads only for large inputs (the named files' total size). */
export function scoreWorkers(given: number | undefined, inputs: readonly string[]): number {
  if (given !== undefined) return given;
  let bytes = 0;
  for (const input of inputs) {
    try {
      const st = statSync(input);
      if (st.isFile()) bytes += st.size;
    } catch {
      // Unreadable inputs are reported by the reader, with their place.
    }
  }
  return bytes >= SCORE_WORKERS_FROM_BYTES ? defaultWorkers() : 0;
}
