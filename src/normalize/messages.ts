import type { Message, ToolCallRequest } from '../model/turn.js';
import { jsonValue } from './attr.js';
import type { AttrValue } from '../model/raw-span.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads a list of chat messages in the shapes that circulate: GenAI `{role, parts:[…]}` (current),
 * `{role, content, tool_calls:[{id, function:{name, arguments}}]}` (deprecated events, OpenAI style),
 * and `{role, content:[{type:'text', text}]}` content-part arrays.
 */
export function parseMessages(value: AttrValue | undefined): Message[] {
  const parsed = jsonValue(value);
  const list = Array.isArray(parsed) ? parsed : isObj(parsed) ? [parsed] : [];
  const out: Message[] = [];
  for (const item of list) {
    if (isObj(item)) out.push(toMessage(item));
  }
  return out;
}

function toMessage(m: Obj): Message {
  const role = typeof m.role === 'string' ? m.role : 'unknown';
  const texts: string[] = [];
  const toolCalls: ToolCallRequest[] = [];
  if (Array.isArray(m.parts)) readParts(m.parts, texts, toolCalls);
  if (typeof m.content === 'string') texts.push(m.content);
  else if (Array.isArray(m.content)) readParts(m.content, texts, toolCalls);
  if (Array.isArray(m.tool_calls)) {
    for (const call of m.tool_calls) if (isObj(call)) pushOpenAiCall(call, toolCalls);
  }
  return { role, text: texts.join('\n'), toolCalls };
}

function readParts(parts: unknown[], texts: string[], toolCalls: ToolCallRequest[]): void {
  for (const part of parts) {
    if (typeof part === 'string') {
      texts.push(part);
      continue;
    }
    if (!isObj(part)) continue;
    const type = part.type;
    if (type === 'text' || type === undefined) {
      const text = typeof part.content === 'string' ? part.content : typeof part.text === 'string' ? part.text : undefined;
      if (text !== undefined) texts.push(text);
    } else if (type === 'tool_call' || type === 'function_call' || type === 'tool_use') {
      const name = typeof part.name === 'string' ? part.name : undefined;
      if (name) toolCalls.push({ id: idOf(part.id), name, arguments: jsonValue((part.arguments ?? part.input) as AttrValue) });
    }
  }
}

function pushOpenAiCall(call: Obj, toolCalls: ToolCallRequest[]): void {
  const fn = isObj(call.function) ? call.function : call;
  const name = typeof fn.name === 'string' ? fn.name : undefined;
  if (name) toolCalls.push({ id: idOf(call.id), name, arguments: jsonValue(fn.arguments as AttrValue) });
}

function idOf(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/** The newest user message and how many user messages came before it. */
export function newestUserMessage(messages: Message[]): { text: string; prior: number } | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role !== 'user' || m.text.trim() === '') continue;
    let prior = 0;
    for (let j = 0; j < i; j++) if (messages[j]!.role === 'user') prior++;
    return { text: m.text, prior };
  }
  return undefined;
}

/** The last assistant text in a list of output messages. */
export function lastAssistantText(messages: Message[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if ((m.role === 'assistant' || m.role === 'model' || m.role === 'unknown') && m.text.trim() !== '') return m.text;
  }
  return undefined;
}
