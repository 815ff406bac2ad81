/**
 * Records the same scripted agent turns (samples/lib/agent-trace.ts `ScriptedTurn`) as real
 * OpenTelemetry SDK spans shaped the way each agent framework emits them, so the tests can check
 * that forbear reads every convention to the same verdicts. Each dialect below is a small table
 * of span names and attributes taken from the framework's own instrumentation (see the README's
 * conformance table and ../shared/reference/otel-conventions.md, section A).
 *
 * One turn = one trace, except for client-only dialects (only model calls are instrumented),
 * where every model call is its own trace and tools are not recorded at all:
 *
 *   {agent span}                         absent for client-only dialects
 *   ├─ {model call}   output: one tool call
 *   ├─ {tool span}    absent when the step was blocked (executed: false) or client-only
 *   ├─ …              one model call (+ tool span) per step
 *   └─ {model call}   output: the reply text
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, Context, HrTime, Span, Tracer } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { DEFAULT_START_MS, recordingProvider, toOtlpJsonLines } from './agent-trace.js';
import type { ScriptedToolStep, ScriptedTurn } from './agent-trace.js';
import { seededHex } from './seeded-ids.js';

/** A message of the conversation, before a dialect spells it. */
export interface NeutralMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  text?: string;
  calls?: { id: string; name: string; args: Record<string, unknown> }[];
  result?: { id: string; name: string; value: unknown; error: boolean };
}

interface SpanSpec {
  name: string;
  kind?: SpanKind;
  attributes: Attributes;
  events?: { name: string; attributes: Attributes }[];
}

interface TurnContext {
  turn: ScriptedTurn;
  model: string;
  agent: string;
  /** Tool names the model is offered on each call (its tool definitions). */
  offered: string[];
  /** Tag and session attributes in this framework's metadata location. */
  meta: Attributes;
}

interface ToolStepContext {
  step: ScriptedToolStep;
  id: string;
  /** What the tool returned, or `{error}` when it failed. */
  result: unknown;
}

/** How one framework spells the spans of a turn. */
export interface Dialect {
  name: string;
  scope: string;
  /** Only model calls are instrumented: each is its own trace and tools leave no span. */
  clientOnly?: boolean;
  /** With clientOnly: tools are instrumented too, each tool span its own trace (no agent span links them). */
  toolsAsOwnTraces?: boolean;
  /** Spans above the agent span (a framework's invocation span); tags go on the outermost. */
  outer?(t: TurnContext): SpanSpec;
  agent?(t: TurnContext, input: NeutralMessage[]): SpanSpec;
  /** Attributes (and events) set on the agent span when the reply is known. */
  agentEnd?(t: TurnContext, reply: string, all: NeutralMessage[]): Omit<SpanSpec, 'name'>;
  llm(t: TurnContext, input: NeutralMessage[], output: NeutralMessage): SpanSpec;
  tool(t: TurnContext, s: ToolStepContext): SpanSpec[];
  /** Where this framework keeps tags and the session id. */
  meta(turn: ScriptedTurn): Attributes;
}

const json = (v: unknown): string => JSON.stringify(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

// ---- message spellings ------------------------------------------------------------------

/** OTel GenAI `{role, parts}` (also pydantic-ai, Strands latest). */
export function genAiMessages(list: NeutralMessage[]): unknown[] {
  return list.map((m) => {
    const parts: unknown[] = [];
    if (m.text) parts.push({ type: 'text', content: m.text });
    for (const c of m.calls ?? []) parts.push({ type: 'tool_call', id: c.id, name: c.name, arguments: c.args });
    if (m.result) parts.push({ type: 'tool_call_response', id: m.result.id, response: m.result.value });
    return { role: m.role, parts };
  });
}

/** OpenAI chat format (deprecated GenAI events' bodies, v1.27 prompt events). */
function openAiMessages(list: NeutralMessage[]): unknown[] {
  return list.map((m) => {
    const out: Record<string, unknown> = { role: m.role, content: m.text ?? (m.result ? text(m.result.value) : null) };
    if (m.calls) out.tool_calls = m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: json(c.args) } }));
    if (m.result) out.tool_call_id = m.result.id;
    return out;
  });
}

/** Indexed attributes: OpenInference (`contents` = its newer content-part form) or OpenLLMetry. */
function flatMessages(list: NeutralMessage[], style: 'openinference' | 'openinference_contents' | 'openllmetry', prefix: string): Attributes {
  const a: Attributes = {};
  list.forEach((m, n) => {
    const p = style === 'openllmetry' ? `${prefix}.${n}.` : `${prefix}.${n}.message.`;
    a[`${p}role`] = m.role;
    const content = m.text ?? (m.result ? text(m.result.value) : undefined);
    if (content !== undefined) {
      if (style === 'openinference_contents') {
        a[`${p}contents.0.message_content.type`] = 'text';
        a[`${p}contents.0.message_content.text`] = content;
      } else a[`${p}content`] = content;
    }
    if (m.result) a[`${p}tool_call_id`] = m.result.id;
    (m.calls ?? []).forEach((c, k) => {
      const q = style === 'openllmetry' ? `${p}tool_calls.${k}.` : `${p}tool_calls.${k}.tool_call.`;
      a[`${q}id`] = c.id;
      a[style === 'openllmetry' ? `${q}name` : `${q}function.name`] = c.name;
      a[style === 'openllmetry' ? `${q}arguments` : `${q}function.arguments`] = json(c.args);
    });
  });
  return a;
}

