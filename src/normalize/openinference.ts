import type { AttrValue, RawSpan } from '../model/raw-span.js';
import { STATUS_OK } from '../model/raw-span.js';
import type { Message } from '../model/turn.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { jsonValue, spanError, str } from './attr.js';
import { flattenedMessages, openInferenceScheme } from './flattened-messages.js';
import { messagesOf, textMessages } from './messages.js';
import { indexedNames, toolNamesOf } from './tool-definitions.js';
import { langChainToolMessage } from './langchain-tool-message.js';
import { crewKickoffRequest } from './crewai-kickoff.js';

const KIND = 'openinference.span.kind';

/**
 * OpenInference (Arize Phoenix; spec/semantic_conventions.md): `openinference.span.kind` decides
 * the role. TOOL spans carry `tool.name`, the call id in `tool.id` (`tool_call.id` in others)
 * and the arguments in `input.value` (some put `tool_call.function.{name,arguments}` there); LLM spans flatten their messages into
 * `llm.{input,output}_messages.N.message.*` and their tools into `llm.tools.N.tool.json_schema`;
 * AGENT and CHAIN spans carry the request and answer in `input.value` / `output.value`.
 */
export const openInferenceAdapter: ConventionAdapter = {
  name: 'openinference',
  recognises: { keys: [KIND] },
  read(span: RawSpan): SpanView | undefined {
    const kind = span.attributes[KIND];
    if (typeof kind !== 'string') return undefined;
    const a = span.attributes;
    switch (kind.toUpperCase()) {
      case 'TOOL': {
        // openai-agents records a handoff as a TOOL span `handoff to {agent}` without a tool
        // name: control passing to another agent of the same turn, not a tool that ran.
        if (a['tool.name'] === undefined && span.name.startsWith('handoff to ')) return { role: 'other' };
        const lc = langChainToolMessage(a['output.value']);
        const error = spanError(span) ?? lc?.error;
        return {
          role: 'tool',
          tool: {
            tool: str(a, 'tool.name') ?? str(a, 'tool_call.function.name') ?? span.name,
            callId: str(a, 'tool.id') ?? str(a, 'tool_call.id') ?? lc?.callId,
            arguments: callArguments(a['input.value']) ?? a['tool_call.function.arguments'],
            executed: true,
            status: error !== undefined ? 'error' : span.status.code === STATUS_OK ? 'ok' : 'unset',
            error,
            spanId: span.spanId,
            startMs: span.startMs,
          },
        };
      }
      case 'LLM':
        return {
          role: 'llm',
          model: str(a, 'llm.model_name'),
          inputMessages: () => flattenedMessages(a, openInferenceScheme('llm.input_messages')),
          outputMessages: () => llmOutput(a),
          offeredTools: () => [...indexedNames(a, 'llm.tools', '.tool.name'), ...indexedSchemas(a)],
        };
      case 'AGENT':
        if (isMastraHelperMethod(span) || isLangGraphNode(a) || isCrewTaskStep(a)) return { role: 'other' };
      // falls through
      case 'CHAIN': {
        const view: SpanView = { role: kind.toUpperCase() === 'AGENT' ? 'agent' : 'other', agentName: str(a, 'agent.name') ?? (kind.toUpperCase() === 'AGENT' ? span.name : undefined) };
        const input = a['input.value'];
        const output = a['output.value'];
        const crewRequest = crewKickoffRequest(a);
        if (crewRequest !== undefined) view.inputMessages = () => textMessages('user', crewRequest);
        else if (input !== undefined) view.inputMessages = () => ioMessages(input, 'user');
        if (output !== undefined && !isPythonObjectRepr(output)) view.outputMessages = () => ioMessages(output, 'assistant');
        return view;
      }
      default:
        return { role: 'other' };
    }
  },
};

/**
 * The reply of a model call: its flattened output messages, else a plain-text `output.value`
 * (openinference-vercel writes only that for a streamed step that answered in text, e.g. Mastra's
 * final `ai.streamText.doStream`).
 */
function llmOutput(a: RawSpan['attributes']): Message[] {
  const out = flattenedMessages(a, openInferenceScheme('llm.output_messages'));
  if (out.length > 0) return out;
  const value = a['output.value'];
  if (typeof value !== 'string' || a['output.mime_type'] === 'application/json') return out;
  return textMessages('assistant', value);
}

/** Mastra's Agent entry points: the calls that answer a request (one turn each). */
const MASTRA_ENTRY_POINTS = new Set(['generate', 'stream', 'generateVNext', 'streamVNext', 'generateLegacy', 'streamLegacy', 'network']);

