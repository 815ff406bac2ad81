/**
 * Receiver throughput on loopback: `forbear serve` taking OTLP/HTTP requests of 512 spans (what a
 * Collector's batch processor sends) and of a few spans (an agent's own exporter), protobuf and
 * JSON, from a load generator in its own process. Beside each, a floor measured in the same run
 * on the same bodies: a bare Node HTTP server that reads them (and JSON.parses the JSON ones).
 *
 *   node dist/bench/receiver-throughput.js [--requests-512 200] [--requests-small 2000]
 *     [--concurrency 4]
 *
 * forbear runs as a user would: every request stored durably before it is answered. Three ways:
 * - scoring as it goes (`--turn-idle 200ms`): turns are completed and scored while the load runs,
 *   so this is the sustained rate, `--sync full` (fsync per batch of requests, the default), with
 *   `--workers` 0 (scoring on the event loop), 1 and 2 (the scaling table). The clock stops when
 *   the last request is answered *and* results.jsonl holds every turn's result: a receiver that
 *   acknowledges fast while its workers fall behind gets no credit for it;
 * - the same with `--sync normal` (survives a killed process, not power loss);
 * - acknowledging only (`--turn-idle 1h`): what a burst costs before scoring catches up
 *   (bounded by --max-open-turns).
 * Each server row also gives the server process's CPU seconds, all threads and its event loop
 * (Linux /proc; blank elsewhere): on a shared machine they move less than the rate does.
 * For reference, the offline pipeline (`runScore`, what `forbear score` runs) over the same spans
 * as JSON lines: the scoring work the sustained rate can at best approach on one core.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { die, parseArgs, round1, waitForLine } from './common.js';
import { demoTurns, frame, serialize, spanBatches, turnRequests } from './receiver-bodies.js';
import type { BodyFormat } from './receiver-bodies.js';
import { processCpu } from './process-cpu.js';
import { resultCounter } from './result-counter.js';

const PROTO_TARGET_SPANS_PER_S = 100_000;
const JSON_TARGET_PCT = 50;

const args = parseArgs(process.argv.slice(2));
/** The load generator's warm-up requests (its default `--warmup`), sent first and not counted. */
const LOADGEN_WARMUP = 10;
function requestsFlag(name: string, fallback: number): number {
  const raw = args.flags.get(name);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n <= LOADGEN_WARMUP) {
    die(`--${name}: expected an integer above ${LOADGEN_WARMUP} (the load generator's first ${LOADGEN_WARMUP} requests warm up and are not counted), got "${raw}"`);
  }
  return n;
}
const n512 = requestsFlag('requests-512', 200);
const nSmall = requestsFlag('requests-small', 2000);
const concurrency = Number(args.flags.get('concurrency') ?? '4');
const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const BIN = here('../../bin/forbear.js');
const CORPUS = here('../../samples/corpus.yaml');
const LOADGEN = here('./receiver-loadgen.js');
const FLOOR = here('./receiver-floor.js');
const RUN_SCORE = here('./run-score.js');

interface Load { requests: number; spans: number; seconds: number; p50: number; p99: number; failures: number }
const SERVERS = {
  floor: [],
  'forbear --workers 0, scoring every turn': ['--turn-idle', '200ms', '--sync', 'full', '--workers', '0'],
  'forbear --workers 1, scoring every turn': ['--turn-idle', '200ms', '--sync', 'full', '--workers', '1'],
  'forbear --workers 2, scoring every turn': ['--turn-idle', '200ms', '--sync', 'full', '--workers', '2'],
  'forbear --sync normal --workers 2, scoring every turn': ['--turn-idle', '200ms', '--sync', 'normal', '--workers', '2'],
  'forbear, acknowledging only': ['--turn-idle', '1h', '--sync', 'full'],
} as const;
const SCORING = (server: string): boolean => server.endsWith('scoring every turn');
type Server = keyof typeof SERVERS;
/**
 * `secondHalf`, scoring rows: the run past its middle, where start-up, the warm-up requests and
 * most of the JIT compiling are behind (the marginal cost). The event loop is counted from half the
 * measured requests answered (it receives them), the other threads (the workers, or nothing with
 * `--workers 0`, and V8's GC and compiler threads) from half the results written (they score them),
 * each over the spans that fall after its mark (results counted as their share of all the spans):
 * `usPerSpan` the sum. `spansPerSecond`: the spans of the results written past half, over the
 * seconds they took (the scoring rate once warm). Writing results is event-loop work that follows
 * scoring, so a little of the first half's falls after its mark.
 */
