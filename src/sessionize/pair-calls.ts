import type { Message, ToolCall, ToolCallRequest } from '../model/turn.js';
import type { SpanRecord } from '../normalize/span-record.js';
import { jsonValue } from '../normalize/attr.js';
import { callArguments, setCallArguments } from '../normalize/call-arguments.js';
import { inOrder } from './in-order.js';
import { spanIndex } from './span-index.js';
import type { SpanIndex } from './span-index.js';

/**
 * Pairs the calls models asked for with the executions that ran them, by id *and* position: an
 * execution answers the latest request of its id (and tool) made before it ran. Models reuse call
 * ids within a turn (gpt-4o did in a quarter of tau-bench's airline runs), so an id seen before
 * never hides a later call; a request no execution answers is kept as `requested`.
 */
export function pairRequests(executed: ToolCall[], llms: SpanRecord[], root: SpanRecord, members: SpanRecord[]): ToolCall[] {
  const sources = llms.length > 0 ? llms : [root];
  // Each source's requests read once: a nest's leaves, its other members and its outer span ask again.
  const asked = new Map<SpanRecord, ToolCallRequest[]>();
  let any = false;
  for (const s of sources) {
    const own = requestsOf(s);
    asked.set(s, own);
    if (own.length > 0) any = true;
  }
  // No model call asked for a tool (a turn that only talked): nothing to pair, nothing left requested.
  if (!any) return [];
  const requests = requestsInOrder(sources, members, (s) => asked.get(s) ?? requestsOf(s));
  const waiting = inOrder([...executed], (a, b) => a.startMs - b.startMs);
  for (let level = 0; level < FIT_LEVELS; level++) {
    for (let i = 0; i < waiting.length; i++) {
      const c = waiting[i]!;
      // Of the requests that fit, the latest made before the call ran; else (clocks of two
      // services) the earliest.
      let first: OpenRequest | undefined;
      let latestBefore: OpenRequest | undefined;
      for (const r of requests) {
        if (r.paired || !fits(level, r.request, c)) continue;
        first ??= r;
        if (r.span.endMs <= c.startMs || r.span.startMs <= c.startMs) latestBefore = r;
      }
      const pick = latestBefore ?? first;
      if (pick === undefined) continue;
      pick.paired = true;
      adoptRequestArguments(c, pick.request);
      waiting.splice(i--, 1);
    }
  }
  const left: ToolCall[] = [];
  for (const { span, request, paired } of requests) {
    if (paired) continue;
    left.push({
      tool: request.name, callId: request.id, arguments: request.arguments, executed: false,
      status: 'unset' as const, error: undefined, spanId: span.spanId, startMs: span.endMs,
    });
  }
  return left;
}

/** A request of one of the turn's model calls, and whether an execution has answered it yet. */
interface OpenRequest {
  span: SpanRecord;
  request: ToolCallRequest;
  paired: boolean;
}

/**
 * How an execution may answer a request, best first: same id and tool; same id (a framework that
 * prefixes the tool it runs); an execution without an id, or a request without one, of the same tool.
 */
const FIT_LEVELS = 3;

function fits(level: number, r: ToolCallRequest, c: ToolCall): boolean {
  if (level === 0) return c.callId !== undefined && r.id === c.callId && r.name === c.tool;
  if (level === 1) return c.callId !== undefined && r.id === c.callId;
  return (c.callId === undefined || r.id === undefined) && r.name === c.tool;
}

/**
 * A tool span that recorded only a bare value (LangChain's tool runs, traced by OpenInference,
 * record a one-argument tool's input as just that value) takes the arguments of the model call it
 * answers: the request names them, and an expected call checks arguments by name.
 */
function adoptRequestArguments(call: ToolCall, request: ToolCallRequest): void {
  if (isArgumentObject(callArguments(call)) || !isArgumentObject(typeof request.arguments === 'string' ? jsonValue(request.arguments) : request.arguments)) return;
  setCallArguments(call, request.arguments);
}

function isArgumentObject(parsed: unknown): boolean {
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
}

/** The tool calls a model call's output asks for. */
function requestsOf(s: SpanRecord): ToolCallRequest[] {
  const out: ToolCallRequest[] = [];
  for (const m of s.view?.outputMessages?.() ?? []) for (const call of m.toolCalls) out.push(call);
  return out;
}

