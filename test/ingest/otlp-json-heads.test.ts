/**
 * The two-step reading of an OTLP/JSON line (`score --workers`) against the one-step one: a line
 * the heads reading answers for must be one JSON.parse accepts and every span of which
 * decodeOtlpJsonRequest accepts, with the same ids, times and kept attributes, and each span
 * decoded from its place must equal the whole line's decode. Lines it leaves are read as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactJsonSpans, JsonRequestSpans, readJsonHeads } from '../../src/ingest/otlp-json-heads.js';
import type { SpanHead } from '../../src/ingest/otlp-proto-heads.js';
import { decodeOtlpJsonRequest } from '../../src/ingest/otlp-json.js';
import { SESSION_KEYS, sessionIdOf } from '../../src/normalize/span-record.js';
import type { RawSpan } from '../../src/model/raw-span.js';

const root = join(import.meta.dirname, '..', '..');
const KEEP = new Set(SESSION_KEYS);

function heads(line: string): SpanHead<Uint8Array>[] | undefined {
  const buf = Buffer.from(`  ${line}\n`, 'utf8');
  return readJsonHeads(buf, 2, buf.length - 1, KEEP, (bytes) => new Uint8Array(bytes));
}

function wholeDecode(line: string): { spans: RawSpan[]; rejects: string[] } | undefined {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return undefined;
  }
  const rejects: string[] = [];
  const spans = decodeOtlpJsonRequest(v, (r) => rejects.push(r));
  return { spans, rejects };
}

/**
 * When the heads reading answers for `line`: the whole decode accepts it all, and heads and spans
 * decoded by place are what the whole decode gives. Returns whether it answered.
 */
function holdsAgainstWhole(line: string): boolean {
  const got = heads(line);
  if (got === undefined) return false;
  const whole = wholeDecode(line);
  expect(whole, `heads read a line JSON.parse refuses: ${line.slice(0, 200)}`).toBeDefined();
  expect(whole!.rejects, line.slice(0, 200)).toEqual([]);
  expect(got.length).toBe(whole!.spans.length);
  const byPlace = got.length > 0 ? new JsonRequestSpans(got[0]!.body) : undefined;
  got.forEach((h, i) => {
    const span = whole!.spans[i]!;
    expect({ traceId: h.traceId, spanId: h.spanId, parentSpanId: h.parentSpanId, startMs: h.startMs, endMs: h.endMs })
      .toEqual({ traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId, startMs: span.startMs, endMs: span.endMs });
    expect(sessionIdOf(h.kept ?? {}, SESSION_KEYS)).toBe(sessionIdOf(span.attributes, SESSION_KEYS));
    expect(byPlace!.span(h.place)).toEqual(span);
  });
  return true;
}

const SEED = {
  resourceSpans: [
    {
      resource: { attributes: [{ key: 'service.name', value: { stringValue: 'support-agent' } }, { key: 'process.pid', value: { intValue: 42 } }], droppedAttributesCount: 0 },
      scopeSpans: [
        {
          scope: { name: 'agent', version: '1.0' },
          spans: [
            {
              traceId: '5FA2275A6436DECD736CCC2A65E92F02', spanId: '639c4aebfc28c09a', parentSpanId: '', name: 'invoke_agent \u00e9l\u00e8ve', kind: 'SPAN_KIND_INTERNAL',
              startTimeUnixNano: '1772438440691205000', endTimeUnixNano: 1772438442950965000,
              attributes: [
                { key: 'gen_ai.conversation.id', value: { stringValue: 'conv_\u2603 "quoted" \\ back' } },
                { key: 'session.id', value: { intValue: '7' } },
                { key: 'n', value: { doubleValue: 'NaN' } },
                { key: 'b', value: { boolValue: 'true' } },
                { key: 'arr', value: { arrayValue: { values: [{ stringValue: 'x' }, { intValue: 3 }, { kvlistValue: { values: [{ key: 'k', value: { boolValue: false } }] } }] } } },
                { key: 'bytes', value: { bytesValue: 'AAEC' } },
                { key: 'empty', value: {} },
                { key: 'none' },
              ],
              events: [{ name: 'e', timeUnixNano: '1772438441000000000', attributes: [{ key: 'x', value: { doubleValue: 1.5e3 } }] }, { name: 'no time' }],
              status: { code: 'STATUS_CODE_ERROR', message: 'boom' },
              links: [], flags: 257,
            },
            { traceId: '5fa2275a6436decd736ccc2a65e92f02', spanId: '1111111111111111', parentSpanId: '639c4aebfc28c09a', kind: 3, status: { code: 1 } },
            { traceId: '0123456789abcdef0123456789abcdef', spanId: '2222222222222222', parentSpanId: '0000000000000000', name: null, events: null, attributes: null, status: null, startTimeUnixNano: 5 },
          ],
        },
        { spans: [{ traceId: '0123456789abcdef0123456789abcdef', spanId: '3333333333333333' }] },
      ],
    },
    { scopeSpans: [{ scope: null, spans: [{ traceId: '0123456789abcdef0123456789abcdef', spanId: '4444444444444444', attributes: [{ key: 'gen_ai.conversation.id', value: { stringValue: 'first' } }, { key: 'gen_ai.conversation.id', value: { stringValue: 'last' } }] }] }] },
  ],
};
const SEED_LINE = JSON.stringify(SEED);

