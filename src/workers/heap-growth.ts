/**
 * How far each heap may grow past what its last full collection kept, in `forbear score`. V8
 * sizes that headroom from the isolate's heap cap: on a machine with a few GB of memory the main
 * thread's heap may grow to 4× its live data before it collects again, a capped worker's ~1.4×.
 * Live data stays small (it is bounded: open traces, memos, held sessions), so the headroom is
 * what peak RSS follows (docs/benchmarks.md, "Worker memory"):
 * - with workers, the reading thread kept ~35 MB live on the short-conversation file yet grew to
 *   170 MB before collecting; at 1.3× live, `--workers 1`/`2` peak RSS went 269–299 / 283–287 →
 *   214–216 / 240–242 MB (three heaps, so each is kept close);
 * - in-process, over the 1 GB realistic file, 42–54 MB live grew to 225–260 MB between
 *   collections (326 MB peak RSS); one heap, so it keeps twice its live data, fewer collections.
 */
import { setFlagsFromString } from 'node:v8';

/** Each heap grows at most this far (in %) past its live data before V8 collects it. */
export const HEAP_GROWING_PERCENT = { workers: 30, inProcess: 100 } as const;

let applied = Number.POSITIVE_INFINITY;

/**
 * Holds every heap in this process (V8's flag is per process, read at each full collection) to
 * the headroom above from now on: the closer one when a run with workers follows one without.
 * Never loosened: a process scores one input (`forbear score`), keeping its heaps to its end.
 * Called by the commands that own their process (`score`, `alerts replay`, the bench's run-score),
 * not by `runScore`: a program embedding the library keeps its own heap settings.
 */
export function boundHeapGrowth(workers: number): void {
  const percent = workers > 0 ? HEAP_GROWING_PERCENT.workers : HEAP_GROWING_PERCENT.inProcess;
  if (percent >= applied) return;
  applied = percent;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
