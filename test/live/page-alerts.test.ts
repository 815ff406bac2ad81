import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/serve/serve-app.js';
import type { ScopedAlerts } from '../../src/serve/live/page-alerts.js';
import { tempDir } from '../helpers/index.js';
import { waitFor } from '../serve/serve-helpers.js';
import { getJson, replaySpike, startLive } from './live-page-helpers.js';

// The live page's alert table follows the page's filter (GET /v1/live/alerts, what the page
// reads): groups labelled with another value of a filtered dimension are left out; rules that do
// not group by it stay, marked, since their figures count every value.

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

  it('filtered by a dimension no rule groups by (service, scenario): every group, each marked', async () => {
    const scoped = await getJson<ScopedAlerts>(`${base}/v1/live/alerts?service=support-desk-agent&scenario=ambiguous`);
    expect(scoped.rules.length).toBe(4);
    for (const r of scoped.rules) expect(r.unscoped).toEqual(['service', 'scenario']);
  });

  it('a bad filter value is answered 400 like the other page endpoints', async () => {
    const res = await fetch(`${base}/v1/live/alerts?window=2y`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/^window: expected one of/);
  });
});
