import type { AttrMap, RawSpan } from '../model/raw-span.js';
import type { Message } from '../model/turn.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { jsonValue, str } from './attr.js';
import { genAiToolCall, genAiView } from './gen-ai.js';
import { messagesOf } from './messages.js';
import { toolNamesOf } from './tool-definitions.js';

const SCOPE = 'gcp.vertex.agent';
const LLM_REQUEST = 'gcp.vertex.agent.llm_request';
const LLM_RESPONSE = 'gcp.vertex.agent.llm_response';
const TOOL_ARGS = 'gcp.vertex.agent.tool_call_args';
const MERGED = '(merged tools)';
const NOT_SPECIFIED = '<not specified>';

/**
 * Google ADK (adk-python `telemetry/tracing.py`, tracer `gcp.vertex.agent`): GenAI span names and
 * operations, but tool arguments in `gcp.vertex.agent.tool_call_args` and model calls (`call_llm`)
 * as Gemini request / response JSON in `gcp.vertex.agent.llm_request` / `llm_response`.
 */
export const googleAdkAdapter: ConventionAdapter = {
  name: 'google_adk',
  recognises: { keys: [TOOL_ARGS, LLM_REQUEST], scopeNames: [SCOPE] },
  read(span: RawSpan): SpanView | undefined {
    const a = span.attributes;
    if (span.scope.name !== SCOPE && a[TOOL_ARGS] === undefined && a[LLM_REQUEST] === undefined) return undefined;
    // With parallel function calls ADK adds `execute_tool (merged)` (tool name `(merged tools)`,
    // arguments `N/A`) for its web UI, after one execute_tool span per call: not a call itself.
    if (a['gen_ai.tool.name'] === MERGED || span.name === 'execute_tool (merged)') return { role: 'other' };
    if (a[TOOL_ARGS] !== undefined || span.name.startsWith('execute_tool')) {
      const tool = genAiToolCall(span, jsonValue(a[TOOL_ARGS]));
      // A tool that raised is traced without its response event: the call id reads `<not specified>`.
      if (tool.callId === NOT_SPECIFIED) tool.callId = undefined;
      return { role: 'tool', tool };
    }
    if (a[LLM_REQUEST] !== undefined || a[LLM_RESPONSE] !== undefined || span.name === 'call_llm') {
      return {
        role: 'llm',
        model: str(a, 'gen_ai.request.model'),
        inputMessages: () => requestMessages(a),
        outputMessages: () => responseMessages(a),
        offeredTools: () => requestTools(a),
      };
    }
    const op = str(a, 'gen_ai.operation.name') ?? (span.name.startsWith('invoke_agent') ? 'invoke_agent' : undefined);
    return op === undefined ? { role: 'other' } : genAiView(span, op);
  },
};

const requestOf = (a: AttrMap): Record<string, unknown> | undefined => {
  const v = jsonValue(a[LLM_REQUEST]);
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
};

function requestMessages(a: AttrMap): Message[] {
  return messagesOf(requestOf(a)?.contents ?? []);
}

function responseMessages(a: AttrMap): Message[] {
  const v = jsonValue(a[LLM_RESPONSE]);
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return [];
  const content = (v as { content?: unknown }).content;
  return content === undefined ? [] : messagesOf(content);
}

function requestTools(a: AttrMap): string[] {
  const config = requestOf(a)?.config as { tools?: unknown } | undefined;
  return config?.tools === undefined ? [] : toolNamesOf(config.tools as never);
}
