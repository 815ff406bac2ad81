/**
 * Held-out shapes of OpenLLMetry / Traceloop, re-created from what its instrumentations set
 * (traceloop/openllmetry: the SDK's decorators, instrumentation-openai and -anthropic before
 * 0.54, instrumentation-langchain's callback handler), not from the README:
 * - `@workflow` / `@tool` decorators: `traceloop.entity.input` is `{"args": […], "kwargs": {…}}`,
 *   `.output` the bare string when the function returns a string; association properties
 *   (session id, user metadata) on every span;
 * - indexed `gen_ai.prompt.N.*` where a message whose content is a list of parts is written as
 *   that list's JSON (`[{"type":"text","text":…}]`), Anthropic `tool_use` / `tool_result` blocks
 *   included, and `gen_ai.completion.N.tool_calls.M.*`;
 * - the LangChain callback handler: `{name}.workflow` / `.task` / `.tool` spans whose entity
 *   input is `{"inputs", "tags", "metadata", "kwargs"}` (a tool's: `{"input_str", "tags",
 *   "metadata", "inputs", "kwargs"}` with `input_str` the Python `str()` of the arguments), and
 *   model calls `ChatOpenAI.chat` with `gen_ai.input.messages` / `gen_ai.output.messages` (0.54+).
 */
import type { AttributeValue } from '@opentelemetry/api';
import { j, pyRepr, ScriptRecorder, SpanKind } from './held-out-recorder.js';

type Attrs = Record<string, AttributeValue | undefined>;

interface IndexedMessage {
  role: string;
  /** A string, or content blocks written as their JSON (what the instrumentations do with lists). */
  content?: string | unknown[];
  toolCalls?: { id: string; name: string; args: Record<string, unknown> }[];
  toolCallId?: string;
}

function indexed(prefix: 'gen_ai.prompt' | 'gen_ai.completion', messages: IndexedMessage[]): Attrs {
  const a: Attrs = {};
  messages.forEach((m, i) => {
    a[`${prefix}.${i}.role`] = m.role;
    if (m.content !== undefined) a[`${prefix}.${i}.content`] = typeof m.content === 'string' ? m.content : j(m.content);
    m.toolCalls?.forEach((c, k) => {
      a[`${prefix}.${i}.tool_calls.${k}.id`] = c.id;
      a[`${prefix}.${i}.tool_calls.${k}.name`] = c.name;
      a[`${prefix}.${i}.tool_calls.${k}.arguments`] = j(c.args);
    });
    if (m.toolCallId !== undefined) a[`${prefix}.${i}.tool_call_id`] = m.toolCallId;
  });
  return a;
}

function functions(names: string[]): Attrs {
  const a: Attrs = {};
  names.forEach((n, i) => {
    a[`llm.request.functions.${i}.name`] = n;
    a[`llm.request.functions.${i}.description`] = `${n} tool`;
    a[`llm.request.functions.${i}.parameters`] = j({ type: 'object', properties: {} });
  });
  return a;
}

const assoc = (props: Record<string, string>): Attrs => Object.fromEntries(Object.entries(props).map(([k, v]) => [`traceloop.association.properties.${k}`, v]));

/**
 * The Traceloop SDK around an OpenAI agent loop: `support_turn.workflow` ⊃ `openai.chat`,
 * `lookup_order.tool`, `openai.chat`. The user message went to OpenAI as a list of parts.
 */
