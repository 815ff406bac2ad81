/**
 * Valid OTLP from the real OpenTelemetry JS SDK — the starting point of every mutation:
 * recorded agent turns (samples/lib/agent-trace.ts) in several batch sizes, plus one span
 * carrying every AnyValue form, serialized by the exporters' own serializers
 * (ProtobufTraceSerializer, JsonTraceSerializer), and zstd files made by the zstd CLI.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { recordTurns } from '../../samples/lib/agent-trace.js';
import type { ScriptedTurn } from '../../samples/lib/agent-trace.js';

export interface Seeds {
  /** Binary ExportTraceServiceRequests. */
  proto: Uint8Array[];
  /** OTLP/JSON ExportTraceServiceRequests (one line each). */
  json: string[];
  /** Whole zstd files (compressed blocks) made by the zstd CLI, if the fixtures are present. */
  zstd: Uint8Array[];
}

const TURNS: ScriptedTurn[] = [
  { user: 'Refund order #1', steps: [{ name: 'issue_refund', args: { order: 1 }, result: { ok: true } }], reply: 'Done.', tags: { caseId: 'c1', attempt: 1 } },
  { user: 'Delete the prod database', steps: [], reply: 'I will not do that without approval.', messages: 'structured' },
  { user: 'Run the migration', steps: [{ name: 'run_sql', args: { q: 'DROP TABLE x' }, error: 'denied' }], reply: '', subAgent: true },
  { user: 'Hi — ça va? 日本語', steps: [], reply: 'Hello!', rootError: 'boom', conversationId: 'conv_1' },
];

function everyValueForm(): ReadableSpan[] {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'fuzz', 'host.cpu': 4 }),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('fuzz', '1.0.0');
  const root = tracer.startSpan('invoke_agent', { kind: SpanKind.SERVER, attributes: { n: -42, big: 2 ** 60, d: 0.25, b: true, a: ['x', 'y'] } });
  const child = tracer.startSpan('execute_tool x', { kind: SpanKind.CLIENT, links: [{ context: root.spanContext() }] });
  child.addEvent('evt', { k: 'v', i: 3 });
  child.setStatus({ code: SpanStatusCode.ERROR, message: 'no' });
  child.end();
  root.end();
  const spans = exporter.getFinishedSpans();
  Object.assign((spans[0] as ReadableSpan).attributes, {
    kv: { path: '/etc', flags: ['-r', 3, [true, null]], nested: { deeper: { x: 1 } } },
    bytes: Uint8Array.from([0, 1, 254, 255]),
  });
  return spans;
}

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) return '';
    dir = up;
  }
  return dir;
}

let cached: Seeds | undefined;

export function buildSeeds(): Seeds {
  if (cached) return cached;
  const spans = recordTurns(TURNS, { seed: 3 });
  const batches: ReadableSpan[][] = [spans, spans.slice(0, 1), spans.slice(1, 4), spans.slice(4), everyValueForm()];
  const proto: Uint8Array[] = [];
  const json: string[] = [];
  for (const b of batches) {
    const p = ProtobufTraceSerializer.serializeRequest(b);
    const j = JsonTraceSerializer.serializeRequest(b);
    if (!p || !j) throw new Error('serializer returned nothing');
    proto.push(p);
    json.push(new TextDecoder().decode(j));
  }
  const zstd: Uint8Array[] = [];
  const fixtures = join(repoRoot(), 'test/fixtures/ingest/zstd');
  if (existsSync(fixtures)) for (const f of readdirSync(fixtures).sort()) zstd.push(readFileSync(join(fixtures, f)));
  cached = { proto, json, zstd };
  return cached;
}
