/**
 * Held-out shapes of pydantic-ai's instrumentation (Logfire / plain OTel), re-created from what
 * pydantic_ai records (agent run span, InstrumentedModel, the tool manager, `running tools`):
 * - version 2 (the default for a long time): `agent run` (attributes `model_name`,
 *   `agent_name`, `logfire.msg`; at the end `pydantic_ai.all_messages`, `final_result`),
 *   `chat {model}` with `gen_ai.input.messages` / `gen_ai.output.messages` in parts form and
 *   `gen_ai.tool.definitions`, a `running tools` span around parallel `running tool` spans
 *   carrying `tool_arguments` / `tool_response`;
 * - version 3+: `invoke_agent {agent}` (no `gen_ai.operation.name` on it) and
 *   `execute_tool {tool}` with `gen_ai.tool.call.arguments` / `.result`.
 * A ModelRetry raised by a tool ends its span in error and the model asks again.
 */
import type { AttributeValue, Span } from '@opentelemetry/api';
import { j, ScriptRecorder, SpanKind } from './held-out-recorder.js';

type Attrs = Record<string, AttributeValue | undefined>;

let lastMessages: unknown[] = [];
/** The all_messages of the last run recorded (what an application passes as the next run's history). */
export const lastRunMessages = (): unknown[] => lastMessages;

export interface PydanticCall {
  name: string;
  args: Record<string, unknown>;
  result: unknown;
  /** A ModelRetry: the span ends in error and the retry prompt goes back to the model. */
  retry?: string;
}

/** One agent run; `history` is the run's message_history (an earlier run's all_messages). */
export function pydanticRun(version: 2 | 3, user: string, steps: PydanticCall[][], reply: string, offered: string[], seed = 41, history: unknown[] = []): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'billing-agent' });
  const agentName = 'billing_agent';
  const scope = 'pydantic-ai';
  const root = rec.start(version === 2 ? 'agent run' : `invoke_agent ${agentName}`, { scope, attrs: { model_name: 'gpt-4o', agent_name: agentName, 'gen_ai.agent.name': agentName, 'logfire.msg': `${agentName} run` } });
  const all: unknown[] = [...history, { role: 'user', parts: [{ type: 'text', content: user }] }];
  const defs = j(offered.map((name) => ({ type: 'function', name, description: `${name} tool`, parameters: { type: 'object', properties: {} } })));
  const chat = (output: unknown): void => {
    const s = rec.start('chat gpt-4o', { parent: root, scope, kind: SpanKind.CLIENT, attrs: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.tool.definitions': defs, 'logfire.msg': 'chat gpt-4o' } });
    rec.end(s, { took: 800, attrs: { 'gen_ai.input.messages': j(all), 'gen_ai.output.messages': j([output]), 'gen_ai.system_instructions': j([{ type: 'text', content: 'Be careful with billing changes.' }]), 'gen_ai.response.model': 'gpt-4o-2024-08-06' } });
  };
  for (const step of steps) {
    const calls = step.map((c) => ({ ...c, id: rec.id() }));
    const request = { role: 'assistant', parts: calls.map((c) => ({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args })), finish_reason: 'tool_call' };
    chat(request);
    all.push(request);
    const batch = rec.start('running tools', { parent: root, scope, attrs: { tools: calls.map((c) => c.name), 'logfire.msg': `running ${calls.length} tool${calls.length === 1 ? '' : 's'}` } });
    const tools: Span[] = calls.map((c) =>
      rec.start(version === 2 ? 'running tool' : `execute_tool ${c.name}`, {
        parent: batch,
        scope,
        after: 1,
        attrs: {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': c.name,
          'gen_ai.tool.call.id': c.id,
          'logfire.msg': `running tool: ${c.name}`,
          ...(version === 2 ? { tool_arguments: j(c.args) } : { 'gen_ai.tool.call.arguments': j(c.args) }),
        },
      }),
    );
    const responses: unknown[] = [];
    calls.forEach((c, i) => {
      const resultKey = version === 2 ? 'tool_response' : 'gen_ai.tool.call.result';
      const value = c.retry ?? c.result;
      const attrs: Attrs = { [resultKey]: typeof value === 'string' ? value : j(value) };
      if (c.retry !== undefined) rec.end(tools[i]!, { attrs, error: `ToolRetryError: ${c.retry}`, took: 30 });
      else rec.end(tools[i]!, { attrs, took: 30 });
      responses.push(c.retry !== undefined ? { type: 'tool_call_response', id: c.id, name: c.name, result: `${c.retry}\n\nFix the errors and try again.` } : { type: 'tool_call_response', id: c.id, name: c.name, result: c.result });
    });
    rec.end(batch);
    all.push({ role: 'user', parts: responses });
  }
  const final = { role: 'assistant', parts: [{ type: 'text', content: reply }], finish_reason: 'stop' };
  chat(final);
  all.push(final);
  rec.end(root, { attrs: { 'pydantic_ai.all_messages': j(all), final_result: reply, 'gen_ai.usage.input_tokens': 1200, 'gen_ai.usage.output_tokens': 210 } });
  lastMessages = all;
  return rec.otlp();
}
