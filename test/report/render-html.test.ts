import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreReportJson } from '../../src/report/score-report.js';
import { SAMPLE_CORPUS, SAMPLE_SPANS_DIR, tempDir } from '../helpers/index.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { CHROMIUM, requireDebianTool } from '../helpers/debian-tools.js';

const ARTIFACTS = join(REPO_ROOT, 'test-artifacts');
const pct = (v: number): string => `${(v * 100).toFixed(1)} %`;

const t = tempDir('forbear-html-');
const store = join(t.dir, 'history.db');
const html = join(t.dir, 'report.html');
let report: ScoreReportJson;
let browser: Browser;
let page: Page;
const offsite: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  requireDebianTool(CHROMIUM, 'the HTML report test');
  const first = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--store', store, '--label', 'model=first']);
  expect(first.code).toBe(0);
  const json = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--store', store, '--label', 'model=second', '--format', 'json']);
  report = JSON.parse(json.stdout) as ScoreReportJson;
  const run = await runCli(['runs', 'show', 'latest', '--store', store, '--format', 'html', '--output', html]);
  expect(run.code).toBe(0);
  browser = await chromium.launch({ executablePath: CHROMIUM });
  page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    offsite.push(url);
    return route.abort();
  });
  await page.goto(pathToFileURL(html).href);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  t.cleanup();
});

describe('the HTML report in a real browser (headless Chromium)', () => {
  it('is one file that loads nothing from the network and runs without errors', async () => {
    const text = readFileSync(html, 'utf8');
    expect(text).not.toMatch(/<(script|link|img)[^>]+(src|href)=["']?https?:/i);
    await page.screenshot({ path: join(mkdirOnce(ARTIFACTS), 'html-report.png'), fullPage: true });
    expect(offsite).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the three numbers with their intervals and counts, as the JSON report has them', async () => {
    const { abstain, act } = report.summary;
    const card = (id: string) => page.getByTestId(id);
    await expect.poll(() => card('abstain-pass-rate').locator('.value').textContent()).toBe(pct(abstain.pass_rate));
    expect(await card('forced-action-rate').locator('.value').textContent()).toBe(pct(abstain.forced_action_rate));
    expect(await card('false-ask-rate').locator('.value').textContent()).toBe(pct(act.false_ask_rate));
    expect(await card('forced-action-rate').locator('.sub').textContent()).toContain(`${abstain.forced_action}/${abstain.attempts}`);
    const [lo, hi] = abstain.pass_rate_ci;
    expect(await card('abstain-pass-rate').locator('.sub').textContent()).toContain(`[${(lo * 100).toFixed(1)}, ${(hi * 100).toFixed(1)}]`);
    expect(await card('paired-accuracy').locator('.value').textContent()).toBe(pct(report.repeats!.paired_accuracy.rate));
    expect(await page.getByTestId('meta').textContent()).toContain('model=second');
  });

  it('draws the four-outcome grid per scenario: one visible bar segment per non-zero cell', async () => {
    const cells = report.scenarios.flatMap((s) => ['pass', 'fail_implicit_abstention', 'fail_post_hoc', 'fail_no_abstention']
      .filter((o) => (s.abstain.outcomes[o] ?? 0) > 0).map(() => s.scenario));
    const rects = page.getByTestId('grid').locator('rect[data-scenario]');
    expect(await rects.count()).toBe(cells.length);
    for (const scenario of new Set(cells)) await expect.poll(() => page.getByTestId('grid').getByText(scenario, { exact: true }).isVisible()).toBe(true);
    const box = await page.getByTestId('grid').locator('svg').boundingBox();
    expect(box!.width).toBeGreaterThan(200);
  });

  it('draws the pass^k curve and the trend across the two recorded runs', async () => {
    const suites = report.repeats!.suites;
    expect(await page.getByTestId('passk').locator('tbody tr').count()).toBe(suites.length);
    const points = suites.reduce((n, s) => n + s.pass_hat_k.length + s.pass_at_k.length, 0);
    expect(await page.getByTestId('passk').locator('circle').count()).toBe(points);
    // Three numbers × two runs.
    expect(await page.getByTestId('trend').locator('circle').count()).toBe(6);
    expect(await page.getByTestId('trend').locator('svg').isVisible()).toBe(true);
  });

  it('links each failing attempt in the case table to its trace id, reply and forbidden calls', async () => {
    expect(await page.locator('#cases tbody tr').count()).toBe(report.cases.length);
    const failing = report.results.find((r) => !r.passed && r.forbidden_calls.length > 0)!;
    const anchor = `a-${failing.trace_id}-${failing.span_id}`;
    const link = page.locator(`#cases a[href="#${anchor}"]`);
    await link.click();
    expect(new URL(page.url()).hash).toBe(`#${anchor}`);
    const target = page.locator(`[id="${anchor}"]`);
    expect(await target.isVisible()).toBe(true);
    expect(await target.getByTestId('trace-id').textContent()).toBe(failing.trace_id);
    expect(await target.getByTestId('forbidden').textContent()).toBe(failing.forbidden_calls.join(', '));
    expect(await target.getByTestId('reply').textContent()).toBe(failing.final_reply);
    expect(await page.getByTestId('attempt').count()).toBe(report.results.filter((r) => !r.passed).length);
  });

  it('hides passing cases when asked', async () => {
    await page.locator('#failing-only').check();
    const visible = await page.locator('#cases tbody tr:visible').count();
    expect(visible).toBe(report.repeats!.cases.filter((c) => c.status !== 'pass').length);
    expect(await page.locator('#cases-shown').textContent()).toBe(`${visible} of ${report.cases.length} cases`);
  });
});

describe('the trend and diff pages', () => {
  it('report --format html plots the three numbers for each stored run and lists the runs', async () => {
    const trendFile = join(t.dir, 'trend.html');
    expect((await runCli(['report', '--store', store, '--format', 'html', '--output', trendFile])).code).toBe(0);
    const p = await browser.newPage();
    await p.goto(pathToFileURL(trendFile).href);
    expect(await p.getByTestId('trend').locator('circle').count()).toBe(6);
    expect(await p.getByTestId('runs').locator('tbody tr').count()).toBe(2);
    expect(await p.getByTestId('runs').locator('tbody tr').nth(1).textContent()).toContain('model=second');
    await p.close();
  });

  it('runs diff --format html shows the comparison and McNemar p', async () => {
    const diffFile = join(t.dir, 'diff.html');
    expect((await runCli(['runs', 'diff', 'previous', 'latest', '--store', store, '--format', 'html', '--output', diffFile])).code).toBe(0);
    const p = await browser.newPage();
    await p.goto(pathToFileURL(diffFile).href);
    expect(await p.getByTestId('mcnemar').textContent()).toBe('1.00');
    expect(await p.getByTestId('diff').locator('tbody tr').count()).toBe(3);
    expect(await p.getByTestId('diff-warning').count()).toBe(0);
    await p.close();
  });
});

function mkdirOnce(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
