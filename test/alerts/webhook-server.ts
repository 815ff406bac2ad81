import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status answered, or `hung` when the request was left unanswered (a timeout). */
  answer: number | 'hung';
  /** The answer has been sent (a delayed one only after its delay). */
  answered: boolean;
}

/** What the test server does with the n-th request (0-based): a status (and headers, maybe after a delay), or hang. */
export type Script = (n: number) => { status: number; headers?: Record<string, string>; delayMs?: number } | 'hang';

/** A webhook receiver on loopback that follows a script and records every request. */
export async function webhookServer(script: Script): Promise<{ url: string; received: Received[]; accepted: () => Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const hung: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const step = script(received.length);
      const r: Received = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answer: step === 'hang' ? 'hung' : step.status, answered: false };
      received.push(r);
      if (step === 'hang') {
        hung.push(res);
        return;
      }
      const answer = (): void => {
        res.writeHead(step.status, step.headers ?? {});
        res.end(step.status < 300 ? 'ok' : 'nope');
        r.answered = true;
      };
      if (step.delayMs === undefined) answer();
      else setTimeout(answer, step.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/T000/B000/secret`,
    received,
    accepted: () => received.filter((r) => r.answered && typeof r.answer === 'number' && r.answer < 300),
    close: () => new Promise<void>((resolve) => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
