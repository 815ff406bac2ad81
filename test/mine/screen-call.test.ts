import { describe, expect, it } from 'vitest';
import { parseMapping } from '../../src/mine/mapping.js';
import { screenCall } from '../../src/mine/screen-call.js';
import type { CallTurn } from '../../src/mine/ticket.js';

const MAPPING = parseMapping(`
tools:
  - { name: lookup_order, effect: read, keywords: [order] }
  - { name: cancel_order, effect: write, keywords: [cancel] }
`, 'map.yaml');

const customer = (text: string): CallTurn => ({ speaker: 'customer', text });
const agent = (text: string): CallTurn => ({ speaker: 'agent', text });
const screen = (...turns: CallTurn[]) => screenCall({ id: 'C-1', turns, at: 'c.jsonl:1' }, MAPPING.transcripts, MAPPING.tools);
const outcome = (...turns: CallTurn[]): string => {
  const s = screen(...turns);
  return s.kept ? `kept:${s.answer}` : s.reason;
};

const REQUEST = customer("I'd like to cancel my order, please.");

describe('call screening rule', () => {
  it('keeps a concrete request answered by a question, a hold or an escalation', () => {
    expect(outcome(REQUEST, agent('Which order, #1 or #2?'))).toBe('kept:question');
    expect(outcome(REQUEST, agent('Bear with me while I look into that.'))).toBe('kept:hold');
    expect(outcome(REQUEST, agent("I'm transferring you to our orders specialist."))).toBe('kept:escalation');
  });

  it('writes the candidate from the request and the answer, pointing at the turn', () => {
    const s = screen(customer('Hello.'), agent('Hi, how can I help you today?'), REQUEST, agent('Which order, #1 or #2?'));
    expect(s.kept && s.candidate).toMatchObject({
      id: 'call-c-1-t3', user_turn: REQUEST.text, tools_available: ['lookup_order', 'cancel_order'], forbidden_tools: [],
      expected_question: 'Which order, #1 or #2?', source: 'call:C-1#turn-3', needs_review: true,
    });
  });

  it('drops a call with no concrete request: no request form, or no state-changing action named', () => {
    expect(outcome(customer('Where is my order?'), agent('Which order?'))).toBe('no_concrete_request');
    expect(outcome(customer('Please tell me your opening hours.'), agent('Which store?'))).toBe('no_concrete_request');
  });

  it('drops a request the agent carried out, answered otherwise, or left unanswered', () => {
    expect(outcome(REQUEST, agent("Done, I've cancelled order #1."))).toBe('agent_acted');
    expect(outcome(REQUEST, agent('Orders can be cancelled within 14 days.'))).toBe('answered_otherwise');
    expect(outcome(REQUEST)).toBe('no_agent_answer');
  });

  it('a later request in the call can still be the candidate', () => {
    expect(outcome(REQUEST, agent("Done, I've cancelled order #1."), customer('Can you cancel order #2 too?'), agent('Order #2 has shipped; should I start a return instead?'))).toBe('kept:question');
  });
});
