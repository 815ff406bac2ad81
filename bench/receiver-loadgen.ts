/**
 * The receiver benchmark's load generator, run as its own process so it does not share an event
 * loop with the server it measures:
 *
 *   node dist/bench/receiver-loadgen.js --url http://127.0.0.1:4318/v1/traces --bodies FILE \
 *     --content-type application/x-protobuf --spans-per-body N,N,... --concurrency 4
 *
 * Sends every body once over keep-alive connections, `concurrency` requests in flight, and prints
 * one JSON line: requests, spans, seconds, p50/p99 request latency (ms), non-200 answers. The
 * first `--warmup` bodies (default 10) are sent first, one at a time, and not counted: they pay
 * for the server's JIT compilation and first-use setup on either side. With `--mark K`, the line
 * `mark <spans>` is printed (before the JSON line) as soon as K measured requests are answered,
 * `<spans>` the spans of the bodies sent up to then: a caller can read the server's CPU there and
 * give what the rest of the run cost past it (the marginal cost, once the server is warm).
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs, die } from './common.js';
import { unframe } from './receiver-bodies.js';

const args = parseArgs(process.argv.slice(2));
const url = new URL(args.flags.get('url') ?? die('--url is required'));
const bodies = unframe(readFileSync(args.flags.get('bodies') ?? die('--bodies is required')));
const spanCounts = (args.flags.get('spans-per-body') ?? '').split(',').map(Number);
const contentType = args.flags.get('content-type') ?? 'application/x-protobuf';
const concurrency = Number(args.flags.get('concurrency') ?? '4');
const warmup = Number(args.flags.get('warmup') ?? '10');
if (!Number.isInteger(warmup) || warmup < 0) die(`--warmup: expected a non-negative integer, got "${args.flags.get('warmup')}"`);
if (bodies.length <= warmup) die(`--bodies: ${bodies.length} bodies leave none to measure after ${warmup} warm-up requests; send more or lower --warmup`);
const mark = Number(args.flags.get('mark') ?? '0');
if (!Number.isInteger(mark) || mark < 0 || mark >= bodies.length - warmup) die(`--mark: expected an integer from 0 to ${bodies.length - warmup - 1} (0: none), got "${args.flags.get('mark')}"`);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function send(body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent,
      headers: { 'content-type': contentType, 'content-length': body.length } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const latencies: number[] = [];
let failures = 0;
let answered = 0;
for (let i = 0; i < warmup; i++) if ((await send(bodies[i]!)) !== 200) failures++;
let next = warmup;
const start = performance.now();
async function worker(): Promise<void> {
  while (next < bodies.length) {
    const body = bodies[next++]!;
    const t0 = performance.now();
    const status = await send(body);
    latencies.push(performance.now() - t0);
    if (status !== 200) failures++;
    if (++answered === mark) process.stdout.write(`mark ${spanCounts.slice(warmup, next).reduce((a, b) => a + b, 0)}\n`);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number): number => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0) * 100) / 100;
const spans = spanCounts.slice(warmup).reduce((a, b) => a + b, 0);
process.stdout.write(`${JSON.stringify({ requests: bodies.length - warmup, warmup, spans, seconds, p50: pct(0.5), p99: pct(0.99), failures })}\n`);
agent.destroy();
