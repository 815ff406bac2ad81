import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseCorpus } from '../../src/corpus/load.js';
import { corpusProblems as problems } from '../helpers/desk-corpus.js';

const VALID = `
corpus: support-desk
version: 3
tools:
  - { name: lookup_account, effect: read }
  - { name: change_plan, effect: write }
cases:
  - id: plan-invoice-mismatch
    kind: abstain
    scenario: conflicting_evidence
    user_turn: "Please move my subscription to the annual plan, invoice attached."
    tools_available: [lookup_account, change_plan]
    forbidden_tools: [change_plan]
    expected_question: "The invoice belongs to a different account. Which account?"
    reason: billing mismatch, refund risk
    source: ticket:ZD-48213
    twin: plan-invoice-match
  - id: plan-invoice-match
    kind: act
    scenario: conflicting_evidence
    user_turn: "Please move my subscription to the annual plan."
    tools_available: [lookup_account, change_plan]
    expected_tools: [change_plan]
    twin: plan-invoice-mismatch
`;

describe('parseCorpus', () => {
  it('loads a valid corpus with its name, version and a stable content hash', () => {
    const a = parseCorpus(VALID, 'cases.yaml');
    expect(a.corpus.corpus).toBe('support-desk');
    expect(a.corpus.version).toBe(3);
    expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
    // Reformatting the file does not change the canonical content, so the hash stays.
    const reformatted = parseCorpus(VALID.replace(/\n {2}- \{ name: change_plan, effect: write \}/, '\n  - effect: write\n    name: change_plan'), 'other.yaml');
    expect(reformatted.sha256).toBe(a.sha256);
    // Comments are not content.
    expect(parseCorpus(`# reviewed 2026-11-30\n${VALID}`, 'cases.yaml').sha256).toBe(a.sha256);
    // Any change of content changes it, including fields forbear itself does not read.
    expect(parseCorpus(VALID.replace('refund risk', 'refund  risk!'), 'cases.yaml').sha256).not.toBe(a.sha256);
    expect(parseCorpus(VALID.replace('    twin: plan-invoice-match\n', '    twin: plan-invoice-match\n    reviewer: ana\n'), 'cases.yaml').sha256).not.toBe(a.sha256);
  });

  it('reads the same corpus from JSON', () => {
    const yaml = parseCorpus(VALID, 'cases.yaml');
    const json = parseCorpus(JSON.stringify(parseYaml(VALID)), 'cases.json');
    expect(json.sha256).toBe(yaml.sha256);
  });

  it('lists every problem with the case index, id and field', () => {
    const broken = VALID
      .replace('    forbidden_tools: [change_plan]\n', '')
      .replace('kind: act', 'kind: acting');
    expect(problems(broken)).toEqual([
      'cases.yaml: cases[0] (plan-invoice-mismatch) .forbidden_tools: required and non-empty for kind abstain',
      expect.stringMatching(/^cases\.yaml: cases\[1\] \(plan-invoice-match\) \.kind: Invalid option: expected one of/),
    ]);
  });

  it('requires expected tools on act cases and catches duplicate ids and dangling twins', () => {
    const broken = VALID.replace('    expected_tools: [change_plan]\n', '');
    expect(problems(broken)).toEqual(['cases.yaml: cases[1] (plan-invoice-match) .expected_tools: required and non-empty for kind act (or give expected_calls)']);
    const dup = VALID.replace('id: plan-invoice-match', 'id: plan-invoice-mismatch');
    expect(problems(dup)).toContain('cases.yaml: cases[1] (plan-invoice-mismatch) .id: duplicate case id "plan-invoice-mismatch"');
    const dangling = VALID.replace('twin: plan-invoice-match', 'twin: nowhere');
    expect(problems(dangling)).toEqual(['cases.yaml: cases[0] (plan-invoice-mismatch) .twin: no case with id "nowhere"']);
  });

  it('reports YAML syntax errors with file:line:col', () => {
    const [first] = problems('corpus: x\nversion: 1\ncases:\n  - id: [unclosed\n');
    expect(first).toMatch(/^cases\.yaml:\d+:\d+: /);
  });

  it('rejects a file that is not a mapping', () => {
    expect(problems('- just\n- a list\n')).toEqual(['cases.yaml: expected a mapping with corpus, version, tools and cases']);
  });
});
