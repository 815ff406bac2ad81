/**
 * Start-up (issue 17): wall time of `forbear --help` and of `forbear score` on the shipped samples,
 * each the median of several runs in a fresh process, beside the floor measured in the same run:
 * bare `node` starting and exiting (`node -e 0`). Targets on the 2-core development machine:
 * `--help` ≤ 150 ms, `score` ≤ 400 ms.
 *
 *   node dist/bench/startup.js [--runs 9]
 *
 * Prints a table, then one JSON line. Beside the wall time, the CPU time (user + system, all of the
 * process's threads, read by a one-line --import hook as the process exits): on a machine busy with
 * other work the wall time mostly measures the wait for a core, the CPU time much less so.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { die, parseArgs, round3 } from './common.js';
import { sqliteDriver } from '../src/store/sqlite/open-sqlite.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(root, 'bin/forbear.js');
const args = parseArgs(process.argv.slice(2));
const runs = Number(args.flags.get('runs') ?? 9);
if (!Number.isInteger(runs) || runs < 1) die('--runs: expected a positive integer');
// score records runs by default; a throw-away store keeps the repo's ./.forbear untouched.
const storeDir = mkdtempSync(join(tmpdir(), 'forbear-startup-'));

interface Row {
  name: string;
  argv: string[];
  target_ms?: number;
}

const ROWS: Row[] = [
  { name: 'floor: node -e 0', argv: ['-e', '0'] },
  { name: 'forbear --help', argv: [bin, '--help'], target_ms: 150 },
  { name: 'forbear score samples (--no-store)', argv: [bin, 'score', '--no-store', '--cases', join(root, 'samples/corpus.yaml'), join(root, 'samples/spans')], target_ms: 400 },
  { name: `forbear score samples (run store, ${sqliteDriver().name})`, argv: [bin, 'score', '--store', join(storeDir, 'runs.db'), '--cases', join(root, 'samples/corpus.yaml'), join(root, 'samples/spans')] },
];

const CPU_HOOK = `data:text/javascript,${encodeURIComponent("process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\ncpu-us ' + (u.user + u.system) + '\\n'); });")}`;

function once(argv: string[]): { wall: number; cpu: number } {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', CPU_HOOK, ...argv], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const wall = performance.now() - t;
  if (r.status !== 0) die(`${argv.join(' ')} exited with ${r.status}: ${r.stderr}`);
  const cpu = /cpu-us (\d+)/.exec(r.stderr)?.[1];
  if (cpu === undefined) die(`${argv.join(' ')}: no CPU time reported`);
  return { wall, cpu: Number(cpu) / 1000 };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

// Interleaved rounds, so a burst of load from elsewhere on the machine touches every row alike.
const times = new Map<string, number[]>(ROWS.map((r) => [r.name, []]));
const cpus = new Map<string, number[]>(ROWS.map((r) => [r.name, []]));
for (const r of ROWS) once(r.argv); // warm the file cache; not counted
for (let i = 0; i < runs; i++) {
  for (const r of ROWS) {
    const { wall, cpu } = once(r.argv);
    times.get(r.name)?.push(wall);
    cpus.get(r.name)?.push(cpu);
  }
}
rmSync(storeDir, { recursive: true, force: true });

const floor = median(times.get(ROWS[0]!.name) ?? []);
const cpuFloor = median(cpus.get(ROWS[0]!.name) ?? []);
const results = ROWS.map((r) => {
  const ms = median(times.get(r.name) ?? []);
  const cpu = median(cpus.get(r.name) ?? []);
  return { name: r.name, median_ms: round3(ms), over_floor_ms: round3(ms - floor), cpu_ms: round3(cpu), cpu_over_floor_ms: round3(cpu - cpuFloor), ...(r.target_ms ? { target_ms: r.target_ms, pass: ms <= r.target_ms } : {}) };
});
console.log(`start-up, median of ${runs} runs each (Node ${process.versions.node})`);
console.log('| | median ms | over bare node | CPU ms | CPU over bare node | target (wall) |');
console.log('|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.median_ms.toFixed(0)} | ${r.over_floor_ms.toFixed(0)} | ${r.cpu_ms.toFixed(0)} | ${r.cpu_over_floor_ms.toFixed(0)} | ${r.target_ms ? `≤ ${r.target_ms}: ${r.pass ? 'PASS' : 'short'}` : ''} |`);
console.log(JSON.stringify({ bench: 'startup', runs, node: process.versions.node, results }));
