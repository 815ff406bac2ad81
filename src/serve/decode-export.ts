import { decodeOtlpJsonRequest } from '../ingest/otlp-json.js';
import type { RawSpan } from '../model/raw-span.js';
import { protoCodec } from './proto-codec.js';

export type WireFormat = 'json' | 'proto';

/** The whole request is unreadable: HTTP 400 / INVALID_ARGUMENT. */
export class BadPayloadError extends Error {
  override name = 'BadPayloadError';
}

export interface DecodedExport {
  spans: RawSpan[];
  /** Spans (or resource groups) that could not be used: reported as partial success. */
  rejected: number;
  /** The first few reasons, for `partialSuccess.errorMessage`. */
  errorMessage: string;
}

const REASONS_SHOWN = 3;

/** An `ExportTraceServiceRequest` body (already decompressed) → RawSpans, or BadPayloadError. */
export function decodeExport(body: Uint8Array, format: WireFormat): DecodedExport {
  const reasons: string[] = [];
  let rejected = 0;
  const reject = (reason: string): void => {
    rejected++;
    if (reasons.length < REASONS_SHOWN) reasons.push(reason);
  };
  let spans: RawSpan[];
  if (format === 'json') {
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
    spans = decodeOtlpJsonRequest(req, reject);
  } else {
    try {
      spans = protoCodec.decode(body, reject);
    } catch (e) {
      if (protoCodec.isDecodeError(e)) throw new BadPayloadError(`invalid protobuf: ${(e as Error).message}`);
      throw e;
    }
  }
  const more = rejected > reasons.length ? ` (and ${rejected - reasons.length} more)` : '';
  return { spans, rejected, errorMessage: reasons.length === 0 ? '' : `${reasons.join('; ')}${more}` };
}