export function decoratedOpenAiLegacy(user: string, lookup: { orderId: string; result: unknown }, reply: string, props: Record<string, string>, seed = 21): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'support-worker' });
  const base = { ...assoc(props), 'traceloop.workflow.name': 'support_turn' };
  const root = rec.start('support_turn.workflow', { attrs: { ...base, 'traceloop.span.kind': 'workflow', 'traceloop.entity.name': 'support_turn', 'traceloop.entity.input': j({ args: [user], kwargs: {} }) } });
  const callId = rec.id();
  const history: IndexedMessage[] = [{ role: 'system', content: 'You are Acme support.' }, { role: 'user', content: [{ type: 'text', text: user }] }];
  const chat = (messages: IndexedMessage[], completion: IndexedMessage): void => {
    const s = rec.start('openai.chat', { parent: root, kind: SpanKind.CLIENT, attrs: { ...base, 'llm.request.type': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', ...functions(['lookup_order', 'cancel_order']), ...indexed('gen_ai.prompt', messages) } });
    rec.end(s, { took: 650, attrs: { 'gen_ai.response.model': 'gpt-4o-2024-08-06', ...indexed('gen_ai.completion', [completion]), 'gen_ai.completion.0.finish_reason': completion.toolCalls ? 'tool_calls' : 'stop' } });
  };
  const request: IndexedMessage = { role: 'assistant', toolCalls: [{ id: callId, name: 'lookup_order', args: { order_id: lookup.orderId } }] };
  chat(history, request);
  const tool = rec.start('lookup_order.tool', { parent: root, attrs: { ...base, 'traceloop.span.kind': 'tool', 'traceloop.entity.name': 'lookup_order', 'traceloop.entity.path': 'support_turn', 'traceloop.entity.input': j({ args: [], kwargs: { order_id: lookup.orderId } }) } });
  rec.end(tool, { attrs: { 'traceloop.entity.output': j(lookup.result) } });
  chat([...history, request, { role: 'tool', content: j(lookup.result), toolCallId: callId }], { role: 'assistant', content: reply });
  rec.end(root, { attrs: { 'traceloop.entity.output': reply } });
  return rec.otlp();
}

/**
 * instrumentation-anthropic alone (before 0.54): each `anthropic.chat` request its own trace.
 * The second request's history holds the `tool_use` block and the `tool_result` block (sent as
 * a `user` message), both as content-block JSON.
 */
export function anthropicClientOnlyLegacy(user: string, call: { name: string; args: Record<string, unknown>; result: unknown }, reply: string, seed = 22): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'billing-bot' });
  const id = rec.id('toolu_');
  const base: Attrs = { 'llm.request.type': 'chat', 'gen_ai.system': 'Anthropic', 'gen_ai.request.model': 'claude-sonnet-4-20250514', ...functions([call.name, 'lookup_order']) };
  const messages: IndexedMessage[] = [{ role: 'system', content: 'You are the billing assistant.' }, { role: 'user', content: user }];
  const first = rec.start('anthropic.chat', { kind: SpanKind.CLIENT, attrs: { ...base, ...indexed('gen_ai.prompt', messages) } });
  rec.end(first, { took: 1200, attrs: { 'gen_ai.response.model': 'claude-sonnet-4-20250514', 'gen_ai.completion.0.role': 'assistant', 'gen_ai.completion.0.finish_reason': 'tool_use', ...indexed('gen_ai.completion', [{ role: 'assistant', toolCalls: [{ id, name: call.name, args: call.args }] }]) } });
  rec.wait(300);
  const history: IndexedMessage[] = [
    ...messages,
    { role: 'assistant', content: [{ type: 'text', text: 'Processing that refund now.' }, { type: 'tool_use', id, name: call.name, input: call.args }] },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: j(call.result) }] },
  ];
  const second = rec.start('anthropic.chat', { kind: SpanKind.CLIENT, attrs: { ...base, ...indexed('gen_ai.prompt', history) } });
  rec.end(second, { took: 900, attrs: { 'gen_ai.response.model': 'claude-sonnet-4-20250514', ...indexed('gen_ai.completion', [{ role: 'assistant', content: reply }]), 'gen_ai.completion.0.finish_reason': 'end_turn' } });
  return rec.otlp();
}

/**
 * A LangGraph agent under instrumentation-langchain 0.54+: `LangGraph.workflow` ⊃ `agent.task` ⊃
 * `ChatOpenAI.chat`, `tools.task` ⊃ `{tool}.tool`, `agent.task` ⊃ `ChatOpenAI.chat`.
 */
