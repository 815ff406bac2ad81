/**
 * The OTLP/JSON decoder shares what spans have in common (the trace id of a trace's spans, a
 * status without a message, an empty event list, the short strings of a request): every span it
 * returns must still equal, field by field, what the decoder before that change returned
 * (`test/helpers/otlp-json-reference.ts`), with the same rejections, on bodies from the real SDK
 * serializer, the receiver benchmark's bodies, the shared real framework traces, and generated
 * hard cases (id spellings, snake_case keys, statuses, events, bad spans).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { decodeOtlpJsonRequest } from '../../src/ingest/index.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import { demoTurns, serialize, spanBatches } from '../../bench/receiver-bodies.js';
import { seededRandom } from '../../bench/gen/prng.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { decodeOtlpJsonRequestReference } from '../helpers/otlp-json-reference.js';
import { REAL_TRACES_DIR, realTracesMissing } from '../helpers/shared-root.js';

function both(req: unknown): { now: { spans: RawSpan[]; reasons: string[] }; before: { spans: RawSpan[]; reasons: string[] } } {
  const now = { spans: [] as RawSpan[], reasons: [] as string[] };
  const before = { spans: [] as RawSpan[], reasons: [] as string[] };
  // Each decoder gets its own parse: neither may see what the other did to the tree.
  const text = JSON.stringify(req);
  now.spans = decodeOtlpJsonRequest(JSON.parse(text), (r) => now.reasons.push(r));
  before.spans = decodeOtlpJsonRequestReference(JSON.parse(text), (r) => before.reasons.push(r));
  return { now, before };
}

function expectSame(req: unknown): number {
  const { now, before } = both(req);
  expect(now.reasons).toEqual(before.reasons);
  expect(now.spans.length).toBe(before.spans.length);
  now.spans.forEach((s, i) => expect(s, `span ${i}`).toStrictEqual(before.spans[i]));
  return now.spans.length;
}

describe('OTLP/JSON decoder: same spans as before sharing', () => {
  it('on a request from the OpenTelemetry JS SDK serializer (every attribute type, events, statuses)', () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': 'agent', 'deployment.env': 'ci' }),
      spanProcessors: [new SimpleSpanProcessor(exporter)],
    });
    const tracer = provider.getTracer('forbear-test', '0.9.1');
    const root = tracer.startSpan('invoke_agent', { kind: SpanKind.SERVER });
    for (let i = 0; i < 6; i++) {
      const child = tracer.startSpan(i % 2 ? 'execute_tool refund' : 'chat gpt-4o', {
        kind: SpanKind.CLIENT,
        attributes: { 'gen_ai.operation.name': i % 2 ? 'execute_tool' : 'chat', 'gen_ai.usage.input_tokens': 10 * i, t: 0.5, ok: i > 2, list: ['stop', 'stop'] },
      }, trace.setSpan(context.active(), root));
      if (i === 1) child.addEvent('gen_ai.choice', { index: 0, 'finish_reason': 'stop' });
      if (i === 2) child.setStatus({ code: SpanStatusCode.ERROR, message: 'tool failed' });
      if (i === 3) child.setStatus({ code: SpanStatusCode.OK });
      child.end();
    }
    root.end();
    const body = JsonTraceSerializer.serializeRequest(exporter.getFinishedSpans())!;
    expect(expectSame(JSON.parse(Buffer.from(body).toString('utf8')))).toBe(7);
  });

  it('on the receiver benchmark\'s 512-span bodies (demo-agent turns, many traces per request)', () => {
    const batches = spanBatches(demoTurns(join(REPO_ROOT, 'samples/corpus.yaml')), 512, 6, 10_000);
    let n = 0;
    for (const b of batches) n += expectSame(JSON.parse(serialize(b, 'json').toString('utf8')));
    expect(n).toBe(batches.reduce((a, b) => a + b.length, 0));
  });

  const missing = realTracesMissing();
  it.skipIf(missing !== undefined)(`on the shared real framework traces${missing ? ` (skipped: ${missing})` : ''}`, () => {
    let n = 0;
    for (const dir of readdirSync(REAL_TRACES_DIR, { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      for (const f of readdirSync(join(REAL_TRACES_DIR, dir.name)).filter((x) => x.endsWith('.otlp.json'))) {
        const text = readFileSync(join(REAL_TRACES_DIR, dir.name, f), 'utf8');
        let reqs: unknown[];
        try {
          reqs = [JSON.parse(text)];
        } catch {
          reqs = text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as unknown);
        }
        for (const r of reqs) n += expectSame(r);
      }
    }
    expect(n).toBeGreaterThan(50);
  });

  it('on generated hard cases: id spellings, snake_case, statuses, events, repeated and bad values', () => {
    const rnd = seededRandom(19);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const hex = (n: number): string => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(rnd() * 16)]).join('');
    const traces = Array.from({ length: 5 }, () => hex(32));
    const spell = (id: string): unknown => pick([id, id.toUpperCase(), Buffer.from(id, 'hex').toString('base64'), id, id]);
    const value = (): unknown => pick([
      { stringValue: pick(['chat', 'execute_tool', 'gpt-4o', 'x'.repeat(70), '']) },
      { string_value: 'snake' }, { intValue: pick(['12', 7, '9007199254740993', 'x']) }, { doubleValue: pick([0.5, 'NaN', 'Infinity']) },
      { boolValue: pick([true, 'false', 3]) }, { arrayValue: { values: [{ stringValue: 'chat' }, { intValue: 1 }] } },
      { kvlistValue: { values: [{ key: 'k', value: { stringValue: 'chat' } }] } }, { bytesValue: 'AAEC' }, {}, null,
    ]);
    let total = 0;
    for (let r = 0; r < 300; r++) {
      const spans = Array.from({ length: 1 + Math.floor(rnd() * 12) }, () => {
        const trace = pick(traces);
        const s: Record<string, unknown> = {
          [pick(['traceId', 'trace_id'])]: pick([spell(trace), spell(trace), pick(['', '0'.repeat(32), 'zz', 42])]),
          [pick(['spanId', 'span_id'])]: pick([spell(hex(16)), spell(hex(16)), '0'.repeat(16)]),
          name: pick(['chat', 'execute_tool refund', 'chat', 7, undefined]),
          kind: pick([1, 3, 'SPAN_KIND_CLIENT', undefined, 'NOPE']),
          startTimeUnixNano: pick(['1700000000000000000', 1700000000000000000, undefined, 'soon']),
          endTimeUnixNano: pick(['1700000000250000000', undefined]),
          attributes: Array.from({ length: Math.floor(rnd() * 5) }, () => ({ key: pick(['a', 'gen_ai.operation.name', '__proto__', 'b']), value: value() })),
        };
        if (rnd() < 0.5) s.parentSpanId = pick([spell(hex(16)), '', '0'.repeat(16), 'bad']);
        if (rnd() < 0.6) s.status = pick([{}, { code: 0 }, { code: 1 }, { code: 2, message: 'boom' }, { code: 'STATUS_CODE_OK' }, { code: 2, message: '' }, { code: 9 }, 'x']);
        if (rnd() < 0.5) s.events = pick([[], [{ name: 'e', timeUnixNano: '1700000000100000000', attributes: [{ key: 'a', value: value() }] }], [{}], 'x']);
        return s;
      });
      total += expectSame({ resourceSpans: [{ resource: { attributes: [{ key: 'service.name', value: { stringValue: 'chat' } }] }, scopeSpans: [{ scope: { name: 'lib' }, spans }] }] });
    }
    expect(total).toBeGreaterThan(200);
  });

  it('spans that share a value cannot change it for each other', () => {
    const req = JSON.parse(serialize(spanBatches(demoTurns(join(REPO_ROOT, 'samples/corpus.yaml')), 64, 1, 10_000)[0]!, 'json').toString('utf8')) as unknown;
    const spans = decodeOtlpJsonRequest(req, () => {});
    const plain = spans.find((s) => s.events.length === 0 && s.status.message === undefined)!;
    expect(() => plain.events.push({ name: 'x', timeMs: 0, attributes: {} })).toThrow(TypeError);
    expect(() => {
      (plain.status as { code: number }).code = 2;
    }).toThrow(TypeError);
  });

  it('a resource repeated across requests is decoded once: one frozen map, equal to a fresh decode', () => {
    const spanOf = (id: string): unknown => ({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: id, name: 'chat', startTimeUnixNano: '1700000000000000000' });
    const req = (attributes: unknown[], id: string): unknown => ({ resourceSpans: [{ resource: { attributes }, scopeSpans: [{ scope: { name: 'lib' }, spans: [spanOf(id)] }] }] });
    const svc = (pid: unknown, name = 'refunds-agent'): unknown[] => [
      { key: 'service.name', value: { stringValue: name } },
      { key: 'process.pid', value: { intValue: pid } },
      { key: 'sampled', value: { boolValue: true } },
      { key: 'ratio', value: { doubleValue: 'NaN' } },
    ];
    const resourceOf = (r: unknown): RawSpan['resource'] => {
      expectSame(r);
      return decodeOtlpJsonRequest(JSON.parse(JSON.stringify(r)), () => {})[0]!.resource;
    };
    // The int as a number in one request and as a string in the next: the same decoded value.
    const first = resourceOf(req(svc(4242), 'b7ad6b7169203331'));
    const again = resourceOf(req(svc('4242'), '00f067aa0ba902b7'));
    expect(again).toBe(first);
    expect(first).toEqual({ 'service.name': 'refunds-agent', 'process.pid': 4242, sampled: true, ratio: Number.NaN });
    expect(Object.isFrozen(first)).toBe(true);
    // One value differs (the last compared): a map of its own, with its own value.
    const other = resourceOf(req(svc(4243), 'b7ad6b7169203332'));
    expect(other).not.toBe(first);
    expect(other['process.pid']).toBe(4243);
    // Not remembered: a list value, a repeated key (the last wins), a bad value (the group is rejected).
    const withList = [...svc(1), { key: 'tags', value: { arrayValue: { values: [{ stringValue: 'a' }] } } }];
    expect(resourceOf(req(withList, 'b7ad6b7169203333'))).not.toBe(resourceOf(req(withList, 'b7ad6b7169203334')));
    const repeated = [...svc(1), { key: 'service.name', value: { stringValue: 'second' } }];
    expect(resourceOf(req(repeated, 'b7ad6b7169203335'))['service.name']).toBe('second');
    expect(resourceOf(req(repeated, 'b7ad6b7169203336'))['service.name']).toBe('second');
    const bad = [{ key: 'service.name', value: { stringValue: 'refunds-agent' } }, { key: 'process.pid', value: { intValue: 'many' } }, ...svc(4242).slice(2)];
    expect(both(req(bad, 'b7ad6b7169203337')).now.reasons).toEqual(['resourceSpans[0] resource: attribute "process.pid": invalid intValue "many"']);
    expectSame(req(bad, 'b7ad6b7169203338'));
  });
});
