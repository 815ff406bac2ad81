import type { RawSpan } from '../model/raw-span.js';
import { STATUS_OK } from '../model/raw-span.js';
import type { ToolCall } from '../model/turn.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { spanError, str } from './attr.js';
import { contentMessages, hasMessageEvents, messagesFromEvents, toolArgumentsFromEvents } from './gen-ai-events.js';
import { logfireEventMessages } from './logfire-events.js';
import { parseMessages } from './messages.js';
import { toolNamesOf } from './tool-definitions.js';

const LLM_OPERATIONS = new Set(['chat', 'text_completion', 'generate_content']);
const AGENT_OPERATION = 'invoke_agent';
const TOOL_OPERATION = 'execute_tool';

/**
 * OTel GenAI semantic conventions: `gen_ai.operation.name` decides the role; the span name
 * `{operation} {target}` stands in when an instrumentation omits the attribute. Messages come
 * from `gen_ai.{input,output}.messages`, else from span events in their current and deprecated
 * forms (Strands, v1.27 instrumentations); tool arguments likewise.
 */
export const genAiAdapter: ConventionAdapter = {
  name: 'gen_ai',
  read(span: RawSpan): SpanView | undefined {
    const op = operationOf(span);
    if (op === undefined) return undefined;
    return genAiView(span, op);
  },
};

/** The view of a span whose GenAI operation is known; other adapters build on it. */
export function genAiView(span: RawSpan, op: string): SpanView {
  const a = span.attributes;
  // Every view with the same fields in the same order (absent ones undefined, set below, never
  // added): views of several shapes deoptimized the code reading them ('wrong map').
  if (op === TOOL_OPERATION) return { role: 'tool', tool: genAiToolCall(span), inputMessages: undefined, outputMessages: undefined, agentName: undefined, model: undefined, offeredTools: undefined };
  const input = a['gen_ai.input.messages'];
  const output = a['gen_ai.output.messages'];
  const view: SpanView = {
    role: isInvocation(op) ? 'agent' : LLM_OPERATIONS.has(op) ? 'llm' : 'other',
    tool: undefined,
    inputMessages: input !== undefined ? () => parseMessages(input) : undefined,
    outputMessages: output !== undefined ? () => parseMessages(output) : undefined,
    agentName: str(a, 'gen_ai.agent.name'),
    model: str(a, 'gen_ai.response.model') ?? str(a, 'gen_ai.request.model'),
    offeredTools: undefined,
  };
  if ((input === undefined || output === undefined) && span.events.length > 0 && hasMessageEvents(span.events)) {
    const events = span.events;
    let read: ReturnType<typeof messagesFromEvents> | undefined;
    const fromEvents = (): ReturnType<typeof messagesFromEvents> => (read ??= messagesFromEvents(events));
    view.inputMessages ??= () => fromEvents().input;
    view.outputMessages ??= () => fromEvents().output;
  }
  // logfire keeps the GenAI events of instrumentations it wraps in one `events` JSON attribute.
  const logfireEvents = a.events;
  if ((view.inputMessages === undefined || view.outputMessages === undefined) && typeof logfireEvents === 'string') {
    let read: ReturnType<typeof logfireEventMessages> | null = null;
    const fromAttr = (): ReturnType<typeof logfireEventMessages> => (read === null ? (read = logfireEventMessages(logfireEvents)) : read);
    view.inputMessages ??= () => fromAttr()?.input ?? [];
    view.outputMessages ??= () => fromAttr()?.output ?? [];
  }
  // OpenLIT also keeps the v1.27 content as span attributes `gen_ai.prompt` / `gen_ai.completion`.
  const prompt = a['gen_ai.prompt'];
  const completion = a['gen_ai.completion'];
  if (view.inputMessages === undefined && typeof prompt === 'string') view.inputMessages = () => contentMessages(prompt, 'user');
  if (view.outputMessages === undefined && typeof completion === 'string') view.outputMessages = () => contentMessages(completion, 'assistant');
  const defs = a['gen_ai.tool.definitions'];
  if (defs !== undefined) view.offeredTools = () => toolNamesOf(defs);
  return view;
}

/**
 * `invoke_agent`, and the orchestrations that run several agents for one request: semconv
 * `invoke_workflow`, Strands' `invoke_swarm` / `invoke_graph`. The outermost is the turn.
 */
function isInvocation(op: string): boolean {
  return op === AGENT_OPERATION || op.startsWith('invoke_');
}

function operationOf(span: RawSpan): string | undefined {
  const op = span.attributes['gen_ai.operation.name'];
  if (typeof op === 'string') return op;
  const name = span.name;
  const space = name.indexOf(' ');
  const head = space === -1 ? name : name.slice(0, space);
  if (head === AGENT_OPERATION || head === TOOL_OPERATION) return head;
  return undefined;
}

/**
 * An execute_tool span as a call. `args` overrides where a framework keeps the arguments
 * elsewhere (Google ADK, pydantic-ai v2); Strands puts them in span events and reports
 * failures in `gen_ai.tool.status`.
 */
export function genAiToolCall(span: RawSpan, args?: unknown): ToolCall {
  const a = span.attributes;
  const fromName = span.name.startsWith(`${TOOL_OPERATION} `) ? span.name.slice(TOOL_OPERATION.length + 1).trim() : undefined;
  const error = spanError(span) ?? (a['gen_ai.tool.status'] === 'error' ? 'tool reported status error' : undefined);
  return {
    tool: str(a, 'gen_ai.tool.name') ?? fromName ?? span.name,
    callId: str(a, 'gen_ai.tool.call.id'),
    arguments: args ?? a['gen_ai.tool.call.arguments'] ?? (span.events.length > 0 ? toolArgumentsFromEvents(span.events) : undefined) ?? codeParameters(a),
    executed: true,
    status: error !== undefined ? 'error' : span.status.code === STATUS_OK ? 'ok' : 'unset',
    error,
    spanId: span.spanId,
    startMs: span.startMs,
  };
}

const PARAM_PREFIX = 'code.function.parameters.';
const PARAM_VALUE = '.value';

/**
 * The OTel contrib google-genai instrumentation wraps Python tool functions and records each
 * keyword argument as `code.function.parameters.{name}.value` (and `.type`), with no JSON of the
 * call: the arguments are rebuilt from those keys. Undefined when there are none.
 */
function codeParameters(a: RawSpan['attributes']): Record<string, unknown> | undefined {
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(a)) {
    if (!key.startsWith(PARAM_PREFIX) || !key.endsWith(PARAM_VALUE)) continue;
    const name = key.slice(PARAM_PREFIX.length, key.length - PARAM_VALUE.length);
    if (name === '' || name.includes('.')) continue;
    (out ??= {})[name] = a[key];
  }
  return out;
}
