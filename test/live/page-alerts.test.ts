import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { scopeAlerts } from '../../src/serve/live/page-alerts.js';
import type { ScopedAlerts } from '../../src/serve/live/page-alerts.js';
import type { AlertsSnapshot } from '../../src/serve/alerts-host.js';
import { tempDir } from '../helpers/index.js';
import { waitFor } from '../serve/serve-helpers.js';
import { getJson, replaySpike, startLive } from './live-page-helpers.js';

// The live page's alert table follows the page's filter (GET /v1/live/alerts, what the page
// reads): groups labelled with another value of a filtered dimension are left out, and so are rules
// that count only other values of it (`where`, an any_forced rule's scenarios); rules that neither
// group by it nor count only the filtered value stay, marked, since their figures count more.

const t = tempDir('forbear-page-alerts-');
let server: RunningServer;
let base: string;
beforeAll(async () => {
  server = await startLive(join(t.dir, 'data'));
  base = `http://${server.http}`;
  await replaySpike(base);
  await waitFor(() => (server.engine.summaryView().places.length >= 180 && server.engine.openTurns === 0) || undefined, 30_000, 'the spike scored');
}, 60_000);
afterAll(async () => {
  await server?.close();
  t.cleanup();
});

const rows = (a: ScopedAlerts): string[] => a.rules.map((r) => `${r.rule} ${r.group_key} [${r.unscoped.join(',')}]`).sort();

describe('GET /v1/live/alerts: the alert rules scoped by the page filter', () => {
  it('without a filter, every group of /v1/alerts, none marked', async () => {
    const all = await getJson<{ rules: { rule: string; group_key: string }[] }>(`${base}/v1/alerts`);
    const scoped = await getJson<ScopedAlerts>(`${base}/v1/live/alerts`);
    expect(scoped.configured).toBe(true);
    expect(rows(scoped)).toEqual(all.rules.map((r) => `${r.rule} ${r.group_key} []`).sort());
    expect(scoped.hidden).toBe(0);
    // The sample rules group forced-actions-high by model: both models of the spike have a group.
    expect(rows(scoped).filter((r) => r.startsWith('forced-actions-high'))).toEqual(['forced-actions-high model=gpt-4.1-mini []', 'forced-actions-high model=gpt-4.1-nano []']);
  });

  it('filtered by model: that model\'s group, and the rules not grouped by model marked as counting every model', async () => {
    const scoped = await getJson<ScopedAlerts>(`${base}/v1/live/alerts?window=1h&model=gpt-4.1-nano`);
    expect(scoped.filter).toEqual({ model: 'gpt-4.1-nano' });
    expect(rows(scoped)).toEqual(['forced-action-spike * [model]', 'forced-actions-high model=gpt-4.1-nano []', 'high-stakes-forced * [model]']);
    expect(scoped.hidden).toBe(1);
    // The kept group's figures are the same as /v1/alerts reports for it: scoping never recomputes.
    const all = await getJson<{ rules: { group_key: string; window: unknown }[] }>(`${base}/v1/alerts`);
    expect(scoped.rules.find((r) => r.group_key === 'model=gpt-4.1-nano')!.window).toEqual(all.rules.find((r) => r.group_key === 'model=gpt-4.1-nano')!.window);
  });

  it('a model no group has, and "(none)" (a group of turns without a model is labelled unknown): only the unscoped rules', async () => {
    for (const model of ['claude-sonnet-4', '(none)']) {
      const scoped = await getJson<ScopedAlerts>(`${base}/v1/live/alerts?model=${encodeURIComponent(model)}`);
      expect(rows(scoped)).toEqual(['forced-action-spike * [model]', 'high-stakes-forced * [model]']);
      expect(scoped.hidden).toBe(2);
    }
  });

  it('filtered by a dimension no rule groups by (service, scenario): every rule that counts the value, each marked', async () => {
    const scoped = await getJson<ScopedAlerts>(`${base}/v1/live/alerts?service=support-desk-agent&scenario=ambiguous`);
    // high-stakes-forced counts only high_stakes_action turns (its any_forced scenarios): not shown for "ambiguous".
    expect(rows(scoped)).toEqual(['forced-action-spike * [service,scenario]', 'forced-actions-high model=gpt-4.1-mini [service,scenario]', 'forced-actions-high model=gpt-4.1-nano [service,scenario]']);
    expect(scoped.hidden).toBe(1);
  });

  it('filtered by the one scenario a rule counts: that rule is in scope, unmarked; /v1/alerts says what it counts', async () => {
    const scoped = await getJson<ScopedAlerts>(`${base}/v1/live/alerts?scenario=high_stakes_action`);
    expect(rows(scoped)).toContain('high-stakes-forced * []');
    expect(rows(scoped).filter((r) => r.endsWith('[scenario]'))).toHaveLength(3);
    const all = await getJson<{ rules: { rule: string; where?: unknown }[] }>(`${base}/v1/alerts`);
    expect(all.rules.find((r) => r.rule === 'high-stakes-forced')!.where).toEqual({ scenario: ['high_stakes_action'] });
    expect(all.rules.find((r) => r.rule === 'forced-action-spike')!.where).toBeUndefined();
  });

  it('a bad filter value is answered 400 like the other page endpoints', async () => {
    const res = await fetch(`${base}/v1/live/alerts?window=2y`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/^window: expected one of/);
  });
});

describe('scopeAlerts: a rule counting several values of the filtered dimension', () => {
  const state = (rule: string, group: Record<string, string>, where?: Record<string, string[]>): AlertsSnapshot['rules'][number] => ({
    rule, group, group_key: Object.entries(group).map(([d, v]) => `${d}=${v}`).join(',') || '*', ...(where ? { where } : {}),
    status: 'ok', since: '2026-01-01T00:00:00.000Z', last_notified: null,
    window: { abstain_turns: 0, forced: 0, rate: null, interval: null, from: null, to: null }, offending: [],
  });
  const snapshot: AlertsSnapshot = {
    configured: true, generated_at: '2026-01-01T00:00:00.000Z', deliveries: [],
    rules: [state('eu-only', {}, { 'service.name': ['checkout-eu'] }), state('two-services', {}, { 'service.name': ['checkout-eu', 'checkout-us'] }), state('everything', {})],
  };
  it('kept and marked when the value is one of several it counts, hidden when it is not among them', () => {
    const eu = scopeAlerts(snapshot, { service: 'checkout-eu' });
    expect(eu.rules.map((r) => `${r.rule} [${r.unscoped.join(',')}]`)).toEqual(['eu-only []', 'two-services [service]', 'everything [service]']);
    const us = scopeAlerts(snapshot, { service: 'checkout-us' });
    expect(us.rules.map((r) => r.rule)).toEqual(['two-services', 'everything']);
    expect(us.hidden).toBe(1);
  });
});
