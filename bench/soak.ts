/**
 * Soak: `forbear serve` under steady load for a long time (10 minutes by default) with
 * `GET /v1/summary` polled every second, as a dashboard would. Prints the server's memory over the
 * run (flat is the promise: results go to disk, the summary is running tallies), p50/p99 export
 * latency, and summary latency as results accumulate.
 *
 *   npm run bench:soak                                  # 10 minutes, 10 turns/s
 *   node dist/bench/soak.js --minutes 1 --rate 20       # a shorter look
 *
 * Load: one OTLP/HTTP protobuf request per agent turn (an agent's own exporter; spans recorded
 * with the real SDK and serialized by the real OTLP serializer, each turn its own trace), sent
 * open-loop on a 100 ms schedule, so a stall shows up as latency instead of as a slower sender.
 * Floors measured in the same run: the same load against a bare Node HTTP server that reads each
 * body (export latency), and, at the end, reading the final results.jsonl and re-rendering every
 * line as the summary does (JSON.parse + JSON.stringify), the least work a full summary needs.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { recordTurns } from '../samples/lib/agent-trace.js';
import { die, parseArgs, round1, waitForLine } from './common.js';
import { demoTurns, serialize } from './receiver-bodies.js';

const args = parseArgs(process.argv.slice(2));
const minutes = Number(args.flags.get('minutes') ?? '10');
const rate = Number(args.flags.get('rate') ?? '10');
if (!(minutes > 0) || !(rate > 0)) die('--minutes and --rate must be positive numbers');
const floorSeconds = Math.min(60, Math.max(10, (minutes * 60) / 10));
const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const BIN = here('../../bin/forbear.js');
const CORPUS = here('../../samples/corpus.yaml');
const FLOOR = here('./receiver-floor.js');
const TICK_MS = 100;
const RSS_EVERY_MS = 5000;

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process (Linux /proc), MB. */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/u.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m === null ? NaN : Number(m[1]) / 1024;
}

const turns = demoTurns(CORPUS);
let seed = 1_000_000;
/** One turn's spans, its own trace (a fresh seed), as a protobuf export body. */
const nextBody = (): Buffer => serialize(recordTurns([turns[seed % turns.length]!], { seed: seed++ }), 'proto');

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
function post(url: URL, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent,
      headers: { 'content-type': 'application/x-protobuf', 'content-length': body.length } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** GET a URL to the end, counting bytes (the body is not parsed: that is the dashboard's cost, not forbear's). */
function getAll(url: URL): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    request({ host: url.hostname, port: url.port, path: url.pathname, agent }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    }).on('error', reject).end();
  });
}

interface LoadResult { exportMs: number[]; failures: number; summaryMs: number[]; summaryBytes: number[]; rss: { atS: number; mb: number }[] }

