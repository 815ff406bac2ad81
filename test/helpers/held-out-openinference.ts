/**
 * Held-out shapes of OpenInference instrumentors, re-created from what each one sets (Arize-ai/
 * openinference: instrumentation-openai's request/response extractors, instrumentation-langchain
 * `_tracer.py`, instrumentation-openai-agents `_processor.py`), not from the spec alone:
 * - openai alone: one `ChatCompletion` LLM span per request, each its own trace; user content
 *   as `contents.K.message_content.*` parts; the request in `input.value`; streaming output;
 * - LangGraph through the LangChain tracer: CHAIN spans only (no AGENT), the graph input as
 *   LangChain message tuples, a TOOL span whose `input.value` is LangChain's `input_str` — the
 *   Python `str()` of the arguments — and no tool call id; thread id in `session.id` and `metadata`;
 * - openai-agents: an AGENT root per trace (the workflow), an AGENT span per agent, `response`
 *   LLM spans whose input messages start at index 1 (index 0 only holds instructions when the
 *   agent has them), function calls with `{}` arguments omitted, TOOL spans without a call id,
 *   and a handoff recorded as a TOOL span named `handoff to {agent}` with no tool name.
 */
import type { AttributeValue, Span } from '@opentelemetry/api';
import { j, pyRepr, ScriptRecorder, SpanKind } from './held-out-recorder.js';

type Attrs = Record<string, AttributeValue | undefined>;
const KIND = 'openinference.span.kind';

interface OiMessage {
  role: string;
  content?: string;
  /** Content parts instead of a string (`message.contents.K.message_content.*`). */
  parts?: string[];
  toolCalls?: { id: string; name: string; args?: Record<string, unknown> }[];
  toolCallId?: string;
}

/** Flattens messages into `llm.{input,output}_messages.N.message.*`, starting at index `from`. */
function flat(list: 'llm.input_messages' | 'llm.output_messages', messages: OiMessage[], from = 0): Attrs {
  const a: Attrs = {};
  messages.forEach((m, i) => {
    const p = `${list}.${i + from}.message.`;
    a[`${p}role`] = m.role;
    if (m.content !== undefined) a[`${p}content`] = m.content;
    m.parts?.forEach((text, k) => {
      a[`${p}contents.${k}.message_content.type`] = 'text';
      a[`${p}contents.${k}.message_content.text`] = text;
    });
    m.toolCalls?.forEach((c, k) => {
      a[`${p}tool_calls.${k}.tool_call.id`] = c.id;
      a[`${p}tool_calls.${k}.tool_call.function.name`] = c.name;
      // openai-agents drops "{}" arguments; the others always write them.
      if (c.args !== undefined) a[`${p}tool_calls.${k}.tool_call.function.arguments`] = j(c.args);
    });
    if (m.toolCallId !== undefined) a[`${p}tool_call_id`] = m.toolCallId;
  });
  return a;
}

function tools(names: string[]): Attrs {
  const a: Attrs = {};
  names.forEach((name, i) => {
    a[`llm.tools.${i}.tool.json_schema`] = j({ type: 'function', function: { name, description: `${name} tool`, parameters: { type: 'object', properties: {} } } });
  });
  return a;
}

const SYSTEM = 'You are the support desk assistant for Acme. Use the tools to look things up; ask when a request is unclear.';

/**
 * openai instrumented alone (no agent framework span): two chat completions, each its own trace.
 * The first asks for two lookups in parallel; the second, streamed, carries the whole exchange.
 */
