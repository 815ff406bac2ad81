import { describe, expect, it } from 'vitest';
import type { Turn } from '../../src/model/turn.js';
import { j, ScriptRecorder } from '../helpers/held-out-recorder.js';
import { turnsFromOtlpJson } from '../helpers/turns.js';

/**
 * Shapes the conformance harness (interop/frameworks) found read wrong when the frameworks ran for
 * real, recorded again here with the real SDK as the instrumentations wrote them (attribute values
 * copied from those runs), so the adapters stay right without the harness installed.
 */
const calls = (t: Turn): unknown[] => t.toolCalls.map((c) => [c.tool, c.executed, c.status, typeof c.arguments === 'string' ? JSON.parse(c.arguments) : c.arguments]);
const scope = 'openinference.instrumentation.langchain';

/** openinference-instrumentation-langchain 0.1.80 on langgraph 1.2 `create_react_agent`. */
function langGraphReact(rec: ScriptRecorder, user: string, toolMessage: Record<string, unknown>, reply: string): void {
  const callId = 'call_abstain_asks_1_1_1';
  const node = (step: number, name: string) => j({ ls_integration: 'langgraph', langgraph_step: step, langgraph_node: name, langgraph_path: ['__pregel_pull', name] });
  const root = rec.start('LangGraph', { scope, attrs: { 'openinference.span.kind': 'CHAIN', metadata: j({ ls_integration: 'langgraph' }), 'input.value': j({ messages: [['user', user]] }), 'input.mime_type': 'application/json' } });
  const agent1 = rec.start('agent', { parent: root, scope, attrs: { 'openinference.span.kind': 'AGENT', metadata: node(1, 'agent') } });
  const llm1 = rec.start('ChatOpenAI', { parent: agent1, scope, attrs: {
    'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', metadata: node(1, 'agent'),
    'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You are a support agent.',
    'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': user,
    'llm.output_messages.0.message.role': 'assistant',
    'llm.output_messages.0.message.tool_calls.0.tool_call.id': callId,
    'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'lookup_order',
    'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': j({ order_id: '50211' }),
  } });
  rec.end(llm1);
  rec.end(agent1, { attrs: { 'output.value': j({ messages: [{ type: 'ai', data: { content: '' } }] }) } });
  const tools = rec.start('tools', { parent: root, scope, attrs: { 'openinference.span.kind': 'CHAIN', metadata: node(2, 'tools') } });
  // The tool's input is the bare value of its one argument; its output the ToolMessage.
  const tool = rec.start('lookup_order', { parent: tools, scope, attrs: {
    'openinference.span.kind': 'TOOL', 'tool.name': 'lookup_order', 'input.value': '50211', metadata: node(2, 'tools'),
    'output.value': j({ type: 'tool', data: { name: 'lookup_order', tool_call_id: callId, ...toolMessage } }), 'output.mime_type': 'application/json',
  } });
  rec.end(tool, { ok: true });
  rec.end(tools, { ok: true });
  const agent2 = rec.start('agent', { parent: root, scope, attrs: { 'openinference.span.kind': 'AGENT', metadata: node(3, 'agent') } });
  const llm2 = rec.start('ChatOpenAI', { parent: agent2, scope, attrs: {
    'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', metadata: node(3, 'agent'),
    'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': user,
    'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': reply,
  } });
  rec.end(llm2);
  rec.end(agent2, { attrs: { 'output.value': j({ messages: [{ type: 'ai', data: { content: reply } }] }) } });
  rec.end(root, { ok: true, attrs: { 'output.value': j({ messages: [{ type: 'human', data: { content: user } }, { type: 'ai', data: { content: reply } }] }) } });
}

