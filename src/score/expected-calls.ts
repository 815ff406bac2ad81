import { parseConstraint } from '../corpus/arg-constraint.js';
import type { ArgConstraint } from '../corpus/arg-constraint.js';
import { callBounds } from '../corpus/expected-call-schema.js';
import type { ExpectedCall } from '../corpus/expected-call-schema.js';
import type { ToolCall } from '../model/turn.js';
import { jsonValue } from '../normalize/attr.js';
import type { AttrValue } from '../model/raw-span.js';
import { argDifference } from './arg-match.js';
import type { ArgDifference } from './arg-match.js';

/** Why a call (or its absence) departs from an `expected_calls` entry; shown on the failing attempt. */
export interface CallMismatch {
  tool: string;
  /** Index of the entry in the case's `expected_calls`; null for a write no entry accounts for. */
  expected_index: number | null;
  /** The differing argument (`payment_id`, `flights[1].date`); null when the count is what differs. */
  argument: string | null;
  expected: string;
  actual: string | null;
  call_id: string | null;
  /** One line: `update_reservation_flights payment_id: expected "gift_card_1", got "credit_card_2"`. */
  message: string;
}

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

const parsedArgs = new WeakMap<ToolCall, { value: unknown }>();

/** Arguments as recorded (JSON text or structured) → a value to compare; parsed once per call. */
export function callArguments(call: ToolCall): unknown {
  let hit = parsedArgs.get(call);
  if (hit === undefined) parsedArgs.set(call, (hit = { value: jsonValue(call.arguments as AttrValue) }));
  return hit.value;
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
 * Assigns calls to entries: first each entry takes what it needs (its `min`), in corpus order,
 * then the entries take further matching calls up to their `max`. A call one entry could use is
 * thus never taken by a looser entry that was already satisfied.
 */
export function claimCalls(entries: readonly ExpectedCall[], calls: readonly ToolCall[]): CallClaims {
  const claimed: ToolCall[][] = entries.map(() => []);
  const taken = new Set<ToolCall>();
  const fits = (i: number, call: ToolCall): boolean => call.tool === entries[i]!.tool && entryDifference(entries[i]!, call) === undefined;
  for (const pass of ['min', 'max'] as const) {
    entries.forEach((entry, i) => {
      const limit = callBounds(entry)[pass];
      for (const call of calls) {
        if (claimed[i]!.length >= limit) break;
        if (!taken.has(call) && fits(i, call)) {
          claimed[i]!.push(call);
          taken.add(call);
        }
      }
    });
  }
  const surplus: CallClaims['surplus'] = [];
  const unclaimed: ToolCall[] = [];
  for (const call of calls) {
    if (taken.has(call)) continue;
    const index = entries.findIndex((_, i) => fits(i, call));
    if (index >= 0) surplus.push({ index, call });
    else unclaimed.push(call);
  }
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
