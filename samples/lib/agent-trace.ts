/**
 * Records scripted agent turns as real OpenTelemetry SDK spans, shaped like the current OTel
 * GenAI semantic conventions, and serializes them as OTLP/JSON (what the Collector's file
 * exporter writes). Used by samples/demo-agent.ts and, through test/helpers, by the tests.
 *
 * One turn = one trace:
 *
 *   invoke_agent {agent}            INTERNAL  input = history + user message, output = reply, forbear.* tags
 *   ├─ [invoke_agent {sub-agent}]   INTERNAL  only with `subAgent`: wraps the tool steps below
 *   │  ├─ chat {model}              CLIENT    output = one tool_call part (step 1)
 *   │  ├─ execute_tool {tool}       INTERNAL  absent when the step was blocked (executed: false)
 *   │  └─ …                                   one chat (+ execute_tool) per step
 *   └─ chat {model}                 CLIENT    output = the reply text (absent when reply is '')
 *
 * Timing and ids are deterministic (fixed clock, seeded id generator) so regenerated samples
 * are byte-stable.
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, Context, HrTime, Span, Tracer } from '@opentelemetry/api';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { seededHex, seededIdGenerator } from './seeded-ids.js';

export type { ReadableSpan };

export interface ScriptedToolStep {
  name: string;
  args: Record<string, unknown>;
  /** What the tool returned (objects become JSON). */
  result?: unknown;
  /** The tool failed: execute_tool span gets status ERROR, `error.type` and an exception event. */
  error?: string;
  /** false: the model requested it but an approval gate blocked it: a tool_call part in the chat output, no execute_tool span */
  executed?: boolean;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ScriptedTurn {
  /** The newest user message. */
  user: string;
  /** Earlier messages of the conversation (a follow-up turn). */
  history?: ChatMessage[];
  /** Tool calls in order, each after one chat span that requested it. */
  steps: ScriptedToolStep[];
  /** Final assistant text; '' = no reply (no final chat span, no output messages on the root). */
  reply: string;
  /** gen_ai.conversation.id (omit → none). */
  conversationId?: string;
  /** forbear.case.id / forbear.run.id / forbear.attempt (int) on the invoke_agent span. */
  tags?: { caseId?: string; runId?: string; attempt?: number };
  /** Default 'support-desk'. */
  agentName?: string;
  /** Default 'gpt-4.1-mini'. */
  model?: string;
  /** How gen_ai.*.messages are put on spans: JSON string (default) or structured (array/kvlist values). */
  messages?: 'string' | 'structured';
  /** The invoke_agent span ends with status ERROR and this message. */
  rootError?: string;
  /** Tool steps run inside a nested invoke_agent span; a string names the sub-agent. */
  subAgent?: boolean | string;
  /** Epoch ms of the root span's start. Default: a fixed base + one minute per turn index. */
  startMs?: number;
}

export interface RecordOptions {
  /** Resource service.name. Default 'support-desk-agent'. */
  serviceName?: string;
  /** Seeds trace, span and tool-call ids. Default 1. Use different seeds for files read together. */
  seed?: number;
}

/** 2026-03-02T09:00:00Z: a fixed clock so output never depends on when it was generated. */
export const DEFAULT_START_MS = Date.UTC(2026, 2, 2, 9, 0, 0);
const PROVIDER = 'openai';
const SCOPE = { name: 'forbear-samples', version: '1.0.0' };
// Durations (ms) of the simulated work; only their order matters (children inside parents).
const CHAT_MS = 600;
const TOOL_MS = 150;
const GAP_MS = 5;

type Part = Record<string, unknown>;
interface GenAiMessage {
  role: string;
  parts: Part[];
  finish_reason?: string;
}

/**
 * A fresh provider whose spans end up, synchronously on end(), in an in-memory exporter; ids
 * drawn from `seed`, so a recording is reproducible byte for byte.
 */
export function recordingProvider(seed: number, serviceName = 'support-desk-agent'): { exporter: InMemorySpanExporter; provider: BasicTracerProvider } {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    idGenerator: seededIdGenerator(seed),
    // Explicit so OTEL_TRACES_SAMPLER in the environment cannot drop spans.
    sampler: new AlwaysOnSampler(),
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  return { exporter, provider };
}

/**
 * Plays each turn through a fresh BasicTracerProvider and returns the finished spans in end
 * order (children before parents, turns in order), as an exporter would receive them.
 */
