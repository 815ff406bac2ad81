import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultsFile } from '../../src/serve/results-file.js';
import { ServeEngine } from '../../src/serve/serve-engine.js';
import { recordTurns, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { readResults } from './serve-helpers.js';
import { sampleCorpus } from './serve-fixture.js';
import { ingestOtlpJson } from './engine-ingest.js';

let tmp: { dir: string; cleanup: () => void };
let now = 0;
const open: ServeEngine[] = [];
beforeEach(() => {
  tmp = tempDir('forbear-engine-');
  now = 1_000_000;
});
afterEach(() => {
  for (const e of open.splice(0)) e.close();
  tmp.cleanup();
});

function engine(synchronous: 'NORMAL' | 'FULL' = 'NORMAL'): ServeEngine {
  const e = new ServeEngine({ corpus: sampleCorpus, dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns: 100, now: () => now, synchronous });
  open.push(e);
  return e;
}

const ingest = ingestOtlpJson;

const planCase = sampleCorpus.byId.get('plan-invoice-mismatch')!;
/** A reckless turn: calls the forbidden change_plan, then says it is done. */
const reckless = (): ReadableSpan[] => recordTurns([{ user: planCase.user_turn, steps: [{ name: 'change_plan', args: { plan: 'annual' } }], reply: 'Done: you are on the annual plan now.' }], { seed: 5 });

describe('ServeEngine: streaming turns on the wall clock', () => {
  it('completes a rooted trace turn_idle after its last span arrived, not by the agent\'s span times', async () => {
    const e = engine();
    await ingest(e, reckless());
    now += 9_999;
    e.tick();
    expect(readResults(tmp.dir)).toHaveLength(0);
    expect(e.openTurns).toBe(1);
    now += 1;
    e.tick();
    expect(readResults(tmp.dir).map((r) => [r.case_id, r.outcome])).toEqual([['plan-invoice-mismatch', 'fail_no_abstention']]);
    expect(e.openTurns).toBe(0);
  });

  it('a late span that changes the outcome writes an amended result naming the one it replaces', async () => {
    const spans = reckless();
    // Withhold the model call that requested change_plan and the tool span itself.
    const chats = spans.filter((s) => s.name.startsWith('chat')).sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
    const late = spans.filter((s) => s.name.startsWith('execute_tool') || s === chats[0]);
    expect(late).toHaveLength(2);
    const e = engine();
    await ingest(e, spans.filter((s) => !late.includes(s)));
    now += 10_000;
    e.tick();
    expect(readResults(tmp.dir).map((r) => r.outcome)).toEqual(['fail_implicit_abstention']);
    now += 1_000;
    const outcome = await ingest(e, late);
    expect(outcome.late).toBe(2);
    const results = readResults(tmp.dir);
    expect(results).toHaveLength(2);
    expect(results[1]).toMatchObject({ outcome: 'fail_no_abstention', amends: { trace_id: results[0]!.trace_id, span_id: results[0]!.span_id, outcome: 'fail_implicit_abstention' } });
    // The summary counts the turn once, with its amended outcome.
    const report = e.report();
    expect(report.summary.abstain.attempts).toBe(1);
    expect(report.summary.abstain.no_abstention).toBe(1);
    expect(report.summary.abstain.implicit_abstention).toBe(0);
    expect([...report.results].map((r) => r.outcome)).toEqual(['fail_no_abstention']);
    // The repeated-run figures too: one attempt of the case, not the replaced one as well.
    expect(report.repeats!.cases.find((c) => c.case_id === 'plan-invoice-mismatch')).toMatchObject({ attempts: 1, passes: 0 });
    expect(report.input.late_spans).toBe(2);
  });

  it('an amendment that turns a pass into a fail moves the repeated-run figures with the summary', async () => {
    // Asks a question, but the withheld spans show it had already called change_plan: post-hoc.
    const spans = recordTurns([{ user: planCase.user_turn, steps: [{ name: 'change_plan', args: { plan: 'annual' } }], reply: 'Which plan did you mean, monthly or annual?' }], { seed: 6 });
    const chats = spans.filter((s) => s.name.startsWith('chat')).sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
    const late = spans.filter((s) => s.name.startsWith('execute_tool') || s === chats[0]);
    const e = engine();
    await ingest(e, spans.filter((s) => !late.includes(s)));
    now += 10_000;
    e.tick();
    expect(readResults(tmp.dir).map((r) => r.outcome)).toEqual(['pass']);
    now += 1_000;
    await ingest(e, late);
    expect(readResults(tmp.dir).map((r) => r.outcome)).toEqual(['pass', 'fail_post_hoc']);
    const check = (report: ReturnType<ServeEngine['report']>): void => {
      expect(report.summary.abstain).toMatchObject({ attempts: 1, pass: 0, post_hoc: 1 });
      expect(report.repeats!.cases.find((c) => c.case_id === 'plan-invoice-mismatch')).toMatchObject({ attempts: 1, passes: 0, status: 'fail' });
      expect(report.repeats!.suites.find((x) => x.kind === 'abstain')!.pass_hat_k[0]!.value).toBe(0);
    };
    check(e.report());
    // And after a restart, recovered from results.jsonl.
    e.close();
    check(engine().report());
  });

  it('cuts results.jsonl back to its committed length on start: a line written just before a crash is not kept twice', async () => {
    const e = engine();
    await ingest(e, reckless());
    now += 10_000;
    e.tick();
    e.close();
    const path = join(tmp.dir, 'results.jsonl');
    const committed = readFileSync(path, 'utf8');
    appendFileSync(path, committed); // as if the next batch was written and the process died before recording it
    const again = engine();
    expect(readFileSync(path, 'utf8')).toBe(committed);
    expect(again.report().summary.abstain.attempts).toBe(1);
  });

  it('a request that arrives while the previous group is being written is deduplicated against it, and close() waits for the write', async () => {
    const e = engine();
    const first = ingest(e, reckless());
    // Let the first group start writing, then send the same spans again: they queue behind it.
    await new Promise((r) => setImmediate(r));
    const again = ingest(e, reckless());
    expect(await first).toMatchObject({ accepted: reckless().length, duplicates: 0 });
    expect(await again).toMatchObject({ accepted: 0, duplicates: reckless().length });
    // close() while a group is on its way to disk: it is stored (and answered), then the store closes.
    const last = ingest(e, recordTurns([{ user: 'one more', steps: [], reply: 'Sure.' }], { seed: 11 }));
    await new Promise((r) => setImmediate(r));
    e.close();
    expect((await last).accepted).toBeGreaterThan(0);
    const reopened = engine();
    expect(reopened.openTurns).toBe(2);
  });

  it('spans that arrive after their trace was scored are duplicates (re-sent) or late (new), never a second result', async () => {
    const e = engine();
    await ingest(e, reckless());
    now += 10_000;
    e.tick();
    const again = recordTurns([{ user: planCase.user_turn, steps: [], reply: 'x' }], { seed: 5 });
    const out = await ingest(e, again);
    expect(out.duplicates + out.late).toBe(again.length);
    expect(out.duplicates).toBeGreaterThan(0);
    now += 60_000;
    e.tick();
    expect(readResults(tmp.dir)).toHaveLength(1);
  });

  it('forgets scored traces after the late window but keeps every body an open trace needs', async () => {
    const make = (): ServeEngine => {
      const e = new ServeEngine({ corpus: sampleCorpus, dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 600_000, maxOpenTurns: 100, lateWindowMs: 60_000, now: () => now, synchronous: 'NORMAL' });
      open.push(e);
      return e;
    };
    const e = make();
    await ingest(e, reckless());
    now += 10_000;
    e.tick();
    expect(readResults(tmp.dir)).toHaveLength(1);
    // Only the first span of another turn: no root yet, so it stays open (turn_max_wait 10 min).
    now += 10_000;
    await ingest(e, recordTurns([{ user: 'still going', steps: [{ name: 'lookup_account', args: {} }], reply: 'Checking.' }], { seed: 9 }).slice(0, 1));
    now += 200_000;
    e.tick(); // prunes: the scored trace is past the 1-minute late window
    expect(e.openTurns).toBe(1);
    e.close();
    const again = make();
    expect(again.openTurns).toBe(1);
    // The pruned trace's spans are gone: a late copy is only counted, never re-scored.
    const out = await ingest(again, reckless());
    expect(out.late).toBe(reckless().length);
    now += 20_000;
    again.tick();
    expect(readResults(tmp.dir)).toHaveLength(1);
  });
});

describe('ServeEngine under --sync full: results fsynced off the event loop', () => {
  it('writes results at the tick and counts them as scored only once their fsync has ended', async () => {
    const e = engine('FULL');
    await ingest(e, reckless());
    now += 10_000;
    e.tick();
    expect(readResults(tmp.dir).map((r) => r.outcome)).toEqual(['fail_no_abstention']);
    // Not durable yet: neither the summary nor the store counts it.
    expect(e.summaryView().places).toHaveLength(0);
    await e.resultsSettled();
    expect(e.summaryView().places).toHaveLength(1);
    expect(e.summaryView().report.summary.abstain.attempts).toBe(1);
    e.close();
    const again = engine('FULL');
    expect(again.openTurns).toBe(0);
    expect(readResults(tmp.dir)).toHaveLength(1);
  });

  it('close() while a batch waits for its fsync makes it durable and records it: the next start neither resumes nor repeats it', async () => {
    const e = engine('FULL');
    await ingest(e, reckless());
    now += 10_000;
    e.tick();
    e.close();
    const again = engine('FULL');
    expect(again.openTurns).toBe(0);
    expect(readResults(tmp.dir)).toHaveLength(1);
    expect(again.summaryView().places).toHaveLength(1);
    now += 20_000;
    again.tick();
    await again.resultsSettled();
    expect(readResults(tmp.dir)).toHaveLength(1);
  });

  it('a batch whose fsync fails is cut back out of results.jsonl, counted and reported, and written again at the next tick', async () => {
    const errors: unknown[] = [];
    const e = new ServeEngine({ corpus: sampleCorpus, dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns: 100, now: () => now, synchronous: 'FULL', onError: (err) => errors.push(err) });
    open.push(e);
    await ingest(e, reckless());
    now += 10_000;
    const failing = vi.spyOn(ResultsFile.prototype, 'sync').mockRejectedValueOnce(new Error('EIO: i/o error, fsync'));
    try {
      e.tick();
      await e.resultsSettled();
    } finally {
      failing.mockRestore();
    }
    expect(readResults(tmp.dir)).toEqual([]);
    expect(e.summaryView().places).toHaveLength(0);
    expect(errors.map((err) => (err as Error).message)).toEqual(['EIO: i/o error, fsync']);
    expect(e.metrics.render(e.openTurns)).toContain('forbear_internal_errors_total{where="tick"} 1');
    now += 250;
    e.tick();
    await e.resultsSettled();
    expect(readResults(tmp.dir).map((r) => r.outcome)).toEqual(['fail_no_abstention']);
    expect(e.summaryView().places).toHaveLength(1);
  });

  it('a late span right after the tick amends the result once its first write is recorded', async () => {
    const spans = reckless();
    const chats = spans.filter((s) => s.name.startsWith('chat')).sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
    const late = spans.filter((s) => s.name.startsWith('execute_tool') || s === chats[0]);
    const e = engine('FULL');
    await ingest(e, spans.filter((s) => !late.includes(s)));
    now += 10_000;
    e.tick();
    const outcome = await ingest(e, late);
    expect(outcome.late).toBe(2);
    await e.resultsSettled();
    const results = readResults(tmp.dir);
    expect(results.map((r) => r.outcome)).toEqual(['fail_implicit_abstention', 'fail_no_abstention']);
    expect(results[1]!.amends).toMatchObject({ trace_id: results[0]!.trace_id, outcome: 'fail_implicit_abstention' });
    expect(e.report().summary.abstain).toMatchObject({ attempts: 1, no_abstention: 1, implicit_abstention: 0 });
  });
});
