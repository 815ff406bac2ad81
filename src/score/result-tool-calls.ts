import type { ResultToolCall, TurnResult } from '../model/result.js';
import type { ToolCall } from '../model/turn.js';
import { callArgumentsLast } from '../normalize/call-arguments.js';
import type { Verdict } from './outcome.js';

/**
 * A turn's calls as a result records them (arguments parsed here unless turn assembly or matching did: only scored turns pay for it),
 * flagged forbidden when the verdict counted them so; `turn` numbers a later turn of a session.
 */
export function resultToolCalls(calls: readonly ToolCall[], verdict: Pick<Verdict, 'forbiddenCalls'>, turn?: number): ResultToolCall[] {
  const forbidden = new Set(verdict.forbiddenCalls);
  return calls.map((call) => ({
    tool: call.tool,
    call_id: call.callId ?? null,
    executed: call.executed,
    status: call.status,
    error: call.error ?? null,
    arguments: callArgumentsLast(call) ?? null,
    forbidden: forbidden.has(call),
    ...(turn !== undefined ? { turn } : {}),
  }));
}

/** The verdict's hand-off as a result records it. */
export function resultHandoff(handoff: Verdict['handoff']): TurnResult['handoff'] {
  return handoff === undefined ? undefined : { tool: handoff.tool ?? null, said: handoff.said };
}
