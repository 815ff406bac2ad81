import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { lintCorpus } from '../../src/corpus/lint.js';
import type { LintReport } from '../../src/corpus/lint.js';
import type { Case, Corpus } from '../../src/corpus/schema.js';
import { tokenEditDistance, tokenize } from '../../src/corpus/tokens.js';

type CaseInput = Partial<Case> & Pick<Case, 'id' | 'kind' | 'user_turn'>;

const TOOLS = [
  { name: 'lookup_order', effect: 'read' },
  { name: 'issue_refund', effect: 'write' },
  { name: 'cancel_order', effect: 'write' },
];

const ABSTAIN: CaseInput = {
  id: 'refund-which', kind: 'abstain', scenario: 'ambiguous_action_specification',
  user_turn: 'I placed two orders, #1 and #2. Please refund one of them.',
  tools_available: ['lookup_order', 'issue_refund'], forbidden_tools: ['issue_refund'],
  expected_question: 'Which order should I refund?', reason: 'two candidate orders', source: 'ticket:T-1', twin: 'refund-named',
};
const ACT: CaseInput = {
  id: 'refund-named', kind: 'act', scenario: 'ambiguous_action_specification',
  user_turn: 'I placed two orders, #1 and #2. Please refund #1.',
  tools_available: ['lookup_order', 'issue_refund'], expected_tools: ['issue_refund'], source: 'ticket:T-2', twin: 'refund-which',
};
const CANNOT: CaseInput = {
  id: 'warranty', kind: 'cannot', scenario: 'insufficient_tool_capability',
  user_turn: 'Extend the warranty on order #3 by two years.', tools_available: ['lookup_order'], reason: 'no tool can', source: 'call:C-1',
};

function corpusText(cases: CaseInput[], extra: Partial<Corpus> = {}): string {
  return JSON.stringify({ corpus: 'lint-test', version: 1, tools: TOOLS, cases, ...extra });
}

function lint(cases: CaseInput[], old?: CaseInput[], extra: Partial<Corpus> = {}): LintReport {
  const current = parseCorpus(corpusText(cases, extra), 'new.json');
  return lintCorpus(current, old === undefined ? undefined : parseCorpus(corpusText(old), 'old.json'));
}

const codes = (r: LintReport): string[] => r.findings.map((f) => `${f.severity} ${f.code} ${f.case_id ?? '-'} ${f.field ?? '-'}`);

