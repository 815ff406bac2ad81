/** Runs the fuzz cases inside a worker thread, so the main thread can watch for hangs and memory. */
import { parentPort, workerData } from 'node:worker_threads';
import { runFuzz } from './run-fuzz.js';
import { FUZZ_TARGETS } from './targets/index.js';

interface Job {
  cases: number;
  seed: number;
  from: number;
  target?: string;
}

const job = workerData as Job;
const targets = job.target === undefined ? FUZZ_TARGETS : FUZZ_TARGETS.filter((t) => t.name === job.target);
if (targets.length === 0) throw new Error(`no fuzz target named ${job.target ?? ''}; have ${FUZZ_TARGETS.map((t) => t.name).join(', ')}`);

const report = await runFuzz({
  cases: job.cases,
  seed: job.seed,
  from: job.from,
  targets,
  onProgress: (done) => parentPort?.postMessage({ type: 'progress', done }),
});
parentPort?.postMessage({ type: 'report', report });
