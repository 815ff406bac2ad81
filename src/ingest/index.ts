/** Ingest: span files (OTLP/JSON and protobuf) → RawSpans. */
export { decodeOtlpJsonRequest, MAX_ATTR_DEPTH } from './otlp-json.js';
export { decodeOtlpProtoRequest, ProtoDecodeError } from './otlp-proto.js';
export { encodeExportTraceServiceResponse, encodeRpcStatus } from './proto-responses.js';
export type { PartialSuccess } from './proto-responses.js';
export { InputError, readSpanInputs } from './file-reader.js';
export type { IngestStats, ReadOptions, SpanConsumer } from './file-reader.js';
