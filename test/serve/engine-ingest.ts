import { decodeOtlpJsonRequest } from '../../src/ingest/otlp-json.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import type { ServeEngine } from '../../src/serve/serve-engine.js';
import { toOtlpJson } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';

/** Feeds a serve engine one OTLP/JSON request holding these spans, as the HTTP receiver would. */
export function ingestOtlpJson(e: ServeEngine, spans: ReadableSpan[]): ReturnType<ServeEngine['ingest']> {
  const body = Buffer.from(toOtlpJson(spans));
  const raw: RawSpan[] = decodeOtlpJsonRequest(JSON.parse(body.toString()), (r) => {
    throw new Error(r);
  });
  return e.ingest(raw, 'http', { bytes: body, format: 'json', gzip: false });
}