/** Vercel AI SDK `ai.prompt.messages`: v5 `input`/`output`, older SDKs `args`/`result`. */
function vercelMessages(list: NeutralMessage[], older: boolean): unknown[] {
  return list.map((m) => {
    if (m.role === 'tool' && m.result) {
      const r = m.result;
      return { role: 'tool', content: [older ? { type: 'tool-result', toolCallId: r.id, toolName: r.name, result: r.value }
        : { type: 'tool-result', toolCallId: r.id, toolName: r.name, output: { type: 'json', value: r.value } }] };
    }
    if (m.calls) {
      return { role: 'assistant', content: m.calls.map((c) => (older ? { type: 'tool-call', toolCallId: c.id, toolName: c.name, args: c.args }
        : { type: 'tool-call', toolCallId: c.id, toolName: c.name, input: c.args })) };
    }
    return { role: m.role, content: m.role === 'user' ? [{ type: 'text', text: m.text ?? '' }] : (m.text ?? '') };
  });
}

/** Gemini `contents` (Google ADK's llm_request): role `model`, function calls and responses as parts. */
function geminiContents(list: NeutralMessage[]): unknown[] {
  return list.filter((m) => m.role !== 'system').map((m) => {
    if (m.result) return { role: 'user', parts: [{ function_response: { id: m.result.id, name: m.result.name, response: m.result.value } }] };
    const parts: unknown[] = [];
    if (m.text) parts.push({ text: m.text });
    for (const c of m.calls ?? []) parts.push({ function_call: { id: c.id, name: c.name, args: c.args } });
    return { role: m.role === 'assistant' ? 'model' : 'user', parts };
  });
}

