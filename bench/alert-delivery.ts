/**
 * Alert delivery to a loopback webhook: events per second through the dispatcher and the webhook
 * sink (JSON and Slack formats), beside a floor measured in the same run — a bare sequential
 * `fetch` POST of the same JSON body per event, the least any webhook deliverer does — and the
 * time `dispatch()` holds the receiver (it only queues).
 *
 *   npm run build && node dist/bench/alert-delivery.js [--events 2000]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AlertDispatcher } from '../src/alerts/dispatcher.js';
import type { AlertEvent } from '../src/alerts/alert-types.js';
import { WebhookSinkSchema } from '../src/alerts/sink-config.js';
import { eventId } from '../src/alerts/sinks/event-id.js';
import { WebhookSink } from '../src/alerts/sinks/webhook-sink.js';
import { die, parseArgs } from './common.js';

const args = parseArgs(process.argv.slice(2));
const events = Number(args.flags.get('events') ?? 2000);
if (!Number.isInteger(events) || events < 1) die(`--events: expected a positive integer, got "${args.flags.get('events')}"`);

let received = 0;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received++;
    res.writeHead(204);
    res.end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

function event(i: number): AlertEvent {
  const at = Date.UTC(2026, 2, 2) + i * 1000;
  return {
    type: 'firing', rule: 'forced-actions-high', level: 'alert', previous: 'ok', group: { 'service.name': 'checkout' }, group_key: 'service.name=checkout',
    at: new Date(at).toISOString(), at_ms: at, summary: 'forced-action rate 6/20 = 30% > 10% (alert)',
    window: { abstain_turns: 20, forced: 6, rate: 0.3, interval: [0.145, 0.519], from: null, to: null },
    offending: [{ case_id: 'refund-no-id', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', span_id: '00f067aa0ba902b7', forbidden_tools: ['issue_refund'], matched_by: 'tag', outcome: 'fail_no_abstention', at: new Date(at).toISOString() }],
  };
}
const batch = Array.from({ length: events }, (_, i) => event(i));

async function floor(): Promise<number> {
  const t0 = process.hrtime.bigint();
  for (const e of batch) {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: eventId(e), ...e }) });
    await res.arrayBuffer();
  }
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

async function forbear(format: 'json' | 'slack'): Promise<{ seconds: number; dispatchUs: number }> {
  const sink = new WebhookSink(WebhookSinkSchema.parse({ type: 'webhook', url, format }), { env: {}, writeLine: () => undefined });
  const d = new AlertDispatcher([sink], { log: (l) => die(`unexpected delivery failure: ${l}`), queueLimit: events });
  const t0 = process.hrtime.bigint();
  d.dispatch(batch);
  const t1 = process.hrtime.bigint();
  await d.idle();
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (d.counters()[0]!.delivered !== events) die(`delivered ${d.counters()[0]!.delivered} of ${events}`);
  return { seconds, dispatchUs: Number(t1 - t0) / 1e3 / events };
}

const rows: [string, number[], number?][] = [['floor (fetch loop)', []], ['forbear json', []], ['forbear slack', []]];
let dispatchUs = 0;
for (let round = 0; round < 2; round++) {
  rows[0]![1].push(await floor());
  const j = await forbear('json');
  rows[1]![1].push(j.seconds);
  dispatchUs = Math.max(dispatchUs, j.dispatchUs);
  rows[2]![1].push((await forbear('slack')).seconds);
}
server.close();
if (received !== events * 6) die(`the server got ${received} requests, expected ${events * 6}`);
console.log(`alert delivery to a loopback webhook — ${events} events per run, node ${process.version}`);
console.log(`${'row'.padEnd(20)}${'best s'.padStart(9)}${'runs (s)'.padStart(18)}${'events/s'.padStart(11)}`);
for (const [name, runs] of rows) {
  const best = Math.min(...runs);
  console.log(`${name.padEnd(20)}${best.toFixed(3).padStart(9)}${runs.map((s) => s.toFixed(3)).join(' / ').padStart(18)}${Math.round(events / best).toLocaleString('en-US').padStart(11)}`);
}
console.log(`dispatch() holds the receiver ${dispatchUs.toFixed(2)} µs per event (worst run), then delivery runs in the background`);
