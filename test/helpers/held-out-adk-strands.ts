/**
 * Held-out shapes of Google ADK and Strands Agents, re-created from their tracers
 * (google/adk-python `telemetry/tracing.py`, strands-agents/sdk-python `telemetry/tracer.py`):
 * - ADK: tracer `gcp.vertex.agent`; `invocation` ⊃ `invoke_agent {agent}` ⊃ `call_llm` and
 *   `execute_tool {tool}`; model calls carry the Gemini request / response as JSON (snake_case
 *   `function_call` / `function_response` parts, role `model`); tool spans carry `'{}'` as their
 *   llm_request / llm_response; parallel calls add an `execute_tool (merged)` span whose tool
 *   name is `(merged tools)` and whose arguments are `N/A`;
 * - Strands: `invoke_agent {agent}` ⊃ `execute_event_loop_cycle` ⊃ `chat` and
 *   `execute_tool {tool}`; messages as span events — legacy `gen_ai.{user,assistant,tool}.message`
 *   (`content` = JSON of Bedrock content blocks; a message holding a toolResult is a
 *   `gen_ai.tool.message`) and `gen_ai.choice`, or with `gen_ai_latest_experimental` one
 *   `gen_ai.client.inference.operation.details` event per side; a tool whose result has status
 *   `error` ends its span OK and sets `gen_ai.tool.status`.
 */
import type { Span } from '@opentelemetry/api';
import { j, ScriptRecorder, SpanKind } from './held-out-recorder.js';

const ADK = 'gcp.vertex.agent';

export interface AdkCall {
  name: string;
  args: Record<string, unknown>;
  result: Record<string, unknown>;
  /** The tool raised: ADK traces it with no response event (call id `<not specified>`) and the span ends in error. */
  error?: string;
}

/** One ADK invocation: the model asks for `calls` in parallel, then answers `reply`. */
export function adkInvocation(user: string, calls: AdkCall[], reply: string, sessionId: string, offered: string[], seed = 51): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'adk-support' });
  const invocation = rec.start('invocation', { scope: ADK });
  const agent = rec.start('invoke_agent support_agent', { parent: invocation, scope: ADK, attrs: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.description': 'Answers billing questions', 'gen_ai.agent.name': 'support_agent', 'gen_ai.conversation.id': sessionId } });
  const config = { system_instruction: 'You are a careful billing agent.', tools: [{ function_declarations: offered.map((name) => ({ name, description: `${name} tool`, parameters: { type: 'OBJECT', properties: {} } })) }] };
  const contents: unknown[] = [{ parts: [{ text: user }], role: 'user' }];
  const invocationId = `e-${rec.id('')}`;
  const callLlm = (content: unknown): void => {
    const s = rec.start('call_llm', { parent: agent, scope: ADK });
    rec.end(s, { took: 1300, attrs: {
      'gen_ai.system': ADK, 'gen_ai.request.model': 'gemini-2.5-flash', 'gcp.vertex.agent.invocation_id': invocationId, 'gcp.vertex.agent.session_id': sessionId, 'gcp.vertex.agent.event_id': rec.id(''),
      'gcp.vertex.agent.llm_request': j({ model: 'gemini-2.5-flash', config, contents }), 'gcp.vertex.agent.llm_response': j({ content, usage_metadata: { prompt_token_count: 410, candidates_token_count: 38 } }),
      'gen_ai.usage.input_tokens': 410, 'gen_ai.usage.output_tokens': 38, 'gen_ai.response.finish_reasons': ['stop'],
    } });
  };
  const ids = calls.map(() => `adk-${rec.id('')}`);
  const request = { parts: calls.map((c, i) => ({ function_call: { id: ids[i], args: c.args, name: c.name } })), role: 'model' };
  callLlm(request);
  contents.push(request);
  const responses = calls.map((c, i) => ({ function_response: { id: ids[i], name: c.name, response: c.result } }));
  calls.forEach((c, i) => {
    const t = rec.start(`execute_tool ${c.name}`, { parent: agent, scope: ADK });
    const common = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.description': `${c.name} tool`, 'gen_ai.tool.name': c.name, 'gen_ai.tool.type': 'FunctionTool', 'gcp.vertex.agent.llm_request': '{}', 'gcp.vertex.agent.llm_response': '{}', 'gcp.vertex.agent.tool_call_args': j(c.args) };
    if (c.error !== undefined) rec.end(t, { took: 40, error: c.error, attrs: { ...common, 'gen_ai.tool.call.id': '<not specified>', 'gcp.vertex.agent.tool_response': j({ result: '<not specified>' }) } });
    else rec.end(t, { took: 40, attrs: { ...common, 'gen_ai.tool.call.id': ids[i], 'gcp.vertex.agent.event_id': rec.id(''), 'gcp.vertex.agent.tool_response': j(c.result) } });
  });
  if (calls.length > 1) {
    const merged = rec.start('execute_tool (merged)', { parent: agent, scope: ADK });
    const eventId = rec.id('');
    rec.end(merged, { took: 2, attrs: {
      'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': '(merged tools)', 'gen_ai.tool.description': '(merged tools)', 'gen_ai.tool.call.id': eventId,
      'gcp.vertex.agent.tool_call_args': 'N/A', 'gcp.vertex.agent.event_id': eventId, 'gcp.vertex.agent.tool_response': j({ content: { parts: responses, role: 'user' }, invocation_id: invocationId, author: 'support_agent', id: eventId }),
      'gcp.vertex.agent.llm_request': '{}', 'gcp.vertex.agent.llm_response': '{}',
    } });
  }
  contents.push({ parts: responses, role: 'user' });
  callLlm({ parts: [{ text: reply }], role: 'model' });
  rec.end(agent);
  rec.end(invocation);
  return rec.otlp();
}

export interface StrandsCall {
  name: string;
  args: Record<string, unknown>;
  result: string;
  status: 'success' | 'error';
}

const STRANDS = 'strands.telemetry.tracer';

/** One Strands agent invocation: one event-loop cycle per tool call, then the answer. */
export function strandsInvocation(latest: boolean, user: string, calls: StrandsCall[], reply: string, sessionId: string, offered: string[], seed = 61): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'strands-support' });
  strandsAgent(rec, undefined, latest, 'Strands Agents', user, calls, reply, sessionId, offered);
  return rec.otlp();
}

