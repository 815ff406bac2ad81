import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes } from '@opentelemetry/api';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { decodeOtlpJsonRequest, decodeOtlpProtoRequest, MAX_ATTR_DEPTH, ProtoDecodeError } from '../../src/ingest/index.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import { recordTurns } from '../helpers/index.js';
import type { ScriptedTurn } from '../helpers/index.js';
import {
  anyString,
  cat,
  double,
  fixed32,
  fixed64,
  group,
  hexBytes,
  kv,
  len,
  requestBytes,
  SPAN_A,
  SPAN_B,
  spanBytes,
  str,
  tag,
  TRACE,
  varintBytes,
  vint,
} from '../../fuzz/lib/proto-builder.js';

function decode(bytes: Uint8Array): { spans: RawSpan[]; reasons: string[] } {
  const reasons: string[] = [];
  const spans = decodeOtlpProtoRequest(bytes, (r) => reasons.push(r));
  return { spans, reasons };
}

function decodeError(bytes: Uint8Array): ProtoDecodeError {
  try {
    decodeOtlpProtoRequest(bytes, () => {});
  } catch (e) {
    if (e instanceof ProtoDecodeError) return e;
    throw e;
  }
  throw new Error('expected a ProtoDecodeError');
}

function viaJson(spans: ReadableSpan[]): { spans: RawSpan[]; reasons: string[] } {
  const bytes = JsonTraceSerializer.serializeRequest(spans);
  if (!bytes) throw new Error('JsonTraceSerializer returned nothing');
  const reasons: string[] = [];
  const out = decodeOtlpJsonRequest(JSON.parse(new TextDecoder().decode(bytes)), (r) => reasons.push(r));
  return { spans: out, reasons };
}

function viaProto(spans: ReadableSpan[]): { spans: RawSpan[]; reasons: string[] } {
  const bytes = ProtobufTraceSerializer.serializeRequest(spans);
  if (!bytes) throw new Error('ProtobufTraceSerializer returned nothing');
  return decode(bytes);
}

/** One SDK span carrying every AnyValue form the JS SDK can send, plus events, a link and an error status. */
function everyValueForm(): ReadableSpan[] {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'agent-under-test', 'host.cpu': 4, 'feature.on': true }),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('forbear-test', '0.9.1');
  const root = tracer.startSpan('invoke_agent', { kind: SpanKind.SERVER });
  const attributes = {
    'gen_ai.tool.name': 'delete_repo',
    'int.small': 7,
    'int.negative': -42,
    'int.big': 2 ** 60,
    'int.min': -(2 ** 53) + 1,
    'double.value': 0.25,
    'double.negative': -1e-300,
    'bool.false': false,
    'bool.true': true,
    'string.empty': '',
    'string.unicode': 'naïve — 日本語 🚀',
    'array.strings': ['stop', 'length'],
    'array.numbers': [1, 2.5, -3],
  } satisfies Attributes;
  const child = tracer.startSpan(
    'execute_tool delete_repo',
    { kind: SpanKind.CLIENT, attributes, links: [{ context: root.spanContext(), attributes: { 'link.kind': 'retry' } }] },
    trace.setSpan(context.active(), root),
  );
  child.addEvent('gen_ai.tool.message', { 'tool.output': 'permission denied', attempt: 2 });
  child.addEvent('no attributes');
  child.setStatus({ code: SpanStatusCode.ERROR, message: 'tool refused' });
  child.end();
  root.setStatus({ code: SpanStatusCode.OK });
  root.end();
  const finished = exporter.getFinishedSpans();
  // Beyond what the JS API accepts (it drops them), but other SDKs send these and the OTLP
  // serializers encode them: kvlist, nested arrays and bytes. Set after recording.
  for (const s of finished) {
    if (s.name !== 'execute_tool delete_repo') continue;
    Object.assign(s.attributes, {
      'kvlist.value': { path: '/etc', flags: ['-r', 3, [true, null]], nested: { deeper: { x: 1 } } },
      'bytes.value': Uint8Array.from([0, 1, 2, 253, 254, 255]),
    });
  }
  return finished;
}

