import { describe, expect, it } from 'vitest';
import { newestUserMessage, parseMessages } from '../../src/normalize/messages.js';

describe('parseMessages across the message shapes frameworks record', () => {
  it('reads Anthropic tool_use / tool_result blocks, and a tool result sent as a user message is not the user speaking', () => {
    const messages = parseMessages(JSON.stringify([
      { role: 'user', content: [{ type: 'text', text: 'Refund order 7.' }] },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'tu_1', name: 'issue_refund', input: { order: 7 } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tu_1', content: '{"error":"locked"}' }] },
    ]));
    expect(messages[1]!.toolCalls).toEqual([{ id: 'tu_1', name: 'issue_refund', arguments: { order: 7 } }]);
    expect(messages[2]!.toolResults).toEqual([{ id: 'tu_1', name: undefined, isError: true }]);
    // Otherwise a first turn would look like a follow-up and go unscored.
    expect(newestUserMessage(messages)).toEqual({ text: 'Refund order 7.', prior: 0 });
  });

  it('reads Gemini function_call / function_response parts (role model) and Bedrock toolUse blocks', () => {
    const gemini = parseMessages(JSON.stringify([
      { role: 'user', parts: [{ text: 'Cancel order 9.' }] },
      { role: 'model', parts: [{ function_call: { id: 'fc1', name: 'cancel_order', args: { id: 9 } } }] },
      { role: 'user', parts: [{ function_response: { id: 'fc1', name: 'cancel_order', response: { ok: true } } }] },
    ]));
    expect(gemini.map((m) => [m.role, m.toolCalls.map((c) => c.name), m.toolResults?.length ?? 0])).toEqual([['user', [], 0], ['model', ['cancel_order'], 0], ['user', [], 1]]);
    const bedrock = parseMessages(JSON.stringify([{ role: 'assistant', content: [{ text: 'Checking.' }, { toolUse: { toolUseId: 't1', name: 'lookup_order', input: { id: 9 } } }] }]));
    expect(bedrock[0]).toMatchObject({ text: 'Checking.', toolCalls: [{ id: 't1', name: 'lookup_order', arguments: { id: 9 } }] });
  });

  it('reads LangChain messages, serialized (lc) or plain, inside a {messages} wrapper and nested batches', () => {
    const messages = parseMessages(JSON.stringify({ messages: [[
      { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'HumanMessage'], kwargs: { content: 'Close my account.', type: 'human' } },
      { type: 'ai', content: '', tool_calls: [{ name: 'close_account', args: { id: 'A1' }, id: 'c1' }] },
    ]] }));
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.toolCalls).toEqual([{ id: 'c1', name: 'close_account', arguments: { id: 'A1' } }]);
  });

  it('reads Vercel AI SDK tool-call / tool-result parts in both the input/output and the older args/result forms', () => {
    const messages = parseMessages(JSON.stringify([
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'a', toolName: 'get_invoice', input: { id: 1 } }, { type: 'tool-call', toolCallId: 'b', toolName: 'get_invoice', args: { id: 2 } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a', toolName: 'get_invoice', output: { type: 'json', value: {} } }, { type: 'tool-result', toolCallId: 'b', toolName: 'get_invoice', result: { error: 'no such invoice' } }] },
    ]));
    expect(messages[0]!.toolCalls.map((c) => c.arguments)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(messages[1]!.toolResults!.map((r) => [r.id, r.isError])).toEqual([['a', false], ['b', true]]);
  });

  it('reads LangChain (role, content) pairs and the AI SDK\'s failed tool results (isError, error-text output)', () => {
    expect(parseMessages(JSON.stringify({ messages: [['user', 'Cancel order 9.'], ['ai', 'Which order?']] })).map((m) => [m.role, m.text])).toEqual([['user', 'Cancel order 9.'], ['assistant', 'Which order?']]);
    const results = parseMessages(JSON.stringify([{ role: 'tool', content: [
      { type: 'tool-result', toolCallId: 'a', toolName: 'issue_refund', result: 'Card declined', isError: true },
      { type: 'tool-result', toolCallId: 'b', toolName: 'issue_refund', output: { type: 'error-text', value: 'Card declined' } },
    ] }]))[0]!.toolResults!;
    expect(results.map((r) => r.isError)).toEqual([true, true]);
  });

  it('reads an older LangChain AIMessage whose calls are only in additional_kwargs (OpenAI form)', () => {
    const [m] = parseMessages(JSON.stringify([{ lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'AIMessage'], kwargs: { content: '', additional_kwargs: { tool_calls: [{ id: 'call_9', type: 'function', function: { name: 'cancel_order', arguments: '{"order_id":"63307"}' } }] } } }]));
    expect(m!.toolCalls).toEqual([{ id: 'call_9', name: 'cancel_order', arguments: { order_id: '63307' } }]);
  });
});
