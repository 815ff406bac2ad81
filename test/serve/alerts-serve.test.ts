import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { WebhookSinkSchema } from '../../src/alerts/sink-config.js';
import { createSinks } from '../../src/alerts/sinks/create-sinks.js';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import { startServer } from '../../src/serve/serve-app.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { webhookServer } from '../alerts/webhook-server.js';
import { ForcedActionEvaluator } from './forced-action-evaluator.js';
import { checkoutPlanTurn, sampleCorpus } from './serve-fixture.js';
import { exportAll, makeExporter, waitFor } from './serve-helpers.js';

const tmp = tempDir('forbear-serve-alerts-');
afterAll(() => tmp.cleanup());
const dataDir = join(tmp.dir, 'data');

const planCase = sampleCorpus.byId.get('plan-invoice-mismatch')!;
let seed = 700;
// Span times near now: the restart warm-up reads the last 24 hours of turn end time.
const turn = (forced: boolean): ReadableSpan[] => checkoutPlanTurn(forced, seed++, Date.now() - 60_000);
const traceIdOf = (spans: ReadableSpan[]): string => spans[0]!.spanContext().traceId;

async function start(evaluator: ForcedActionEvaluator, webhookUrl: string, logs: string[]): Promise<RunningServer> {
  const cfg = resolveServeConfig({ cases: SAMPLE_CORPUS, http: '127.0.0.1:0', grpc: 'off', data_dir: dataDir, sync: 'normal', turn_idle: '200ms' }, {}, undefined);
  const sinks = createSinks([WebhookSinkSchema.parse({ type: 'webhook', url: webhookUrl, timeout: '3s', backoff: '10ms', max_backoff: '2s' })], { env: {}, writeLine: () => undefined });
  return startServer(cfg, sampleCorpus, { alerts: { evaluator, sinks, log: (l) => logs.push(l) } });
}

