import { describe, expect, it } from 'vitest';
import type { Turn } from '../../src/model/turn.js';
import { j, ScriptRecorder, SpanKind } from '../helpers/held-out.js';
import { turnsFromOtlpJson } from '../helpers/turns.js';

/**
 * The shapes found in frameworks' own recorded traces (shared/data/real-traces), recorded here
 * again with the real SDK in situations those few traces do not show: a legacy function call that
 * was answered, several keyword arguments of other types, two Mastra requests in one trace.
 */
const calls = (t: Turn): unknown[] => t.toolCalls.map((c) => [c.tool, c.executed, c.status, typeof c.arguments === 'string' ? JSON.parse(c.arguments) : c.arguments]);

describe('OpenInference JS openai: legacy function calling', () => {
  it('a function_call answered by a `function` message ran; the request-only call is an intermediate step', () => {
    const rec = new ScriptRecorder(41);
    const user = 'What is the weather in Oslo this week?';
    const first = rec.start('OpenAI Chat Completions', { kind: SpanKind.CLIENT, scope: '@arizeai/openinference-instrumentation-openai', attrs: {
      'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-3.5-turbo',
      'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': user,
      'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': '',
      'llm.output_messages.0.message.function_call_name': 'getWeather',
      'llm.output_messages.0.message.function_call_arguments_json': j({ city: 'Oslo', days: 7 }),
    } });
    rec.end(first);
    const reply = 'Oslo will be cold and rainy most of the week.';
    const second = rec.start('OpenAI Chat Completions', { kind: SpanKind.CLIENT, scope: '@arizeai/openinference-instrumentation-openai', attrs: {
      'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-3.5-turbo',
      'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': user,
      'llm.input_messages.1.message.role': 'assistant', 'llm.input_messages.1.message.function_call_name': 'getWeather',
      'llm.input_messages.1.message.function_call_arguments_json': j({ city: 'Oslo', days: 7 }),
      'llm.input_messages.2.message.role': 'function', 'llm.input_messages.2.message.name': 'getWeather',
      'llm.input_messages.2.message.content': j({ forecast: 'rain', high_c: 4 }),
      'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': reply,
    } });
    rec.end(second);
    const turns = turnsFromOtlpJson(rec.otlp());
    expect(turns).toHaveLength(2);
    const [ask, answer] = turns;
    expect(ask!.intermediateStep).toBe(true);
    expect(calls(ask!)).toEqual([['getWeather', false, 'unset', { city: 'Oslo', days: 7 }]]);
    expect(answer!.intermediateStep).toBeFalsy();
    expect(answer!.userMessage).toBe(user);
    expect(calls(answer!)).toEqual([['getWeather', true, 'ok', { city: 'Oslo', days: 7 }]]);
    expect(answer!.finalReply).toBe(reply);
  });
});

describe('OTel contrib google-genai under logfire', () => {
  it('tool arguments from code.function.parameters.<name>.value keep their types; messages from the events attribute', () => {
    const rec = new ScriptRecorder(42);
    const chat = rec.start('generate_content gemini-2.0-flash-001', { kind: SpanKind.CLIENT, scope: 'opentelemetry.instrumentation.google_genai', attrs: {
      'gen_ai.system': 'gemini', 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gemini-2.0-flash-001',
    } });
    const tool = rec.start('execute_tool lookup_order', { parent: chat, attrs: {
      'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'lookup_order', 'code.function.name': 'lookup_order',
      'code.function.parameters.order_id.type': 'str', 'code.function.parameters.order_id.value': 'A-1009',
      'code.function.parameters.include_items.type': 'bool', 'code.function.parameters.include_items.value': true,
      'code.function.parameters.limit.type': 'int', 'code.function.parameters.limit.value': 3,
      'code.function.return.value': 'shipped',
    } });
    rec.end(tool);
    rec.end(chat, { attrs: { events: j([
      { content: 'You are a support agent.', role: 'system' },
      { content: 'Where is order A-1009?', role: 'user' },
      { index: 0, finish_reason: 'STOP', message: { role: 'assistant', content: ['Order A-1009 has shipped.'] } },
    ]) } });
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(turn!.userMessage).toBe('Where is order A-1009?');
    expect(calls(turn!)).toEqual([['lookup_order', true, 'unset', { order_id: 'A-1009', include_items: true, limit: 3 }]]);
    expect(turn!.finalReply).toBe('Order A-1009 has shipped.');
  });
});

