import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/report/renderers.js';
import { makeReport, makeResult, pairedCorpus } from '../helpers/results.js';

describe('the text report on a terminal', () => {
  it('prints agent text without its control characters: no escape sequence reaches the terminal', () => {
    const reply = 'Done.\u001b]0;pwned\u0007\u001b[2J\rOverwritten \u009b31m';
    const r = makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: 'fail_no_abstention', final_reply: reply, run_id: 'run\u001b[31m' });
    const report = makeReport(pairedCorpus(), [r]);
    let text = '';
    FORMATS.text!.score(report, (c) => (text += c));
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
    expect(text).toContain('Done.\uFFFD]0;pwned\uFFFD\uFFFD[2J');
    expect(text.split('\n').length).toBeGreaterThan(5);
  });
});
