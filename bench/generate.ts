/**
 * Writes bench/data/sessions-<size>MB.jsonl: OTLP/JSON span batches (one ExportTraceServiceRequest
 * per line, as the Collector's file exporter writes) from ~20 concurrent simulated support sessions,
 * plus bench/data/corpus.yaml with the cases the sessions are tagged with.
 * `--shape short` writes bench/data/short-conversations.jsonl instead: 105,000 small spans from
 * 60 concurrent lean conversations of one or two turns in three services, requests of 1–7 spans, each 2-minute stretch
 * shuffled as a gateway would forward it (see gen/gateway-batches.ts).
 *
 *   node dist/bench/generate.js [--size-mb 1024] [--shape realistic|short] [--data-dir bench/data] [--force]
 *     [--spans 105000]   (short shape only: fewer spans, for tests; always rewrites the file)
 *
 * Deterministic (seeded), and skips generation when the file already exists. The file is written
 * under a temporary name and renamed at the end, so an interrupted run never leaves a short file.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { corpusYaml, PAIRS, type CaseKind } from './gen/cases.js';
import { GatewayBatches } from './gen/gateway-batches.js';
import { intAttr, requestJson, resourceJson, scopeJson, strAttr } from './gen/otlp-json.js';
import { Prng } from './gen/prng.js';
import { SCOPE_AGENT, SCOPE_LLM, Session, type ContentCapture } from './gen/session.js';
import {
  MIB, corpusFile, dataDirFlag, die, metaFile, parseArgs, round1, sessionsFile, shortFile, shortMetaFile, sizeMbFlag,
} from './common.js';

const SEED = 0x5eedf0b5;
const CONCURRENT_SESSIONS = 20;
const MIN_BATCH = 100;
const MAX_BATCH = 300;
/** 2026-03-02T08:00:00Z, in microseconds. */
const BASE_US = Date.UTC(2026, 2, 2, 8, 0, 0) * 1000;
const WRITE_CHUNK_CHARS = 8 * MIB;
const ATTEMPTS_PER_RUN = 5;

/** Bumped when the bytes change, so a file from an older generator is rewritten. */
export const GENERATOR = 'forbear-bench/2';
/** Realistic shape: this share of sessions record full message content (chat spans with history). */
const FULL_CONTENT_SHARE = 0.15;
/** Short shape: the issue-19 file (105,000 spans, ~30,000 turns). */
const SHORT_SPANS = 105_000;
const SHORT_CONCURRENT_SESSIONS = 60;
const SHORT_SERVICES = ['support-agent', 'billing-agent', 'returns-agent'];

export type Shape = 'realistic' | 'short';

const serviceResource = (name: string): string => resourceJson([
  strAttr('service.name', name),
  strAttr('service.version', '4.2.0'),
  strAttr('deployment.environment.name', 'bench'),
  strAttr('telemetry.sdk.language', 'nodejs'),
  strAttr('telemetry.sdk.name', 'opentelemetry'),
  strAttr('telemetry.sdk.version', '2.12.1'),
  intAttr('process.pid', 4242),
]);

const RESOURCE = serviceResource('support-agent');
const SCOPES = [scopeJson('support-agent', '4.2.0'), scopeJson('@opentelemetry/instrumentation-openai', '0.5.0')];

export interface GeneratedMeta {
  generator: string;
  shape: Shape;
  seed: number;
  sizeMb: number;
  bytes: number;
  lines: number;
  spans: number;
  /** One trace per turn. */
  traces: number;
  sessions: number;
  sessionsByKind: Record<CaseKind, number>;
  concurrentSessions: number;
  seconds: number;
}

class Writer {
  private readonly fd: number;
  private chunks: string[] = [];
  private chars = 0;
  bytes = 0;
  lines = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }

  line(text: string): void {
    const line = `${text}\n`;
    this.chunks.push(line);
    this.chars += line.length;
    this.bytes += Buffer.byteLength(line);
    this.lines++;
    if (this.chars >= WRITE_CHUNK_CHARS) this.flush();
  }

  flush(): void {
    if (this.chunks.length > 0) writeSync(this.fd, this.chunks.join(''));
    this.chunks = [];
    this.chars = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}

