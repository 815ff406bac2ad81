/**
 * The other side of the interop tests: the agent traffic (the demo run, recorded with the real
 * SDK), `forbear score` over the same spans as the oracle, and a stand-in trace backend that
 * speaks OTLP/HTTP (the "Jaeger/Tempo/vendor" beside forbear).
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TurnResult } from '../../src/model/result.js';
import { decodeExport } from '../../src/serve/decode-export.js';
import { runCli } from '../helpers/cli.js';
import { DEFAULT_START_MS, SAMPLE_CORPUS, loadDemoPlan, recordTurns, toOtlpJsonLines } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { sortResults } from '../serve/serve-helpers.js';
import { SESSIONS_FILE } from '../../samples/demo-script.js';

export interface ScoreJson {
  summary: Record<string, unknown>;
  results: TurnResult[];
}

/** A week: each copy of the demo run happens after the one before (span files are read in time order). */
const COPY_SHIFT_MS = 7 * 24 * 3600_000;

/**
 * The demo run `copies` times over, each copy with its own ids (its own seeds) a week after the
 * one before, so the traffic can be made as large as a test needs.
 */
export function agentSpans(copies = 1, opts: { sessions?: boolean } = {}): ReadableSpan[] {
  // Routing by trace id splits a conversation across instances, so session-scope cases need their
  // sessions kept together (see the README); a tier that routes by trace id is sent the rest.
  const plan = loadDemoPlan().filter((f) => opts.sessions !== false || f.file !== SESSIONS_FILE);
  const out: ReadableSpan[] = [];
  for (let c = 0; c < copies; c++) {
    for (const f of plan) {
      const turns = f.turns.map((t, i) => (c === 0 ? t.turn : { ...t.turn, startMs: (t.turn.startMs ?? DEFAULT_START_MS + i * 60_000) + c * COPY_SHIFT_MS }));
      out.push(...recordTurns(turns, { serviceName: 'support-desk-agent', seed: f.seed + c * 7919 }));
    }
  }
  return out;
}

/** `forbear score --format json` over `inputs` (files or directories), as a user runs it. */
export async function scoreFiles(inputs: string[]): Promise<ScoreJson> {
  const r = await runCli(['score', '--cases', SAMPLE_CORPUS, '--format', 'json', ...inputs]);
  if (r.code !== 0 && r.code !== 1) throw new Error(`forbear score exited ${r.code}:\n${r.stderr}`);
  const json = JSON.parse(r.stdout) as ScoreJson;
  return { ...json, results: sortResults(json.results) };
}

/** The oracle: `forbear score` over the spans the agent sent, written as OTLP/JSON lines. */
export function scoreSpans(spans: ReadableSpan[], dir: string): Promise<ScoreJson> {
  const file = join(dir, 'oracle-spans.jsonl');
  writeFileSync(file, toOtlpJsonLines(spans, 50));
  return scoreFiles([file]);
}

/** `GET /v1/summary` of a running forbear serve. */
export async function liveSummary(http: string, token?: string): Promise<ScoreJson> {
  const res = await fetch(`http://${http}/v1/summary`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`/v1/summary: HTTP ${res.status}`);
  const json = await res.json() as ScoreJson;
  return { ...json, results: sortResults(json.results) };
}

/** A trace backend stand-in: accepts OTLP/HTTP protobuf or JSON (gzip or not) and keeps the span ids. */
export async function startBackend(): Promise<{ url: string; spanIds: Set<string>; close: () => Promise<void> }> {
  const spanIds = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const json = String(req.headers['content-type']).startsWith('application/json');
      for (const s of decodeExport(body, json ? 'json' : 'proto').spans) spanIds.add(`${s.traceId}/${s.spanId}`);
      res.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' }).end(json ? '{}' : Buffer.alloc(0));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spanIds,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

export const spanKey = (s: ReadableSpan): string => `${s.spanContext().traceId}/${s.spanContext().spanId}`;
