/**
 * What every decoded RawSpan must satisfy, whatever the input: valid, non-zero hex ids,
 * a known status code, a non-negative integer kind, plain-object attributes. A decoder
 * that returns a span breaking these has let bad input through: the fuzzer counts it
 * as a crash.
 */
import type { RawSpan } from '../../src/model/raw-span.js';

const TRACE_RE = /^(?!0{32})[0-9a-f]{32}$/;
const SPAN_RE = /^(?!0{16})[0-9a-f]{16}$/;

export function checkSpans(spans: RawSpan[]): void {
  for (const s of spans) {
    if (!TRACE_RE.test(s.traceId)) throw new Error(`decoded span with bad traceId ${JSON.stringify(s.traceId)}`);
    if (!SPAN_RE.test(s.spanId)) throw new Error(`decoded span with bad spanId ${JSON.stringify(s.spanId)}`);
    if (s.parentSpanId !== undefined && !SPAN_RE.test(s.parentSpanId)) throw new Error(`decoded span with bad parentSpanId`);
    if (typeof s.name !== 'string') throw new Error('decoded span without a string name');
    if (!Number.isInteger(s.kind) || s.kind < 0) throw new Error(`decoded span with kind ${s.kind}`);
    if (s.status.code !== 0 && s.status.code !== 1 && s.status.code !== 2) throw new Error(`decoded span with status ${String(s.status.code)}`);
    if (typeof s.startMs !== 'number' || typeof s.endMs !== 'number') throw new Error('decoded span without numeric times');
    if (Object.getPrototypeOf(s.attributes) !== Object.prototype) throw new Error('decoded attributes are not a plain object');
    for (const e of s.events) if (typeof e.timeMs !== 'number' || typeof e.name !== 'string') throw new Error('decoded event malformed');
  }
}
