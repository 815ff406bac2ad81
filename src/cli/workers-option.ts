import { Option } from 'commander';
import { UsageError } from './exit-code.js';

/** `--workers <n>`: worker threads for matching and scoring; 0 = on the main thread. */
export function workersOption(what: string): Option {
  return new Option('--workers <n>', `worker threads that match and score turns (0: on the main thread; ${what})`)
    .argParser((value: string) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 64) throw new UsageError(`--workers: expected a whole number from 0 to 64, got "${value}"`);
      return n;
    });
}

/**
 * `score` without `--workers` scores on the main thread: worker threads cost ~1.4–1.8× the CPU
 * of one thread (two heaps, every span copied), and in-process scoring already keeps ~1.25 cores
 * busy (V8's collector and compiler threads): on the 2-core machine they were measured on they
 * were slower offline, busy or idle (docs/benchmarks.md, "Issue 19 after its third round, on a
 * quiet machine"), so they are opt-in. Workers that decode their own spans from the lines' bytes,
 * as `serve`'s do from protobuf requests, cost more still (offline26 in the same file).
 */
export function scoreWorkers(given: number | undefined): number {
  return given ?? 0;
}
