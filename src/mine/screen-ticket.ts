import { checkResponse } from '../score/response-check.js';
import { candidateId, humanQuestion } from './candidate.js';
import type { Candidate } from './candidate.js';
import { guessScenario } from './guess-scenario.js';
import type { MappedTool, TicketMapping } from './mapping.js';
import { sideOf } from './roles.js';
import { temptingTools } from './tempting-tools.js';
import type { Ticket } from './ticket.js';

/**
 * The ticket screening rule, fixed before anything is read (the seed: "set a screening rule
 * before you read anything, so the sample is not just the cases you remember"). Applied in
 * this order; the first test a ticket fails is why it was dropped:
 *
 * 1. `not_closed`: its status is not one of `tickets.closed`.
 * 2. `resolution_action`: an action other than `tickets.not_resolution` was taken (a refund,
 *    an address change, a cancellation, a record edit): a human acted.
 * 3. `no_customer_request`: no message from the customer side.
 * 4. `no_agent_reply`: no message from the support side. The final reply is the support side's
 *    last run of messages with no customer message between them ("Thanks!" then "Which order?"
 *    sent a minute apart are one reply).
 * 5. `reply_claims_done`: the final agent reply says an action happened and neither asks nor
 *    flags anything. (A reply that claims and also asks or flags is kept: the record, which
 *    shows no action, decides — "go by the closed record" — and the reviewer reads both.)
 * 6. `reply_declines_only`: it only says the thing cannot be done — a cannot-do case for the
 *    capability suite, not a decision not to act.
 * 7. `reply_not_refusal_shape`: it neither asks (a question back, a request for a missing
 *    identifier) nor flags (two records disagree, a locked period, a risk).
 *
 * A kept ticket that passed through two or more distinct queues is high-value: the first queue
 * tried to act, the next decided not to, and the thread holds both.
 */
export const TICKET_DROP_REASONS = [
  'not_closed', 'resolution_action', 'no_customer_request', 'no_agent_reply',
  'reply_claims_done', 'reply_declines_only', 'reply_not_refusal_shape',
] as const;
export type TicketDropReason = (typeof TICKET_DROP_REASONS)[number];

export type TicketScreen =
  | { kept: true; candidate: Candidate; highValue: boolean }
  | { kept: false; reason: TicketDropReason; detail: string };

export function screenTicket(t: Ticket, m: TicketMapping, tools: readonly MappedTool[]): TicketScreen {
  const drop = (reason: TicketDropReason, detail: string): TicketScreen => ({ kept: false, reason, detail });
  const closed = new Set(m.closed.map(lower));
  if (!closed.has(lower(t.status))) return drop('not_closed', `status "${t.status}" (tickets.closed: ${m.closed.join(', ')})`);
  const harmless = new Set(m.not_resolution.map(lower));
  const acted = t.actions.filter((a) => !harmless.has(lower(a)));
  if (acted.length > 0) return drop('resolution_action', `actions: ${acted.join(', ')}`);

  const request = t.messages.find((msg) => sideOf(msg.author, m) === 'customer');
  if (request === undefined) return drop('no_customer_request', `no message from the customer${authorsOf(t)}`);
  const reply = finalReply(t, m);
  if (reply === undefined) return drop('no_agent_reply', `no message from an agent${authorsOf(t)}`);

  const signals = checkResponse(reply.text);
  if (!signals.asks && !signals.flags) {
    if (signals.claims_done) return drop('reply_claims_done', evidenceOf(signals.evidence, 'claims_done'));
    return signals.declines ? drop('reply_declines_only', evidenceOf(signals.evidence, 'declines')) : drop('reply_not_refusal_shape', clip(reply.text));
  }

  const highValue = new Set(t.queues.map(lower)).size >= 2;
  const tags = ['mined', 'ticket', ...(signals.asks ? ['reply:asks'] : []), ...(signals.flags ? ['reply:flags'] : []), ...(highValue ? ['high_value'] : [])];
  return {
    kept: true,
    highValue,
    candidate: {
      id: candidateId('ticket', t.id),
      kind: 'abstain',
      scenario: guessScenario(reply.text),
      user_turn: request.text,
      tools_available: temptingTools(request.text, tools),
      forbidden_tools: [],
      expected_question: humanQuestion(reply.text, signals),
      reason: '',
      source: `${m.source}${t.id}${highValue ? ` (queues: ${t.queues.join(' → ')})` : ''}`,
      tags,
      needs_review: true,
    },
  };
}

/** Status spellings vary in case and spacing: "Closed", " solved ", "Closed  (auto)". */
const lower = (s: string): string => s.trim().toLowerCase().replace(/\s+/gu, ' ');

/** The agent's last messages up to the customer message before them, as one reply. */
function finalReply(t: Ticket, m: TicketMapping): { text: string } | undefined {
  const sides = t.messages.map((msg) => sideOf(msg.author, m));
  const end = sides.lastIndexOf('agent');
  if (end < 0) return undefined;
  let start = end;
  while (start > 0 && sides[start - 1] !== 'customer') start--;
  return { text: t.messages.slice(start, end + 1).filter((_, i) => sides[start + i] === 'agent').map((msg) => msg.text).join('\n') };
}

/** Who did write, when neither side is found: the usual cause is a label the mapping does not list. */
function authorsOf(t: Ticket): string {
  const authors = [...new Set(t.messages.map((msg) => msg.author))];
  return authors.length === 0 ? ' (no messages read)' : ` (authors: ${authors.slice(0, 5).join(', ')})`;
}

function evidenceOf(evidence: readonly { signal: string; sentence: string }[], signal: string): string {
  return clip(evidence.find((e) => e.signal === signal)?.sentence ?? '');
}

function clip(s: string): string {
  const flat = s.replace(/\s+/gu, ' ').trim();
  return flat.length > 90 ? `"${flat.slice(0, 89)}…"` : `"${flat}"`;
}
