import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { checkoutPlanTurn } from '../serve/serve-fixture.js';
import { demoSpans, exportAll, makeExporter, startServe, stopServe } from '../serve/serve-helpers.js';
import type { ServeProcess } from '../serve/serve-helpers.js';
import { dashboardQueries, readDashboard, substitute } from './dashboard-file.js';
import { startPrometheus } from './prometheus-server.js';
import type { PrometheusServer } from './prometheus-server.js';
import { namingProblems, promtoolCheckMetrics } from './promtool.js';

const tmp = tempDir('forbear-grafana-prom-');
afterAll(() => tmp.cleanup());

/** Grafana's built-ins at what a short time range gives (1 s scrapes, a minute of data). */
const BUILTINS = { __rate_interval: '1m', __interval: '15s', __range: '5m' };

const RULES = `
rules:
  - name: any-forced
    window: 1h
    condition:
      any_forced: { level: alert }
    no_data: off
  - name: forced-rate-by-model
    window: 50
    min_abstain_turns: 1
    group_by: [model]
    condition:
      rate_above: { warning: 0.5, alert: 0.9 }
sinks:
  - { type: log, name: stderr }
`;

let seed = 9100;
const checkoutTurn = (forced: boolean): ReadableSpan[] => checkoutPlanTurn(forced, seed++);

async function metricsText(serve: ServeProcess): Promise<string> {
  return (await fetch(`http://${serve.http}/metrics`)).text();
}
const sumOf = (text: string, name: string): number => text.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `)).reduce((n, l) => n + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);

describe('the Grafana dashboard\'s queries against a real Prometheus scraping a running forbear serve', () => {
  it('every panel query (variables substituted) is valid PromQL and returns data; every variable has values; every alert rule evaluates', async () => {
    const dir = tmp.dir;
    const rules = join(dir, 'rules.yaml');
    writeFileSync(rules, RULES);
    let serve: ServeProcess | undefined;
    let prom: PrometheusServer | undefined;
    try {
      serve = await startServe(['--alerts', rules, '--turn-idle', '300ms', '--data-dir', join(dir, 'data'), '--sync', 'normal']);
      prom = await startPrometheus(join(dir, 'prom'), serve.http, [join(REPO_ROOT, 'collector-config', 'prometheus-alerts.yaml')]);
      const p = prom;
      await until(async () => ((await p.query('up{job="forbear"} == 1')).length === 1 ? true : undefined), 'the first scrape of forbear');

      // First the demo run (abstain and act turns, false asks, one forced action) and a careful
      // checkout turn; once Prometheus has scraped their counters, a forced action on checkout,
      // so an increase() over the window sees it arrive. One request of the wrong type is refused.
      const exporter = makeExporter('http/protobuf', { http: serve.http, grpc: serve.grpc });
      await exportAll(exporter, [...demoSpans(), ...checkoutTurn(false)], 20);
      const refused = await fetch(`http://${serve.http}/v1/traces`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
      expect(refused.status).toBe(415);
      const s = serve;
      await until(async () => (sumOf(await metricsText(s), 'forbear_act_turns_total') > 0 && sumOf(await metricsText(s), 'forbear_open_turns') === 0 ? true : undefined), 'the demo run to be scored');
      const scrapedAt = Date.now() / 1000;
      await until(async () => Number((await p.query('timestamp(forbear_open_turns)'))[0]?.value[1] ?? 0) > scrapedAt + 1 ? true : undefined, 'a scrape after scoring');
      await exportAll(exporter, checkoutTurn(true));
      await exporter.shutdown();
      await until(async () => (sumOf(await metricsText(s), 'forbear_forced_actions_total') >= 2 && sumOf(await metricsText(s), 'forbear_open_turns') === 0 ? true : undefined), 'the checkout forced action to be scored');
      const scoredAt = Date.now() / 1000;
      await until(async () => Number((await p.query('timestamp(forbear_open_turns)'))[0]?.value[1] ?? 0) > scoredAt + 1 ? true : undefined, 'a scrape after the forced action');

      // The counters behind the three numbers agree with /v1/summary (no amendments in this traffic).
      const { summary } = (await (await fetch(`http://${s.http}/v1/summary`)).json()) as { summary: { abstain: { attempts: number; pass: number; forced_action: number }; act: { attempts: number; false_ask: number } } };
      expect(summary.act.false_ask).toBeGreaterThan(0);
      const scraped = await metricsText(s);
      expect({
        abstain: sumOf(scraped, 'forbear_abstain_turns_total'), pass: sumOf(scraped, 'forbear_abstain_turns_total') - sumOf(scraped, 'forbear_abstain_failed_turns_total'),
        forced: sumOf(scraped, 'forbear_abstain_forced_actions_total'), act: sumOf(scraped, 'forbear_act_turns_total'), falseAsk: sumOf(scraped, 'forbear_act_false_asks_total'),
      }).toEqual({ abstain: summary.abstain.attempts, pass: summary.abstain.pass, forced: summary.abstain.forced_action, act: summary.act.attempts, falseAsk: summary.act.false_ask });

      // What Prometheus scrapes is clean exposition, named by the conventions, and the metrics reference
      // (docs/alerts.md, moved there from the README in issue 17) lists every family.
      const text = await metricsText(s);
      expect(promtoolCheckMetrics(text)).toEqual([]);
      expect(namingProblems(text)).toEqual([]);
      const readme = readFileSync(join(REPO_ROOT, 'docs/alerts.md'), 'utf8');
      const families = [...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!);
      expect(families.filter((f) => !readme.includes(`\`${f}\``))).toEqual([]);
      // Every label an alert rule groups or matches by is on the live series of the metrics it names.
      expect(ruleLabelProblems(text)).toEqual([]);

      const { json } = readDashboard();
      const empty: string[] = [];
      for (const q of dashboardQueries(json)) {
        const expr = substitute(q.expr, json, BUILTINS);
        const result = await p.query(expr).catch((e: Error) => {
          throw new Error(`${q.where}: ${e.message}\n${expr}`);
        });
        if (result.length === 0) empty.push(`${q.where}: ${expr}`);
      }
      expect(empty).toEqual([]);

      // The three numbers as the stat panels show them: the checkout forced action is in the window.
      const value = async (title: string): Promise<number> => {
        const panel = json.panels.find((x) => x.title === title)!;
        const [first] = await p.query(substitute(panel.targets![0]!.expr, json, BUILTINS));
        return Number(first!.value[1]);
      };
      expect(await value('Forced-action rate')).toBeGreaterThan(0);
      expect(await value('Forced-action rate')).toBeLessThanOrEqual(1);
      expect(await value('Abstain pass rate')).toBeLessThan(1);
      expect(await value('Turns scored')).toBeGreaterThan(0);

      // Template variables: label_values(metric{…}, label) is Grafana's; Prometheus answers it as /api/v1/label/<label>/values.
      for (const v of json.templating.list.filter((x) => x.type === 'query')) {
        const m = /^label_values\((.+), (\w+)\)$/.exec((v.query as { query: string }).query);
        expect(m, v.name).not.toBeNull();
        const selector = substitute(m![1]!, json, BUILTINS);
        const values = (await p.get(`/api/v1/label/${m![2]}/values?match[]=${encodeURIComponent(selector)}`)) as string[];
        expect(values.length, `variable ${v.name}: ${selector}`).toBeGreaterThan(0);
      }
      const models = (await p.get(`/api/v1/label/model/values?match[]=forbear_abstain_turns_total`)) as string[];
      expect(models).toContain('gpt-4.1-mini');

      // Every rule of collector-config/prometheus-alerts.yaml is loaded and evaluates without error over the live series.
      const groups = ((await p.get('/api/v1/rules')) as { groups: { rules: { name: string; health: string; lastError?: string }[] }[] }).groups;
      const loaded = groups.flatMap((g) => g.rules);
      expect(loaded.length).toBeGreaterThanOrEqual(9);
      for (const r of loaded) expect([r.name, r.health, r.lastError ?? '']).toEqual([r.name, 'ok', '']);
      // forbear's own engine saw the forced actions: the alert-state panel has a rule at alert.
      expect((await p.query('max(forbear_alert_state{rule="any-forced"})'))[0]!.value[1]).toBe('2');
    } finally {
      await prom?.stop();
      await stopServe(serve);
    }
  }, 90_000);
});

