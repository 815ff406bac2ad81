/**
 * Issue 19, serve41: a scoring worker writes, beside each result's line, a keyless tuple of the
 * values the receiver's own consumers read (`ResultTuple`), and the event loop reads the tuples
 * instead of parsing the lines. What a user reads must not move: the live page's records and
 * figures, its failing turns (kept whole), `/metrics` and `/v1/summary` are what scoring on the
 * event loop gives, through session-scope amendments (a worker's tuple), late-span amendments
 * (re-scored on the event loop) and a restart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { isInfraFailure } from '../../src/report/infra-failure.js';
import { PageIndex } from '../../src/serve/live/page-index.js';
import { liveNumbers } from '../../src/serve/live/page-numbers.js';
import { toPageRecord } from '../../src/serve/live/page-record.js';
import { readTuples, resultTuple } from '../../src/serve/result-parts.js';
import type { RecordedResult } from '../../src/serve/result-parts.js';
import { ServeEngine } from '../../src/serve/serve-engine.js';
import { loadDemoPlan, recordTurns, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { ingestOtlpJson } from './engine-ingest.js';
import { closeAfterEach } from './engine-teardown.js';
import { sampleCorpus } from './serve-fixture.js';

const { dirs, engines } = closeAfterEach();

/** A result of every shape a line can take; `over` changes the parts a case is about. */
const base: TurnResult = {
  case_id: 'refund-ambiguous', kind: 'abstain', scenario: 'ambiguous_request', outcome: 'pass', passed: true, matched_by: 'tag',
  session_id: 's-1', trace_id: 'a'.repeat(32), span_id: 'b'.repeat(16), run_id: 'run-7', attempt: 2, started_at: '2026-03-02T09:00:00.005Z', duration_ms: 2155,
  user_message: 'Refund "the" order, please', tool_calls: [], forbidden_calls: [], hallucinated_calls: [], final_reply: 'Which order do you mean?',
  signals: { asks: true, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [{ signal: 'asks', sentence: 'Which order do you mean?' }], on_point: true },
  turn_error: null, service_name: 'desk', agent_name: 'helper', model: 'm-1',
};
const call = (tool: string, forbidden: boolean, extra: Partial<TurnResult['tool_calls'][number]> = {}): TurnResult['tool_calls'][number] => ({
  tool, call_id: `call-${tool}`, executed: true, status: 'ok', error: null, arguments: { forbidden_calls: ['x'], turn_error: 'y', nested: { handoff: 1 } }, forbidden, ...extra,
});
const shapes: TurnResult[] = [
  base,
  { ...base, outcome: 'fail_no_abstention', passed: false, tool_calls: [call('lookup', false), call('refund', true), call('refund', true, { status: 'error', error: 'denied', turn: 2, call_id: null })], forbidden_calls: ['refund', 'refund'] },
  { ...base, kind: 'act', outcome: 'fail_call_mismatch', passed: false, matched_by: 'similar', match_score: 0.91, run_id: null, attempt: null, tool_calls: [call('rebook', false)], hallucinated_calls: ['ghost_tool'],
    call_mismatch: { tool: 'rebook', expected_index: 0, argument: 'date', expected: '"2026-03-04"', actual: null, call_id: null, message: 'rebook date: expected "2026-03-04", got nothing' } },
  { ...base, handoff: { tool: 'escalate_to_human', said: true } },
  { ...base, handoff: { tool: null, said: false }, outcome: 'fail_silent_handoff', passed: false },
  // Infrastructure failures: an error and no reply, or a blank one; an error beside a real reply is not one.
  { ...base, turn_error: 'upstream 503', final_reply: null, outcome: 'fail_no_abstention', passed: false },
  { ...base, turn_error: 'upstream 503', final_reply: '  \n', outcome: 'fail_no_abstention', passed: false },
  { ...base, turn_error: 'timeout', final_reply: 'Which order?' },
  { ...base, turn_error: 'timeout', final_reply: null, forbidden_calls: ['refund'], tool_calls: [call('refund', true)], outcome: 'fail_post_hoc', passed: false },
  { ...base, service_name: null, agent_name: null, model: null, user_message: null, final_reply: null, started_at: '2026-03-02T09:00:00Z' },
  { ...base, duration_ms: undefined as unknown as number },
  { ...base, outcome: 'fail_post_hoc', passed: false, amends: { trace_id: 'c'.repeat(32), span_id: 'd'.repeat(16), outcome: 'pass' },
    session: { gave_in: { turn: 3, held_turns: 2, trace_id: 'e'.repeat(32), span_id: 'f'.repeat(16), started_at: '2026-03-02T09:05:00.000Z', user_message: 'Just do it, "now"' } } },
];