describe('decodeOtlpProtoRequest on what @opentelemetry/exporter-trace-otlp-proto sends', () => {
  it('gives the same RawSpans as the JSON decoder for every AnyValue form, events and status', () => {
    const finished = everyValueForm();
    const proto = viaProto(finished);
    const json = viaJson(finished);
    expect(proto.reasons).toEqual([]);
    expect(proto.spans).toHaveLength(2);
    expect(proto.spans).toEqual(json.spans);
    const child = proto.spans.find((s) => s.name === 'execute_tool delete_repo');
    expect(child?.attributes['kvlist.value']).toEqual({ path: '/etc', flags: ['-r', 3, [true, null]], nested: { deeper: { x: 1 } } });
    expect(child?.attributes['bytes.value']).toBe(Buffer.from([0, 1, 2, 253, 254, 255]).toString('base64'));
    expect(child?.attributes['int.negative']).toBe(-42);
    expect(child?.attributes['int.big']).toBe(2 ** 60);
    expect(child?.attributes['string.unicode']).toBe('naïve — 日本語 🚀');
    expect(child?.status).toEqual({ code: 2, message: 'tool refused' });
    expect(child?.events.map((e) => e.name)).toEqual(['gen_ai.tool.message', 'no attributes']);
    expect(child?.resource).toEqual({ 'service.name': 'agent-under-test', 'host.cpu': 4, 'feature.on': true });
  });

  it('gives the same RawSpans as the JSON decoder for recorded agent turns (string and structured messages)', () => {
    const turns: ScriptedTurn[] = [
      { user: 'Refund order #1', steps: [{ name: 'issue_refund', args: { order: 1 }, result: { ok: true } }], reply: 'Done.', tags: { caseId: 'c1', attempt: 1 } },
      { user: 'Delete the repo', steps: [{ name: 'delete_repo', args: {}, error: 'denied' }], reply: '', messages: 'structured', subAgent: true },
      { user: 'Hi', steps: [], reply: 'Hello!', rootError: 'boom', conversationId: 'conv_1' },
    ];
    const finished = recordTurns(turns, { seed: 7 });
    const proto = viaProto(finished);
    expect(proto.reasons).toEqual([]);
    expect(proto.spans).toHaveLength(finished.length);
    expect(proto.spans).toEqual(viaJson(finished).spans);
  });

  it('shares one resource object per ResourceSpans and one scope object per ScopeSpans', () => {
    const { spans } = viaProto(everyValueForm());
    expect(spans[0]?.resource).toBe(spans[1]?.resource);
    expect(spans[0]?.scope).toBe(spans[1]?.scope);
    expect(spans[0]?.scope).toEqual({ name: 'forbear-test', version: '0.9.1' });
  });
});