/** Sends `rate` turns per second for `seconds`; polls the summary every second when `summary` is given. */
async function runLoad(base: URL, pid: number, seconds: number, summary: boolean): Promise<LoadResult> {
  const traces = new URL('/v1/traces', base);
  const out: LoadResult = { exportMs: [], failures: 0, summaryMs: [], summaryBytes: [], rss: [] };
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  let polling = false;
  let lastPoll = 0;
  let lastRss = -RSS_EVERY_MS;
  while (performance.now() - start < seconds * 1000) {
    const elapsed = performance.now() - start;
    // Open loop: whatever the schedule says is due by now goes out now.
    const due = Math.floor((elapsed / 1000) * rate);
    for (; sent < due; sent++) {
      const body = nextBody();
      const t0 = performance.now();
      pending.push(post(traces, body).then((status) => {
        out.exportMs.push(performance.now() - t0);
        if (status !== 200) out.failures++;
      }, () => void out.failures++));
    }
    if (summary && !polling && elapsed - lastPoll >= 1000) {
      polling = true;
      lastPoll = elapsed;
      const t0 = performance.now();
      void getAll(new URL('/v1/summary', base)).then((r) => {
        out.summaryMs.push(performance.now() - t0);
        out.summaryBytes.push(r.bytes);
        if (r.status !== 200) out.failures++;
        polling = false;
      });
    }
    if (elapsed - lastRss >= RSS_EVERY_MS) {
      lastRss = elapsed;
      out.rss.push({ atS: elapsed / 1000, mb: rssMb(pid) });
    }
    await new Promise((r) => setTimeout(r, TICK_MS));
  }
  await Promise.all(pending);
  return out;
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return round1(s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN);
};
/** Least-squares slope of RSS over time, MB per minute. */
function slopeMbPerMin(points: { atS: number; mb: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((a, p) => a + p.atS, 0) / n;
  const my = points.reduce((a, p) => a + p.mb, 0) / n;
  const sxy = points.reduce((a, p) => a + (p.atS - mx) * (p.mb - my), 0);
  const sxx = points.reduce((a, p) => a + (p.atS - mx) ** 2, 0);
  return round1((sxy / sxx) * 60);
}

const work = mkdtempSync(join(tmpdir(), 'forbear-soak-'));
try {
  process.stderr.write(`floor: ${floorSeconds} s of the same load against a bare HTTP server...\n`);
  const floor = spawn(process.execPath, [FLOOR], { stdio: ['ignore', 'pipe', 'inherit'] });
  const fm = await waitForLine(floor, /listening (\d+)/u);
  const floorLoad = await runLoad(new URL(`http://127.0.0.1:${fm[1]}`), floor.pid!, floorSeconds, false);
  await stop(floor);

  process.stderr.write(`soak: forbear serve for ${minutes} min at ${rate} turns/s, /v1/summary every second...\n`);
  const dataDir = join(work, 'data');
  const child = spawn(process.execPath, [BIN, 'serve', '--cases', CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', dataDir,
    '--turn-idle', '1s'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const m = await waitForLine(child, /OTLP\/HTTP listening on (http:\/\/\S+)\/v1\/traces\n[\s\S]*forbear: ready/u);
  const load = await runLoad(new URL(m[1]!), child.pid!, minutes * 60, true);
  // Let the last turns complete, then the summary holds every result.
  await new Promise((r) => setTimeout(r, 2500));
  const finalSummary = await getAll(new URL('/v1/summary', m[1]!));
  await stop(child);

  // The summary's floor: the final results.jsonl read and every line re-rendered as the summary does.
  const t0 = performance.now();
  const text = readFileSync(join(dataDir, 'results.jsonl'), 'utf8');
  let rendered = 0;
  let results = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    rendered += JSON.stringify(JSON.parse(line), null, 2).length;
    results++;
  }
  const floorSummaryMs = round1(performance.now() - t0);

  const afterWarmup = load.rss.filter((p) => p.atS >= Math.min(60, (minutes * 60) / 5));
  const firstMinute = afterWarmup[0]?.mb ?? NaN;
  const last = load.rss.at(-1)?.mb ?? NaN;
  const maxRss = Math.max(...load.rss.map((p) => p.mb));
  const summaryLast = load.summaryMs.slice(-Math.max(1, Math.floor(load.summaryMs.length / 10)));
  const lines = [
    `forbear serve soak — ${minutes} min, ${rate} turns/s (${load.exportMs.length} export requests, ${results} results), ${load.summaryMs.length} summary polls, ${cpus().length} cores, Node ${process.version}`,
    '',
    '| figure | forbear | floor (same run) |',
    '|---|---|---|',
    `| export latency p50 / p99 ms | ${pct(load.exportMs, 0.5)} / ${pct(load.exportMs, 0.99)} | ${pct(floorLoad.exportMs, 0.5)} / ${pct(floorLoad.exportMs, 0.99)} (bare HTTP server reading the body) |`,
    `| export non-200 answers | ${load.failures} | ${floorLoad.failures} |`,
    `| /v1/summary latency p50 / p99 ms (whole run) | ${pct(load.summaryMs, 0.5)} / ${pct(load.summaryMs, 0.99)} | – |`,
    `| /v1/summary latency p50 ms, last tenth of the run | ${pct(summaryLast, 0.5)} (${(finalSummary.bytes / 1024 / 1024).toFixed(1)} MB document at the end) | ${floorSummaryMs} (read results.jsonl + parse and re-render ${results} results) |`,
    `| server RSS MB after warm-up → end (max) | ${round1(firstMinute)} → ${round1(last)} (${round1(maxRss)}) | floor server: ${round1(floorLoad.rss.at(-1)?.mb ?? NaN)} |`,
    `| server RSS slope after warm-up, MB/min | ${slopeMbPerMin(afterWarmup)} | – |`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  process.stdout.write(`${JSON.stringify({
    bench: 'soak', minutes, rate, requests: load.exportMs.length, results, polls: load.summaryMs.length, failures: load.failures,
    export_ms: { p50: pct(load.exportMs, 0.5), p99: pct(load.exportMs, 0.99) }, floor_export_ms: { p50: pct(floorLoad.exportMs, 0.5), p99: pct(floorLoad.exportMs, 0.99) },
    summary_ms: { p50: pct(load.summaryMs, 0.5), p99: pct(load.summaryMs, 0.99), last_tenth_p50: pct(summaryLast, 0.5) }, floor_summary_ms: floorSummaryMs,
    summary_bytes_end: finalSummary.bytes, rendered_chars: rendered,
    rss_mb: { after_warmup: round1(firstMinute), end: round1(last), max: round1(maxRss), slope_per_min: slopeMbPerMin(afterWarmup) }, rss_samples: load.rss.map((p) => [round1(p.atS), round1(p.mb)]),
  })}\n`);
  if (load.failures > 0) process.exitCode = 1;
} finally {
  agent.destroy();
  rmSync(work, { recursive: true, force: true });
}