/** LangChain's serialized messages, as LangSmith records a chat model run's inputs. */
function langChainMessage(m: NeutralMessage): unknown {
  const cls = m.role === 'user' ? 'HumanMessage' : m.role === 'assistant' ? 'AIMessage' : m.role === 'tool' ? 'ToolMessage' : 'SystemMessage';
  const kwargs: Record<string, unknown> = { content: m.text ?? (m.result ? text(m.result.value) : ''), type: m.role === 'user' ? 'human' : m.role === 'assistant' ? 'ai' : m.role };
  if (m.calls) kwargs.tool_calls = m.calls.map((c) => ({ name: c.name, args: c.args, id: c.id, type: 'tool_call' }));
  if (m.result) kwargs.tool_call_id = m.result.id;
  return { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', cls], kwargs };
}

/** Bedrock content blocks, as Strands' deprecated events carry them. */
function bedrockBlocks(m: NeutralMessage): unknown[] {
  const blocks: unknown[] = [];
  if (m.text) blocks.push({ text: m.text });
  for (const c of m.calls ?? []) blocks.push({ toolUse: { toolUseId: c.id, name: c.name, input: c.args } });
  if (m.result) blocks.push({ toolResult: { toolUseId: m.result.id, status: m.result.error ? 'error' : 'success', content: [{ text: text(m.result.value) }] } });
  return blocks;
}

const STRANDS_EVENT: Record<NeutralMessage['role'], string> = {
  system: 'gen_ai.system.message', user: 'gen_ai.user.message', assistant: 'gen_ai.assistant.message', tool: 'gen_ai.tool.message',
};

// ---- shared pieces ----------------------------------------------------------------------

const tagAttrs = (turn: ScriptedTurn, prefix: string): Attributes => ({
  [`${prefix}forbear.case.id`]: turn.tags?.caseId,
  [`${prefix}forbear.run.id`]: turn.tags?.runId,
  [`${prefix}forbear.attempt`]: turn.tags?.attempt,
});

const genAiTool = (s: ToolStepContext, extra: Attributes = {}): SpanSpec => ({
  name: `execute_tool ${s.step.name}`,
  attributes: {
    'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': s.step.name, 'gen_ai.tool.call.id': s.id, 'gen_ai.tool.type': 'function', ...extra,
  },
});

const genAiToolDefinitions = (offered: string[]): string => json(offered.map((name) => ({ type: 'function', name, parameters: { type: 'object' } })));

const lastUser = (input: NeutralMessage[]): string => [...input].reverse().find((m) => m.role === 'user')?.text ?? '';

// ---- dialects ---------------------------------------------------------------------------

/** OTel GenAI, current: what samples/lib/agent-trace.ts records, as a dialect. */
const genAi: Dialect = {
  name: 'gen_ai',
  scope: 'forbear-samples',
  meta: (turn) => ({ ...tagAttrs(turn, ''), 'gen_ai.conversation.id': turn.conversationId }),
  agent: (t, input) => ({
    name: `invoke_agent ${t.agent}`,
    attributes: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': t.agent, 'gen_ai.input.messages': json(genAiMessages(input)), ...t.meta },
  }),
  agentEnd: (_t, reply) => ({ attributes: { 'gen_ai.output.messages': json(genAiMessages([{ role: 'assistant', text: reply }])) } }),
  llm: (t, input, output) => ({
    name: `chat ${t.model}`, kind: SpanKind.CLIENT,
    attributes: {
      'gen_ai.operation.name': 'chat', 'gen_ai.request.model': t.model, 'gen_ai.input.messages': json(genAiMessages(input)),
      'gen_ai.output.messages': json(genAiMessages([output])), 'gen_ai.tool.definitions': genAiToolDefinitions(t.offered),
    },
  }),
  tool: (_t, s) => [genAiTool(s, { 'gen_ai.tool.call.arguments': json(s.step.args), 'gen_ai.tool.call.result': text(s.result) })],
};

/** Strands with the deprecated per-message events (its default before the latest GenAI opt-in). */
const strandsLegacy: Dialect = {
  name: 'strands_legacy_events',
  scope: 'strands.telemetry.tracer',
  meta: (turn) => ({ ...tagAttrs(turn, ''), 'gen_ai.conversation.id': turn.conversationId }),
  agent: (t, input) => ({
    name: `invoke_agent ${t.agent}`,
    attributes: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.system': 'strands-agents', 'gen_ai.agent.name': t.agent, ...t.meta },
    events: input.map((m) => ({ name: STRANDS_EVENT[m.role], attributes: { content: json(bedrockBlocks(m)) } })),
  }),
  agentEnd: (_t, reply) => ({ attributes: {}, events: [{ name: 'gen_ai.choice', attributes: { message: json([{ text: reply }]), finish_reason: 'end_turn' } }] }),
  llm: (t, input, output) => ({
    name: 'chat', kind: SpanKind.CLIENT,
    attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': t.model },
    events: [
      ...input.map((m) => ({ name: STRANDS_EVENT[m.role], attributes: { content: json(bedrockBlocks(m)), ...(m.result ? { id: m.result.id } : {}) } })),
      { name: 'gen_ai.choice', attributes: { message: json(bedrockBlocks(output)), finish_reason: output.calls ? 'tool_use' : 'end_turn' } },
    ],
  }),
  tool: (_t, s) => [{
    ...genAiTool(s, { 'gen_ai.tool.status': s.step.error !== undefined ? 'error' : 'success' }),
    events: [
      { name: 'gen_ai.tool.message', attributes: { role: 'tool', content: json(s.step.args), id: s.id } },
      { name: 'gen_ai.choice', attributes: { message: json([{ text: text(s.result) }]), id: s.id } },
    ],
  }],
};

/** Strands with `OTEL_SEMCONV_STABILITY_OPT_IN=gen_ai_latest_experimental`: one details event per span. */
const strandsLatest: Dialect = {
  ...strandsLegacy,
  name: 'strands_latest_events',
  agent: (t, input) => ({
    name: `invoke_agent ${t.agent}`,
    attributes: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.provider.name': 'strands-agents', 'gen_ai.agent.name': t.agent, ...t.meta },
    events: [{ name: 'gen_ai.client.inference.operation.details', attributes: { 'gen_ai.input.messages': json(genAiMessages(input)) } }],
  }),
  agentEnd: (_t, reply) => ({
    attributes: {},
    events: [{ name: 'gen_ai.client.inference.operation.details', attributes: { 'gen_ai.output.messages': json(genAiMessages([{ role: 'assistant', text: reply }])) } }],
  }),
  llm: (t, input, output) => ({
    name: 'chat', kind: SpanKind.CLIENT,
    attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'strands-agents', 'gen_ai.request.model': t.model },
    events: [{ name: 'gen_ai.client.inference.operation.details', attributes: { 'gen_ai.input.messages': json(genAiMessages(input)), 'gen_ai.output.messages': json(genAiMessages([output])) } }],
  }),
  tool: (_t, s) => [{
    ...genAiTool(s, { 'gen_ai.tool.status': s.step.error !== undefined ? 'error' : 'success' }),
    events: [{
      name: 'gen_ai.client.inference.operation.details',
      attributes: {
        'gen_ai.input.messages': json([{ role: 'tool', parts: [{ type: 'tool_call', id: s.id, name: s.step.name, arguments: s.step.args }] }]),
        'gen_ai.output.messages': json([{ role: 'tool', parts: [{ type: 'tool_call_response', id: s.id, response: s.result }] }]),
      },
    }],
  }],
};

