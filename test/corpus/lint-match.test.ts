import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { lintCorpus } from '../../src/corpus/lint.js';

const corpus = (matchBlock: string, actTurn: string) => parseCorpus(`
corpus: twins
version: 1
${matchBlock}
tools: [{ name: issue_refund, effect: write }]
cases:
  - { id: refund-which, kind: abstain, forbidden_tools: [issue_refund], twin: refund-this, user_turn: "Please refund the order from last week." }
  - { id: refund-this, kind: act, expected_tools: [issue_refund], twin: refund-which, user_turn: "${actTurn}" }
`, 'twins.yaml');

const codes = (c: ReturnType<typeof corpus>) => lintCorpus(c).findings.map((f) => f.code);

describe('cases lint: organic matching', () => {
  it('warns when, under the corpus threshold, a twin pair differs only in words matching ignores', () => {
    const lint = lintCorpus(corpus('match: { similarity: 0.5 }', 'Please refund this order from last week.'));
    const finding = lint.findings.find((f) => f.code === 'lint.match_twins_too_close');
    expect(finding).toMatchObject({ severity: 'warning', case_id: 'refund-which', field: 'user_turn' });
    expect(finding?.message).toMatch(/its twin "refund-this" \(similarity 1\.000\) cannot be told apart/u);
  });

  it('is quiet for twins a word tells apart, and for corpora that do not opt in', () => {
    expect(codes(corpus('match: { similarity: 0.5 }', 'Please refund order #50211 from last week.'))).not.toContain('lint.match_twins_too_close');
    expect(codes(corpus('', 'Please refund this order from last week.'))).not.toContain('lint.match_twins_too_close');
  });
});