function generate(path: string, sizeMb: number, shape: Shape, shortSpans = SHORT_SPANS): GeneratedMeta {
  const t0 = performance.now();
  const rng = new Prng(SEED);
  const short = shape === 'short';
  const targetBytes = sizeMb * MIB;
  const concurrent = short ? SHORT_CONCURRENT_SESSIONS : CONCURRENT_SESSIONS;
  const out = new Writer(path);
  const gateway = short
    ? new GatewayBatches(rng, SHORT_SERVICES.map(serviceResource), SCOPES, (line) => out.line(line))
    : undefined;
  const serviceOf = new Map<Session, number>();
  const caseCount = PAIRS.length * 2;
  const sessionsByKind: Record<CaseKind, number> = { abstain: 0, act: 0 };
  let caseOrder: number[] = [];
  let sessions = 0;

  // Every case gets one session per cycle, in shuffled order; 5 cycles make one run of 5 attempts.
  const newSession = (startUs: number): Session => {
    const index = sessions++;
    const cycle = Math.floor(index / caseCount);
    if (index % caseCount === 0) caseOrder = rng.shuffle(Array.from({ length: caseCount }, (_, i) => i));
    const c = caseOrder[index % caseCount] ?? 0;
    const kind: CaseKind = c % 2 === 0 ? 'abstain' : 'act';
    sessionsByKind[kind]++;
    const runId = `bench-run-${String(Math.floor(cycle / ATTEMPTS_PER_RUN) + 1).padStart(3, '0')}`;
    const content: ContentCapture = !short && rng.chance(FULL_CONTENT_SHARE) ? 'full' : 'lean';
    // Short conversations: most are one request and its answer (so most turns are scored).
    const turns = short ? (rng.chance(0.85) ? 1 : 2) : undefined;
    const session = new Session(rng, c >> 1, kind, { runId, attempt: (cycle % ATTEMPTS_PER_RUN) + 1 }, startUs, content, turns);
    serviceOf.set(session, index % SHORT_SERVICES.length);
    session.nextTurn();
    return session;
  };

  const active: Session[] = [];
  for (let i = 0; i < concurrent; i++) active.push(newSession(BASE_US + rng.int(0, 30_000_000)));

  // The batch being filled: spans per scope, scopes in order of first appearance.
  const batch: string[][] = [[], []];
  let scopeOrder: number[] = [];
  let batchSize = 0;
  let batchTarget = rng.int(MIN_BATCH, MAX_BATCH);
  let spans = 0;
  let traces = 0;
  let stopping = false;
  let nextProgress = 128 * MIB;

  const flushBatch = (): void => {
    out.line(requestJson(RESOURCE, scopeOrder.map((s) => ({ scope: SCOPES[s] ?? '', spans: batch[s] ?? [] }))));
    batch[SCOPE_AGENT] = [];
    batch[SCOPE_LLM] = [];
    scopeOrder = [];
    batchSize = 0;
    batchTarget = rng.int(MIN_BATCH, MAX_BATCH);
    if (out.bytes >= targetBytes) stopping = true;
    if (out.bytes >= nextProgress) {
      process.stderr.write(`  ${Math.round(out.bytes / MIB)} MB…\n`);
      nextProgress += 128 * MIB;
    }
  };

  while (active.length > 0) {
    // The session whose next span ends first: span end times never decrease through the file.
    let best = 0;
    let bestEnd = Infinity;
    for (let i = 0; i < active.length; i++) {
      const end = active[i]?.head()?.endUs ?? Infinity;
      if (end < bestEnd) {
        bestEnd = end;
        best = i;
      }
    }
    const session = active[best];
    const span = session?.head();
    if (session === undefined || span === undefined) throw new Error('session without a pending span');
    session.queueIndex++;
    spans++;
    if (gateway !== undefined) {
      gateway.add(serviceOf.get(session) ?? 0, span.scope, span.json, span.endUs);
      if (spans >= shortSpans) stopping = true;
    } else {
      if (batch[span.scope]?.length === 0) scopeOrder.push(span.scope);
      batch[span.scope]?.push(span.json);
      batchSize++;
      if (batchSize >= batchTarget) flushBatch();
    }
    if (session.head() !== undefined) continue;
    traces++;
    if (session.nextTurn()) continue;
    // Session over: start another (until the size is reached), the rest drain so every trace completes.
    serviceOf.delete(session);
    if (stopping) active.splice(best, 1);
    else active[best] = newSession(span.endUs + rng.int(0, 5_000_000));
  }
  if (batchSize > 0) flushBatch();
  gateway?.finish();
  out.close();

  const seconds = (performance.now() - t0) / 1000;
  return {
    generator: GENERATOR, shape, seed: SEED, sizeMb: round1(out.bytes / MIB), bytes: out.bytes, lines: out.lines, spans, traces, sessions,
    sessionsByKind, concurrentSessions: concurrent, seconds: Math.round(seconds * 100) / 100,
  };
}

