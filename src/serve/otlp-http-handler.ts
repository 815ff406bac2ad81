import type { ArrivedSpan } from '../workers/request-body.js';
import { bearerAuthorized } from './auth.js';
import { BadPayloadError } from './decode-export.js';
import { BadEncodingError, BodyTooLargeError, SUPPORTED_ENCODINGS, decompressBody, isSupportedEncoding } from './decompress-body.js';
import type { DecodedExport, WireFormat } from './decode-export.js';
import { grpcCodeForHttp } from './grpc-code.js';
import type { ServeMetrics } from './metrics.js';
import { protoCodec } from './proto-codec.js';
import { contentEncodingHint, contentTypeHint, tooLargeHint, uncompressedHint } from './sender-hints.js';
import type { SenderHints } from './sender-hints.js';
import type { IngestOutcome, Protocol } from './serve-engine.js';
import type { Payload } from './span-store.js';
import { INFLIGHT_RETRY_AFTER_SECONDS } from './inflight-budget.js';


/** Where decoded spans go: the serve engine, or a stand-in in tests and the fuzzer. */
export interface SpanSink {
  busy(): boolean;
  /** A request body (decompressed) read into spans for `ingest`, or BadPayloadError. */
  decode(body: Uint8Array, format: WireFormat): DecodedExport<ArrivedSpan>;
  ingest(spans: ArrivedSpan[], protocol: Protocol, payload: Payload, rejectedSpans?: number): Promise<IngestOutcome>;
  readonly metrics: ServeMetrics;
}

export interface OtlpHttpOptions {
  authToken?: string | undefined;
  /** Largest body accepted, checked on the wire and again after decompression. */
  maxBodyBytes: number;
  /** Seconds a refused sender should wait (Retry-After). */
  retryAfterSeconds?: number;
  /** Where a misconfigured sender's fix is said (wrong Content-Type, gzip off, body too large). */
  hints?: SenderHints | undefined;
}

export interface HttpRequestIn {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as received (possibly gzip). */
  body: Buffer;
  /** The body was longer than the limit on the wire and was not read. */
  overLimit?: boolean;
  /** The request's share of `max_inflight`: a decompressed body takes its size from it too. */
  inflight?: { take(bytes: number): boolean };
}

