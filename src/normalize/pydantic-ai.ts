import type { RawSpan } from '../model/raw-span.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { jsonValue, str } from './attr.js';
import { genAiToolCall, genAiView } from './gen-ai.js';
import { parseMessages, textMessages } from './messages.js';

/**
 * pydantic-ai (Logfire). Instrumentation version 3+ is plain GenAI (`invoke_agent {agent}`,
 * `execute_tool {tool}` with `gen_ai.tool.call.arguments`), read here only for what GenAI lacks:
 * the run's `pydantic_ai.all_messages` and `final_result`. Version 2 names its spans `agent run`
 * and `running tool` and keeps a tool's arguments in `tool_arguments`.
 */
export const pydanticAiAdapter: ConventionAdapter = {
  name: 'pydantic_ai',
  recognises: { keys: ['pydantic_ai.all_messages', 'final_result'], spanNames: ['running tool', 'agent run'] },
  read(span: RawSpan): SpanView | undefined {
    const a = span.attributes;
    if (span.name === 'running tool') return { role: 'tool', tool: genAiToolCall(span, a.tool_arguments) };
    const all = a['pydantic_ai.all_messages'];
    const final = a.final_result;
    if (span.name !== 'agent run' && all === undefined && final === undefined) return undefined;
    const view: SpanView = span.name === 'agent run'
      ? { role: 'agent', agentName: str(a, 'agent_name') ?? str(a, 'gen_ai.agent.name'), model: str(a, 'model_name') }
      : genAiView(span, str(a, 'gen_ai.operation.name') ?? 'invoke_agent');
    if (all !== undefined) view.inputMessages = () => parseMessages(all);
    if (final !== undefined) {
      const parsed = jsonValue(final);
      view.outputMessages = () => textMessages('assistant', typeof parsed === 'string' ? parsed : JSON.stringify(parsed));
    } else if (all !== undefined) view.outputMessages = () => parseMessages(all);
    return view;
  },
};
