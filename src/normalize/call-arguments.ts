import type { AttrValue } from '../model/raw-span.js';
import type { ToolCall } from '../model/turn.js';
import { jsonValue } from './attr.js';

const parsed = new WeakMap<ToolCall, { value: unknown }>();

/**
 * A call's arguments as recorded (JSON text or structured) → a value, parsed once per call: turn
 * assembly asks whether an executed call's arguments are an object, matching compares them with
 * `expected_calls`, and the result records them. Readers do not modify what they get.
 */
export function callArguments(call: ToolCall): unknown {
  let hit = parsed.get(call);
  if (hit === undefined) parsed.set(call, (hit = { value: jsonValue(call.arguments as AttrValue) }));
  return hit.value;
}

/** Replaces a call's arguments (and what a parse of the old ones said). */
export function setCallArguments(call: ToolCall, args: ToolCall['arguments']): void {
  call.arguments = args;
  parsed.delete(call);
}

/**
 * The arguments parsed as `callArguments` does, taking an earlier parse but keeping none of its
 * own: for the last reader (the result), where storing each call's parse cost more than it saves.
 */
export function callArgumentsLast(call: ToolCall): unknown {
  const hit = parsed.get(call);
  return hit !== undefined ? hit.value : jsonValue(call.arguments as AttrValue);
}
