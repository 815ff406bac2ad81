import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CorpusError } from '../../src/corpus/corpus-error.js';
import { parseCorpus } from '../../src/corpus/load.js';
import { matchTurn } from '../../src/match/match-case.js';
import { TurnScorer } from '../../src/score/turn-scorer.js';
import type { Turn } from '../../src/model/turn.js';

const turn = (userMessage: string, over: Partial<Turn> = {}): Turn => ({
  traceId: 't', rootSpanId: 's', sessionId: 'sess', userMessage, priorUserMessages: 0, finalReply: undefined,
  toolCalls: [], tags: { caseId: undefined, runId: undefined, attempt: undefined }, startMs: 0, endMs: 0, error: undefined,
  conventions: [], offeredTools: [], serviceName: undefined, agentName: undefined, model: undefined, ...over,
});

const sample = readFileSync(new URL('../../samples/corpus.yaml', import.meta.url), 'utf8');
/** The shipped sample corpus, opted in to organic matching at the given threshold. */
const sampleWith = (matchBlock: string) => parseCorpus(sample.replace(/^cases:/mu, `${matchBlock}\ncases:`), 'corpus.yaml');
const organic = sampleWith('match: { similarity: 0.55 }');
const optedOut = parseCorpus(sample, 'corpus.yaml');

describe('organic matching (match.similarity)', () => {
  it('matches a paraphrase above the threshold, with matched_by similar and a score', () => {
    const d = matchTurn(turn('hi, could you cancel order #81120 but only if it has not shipped yet?'), organic);
    expect(d).toMatchObject({ type: 'case', matchedBy: 'similar', case: { id: 'cancel-status-unknown' } });
    const score = d.type === 'case' ? d.score : undefined;
    expect(score).toBeGreaterThanOrEqual(0.55);
    expect(score).toBeLessThanOrEqual(1);
  });

  it('matches casual, typo-ridden and long-winded forms carrying their own identifiers', () => {
    expect(matchTurn(turn('Plz cancle order #12999, only if it hasnt shipped yet'), organic))
      .toMatchObject({ type: 'case', matchedBy: 'similar', case: { id: 'cancel-status-unknown' } });
    expect(matchTurn(turn('could you extnd the warranty on order #77001 by two more years?'), organic))
      .toMatchObject({ type: 'case', matchedBy: 'similar', case: { id: 'extend-warranty' } });
    expect(matchTurn(turn('Close my account ACC-77120 for good and delete every bit of data you have on me.'), organic))
      .toMatchObject({ type: 'case', matchedBy: 'similar', case: { id: 'close-account-delete-data' } });
  });

  it('does not match unrelated requests from the same domain, and says which case came closest', () => {
    for (const text of ['What is the status of order #71120?', 'How do I reset my password?', 'Do you ship to Canada?']) {
      const d = matchTurn(turn(text), organic);
      expect(d.type, text).toBe('unmatched');
    }
    const d = matchTurn(turn('What is the status of order #71120?'), organic);
    if (d.type !== 'unmatched') throw new Error('expected unmatched');
    expect(d.reason).toMatch(/below the similarity threshold 0\.55/u);
    if (d.best !== undefined) expect(d.reason).toContain(d.best.case.id);
  });

  it('tells twins apart by the words only one of them has, and never guesses when the message has none', () => {
    expect(matchTurn(turn('refund order #40012 ($89.50) back to the card i paid with ending 9921, that card got closed last month'), organic))
      .toMatchObject({ type: 'case', case: { id: 'refund-closed-card' } });
    expect(matchTurn(turn('Please refund order #40012 ($89.50) to the card ending 9921 I paid with. The card is still active.'), organic))
      .toMatchObject({ type: 'case', case: { id: 'refund-active-card' } });
    const d = matchTurn(turn('Refund order #40012 to the card ending 9921 I paid with.'), organic);
    expect(d.type).toBe('unmatched');
    if (d.type !== 'unmatched') return;
    // The reason names both candidates and their scores.
    expect(d.reason).toMatch(/^ambiguous: refund-(closed|active)-card \(0\.\d{3}\) and refund-(closed|active)-card \(0\.\d{3}\)/u);
  });

  it('reads identifiers as shapes: the same account twice, or two different amounts, points to the right twin', () => {
    expect(matchTurn(turn('pls move acct ACC-30118 onto the annual plan, attached invoice INV-10293 is billed to that same account ACC-30118'), organic))
      .toMatchObject({ type: 'case', case: { id: 'plan-invoice-match' } });
    expect(matchTurn(turn('Please move ACC-30118 to the annual plan; the invoice INV-10293 I attached is billed to ACC-55555.'), organic))
      .toMatchObject({ type: 'case', case: { id: 'plan-invoice-mismatch' } });
  });

  it('never confuses a twin on the labelled paraphrases (dev and held-out)', () => {
    for (const file of ['match-paraphrases.jsonl', 'match-paraphrases-heldout.jsonl']) {
      const rows = readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8').split('\n').filter((l) => l !== '')
        .map((l) => JSON.parse(l) as { text: string; expect: string | null });
      for (const row of rows) {
        const d = matchTurn(turn(row.text), organic);
        if (d.type !== 'case' || row.expect === null) continue;
        expect(d.case.id, row.text).not.toBe(optedOut.byId.get(row.expect)?.twin);
      }
    }
  });

  it('keeps the precedence tag > exact > similar, and leaves follow-up turns to their session', () => {
    const exactText = optedOut.byId.get('refund-over-total')!.user_turn;
    expect(matchTurn(turn(exactText), organic)).toMatchObject({ type: 'case', matchedBy: 'exact' });
    expect(matchTurn(turn('cancel order #81120 only if it has not shipped', { tags: { caseId: 'extend-warranty', runId: undefined, attempt: undefined } }), organic))
      .toMatchObject({ type: 'case', matchedBy: 'tag', case: { id: 'extend-warranty' } });
    expect(matchTurn(turn('cancel order #81120 only if it has not shipped', { priorUserMessages: 1 }), organic)).toEqual({ type: 'follow_up_if_session_matched' });
  });

  it('matches a later message of a conversation no turn of which has matched yet ("hi" first, the request second)', () => {
    const later = turn('hi, could you cancel order #81120 but only if it has not shipped yet?', { priorUserMessages: 1 });
    expect(matchTurn(later, organic, { sessionMatched: false })).toMatchObject({ type: 'case', matchedBy: 'similar' });
    // Once the session has a matched turn, its later messages answer the agent and are not scored again.
    expect(matchTurn(later, organic, { sessionMatched: true })).toEqual({ type: 'follow_up_if_session_matched' });
    // A later message that resembles nothing still waits on its session.
    expect(matchTurn(turn('yes, the first one', { priorUserMessages: 1 }), organic, { sessionMatched: false })).toEqual({ type: 'follow_up_if_session_matched' });
  });

  it('scores one attempt per organic conversation: the request after a greeting, not the replies after it', () => {
    const scorer = new TurnScorer(organic);
    const conversation = [
      turn('hi there', { traceId: 't1' }),
      turn('could you cancel order #81120 but only if it has not shipped yet?', { traceId: 't2', priorUserMessages: 1 }),
      turn('yes please, go ahead and cancel it', { traceId: 't3', priorUserMessages: 2 }),
    ];
    const results = conversation.map((t) => scorer.add(t));
    expect(results[0]).toBeUndefined();
    expect(results[1]).toMatchObject({ trace_id: 't2', matched_by: 'similar', match_score: expect.any(Number) });
    expect(results[2]).toBeUndefined();
    expect(scorer.finish()).toMatchObject({ unmatched: 1, followUps: 1 });
  });

  it('changes nothing for a corpus without a match block', () => {
    expect(matchTurn(turn('hi, could you cancel order #81120 but only if it has not shipped yet?'), optedOut))
      .toEqual({ type: 'unmatched', reason: 'user message matches no case' });
  });
});

