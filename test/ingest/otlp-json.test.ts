import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { decodeOtlpJsonRequest, MAX_ATTR_DEPTH } from '../../src/ingest/index.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import { seededRandom as rng } from '../../bench/gen/prng.js';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
const SPAN_A = 'b7ad6b7169203331';
const SPAN_B = '00f067aa0ba902b7';

function decode(req: unknown): { spans: RawSpan[]; reasons: string[] } {
  const reasons: string[] = [];
  const spans = decodeOtlpJsonRequest(req, (r) => reasons.push(r));
  return { spans, reasons };
}

/** One request holding `spans` under one resource and scope. */
function request(spans: unknown[], resourceAttrs: unknown[] = []): unknown {
  return {
    resourceSpans: [{ resource: { attributes: resourceAttrs }, scopeSpans: [{ scope: { name: 'lib', version: '1.0' }, spans }] }],
  };
}

function span(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    traceId: TRACE,
    spanId: SPAN_A,
    name: 'chat',
    kind: 3,
    startTimeUnixNano: '1700000000000000000',
    endTimeUnixNano: '1700000000250000000',
    ...over,
  };
}

describe('decodeOtlpJsonRequest with bytes from the OpenTelemetry JS SDK', () => {
  function sdkRequest(): { json: unknown; finished: ReturnType<InMemorySpanExporter['getFinishedSpans']> } {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': 'agent-under-test', 'deployment.env': 'ci' }),
      spanProcessors: [new SimpleSpanProcessor(exporter)],
    });
    const tracer = provider.getTracer('forbear-test', '0.9.1');
    const root = tracer.startSpan('invoke_agent', { kind: SpanKind.SERVER });
    const child = tracer.startSpan(
      'execute_tool delete_repo',
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'gen_ai.tool.name': 'delete_repo',
          'gen_ai.usage.input_tokens': 1234,
          'gen_ai.request.temperature': 0.25,
          'tool.dry_run': false,
          'gen_ai.response.finish_reasons': ['stop', 'length'],
        },
      },
      trace.setSpan(context.active(), root),
    );
    child.addEvent('gen_ai.tool.message', { 'tool.output': 'permission denied', attempt: 2 });
    child.setStatus({ code: SpanStatusCode.ERROR, message: 'tool refused' });
    child.end();
    root.setStatus({ code: SpanStatusCode.OK });
    root.end();
    const finished = exporter.getFinishedSpans();
    const bytes = JsonTraceSerializer.serializeRequest(finished);
    if (!bytes) throw new Error('serializer returned nothing');
    return { json: JSON.parse(new TextDecoder().decode(bytes)), finished };
  }

  it('keeps ids, names, kinds, parent links, attributes, events and status', () => {
    const { json, finished } = sdkRequest();
    const { spans, reasons } = decode(json);
    expect(reasons).toEqual([]);
    expect(spans).toHaveLength(2);
    const sdkChild = finished.find((s) => s.name.startsWith('execute_tool'));
    const sdkRoot = finished.find((s) => s.name === 'invoke_agent');
    const child = spans.find((s) => s.name === 'execute_tool delete_repo');
    const root = spans.find((s) => s.name === 'invoke_agent');
    if (!sdkChild || !sdkRoot || !child || !root) throw new Error('span missing');

    expect(child.traceId).toBe(sdkChild.spanContext().traceId);
    expect(child.spanId).toBe(sdkChild.spanContext().spanId);
    expect(child.parentSpanId).toBe(sdkRoot.spanContext().spanId);
    expect(root.parentSpanId).toBeUndefined();
    expect(root.traceId).toBe(child.traceId);
    expect(child.kind).toBe(3);
    expect(root.kind).toBe(2);

    expect(child.attributes).toEqual({
      'gen_ai.tool.name': 'delete_repo',
      'gen_ai.usage.input_tokens': 1234,
      'gen_ai.request.temperature': 0.25,
      'tool.dry_run': false,
      'gen_ai.response.finish_reasons': ['stop', 'length'],
    });
    expect(child.status).toEqual({ code: 2, message: 'tool refused' });
    expect(root.status).toEqual({ code: 1, message: undefined });

    const [sec, ns] = sdkChild.startTime;
    expect(child.startMs).toBeCloseTo(sec * 1e3 + ns / 1e6, 2);
    expect(child.endMs).toBeGreaterThanOrEqual(child.startMs);
    expect(child.events).toHaveLength(1);
    expect(child.events[0]?.name).toBe('gen_ai.tool.message');
    expect(child.events[0]?.attributes).toEqual({ 'tool.output': 'permission denied', attempt: 2 });
    const [esec, ens] = sdkChild.events[0]?.time ?? [0, 0];
    expect(child.events[0]?.timeMs).toBeCloseTo(esec * 1e3 + ens / 1e6, 2);
  });

  it('shares one resource object per ResourceSpans and keeps the scope', () => {
    const { spans } = decode(sdkRequest().json);
    expect(spans[0]?.resource).toEqual({ 'service.name': 'agent-under-test', 'deployment.env': 'ci' });
    expect(spans[0]?.resource).toBe(spans[1]?.resource);
    expect(spans[0]?.scope).toEqual({ name: 'forbear-test', version: '0.9.1' });
  });
});