/**
 * A Strands Swarm (legacy events): an `invoke_swarm` span (CLIENT) holding the task, then one
 * `invoke_agent` span per node that ran; a node after a handoff is invoked with a composed
 * context text (handoff message, the user request, previous agents), not the user's words.
 */
export function strandsSwarm(user: string, nodes: { agent: string; calls: StrandsCall[]; reply: string }[], sessionId: string, offered: string[], seed = 63): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'strands-support' });
  const swarm = rec.start('invoke_swarm', { scope: STRANDS, kind: SpanKind.CLIENT, attrs: { 'gen_ai.operation.name': 'invoke_swarm', 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': 'swarm', 'session.id': sessionId } });
  rec.event(swarm, 'gen_ai.user.message', { content: user });
  nodes.forEach((node, i) => {
    const input = i === 0 ? user : `Handoff Message: ${nodes[i - 1]!.reply}\n\nUser Request: ${user}\n\nPrevious agents who worked on this: ${nodes.slice(0, i).map((n) => n.agent).join(' → ')}\n\nOther agents available for collaboration:\n${nodes.filter((_, k) => k !== i).map((n) => `Agent name: ${n.agent}.`).join('\n')}`;
    strandsAgent(rec, swarm, false, node.agent, input, node.calls, node.reply, sessionId, offered);
  });
  const final = nodes[nodes.length - 1]!.reply;
  rec.event(swarm, 'gen_ai.choice', { message: final });
  rec.end(swarm, { ok: true });
  return rec.otlp();
}

function strandsAgent(rec: ScriptRecorder, parent: Span | undefined, latest: boolean, agentName: string, user: string, calls: StrandsCall[], reply: string, sessionId: string, offered: string[]): void {
  const scope = STRANDS;
  const system = latest ? { 'gen_ai.provider.name': 'strands-agents' } : { 'gen_ai.system': 'strands-agents' };
  const model = 'us.anthropic.claude-sonnet-4-20250514-v1:0';
  type Block = Record<string, unknown>;
  type Msg = { role: string; content: Block[] };
  const messages: Msg[] = [{ role: 'user', content: [{ text: user }] }];
  const parts = (blocks: Block[]): unknown[] => blocks.map((b) => {
    if ('text' in b) return { type: 'text', content: b.text };
    const use = b.toolUse as { toolUseId: string; name: string; input: unknown } | undefined;
    if (use) return { type: 'tool_call', name: use.name, id: use.toolUseId, arguments: use.input };
    const res = b.toolResult as { toolUseId: string; content: unknown } | undefined;
    return { type: 'tool_call_response', id: res!.toolUseId, response: res!.content };
  });
  const addMessages = (span: Span, list: Msg[]): void => {
    if (latest) rec.event(span, 'gen_ai.client.inference.operation.details', { 'gen_ai.input.messages': j(list.map((m) => ({ role: m.role, parts: parts(m.content) }))) });
    else for (const m of list) rec.event(span, m.content.some((b) => 'toolResult' in b) ? 'gen_ai.tool.message' : `gen_ai.${m.role}.message`, { content: j(m.content) });
  };
  const output = (span: Span, role: string, blocks: Block[], finish: string): void => {
    if (latest) rec.event(span, 'gen_ai.client.inference.operation.details', { 'gen_ai.output.messages': j([{ role, parts: parts(blocks), finish_reason: finish }]) });
    else rec.event(span, 'gen_ai.choice', { finish_reason: finish, message: j(blocks) });
  };

  const agentAttrs = { 'gen_ai.operation.name': 'invoke_agent', ...system, 'gen_ai.agent.name': agentName, 'gen_ai.request.model': model, 'gen_ai.agent.tools': j(offered), 'session.id': sessionId,
    ...(latest ? { 'gen_ai.tool.definitions': j(offered.map((name) => ({ name, description: `${name} tool`, inputSchema: { json: { type: 'object' } }, outputSchema: null }))) } : {}) };
  const agent = rec.start(`invoke_agent ${agentName}`, { parent, scope, attrs: agentAttrs });
  addMessages(agent, messages);
  const cycle = (i: number, answer: Block[], finish: string, call?: StrandsCall): void => {
    const c = rec.start('execute_event_loop_cycle', { parent: agent, scope, attrs: { 'event_loop.cycle_id': `cycle-${i}` } });
    addMessages(c, messages);
    const chat = rec.start('chat', { parent: c, scope, attrs: { 'gen_ai.operation.name': 'chat', ...system, 'gen_ai.request.model': model } });
    addMessages(chat, messages);
    output(chat, 'assistant', answer, finish);
    rec.end(chat, { ok: true, took: 1500, attrs: { 'gen_ai.usage.input_tokens': 900, 'gen_ai.usage.output_tokens': 60 } });
    messages.push({ role: 'assistant', content: answer });
    if (call) {
      const use = (answer.find((b) => 'toolUse' in b) as { toolUse: { toolUseId: string } }).toolUse;
      const t = rec.start(`execute_tool ${call.name}`, { parent: c, scope, attrs: { 'gen_ai.operation.name': 'execute_tool', ...system, 'gen_ai.tool.name': call.name, 'gen_ai.tool.call.id': use.toolUseId } });
      if (latest) rec.event(t, 'gen_ai.client.inference.operation.details', { 'gen_ai.input.messages': j([{ role: 'tool', parts: [{ type: 'tool_call', name: call.name, id: use.toolUseId, arguments: call.args }] }]) });
      else rec.event(t, 'gen_ai.tool.message', { role: 'tool', content: j(call.args), id: use.toolUseId });
      const content = [{ text: call.result }];
      if (latest) rec.event(t, 'gen_ai.client.inference.operation.details', { 'gen_ai.output.messages': j([{ role: 'tool', parts: [{ type: 'tool_call_response', id: use.toolUseId, response: content }] }]) });
      else rec.event(t, 'gen_ai.choice', { message: j(content), id: use.toolUseId });
      rec.end(t, { ok: true, took: 80, attrs: { 'gen_ai.tool.status': call.status } });
      messages.push({ role: 'user', content: [{ toolResult: { toolUseId: use.toolUseId, status: call.status, content } }] });
    }
    rec.end(c, { ok: true });
  };
  calls.forEach((call, i) => cycle(i, [{ text: 'Let me take care of that.' }, { toolUse: { toolUseId: `tooluse_${rec.id('')}`, name: call.name, input: call.args } }], 'tool_use', call));
  cycle(calls.length, [{ text: reply }], 'end_turn');
  // The agent span's answer is str(AgentResult): the final text, not content-block JSON.
  if (latest) rec.event(agent, 'gen_ai.client.inference.operation.details', { 'gen_ai.output.messages': j([{ role: 'assistant', parts: [{ type: 'text', content: `${reply}\n` }], finish_reason: 'end_turn' }]) });
  else rec.event(agent, 'gen_ai.choice', { message: `${reply}\n`, finish_reason: 'end_turn' });
  rec.end(agent, { ok: true, attrs: { 'gen_ai.usage.input_tokens': 2400, 'gen_ai.usage.output_tokens': 140 } });
}