/**
 * Every request of the turn's model calls, in time order. One model call recorded by two nested
 * spans (a framework's generate span around the provider call) counts once: within a nest of
 * model-call spans the innermost ones speak, and an outer one only when they say less.
 */
function requestsInOrder(sources: SpanRecord[], members: SpanRecord[], askedOf: (s: SpanRecord) => ToolCallRequest[]): OpenRequest[] {
  const sourceIds = new Set<string>();
  for (const s of sources) sourceIds.add(s.spanId);
  const byId = spanIndex(members);
  const nests = new Map<SpanRecord, SpanRecord[]>();
  for (const s of sources) {
    const outer = outerSource(s, sourceIds, byId, members.length);
    const nest = nests.get(outer);
    if (nest === undefined) nests.set(outer, [s]);
    else nest.push(s);
  }
  const out: OpenRequest[] = [];
  for (const [outer, nest] of nests) {
    // A model call recorded once (most turns: every nest) speaks for itself.
    if (nest.length === 1) {
      addRequests(out, nest[0]!, askedOf(nest[0]!));
      continue;
    }
    const parents = new Set(nest.map((s) => s.parentSpanId));
    const leaves = inOrder(nest.filter((s) => !parents.has(s.spanId)), (a, b) => a.endMs - b.endMs);
    const fromLeaves: OpenRequest[] = [];
    for (const s of leaves) addRequests(fromLeaves, s, askedOf(s));
    let best = fromLeaves;
    for (const s of nest) {
      if (leaves.includes(s)) continue;
      const own = askedOf(s);
      if (own.length > best.length) addRequests((best = []), s, own);
    }
    if (best === fromLeaves && fromLeaves.length === 0) addRequests((best = []), outer, askedOf(outer));
    for (const r of best) out.push(r);
  }
  return inOrder(out, (a, b) => a.span.endMs - b.span.endMs);
}

/** The outermost of the model-call spans `s` lies within (itself when none is above it). */
function outerSource(s: SpanRecord, sourceIds: ReadonlySet<string>, byId: SpanIndex<SpanRecord>, maxHops: number): SpanRecord {
  let outer = s;
  let parentId = s.parentSpanId;
  for (let hops = 0; parentId !== undefined && hops < maxHops; hops++) {
    const parent = byId.get(parentId);
    if (parent === undefined) break;
    if (sourceIds.has(parent.spanId)) outer = parent;
    parentId = parent.parentSpanId;
  }
  return outer;
}

function addRequests(out: OpenRequest[], span: SpanRecord, requests: readonly ToolCallRequest[]): void {
  for (const request of requests) out.push({ span, request, paired: false });
}

/**
 * The calls a model call's input shows after the newest user message, each answered by at most
 * one tool result: by id in order (a reused id answers its calls one by one), else by tool name,
 * else — a `tool` message with no id, as litellm records through OpenInference — the earliest
 * call still unanswered before it. Answered calls are executed (an error result makes the status
 * `error`); the rest were requested. Each sits a hair before the model call, in message order,
 * so the turn's words and calls keep their order.
 */
export function pairHistory(after: Message[], llm: SpanRecord): ToolCall[] {
  const calls: { req: ToolCallRequest; at: number; result?: { isError: boolean } }[] = [];
  after.forEach((m, i) => {
    for (const req of m.toolCalls) calls.push({ req, at: llm.startMs - (after.length - i) / 1000 });
    for (const r of m.toolResults ?? []) {
      const open = calls.filter((c) => c.result === undefined);
      const answered =
        (r.id !== undefined ? open.find((c) => c.req.id === r.id) : undefined) ??
        (r.name !== undefined ? open.find((c) => c.req.name === r.name && (r.id === undefined || c.req.id === undefined)) : undefined) ??
        (r.id === undefined && r.name === undefined ? open[0] : undefined);
      if (answered !== undefined) answered.result = { isError: r.isError };
    }
  });
  return calls.map(({ req, at, result }) => ({
    tool: req.name, callId: req.id, arguments: req.arguments, executed: result !== undefined,
    status: result === undefined ? 'unset' : result.isError ? 'error' : 'ok',
    error: result?.isError ? 'the tool result reports an error' : undefined, spanId: llm.spanId, startMs: at,
  }));
}
