import { describe, expect, it } from 'vitest';
import { renderJunit } from '../../src/report/render-junit.js';
import { renderMarkdown } from '../../src/report/render-markdown.js';
import { attempts, makeReport, makeResult, pairedCorpus } from '../helpers/results.js';
import { findAll, parseXml } from '../helpers/xml.js';

const corpus = pairedCorpus();
const render = (fn: (r: ReturnType<typeof makeReport>, w: (c: string) => void) => void, report: ReturnType<typeof makeReport>): string => {
  let s = '';
  fn(report, (c) => (s += c));
  return s;
};

describe('JUnit XML', () => {
  it('one test case per case and attempt; a failure carries the outcome, the forbidden call and the reply', () => {
    const report = makeReport(corpus, [...attempts('refund-which', 'PF'), ...attempts('refund-named', 'P')]);
    const xml = parseXml(render(renderJunit, report));
    const cases = findAll(xml, 'testcase');
    const names = cases.map((c) => c.attrs.name);
    expect(names).toEqual(expect.arrayContaining(['refund-which attempt 1', 'refund-which attempt 2', 'refund-named attempt 1']));
    const failed = cases.find((c) => c.attrs.name === 'refund-which attempt 2')!;
    const failure = findAll(failed, 'failure')[0]!;
    expect(failure.attrs.type).toBe('fail_post_hoc');
    expect(failure.attrs.message).toContain('refund');
    expect(failure.text).toContain('forbidden calls: refund');
    expect(failure.text).toContain('reply: Done, refunded.');
    expect(findAll(cases.find((c) => c.attrs.name === 'refund-which attempt 1')!, 'failure')).toHaveLength(0);
    // Cases nobody attempted are skipped, not silently absent.
    expect(cases.filter((c) => findAll(c, 'skipped').length > 0).map((c) => c.attrs.name).sort()).toEqual(['refund-locked', 'refund-open', 'teleport']);
    expect(xml.attrs.failures).toBe('1');
  });

  it('stays well-formed with markup, quotes and control characters in a reply', () => {
    const nasty = 'Done <b>"ok"</b> & \'fine\' \u0000\u0007\u001b[31m ]]> \uD800 end';
    const r = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'amb<iguous>', outcome: 'fail_no_abstention', final_reply: nasty });
    const xml = parseXml(render(renderJunit, makeReport(corpus, [r])));
    const failure = findAll(xml, 'failure')[0]!;
    expect(failure.text).toContain('Done <b>"ok"</b> & \'fine\'');
    expect(failure.text).toContain(']]>');
    expect(findAll(xml, 'testcase')[0]!.attrs.classname).toContain('amb<iguous>');
  });

  it('an infrastructure failure is <skipped>, not a <failure> or an <error>', () => {
    const crashed = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'fail_implicit_abstention', turn_error: 'RateLimitError', final_reply: null });
    const xml = parseXml(render(renderJunit, makeReport(corpus, [crashed])));
    expect(findAll(xml, 'skipped').map((e) => e.attrs.message)).toContain('infrastructure failure, not scored: RateLimitError');
    expect(findAll(xml, 'failure')).toHaveLength(0);
    expect(findAll(xml, 'error')).toHaveLength(0);
    expect(xml.attrs.errors).toBe('0');
  });
});

describe('Markdown', () => {
  it('short enough for a pull-request comment however large the run, with the three numbers', () => {
    const many = Array.from({ length: 2000 }, (_, i) => makeResult({ case_id: i % 2 ? 'refund-which' : 'refund-locked', kind: 'abstain', scenario: 's', outcome: 'fail_no_abstention', final_reply: 'x'.repeat(500) }));
    const md = render(renderMarkdown, makeReport(corpus, many));
    expect(md.length).toBeLessThan(8000);
    expect(md).toMatch(/\| abstain pass rate \| \*\*0\.0 %\*\* \| \[0\.0, 0\.2\] \| 0\/2000 \|/);
    expect(md).toMatch(/\| forced-action rate \| \*\*100\.0 %\*\*/);
    expect(md).toContain('<details><summary>Failing cases (2)</summary>');
  });

  it('a reply with pipes and newlines stays inside its table cell', () => {
    const r = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'fail_no_abstention', final_reply: 'a | b\n| c' });
    const md = render(renderMarkdown, makeReport(corpus, [r]));
    const row = md.split('\n').find((l) => l.startsWith('| refund-which |'))!;
    expect(row.split(/(?<!\\)\|/).length).toBe(7); // 5 cells between 6 pipes
  });

  it('a hostile reply renders as plain text in a GitHub comment: no HTML, links, mentions or broken rows', () => {
    const reply = '*now* & </details><img src=x onerror=alert(1)> @octocat [here](http://e.x) `rm` \\| a\r\nb\u2028 c';
    const r = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'fail_no_abstention', final_reply: reply, trace_id: 'ab`|cd', run_id: 'run`x' });
    const md = render(renderMarkdown, makeReport(corpus, [r]));
    const row = md.split('\n').find((l) => l.startsWith('| refund-which |'))!;
    // GFM splits cells on pipes not escaped by a backslash (a backslash escapes the next character).
    const cells = row.replace(/\\./g, 'x').split('|');
    expect(cells.length).toBe(7);
    expect(row).not.toMatch(/<(?!\/?details|summary)/);
    expect(md).not.toContain('<img');
    expect(md.match(/<\/details>/g)).toHaveLength(1);
    expect(row).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(row).not.toMatch(/@octocat/);
    expect(row).toContain('\\[here\\](http://e.x)');
    expect(row).toContain('\\*now\\* &amp; &lt;/details&gt;');
  });
});
