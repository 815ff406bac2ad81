/**
 * How long recording a run in the SQLite store takes, per SQLite driver that loads in this Node
 * (src/store/sqlite/: better-sqlite3, node:sqlite, the WebAssembly SQLite), beside a floor
 * measured in the same process on the same results: JSON.stringify of every result appended to a
 * plain file (what any recorder has to do at least). Also times reading the run back
 * (`forbear runs show`). Each driver runs in its own process (FORBEAR_SQLITE_DRIVER picks it).
 *
 *   npm run build && node dist/bench/store-write.js [--results 20000]
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RunStore } from '../src/store/run-store.js';
import { availableDrivers, sqliteDriver } from '../src/store/sqlite/open-sqlite.js';
import { MIB, die } from './common.js';
import { largeRun } from './gen/large-run.js';

if (process.env.FORBEAR_SQLITE_DRIVER === undefined) {
  // The parent: one child per driver, their tables one after another, the exit code the worst.
  let worst = 0;
  for (const driver of availableDrivers()) {
    const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, FORBEAR_SQLITE_DRIVER: driver } });
    worst = Math.max(worst, r.status ?? 3);
  }
  process.exit(worst);
}

const { wanted, corpus, base, results } = await largeRun(process.argv.slice(2));
const report = { ...base, results };
const dir = mkdtempSync(join(tmpdir(), 'forbear-store-bench-'));

function floor(): { seconds: number; bytes: number } {
  const path = join(dir, `floor-${Math.random()}.jsonl`);
  const t0 = process.hrtime.bigint();
  const fd = openSync(path, 'w');
  let buf: string[] = [];
  let chars = 0;
  for (const r of results) {
    const line = `${JSON.stringify(r)}\n`;
    buf.push(line);
    chars += line.length;
    if (chars >= MIB) {
      writeSync(fd, buf.join(''));
      buf = [];
      chars = 0;
    }
  }
  writeSync(fd, buf.join(''));
  closeSync(fd);
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { seconds, bytes: statSync(path).size };
}

function store(): { seconds: number; loadSeconds: number; bytes: number } {
  const path = join(dir, `store-${Math.random()}.db`);
  const t0 = process.hrtime.bigint();
  const s = RunStore.open(path, { create: true });
  const info = s.record(report, { cases: corpus.corpus.cases, labels: { bench: 'store-write' } });
  s.close();
  const t1 = process.hrtime.bigint();
  const r = RunStore.open(path, { create: false });
  const loaded = r.load(info.run_id);
  let n = 0;
  for (const _ of loaded.report.results) n++;
  if (n !== wanted) die(`read back ${n} results, wrote ${wanted}`);
  loaded.report.results.close();
  r.close();
  const t2 = process.hrtime.bigint();
  const bytes = statSync(path).size + (statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  return { seconds: Number(t1 - t0) / 1e9, loadSeconds: Number(t2 - t1) / 1e9, bytes };
}

const runs = { floor: [] as ReturnType<typeof floor>[], store: [] as ReturnType<typeof store>[] };
for (let i = 0; i < 2; i++) {
  runs.floor.push(floor());
  runs.store.push(store());
}
rmSync(dir, { recursive: true, force: true });
const best = <T extends { seconds: number }>(xs: T[]): T => xs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
const f = best(runs.floor);
const s = best(runs.store);
const rate = (n: number, sec: number): string => Math.round(n / sec).toLocaleString('en');
const driver = sqliteDriver().name;
console.log(`forbear run store — ${wanted.toLocaleString('en')} results, SQLite via ${driver}, node ${process.version}`);
console.log('row                 seconds   results/s    file MB');
console.log(`floor (JSONL)       ${f.seconds.toFixed(3).padStart(7)}   ${rate(wanted, f.seconds).padStart(9)}   ${(f.bytes / MIB).toFixed(1).padStart(8)}`);
console.log(`store.record        ${s.seconds.toFixed(3).padStart(7)}   ${rate(wanted, s.seconds).padStart(9)}   ${(s.bytes / MIB).toFixed(1).padStart(8)}`);
console.log(`store.load (show)   ${s.loadSeconds.toFixed(3).padStart(7)}   ${rate(wanted, s.loadSeconds).padStart(9)}`);
console.log(`record time is ${(s.seconds / f.seconds).toFixed(2)}× the floor's`);
console.log(JSON.stringify({ bench: 'store-write', driver, node: process.versions.node, results: wanted, floor: runs.floor, store: runs.store }));
