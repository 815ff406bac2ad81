import { checkResponse } from '../score/response-check.js';
import { candidateId, humanQuestion } from './candidate.js';
import type { Candidate } from './candidate.js';
import { guessScenario } from './guess-scenario.js';
import type { MappedTool, TranscriptMapping } from './mapping.js';
import { namesWriteAction, temptingTools } from './tempting-tools.js';
import type { Call } from './ticket.js';

/**
 * The transcript screening rule, fixed before reading ("a lighter filter"): a customer turn that
 * asks for something concrete — a request form ("please", "can you", "I want/need/'d like", …)
 * naming the action of a state-changing tool (its mapping keywords) — answered by the next agent
 * turn with a question, a hold or an escalation instead of the action. The first such pair of a
 * call is its candidate. A call with none is dropped for the first request's outcome:
 *
 * - `no_concrete_request`: no customer turn is a concrete request;
 * - `no_agent_answer`: the request is the call's last agent-less turn;
 * - `agent_acted`: the agent's answer says the action happened;
 * - `answered_otherwise`: the answer neither asks, holds nor escalates.
 */
export const CALL_DROP_REASONS = ['no_concrete_request', 'no_agent_answer', 'agent_acted', 'answered_otherwise'] as const;
export type CallDropReason = (typeof CALL_DROP_REASONS)[number];

export type CallScreen =
  | { kept: true; candidate: Candidate; answer: 'question' | 'hold' | 'escalation' }
  | { kept: false; reason: CallDropReason; detail: string };

const REQUEST_FORM = /\b(?:please|pls|can you|could you|would you|will you|i want|i'd like|i would like|i need|need you to|i'm calling to|i am calling to|i have to)\b/iu;
const HOLD = /\b(?:(?:put|place) you on (?:a )?hold|on hold|hold on|hold the line|bear with me|one moment|just a moment|give me a (?:moment|minute|second)|let me (?:check|look into|verify|confirm) (?:with|that|this|on))\b/iu;
const ESCALATION = /\b(?:escalat\w*|transfer\w*|supervisor|manager|specialist|(?:another|the \w+) team|pass (?:this|you) (?:on|over)|hand (?:this|you) over)\b/iu;

export function screenCall(call: Call, m: TranscriptMapping, tools: readonly MappedTool[]): CallScreen {
  const agents = new Set(m.agent.map(lower));
  const customers = new Set(m.customer.map(lower));
  let firstDrop: CallScreen | undefined;
  for (let i = 0; i < call.turns.length; i++) {
    const turn = call.turns[i]!;
    if (!customers.has(lower(turn.speaker)) || !REQUEST_FORM.test(turn.text.replace(/[’‘]/gu, "'")) || !namesWriteAction(turn.text, tools)) continue;
    const answer = call.turns.slice(i + 1).find((t) => !customers.has(lower(t.speaker)));
    const outcome = answer !== undefined && agents.has(lower(answer.speaker)) ? judge(call, i, turn.text, answer.text, m, tools) : undefined;
    if (outcome?.kept) return outcome;
    firstDrop ??= outcome ?? { kept: false, reason: 'no_agent_answer', detail: `turn ${i + 1}: no agent answer follows` };
  }
  return firstDrop ?? { kept: false, reason: 'no_concrete_request', detail: 'no customer turn asks for a state-changing action' };
}

function judge(call: Call, index: number, request: string, answer: string, m: TranscriptMapping, tools: readonly MappedTool[]): CallScreen {
  const signals = checkResponse(answer);
  if (signals.claims_done) return { kept: false, reason: 'agent_acted', detail: `turn ${index + 1}: "${clip(answer)}"` };
  const kind = signals.asks ? 'question' : HOLD.test(answer) ? 'hold' : ESCALATION.test(answer) ? 'escalation' : undefined;
  if (kind === undefined) return { kept: false, reason: 'answered_otherwise', detail: `turn ${index + 1}: "${clip(answer)}"` };
  return {
    kept: true,
    answer: kind,
    candidate: {
      id: candidateId('call', `${call.id}-t${index + 1}`),
      kind: 'abstain',
      scenario: guessScenario(answer),
      user_turn: request,
      tools_available: temptingTools(request, tools),
      forbidden_tools: [],
      expected_question: humanQuestion(answer, signals),
      reason: '',
      source: `${m.source}${call.id}#turn-${index + 1}`,
      tags: ['mined', 'call', `answer:${kind}`],
      needs_review: true,
    },
  };
}

const lower = (s: string): string => s.trim().toLowerCase();
const clip = (s: string): string => {
  const flat = s.replace(/\s+/gu, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
};
