import { describe, expect, it } from 'vitest';
import { otlpTraceTypes } from '../../bench/proto-decode-schema.js';
import { encodeExportTraceServiceResponse, encodeRpcStatus } from '../../src/ingest/index.js';

const types = otlpTraceTypes();
const toPlain = (t: typeof types.response, bytes: Uint8Array): Record<string, unknown> =>
  t.toObject(t.decode(bytes), { longs: String, defaults: false }) as Record<string, unknown>;

describe('encodeExportTraceServiceResponse', () => {
  it('is the empty message when every span was accepted (OTLP: leave partial_success unset)', () => {
    const bytes = encodeExportTraceServiceResponse({ rejectedSpans: 0, errorMessage: '' });
    expect(bytes.length).toBe(0);
    expect(toPlain(types.response, bytes)).toEqual({});
  });

  it('carries rejected spans and the message, read back by a protobufjs reflection schema', () => {
    const bytes = encodeExportTraceServiceResponse({ rejectedSpans: 300, errorMessage: 'span "x": missing traceId — and 299 more' });
    expect(toPlain(types.response, bytes)).toEqual({
      partialSuccess: { rejectedSpans: '300', errorMessage: 'span "x": missing traceId — and 299 more' },
    });
  });

  it('sends a warning with zero rejected spans', () => {
    expect(toPlain(types.response, encodeExportTraceServiceResponse({ rejectedSpans: 0, errorMessage: 'late spans' }))).toEqual({
      partialSuccess: { errorMessage: 'late spans' },
    });
  });

  it('encodes counts beyond 32 bits', () => {
    const n = 2 ** 40 + 5;
    expect(toPlain(types.response, encodeExportTraceServiceResponse({ rejectedSpans: n, errorMessage: '' }))).toEqual({
      partialSuccess: { rejectedSpans: String(n) },
    });
  });
});

describe('encodeRpcStatus', () => {
  it('round-trips code and message', () => {
    expect(toPlain(types.rpcStatus, encodeRpcStatus({ code: 3, message: 'bad payload: truncated varint at offset 7' }))).toEqual({
      code: 3,
      message: 'bad payload: truncated varint at offset 7',
    });
  });

  it('encodes a negative code in ten bytes that decode back', () => {
    const bytes = encodeRpcStatus({ code: -2, message: '' });
    expect(bytes.length).toBe(11);
    expect(toPlain(types.rpcStatus, bytes)).toEqual({ code: -2 });
  });
});