describe('Mastra through the OpenInference exporter', () => {
  /** One `agent.stream` request as Mastra records it: parents not exported, the stream outlived by its steps. */
  function mastraRequest(rec: ScriptRecorder, user: string, city: string, reply: string): void {
    const m = (name: string, args: unknown, result: unknown): void => {
      rec.end(rec.start(`agent.${name}`, { attrs: { 'openinference.span.kind': 'AGENT', componentName: 'Weather Agent', [`agent.${name}.argument.0`]: j(args), [`agent.${name}.result`]: j(result) } }), { took: 1 });
    };
    const stream = rec.start('agent.stream', { attrs: { 'openinference.span.kind': 'AGENT', componentName: 'Weather Agent', 'agent.stream.argument.0': j([{ role: 'user', content: user }]) } });
    m('fetchMemory', { threadId: 't1' }, { messages: [{ role: 'user', content: user }] });
    m('getAssignedTools', {}, { weatherTool: { type: 'function' } });
    rec.end(stream, { took: 2, attrs: { 'agent.stream.result': j({ warningsPromise: {} }) } });
    const ask = rec.start('ai.streamText.doStream', { attrs: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o',
      'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.contents.0.message_content.type': 'text', 'llm.input_messages.0.message.contents.0.message_content.text': user,
      'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'weatherTool',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': j({ location: city }), 'output.value': '', 'output.mime_type': 'text/plain' } });
    rec.end(ask, { took: 300 });
    rec.end(rec.start('ai.toolCall', { attrs: { 'openinference.span.kind': 'TOOL', 'tool.name': 'weatherTool', 'tool_call.id': rec.id(), 'input.value': j({ location: city }) } }), { took: 100 });
    const answer = rec.start('ai.streamText.doStream', { attrs: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o',
      'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.contents.0.message_content.type': 'text', 'llm.input_messages.0.message.contents.0.message_content.text': user,
      'output.value': reply, 'output.mime_type': 'text/plain' } });
    rec.end(answer, { took: 300 });
    m('getMostRecentUserMessage', [{ role: 'user', content: user }], { role: 'user', content: user });
  }

  it('only agent.stream is a turn; the tool call and last model call after it ends belong to it', () => {
    const rec = new ScriptRecorder(43);
    const replies = ['Ann Arbor is overcast, 12 °C.', 'Detroit is sunny, 18 °C.'];
    mastraRequest(rec, 'what is the weather in ann arbor', 'Ann Arbor', replies[0]!);
    rec.wait(30_000);
    mastraRequest(rec, 'and in detroit?', 'Detroit', replies[1]!);
    // As the exporter snapshot has them: every span in one trace, each parent id dropped.
    const lines = rec.otlp().split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as { resourceSpans: { scopeSpans: { spans: { traceId: string; parentSpanId?: string }[] }[] }[] });
    const traceId = lines[0]!.resourceSpans[0]!.scopeSpans[0]!.spans[0]!.traceId;
    for (const line of lines) for (const rs of line.resourceSpans) for (const ss of rs.scopeSpans) for (const s of ss.spans) {
      s.traceId = traceId;
      s.parentSpanId = 'ffffffffffffffff';
    }
    const turns = turnsFromOtlpJson(lines.map((l) => JSON.stringify(l)).join('\n'));
    expect(turns.map((t) => [t.userMessage, calls(t), t.finalReply])).toEqual([
      ['what is the weather in ann arbor', [['weatherTool', true, 'unset', { location: 'Ann Arbor' }]], replies[0]],
      ['and in detroit?', [['weatherTool', true, 'unset', { location: 'Detroit' }]], replies[1]],
    ]);
  });
});

describe('Strands 0.1 `Model invoke` spans', () => {
  it('prompt and completion flattened from Bedrock content blocks', () => {
    const rec = new ScriptRecorder(44);
    rec.end(rec.start('Model invoke', { kind: SpanKind.CLIENT, scope: 'opentelemetry.instrumentation.strands', attrs: {
      'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet', 'gen_ai.agent.name': 'Strands Agent',
      'gen_ai.prompt.0.role': 'user', 'gen_ai.prompt.0.content.0.text': 'Cancel my booking',
      'gen_ai.prompt.1.role': 'assistant', 'gen_ai.prompt.1.content.0.text': 'Which booking?',
      'gen_ai.prompt.2.role': 'user', 'gen_ai.prompt.2.content.0.text': 'The one for Friday.',
      'gen_ai.completion.0.text': 'I found two bookings on Friday; which one should I cancel?',
    } }));
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(turn!.userMessage).toBe('The one for Friday.');
    expect(turn!.priorUserMessages).toBe(1);
    expect(turn!.finalReply).toBe('I found two bookings on Friday; which one should I cancel?');
  });
});
