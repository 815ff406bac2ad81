/**
 * The protobuf replies of an OTLP receiver: ExportTraceServiceResponse
 * (collector/trace/v1: 1 partial_success → ExportTracePartialSuccess
 * {1 rejected_spans int64, 2 error_message}) and google.rpc.Status
 * (google/rpc/status.proto: 1 code int32, 2 message, 3 details — left empty).
 */
import { ProtoWriter } from './proto-writer.js';

export interface PartialSuccess {
  rejectedSpans: number;
  errorMessage: string;
}

/**
 * Full success (0 rejected, no message) is the empty message, as OTLP asks
 * ("the server MUST leave partial_success unset" when all was accepted); a
 * message with 0 rejected is a warning and is sent.
 */
export function encodeExportTraceServiceResponse(p: PartialSuccess): Uint8Array {
  const w = new ProtoWriter();
  if (p.rejectedSpans === 0 && p.errorMessage === '') return w.finish();
  const partial = new ProtoWriter();
  if (p.rejectedSpans !== 0) partial.int(1, p.rejectedSpans);
  if (p.errorMessage !== '') partial.string(2, p.errorMessage);
  return w.message(1, partial).finish();
}

/** google.rpc.Status, the body of an OTLP/HTTP error reply (and gRPC's status details). */
export function encodeRpcStatus(s: { code: number; message: string }): Uint8Array {
  const w = new ProtoWriter();
  if (s.code !== 0) w.int(1, s.code);
  if (s.message !== '') w.string(2, s.message);
  return w.finish();
}