interface SecondHalf { usPerSpan: number; spansPerSecond: number }
/**
 * `cpu`: the server process's CPU seconds over its life (start-up included), all threads and its
 * event loop; `sentSpans`: every span sent, the load generator's warm-up requests included.
 */
interface Row { shape: string; format: BodyFormat; server: Server; load: Load; spansPerSecond: number; tailSeconds: number; cpu: { all: number; main: number } | undefined; secondHalf: SecondHalf | undefined; sentSpans: number }

/**
 * Waits until the server has written `expected` results (scoring caught up); the seconds it took.
 * A server that stops writing short of it (10 s without a new result) is reported, not waited on.
 */
async function waitForResults(count: () => number, expected: number): Promise<{ seconds: number; written: number }> {
  const t0 = performance.now();
  let written = count();
  let lastChange = t0;
  while (written < expected && performance.now() - lastChange < 10_000) {
    await new Promise((r) => setTimeout(r, 20));
    const now = count();
    if (now !== written) lastChange = performance.now();
    written = now;
  }
  return { seconds: ((written >= expected ? performance.now() : lastChange) - t0) / 1000, written };
}

type Cpu = { all: number; main: number };
/** The server's CPU and the clock at a moment of the run. */
interface Sample { cpu: Cpu; at: number }

/**
 * Watches a scoring server's results while the load runs: samples its CPU when half of `expected`
 * are written. `stop` ends the watch.
 */
function watchHalfResults(count: () => number, pid: number | undefined, expected: number): { half: () => { sample: Sample; written: number } | undefined; stop: () => void } {
  let half: { sample: Sample; written: number } | undefined;
  const timer = setInterval(() => {
    if (half !== undefined) return;
    const written = count();
    if (written < expected / 2) return;
    const cpu = processCpu(pid);
    if (cpu !== undefined) half = { sample: { cpu, at: performance.now() }, written };
  }, 25);
  return { half: () => half, stop: () => clearInterval(timer) };
}

