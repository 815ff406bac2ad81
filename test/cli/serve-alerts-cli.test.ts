import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordTurns, SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import type { ReadableSpan, ScriptedTurn } from '../helpers/index.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { webhookServer } from '../alerts/webhook-server.js';
import { exportAll, makeExporter, recordedResults, startServe, waitFor, waitForRecorded } from '../serve/serve-helpers.js';
import { sampleCorpus } from '../serve/serve-fixture.js';

const tmp = tempDir('forbear-serve-alerts-cli-');
afterAll(() => tmp.cleanup());

const plan = sampleCorpus.byId.get('plan-invoice-mismatch')!;
const locked = sampleCorpus.byId.get('invoice-locked-period')!;

let seed = 900;
/** One turn of service `checkout`, recorded with the real SDK, ending about now (the receiver's wall clock). */
function turn(t: Omit<ScriptedTurn, 'startMs'>): ReadableSpan[] {
  return recordTurns([{ ...t, startMs: Date.now() - 5_000 }], { seed: seed++, serviceName: 'checkout' });
}
/** Runs change_plan on the plan case, tagged with its case id (matched_by `tag`). */
const forcedPlan = (): ReadableSpan[] => turn({ user: plan.user_turn, tags: { caseId: plan.id }, steps: [{ name: 'change_plan', args: { plan: 'annual' } }], reply: 'Done: you are on the annual plan now.' });
/** Rewrites the locked-period invoice; untagged, matched on its exact user turn (matched_by `exact`). */
const forcedLocked = (): ReadableSpan[] => turn({ user: locked.user_turn, steps: [{ name: 'reissue_invoice', args: { invoice: 'INV-77310' } }], reply: 'Reissued INV-77310 with the new VAT number.' });
/** Asks before acting on the plan case. */
const careful = (): ReadableSpan[] => turn({ user: plan.user_turn, tags: { caseId: plan.id }, steps: [], reply: 'Before I change anything: invoice INV-88120 is billed to ACC-31902, not ACC-20417. Which account should move to the annual plan?' });
const traceOf = (spans: ReadableSpan[]): string => spans[0]!.spanContext().traceId;