export function openAiClientOnly(user: string, reply: string, lookups: { orderId: string; result: unknown }[], seed = 11, http?: { route: string; sessionHeader: string }): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'acme-support-api', 'telemetry.sdk.language': 'python' });
  // With `http`, the app's web framework is instrumented too: one SERVER span roots both calls.
  const server = http === undefined ? undefined : rec.start(`POST ${http.route}`, { kind: SpanKind.SERVER, attrs: { 'http.request.method': 'POST', 'http.route': http.route, 'url.path': http.route, 'session.id': http.sessionHeader } });
  const calls = lookups.map((l) => ({ id: rec.id(), name: 'lookup_order', args: { order_id: l.orderId } }));
  const history: OiMessage[] = [{ role: 'system', content: SYSTEM }, { role: 'user', parts: [user] }];
  const request = (stream: boolean, messages: unknown[]): Attrs => ({
    'input.value': j({ messages, model: 'gpt-4o', tools: [{ type: 'function', function: { name: 'lookup_order' } }], stream }),
    'input.mime_type': 'application/json',
    'llm.invocation_parameters': j({ model: 'gpt-4o', stream }),
  });
  const base = { [KIND]: 'LLM', 'llm.system': 'openai', 'llm.provider': 'openai', ...tools(['lookup_order', 'issue_refund']) };

  const first = rec.start('ChatCompletion', { parent: server, attrs: { ...base, ...request(false, [{ role: 'system' }, { role: 'user' }]), ...flat('llm.input_messages', history) } });
  rec.end(first, { ok: true, took: 900, attrs: { 'llm.model_name': 'gpt-4o-2024-08-06', 'output.mime_type': 'application/json', 'output.value': j({ id: 'chatcmpl-1', object: 'chat.completion' }), ...flat('llm.output_messages', [{ role: 'assistant', toolCalls: calls }]), 'llm.token_count.prompt': 312, 'llm.token_count.completion': 41 } });

  rec.wait(400);
  const answered: OiMessage[] = [
    ...history,
    { role: 'assistant', toolCalls: calls },
    ...lookups.map((l, i) => ({ role: 'tool', content: j(l.result), toolCallId: calls[i]!.id })),
  ];
  const second = rec.start('ChatCompletion', { parent: server, attrs: { ...base, ...request(true, []), ...flat('llm.input_messages', answered) } });
  rec.event(second, 'First Token Stream Event');
  rec.end(second, { ok: true, took: 1400, attrs: { 'llm.model_name': 'gpt-4o-2024-08-06', 'output.value': reply, ...flat('llm.output_messages', [{ role: 'assistant', content: reply }]) } });
  if (server !== undefined) rec.end(server, { attrs: { 'http.response.status_code': 200 } });
  return rec.otlp(server === undefined ? 'end' : 'reverse', 2);
}

