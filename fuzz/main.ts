/**
 * `npm run fuzz`: drives the protobuf and JSON decoders and the span-file readers (and any
 * other target in fuzz/targets/) with generated and mutated payloads, in a worker thread
 * with a capped heap, and prints what happened. Fails (exit 1) on any crash, on a hang (no
 * progress for --stall seconds), if the worker runs out of its heap, or if heap + ArrayBuffer
 * memory (sampled every 100 cases) passes 768 MB.
 *
 *   npm run fuzz                                   # 120,000 cases, seed 1
 *   npm run fuzz -- --cases 500000 --seed 42
 *   npm run fuzz -- --seed 1 --target proto-decoder --from 1234 --cases 1   # replay one case
 */
import { Worker } from 'node:worker_threads';
import { die, parseArgs } from '../bench/common.js';
import type { FuzzReport, TargetCounts } from './run-fuzz.js';

const HEAP_MB = 1024;
/** Heap + ArrayBuffers above this fails the run: every decoder's memory is meant to stay bounded. */
const PEAK_MEMORY_LIMIT_MB = 768;

function intFlag(args: ReturnType<typeof parseArgs>, name: string, dflt: number): number {
  const raw = args.flags.get(name);
  if (raw === undefined) return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) die(`--${name}: expected a non-negative integer, got ${raw}`);
  return n;
}

function top(rec: Record<string, number>, n: number): string {
  return Object.entries(rec)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `      ${String(v).padStart(7)}  ${k}`)
    .join('\n');
}

function print(report: FuzzReport, seconds: number): void {
  const fmt = (n: number): string => n.toLocaleString('en-US');
  console.log(`\nforbear fuzz — seed ${report.seed}, ${fmt(report.cases)} cases in ${seconds.toFixed(1)} s, node ${process.version}`);
  console.log('target              cases     decoded    rejected   crashes   spans rejected   max input');
  for (const [name, c] of Object.entries(report.targets) as [string, TargetCounts][]) {
    console.log(
      `${name.padEnd(16)}${fmt(c.cases).padStart(8)}${fmt(c.decoded).padStart(12)}${fmt(c.rejected).padStart(12)}${fmt(c.crashes).padStart(10)}${fmt(c.spansRejected).padStart(17)}${`${(c.maxInputBytes / 1024).toFixed(0)} KiB`.padStart(12)}`,
    );
  }
  for (const [name, c] of Object.entries(report.targets) as [string, TargetCounts][]) {
    console.log(`\n  ${name}: inputs by generator/mutation (top 8)\n${top(c.mutations, 8)}`);
    console.log(`  ${name}: rejection reasons (top 6)\n${top(c.reasons, 6)}`);
  }
  console.log(`\nslowest case: ${report.slowestCaseMs.toFixed(1)} ms — ${report.slowestCase}`);
  console.log(`peak heap + ArrayBuffers: ${report.peakMemoryMB.toFixed(0)} MB (limit ${PEAK_MEMORY_LIMIT_MB} MB; worker heap capped at ${HEAP_MB} MB)`);
  for (const c of report.crashes.slice(0, 10)) {
    console.log(`\nCRASH ${c.target} case ${c.caseNo} (replay: npm run fuzz -- --seed ${report.seed} --target ${c.target} --from ${c.caseNo} --cases 1)\n${c.error}`);
  }
  const memoryOk = report.peakMemoryMB <= PEAK_MEMORY_LIMIT_MB;
  if (!memoryOk) console.log(`\nFAIL: peak memory ${report.peakMemoryMB.toFixed(0)} MB is over ${PEAK_MEMORY_LIMIT_MB} MB`);
  const ok = report.crashes.length === 0 && memoryOk;
  console.log(`\n${ok ? 'PASS' : 'FAIL'}: ${fmt(report.cases)} payloads, each decoded or rejected with a reason; ${report.crashes.length} crashes`);
  console.log(
    JSON.stringify({
      fuzz: 'forbear',
      seed: report.seed,
      cases: report.cases,
      seconds: Number(seconds.toFixed(2)),
      crashes: report.crashes.length,
      targets: Object.fromEntries(Object.entries(report.targets).map(([k, c]) => [k, { cases: c.cases, decoded: c.decoded, rejected: c.rejected, crashes: c.crashes }])),
      peakMemoryMB: Number(report.peakMemoryMB.toFixed(1)),
      slowestCaseMs: Number(report.slowestCaseMs.toFixed(1)),
    }),
  );
}

const args = parseArgs(process.argv.slice(2));
const job = {
  cases: intFlag(args, 'cases', 120_000),
  seed: intFlag(args, 'seed', 1),
  from: intFlag(args, 'from', 0),
  target: args.flags.get('target'),
};
const stallSeconds = intFlag(args, 'stall', 60);

const started = performance.now();
let lastProgress = performance.now();
let done = 0;
let finished = false;
const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: job, resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });

const watchdog = setInterval(() => {
  process.stderr.write(`\r  ${done.toLocaleString('en-US')} / ${job.cases.toLocaleString('en-US')} cases`);
  if ((performance.now() - lastProgress) / 1000 > stallSeconds) {
    console.error(`\nFAIL: no progress for ${stallSeconds} s after case ${job.from + done} (a hang): replay from there with --from`);
    finished = true;
    void worker.terminate();
    process.exitCode = 1;
  }
}, 1000);

worker.on('message', (m: { type: 'progress'; done: number } | { type: 'report'; report: FuzzReport }) => {
  lastProgress = performance.now();
  if (m.type === 'progress') {
    done = m.done;
    return;
  }
  finished = true;
  process.stderr.write('\n');
  print(m.report, (performance.now() - started) / 1000);
  if (m.report.crashes.length > 0 || m.report.peakMemoryMB > PEAK_MEMORY_LIMIT_MB) process.exitCode = 1;
});
worker.on('error', (e: Error & { code?: string }) => {
  finished = true;
  const oom = e.code === 'ERR_WORKER_OUT_OF_MEMORY';
  console.error(`\nFAIL: ${oom ? `the worker ran out of its ${HEAP_MB} MB heap (unbounded allocation)` : 'the worker died'} after ~${job.from + done} cases: ${e.message}`);
  process.exitCode = 1;
});
worker.on('exit', () => {
  clearInterval(watchdog);
  if (!finished) {
    console.error('\nFAIL: the worker exited without a report');
    process.exitCode = 1;
  }
});
