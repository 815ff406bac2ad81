import type { AttrMap, RawSpan } from '../model/raw-span.js';
import type { ConventionAdapter, SpanView } from './adapter.js';
import { int, spanError, str } from './attr.js';

/** Keys that name a conversation, in order of preference (the trace id is the fallback). */
export const SESSION_KEYS = ['gen_ai.conversation.id'] as const;

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

export function toSpanRecord(span: RawSpan, adapters: readonly ConventionAdapter[]): SpanRecord {
  let view: SpanView | undefined;
  let convention: string | undefined;
  for (const adapter of adapters) {
    view = adapter.read(span);
    if (view !== undefined) {
      convention = adapter.name;
      break;
    }
  }
  const a = span.attributes;
  return {
    spanId: span.spanId,
    parentSpanId: span.parentSpanId,
    name: span.name,
    startMs: span.startMs,
    endMs: span.endMs,
    error: spanError(span),
    view,
    convention,
    caseId: str(a, 'forbear.case.id'),
    runId: str(a, 'forbear.run.id'),
    attempt: int(a, 'forbear.attempt'),
    sessionId: sessionIdOf(a),
    resource: span.resource,
  };
}

function sessionIdOf(attrs: AttrMap): string | undefined {
  for (const key of SESSION_KEYS) {
    const v = str(attrs, key);
    if (v !== undefined) return v;
  }
  return undefined;
}