async function until<T>(check: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Labels a rule of prometheus-alerts.yaml groups (`by (…)`) or matches (`{label=…}`) by that no live series of its metrics carries. */
function ruleLabelProblems(metrics: string): string[] {
  const { groups } = parse(readFileSync(join(REPO_ROOT, 'collector-config', 'prometheus-alerts.yaml'), 'utf8')) as { groups: { rules: { alert: string; expr: string }[] }[] };
  const labelsOf = (name: string): string[] => metrics.split('\n').filter((l) => l.startsWith(`${name}{`)).flatMap((l) => [...l.matchAll(/[{,]([a-z_]+)="/g)].map((m) => m[1]!));
  const problems: string[] = [];
  for (const r of groups.flatMap((g) => g.rules)) {
    const names = [...new Set(r.expr.match(/\bforbear_[a-z_]+/g) ?? [])];
    const available = new Set(names.flatMap(labelsOf));
    const used = [...r.expr.matchAll(/by \(([^)]*)\)/g)].flatMap((m) => m[1]!.split(',').map((x) => x.trim()));
    used.push(...[...r.expr.matchAll(/[{,]([a-z_]+)=~?"/g)].map((m) => m[1]!));
    for (const l of used) if (!available.has(l)) problems.push(`${r.alert}: label ${l} is on no series of ${names.join(', ')}`);
  }
  return problems;
}
