/**
 * Helpers for the receiver tests: the demo agent's spans, a spawned `forbear serve` on
 * ephemeral ports, the real OTLP exporters, and the `forbear score` reference results.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Metadata } from '@grpc/grpc-js';
import { ExportResultCode } from '@opentelemetry/core';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter as HttpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as HttpProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { OTLPTraceExporter as GrpcExporter } from '@opentelemetry/exporter-trace-otlp-grpc';
import { parseCorpus } from '../../src/corpus/load.js';
import type { TurnResult } from '../../src/model/result.js';
import { runScore } from '../../src/pipeline.js';
import { SESSIONS_FILE } from '../../samples/demo-script.js';
import { SAMPLE_CORPUS, loadDemoPlan, recordTurns, toOtlpJsonLines } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';

const BIN = fileURLToPath(new URL('../../bin/forbear.js', import.meta.url));
const BUILT = fileURLToPath(new URL('../../dist/src/cli/main.js', import.meta.url));

/** Every span of the demo run (samples/demo-script.ts), recorded with the real SDK. */
export function demoSpans(): ReadableSpan[] {
  // The session-scope conversation is left out: live, its first turn's result is written and then
  // amended (a second line), and sharding by trace id splits a session across instances. Serve's
  // session scope is tested in session-scope-serve.test.ts.
  return loadDemoPlan().filter((f) => f.file !== SESSIONS_FILE).flatMap((f) => recordTurns(f.turns.map((t) => t.turn), { serviceName: 'support-desk-agent', seed: f.seed }));
}

/** What `forbear score` gives for the same spans: the reference the receiver must equal. */
export async function scoreReference(spans: ReadableSpan[], dir: string): Promise<TurnResult[]> {
  const file = join(dir, 'reference.jsonl');
  writeFileSync(file, toOtlpJsonLines(spans, 7));
  const corpus = parseCorpus(readFileSync(SAMPLE_CORPUS, 'utf8'), SAMPLE_CORPUS);
  const report = await runScore({ corpus, inputs: [file] });
  return sortResults([...report.results]);
}

export function sortResults(rs: TurnResult[]): TurnResult[] {
  return [...rs].sort((a, b) => `${a.trace_id}/${a.span_id}`.localeCompare(`${b.trace_id}/${b.span_id}`));
}

/**
 * results.jsonl as a reader settles it: a line that `amends` an earlier result replaces it (a
 * session-scope case whose agent gave in on a later turn is written at once, then amended), so
 * what is left is one result per scored turn, comparable with `forbear score`'s.
 */
export function settledResults(rs: readonly TurnResult[]): TurnResult[] {
  const byTurn = new Map<string, TurnResult>();
  for (const r of rs) {
    if (r.amends !== undefined) byTurn.delete(`${r.amends.trace_id}/${r.amends.span_id}`);
    const { amends: _amends, ...settled } = r;
    byTurn.set(`${r.trace_id}/${r.span_id}`, settled);
  }
  return sortResults([...byTurn.values()]);
}

/** Lines a live receiver writes for what `forbear score` reports: one per result, one more per give-in. */
export function expectedLines(offline: readonly TurnResult[]): number {
  return offline.length + offline.filter((r) => r.session?.gave_in !== undefined).length;
}

/** Stops a `forbear serve` started by `startServe` (if it is still running) and resolves with how it exited. */
export async function stopServe(serve: ServeProcess | undefined): Promise<number | string | undefined> {
  if (serve === undefined) return undefined;
  if (serve.child.exitCode === null && serve.child.signalCode === null) serve.child.kill('SIGTERM');
  return serve.exited;
}

/**
 * The results a serve has written so far. Tests poll this while serve is still appending, so a last
 * line without its newline is a write in progress, not a result yet (it was read as broken JSON).
 */
export function readResults(dataDir: string): TurnResult[] {
  const path = join(dataDir, 'results.jsonl');
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8');
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return complete.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as TurnResult);
}

export interface ServeProcess {
  child: ChildProcess;
  http: string;
  grpc: string;
  output: () => string;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
}

/** Spawns the built `forbear serve` on ephemeral ports and waits until it says it is ready. */
export async function startServe(args: string[], env: NodeJS.ProcessEnv = {}): Promise<ServeProcess> {
  if (!existsSync(BUILT)) throw new Error('dist/ is missing: run `npm run build` before the serve tests');
  const child = spawn(process.execPath, [BIN, 'serve', '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', '127.0.0.1:0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (out += d));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  await new Promise<void>((resolve, reject) => {
    const check = (): void => {
      if (out.includes('forbear: ready')) resolve();
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`forbear serve exited (${code}) before it was ready:\n${out}`)));
  });
  const http = /OTLP\/HTTP listening on https?:\/\/(\S+)\/v1\/traces/.exec(out)?.[1] ?? '';
  const grpc = /OTLP\/gRPC listening on (\S+)/.exec(out)?.[1] ?? '';
  return { child, http, grpc, output: () => out, exited };
}

export type ExporterKind = 'http/json' | 'http/protobuf' | 'grpc';

/** A real OTLP exporter of the kind named, pointed at a receiver. */
export function makeExporter(kind: ExporterKind, s: { http: string; grpc: string }, token?: string): SpanExporter {
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  switch (kind) {
    case 'http/json':
      return new HttpJsonExporter({ url: `http://${s.http}/v1/traces`, headers });
    case 'http/protobuf':
      return new HttpProtoExporter({ url: `http://${s.http}/v1/traces`, headers, compression: 'gzip' as never });
    case 'grpc': {
      const metadata = new Metadata();
      if (token !== undefined) metadata.set('authorization', `Bearer ${token}`);
      return new GrpcExporter({ url: `http://${s.grpc}`, metadata, compression: 'gzip' as never });
    }
  }
}

/** Exports spans in batches of `batch`, each acknowledged before the next; throws on a failed export. */
export async function exportAll(exporter: SpanExporter, spans: ReadableSpan[], batch = 10): Promise<void> {
  for (let i = 0; i < spans.length; i += batch) {
    const part = spans.slice(i, i + batch);
    await new Promise<void>((resolve, reject) => {
      exporter.export(part, (r) => (r.code === ExportResultCode.SUCCESS ? resolve() : reject(r.error ?? new Error('export failed'))));
    });
  }
}

/** Polls until `check` returns a value, or fails after `ms`. */
export async function waitFor<T>(check: () => T | undefined | false, ms = 15_000, what = 'condition'): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * How many current results a running serve has recorded: what `/v1/summary` lists. Under
 * `--sync full` a result is in results.jsonl one fsync before it is recorded (and before the
 * summary, `/metrics` and the alerts count it), so a test that reads those after the file waits
 * for this too.
 */
export async function recordedResults(http: string, token?: string): Promise<number> {
  const res = await fetch(`http://${http}/v1/summary`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { results: unknown[] }).results.length;
}

/** Polls `recordedResults` until it reaches `n`, or fails after `ms`. */
export async function waitForRecorded(http: string, n: number, ms = 15_000, token?: string): Promise<void> {
  const until = Date.now() + ms;
  while ((await recordedResults(http, token)) < n) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${n} recorded results`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
