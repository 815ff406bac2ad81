/**
 * Hand-assembles protobuf wire bytes for tests and the fuzzer, independently of forbear's reader and writer,
 * so malformed and unusual messages (any field order, unknown fields, groups, bad lengths)
 * can be written down directly.
 */
export type Bytes = Uint8Array;

export function cat(...parts: Bytes[]): Bytes {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function varintBytes(n: bigint): Bytes {
  let v = BigInt.asUintN(64, n);
  const out: number[] = [];
  while (v > 0x7fn) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return Uint8Array.from(out);
}

export const tag = (field: number, wire: number): Bytes => varintBytes(BigInt(field * 8 + wire));
export const vint = (field: number, n: number | bigint): Bytes => cat(tag(field, 0), varintBytes(BigInt(n)));
export const len = (field: number, ...body: Bytes[]): Bytes => {
  const b = cat(...body);
  return cat(tag(field, 2), varintBytes(BigInt(b.length)), b);
};
export const str = (field: number, s: string): Bytes => len(field, new TextEncoder().encode(s));
export const hexBytes = (field: number, hex: string): Bytes => len(field, Uint8Array.from(Buffer.from(hex, 'hex')));
export function fixed64(field: number, n: bigint): Bytes {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(n);
  return cat(tag(field, 1), b);
}
export function double(field: number, n: number): Bytes {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(n);
  return cat(tag(field, 1), b);
}
export function fixed32(field: number, n: number): Bytes {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return cat(tag(field, 5), b);
}
export const group = (field: number, ...body: Bytes[]): Bytes => cat(tag(field, 3), ...body, tag(field, 4));

// OTLP shapes ------------------------------------------------------------------------------

export const kv = (key: string, anyValue: Bytes): Bytes => cat(str(1, key), len(2, anyValue));
export const anyString = (s: string): Bytes => str(1, s);

export interface SpanSpec {
  traceId?: string;
  spanId?: string;
  parentSpanId?: string;
  name?: string;
  kind?: number;
  startNs?: bigint;
  endNs?: bigint;
  /** Encoded KeyValue bodies. */
  attributes?: Bytes[];
  extra?: Bytes[];
}

export const TRACE = '0af7651916cd43dd8448eb211c80319c';
export const SPAN_A = 'b7ad6b7169203331';
export const SPAN_B = '00f067aa0ba902b7';

export function spanBytes(s: SpanSpec = {}): Bytes {
  return cat(
    s.traceId === '' ? new Uint8Array() : hexBytes(1, s.traceId ?? TRACE),
    s.spanId === '' ? new Uint8Array() : hexBytes(2, s.spanId ?? SPAN_A),
    s.parentSpanId ? hexBytes(4, s.parentSpanId) : new Uint8Array(),
    str(5, s.name ?? 'chat'),
    vint(6, s.kind ?? 3),
    fixed64(7, s.startNs ?? 1700000000000000000n),
    fixed64(8, s.endNs ?? 1700000000250000000n),
    ...(s.attributes ?? []).map((a) => len(9, a)),
    ...(s.extra ?? []),
  );
}

/** ExportTraceServiceRequest with one ResourceSpans / ScopeSpans holding `spans` (encoded Span bodies). */
export function requestBytes(spans: Bytes[], resourceAttrs: Bytes[] = []): Bytes {
  const resource = len(1, ...resourceAttrs.map((a) => len(1, a)));
  const scope = len(1, str(1, 'lib'), str(2, '1.0'));
  return len(1, resource, len(2, scope, ...spans.map((s) => len(2, s))));
}
