import { describe, expect, it } from 'vitest';
import { Prng } from '../../bench/gen/prng.js';
import { generateProto } from '../../fuzz/lib/generate-proto.js';
import { mutateBytes } from '../../fuzz/lib/mutate-bytes.js';
import { anyString, cat, kv, len, requestBytes, SPAN_A, SPAN_B, spanBytes, str, vint } from '../../fuzz/lib/proto-builder.js';
import { buildSeeds } from '../../fuzz/lib/seeds.js';
import { decodeOtlpProtoHeads, RequestSpans } from '../../src/ingest/otlp-proto-heads.js';
import { decodeOtlpProtoRequest, MAX_ATTR_DEPTH } from '../../src/ingest/index.js';
import { SESSION_KEYS, sessionIdOf } from '../../src/normalize/span-record.js';

const KEEP = new Set(SESSION_KEYS);

type Reading = { error: string } | { spans: unknown[]; reasons: string[] };

function full(bytes: Uint8Array): Reading {
  const reasons: string[] = [];
  try {
    const spans = decodeOtlpProtoRequest(bytes, (r) => reasons.push(r));
    return { spans, reasons };
  } catch (e) {
    return { error: `${(e as Error).name}: ${(e as Error).message}` };
  }
}

/**
 * The two-step reading, put back together: each head's span decoded from its place, checked
 * against what the head says of it (ids, times, the session key), as a worker and the event loop
 * would each read it.
 */
function twoStep(bytes: Uint8Array): Reading {
  const reasons: string[] = [];
  let heads;
  try {
    heads = decodeOtlpProtoHeads(bytes, KEEP, (r) => reasons.push(r), undefined);
  } catch (e) {
    return { error: `${(e as Error).name}: ${(e as Error).message}` };
  }
  const request = new RequestSpans(Buffer.from(bytes));
  const spans = heads.map((h) => {
    const s = request.span(h.place);
    expect([h.traceId, h.spanId, h.parentSpanId, h.startMs, h.endMs]).toEqual([s.traceId, s.spanId, s.parentSpanId, s.startMs, s.endMs]);
    expect(sessionIdOf(h.kept ?? {}, SESSION_KEYS)).toBe(sessionIdOf(s.attributes, SESSION_KEYS));
    return s;
  });
  return { spans, reasons };
}

describe('a request read in two steps (heads on the event loop, spans in the worker)', () => {
  it('gives the SDK-made requests exactly as the full decoder does, session keys included', () => {
    const seeds = buildSeeds().proto;
    let sessions = 0;
    for (const bytes of seeds) {
      const reading = twoStep(bytes);
      expect(reading).toEqual(full(bytes));
      for (const h of decodeOtlpProtoHeads(bytes, KEEP, () => {}, undefined)) if (h.kept !== undefined) sessions++;
    }
    expect(sessions).toBeGreaterThan(0);
  });

  it('rejects the same spans with the same reasons, and drops a resource group as the full decoder does', () => {
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
      spanBytes({ name: 'deep-event', extra: [len(11, str(2, 'ev'), len(3, kv('nest', deep)))] }),
    ];
    const good = spanBytes({ spanId: SPAN_B, name: 'good', parentSpanId: SPAN_A, attributes: [kv('session.id', anyString('s-1'))] });
    const lost = requestBytes([spanBytes({ name: 'lost' })], [kv('deep', deep)]);
    const bytes = cat(requestBytes([...bad, good]), lost, requestBytes([spanBytes({ name: 'kept' })]));
    const reading = twoStep(bytes);
    expect(reading).toEqual(full(bytes));
    expect('reasons' in reading && reading.reasons.length).toBe(9);
  });

  it('keeps a session key whose value comes before its key, and the last of a repeated one', () => {
    const valueFirst = cat(len(2, anyString('late-key')), str(1, 'session.id'));
    const bytes = requestBytes([spanBytes({ attributes: [kv('session.id', anyString('first')), valueFirst] })]);
    const heads = decodeOtlpProtoHeads(bytes, KEEP, () => {}, undefined);
    expect(heads[0]?.kept).toEqual({ 'session.id': 'late-key' });
    expect(twoStep(bytes)).toEqual(full(bytes));
  });

  it('agrees with the full decoder on every truncation and on 4,000 mutated or generated messages', () => {
    const seeds = buildSeeds().proto;
    const biggest = seeds.reduce((a, b) => (b.length > a.length ? b : a));
    for (let n = 0; n < biggest.length; n++) expect(twoStep(biggest.subarray(0, n))).toEqual(full(biggest.subarray(0, n)));
    const rng = new Prng(19);
    const verdicts = { decoded: 0, refused: 0, rejected: 0 };
    for (let i = 0; i < 4000; i++) {
      let bytes: Uint8Array;
      if (rng.chance(0.25)) bytes = generateProto(rng).bytes;
      else {
        bytes = rng.pick(seeds);
        for (let k = rng.int(1, 3); k > 0; k--) bytes = mutateBytes(rng, bytes, seeds).bytes;
      }
      const want = full(bytes);
      expect(twoStep(bytes), `input ${i}`).toEqual(want);
      if ('error' in want) verdicts.refused++;
      else if (want.reasons.length > 0) verdicts.rejected++;
      else verdicts.decoded++;
    }
    // The inputs reach every outcome, often.
    expect(Math.min(verdicts.decoded, verdicts.refused, verdicts.rejected)).toBeGreaterThan(200);
  });
});
