/**
 * Spans per second through the real OpenTelemetry Collector into `forbear serve`, every turn
 * scored, beside forbear alone on the same spans in the same run (the floor this row is read
 * against: what the Collector hop costs or gains).
 *
 *   node dist/bench/collector-throughput.js [--batches 200] [--concurrency 4]
 *
 * Both rows send the same protobuf requests of 512 spans (each with its own ids) from a load
 * generator in its own process, and stop the clock when forbear has written the result of every
 * turn (the count `forbear score` finds in the same spans). The Collector runs the shipped
 * collector-config/otelcol.yaml (its trace-backend exporter left out; ports, token and queue
 * directory moved here), so it re-batches to 512 spans, gzips, queues on disk and sends OTLP/HTTP
 * protobuf (with its bearer token; forbear runs without --auth-token, as the load generator sends
 * none). forbear runs `--turn-idle 200ms --sync full`, as receiver-throughput's sustained row.
 * The Collector is built by interop/collector/build.sh (cached; FORBEAR_OTELCOL overrides).
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { die, parseArgs, round1 } from './common.js';
import { demoTurns, frame, serialize, spanBatches } from './receiver-bodies.js';
import { resultCounter } from './result-counter.js';

const args = parseArgs(process.argv.slice(2));
const batches = Number(args.flags.get('batches') ?? '200');
const concurrency = Number(args.flags.get('concurrency') ?? '4');
const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const REPO = here('../../');
const BIN = join(REPO, 'bin/forbear.js');
const CORPUS = join(REPO, 'samples/corpus.yaml');
const LOADGEN = here('./receiver-loadgen.js');
const RUN_SCORE = here('./run-score.js');
const TOKEN = 'bench-token';

function otelcol(): string {
  const r = spawnSync('bash', [join(REPO, 'interop/collector/build.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) die('interop/collector/build.sh could not provide a Collector (see above)');
  return r.stdout.trim().split('\n').pop()!;
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

function waitForOutput(child: ChildProcess, stream: 'stdout' | 'stderr', re: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    child[stream]!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = re.exec(out);
      if (m) resolve(m);
    });
    child.on('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready:\n${out}`)));
  });
}

async function startForbear(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--cases', CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', dataDir,
    '--max-open-turns', '10000000', '--turn-idle', '200ms', '--sync', 'full'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const m = await waitForOutput(child, 'stdout', /OTLP\/HTTP listening on (http:\/\/\S+)\/v1\/traces\n[\s\S]*forbear: ready/, 'forbear serve');
  return { url: m[1]!, child };
}

/** collector-config/otelcol.yaml with only its ports, forbear's address and the queue directory changed. */
async function startCollector(bin: string, work: string, forbearUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const doc = parseDocument(readFileSync(join(REPO, 'collector-config/otelcol.yaml'), 'utf8'));
  const http = await freePort();
  doc.setIn(['receivers', 'otlp', 'protocols', 'grpc', 'endpoint'], `127.0.0.1:${await freePort()}`);
  doc.setIn(['receivers', 'otlp', 'protocols', 'http', 'endpoint'], `127.0.0.1:${http}`);
  doc.setIn(['service', 'telemetry', 'metrics', 'readers', 0, 'pull', 'exporter', 'prometheus', 'port'], await freePort());
  doc.setIn(['extensions', 'file_storage/queue', 'directory'], join(work, 'queue'));
  doc.setIn(['exporters', 'otlp_http/forbear', 'endpoint'], forbearUrl);
  doc.deleteIn(['exporters', 'otlp_http/backend']);
  doc.setIn(['service', 'pipelines', 'traces', 'exporters'], ['otlp_http/forbear']);
  const config = join(work, 'otelcol.yaml');
  writeFileSync(config, doc.toString());
  const child = spawn(bin, ['--config', config], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, FORBEAR_AUTH_TOKEN: TOKEN } });
  await waitForOutput(child, 'stderr', /Everything is ready/, 'the Collector');
  child.stderr!.resume();
  return { url: `http://127.0.0.1:${http}/v1/traces`, child };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Row { path: string; spans: number; results: number; seconds: number; spansPerSecond: number; loadSeconds: number; failures: number }

