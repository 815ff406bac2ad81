import { describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { summarize } from '../../src/report/aggregate.js';
import { OutcomeTally } from '../../src/report/tally.js';
import { PageIndex } from '../../src/serve/live/page-index.js';
import { liveNumbers } from '../../src/serve/live/page-numbers.js';
import { parsePageQuery, PageQueryError } from '../../src/serve/live/page-query.js';
import { caseDrillDown, latestTurns } from '../../src/serve/live/page-turns.js';
import { makeResult } from '../helpers/results.js';

const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const ago = (min: number): string => new Date(NOW - min * 60_000).toISOString();
const q = (s: string): ReturnType<typeof parsePageQuery> => parsePageQuery(new URLSearchParams(s));

function abstain(outcome: string, extra: Partial<TurnResult> = {}): TurnResult {
  return makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome, duration_ms: 0, ...extra });
}

function tallied(rs: TurnResult[]): ReturnType<typeof summarize> {
  const t = new OutcomeTally();
  for (const r of rs) t.add(r);
  return summarize(t);
}

describe('the live page numbers', () => {
  it('are the report summary of the results in the window, filtered by model', () => {
    const recent = [abstain('pass', { started_at: ago(10), model: 'a' }), abstain('fail_no_abstention', { started_at: ago(20), model: 'b' }), abstain('fail_post_hoc', { started_at: ago(30), model: 'b' })];
    const old = abstain('fail_no_abstention', { started_at: ago(2 * 60), model: 'a' });
    const index = new PageIndex();
    index.warmUp([old, ...recent]);
    const hour = liveNumbers(index.all(), q('window=1h'), NOW);
    expect(hour.summary).toEqual(tallied(recent));
    expect(hour.numbers.forced_action).toBe(2);
    expect(hour.values.model).toEqual(['a', 'b']);
    const b = liveNumbers(index.all(), q('window=1h&model=b'), NOW);
    expect(b.summary).toEqual(tallied(recent.filter((r) => r.model === 'b')));
    expect(b.numbers.forced_action_rate).toBe(1);
    expect(b.splits.model.map((r) => r.value)).toEqual(['b']);
    const all = liveNumbers(index.all(), q('window=all'), NOW);
    expect(all.summary).toEqual(tallied([old, ...recent]));
    // Every result lands in one trend bucket: the buckets add up to the window.
    expect(hour.trend.length).toBe(12);
    expect(hour.trend.reduce((n, b) => n + b.abstain_attempts, 0)).toBe(3);
    expect(all.trend.reduce((n, b) => n + b.abstain_attempts, 0)).toBe(4);
  });

  it('split rows are the numbers the report gives for that row\'s results alone', () => {
    const models = ['a', 'b', 'c'];
    const outcomes = ['pass', 'fail_no_abstention', 'fail_post_hoc', 'fail_implicit_abstention'];
    const rs: TurnResult[] = [];
    for (let i = 0; i < 40; i++) {
      rs.push(abstain(outcomes[i % 4]!, { started_at: ago(i), model: models[i % 3]! }));
      rs.push(makeResult({ case_id: 'refund-named', kind: 'act', scenario: 'ambiguous', outcome: i % 5 === 0 ? 'fail_false_ask' : 'pass', started_at: ago(i), model: models[(i + 1) % 3]!, duration_ms: 0 }));
    }
    const index = new PageIndex();
    index.warmUp(rs);
    const split = liveNumbers(index.all(), q('window=1h'), NOW).splits.model;
    expect(split.map((r) => r.value).sort()).toEqual(models);
    for (const row of split) {
      const { value: _value, ...numbers } = row;
      expect(numbers).toEqual(liveNumbers(index.all(), q(`window=1h&model=${row.value}`), NOW).numbers);
    }
  });

  it('count an amended result once, as amended, and infrastructure failures in no rate', () => {
    const first = abstain('pass', { started_at: ago(5) });
    const amended = { ...abstain('fail_no_abstention', { started_at: ago(5) }), amends: { trace_id: first.trace_id, span_id: first.span_id, outcome: 'pass' } };
    const infra = abstain('fail_implicit_abstention', { started_at: ago(5), turn_error: 'rate limited', final_reply: null });
    const index = new PageIndex();
    index.add(first);
    index.add(amended);
    index.add(infra);
    const n = liveNumbers(index.all(), q('window=1h'), NOW).numbers;
    expect(n.abstain_attempts).toBe(1);
    expect(n.forced_action).toBe(1);
    expect(n.infra_failures).toBe(1);
  });

  it('refuse a window the page does not offer, naming the parameter', () => {
    expect(() => q('window=2w')).toThrow(PageQueryError);
    expect(() => q('window=2w')).toThrow(/^window: expected one of 1h, 1d, 7d, all, got "2w"$/);
  });
});

describe('the latest failing turns and the case drill-down', () => {
  it('list forced actions newest first, with the reply cut for the list and a trace link', () => {
    const index = new PageIndex();
    const big = 'x'.repeat(1_000_000);
    index.add(abstain('fail_implicit_abstention', { started_at: ago(3) }));
    index.add(abstain('fail_no_abstention', { started_at: ago(2), final_reply: big, trace_id: 'ab/cd' }));
    index.add(abstain('pass', { started_at: ago(1) }));
    const failing = latestTurns(index.latestFailing(), q('window=1h'), NOW, { forcedOnly: false, limit: 10, traceUrl: 'https://tempo.example/trace/{trace_id}?span={span_id}' });
    expect(failing.map((t) => t.outcome)).toEqual(['fail_no_abstention', 'fail_implicit_abstention']);
    expect(failing[0]!.final_reply).toHaveLength(4000);
    expect(failing[0]!.final_reply_chars).toBe(1_000_000);
    expect(failing[0]!.forced).toBe('executed');
    expect(failing[0]!.trace_url).toBe(`https://tempo.example/trace/ab%2Fcd?span=${failing[0]!.span_id}`);
    const forced = latestTurns(index.latestFailing(), q('window=1h'), NOW, { forcedOnly: true, limit: 10 });
    expect(forced).toHaveLength(1);
    expect(forced[0]!.trace_url).toBeNull();
    expect(index.failingTurn('ab/cd', forced[0]!.span_id)?.final_reply).toBe(big);
  });

  it('shows one case over time: pass^k, and how often its outcome flips', () => {
    const index = new PageIndex();
    const outcomes = ['pass', 'pass', 'fail_no_abstention', 'pass'];
    outcomes.forEach((o, i) => index.add(abstain(o, { started_at: ago(40 - i) })));
    index.add(makeResult({ case_id: 'other', kind: 'abstain', scenario: 's', outcome: 'pass', started_at: ago(1) }));
    const d = caseDrillDown(index.all(), 'refund-which', q('window=all'), NOW);
    expect(d.history.map((h) => h.outcome)).toEqual(outcomes);
    expect(d.status).toBe('flaky');
    expect(d.passes).toBe(3);
    expect(d.flip_rate).toBeCloseTo(2 / 3);
    expect(d.pass_hat_k[0]).toEqual({ k: 1, value: 0.75 });
    expect(d.pass_hat_k[3]!.value).toBe(0);
  });
});
