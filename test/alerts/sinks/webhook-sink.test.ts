import { afterEach, describe, expect, it } from 'vitest';
import { AlertDispatcher } from '../../../src/alerts/dispatcher.js';
import type { WebhookSinkConfig } from '../../../src/alerts/sink-config.js';
import { WebhookSinkSchema } from '../../../src/alerts/sink-config.js';
import { createSinks } from '../../../src/alerts/sinks/create-sinks.js';
import { eventId } from '../../../src/alerts/sinks/event-id.js';
import { FORBEAR_VERSION } from '../../../src/version.js';
import { spikeEvent } from '../alert-fixtures.js';
import { webhookServer } from '../webhook-server.js';
import type { Script } from '../webhook-server.js';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function server(script: Script): Promise<Awaited<ReturnType<typeof webhookServer>>> {
  const s = await webhookServer(script);
  servers.push(s);
  return s;
}

const webhook = (url: string, over: Record<string, unknown> = {}): WebhookSinkConfig => WebhookSinkSchema.parse({ type: 'webhook', url, backoff: '100ms', max_backoff: '1m', ...over });

/** A dispatcher whose waits are recorded and skipped, with the jitter fixed at its midpoint. */
function dispatcher(sinks: ReturnType<typeof createSinks>): { d: AlertDispatcher; waits: number[]; logs: string[] } {
  const waits: number[] = [];
  const logs: string[] = [];
  const d = new AlertDispatcher(sinks, {
    log: (l) => logs.push(l),
    random: () => 0.5,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
  return { d, waits, logs };
}

describe('webhook sink', () => {
  it('fails (500), times out, is told to wait (429 Retry-After), then recovers: the event arrives exactly once, every failure logged', async () => {
    const s = await server((n) => [{ status: 500 }, 'hang' as const, { status: 429, headers: { 'retry-after': '2' } }][n] ?? { status: 204 });
    const sinks = createSinks([webhook(s.url, { timeout: '300ms' })], { env: {}, writeLine: () => undefined });
    const { d, waits, logs } = dispatcher(sinks);
    const e = spikeEvent();
    d.dispatch([e]);
    await d.idle();
    const backoffs = [...waits];
    expect(await d.close(0)).toBe(true);
    expect(s.received.map((r) => r.answer)).toEqual([500, 'hung', 429, 204]);
    expect(s.accepted()).toHaveLength(1);
    // Every attempt carries the same id, so a receiver that saw a timed-out attempt can drop the repeat.
    expect(new Set(s.received.map((r) => r.headers['x-forbear-event-id']))).toEqual(new Set([eventId(e)]));
    expect(JSON.parse(s.accepted()[0]!.body)).toEqual(JSON.parse(JSON.stringify({ id: eventId(e), ...e })));
    // Backoff 100ms doubling, half jittered (random 0.5 → 3/4 of it); Retry-After 2s outranks the 300ms due.
    expect(backoffs).toEqual([75, 150, 2000]);
    expect(d.counters()).toEqual([{ sink: 'webhook http://127.0.0.1:' + new URL(s.url).port, delivered: 1, failed: 0, dropped: 0, retries: 3, queued: 0 }]);
    expect(logs).toHaveLength(3);
    const head = `forbear: alert delivery failed: sink "webhook ${new URL(s.url).origin}" event ${eventId(e)} (firing alert rule=forced-actions-high group=service.name=checkout)`;
    expect(logs[0]).toBe(`${head} attempt 1/6: HTTP 500 Internal Server Error; retrying in 75ms`);
    expect(logs[1]).toBe(`${head} attempt 2/6: timed out after 300ms; retrying in 150ms`);
    expect(logs[2]).toBe(`${head} attempt 3/6: HTTP 429 Too Many Requests; retrying in 2000ms`);
    // The log names the sink by origin only: a Slack-style secret path never reaches stderr.
    expect(logs.join('\n')).not.toContain('secret');
  });

  it('a 4xx other than 408/429 is permanent: one attempt, logged, counted failed; retries run out on a receiver that stays down', async () => {
    const bad = await server(() => ({ status: 400 }));
    const down = await server(() => ({ status: 503 }));
    const sinks = createSinks([webhook(bad.url, { name: 'bad' }), webhook(down.url, { name: 'down', retries: 2 })], { env: {}, writeLine: () => undefined });
    const { d, logs } = dispatcher(sinks);
    d.dispatch([spikeEvent()]);
    await d.idle();
    expect(bad.received).toHaveLength(1);
    expect(down.received).toHaveLength(3);
    expect(d.counters().map((c) => [c.sink, c.delivered, c.failed, c.retries])).toEqual([['bad', 0, 1, 0], ['down', 0, 1, 2]]);
    expect(logs.filter((l) => l.includes('"bad"'))).toEqual([expect.stringMatching(/attempt 1\/6: HTTP 400 Bad Request; giving up \(not retryable\)$/)]);
    expect(logs.filter((l) => l.includes('"down"')).at(-1)).toMatch(/attempt 3\/3: HTTP 503 Service Unavailable; giving up$/);
  });

  it('a receiver that is not listening is a network error, retried', async () => {
    const s = await server(() => ({ status: 200 }));
    const url = s.url;
    await s.close();
    servers.pop();
    const { d, logs } = dispatcher(createSinks([webhook(url, { retries: 1 })], { env: {}, writeLine: () => undefined }));
    d.dispatch([spikeEvent()]);
    await d.idle();
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatch(/attempt 1\/2: network error: ECONNREFUSED; retrying in 75ms$/);
    expect(d.counters()[0]).toMatchObject({ delivered: 0, failed: 1, retries: 1 });
  });

  it('sends custom headers with ${ENV} expanded, its User-Agent and the JSON content type', async () => {
    const s = await server(() => ({ status: 200 }));
    const headers = { Authorization: 'Bearer ${HOOK_TOKEN}', 'X-Route': 'team-${TEAM}-alerts' };
    const [sink] = createSinks([webhook(s.url, { headers })], { env: { HOOK_TOKEN: 's3cret', TEAM: 'payments' }, writeLine: () => undefined });
    await sink!.send(spikeEvent());
    const h = s.received[0]!.headers;
    expect(h.authorization).toBe('Bearer s3cret');
    expect(h['x-route']).toBe('team-payments-alerts');
    expect(h['user-agent']).toBe(`forbear/${FORBEAR_VERSION}`);
    expect(h['content-type']).toBe('application/json');
  });

  it('format: slack sends only a readable `text`: level, rule, group, rate and interval, baseline and p-value, latest offending turns', async () => {
    const s = await server(() => ({ status: 200 }));
    const [sink] = createSinks([webhook(s.url, { format: 'slack' })], { env: {}, writeLine: () => undefined });
    await sink!.send(spikeEvent());
    const body = JSON.parse(s.received[0]!.body) as Record<string, string>;
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text!.split('\n')).toEqual([
      '*[forbear] FIRING alert* — rule `forced-actions-high` — service.name=checkout',
      'forced-action rate 6/20 = 30% above baseline 2/200 = 1% (p=0.00041 &lt; 0.01)', // Slack shows &lt; as <
      'window: forced 6/20 = 30% (95% CI 15–52%) of abstain turns between 2026-03-02T09:15:00.000Z and 2026-03-02T09:30:00.000Z',
      'baseline: forced 2/200 = 1% (95% CI 0.27–3.6%); p=0.00041 (fisher-exact-one-sided, 99% confidence)',
      'latest offending turns:',
      '• refund-no-id trace 4bf92f35… tool issue_refund at 2026-03-02T09:29:00.000Z',
      '• plan-invoice-mismatch trace aaaabbbb… tool change_plan (matched similar 0.91) at 2026-03-02T09:20:00.000Z',
      'at 2026-03-02T09:30:00.000Z',
    ]);
  });
});
