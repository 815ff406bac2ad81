/**
 * The OTLP protobuf decoder alone (`decodeOtlpProtoRequest`, what `forbear serve` and the
 * span-file reader use) against protobufjs reflection decoding of the same bytes, with a
 * schema written for it (proto-decode-schema.ts). Requests of 512 spans (a Collector batch)
 * and of 5 spans (an agent's own exporter), demo-agent turns recorded with the real SDK and
 * serialized by ProtobufTraceSerializer.
 *
 *   node dist/bench/proto-decode.js [--rounds 5] [--min-ms 400]
 *
 * Rounds alternate forbear and protobufjs; each round decodes every request repeatedly for at
 * least --min-ms of CPU time (process.cpuUsage: the machine is shared); the best round counts. protobufjs's row is `Type.decode` alone (its
 * message objects, int64 as Long, ids as bytes); forbear's produces finished RawSpans (hex ids,
 * attribute maps, ms times), i.e. it does strictly more. Target: forbear ≥ 1.5× protobufjs.
 */
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { decodeOtlpProtoRequest } from '../src/ingest/otlp-proto.js';
import { parseArgs, round1 } from './common.js';
import { otlpTraceTypes } from './proto-decode-schema.js';
import { demoTurns, serialize, spanBatches } from './receiver-bodies.js';

const TARGET_RATIO = 1.5;

const args = parseArgs(process.argv.slice(2));
const rounds = Number(args.flags.get('rounds') ?? '5');
const minMs = Number(args.flags.get('min-ms') ?? '400');
const corpus = fileURLToPath(new URL('../../samples/corpus.yaml', import.meta.url));

interface Workload {
  name: string;
  bodies: Buffer[];
  spans: number;
  bytes: number;
}

function workload(name: string, spansPerRequest: number, count: number, seedBase: number): Workload {
  const batches = spanBatches(demoTurns(corpus), spansPerRequest, count, seedBase);
  const bodies = batches.map((b) => serialize(b, 'proto'));
  return { name, bodies, spans: batches.reduce((n, b) => n + b.length, 0), bytes: bodies.reduce((n, b) => n + b.length, 0) };
}

const types = otlpTraceTypes();
const noop = (): void => {};
let sink = 0;

const decoders: Record<string, (b: Buffer) => void> = {
  forbear: (b) => {
    sink += decodeOtlpProtoRequest(b, noop).length;
  },
  protobufjs: (b) => {
    const m = types.request.decode(b) as unknown as { resourceSpans: unknown[] };
    sink += m.resourceSpans.length;
  },
};

/** CPU seconds (user + system, all threads: GC included) of this process so far. */
function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/**
 * CPU seconds per pass over all bodies, from one round of at least minMs of CPU time.
 * CPU time, not wall time: the machine is shared, and other processes' load would
 * otherwise land on whichever decoder happened to be running.
 */
function round(w: Workload, decode: (b: Buffer) => void): number {
  let passes = 0;
  const t0 = cpuSeconds();
  let t = t0;
  do {
    for (const b of w.bodies) decode(b);
    passes++;
    t = cpuSeconds();
  } while ((t - t0) * 1000 < minMs);
  return (t - t0) / passes;
}

interface Row {
  workload: string;
  decoder: string;
  secondsPerPass: number;
  rounds: number[];
  spansPerSecond: number;
  mbPerSecond: number;
  usPerRequest: number;
}

function measure(w: Workload): Row[] {
  // Warm-up: let both JITs settle before anything is timed.
  for (const d of Object.values(decoders)) round(w, d);
  const times: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    for (const [name, d] of Object.entries(decoders)) (times[name] ??= []).push(round(w, d));
  }
  return Object.entries(times).map(([decoder, ts]) => {
    const best = Math.min(...ts);
    return {
      workload: w.name,
      decoder,
      secondsPerPass: best,
      rounds: ts.map((t) => Math.round(t * 1e4) / 10),
      spansPerSecond: Math.round(w.spans / best),
      mbPerSecond: round1(w.bytes / (1024 * 1024) / best),
      usPerRequest: round1((best / w.bodies.length) * 1e6),
    };
  });
}

const workloads = [workload('512-span requests', 512, 40, 1000), workload('5-span requests', 5, 2000, 5000)];
const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(`\nOTLP protobuf decode — node ${process.version}, ${cpus().length} × ${cpu}`);
for (const w of workloads) {
  console.log(`  ${w.name}: ${w.bodies.length} requests, ${w.spans} spans, ${round1(w.bytes / (1024 * 1024))} MB`);
}
console.log(`${'workload'.padEnd(20)}${'decoder'.padEnd(12)}${'spans/s'.padStart(12)}${'MB/s'.padStart(9)}${'µs/request'.padStart(12)}   rounds (CPU ms per pass)`);
const all: Row[] = [];
const ratios: Record<string, number> = {};
let pass = true;
for (const w of workloads) {
  const rows = measure(w);
  all.push(...rows);
  for (const r of rows) {
    console.log(
      `${r.workload.padEnd(20)}${r.decoder.padEnd(12)}${r.spansPerSecond.toLocaleString('en-US').padStart(12)}${String(r.mbPerSecond).padStart(9)}${String(r.usPerRequest).padStart(12)}   ${r.rounds.join(' / ')}`,
    );
  }
  const ours = rows.find((r) => r.decoder === 'forbear');
  const theirs = rows.find((r) => r.decoder === 'protobufjs');
  if (ours && theirs) {
    const ratio = theirs.secondsPerPass / ours.secondsPerPass;
    ratios[w.name] = Math.round(ratio * 100) / 100;
    if (ratio < TARGET_RATIO) pass = false;
  }
}
for (const [name, ratio] of Object.entries(ratios)) {
  console.log(`${name}: forbear is ${ratio.toFixed(2)}× protobufjs reflection (target ≥ ${TARGET_RATIO}×) ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
}
console.log(JSON.stringify({ bench: 'proto-decode', node: process.version, cpu, ratios, pass, rows: all, checksum: sink % 1000 }));
