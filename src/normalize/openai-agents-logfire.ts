import type { RawSpan } from '../model/raw-span.js';
import { STATUS_OK } from '../model/raw-span.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { jsonValue, spanError, str } from './attr.js';
import { logfireEventMessages } from './logfire-events.js';
import { parseMessages } from './messages.js';

const TEMPLATE = 'logfire.msg_template';

/**
 * The OpenAI Agents SDK as logfire records it (`logfire.instrument_openai_agents`): each SDK span
 * becomes a logfire span whose `logfire.msg_template` names its type, with the span data as
 * plain attributes. A `task` span is one `Runner.run` (the turn; the `Agent run` spans of
 * handed-off agents sit under it); `Function: {name}` is a tool that ran (`name`, `input`,
 * `output`, `error`); `Handoff: {from_agent} → {to_agent}` is the handoff tool the model called;
 * a Responses call keeps its conversation in the `events` attribute, a Chat Completions call in
 * `input` / `output`.
 */
export const openAiAgentsLogfireAdapter: ConventionAdapter = {
  name: 'openai_agents',
  recognises: { keys: [TEMPLATE] },
  read(span: RawSpan): SpanView | undefined {
    const template = span.attributes[TEMPLATE];
    if (typeof template !== 'string') return undefined;
    const a = span.attributes;
    if (a.sdk_span_type === 'task') return { role: 'agent' };
    if (template === 'Agent run: {name!r}') return { role: 'agent', agentName: str(a, 'name') };
    if (template === 'Function: {name}') return functionView(span);
    if (template === 'Handoff: {from_agent} → {to_agent}') return handoffView(span);
    if (template === 'Responses API with {gen_ai.request.model!r}') return responsesView(span);
    if (template === 'Chat completion with {gen_ai.request.model!r}') {
      return { role: 'llm', model: model(span), inputMessages: () => parseMessages(a.input), outputMessages: () => parseMessages(a.output) };
    }
    if (template.startsWith('OpenAI Agents trace: ') || a.sdk_span_type === 'turn' || template.startsWith('MCP: list tools') || template.startsWith('Guardrail ')) {
      return { role: 'other' };
    }
    return undefined;
  },
};

function model(span: RawSpan): string | undefined {
  return str(span.attributes, 'gen_ai.response.model') ?? str(span.attributes, 'gen_ai.request.model');
}

function responsesView(span: RawSpan): SpanView {
  let read: ReturnType<typeof logfireEventMessages>;
  let done = false;
  const messages = (): ReturnType<typeof logfireEventMessages> => {
    if (!done) read = logfireEventMessages(span.attributes.events);
    done = true;
    return read;
  };
  return { role: 'llm', model: model(span), inputMessages: () => messages()?.input ?? [], outputMessages: () => messages()?.output ?? [] };
}

function functionView(span: RawSpan): SpanView {
  const a = span.attributes;
  // A tool that raised is recorded with an `error` dict ({message, data:{tool_name, error}}) and an
  // exception event; the SDK turns it into a message for the model and the span status stays unset.
  const recorded = jsonValue(a.error);
  const error = spanError(span) ?? errorText(recorded);
  return {
    role: 'tool',
    tool: {
      tool: str(a, 'name') ?? span.name,
      callId: undefined,
      arguments: a.input,
      executed: true,
      status: error !== undefined ? 'error' : span.status.code === STATUS_OK ? 'ok' : 'unset',
      error,
      spanId: span.spanId,
      startMs: span.startMs,
    },
  };
}

function errorText(recorded: unknown): string | undefined {
  if (recorded === undefined || recorded === null || recorded === 'null') return undefined;
  if (typeof recorded === 'string') return recorded;
  const o = recorded as { message?: unknown; data?: { error?: unknown } };
  const detail = typeof o.data?.error === 'string' ? o.data.error : undefined;
  const message = typeof o.message === 'string' ? o.message : 'error';
  return detail === undefined ? message : `${message}: ${detail}`;
}

/**
 * The span records the agents, not the tool the model called: the SDK names a handoff's tool
 * `transfer_to_{agent}` (Handoff.default_tool_name: the agent name in function style), with no
 * arguments unless the handoff takes input.
 */
function handoffView(span: RawSpan): SpanView {
  const to = str(span.attributes, 'to_agent') ?? 'agent';
  const error = spanError(span);
  return {
    role: 'tool',
    tool: {
      tool: `transfer_to_${to.replace(/[^A-Za-z0-9_]/g, '_').toLowerCase()}`,
      callId: undefined,
      arguments: '{}',
      executed: true,
      status: error !== undefined ? 'error' : span.status.code === STATUS_OK ? 'ok' : 'unset',
      error,
      spanId: span.spanId,
      startMs: span.startMs,
    },
  };
}
