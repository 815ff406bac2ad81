import type { JudgeConfig } from './judge-config.js';
import type { ChatMessage } from './judge-prompt.js';

/** A chat-completions request that failed for good (after its retries, or not retryable). */
export class JudgeError extends Error {
  override name = 'JudgeError';
}

/** A failure worth another attempt: 429, 5xx, a timeout, a dropped connection. */
class Retryable extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

export interface ChatClientStats {
  requests: number;
  retries: number;
}

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An OpenAI-compatible chat-completions client: temperature 0, a bounded number of requests
 * in flight, a timeout per request, and retries with exponential backoff on 429 and 5xx
 * (honouring Retry-After). It returns the first choice's message content.
 */
export class ChatClient {
  readonly stats: ChatClientStats = { requests: 0, retries: 0 };
  private readonly endpoint: string;
  private active = 0;
  /** Cleared when the endpoint rejects `response_format` (not every compatible server knows it). */
  private jsonMode = true;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly config: Pick<JudgeConfig, 'url' | 'model' | 'apiKey' | 'concurrency' | 'timeoutMs' | 'retries' | 'backoffMs' | 'maxBackoffMs'>,
    private readonly sleep: Sleep = realSleep,
  ) {
    const base = config.url.replace(/\/+$/u, '');
    this.endpoint = /\/chat\/completions$/u.test(base) ? base : `${base}/chat/completions`;
  }

  async complete(messages: ChatMessage[]): Promise<string> {
    await this.acquire();
    try {
      return await this.withRetries(messages);
    } finally {
      this.release();
    }
  }

  private async withRetries(messages: ChatMessage[]): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(messages);
      } catch (err) {
        if (!(err instanceof Retryable)) throw err;
        if (attempt >= this.config.retries) throw new JudgeError(`${err.message} (gave up after ${attempt + 1} attempts)`);
        this.stats.retries++;
        const backoff = Math.min(this.config.backoffMs * 2 ** attempt, this.config.maxBackoffMs);
        await this.sleep(Math.min(err.retryAfterMs ?? backoff, this.config.maxBackoffMs));
      }
    }
  }

  private async once(messages: ChatMessage[]): Promise<string> {
    this.stats.requests++;
    let res: Response;
    try {
      res = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.model,
          temperature: 0,
          messages,
          ...(this.jsonMode ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (err) {
      const e = err as Error;
      const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
      throw new Retryable(timedOut ? `no answer within ${this.config.timeoutMs} ms` : `request failed: ${e.message}`, undefined);
    }
    let body: string;
    try {
      body = await res.text();
    } catch (err) {
      throw new Retryable(`reading the answer failed: ${(err as Error).message}`, undefined);
    }
    if (res.status === 429 || res.status >= 500) throw new Retryable(`HTTP ${res.status}`, retryAfter(res.headers.get('retry-after')));
    if (res.status === 400 && this.jsonMode && body.includes('response_format')) {
      // The prompt asks for JSON anyway; ask again without the parameter this server rejects.
      this.jsonMode = false;
      return this.once(messages);
    }
    if (!res.ok) throw new JudgeError(`HTTP ${res.status}: ${body.slice(0, 200)}`);
    return messageContent(body);
  }

  private async acquire(): Promise<void> {
    if (this.active < this.config.concurrency) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next !== undefined) next(); // the slot passes straight to the next waiter
    else this.active--;
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3). */
function retryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function messageContent(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new JudgeError(`the endpoint did not answer with JSON: ${JSON.stringify(body.slice(0, 80))}`);
  }
  const content = (parsed as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new JudgeError('the answer has no choices[0].message.content');
  return content;
}
