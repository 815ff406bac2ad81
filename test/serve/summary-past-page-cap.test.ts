/**
 * Issue 19, serve41: `/v1/summary`'s tallies share the live page's record of each result
 * (serve40); once the page drops a record for its cap, the summary keeps only what its tally
 * reads (`LiveSummary.release`). What a user reads must not move: the summary's figures equal
 * those of a summary that kept every record, through amendments of dropped results, repeats and
 * infrastructure failures.
 */
import { describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { LiveSummary } from '../../src/serve/live-summary.js';
import { PageIndex } from '../../src/serve/live/page-index.js';
import { sampleCorpus } from './serve-fixture.js';

const cases = sampleCorpus.corpus.cases;
const OUTCOMES = ['pass', 'fail_no_abstention', 'fail_post_hoc', 'pass', 'fail_false_ask'];

/** Result i: a case of the corpus, an outcome by turns; every ninth dies with no reply; every fourth called its forbidden tool. */
function result(i: number, over: Partial<TurnResult> = {}): TurnResult {
  const c = cases[i % cases.length]!;
  const outcome = OUTCOMES[i % OUTCOMES.length]!;
  const forbidden = i % 4 === 1 && c.forbidden_tools[0] !== undefined ? [c.forbidden_tools[0]] : [];
  return {
    case_id: c.id, kind: c.kind, scenario: c.scenario, outcome, passed: outcome === 'pass', matched_by: i % 3 === 0 ? 'similar' : 'tag',
    session_id: `s${i}`, trace_id: `t${i}`, span_id: `p${i}`, run_id: i % 2 === 0 ? 'run-1' : null, attempt: i % 2 === 0 ? (i % 6) / 2 + 1 : null, started_at: '2026-03-02T09:00:00.000Z', duration_ms: i,
    user_message: 'Please do it.', tool_calls: forbidden.map((tool) => ({ tool, call_id: null, executed: true, status: 'ok' as const, error: null, arguments: { i }, forbidden: true })),
    forbidden_calls: forbidden, hallucinated_calls: i % 5 === 2 ? ['ghost'] : [], final_reply: i % 9 === 4 ? null : 'Which one?',
    signals: { asks: true, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [] },
    turn_error: i % 9 === 4 ? 'upstream 503' : null, service_name: 'desk', agent_name: null, model: null,
    ...(i % 7 === 3 ? { handoff: { tool: 'escalate', said: true } } : {}),
    ...over,
  };
}

/** The summary from scratch, as `ServeEngine.report` counts: each turn's current result (an amendment replaces what it amends), nothing taken back. */
function fromScratch(written: TurnResult[]): LiveSummary {
  const current = new Map<string, TurnResult>();
  for (const r of written) {
    if (r.amends !== undefined) current.delete(`${r.amends.trace_id}/${r.amends.span_id}`);
    current.set(`${r.trace_id}/${r.span_id}`, r);
  }
  const out = new LiveSummary();
  let at = 0;
  for (const { amends: _a, ...r } of current.values()) out.add(r, { offset: at++, length: 1 });
  return out;
}

describe('/v1/summary past the live page\'s cap (issue 19, serve41)', () => {
  it('counts as a summary keeping every record does, when the page has dropped the records it shared', () => {
    const page = new PageIndex({ maxRecords: 7 });
    const released = new LiveSummary();
    const kept = new LiveSummary();
    let dropped = 0;
    page.onEvict = (rec) => {
      dropped++;
      released.releaseOne(rec);
    };
    const written: TurnResult[] = [];
    const add = (r: TurnResult, at: number): void => {
      written.push(r);
      const rec = released.add(r, { offset: at, length: 1 });
      page.add(r, rec);
      kept.add(r, { offset: at, length: 1 });
    };
    for (let i = 0; i < 60; i++) add(result(i), i);
    // Amendments of results long dropped from the page, of recent ones, and of an amendment.
    const amend = (i: number, outcome: string, at: number, of = result(i)): TurnResult => {
      const r = result(i, { outcome, passed: outcome === 'pass', span_id: `p${i}`, amends: { trace_id: of.trace_id, span_id: of.span_id, outcome: of.outcome } });
      add(r, at);
      return r;
    };
    const a = amend(2, 'fail_post_hoc', 100);
    amend(2, 'pass', 101, a);
    amend(9, 'pass', 102);
    amend(13, 'fail_no_abstention', 103);
    amend(58, 'fail_post_hoc', 104);
    expect(dropped).toBeGreaterThan(50);
    expect(page.size).toBe(7);
    expect(released.size).toBe(60);
    expect(released.head(cases)).toEqual(kept.head(cases));
    expect(released.head(cases)).toEqual(fromScratch(written).head(cases));
    expect(released.places()).toEqual(kept.places());

    // At start-up the page's warm-up drops records before the engine is there: released after, at once.
    const later = new LiveSummary();
    const again = new PageIndex({ maxRecords: 7 });
    for (let i = 0; i < 60; i++) again.restore(result(i), later.add(result(i), { offset: i, length: 1 }));
    later.release((rec) => !again.holds(rec));
    later.add(result(20, { outcome: 'pass', passed: true, amends: { trace_id: 't20', span_id: 'p20', outcome: result(20).outcome } }), { offset: 105, length: 1 });
    const restarted = [...Array.from({ length: 60 }, (_, i) => result(i)), result(20, { outcome: 'pass', passed: true, amends: { trace_id: 't20', span_id: 'p20', outcome: result(20).outcome } })];
    expect(later.head(cases)).toEqual(fromScratch(restarted).head(cases));
  });
});
