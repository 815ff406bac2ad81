/**
 * `GET /v1/summary` on a large results.jsonl (issue 20: with 103,000 results one call took 4.9 s
 * and blocked the event loop throughout). A data dir is filled with `--results` results (real
 * results scored from demo turns, repeated under fresh trace ids, some of them amendments), then:
 *
 * - start-up: opening the engine, which rebuilds the running tallies from the file once;
 * - the live summary as the receiver serves it (tallied sections, then the results streamed over a
 *   real socket): total time, and the longest the event loop went without a turn meanwhile;
 * - the floor, same run: the from-scratch computation the receiver used to do per call (every line
 *   read, amendments applied, tallies rebuilt, the whole document rendered).
 *
 *   npm run build && node dist/bench/summary-scale.js [--results 100000]
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseCorpus } from '../src/corpus/load.js';
import type { TurnResult } from '../src/model/result.js';
import { renderJson } from '../src/report/render-json.js';
import { ServeEngine } from '../src/serve/serve-engine.js';
import { streamSummary } from '../src/serve/summary-stream.js';
import { parseArgs, round1 } from './common.js';
import { commitResults, scoreDemoTurns } from './results-fill.js';

const args = parseArgs(process.argv.slice(2));
const total = Number(args.flags.get('results') ?? '100000');
const CORPUS = fileURLToPath(new URL('../../samples/corpus.yaml', import.meta.url));
const corpus = parseCorpus(readFileSync(CORPUS, 'utf8'), CORPUS);
const dir = mkdtempSync(join(tmpdir(), 'forbear-summary-scale-'));
let now = 1_000_000;
const open = (): ServeEngine => new ServeEngine({ corpus, dataDir: dir, turnIdleMs: 1000, turnMaxWaitMs: 60_000, maxOpenTurns: 1e9, now: () => now, synchronous: 'NORMAL' });

try {
  // Real results: the demo turns scored by the engine itself.
  const seeded = await scoreDemoTurns(dir, CORPUS, 5000);
  const samples = seeded.samples;
  now = seeded.clock;
  // Repeated under fresh ids; every 50th an amendment of the one before (a late span changed it).
  const lines: string[] = [];
  for (let i = 0; i < total; i++) {
    const r = { ...samples[i % samples.length]!, trace_id: i.toString(16).padStart(32, '0'), span_id: (i + 1).toString(16).padStart(16, '0') };
    if (i % 50 === 49) {
      const prev = JSON.parse(lines.at(-1)!) as TurnResult;
      lines.push(JSON.stringify({ ...prev, outcome: prev.outcome === 'pass' ? 'fail_post_hoc' : 'pass', passed: prev.outcome !== 'pass', amends: { trace_id: prev.trace_id, span_id: prev.span_id, outcome: prev.outcome } }));
    } else {
      lines.push(JSON.stringify(r));
    }
  }
  commitResults(dir, lines, now);

  let t0 = performance.now();
  const engine = open();
  const startMs = performance.now() - t0;

  // The live summary over a real socket, with an event-loop watchdog ticking every 1 ms.
  const server = createServer((_req, res) => void streamSummary(engine, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  let longestGap = 0;
  let last = performance.now();
  const watchdog = setInterval(() => {
    const t = performance.now();
    longestGap = Math.max(longestGap, t - last);
    last = t;
  }, 1);
  t0 = performance.now();
  let firstByteMs = 0;
  const liveBytes = await new Promise<number>((resolve, reject) => {
    request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/v1/summary' }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => {
        if (n === 0) firstByteMs = performance.now() - t0;
        n += c.length;
      });
      res.on('end', () => resolve(n));
    }).on('error', reject).end();
  });
  const liveMs = performance.now() - t0;
  clearInterval(watchdog);
  await new Promise((r) => server.close(r));

  // Floor: the from-scratch computation (what every call used to cost, synchronously).
  t0 = performance.now();
  const report = engine.report();
  let scratchBytes = 0;
  renderJson(report, (chunk) => (scratchBytes += Buffer.byteLength(chunk)));
  report.results.close();
  const scratchMs = performance.now() - t0;
  engine.close();

  const out = [
    `/v1/summary on ${total.toLocaleString('en-US')} results (${(statSync(join(dir, 'results.jsonl')).size / 1024 / 1024).toFixed(0)} MB results.jsonl, every 50th an amendment), Node ${process.version}`,
    '',
    '| step | ms | note |',
    '|---|---|---|',
    `| start-up (engine open: tallies rebuilt once) | ${round1(startMs)} | |`,
    `| live summary, first byte | ${round1(firstByteMs)} | tallied sections, from the running tallies |`,
    `| live summary, whole document | ${round1(liveMs)} | ${(liveBytes / 1024 / 1024).toFixed(1)} MB streamed; longest event-loop stall ${round1(longestGap)} ms |`,
    `| floor: from scratch (read, apply amendments, tally, render) | ${round1(scratchMs)} | ${(scratchBytes / 1024 / 1024).toFixed(1)} MB, one synchronous block |`,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  process.stdout.write(`${JSON.stringify({ bench: 'summary-scale', results: total, start_ms: round1(startMs), live_first_byte_ms: round1(firstByteMs), live_ms: round1(liveMs), live_longest_stall_ms: round1(longestGap), scratch_ms: round1(scratchMs), identical_bytes: liveBytes === scratchBytes })}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
