import type { AttrMap, RawSpan } from '../model/raw-span.js';
import type { Message } from '../model/turn.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { spanError, str } from './attr.js';
import { CASE_TAG_KEYS, caseTagsOf } from './case-tags.js';
import type { SpanTags } from './case-tags.js';

/**
 * Keys that name a conversation, in order of preference (the trace id is the fallback):
 * OTel GenAI, OpenInference, Traceloop, Vercel AI SDK (by convention, as Langfuse reads it),
 * LangSmith thread metadata, Google ADK, Langfuse, the OpenAI Agents SDK's trace `group_id` (as
 * logfire records it). `forbear score --session-key` replaces them.
 */
export const SESSION_KEYS: readonly string[] = [
  'gen_ai.conversation.id',
  'session.id',
  'traceloop.association.properties.session_id',
  'ai.telemetry.metadata.sessionId',
  'langsmith.metadata.session_id',
  'langsmith.metadata.thread_id',
  'langsmith.metadata.conversation_id',
  'gcp.vertex.agent.session_id',
  'langfuse.session.id',
  'group_id',
];

/**
 * The compact form a span is kept in while its trace is open: what the turn assembler needs,
 * not the whole attribute map.
 */
export interface SpanRecord {
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  startMs: number;
  endMs: number;
  error: string | undefined;
  view: SpanView | undefined;
  convention: string | undefined;
  caseId: string | undefined;
  runId: string | undefined;
  attempt: number | undefined;
  sessionId: string | undefined;
  resource: AttrMap;
}

export function toSpanRecord(span: RawSpan, adapters: readonly ConventionAdapter[], sessionKeys: readonly string[] = SESSION_KEYS): SpanRecord {
  const a = span.attributes;
  const plan = planOf(adapters, sessionKeys);
  const keys = keysRead(a, plan.byKey) | (plan.byName.get(span.name) ?? 0) | (plan.byScope.get(span.scope.name) ?? 0) | plan.always;
  let view: SpanView | undefined;
  let convention: string | undefined;
  for (let i = 0; i < adapters.length; i++) {
    if ((keys & adapterBit(i)) === 0) continue;
    const adapter = adapters[i]!;
    view = adapter.read(span);
    if (view !== undefined) {
      convention = adapter.name;
      break;
    }
  }
  if (view !== undefined) view = readOnce(view);
  const tags = (keys & TAG_KEY) !== 0 ? caseTagsOf(a) : NO_TAGS;
  return {
    spanId: span.spanId,
    parentSpanId: span.parentSpanId,
    name: span.name,
    startMs: span.startMs,
    endMs: span.endMs,
    error: spanError(span),
    view,
    convention,
    caseId: tags.caseId,
    runId: tags.runId,
    attempt: tags.attempt,
    sessionId: (keys & SESSION_KEY) !== 0 ? sessionIdOf(a, sessionKeys) : undefined,
    resource: span.resource,
  };
}

const TAG_KEY = 1;
const SESSION_KEY = 2;
/** Bits 2 to 31 offer the adapters in order; adapters past the 30th are offered every span. */
const FIRST_ADAPTER_BIT = 2;
const MAX_GATED = 30;
const adapterBit = (i: number): number => (i < MAX_GATED ? 1 << (i + FIRST_ADAPTER_BIT) : ~0);
/** The tags of a span that has no tag key (most spans): shared, read-only. */
const NO_TAGS: SpanTags = Object.freeze({ caseId: undefined, runId: undefined, attempt: undefined });

/**
 * What a span's attribute keys, name and scope say to read: the bits of the tag keys, the session
 * keys and the adapters that may recognise it (`ConventionAdapter.recognises`); `always`, the
 * adapters that say nothing and are offered every span.
 */
interface ReadPlan {
  byKey: ReadonlyMap<string, number>;
  byName: ReadonlyMap<string, number>;
  byScope: ReadonlyMap<string, number>;
  always: number;
}
const plans = new WeakMap<readonly ConventionAdapter[], WeakMap<readonly string[], ReadPlan>>();

function planOf(adapters: readonly ConventionAdapter[], sessionKeys: readonly string[]): ReadPlan {
  let bySessionKeys = plans.get(adapters);
  if (bySessionKeys === undefined) plans.set(adapters, (bySessionKeys = new WeakMap()));
  let plan = bySessionKeys.get(sessionKeys);
  if (plan === undefined) bySessionKeys.set(sessionKeys, (plan = buildPlan(adapters, sessionKeys)));
  return plan;
}

function buildPlan(adapters: readonly ConventionAdapter[], sessionKeys: readonly string[]): ReadPlan {
  const byKey = new Map<string, number>();
  const byName = new Map<string, number>();
  const byScope = new Map<string, number>();
  const mark = (map: Map<string, number>, names: readonly string[] | undefined, bit: number): void => {
    for (const name of names ?? []) map.set(name, (map.get(name) ?? 0) | bit);
  };
  mark(byKey, [...CASE_TAG_KEYS], TAG_KEY);
  mark(byKey, sessionKeys, SESSION_KEY);
  let always = 0;
  adapters.forEach((adapter, i) => {
    const gate = adapter.recognises;
    if (gate === undefined || i >= MAX_GATED) {
      always |= adapterBit(i);
      return;
    }
    mark(byKey, gate.keys, adapterBit(i));
    mark(byName, gate.spanNames, adapterBit(i));
    mark(byScope, gate.scopeNames, adapterBit(i));
  });
  return { byKey, byName, byScope, always };
}

/**
 * Which tag keys, session keys and adapters' keys the span has, in one pass over its attributes:
 * most spans (model calls, tools) have no tag or session key and are in one convention, and
 * looking each of the ~25 tag and session keys and the adapters' ~12 up in every span's attribute
 * map, mostly missing, cost several times the pass (an attribute map's keys vary from span to
 * span, so every lookup is a slow one).
 */
function keysRead(a: AttrMap, byKey: ReadonlyMap<string, number>): number {
  let found = 0;
  for (const key in a) found |= byKey.get(key) ?? 0;
  return found;
}

/**
 * The view with its messages parsed at most once each: a turn reads a model call's output for its
 * reply, its texts and its tool requests, and each read would parse the attribute's JSON again.
 * Parsed only when first asked, as before; readers do not modify what they get.
 *
 * Every view comes out with the same keys in the same order (absent ones undefined): the adapters
 * build views of many shapes, and the turn assembler reads `view.role`, `view.model`, … of every
 * span, where a property read over many shapes is a slow, megamorphic lookup (it showed in the
 * profile). Readers test each field for undefined, never for presence.
 */
function readOnce(view: SpanView): SpanView {
  const { inputMessages, outputMessages } = view;
  let input: Message[] | undefined;
  let output: Message[] | undefined;
  return {
    role: view.role,
    tool: view.tool,
    inputMessages: inputMessages !== undefined ? () => (input ??= inputMessages()) : undefined,
    outputMessages: outputMessages !== undefined ? () => (output ??= outputMessages()) : undefined,
    agentName: view.agentName,
    model: view.model,
    offeredTools: view.offeredTools,
  };
}

export function sessionIdOf(attrs: AttrMap, sessionKeys: readonly string[]): string | undefined {
  for (const key of sessionKeys) {
    const v = str(attrs, key);
    // logfire writes an unset (None) dict field as the JSON text `null`: no conversation.
    if (v !== undefined && v !== 'null') return v;
  }
  return undefined;
}
