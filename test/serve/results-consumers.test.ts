/**
 * The results' record's consumers on the event loop (issue 19, serve40): `/metrics` counts a
 * result through label sets cached per distinct set, and `/v1/summary`'s tallies and the live
 * page share one slim record a result. What a user reads must not move: every `/metrics` series
 * says what results.jsonl holds, and the live page's figures are the from-scratch summary's,
 * through amendments and a restart.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { isInfraFailure } from '../../src/report/infra-failure.js';
import { ServeEngine } from '../../src/serve/serve-engine.js';
import { ServeMetrics } from '../../src/serve/metrics.js';
import { isoMs } from '../../src/serve/live/iso-ms.js';
import { PageIndex } from '../../src/serve/live/page-index.js';
import { liveNumbers, threeNumbers } from '../../src/serve/live/page-numbers.js';
import { recordTurns, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { ingestOtlpJson } from './engine-ingest.js';
import { sampleCorpus } from './serve-fixture.js';
import { readResults } from './serve-helpers.js';

let tmp: { dir: string; cleanup: () => void };
let now = 0;
const open: ServeEngine[] = [];
beforeEach(() => {
  tmp = tempDir('forbear-consumers-');
  now = 1_000_000;
});
afterEach(() => {
  for (const e of open.splice(0)) e.close();
  tmp.cleanup();
});

/** An engine whose results also feed a live-page index, as `forbear serve` wires them. */
function engine(index: PageIndex): ServeEngine {
  const e = new ServeEngine({
    corpus: sampleCorpus, dataDir: tmp.dir, turnIdleMs: 10_000, turnMaxWaitMs: 300_000, maxOpenTurns: 10_000, now: () => now, synchronous: 'NORMAL',
    onResult: (r, rec) => index.add(r, rec), onStoredResult: (r, rec) => index.restore(r, rec),
  });
  open.push(e);
  return e;
}

const cases = sampleCorpus.corpus.cases.filter((c) => c.kind !== 'cannot');
const services = ['desk', 'billing', 'returns'];
/** Turn i: case i mod n from one of three services, a reply that asks or one that acts; every seventh dies with no reply. */
const turn = (i: number): ReadableSpan[] => {
  const c = cases[i % cases.length]!;
  const acts = i % 3 === 0 && (c.forbidden_tools[0] ?? c.expected_tools[0]) !== undefined;
  const tool = c.forbidden_tools[0] ?? c.expected_tools[0] ?? 'lookup';
  const dies = i % 7 === 5 && !acts;
  return recordTurns([{ user: c.user_turn, steps: acts ? [{ name: tool, args: { n: i } }] : [], reply: dies ? '' : acts ? 'Done, all set.' : 'Which one do you mean? Could you confirm?', ...(dies ? { rootError: 'upstream 503' } : {}) }], { seed: 4000 + i, serviceName: services[i % 3]! });
};
/** The turn without its tool span and the model call before it: that part arrives late and amends it. */
const split = (spans: ReadableSpan[]): { first: ReadableSpan[]; late: ReadableSpan[] } => {
  const chats = spans.filter((s) => s.name.startsWith('chat')).sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
  const late = spans.filter((s) => s.name.startsWith('execute_tool') || s === chats[0]);
  return { first: spans.filter((s) => !late.includes(s)), late };
};