describe('readJsonHeads', () => {
  it('reads every span of a request in the plain shape as the whole decode does', () => {
    expect(holdsAgainstWhole(SEED_LINE)).toBe(true);
    expect(heads(SEED_LINE)!.length).toBe(5);
    // With whitespace between every token, as a pretty-printer writes it on one line.
    expect(holdsAgainstWhole(JSON.stringify(SEED, null, 1).replace(/\n/g, ' '))).toBe(true);
    expect(heads('{"resourceSpans":null}')).toEqual([]);
    expect(heads('{"resourceSpans":[],"other":{"a":[1,-2.5e-3,true,null,"x"]}}')).toEqual([]);
  });

  it('reads the sample span files line by line as the whole decode does', () => {
    let answered = 0;
    const dir = join(root, 'samples/spans');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.jsonl'))) {
      for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
        if (line.trim() !== '' && holdsAgainstWhole(line)) answered++;
      }
    }
    expect(answered).toBeGreaterThan(20);
  });

  it.each([
    ['a grammar error', SEED_LINE.replace('"kind":3', '"kind":3,')],
    ['trailing text', `${SEED_LINE} x`],
    ['an array of requests', `[${SEED_LINE}]`],
    ['no resourceSpans', '{"spans":[]}'],
    ['snake_case', SEED_LINE.replace('"spanId":"1111111111111111"', '"span_id":"1111111111111111"')],
    ['a legacy container', SEED_LINE.replace('"scopeSpans"', '"instrumentationLibrarySpans"')],
    ['an escaped member name', SEED_LINE.replace('"kind":3', '"\\u006bind":3')],
    ['a repeated field', SEED_LINE.replace('"kind":3', '"kind":3,"kind":"x"')],
    ['a base64 id', SEED_LINE.replace('"spanId":"1111111111111111"', '"spanId":"ERERERERERE="')],
    ['a rejected span (all-zero trace id)', SEED_LINE.replace('0123456789abcdef0123456789abcdef', '00000000000000000000000000000000')],
    ['a rejected span (bad time)', SEED_LINE.replace('"startTimeUnixNano":5', '"startTimeUnixNano":"soon"')],
    ['a rejected attribute value', SEED_LINE.replace('{"intValue":3}', '{"intValue":true}')],
    ['two value fields', SEED_LINE.replace('{"intValue":3}', '{"intValue":3,"stringValue":"3"}')],
    ['a raw control byte in a string', SEED_LINE.replace('boom', 'bo\tom')],
  ])('leaves a line with %s to the whole decode', (_what, line) => {
    expect(heads(line)).toBeUndefined();
  });

  it('answers only for lines the whole decode accepts whole, over 6,000 mutated lines', () => {
    // A seeded PRNG: the same mutations on every run.
    let state = 0x2545f491;
    const rand = (n: number): number => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) % n;
    };
    const tokens = ['"', '\\', ',', ':', '{', '}', '[', ']', 'null', '0', '-', 'e', '1e999', ' ', '"x"', '\\u00', 'true', '\u00e9', 'A', '"_id"'];
    let answered = 0;
    for (let i = 0; i < 6_000; i++) {
      let line = SEED_LINE;
      for (let m = 1 + rand(3); m > 0; m--) {
        const at = rand(line.length);
        const op = rand(3);
        const token = tokens[rand(tokens.length)]!;
        line = op === 0 ? line.slice(0, at) + line.slice(at + 1 + rand(4)) : op === 1 ? line.slice(0, at) + token + line.slice(at) : line.slice(0, at) + token + line.slice(at + 1);
      }
      if (holdsAgainstWhole(line)) answered++;
    }
    // Many mutations land in string contents the decoder accepts: both sides of the rule are exercised.
    expect(answered).toBeGreaterThan(300);
    expect(answered).toBeLessThan(5_000);
  });
});

describe('compactJsonSpans', () => {
  it('copies some spans with their resource and scope, decoded from the copy as from the line', () => {
    const got = heads(SEED_LINE)!;
    const some = [got[1]!, got[3]!, got[4]!];
    const moved = compactJsonSpans(got[0]!.body, some.map((h) => h.place), (n) => new Uint8Array(n));
    expect(moved.bytes.length).toBeLessThan(SEED_LINE.length / 2);
    const fromLine = new JsonRequestSpans(got[0]!.body);
    const fromCopy = new JsonRequestSpans(moved.bytes);
    some.forEach((h, i) => expect(fromCopy.span(moved.places[i]!)).toEqual(fromLine.span(h.place)));
  });
});