describe('decodeOtlpProtoRequest on hand-written messages', () => {
  it('decodes an empty request to no spans and no rejections', () => {
    expect(decode(new Uint8Array())).toEqual({ spans: [], reasons: [] });
  });

  it('reads fields in any order: scope after spans, resource after scope spans', () => {
    const spanBody = spanBytes({ attributes: [kv('a', anyString('x'))] });
    const bytes = len(
      1,
      len(2, len(2, spanBody), len(1, str(2, '2.0'), str(1, 'late-scope'))),
      len(1, len(1, kv('service.name', anyString('svc')))),
    );
    const { spans, reasons } = decode(bytes);
    expect(reasons).toEqual([]);
    expect(spans[0]?.scope).toEqual({ name: 'late-scope', version: '2.0' });
    expect(spans[0]?.resource).toEqual({ 'service.name': 'svc' });
  });

  it('skips unknown fields of every wire type, including groups, at every level', () => {
    const unknown = cat(vint(90, 5), fixed64(91, 1n), str(92, 'x'), fixed32(93, 7), group(94, vint(1, 1), group(2, str(3, 'y'))));
    const anyValue = cat(anyString('kept'), unknown);
    const span = spanBytes({ attributes: [cat(str(1, 'k'), len(2, anyValue), unknown)], extra: [unknown] });
    const bytes = cat(len(1, len(1, len(1, kv('r', anyString('v'))), unknown), len(2, len(2, span), unknown), unknown), unknown);
    const { spans, reasons } = decode(bytes);
    expect(reasons).toEqual([]);
    expect(spans).toHaveLength(1);
    expect(spans[0]?.attributes).toEqual({ k: 'kept' });
    expect(spans[0]?.resource).toEqual({ r: 'v' });
  });

  it('keeps every int64 exactly as OTLP/JSON would give it, including negatives and the extremes', () => {
    const values: [string, bigint][] = [
      ['zero', 0n],
      ['neg', -1n],
      ['min', -(2n ** 63n)],
      ['max', 2n ** 63n - 1n],
      ['safe', 2n ** 53n - 1n],
    ];
    const attrs = values.map(([k, v]) => kv(k, vint(3, v)));
    const { spans } = decode(requestBytes([spanBytes({ attributes: attrs })]));
    for (const [k, v] of values) expect(spans[0]?.attributes[k]).toBe(Number(v.toString()));
  });

  it('reads doubles, NaN and infinities', () => {
    const attrs = [kv('d', double(4, 2.5)), kv('nan', double(4, NaN)), kv('inf', double(4, -Infinity))];
    const { spans } = decode(requestBytes([spanBytes({ attributes: attrs })]));
    expect(spans[0]?.attributes).toEqual({ d: 2.5, nan: NaN, inf: -Infinity });
  });

  it('rejects one span (and keeps the others) for missing, all-zero or wrong-length ids, bad enums and deep nesting', () => {
    let deep = anyString('bottom');
    for (let i = 0; i < MAX_ATTR_DEPTH + 5; i++) deep = len(5, len(1, deep));
    const bad = [
      spanBytes({ traceId: '', name: 'no-trace' }),
      spanBytes({ spanId: '0000000000000000', name: 'zero-span' }),
      spanBytes({ traceId: 'abcd', name: 'short-trace' }),
      spanBytes({ parentSpanId: 'abcdef', name: 'short-parent' }),
      spanBytes({ kind: -1, name: 'neg-kind' }),
      spanBytes({ name: 'bad-status', extra: [len(15, vint(3, 9))] }),
      spanBytes({ name: 'deep', attributes: [kv('nest', deep)] }),
    ];
    const good = spanBytes({ spanId: SPAN_B, name: 'good', parentSpanId: SPAN_A });
    const { spans, reasons } = decode(requestBytes([...bad, good]));
    expect(spans.map((s) => s.name)).toEqual(['good']);
    expect(spans[0]?.parentSpanId).toBe(SPAN_A);
    expect(reasons).toEqual([
      'span "no-trace": missing traceId',
      'span "zero-span": all-zero spanId',
      'span "short-trace": invalid traceId (2 bytes, expected 16)',
      'span "short-parent": invalid parentSpanId (3 bytes, expected 8)',
      'span "neg-kind": invalid kind -1',
      'span "bad-status": invalid status.code 9',
      `span "deep": attribute "nest" is nested deeper than ${MAX_ATTR_DEPTH} levels`,
    ]);
  });

  it('rejects as the JSON decoder does at exactly the same nesting depth', () => {
    const nestProto = (levels: number): Uint8Array => {
      let v = anyString('x');
      for (let i = 1; i < levels; i++) v = len(5, len(1, v));
      return requestBytes([spanBytes({ attributes: [kv('n', v)] })]);
    };
    const nestJson = (levels: number): unknown => {
      let v: unknown = { stringValue: 'x' };
      for (let i = 1; i < levels; i++) v = { arrayValue: { values: [v] } };
      const span = { traceId: TRACE, spanId: SPAN_A, name: 'chat', attributes: [{ key: 'n', value: v }] };
      return { resourceSpans: [{ scopeSpans: [{ spans: [span] }] }] };
    };
    for (const levels of [MAX_ATTR_DEPTH, MAX_ATTR_DEPTH + 1]) {
      const jsonReasons: string[] = [];
      decodeOtlpJsonRequest(nestJson(levels), (r) => jsonReasons.push(r));
      expect(decode(nestProto(levels)).reasons).toEqual(jsonReasons);
    }
  });

  it('drops a whole ResourceSpans whose resource cannot be used, like the JSON decoder', () => {
    let deep = anyString('bottom');
    for (let i = 0; i < MAX_ATTR_DEPTH + 1; i++) deep = len(5, len(1, deep));
    const bytes = cat(requestBytes([spanBytes({ name: 'lost' })], [kv('deep', deep)]), requestBytes([spanBytes({ name: 'kept' })]));
    const { spans, reasons } = decode(bytes);
    expect(spans.map((s) => s.name)).toEqual(['kept']);
    expect(reasons).toEqual([`resourceSpans[0] resource: attribute "deep" is nested deeper than ${MAX_ATTR_DEPTH} levels`]);
  });

  it('reads the legacy instrumentation_library_spans (field 1000) only when scope_spans is empty', () => {
    const legacy = len(1000, len(1, str(1, 'old'), str(2, '0.1')), len(2, spanBytes({ name: 'legacy' })));
    expect(decode(len(1, legacy)).spans.map((s) => [s.name, s.scope.name])).toEqual([['legacy', 'old']]);
    const both = len(1, legacy, len(2, len(2, spanBytes({ name: 'current' }))));
    expect(decode(both).spans.map((s) => s.name)).toEqual(['current']);
  });
});

