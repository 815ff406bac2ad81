import type { AttrValue } from '../model/raw-span.js';
import type { Message } from '../model/turn.js';
import { jsonValue } from './attr.js';
import { messagesOf } from './messages.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * logfire records a model call's GenAI events not as span events but as one `events` attribute:
 * a JSON list of the event bodies, each tagged `event.name` (openai-agents) or not (the contrib
 * google-genai instrumentation), a choice as `{index, finish_reason, message}`. When choices are
 * present they are the output; otherwise (openai-agents' Responses spans list the whole
 * conversation, the response included) the output is the trailing run of assistant messages.
 */
export function logfireEventMessages(value: AttrValue | undefined): { input: Message[]; output: Message[] } | undefined {
  const parsed = jsonValue(value);
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isObj)) return undefined;
  const entries = parsed as Obj[];
  const isChoice = (e: Obj): boolean => e['event.name'] === 'gen_ai.choice' || (e.role === undefined && isObj(e.message));
  if (entries.some(isChoice)) {
    return {
      input: entries.filter((e) => !isChoice(e)).flatMap(bodyMessages),
      output: entries.filter(isChoice).flatMap((e) => messagesOf({ role: 'assistant', ...(e.message as Obj) })),
    };
  }
  const all = entries.flatMap(bodyMessages);
  let cut = all.length;
  while (cut > 0 && all[cut - 1]!.role === 'assistant') cut--;
  return { input: all.slice(0, cut), output: all.slice(cut) };
}

/** One event body as a message; a tool result names its call in `id` (deprecated event fields). */
function bodyMessages(e: Obj): Message[] {
  // `gen_ai.unknown`: an item logfire could not map (a hosted tool's call, e.g. file search) —
  // the provider ran it, not the agent, and its placeholder text is no one's words.
  if (e['event.name'] === 'gen_ai.unknown') return [];
  const body: Obj = { role: e.role, content: typeof e.content === 'string' || Array.isArray(e.content) ? e.content : undefined };
  if (Array.isArray(e.tool_calls)) body.tool_calls = e.tool_calls;
  if (e.role === 'tool' && typeof e.id === 'string') body.tool_call_id = e.id;
  if (typeof e.name === 'string') body.name = e.name;
  return messagesOf(body);
}
