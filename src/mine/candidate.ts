import type { ResponseSignals } from '../score/response-check.js';

/** A mined case in the corpus format: what a reviewer labels, with the human's own words. */
export interface Candidate {
  id: string;
  kind: 'abstain';
  scenario: string;
  user_turn: string;
  tools_available: string[];
  /** Always empty: a reviewer names the tools the human deliberately withheld. */
  forbidden_tools: [];
  expected_question: string;
  /** Left for the reviewer: the specific reason the human did not act. */
  reason: '';
  source: string;
  tags: string[];
  needs_review: true;
}

/** The question the human effectively asked: the sentences that ask or flag, in reply order; else the reply. */
export function humanQuestion(reply: string, signals: ResponseSignals): string {
  const sentences = signals.evidence.filter((e) => e.signal === 'asks' || e.signal === 'flags').map((e) => e.sentence);
  return sentences.length > 0 ? [...new Set(sentences)].join(' ') : reply.trim();
}

/** `ticket-ZD 4821/a` → `ticket-zd-4821-a`: a case id has no whitespace. */
export function candidateId(prefix: string, id: string): string {
  const slug = id.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/gu, '');
  return `${prefix}-${slug || 'x'}`;
}
