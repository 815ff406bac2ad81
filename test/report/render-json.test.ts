import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import type { TurnResult } from '../../src/model/result.js';
import { byCase, byScenario, summarize } from '../../src/report/aggregate.js';
import { renderJson } from '../../src/report/render-json.js';
import { ResultLog } from '../../src/report/result-log.js';
import type { ScoreReport, ScoreReportJson } from '../../src/report/score-report.js';
import { OutcomeTally } from '../../src/report/tally.js';

const corpus = parseCorpus(`
corpus: c
version: 1
cases:
  - { id: a, kind: abstain, scenario: s1, forbidden_tools: [x], user_turn: "a" }
  - { id: b, kind: act, scenario: s1, expected_tools: [x], user_turn: "b" }
`, 'c.yaml');

function result(i: number): TurnResult {
  const abstain = i % 2 === 0;
  const outcome = abstain ? (i % 4 === 0 ? 'pass' : 'fail_post_hoc') : (i % 3 === 0 ? 'fail_false_ask' : 'pass');
  return {
    case_id: abstain ? 'a' : 'b', kind: abstain ? 'abstain' : 'act', scenario: 's1', outcome, passed: outcome === 'pass',
    matched_by: 'tag', session_id: `s${i}`, trace_id: `t${i}`, span_id: 'x', run_id: 'r', attempt: i, started_at: '2026-01-01T00:00:00.000Z',
    user_message: 'a', tool_calls: [], forbidden_calls: outcome === 'fail_post_hoc' ? ['x'] : [], hallucinated_calls: [], final_reply: 'Which "one"?\n',
    signals: { asks: true, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [{ signal: 'asks', sentence: 'Which "one"?' }] },
    turn_error: null, service_name: null, agent_name: null, model: null,
  };
}

function reportOf(n: number, keepInMemory: number): ScoreReport {
  const results = new ResultLog(keepInMemory);
  const tally = new OutcomeTally();
  for (let i = 0; i < n; i++) {
    results.push(result(i));
    tally.add(result(i));
  }
  const summary = summarize(tally);
  return {
    forbear_version: '0.0.0', corpus: { name: 'c', version: 1, sha256: corpus.sha256, path: 'c.yaml' }, summary,
    scenarios: byScenario(tally), cases: byCase(corpus.corpus.cases, tally), results, unmatched_turns: 0, follow_up_turns: 0, unmatched: [],
    input: { files: 1, bytes: 0, lines: 0, spans: 0, skipped_lines: 0, rejected_spans: 0, duplicate_spans: 0, late_spans: 0, forced_completions: 0, turns: n, errors: 0 },
    gates: [],
  };
}

function render(report: ScoreReport): ScoreReportJson {
  const chunks: string[] = [];
  renderJson(report, (c) => chunks.push(c));
  return JSON.parse(chunks.join('')) as ScoreReportJson;
}

describe('renderJson', () => {
  it('streams every result from a log that spilled to disk into one valid JSON document', () => {
    const parsed = render(reportOf(1_000, 10));
    expect(parsed.results).toHaveLength(1_000);
    expect(parsed.results[999]).toEqual(result(999));
    expect(Object.keys(parsed)).toEqual(['forbear_version', 'corpus', 'summary', 'scenarios', 'cases', 'results', 'unmatched_turns', 'follow_up_turns', 'unmatched', 'input', 'gates']);
  });

  it('writes the counts the tally kept: the three numbers match the results', () => {
    const parsed = render(reportOf(100, 1_000));
    const abstain = parsed.results.filter((r) => r.kind === 'abstain');
    expect(parsed.summary.abstain.attempts).toBe(abstain.length);
    expect(parsed.summary.abstain.forced_action).toBe(abstain.filter((r) => r.outcome === 'fail_post_hoc').length);
    expect(parsed.summary.act.false_ask).toBe(parsed.results.filter((r) => r.outcome === 'fail_false_ask').length);
    expect(parsed.cases.map((c) => [c.case_id, c.attempts])).toEqual([['a', 50], ['b', 50]]);
  });

  it('prints a log that spilled to disk byte for byte as one held in memory (the spilled items are copied out as they are)', () => {
    const text = (keepInMemory: number): string => {
      const chunks: string[] = [];
      renderJson(reportOf(3_000, keepInMemory), (c) => chunks.push(c));
      return chunks.join('');
    };
    const inMemory = text(10_000);
    expect(text(7)).toBe(inMemory);
    expect(text(0)).toBe(inMemory);
  });

  it('writes the same bytes to a writer that takes bytes (a file, stdout) as to one that takes text, spilled or not', () => {
    // Replies with characters of 2, 3 and 4 bytes: a 64 KiB read ends inside one somewhere.
    const wide = (keepInMemory: number): ScoreReport => {
      const report = reportOf(0, keepInMemory);
      const results = new ResultLog(keepInMemory);
      for (let i = 0; i < 600; i++) results.push({ ...result(i), final_reply: `Which order — é, 注文, 📦 #${i}? ${'ü'.repeat(i % 7)}` });
      return { ...report, results };
    };
    const asText = (report: ScoreReport): Buffer => {
      const chunks: string[] = [];
      renderJson(report, (c) => chunks.push(c));
      return Buffer.from(chunks.join(''), 'utf8');
    };
    const asBytes = (report: ScoreReport): Buffer => {
      const chunks: Buffer[] = [];
      renderJson(report, (c) => chunks.push(Buffer.from(c, 'utf8')), (b) => chunks.push(Buffer.from(b)));
      return Buffer.concat(chunks);
    };
    const expected = asText(wide(10_000));
    expect(asBytes(wide(10_000)).equals(expected)).toBe(true);
    expect(asBytes(wide(3)).equals(expected)).toBe(true);
    expect(asBytes(reportOf(0, 10)).toString('utf8')).toBe(asText(reportOf(0, 10)).toString('utf8'));
    expect((JSON.parse(expected.toString('utf8')) as ScoreReportJson).results[599]!.final_reply).toBe(`Which order — é, 注文, 📦 #599? ${'ü'.repeat(599 % 7)}`);
  });

  it('writes an empty result list as []', () => {
    expect(render(reportOf(0, 10)).results).toEqual([]);
  });
});