/**
 * GenAI v1.27: no agent or tool spans yet; the application's own request span holds the model
 * calls, whose prompt and completion travel as `gen_ai.content.*` events.
 */
const genAiV127: Dialect = {
  name: 'gen_ai_v1_27',
  scope: 'opentelemetry.instrumentation.openai',
  meta: (turn) => ({ ...tagAttrs(turn, ''), 'gen_ai.conversation.id': turn.conversationId }),
  agent: (t) => ({ name: 'POST /support/chat', kind: SpanKind.SERVER, attributes: { 'http.request.method': 'POST', ...t.meta } }),
  llm: (t, input, output) => ({
    name: `chat ${t.model}`, kind: SpanKind.CLIENT,
    attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': t.model },
    events: [
      { name: 'gen_ai.content.prompt', attributes: { 'gen_ai.prompt': json(openAiMessages(input)) } },
      { name: 'gen_ai.content.completion', attributes: { 'gen_ai.completion': json(openAiMessages([output])) } },
    ],
  }),
  tool: () => [],
};

/** OpenInference (Phoenix): AGENT / LLM / TOOL spans, flattened messages, `metadata` JSON. */
function openInference(contents: boolean): Dialect {
  return {
    name: contents ? 'openinference_contents' : 'openinference',
    scope: 'openinference.instrumentation.openai_agents',
    meta: (turn) => ({ metadata: json({ ...tagAttrs(turn, '') }), 'session.id': turn.conversationId }),
    agent: (t, input) => ({
      name: t.agent,
      attributes: { 'openinference.span.kind': 'AGENT', 'agent.name': t.agent, 'input.value': lastUser(input), 'input.mime_type': 'text/plain', ...t.meta },
    }),
    agentEnd: (_t, reply) => ({ attributes: { 'output.value': reply, 'output.mime_type': 'text/plain' } }),
    llm: (t, input, output) => ({
      name: 'ChatCompletion', kind: SpanKind.CLIENT,
      attributes: {
        'openinference.span.kind': 'LLM', 'llm.model_name': t.model, 'llm.provider': 'openai',
        ...flatMessages(input, contents ? 'openinference_contents' : 'openinference', 'llm.input_messages'),
        ...flatMessages([output], contents ? 'openinference_contents' : 'openinference', 'llm.output_messages'),
        ...Object.fromEntries(t.offered.map((name, i) => [`llm.tools.${i}.tool.json_schema`, json({ type: 'function', function: { name, parameters: { type: 'object' } } })])),
        ...(t.turn.conversationId ? { 'session.id': t.turn.conversationId } : {}),
      },
    }),
    tool: (_t, s) => [{
      name: s.step.name,
      attributes: {
        // The call id: `tool.id` in the spec, `tool_call.id` in newer instrumentations.
        'openinference.span.kind': 'TOOL', 'tool.name': s.step.name, [contents ? 'tool_call.id' : 'tool.id']: s.id,
        'input.value': json(s.step.args), 'input.mime_type': 'application/json', 'output.value': text(s.result),
      },
    }],
  };
}

/** A trace mixing conventions: an OpenInference agent and model calls around GenAI execute_tool spans. */
const mixed: Dialect = { ...openInference(false), name: 'mixed_openinference_gen_ai', tool: genAi.tool };

/** OpenLLMetry / Traceloop: decorated agent and tools, an instrumented model client. */
function traceloop(legacy: boolean): Dialect {
  return {
    name: legacy ? 'traceloop_legacy' : 'traceloop',
    scope: 'traceloop.sdk',
    meta: (turn) => ({ ...tagAttrs(turn, 'traceloop.association.properties.'), 'traceloop.association.properties.session_id': turn.conversationId }),
    agent: (t, input) => ({
      name: `${t.agent}.agent`,
      attributes: {
        'traceloop.span.kind': 'agent', 'traceloop.entity.name': t.agent, 'traceloop.workflow.name': t.agent,
        'traceloop.entity.input': json({ args: [lastUser(input)], kwargs: {} }), ...t.meta,
      },
    }),
    agentEnd: (_t, reply) => ({ attributes: { 'traceloop.entity.output': json(reply) } }),
    llm: (t, input, output) => llmTraceloop(t, input, output, legacy),
    tool: (t, s) => [{
      name: `${s.step.name}.tool`,
      attributes: {
        'traceloop.span.kind': 'tool', 'traceloop.entity.name': s.step.name, 'gen_ai.tool.name': s.step.name,
        'traceloop.entity.input': json({ args: [], kwargs: s.step.args }), 'traceloop.entity.output': text(s.result), ...t.meta,
      },
    }],
  };
}

