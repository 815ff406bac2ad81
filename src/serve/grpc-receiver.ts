import { Metadata, Server, ServerCredentials, logVerbosity, setLogVerbosity, status } from '@grpc/grpc-js';
import type { ServerUnaryCall, ServiceDefinition, sendUnaryData } from '@grpc/grpc-js';
import { bearerAuthorized } from './auth.js';
import { BadPayloadError } from './decode-export.js';
import type { SpanSink } from './otlp-http-handler.js';
import { protoCodec } from './proto-codec.js';
import { statusWithRetryInfo } from './retry-info.js';
import { INFLIGHT_RETRY_AFTER_SECONDS } from './inflight-budget.js';
import type { InflightBudget } from './inflight-budget.js';

export interface GrpcReceiverOptions {
  authToken?: string | undefined;
  maxBodyBytes: number;
  retryAfterSeconds: number;
  tls?: { cert: Buffer; key: Buffer } | undefined;
  /** Request bytes held at once across all requests (shared with the HTTP receiver). */
  inflight?: InflightBudget | undefined;
}

const identity = (b: Buffer): Buffer => b;

// grpc-js logs its own errors to the console; forbear reports them (only the CLI prints).
setLogVerbosity(logVerbosity.NONE);

/**
 * The TraceService by hand (collector/trace/v1/trace_service.proto): raw bytes in and out, so
 * forbear's own protobuf decoder does the parsing and no .proto file is loaded.
 */
const TRACE_SERVICE: ServiceDefinition = {
  Export: {
    path: '/opentelemetry.proto.collector.trace.v1.TraceService/Export',
    requestStream: false,
    responseStream: false,
    requestSerialize: identity,
    requestDeserialize: identity,
    responseSerialize: identity,
    responseDeserialize: identity,
  },
};

/** OTLP/gRPC on `@grpc/grpc-js`; gzip is handled by grpc-js (`grpc-encoding: gzip`). */
export class GrpcReceiver {
  private readonly server: Server;

  constructor(
    private readonly sink: SpanSink,
    private readonly opts: GrpcReceiverOptions,
  ) {
    // grpc-js checks the limit on the decompressed message: a gzip bomb is refused with RESOURCE_EXHAUSTED.
    this.server = new Server({ 'grpc.max_receive_message_length': opts.maxBodyBytes });
    this.server.addService(TRACE_SERVICE, { Export: (call: ServerUnaryCall<Buffer, Buffer>, cb: sendUnaryData<Buffer>) => this.export(call, cb) });
  }

  listen(host: string, port: number): Promise<number> {
    const creds = this.opts.tls ? ServerCredentials.createSsl(null, [{ cert_chain: this.opts.tls.cert, private_key: this.opts.tls.key }], false) : ServerCredentials.createInsecure();
    const target = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
    return new Promise((resolve, reject) => {
      this.server.bindAsync(target, creds, (err, bound) => (err ? reject(err) : resolve(bound)));
    });
  }

  /** Stops accepting; calls in flight finish. */
  close(): Promise<void> {
    return new Promise((resolve) => this.server.tryShutdown(() => resolve()));
  }

  private export(call: ServerUnaryCall<Buffer, Buffer>, cb: sendUnaryData<Buffer>): void {
    const m = this.sink.metrics;
    const body = call.request;
    m.bytes.inc({ protocol: 'grpc' }, body.length);
    const fail = (code: status, reason: string, details: string, trailer?: Metadata): void => {
      m.requests.inc({ protocol: 'grpc', code: status[code] ?? String(code) });
      m.rejections.inc({ protocol: 'grpc', reason });
      cb({ code, details, ...(trailer ? { metadata: trailer } : {}) });
    };
    const auth = call.metadata.get('authorization')[0];
    if (!bearerAuthorized(this.opts.authToken, typeof auth === 'string' ? auth : auth?.toString('utf8'))) {
      fail(status.UNAUTHENTICATED, 'unauthenticated', 'missing or wrong bearer token');
      return;
    }
    if (this.sink.busy()) {
      const trailer = new Metadata();
      trailer.set('grpc-status-details-bin', statusWithRetryInfo(status.RESOURCE_EXHAUSTED, 'too many open turns: retry later', this.opts.retryAfterSeconds));
      fail(status.RESOURCE_EXHAUSTED, 'busy', 'too many open turns: retry later', trailer);
      return;
    }
    // grpc-js has read the message; past max_inflight it is dropped here, before it is decoded
    // into spans (several times its size), and the sender is told to retry.
    const lease = this.opts.inflight?.lease();
    if (lease !== undefined && !lease.take(body.length)) {
      const trailer = new Metadata();
      trailer.set('grpc-status-details-bin', statusWithRetryInfo(status.RESOURCE_EXHAUSTED, 'too many request bytes in flight: retry later', INFLIGHT_RETRY_AFTER_SECONDS));
      fail(status.RESOURCE_EXHAUSTED, 'inflight', 'too many request bytes in flight: retry later', trailer);
      return;
    }
    let decoded;
    try {
      decoded = this.sink.decode(body, 'proto');
    } catch (e) {
      lease?.release();
      if (e instanceof BadPayloadError) fail(status.INVALID_ARGUMENT, 'bad_payload', e.message);
      else fail(status.INTERNAL, 'internal', `internal error: ${(e as Error).message}`);
      return;
    }
    if (decoded.rejected > 0) m.rejectedSpans.inc({ protocol: 'grpc' }, decoded.rejected);
    const partial = decoded.rejected > 0 ? { rejectedSpans: decoded.rejected, errorMessage: decoded.errorMessage } : undefined;
    this.sink.ingest(decoded.spans, 'grpc', { bytes: body, format: 'proto', gzip: false }, decoded.rejected).finally(() => lease?.release()).then(() => {
      m.requests.inc({ protocol: 'grpc', code: 'OK' });
      cb(null, Buffer.from(protoCodec.encodeResponse(partial)));
    }, (e: unknown) => {
      // The store could not take the spans (disk full, shutting down): retryable, nothing acknowledged.
      fail(status.UNAVAILABLE, 'unavailable', `cannot store spans: ${(e as Error).message}`);
    });
  }
}