describe('LangGraph create_react_agent traced by OpenInference', () => {
  const user = 'I placed two orders last week, #50211 and #50236. Please refund one of them in full.';
  const reply = 'Which one of them should I refund?';

  it('is one turn (its `agent` nodes are steps), and the tool call has the arguments the model asked with', () => {
    const rec = new ScriptRecorder(71);
    langGraphReact(rec, user, { content: j({ status: 'delivered' }), status: 'success' }, reply);
    const turns = turnsFromOtlpJson(rec.otlp());
    expect(turns).toHaveLength(1);
    expect(turns[0]!.userMessage).toBe(user);
    expect(calls(turns[0]!)).toEqual([['lookup_order', true, 'ok', { order_id: '50211' }]]);
    expect(turns[0]!.finalReply).toBe(reply);
  });

  it('a tool whose exception handle_tool_error turned into a message failed', () => {
    const rec = new ScriptRecorder(72);
    langGraphReact(rec, user, { content: 'payment processor unavailable', status: 'error' }, reply);
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(calls(turn!)).toEqual([['lookup_order', true, 'error', { order_id: '50211' }]]);
    expect(turn!.toolCalls[0]!.error).toBe('payment processor unavailable');
  });
});

describe('OpenAI Agents SDK traced by OpenInference', () => {
  it('a reply recorded as content and again as its text part is said once', () => {
    const rec = new ScriptRecorder(73);
    const user = 'Please refund order #90125 in full.';
    const reply = 'I have refunded order #90125 in full.';
    const scope = 'openinference.instrumentation.openai_agents';
    const agent = rec.start('support_agent', { scope, attrs: { 'openinference.span.kind': 'AGENT' } });
    const llm = rec.start('response', { parent: agent, scope, attrs: {
      'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini',
      'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': user,
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.contents.0.message_content.type': 'text',
      'llm.output_messages.0.message.contents.0.message_content.text': reply,
      'llm.output_messages.0.message.content': reply,
    } });
    rec.end(llm);
    rec.end(agent);
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(turn!.finalReply).toBe(reply);
  });
});

describe("LangSmith's OTel export of a LangGraph tool", () => {
  it('a tool whose exception handle_tool_error turned into a message failed', () => {
    const rec = new ScriptRecorder(74);
    const user = 'Please refund order #93344 in full, the blender never arrived.';
    const callId = 'call_tool_error_1_1_1';
    const meta = { 'langsmith.metadata.thread_id': 'thread-74' };
    const root = rec.start('LangGraph', { attrs: { 'langsmith.span.kind': 'chain', ...meta, 'gen_ai.prompt': j({ messages: [['user', user]] }) } });
    const llm = rec.start('ChatOpenAI', { parent: root, attrs: { 'langsmith.span.kind': 'llm', ...meta, 'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.prompt': j({ messages: [[{ lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'HumanMessage'], kwargs: { content: user, type: 'human' } }]] }),
      'gen_ai.completion': j({ generations: [[{ text: '', message: { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'AIMessage'], kwargs: { content: '', type: 'ai', tool_calls: [{ name: 'issue_refund', args: { order_id: '93344' }, id: callId, type: 'tool_call' }] } } }]] }) } });
    rec.end(llm);
    const tool = rec.start('issue_refund', { parent: root, attrs: { 'langsmith.span.kind': 'tool', ...meta, 'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'issue_refund', 'gen_ai.tool.call.id': callId, 'gen_ai.prompt': j({ order_id: '93344' }),
      'gen_ai.completion': j({ output: { content: 'payment processor unavailable', type: 'tool', name: 'issue_refund', tool_call_id: callId, status: 'error' } }) } });
    rec.end(tool);
    rec.end(root);
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(calls(turn!)).toEqual([['issue_refund', true, 'error', { order_id: '93344' }]]);
    expect(turn!.toolCalls[0]!.error).toBe('payment processor unavailable');
  });
});

