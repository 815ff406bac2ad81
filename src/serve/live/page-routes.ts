import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Case } from '../../corpus/schema.js';
import { bearerAuthorized } from '../auth.js';
import { PAGE_CSS } from './assets/page-css.js';
import { PAGE_HTML } from './assets/page-html.js';
import { PAGE_JS } from './assets/page-js.js';
import type { AlertsSnapshot } from '../alerts-host.js';
import { scopeAlerts } from './page-alerts.js';
import type { PageIndex } from './page-index.js';
import { liveNumbers } from './page-numbers.js';
import { parsePageQuery, PageQueryError } from './page-query.js';
import { caseDrillDown, latestTurns, liveTurn } from './page-turns.js';

export interface LivePageOptions {
  index: PageIndex;
  cases: readonly Case[];
  authToken?: string | undefined;
  traceUrl?: string | undefined;
  now: () => number;
  /** The alert rules' states now (`/v1/alerts`): the page lists them scoped by its filter. */
  alerts?: () => AlertsSnapshot;
  /** How often an idle event stream gets a comment line (proxies close silent connections). */
  heartbeatMs?: number;
}

/**
 * The page's CSP: nothing but this origin — its own script file (no inline script, no eval),
 * its own stylesheet, fetches to its own endpoints. Span text is only ever set as text.
 */
export const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STATIC: Record<string, { type: string; body: string }> = {
  '/': { type: 'text/html; charset=utf-8', body: PAGE_HTML },
  '/ui/app.js': { type: 'text/javascript; charset=utf-8', body: PAGE_JS },
  '/ui/app.css': { type: 'text/css; charset=utf-8', body: PAGE_CSS },
};

/** A turn the page no longer keeps whole (or never did): 404. */
class NotKept extends Error {
  override name = 'NotKept';
}

const DATA = new Set(['/v1/live/numbers', '/v1/live/turns', '/v1/live/turn', '/v1/live/case', '/v1/live/alerts', '/v1/events']);

/**
 * The live page of `forbear serve`: the page itself (public: it holds no data) and the JSON
 * endpoints it is one client of, behind the same bearer token as `/v1/summary`.
 */
export class LivePage {
  private readonly streams = new Set<ServerResponse>();
  private readonly caseById: Map<string, Case>;

  constructor(private readonly opts: LivePageOptions) {
    this.caseById = new Map(opts.cases.map((c) => [c.id, c]));
  }

  owns(path: string): boolean {
    return path in STATIC || DATA.has(path);
  }

  handle(req: IncomingMessage, res: ServerResponse, path: string): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'method not allowed\n', { allow: 'GET, HEAD' });
    const asset = STATIC[path];
    if (asset !== undefined) {
      return send(res, 200, asset.type, asset.body, { 'content-security-policy': PAGE_CSP, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cache-control': 'no-cache' });
    }
    if (!bearerAuthorized(this.opts.authToken, req.headers.authorization)) {
      return send(res, 401, 'text/plain', 'missing or wrong bearer token\n', { 'www-authenticate': 'Bearer' });
    }
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    if (path === '/v1/events') return this.events(req, res);
    try {
      json(res, this.answer(path, params));
    } catch (e) {
      if (e instanceof PageQueryError) return send(res, 400, 'text/plain', `${e.message}\n`);
      if (e instanceof NotKept) return send(res, 404, 'text/plain', `${e.message}\n`);
      throw e;
    }
  }

  /** Ends every open event stream (shutdown: the listener waits for open responses). */
  close(): void {
    for (const res of this.streams) res.end();
    this.streams.clear();
  }

  private answer(path: string, params: URLSearchParams): unknown {
    const now = this.opts.now();
    const index = this.opts.index;
    switch (path) {
      case '/v1/live/numbers':
        return liveNumbers(index.all(), parsePageQuery(params), now);
      case '/v1/live/turns': {
        const limit = Math.min(200, Math.max(1, Number(params.get('limit') ?? 50) || 50));
        const only = params.get('only') ?? 'failing';
        if (only !== 'failing' && only !== 'forced') throw new PageQueryError(`only: expected failing or forced, got "${only}"`);
        return { generated_at: new Date(now).toISOString(), turns: latestTurns(index.latestFailing(), parsePageQuery(params), now, { forcedOnly: only === 'forced', limit, traceUrl: this.opts.traceUrl }) };
      }
      case '/v1/live/turn': {
        const r = index.failingTurn(params.get('trace_id') ?? '', params.get('span_id') ?? '');
        if (r === undefined) throw new NotKept('trace_id, span_id: no failing turn with these ids is kept (the page keeps the latest 500)');
        return liveTurn(r, this.opts.traceUrl);
      }
      case '/v1/live/case': {
        const id = params.get('id');
        if (id === null || id === '') throw new PageQueryError('id: the case id is required');
        const known = this.caseById.get(id);
        return caseDrillDown(index.all(), id, parsePageQuery(params, 'all'), now, { traceUrl: this.opts.traceUrl, known });
      }
      case '/v1/live/alerts': {
        const snapshot = this.opts.alerts?.() ?? { configured: false, generated_at: new Date(now).toISOString(), rules: [], deliveries: [] };
        return scopeAlerts(snapshot, parsePageQuery(params).filter);
      }
      default:
        throw new PageQueryError(`${path}: not a live page endpoint`);
    }
  }

  /** Server-sent events: `result` per result written, a comment line now and then to keep proxies open. */
  private events(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
    if (req.method === 'HEAD') return void res.end();
    res.write('retry: 3000\n: connected\n\n');
    this.streams.add(res);
    const off = this.opts.index.subscribe((e) => res.write(`event: result\ndata: ${JSON.stringify(e)}\n\n`));
    const beat = setInterval(() => res.write(': ping\n\n'), this.opts.heartbeatMs ?? 15_000);
    beat.unref();
    res.on('close', () => {
      off();
      clearInterval(beat);
      this.streams.delete(res);
    });
  }
}

function json(res: ServerResponse, body: unknown): void {
  send(res, 200, 'application/json', `${JSON.stringify(body)}\n`, { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
}

function send(res: ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, ...extra });
  res.end(body);
}
