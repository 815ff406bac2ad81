import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/report/render-html.js';
import { renderJson } from '../../src/report/render-json.js';
import { renderJunit } from '../../src/report/render-junit.js';
import { renderMarkdown } from '../../src/report/render-markdown.js';
import { renderText } from '../../src/report/render-text.js';
import type { ScoreReport } from '../../src/report/score-report.js';
import { makeReport, makeResult, pairedCorpus } from '../helpers/results.js';

const corpus = pairedCorpus();
const render = (fn: (r: ScoreReport, w: (c: string) => void) => void, report: ScoreReport): string => {
  let s = '';
  fn(report, (c) => (s += c));
  return s;
};

/** Two tagged passes, one exact pass, and a forced action matched by similarity at 0.734. */
const report = makeReport(corpus, [
  makeResult({ case_id: 'refund-named', kind: 'act', scenario: 'ambiguous', outcome: 'pass', matched_by: 'tag' }),
  makeResult({ case_id: 'refund-named', kind: 'act', scenario: 'ambiguous', outcome: 'pass', matched_by: 'tag', attempt: 2 }),
  makeResult({ case_id: 'refund-named', kind: 'act', scenario: 'ambiguous', outcome: 'pass', matched_by: 'exact', attempt: 3 }),
  makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'fail_no_abstention', matched_by: 'similar', match_score: 0.734, forbidden_calls: ['refund'] }),
]);

describe('every report format says how turns were matched', () => {
  it('the summary counts them, in precedence order', () => {
    expect(report.summary.matched_by).toEqual({ tag: 2, exact: 1, similar: 1 });
    expect(JSON.parse(render(renderJson, report)).summary.matched_by).toEqual({ tag: 2, exact: 1, similar: 1 });
  });

  it('text, Markdown, HTML and JUnit show the breakdown and, per failing attempt, the match and its score', () => {
    const text = render(renderText, report);
    expect(text).toContain('matched by: tag 2 · exact 1 · similar 1');
    expect(text).toContain('matched by similar 0.734)');
    const md = render(renderMarkdown, report);
    expect(md).toContain('Matched by: tag 2 · exact 1 · similar 1');
    expect(md).toMatch(/\| refund-which \| fail_no_abstention \|.*\(similar 0\.734\) \|/u);
    const html = render(renderHtml, report);
    expect(html).toContain('matched by tag 2 · exact 1 · similar 1');
    expect(html).toContain('<span data-testid="matched-by">similar 0.734</span>');
    const xml = render(renderJunit, report);
    expect(xml).toContain('<property name="matched_by.similar" value="1"/>');
    expect(xml).toContain('matched by: similar 0.734');
  });
});