describe('a worker\'s result tuples (issue 19, serve41)', () => {
  it('give each result\'s slim record, amendment and failing-list size as parsing its whole line does, and the line whole on demand', () => {
    const lines = shapes.map((r) => JSON.stringify(r));
    const got: RecordedResult[] = [];
    readTuples(lines, JSON.stringify(shapes.map(resultTuple)), got);
    expect(got).toHaveLength(shapes.length);
    shapes.forEach((shape, i) => {
      const whole = JSON.parse(lines[i]!) as TurnResult;
      const want = toPageRecord(whole);
      const res = got[i]!;
      // Same fields, same order (the page serialises its records).
      expect(JSON.stringify(res.rec)).toBe(JSON.stringify(want));
      expect(res.rec).toEqual(want);
      expect(JSON.stringify(res.r)).toBe(JSON.stringify(whole.amends === undefined ? want.slim : { ...want.slim, amends: whole.amends }));
      expect(res.textChars).toBe((shape.user_message?.length ?? 0) + (shape.final_reply?.length ?? 0));
      expect(res.whole()).toEqual(whole);
    });
    expect(got.map((g) => g.rec.infra)).toEqual([false, false, false, false, false, true, true, false, false, false, false, false]);
  });
});

/** Every demo conversation, the session-scope one included (live, it writes and then amends). */
const demo = (): ReadableSpan[] => loadDemoPlan().flatMap((f) => recordTurns(f.turns.map((t) => t.turn), { serviceName: 'support-desk-agent', seed: f.seed }));

/** Turns that die with no reply (infrastructure failures: shown on the page, never in a rate). */
const dead = (): ReadableSpan[] => sampleCorpus.corpus.cases.filter((c) => c.kind === 'abstain').slice(0, 4)
  .flatMap((c, i) => recordTurns([{ user: c.user_turn, steps: [], reply: '', rootError: 'upstream 503' }], { seed: 9200 + i, serviceName: 'dying-desk' }));

/** Turns that act on a forbidden tool whose tool span comes late: the receiver re-scores and amends them. */
const lateActs = (): { first: ReadableSpan[]; late: ReadableSpan[] }[] => sampleCorpus.corpus.cases
  .filter((c) => c.kind === 'abstain' && c.forbidden_tools[0] !== undefined)
  .slice(0, 6)
  .map((c, i) => {
    const spans = recordTurns([{ user: c.user_turn, steps: [{ name: c.forbidden_tools[0]!, args: { n: i } }], reply: 'Done, all set.' }], { seed: 9100 + i, serviceName: 'late-desk' });
    // The tool span and the model call before it arrive late (as results-consumers.test.ts splits them).
    const chats = spans.filter((s) => s.name.startsWith('chat')).sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
    const late = spans.filter((s) => s.name.startsWith('execute_tool') || s === chats[0]);
    return { first: spans.filter((s) => !late.includes(s)), late };
  });

/** An engine feeding a live-page index as `forbear serve` does: with workers, through `onRecorded`; without, through `onResult` (every result whole). */
function engine(workers: number, dir: string, index: PageIndex, clock: { now: number }): ServeEngine {
  const e = new ServeEngine({
    corpus: sampleCorpus, dataDir: dir, turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns: 10_000, now: () => clock.now, synchronous: 'NORMAL', workers,
    ...(workers > 0 ? { onRecorded: (res: RecordedResult) => index.addRecorded(res) } : { onResult: (r: TurnResult, rec) => index.add(r, rec) }),
    onStoredResult: (r, rec) => index.restore(r, rec),
  });
  engines.push(e);
  return e;
}