/**
 * Mastra traces every method of its Agent class as a span `agent.{method}` with the call's
 * `agent.{method}.argument.N` / `.result`, and openinference-mastra marks them all AGENT. Only
 * the entry points are agent invocations; the helpers they call (fetchMemory, preExecute,
 * getAssignedTools, …) are steps inside them.
 */
function isMastraHelperMethod(span: RawSpan): boolean {
  if (!span.name.startsWith('agent.')) return false;
  const a = span.attributes;
  if (a[`${span.name}.result`] === undefined && a[`${span.name}.argument.0`] === undefined) return false;
  return !MASTRA_ENTRY_POINTS.has(span.name.slice('agent.'.length));
}

/**
 * A LangGraph node marked AGENT (openinference-instrumentation-langchain marks `create_react_agent`'s
 * model node, named `agent`, so): one step of the graph run, which is the turn. Graph nodes carry
 * LangGraph's `langgraph_node` in their `metadata`; the graph's own root span does not.
 */
function isLangGraphNode(a: RawSpan['attributes']): boolean {
  const metadata = a['metadata'];
  return typeof metadata === 'string' && metadata.includes('"langgraph_node"');
}

/**
 * A CrewAI agent working on one task of a crew (`{role}._execute_core`, marked AGENT with the
 * crew's and task's keys): a step of the crew's kickoff, which is the turn (as LangGraph's nodes
 * are steps of the graph run).
 */
function isCrewTaskStep(a: RawSpan['attributes']): boolean {
  return a['task_key'] !== undefined && a['crew_key'] !== undefined;
}

/**
 * A TOOL span's `input.value`. smolagents records the Python call, `{"args": [], "kwargs": {…},
 * "sanitize_inputs_outputs": true}`, LlamaIndex's `FunctionTool.acall` only `{"kwargs": {…}}`: the
 * arguments are its keyword arguments (or its one positional argument). Only an object with no
 * other keys is such a call record (a tool may well have a parameter named `kwargs`). Anything else
 * is the arguments as recorded.
 */
function callArguments(value: AttrValue | undefined): AttrValue | unknown {
  if (typeof value !== 'string' || !value.includes('"kwargs"')) return value;
  const o = jsonValue(value) as { args?: unknown; kwargs?: unknown } | null;
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return value;
  if (!Object.keys(o).every((k) => CALL_RECORD_KEYS.has(k)) || (o.args !== undefined && !Array.isArray(o.args))) return value;
  if (o.kwargs !== null && typeof o.kwargs === 'object' && !Array.isArray(o.kwargs) && Object.keys(o.kwargs).length > 0) return o.kwargs;
  return Array.isArray(o.args) && o.args.length === 1 ? o.args[0] : value;
}

const CALL_RECORD_KEYS = new Set(['args', 'kwargs', 'sanitize_inputs_outputs']);

/**
 * A chain's `output.value` that is the `repr()` of a Python object, not words: LlamaIndex's
 * workflow steps record what they return that way (`StopEvent(result=AgentOutput(response=…`,
 * cut at 100 characters), so the reply is left to the model call that wrote it.
 */
function isPythonObjectRepr(value: AttrValue): boolean {
  return typeof value === 'string' && /^[A-Z]\w*\((?:\w+=|\))/.test(value);
}

function indexedSchemas(a: RawSpan['attributes']): string[] {
  const out: string[] = [];
  for (let i = 0; ; i++) {
    const v = a[`llm.tools.${i}.tool.json_schema`];
    if (v === undefined) return out;
    out.push(...toolNamesOf(v));
  }
}

/**
 * `input.value` / `output.value` of an agent or chain: plain text (the user's message or the
 * reply), a message list, or an object holding one (`messages`, `input`, `output`, `query`).
 */
function ioMessages(value: AttrValue, role: string): Message[] {
  const parsed = jsonValue(value);
  if (typeof parsed === 'string') return textMessages(role, parsed);
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const o = parsed as Record<string, unknown>;
    // `task`: smolagents' agent run input ({"task": …, "stream": …, "reset": …}); `text`: Mastra's
    // agent run output as its Arize exporter records it ({"text": …, "files": []}).
    for (const key of ['input', 'output', 'query', 'question', 'final_output', 'content', 'task', 'text']) {
      if (typeof o[key] === 'string') return textMessages(role, o[key]);
    }
  }
  const list = messagesOf(parsed);
  // Content blocks without a role answer for the side that sent them.
  return list.map((m) => (m.role === 'unknown' ? { ...m, role } : m));
}