async function get(server: RunningServer, path: string): Promise<string> {
  const res = await fetch(`http://${server.http}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** Polls an async check until it returns a value. */
async function until<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const series = (metrics: string, name: string): string[] => metrics.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));

describe('forbear serve --alerts: real OTLP traffic → engine → webhook, /v1/alerts, /metrics', () => {
  let hook: Awaited<ReturnType<typeof webhookServer>>;
  let firstForced: ReadableSpan[];

  it('fires on a forced action, delivers through a failing, hanging, then throttling webhook while OTLP keeps being answered, resolves, drains on shutdown', async () => {
    // The receiver fails once (500), hangs past the 3s timeout, asks for a 1s pause (429 Retry-After), then takes
    // everything (slowly from the 6th request on).
    hook = await webhookServer((n) => [{ status: 500 }, 'hang' as const, { status: 429, headers: { 'retry-after': '1' } }][n] ?? (n < 5 ? { status: 204 } : { status: 204, delayMs: 400 }));
    const evaluator = new ForcedActionEvaluator('any-forced-action', 3);
    const logs: string[] = [];
    const server = await start(evaluator, hook.url, logs);
    let closed = false;
    try {
      const exporter = makeExporter('http/protobuf', { http: server.http!, grpc: '' });
      firstForced = turn(true);
      await exportAll(exporter, firstForced);
      await waitFor(() => hook.received.length >= 2, 15_000, 'the firing to be attempted twice');
      expect(hook.received.map((r) => r.answer)).toEqual([500, 'hung']);

      // While the webhook hangs: the firing shows in /metrics, and OTLP exports are still answered.
      const firingMetrics = await get(server, '/metrics');
      expect(series(firingMetrics, 'forbear_alert_state')).toEqual(['forbear_alert_state{rule="any-forced-action",group="service.name=checkout",service_name="checkout"} 2']);
      for (let i = 0; i < 3; i++) await exportAll(exporter, turn(false));
      expect(hook.received).toHaveLength(2);
      expect((await fetch(`http://${server.http}/readyz`)).status).toBe(200);
      await exporter.shutdown();

      // Three clean turns resolve it; both notifications arrive once each, in order, after recovery.
      await waitFor(() => (hook.accepted().length >= 2 ? true : undefined), 15_000, 'firing and resolved to be delivered');
      const bodies = hook.accepted().map((r) => JSON.parse(r.body) as Record<string, any>);
      expect(bodies.map((b) => [b.type, b.rule, b.group_key])).toEqual([['firing', 'any-forced-action', 'service.name=checkout'], ['resolved', 'any-forced-action', 'service.name=checkout']]);
      expect(bodies[0]!.offending[0]).toMatchObject({ case_id: 'plan-invoice-mismatch', trace_id: traceIdOf(firstForced), forbidden_tools: ['change_plan'] });
      expect(hook.received.slice(0, 4).map((r) => r.answer)).toEqual([500, 'hung', 429, 204]);
      expect(new Set(hook.received.slice(0, 4).map((r) => JSON.parse(r.body).id)).size).toBe(1);
      expect(logs).toHaveLength(3);
      expect(logs[0]).toMatch(/event [0-9a-f]{16} \(firing alert rule=any-forced-action group=service.name=checkout\) attempt 1\/6: HTTP 500 Internal Server Error; retrying in \d+ms$/);
      expect(logs[1]).toMatch(/attempt 2\/6: timed out after 3000ms; retrying in \d+ms$/);
      expect(logs[2]).toMatch(/attempt 3\/6: HTTP 429 Too Many Requests; retrying in 1000ms$/);

      const alerts = await until(async () => {
        const a = JSON.parse(await get(server, '/v1/alerts')) as Record<string, any>;
        return a.deliveries[0].queued === 0 ? a : undefined;
      }, 'deliveries to settle');
      expect(alerts.configured).toBe(true);
      expect(Date.parse(alerts.generated_at)).not.toBeNaN();
      expect(alerts.rules).toHaveLength(1);
      expect(alerts.rules[0]).toMatchObject({ rule: 'any-forced-action', group: { 'service.name': 'checkout' }, status: 'ok', window: { abstain_turns: 4, forced: 1, rate: 0.25 } });
      expect(alerts.deliveries).toEqual([{ sink: `webhook ${new URL(hook.url).origin}`, delivered: 2, failed: 0, dropped: 0, retries: 3, queued: 0 }]);

      const metrics = await get(server, '/metrics');
      const labels = 'rule="any-forced-action",group="service.name=checkout",service_name="checkout"';
      expect(series(metrics, 'forbear_alert_state')).toEqual([`forbear_alert_state{${labels}} 0`]);
      expect(series(metrics, 'forbear_alert_no_data')).toEqual([`forbear_alert_no_data{${labels}} 0`]);
      expect(series(metrics, 'forbear_alert_window_forced_action_ratio')).toEqual([`forbear_alert_window_forced_action_ratio{${labels}} 0.25`]);
      expect(series(metrics, 'forbear_alert_window_abstain_turns')).toEqual([`forbear_alert_window_abstain_turns{${labels}} 4`]);
      expect(series(metrics, 'forbear_alert_window_forced_turns')).toEqual([`forbear_alert_window_forced_turns{${labels}} 1`]);
      expect(series(metrics, 'forbear_alert_notifications_total').sort()).toEqual([
        'forbear_alert_notifications_total{rule="any-forced-action",type="firing",level="alert"} 1',
        'forbear_alert_notifications_total{rule="any-forced-action",type="resolved",level="alert"} 1',
      ]);
      const sink = `sink="webhook ${new URL(hook.url).origin}"`;
      expect(series(metrics, 'forbear_alert_deliveries_total')).toEqual([
        `forbear_alert_deliveries_total{${sink},result="delivered"} 2`, `forbear_alert_deliveries_total{${sink},result="failed"} 0`,
        `forbear_alert_deliveries_total{${sink},result="dropped"} 0`, `forbear_alert_deliveries_total{${sink},result="retried"} 3`,
      ]);
      const dims = `service_name="checkout",agent_name="support-desk",model="gpt-4.1-mini",scenario="${planCase.scenario}"`;
      expect(series(metrics, 'forbear_abstain_turns_total')).toEqual([`forbear_abstain_turns_total{${dims}} 4`]);
      expect(series(metrics, 'forbear_abstain_forced_actions_total')).toEqual([`forbear_abstain_forced_actions_total{${dims}} 1`]);
      // The existing unlabelled counter is unchanged.
      expect(series(metrics, 'forbear_forced_actions_total')).toEqual(['forbear_forced_actions_total 1']);
      checkPrometheusRules(metrics);

      // Shutdown drains: a firing whose (slow) delivery is under way when close is called arrives before close returns.
      const exporter2 = makeExporter('http/protobuf', { http: server.http!, grpc: '' });
      const lastForced = turn(true);
      await exportAll(exporter2, lastForced);
      await exporter2.shutdown();
      await waitFor(() => evaluator.groups.get('checkout')?.status === 'alert', 15_000, 'the second firing');
      expect(hook.accepted()).toHaveLength(2);
      closed = true;
      await server.close();
      const last = hook.accepted().map((r) => JSON.parse(r.body) as Record<string, any>);
      expect(last.map((b) => b.type)).toEqual(['firing', 'resolved', 'firing']);
      expect(last[2]!.offending[0].trace_id).toBe(traceIdOf(lastForced));
    } finally {
      if (!closed) await server.close();
      await hook.close();
    }
  }, 30_000);

  it('a restart warms the engine up from results.jsonl without notifying again', async () => {
    const again = await webhookServer(() => ({ status: 204 }));
    const evaluator = new ForcedActionEvaluator('any-forced-action', 3);
    const server = await start(evaluator, again.url, []);
    try {
      // Every abstain result of the first run (4 + the one completed at shutdown) went back in, silently.
      expect(evaluator.observed).toBe(5);
      const alerts = JSON.parse(await get(server, '/v1/alerts')) as Record<string, any>;
      expect(alerts.rules).toMatchObject([{ status: 'alert', window: { abstain_turns: 5, forced: 2 } }]);
      expect(alerts.deliveries).toEqual([{ sink: `webhook ${new URL(again.url).origin}`, delivered: 0, failed: 0, dropped: 0, retries: 0, queued: 0 }]);
      expect(series(await get(server, '/metrics'), 'forbear_alert_notifications_total')).toEqual([]);
    } finally {
      await server.close();
      await again.close();
    }
    expect(again.received).toEqual([]);
  });
});

