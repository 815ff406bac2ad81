/**
 * `forbear cases mine` on a large generated ticket export (JSON lines) and call transcript file:
 * is it streamed, with bounded memory? Prints a table and one JSON line.
 *
 *   node dist/bench/mine-scale.js [--size-mb 256] [--data-dir bench/data]
 *
 * Generates `mine-tickets-<N>MB.jsonl` and `mine-calls-<N>MB.jsonl` once (both about N MB), then
 * runs fresh processes: floor (read every line and JSON.parse it, nothing else), mine, floor, mine.
 * Peak RSS is each process's own. Figures are noisy on a shared machine.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CandidateWriter } from '../src/mine/candidate-corpus.js';
import { parseMapping } from '../src/mine/mapping.js';
import { mineCases } from '../src/mine/mine.js';
import { dataDirFlag, MIB, maxRssMb, parseArgs, round1, round3, sizeMbFlag } from './common.js';

const MAPPING = `
tools:
  - { name: lookup_order, effect: read, keywords: [order] }
  - { name: cancel_order, effect: write, keywords: [cancel] }
  - { name: issue_refund, effect: write, keywords: [refund] }
tickets: { id: id, status: status, resolution_actions: actions, queue_history: queues, messages: thread, text: body }
`;

const REQUESTS = ['Please cancel order #{n}, it has not shipped.', 'Can you refund order #{n}? It arrived broken.', 'Where is my order #{n}?'];
const REPLIES = ['I see two orders numbered #{n}. Which one should I cancel?', "I've refunded order #{n} to your card.", 'Order #{n} is on its way and arrives Friday.', 'Sorry, I cannot do that.'];

async function writeLines(path: string, bytes: number, line: (i: number) => string): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  let i = 0;
  while (written < bytes) {
    const text = `${line(i++)}\n`;
    written += Buffer.byteLength(text);
    if (!out.write(text)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(r));
  return i;
}

async function generate(dir: string, sizeMb: number): Promise<{ tickets: string; calls: string }> {
  mkdirSync(dir, { recursive: true });
  const tickets = join(dir, `mine-tickets-${sizeMb}MB.jsonl`);
  const calls = join(dir, `mine-calls-${sizeMb}MB.jsonl`);
  const fill = (s: string, i: number): string => s.replace('{n}', String(10000 + i));
  if (!existsSync(tickets)) {
    await writeLines(tickets, sizeMb * MIB, (i) => JSON.stringify({
      id: `T-${i}`, status: i % 5 === 0 ? 'open' : 'closed', actions: i % 7 === 0 ? ['refund'] : ['reply'], queues: i % 3 === 0 ? ['a', 'b'] : ['a'],
      thread: [{ author: 'customer', body: fill(REQUESTS[i % 3]!, i) }, { author: 'agent', body: fill(REPLIES[i % 4]!, i) }],
    }));
  }
  if (!existsSync(calls)) {
    // Two turns per call, calls interleaved in pairs: turns of one call are not always adjacent.
    await writeLines(calls, sizeMb * MIB, (i) => {
      const call = Math.floor(i / 4) * 2 + (i % 2);
      const customer = (i % 4) < 2;
      return JSON.stringify({ call_id: `C-${call}`, speaker: customer ? 'customer' : 'agent', text: fill(customer ? REQUESTS[call % 3]! : REPLIES[call % 4]!, call) });
    });
  }
  return { tickets, calls };
}

async function floor(paths: string[]): Promise<object> {
  const t0 = performance.now();
  let lines = 0;
  for (const path of paths) {
    for await (const line of createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Number.POSITIVE_INFINITY })) {
      if (line !== '') {
        JSON.parse(line);
        lines++;
      }
    }
  }
  return { seconds: round3((performance.now() - t0) / 1000), lines, maxRssMB: maxRssMb() };
}

async function mine(tickets: string, calls: string): Promise<object> {
  const t0 = performance.now();
  // As the CLI does it: candidates written to the output file as they are found.
  const mapping = parseMapping(MAPPING, 'bench');
  const out = join(tmpdir(), `forbear-mine-bench-${process.pid}.yaml`);
  const writer = new CandidateWriter(out, mapping);
  let candidates = 0;
  const r = await mineCases({ mapping, tickets: [tickets], transcripts: [calls], onCandidate: (c) => (writer.write(c), candidates++) });
  writer.close();
  rmSync(out);
  return {
    seconds: round3((performance.now() - t0) / 1000), maxRssMB: maxRssMb(),
    tickets: { screened: r.tickets.screened, kept: r.tickets.kept }, calls: { screened: r.transcripts.screened, kept: r.transcripts.kept }, candidates,
  };
}

const args = parseArgs(process.argv.slice(2));
const child = args.flags.get('child');
if (child !== undefined) {
  const [tickets, calls] = args.positionals as [string, string];
  console.log(JSON.stringify(child === 'floor' ? await floor([tickets, calls]) : await mine(tickets, calls)));
} else {
  const sizeMb = sizeMbFlag({ flags: new Map([['size-mb', args.flags.get('size-mb') ?? '256']]), positionals: [] });
  const { tickets, calls } = await generate(dataDirFlag(args, import.meta.url), sizeMb);
  const bytes = statSync(tickets).size + statSync(calls).size;
  const self = fileURLToPath(import.meta.url);
  const runs: { row: string; m: { seconds: number; maxRssMB: number } & Record<string, unknown> }[] = [];
  for (const row of ['floor', 'mine', 'floor', 'mine']) {
    const p = spawnSync(process.execPath, [self, '--child', row, tickets, calls], { encoding: 'utf8', maxBuffer: 16 * MIB });
    if (p.status !== 0) throw new Error(`${row} failed: ${p.stderr}`);
    runs.push({ row, m: JSON.parse(p.stdout.trim().split('\n').pop()!) as { seconds: number; maxRssMB: number } });
  }
  const best = (row: string) => runs.filter((r) => r.row === row).sort((a, b) => a.m.seconds - b.m.seconds)[0]!.m;
  const mb = bytes / MIB;
  console.log(`forbear cases mine — ${round1(mb)} MB (tickets + calls), node ${process.version}`);
  console.log(`${'row'.padEnd(8)}${'seconds'.padStart(10)}${'runs (s)'.padStart(18)}${'MB/s'.padStart(9)}${'peak RSS MB'.padStart(14)}`);
  for (const row of ['floor', 'mine']) {
    const b = best(row);
    const all = runs.filter((r) => r.row === row).map((r) => r.m.seconds.toFixed(2)).join(' / ');
    console.log(`${row.padEnd(8)}${b.seconds.toFixed(2).padStart(10)}${all.padStart(18)}${(mb / b.seconds).toFixed(1).padStart(9)}${b.maxRssMB.toFixed(1).padStart(14)}`);
  }
  console.log(JSON.stringify({ bench: 'mine-scale', mb: round1(mb), runs }));
}
