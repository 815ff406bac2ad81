/**
 * The floor: the least work any scorer of this file must do — read every byte, split lines,
 * decode UTF-8 and JSON.parse each line — and nothing else. Spans are counted by array length
 * (cheap) so the count can be checked against the scorer's.
 *
 *   node dist/bench/floor.js <file.jsonl>
 *
 * Prints one JSON line on stdout: {seconds, bytes, spans, maxRssMB, lines, cpuSeconds}.
 */
import { createReadStream } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { die, maxRssMb, parseArgs, round3, type Measurement } from './common.js';

const NEWLINE = 10;

interface Counts {
  spans: number;
  lines: number;
}

function countSpans(request: unknown, counts: Counts): void {
  counts.lines++;
  const resourceSpans = (request as { resourceSpans?: unknown }).resourceSpans;
  if (!Array.isArray(resourceSpans)) return;
  for (const rs of resourceSpans as { scopeSpans?: unknown }[]) {
    if (!Array.isArray(rs.scopeSpans)) continue;
    for (const ss of rs.scopeSpans as { spans?: unknown }[]) {
      if (Array.isArray(ss.spans)) counts.spans += ss.spans.length;
    }
  }
}

function parseLine(buf: Buffer, start: number, end: number, counts: Counts): void {
  if (end <= start) return; // blank line
  countSpans(JSON.parse(buf.toString('utf8', start, end)), counts);
}

async function floor(path: string): Promise<Measurement & { lines: number }> {
  const t0 = performance.now();
  const counts: Counts = { spans: 0, lines: 0 };
  let bytes = 0;
  // Pieces of a line that started in an earlier chunk (a line may span several 1 MiB chunks).
  let carry: Buffer[] = [];
  const stream = createReadStream(path, { highWaterMark: 1024 * 1024 });
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    let start = 0;
    let nl = chunk.indexOf(NEWLINE, start);
    if (carry.length > 0) {
      if (nl === -1) {
        carry.push(chunk);
        continue;
      }
      carry.push(chunk.subarray(0, nl));
      const line = Buffer.concat(carry);
      carry = [];
      parseLine(line, 0, line.length, counts);
      start = nl + 1;
      nl = chunk.indexOf(NEWLINE, start);
    }
    while (nl !== -1) {
      parseLine(chunk, start, nl, counts);
      start = nl + 1;
      nl = chunk.indexOf(NEWLINE, start);
    }
    if (start < chunk.length) carry.push(chunk.subarray(start));
  }
  if (carry.length > 0) {
    const line = Buffer.concat(carry);
    parseLine(line, 0, line.length, counts);
  }
  const seconds = (performance.now() - t0) / 1000;
  return { seconds: round3(seconds), bytes, spans: counts.spans, maxRssMB: maxRssMb(), lines: counts.lines };
}

const args = parseArgs(process.argv.slice(2));
const input = args.positionals[0];
if (input === undefined || args.positionals.length !== 1) die('usage: floor.js <file.jsonl>');
const measured = await floor(input);
// CPU of every thread beside the wall time (bench/score-throughput.ts prints both).
const cpu = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ ...measured, cpuSeconds: round3((cpu.user + cpu.system) / 1e6) })}\n`);