/** An AIMessage / HumanMessage / ToolMessage as LangChain serializes it (`dumpd`). */
function lc(cls: 'HumanMessage' | 'AIMessage' | 'ToolMessage', kwargs: Record<string, unknown>): unknown {
  return { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', cls], kwargs };
}

/**
 * A LangGraph ReAct agent traced by openinference-instrumentation-langchain: `LangGraph` ⊃
 * `agent` ⊃ `ChatOpenAI`, `tools` ⊃ `{tool}`, `agent` ⊃ `ChatOpenAI`.
 */
export function langGraph(user: string, step: { name: string; args: Record<string, unknown>; result: string }, reply: string, tags: { caseId?: string; threadId: string }, seed = 12): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'support-graph' });
  const callId = rec.id();
  const metadata = (node: string): Attrs => ({
    metadata: j({ thread_id: tags.threadId, langgraph_step: 1, langgraph_node: node, ...(tags.caseId ? { 'forbear.case.id': tags.caseId } : {}) }),
    'session.id': tags.threadId,
  });
  const root = rec.start('LangGraph', { attrs: { [KIND]: 'CHAIN', 'input.value': j({ messages: [['user', user]] }), 'input.mime_type': 'application/json', ...metadata('') } });
  const llm = (parent: Span, input: OiMessage[], output: OiMessage[]): void => {
    const s = rec.start('ChatOpenAI', { parent, attrs: { [KIND]: 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.provider': 'openai', 'llm.system': 'openai', ...tools([step.name, 'lookup_order']), ...flat('llm.input_messages', input), ...metadata('agent') } });
    rec.end(s, { ok: true, took: 700, attrs: { ...flat('llm.output_messages', output), 'output.mime_type': 'application/json' } });
  };
  const convo: OiMessage[] = [{ role: 'system', content: SYSTEM }, { role: 'user', content: user }];

  const agent1 = rec.start('agent', { parent: root, attrs: { [KIND]: 'CHAIN', ...metadata('agent') } });
  const request: OiMessage = { role: 'assistant', toolCalls: [{ id: callId, name: step.name, args: step.args }] };
  llm(agent1, convo, [request]);
  rec.end(agent1, { ok: true });

  const toolsNode = rec.start('tools', { parent: root, attrs: { [KIND]: 'CHAIN', ...metadata('tools') } });
  const tool = rec.start(step.name, { parent: toolsNode, attrs: { [KIND]: 'TOOL', 'tool.name': step.name, 'tool.description': `${step.name} tool`, 'input.value': pyRepr(step.args), ...metadata('tools') } });
  const toolMessage = { content: step.result, type: 'tool', name: step.name, tool_call_id: callId, status: 'success' };
  rec.end(tool, { ok: true, took: 120, attrs: { 'output.value': j(toolMessage), 'output.mime_type': 'application/json' } });
  rec.end(toolsNode, { ok: true });

  const agent2 = rec.start('agent', { parent: root, attrs: { [KIND]: 'CHAIN', ...metadata('agent') } });
  llm(agent2, [...convo, request, { role: 'tool', content: step.result, toolCallId: callId }], [{ role: 'assistant', content: reply }]);
  rec.end(agent2, { ok: true });

  const out = [
    lc('HumanMessage', { content: user, type: 'human', id: 'msg-1' }),
    lc('AIMessage', { content: '', type: 'ai', tool_calls: [{ name: step.name, args: step.args, id: callId, type: 'tool_call' }] }),
    lc('ToolMessage', { content: step.result, type: 'tool', name: step.name, tool_call_id: callId, status: 'success' }),
    lc('AIMessage', { content: reply, type: 'ai' }),
  ];
  rec.end(root, { ok: true, attrs: { 'output.value': j({ messages: out }), 'output.mime_type': 'application/json' } });
  return rec.otlp();
}

interface AgentsStep {
  agent: string;
  instructions?: string;
  /** What this agent's model answered: a function call, a handoff, or text. */
  call?: { name: string; args: Record<string, unknown>; result: unknown };
  handoffTo?: string;
  text?: string;
}

/**
 * openai-agents through openinference-instrumentation-openai-agents (Responses API): the trace
 * is an AGENT span named after the workflow; each agent that runs gets an AGENT span under it;
 * each model call is a `response` LLM span whose input is the accumulated item list.
 */
export function openAiAgents(user: string, steps: AgentsStep[], seed = 13): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'acme-agents' });
  const workflow = rec.start('Agent workflow', { attrs: { [KIND]: 'AGENT' } });
  const items: OiMessage[] = [{ role: 'user', content: user }];
  let current: { name: string; span: Span } | undefined;
  for (const step of steps) {
    if (current?.name !== step.agent) {
      if (current) rec.end(current.span, { ok: true });
      current = { name: step.agent, span: rec.start(step.agent, { parent: workflow, attrs: { [KIND]: 'AGENT', 'llm.system': 'openai' } }) };
    }
    const agentSpan = current.span;
    const offered = [...(step.call ? [step.call.name] : []), ...(step.handoffTo ? [`transfer_to_${step.handoffTo.toLowerCase().replace(/ /g, '_')}`] : [])];
    const input: Attrs = { ...flat('llm.input_messages', items, 1) };
    if (step.instructions !== undefined) Object.assign(input, flat('llm.input_messages', [{ role: 'system', content: step.instructions }]));
    const response = rec.start('response', { parent: agentSpan, attrs: { [KIND]: 'LLM', 'llm.system': 'openai', 'input.mime_type': 'application/json', 'input.value': j(items), ...input } });
    let output: OiMessage[];
    if (step.call || step.handoffTo) {
      const name = offered[offered.length - 1]!;
      const args = step.call?.args;
      const call = { id: rec.id(), name, args: args && Object.keys(args).length > 0 ? args : undefined };
      output = [{ role: 'assistant', toolCalls: [call] }];
      rec.end(response, { ok: true, took: 800, attrs: { 'llm.model_name': 'gpt-4.1-2025-04-14', ...tools(offered), ...flat('llm.output_messages', output) } });
      items.push({ role: 'assistant', toolCalls: [call] });
      if (step.call) {
        const tool = rec.start(step.call.name, { parent: agentSpan, attrs: { [KIND]: 'TOOL', 'llm.system': 'openai' } });
        rec.end(tool, { ok: true, took: 90, attrs: { 'tool.name': step.call.name, 'input.value': j(step.call.args), 'input.mime_type': 'application/json', 'output.value': j(step.call.result) } });
        items.push({ role: 'tool', toolCallId: call.id, content: j(step.call.result) });
      } else {
        const handoff = rec.start(`handoff to ${step.handoffTo!}`, { parent: agentSpan, attrs: { [KIND]: 'TOOL', 'llm.system': 'openai' } });
        rec.end(handoff, { ok: true, took: 2 });
        items.push({ role: 'tool', toolCallId: call.id, content: j({ assistant: step.handoffTo }) });
      }
    } else {
      output = [{ role: 'assistant', parts: [step.text ?? ''] }];
      rec.end(response, { ok: true, took: 1100, attrs: { 'llm.model_name': 'gpt-4.1-2025-04-14', ...flat('llm.output_messages', output) } });
    }
  }
  if (current) rec.end(current.span, { ok: true });
  rec.end(workflow, { ok: true });
  return rec.otlp();
}

