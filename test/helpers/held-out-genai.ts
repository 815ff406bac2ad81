/**
 * Held-out shapes of the OTel GenAI conventions as instrumentations emit them today:
 * - an agent framework that records content only on model calls (the `invoke_agent` span
 *   carries no messages), a sub-agent, an approval gate that holds a requested call back, and
 *   spans delivered parents-first (the reverse of end order);
 * - an MCP tool call seen from three layers — the agent's `execute_tool`, the MCP client span
 *   and the MCP server span in another service — with the server's `isError` result as
 *   `error.type=tool_error` (semconv docs/gen-ai/mcp.md) and `jsonrpc.request.id` an int;
 * - OpenLIT, which keeps the v1.27 span events `gen_ai.content.prompt` / `.completion` (and the
 *   same keys as span attributes) but writes the prompt as `role: content` lines, not JSON.
 */
import type { Span } from '@opentelemetry/api';
import { j, ScriptRecorder, SpanKind } from './held-out-recorder.js';

const text = (role: string, content: string, finish?: string): unknown => ({ role, parts: [{ type: 'text', content }], ...(finish ? { finish_reason: finish } : {}) });
const call = (id: string, name: string, args: unknown): unknown => ({ role: 'assistant', parts: [{ type: 'tool_call', id, name, arguments: args }], finish_reason: 'tool_call' });
const response = (id: string, body: unknown): unknown => ({ role: 'tool', parts: [{ type: 'tool_call_response', id, response: body }] });

function chat(rec: ScriptRecorder, parent: Span, input: unknown[], output: unknown): void {
  const s = rec.start('chat gpt-4.1', { parent, kind: SpanKind.CLIENT, scope: 'agent-framework', attrs: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4.1', 'gen_ai.input.messages': j(input), 'gen_ai.system_instructions': j([{ type: 'text', content: 'You are Acme support.' }]) } });
  rec.end(s, { took: 900, attrs: { 'gen_ai.output.messages': j([output]), 'gen_ai.response.model': 'gpt-4.1-2025-04-14', 'gen_ai.response.finish_reasons': ['stop'] } });
}

/** A support agent hands a refund to a sub-agent whose refund call an approval gate holds back. */
export function genAiSubAgentGate(user: string, reply: string, conversationId: string, seed = 81): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'support-agents' });
  const agentAttrs = (name: string): Record<string, string> => ({ 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name, 'gen_ai.provider.name': 'openai', 'gen_ai.conversation.id': conversationId });
  const root = rec.start('invoke_agent Support', { scope: 'agent-framework', attrs: agentAttrs('Support') });
  const lookupId = rec.id();
  const u = text('user', user);
  chat(rec, root, [u], call(lookupId, 'lookup_order', { order_id: '58820' }));
  const tool = rec.start('execute_tool lookup_order', { parent: root, scope: 'agent-framework', attrs: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'lookup_order', 'gen_ai.tool.call.id': lookupId, 'gen_ai.tool.type': 'function', 'gen_ai.tool.call.arguments': j({ order_id: '58820' }) } });
  const order = { order_id: '58820', total: 129, card_last4: '4417', card_status: 'closed' };
  rec.end(tool, { ok: true, attrs: { 'gen_ai.tool.call.result': j(order) } });
  const history = [u, call(lookupId, 'lookup_order', { order_id: '58820' }), response(lookupId, order)];

  const sub = rec.start('invoke_agent Refunds', { parent: root, scope: 'agent-framework', attrs: agentAttrs('Refunds') });
  const refundId = rec.id();
  const refundArgs = { order_id: '58820', amount: 129, card_last4: '4417' };
  chat(rec, sub, history, call(refundId, 'issue_refund', refundArgs));
  const held = { error: 'issue_refund requires human approval and was not run' };
  chat(rec, sub, [...history, call(refundId, 'issue_refund', refundArgs), response(refundId, held)], text('assistant', 'The refund is waiting for approval.', 'stop'));
  rec.end(sub, { ok: true });

  chat(rec, root, [...history], text('assistant', reply, 'stop'));
  rec.end(root, { ok: true });
  return rec.otlp('reverse');
}

/** An agent calls a tool through MCP; the server reports the call failed (`isError`). */
export function genAiThroughMcp(user: string, args: Record<string, unknown>, reply: string, conversationId: string, seed = 82): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'finance-helper' });
  const root = rec.start('invoke_agent finance-helper', { scope: 'agent-framework', attrs: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'finance-helper', 'gen_ai.conversation.id': conversationId } });
  const id = rec.id();
  const u = text('user', user);
  chat(rec, root, [u], call(id, 'reissue_invoice', args));
  const exec = rec.start('execute_tool reissue_invoice', { parent: root, scope: 'agent-framework', attrs: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'reissue_invoice', 'gen_ai.tool.call.id': id, 'gen_ai.tool.call.arguments': j(args) } });
  const mcpAttrs = { 'mcp.method.name': 'tools/call', 'gen_ai.tool.name': 'reissue_invoice', 'gen_ai.operation.name': 'execute_tool', 'mcp.session.id': 'b1c2d3e4', 'mcp.protocol.version': '2025-06-18', 'jsonrpc.request.id': 7, 'network.transport': 'pipe' };
  const client = rec.start('tools/call reissue_invoice', { parent: exec, kind: SpanKind.CLIENT, scope: 'mcp.client', attrs: mcpAttrs });
  const server = rec.start('tools/call reissue_invoice', { parent: client, kind: SpanKind.SERVER, scope: 'mcp.server', attrs: { ...mcpAttrs, 'gen_ai.tool.call.arguments': j(args) } }, { 'service.name': 'ledger-mcp' });
  rec.end(server, { took: 50, attrs: { 'error.type': 'tool_error' } });
  rec.end(client, { attrs: { 'error.type': 'tool_error' } });
  const failure = { content: [{ type: 'text', text: 'Ledger rejected the reissue: period lookup failed' }], isError: true };
  rec.end(exec, { error: 'Ledger rejected the reissue: period lookup failed', attrs: { 'error.type': 'tool_error', 'gen_ai.tool.call.result': j(failure) } });
  chat(rec, root, [u, call(id, 'reissue_invoice', args), response(id, failure)], text('assistant', reply, 'stop'));
  rec.end(root, { ok: true });
  return rec.otlp();
}

/** OpenLIT instrumenting the OpenAI client: one chat span, content as `role: content` text. */
export function openLitChat(system: string, user: string, reply: string, seed = 83): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'warranty-bot', 'deployment.environment': 'production', 'telemetry.sdk.name': 'openlit' });
  const prompt = `system: ${system}\nuser: ${user}`;
  const s = rec.start('chat gpt-4o-mini', { kind: SpanKind.CLIENT, scope: 'openlit.otel.tracing', attrs: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.request.is_stream': false, 'server.address': 'api.openai.com' } });
  rec.event(s, 'gen_ai.content.prompt', { 'gen_ai.prompt': prompt });
  rec.event(s, 'gen_ai.content.completion', { 'gen_ai.completion': reply });
  rec.end(s, { ok: true, took: 1100, attrs: { 'gen_ai.prompt': prompt, 'gen_ai.completion': reply, 'gen_ai.response.model': 'gpt-4o-mini-2024-07-18', 'gen_ai.response.finish_reasons': ['stop'] } });
  return rec.otlp();
}
