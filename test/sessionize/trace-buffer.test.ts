import { describe, expect, it } from 'vitest';
import type { SpanRecord } from '../../src/normalize/span-record.js';
import { TraceBuffer } from '../../src/sessionize/trace-buffer.js';

const rec = (spanId: string, parent: string | undefined, startMs: number, endMs: number): SpanRecord => ({
  spanId, parentSpanId: parent, name: spanId, startMs, endMs, error: undefined, view: undefined, convention: undefined,
  caseId: undefined, runId: undefined, attempt: undefined, sessionId: undefined, resource: {},
});

function setup(policy = { turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTraces: 100 }) {
  const done: { traceId: string; spans: string[] }[] = [];
  const buffer = new TraceBuffer(policy, (traceId, records) => done.push({ traceId, spans: records.map((r) => r.spanId) }));
  return { buffer, done };
}

describe('TraceBuffer', () => {
  it('completes a rooted trace once the clock passes its last span by the idle time, and only then', () => {
    const { buffer, done } = setup();
    buffer.add('t1', rec('child', 'root', 1000, 2000), 2000);
    buffer.add('t1', rec('root', undefined, 900, 3000), 3000);
    buffer.advance(12_999);
    expect(done).toEqual([]);
    buffer.advance(13_000);
    expect(done).toEqual([{ traceId: 't1', spans: ['child', 'root'] }]);
  });

  it('waits for a root: children first, parent later, one trace', () => {
    const { buffer, done } = setup();
    buffer.add('t1', rec('child', 'root', 1000, 2000), 2000);
    buffer.advance(50_000); // no root yet: not idle-complete
    expect(done).toEqual([]);
    buffer.add('t1', rec('root', undefined, 900, 3000), 50_000);
    buffer.advance(60_000);
    expect(done[0]?.spans).toEqual(['child', 'root']);
  });

  it('completes a rootless trace at the maximum wait', () => {
    const { buffer, done } = setup();
    buffer.add('t1', rec('orphan', 'missing', 1000, 2000), 2000);
    buffer.advance(300_999);
    expect(done).toEqual([]);
    buffer.advance(301_000);
    expect(done).toHaveLength(1);
  });

  it('drops a duplicate delivery of the same span and counts spans of completed traces as late', () => {
    const { buffer, done } = setup();
    buffer.add('t1', rec('root', undefined, 0, 10), 10);
    buffer.add('t1', rec('root', undefined, 0, 10), 10);
    expect(buffer.stats.duplicateSpans).toBe(1);
    buffer.flush();
    buffer.add('t1', rec('late', 'root', 5, 8), 20);
    buffer.flush();
    expect(done).toHaveLength(1);
    expect(buffer.stats.lateSpans).toBe(1);
  });

  it('drops repeated deliveries in a large trace too, before and after it outgrows a scan of its spans', () => {
    const { buffer, done } = setup();
    buffer.add('t1', rec('root', undefined, 0, 100), 100);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 40; i++) buffer.add('t1', rec(`s${i}`, 'root', i, i + 1), 100);
      expect(buffer.hasSpan('t1', 's39')).toBe(true);
    }
    buffer.add('t1', rec('root', undefined, 0, 100), 100);
    expect(buffer.stats.duplicateSpans).toBe(41);
    expect(buffer.hasSpan('t1', 's40')).toBe(false);
    buffer.flush();
    expect(done[0]!.spans).toEqual(['root', ...Array.from({ length: 40 }, (_, i) => `s${i}`)]);
  });

  it('bounds memory: past the open-trace limit the oldest completes early and is counted', () => {
    const { buffer, done } = setup({ turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTraces: 2 });
    buffer.add('a', rec('a', undefined, 0, 1), 1);
    buffer.add('b', rec('b', undefined, 0, 1), 1);
    buffer.add('c', rec('c', undefined, 0, 1), 1);
    expect(done.map((d) => d.traceId)).toEqual(['a']);
    expect(buffer.openTraces).toBe(2);
    expect(buffer.stats.forcedCompletions).toBe(1);
  });
});
