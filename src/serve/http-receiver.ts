import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { OtlpHttpHandler } from './otlp-http-handler.js';
import type { ServeEngine } from './serve-engine.js';
import { bearerAuthorized } from './auth.js';
import { grpcOnHttpPortHint, wrongPathHint } from './sender-hints.js';
import type { SenderHints } from './sender-hints.js';
import { streamSummary } from './summary-stream.js';
import { INFLIGHT_RETRY_AFTER_SECONDS } from './inflight-budget.js';
import type { InflightBudget, InflightLease } from './inflight-budget.js';
import { BodyBuffer } from './body-buffer.js';

export interface HttpReceiverOptions {
  host: string;
  port: number;
  maxBodyBytes: number;
  tls?: { cert: Buffer; key: Buffer } | undefined;
  /** Also guards /metrics, /v1/summary and /v1/alerts (results hold user messages); probes stay open. */
  authToken?: string | undefined;
  /** `GET /v1/alerts`: the alert engine's states and delivery counts (configured: false without --alerts). */
  alerts?: (() => unknown) | undefined;
  /** Where a sender POSTing to the wrong path is told the endpoint setting that fixes it. */
  hints?: SenderHints | undefined;
  /** Request body bytes held at once across all requests (shared with the gRPC receiver). */
  inflight?: InflightBudget | undefined;
  /** The live page (`/`, `/ui/…`) and its data endpoints (`/v1/live/…`, `/v1/events`). */
  page?: { owns(path: string): boolean; handle(req: IncomingMessage, res: ServerResponse, path: string): void } | undefined;
}

/** The OTLP/HTTP listener: `POST /v1/traces`, plus `/metrics`, `/healthz`, `/readyz`, `/v1/summary`, `/v1/alerts`. */
export class HttpReceiver {
  private readonly server: Server;
  private draining = false;

