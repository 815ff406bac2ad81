/**
 * Request body bytes held at once across every request of both receivers (`max_inflight`): a
 * per-request limit alone lets eight concurrent 27.5 MB exports take 809 MB. A request that
 * would go past it is answered 429 / RESOURCE_EXHAUSTED with Retry-After (OTLP: the sender
 * retries it), never queued. One request is always let through when nothing else is in flight,
 * so a body up to `max_body` is never refused for good.
 */
export class InflightBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.used;
  }

  /** Whether `n` more bytes would be taken now (by a request already holding `own`). */
  fits(n: number, own = 0): boolean {
    return this.used === own || this.used + n <= this.limit;
  }

  /** Takes `n` bytes if they fit (or its holder is alone in flight); false, taking nothing, if not. */
  take(n: number, own = 0): boolean {
    if (!this.fits(n, own)) return false;
    this.used += n;
    return true;
  }

  give(n: number): void {
    this.used = Math.max(0, this.used - n);
  }

  /** A request's share: grows as its body arrives, given back once when it is answered. */
  lease(): InflightLease {
    return new InflightLease(this);
  }
}

export class InflightLease {
  private held = 0;
  private done = false;

  constructor(private readonly budget: InflightBudget) {}

  take(n: number): boolean {
    if (this.done || !this.budget.take(n, this.held)) return false;
    this.held += n;
    return true;
  }

  release(): void {
    if (this.done) return;
    this.done = true;
    this.budget.give(this.held);
    this.held = 0;
  }
}

/** What a refused sender is told to wait: in-flight bytes drain in well under a second. */
export const INFLIGHT_RETRY_AFTER_SECONDS = 1;