async function measure(path: string, target: string, bodies: string, spanCounts: number[], resultsFile: string, expected: number): Promise<Row> {
  const count = resultCounter(resultsFile);
  const t0 = performance.now();
  const load = await new Promise<{ seconds: number; failures: number }>((resolve, reject) => {
    const child = spawn(process.execPath, [LOADGEN, '--url', target, '--bodies', bodies, '--concurrency', String(concurrency), '--warmup', '0',
      '--content-type', 'application/x-protobuf', '--spans-per-body', spanCounts.join(',')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as { seconds: number; failures: number }) : reject(new Error(`load generator exited ${code}`))));
  });
  if (load.failures > 0) throw new Error(`${path}: ${load.failures} request(s) were not answered 200`);
  const deadline = performance.now() + 600_000;
  while (count() < expected) {
    if (performance.now() > deadline) throw new Error(`${path}: ${count()} of ${expected} results after 10 minutes`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - t0) / 1000;
  const spans = spanCounts.reduce((a, b) => a + b, 0);
  return { path, spans, results: count(), seconds, spansPerSecond: Math.round(spans / seconds), loadSeconds: load.seconds, failures: load.failures };
}

const bin = otelcol();
const version = /version:? (\S+)/.exec(spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout)?.[1] ?? '?';
const work = mkdtempSync(join(tmpdir(), 'forbear-bench-otelcol-'));
const rows: Row[] = [];
try {
  process.stderr.write('recording request bodies with the OpenTelemetry SDK...\n');
  const spanSets = spanBatches(demoTurns(CORPUS), 512, batches, 70_000);
  const spanCounts = spanSets.map((b) => b.length);
  const bodies = join(work, 'bodies.bin');
  writeFileSync(bodies, frame(spanSets.map((b) => serialize(b, 'proto'))));
  // How many results "every turn scored" is: what forbear score finds in the same spans.
  const jsonl = join(work, 'spans.jsonl');
  writeFileSync(jsonl, `${spanSets.map((b) => serialize(b, 'json').toString('utf8')).join('\n')}\n`);
  const offline = spawnSync(process.execPath, [RUN_SCORE, '--corpus', CORPUS, jsonl], { encoding: 'utf8' });
  if (offline.status !== 0) die(`run-score failed: ${offline.stderr}`);
  const expected = (JSON.parse(offline.stdout) as { results: number }).results;
  rmSync(jsonl);

  for (const path of ['forbear alone (floor)', 'Collector → forbear'] as const) {
    const dir = join(work, path.startsWith('forbear') ? 'alone' : 'collector');
    mkdirSync(dir);
    const forbear = await startForbear(join(dir, 'data'));
    const collector = path.startsWith('Collector') ? await startCollector(bin, dir, forbear.url) : undefined;
    try {
      rows.push(await measure(path, collector?.url ?? `${forbear.url}/v1/traces`, bodies, spanCounts, join(dir, 'data', 'results.jsonl'), expected));
      process.stderr.write(`${path}: ${rows.at(-1)!.spansPerSecond} spans/s\n`);
    } finally {
      if (collector) await stop(collector.child);
      await stop(forbear.child);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const floor = rows[0]!;
const lines = [
  `Collector → forbear on loopback (${cpus().length} cores, Node ${process.version}, otelcol ${version}, ${concurrency} requests in flight, protobuf, 512-span requests, clock stopped at the last turn scored)`,
  '',
  '| path | spans | results | seconds | spans/s | load sent in s | ratio to floor |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.path} | ${r.spans} | ${r.results} | ${round1(r.seconds)} | ${r.spansPerSecond} | ${round1(r.loadSeconds)} | ${r === floor ? '' : `${round1((100 * r.spansPerSecond) / floor.spansPerSecond)} %`} |`),
];
process.stdout.write(`${lines.join('\n')}\n`);
process.stdout.write(`${JSON.stringify({ bench: 'collector', otelcol: version, concurrency, rows })}\n`);
if (rows.some((r) => r.failures > 0)) process.exitCode = 1;