  constructor(
    private readonly engine: ServeEngine,
    private readonly handler: OtlpHttpHandler,
    private readonly opts: HttpReceiverOptions,
  ) {
    const listener = (req: IncomingMessage, res: ServerResponse): void => {
      this.route(req, res).catch((e: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 13, message: `internal error: ${(e as Error).message}`, details: [] }));
      });
    };
    this.server = opts.tls ? createHttpsServer({ cert: opts.tls.cert, key: opts.tls.key }, listener) : createHttpServer(listener);
    // `Expect: 100-continue`: the body is asked for only once the headers are accepted (export()).
    this.server.on('checkContinue', listener);
    // Collector exporters keep connections alive between batches.
    this.server.keepAliveTimeout = 65_000;
    // Slow senders (slowloris): 408 and disconnect once the headers took 60 s or the request 300 s
    // (Node's defaults, stated here because the README promises them).
    this.server.headersTimeout = 60_000;
    this.server.requestTimeout = 300_000;
    // An HTTP/2 client (a gRPC exporter pointed at this port) fails the HTTP/1 parser before any
    // request exists, so only here can forbear say which setting is wrong. A 'clientError'
    // listener replaces Node's own answer, so it answers as Node would (400, 408, 413, 431).
    const hints = opts.hints;
    if (hints !== undefined) {
      this.server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
        if (err.code === 'HPE_PAUSED_H2_UPGRADE') hints.say(grpcOnHttpPortHint());
        // Node's own test: no response in flight on this socket, or none of it written yet.
        const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
        if (socket.writable && (inFlight == null || inFlight.headersSent !== true)) socket.write(CLIENT_ERROR_ANSWERS[err.code ?? ''] ?? CLIENT_ERROR_ANSWERS.default);
        socket.destroy(err);
      });
    }
  }

  async listen(): Promise<AddressInfo> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.opts.port, this.opts.host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    return this.server.address() as AddressInfo;
  }

  /** Stops accepting; requests in flight finish. */
  async close(): Promise<void> {
    this.draining = true;
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeIdleConnections();
    });
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Shutting down: no answer leaves a keep-alive connection behind for close() to wait on.
    if (this.draining) res.setHeader('connection', 'close');
    const path = routePath(req.url);
    if (path === '/v1/traces') return this.export(req, res);
    // Only reads: a sender POSTing to `/` has an endpoint without /v1/traces and gets the hint below.
    if ((req.method === 'GET' || req.method === 'HEAD') && this.opts.page?.owns(path) === true) return this.opts.page.handle(req, res, path);
    if (!GET_PATHS.has(path)) this.opts.hints?.say(wrongPathHint(req.method ?? 'GET', path), req.headers['user-agent']);
    if (!GET_PATHS.has(path)) return send(res, 404, 'text/plain', 'not found: OTLP traces go to POST /v1/traces\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'method not allowed\n', { allow: 'GET, HEAD' });
    switch (path) {
      case '/healthz':
        return send(res, 200, 'text/plain', 'ok\n');
      case '/readyz': {
        const ready = !this.draining && !this.engine.busy();
        return send(res, ready ? 200 : 503, 'text/plain', ready ? 'ready\n' : this.draining ? 'shutting down\n' : 'busy: too many open turns\n');
      }
      case '/metrics':
      case '/v1/summary':
      case '/v1/alerts':
        if (!bearerAuthorized(this.opts.authToken, req.headers.authorization)) {
          return send(res, 401, 'text/plain', 'missing or wrong bearer token\n', { 'www-authenticate': 'Bearer' });
        }
        if (path === '/v1/alerts') return send(res, 200, 'application/json', `${JSON.stringify(this.opts.alerts?.() ?? { configured: false, rules: [], deliveries: [] }, null, 2)}\n`);
        return path === '/metrics' ? this.metrics(res) : this.summary(res);
      default:
        return send(res, 404, 'text/plain', 'not found: OTLP traces go to POST /v1/traces\n');
    }
  }

  private metrics(res: ServerResponse): void {
    send(res, 200, 'text/plain; version=0.0.4; charset=utf-8', this.engine.metrics.render(this.engine.openTurns, this.engine.scoringQueueDepth));
  }

  private summary(res: ServerResponse): Promise<void> {
    return streamSummary(this.engine, res);
  }

  private async export(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Refused on its headers (method, token, media type, encoding): answered at once, and the
    // body, if the sender goes on to send it, is discarded as it arrives (Node dumps an unread
    // request body), never buffered: an unauthenticated sender cannot make forbear hold
    // max_body per connection. A sender waiting for `100 Continue` never sends it: close.
    const expectsContinue = /100-continue/i.test(req.headers.expect ?? '');
    const refused = this.handler.refuseByHeaders({ method: req.method ?? 'GET', headers: req.headers });
    if (refused !== undefined) {
      const headers: Record<string, string> = { ...refused.headers, 'content-length': String(refused.body.byteLength) };
      if (expectsContinue || this.draining) headers.connection = 'close';
      res.writeHead(refused.status, headers);
      res.end(refused.body);
      return;
    }
    const declared = Number(req.headers['content-length']);
    // Bytes in flight across requests (max_inflight), taken as the body arrives (a slow sender
    // holds only what it sent); a declared length that cannot fit now is refused before reading.
    // Past the budget the sender is told 429 and retries.
    const lease = this.opts.inflight?.lease();
    const tooBig = declared > this.opts.maxBodyBytes;
    const noRoom = !tooBig && declared > 0 && this.opts.inflight?.fits(declared) === false;
    if (expectsContinue && !tooBig && !noRoom) res.writeContinue();
    try {
      const read = noRoom ? 'inflight' : await readBody(req, this.opts.maxBodyBytes, lease);
      const refusedBody = typeof read === 'string';
      // Over a limit on the wire: answered without the body (413, or 429 past max_inflight); the
      // connection is closed after the answer, so the rest is never read.
      const out = read === 'inflight'
        ? this.handler.overInflight(req.headers, INFLIGHT_RETRY_AFTER_SECONDS)
        : await this.handler.handle({ method: req.method ?? 'GET', headers: req.headers, body: refusedBody ? Buffer.alloc(0) : read, overLimit: refusedBody, ...(lease ? { inflight: lease } : {}) });
      const headers: Record<string, string> = { ...out.headers, 'content-length': String(out.body.byteLength) };
      if (refusedBody || this.draining) headers.connection = 'close';
      res.writeHead(out.status, headers);
      res.end(out.body);
      if (refusedBody) res.on('finish', () => req.destroy());
    } finally {
      lease?.release();
    }
  }
}

/** Node's own answers to a request its parser refused (lib/_http_server.js socketOnError). */
const CLIENT_ERROR_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n',
  ERR_HTTP_REQUEST_TIMEOUT: 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n',
  default: 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n',
};

const GET_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/v1/summary', '/v1/alerts']);

/**
 * The path without its query and one trailing slash: some SDKs build `…/v1/traces/` from an
 * endpoint that ends in a slash, and nothing else is served below these paths.
 */
function routePath(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The request body, or why reading stopped: `too_large` once it is longer than `max` bytes,
 * `inflight` once its chunks no longer fit the in-flight budget (`lease`, for a body of
 * undeclared length). A body of declared length is read straight into shared memory of that
 * length (`BodyBuffer`): a protobuf body's spans are then read by the scoring workers from the
 * bytes as they arrived, with no second copy (serve39).
 */
function readBody(req: IncomingMessage, max: number, lease?: InflightLease): Promise<Buffer | 'too_large' | 'inflight'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) {
    req.pause();
    return Promise.resolve('too_large');
  }
  return new Promise((resolve, reject) => {
    const body = new BodyBuffer(Number.isInteger(declared) && declared >= 0 ? declared : undefined);
    const stop = (why: 'too_large' | 'inflight'): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.pause();
      resolve(why);
    };
    const onData = (chunk: Buffer): void => {
      if (body.size + chunk.length > max) return stop('too_large');
      if (lease !== undefined && !lease.take(chunk.length)) return stop('inflight');
      body.add(chunk);
    };
    const onEnd = (): void => resolve(body.bytes());
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, ...extra });
  res.end(body);
}
