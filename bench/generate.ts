/**
 * Writes bench/data/sessions-<size>MB.jsonl: OTLP/JSON span batches (one ExportTraceServiceRequest
 * per line, as the Collector's file exporter writes) from ~20 concurrent simulated support sessions,
 * plus bench/data/corpus.yaml with the cases the sessions are tagged with.
 *
 *   node dist/bench/generate.js [--size-mb 1024] [--data-dir bench/data] [--force]
 *
 * Deterministic (seeded), and skips generation when the file already exists. The file is written
 * under a temporary name and renamed at the end, so an interrupted run never leaves a short file.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { corpusYaml, PAIRS, type CaseKind } from './gen/cases.js';
import { intAttr, requestJson, resourceJson, scopeJson, strAttr } from './gen/otlp-json.js';
import { Prng } from './gen/prng.js';
import { SCOPE_AGENT, SCOPE_LLM, Session } from './gen/session.js';
import { MIB, corpusFile, dataDirFlag, metaFile, parseArgs, round1, sessionsFile, sizeMbFlag } from './common.js';

const SEED = 0x5eedf0b5;
const CONCURRENT_SESSIONS = 20;
const MIN_BATCH = 100;
const MAX_BATCH = 300;
/** 2026-03-02T08:00:00Z, in microseconds. */
const BASE_US = Date.UTC(2026, 2, 2, 8, 0, 0) * 1000;
const WRITE_CHUNK_CHARS = 8 * MIB;
const ATTEMPTS_PER_RUN = 5;

const RESOURCE = resourceJson([
  strAttr('service.name', 'support-agent'),
  strAttr('service.version', '4.2.0'),
  strAttr('deployment.environment.name', 'bench'),
  strAttr('telemetry.sdk.language', 'nodejs'),
  strAttr('telemetry.sdk.name', 'opentelemetry'),
  strAttr('telemetry.sdk.version', '2.12.1'),
  intAttr('process.pid', 4242),
]);
const SCOPES = [scopeJson('support-agent', '4.2.0'), scopeJson('@opentelemetry/instrumentation-openai', '0.5.0')];

export interface GeneratedMeta {
  generator: string;
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

function generate(path: string, sizeMb: number): GeneratedMeta {
  const t0 = performance.now();
  const rng = new Prng(SEED);
  const targetBytes = sizeMb * MIB;
  const out = new Writer(path);
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
    const session = new Session(rng, c >> 1, kind, { runId, attempt: (cycle % ATTEMPTS_PER_RUN) + 1 }, startUs);
    session.nextTurn();
    return session;
  };

  const active: Session[] = [];
  for (let i = 0; i < CONCURRENT_SESSIONS; i++) active.push(newSession(BASE_US + rng.int(0, 30_000_000)));

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
    if (batch[span.scope]?.length === 0) scopeOrder.push(span.scope);
    batch[span.scope]?.push(span.json);
    batchSize++;
    spans++;
    if (batchSize >= batchTarget) flushBatch();
    if (session.head() !== undefined) continue;
    traces++;
    if (session.nextTurn()) continue;
    // Session over: start another (until the size is reached), the rest drain so every trace completes.
    if (stopping) active.splice(best, 1);
    else active[best] = newSession(span.endUs + rng.int(0, 5_000_000));
  }
  if (batchSize > 0) flushBatch();
  out.close();

  const seconds = (performance.now() - t0) / 1000;
  return {
    generator: 'forbear-bench/1', seed: SEED, sizeMb, bytes: out.bytes, lines: out.lines, spans, traces, sessions,
    sessionsByKind, concurrentSessions: CONCURRENT_SESSIONS, seconds: Math.round(seconds * 100) / 100,
  };
}

function writeCorpus(path: string): void {
  const text = corpusYaml();
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
  process.stderr.write(`wrote ${path} (${PAIRS.length * 2} cases)\n`);
}

const args = parseArgs(process.argv.slice(2), ['force']);
const sizeMb = sizeMbFlag(args);
const dataDir = dataDirFlag(args, import.meta.url);
mkdirSync(dataDir, { recursive: true });
writeCorpus(corpusFile(dataDir));

const path = sessionsFile(dataDir, sizeMb);
if (existsSync(path) && args.flags.get('force') !== 'true') {
  process.stderr.write(`${path} exists (${round1(statSync(path).size / MIB)} MB), skipping generation (--force regenerates)\n`);
} else {
  process.stderr.write(`generating ${path} (${sizeMb} MB)…\n`);
  const tmp = `${path}.tmp-${process.pid}`;
  const meta = generate(tmp, sizeMb);
  renameSync(tmp, path);
  writeFileSync(metaFile(dataDir, sizeMb), `${JSON.stringify(meta, null, 2)}\n`);
  const mb = meta.bytes / MIB;
  process.stderr.write(
    `generated ${round1(mb)} MB in ${meta.seconds} s (${round1(mb / meta.seconds)} MB/s): ${meta.lines} lines, ` +
    `${meta.spans} spans, ${meta.traces} traces (turns), ${meta.sessions} sessions ` +
    `(${meta.sessionsByKind.abstain} abstain, ${meta.sessionsByKind.act} act)\n`,
  );
}
