/**
 * Idle CPU of `forbear serve` holding many open turns: the server is fed `--open` traces (a root
 * span and one child each) and `--turn-idle 1h`, then left alone; its CPU time (user + system,
 * `process.cpuUsage`) over `--seconds` of idling is reported per second, beside the floor measured
 * in the same run: an idle Node process with a 250 ms timer (what serve's completion timer costs
 * with nothing to do). Each row runs in a fresh child process so one does not warm the other.
 *
 *   node dist/bench/idle-tick.js [--open 0,19000,100000] [--seconds 60]
 *
 * Prints a table, then one JSON line.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { die, parseArgs } from './common.js';
import { resolveServeConfig } from '../src/config/serve-config.js';
import { loadCorpus } from '../src/corpus/load.js';
import { decodeExport } from '../src/serve/decode-export.js';
import { startServer } from '../src/serve/serve-app.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = parseArgs(process.argv.slice(2));
const seconds = Number(args.flags.get('seconds') ?? 60);
if (!(seconds > 0)) die('--seconds: expected a positive number');
const role = args.flags.get('role');

/** CPU seconds per second of wall time over `ms` of doing nothing but the process's own timers. */
async function idleCpu(ms: number): Promise<number> {
  const before = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await new Promise((r) => setTimeout(r, ms));
  const u = process.cpuUsage(before);
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  return (u.user + u.system) / 1e6 / wall;
}

/** One OTLP/JSON request holding `n` traces of two spans each (root + child), ids from `from`. */
function body(from: number, n: number): Buffer {
  const spans: unknown[] = [];
  const t = BigInt(Date.now()) * 1_000_000n;
  for (let i = from; i < from + n; i++) {
    const traceId = (i + 1).toString(16).padStart(32, '0');
    const rootId = (2 * i + 1).toString(16).padStart(16, '0');
    spans.push({ traceId, spanId: rootId, name: 'invoke_agent desk', kind: 1, startTimeUnixNano: `${t}`, endTimeUnixNano: `${t + 2_000_000n}` });
    spans.push({ traceId, spanId: (2 * i + 2).toString(16).padStart(16, '0'), parentSpanId: rootId, name: 'chat gpt-4o', kind: 3, startTimeUnixNano: `${t}`, endTimeUnixNano: `${t + 1_000_000n}` });
  }
  return Buffer.from(JSON.stringify({ resourceSpans: [{ resource: { attributes: [{ key: 'service.name', value: { stringValue: 'bench' } }] }, scopeSpans: [{ scope: { name: 'bench' }, spans }] }] }));
}

if (role === 'floor') {
  const timer = setInterval(() => undefined, 250);
  await idleCpu(1000);
  const cpu = await idleCpu(seconds * 1000);
  clearInterval(timer);
  process.stdout.write(`${JSON.stringify({ cpu })}\n`);
} else if (role === 'serve') {
  const open = Number(args.flags.get('open') ?? 0);
  const dataDir = mkdtempSync(join(tmpdir(), 'forbear-idle-'));
  const cases = args.flags.get('cases') ?? join(root, 'samples/corpus.yaml');
  const cfg = resolveServeConfig({ cases, http: '127.0.0.1:0', grpc: '127.0.0.1:0', data_dir: dataDir, sync: 'normal', turn_idle: '1h', turn_max_wait: '2h', max_open_turns: open + 1000 }, {}, undefined);
  const server = await startServer(cfg, await loadCorpus(cases));
  for (let i = 0; i < open; i += 500) {
    const bytes = body(i, Math.min(500, open - i));
    await server.engine.ingest(decodeExport(bytes, 'json').spans, 'http', { bytes, format: 'json', gzip: false });
  }
  if (server.engine.openTurns !== open) die(`expected ${open} open turns, have ${server.engine.openTurns}`);
  await idleCpu(1000); // the ingest's garbage collected, the JIT settled
  const cpu = await idleCpu(seconds * 1000);
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(`${JSON.stringify({ cpu, open })}\n`);
} else {
  const opens = (args.flags.get('open') ?? '0,19000,100000').split(',').map(Number);
  const self = fileURLToPath(import.meta.url);
  const run = (extra: string[]): number => {
    const r = spawnSync(process.execPath, [self, '--seconds', String(seconds), ...(args.flags.has('cases') ? ['--cases', args.flags.get('cases')!] : []), ...extra], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (r.status !== 0) die(`${extra.join(' ')}: exited with ${r.status}`);
    return (JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as { cpu: number }).cpu;
  };
  const floor = run(['--role', 'floor']);
  const rows = opens.map((open) => ({ open, cpu_per_s: run(['--role', 'serve', '--open', String(open)]) }));
  console.log(`idle CPU of forbear serve (--turn-idle 1h), ${seconds} s idle per row (Node ${process.versions.node}, load ${loadavg()[0]!.toFixed(1)})`);
  console.log('| open turns | CPU s per s | over the floor |');
  console.log('|---|---|---|');
  console.log(`| floor: idle node, 250 ms timer | ${floor.toFixed(4)} | |`);
  for (const r of rows) console.log(`| ${r.open} | ${r.cpu_per_s.toFixed(4)} | ${(r.cpu_per_s - floor).toFixed(4)} |`);
  const r4 = (n: number): number => Math.round(n * 1e4) / 1e4;
  console.log(JSON.stringify({ bench: 'idle-tick', seconds, load: r4(loadavg()[0]!), floor_cpu_per_s: r4(floor), rows: rows.map((r) => ({ open: r.open, cpu_per_s: r4(r.cpu_per_s) })) }));
}