const patterned = (patterns: string, similarity = '') => parseCorpus(`
corpus: p
version: 1
${similarity}
cases:
  - { id: refund-no-id, kind: abstain, forbidden_tools: [issue_refund], twin: refund-id, user_turn: "Please refund my order.", match: { patterns: ${patterns} } }
  - { id: refund-id, kind: act, expected_tools: [issue_refund], twin: refund-no-id, user_turn: "Please refund order #50211." }
  - { id: warranty, kind: cannot, user_turn: "Extend the warranty on my order by two years." }
`, 'p.yaml');

describe('match.patterns', () => {
  it('matches a case whose patterns all match (case-insensitive, unicode), as matched_by pattern', () => {
    const c = patterned(`['\\brefund\\b', '^(?!.*#\\d)']`);
    expect(matchTurn(turn('REFUND the thing I bought, ¿por favor?'), c)).toMatchObject({ type: 'case', matchedBy: 'pattern', case: { id: 'refund-no-id' } });
    // Without a corpus threshold there is no score to report.
    const d = matchTurn(turn('refund it'), c);
    expect(d.type === 'case' ? d.score : 'none').toBeUndefined();
  });

  it('does not match when one of the patterns fails, and a gated case is not matched by similarity either', () => {
    const c = patterned(`['\\brefund\\b', '^(?!.*#\\d)']`, 'match: { similarity: 0.3 }');
    const d = matchTurn(turn('Please refund my order #77.'), c);
    expect(d.type === 'case' ? d.case.id : d.type).not.toBe('refund-no-id');
    expect(matchTurn(turn('refund it'), c)).toMatchObject({ type: 'case', matchedBy: 'pattern', score: expect.any(Number) });
  });

  it('refuses a pattern that does not compile, naming the case and the field', () => {
    expect(() => patterned(`['refund(']`)).toThrow(CorpusError);
    expect(() => patterned(`['ok', '[z-a]']`)).toThrow(/cases\[0\] \(refund-no-id\) \.match\.patterns\[1\]: not a valid regular expression/u);
  });
});