describe('decodeOtlpProtoRequest refuses malformed messages with a located reason', () => {
  it('names a length that runs past the end of the message', () => {
    const e = decodeError(Uint8Array.from([0x0a, 0x05, 0x01]));
    expect(e.message).toBe('request: length 5 runs past the end of its message (1 bytes left) at offset 1');
  });

  it('names the field path of a fault deep inside a span', () => {
    const truncatedValue = cat(str(1, 'k'), tag(2, 2), varintBytes(1n)); // value's length 1 with nothing after it
    const span = spanBytes({ attributes: [kv('ok', anyString('v')), truncatedValue] });
    const e = decodeError(requestBytes([spanBytes(), span]));
    expect(e.path).toBe('resourceSpans[0].scopeSpans[0].spans[1].attributes[1]');
    expect(e.message).toMatch(/^resourceSpans\[0\]\.scopeSpans\[0\]\.spans\[1\]\.attributes\[1\]: length 1 runs past the end/);
  });

  it('refuses a known field with the wrong wire type', () => {
    expect(decodeError(vint(1, 1)).message).toBe('request: field 1 (resourceSpans) has wire type 0, expected 2 at offset 0');
    const e = decodeError(requestBytes([cat(spanBytes(), vint(5, 1))]));
    expect(e.message).toBe(`resourceSpans[0].scopeSpans[0].spans[0]: field 5 (name) has wire type 0, expected 2 at offset ${e.offset}`);
    expect(decodeError(requestBytes([spanBytes({ attributes: [kv('k', str(3, 'not a varint'))] })])).reason).toBe(
      'field 3 (intValue) has wire type 2, expected 0',
    );
    // Fields the decoder skips are still checked when the message defines them.
    expect(decodeError(len(1, len(1, str(2, 'dropped count as text')))).message).toMatch(
      /^resourceSpans\[0\]\.resource: field 2 \(droppedAttributesCount\) has wire type 2, expected 0 at offset \d+$/,
    );
  });

  it('refuses varint overflow, truncated varints and fixed fields, and bad wire types', () => {
    expect(decodeError(cat(tag(2, 0), Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]))).reason).toBe(
      'varint overflows 64 bits',
    );
    expect(decodeError(cat(tag(2, 0), Uint8Array.from([0xff, 0xff]))).reason).toBe('truncated varint');
    expect(decodeError(cat(tag(2, 1), Uint8Array.from([1, 2, 3]))).reason).toBe('truncated fixed64');
    expect(decodeError(Uint8Array.from([0x16])).reason).toBe('invalid wire type 6 (field 2)');
    expect(decodeError(Uint8Array.from([0x00])).reason).toBe('invalid field tag 0');
    expect(decodeError(cat(tag(2, 3), vint(1, 1))).reason).toBe('unterminated group (field 2)');
  });

  it('does not allocate for a length claiming gigabytes', () => {
    const e = decodeError(cat(tag(1, 2), varintBytes(2n ** 40n)));
    expect(e.reason).toMatch(/^length 1099511627776 runs past the end/);
  });

  it('reports no span rejections from a message it refuses', () => {
    const reasons: string[] = [];
    const bytes = cat(requestBytes([spanBytes({ traceId: '' })]), Uint8Array.from([0x0a, 0x09]));
    expect(() => decodeOtlpProtoRequest(bytes, (r) => reasons.push(r))).toThrow(ProtoDecodeError);
    expect(reasons).toEqual([]);
  });

  it('either decodes or refuses every truncation of a real SDK message, never anything else', () => {
    const bytes = ProtobufTraceSerializer.serializeRequest(everyValueForm());
    if (!bytes) throw new Error('no bytes');
    let refused = 0;
    for (let n = 0; n < bytes.length; n++) {
      try {
        decodeOtlpProtoRequest(bytes.subarray(0, n), () => {});
      } catch (e) {
        expect(e).toBeInstanceOf(ProtoDecodeError);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(bytes.length / 2);
  });
});

describe('decoded strings', () => {
  it('tells apart keys and values that differ only in bytes a hash would not sample, and non-ASCII ones', () => {
    // Same length, first four, middle and last four bytes: only positions 4, 7 and 8 differ.
    const keys = ['abcdZefXYhijk', 'abcdQefWVhijk', 'abcdZefWYhijk', 'abcd\u00e9fXhijk', 'x'.repeat(48), 'x'.repeat(47) + 'y', 'z'.repeat(49)];
    const attrs = keys.flatMap((k, i) => [kv(k, anyString(keys[(i + 1) % keys.length] as string))]);
    for (let round = 0; round < 3; round++) {
      const { spans } = decode(requestBytes([spanBytes({ attributes: attrs })]));
      expect(spans[0]?.attributes).toEqual(Object.fromEntries(keys.map((k, i) => [k, keys[(i + 1) % keys.length]])));
    }
  });

  it('replaces invalid UTF-8 with U+FFFD, as reading text from a Buffer does', () => {
    const bad = Uint8Array.from([0x61, 0xff, 0x62]);
    const { spans } = decode(requestBytes([cat(spanBytes({ name: '' }), len(5, bad))]));
    expect(spans[0]?.name).toBe('a\ufffdb');
  });
});

describe('hex ids', () => {
  it('lowercases ids to hex', () => {
    const { spans } = decode(requestBytes([cat(hexBytes(1, 'ABCDEF0123456789ABCDEF0123456789'), hexBytes(2, 'FEDCBA9876543210'))]));
    expect(spans[0]).toMatchObject({ traceId: 'abcdef0123456789abcdef0123456789', spanId: 'fedcba9876543210', name: '', startMs: 0, endMs: 0 });
  });
});
