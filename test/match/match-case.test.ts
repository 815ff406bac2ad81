import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { matchTurn } from '../../src/match/match-case.js';
import type { Turn } from '../../src/model/turn.js';

const corpus = parseCorpus(`
corpus: c
version: 1
cases:
  - { id: refund-which, kind: abstain, forbidden_tools: [issue_refund], user_turn: "Please refund one of my two orders, #50211 and #50236." }
  - { id: refund-named, kind: act, expected_tools: [issue_refund], user_turn: "Please refund order #50211." }
`, 'c.yaml');

const turn = (over: Partial<Turn>): Turn => ({
  traceId: 't', rootSpanId: 's', sessionId: 'sess', userMessage: undefined, priorUserMessages: 0, finalReply: undefined,
  toolCalls: [], tags: { caseId: undefined, runId: undefined, attempt: undefined }, startMs: 0, endMs: 0, error: undefined,
  conventions: [], offeredTools: [], serviceName: undefined, agentName: undefined, model: undefined, ...over,
});
const tag = (caseId: string) => ({ caseId, runId: 'r1', attempt: 1 });

describe('matchTurn', () => {
  it('matches by the forbear.case.id tag first, whatever the text says', () => {
    const d = matchTurn(turn({ tags: tag('refund-named'), userMessage: 'something else entirely' }), corpus);
    expect(d).toMatchObject({ type: 'case', matchedBy: 'tag', case: { id: 'refund-named' } });
  });

  it('matches untagged turns on the user message after NFKC, case folding and whitespace collapsing', () => {
    const d = matchTurn(turn({ userMessage: '  PLEASE refund ORDER\n  #50211.' }), corpus);
    expect(d).toMatchObject({ type: 'case', matchedBy: 'exact', case: { id: 'refund-named' } });
    // NFKC: a full-width digit is the same character as its ASCII form.
    expect(matchTurn(turn({ userMessage: 'Please refund order #５0211.' }), corpus)).toMatchObject({ type: 'case' });
    // Punctuation is content: not a match.
    expect(matchTurn(turn({ userMessage: 'Please refund order #50211' }), corpus)).toMatchObject({ type: 'unmatched' });
  });

  it('does not score a tagged follow-up turn again, unless it repeats the case user turn', () => {
    expect(matchTurn(turn({ tags: tag('refund-which'), userMessage: 'The first one, #50211.', priorUserMessages: 1 }), corpus))
      .toEqual({ type: 'follow_up' });
    expect(matchTurn(turn({ tags: tag('refund-which'), userMessage: 'Please refund one of my two orders, #50211 and #50236.', priorUserMessages: 2 }), corpus))
      .toMatchObject({ type: 'case', case: { id: 'refund-which' } });
  });

  it('leaves untagged follow-ups to be decided by their session, and reports the rest as unmatched with a reason', () => {
    expect(matchTurn(turn({ userMessage: 'The first one.', priorUserMessages: 1 }), corpus)).toEqual({ type: 'follow_up_if_session_matched' });
    expect(matchTurn(turn({ userMessage: 'Reset my password' }), corpus)).toEqual({ type: 'unmatched', reason: 'user message matches no case' });
    expect(matchTurn(turn({ tags: tag('nope') }), corpus)).toEqual({ type: 'unmatched', reason: 'tagged forbear.case.id "nope" is not in corpus c' });
  });
});
