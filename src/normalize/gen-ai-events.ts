import type { AttrMap, AttrValue, SpanEvent } from '../model/raw-span.js';
import type { Message } from '../model/turn.js';
import { jsonValue } from './attr.js';
import { messagesOf, parseMessages } from './messages.js';

/** Deprecated (≤ v1.36) per-message events and the role each one speaks for. */
const MESSAGE_EVENTS: Record<string, string> = {
  'gen_ai.system.message': 'system',
  'gen_ai.user.message': 'user',
  'gen_ai.assistant.message': 'assistant',
  'gen_ai.tool.message': 'tool',
};
const CHOICE_EVENT = 'gen_ai.choice';
const DETAILS_EVENT = 'gen_ai.client.inference.operation.details';
const PROMPT_EVENT = 'gen_ai.content.prompt';
const COMPLETION_EVENT = 'gen_ai.content.completion';

/** True when the span carries any GenAI message event forbear reads. */
export function hasMessageEvents(events: SpanEvent[]): boolean {
  for (const e of events) {
    if (e.name in MESSAGE_EVENTS || e.name === CHOICE_EVENT || e.name === DETAILS_EVENT || e.name === PROMPT_EVENT || e.name === COMPLETION_EVENT) return true;
  }
  return false;
}

/**
 * Messages carried as span events, in the three generations that circulate (Strands emits the
 * first two as span events, v1.27 instrumentations the last):
 * - `gen_ai.client.inference.operation.details` with `gen_ai.input.messages` / `gen_ai.output.messages` (current);
 * - deprecated `gen_ai.{system,user,assistant,tool}.message` (input) and `gen_ai.choice` (output),
 *   their body fields flattened into event attributes (`content`, `tool_calls`, `id`, `message`);
 * - v1.27 `gen_ai.content.prompt` / `gen_ai.content.completion` with `gen_ai.prompt` / `gen_ai.completion`.
 */
export function messagesFromEvents(events: SpanEvent[]): { input: Message[]; output: Message[] } {
  const input: Message[] = [];
  const output: Message[] = [];
  for (const e of events) {
    const a = e.attributes;
    const role = MESSAGE_EVENTS[e.name];
    if (role !== undefined) input.push(...eventMessage(a, role));
    else if (e.name === CHOICE_EVENT) output.push(...choiceMessage(a));
    else if (e.name === DETAILS_EVENT) {
      input.push(...parseMessages(a['gen_ai.input.messages']));
      output.push(...parseMessages(a['gen_ai.output.messages']));
    } else if (e.name === PROMPT_EVENT) input.push(...contentMessages(a['gen_ai.prompt'], 'user'));
    else if (e.name === COMPLETION_EVENT) output.push(...contentMessages(a['gen_ai.completion'], 'assistant'));
  }
  return { input, output };
}

function eventMessage(a: AttrMap, role: string): Message[] {
  const body: Record<string, unknown> = { role: typeof a.role === 'string' ? a.role : role };
  const content = jsonValue(a.content);
  // Strands serializes Bedrock content blocks ([{text}, {toolUse}]) or, for a tool, its input.
  body.content = typeof content === 'string' || Array.isArray(content) ? content : content === undefined ? undefined : JSON.stringify(content);
  if (a.tool_calls !== undefined) body.tool_calls = jsonValue(a.tool_calls);
  if (typeof a.id === 'string') body.tool_call_id = a.id;
  return messagesOf(body);
}

function choiceMessage(a: AttrMap): Message[] {
  const message = jsonValue(a.message);
  if (message !== null && typeof message === 'object' && !Array.isArray(message)) return messagesOf({ role: 'assistant', ...message });
  if (Array.isArray(message)) return messagesOf({ role: 'assistant', content: message });
  if (typeof message === 'string') return messagesOf({ role: 'assistant', content: message });
  return [];
}

/**
 * A tool span's arguments and result when they travel as events (Strands): the `gen_ai.tool.message`
 * event's `content` is the input; `gen_ai.choice`'s `message` the result; or the current
 * details event's `tool_call` / `tool_call_response` parts.
 */
export function toolArgumentsFromEvents(events: SpanEvent[]): unknown {
  for (const e of events) {
    if (e.name === 'gen_ai.tool.message') return e.attributes.content;
    if (e.name === DETAILS_EVENT) {
      for (const m of parseMessages(e.attributes['gen_ai.input.messages'])) {
        const call = m.toolCalls[0];
        if (call !== undefined) return call.arguments;
      }
    }
  }
  return undefined;
}

const TRANSCRIPT_ROLE = /^(system|user|assistant|tool|developer|function|model|human|ai):[ \t]?/i;

/**
 * `gen_ai.prompt` / `gen_ai.completion` (v1.27 content events, and OpenLIT's span attributes of
 * the same names): JSON messages, or plain text — OpenLIT writes the prompt as `role: content`
 * lines and the completion as the bare reply. Text without role prefixes speaks for `role`.
 */
export function contentMessages(value: AttrValue | undefined, role: string): Message[] {
  const parsed = parseMessages(value);
  if (parsed.length > 0 || typeof value !== 'string' || value.trim() === '') return parsed;
  const t = value.trimStart();
  if (t[0] === '[' || t[0] === '{') return parsed;
  if (!TRANSCRIPT_ROLE.test(t)) return messagesOf({ role, content: value });
  const out: { role: string; content: string }[] = [];
  for (const line of value.split('\n')) {
    const m = TRANSCRIPT_ROLE.exec(line);
    if (m !== null) out.push({ role: m[1]!.toLowerCase(), content: line.slice(m[0].length) });
    else if (out.length > 0) out[out.length - 1]!.content += `\n${line}`;
  }
  return messagesOf(out);
}
