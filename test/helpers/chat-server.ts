import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake endpoint saw of one request. */
export interface SeenRequest {
  body: { model?: string; temperature?: number; messages?: { role: string; content: string }[]; response_format?: unknown };
  authorization: string | undefined;
}

/** How to answer the n-th request (0-based): a verdict object, raw content, an HTTP status, or silence. */
export type Answer =
  | { verdict: Record<string, unknown> }
  | { content: string }
  | { status: number; retryAfter?: string; message?: string }
  | { hang: true };

export interface ChatServer {
  url: string;
  requests: SeenRequest[];
  /** Most requests that were open at the same moment. */
  maxInFlight: number;
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking the OpenAI chat-completions wire format: POST /v1/chat/completions
 * → `{choices: [{message: {role, content}}]}`. Each request is answered by `answer(n, request)`.
 */
export async function startChatServer(answer: (n: number, req: SeenRequest) => Answer): Promise<ChatServer> {
  const requests: SeenRequest[] = [];
  const hanging: ServerResponse[] = [];
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    let data = '';
    req.setEncoding('utf8').on('data', (d: string) => (data += d)).on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const seen: SeenRequest = { body: JSON.parse(data) as SeenRequest['body'], authorization: req.headers.authorization };
      requests.push(seen);
      const a = answer(requests.length - 1, seen);
      // Answer on the next turn of the event loop, so parallel requests overlap as they would.
      setTimeout(() => {
        if ('hang' in a) {
          hanging.push(res);
          return;
        }
        if ('status' in a) {
          res.writeHead(a.status, { 'content-type': 'application/json', ...(a.retryAfter ? { 'retry-after': a.retryAfter } : {}) });
          res.end(JSON.stringify({ error: { message: a.message ?? `status ${a.status}` } }));
          return;
        }
        const content = 'verdict' in a ? JSON.stringify(a.verdict) : a.content;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
      }, 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A verdict with every signal false unless given. */
export function verdict(v: Partial<Record<'asks' | 'flags' | 'declines' | 'claims_done' | 'hands_off', boolean>> & { on_point?: boolean | null; reason?: string }): { verdict: Record<string, unknown> } {
  return { verdict: { asks: false, flags: false, declines: false, claims_done: false, on_point: null, reason: 'test', ...v } };
}
