/**
 * OTLP/JSON text, written by hand in exactly the shape `JsonTraceSerializer`
 * (@opentelemetry/otlp-transformer 0.223) emits, so the bench reads what real exporters write:
 * hex ids, int64 times as strings, `kind` and `status.code` as ints, `intValue` as a JSON number,
 * no `parentSpanId` key on roots, `dropped*Count: 0`, empty `events`/`links`, `flags: 257`.
 * String building instead of JSON.stringify of objects: it is what makes a GB take seconds.
 */

/** Attribute keys are constant ASCII here, so they need no escaping. */
export function strAttr(key: string, value: string): string {
  return `{"key":"${key}","value":{"stringValue":${JSON.stringify(value)}}}`;
}

export function intAttr(key: string, value: number): string {
  return `{"key":"${key}","value":{"intValue":${value}}}`;
}

export function doubleAttr(key: string, value: number): string {
  return `{"key":"${key}","value":{"doubleValue":${value}}}`;
}

export function strArrayAttr(key: string, values: readonly string[]): string {
  const items = values.map((v) => `{"stringValue":${JSON.stringify(v)}}`).join(',');
  return `{"key":"${key}","value":{"arrayValue":{"values":[${items}]}}}`;
}

/** SpanKind as OTLP/JSON ints. */
export const KIND_INTERNAL = 1;
export const KIND_CLIENT = 3;

export interface SpanFields {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  /** Microseconds since the epoch; nanoseconds are written as strings. */
  startUs: number;
  endUs: number;
  attributes: string[];
  statusCode: 0 | 1 | 2;
  statusMessage?: string;
}

function nanos(us: number): string {
  return `${us}000`;
}

export function spanJson(f: SpanFields): string {
  const parent = f.parentSpanId === undefined ? '' : `"parentSpanId":"${f.parentSpanId}",`;
  const status = f.statusMessage === undefined
    ? `{"code":${f.statusCode}}`
    : `{"code":${f.statusCode},"message":${JSON.stringify(f.statusMessage)}}`;
  return `{"traceId":"${f.traceId}","spanId":"${f.spanId}",${parent}"name":${JSON.stringify(f.name)},` +
    `"kind":${f.kind},"startTimeUnixNano":"${nanos(f.startUs)}","endTimeUnixNano":"${nanos(f.endUs)}",` +
    `"attributes":[${f.attributes.join(',')}],"droppedAttributesCount":0,"events":[],"droppedEventsCount":0,` +
    `"status":${status},"links":[],"droppedLinksCount":0,"flags":257}`;
}

export function resourceJson(attributes: readonly string[]): string {
  return `{"attributes":[${attributes.join(',')}],"droppedAttributesCount":0}`;
}

export function scopeJson(name: string, version: string): string {
  return `{"name":${JSON.stringify(name)},"version":${JSON.stringify(version)}}`;
}

/** One ExportTraceServiceRequest: one resource, its scopes in order of first appearance. */
export function requestJson(resource: string, scopes: readonly { scope: string; spans: readonly string[] }[]): string {
  const scopeSpans = scopes
    .filter((s) => s.spans.length > 0)
    .map((s) => `{"scope":${s.scope},"spans":[${s.spans.join(',')}]}`)
    .join(',');
  return `{"resourceSpans":[{"resource":${resource},"scopeSpans":[${scopeSpans}]}]}`;
}
