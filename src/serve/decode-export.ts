import { decodeOtlpJsonRequest } from '../ingest/otlp-json.js';
import { decodeOtlpProtoHeads } from '../ingest/otlp-proto-heads.js';
import type { RawSpan } from '../model/raw-span.js';
import { RequestBody } from '../workers/request-body.js';
import type { ArrivedSpan } from '../workers/request-body.js';
import { protoCodec } from './proto-codec.js';

export type WireFormat = 'json' | 'proto';

/** The whole request is unreadable: HTTP 400 / INVALID_ARGUMENT. */
export class BadPayloadError extends Error {
  override name = 'BadPayloadError';
}

export interface DecodedExport<S = RawSpan> {
  spans: S[];
  /** Spans (or resource groups) that could not be used: reported as partial success. */
  rejected: number;
  /** The first few reasons, for `partialSuccess.errorMessage`. */
  errorMessage: string;
}

const REASONS_SHOWN = 3;

/**
 * As decodeExport, but a protobuf body's spans are read only as far as their heads (ids, parent,
 * times, the attributes named in `keep`), each pointing into the body's bytes for a scoring worker
 * to decode: the same spans, rejects and errors. JSON bodies are decoded whole.
 */
export function decodeArrived(body: Uint8Array, format: WireFormat, keep: ReadonlySet<string>): DecodedExport<ArrivedSpan> {
  if (format === 'json') return decodeExport(body, format);
  return decodeWith(format, (reject) => decodeOtlpProtoHeads(body, keep, reject, RequestBody.of(body)));
}

/** An `ExportTraceServiceRequest` body (already decompressed) → RawSpans, or BadPayloadError. */
export function decodeExport(body: Uint8Array, format: WireFormat): DecodedExport {
  return decodeWith(format, (reject) => (format === 'json' ? decodeJson(body, reject) : protoCodec.decode(body, reject)));
}

function decodeWith<S>(format: WireFormat, decode: (reject: (reason: string) => void) => S[]): DecodedExport<S> {
  const reasons: string[] = [];
  let rejected = 0;
  const reject = (reason: string): void => {
    rejected++;
    if (reasons.length < REASONS_SHOWN) reasons.push(reason);
  };
  let spans: S[];
  try {
    spans = decode(reject);
  } catch (e) {
    if (format === 'proto' && protoCodec.isDecodeError(e)) throw new BadPayloadError(`invalid protobuf: ${(e as Error).message}`);
    throw e;
  }
  const more = rejected > reasons.length ? ` (and ${rejected - reasons.length} more)` : '';
  return { spans, rejected, errorMessage: reasons.length === 0 ? '' : `${reasons.join('; ')}${more}` };
}

function decodeJson(body: Uint8Array, reject: (reason: string) => void): RawSpan[] {
  let req: unknown;
  try {
    req = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'));
  } catch (e) {
    throw new BadPayloadError(`invalid JSON: ${(e as Error).message}`);
  }
  const rss = typeof req === 'object' && req !== null && !Array.isArray(req) ? ((req as Record<string, unknown>).resourceSpans ?? (req as Record<string, unknown>).resource_spans) : null;
  if (rss === null || (rss !== undefined && !Array.isArray(rss))) {
    throw new BadPayloadError('not an ExportTraceServiceRequest: expected an object with a resourceSpans array');
  }
  return decodeOtlpJsonRequest(req, reject);
}
