import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../src/normalize/span-record.js';
import { decodeArrived, decodeExport } from '../../src/serve/decode-export.js';
import { isBodySpan } from '../../src/workers/request-body.js';
import type { BodySpan, HeldOfBody } from '../../src/workers/request-body.js';
import { loadDemoPlan, recordTurns } from '../helpers/index.js';

function request(): { bytes: Buffer; heads: BodySpan[] } {
  const spans = loadDemoPlan().flatMap((f) => recordTurns(f.turns.map((t) => t.turn), { seed: f.seed }));
  const bytes = Buffer.from(ProtobufTraceSerializer.serializeRequest(spans)!);
  const heads = decodeArrived(bytes, 'proto', new Set(SESSION_KEYS)).spans.filter(isBodySpan);
  expect(heads.length).toBe(spans.length);
  return { bytes, heads };
}

describe("a request's bytes held for its spans in open traces", () => {
  it('are kept while the spans still held cover an eighth of them, and let go once none is held', () => {
    const { heads } = request();
    const body = heads[0]!.body;
    const held: HeldOfBody[] = heads.map((head) => ({ head }));
    for (const h of held) body.hold(h);
    // Half of them out: the rest still cover far more than an eighth of the bytes.
    for (const h of held.slice(0, held.length / 2)) body.sent(h);
    expect(body.settle()).toBe(false);
    for (const h of held.slice(held.length / 2)) body.sent(h);
    expect(body.settle()).toBe(true);
    expect(held.every((h) => h.head === undefined && h.raw === undefined)).toBe(true);
  });

  it('decode the few spans still held when they cover less than an eighth, as the full decoder reads them, and are let go', () => {
    const { bytes, heads } = request();
    const body = heads[0]!.body;
    const held: HeldOfBody[] = heads.map((head) => ({ head }));
    for (const h of held) body.hold(h);
    for (const h of held.slice(0, -2)) body.sent(h);
    expect(body.settle()).toBe(true);
    const full = decodeExport(bytes, 'proto').spans;
    expect(held.slice(-2).map((h) => h.raw)).toEqual(full.slice(-2));
    expect(held.every((h) => h.head === undefined)).toBe(true);
  });
});