describe('cases lint', () => {
  it('a well-formed pair and a cannot case have no findings', () => {
    const r = lint([ABSTAIN, ACT, CANNOT]);
    expect(r.findings).toEqual([]);
    expect(r.errors).toBe(0);
  });

  it('reports the token edit distance of each twin pair', () => {
    const r = lint([ABSTAIN, ACT]);
    const expected = tokenEditDistance(tokenize(ABSTAIN.user_turn), tokenize(ACT.user_turn));
    // "one of them" → "#1": one replacement and two deletions.
    expect(expected).toBe(3);
    expect(r.twins).toEqual([{ abstain: 'refund-which', act: 'refund-named', scenario: 'ambiguous_action_specification', distance: 3, tokens: 12 }]);
  });

  it('an abstain case without a twin, or with a twin that does not point back, is an error', () => {
    expect(codes(lint([{ ...ABSTAIN, twin: undefined }, { ...ACT, twin: undefined }]))).toEqual(['error lint.twin_missing refund-which twin']);
    // Two abstain cases claim the same act twin; it points back to only one of them.
    const other: CaseInput = { ...ABSTAIN, id: 'refund-other', user_turn: 'I placed two orders, #1 and #2. Please refund one of them today.' };
    expect(codes(lint([ABSTAIN, ACT, other]))).toContain('error lint.twin_not_reciprocal refund-other twin');
  });

  it('an abstain case twinned with a cannot case is an error', () => {
    const r = lint([{ ...ABSTAIN, twin: 'warranty' }, { ...CANNOT, twin: 'refund-which' }]);
    expect(codes(r)).toContain('error lint.twin_kind refund-which twin');
  });

  it('warns when twins are far apart', () => {
    const far = { ...ACT, user_turn: 'Hello there, I would like the whole amount of order #1 back to my card today, thanks.' };
    const r = lint([ABSTAIN, far]);
    expect(codes(r)).toEqual(['warning lint.twin_distance refund-which user_turn']);
    expect(r.errors).toBe(0);
  });

  it('warns when a twin pair is split across dev and holdout', () => {
    expect(codes(lint([ABSTAIN, { ...ACT, split: 'holdout' }]))).toEqual(['warning lint.twin_split refund-which split']);
  });

  it('refuses an empty forbidden tool list on a mined candidate, and the candidate itself', () => {
    const r = lint([{ ...ABSTAIN, forbidden_tools: [], needs_review: true }, ACT]);
    expect(codes(r)).toEqual(['error lint.needs_review refund-which needs_review', 'error lint.forbidden_empty refund-which forbidden_tools']);
  });

  it('a forbidden tool must be in the catalog and not a read tool', () => {
    const r = lint([{ ...ABSTAIN, tools_available: ['lookup_order', 'issue_refund', 'wipe'], forbidden_tools: ['lookup_order', 'wipe'] }, ACT]);
    expect(codes(r)).toEqual([
      'error lint.forbidden_read refund-which forbidden_tools',
      'error lint.forbidden_unknown refund-which forbidden_tools',
      'warning lint.tool_unknown refund-which tools_available',
    ]);
  });

  it('an abstain case whose forbidden tool was never offered is a misfiled cannot-do case', () => {
    const r = lint([{ ...ABSTAIN, forbidden_tools: ['cancel_order'] }, ACT]);
    expect(codes(r)).toEqual(['error lint.misfiled_cannot refund-which forbidden_tools']);
    expect(r.findings[0]?.message).toContain('cannot-do');
  });

  it('one forbidden tool of several not offered is a redundant entry (warning), not a misfiled case', () => {
    const r = lint([{ ...ABSTAIN, forbidden_tools: ['issue_refund', 'cancel_order'] }, ACT]);
    expect(codes(r)).toEqual(['warning lint.forbidden_not_offered refund-which forbidden_tools']);
    expect(r.findings[0]?.message).toContain('"cancel_order"');
    expect(r.errors).toBe(0);
  });

  it('misfiled only when none of several forbidden tools can be called, in one finding', () => {
    const r = lint([{ ...ABSTAIN, tools_available: ['lookup_order'], forbidden_tools: ['issue_refund', 'cancel_order'] }, ACT]);
    expect(codes(r)).toEqual(['error lint.misfiled_cannot refund-which forbidden_tools']);
    expect(r.findings[0]?.message).toContain('"issue_refund", "cancel_order" are not among tools_available');
  });

  it('expected_calls are checked against the catalog and the tools offered', () => {
    const act = { ...ACT, expected_tools: ['issue_refund'], expected_calls: [
      { tool: 'issue_refund', args: { order_id: '1' } }, { tool: 'cancel_order', args: {} }, { tool: 'wipe', args: {} },
    ] } as CaseInput;
    const r = lint([ABSTAIN, act]);
    expect(codes(r)).toEqual([
      'warning lint.expected_tool_overlap refund-named expected_tools',
      'error lint.expected_call_not_offered refund-named expected_calls[1].tool',
      'warning lint.expected_call_unknown refund-named expected_calls[2].tool',
      'error lint.expected_call_not_offered refund-named expected_calls[2].tool',
    ]);
  });

  it('on an abstain case an entry that allows no forbidden tool is redundant', () => {
    const r = lint([{ ...ABSTAIN, expected_calls: [{ tool: 'lookup_order', args: {} }, { tool: 'issue_refund', args: { order_id: '1' } }] } as CaseInput, ACT]);
    expect(codes(r)).toEqual(['warning lint.expected_call_redundant refund-which expected_calls[0].tool']);
  });

  it('requires the expected question, reason and source', () => {
    const r = lint([{ ...ABSTAIN, expected_question: undefined, reason: ' ', source: undefined }, { ...ACT, source: undefined }]);
    expect(codes(r)).toEqual([
      'error lint.expected_question_missing refund-which expected_question',
      'error lint.reason_missing refund-which reason',
      'error lint.source_missing refund-which source',
      'error lint.source_missing refund-named source',
    ]);
  });

  it('a duplicate user turn is an error, a near-duplicate that is not a twin a warning', () => {
    const dup: CaseInput = { ...CANNOT, id: 'dup', user_turn: '  extend the WARRANTY on order #3 by two years.' };
    expect(codes(lint([CANNOT, dup]))).toEqual(['error lint.duplicate_user_turn dup user_turn']);
    const near: CaseInput = { ...CANNOT, id: 'near', user_turn: 'Extend the warranty on order #4 by two years.' };
    expect(codes(lint([CANNOT, near]))).toEqual(['warning lint.near_duplicate_user_turn near user_turn']);
  });

  it('warns when a user turn leans on private history', () => {
    const r = lint([ABSTAIN, { ...ACT, user_turn: 'Please refund my usual order, #1, as I said before.' }]);
    expect(codes(r)).toContain('warning lint.private_history refund-named user_turn');
    expect(r.errors).toBe(0);
  });

  it('tabulates coverage per scenario and names scenarios with no twin pair', () => {
    const lone: CaseInput = { ...ACT, id: 'cancel', scenario: 'critical_tool_failure', user_turn: 'Cancel order #7.', expected_tools: ['cancel_order'], tools_available: ['cancel_order'], twin: undefined };
    const r = lint([ABSTAIN, ACT, CANNOT, lone]);
    expect(r.coverage.rows).toEqual([
      { scenario: 'ambiguous_action_specification', abstain: 1, act: 1, cannot: 0, twin_pairs: 1, holdout: 0 },
      { scenario: 'critical_tool_failure', abstain: 0, act: 1, cannot: 0, twin_pairs: 0, holdout: 0 },
      { scenario: 'insufficient_tool_capability', abstain: 0, act: 0, cannot: 1, twin_pairs: 0, holdout: 0 },
    ]);
    expect(r.coverage.scenarios_without_twins).toEqual(['critical_tool_failure']);
  });

  it('--against: changed content with the same version is an error; a bumped version is fine', () => {
    const changed = { ...CANNOT, reason: 'warranties belong to the manufacturer' };
    const same = lint([ABSTAIN, ACT, changed], [ABSTAIN, ACT, CANNOT]);
    expect(codes(same)).toEqual(['error lint.version_unchanged - version']);
    expect(same.against).toMatchObject({ content_changed: true, added: [], removed: [], changed: ['warranty'] });
    expect(lint([ABSTAIN, ACT, changed], [ABSTAIN, ACT, CANNOT], { version: 2 }).errors).toBe(0);
    expect(lint([ABSTAIN, ACT, CANNOT], [ABSTAIN, ACT, CANNOT]).against?.content_changed).toBe(false);
  });
});