describe('OpenLLMetry @workflow around a plain OpenAI client loop (0.62: GenAI messages)', () => {
  it('the tools the loop ran are read from the latest model call, and the workflow returning None is no reply', () => {
    const rec = new ScriptRecorder(75);
    const scope = 'opentelemetry.instrumentation.openai.v1';
    const user = 'Please refund order #90125 in full.';
    const reply = 'I have refunded order #90125 in full.';
    const callId = 'call_act_pass_1_1_1';
    const workflow = rec.start('support_turn.workflow', { scope: 'traceloop.tracer', attrs: {
      'traceloop.span.kind': 'workflow', 'traceloop.entity.name': 'support_turn', 'traceloop.workflow.name': 'support_turn',
      'traceloop.entity.input': j({ args: [], kwargs: {} }) } });
    const userMsg = { role: 'user', parts: [{ type: 'text', content: user }] };
    const request = rec.start('openai.chat', { parent: workflow, scope, attrs: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.input.messages': j([userMsg]),
      'gen_ai.output.messages': j([{ role: 'assistant', parts: [{ type: 'tool_call', id: callId, name: 'issue_refund', arguments: { order_id: '90125' } }], finish_reason: 'tool_calls' }]) } });
    rec.end(request);
    const answer = rec.start('openai.chat', { parent: workflow, scope, attrs: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.input.messages': j([userMsg,
        { role: 'assistant', parts: [{ type: 'tool_call', id: callId, name: 'issue_refund', arguments: { order_id: '90125' } }] },
        { role: 'tool', parts: [{ type: 'tool_call_response', id: callId, response: j({ refunded: true }) }] }]),
      'gen_ai.output.messages': j([{ role: 'assistant', parts: [{ type: 'text', content: reply }], finish_reason: 'stop' }]) } });
    rec.end(answer);
    rec.end(workflow, { attrs: { 'traceloop.entity.output': 'null' } });
    const turns = turnsFromOtlpJson(rec.otlp());
    expect(turns).toHaveLength(1);
    expect(calls(turns[0]!)).toEqual([['issue_refund', true, 'ok', { order_id: '90125' }]]);
    expect(turns[0]!.finalReply).toBe(reply);
  });
});

describe('smolagents ToolCallingAgent traced by OpenInference', () => {
  it("the user message is the run's task (not the prompt template around it), a tool's arguments its keyword arguments", () => {
    const rec = new ScriptRecorder(76);
    const scope = 'openinference.instrumentation.smolagents';
    const task = 'Please refund order #90125 in full, the headphones arrived with a broken cable.';
    const reply = 'I have refunded order #90125 in full.';
    const run = rec.start('ToolCallingAgent.run', { scope, attrs: { 'openinference.span.kind': 'AGENT',
      'input.value': j({ task, stream: false, reset: true, images: null, additional_args: null, max_steps: null }) } });
    const step = rec.start('Step 1', { parent: run, scope, attrs: { 'openinference.span.kind': 'CHAIN' } });
    const llm = rec.start('OpenAIModel.generate', { parent: step, scope, attrs: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini',
      'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You are an expert assistant who can solve any task using tool calls.',
      'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': `New task:\n${task}`,
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.tool_calls.0.tool_call.id': 'call_1',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'issue_refund',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': j({ order_id: '90125' }) } });
    rec.end(llm);
    const tool = rec.start('OrderTool', { parent: step, scope, attrs: { 'openinference.span.kind': 'TOOL', 'tool.name': 'issue_refund',
      'input.value': j({ args: [], sanitize_inputs_outputs: true, kwargs: { order_id: '90125' } }), 'output.value': j({ refunded: true }) } });
    rec.end(tool, { ok: true });
    rec.end(step, { ok: true });
    rec.end(run, { ok: true, attrs: { 'output.value': reply } });
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(turn!.userMessage).toBe(task);
    expect(calls(turn!)).toEqual([['issue_refund', true, 'ok', { order_id: '90125' }]]);
    expect(turn!.finalReply).toBe(reply);
  });
});

