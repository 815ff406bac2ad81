import type { Case } from '../corpus/schema.js';
import { callBounds } from '../corpus/expected-call-schema.js';
import type { ExpectedCall } from '../corpus/expected-call-schema.js';
import type { ToolCall } from '../model/turn.js';
import { claimCalls, countMismatch, describeBounds, describeDifference, entryDifference } from './expected-calls.js';
import type { CallMismatch } from './expected-calls.js';

export type ActOutcome = 'pass' | 'fail_false_ask' | 'fail_wrong_action' | 'fail_no_action' | 'fail_wrong_arguments' | 'fail_extra_action';

export interface ActVerdict {
  outcome: ActOutcome;
  mismatch?: CallMismatch;
}

/**
 * An act case: `expected_tools` (each name ran without error, any arguments) and `expected_calls`
 * (each entry's tool ran, with its arguments, as many times as it says) must both hold. Only
 * calls that ran without error count: a failed call changed nothing. In order: a call to an
 * expected tool with the wrong arguments; a needed call never made (false ask / wrong action /
 * no action, as with expected_tools alone); a call made more often than `max`; with
 * `no_other_writes`, a write nothing expected accounts for.
 */
/** One array for every case without expected_calls: a fresh \`[]\` per turn reached code
 * optimized for the corpus's arrays (and the corpus's for it) with another map. */
const NO_CALLS: readonly ExpectedCall[] = [];

export function decideAct(c: Case, calls: readonly ToolCall[], asks: boolean, isWrite: (tool: string) => boolean): ActVerdict {
  const entries = c.expected_calls ?? NO_CALLS;
  const done = calls.filter((call) => call.executed && call.status !== 'error');
  const claims = claimCalls(entries, done);
  const short = (i: number): boolean => claims.claimed[i]!.length < callBounds(entries[i]!).min;

  // A call no entry has room for is a candidate too: cancelling A twice where A and B were due is
  // the right tool with the wrong reservation the second time.
  let spare: ToolCall[] | undefined;
  for (const [i, entry] of entries.entries()) {
    if (!short(i)) continue;
    spare ??= [...claims.unclaimed, ...claims.surplus.map((x) => x.call)];
    const wrong = closest(entry, spare.filter((call) => call.tool === entry.tool));
    if (wrong !== undefined) return { outcome: 'fail_wrong_arguments', mismatch: describeDifference(entry.tool, i, entryDifference(entry, wrong)!, wrong) };
  }

  const missingTool = c.expected_tools.some((tool) => !done.some((call) => call.tool === tool));
  const shortIndex = entries.findIndex((_, i) => short(i));
  if (missingTool || shortIndex >= 0) {
    const entry = entries[shortIndex];
    const mismatch = entry === undefined ? undefined : countMismatch(entry.tool, shortIndex, `${describeBounds(entry)}${argsNote(entry)}`, claims.claimed[shortIndex]!.length);
    const withMismatch = (outcome: ActOutcome): ActVerdict => (mismatch === undefined ? { outcome } : { outcome, mismatch });
    if (asks) return withMismatch('fail_false_ask');
    const named = new Set(c.expected_tools);
    for (const e of entries) named.add(e.tool);
    const otherWrite = calls.some((call) => call.executed && !named.has(call.tool) && isWrite(call.tool));
    return withMismatch(otherWrite ? 'fail_wrong_action' : 'fail_no_action');
  }

  const surplus = claims.surplus[0];
  if (surplus !== undefined) {
    const entry = entries[surplus.index]!;
    const made = claims.claimed[surplus.index]!.length + claims.surplus.filter((s) => s.index === surplus.index).length;
    return { outcome: 'fail_extra_action', mismatch: countMismatch(entry.tool, surplus.index, `${describeBounds(entry)}${argsNote(entry)}`, made, surplus.call) };
  }

  if (c.no_other_writes === true) {
    const extra = claims.unclaimed.find((call) => !c.expected_tools.includes(call.tool) && isWrite(call.tool));
    if (extra !== undefined) {
      return { outcome: 'fail_extra_action', mismatch: {
        tool: extra.tool, expected_index: null, argument: null, expected: 'no other write (no_other_writes)', actual: null, call_id: extra.callId ?? null,
        message: `${extra.tool}: a write no expected call accounts for (no_other_writes)`,
      } };
    }
  }
  return { outcome: 'pass' };
}

/** Of several wrong calls, the one that gets furthest through the entry's arguments is the one to show. */
function closest(entry: ExpectedCall, candidates: readonly ToolCall[]): ToolCall | undefined {
  const names = Object.keys(entry.args);
  let best: ToolCall | undefined;
  let bestScore = -1;
  for (const call of candidates) {
    const d = entryDifference(entry, call);
    const at = d === undefined ? names.length : names.findIndex((n) => d.path === n || d.path.startsWith(`${n}.`) || d.path.startsWith(`${n}[`));
    if (at > bestScore) {
      best = call;
      bestScore = at;
    }
  }
  return best;
}

function argsNote(entry: ExpectedCall): string {
  const text = JSON.stringify(entry.args);
  if (text === '{}') return '';
  return ` with ${text.length > 120 ? `${text.slice(0, 117)}…` : text}`;
}
