import { ProtoDecodeError, decodeOtlpProtoRequest } from '../ingest/otlp-proto.js';
import { encodeExportTraceServiceResponse, encodeRpcStatus } from '../ingest/proto-responses.js';
import type { RawSpan } from '../model/raw-span.js';

/** The protobuf side of the receivers: request decoder and response encoders (src/ingest). */
export interface ProtoCodec {
  decode(bytes: Uint8Array, reject: (reason: string) => void): RawSpan[];
  isDecodeError(e: unknown): boolean;
  encodeResponse(partial: { rejectedSpans: number; errorMessage: string } | undefined): Uint8Array;
  encodeStatus(status: { code: number; message: string }): Uint8Array;
}

export const protoCodec: ProtoCodec = {
  decode: decodeOtlpProtoRequest,
  isDecodeError: (e) => e instanceof ProtoDecodeError,
  encodeResponse: (partial) => encodeExportTraceServiceResponse(partial ?? { rejectedSpans: 0, errorMessage: '' }),
  encodeStatus: encodeRpcStatus,
};