describe('forbear serve --alerts: setup failure', () => {
  it('a data dir held by another instance fails the start, and the sinks handed in are closed', async () => {
    const dir = join(tmp.dir, 'held');
    const cfg = resolveServeConfig({ cases: SAMPLE_CORPUS, http: '127.0.0.1:0', grpc: 'off', data_dir: dir, sync: 'normal' }, {}, undefined);
    const first = await startServer(cfg, sampleCorpus);
    let closed = 0;
    const sink = { name: 'spy', send: () => Promise.resolve(), close: () => Promise.resolve(void closed++) };
    try {
      await expect(startServer(cfg, sampleCorpus, { alerts: { evaluator: new ForcedActionEvaluator(), sinks: [sink] } })).rejects.toThrow(/--data-dir/);
      expect(closed).toBe(1);
    } finally {
      await first.close();
    }
  });
});

describe('forbear serve without --alerts', () => {
  it('GET /v1/alerts answers configured: false with an empty list', async () => {
    const cfg = resolveServeConfig({ cases: SAMPLE_CORPUS, http: '127.0.0.1:0', grpc: 'off', data_dir: join(tmp.dir, 'plain'), sync: 'normal' }, {}, undefined);
    const server = await startServer(cfg, sampleCorpus);
    try {
      const a = JSON.parse(await get(server, '/v1/alerts')) as Record<string, unknown>;
      expect(a).toMatchObject({ configured: false, rules: [], deliveries: [] });
      const metrics = await get(server, '/metrics');
      expect(metrics).not.toContain('forbear_alert_state');
      expect(metrics).toContain('# TYPE forbear_abstain_turns_total counter');
    } finally {
      await server.close();
    }
  });
});

/**
 * collector-config/prometheus-alerts.yaml parses; every rule has `for`, labels and annotations;
 * every metric it names is exposed by this running serve, and every label it groups or matches by
 * is on a series of the metrics its expression names.
 */
function checkPrometheusRules(metrics: string): void {
  const doc = parseDocument(readFileSync(join(REPO_ROOT, 'collector-config', 'prometheus-alerts.yaml'), 'utf8'));
  expect(doc.errors).toEqual([]);
  const { groups } = doc.toJS() as { groups: { name: string; rules: { alert: string; expr: string; for: string; labels: Record<string, string>; annotations: Record<string, string> }[] }[] };
  const rules = groups.flatMap((g) => g.rules);
  expect(rules.map((r) => r.alert)).toEqual(expect.arrayContaining(['ForbearForcedActionRateHigh', 'ForbearForcedActionRateSpike', 'ForbearAlertFiring']));
  const labelsOf = (name: string): Set<string> => new Set(series(metrics, name).flatMap((l) => [...(/\{(.*)\}/.exec(l)?.[1] ?? '').matchAll(/([a-z_]+)="/g)].map((m) => m[1]!)));
  for (const r of rules) {
    expect(r.for, r.alert).toMatch(/^\d+[smh]$/);
    expect(r.labels.severity, r.alert).toBeDefined();
    expect(r.annotations.summary, r.alert).toBeDefined();
    const names = [...new Set(r.expr.match(/\bforbear_[a-z_]+/g) ?? [])];
    expect(names.length, r.alert).toBeGreaterThan(0);
    const available = new Set<string>();
    for (const n of names) {
      expect(metrics, `${r.alert}: ${n}`).toContain(`# TYPE ${n} `);
      for (const l of labelsOf(n)) available.add(l);
    }
    const used = [...r.expr.matchAll(/by \(([^)]*)\)/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
    used.push(...[...r.expr.matchAll(/\{([a-z_]+)=~?"/g)].map((m) => m[1]!));
    // A rule over families this traffic leaves empty (the act-turn counters) has no labels to check
    // against here; test/grafana's live Prometheus test feeds every family and evaluates every rule.
    if (available.size === 0) continue;
    for (const l of used) expect(available.has(l), `${r.alert}: label ${l} on ${names.join(', ')}`).toBe(true);
  }
}