export function recordTurns(turns: ScriptedTurn[], opts: RecordOptions = {}): ReadableSpan[] {
  const seed = opts.seed ?? 1;
  const { exporter, provider } = recordingProvider(seed, opts.serviceName);
  const tracer = provider.getTracer(SCOPE.name, SCOPE.version);
  const callIds = seededHex(seed ^ 0x5bd1e995);
  const structuredTraces = new Set<string>();

  let expected = 0;
  turns.forEach((turn, i) => {
    const r = new TurnRecorder(tracer, turn, turn.startMs ?? DEFAULT_START_MS + i * 60_000, () => `call_${callIds(3)}`);
    expected += r.record();
    if (turn.messages === 'structured') structuredTraces.add(r.traceId);
  });

  // SimpleSpanProcessor hands each span to the in-memory exporter synchronously on end();
  // check rather than assume, since a silent shortfall would corrupt every sample.
  const spans = exporter.getFinishedSpans();
  if (spans.length !== expected) throw new Error(`recordTurns: expected ${expected} spans, exporter has ${spans.length}`);
  return spans.map((s) => (structuredTraces.has(s.spanContext().traceId) ? withStructuredMessages(s) : s));
}

/** Builds the spans of one turn; `record()` returns how many spans it ended. */
class TurnRecorder {
  traceId = '';
  private clock: number;
  private ended = 0;
  private readonly agent: string;
  private readonly model: string;
  private readonly input: GenAiMessage[];

  constructor(
    private readonly tracer: Tracer,
    private readonly turn: ScriptedTurn,
    startMs: number,
    private readonly nextCallId: () => string,
  ) {
    this.clock = startMs;
    this.agent = turn.agentName ?? 'support-desk';
    this.model = turn.model ?? 'gpt-4.1-mini';
    this.input = [...(turn.history ?? []), { role: 'user', content: turn.user }].map((m) => textMessage(m.role, m.content));
  }

  record(): number {
    const t = this.turn;
    const root = this.start(`invoke_agent ${this.agent}`, SpanKind.INTERNAL, ROOT_CONTEXT, {
      ...this.agentAttrs(this.agent),
      'forbear.case.id': t.tags?.caseId,
      'forbear.run.id': t.tags?.runId,
      'forbear.attempt': t.tags?.attempt,
    });
    this.traceId = root.spanContext().traceId;
    const rootCtx = trace.setSpan(ROOT_CONTEXT, root);
    // The conversation the model sees grows with each tool call and its response.
    const convo = [...this.input];

    if (t.subAgent) {
      const subName = typeof t.subAgent === 'string' ? t.subAgent : `${this.agent}-worker`;
      const sub = this.start(`invoke_agent ${subName}`, SpanKind.INTERNAL, rootCtx, this.agentAttrs(subName));
      this.steps(trace.setSpan(rootCtx, sub), convo);
      const summary = `Finished: ${t.steps.map((s) => s.name).join(', ') || 'no tools'}.`;
      sub.setAttribute('gen_ai.output.messages', json([textMessage('assistant', summary, 'stop')]));
      this.end(sub);
    } else {
      this.steps(rootCtx, convo);
    }

    if (t.reply !== '') {
      const out = [textMessage('assistant', t.reply, 'stop')];
      this.chat(rootCtx, convo, out, 'stop');
      root.setAttribute('gen_ai.output.messages', json(out));
    }
    if (t.rootError !== undefined) {
      root.setStatus({ code: SpanStatusCode.ERROR, message: t.rootError });
      root.setAttribute('error.type', 'agent_error');
    }
    this.end(root);
    return this.ended;
  }

  private steps(parent: Context, convo: GenAiMessage[]): void {
    for (const step of this.turn.steps) {
      const id = this.nextCallId();
      const call = { type: 'tool_call', id, name: step.name, arguments: step.args };
      const request: GenAiMessage = { role: 'assistant', parts: [call], finish_reason: 'tool_call' };
      this.chat(parent, convo, [request], 'tool_call');
      convo.push({ role: 'assistant', parts: [call] });
      const response = step.executed === false ? this.blocked(step) : this.executeTool(parent, step, id);
      convo.push({ role: 'tool', parts: [{ type: 'tool_call_response', id, response }] });
    }
  }

  /** What a framework feeds back to the model when its approval gate holds a call. */
  private blocked(step: ScriptedToolStep): unknown {
    return step.result ?? { error: `${step.name} requires human approval and was not run` };
  }

