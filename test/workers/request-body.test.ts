import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../src/normalize/span-record.js';
import { RequestSpans } from '../../src/ingest/otlp-proto-heads.js';
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

  it('move the few spans still held, when they cover less than an eighth, into compact bytes the full decoder reads the same, and are let go', () => {
    const { bytes, heads } = request();
    const body = heads[0]!.body;
    const held: HeldOfBody[] = heads.map((head) => ({ head }));
    for (const h of held) body.hold(h);
    // Keep spans from across the request (different resources and scopes among them), send the rest.
    const keep = new Set(held.map((_, i) => i).filter((i) => i % 10 === 5));
    expect(keep.size).toBeGreaterThan(2);
    expect(new Set([...keep].map((i) => heads[i]!.place.rs)).size).toBeGreaterThan(1);
    for (const [i, h] of held.entries()) if (!keep.has(i)) body.sent(h);
    expect(body.settle()).toBe(true);
    const kept = held.filter((_, i) => keep.has(i));
    const compact = kept[0]!.head!.body;
    expect(compact).not.toBe(body);
    expect(kept.every((h) => h.head?.body === compact && h.raw === undefined)).toBe(true);
    expect(compact.bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(compact.bytes.length).toBeLessThan(bytes.length / 8);
    const full = decodeExport(bytes, 'proto').spans;
    const spans = new RequestSpans(compact.bytes);
    expect(kept.map((h) => spans.span(h.head!.place))).toEqual(full.filter((_, i) => keep.has(i)));
    // The heads still name their spans. The compact bytes stay while half of them are held...
    expect(kept.map((h) => h.head!.spanId)).toEqual(heads.filter((_, i) => keep.has(i)).map((h) => h.spanId));
    const half = Math.floor(kept.length / 2);
    for (const h of kept.slice(0, half)) compact.sent(h);
    expect(compact.settle()).toBe(false);
    // ...and when one is left, it moves to smaller bytes of its own, read the same, and they go once it does.
    for (const h of kept.slice(half, -1)) compact.sent(h);
    expect(compact.settle()).toBe(true);
    const last = kept.at(-1)!;
    const smaller = last.head!.body;
    expect(smaller).not.toBe(compact);
    expect(smaller.bytes.length).toBeLessThan(compact.bytes.length / 8);
    expect(new RequestSpans(smaller.bytes).span(last.head!.place)).toEqual(full[[...keep].at(-1)!]);
    smaller.sent(last);
    expect(smaller.settle()).toBe(true);
  });
});
