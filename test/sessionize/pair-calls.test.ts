import { describe, expect, it } from 'vitest';
import { ScriptRecorder, SpanKind, j } from '../helpers/held-out-recorder.js';
import { turnsFromOtlpJson } from '../helpers/turns.js';

const call = (id: string, name: string, args: unknown): unknown => ({ role: 'assistant', parts: [{ type: 'tool_call', id, name, arguments: args }] });

/**
 * A GenAI agent turn whose model reuses a call id, as gpt-4o did in 49 of tau-bench's 200 airline
 * runs: `call_1` first for a lookup (run), then for a cancellation an approval gate held (no
 * execute_tool span), then again for a second cancellation that ran.
 */
function reusedIdTurn(): string {
  const rec = new ScriptRecorder(301);
  const root = rec.start('invoke_agent desk', { attrs: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'desk', 'gen_ai.input.messages': j([{ role: 'user', parts: [{ type: 'text', content: 'Cancel my bookings.' }] }]) } });
  const chat = (out: unknown): void => {
    const s = rec.start('chat gpt-4o', { parent: root, kind: SpanKind.CLIENT, attrs: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o' } });
    rec.end(s, { attrs: { 'gen_ai.output.messages': j([out]) } });
  };
  const tool = (id: string, name: string): void => {
    const s = rec.start(`execute_tool ${name}`, { parent: root, attrs: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id } });
    rec.end(s);
  };
  chat(call('call_1', 'get_reservation', { id: 'A1' }));
  tool('call_1', 'get_reservation');
  chat(call('call_1', 'cancel_reservation', { id: 'A1' }));
  chat(call('call_1', 'cancel_reservation', { id: 'B2' }));
  tool('call_1', 'cancel_reservation');
  chat({ role: 'assistant', parts: [{ type: 'text', content: 'One booking is cancelled.' }] });
  rec.end(root, { attrs: { 'gen_ai.output.messages': j([{ role: 'assistant', parts: [{ type: 'text', content: 'One booking is cancelled.' }] }]) } });
  return rec.otlp();
}

describe('pairing requests, executions and results by id and position', () => {
  it('keeps every call when the model reuses a call id: an execution answers the latest request of its id before it', () => {
    const [turn] = turnsFromOtlpJson(reusedIdTurn());
    expect(turn!.toolCalls.map((c) => [c.tool, c.executed])).toEqual([
      ['get_reservation', true],
      ['cancel_reservation', false],
      ['cancel_reservation', true],
    ]);
    // The held request is the one for A1: the gate caught the first cancellation, not the second.
    expect(JSON.stringify(turn!.toolCalls[1]!.arguments)).toContain('A1');
  });

  it('pairs a tool message without a tool_call_id (litellm through OpenInference) with the call before it', () => {
    const rec = new ScriptRecorder(302);
    const m = (i: number, role: string, extra: Record<string, string> = {}): Record<string, string> => {
      const out: Record<string, string> = { [`llm.input_messages.${i}.message.role`]: role };
      for (const [k, v] of Object.entries(extra)) out[`llm.input_messages.${i}.message.${k}`] = v;
      return out;
    };
    const llm = rec.start('litellm-completion', { kind: SpanKind.CLIENT, attrs: {
      'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o',
      ...m(0, 'user', { content: 'Refund order 7, then order 9.' }),
      ...m(1, 'assistant', { 'tool_calls.0.tool_call.id': 'call_a', 'tool_calls.0.tool_call.function.name': 'issue_refund', 'tool_calls.0.tool_call.function.arguments': j({ order: 7 }) }),
      ...m(2, 'tool', { content: j({ ok: true }) }),
      ...m(3, 'assistant', { 'tool_calls.0.tool_call.id': 'call_b', 'tool_calls.0.tool_call.function.name': 'issue_refund', 'tool_calls.0.tool_call.function.arguments': j({ order: 9 }) }),
      ...m(4, 'tool', { content: j({ error: 'order 9 is locked' }) }),
    } });
    rec.end(llm, { attrs: { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': 'Order 7 is refunded; order 9 is locked.' } });
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(turn!.toolCalls.map((c) => [c.callId, c.executed, c.status])).toEqual([
      ['call_a', true, 'ok'],
      ['call_b', true, 'error'],
    ]);
  });
});
