import type { Message, ToolCallRequest, ToolResultRef } from '../model/turn.js';
import { jsonValue } from './attr.js';
import type { AttrValue } from '../model/raw-span.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Role names frameworks use for the same speakers (LangChain `human`/`ai`, Gemini `model`). */
const ROLE_ALIASES: Record<string, string> = { human: 'user', ai: 'assistant', function: 'tool', HumanMessage: 'user', AIMessage: 'assistant', ToolMessage: 'tool', SystemMessage: 'system' };

/**
 * Reads a list of chat messages in the shapes that circulate: GenAI `{role, parts:[…]}` (current),
 * `{role, content, tool_calls:[{id, function:{name, arguments}}]}` (deprecated events, OpenAI style),
 * `{role, content:[{type:'text', text}]}` content-part arrays, Vercel AI SDK `tool-call`/`tool-result`
 * parts, Gemini `{role, parts:[{text},{function_call}]}`, Bedrock `{toolUse}` blocks, and LangChain
 * messages (`{type:'human', content}` or the serialized `{lc, id:[…, 'HumanMessage'], kwargs}`).
 * A `{messages:[…]}` wrapper and LangChain's nested `[[…]]` batches are unwrapped.
 */
export function parseMessages(value: AttrValue | undefined): Message[] {
  return messagesOf(jsonValue(value));
}

/** As parseMessages, for a value already parsed from JSON. */
export function messagesOf(parsed: unknown): Message[] {
  const out: Message[] = [];
  collect(parsed, out, 0);
  return out;
}

/** LangChain accepts `(role, content)` pairs as messages; LangGraph inputs record them as 2-arrays. */
const TUPLE_ROLES = new Set(['user', 'human', 'assistant', 'ai', 'system', 'tool']);

function collect(v: unknown, out: Message[], depth: number): void {
  if (depth > 3) return;
  if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string' && TUPLE_ROLES.has(v[0])) {
    out.push({ role: ROLE_ALIASES[v[0]] ?? v[0], text: v[1], toolCalls: [] });
    return;
  }
  if (Array.isArray(v)) {
    for (const item of v) collect(item, out, depth + 1);
    return;
  }
  if (!isObj(v)) return;
  if (Array.isArray(v.messages) && v.role === undefined) {
    collect(v.messages, out, depth + 1);
    return;
  }
  out.push(toMessage(v));
}

function roleOf(m: Obj): string {
  let role: unknown = m.role;
  if (typeof role !== 'string' && m.lc !== undefined && Array.isArray(m.id)) role = m.id[m.id.length - 1];
  if (typeof role !== 'string') role = m.type;
  if (typeof role !== 'string' && Array.isArray(m.id)) role = m.id[m.id.length - 1];
  if (typeof role !== 'string') return 'unknown';
  return ROLE_ALIASES[role] ?? role;
}

function toMessage(raw: Obj): Message {
  // LangChain's serialized form keeps the fields under kwargs (or data).
  const m = isObj(raw.kwargs) && raw.lc !== undefined ? raw.kwargs : isObj(raw.data) && typeof raw.type === 'string' ? raw.data : raw;
  const role = roleOf(raw);
  const texts: string[] = [];
  const toolCalls: ToolCallRequest[] = [];
  const toolResults: ToolResultRef[] = [];
  if (Array.isArray(m.parts)) readParts(m.parts, texts, toolCalls, toolResults);
  if (typeof m.content === 'string') texts.push(m.content);
  else if (Array.isArray(m.content)) readParts(m.content, texts, toolCalls, toolResults);
  // LangChain before parsed `tool_calls` (and LangSmith's JS conversion) kept OpenAI's raw calls
  // in `additional_kwargs.tool_calls` only.
  const extra = isObj(m.additional_kwargs) ? m.additional_kwargs : undefined;
  const calls = Array.isArray(m.tool_calls) && m.tool_calls.length > 0 ? m.tool_calls : extra?.tool_calls;
  if (Array.isArray(calls)) {
    for (const call of calls) if (isObj(call)) pushCall(call, toolCalls);
  }
  const toolCallId = m.tool_call_id ?? m.toolCallId;
  if (role === 'tool' && typeof toolCallId === 'string') {
    toolResults.push({ id: toolCallId, name: str(m.name), isError: m.status === 'error' || looksLikeError(m.content) });
  }
  // Most messages have one text: join's generic path showed in the workers' profile for what is the text itself.
  const msg: Message = { role, text: texts.length === 1 ? texts[0]! : texts.join('\n'), toolCalls };
  if (toolResults.length > 0) msg.toolResults = toolResults;
  return msg;
}

