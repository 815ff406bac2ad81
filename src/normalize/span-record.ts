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
  let view: SpanView | undefined;
  let convention: string | undefined;
  for (const adapter of adapters) {
    view = adapter.read(span);
    if (view !== undefined) {
      convention = adapter.name;
      break;
    }
  }
  if (view !== undefined) view = readOnce(view);
  const a = span.attributes;
  const keys = keysRead(a, sessionKeys);
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
/** The tags of a span that has no tag key (most spans): shared, read-only. */
const NO_TAGS: SpanTags = Object.freeze({ caseId: undefined, runId: undefined, attempt: undefined });
const sessionKeySets = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * Which of the tag keys and the session keys the span has, in one pass over its attributes: most
 * spans (model calls, tools) have neither, and looking each of the 25 keys up in every span's
 * attribute map, mostly missing, cost several times the pass (an attribute map's keys vary from
 * span to span, so every lookup is a slow one).
 */
function keysRead(a: AttrMap, sessionKeys: readonly string[]): number {
  let sessionSet = sessionKeySets.get(sessionKeys);
  if (sessionSet === undefined) sessionKeySets.set(sessionKeys, (sessionSet = new Set(sessionKeys)));
  let found = 0;
  for (const key in a) {
    if (CASE_TAG_KEYS.has(key)) found |= TAG_KEY;
    if (sessionSet.has(key)) found |= SESSION_KEY;
  }
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
