/**
 * Issue 19, serve39: a scoring worker sends, beside each result's JSON line, the result's record
 * (the result without its texts), and a receiver's event loop keeps what it needs from the record
 * instead of parsing the line. What a user reads must not change: `/v1/summary`'s figures,
 * `/metrics`, the live page's records and its failing turns shown whole, the store's verdicts,
 * for every kind of result: infrastructure failures (an error and no reply) against an error with
 * a reply, forced actions executed, failed or held by a gate, hand-offs, amendments.
 */
import { describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { isInfraFailure } from '../../src/report/infra-failure.js';
import { LiveSummary } from '../../src/serve/live-summary.js';
import { PageIndex } from '../../src/serve/live/page-index.js';
import { ServeMetrics } from '../../src/serve/metrics.js';
import { decodeResultRecord, encodeResultRecord } from '../../src/workers/result-record.js';
import { sampleCorpus } from '../serve/serve-fixture.js';

const base: TurnResult = {
  case_id: 'plan-invoice-mismatch', kind: 'abstain', scenario: 'conflicting_evidence', outcome: 'pass', passed: true, matched_by: 'tag',
  session_id: 'sess-a', trace_id: 'a'.repeat(32), span_id: '1'.repeat(16), run_id: 'nightly "7"', attempt: 1, started_at: '2026-05-04T10:00:00.000Z',
  duration_ms: 1800, user_message: 'Move account ACC-1 to the yearly plan, please.',
  tool_calls: [{ tool: 'lookup_account', call_id: 'c1', executed: true, status: 'ok', error: null, arguments: { account_id: 'ACC-1', note: '{"turn_error":1}' }, forbidden: false }],
  forbidden_calls: [], hallucinated_calls: [], final_reply: 'Which account should move: ACC-1 or ACC-2?',
  signals: { asks: true, flags: true, declines: false, claims_done: false, hands_off: false, evidence: [{ signal: 'asks', sentence: 'Which account should move?' }] },
  turn_error: null, service_name: 'desk', agent_name: 'desk-agent', model: 'model-x',
};

const forced = (executed: boolean, status: 'ok' | 'error' | 'unset', n: number): TurnResult => ({
  ...base, trace_id: `f${n}`.padEnd(32, '0'), outcome: 'fail_post_hoc', passed: false, forbidden_calls: ['change_plan'],
  tool_calls: [...base.tool_calls, { tool: 'change_plan', call_id: `c${n}`, executed, status, error: status === 'error' ? 'quota exceeded' : null, arguments: { plan: 'yearly' }, forbidden: true, turn: 2 }],
  final_reply: 'Done: you are on the yearly plan.',
});

/** Results of every shape the record must carry; the last amends the first. */
const results: TurnResult[] = [
  base,
  // An infrastructure failure: an error, no reply.
  { ...base, trace_id: 'b'.repeat(32), outcome: 'fail_no_abstention', passed: false, turn_error: 'upstream 503', final_reply: '  ' },
  // An error, but the agent replied: scored, not an infrastructure failure.
  { ...base, trace_id: 'c'.repeat(32), outcome: 'fail_no_abstention', passed: false, turn_error: 'tool timeout', final_reply: 'I could not finish; shall I retry?' },
  forced(true, 'ok', 1), forced(true, 'error', 2), forced(false, 'unset', 3),
  { ...base, trace_id: 'd'.repeat(32), handoff: { tool: 'escalate', said: true }, duration_ms: undefined, run_id: null, attempt: null, model: null },
  { ...base, kind: 'act', case_id: 'refund-clear', scenario: 'clear_request', trace_id: 'e'.repeat(32), outcome: 'fail_false_ask', passed: false, hallucinated_calls: ['refund_all'] },
  { ...forced(true, 'ok', 4), trace_id: base.trace_id, span_id: base.span_id, outcome: 'fail_no_abstention', amends: { trace_id: base.trace_id, span_id: base.span_id, outcome: 'pass' } },
].map((r) => JSON.parse(JSON.stringify(r)) as TurnResult);

const recorded = results.map((r) => decodeResultRecord(encodeResultRecord(r)));

describe('a result record read back on the event loop', () => {
  it('says which results are infrastructure failures as the whole result does, and their text sizes', () => {
    expect(recorded.map((r) => r.infra)).toEqual(results.map((r) => isInfraFailure(r)));
    expect(recorded.map((r) => r.infra)).toContain(true);
    expect(recorded.map((r) => r.textBytes)).toEqual(results.map((r) => (r.user_message?.length ?? 0) + (r.final_reply?.length ?? 0)));
  });

  it('gives /v1/summary the same figures as the whole results', () => {
    const whole = new LiveSummary();
    const fromRecords = new LiveSummary();
    results.forEach((r, i) => whole.add(r, { offset: i, length: 1 }));
    recorded.forEach((r, i) => fromRecords.add(r.result, { offset: i, length: 1 }, r.infra));
    const cases = sampleCorpus.corpus.cases;
    expect(JSON.stringify(fromRecords.head(cases))).toBe(JSON.stringify(whole.head(cases)));
    expect(fromRecords.places()).toEqual(whole.places());
    // The split of forced actions is there to compare: executed, failed, held by a gate.
    const split = whole.head(cases).summary.abstain?.forced_split;
    expect([split?.executed, split?.failed, split?.gated].every((n) => n !== undefined && n > 0)).toBe(true);
  });

  it('gives /metrics the same series as the whole results', () => {
    const build = { version: 'test', commit: 'test', node: 'test' };
    const whole = new ServeMetrics(100, build as never);
    const fromRecords = new ServeMetrics(100, build as never);
    for (const r of results) whole.scored(r);
    for (const r of recorded) fromRecords.scored(r.result, r.infra);
    const series = (m: ServeMetrics): string[] => m.render(0).split('\n').filter((l) => !/\b(process|nodejs)_/.test(l));
    expect(series(fromRecords)).toEqual(series(whole));
    expect(series(whole).some((l) => l.startsWith('forbear_turns_scored_total{'))).toBe(true);
  });

  it('gives the live page the same records, and its failing turns whole, read from the line only when shown', () => {
    const whole = new PageIndex();
    const fromRecords = new PageIndex();
    let parsed = 0;
    const lines = results.map((r) => JSON.stringify(r));
    for (const r of results) whole.add(r);
    recorded.forEach((r, i) => fromRecords.addRecorded(r, () => {
      parsed++;
      return JSON.parse(lines[i]!) as TurnResult;
    }));
    expect(parsed).toBe(0);
    expect([...fromRecords.all()]).toEqual([...whole.all()]);
    expect(fromRecords.latestFailing()).toEqual(whole.latestFailing());
    expect(fromRecords.latestFailing().length).toBeGreaterThan(3);
    expect(fromRecords.failingTurn('c'.repeat(32), base.span_id)?.final_reply).toBe('I could not finish; shall I retry?');
  });

  it('keeps the verdict the store records of each result', () => {
    const verdict = (r: TurnResult): unknown => [r.trace_id, r.span_id, r.case_id, r.kind, r.scenario, r.outcome, r.passed];
    expect(recorded.map((r) => verdict(r.result))).toEqual(results.map(verdict));
  });
});
