import type { AttrValue } from '../model/raw-span.js';
import { jsonValue } from './attr.js';

/**
 * The ToolMessage a LangChain tool run answered with, as tracers record a tool's output: the message
 * itself, its serialized `{"type": "tool", "data": {…}}` / `{"lc": 1, "kwargs": {…}}` forms
 * (OpenInference), or under `output` (LangSmith's OTel export). It names the model call it answers
 * (`tool_call_id`) — a TOOL span may record only the tool's input, for one argument its bare value —
 * and a tool whose exception `handle_tool_error` turned into a message for the model has
 * `status: "error"`, although the run itself succeeded.
 */
export function langChainToolMessage(output: AttrValue | undefined): { callId?: string; error?: string } | undefined {
  if (typeof output !== 'string' || !output.includes('"tool_call_id"')) return undefined;
  type ToolMessage = { tool_call_id?: unknown; status?: unknown; content?: unknown };
  type Wrapped = ToolMessage & { data?: Wrapped; kwargs?: Wrapped; output?: Wrapped };
  let m = jsonValue(output) as Wrapped | null;
  for (let depth = 0; depth < 3 && m !== null && typeof m === 'object' && m.tool_call_id === undefined; depth++) {
    m = m.output ?? m.data ?? m.kwargs ?? null;
  }
  if (m === null || typeof m !== 'object') return undefined;
  const callId = typeof m.tool_call_id === 'string' && m.tool_call_id !== '' ? m.tool_call_id : undefined;
  const error = m.status === 'error' ? (typeof m.content === 'string' && m.content !== '' ? m.content : 'error') : undefined;
  return { callId, error };
}