function llmTraceloop(t: TurnContext, input: NeutralMessage[], output: NeutralMessage, legacy: boolean): SpanSpec {
  const messages: Attributes = legacy
    ? { ...flatMessages(input, 'openllmetry', 'gen_ai.prompt'), ...flatMessages([output], 'openllmetry', 'gen_ai.completion') }
    : { 'gen_ai.input.messages': json(genAiMessages(input)), 'gen_ai.output.messages': json(genAiMessages([output])) };
  return {
    name: 'openai.chat', kind: SpanKind.CLIENT,
    attributes: {
      'llm.request.type': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': t.model, ...messages,
      ...Object.fromEntries(t.offered.flatMap((name, i) => [[`llm.request.functions.${i}.name`, name], [`llm.request.functions.${i}.parameters`, json({ type: 'object' })]])),
      ...t.meta,
    },
  };
}

/** Vercel AI SDK: `ai.generateText` ⊃ `ai.generateText.doGenerate` ⊃ … `ai.toolCall`. */
function vercelAi(older: boolean): Dialect {
  const response = (output: NeutralMessage): Attributes => {
    const p = older ? 'ai.result' : 'ai.response';
    return {
      [`${p}.text`]: output.text,
      [`${p}.toolCalls`]: output.calls ? json(output.calls.map((c) => ({ toolCallType: 'function', toolCallId: c.id, toolName: c.name, [older ? 'args' : 'input']: json(c.args) }))) : undefined,
      [`${p}.finishReason`]: output.calls ? 'tool-calls' : 'stop',
    };
  };
  return {
    name: older ? 'vercel_ai_v3' : 'vercel_ai',
    scope: 'ai',
    meta: (turn) => ({
      'ai.telemetry.functionId': 'support-desk',
      ...tagAttrs(turn, 'ai.telemetry.metadata.'),
      'ai.telemetry.metadata.sessionId': turn.conversationId,
    }),
    agent: (t, input) => ({
      name: 'ai.generateText',
      attributes: { 'ai.operationId': 'ai.generateText', 'operation.name': 'ai.generateText support-desk', 'ai.model.id': t.model, 'ai.prompt': json({ messages: vercelMessages(input, older) }), ...t.meta },
    }),
    agentEnd: (_t, reply) => ({ attributes: response({ role: 'assistant', text: reply }) }),
    llm: (t, input, output) => ({
      name: 'ai.generateText.doGenerate', kind: SpanKind.CLIENT,
      attributes: {
        'ai.operationId': 'ai.generateText.doGenerate', 'ai.model.id': t.model, 'gen_ai.request.model': t.model,
        'ai.prompt.messages': json(vercelMessages(input, older)),
        'ai.prompt.tools': t.offered.map((name) => json({ type: 'function', name, [older ? 'parameters' : 'inputSchema']: { type: 'object' } })),
        ...response(output), ...t.meta,
      },
    }),
    tool: (t, s) => [{
      name: 'ai.toolCall',
      attributes: {
        'ai.operationId': 'ai.toolCall', 'operation.name': 'ai.toolCall support-desk', 'ai.toolCall.name': s.step.name, 'ai.toolCall.id': s.id,
        'ai.toolCall.args': json(s.step.args), ...(s.step.error === undefined ? { 'ai.toolCall.result': text(s.result) } : {}), ...t.meta,
      },
    }],
  };
}

