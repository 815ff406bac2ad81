/**
 * turn_max_wait on the wall clock: a trace that keeps receiving spans (never idle for turn_idle),
 * or whose root span never arrives, is still completed and scored once, turn_max_wait after its
 * first span arrived.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServeEngine } from '../../src/serve/serve-engine.js';
import { recordTurns, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { readResults } from './serve-helpers.js';
import { sampleCorpus } from './serve-fixture.js';
import { ingestOtlpJson } from './engine-ingest.js';

let tmp: { dir: string; cleanup: () => void };
let now = 0;
let e: ServeEngine | undefined;
beforeEach(() => {
  tmp = tempDir('forbear-max-wait-');
  now = 1_000_000;
  e = new ServeEngine({ corpus: sampleCorpus, dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 20_000, maxOpenTurns: 100, now: () => now, synchronous: 'NORMAL' });
});
afterEach(() => {
  e?.close();
  tmp.cleanup();
});

async function ingest(spans: ReadableSpan[]): Promise<void> {
  await ingestOtlpJson(e!, spans);
}

const planCase = sampleCorpus.byId.get('plan-invoice-mismatch')!;
const turn = (): ReadableSpan[] => recordTurns([{ user: planCase.user_turn, steps: [{ name: 'change_plan', args: { plan: 'annual' } }], reply: 'Done: you are on the annual plan now.' }], { seed: 5 });
const byStart = (spans: ReadableSpan[]): ReadableSpan[] => [...spans].sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);

describe('ServeEngine: turn_max_wait', () => {
  it('completes a rooted trace that is never idle for turn_idle at turn_max_wait after its first span', async () => {
    const spans = byStart(turn());
    expect(spans.length).toBeGreaterThanOrEqual(4);
    // One span every 5 s: the trace is never idle for 10 s.
    for (const [i, span] of spans.slice(0, 4).entries()) {
      if (i > 0) now += 5_000;
      await ingest([span]);
      e!.tick();
    }
    now += 4_999; // 19.999 s after the first span, 4.999 s after the last
    e!.tick();
    expect(e!.openTurns).toBe(1);
    expect(readResults(tmp.dir)).toHaveLength(0);
    now += 1;
    e!.tick();
    expect(e!.openTurns).toBe(0);
    expect(readResults(tmp.dir).map((r) => r.case_id)).toEqual([planCase.id]);
    // Scored once: nothing more is written as the clock moves on.
    now += 60_000;
    e!.tick();
    expect(readResults(tmp.dir)).toHaveLength(1);
  });

  it('completes a trace whose root span never arrives at turn_max_wait, not at turn_idle', async () => {
    const spans = turn();
    const rootless = spans.filter((s) => s.parentSpanContext !== undefined);
    expect(rootless.length).toBe(spans.length - 1);
    await ingest(rootless);
    now += 10_000;
    e!.tick();
    expect(e!.openTurns).toBe(1);
    now += 10_000;
    e!.tick();
    expect(e!.openTurns).toBe(0);
  });
});
