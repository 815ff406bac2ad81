/**
 * How far each heap may grow past what its last full collection kept, while `score` runs with
 * worker threads. V8 sizes that headroom from the isolate's heap cap: on a machine with a few GB
 * of memory the main thread's heap may grow to 4× its live data before it collects again, a
 * capped worker's ~1.4×. Measured on the short-conversation file (`score --workers 2`): the
 * reading thread's heap kept ~35 MB live yet grew to 170 MB before collecting; with every heap
 * held to 1.3× its live data peak RSS went 282–299 → 242–248 MB, with no CPU cost seen above the
 * noise of the shared machine (docs/benchmarks.md, "Worker memory").
 *
 * In-process scoring keeps V8's own sizing: it has one heap, stays well under the goal, and its
 * speed is measured against the floor.
 */
import { setFlagsFromString } from 'node:v8';

/** Each heap grows at most this far (in %) past its live data before V8 collects it. */
export const HEAP_GROWING_PERCENT = 30;

let applied = false;

/**
 * Holds every heap in this process (V8's flag is per process, read at each full collection) to
 * HEAP_GROWING_PERCENT past its live data from now on. Once per process: it is never undone, as
 * a run that starts workers keeps them to its end.
 */
export function boundHeapGrowth(): void {
  if (applied) return;
  applied = true;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
