/**
 * Issue 20 items 13 and 14: text that came from spans reaches a terminal and a Slack channel
 * inert. The log sink (stderr) carries no control character; a Slack message escapes `&`, `<`
 * and `>`, so `<!channel>` and `<http://evil.example|click here>` are shown, not rendered.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookSinkSchema } from '../../../src/alerts/sink-config.js';
import { createSinks } from '../../../src/alerts/sinks/create-sinks.js';
import { LogSink } from '../../../src/alerts/sinks/log-sink.js';
import { spikeEvent } from '../alert-fixtures.js';
import { webhookServer } from '../webhook-server.js';

const HOSTILE_SERVICE = '<!channel> <http://evil.example|click here> & more';
const ESCAPES = 'pay\u001b]0;pwned\u0007\u001b[2J\u001b]8;;http://evil.example\u001b\\link\u001b]8;;\u001b\\\u001b[8mhidden\u009b31m\r';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

describe('span text in alert sinks', () => {
  it('slack: a hostile service.name is escaped per Slack rules in the group and the summary', async () => {
    const s = await webhookServer(() => ({ status: 200 }));
    servers.push(s);
    const [sink] = createSinks([WebhookSinkSchema.parse({ type: 'webhook', url: s.url, format: 'slack' })], { env: {}, writeLine: () => undefined });
    const group = `service.name=${HOSTILE_SERVICE}`;
    await sink!.send(spikeEvent({ group: { 'service.name': HOSTILE_SERVICE }, group_key: group, summary: `forced-action rate 6/20 in ${group}` }));
    const text = (JSON.parse(s.received[0]!.body) as { text: string }).text;
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/);
    const escaped = 'service.name=&lt;!channel&gt; &lt;http://evil.example|click here&gt; &amp; more';
    expect(text.split('\n')[0]).toBe(`*[forbear] FIRING alert* — rule \`forced-actions-high\` — ${escaped}`);
    expect(text.split('\n')[1]).toBe(`forced-action rate 6/20 in ${escaped}`);
  });

  it('log: a service.name full of terminal escapes prints without a control character', async () => {
    const lines: string[] = [];
    const sink = new LogSink({ type: 'log' }, { env: {}, writeLine: (l) => lines.push(l) });
    await sink.send(spikeEvent({ group: { 'service.name': ESCAPES }, group_key: `service.name=${ESCAPES}` }));
    expect(lines).toHaveLength(1);
    // eslint-disable-next-line no-control-regex
    expect(lines[0]).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
    expect(lines[0]).toContain('group=service.name=pay\uFFFD]0;pwned\uFFFD\uFFFD[2J');
  });
});