/** pydantic-ai through Logfire: instrumentation version 2 (`agent run`, `running tool`) or 3+ (GenAI names). */
function pydanticAi(version: 2 | 3): Dialect {
  return {
    name: `pydantic_ai_v${version}`,
    scope: 'pydantic-ai',
    meta: (turn) => ({ ...tagAttrs(turn, ''), 'gen_ai.conversation.id': turn.conversationId }),
    agent: (t) => ({
      name: version === 2 ? 'agent run' : `invoke_agent ${t.agent}`,
      attributes: {
        ...(version === 2 ? { agent_name: t.agent, model_name: t.model } : { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': t.agent }),
        'logfire.msg': `${t.agent} run`, ...t.meta,
      },
    }),
    agentEnd: (_t, reply, all) => ({ attributes: { final_result: reply, 'pydantic_ai.all_messages': json(genAiMessages(all)) } }),
    llm: (t, input, output) => ({
      name: `chat ${t.model}`, kind: SpanKind.CLIENT,
      attributes: {
        'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': t.model,
        'gen_ai.input.messages': json(genAiMessages(input)), 'gen_ai.output.messages': json(genAiMessages([output])), 'logfire.msg': `chat ${t.model}`,
      },
    }),
    tool: (_t, s) => [version === 2
      ? { name: 'running tool', attributes: { 'gen_ai.tool.name': s.step.name, 'gen_ai.tool.call.id': s.id, tool_arguments: json(s.step.args), tool_response: text(s.result), 'logfire.msg': `running tool: ${s.step.name}` } }
      : genAiTool(s, { 'gen_ai.tool.call.arguments': json(s.step.args), 'gen_ai.tool.call.result': text(s.result), 'logfire.msg': `running tool: ${s.step.name}` })],
  };
}

/** Google ADK: `invocation` ⊃ `invoke_agent` ⊃ `call_llm` / `execute_tool`, Gemini JSON on the model calls. */
const googleAdk: Dialect = {
  name: 'google_adk',
  scope: 'gcp.vertex.agent',
  meta: (turn) => tagAttrs(turn, ''),
  outer: (t) => ({ name: 'invocation', attributes: { ...t.meta } }),
  agent: (t) => ({
    name: `invoke_agent ${t.agent}`,
    attributes: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': t.agent, 'gen_ai.conversation.id': t.turn.conversationId },
  }),
  llm: (t, input, output) => ({
    name: 'call_llm',
    attributes: {
      'gen_ai.system': 'gcp.vertex.agent', 'gen_ai.request.model': t.model, 'gcp.vertex.agent.session_id': t.turn.conversationId,
      'gcp.vertex.agent.llm_request': json({ model: t.model, config: { tools: [{ function_declarations: t.offered.map((name) => ({ name })) }] }, contents: geminiContents(input) }),
      'gcp.vertex.agent.llm_response': json({ content: geminiContents([output])[0], finish_reason: 'STOP' }),
    },
  }),
  tool: (_t, s) => [genAiTool(s, { 'gcp.vertex.agent.tool_call_args': json(s.step.args), 'gcp.vertex.agent.tool_response': json(s.result) })],
};

/** LangSmith's OTel exporter: a LangGraph root chain, `llm` and `tool` runs, JSON inputs / outputs. */
const langSmith: Dialect = {
  name: 'langsmith',
  scope: 'langsmith',
  meta: (turn) => ({ ...tagAttrs(turn, 'langsmith.metadata.'), 'langsmith.metadata.thread_id': turn.conversationId }),
  agent: (t, input) => ({
    name: 'LangGraph',
    attributes: { 'langsmith.span.kind': 'chain', 'langsmith.trace.name': 'LangGraph', 'gen_ai.prompt': json({ messages: input.filter((m) => m.role === 'user').slice(-1).map((m) => ({ role: 'user', content: m.text })) }), ...t.meta },
  }),
  agentEnd: (_t, _reply, all) => ({ attributes: { 'gen_ai.completion': json({ messages: all.map(langChainMessage) }) } }),
  llm: (t, input, output) => ({
    name: 'ChatOpenAI', kind: SpanKind.CLIENT,
    attributes: {
      'langsmith.span.kind': 'llm', 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': t.model,
      'gen_ai.prompt': json({ messages: [input.map(langChainMessage)] }),
      'gen_ai.completion': json({ generations: [[{ text: output.text ?? '', type: 'ChatGeneration', message: langChainMessage(output) }]] }),
    },
  }),
  tool: (_t, s) => [{
    name: s.step.name,
    attributes: { 'langsmith.span.kind': 'tool', 'gen_ai.operation.name': 'execute_tool', 'langsmith.trace.name': s.step.name, 'gen_ai.prompt': json({ input: json(s.step.args) }), 'gen_ai.completion': json({ output: s.result }) },
  }],
};

/** A GenAI agent whose tools are MCP servers: the MCP client span and the server span inside it. */
const mcp: Dialect = {
  ...genAi,
  name: 'mcp',
  tool: (_t, s) => [
    { name: `tools/call ${s.step.name}`, kind: SpanKind.CLIENT, attributes: { 'mcp.method.name': 'tools/call', 'gen_ai.tool.name': s.step.name, 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.call.arguments': json(s.step.args), 'mcp.session.id': 'mcp-1' } },
    { name: `tools/call ${s.step.name}`, kind: SpanKind.SERVER, attributes: { 'mcp.method.name': 'tools/call', 'gen_ai.tool.name': s.step.name, 'mcp.session.id': 'mcp-1' } },
  ],
};

/** Only the model client is instrumented (OpenLLMetry's openai package alone): one trace per call. */
const traceloopClientOnly: Dialect = {
  name: 'traceloop_legacy_client_only',
  scope: 'opentelemetry.instrumentation.openai.v1',
  clientOnly: true,
  meta: traceloop(true).meta,
  llm: (t, input, output) => llmTraceloop(t, input, output, true),
  tool: () => [],
};

/**
 * Traceloop's `@tool` decorators and its openai instrumentation, but no `@agent` / `@workflow`:
 * every model call and every tool run is its own trace, tagged through association properties.
 */
const traceloopToolsWithoutAgent: Dialect = {
  ...traceloopClientOnly,
  name: 'traceloop_tools_without_agent',
  toolsAsOwnTraces: true,
  tool: traceloop(true).tool,
};

/** A GenAI agent whose `execute_tool` span wraps the MCP client span, which wraps the server's span. */
const mcpInExecuteTool: Dialect = {
  ...genAi,
  name: 'mcp_in_execute_tool',
  tool: (t, s) => [...genAi.tool(t, s), ...mcp.tool(t, s)],
};

/** Only the model client is instrumented (openinference-instrumentation-openai alone). */
const openInferenceClientOnly: Dialect = {
  ...openInference(false),
  name: 'openinference_client_only',
  clientOnly: true,
  llm: (t, input, output) => {
    const spec = openInference(false).llm(t, input, output);
    return { ...spec, attributes: { ...spec.attributes, ...t.meta } };
  },
};

/**
 * The OpenAI Agents SDK as logfire records it (`logfire.instrument_openai_agents`): SDK spans as
 * logfire spans named by their message template, data as plain attributes, a Responses call's
 * conversation in one `events` JSON attribute; trace metadata and `group_id` on the trace span.
 * (The `Agent run` and `Turn` spans between the task and its calls are left out.)
 */
const openAiAgentsLogfire: Dialect = {
  name: 'openai_agents_logfire',
  scope: 'logfire.openai_agents',
  meta: (turn) => ({ metadata: json({ ...tagAttrs(turn, '') }), group_id: turn.conversationId ?? 'null' }),
  outer: (t) => ({
    name: 'OpenAI Agents trace: {name}',
    attributes: { 'logfire.msg_template': 'OpenAI Agents trace: {name}', 'logfire.span_type': 'span', name: 'Agent workflow', ...t.meta },
  }),
  agent: () => ({
    name: 'Task: Agent workflow',
    attributes: { 'logfire.msg_template': 'Task: Agent workflow', 'logfire.span_type': 'span', type: 'custom', sdk_span_type: 'task', name: 'Agent workflow', 'gen_ai.system': 'openai' },
  }),
  llm: (t, input, output) => ({
    name: 'Responses API with {gen_ai.request.model!r}',
    attributes: {
      'logfire.msg_template': 'Responses API with {gen_ai.request.model!r}', 'logfire.span_type': 'span', 'gen_ai.system': 'openai',
      'gen_ai.operation.name': 'chat', 'gen_ai.request.model': t.model, 'gen_ai.response.model': t.model,
      events: json([...input, output].map((m) => {
        const body: Record<string, unknown> = { 'event.name': STRANDS_EVENT[m.role], role: m.role };
        if (m.text) body.content = m.text;
        if (m.calls) body.tool_calls = m.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: json(c.args) } }));
        if (m.result) Object.assign(body, { id: m.result.id, name: m.result.name, content: text(m.result.value) });
        return body;
      })),
    },
  }),
  tool: (_t, s) => [{
    name: 'Function: {name}',
    attributes: {
      'logfire.msg_template': 'Function: {name}', 'logfire.span_type': 'span', 'gen_ai.system': 'openai', name: s.step.name,
      input: json(s.step.args), output: text(s.result), mcp_data: 'null',
      ...(s.step.error !== undefined ? { error: json({ message: 'Error running tool (non-fatal)', data: { tool_name: s.step.name, error: s.step.error } }) } : {}),
    },
  }],
};

