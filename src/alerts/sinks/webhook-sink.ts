import type { AlertEvent } from '../alert-types.js';
import type { WebhookSinkConfig } from '../sink-config.js';
import { FORBEAR_VERSION } from '../../version.js';
import { alertSlackText } from './alert-text.js';
import { DeliveryError } from './delivery.js';
import type { RetryPolicy, RetryingSink } from './delivery.js';
import { eventId } from './event-id.js';
import type { SinkDeps } from './sink-deps.js';
import { SinkSetupError } from './sink-setup-error.js';
import { resolveHeaders, webhookSinkName } from './header-env.js';

/** Statuses worth trying again: the receiver is overloaded, timed out or broken for now. */
const retryableStatus = (s: number): boolean => s >= 500 || s === 408 || s === 429;

/**
 * POSTs each event to a URL: the event as JSON with its `id` (`format: json`), or a Slack-compatible
 * `{ "text": … }` (`format: slack`). One attempt per `send`, bounded by `timeout`; the dispatcher
 * retries what `DeliveryError.retryable` says may succeed later.
 */
export class WebhookSink implements RetryingSink {
  readonly name: string;
  readonly retry: RetryPolicy;
  private readonly headers: Record<string, string>;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly cfg: WebhookSinkConfig, deps: SinkDeps) {
    this.name = webhookSinkName(cfg);
    this.retry = { retries: cfg.retries, backoffMs: cfg.backoff, maxBackoffMs: cfg.max_backoff };
    this.fetch = deps.fetch ?? globalThis.fetch;
    this.now = deps.now ?? Date.now;
    const { headers, problems } = resolveHeaders(cfg, deps.env);
    this.headers = { 'content-type': 'application/json', 'user-agent': `forbear/${FORBEAR_VERSION}`, ...headers };
    if (problems.length > 0) throw new SinkSetupError(problems);
  }

  async send(event: AlertEvent): Promise<void> {
    const id = eventId(event);
    const body = this.cfg.format === 'slack' ? { text: alertSlackText(event) } : { id, ...event };
    let res: Response;
    try {
      res = await this.fetch(this.cfg.url, {
        method: 'POST',
        headers: { ...this.headers, 'x-forbear-event-id': id },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.cfg.timeout),
      });
    } catch (e) {
      const err = e as Error & { cause?: { message?: string; code?: string } };
      if (err.name === 'TimeoutError' || err.name === 'AbortError') throw new DeliveryError(`timed out after ${this.cfg.timeout}ms`, { retryable: true });
      throw new DeliveryError(`network error: ${err.cause?.code ?? err.cause?.message ?? err.message}`, { retryable: true });
    }
    // Read (and drop) the answer so the connection can be reused; a body that fails to arrive does not matter.
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return;
    throw new DeliveryError(`HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`, {
      retryable: retryableStatus(res.status),
      status: res.status,
      retryAfterMs: parseRetryAfter(res.headers.get('retry-after'), this.now()),
    });
  }
}

/** `Retry-After`: seconds, or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(v: string | null, nowMs: number): number | undefined {
  if (v === null || v.trim() === '') return undefined;
  if (/^\d+$/.test(v.trim())) return Number(v.trim()) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