export interface HttpResponseOut {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

const MEDIA: Record<string, WireFormat> = { 'application/json': 'json', 'application/x-protobuf': 'proto' };
const CONTENT_TYPE: Record<WireFormat, string> = { json: 'application/json', proto: 'application/x-protobuf' };

function header(h: HttpRequestIn['headers'], name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

function encodingOf(h: HttpRequestIn['headers']): string {
  return (header(h, 'content-encoding') ?? 'identity').trim().toLowerCase();
}

/** `application/json; charset=utf-8` → json; anything else → undefined (415). */
export function wireFormatOf(contentType: string | undefined): WireFormat | undefined {
  if (contentType === undefined) return undefined;
  return MEDIA[contentType.split(';')[0]!.trim().toLowerCase()];
}

/**
 * `POST /v1/traces` (OTLP/HTTP, opentelemetry-proto specification.md): the status codes, bodies
 * and headers the spec and the Collector's receiver give, for one request whose body has been
 * read. Never throws for bad input: every outcome is a response.
 */
export class OtlpHttpHandler {
  constructor(
    private readonly sink: SpanSink,
    private readonly opts: OtlpHttpOptions,
  ) {}

  async handle(req: HttpRequestIn): Promise<HttpResponseOut> {
    const res = await this.decide(req);
    this.sink.metrics.requests.inc({ protocol: 'http', code: String(res.status) });
    this.sink.metrics.bytes.inc({ protocol: 'http' }, req.body.length);
    return res;
  }

  /**
   * The answer that the method and headers alone decide (405, 401, 415), or undefined: lets the
   * listener refuse a request without reading, or buffering, a body it would throw away.
   * Counted like `handle`.
   */
  refuseByHeaders(req: Pick<HttpRequestIn, 'method' | 'headers'>): HttpResponseOut | undefined {
    const res = this.checkHeaders(req);
    if (res !== undefined) this.sink.metrics.requests.inc({ protocol: 'http', code: String(res.status) });
    return res;
  }

  /** 429 for a request refused because the bytes in flight across requests are at `max_inflight`. Counted like `handle`. */
  overInflight(headers: HttpRequestIn['headers'], retryAfterSeconds: number): HttpResponseOut {
    const res = this.error(429, 'inflight', 'too many request bytes in flight: retry later', wireFormatOf(header(headers, 'content-type')) ?? 'json', { 'retry-after': String(retryAfterSeconds) });
    this.sink.metrics.requests.inc({ protocol: 'http', code: '429' });
    return res;
  }

  private checkHeaders(req: Pick<HttpRequestIn, 'method' | 'headers'>): HttpResponseOut | undefined {
    const format = wireFormatOf(header(req.headers, 'content-type'));
    const replyAs: WireFormat = format ?? 'json';
    if (req.method !== 'POST') return this.error(405, 'method_not_allowed', `${req.method} is not allowed: POST an ExportTraceServiceRequest`, replyAs, { allow: 'POST' });
    if (!bearerAuthorized(this.opts.authToken, header(req.headers, 'authorization'))) {
      return this.error(401, 'unauthenticated', 'missing or wrong bearer token', replyAs, { 'www-authenticate': 'Bearer' });
    }
    if (format === undefined) {
      this.opts.hints?.say(contentTypeHint(header(req.headers, 'content-type')), header(req.headers, 'user-agent'));
      return this.error(415, 'unsupported_media_type', `unsupported Content-Type ${JSON.stringify(header(req.headers, 'content-type') ?? '')}: use application/x-protobuf or application/json`, 'json');
    }
    const encoding = encodingOf(req.headers);
    if (!isSupportedEncoding(encoding)) {
      this.opts.hints?.say(contentEncodingHint(encoding, SUPPORTED_ENCODINGS), header(req.headers, 'user-agent'));
      return this.error(415, 'unsupported_encoding', `unsupported Content-Encoding "${encoding}": use ${SUPPORTED_ENCODINGS.join(', ')}`, format);
    }
    return undefined;
  }

  private async decide(req: HttpRequestIn): Promise<HttpResponseOut> {
    const refused = this.checkHeaders(req);
    if (refused !== undefined) return refused;
    const format = wireFormatOf(header(req.headers, 'content-type'))!;
    if (req.overLimit === true || req.body.length > this.opts.maxBodyBytes) return this.tooLarge(format);
    const encoding = encodingOf(req.headers);
    if (encoding === 'identity') this.opts.hints?.say(uncompressedHint(req.body.length), header(req.headers, 'user-agent'));
    let body: Buffer | undefined;
    try {
      body = await decompressBody(req.body, encoding, this.opts.maxBodyBytes);
    } catch (e) {
      if (e instanceof BodyTooLargeError) return this.tooLarge(format);
      if (e instanceof BadEncodingError) return this.error(400, 'bad_encoding', e.message, format);
      throw e;
    }
    if (body === undefined) {
      return this.error(415, 'unsupported_encoding', `unsupported Content-Encoding "${encoding}": use ${SUPPORTED_ENCODINGS.join(', ')}`, format);
    }
    // A compressed body's decompressed copy is held too: it counts against max_inflight.
    if (body !== req.body && req.inflight?.take(body.length) === false) {
      return this.error(429, 'inflight', 'too many request bytes in flight: retry later', format, { 'retry-after': String(INFLIGHT_RETRY_AFTER_SECONDS) });
    }
    // Checked before decoding: a refused request costs no work and loses nothing (the sender retries).
    if (this.sink.busy()) {
      return this.error(429, 'busy', 'too many open turns: retry later', format, { 'retry-after': String(this.opts.retryAfterSeconds ?? 5) });
    }
    let decoded;
    try {
      decoded = this.sink.decode(body, format);
    } catch (e) {
      if (e instanceof BadPayloadError) return this.error(400, 'bad_payload', e.message, format);
      throw e;
    }
    if (decoded.rejected > 0) this.sink.metrics.rejectedSpans.inc({ protocol: 'http' }, decoded.rejected);
    try {
      // Stored as it came: a gzip body stays compressed on disk.
      await this.sink.ingest(decoded.spans, 'http', encoding === 'gzip' || encoding === 'x-gzip' ? { bytes: req.body, format, gzip: true } : { bytes: body, format, gzip: false }, decoded.rejected);
    } catch (e) {
      // The store could not take the spans (disk full, closed): retryable, nothing acknowledged.
      return this.error(503, 'unavailable', `cannot store spans: ${(e as Error).message}`, format, { 'retry-after': String(this.opts.retryAfterSeconds ?? 5) });
    }
    const partial = decoded.rejected > 0 ? { rejectedSpans: decoded.rejected, errorMessage: decoded.errorMessage } : undefined;
    return { status: 200, headers: { 'content-type': CONTENT_TYPE[format] }, body: encodeSuccess(format, partial) };
  }

  private tooLarge(format: WireFormat): HttpResponseOut {
    this.opts.hints?.say(tooLargeHint(this.opts.maxBodyBytes));
    return this.error(413, 'too_large', `request body over the ${this.opts.maxBodyBytes}-byte limit (after decompression)`, format);
  }

  private error(status: number, reason: string, message: string, format: WireFormat, extra: Record<string, string> = {}): HttpResponseOut {
    this.sink.metrics.rejections.inc({ protocol: 'http', reason });
    const code = grpcCodeForHttp(status);
    const body = format === 'json' ? Buffer.from(JSON.stringify({ code, message, details: [] })) : protoCodec.encodeStatus({ code, message });
    return { status, headers: { 'content-type': CONTENT_TYPE[format], ...extra }, body };
  }
}

/** ExportTraceServiceResponse; JSON success is `{}`, partial success names the rejected count. */
function encodeSuccess(format: WireFormat, partial: { rejectedSpans: number; errorMessage: string } | undefined): Uint8Array {
  if (format === 'proto') return protoCodec.encodeResponse(partial);
  // OTLP/JSON: int64 as a string.
  const json = partial === undefined ? {} : { partialSuccess: { rejectedSpans: String(partial.rejectedSpans), errorMessage: partial.errorMessage } };
  return Buffer.from(JSON.stringify(json));
}
