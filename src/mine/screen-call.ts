import { checkResponse } from '../score/response-check.js';
import { candidateId, humanQuestion } from './candidate.js';
import type { Candidate } from './candidate.js';
import { guessScenario } from './guess-scenario.js';
import type { MappedTool, TranscriptMapping } from './mapping.js';
import { sideOf } from './roles.js';
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

/** A phrase as a whole-word pattern; `\b` is ASCII-only in JavaScript, so letters are looked at directly. */
const words = (phrases: readonly string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** Request forms in the languages the response check reads (en, es, de, fr, it) and pt, nl; a mapping adds more. */
export const REQUEST_FORMS: readonly string[] = [
  'please', 'pls', 'can you', 'could you', 'would you', 'will you', 'i want', "i'd like", 'i would like', 'i need', 'need you to', "i'm calling to", 'i am calling to', 'i have to',
  'por favor', 'puede', 'puedes', 'podría', 'podrías', 'quiero', 'quisiera', 'me gustaría', 'necesito', 'quería',
  'bitte', 'können sie', 'könnten sie', 'kannst du', 'könntest du', 'ich möchte', 'ich will', 'ich brauche', 'ich hätte gern', 'ich hätte gerne',
  "s'il vous plaît", "s'il te plaît", 'svp', 'pouvez-vous', 'pourriez-vous', 'peux-tu', 'je voudrais', 'je veux', "j'aimerais", "j'ai besoin", 'merci de',
  'per favore', 'può', 'potrebbe', 'puoi', 'potresti', 'vorrei', 'voglio', 'ho bisogno',
  'pode', 'poderia', 'quero', 'gostaria', 'preciso',
  'alstublieft', 'graag', 'kunt u', 'kun je', 'ik wil', 'ik zou graag',
];
const HOLD = words([
  'put you on hold', 'place you on hold', 'put you on a hold', 'on hold', 'hold on', 'hold the line', 'bear with me', 'one moment', 'just a moment', 'give me a moment', 'give me a minute', 'give me a second',
  ...['check', 'look into', 'verify', 'confirm'].flatMap((v) => ['with', 'that', 'this', 'on'].map((w) => `let me ${v} ${w}`)),
  'un momento', 'espere', 'no cuelgue', 'einen moment', 'bleiben sie dran', 'un instant', 'ne quittez pas', 'un attimo', 'attenda', 'resti in linea',
]);
const ESCALATION = new RegExp(`${words([
  'supervisor', 'manager', 'specialist', 'another team', 'pass this on', 'pass you on', 'pass this over', 'pass you over', 'hand this over', 'hand you over',
  'le transfiero', 'te transfiero', 'verbinde sie', 'leite das weiter', 'je vous transfère', 'je vous passe', 'la trasferisco', 'la passo',
]).source}|(?<![\\p{L}\\p{N}])(?:escalat|transfer|weiterleit)[\\p{L}]*|\\bthe \\w+ team\\b`, 'iu');

const requestForm = (m: TranscriptMapping): RegExp => {
  let re = requestForms.get(m);
  if (re === undefined) requestForms.set(m, (re = words([...REQUEST_FORMS, ...m.request_forms])));
  return re;
};
const requestForms = new WeakMap<TranscriptMapping, RegExp>();

export function screenCall(call: Call, m: TranscriptMapping, tools: readonly MappedTool[]): CallScreen {
  const form = requestForm(m);
  const isCustomer = (t: { speaker: string }): boolean => sideOf(t.speaker, m) === 'customer';
  let firstDrop: CallScreen | undefined;
  for (let i = 0; i < call.turns.length; i++) {
    const turn = call.turns[i]!;
    if (!isCustomer(turn) || !form.test(turn.text.replace(/[’‘]/gu, "'")) || !namesWriteAction(turn.text, tools)) continue;
    const answer = call.turns.slice(i + 1).find((t) => !isCustomer(t));
    const outcome = answer !== undefined && sideOf(answer.speaker, m) === 'agent' ? judge(call, i, turn.text, answer.text, m, tools) : undefined;
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

const clip = (s: string): string => {
  const flat = s.replace(/\s+/gu, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
};