describe('LlamaIndex FunctionAgent traced by OpenInference (llama-index-core 0.14, instrumentor 4.6)', () => {
  const user = 'Please refund order #90125 in full, the headphones arrived with a broken cable.';
  const reply = 'I have refunded order #90125 in full to your original payment method.';
  const scope = 'openinference.instrumentation.llama_index';
  /** The repr LlamaIndex's workflow steps record as their output (cut at 100 characters). */
  const stopEvent = "StopEvent(result=AgentOutput(response=ChatMessage(role=<MessageRole.ASSISTANT: 'assistant'>, additional_kwargs={}, blocks=[TextBlock(block_type='text', text='I have refunded order #90125 in full to...";

  function functionAgentRun(rec: ScriptRecorder, toolInput: string): void {
    const run = rec.start('FunctionAgent.run', { scope, attrs: { 'openinference.span.kind': 'CHAIN', 'input.value': j({ init_state: { is_running: false } }), 'input.mime_type': 'application/json' } });
    const step1 = rec.start('BaseWorkflowAgent.run_agent_step', { parent: run, scope, attrs: { 'openinference.span.kind': 'CHAIN' } });
    const llm1 = rec.start('OpenAI.astream_chat', { parent: step1, scope, attrs: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini',
      'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You are a support agent for an online shop.',
      'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': user,
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.tool_calls.0.tool_call.id': 'call_act_pass_1_1_1',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'issue_refund',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': j({ order_id: '90125' }) } });
    rec.end(llm1);
    rec.end(step1, { ok: true, attrs: { 'output.value': "AgentOutput(response=ChatMessage(role=<MessageRole.ASSISTANT: 'assistant'>, additional_kwargs={'tool_calls': [ChoiceDeltaToolCall(index=0, id='call_act_pass_1_1_1', function=ChoiceDeltaToolCallFunc...", 'output.mime_type': 'text/plain' } });
    const callTool = rec.start('BaseWorkflowAgent.call_tool', { parent: run, scope, attrs: { 'openinference.span.kind': 'CHAIN' } });
    const tool = rec.start('FunctionTool.acall', { parent: callTool, scope, attrs: { 'openinference.span.kind': 'TOOL', 'tool.name': 'issue_refund',
      'input.value': toolInput, 'input.mime_type': 'application/json',
      'output.value': j({ tool_name: 'issue_refund', raw_output: j({ order_id: '90125', refunded: true }), is_error: false }), 'output.mime_type': 'application/json' } });
    rec.end(tool, { ok: true });
    rec.end(callTool, { ok: true });
    const step2 = rec.start('BaseWorkflowAgent.run_agent_step', { parent: run, scope, attrs: { 'openinference.span.kind': 'CHAIN' } });
    const llm2 = rec.start('OpenAI.astream_chat', { parent: step2, scope, attrs: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini',
      'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': user,
      'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': reply } });
    rec.end(llm2);
    rec.end(step2, { ok: true });
    rec.end(run, { ok: true, attrs: { 'output.value': stopEvent, 'output.mime_type': 'text/plain' } });
  }

  it("a tool's arguments are the keyword arguments of its call record, and the reply is the model's, not the workflow's StopEvent repr", () => {
    const rec = new ScriptRecorder(77);
    functionAgentRun(rec, j({ kwargs: { order_id: '90125' } }));
    const turns = turnsFromOtlpJson(rec.otlp());
    expect(turns).toHaveLength(1);
    expect(turns[0]!.userMessage).toBe(user);
    expect(calls(turns[0]!)).toEqual([['issue_refund', true, 'ok', { order_id: '90125' }]]);
    expect(turns[0]!.finalReply).toBe(reply);
  });

  it('a tool whose own parameter is named kwargs keeps its arguments as they are', () => {
    const rec = new ScriptRecorder(78);
    functionAgentRun(rec, j({ kwargs: { order_id: '90125' }, reason: 'broken cable' }));
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(calls(turn!)).toEqual([['issue_refund', true, 'ok', { kwargs: { order_id: '90125' }, reason: 'broken cable' }]]);
  });
});

describe("Mastra's agent run exported as OpenInference by @mastra/arize 1.3", () => {
  it("the reply is the agent run's `{text}` output, whichever of its model spans ends last", () => {
    const rec = new ScriptRecorder(79);
    const scope = 'mastra-tracer';
    const user = 'I need a refund for one of my rug orders, #97701 or #97760, whichever was the cheaper one.';
    const reply = 'Both orders contain rugs. Which of the two, #97701 or #97760, should I refund?';
    const run = rec.start('invoke_agent support-agent', { scope, attrs: { 'openinference.span.kind': 'AGENT', 'agent.name': 'support-agent',
      'input.value': j([{ role: 'user', content: user }]), 'input.mime_type': 'application/json' } });
    const chat = rec.start('chat gpt-4o-mini', { parent: run, scope, attrs: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini',
      'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.contents.0.message_content.type': 'text',
      'llm.input_messages.0.message.contents.0.message_content.text': user,
      'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.contents.0.message_content.type': 'text',
      'llm.output_messages.0.message.contents.0.message_content.text': reply } });
    // Mastra's own step spans, also marked LLM, carry the step's result as JSON and no messages; one ends last.
    const step = rec.start('model_step', { parent: chat, scope, attrs: { 'openinference.span.kind': 'LLM', 'mastra.span.type': 'model_step',
      'input.value': j([{ role: 'user', content: user }]), 'input.mime_type': 'application/json' } });
    rec.end(chat);
    rec.end(step, { attrs: { 'output.value': j({ text: reply, toolCalls: [] }), 'output.mime_type': 'application/json' } });
    rec.end(run, { attrs: { 'output.value': j({ text: reply, files: [] }), 'output.mime_type': 'application/json' } });
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(turn!.userMessage).toBe(user);
    expect(turn!.finalReply).toBe(reply);
  });
});

