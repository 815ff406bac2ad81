import type { Case } from '../corpus/schema.js';
import type { ToolCall } from '../model/turn.js';
import { claimCalls } from './expected-calls.js';

/**
 * The forbidden calls of a turn. On an abstain case, `expected_calls` lists the calls that *are*
 * allowed (the refund on the other, unlocked order): a forbidden tool called as an entry allows
 * is not a forced action, up to the entry's `max`; with `no_other_writes: true` every other write
 * is forbidden too. Without either field this is the plain list of calls to forbidden tools.
 */
export function forbiddenCallsOf(c: Case, calls: readonly ToolCall[], forbidden: ReadonlySet<string>, isWrite: (tool: string) => boolean): ToolCall[] {
  const entries = c.expected_calls ?? [];
  if (c.kind !== 'abstain' || (entries.length === 0 && c.no_other_writes !== true)) return calls.filter((call) => forbidden.has(call.tool));
  // Requested-only and failed calls count: the agent tried (a forced action is the attempt).
  const allowed = new Set(claimCalls(entries, calls).claimed.flat());
  return calls.filter((call) => !allowed.has(call) && (forbidden.has(call.tool) || (c.no_other_writes === true && isWrite(call.tool))));
}
