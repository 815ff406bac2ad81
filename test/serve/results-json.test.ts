/**
 * Issue 19, serve44: a scoring worker writes a trace's tuples and its verdicts' JSON as strings in
 * one pass (`resultsJson`), instead of `JSON.stringify` of the tuples there and of the verdicts on
 * the event loop (the store's commit). Both must be what `JSON.stringify` gives, byte for byte,
 * whatever the strings hold, and the store must keep the same rows and give the same verdicts
 * back from the worker's JSON as from the objects, through repeats, amendments and a restart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { LiveSummary } from '../../src/serve/live-summary.js';
import { readTuples, resultsJson, resultTuple } from '../../src/serve/result-parts.js';
import type { RecordedResult } from '../../src/serve/result-parts.js';
import { SpanStore } from '../../src/serve/span-store.js';
import type { Verdict } from '../../src/serve/scored-record.js';
import type { SqlDatabase } from '../../src/store/sqlite/sql-database.js';
import { tempDir } from '../helpers/index.js';

const dirs: { dir: string; cleanup: () => void }[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.cleanup();
});

const base: TurnResult = {
  case_id: 'refund-ambiguous', kind: 'abstain', scenario: 'ambiguous_request', outcome: 'pass', passed: true, matched_by: 'tag',
  session_id: 's-1', trace_id: 'a'.repeat(32), span_id: 'b'.repeat(16), run_id: 'run-7', attempt: 2, started_at: '2026-03-02T09:00:00.005Z', duration_ms: 2155,
  user_message: 'Refund the order, please', tool_calls: [], forbidden_calls: [], hallucinated_calls: [], final_reply: 'Which order do you mean?',
  signals: { asks: true, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [], on_point: true },
  turn_error: null, service_name: 'desk', agent_name: 'helper', model: 'm-1',
};
const call = (tool: string, forbidden: boolean, extra: Partial<TurnResult['tool_calls'][number]> = {}): TurnResult['tool_calls'][number] => ({
  tool, call_id: `call-${tool}`, executed: true, status: 'ok', error: null, arguments: { a: 1 }, forbidden, ...extra,
});
/** Strings JSON escapes: quotes, backslashes, control characters, lone surrogates; and ones it keeps (a pair, accents). */
const awkward = ['say "no"', 'C:\\refunds\\', 'line\nbreak\ttab', 'bell\u0007', 'lone \ud800 high', 'lone \udc00 low', 'pair 😀', 'café ☕', '', '\u001f\u007f'];

const shapes: TurnResult[] = [
  base,
  { ...base, outcome: 'fail_no_abstention', passed: false, tool_calls: [call('lookup', false), call('refund', true), call('refund', true, { status: 'error', error: 'denied "hard"', turn: 2, call_id: null })], forbidden_calls: ['refund', 'refund'] },
  { ...base, kind: 'act', outcome: 'fail_call_mismatch', passed: false, run_id: null, attempt: null, hallucinated_calls: ['ghost\\tool'], service_name: null, agent_name: null, model: null, user_message: null, final_reply: null },
  { ...base, handoff: { tool: 'escalate_to_human', said: true } },
  { ...base, handoff: { tool: null, said: false }, outcome: 'fail_silent_handoff', passed: false },
  { ...base, turn_error: 'upstream 503', final_reply: null, outcome: 'fail_no_abstention', passed: false },
  { ...base, turn_error: 'timeout', final_reply: '  \n' },
  { ...base, turn_error: 'timeout', final_reply: 'Which order, the one from May?' },
  { ...base, duration_ms: undefined as unknown as number, started_at: 'not a time' },
  { ...base, outcome: 'fail_post_hoc', passed: false, amends: { trace_id: 'c'.repeat(32), span_id: 'd'.repeat(16), outcome: 'pass' } },
  ...awkward.map((s, i): TurnResult => ({
    ...base, case_id: s, scenario: `${s}-scenario`, session_id: s, run_id: s, started_at: s, service_name: s, agent_name: s, model: s, matched_by: s as TurnResult['matched_by'],
    trace_id: `${s}-trace`, span_id: `${i}`, forbidden_calls: [s, 'x'], hallucinated_calls: [s], user_message: s, final_reply: s,
    tool_calls: [call(s, true, { call_id: s, error: s, turn: i })], handoff: { tool: s, said: true }, amends: { trace_id: s, span_id: s, outcome: 'pass' },
  })),
];

const verdictOf = (r: TurnResult): Verdict => ({ trace_id: r.trace_id, span_id: r.span_id, case_id: r.case_id, kind: r.kind, scenario: r.scenario, outcome: r.outcome, passed: r.passed });

