/** Ingest: span files (OTLP/JSON) → RawSpans. */
export { decodeOtlpJsonRequest, MAX_ATTR_DEPTH } from './otlp-json.js';
export { InputError, readSpanInputs } from './file-reader.js';
export type { IngestStats, ReadOptions, SpanConsumer } from './file-reader.js';