function readParts(parts: unknown[], texts: string[], toolCalls: ToolCallRequest[], results: ToolResultRef[]): void {
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
      if (type === undefined) readUntypedPart(part, toolCalls, results);
    } else if (type === 'tool_call' || type === 'function_call' || type === 'tool_use' || type === 'tool-call') {
      const name = str(part.name) ?? str(part.toolName);
      if (name) toolCalls.push({ id: str(part.id) ?? str(part.toolCallId), name, arguments: jsonValue((part.arguments ?? part.input ?? part.args) as AttrValue) });
    } else if (type === 'tool_call_response' || type === 'tool_result' || type === 'tool-result' || type === 'function_call_output') {
      const body = part.response ?? part.result ?? part.output ?? part.content;
      // Anthropic `is_error`, AI SDK 4 `isError`, AI SDK 5 `output: {type: 'error-text' | 'error-json'}`.
      const errorOutput = isObj(part.output) && typeof part.output.type === 'string' && part.output.type.startsWith('error');
      results.push({ id: str(part.id) ?? str(part.toolCallId) ?? str(part.tool_use_id) ?? str(part.call_id), name: str(part.toolName) ?? str(part.name), isError: part.is_error === true || part.isError === true || errorOutput || looksLikeError(body) });
    }
  }
}

/** Gemini (`function_call` / `functionCall`) and Bedrock (`toolUse` / `toolResult`) parts carry no type. */
function readUntypedPart(part: Obj, toolCalls: ToolCallRequest[], results: ToolResultRef[]): void {
  const fc = part.function_call ?? part.functionCall;
  if (isObj(fc) && typeof fc.name === 'string') toolCalls.push({ id: str(fc.id), name: fc.name, arguments: fc.args ?? null });
  const use = part.toolUse;
  if (isObj(use) && typeof use.name === 'string') toolCalls.push({ id: str(use.toolUseId), name: use.name, arguments: use.input ?? null });
  const fr = part.function_response ?? part.functionResponse;
  if (isObj(fr)) results.push({ id: str(fr.id), name: str(fr.name), isError: looksLikeError(fr.response) });
  const tr = part.toolResult;
  if (isObj(tr)) results.push({ id: str(tr.toolUseId), name: undefined, isError: tr.status === 'error' });
}

function pushCall(call: Obj, toolCalls: ToolCallRequest[]): void {
  const fn = isObj(call.function) ? call.function : call;
  const name = str(fn.name);
  if (name) toolCalls.push({ id: str(call.id), name, arguments: jsonValue((fn.arguments ?? fn.args ?? fn.input) as AttrValue) });
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/** `{error: …}` (or its JSON) is how frameworks feed a failed or refused tool call back to the model. */
function looksLikeError(body: unknown): boolean {
  const v = typeof body === 'string' ? jsonValue(body) : body;
  if (isObj(v)) return v.error !== undefined && v.error !== null && v.error !== false;
  return false;
}

/** The newest user message and how many user messages came before it. */
export function newestUserMessage(messages: Message[]): { text: string; prior: number } | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role !== 'user' || m.text.trim() === '') continue;
    let prior = 0;
    // Gemini and Anthropic send tool results as `user` messages: those are not the user speaking.
    for (let j = 0; j < i; j++) if (messages[j]!.role === 'user' && !isToolResultOnly(messages[j]!)) prior++;
    return { text: m.text, prior };
  }
  return undefined;
}

function isToolResultOnly(m: Message): boolean {
  return m.text.trim() === '' && (m.toolResults?.length ?? 0) > 0;
}

/** The last assistant text in a list of output messages. */
export function lastAssistantText(messages: Message[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if ((m.role === 'assistant' || m.role === 'model' || m.role === 'unknown') && m.text.trim() !== '') return m.text;
  }
  return undefined;
}

/** A bare text reply or prompt as a one-message list. */
export function textMessages(role: string, text: string | undefined): Message[] {
  return text === undefined || text === '' ? [] : [{ role, text, toolCalls: [] }];
}
