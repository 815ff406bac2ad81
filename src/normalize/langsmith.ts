import type { AttrValue, RawSpan } from '../model/raw-span.js';
import { STATUS_OK } from '../model/raw-span.js';
import type { Message } from '../model/turn.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { jsonValue, spanError, str } from './attr.js';
import { messagesOf, textMessages } from './messages.js';
import { langChainToolMessage } from './langchain-tool-message.js';

const RUN_TYPE = 'langsmith.span.kind';

/**
 * LangSmith's OpenTelemetry exporter (langsmith-sdk `_otel_exporter.py`): `langsmith.span.kind`
 * is the run type (llm, chain, tool, …); a run's inputs and outputs are JSON in `gen_ai.prompt` /
 * `gen_ai.completion`. There is no agent run type: a LangGraph graph is the root chain.
 */
export const langSmithAdapter: ConventionAdapter = {
  name: 'langsmith',
  recognises: { keys: [RUN_TYPE] },
  read(span: RawSpan): SpanView | undefined {
    const a = span.attributes;
    const kind = a[RUN_TYPE];
    if (typeof kind !== 'string') return undefined;
    const runType = kind.toLowerCase();
    const input = a['gen_ai.prompt'];
    const output = a['gen_ai.completion'];
    if (runType === 'tool') {
      const error = spanError(span) ?? langChainToolMessage(output)?.error;
      return {
        role: 'tool',
        tool: {
          tool: str(a, 'gen_ai.tool.name') ?? str(a, 'langsmith.trace.name') ?? span.name,
          callId: str(a, 'gen_ai.tool.call.id') ?? str(a, 'langsmith.metadata.tool_call_id'),
          arguments: toolArguments(input),
          executed: true,
          status: error !== undefined ? 'error' : span.status.code === STATUS_OK ? 'ok' : 'unset',
          error,
          spanId: span.spanId,
          startMs: span.startMs,
        },
      };
    }
    const view: SpanView = { role: runType === 'llm' ? 'llm' : 'other', model: str(a, 'gen_ai.response.model') ?? str(a, 'gen_ai.request.model') };
    if (input !== undefined) view.inputMessages = () => runMessages(input, 'user');
    if (output !== undefined) view.outputMessages = () => runMessages(output, 'assistant');
    return view;
  },
};

/** A LangChain tool run's inputs: `{"input": "…"}` (a string or JSON of the arguments) or the arguments themselves. */
function toolArguments(value: AttrValue | undefined): unknown {
  const parsed = jsonValue(value);
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const o = parsed as Record<string, unknown>;
    if (Object.keys(o).length === 1 && o.input !== undefined) return typeof o.input === 'string' ? jsonValue(o.input) : o.input;
  }
  return parsed;
}

/**
 * Run inputs / outputs: `{"messages": […] | [[…]]}`, LangChain `{"generations": [[{text, message}]]}`,
 * OpenAI-style `{"choices": [{message}]}`, or `{"input"|"output": "text"}`.
 */
function runMessages(value: AttrValue, role: string): Message[] {
  const parsed = jsonValue(value);
  if (typeof parsed === 'string') return textMessages(role, parsed);
  if (parsed === null || typeof parsed !== 'object') return [];
  const o = parsed as Record<string, unknown>;
  if (Array.isArray(o.generations)) {
    const out: Message[] = [];
    for (const g of o.generations.flat()) {
      if (g === null || typeof g !== 'object') continue;
      const gen = g as { message?: unknown; text?: unknown };
      const fromMessage = gen.message === undefined ? [] : messagesOf(gen.message);
      out.push(...(fromMessage.length > 0 ? fromMessage : textMessages('assistant', typeof gen.text === 'string' ? gen.text : undefined)));
    }
    return out.map((m) => (m.role === 'unknown' ? { ...m, role: 'assistant' } : m));
  }
  if (Array.isArray(o.choices)) return messagesOf(o.choices.map((c) => (c as { message?: unknown } | null)?.message));
  for (const key of ['input', 'output', 'question', 'answer']) {
    if (typeof o[key] === 'string') return textMessages(role, o[key]);
  }
  return messagesOf(parsed).map((m) => (m.role === 'unknown' ? { ...m, role } : m));
}
