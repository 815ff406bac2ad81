/**
 * Runs fuzz cases over the registered targets and counts what happened. Case `i` of a
 * run with seed `s` always draws from the same PRNG stream, so any crash can be replayed
 * alone (`npm run fuzz -- --seed s --target t --from i --cases 1`).
 */
import { Prng } from '../bench/gen/prng.js';
import { buildSeeds } from './lib/seeds.js';
import type { FuzzTarget, Outcome } from './target.js';

export interface TargetCounts {
  cases: number;
  decoded: number;
  rejected: number;
  crashes: number;
  /** Spans rejected (with a reason) inside inputs that were otherwise decoded. */
  spansRejected: number;
  maxInputBytes: number;
  /** Cases per generator/mutation. */
  mutations: Record<string, number>;
  /** Rejections per reason, digits folded to N so similar reasons group. */
  reasons: Record<string, number>;
}

export interface Crash {
  target: string;
  caseNo: number;
  error: string;
}

export interface FuzzReport {
  seed: number;
  cases: number;
  targets: Record<string, TargetCounts>;
  crashes: Crash[];
  /** Slowest single case, for spotting near-hangs. */
  slowestCaseMs: number;
  slowestCase: string;
  /** Peak of V8 heap + ArrayBuffer memory, sampled every 100 cases. */
  peakMemoryMB: number;
}

export interface FuzzOptions {
  cases: number;
  seed: number;
  /** First case number (for replaying). */
  from?: number;
  targets: FuzzTarget[];
  onProgress?: (done: number, report: FuzzReport) => void;
}

/** Case i's own PRNG: independent of every other case, so cases replay alone. */
export function caseRng(seed: number, caseNo: number): Prng {
  return new Prng((seed ^ Math.imul(caseNo + 1, 0x9e3779b1)) >>> 0);
}

/** Targets in proportion to their weights, interleaved. */
function schedule(targets: FuzzTarget[]): FuzzTarget[] {
  const out: FuzzTarget[] = [];
  const max = Math.max(...targets.map((t) => t.weight));
  for (let round = 0; round < max; round++) for (const t of targets) if (round < t.weight) out.push(t);
  return out;
}

function reasonKey(reason: string): string {
  return reason
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 90);
}

function memoryMB(): number {
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / (1024 * 1024);
}

export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const seeds = buildSeeds();
  const order = schedule(opts.targets);
  const report: FuzzReport = { seed: opts.seed, cases: 0, targets: {}, crashes: [], slowestCaseMs: 0, slowestCase: '', peakMemoryMB: memoryMB() };
  for (const t of opts.targets) {
    report.targets[t.name] = { cases: 0, decoded: 0, rejected: 0, crashes: 0, spansRejected: 0, maxInputBytes: 0, mutations: {}, reasons: {} };
    await t.setup?.();
  }
  try {
    const from = opts.from ?? 0;
    for (let i = from; i < from + opts.cases; i++) {
      const target = order[i % order.length] as FuzzTarget;
      const counts = report.targets[target.name] as TargetCounts;
      const rng = caseRng(opts.seed, i);
      const t0 = performance.now();
      let outcome: Outcome | undefined;
      try {
        outcome = await target.run(rng, seeds);
        if (outcome.verdict === 'rejected' && !outcome.reason) throw new Error('rejected without a reason');
      } catch (e) {
        counts.crashes++;
        report.crashes.push({ target: target.name, caseNo: i, error: e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e) });
      }
      const ms = performance.now() - t0;
      if (ms > report.slowestCaseMs) {
        report.slowestCaseMs = ms;
        report.slowestCase = `${target.name} #${i}${outcome ? ` (${outcome.mutation}, ${outcome.bytes} bytes)` : ''}`;
      }
      counts.cases++;
      report.cases++;
      if (outcome) {
        counts[outcome.verdict]++;
        counts.spansRejected += outcome.spansRejected ?? 0;
        counts.maxInputBytes = Math.max(counts.maxInputBytes, outcome.bytes);
        counts.mutations[outcome.mutation] = (counts.mutations[outcome.mutation] ?? 0) + 1;
        if (outcome.reason) {
          const k = reasonKey(outcome.reason);
          counts.reasons[k] = (counts.reasons[k] ?? 0) + 1;
        }
      }
      if (report.cases % 100 === 0) report.peakMemoryMB = Math.max(report.peakMemoryMB, memoryMB());
      if (report.cases % 500 === 0) opts.onProgress?.(report.cases, report);
    }
  } finally {
    for (const t of opts.targets) await t.teardown?.();
  }
  report.peakMemoryMB = Math.max(report.peakMemoryMB, memoryMB());
  return report;
}