async function startFloor(format: BodyFormat): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [FLOOR, ...(format === 'json' ? ['--json'] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  const m = await waitForLine(child, /listening (\d+)/);
  return { url: `http://127.0.0.1:${m[1]}/v1/traces`, child };
}

async function startForbear(dataDir: string, args: readonly string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--cases', CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', dataDir,
    '--max-open-turns', '10000000', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const m = await waitForLine(child, /OTLP\/HTTP listening on (http:\/\/\S+)\n[\s\S]*forbear: ready/);
  return { url: m[1]!, child };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Where the load generator's mark fell: spans sent by then, the server's CPU there. */
interface Mark { spans: number; cpu: Cpu | undefined }

/**
 * Runs the load generator against `url`. For a scoring server, `serverPid` is read at the mark
 * (half the measured requests answered), so the run's second half can be costed on its own.
 */
async function runLoad(url: string, bodiesFile: string, format: BodyFormat, spanCounts: number[], serverPid?: number): Promise<{ load: Load; mark: Mark | undefined }> {
  const measured = spanCounts.length - LOADGEN_WARMUP;
  const child = spawn(process.execPath, [LOADGEN, '--url', url, '--bodies', bodiesFile, '--concurrency', String(concurrency),
    '--content-type', format === 'proto' ? 'application/x-protobuf' : 'application/json', '--spans-per-body', spanCounts.join(','),
    ...(serverPid !== undefined ? ['--mark', String(Math.floor(measured / 2))] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  let mark: Mark | undefined;
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    out += d;
    const m = /^mark (\d+)$/m.exec(out);
    if (m && mark === undefined) mark = { spans: Number(m[1]), cpu: processCpu(serverPid) };
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => { err += d; });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`load generator failed: ${err}`);
  return { load: JSON.parse(out.trim().split('\n').at(-1)!) as Load, mark };
}

/** The run past its middle (SecondHalf); undefined when a mark was missed or /proc is not there. */
function secondHalfOf(load: Load, mark: Mark, half: { sample: Sample; written: number } | undefined, end: Cpu | undefined, spanCounts: number[], written: number): SecondHalf | undefined {
  if (mark.cpu === undefined || half === undefined || end === undefined || written <= half.written) return undefined;
  const allSpans = spanCounts.reduce((a, b) => a + b, 0);
  const scoredSpans = (allSpans * (written - half.written)) / written;
  const eventLoop = (end.main - mark.cpu.main) / (load.spans - mark.spans);
  const others = (end.all - end.main - (half.sample.cpu.all - half.sample.cpu.main)) / scoredSpans;
  return { usPerSpan: 1e6 * (eventLoop + others), spansPerSecond: Math.round(scoredSpans / ((performance.now() - half.sample.at) / 1000)) };
}

const work = mkdtempSync(join(tmpdir(), 'forbear-bench-recv-'));
const rows: Row[] = [];
/** Scoring rows whose server never wrote every result: their figure is not a sustained rate. */
const incomplete: string[] = [];
const offlineRows: { shape: string; spans: number; seconds: number; results: number; spansPerSecond: number }[] = [];
try {
  process.stderr.write('recording request bodies with the OpenTelemetry SDK...\n');
  const turns = demoTurns(CORPUS);
  const shapes = [
    { shape: '512 spans', batches: spanBatches(turns, 512, n512, 10_000) },
    { shape: 'small', batches: turnRequests(turns, nSmall, 50_000) },
  ];
  for (const { shape, batches } of shapes) {
    const spanCounts = batches.map((b) => b.length);
    const jsonl = join(work, `${shape.replace(' ', '')}.jsonl`);
    writeFileSync(jsonl, `${batches.map((b) => serialize(b, 'json').toString('utf8')).join('\n')}\n`);
    const r = spawnSync(process.execPath, [RUN_SCORE, '--corpus', CORPUS, jsonl], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`run-score failed: ${r.stderr}`);
    const offline = JSON.parse(r.stdout) as { seconds: number; spans: number; results: number };
    offlineRows.push({ shape, spans: offline.spans, seconds: offline.seconds, results: offline.results, spansPerSecond: Math.round(offline.spans / offline.seconds) });
    for (const format of ['proto', 'json'] as BodyFormat[]) {
      const file = join(work, `${shape.replace(' ', '')}-${format}.bin`);
      writeFileSync(file, frame(batches.map((b) => serialize(b, format))));
      for (const server of Object.keys(SERVERS) as Server[]) {
        const dataDir = join(work, `data-${shape.replace(' ', '')}-${format}`);
        const s = server === 'floor' ? await startFloor(format) : await startForbear(dataDir, SERVERS[server]);
        const count = resultCounter(join(dataDir, 'results.jsonl'));
        const watch = SCORING(server) ? watchHalfResults(count, s.child.pid, offline.results) : undefined;
        const { load, mark } = await runLoad(s.url, file, format, spanCounts, SCORING(server) ? s.child.pid : undefined);
        // Scoring every turn: the clock runs on until the last result is written.
        const tail = SCORING(server) ? await waitForResults(count, offline.results) : { seconds: 0, written: offline.results };
        watch?.stop();
        if (tail.written < offline.results) incomplete.push(`${shape} ${format} ${server}: ${tail.written} of ${offline.results} results written`);
        const tailSeconds = tail.seconds;
        const cpu = processCpu(s.child.pid);
        const secondHalf = watch !== undefined && mark !== undefined ? secondHalfOf(load, mark, watch.half(), cpu, spanCounts, tail.written) : undefined;
        await stop(s.child);
        rmSync(dataDir, { recursive: true, force: true });
        rows.push({ shape, format, server, load, tailSeconds, cpu, secondHalf, sentSpans: spanCounts.reduce((a, b) => a + b, 0), spansPerSecond: Math.round(load.spans / (load.seconds + tailSeconds)) });
        process.stderr.write(`${shape} ${format} ${server}: ${rows.at(-1)!.spansPerSecond} spans/s\n`);
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const lines = [
  `receiver throughput on loopback (${cpus().length} cores, Node ${process.version}, ${concurrency} requests in flight)`,
  '',
  '| requests | format | server | requests | spans | spans/s | p50 ms | p99 ms | scoring tail s | server CPU s (event loop) | CPU µs a span | second half: spans/s, CPU µs a span | ratio to floor |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];
/** The server's CPU a span, µs, over all its threads. */
const cpuUsPerSpan = (cpuSeconds: number, spans: number): string => round1((1e6 * cpuSeconds) / spans).toString();
for (const r of rows) {
  const floor = rows.find((f) => f.server === 'floor' && f.shape === r.shape && f.format === r.format)!;
  const ratio = r.server !== 'floor' ? `${round1((100 * r.spansPerSecond) / floor.spansPerSecond)} %` : '';
  const failed = r.load.failures > 0 ? ` (${r.load.failures} non-200)` : '';
  lines.push(`| ${r.shape} | ${r.format} | ${r.server === 'floor' ? `floor (read${r.format === 'json' ? ' + JSON.parse' : ''})` : r.server} | ${r.load.requests}${failed} | ${r.load.spans} | ${r.spansPerSecond} | ${r.load.p50} | ${r.load.p99} | ${SCORING(r.server) ? r.tailSeconds.toFixed(2) : ''} | ${r.cpu !== undefined ? `${r.cpu.all.toFixed(2)} (${r.cpu.main.toFixed(2)})` : ''} | ${r.cpu !== undefined && r.server !== 'floor' ? cpuUsPerSpan(r.cpu.all, r.sentSpans) : ''} | ${r.secondHalf !== undefined ? `${r.secondHalf.spansPerSecond}, ${round1(r.secondHalf.usPerSpan)}` : ''} | ${ratio} |`);
}
const get = (shape: string, format: BodyFormat, server: Server): Row => rows.find((r) => r.shape === shape && r.format === format && r.server === server)!;
lines.push('', 'spans/s: over the whole run, the figure the targets below are held to. CPU µs a span: the server\'s, all threads, over its life (start-up included), divided by every span sent (the load generator\'s warm-up requests too). "second half" (scoring rows, the marginal cost once warm): the event loop\'s CPU from half the requests answered and the other threads\' from half the results written, each a span of what came after; spans/s there is the rate of the second half of the results.');
lines.push('', '| requests | offline pipeline on the same spans (runScore over JSON lines) | spans | results | spans/s |', '|---|---|---|---|---|');
for (const o of offlineRows) lines.push(`| ${o.shape} | forbear score | ${o.spans} | ${o.results} | ${o.spansPerSecond} |`);
lines.push('');
// Scaling: measured with 0, 1 and 2 workers; a 4-core machine modelled, not measured: the event
// loop keeps one core (it cannot go faster than acknowledging only), each further core a worker
// scoring at the one-worker rate.
lines.push('', `scaling, 512-span requests (this machine: ${availableParallelism()} cores; 4 cores modelled as min(acknowledging only, 3 × the one-worker rate))`, '',
  '| format | --workers 0 | --workers 1 | --workers 2 | 4 cores, 3 workers (modelled) | acknowledging only |', '|---|---|---|---|---|---|');
const scaling: Record<string, number>[] = [];
for (const format of ['proto', 'json'] as BodyFormat[]) {
  const w = (n: number): number => get('512 spans', format, `forbear --workers ${n}, scoring every turn` as Server).spansPerSecond;
  const ack = get('512 spans', format, 'forbear, acknowledging only').spansPerSecond;
  const modelled = Math.min(ack, 3 * w(1));
  scaling.push({ [`${format}_workers_0`]: w(0), [`${format}_workers_1`]: w(1), [`${format}_workers_2`]: w(2), [`${format}_4core_modelled`]: modelled });
  lines.push(`| ${format} | ${w(0)} | ${w(1)} | ${w(2)} | ${modelled} | ${ack} |`);
}
lines.push('');
for (const server of ['forbear --workers 2, scoring every turn', 'forbear --sync normal --workers 2, scoring every turn', 'forbear, acknowledging only'] as const) {
  const proto512 = get('512 spans', 'proto', server).spansPerSecond;
  const jsonPct = (100 * get('512 spans', 'json', server).spansPerSecond) / get('512 spans', 'json', 'floor').spansPerSecond;
  lines.push(`${proto512 >= PROTO_TARGET_SPANS_PER_S ? 'PASS' : 'FAIL'} ${server}: protobuf, 512-span requests: ${proto512} spans/s (target ≥ ${PROTO_TARGET_SPANS_PER_S})`);
  lines.push(`${jsonPct >= JSON_TARGET_PCT ? 'PASS' : 'FAIL'} ${server}: JSON, 512-span requests: ${round1(jsonPct)} % of its floor (target ≥ ${JSON_TARGET_PCT} %)`);
}
for (const i of incomplete) lines.push(`INCOMPLETE: ${i}`);
process.stdout.write(`${lines.join('\n')}\n`);
process.stdout.write(`${JSON.stringify({ bench: 'receiver', concurrency, scaling, offline: offlineRows, rows: rows.map((r) => ({ shape: r.shape, format: r.format, server: r.server, spans_per_s: r.spansPerSecond, ...r.load, ...(r.cpu !== undefined ? { cpu_s: r.cpu.all, event_loop_cpu_s: r.cpu.main } : {}),
  ...(r.secondHalf !== undefined ? { second_half_spans_per_s: r.secondHalf.spansPerSecond, second_half_cpu_us_per_span: round1(r.secondHalf.usPerSpan) } : {}) })) })}\n`);
if (rows.some((r) => r.load.failures > 0) || incomplete.length > 0) process.exitCode = 1;
