import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { describe, expect, it } from 'vitest';
import { ServeEngine } from '../../src/serve/serve-engine.js';
import { loadDemoPlan, recordTurns, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { sampleCorpus } from '../serve/serve-fixture.js';
import { isBodySpan } from '../../src/workers/request-body.js';
import type { RequestBody } from '../../src/workers/request-body.js';
import type { TurnResult } from '../../src/model/result.js';
import { ingestOtlpJson } from '../serve/engine-ingest.js';
import { closeAfterEach } from '../serve/engine-teardown.js';

const { dirs, engines } = closeAfterEach();

/** Every demo conversation, the session-scope one included (live, it writes and then amends). */
const demo = (): ReadableSpan[] => loadDemoPlan().flatMap((f) => recordTurns(f.turns.map((t) => t.turn), { serviceName: 'support-desk-agent', seed: f.seed }));

function engine(workers: number, maxOpenTurns = 10_000): { e: ServeEngine; dir: string; clock: { now: number }; handed: TurnResult[] } {
  const d = tempDir('forbear-workers-');
  dirs.push(d);
  const clock = { now: 1_000_000 };
  // What the alerts, the live page and the evaluation exporter are given, result by result.
  const handed: TurnResult[] = [];
  const e = new ServeEngine({ corpus: sampleCorpus, dataDir: d.dir, turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns, now: () => clock.now, synchronous: 'NORMAL', workers, onResult: (r) => handed.push(r) });
  engines.push(e);
  return { e, dir: d.dir, clock, handed };
}

async function ingest(e: ServeEngine, spans: ReadableSpan[]): Promise<void> {
  await ingestOtlpJson(e, spans);
}

const lines = (dir: string): string[] => readFileSync(join(dir, 'results.jsonl'), 'utf8').split('\n').filter((l) => l !== '');

/** Sends the spans a few at a time, then lets every turn complete and be scored. */
async function run(e: ServeEngine, clock: { now: number }, spans: ReadableSpan[]): Promise<void> {
  for (let i = 0; i < spans.length; i += 7) {
    await ingest(e, spans.slice(i, i + 7));
    clock.now += 50;
  }
  clock.now += 10_000;
  e.tick(Number.POSITIVE_INFINITY);
  await e.core.drained();
  e.tick(Number.POSITIVE_INFINITY);
}

describe('serve with scoring workers', () => {
  it('writes the same results.jsonl, in the same order, and the same summary as scoring on the event loop', async () => {
    const spans = demo();
    const a = engine(0);
    const b = engine(2);
    await run(a.e, a.clock, spans);
    await run(b.e, b.clock, spans);
    expect(lines(a.dir).length).toBeGreaterThan(20);
    // Session scope live: a result written, then amended when a later turn gives in.
    expect(lines(a.dir).some((l) => l.includes('"amends"'))).toBe(true);
    expect(lines(b.dir)).toEqual(lines(a.dir));
    const summary = (e: ServeEngine): string => JSON.stringify(e.summaryView().report);
    expect(summary(b.e)).toBe(summary(a.e));
    // Workers send each result once, as its line: what the receiver reads back is the same result.
    expect(b.handed.length).toBe(lines(a.dir).length);
    expect(b.handed).toEqual(a.handed);
    // The scored counters the results feed (the process's own gauges left out: CPU, heap, lag).
    const scoredMetrics = (e: ServeEngine): string[] => e.metrics.render(0).split('\n').filter((l) => !/\b(process|nodejs)_/.test(l));
    expect(scoredMetrics(b.e).some((l) => l.startsWith('forbear_turns_scored_total{'))).toBe(true);
    expect(scoredMetrics(b.e)).toEqual(scoredMetrics(a.e));
  });

  it('scores protobuf requests whose traces go to both workers, each decoding them from the request bytes, as on the event loop', async () => {
    const spans = demo();
    const a = engine(0);
    const b = engine(2);
    const bodies: RequestBody[] = [];
    for (const { e, clock } of [a, b]) {
      // Requests of 40 spans: several traces each, of several sessions.
      for (let i = 0; i < spans.length; i += 40) {
        const body = Buffer.from(ProtobufTraceSerializer.serializeRequest(spans.slice(i, i + 40))!);
        const decoded = e.decode(body, 'proto');
        for (const s of decoded.spans) if (isBodySpan(s) && !bodies.includes(s.body)) bodies.push(s.body);
        await e.ingest(decoded.spans, 'http', { bytes: body, format: 'proto', gzip: false }, decoded.rejected);
        clock.now += 50;
      }
      clock.now += 10_000;
      e.tick(Number.POSITIVE_INFINITY);
      await e.core.drained();
      e.tick(Number.POSITIVE_INFINITY);
    }
    // With workers the spans were read only as far as their heads, and some request's bytes went
    // to both workers (its traces belong to sessions of each).
    expect(bodies.length).toBe(Math.ceil(spans.length / 40));
    expect(bodies.filter((body) => body.sentTo.length === 2).length).toBeGreaterThan(0);
    expect(lines(a.dir).length).toBeGreaterThan(20);
    expect(lines(b.dir)).toEqual(lines(a.dir));
    expect(JSON.stringify(b.e.summaryView().report)).toBe(JSON.stringify(a.e.summaryView().report));
  });

  it('scores OTLP/JSON requests of several sessions each, read as the receiver reads them, with two workers as on the event loop', async () => {
    const spans = demo();
    const a = engine(0);
    const b = engine(2);
    for (const { e, clock } of [a, b]) {
      // The protobuf test's requests of 40 spans (some with traces in both workers), decoded by the receiver's path.
      for (let i = 0; i < spans.length; i += 40) {
        const body = Buffer.from(JsonTraceSerializer.serializeRequest(spans.slice(i, i + 40))!);
        const decoded = e.decode(body, 'json');
        expect(decoded.rejected).toBe(0);
        await e.ingest(decoded.spans, 'http', { bytes: body, format: 'json', gzip: false }, decoded.rejected);
        clock.now += 50;
      }
      clock.now += 10_000;
      e.tick(Number.POSITIVE_INFINITY);
      await e.core.drained();
      e.tick(Number.POSITIVE_INFINITY);
    }
    expect(lines(a.dir).length).toBeGreaterThan(20);
    expect(lines(b.dir)).toEqual(lines(a.dir));
    expect(b.handed).toEqual(a.handed);
    expect(JSON.stringify(b.e.summaryView().report)).toBe(JSON.stringify(a.e.summaryView().report));
  });

  it('counts turns the workers hold toward max_open_turns: the receiver refuses (429) until they come back', async () => {
    const spans = demo();
    const { e, clock } = engine(2, 5);
    for (let i = 0; i < spans.length && !e.busy(); i += 3) await ingest(e, spans.slice(i, i + 3));
    clock.now += 10_000;
    e.tick(Number.POSITIVE_INFINITY);
    // The complete turns were handed to the workers; none has come back yet (nothing has
    // yielded), and it is them that keep the receiver busy.
    expect(e.openTurns).toBeLessThan(5);
    expect(e.core.pool?.inFlight).toBeGreaterThan(0);
    expect(e.busy()).toBe(true);
    await e.core.drained();
    expect(e.busy()).toBe(false);
  });

  it('/metrics shows the turns the workers hold as forbear_scoring_queue_depth, back to 0 once they are scored', async () => {
    const spans = demo();
    const { e, clock } = engine(2);
    for (let i = 0; i < spans.length; i += 7) await ingest(e, spans.slice(i, i + 7));
    clock.now += 10_000;
    e.tick(Number.POSITIVE_INFINITY);
    // Handed to the workers and, with nothing yielded yet, none back: a scrape now sees them queued.
    const held = e.scoringQueueDepth;
    expect(held).toBeGreaterThan(0);
    const gauge = (text: string): number => Number(/^forbear_scoring_queue_depth (\d+)$/mu.exec(text)?.[1]);
    expect(gauge(e.metrics.render(e.openTurns, e.scoringQueueDepth))).toBe(held);
    await e.core.drained();
    expect(gauge(e.metrics.render(e.openTurns, e.scoringQueueDepth))).toBe(0);
  });
});
