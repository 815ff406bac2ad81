import type { LoadedCorpus } from '../corpus/load.js';
import { normalizeUserText } from '../corpus/normalize-text.js';
import type { Case } from '../corpus/schema.js';
import type { Turn } from '../model/turn.js';
import { organicMatcherFor } from './organic-matcher.js';
import type { Candidate } from './organic-matcher.js';

/** Precedence: tag > exact > pattern > similar. */
export type MatchedBy = 'tag' | 'exact' | 'pattern' | 'similar';

export type MatchDecision =
  /** `score`: the similarity (0–1) with `similar`, and with `pattern` when the corpus sets a threshold. */
  | { type: 'case'; case: Case; matchedBy: MatchedBy; score?: number }
  /** A later turn of a conversation (its input holds earlier user messages): not scored. */
  | { type: 'follow_up' }
  /** A follow-up turn with no tag: a follow-up only if its session had a matched turn. */
  | { type: 'follow_up_if_session_matched' }
  /** `best`: with organic matching, the closest case and its similarity (for tuning the threshold). */
  | { type: 'unmatched'; reason: string; best?: Candidate };

/** What the caller knows about the turn's conversation so far. */
export interface MatchContext {
  /**
   * Whether an earlier turn of this session already answered a case. A later message of a
   * conversation not yet matched may still state the request ("hi" first, the refund second),
   * so organic matching tries it; once a session is matched, its later messages answer the agent.
   * Unknown (absent) is treated as matched: a later message is never scored organically on a guess.
   */
  sessionMatched?: boolean;
}

/**
 * Tags first (`forbear.case.id`), then the user message's text. A tagged follow-up turn keeps its
 * tag from the harness but answers a different message, so it is not scored again unless it
 * repeats the case's user turn.
 */
export function matchTurn(turn: Turn, corpus: LoadedCorpus, context: MatchContext = {}): MatchDecision {
  // A fragment of a turn (a client-only model call that only requested tools, or tool spans
  // alone): the trace that tells the whole turn is scored instead.
  if (turn.intermediateStep) return { type: 'follow_up' };
  // Cases whose user_turn the message repeats, through the corpus's own normalized index.
  const sameText = (): Case[] =>
    (turn.userMessage === undefined ? undefined : corpus.byUserTurn.get(normalizeUserText(turn.userMessage))) ?? [];
  const caseId = turn.tags.caseId;
  if (caseId !== undefined) {
    const tagged = corpus.byId.get(caseId);
    if (tagged === undefined) return { type: 'unmatched', reason: `tagged forbear.case.id "${caseId}" is not in corpus ${corpus.corpus.corpus}` };
    if (turn.priorUserMessages > 0 && !sameText().includes(tagged)) return { type: 'follow_up' };
    return { type: 'case', case: tagged, matchedBy: 'tag' };
  }
  if (turn.userMessage === undefined) return { type: 'unmatched', reason: 'no user message and no forbear.case.id tag' };
  const [byText] = sameText();
  if (byText !== undefined) return { type: 'case', case: byText, matchedBy: 'exact' };
  // Organic traffic (opt-in): a conversation's first message, or a later one while no turn of the
  // session has matched; once matched, a later message answers the agent ("yes, #50211") and
  // would otherwise be scored again as a new attempt of some similar case.
  const organic = organicMatcherFor(corpus);
  if (turn.priorUserMessages > 0) {
    if (organic !== undefined && context.sessionMatched === false) {
      const d = organic.match(turn.userMessage);
      if (d.type === 'case') return d;
    }
    return { type: 'follow_up_if_session_matched' };
  }
  if (organic !== undefined) return organic.match(turn.userMessage);
  return { type: 'unmatched', reason: 'user message matches no case' };
}
