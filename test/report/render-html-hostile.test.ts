import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { renderHtml } from '../../src/report/render-html.js';
import type { ScoreReport } from '../../src/report/score-report.js';
import { tempDir } from '../helpers/index.js';
import { makeReport, makeResult, pairedCorpus } from '../helpers/results.js';
import { CHROMIUM, requireDebianTool } from '../helpers/debian-tools.js';

const t = tempDir('forbear-html-hostile-');
let browser: Browser;

/** Agent and corpus text that would run script if it reached the page unescaped. */
const HOSTILE_REPLY = '</script><script>window.__xss=(window.__xss||0)+1</script><img src=x onerror="window.__xss=(window.__xss||0)+1"> "quoted" \'single\' & <b>bold</b>';
const HOSTILE_ID = 'refund-which"><img/src=x/onerror=window.__xss=1>';
const HOSTILE_CORPUS = `
corpus: "pairs</title><script>window.__xss=1</script>"
version: 2
tools:
  - { name: lookup, effect: read }
  - { name: refund, effect: write }
cases:
  - { id: '${HOSTILE_ID}', kind: abstain, scenario: "amb<svg onload=window.__xss=1>", forbidden_tools: [refund], user_turn: "refund my order", twin: refund-named }
  - { id: refund-named, kind: act, scenario: "amb<svg onload=window.__xss=1>", expected_tools: [refund], user_turn: "refund order 12", twin: '${HOSTILE_ID}' }
`;

function write(report: ScoreReport, name: string): string {
  let html = '';
  renderHtml(report, (c) => (html += c));
  const path = join(t.dir, name);
  writeFileSync(path, html);
  return path;
}

async function open(path: string): Promise<{ page: Page; errors: string[]; dialogs: string[]; offsite: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  const offsite: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // The page's own CSP reports what it blocked; that is the defence working, not a page error.
    if (m.type() === 'error' && !m.text().includes('Content Security Policy')) errors.push(m.text());
  });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    offsite.push(url);
    return route.abort();
  });
  await page.goto(pathToFileURL(path).href);
  return { page, errors, dialogs, offsite };
}

beforeAll(async () => {
  requireDebianTool(CHROMIUM, 'the HTML report test');
  browser = await chromium.launch({ executablePath: CHROMIUM });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  t.cleanup();
});

describe('the HTML report with hostile text, in headless Chromium', () => {
  it('shows replies, ids, labels and names as text and runs none of them', async () => {
    const corpus = pairedCorpus(HOSTILE_CORPUS);
    const scenario = 'amb<svg onload=window.__xss=1>';
    const bad = (extra: Partial<TurnResult>): TurnResult => makeResult({
      case_id: HOSTILE_ID, kind: 'abstain', scenario, outcome: 'fail_post_hoc', final_reply: HOSTILE_REPLY,
      trace_id: '"><img src=x onerror=window.__xss=1>', run_id: '<script>window.__xss=1</script>', turn_error: null, ...extra,
    });
    const results = [
      bad({ attempt: 1, span_id: 's1' }),
      // A second scored turn in the same trace: its card must be a different anchor.
      bad({ attempt: 2, span_id: 's2', tool_calls: [{ tool: '<img src=x onerror=window.__xss=1>', call_id: null, executed: true, status: 'error', error: '</div><script>window.__xss=1</script>', arguments: {}, forbidden: true }], forbidden_calls: ['<img src=x onerror=window.__xss=1>'] }),
      makeResult({ case_id: 'refund-named', kind: 'act', scenario, outcome: 'pass', attempt: 1 }),
    ];
    const report = makeReport(corpus, results);
    report.run = { run_id: '"><script>window.__xss=1</script>', recorded_at: '2026-03-02T09:00:00.000Z', labels: { model: '<img src=x onerror=window.__xss=1>' } };
    const path = write(report, 'hostile.html');
    const { page, errors, dialogs, offsite } = await open(path);
    // Use the page as a reader would: filter, hide passing, follow both attempt links.
    await page.locator('#case-filter').fill('refund');
    await page.locator('#failing-only').check();
    const links = page.locator('#cases a');
    expect(await links.count()).toBe(2);
    for (let i = 0; i < 2; i++) await links.nth(i).click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    expect(offsite).toEqual([]);
    // The text is there, literally.
    const replies = await page.getByTestId('reply').allTextContents();
    expect(replies).toEqual([HOSTILE_REPLY, HOSTILE_REPLY]);
    expect(await page.locator('#cases tbody tr').first().locator('td').first().textContent()).toBe(HOSTILE_ID);
    expect(await page.getByTestId('meta').textContent()).toContain('model=<img src=x onerror=window.__xss=1>');
    expect(await page.title()).toBe('forbear — pairs</title><script>window.__xss=1</script>');
    // No element was created from the text: the only script is the page's own, and no <img> at all.
    expect(await page.locator('script').count()).toBe(1);
    expect(await page.locator('img').count()).toBe(0);
    // Two attempts of one trace: two cards, two distinct anchors, each link lands on its own card.
    const ids = await page.getByTestId('attempt').evaluateAll((els) => els.map((e) => e.id));
    expect(new Set(ids).size).toBe(2);
    await page.close();
  });

  it('would not run injected script even if escaping failed: the CSP allows only the page\'s own script, by hash', () => {
    const html = readFileSync(write(makeReport(pairedCorpus(), []), 'csp.html'), 'utf8');
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1]!;
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("default-src 'none'");
  });

  it('a run with no results renders: n/a rates, every case listed as not attempted, no errors', async () => {
    const corpus = pairedCorpus();
    const { page, errors } = await open(write(makeReport(corpus, []), 'empty.html'));
    expect(await page.getByTestId('abstain-pass-rate').locator('.value').textContent()).toBe('n/a');
    expect(await page.getByTestId('paired-accuracy').locator('.value').textContent()).toBe('n/a');
    expect(await page.locator('#cases tbody tr').count()).toBe(corpus.corpus.cases.length);
    expect(await page.locator('#cases tbody tr[data-status="not_attempted"]').count()).toBe(corpus.corpus.cases.length);
    expect(await page.getByTestId('attempt').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a huge run stays a bounded page: 20,000 failing attempts show the first 500 and count the rest', async () => {
    const corpus = pairedCorpus();
    const results = Array.from({ length: 20_000 }, (_, i) => makeResult({ case_id: i % 2 ? 'refund-which' : 'refund-locked', kind: 'abstain', scenario: i % 2 ? 'ambiguous' : 'locked_period',
      outcome: 'fail_no_abstention', attempt: Math.floor(i / 2) + 1, final_reply: `Done, refunded order ${i}. `.repeat(10) }));
    const path = write(makeReport(corpus, results), 'huge.html');
    expect(statSync(path).size).toBeLessThan(3_000_000);
    const { page, errors } = await open(path);
    expect(await page.getByTestId('attempt').count()).toBe(500);
    expect(await page.locator('main').textContent()).toContain('19500 more (the JSON report lists them all)');
    expect(await page.getByTestId('abstain-pass-rate').locator('.sub').textContent()).toContain('0/20000');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