export function langChainCurrent(user: string, step: { name: string; args: Record<string, unknown>; result: string }, reply: string, props: Record<string, string>, seed = 23): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'support-graph' });
  const callId = rec.id();
  const base = { ...assoc(props), 'traceloop.workflow.name': 'LangGraph' };
  const metadata = { ...props, langgraph_node: 'agent' };
  const userMsg = { role: 'user', parts: [{ type: 'text', content: user }] };
  const root = rec.start('LangGraph.workflow', { attrs: { ...base, 'traceloop.span.kind': 'workflow', 'traceloop.entity.name': 'LangGraph', 'traceloop.entity.input': j({ inputs: { messages: [{ content: user, type: 'human' }] }, tags: [], metadata: props, kwargs: { name: 'LangGraph' } }) } });
  const task = (name: string): ReturnType<ScriptRecorder['start']> => rec.start(`${name}.task`, { parent: root, attrs: { ...base, 'traceloop.span.kind': 'task', 'traceloop.entity.name': name, 'traceloop.entity.path': '', 'traceloop.entity.input': j({ inputs: {}, tags: ['graph:step:1'], metadata, kwargs: { name } }) } });
  const chat = (parent: ReturnType<ScriptRecorder['start']>, input: unknown[], output: unknown[]): void => {
    const s = rec.start('ChatOpenAI.chat', { parent, kind: SpanKind.CLIENT, attrs: { ...base, 'llm.request.type': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o-mini', ...functions([step.name]), 'gen_ai.input.messages': j(input) } });
    rec.end(s, { took: 600, attrs: { 'gen_ai.response.model': 'gpt-4o-mini-2024-07-18', 'gen_ai.output.messages': j(output) } });
  };
  const call = { type: 'tool_call', id: callId, name: step.name, arguments: step.args };
  const a1 = task('agent');
  chat(a1, [userMsg], [{ role: 'assistant', parts: [call], finish_reason: 'tool_calls' }]);
  rec.end(a1, { attrs: { 'traceloop.entity.output': j({ outputs: { messages: [] }, kwargs: { tags: [] } }) } });
  const t = task('tools');
  const tool = rec.start(`${step.name}.tool`, { parent: t, attrs: { ...base, 'traceloop.span.kind': 'tool', 'traceloop.entity.name': step.name, 'traceloop.entity.path': 'tools', 'traceloop.entity.input': j({ input_str: pyRepr(step.args), tags: [], metadata: { ...metadata, langgraph_node: 'tools' }, inputs: step.args, kwargs: { color: 'green', name: step.name } }) } });
  rec.end(tool, { attrs: { 'traceloop.entity.output': j({ output: { content: step.result, type: 'tool', tool_call_id: callId, status: 'success' }, kwargs: { color: 'green', name: step.name } }) } });
  rec.end(t);
  const a2 = task('agent');
  chat(a2, [userMsg, { role: 'assistant', parts: [call] }, { role: 'tool', parts: [{ type: 'tool_call_response', id: callId, response: step.result }] }], [{ role: 'assistant', parts: [{ type: 'text', content: reply }], finish_reason: 'stop' }]);
  rec.end(a2);
  rec.end(root, { attrs: { 'traceloop.entity.output': j({ outputs: { messages: [{ content: user, type: 'human' }, { content: reply, type: 'ai' }] }, kwargs: { tags: [] } }) } });
  return rec.otlp();
}

/**
 * Coralogix llm-tracekit (openai), an OpenLLMetry-style indexed form with its own spelling:
 * `gen_ai.{prompt,completion}.N.tool_calls.M.{id,type,function.name,function.arguments}` and the
 * request's tools in `gen_ai.request.tools.N.function.*`; client-only, each request its own trace.
 */
export function tracekitClientOnly(user: string, call: { name: string; args: Record<string, unknown>; result: unknown }, reply: string, seed = 24): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'orders-assistant' });
  const id = rec.id();
  const tools: Attrs = {};
  [call.name, 'lookup_order'].forEach((name, i) => {
    tools[`gen_ai.request.tools.${i}.type`] = 'function';
    tools[`gen_ai.request.tools.${i}.function.name`] = name;
    tools[`gen_ai.request.tools.${i}.function.description`] = `${name} tool`;
    tools[`gen_ai.request.tools.${i}.function.parameters`] = j({ type: 'object', properties: {} });
  });
  const base: Attrs = { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', ...tools };
  const toolCall = (prefix: string): Attrs => ({
    [`${prefix}.tool_calls.0.id`]: id,
    [`${prefix}.tool_calls.0.type`]: 'function',
    [`${prefix}.tool_calls.0.function.name`]: call.name,
    [`${prefix}.tool_calls.0.function.arguments`]: j(call.args),
  });
  const first = rec.start('chat gpt-4o', { kind: SpanKind.CLIENT, attrs: { ...base, 'gen_ai.prompt.0.role': 'system', 'gen_ai.prompt.0.content': 'You are an order assistant.', 'gen_ai.prompt.1.role': 'user', 'gen_ai.prompt.1.content': user } });
  rec.end(first, { took: 700, attrs: { 'gen_ai.completion.0.role': 'assistant', 'gen_ai.completion.0.finish_reason': 'tool_calls', ...toolCall('gen_ai.completion.0'), 'gen_ai.response.model': 'gpt-4o-2024-08-06' } });
  rec.wait(250);
  const second = rec.start('chat gpt-4o', { kind: SpanKind.CLIENT, attrs: {
    ...base, 'gen_ai.prompt.0.role': 'system', 'gen_ai.prompt.0.content': 'You are an order assistant.', 'gen_ai.prompt.1.role': 'user', 'gen_ai.prompt.1.content': user,
    'gen_ai.prompt.2.role': 'assistant', ...toolCall('gen_ai.prompt.2'), 'gen_ai.prompt.3.role': 'tool', 'gen_ai.prompt.3.tool_call_id': id, 'gen_ai.prompt.3.content': j(call.result),
  } });
  rec.end(second, { took: 600, attrs: { 'gen_ai.completion.0.role': 'assistant', 'gen_ai.completion.0.finish_reason': 'stop', 'gen_ai.completion.0.content': reply, 'gen_ai.response.model': 'gpt-4o-2024-08-06' } });
  return rec.otlp();
}
