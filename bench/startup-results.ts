/**
 * `forbear serve` start-up on a data dir already holding `--results` results (default 50,000):
 * the engine's recovery, the live page's and the alerts' warm-ups (the sample rules). Each start
 * runs in a fresh process (cold, as a restart is); the median of `--runs` is printed beside the
 * floor measured in the same processes: reading and parsing results.jsonl once, which any start
 * that rebuilds its figures from the file must do.
 *
 *   node dist/bench/startup-results.js [--results 50000] [--runs 5] [--data-dir DIR]
 *
 * With `--data-dir`, the dir is filled on first use and reused after (so two builds can be
 * compared on the same data, alternating). Prints a table, then one JSON line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadAlerting } from '../src/cli/serve-alerts.js';
import { resolveServeConfig } from '../src/config/serve-config.js';
import { parseCorpus } from '../src/corpus/load.js';
import { startServer } from '../src/serve/serve-app.js';
import { die, parseArgs, round1 } from './common.js';
import { fillResultsDir } from './results-fill.js';

const args = parseArgs(process.argv.slice(2));
const total = Number(args.flags.get('results') ?? '50000');
const runs = Number(args.flags.get('runs') ?? '5');
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CORPUS = join(ROOT, 'samples/corpus.yaml');
const corpus = parseCorpus(readFileSync(CORPUS, 'utf8'), CORPUS);
const NOW = Date.UTC(2026, 2, 3, 12, 0, 0);

/** Real results (the demo turns scored by the engine), repeated under fresh ids across the last day. */
async function fill(dir: string): Promise<void> {
  await fillResultsDir(dir, total, CORPUS, NOW);
  writeFileSync(join(dir, 'filled'), String(total));
}

if (args.flags.get('role') === 'start') {
  const dir = args.flags.get('data-dir') ?? die('--data-dir is required');
  const rules = join(dir, '..', 'alerts.yaml');
  writeFileSync(rules, readFileSync(join(ROOT, 'samples/alerts.yaml'), 'utf8').replace(/^ {2}- \{ type: file.*$/m, ''));
  const cfg = resolveServeConfig({ cases: CORPUS, http: '127.0.0.1:0', grpc: 'off', data_dir: dir, sync: 'normal' }, {}, undefined);
  const alerts = await loadAlerting(rules, { env: {}, writeLine: () => undefined });
  let t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const server = await startServer(cfg, corpus, { now: () => NOW, alerts: { ...alerts, log: () => undefined } });
  const startMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const startCpuMs = (cpu.user + cpu.system) / 1000;
  await server.close();
  t0 = performance.now();
  let n = 0;
  for (const l of readFileSync(join(dir, 'results.jsonl'), 'utf8').split('\n')) if (l !== '') n += JSON.parse(l) === null ? 0 : 1;
  const floorMs = performance.now() - t0;
  if (n !== total) die(`results.jsonl holds ${n} results, expected ${total}`);
  process.stdout.write(`${JSON.stringify({ startMs, startCpuMs, floorMs })}\n`);
} else {
  const given = args.flags.get('data-dir');
  const base = given ?? mkdtempSync(join(tmpdir(), 'forbear-startup-results-'));
  const dir = join(base, 'data');
  try {
    if (!existsSync(join(dir, 'filled'))) await fill(dir);
    const self = fileURLToPath(import.meta.url);
    const startMs: number[] = [];
    const startCpuMs: number[] = [];
    const floorMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const r = spawnSync(process.execPath, [self, '--role', 'start', '--data-dir', dir, '--results', String(total)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
      if (r.status !== 0) die(`start ${i + 1}: exited with ${r.status}`);
      const m = JSON.parse(r.stdout.trim().split('\n').pop()!) as { startMs: number; startCpuMs: number; floorMs: number };
      startMs.push(m.startMs);
      startCpuMs.push(m.startCpuMs);
      floorMs.push(m.floorMs);
    }
    const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(`forbear serve start-up on ${total} results (with --alerts), median of ${runs} fresh processes, load ${loadavg()[0]!.toFixed(1)}`);
    console.log(`| start-up ms | start-up CPU ms (all threads) | floor: read + parse results.jsonl once, ms |\n|---|---|---|\n| ${round1(median(startMs))} | ${round1(median(startCpuMs))} | ${round1(median(floorMs))} |`);
    console.log(JSON.stringify({ bench: 'startup-results', results: total, runs, load: round1(loadavg()[0]!), start_ms: round1(median(startMs)), start_cpu_ms: round1(median(startCpuMs)), floor_ms: round1(median(floorMs)), all_start_ms: startMs.map(round1) }));
  } finally {
    if (given === undefined) rmSync(base, { recursive: true, force: true });
  }
}
