import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreReport } from '../../src/report/score-report.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { tempDir } from '../helpers/index.js';
import { waitFor } from '../serve/serve-helpers.js';
import { ARTIFACTS, cards, getJson, loaded, pct, replaySpike, startLive } from './live-page-helpers.js';
import { CHROMIUM, requireDebianTool } from '../helpers/debian-tools.js';

const TOKEN = 'live-page-token-5f3a9c';
const t = tempDir('forbear-live-auth-');
let browser: Browser;
let server: RunningServer;
let base: string;

beforeAll(async () => {
  requireDebianTool(CHROMIUM, 'the live page test');
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await startLive(join(t.dir, 'data'), { auth_token: TOKEN });
  base = `http://${server.http}`;
  await replaySpike(base, TOKEN);
  await waitFor(() => server.engine.summaryView().places.length >= 180 || undefined, 30_000, 'the spike scored');
  browser = await chromium.launch({ executablePath: CHROMIUM });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  t.cleanup();
});

describe('the live page behind --auth-token', () => {
  it('keeps its data behind the token /v1/summary asks for; the page itself holds none', async () => {
    for (const path of ['/v1/live/numbers', '/v1/live/turns', '/v1/live/case?id=refund-closed-card', '/v1/live/alerts', '/v1/events']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      await res.body?.cancel();
    }
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  it('asks for the token in a form, sends it only as a header, never in a URL', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
    const urls: string[] = [];
    const authorized: string[] = [];
    page.on('request', (r) => {
      urls.push(r.url());
      if (r.headers().authorization === `Bearer ${TOKEN}`) authorized.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/#window=all`);
    await page.getByTestId('login').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'login.png') });
    await page.locator('#token').fill('not-the-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The refusal arrives after a round trip: wait for it rather than read the element once.
    await page.waitForFunction(() => (document.getElementById('login-error')?.textContent ?? '') !== '');
    await expect(page.locator('#login-error').textContent()).resolves.toBe('That token was refused.');
    await page.locator('#token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await loaded(page);
    const s = (await getJson<ScoreReport>(`${base}/v1/summary`, TOKEN)).summary;
    expect((await cards(page)).forced).toEqual({ value: pct(s.abstain.forced_action_rate), x: s.abstain.forced_action, n: s.abstain.attempts });
    await page.waitForFunction(() => document.getElementById('conn')?.textContent === 'live');
    expect(urls.filter((u) => u.includes(TOKEN))).toEqual([]);
    expect(page.url()).not.toContain(TOKEN);
    expect(authorized).toEqual(expect.arrayContaining(['/v1/live/numbers', '/v1/live/turns', '/v1/live/alerts', '/v1/events']));
    // Kept for this tab only: a reload stays signed in, local storage never sees it.
    expect(await page.evaluate(() => [sessionStorage.getItem('forbear.token'), localStorage.length])).toEqual([TOKEN, 0]);
    await page.reload();
    await loaded(page);
    await expect(page.getByTestId('login').isHidden()).resolves.toBe(true);
    await page.getByRole('button', { name: 'sign out' }).click();
    await page.getByTestId('login').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('forbear.token'))).toBeNull();
    await page.close();
  });
});
