import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { corpusProblems } from '../helpers/desk-corpus.js';

const corpus = (caseYaml: string): string => `corpus: c\nversion: 1\ntools: [{ name: issue_refund, effect: write }]\ncases:\n  - id: a\n    kind: abstain\n    user_turn: "Refund one of my orders."\n${caseYaml}`;
const problems = (text: string): string[] => corpusProblems(text, 'c.yaml');

describe('needs_review and split in the corpus schema', () => {
  it('existing corpora stay valid: a case is reviewed and in the dev split unless it says otherwise', () => {
    const c = parseCorpus(corpus('    forbidden_tools: [issue_refund]\n'), 'c.yaml').corpus.cases[0]!;
    expect(c.needs_review).toBe(false);
    expect(c.split).toBe('dev');
  });

  it('an empty forbidden tool list loads only on a candidate still marked needs_review', () => {
    expect(problems(corpus('    forbidden_tools: []\n    needs_review: true\n'))).toEqual([]);
    expect(problems(corpus('    forbidden_tools: []\n'))).toEqual(['c.yaml: cases[0] (a) .forbidden_tools: required and non-empty for kind abstain']);
  });

  it('a split other than dev or holdout is refused, naming the field', () => {
    expect(problems(corpus('    forbidden_tools: [issue_refund]\n    split: test\n'))[0]).toMatch(/^c\.yaml: cases\[0\] \(a\) \.split: /u);
  });
});