describe('decodeOtlpJsonRequest leniency (like the Collector)', () => {
  it('accepts snake_case keys, enum names and int64 as numbers', () => {
    const req = {
      resource_spans: [
        {
          resource: { attributes: [{ key: 'service.name', value: { string_value: 'svc' } }] },
          scope_spans: [
            {
              scope: { name: 'snake' },
              spans: [
                {
                  trace_id: TRACE,
                  span_id: SPAN_B,
                  parent_span_id: SPAN_A,
                  name: 'snake span',
                  kind: 'SPAN_KIND_CONSUMER',
                  start_time_unix_nano: 1700000000000000000,
                  end_time_unix_nano: 1700000001000000000,
                  attributes: [
                    { key: 'n', value: { int_value: 7 } },
                    { key: 'd', value: { double_value: '2.5' } },
                    { key: 'b', value: { bool_value: true } },
                  ],
                  events: [{ name: 'e', time_unix_nano: 1700000000500000000 }],
                  status: { code: 'STATUS_CODE_ERROR', message: 'bad' },
                },
              ],
            },
          ],
        },
      ],
    };
    const { spans, reasons } = decode(req);
    expect(reasons).toEqual([]);
    expect(spans).toHaveLength(1);
    const s = spans[0] as RawSpan;
    expect(s).toMatchObject({
      traceId: TRACE,
      spanId: SPAN_B,
      parentSpanId: SPAN_A,
      kind: 5,
      startMs: 1700000000000,
      endMs: 1700000001000,
      attributes: { n: 7, d: 2.5, b: true },
      status: { code: 2, message: 'bad' },
      resource: { 'service.name': 'svc' },
      scope: { name: 'snake', version: undefined },
    });
    expect(s.events).toEqual([{ name: 'e', timeMs: 1700000000500, attributes: {} }]);
  });

  it('reads the legacy instrumentationLibrarySpans layout', () => {
    const req = {
      resourceSpans: [{ instrumentationLibrarySpans: [{ instrumentationLibrary: { name: 'old', version: '0.1' }, spans: [span()] }] }],
    };
    const { spans } = decode(req);
    expect(spans.map((s) => s.scope)).toEqual([{ name: 'old', version: '0.1' }]);
  });

  it('decodes nested arrayValue/kvlistValue, bytes, special doubles and empty values', () => {
    const attributes = [
      {
        key: 'tool.args',
        value: {
          kvlistValue: {
            values: [
              { key: 'path', value: { stringValue: '/etc' } },
              { key: 'flags', value: { arrayValue: { values: [{ stringValue: '-r' }, { intValue: '3' }, { arrayValue: {} }] } } },
            ],
          },
        },
      },
      { key: 'blob', value: { bytesValue: 'AQID' } },
      { key: 'nan', value: { doubleValue: 'NaN' } },
      { key: 'inf', value: { doubleValue: '-Infinity' } },
      { key: 'empty', value: {} },
      { key: 'dup', value: { stringValue: 'first' } },
      { key: 'dup', value: { stringValue: 'last' } },
    ];
    const { spans, reasons } = decode(request([span({ attributes })]));
    expect(reasons).toEqual([]);
    const a = spans[0]?.attributes;
    expect(a?.['tool.args']).toEqual({ path: '/etc', flags: ['-r', 3, []] });
    expect(a?.blob).toBe('AQID');
    expect(a?.nan).toBeNaN();
    expect(a?.inf).toBe(-Infinity);
    expect(a?.empty).toBeNull();
    expect(a?.dup).toBe('last');
  });

  it('accepts upper-case hex and base64 ids, converting both to lowercase hex', () => {
    const b64Trace = Buffer.from(TRACE, 'hex').toString('base64');
    const b64Span = Buffer.from(SPAN_B, 'hex').toString('base64');
    const { spans, reasons } = decode(
      request([
        span({ name: 'upper', traceId: TRACE.toUpperCase(), spanId: SPAN_A.toUpperCase() }),
        span({ name: 'base64', traceId: b64Trace, spanId: b64Span, parentSpanId: Buffer.from(SPAN_A, 'hex').toString('base64') }),
      ]),
    );
    expect(reasons).toEqual([]);
    expect(spans.map((s) => [s.traceId, s.spanId, s.parentSpanId])).toEqual([
      [TRACE, SPAN_A, undefined],
      [TRACE, SPAN_B, SPAN_A],
    ]);
  });

  it('treats an empty or all-zero parentSpanId as a root span', () => {
    const { spans } = decode(
      request([span({ parentSpanId: '' }), span({ spanId: SPAN_B, parentSpanId: '0000000000000000' })]),
    );
    expect(spans.map((s) => s.parentSpanId)).toEqual([undefined, undefined]);
  });

  it('defaults a missing end time to the start time', () => {
    const { spans } = decode(request([span({ endTimeUnixNano: undefined })]));
    expect(spans[0]?.endMs).toBe(spans[0]?.startMs);
  });

  it('rejects spans with missing, invalid or all-zero ids, naming span and field, and keeps the others', () => {
    const { spans, reasons } = decode(
      request([
        span({ name: 'no-trace', traceId: undefined }),
        span({ name: 'zero-span', spanId: '0000000000000000' }),
        span({ name: 'short-trace', traceId: 'abc123' }),
        span({ name: 'bad-parent', parentSpanId: 'xyz' }),
        span({ name: 'good' }),
      ]),
    );
    expect(spans.map((s) => s.name)).toEqual(['good']);
    expect(reasons).toEqual([
      'span "no-trace": missing traceId',
      'span "zero-span": all-zero spanId',
      'span "short-trace": invalid traceId "abc123"',
      'span "bad-parent": invalid parentSpanId "xyz"',
    ]);
  });

  it('rejects a span whose attributes nest deeper than the limit instead of overflowing the stack', () => {
    let deep: unknown = { stringValue: 'bottom' };
    for (let i = 0; i < 100_000; i++) deep = { arrayValue: { values: [deep] } };
    let ok: unknown = { stringValue: 'bottom' };
    for (let i = 1; i < MAX_ATTR_DEPTH; i++) ok = { arrayValue: { values: [ok] } };
    const { spans, reasons } = decode(
      request([
        span({ name: 'deep', attributes: [{ key: 'x', value: deep }] }),
        span({ name: 'at-limit', attributes: [{ key: 'x', value: ok }] }),
      ]),
    );
    expect(spans.map((s) => s.name)).toEqual(['at-limit']);
    expect(reasons).toEqual([`span "deep": attribute "x" is nested deeper than ${MAX_ATTR_DEPTH} levels`]);
  });

  it('reports structural errors and keeps what can be read', () => {
    const req = {
      resourceSpans: [
        'not an object',
        { scopeSpans: { spans: [] } },
        { scopeSpans: [{ spans: [42, span({ name: 'kept' })] }] },
        { resource: { attributes: 'nope' }, scopeSpans: [{ spans: [span({ name: 'lost with its resource' })] }] },
      ],
    };
    const { spans, reasons } = decode(req);
    expect(spans.map((s) => s.name)).toEqual(['kept']);
    expect(reasons).toEqual([
      'resourceSpans[0] is not an object',
      'resourceSpans[1]: scopeSpans is not an array',
      'scope "": span [0] is not an object',
      'resourceSpans[3] resource: attributes is not an array',
    ]);
    expect(decode({ resourceSpans: 5 }).reasons).toEqual(['resourceSpans is not an array: 5']);
    expect(decode('text').reasons).toEqual(['request is not an object: "text"']);
  });

  it('rejects a span with an unknown enum name or a non-numeric time', () => {
    const { spans, reasons } = decode(
      request([span({ name: 'k', kind: 'SPAN_KIND_WEIRD' }), span({ name: 't', startTimeUnixNano: 'soon' })]),
    );
    expect(spans).toEqual([]);
    expect(reasons).toEqual(['span "k": invalid kind "SPAN_KIND_WEIRD"', 'span "t": invalid startTimeUnixNano "soon"']);
  });

  it('stores a "__proto__" attribute as data, not as the prototype', () => {
    const { spans } = decode(JSON.parse(JSON.stringify(request([span({ attributes: [{ key: '__proto__', value: { stringValue: 'x' } }] })]))));
    const attrs = spans[0]?.attributes ?? {};
    expect(Object.getPrototypeOf(attrs)).toBe(Object.prototype);
    expect(Object.keys(attrs)).toEqual(['__proto__']);
  });

  it('reads each attribute under its own key, whatever keys the spans before it carried', () => {
    // Keys of one length that differ in a single character, at every place in turn, and short
    // ones: the decoder reuses keys it met before, and must never take one key for another.
    const base = 'gen_ai.request.model';
    const keys = ['', 'a', 'b', 'ab', 'ba', '__proto__', base];
    for (let at = 0; at < base.length; at++) keys.push(`${base.slice(0, at)}#${base.slice(at + 1)}`);
    const random = rng(36);
    for (let round = 0; round < 200; round++) {
      const picked = keys.filter(() => random() < 0.4);
      const attributes = picked.map((key, i) => ({ key, value: { intValue: String(round * 100 + i) } }));
      // Parsed from text, as a file's line is: every key a fresh string.
      const { spans } = decode(JSON.parse(JSON.stringify(request([span({ attributes })]))));
      const attrs = spans[0]?.attributes ?? {};
      expect(Object.keys(attrs)).toEqual(picked);
      picked.forEach((key, i) => expect(Object.getOwnPropertyDescriptor(attrs, key)?.value).toBe(round * 100 + i));
      expect(Object.getPrototypeOf(attrs)).toBe(Object.prototype);
    }
  });
});