export const DIALECTS = {
  gen_ai: genAi,
  gen_ai_v1_27: genAiV127,
  strands_legacy_events: strandsLegacy,
  strands_latest_events: strandsLatest,
  mcp,
  openinference: openInference(false),
  openinference_contents: openInference(true),
  mixed_openinference_gen_ai: mixed,
  traceloop_legacy: traceloop(true),
  traceloop: traceloop(false),
  vercel_ai_v3: vercelAi(true),
  vercel_ai: vercelAi(false),
  pydantic_ai_v2: pydanticAi(2),
  pydantic_ai_v3: pydanticAi(3),
  google_adk: googleAdk,
  langsmith: langSmith,
  traceloop_legacy_client_only: traceloopClientOnly,
  traceloop_tools_without_agent: traceloopToolsWithoutAgent,
  mcp_in_execute_tool: mcpInExecuteTool,
  openinference_client_only: openInferenceClientOnly,
  openai_agents_logfire: openAiAgentsLogfire,
} satisfies Record<string, Dialect>;

export type DialectName = keyof typeof DIALECTS;

export interface ConventionRecordOptions {
  seed?: number;
  serviceName?: string;
  /** Tool names offered to the model on every call (recorded where the dialect records tools). Default: the turn's own steps. */
  offeredTools?: string[];
}

const CHAT_MS = 600;
const TOOL_MS = 150;
const GAP_MS = 5;

/** Plays each turn through a fresh provider in the given dialect; spans come out in end order. */
export function recordConventionTurns(turns: ScriptedTurn[], dialectName: DialectName, opts: ConventionRecordOptions = {}): ReadableSpan[] {
  const dialect: Dialect = DIALECTS[dialectName];
  const seed = opts.seed ?? 1;
  const { exporter, provider } = recordingProvider(seed, opts.serviceName);
  const tracer = provider.getTracer(dialect.scope, '1.0.0');
  const callIds = seededHex(seed ^ 0x2545f491);
  turns.forEach((turn, i) => {
    const offered = opts.offeredTools ?? [...new Set(turn.steps.map((s) => s.name))];
    new DialectRecorder(tracer, dialect, turn, offered, turn.startMs ?? DEFAULT_START_MS + i * 60_000, () => `call_${callIds(3)}`).record();
  });
  return exporter.getFinishedSpans();
}

