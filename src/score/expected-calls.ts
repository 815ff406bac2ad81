import { parseConstraint } from '../corpus/arg-constraint.js';
import type { ArgConstraint } from '../corpus/arg-constraint.js';
import { callBounds } from '../corpus/expected-call-schema.js';
import type { ExpectedCall } from '../corpus/expected-call-schema.js';
import type { ToolCall } from '../model/turn.js';
import { callArguments } from '../normalize/call-arguments.js';
import type { ResultCallMismatch } from '../model/result.js';
import { argDifference } from './arg-match.js';
import type { ArgDifference } from './arg-match.js';

/** Why a call (or its absence) departs from an `expected_calls` entry: the result's `call_mismatch`. */
export type CallMismatch = ResultCallMismatch;

/** How the calls of a turn line up with the case's entries. */
export interface CallClaims {
  /** Calls each entry accounts for, per entry index. */
  claimed: ToolCall[][];
  /** Calls no entry accounts for. */
  unclaimed: ToolCall[];
  /** Calls that satisfy an entry already at its `max`: one too many. */
  surplus: { index: number; call: ToolCall }[];
}

const compiled = new WeakMap<ExpectedCall, Record<string, ArgConstraint>>();

/** The entry's constraints, compiled once (the schema already refused any that do not parse). */
function constraintsOf(entry: ExpectedCall): Record<string, ArgConstraint> {
  let out = compiled.get(entry);
  if (out !== undefined) return out;
  out = {};
  for (const [name, raw] of Object.entries(entry.args)) {
    const c = parseConstraint(raw, [name]);
    if ('message' in c) throw new Error(`expected_calls constraint ${name} was not validated: ${c.message}`);
    out[name] = c;
  }
  compiled.set(entry, out);
  return out;
}

/** The first argument of `call` that breaks the entry, or undefined when it satisfies it. */
export function entryDifference(entry: ExpectedCall, call: ToolCall): ArgDifference | undefined {
  const args = callArguments(call);
  const fields = constraintsOf(entry);
  if (Object.keys(fields).length === 0) return undefined;
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    return { path: '', expected: 'arguments as an object', actual: args === undefined ? null : JSON.stringify(args) ?? String(args) };
  }
  return argDifference({ op: 'subset', fields }, args);
}

/**
 * Assigns calls to entries as a maximum bipartite matching (Kuhn's augmenting paths), so a call
 * that two entries accept goes where it is needed: "cancel anything" and "cancel B" are both met
 * by calls [B, A] whatever the order. Each entry first offers its `min` slots, then its remaining
 * ones up to `max`; a slot once filled stays filled (augmenting re-routes calls, never empties a
 * slot), so the entries' minimums are met whenever any assignment meets them.
 */
export function claimCalls(entries: readonly ExpectedCall[], calls: readonly ToolCall[]): CallClaims {
  // Most cases list no expected_calls: nothing is claimed, every call is unclaimed.
  if (entries.length === 0) return { claimed: [], unclaimed: [...calls], surplus: [] };
  // For each entry, the indices of the calls it accepts.
  const accepts = entries.map((entry) => calls.flatMap((call, c) => (call.tool === entry.tool && entryDifference(entry, call) === undefined ? [c] : [])));
  // An entry never needs more slots than there are calls it accepts (keeps an unbounded max cheap).
  const caps = entries.map((entry, i) => ({ ...callBounds(entry), fitting: accepts[i]!.length }));
  const slots: number[] = [];
  caps.forEach(({ min, fitting }, i) => { for (let k = 0; k < Math.min(min, fitting); k++) slots.push(i); });
  caps.forEach(({ min, max, fitting }, i) => { for (let k = Math.min(min, fitting); k < Math.min(max, fitting); k++) slots.push(i); });
  const slotOfCall = new Array<number>(calls.length).fill(-1);
  // A matched call stays matched (augmenting only re-routes it), so each entry's scan for a free
  // call resumes where it stopped.
  const nextFree = entries.map(() => 0);
  const augment = (slot: number, seen: Uint8Array): boolean => {
    const entry = slots[slot]!;
    const list = accepts[entry]!;
    while (nextFree[entry]! < list.length && slotOfCall[list[nextFree[entry]!]!] !== -1) nextFree[entry]!++;
    if (nextFree[entry]! < list.length) {
      slotOfCall[list[nextFree[entry]!]!] = slot; // a free call: most turns need no re-routing at all
      return true;
    }
    for (const c of list) {
      if (seen[c] === 1) continue;
      seen[c] = 1;
      if (augment(slotOfCall[c]!, seen)) {
        slotOfCall[c] = slot;
        return true;
      }
    }
    return false;
  };
  // When a slot finds no call the matching is unchanged, so the entry's later slots cannot either.
  const stuck = new Set<number>();
  for (let slot = 0; slot < slots.length; slot++) {
    if (stuck.has(slots[slot]!)) continue;
    if (!augment(slot, new Uint8Array(calls.length))) stuck.add(slots[slot]!);
  }

  const claimed: ToolCall[][] = entries.map(() => []);
  const surplus: CallClaims['surplus'] = [];
  const unclaimed: ToolCall[] = [];
  calls.forEach((call, c) => {
    const slot = slotOfCall[c]!;
    if (slot >= 0) {
      claimed[slots[slot]!]!.push(call);
      return;
    }
    const index = accepts.findIndex((list) => list.includes(c));
    if (index >= 0) surplus.push({ index, call });
    else unclaimed.push(call);
  });
  return { claimed, unclaimed, surplus };
}

export function describeDifference(tool: string, index: number | null, d: ArgDifference, call: ToolCall): CallMismatch {
  const where = d.path === '' ? 'arguments' : d.path;
  return {
    tool, expected_index: index, argument: d.path === '' ? null : d.path, expected: d.expected, actual: d.actual, call_id: call.callId ?? null,
    message: `${tool} ${where}: expected ${d.expected}, got ${d.actual ?? 'nothing'}`,
  };
}

export function countMismatch(tool: string, index: number | null, expected: string, actual: number, call?: ToolCall): CallMismatch {
  return {
    tool, expected_index: index, argument: null, expected, actual: String(actual), call_id: call?.callId ?? null,
    message: `${tool}: expected ${expected}, made ${actual}`,
  };
}

/** `2 calls`, `at least 1 call`, `1–3 calls` for an entry's bounds. */
export function describeBounds(entry: ExpectedCall): string {
  const { min, max } = callBounds(entry);
  const n = (k: number): string => `${k} call${k === 1 ? '' : 's'}`;
  if (min === max) return n(min);
  if (max === Number.POSITIVE_INFINITY) return `at least ${n(min)}`;
  return min === 0 ? `at most ${n(max)}` : `${min}–${n(max)}`;
}
