import type { AttrValue, RawSpan } from '../model/raw-span.js';
import { STATUS_OK } from '../model/raw-span.js';
import type { Message } from '../model/turn.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { jsonValue, spanError, str } from './attr.js';
import { flattenedMessages, openLlmetryScheme } from './flattened-messages.js';
import { messagesOf, parseMessages, textMessages } from './messages.js';
import { indexedNames, toolNamesOf } from './tool-definitions.js';

const SPAN_KIND = 'traceloop.span.kind';
const REQUEST_TYPE = 'llm.request.type';

/**
 * OpenLLMetry / Traceloop: decorated entities carry `traceloop.span.kind` (workflow, agent, task,
 * tool) with `traceloop.entity.{name,input,output}`; its model-call instrumentations mark
 * `llm.request.type` and flatten messages into `gen_ai.prompt.N.*` / `gen_ai.completion.N.*`
 * (before 0.54) or write `gen_ai.{input,output}.messages` (0.54+, openai and langchain), with
 * the request's tools in `llm.request.functions.N.*`.
 */
export const traceloopAdapter: ConventionAdapter = {
  name: 'traceloop',
  recognises: { keys: [SPAN_KIND, REQUEST_TYPE, 'gen_ai.prompt.0.role', 'gen_ai.completion.0.role'] },
  read(span: RawSpan): SpanView | undefined {
    const a = span.attributes;
    const kind = a[SPAN_KIND];
    if (typeof kind === 'string') return entityView(span, kind);
    if (a[REQUEST_TYPE] === undefined && a['gen_ai.prompt.0.role'] === undefined && a['gen_ai.completion.0.role'] === undefined) return undefined;
    return llmView(span);
  },
};

function entityView(span: RawSpan, kind: string): SpanView {
  const a = span.attributes;
  const name = str(a, 'traceloop.entity.name') ?? span.name.replace(/\.(tool|task|agent|workflow)$/, '');
  if (kind === 'tool') {
    const error = spanError(span);
    return {
      role: 'tool',
      tool: {
        tool: str(a, 'gen_ai.tool.name') ?? name,
        callId: str(a, 'gen_ai.tool.call.id'),
        arguments: entityArguments(a['traceloop.entity.input']),
        executed: true,
        status: error !== undefined ? 'error' : span.status.code === STATUS_OK ? 'ok' : 'unset',
        error,
        spanId: span.spanId,
        startMs: span.startMs,
      },
    };
  }
  // A workflow is the application's unit of work: one request, so one turn, like an agent.
  if (kind !== 'agent' && kind !== 'workflow') return { role: 'other' };
  const view: SpanView = { role: 'agent', agentName: name };
  const input = a['traceloop.entity.input'];
  const output = a['traceloop.entity.output'];
  if (input !== undefined) view.inputMessages = () => entityMessages(input, 'user');
  if (output !== undefined) view.outputMessages = () => entityMessages(output, 'assistant');
  return view;
}

function llmView(span: RawSpan): SpanView {
  const a = span.attributes;
  const current = a['gen_ai.input.messages'] !== undefined || a['gen_ai.output.messages'] !== undefined;
  return {
    role: 'llm',
    model: str(a, 'gen_ai.response.model') ?? str(a, 'gen_ai.request.model'),
    inputMessages: () => (current ? parseMessages(a['gen_ai.input.messages']) : flattenedMessages(a, openLlmetryScheme('gen_ai.prompt'))),
    outputMessages: () => (current ? parseMessages(a['gen_ai.output.messages']) : flattenedMessages(a, openLlmetryScheme('gen_ai.completion'))),
    offeredTools: () => [...indexedNames(a, 'llm.request.functions', '.name'), ...indexedNames(a, 'gen_ai.request.tools', '.function.name'), ...toolNamesOf(a['gen_ai.tool.definitions'])],
  };
}

/**
 * `traceloop.entity.input` is `{"args":[…],"kwargs":{…}}` from the decorators: a tool's arguments
 * are its kwargs (or its one positional). The LangChain callback handler writes `{"inputs", "tags",
 * "metadata", "kwargs"}` (a tool's also `input_str`, LangChain's `str()` of the arguments), where
 * `kwargs` are the callback's own (`name`, `color`) and `inputs` the entity's.
 */
function entityArguments(value: AttrValue | undefined): unknown {
  const parsed = jsonValue(value);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return value;
  const o = parsed as { args?: unknown; kwargs?: unknown; inputs?: unknown; input_str?: unknown };
  if (o.inputs !== undefined && o.inputs !== null && (typeof o.inputs !== 'object' || Object.keys(o.inputs).length > 0)) return o.inputs;
  if (typeof o.input_str === 'string') return jsonValue(o.input_str);
  const kwargs = o.kwargs !== null && typeof o.kwargs === 'object' && Object.keys(o.kwargs).length > 0 ? o.kwargs : undefined;
  if (kwargs !== undefined) return kwargs;
  if (Array.isArray(o.args)) return o.args.length === 1 ? o.args[0] : o.args;
  return parsed;
}

/** An agent's input or output: a plain string, a message list, or args/kwargs holding either. */
function entityMessages(value: AttrValue, role: string): Message[] {
  // A decorated function that returned nothing records `null`: no message.
  if (typeof value === 'string' && value.trim() === 'null') return [];
  // The LangChain handler's chain output is {"outputs": {…}, "kwargs": {…}}.
  const parsed = jsonValue(value);
  const outputs = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as { outputs?: unknown }).outputs : undefined;
  let v = outputs ?? entityArguments(value);
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    for (const key of ['input', 'message', 'query', 'output', 'content']) {
      if (typeof o[key] === 'string') return textMessages(role, o[key]);
    }
  }
  if (typeof v === 'string') v = jsonValue(v);
  if (typeof v === 'string') return textMessages(role, v);
  return messagesOf(v).map((m) => (m.role === 'unknown' ? { ...m, role } : m));
}