async function run(e: ServeEngine, clock: { now: number }, spans: ReadableSpan[], late: { first: ReadableSpan[]; late: ReadableSpan[] }[]): Promise<void> {
  for (let i = 0; i < spans.length; i += 7) {
    await ingestOtlpJson(e, spans.slice(i, i + 7));
    clock.now += 50;
  }
  for (const l of late) await ingestOtlpJson(e, l.first);
  clock.now += 10_000;
  e.tick(Number.POSITIVE_INFINITY);
  await e.core.drained();
  e.tick(Number.POSITIVE_INFINITY);
  await e.core.drained();
  e.tick(Number.POSITIVE_INFINITY);
  clock.now += 1_000;
  for (const l of late) await ingestOtlpJson(e, l.late);
}

describe('serve with workers read from their tuples (issue 19, serve41)', () => {
  it('shows the live page, /metrics and /v1/summary that scoring on the event loop shows, amendments and restart included', async () => {
    const spans = [...demo(), ...dead()];
    const late = lateActs();
    const view = (index: PageIndex, e: ServeEngine): unknown => ({
      records: [...index.all()],
      failing: index.latestFailing(),
      numbers: (({ generated_at: _g, ...rest }) => rest)(liveNumbers(index.all(), { window: 'all', filter: {} }, 2_000_000)),
      summary: JSON.stringify(e.summaryView().report),
      metrics: e.metrics.render(0).split('\n').filter((l) => !/\b(process|nodejs)_/.test(l)),
    });
    const sides = [0, 2].map((workers) => ({ workers, d: tempDir(`forbear-tuples-${workers}-`), index: new PageIndex(), clock: { now: 1_000_000 } }));
    dirs.push(...sides.map((s) => s.d));
    const views: unknown[] = [];
    for (const s of sides) {
      const e = engine(s.workers, s.d.dir, s.index, s.clock);
      await run(e, s.clock, spans, late);
      views.push(view(s.index, e));
    }
    const lines = (dir: string): TurnResult[] => readFileSync(join(dir, 'results.jsonl'), 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as TurnResult);
    const written = lines(sides[1]!.d.dir);
    expect(written).toEqual(lines(sides[0]!.d.dir));
    // Both kinds of amendment, forbidden calls and failing turns are among what the page shows.
    expect(written.filter((r) => r.amends !== undefined && r.service_name === 'late-desk').length).toBeGreaterThan(0);
    expect(written.filter((r) => r.amends !== undefined && r.service_name !== 'late-desk').length).toBeGreaterThan(0);
    expect(written.some((r) => r.forbidden_calls.length > 0)).toBe(true);
    expect(written.filter((r) => r.service_name === 'dying-desk' && isInfraFailure(r)).length).toBe(4);
    const withWorkers = sides[1]!.index;
    expect(withWorkers.latestFailing().length).toBeGreaterThan(3);
    // A failing turn is kept whole: its reply and tool arguments, as written.
    const failing = withWorkers.latestFailing()[0]!;
    expect(withWorkers.failingTurn(failing.trace_id, failing.span_id)).toEqual(written.filter((r) => r.trace_id === failing.trace_id && r.span_id === failing.span_id).at(-1));
    expect(views[1]).toEqual(views[0]);

    // A restart reads results.jsonl whole: the same page, as before it.
    for (const e of engines.splice(0)) {
      await e.drainWorkers();
      e.close();
    }
    const again = new PageIndex();
    const e2 = engine(2, sides[1]!.d.dir, again, sides[1]!.clock);
    const { records, numbers, failing: failingAgain } = view(again, e2) as { records: unknown; numbers: unknown; failing: unknown };
    const was = views[1] as { records: unknown; numbers: unknown; failing: unknown };
    expect(records).toEqual(was.records);
    expect(numbers).toEqual(was.numbers);
    expect(failingAgain).toEqual(was.failing);
  });
});
