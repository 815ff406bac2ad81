import type { AttrMap } from '../model/raw-span.js';
import type { Message, ToolCallRequest, ToolResultRef } from '../model/turn.js';
import { str } from './attr.js';

/** How one convention spells a list of messages flattened into indexed attributes. */
export interface FlatScheme {
  /** Prefix of message n, e.g. `llm.input_messages.3.message.`. */
  message(n: number): string;
  /** Prefix of tool call m within a message, e.g. `tool_calls.0.tool_call.`. */
  call(m: number): string;
  callName: string;
  callArgs: string;
  /** Prefix of content part k within a message (OpenInference `contents.K.message_content.`). */
  part?(k: number): string;
}

/** OpenInference: `llm.{input,output}_messages.N.message.*`. */
export const openInferenceScheme = (list: 'llm.input_messages' | 'llm.output_messages'): FlatScheme => ({
  message: (n) => `${list}.${n}.message.`,
  call: (m) => `tool_calls.${m}.tool_call.`,
  callName: 'function.name',
  callArgs: 'function.arguments',
  part: (k) => `contents.${k}.message_content.`,
});

/** OpenLLMetry before 0.54: `gen_ai.{prompt,completion}.N.*`. */
export const openLlmetryScheme = (list: 'gen_ai.prompt' | 'gen_ai.completion'): FlatScheme => ({
  message: (n) => `${list}.${n}.`,
  call: (m) => `tool_calls.${m}.`,
  callName: 'name',
  callArgs: 'arguments',
});

/** Reads messages 0, 1, … until one has neither a role nor content nor a tool call. */
export function flattenedMessages(attrs: AttrMap, scheme: FlatScheme): Message[] {
  const out: Message[] = [];
  for (let n = 0; n < 10_000; n++) {
    const p = scheme.message(n);
    const role = str(attrs, `${p}role`);
    const content = str(attrs, `${p}content`);
    const firstCall = `${p}${scheme.call(0)}`;
    if (role === undefined && content === undefined && attrs[`${firstCall}${scheme.callName}`] === undefined && attrs[`${firstCall}id`] === undefined) break;
    const texts: string[] = content === undefined ? [] : [content];
    if (scheme.part !== undefined) {
      for (let k = 0; k < 1000; k++) {
        const q = `${p}${scheme.part(k)}`;
        const type = str(attrs, `${q}type`);
        const text = str(attrs, `${q}text`);
        if (type === undefined && text === undefined) break;
        if (text !== undefined && (type === undefined || type === 'text')) texts.push(text);
      }
    }
    const toolCalls: ToolCallRequest[] = [];
    for (let m = 0; m < 1000; m++) {
      const q = `${p}${scheme.call(m)}`;
      const name = str(attrs, `${q}${scheme.callName}`);
      if (name === undefined) break;
      toolCalls.push({ id: str(attrs, `${q}id`), name, arguments: attrs[`${q}${scheme.callArgs}`] });
    }
    const message: Message = { role: role ?? 'unknown', text: texts.join('\n'), toolCalls };
    const toolCallId = str(attrs, `${p}tool_call_id`);
    if (toolCallId !== undefined) {
      const result: ToolResultRef = { id: toolCallId, name: str(attrs, `${p}name`), isError: /^\s*\{\s*"error"\s*:/.test(content ?? '') };
      message.toolResults = [result];
    }
    out.push(message);
  }
  return out;
}
