import type { AttrMap } from '../model/raw-span.js';
import type { Message, ToolCallRequest, ToolResultRef } from '../model/turn.js';
import { jsonValue, str } from './attr.js';
import { messagesOf } from './messages.js';

/** How one convention spells a list of messages flattened into indexed attributes. */
export interface FlatScheme {
  /** Prefix of every message, before its index, e.g. `llm.input_messages.`. */
  list: string;
  /** Prefix of message n, e.g. `llm.input_messages.3.message.`. */
  message(n: number): string;
  /** Prefix of tool call m within a message, e.g. `tool_calls.0.tool_call.`. */
  call(m: number): string;
  callName: string;
  callArgs: string;
  /** Other spellings of the same keys (tried when the first is absent). */
  altCallName?: string;
  altCallArgs?: string;
  /** Prefix of content part k within a message (OpenInference `contents.K.message_content.`). */
  part?(k: number): string;
  /** Key of a bare content block's text standing for a whole message (early Strands completions). */
  blockText?: string;
  /** Keys of OpenAI's legacy single `function_call` within a message (name, arguments). */
  legacyCall?: { name: string; args: string };
}

/** OpenInference: `llm.{input,output}_messages.N.message.*`. */
export const openInferenceScheme = (list: 'llm.input_messages' | 'llm.output_messages'): FlatScheme => ({
  list: `${list}.`,
  message: (n) => `${list}.${n}.message.`,
  call: (m) => `tool_calls.${m}.tool_call.`,
  callName: 'function.name',
  callArgs: 'function.arguments',
  part: (k) => `contents.${k}.message_content.`,
  // OpenInference JS (openai): a legacy `function_call` reply is `message.function_call_name` /
  // `message.function_call_arguments_json` (MessageAttributes.MESSAGE_FUNCTION_CALL_*).
  legacyCall: { name: 'function_call_name', args: 'function_call_arguments_json' },
});

/**
 * OpenLLMetry before 0.54: `gen_ai.{prompt,completion}.N.*`; Coralogix llm-tracekit spells a
 * call's keys `tool_calls.M.function.{name,arguments}`.
 */
export const openLlmetryScheme = (list: 'gen_ai.prompt' | 'gen_ai.completion'): FlatScheme => ({
  list: `${list}.`,
  message: (n) => `${list}.${n}.`,
  call: (m) => `tool_calls.${m}.`,
  callName: 'name',
  callArgs: 'arguments',
  altCallName: 'function.name',
  altCallArgs: 'function.arguments',
  // Strands 0.1 ('Model invoke' spans) flattened Bedrock messages the same way: a prompt message's
  // content blocks as `gen_ai.prompt.N.content.K.text`, the completion (the reply's content
  // blocks, no role) as `gen_ai.completion.K.text`.
  part: (k) => `content.${k}.`,
  blockText: 'text',
});

/**
 * Reads the messages at every index present, in order. Indices need not start at 0 nor be
 * contiguous: openai-agents numbers a response's input from 1 and writes index 0 only when the
 * agent has instructions.
 */
export function flattenedMessages(attrs: AttrMap, scheme: FlatScheme): Message[] {
  const out: Message[] = [];
  for (const n of messageIndices(attrs, scheme)) {
    const p = scheme.message(n);
    const role = str(attrs, `${p}role`);
    const content = str(attrs, `${p}content`) ?? (scheme.blockText === undefined ? undefined : str(attrs, `${p}${scheme.blockText}`));
    const firstCall = `${p}${scheme.call(0)}`;
    if (role === undefined && content === undefined && callName(attrs, firstCall, scheme) === undefined && attrs[`${firstCall}id`] === undefined) continue;
    // A message whose content was a list of parts is written as that list's JSON (OpenLLMetry:
    // `[{"type":"text",…}, {"type":"tool_use",…}]`, a `tool_result` block in a user message).
    const blocks = content === undefined ? undefined : contentBlocks(content, role ?? 'unknown');
    if (blocks !== undefined) {
      out.push(blocks);
      continue;
    }
    const texts: string[] = content === undefined ? [] : [content];
    if (scheme.part !== undefined) {
      for (let k = 0; k < 1000; k++) {
        const q = `${p}${scheme.part(k)}`;
        const type = str(attrs, `${q}type`);
        const text = str(attrs, `${q}text`);
        if (type === undefined && text === undefined) break;
        // openinference-openai-agents writes a reply both as `content` and as its text parts: a
        // part the content already says is the same text, not a second message.
        if (text !== undefined && (type === undefined || type === 'text') && !(content?.includes(text) ?? false)) texts.push(text);
      }
    }
    const toolCalls: ToolCallRequest[] = [];
    for (let m = 0; m < 1000; m++) {
      const q = `${p}${scheme.call(m)}`;
      const name = callName(attrs, q, scheme);
      if (name === undefined) break;
      const args = attrs[`${q}${scheme.callArgs}`] ?? (scheme.altCallArgs === undefined ? undefined : attrs[`${q}${scheme.altCallArgs}`]);
      toolCalls.push({ id: str(attrs, `${q}id`), name, arguments: args });
    }
    const legacy = scheme.legacyCall === undefined ? undefined : str(attrs, `${p}${scheme.legacyCall.name}`);
    if (legacy !== undefined && toolCalls.length === 0) toolCalls.push({ id: undefined, name: legacy, arguments: attrs[`${p}${scheme.legacyCall!.args}`] });
    // OpenAI's legacy function calling answers a `function_call` with a `function` message that
    // names the function: a tool result like any other.
    const legacyResult = role === 'function';
    const message: Message = { role: legacyResult ? 'tool' : role ?? 'unknown', text: texts.join('\n'), toolCalls };
    const toolCallId = str(attrs, `${p}tool_call_id`);
    // litellm through OpenInference records the id only on the assistant's call: a `tool` message
    // without one is still a result, paired by position with the call before it.
    if (toolCallId !== undefined || role === 'tool' || legacyResult) {
      const result: ToolResultRef = { id: toolCallId, name: str(attrs, `${p}name`), isError: /^\s*\{\s*"error"\s*:/.test(content ?? '') };
      message.toolResults = [result];
    }
    out.push(message);
  }
  return out;
}

/** The message indices present under the scheme's prefix, ascending. */
function messageIndices(attrs: AttrMap, scheme: FlatScheme): number[] {
  const prefix = scheme.list;
  const seen = new Set<number>();
  for (const key of Object.keys(attrs)) {
    if (!key.startsWith(prefix)) continue;
    const dot = key.indexOf('.', prefix.length);
    const n = Number(key.slice(prefix.length, dot === -1 ? undefined : dot));
    if (Number.isInteger(n) && n >= 0) seen.add(n);
  }
  return [...seen].sort((a, b) => a - b);
}

/** Content that is the JSON of a list of typed content blocks, read as one message. */
function contentBlocks(content: string, role: string): Message | undefined {
  const t = content.trimStart();
  if (t[0] !== '[') return undefined;
  const parsed = jsonValue(content);
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((b) => b !== null && typeof b === 'object' && typeof (b as { type?: unknown }).type === 'string')) return undefined;
  return messagesOf({ role, content: parsed })[0];
}

function callName(attrs: AttrMap, prefix: string, scheme: FlatScheme): string | undefined {
  return str(attrs, `${prefix}${scheme.callName}`) ?? (scheme.altCallName === undefined ? undefined : str(attrs, `${prefix}${scheme.altCallName}`));
}
