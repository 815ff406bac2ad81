/**
 * Issue 19, serve21: would OTLP/JSON requests pay to be read by heads on the event loop, as
 * protobuf ones are (decode19)? In one process, on the receiver bench's 512-span JSON requests,
 * the CPU each step of each design costs, per span:
 *
 * - today: the event loop parses (`JSON.parse`, which also gives malformed JSON its one-line
 *   error), decodes (decodeOtlpJsonRequest) and clones the RawSpans to the workers (`v8.serialize`);
 *   the workers `v8.deserialize` them.
 * - places: as today on the event loop, minus the clone, plus a walk placing each span's object in
 *   the bytes (json-span-places.ts) and the copy into shared memory; each worker parses and decodes
 *   only its spans' slices.
 * - whole text: the event loop as today minus the clone, plus the copy; each worker that owns any
 *   of a request's traces parses and decodes the whole request (with two workers, twice).
 * - a reviver: `JSON.parse` with a reviver that drops attribute lists, the cheap heads reader the
 *   brief suggested, against `JSON.parse` alone.
 *
 *   node dist/bench/json-request-split.js [--rounds 5] [--requests 100]
 *
 * Rounds alternate every step; each step's best round (process.cpuUsage: the machine is shared).
 */
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { decodeOtlpJsonRequest } from '../src/ingest/otlp-json.js';
import type { RawSpan } from '../src/model/raw-span.js';
import { parseArgs } from './common.js';
import { jsonSpanPlaces } from './json-span-places.js';
import { demoTurns, serialize, spanBatches } from './receiver-bodies.js';

const args = parseArgs(process.argv.slice(2));
const rounds = Number(args.flags.get('rounds') ?? '5');
const requests = Number(args.flags.get('requests') ?? '100');
const corpus = fileURLToPath(new URL('../../samples/corpus.yaml', import.meta.url));

const bodies = spanBatches(demoTurns(corpus), 512, requests, 10_000).map((b) => serialize(b, 'json'));
const noReject = (reason: string): void => {
  throw new Error(`bench request rejected a span: ${reason}`);
};
const parse = (b: Uint8Array): unknown => JSON.parse(Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('utf8'));
const parsed = bodies.map(parse);
const decoded = parsed.map((r) => decodeOtlpJsonRequest(r, noReject));
const spans = decoded.reduce((n, d) => n + d.length, 0);
const clones = decoded.map((d) => v8.serialize(d));
const shared = bodies.map((b) => {
  const s = new Uint8Array(new SharedArrayBuffer(b.length));
  s.set(b);
  return s;
});
const places = shared.map((b) => {
  const p = jsonSpanPlaces(b);
  if (p === undefined || p.length !== decoded[shared.indexOf(b)]!.length) throw new Error('json-request-split: a bench request is not in the plain shape');
  return p;
});

/** A span decoded from its slices of the request's text, as a worker would. */
function fromSlices(b: Uint8Array, at: number): RawSpan[] {
  const text = (s: number, e: number): unknown => (s < 0 ? null : JSON.parse(Buffer.from(b.buffer, b.byteOffset + s, e - s).toString('utf8')));
  const out: RawSpan[] = [];
  const resources = new Map<number, unknown>();
  const scopes = new Map<number, unknown>();
  for (const p of places[at]!) {
    if (!resources.has(p.rs)) resources.set(p.rs, text(p.rs, p.rsEnd));
    if (!scopes.has(p.ss)) scopes.set(p.ss, text(p.ss, p.ssEnd));
    const req = { resourceSpans: [{ resource: resources.get(p.rs), scopeSpans: [{ scope: scopes.get(p.ss), spans: [text(p.span, p.spanEnd)] }] }] };
    out.push(decodeOtlpJsonRequest(req, noReject)[0]!);
  }
  return out;
}
if (JSON.stringify(fromSlices(shared[0]!, 0)) !== JSON.stringify(decoded[0])) throw new Error('json-request-split: spans decoded from slices differ from the whole decode');

const steps: [string, () => void][] = [
  ['JSON.parse', () => bodies.forEach(parse)],
  ['decodeOtlpJsonRequest of the parsed request', () => parsed.forEach((r) => decodeOtlpJsonRequest(r, noReject))],
  ['v8.serialize of the RawSpans (the clone out)', () => decoded.forEach((d) => v8.serialize(d))],
  ['v8.deserialize of the RawSpans (the clone in)', () => clones.forEach((c) => v8.deserialize(c))],
  ['place walk over the bytes', () => shared.forEach((b) => jsonSpanPlaces(b))],
  ['copy into shared memory', () => bodies.forEach((b) => new Uint8Array(new SharedArrayBuffer(b.length)).set(b))],
  ['a worker: parse + decode its spans from slices (all spans)', () => shared.forEach((b, i) => fromSlices(b, i))],
  ['JSON.parse with a reviver dropping attribute lists', () => bodies.forEach((b) => JSON.parse(Buffer.from(b).toString('utf8'), (k, v: unknown) => (k === 'attributes' ? undefined : v)))],
];

const best = new Map<string, number>();
for (let r = 0; r < rounds; r++) {
  for (const [name, f] of steps) {
    const t = process.cpuUsage();
    f();
    const u = process.cpuUsage(t);
    const us = (u.user + u.system) / spans;
    best.set(name, Math.min(best.get(name) ?? Infinity, us));
  }
}
const us = (name: string): number => best.get(name)!;
const [P, D, S, R, W, C, SL, RV] = steps.map(([n]) => us(n));
console.log(`${requests} JSON requests of 512 spans (${spans} spans, ${(bodies.reduce((n, b) => n + b.length, 0) / spans).toFixed(0)} bytes a span), best of ${rounds} rounds, CPU µs a span:`);
for (const [name] of steps) console.log(`  ${name.padEnd(58)} ${us(name).toFixed(2)}`);
const row = (name: string, loop: number, workers: number): void => console.log(`  ${name.padEnd(44)} event loop ${loop.toFixed(2)}   workers ${workers.toFixed(2)}   all ${(loop + workers).toFixed(2)}`);
console.log('designs, two workers (CPU µs a span):');
row('today (decode whole, clone)', P! + D! + S!, R!);
row('places (walk, workers decode slices)', P! + D! + W! + C!, SL!);
row('whole text to each worker (both own traces)', P! + D! + C!, 2 * (P! + D!));
console.log(`  a reviver's parse against JSON.parse: ${(RV! / P!).toFixed(2)}×`);
