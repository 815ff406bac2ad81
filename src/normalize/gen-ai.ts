import type { RawSpan } from '../model/raw-span.js';
import { STATUS_OK } from '../model/raw-span.js';
import type { ToolCall } from '../model/turn.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { spanError, str } from './attr.js';
import { parseMessages } from './messages.js';

const LLM_OPERATIONS = new Set(['chat', 'text_completion', 'generate_content']);
const AGENT_OPERATION = 'invoke_agent';
const TOOL_OPERATION = 'execute_tool';

/**
 * OTel GenAI semantic conventions (current form): `gen_ai.operation.name` decides the role;
 * the span name `{operation} {target}` stands in when an instrumentation omits the attribute.
 */
export const genAiAdapter: ConventionAdapter = {
  name: 'gen_ai',
  read(span: RawSpan): SpanView | undefined {
    const op = operationOf(span);
    if (op === undefined) return undefined;
    const a = span.attributes;
    if (op === TOOL_OPERATION) return { role: 'tool', tool: toolCallOf(span) };
    const input = a['gen_ai.input.messages'];
    const output = a['gen_ai.output.messages'];
    const view: SpanView = {
      role: op === AGENT_OPERATION ? 'agent' : LLM_OPERATIONS.has(op) ? 'llm' : 'other',
      agentName: str(a, 'gen_ai.agent.name'),
      model: str(a, 'gen_ai.response.model') ?? str(a, 'gen_ai.request.model'),
    };
    if (input !== undefined) view.inputMessages = () => parseMessages(input);
    if (output !== undefined) view.outputMessages = () => parseMessages(output);
    return view;
  },
};

function operationOf(span: RawSpan): string | undefined {
  const op = span.attributes['gen_ai.operation.name'];
  if (typeof op === 'string') return op;
  const name = span.name;
  const space = name.indexOf(' ');
  const head = space === -1 ? name : name.slice(0, space);
  if (head === AGENT_OPERATION || head === TOOL_OPERATION) return head;
  return undefined;
}

function toolCallOf(span: RawSpan): ToolCall {
  const a = span.attributes;
  const fromName = span.name.startsWith(`${TOOL_OPERATION} `) ? span.name.slice(TOOL_OPERATION.length + 1).trim() : undefined;
  const error = spanError(span);
  return {
    tool: str(a, 'gen_ai.tool.name') ?? fromName ?? span.name,
    callId: str(a, 'gen_ai.tool.call.id'),
    arguments: a['gen_ai.tool.call.arguments'],
    executed: true,
    status: error !== undefined ? 'error' : span.status.code === STATUS_OK ? 'ok' : 'unset',
    error,
    spanId: span.spanId,
    startMs: span.startMs,
  };
}
