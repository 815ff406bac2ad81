/**
 * Held-out shape of LangSmith's OpenTelemetry exporter (langsmith-sdk `_otel_exporter.py`): one
 * span per run, tracer `langsmith`; `langsmith.span.kind` is the run type and
 * `gen_ai.operation.name` its mapping (`chat`, `execute_tool`, or the run type itself, e.g.
 * `chain`); `gen_ai.prompt` / `gen_ai.completion` are the run's inputs / outputs JSON as
 * LangChain serializes them; metadata becomes `langsmith.metadata.{key}` and tags a
 * comma-joined `langsmith.span.tags`. Runs are exported when patched, so spans arrive in
 * whatever order runs finished and were flushed. A tool run's inputs are `{"input": input_str}`
 * — the Python `str()` of the arguments — and no `gen_ai.tool.name` is set.
 */
import { j, pyRepr, ScriptRecorder } from './held-out-recorder.js';

const lc = (cls: string, kwargs: Record<string, unknown>): unknown => ({ lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', cls], kwargs });

export function langSmithGraph(user: string, step: { name: string; args: Record<string, unknown>; result: string }, reply: string, metadata: Record<string, string>, seed = 71): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'support-graph' });
  const scope = 'langsmith';
  const callId = rec.id();
  const run = (name: string, runType: string, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> => ({
    'langsmith.span.kind': runType,
    'langsmith.trace.name': name,
    'langsmith.trace.session_name': 'support-prod',
    'langsmith.trace.session_id': '3f0e5a1c-8d2b-4a7e-9c11-5b6d2e9f7a10',
    'gen_ai.operation.name': runType === 'llm' ? 'chat' : runType === 'tool' ? 'execute_tool' : runType,
    'gen_ai.system': runType === 'llm' ? 'openai' : 'langchain',
    ...Object.fromEntries(Object.entries(metadata).map(([k, v]) => [`langsmith.metadata.${k}`, v])),
    ...extra,
  });
  const system = lc('SystemMessage', { content: 'You are Acme support.', type: 'system' });
  const human = lc('HumanMessage', { content: user, type: 'human', id: 'h-1' });
  const ai1 = lc('AIMessage', { content: '', type: 'ai', tool_calls: [{ name: step.name, args: step.args, id: callId, type: 'tool_call' }], additional_kwargs: { tool_calls: [{ id: callId, type: 'function', function: { name: step.name, arguments: j(step.args) } }] } });
  const toolMsg = lc('ToolMessage', { content: step.result, type: 'tool', name: step.name, tool_call_id: callId, status: 'success' });
  const ai2 = lc('AIMessage', { content: reply, type: 'ai' });

  const root = rec.start('LangGraph', { scope, attrs: run('LangGraph', 'chain', { 'gen_ai.prompt': j({ messages: [{ role: 'user', content: user }] }), 'langsmith.span.tags': 'graph:support' }) });
  const llm = (input: unknown[], output: unknown): void => {
    const agent = rec.start('agent', { parent: root, scope, attrs: run('agent', 'chain', { 'langsmith.metadata.langgraph_node': 'agent' }) });
    const s = rec.start('ChatOpenAI', { parent: agent, scope, attrs: run('ChatOpenAI', 'llm', { 'gen_ai.request.model': 'gpt-4o-mini', 'langsmith.metadata.ls_model_name': 'gpt-4o-mini', 'gen_ai.prompt': j({ messages: [input] }) }) });
    rec.end(s, { ok: true, took: 700, attrs: { 'gen_ai.completion': j({ generations: [[{ text: '', generation_info: { finish_reason: 'stop' }, type: 'ChatGeneration', message: output }]], llm_output: { model_name: 'gpt-4o-mini-2024-07-18' } }), 'gen_ai.usage.input_tokens': 220, 'gen_ai.usage.output_tokens': 30 } });
    rec.end(agent, { ok: true });
  };
  llm([system, human], ai1);
  const tools = rec.start('tools', { parent: root, scope, attrs: run('tools', 'chain') });
  const tool = rec.start(step.name, { parent: tools, scope, attrs: run(step.name, 'tool', { 'gen_ai.prompt': j({ input: pyRepr(step.args) }), 'gen_ai.serialized.name': step.name }) });
  rec.end(tool, { ok: true, took: 90, attrs: { 'gen_ai.completion': j({ output: toolMsg }) } });
  rec.end(tools, { ok: true });
  llm([system, human, ai1, toolMsg], ai2);
  rec.end(root, { ok: true, attrs: { 'gen_ai.completion': j({ messages: [human, ai1, toolMsg, ai2] }) } });
  return rec.otlp('shuffle', 3);
}