/** recordConventionTurns as OTLP/JSON lines. */
export function conventionOtlpJson(turns: ScriptedTurn[], dialect: DialectName, opts: ConventionRecordOptions & { spansPerLine?: number } = {}): string {
  return toOtlpJsonLines(recordConventionTurns(turns, dialect, opts), opts.spansPerLine);
}

class DialectRecorder {
  private clock: number;
  private readonly t: TurnContext;

  constructor(
    private readonly tracer: Tracer,
    private readonly dialect: Dialect,
    turn: ScriptedTurn,
    offered: string[],
    startMs: number,
    private readonly nextCallId: () => string,
  ) {
    this.clock = startMs;
    this.t = { turn, model: turn.model ?? 'gpt-4.1-mini', agent: turn.agentName ?? 'support-desk', offered, meta: dialect.meta(turn) };
  }

  record(): void {
    const { turn } = this.t;
    const d = this.dialect;
    const input: NeutralMessage[] = [
      ...(turn.history ?? []).map((m) => ({ role: m.role, text: m.content })),
      { role: 'user', text: turn.user },
    ];
    const convo = [...input];
    let ctx = ROOT_CONTEXT;
    const outer = d.outer && !d.clientOnly ? this.start(d.outer(this.t), ctx) : undefined;
    if (outer) ctx = trace.setSpan(ctx, outer);
    const agent = d.agent && !d.clientOnly ? this.start(d.agent(this.t, input), ctx) : undefined;
    if (agent) ctx = trace.setSpan(ctx, agent);
    for (const step of turn.steps) {
      const id = this.nextCallId();
      const request: NeutralMessage = { role: 'assistant', calls: [{ id, name: step.name, args: step.args }] };
      this.llm(ctx, convo, request);
      convo.push(request);
      const failed = step.error !== undefined;
      const result = step.executed === false
        ? (step.result ?? { error: `${step.name} requires human approval and was not run` })
        : failed ? { error: step.error } : (step.result ?? null);
      if (step.executed !== false && (!d.clientOnly || d.toolsAsOwnTraces)) this.tools(d.clientOnly ? ROOT_CONTEXT : ctx, { step, id, result });
      convo.push({ role: 'tool', result: { id, name: step.name, value: result, error: failed || step.executed === false } });
    }
    if (turn.reply !== '') {
      const reply: NeutralMessage = { role: 'assistant', text: turn.reply };
      this.llm(ctx, convo, reply);
      convo.push(reply);
    }
    if (agent) {
      if (turn.reply !== '' && d.agentEnd) this.apply(agent, d.agentEnd(this.t, turn.reply, convo));
      if (turn.rootError !== undefined) agent.setStatus({ code: SpanStatusCode.ERROR, message: turn.rootError });
      this.end(agent);
    }
    if (outer) this.end(outer);
  }

  private llm(parent: Context, input: NeutralMessage[], output: NeutralMessage): void {
    const span = this.start(this.dialect.llm(this.t, input, output), this.dialect.clientOnly ? ROOT_CONTEXT : parent);
    this.clock += CHAT_MS;
    this.end(span);
  }

  private tools(parent: Context, s: ToolStepContext): void {
    // Nested specs (an MCP server span inside the client span) each open inside the previous.
    const opened: Span[] = [];
    let ctx = parent;
    for (const spec of this.dialect.tool(this.t, s)) {
      const span = this.start(spec, ctx);
      opened.push(span);
      ctx = trace.setSpan(ctx, span);
    }
    this.clock += TOOL_MS;
    for (const span of opened.reverse()) {
      if (s.step.error !== undefined) {
        span.recordException({ name: 'ToolError', message: s.step.error }, ms(this.clock));
        span.setStatus({ code: SpanStatusCode.ERROR, message: s.step.error });
      }
      this.end(span);
    }
  }

  private start(spec: SpanSpec, parent: Context): Span {
    this.clock += GAP_MS;
    const span = this.tracer.startSpan(spec.name, { kind: spec.kind ?? SpanKind.INTERNAL, attributes: spec.attributes, startTime: ms(this.clock) }, parent);
    for (const e of spec.events ?? []) span.addEvent(e.name, e.attributes, ms(this.clock));
    return span;
  }

  private apply(span: Span, end: Omit<SpanSpec, 'name'>): void {
    span.setAttributes(end.attributes);
    for (const e of end.events ?? []) span.addEvent(e.name, e.attributes, ms(this.clock));
  }

  private end(span: Span): void {
    this.clock += GAP_MS;
    span.end(ms(this.clock));
  }
}

function ms(epochMs: number): HrTime {
  return [Math.floor(epochMs / 1000), (epochMs % 1000) * 1_000_000];
}

