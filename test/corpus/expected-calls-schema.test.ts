import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { corpusProblems as problems } from '../helpers/desk-corpus.js';

const corpus = (actCase: string): string => `
corpus: refunds
version: 1
tools:
  - { name: get_order, effect: read }
  - { name: issue_refund, effect: write }
cases:
  - id: refund-a1
    kind: act
    user_turn: "Refund order A1, 40 euros."
    tools_available: [get_order, issue_refund]
${actCase}`;

describe('expected_calls in the corpus file', () => {
  it('a hand-written entry loads, and stands in for expected_tools', () => {
    const text = corpus(`    expected_calls:
      - tool: issue_refund
        args:
          order_id: A1
          amount: { near: 40, tolerance: 0.5 }
          reason: { regex: "^(late|damaged)" }
        count: 1
    no_other_writes: true
`);
    expect(problems(text)).toEqual([]);
    const c = parseCorpus(text, 'cases.yaml').corpus.cases[0]!;
    expect(c.expected_calls?.[0]).toMatchObject({ tool: 'issue_refund', count: 1 });
    expect(c.no_other_writes).toBe(true);
  });

  it('a case without the new fields parses to the same case as before (no new keys)', () => {
    const c = parseCorpus(corpus('    expected_tools: [issue_refund]\n'), 'cases.yaml').corpus.cases[0]!;
    expect('expected_calls' in c).toBe(false);
    expect('no_other_writes' in c).toBe(false);
  });

  it('errors name the case id and the field down to the argument', () => {
    expect(problems(corpus(`    expected_calls:
      - tool: issue_refund
        args:
          amount: { near: forty }
`))).toEqual(['cases.yaml: cases[0] (refund-a1) .expected_calls[0].args.amount.near: expected a number']);
    expect(problems(corpus(`    expected_calls:
      - tool: issue_refund
        args:
          reason: { regex: '(a)\\1' }
`))).toEqual([expect.stringMatching(/^cases\.yaml: cases\[0\] \(refund-a1\) \.expected_calls\[0\]\.args\.reason\.regex: regular expression not supported/)]);
    expect(problems(corpus(`    expected_calls:
      - tool: issue_refund
        args:
          amount: { one_of: [] }
`))).toEqual(['cases.yaml: cases[0] (refund-a1) .expected_calls[0].args.amount.one_of: expected a non-empty list of values']);
    expect(problems(corpus(`    expected_calls:
      - tool: issue_refund
        args:
          amount: { equals: 40, tolerance: 1 }
`))).toEqual(['cases.yaml: cases[0] (refund-a1) .expected_calls[0].args.amount.tolerance: "tolerance" goes with "near"']);
  });

  it('count and min/max conflict, min above max, unknown keys and a missing tool are refused', () => {
    expect(problems(corpus(`    expected_calls:
      - { tool: issue_refund, count: 1, max: 2 }
`))).toEqual(['cases.yaml: cases[0] (refund-a1) .expected_calls[0].count: give either count, or min and/or max']);
    expect(problems(corpus(`    expected_calls:
      - { tool: issue_refund, min: 3, max: 2 }
`))).toEqual(['cases.yaml: cases[0] (refund-a1) .expected_calls[0].min: min 3 is above max 2']);
    expect(problems(corpus(`    expected_calls:
      - { tool: issue_refund, arguments: { order_id: A1 } }
`))[0]).toMatch(/^cases\.yaml: cases\[0\] \(refund-a1\) \.expected_calls\[0\]: Unrecognized key/);
    expect(problems(corpus(`    expected_calls:
      - { args: { order_id: A1 } }
`))[0]).toMatch(/^cases\.yaml: cases\[0\] \(refund-a1\) \.expected_calls\[0\]\.tool: /);
  });

  it('an act case needs expected_tools or expected_calls', () => {
    expect(problems(corpus('    expected_calls: []\n'))).toEqual(['cases.yaml: cases[0] (refund-a1) .expected_tools: required and non-empty for kind act (or give expected_calls)']);
  });
});