describe('decodeOtlpJsonRequest never throws', () => {
  const KEYS = ['resourceSpans', 'scopeSpans', 'spans', 'traceId', 'spanId', 'parentSpanId', 'attributes', 'key', 'value',
    'stringValue', 'intValue', 'doubleValue', 'arrayValue', 'kvlistValue', 'values', 'events', 'status', 'code', 'kind',
    'startTimeUnixNano', 'resource', 'scope', 'name', '__proto__', 'constructor'];

  function randomJson(r: () => number, depth: number): unknown {
    const p = r();
    if (depth > 5 || p < 0.3) {
      const q = r();
      if (q < 0.2) return null;
      if (q < 0.4) return r() < 0.5;
      if (q < 0.6) return Math.floor(r() * 1e6) - 5e5;
      if (q < 0.8) return [TRACE, SPAN_A, '', 'NaN', 'SPAN_KIND_SERVER', '12'][Math.floor(r() * 6)];
      return r() * 10;
    }
    if (p < 0.55) return Array.from({ length: Math.floor(r() * 4) }, () => randomJson(r, depth + 1));
    const o: Record<string, unknown> = {};
    const n = Math.floor(r() * 5);
    for (let i = 0; i < n; i++) o[KEYS[Math.floor(r() * KEYS.length)] as string] = randomJson(r, depth + 1);
    return o;
  }

  /** Replaces one random node of a valid request with random JSON. */
  function mutate(v: unknown, r: () => number): unknown {
    if (r() < 0.15) return randomJson(r, 3);
    if (Array.isArray(v)) return v.map((x) => mutate(x, r));
    if (typeof v === 'object' && v !== null) {
      const o: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) o[k] = mutate(x, r);
      return o;
    }
    return v;
  }

  it('on random JSON values and mutated requests, and every span it returns is well-formed', () => {
    const r = rng(20240611);
    const base = request([
      span({ attributes: [{ key: 'a', value: { arrayValue: { values: [{ intValue: 1 }, { kvlistValue: { values: [] } }] } } }], events: [{ name: 'e', timeUnixNano: '1' }] }),
    ]);
    for (let i = 0; i < 3000; i++) {
      const input = i % 2 === 0 ? randomJson(r, 0) : mutate(base, r);
      const reasons: string[] = [];
      let spans: RawSpan[] = [];
      expect(() => {
        spans = decodeOtlpJsonRequest(input, (x) => reasons.push(x));
      }).not.toThrow();
      for (const s of spans) {
        expect(s.traceId).toMatch(/^[0-9a-f]{32}$/);
        expect(s.spanId).toMatch(/^[0-9a-f]{16}$/);
        expect(typeof s.startMs).toBe('number');
      }
      for (const reason of reasons) expect(typeof reason).toBe('string');
    }
  });
});
