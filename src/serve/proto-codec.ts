import type { RawSpan } from '../model/raw-span.js';

/** The protobuf side of the receivers: request decoder and response encoders (src/ingest). */
export interface ProtoCodec {
  decode(bytes: Uint8Array, reject: (reason: string) => void): RawSpan[];
  isDecodeError(e: unknown): boolean;
  encodeResponse(partial: { rejectedSpans: number; errorMessage: string } | undefined): Uint8Array;
  encodeStatus(status: { code: number; message: string }): Uint8Array;
}

class Unavailable extends Error {}

// TEMPORARY until the protobuf decoder lands in src/ingest/otlp-proto.ts.
export const protoCodec: ProtoCodec = {
  decode: () => {
    throw new Unavailable('protobuf decoding is not available yet');
  },
  isDecodeError: (e) => e instanceof Unavailable,
  encodeResponse: () => new Uint8Array(0),
  encodeStatus: () => new Uint8Array(0),
};