describe('a worker\'s tuples and verdicts written as strings (issue 19, serve44)', () => {
  it('are JSON.stringify of the tuples and of the verdicts, byte for byte, for every shape and awkward string, alone and together', () => {
    for (const group of [shapes, [], ...shapes.map((r) => [r])]) {
      const got = resultsJson(group);
      expect(got.tuples).toBe(JSON.stringify(group.map(resultTuple)));
      expect(got.verdicts).toBe(JSON.stringify(group.map(verdictOf)));
      expect(JSON.parse(got.verdicts)).toEqual(group.map(verdictOf));
    }
  });

  it('the store keeps the same rows from them as from the verdicts, gives the same verdicts back through repeats, amendments and a restart', () => {
    const v = (trace: string, span: string, outcome: string, caseId = 'c1'): TurnResult => ({ ...base, trace_id: trace, span_id: span, case_id: caseId, outcome: outcome as TurnResult['outcome'], passed: outcome === 'pass' });
    const [a1, a2, b1, c1, q1] = [v('a', '01', 'pass'), v('a', '02', 'fail_no_abstention'), v('b', '01', 'pass'), v('c', '01', 'pass'), v('q"\\', '01', 'pass', 'say "no"\n')];
    // As the engine hands them on: with the worker's JSON, or (scored on the event loop, a late span's amendment) without.
    const groups: { traces: TurnResult[][]; replace?: boolean }[] = [
      { traces: [[a2], [b1], [a1], [q1]] },
      { traces: [[v('b', '02', 'pass')], [c1], [v('b', '01', 'fail_post_hoc')]] },
      { traces: [[v('c', '02', 'pass'), v('c', '01', 'fail_post_hoc')]] },
      { traces: [[v('a', '03', 'pass')]], replace: true },
      { traces: [[v('d', '01', 'pass')], [v('d', '01', 'fail_post_hoc')]] },
    ];
    const ids = ['a', 'b', 'c', 'd', 'q"\\'];
    const stores = [false, true].map((worker) => {
      const tmp = tempDir('forbear-results-json-');
      dirs.push(tmp);
      const store = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
      groups.forEach((g, n) => store.commit(g.traces.map((rs) => ({ traceId: rs[0]!.trace_id, results: rs, ...(worker ? { verdicts: resultsJson(rs).verdicts } : {}) })), 0, n + 1, { replace: g.replace === true }));
      return { tmp, store };
    });
    const rows = (s: SpanStore) => ((s as unknown as { db: SqlDatabase }).db.prepare('SELECT id, trace_ids, verdicts FROM scored_groups ORDER BY id').all());
    const [plain, fromWorker] = stores;
    expect(rows(fromWorker!.store)).toEqual(rows(plain!.store));
    for (const id of ids) expect(fromWorker!.store.resultsOf(id)).toEqual(plain!.store.resultsOf(id));
    expect(plain!.store.resultsOf('b')).toEqual([verdictOf(v('b', '01', 'fail_post_hoc')), verdictOf(v('b', '02', 'pass'))]);
    expect(plain!.store.resultsOf('d')).toEqual([verdictOf(v('d', '01', 'fail_post_hoc'))]);
    expect(fromWorker!.store.resultsOf('q"\\')).toEqual([verdictOf(q1)]);
    const again = stores.map(({ tmp, store }) => {
      store.close();
      return new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    });
    for (const id of ids) expect(again[1]!.resultsOf(id)).toEqual(again[0]!.resultsOf(id));
    expect(again[1]!.resultsOf('a')).toEqual([verdictOf(v('a', '03', 'pass'))]);
    for (const s of again) s.close();
  });

  it('/v1/summary counts a worker\'s results as the whole results: a turn that errored and still replied is scored, one that died with no reply is not', () => {
    const keyed = shapes.map((r, i) => ({ ...r, span_id: `span-${i}`, amends: undefined }));
    const fromWhole = new LiveSummary();
    keyed.forEach((r, i) => fromWhole.add(r, { offset: i, length: 1 }));
    const got: RecordedResult[] = [];
    readTuples(keyed.map((r) => JSON.stringify(r)), resultsJson(keyed).tuples, got);
    const fromTuples = new LiveSummary();
    got.forEach((res, i) => fromTuples.add(res.r, { offset: i, length: 1 }, res.rec));
    expect(JSON.stringify(fromTuples.head([]))).toBe(JSON.stringify(fromWhole.head([])));
    // The replying one among them counts: abstain attempts are every shape's but the two that died with no reply.
    const abstain = keyed.filter((r) => r.kind === 'abstain').length;
    expect(fromTuples.head([]).summary.abstain.attempts).toBe(abstain - 2);
  });
});