describe('CrewAI crew traced by OpenInference (crewai 1.15, instrumentor 1.1) with its OpenAI instrumentor', () => {
  const request = 'Please refund order #90125 in full, the headphones arrived with a broken cable.';
  const reply = 'I have refunded order #90125 in full to your original payment method.';
  const prompt = `Current Task: ${request}\n\nThis is the expected criteria for your final answer: The answer to the customer.\nyou MUST return the actual complete content as the final answer, not a summary.`;

  function kickoff(rec: ScriptRecorder, description: string, inputs: Record<string, unknown>): void {
    const scope = 'openinference.instrumentation.crewai';
    const crew = rec.start('Crew_98f1.kickoff', { scope, attrs: { 'openinference.span.kind': 'CHAIN', 'input.value': j(inputs), 'input.mime_type': 'application/json',
      crew_key: 'd735', crew_id: '98f1', crew_inputs: j(inputs), crew_tasks: j([{ id: '8e14', description, expected_output: 'The answer to the customer.', agent_role: 'Support agent' }]) } });
    const agent = rec.start('Support agent._execute_core', { parent: crew, scope, attrs: { 'openinference.span.kind': 'AGENT', crew_key: 'd735', task_key: '6345',
      'graph.node.id': 'Support agent', 'input.value': j({ agent: { role: 'Support agent' }, context: '', tools: [] }) } });
    const llm = (out: Record<string, unknown>) => {
      const s = rec.start('ChatCompletion', { parent: agent, scope: 'openinference.instrumentation.openai', attrs: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini',
        'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You are Support agent.',
        'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': prompt, ...out } });
      rec.end(s, { ok: true });
    };
    llm({ 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.tool_calls.0.tool_call.id': 'call_1',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'issue_refund', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': j({ order_id: '90125' }) });
    const tool = rec.start('issue_refund.run', { parent: agent, scope, attrs: { 'openinference.span.kind': 'TOOL', 'tool.name': 'issue_refund', 'input.value': j({ order_id: '90125' }) } });
    rec.end(tool, { ok: true, attrs: { 'output.value': j({ order_id: '90125', refunded: true }) } });
    llm({ 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': reply });
    rec.end(agent, { ok: true, attrs: { 'output.value': j({ description: request, raw: reply }) } });
    rec.end(crew, { ok: true, attrs: { 'output.value': j({ raw: reply, pydantic: null, json_dict: null }) } });
  }

  it("is one turn, the crew's kickoff, whose user message is the task's description with the kickoff inputs put in (not CrewAI's task prompt)", () => {
    const rec = new ScriptRecorder(80);
    kickoff(rec, '{request}', { request });
    const turns = turnsFromOtlpJson(rec.otlp());
    expect(turns).toHaveLength(1);
    expect(turns[0]!.userMessage).toBe(request);
    expect(calls(turns[0]!)).toEqual([['issue_refund', true, 'ok', { order_id: '90125' }]]);
    expect(turns[0]!.finalReply).toBe(reply);
  });

  it('a placeholder whose input is not text is left to the model call, which has the prompt as CrewAI wrote it', () => {
    const rec = new ScriptRecorder(81);
    kickoff(rec, 'Handle {request}', { request: { text: request } });
    const [turn] = turnsFromOtlpJson(rec.otlp());
    expect(turn!.userMessage).toBe(prompt);
  });
});
