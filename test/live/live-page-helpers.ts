/**
 * Helpers for the live page tests: an in-process `forbear serve` on a shifted clock (the sample
 * spans were recorded on 2026-03-02, so the page's "now" is that afternoon), the spans to feed
 * it, and what the page shows, read from the DOM.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import { loadAlerting } from '../../src/cli/serve-alerts.js';
import { startServer } from '../../src/serve/serve-app.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { SAMPLE_CORPUS, SAMPLES_DIR, recordTurns } from '../helpers/index.js';
import type { ReadableSpan, ScriptedTurn } from '../helpers/index.js';
import { sampleCorpus } from '../serve/serve-fixture.js';

/** The page's "now": half past three on the day the samples were recorded, moving with the wall clock. */
export const CLOCK_BASE = Date.UTC(2026, 2, 2, 15, 30, 0);
const t0 = Date.now();
export const clock = (): number => CLOCK_BASE + (Date.now() - t0);

export const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'live');

/** The sample alert rules without the file sink (it would write into the working directory). */
export function alertRules(dir: string): string {
  const path = join(dir, 'alerts.yaml');
  writeFileSync(path, readFileSync(join(SAMPLES_DIR, 'alerts.yaml'), 'utf8').replace(/^ {2}- \{ type: file.*$/m, ''));
  return path;
}

export async function startLive(dataDir: string, settings: Record<string, unknown> = {}, now: () => number = clock): Promise<RunningServer> {
  mkdirSync(dataDir, { recursive: true });
  const cfg = resolveServeConfig({ cases: SAMPLE_CORPUS, http: '127.0.0.1:0', grpc: 'off', data_dir: dataDir, sync: 'normal', turn_idle: '150ms', ...settings }, {}, undefined);
  const alerts = await loadAlerting(alertRules(dataDir), { env: {}, writeLine: () => undefined });
  return startServer(cfg, sampleCorpus, { now, alerts: { ...alerts, log: () => undefined } });
}

/** The replayed spike (samples/alerts-spike.jsonl): each line one OTLP/JSON export request, POSTed as a sender would. */
export async function replaySpike(base: string, token?: string): Promise<number> {
  const lines = readFileSync(join(SAMPLES_DIR, 'alerts-spike.jsonl'), 'utf8').split('\n').filter((l) => l.trim() !== '');
  for (const line of lines) {
    const res = await fetch(`${base}/v1/traces`, { method: 'POST', body: line, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    if (res.status !== 200) throw new Error(`spike replay: HTTP ${res.status}: ${await res.text()}`);
  }
  return lines.length;
}

/** One turn recorded now (on the page's clock) with the real SDK. */
export function turnNow(turn: ScriptedTurn, seed: number): ReadableSpan[] {
  return recordTurns([{ startMs: clock(), ...turn }], { serviceName: 'support-desk-agent', seed });
}

export async function getJson<T>(url: string, token?: string): Promise<T> {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return await res.json() as T;
}

export interface CardValue {
  value: string;
  x: number;
  n: number;
}

/** The three cards as the page shows them. */
export async function cards(page: Page): Promise<Record<'abstain' | 'forced' | 'falseAsk', CardValue>> {
  const read = async (id: string): Promise<CardValue> => {
    const c = page.getByTestId(id);
    return { value: (await c.locator('.value').textContent()) ?? '', x: Number(await c.getAttribute('data-x')), n: Number(await c.getAttribute('data-n')) };
  };
  return { abstain: await read('abstain-pass-rate'), forced: await read('forced-action-rate'), falseAsk: await read('false-ask-rate') };
}

/** Waits until the page has finished `n` more refreshes than `after`. */
export async function loaded(page: Page, after = 0): Promise<number> {
  await page.waitForFunction((a) => Number(document.body.getAttribute('data-loads') ?? 0) > a, after, { timeout: 15_000 });
  return Number(await page.evaluate(() => document.body.getAttribute('data-loads')));
}

export const pct = (v: number): string => `${(v * 100).toFixed(1)} %`;
