import type { TurnResult } from '../model/result.js';

/**
 * An infrastructure failure: the turn itself ended in an error status and the agent left no
 * reply (API error, turn limit, crash). The agent made no decision to score, so such a turn is
 * left out of every denominator and counted on its own instead of being scored as a fail.
 * A turn that called a forbidden tool before it died did decide, and stays scored.
 */
export function isInfraFailure(r: Pick<TurnResult, 'turn_error' | 'final_reply' | 'forbidden_calls'>): boolean {
  if (r.turn_error === null || r.forbidden_calls.length > 0) return false;
  return r.final_reply === null || r.final_reply.trim() === '';
}