function writeCorpus(path: string): void {
  const text = corpusYaml();
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
  process.stderr.write(`wrote ${path} (${PAIRS.length * 2} cases)\n`);
}

/** The meta of an existing file, if it was written by this generator. */
function currentMeta(path: string): GeneratedMeta | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const meta = JSON.parse(readFileSync(path, 'utf8')) as GeneratedMeta;
    return meta.generator === GENERATOR ? meta : undefined;
  } catch {
    return undefined;
  }
}

const args = parseArgs(process.argv.slice(2), ['force']);
const sizeMb = sizeMbFlag(args);
const shapeFlag = args.flags.get('shape') ?? 'realistic';
if (shapeFlag !== 'realistic' && shapeFlag !== 'short') die(`--shape: expected realistic or short, got "${shapeFlag}"`);
const shape: Shape = shapeFlag;
const dataDir = dataDirFlag(args, import.meta.url);
const spansFlag = args.flags.get('spans');
const shortSpans = spansFlag === undefined ? SHORT_SPANS : Number(spansFlag);
if (!Number.isInteger(shortSpans) || shortSpans < 1) die(`--spans: expected a positive whole number, got "${spansFlag}"`);
mkdirSync(dataDir, { recursive: true });
writeCorpus(corpusFile(dataDir));

const path = shape === 'short' ? shortFile(dataDir) : sessionsFile(dataDir, sizeMb);
const metaPath = shape === 'short' ? shortMetaFile(dataDir) : metaFile(dataDir, sizeMb);
if (existsSync(path) && currentMeta(metaPath) !== undefined && args.flags.get('force') !== 'true' && spansFlag === undefined) {
  process.stderr.write(`${path} exists (${round1(statSync(path).size / MIB)} MB), skipping generation (--force regenerates)\n`);
} else {
  process.stderr.write(`generating ${path} (${shape === 'short' ? `${shortSpans} spans` : `${sizeMb} MB`})…\n`);
  const tmp = `${path}.tmp-${process.pid}`;
  const meta = generate(tmp, sizeMb, shape, shortSpans);
  renameSync(tmp, path);
  writeFileSync(metaPath, `${JSON.stringify(meta, null, 2)}\n`);
  const mb = meta.bytes / MIB;
  process.stderr.write(
    `generated ${round1(mb)} MB in ${meta.seconds} s (${round1(mb / meta.seconds)} MB/s): ${meta.lines} lines, ` +
    `${meta.spans} spans, ${meta.traces} traces (turns), ${meta.sessions} sessions ` +
    `(${meta.sessionsByKind.abstain} abstain, ${meta.sessionsByKind.act} act)\n`,
  );
}
