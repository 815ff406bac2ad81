import { describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { renderJunit, renderJunitDiff, renderJunitTrend } from '../../src/report/render-junit.js';
import { diffRuns } from '../../src/report/run-diff.js';
import type { DiffSide } from '../../src/report/run-diff.js';
import type { ScoreReport } from '../../src/report/score-report.js';
import { attempts, makeReport, makeResult, pairedCorpus } from '../helpers/results.js';
import { findAll, parseXml } from '../helpers/xml.js';
import type { XmlElement } from '../helpers/xml.js';

/**
 * What Jenkins, GitLab and the GitHub JUnit reporters read: <testsuites>/<testsuite> counts that
 * agree with the <testcase> elements, and on every test case a classname, a name unique within
 * its class, and a `time` in seconds (a missing or non-numeric time shows as "NaN ms" in
 * dorny/test-reporter and breaks stricter parsers).
 */
function checkCiShape(xmlText: string): XmlElement {
  const root = parseXml(xmlText);
  expect(root.name).toBe('testsuites');
  const suites = root.children.filter((c) => c.name === 'testsuite');
  expect(suites.length).toBeGreaterThan(0);
  const total = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const suite of suites) {
    const cases = suite.children.filter((c) => c.name === 'testcase');
    const has = (c: XmlElement, el: string): boolean => c.children.some((k) => k.name === el);
    const counts = { tests: cases.length, failures: cases.filter((c) => has(c, 'failure')).length, errors: cases.filter((c) => has(c, 'error')).length, skipped: cases.filter((c) => has(c, 'skipped')).length };
    for (const k of ['tests', 'failures', 'errors', 'skipped'] as const) {
      expect(suite.attrs[k], `testsuite ${k}`).toBe(String(counts[k]));
      total[k] += counts[k];
    }
    expect(suite.attrs.time).toMatch(/^\d+(\.\d+)?$/);
    const keys = new Set<string>();
    for (const c of cases) {
      expect(c.attrs.classname).toBeTruthy();
      expect(c.attrs.name).toBeTruthy();
      expect(c.attrs.time, `time of ${c.attrs.name}`).toMatch(/^\d+(\.\d+)?$/);
      const key = `${c.attrs.classname}\u0000${c.attrs.name}`;
      expect(keys.has(key), `duplicate test case ${c.attrs.classname} ${c.attrs.name}`).toBe(false);
      keys.add(key);
      // One outcome element at most per test case.
      expect(c.children.filter((k) => ['failure', 'error', 'skipped'].includes(k.name)).length).toBeLessThanOrEqual(1);
    }
  }
  for (const k of ['tests', 'failures', 'errors', 'skipped'] as const) expect(root.attrs[k], `testsuites ${k}`).toBe(String(total[k]));
  return root;
}

const corpus = pairedCorpus();
const junit = (report: ScoreReport): string => {
  let s = '';
  renderJunit(report, (c) => (s += c));
  return s;
};
const crashed = (attempt: number): TurnResult => makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'fail_implicit_abstention', turn_error: 'RateLimitError: 429', final_reply: null, attempt });

describe('JUnit as CI systems parse it', () => {
  it('counts agree with the elements, and failures equal forbear\'s failed attempts', () => {
    const results = [...attempts('refund-which', 'PFP'), crashed(4), ...attempts('refund-named', 'FP'), ...attempts('teleport', 'F')];
    const report = makeReport(corpus, results);
    const root = checkCiShape(junit(report));
    const s = report.summary;
    expect(root.attrs.failures).toBe(String(s.abstain.attempts - s.abstain.pass + s.act.attempts - s.act.pass + s.cannot.attempts - s.cannot.pass));
    // refund-locked and refund-open were not attempted; the crashed attempt is skipped, not an error.
    expect(root.attrs).toMatchObject({ tests: '9', failures: '3', errors: '0', skipped: '3' });
  });

  it('an infrastructure failure is skipped with its error, the way forbear leaves it out of the rates', () => {
    const root = checkCiShape(junit(makeReport(corpus, [...attempts('refund-which', 'P'), crashed(2)])));
    const skipped = findAll(root, 'testcase').find((c) => c.attrs.name === 'refund-which attempt 2')!;
    const el = findAll(skipped, 'skipped')[0]!;
    expect(el.attrs.message).toBe('infrastructure failure, not scored: RateLimitError: 429');
    expect(el.text).toContain('reply: (none)');
    expect(findAll(root, 'error')).toHaveLength(0);
    expect(findAll(root, 'property').find((p) => p.attrs.name === 'infra_failures')!.attrs.value).toBe('1');
  });

  it('each test case carries the turn\'s duration as its time, and the suite their sum', () => {
    const a = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'pass', attempt: 1, duration_ms: 1234 });
    const b = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'fail_post_hoc', attempt: 2, duration_ms: 250 });
    const old = makeResult({ case_id: 'refund-named', kind: 'act', scenario: 'ambiguous', outcome: 'pass', attempt: 1 });
    const root = checkCiShape(junit(makeReport(corpus, [a, b, old])));
    const time = (name: string): string | undefined => findAll(root, 'testcase').find((c) => c.attrs.name === name)?.attrs.time;
    expect(time('refund-which attempt 1')).toBe('1.234');
    expect(time('refund-which attempt 2')).toBe('0.250');
    expect(time('refund-named attempt 1')).toBe('0.000');
    expect(root.attrs.time).toBe('1.484');
  });

  it('the same attempt number from two runs in one input stays two test cases', () => {
    const root = checkCiShape(junit(makeReport(corpus, [...attempts('refund-which', 'PF', 'run-a'), ...attempts('refund-which', 'FP', 'run-b')])));
    expect(findAll(root, 'testcase').filter((c) => c.attrs.name?.startsWith('refund-which')).map((c) => c.attrs.name)).toEqual([
      'refund-which attempt 1', 'refund-which attempt 2', 'refund-which attempt 1 (run run-b)', 'refund-which attempt 2 (run run-b)',
    ]);
    expect(root.attrs.failures).toBe('2');
  });

  it('a run with no results is still a valid report: every case skipped', () => {
    const root = checkCiShape(junit(makeReport(corpus, [])));
    expect(root.attrs).toMatchObject({ tests: String(corpus.corpus.cases.length), skipped: String(corpus.corpus.cases.length), failures: '0' });
  });

  it('diff and trend reports have the same shape', () => {
    const side = (results: TurnResult[], id: string): DiffSide => ({
      report: { ...makeReport(corpus, results), run: { run_id: id, recorded_at: '2026-03-02T09:00:00.000Z', labels: {} } },
      cases: corpus.corpus.cases.map((c) => ({ case_id: c.id, kind: c.kind, scenario: c.scenario, content_sha256: 'x' })),
    });
    const d = diffRuns(side(attempts('refund-which', 'PP'), 'a'), side(attempts('refund-which', 'FF'), 'b'));
    let diffXml = '';
    renderJunitDiff(d, (c) => (diffXml += c));
    expect(checkCiShape(diffXml).attrs.failures).toBe('1');
    let trendXml = '';
    renderJunitTrend({ store: 's.db', runs: [] }, (c) => (trendXml += c));
    checkCiShape(trendXml);
  });
});