/** `/metrics` series of one family, label text → value. */
function series(text: string, family: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${family}{`)) continue;
    const at = line.lastIndexOf(' ');
    out.set(line.slice(family.length, at), Number(line.slice(at + 1)));
  }
  return out;
}

const FORCED = new Set(['fail_post_hoc', 'fail_no_abstention']);
const labelsOf = (r: TurnResult): string => `{service_name="${r.service_name ?? 'unknown'}",agent_name="${r.agent_name ?? 'unknown'}",model="${r.model ?? 'unknown'}",scenario="${r.scenario}"}`;
const bump = (m: Map<string, number>, k: string, by: number): void => void m.set(k, (m.get(k) ?? 0) + by);

/**
 * What `/metrics` should say from results.jsonl, by the documented rules: every line counts once
 * under its kind, outcome, scenario and case; an abstain turn (infrastructure failures left out)
 * counts once under its span labels, its forced action and failure as it was first written, and
 * an amendment adds only a forced action or a failure it brings.
 */
function expectedFromLines(lines: TurnResult[]): { scored: Map<string, number>; turns: Map<string, number>; forced: Map<string, number>; failed: Map<string, number> } {
  const scored = new Map<string, number>();
  const turns = new Map<string, number>();
  const forced = new Map<string, number>();
  const failed = new Map<string, number>();
  for (const r of lines) {
    bump(scored, `{kind="${r.kind}",outcome="${r.outcome}",scenario="${r.scenario}",case_id="${r.case_id}"}`, 1);
    if (r.kind !== 'abstain' || isInfraFailure(r)) continue;
    const k = labelsOf(r);
    if (r.amends === undefined) {
      bump(turns, k, 1);
      bump(forced, k, FORCED.has(r.outcome) ? 1 : 0);
      bump(failed, k, r.outcome !== 'pass' ? 1 : 0);
    } else {
      if (FORCED.has(r.outcome) && !FORCED.has(r.amends.outcome)) bump(forced, k, 1);
      if (r.outcome !== 'pass' && r.amends.outcome === 'pass') bump(failed, k, 1);
    }
  }
  return { scored, turns, forced, failed };
}

describe('the results\' record consumers (issue 19, serve40)', () => {
  it('/metrics series and the live page\'s figures say what results.jsonl holds, through amendments and a restart', async () => {
    const index = new PageIndex();
    const e = engine(index);
    const amendable: ReadableSpan[][] = [];
    for (let i = 0; i < 180; i++) {
      const spans = turn(i);
      if (i % 6 === 0 && spans.some((s) => s.name.startsWith('execute_tool'))) {
        const { first, late } = split(spans);
        amendable.push(late);
        await ingestOtlpJson(e, first);
      } else {
        await ingestOtlpJson(e, spans);
      }
    }
    now += 10_000;
    e.tick(Number.POSITIVE_INFINITY);
    now += 1_000;
    for (const late of amendable) await ingestOtlpJson(e, late);

    const lines = readResults(tmp.dir);
    expect(lines.filter((r) => r.amends !== undefined).length).toBeGreaterThan(5);
    expect(lines.filter((r) => isInfraFailure(r)).length).toBeGreaterThan(5);
    expect(new Set(lines.map((r) => r.service_name))).toEqual(new Set(services));
    const want = expectedFromLines(lines);
    const text = e.metrics.render(0);
    expect(series(text, 'forbear_turns_scored_total')).toEqual(want.scored);
    expect(series(text, 'forbear_abstain_turns_total')).toEqual(want.turns);
    expect(series(text, 'forbear_abstain_forced_actions_total')).toEqual(want.forced);
    expect(series(text, 'forbear_abstain_failed_turns_total')).toEqual(want.failed);

    // The live page counts each turn's current result, as the from-scratch summary does.
    const report = e.report();
    const infra = [...report.results].filter((r) => isInfraFailure(r)).length;
    report.results.close();
    expect(index.size).toBe(180);
    expect(liveNumbers(index.all(), { window: 'all', filter: {} }, now).numbers).toEqual(threeNumbers(report.summary, infra));
    const before = liveNumbers(index.all(), { window: 'all', filter: {} }, now);

    // A restart rebuilds both from results.jsonl: the same figures, the same turns-scored series.
    e.close();
    const again = new PageIndex();
    const e2 = engine(again);
    expect(again.size).toBe(180);
    const { generated_at: _g1, ...was } = before;
    const { generated_at: _g2, ...is } = liveNumbers(again.all(), { window: 'all', filter: {} }, now);
    expect(is).toEqual(was);
    expect(series(e2.metrics.render(0), 'forbear_abstain_turns_total')).toEqual(want.turns);
  });

  it('a label set past max_label_values keeps counting under other, each increment folded counted, next to cached sets', () => {
    const metrics = new ServeMetrics(2);
    const result = (service: string, outcome: string): TurnResult => ({
      kind: 'abstain', outcome, scenario: 'ambiguous_request', case_id: 'c1', passed: outcome === 'pass',
      service_name: service, agent_name: 'agent', model: 'm', turn_error: null, final_reply: 'Which one?', forbidden_calls: [],
    }) as unknown as TurnResult;
    const order = ['a', 'b', 'c', 'a', 'd', 'c', 'b', 'c'];
    for (const [i, s] of order.entries()) metrics.scored(result(s, i % 2 === 0 ? 'pass' : 'fail_no_abstention'));
    const text = metrics.render(0);
    const turns = series(text, 'forbear_abstain_turns_total');
    const k = (s: string): string => `{service_name="${s}",agent_name="agent",model="m",scenario="ambiguous_request"}`;
    expect(turns).toEqual(new Map([[k('a'), 2], [k('b'), 2], [k('other'), 4]]));
    // c at 2 and 7 (pass, fail), d at 4 (pass), c at 5 (fail): two forced among the folded four.
    expect(series(text, 'forbear_abstain_forced_actions_total').get(k('other'))).toBe(2);
    expect(text).toContain('forbear_metric_label_values_folded_total{metric="forbear_abstain_turns_total",label="service_name"} 4');
    expect(text).toContain('forbear_metric_label_values_folded_total{metric="forbear_abstain_forced_actions_total",label="service_name"} 2');
  });
});

describe('the live page\'s turn time read without Date.parse (isoMs)', () => {
  it('equals Date.parse on the written form across days, and on every other form it meets', () => {
    const written = [0, 1, 999, 86_399_999, 86_400_000, Date.UTC(2024, 1, 29, 23, 59, 59, 999), Date.UTC(2026, 11, 7, 14, 5, 9, 123), Date.UTC(2026, 11, 8, 0, 0, 0, 1), Date.UTC(9999, 11, 31, 23, 59, 59, 999)]
      .map((ms) => new Date(ms).toISOString());
    const odd = ['2026-12-07T24:00:00.000Z', '2026-12-07T23:60:00.000Z', '2026-02-30T10:00:00.000Z', '2026-12-07T10:00:00.000+01:00', '2026-12-07T10:00:00Z', '2026-12-07', 'not a time', '', '+275760-09-13T00:00:00.000Z', '2026-12-07T1a:00:00.000Z'];
    for (const s of [...written, ...odd, ...written.reverse()]) expect(Object.is(isoMs(s), Date.parse(s)), s).toBe(true);
  });
});

describe('the store\'s verdicts of a group (a trace\'s single verdict kept without a map)', () => {
  const v = (trace: string, span: string, outcome: string): TurnResult => ({
    trace_id: trace, span_id: span, case_id: 'c1', kind: 'abstain', scenario: 's', outcome, passed: outcome === 'pass', final_reply: 'not kept',
  }) as unknown as TurnResult;
  const kept = (r: TurnResult): object => ({ trace_id: r.trace_id, span_id: r.span_id, case_id: r.case_id, kind: r.kind, scenario: r.scenario, outcome: r.outcome, passed: r.passed });

  it('a trace met again in one group, or again in a later group, keeps every span\'s latest verdict; an amendment replaces them whole; and so after a restart', async () => {
    const { SpanStore } = await import('../../src/serve/span-store.js');
    const store = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    const [a1, a2, b1, c1] = [v('a', '01', 'pass'), v('a', '02', 'fail_no_abstention'), v('b', '01', 'pass'), v('c', '01', 'pass')];
    store.commit([{ traceId: 'a', results: [a2] }, { traceId: 'b', results: [b1] }, { traceId: 'a', results: [a1] }], 0, 1);
    expect(store.resultsOf('a')).toEqual([kept(a1), kept(a2)]);
    expect(store.resultsOf('b')).toEqual([kept(b1)]);
    const b1again = v('b', '01', 'fail_post_hoc');
    const b2 = v('b', '02', 'pass');
    store.commit([{ traceId: 'b', results: [b2] }, { traceId: 'c', results: [c1] }, { traceId: 'b', results: [b1again] }], 0, 2);
    expect(store.resultsOf('b')).toEqual([kept(b1again), kept(b2)]);
    store.commit([{ traceId: 'a', results: [v('a', '03', 'pass')] }], 0, 3, { replace: true });
    expect(store.resultsOf('a')).toEqual([kept(v('a', '03', 'pass'))]);
    store.close();
    const again = new SpanStore(tmp.dir, { synchronous: 'NORMAL' });
    expect(again.resultsOf('a')).toEqual([kept(v('a', '03', 'pass'))]);
    expect(again.resultsOf('b')).toEqual([kept(b1again), kept(b2)]);
    expect(again.resultsOf('c')).toEqual([kept(c1)]);
    again.close();
  });
});
