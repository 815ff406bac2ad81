import type { AttrMap, RawSpan } from '../model/raw-span.js';
import { STATUS_OK } from '../model/raw-span.js';
import type { Message, ToolCallRequest } from '../model/turn.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { jsonValue, spanError, str } from './attr.js';
import { messagesOf, textMessages } from './messages.js';
import { toolNamesOf } from './tool-definitions.js';

const OPERATION_ID = 'ai.operationId';
const TOP_LEVEL = new Set(['ai.generateText', 'ai.streamText', 'ai.generateObject', 'ai.streamObject']);

/**
 * Vercel AI SDK telemetry (`experimental_telemetry`): `ai.operationId` decides the role.
 * `ai.generateText` / `ai.streamText` run the whole tool loop (the turn), their `.doGenerate` /
 * `.doStream` children are model calls with `ai.prompt.messages` and `ai.prompt.tools`, and
 * `ai.toolCall` spans execute tools. Responses are `ai.response.*` (older SDKs: `ai.result.*`);
 * tool arguments `ai.toolCall.args` (or `.input`).
 */
export const vercelAiAdapter: ConventionAdapter = {
  name: 'vercel_ai',
  recognises: { keys: [OPERATION_ID] },
  read(span: RawSpan): SpanView | undefined {
    const a = span.attributes;
    const op = a[OPERATION_ID];
    if (typeof op !== 'string') return undefined;
    if (op === 'ai.toolCall') return toolView(span);
    const model = str(a, 'ai.response.model') ?? str(a, 'ai.model.id') ?? str(a, 'gen_ai.request.model');
    if (TOP_LEVEL.has(op)) {
      return {
        role: 'agent',
        agentName: str(a, 'ai.telemetry.functionId'),
        model,
        inputMessages: () => promptMessages(a),
        outputMessages: () => responseMessages(a),
      };
    }
    if (op.startsWith('ai.') && (op.endsWith('.doGenerate') || op.endsWith('.doStream'))) {
      return {
        role: 'llm',
        model,
        inputMessages: () => messagesOf(jsonValue(a['ai.prompt.messages'])),
        outputMessages: () => responseMessages(a),
        offeredTools: () => toolNamesOf(a['ai.prompt.tools']),
      };
    }
    return { role: 'other' };
  },
};

function toolView(span: RawSpan): SpanView {
  const a = span.attributes;
  const error = spanError(span);
  return {
    role: 'tool',
    tool: {
      tool: str(a, 'ai.toolCall.name') ?? span.name,
      callId: str(a, 'ai.toolCall.id'),
      arguments: a['ai.toolCall.args'] ?? a['ai.toolCall.input'],
      executed: true,
      status: error !== undefined ? 'error' : span.status.code === STATUS_OK ? 'ok' : 'unset',
      error,
      spanId: span.spanId,
      startMs: span.startMs,
    },
  };
}

/** `ai.prompt` is `{system?, prompt?, messages?}` as the caller passed it. */
function promptMessages(a: AttrMap): Message[] {
  const prompt = jsonValue(a['ai.prompt']);
  if (typeof prompt === 'string') return textMessages('user', prompt);
  if (prompt === null || typeof prompt !== 'object') return [];
  const p = prompt as { prompt?: unknown; messages?: unknown };
  if (typeof p.prompt === 'string') return textMessages('user', p.prompt);
  return messagesOf(p.messages ?? prompt);
}

function responseMessages(a: AttrMap): Message[] {
  const text = str(a, 'ai.response.text') ?? str(a, 'ai.result.text');
  const calls = jsonValue(a['ai.response.toolCalls'] ?? a['ai.result.toolCalls']);
  const toolCalls: ToolCallRequest[] = [];
  if (Array.isArray(calls)) {
    for (const c of calls) {
      if (c === null || typeof c !== 'object') continue;
      const call = c as { toolCallId?: unknown; toolName?: unknown; args?: unknown; input?: unknown };
      if (typeof call.toolName !== 'string') continue;
      toolCalls.push({ id: typeof call.toolCallId === 'string' ? call.toolCallId : undefined, name: call.toolName, arguments: jsonValue((call.input ?? call.args) as string) });
    }
  }
  if (text === undefined && toolCalls.length === 0) return [];
  return [{ role: 'assistant', text: text ?? '', toolCalls }];
}
