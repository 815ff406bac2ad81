/**
 * A span as it arrived, independent of wire format and semantic convention.
 * Ingest produces these; normalize reads them. Nothing here knows about cases.
 */

/** An OTLP AnyValue, decoded to plain data. bytesValue stays a base64 string. */
export type AttrValue = string | number | boolean | null | AttrValue[] | AttrMap;
export interface AttrMap {
  [key: string]: AttrValue;
}

export interface SpanEvent {
  name: string;
  /** Milliseconds since the Unix epoch (fractional). */
  timeMs: number;
  attributes: AttrMap;
}

/** OTLP status codes (trace/v1 Status.StatusCode). */
export const STATUS_UNSET = 0;
export const STATUS_OK = 1;
export const STATUS_ERROR = 2;
export type StatusCode = 0 | 1 | 2;

export interface RawSpan {
  /** 32 lowercase hex digits. */
  traceId: string;
  /** 16 lowercase hex digits. */
  spanId: string;
  /** 16 lowercase hex digits, or undefined for a root span. */
  parentSpanId: string | undefined;
  name: string;
  /** OTLP SpanKind: 0 unspecified, 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  /** Milliseconds since the Unix epoch (fractional; nanosecond input loses sub-microsecond precision). */
  startMs: number;
  endMs: number;
  attributes: AttrMap;
  events: SpanEvent[];
  status: { code: StatusCode; message: string | undefined };
  /** Resource attributes, shared by every span of one ResourceSpans. */
  resource: AttrMap;
  scope: { name: string; version: string | undefined };
}