  private executeTool(parent: Context, step: ScriptedToolStep, id: string): unknown {
    const span = this.start(`execute_tool ${step.name}`, SpanKind.INTERNAL, parent, {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': step.name,
      'gen_ai.tool.call.id': id,
      'gen_ai.tool.type': 'function',
      'gen_ai.tool.call.arguments': JSON.stringify(step.args),
      'gen_ai.tool.call.result': step.result === undefined ? undefined : asText(step.result),
    });
    this.clock += TOOL_MS;
    if (step.error !== undefined) {
      span.recordException({ name: 'ToolError', message: step.error }, ms(this.clock));
      span.setStatus({ code: SpanStatusCode.ERROR, message: step.error });
      span.setAttribute('error.type', 'tool_error');
    }
    this.end(span);
    return step.error !== undefined ? { error: step.error } : (step.result ?? null);
  }

  private chat(parent: Context, input: GenAiMessage[], output: GenAiMessage[], finish: string): void {
    const span = this.start(`chat ${this.model}`, SpanKind.CLIENT, parent, {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': PROVIDER,
      'gen_ai.request.model': this.model,
      'gen_ai.response.model': this.model,
      'gen_ai.response.finish_reasons': [finish],
      'gen_ai.input.messages': json(input),
      'gen_ai.output.messages': json(output),
    });
    this.clock += CHAT_MS;
    this.end(span);
  }

  private agentAttrs(name: string): Attributes {
    return {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': name,
      'gen_ai.provider.name': PROVIDER,
      'gen_ai.request.model': this.model,
      'gen_ai.conversation.id': this.turn.conversationId,
      'gen_ai.input.messages': json(this.input),
    };
  }

  private start(name: string, kind: SpanKind, parent: Context, attributes: Attributes): Span {
    this.clock += GAP_MS;
    // undefined values are dropped by the SDK, so optional attributes can be passed as-is.
    return this.tracer.startSpan(name, { kind, attributes, startTime: ms(this.clock) }, parent);
  }

  private end(span: Span): void {
    this.clock += GAP_MS;
    span.end(ms(this.clock));
    this.ended++;
  }
}

/**
 * OTLP/JSON lines: one ExportTraceServiceRequest per line, `spansPerLine` spans each (default:
 * all in one line), like the Collector's file exporter writing one batch per line. Small
 * batches split traces across lines, as real batching does.
 */
export function toOtlpJsonLines(spans: ReadableSpan[], spansPerLine = Infinity): string {
  if (!(spansPerLine >= 1)) throw new RangeError('spansPerLine must be >= 1');
  const lines: string[] = [];
  for (let i = 0; i < spans.length; i += spansPerLine) lines.push(toOtlpJson(spans.slice(i, i + spansPerLine)));
  return lines.map((l) => `${l}\n`).join('');
}

/** One ExportTraceServiceRequest as OTLP/JSON; `indent` pretty-prints it. */
export function toOtlpJson(spans: ReadableSpan[], indent?: number): string {
  const bytes = JsonTraceSerializer.serializeRequest(spans);
  if (!bytes) throw new Error('JsonTraceSerializer returned nothing');
  const text = new TextDecoder().decode(bytes);
  return indent === undefined ? text : JSON.stringify(JSON.parse(text), null, indent);
}

/** recordTurns + toOtlpJsonLines, for tests that need a span file. */
export function otlpJsonFor(turns: ScriptedTurn[], opts: RecordOptions & { spansPerLine?: number } = {}): string {
  return toOtlpJsonLines(recordTurns(turns, opts), opts.spansPerLine);
}

// ---- helpers ------------------------------------------------------------------------------

function textMessage(role: string, content: string, finishReason?: string): GenAiMessage {
  const m: GenAiMessage = { role, parts: [{ type: 'text', content }] };
  if (finishReason) m.finish_reason = finishReason;
  return m;
}

const json = (v: unknown): string => JSON.stringify(v);
const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Epoch ms → HrTime. A number would be read as performance.now() when below the process start. */
function ms(epochMs: number): HrTime {
  return [Math.floor(epochMs / 1000), (epochMs % 1000) * 1_000_000];
}

/**
 * The JS API only accepts primitives and homogeneous primitive arrays as attribute values, so
 * structured messages (an AnyValue array of kvlists, as other SDKs emit) are swapped in after
 * recording; JsonTraceSerializer encodes objects as kvlistValue and arrays as arrayValue.
 */
function withStructuredMessages(span: ReadableSpan): ReadableSpan {
  const attributes: Record<string, unknown> = { ...span.attributes };
  for (const key of ['gen_ai.input.messages', 'gen_ai.output.messages']) {
    const v = attributes[key];
    if (typeof v === 'string') attributes[key] = JSON.parse(v) as unknown;
  }
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status,
    attributes: attributes as Attributes,
    links: span.links,
    events: span.events,
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