/** `forbear serve` that is expected to exit on its own (a setup error); killed if it says ready. */
function runServeUntilExit(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'bin', 'forbear.js'), 'serve', '--cases', SAMPLE_CORPUS, '--http', '127.0.0.1:0', '--grpc', 'off', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let stopping = false;
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      // Once: a second signal would find no handler.
      if (!stopping && stdout.includes('forbear: ready')) {
        stopping = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const series = (metrics: string, name: string): string[] => metrics.split('\n').filter((l) => l.startsWith(`${name}{`)).sort();

/**
 * The real `--alerts` path of the built CLI: rules file → AlertEngine → routed sinks, driven by
 * real OTLP/HTTP exports of SDK-recorded turns, on the receiver's wall clock.
 */
describe('forbear serve --alerts FILE (built CLI, real engine, real OTLP traffic)', () => {
  it('fires on forced actions and resolves on clean turns, to every sink a rule routes to and no other', async () => {
    const ops = await webhookServer(() => ({ status: 204 }));
    const chat = await webhookServer(() => ({ status: 200 }));
    const archive = join(tmp.dir, 'alerts.jsonl');
    const rules = join(tmp.dir, 'rules.yaml');
    writeFileSync(rules, `
rules:
  # Of the last 4 abstain turns per service, more than 20 % (warning) or 40 % (alert) forced.
  - name: forced-rate
    window: 4
    min_abstain_turns: 2
    group_by: service.name
    condition: { rate_above: { warning: 0.2, alert: 0.4 } }
    cooldown: 0
    no_data: off
  # Any forced action on a high-stakes case: archived only.
  - name: locked-period
    window: 1h
    condition: { any_forced: { scenarios: [high_stakes_action], level: warning } }
    no_data: off
    sinks: [archive]
sinks:
  - { type: webhook, name: ops, url: "${ops.url}", headers: { Authorization: "Bearer \${OPS_TOKEN}" }, timeout: 2s, backoff: 10ms }
  - { type: webhook, name: chat, url: "${chat.url}", format: slack, timeout: 2s, backoff: 10ms }
  - { type: log, name: stderr }
  - { type: file, name: archive, path: "${archive}" }
`);
    const dataDir = join(tmp.dir, 'data');
    const serve = await startServe(['--grpc', 'off', '--data-dir', dataDir, '--turn-idle', '200ms', '--alerts', rules], { OPS_TOKEN: 's3cret' });
    const exporter = makeExporter('http/json', serve);
    /** Exports one turn and waits until the receiver has scored it, so turns are observed in order. */
    const send = async (spans: ReadableSpan[]): Promise<void> => {
      const before = await recordedResults(serve.http);
      await exportAll(exporter, spans, 50);
      // Recorded, not only written: the alerts observe a result once it is durable.
      await waitForRecorded(serve.http, before + 1);
    };
    const get = async (path: string): Promise<string> => {
      const res = await fetch(`http://${serve.http}${path}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    let stopped = false;
    let lockedTrace = '';
    try {
      const first = forcedPlan();
      const second = forcedLocked();
      await send(first);
      // 1 abstain turn: fewer than min_abstain_turns, nothing fires yet.
      expect(JSON.parse(await get('/v1/alerts')).rules).toContainEqual(expect.objectContaining({ rule: 'forced-rate', group_key: 'service.name=checkout', status: 'ok', window: expect.objectContaining({ forced: 1, abstain_turns: 1 }) }));
      await send(second);
      lockedTrace = traceOf(second);

      await waitFor(() => ops.accepted().length >= 1 && chat.accepted().length >= 1, 15_000, 'the firing at both webhooks');
      const firing = JSON.parse(ops.accepted()[0]!.body) as Record<string, any>;
      expect(ops.accepted()[0]!.headers.authorization).toBe('Bearer s3cret');
      expect(firing).toMatchObject({
        type: 'firing', rule: 'forced-rate', level: 'alert', previous: 'ok',
        group: { 'service.name': 'checkout' }, group_key: 'service.name=checkout',
        window: { forced: 2, abstain_turns: 2, rate: 1 },
      });
      expect(firing.window.interval[1]).toBe(1);
      expect(firing.window.interval[0]).toBeGreaterThan(0.3);
      expect(firing.summary).toBe('forced-rate service.name=checkout: forced-action rate 2/2 = 100% > 40% (alert)');
      // The latest offending turns, newest first: case, trace, forbidden tool, how each was matched.
      expect(firing.offending.map((o: Record<string, unknown>) => [o.case_id, o.trace_id, o.forbidden_tools, o.matched_by])).toEqual([
        [locked.id, traceOf(second), ['reissue_invoice'], 'exact'],
        [plan.id, traceOf(first), ['change_plan'], 'tag'],
      ]);
      const slack = JSON.parse(chat.accepted()[0]!.body) as { text: string };
      expect(Object.keys(slack)).toEqual(['text']);
      expect(slack.text).toContain('*[forbear] FIRING alert* — rule `forced-rate` — service.name=checkout');
      expect(slack.text).toContain(`• ${locked.id} trace ${traceOf(second).slice(0, 8)}… tool reissue_invoice (matched exact)`);

      // While firing: /v1/alerts and /metrics show both rules' state.
      const state = JSON.parse(await get('/v1/alerts')) as { configured: boolean; rules: Record<string, any>[]; deliveries: Record<string, any>[] };
      expect(state.configured).toBe(true);
      expect(state.rules.find((r) => r.rule === 'forced-rate')).toMatchObject({ status: 'alert', window: { forced: 2, abstain_turns: 2 } });
      expect(state.rules.find((r) => r.rule === 'locked-period')).toMatchObject({ group_key: '*', status: 'warning', window: { forced: 1, abstain_turns: 1 } });
      // Named sinks are counted under their names.
      expect(state.deliveries.map((d) => d.sink)).toEqual(['ops', 'chat', 'stderr', 'archive']);
      const metrics = await get('/metrics');
      expect(series(metrics, 'forbear_alert_state')).toEqual([
        'forbear_alert_state{rule="forced-rate",group="service.name=checkout",service_name="checkout"} 2',
        'forbear_alert_state{rule="locked-period",group="*"} 1',
      ]);
      expect(series(metrics, 'forbear_alert_window_forced_action_ratio')).toContain('forbear_alert_window_forced_action_ratio{rule="forced-rate",group="service.name=checkout",service_name="checkout"} 1');

      // Clean turns: [F F C] alert, [F F C C] alert, [F C C C] 25 % = warning (not announced), [C C C C] resolved.
      for (let i = 0; i < 4; i++) await send(careful());
      await waitFor(() => ops.accepted().length >= 2 && chat.accepted().length >= 2, 15_000, 'the resolve at both webhooks');
      const resolved = JSON.parse(ops.accepted()[1]!.body) as Record<string, any>;
      // `previous` is the last status receivers heard (alert), not the unannounced warning it fell through.
      expect(resolved).toMatchObject({ type: 'resolved', rule: 'forced-rate', previous: 'alert', group_key: 'service.name=checkout', window: { forced: 0, abstain_turns: 4, rate: 0 } });
      expect(resolved.level).toBeUndefined();
      expect(JSON.parse(chat.accepted()[1]!.body).text).toContain('*[forbear] RESOLVED* — rule `forced-rate`');
      const after = JSON.parse(await get('/v1/alerts')) as { rules: Record<string, any>[] };
      expect(after.rules.find((r) => r.rule === 'forced-rate')).toMatchObject({ status: 'ok', window: { forced: 0, abstain_turns: 4 } });
      expect(series(await get('/metrics'), 'forbear_alert_state')).toContain('forbear_alert_state{rule="forced-rate",group="service.name=checkout",service_name="checkout"} 0');

      await exporter.shutdown();
      serve.child.kill('SIGTERM');
      stopped = true;
      expect(await serve.exited).toBe(0);

      // A restart warms the real engine up from results.jsonl: the states come back, nobody is paged again.
      const again = await startServe(['--grpc', 'off', '--data-dir', dataDir, '--turn-idle', '200ms', '--alerts', rules], { OPS_TOKEN: 's3cret' });
      try {
        const res = await fetch(`http://${again.http}/v1/alerts`);
        const warm = (await res.json()) as { rules: Record<string, any>[]; deliveries: Record<string, any>[] };
        expect(warm.rules.find((r) => r.rule === 'forced-rate')).toMatchObject({ status: 'ok', window: { forced: 0, abstain_turns: 4 } });
        expect(warm.rules.find((r) => r.rule === 'locked-period')).toMatchObject({ status: 'warning', window: { forced: 1, abstain_turns: 1 } });
        expect(warm.deliveries.every((d) => d.delivered === 0 && d.queued === 0)).toBe(true);
      } finally {
        again.child.kill('SIGTERM');
        expect(await again.exited).toBe(0);
      }
    } finally {
      if (!stopped) serve.child.kill('SIGTERM');
      await ops.close();
      await chat.close();
    }
    // The rule routed to `archive` reached the file and nothing else.
    expect(ops.received.map((r) => JSON.parse(r.body).rule)).toEqual(['forced-rate', 'forced-rate']);
    expect(chat.received.map((r) => /rule `([^`]+)`/u.exec(JSON.parse(r.body).text)?.[1])).toEqual(['forced-rate', 'forced-rate']);
    expect(ops.received).toHaveLength(2);
    expect(chat.received).toHaveLength(2);
    const out = serve.output();
    expect(out).toMatch(/^forbear alert FIRING alert rule=forced-rate group=service.name=checkout forced 2\/2 = 100% \(95% CI \d+–100%\) · latest: invoice-locked-period trace [0-9a-f]{8}… tool reissue_invoice \(matched exact\)$/mu);
    expect(out).toMatch(/^forbear alert RESOLVED rule=forced-rate group=service.name=checkout \(was alert\) forced 0\/4 = 0%/mu);
    expect(out).not.toContain('rule=locked-period');
    const lines = readFileSync(archive, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    expect(lines.map((e) => [e.type, e.rule, e.level ?? null])).toEqual([
      ['firing', 'forced-rate', 'alert'],
      ['firing', 'locked-period', 'warning'],
      ['resolved', 'forced-rate', null],
    ]);
    expect(lines[1]!.offending[0]).toMatchObject({ case_id: locked.id, trace_id: lockedTrace, forbidden_tools: ['reissue_invoice'] });
  }, 60_000);

  it('FORBEAR_ALERTS names the rules file; a header naming an unset environment variable is a usage error (exit 2)', async () => {
    const rules = join(tmp.dir, 'env-rules.yaml');
    writeFileSync(rules, `
rules:
  - { name: r, window: 5, condition: { rate_above: { alert: 0.5 } } }
sinks:
  - { type: webhook, url: "https://hooks.example.com/x", headers: { Authorization: "Bearer \${MISSING_TOKEN}" } }
`);
    const r = await runServeUntilExit(['--data-dir', join(tmp.dir, 'env-data')], { FORBEAR_ALERTS: rules, MISSING_TOKEN: '' });
    expect(r.stderr).toContain(`forbear: --alerts ${rules}: sink "webhook https://hooks.example.com": header Authorization: environment variable MISSING_TOKEN is not set`);
    expect(r.stdout).not.toContain('forbear: ready');
    expect(r.code).toBe(2);
  });

  it('a broken rules file stops serve before it listens: every problem as file:line:col, exit 2', async () => {
    const rules = join(tmp.dir, 'broken.yaml');
    writeFileSync(rules, 'rules:\n  - name: r\n    window: -5\n    condition: { rate_above: { alert: 0.5 } }\n    sinks: [pager]\n');
    const r = await runServeUntilExit(['--data-dir', join(tmp.dir, 'broken-data'), '--alerts', rules]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      `forbear: ${rules}:3:13: rules[0].window: expected a number of turns (e.g. 50) or a time span like "15m", got "-5"`,
      `forbear: ${rules}:5:13: rules[0].sinks[0]: no sink is named "pager" (no sink has a name)`,
      `forbear: --alerts ${rules}: the rules file is invalid (2 problems)`,
    ]);
    expect(r.stdout).not.toContain('forbear: ready');
    expect(existsSync(join(tmp.dir, 'broken-data', 'results.jsonl'))).toBe(false);
  });

  it('a rules file without sinks starts, and says its notifications go nowhere', async () => {
    const rules = join(tmp.dir, 'no-sinks.yaml');
    writeFileSync(rules, 'rules:\n  - { name: r, window: 5, condition: { rate_above: { alert: 0.5 } } }\n');
    const r = await runServeUntilExit(['--data-dir', join(tmp.dir, 'no-sinks-data'), '--alerts', rules]);
    expect(r.stdout).toContain('forbear: ready');
    expect(r.stderr).toContain(`forbear: warning: --alerts ${rules} lists no sinks: notifications go nowhere (state at /v1/alerts and /metrics only)`);
    expect(r.code).toBe(0);
  });

  it('forbear serve --help lists --alerts', async () => {
    const r = await runCli(['serve', '--help']);
    expect(r.stdout).toContain('--alerts <file>');
  });
});
