import type { AlertSink } from '../alert-types.js';

/** How a sink's failed deliveries are retried: at most `retries` more attempts, backing off exponentially. */
export interface RetryPolicy {
  retries: number;
  /** Wait before the first retry (ms); doubled each time up to `maxBackoffMs`, with jitter. */
  backoffMs: number;
  maxBackoffMs: number;
}

/** A sink that states its retry policy (a sink without one is tried once). */
export interface RetryingSink extends AlertSink {
  readonly retry?: RetryPolicy;
}

/**
 * A delivery that did not succeed. `retryable` says whether trying again may help (network errors,
 * timeouts, 5xx, 408, 429); `retryAfterMs` is the receiver's own `Retry-After`, when it gave one.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly retryable: boolean;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(message: string, opts: { retryable: boolean; status?: number; retryAfterMs?: number | undefined }) {
    super(message);
    this.retryable = opts.retryable;
    this.status = opts.status;
    this.retryAfterMs = opts.retryAfterMs;
  }
}
