/**
 * The reader's back-pressure counts spans as well as traces: a few traces of thousands of spans
 * each must not queue unbounded decoded spans for the workers (docs/benchmarks.md, "Worker memory").
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import { ADAPTERS } from '../../src/normalize/adapters.js';
import { SESSION_KEYS } from '../../src/normalize/span-record.js';
import { MAX_SPANS_IN_FLIGHT, ScoringPool } from '../../src/workers/scoring-pool.js';

const root = join(import.meta.dirname, '..', '..');

/** A trace of `n` plain (non-GenAI) spans under one root, as a tracing SDK writes them. */
function trace(id: number, n: number): RawSpan[] {
  const traceId = id.toString(16).padStart(32, '0');
  const t0 = 1_700_000_000_000 + id * 1000;
  return Array.from({ length: n }, (_, i) => ({
    traceId,
    spanId: (i + 1).toString(16).padStart(16, '0'),
    parentSpanId: i === 0 ? undefined : (1).toString(16).padStart(16, '0'),
    name: i === 0 ? 'request' : `step ${i}`,
    kind: 1,
    startMs: t0 + i,
    endMs: t0 + i + 1,
    attributes: {},
    events: [],
    status: { code: 0, message: undefined },
    resource: { 'service.name': 'bulk' },
    scope: { name: 'test', version: undefined },
  }) as RawSpan);
}

describe('ScoringPool back-pressure', () => {
  it('makes the reader wait on spans in flight, not only traces, and lets it go once they are back', async () => {
    const corpus = await loadCorpus(join(root, 'samples/corpus.yaml'));
    const scored: string[] = [];
    const pool = new ScoringPool({ workers: 1, corpus, adapters: ADAPTERS, sessionKeys: SESSION_KEYS, sessionResults: 'hold' }, (t) => scored.push(t.traceId));
    try {
      const big = Math.ceil(MAX_SPANS_IN_FLIGHT / 2) + 1;
      for (const id of [1, 2]) pool.submit(trace(id, big)[0]!.traceId, trace(id, big), `t${id}`);
      // Two traces are far below a trace cap of 256, but their spans are past the span cap.
      expect(pool.inFlight).toBe(2);
      expect(pool.spansInFlight).toBeGreaterThan(MAX_SPANS_IN_FLIGHT);
      const wait = pool.whenBelow(256);
      expect(wait).toBeInstanceOf(Promise);
      await wait;
      expect(pool.spansInFlight).toBeLessThanOrEqual(MAX_SPANS_IN_FLIGHT);
      await pool.whenBelow(0);
      expect(scored).toEqual([trace(1, 1)[0]!.traceId, trace(2, 1)[0]!.traceId]);
      expect(pool.spansInFlight).toBe(0);
      // Small traces under both caps: the reader goes on at once.
      pool.submit(trace(3, 10)[0]!.traceId, trace(3, 10), 't3');
      expect(pool.whenBelow(256)).toBeUndefined();
    } finally {
      await pool.close();
    }
  });
});
