import type { AttrMap } from '../model/raw-span.js';
import { int, jsonValue, str } from './attr.js';

/**
 * Where each framework puts user metadata, and so where a harness's `forbear.*` tags land:
 * plain span attributes, Vercel AI SDK `ai.telemetry.metadata.*`, Traceloop association
 * properties, LangSmith metadata, Langfuse trace metadata.
 */
const PREFIXES = ['', 'ai.telemetry.metadata.', 'traceloop.association.properties.', 'langsmith.metadata.', 'langfuse.trace.metadata.'] as const;
const KEYS = PREFIXES.map((p) => ({ caseId: `${p}forbear.case.id`, runId: `${p}forbear.run.id`, attempt: `${p}forbear.attempt` }));
/** OpenInference keeps metadata as one JSON object attribute. */
const OPENINFERENCE_METADATA = 'metadata';

/** Every key `caseTagsOf` reads: a span with none of them has no tags. */
export const CASE_TAG_KEYS: ReadonlySet<string> = new Set([...KEYS.flatMap((k) => [k.caseId, k.runId, k.attempt]), OPENINFERENCE_METADATA]);

export interface SpanTags {
  caseId: string | undefined;
  runId: string | undefined;
  attempt: number | undefined;
}

export function caseTagsOf(a: AttrMap): SpanTags {
  const tags: SpanTags = { caseId: undefined, runId: undefined, attempt: undefined };
  for (const k of KEYS) {
    tags.caseId ??= str(a, k.caseId);
    tags.runId ??= str(a, k.runId);
    tags.attempt ??= int(a, k.attempt);
  }
  const meta = a[OPENINFERENCE_METADATA];
  if (meta !== undefined && (tags.caseId === undefined || tags.runId === undefined || tags.attempt === undefined)) fromMetadata(meta, tags);
  return tags;
}

function fromMetadata(meta: AttrMap[string], tags: SpanTags): void {
  const parsed = jsonValue(meta);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return;
  const m = parsed as AttrMap;
  // Either flat keys ("forbear.case.id") or nested ({"forbear": {"case": {"id": …}}}).
  const nested = (path: string[]): AttrMap[string] | undefined => {
    let cur: unknown = m;
    for (const p of path) cur = cur !== null && typeof cur === 'object' && !Array.isArray(cur) ? (cur as AttrMap)[p] : undefined;
    return cur as AttrMap[string] | undefined;
  };
  const flat: AttrMap = {};
  for (const key of ['forbear.case.id', 'forbear.run.id', 'forbear.attempt']) {
    const v = m[key] ?? nested(key.split('.'));
    if (v !== undefined) flat[key] = v;
  }
  tags.caseId ??= str(flat, 'forbear.case.id');
  tags.runId ??= str(flat, 'forbear.run.id');
  tags.attempt ??= int(flat, 'forbear.attempt');
}
