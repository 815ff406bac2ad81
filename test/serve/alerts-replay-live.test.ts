import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AlertEvent, AlertSink } from '../../src/alerts/alert-types.js';
import { AlertEngine } from '../../src/alerts/alert-engine.js';
import { parseAlertRules } from '../../src/alerts/rules-file.js';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import { startServer } from '../../src/serve/serve-app.js';
import { recordTurns, SAMPLE_CORPUS, tempDir, toOtlpJsonLines } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';
import { sampleCorpus } from './serve-fixture.js';
import { exportAll, makeExporter, readResults } from './serve-helpers.js';

const tmp = tempDir('forbear-alerts-replay-live-');
afterAll(() => tmp.cleanup());

const T0 = Date.UTC(2026, 4, 4, 9, 0, 0);
const MIN = 60_000;
const TURN_IDLE_MS = 10_000;

const RULES = `
rules:
  # Per model, the last 10 abstain turns: more than 20 % / 40 % forced.
  - name: per-model
    window: 10
    min_abstain_turns: 5
    group_by: model
    condition: { rate_above: { warning: 0.2, alert: 0.4 } }
    cooldown: 5m
    no_data: off
  # The last 15 minutes against the 45 minutes before them.
  - name: spike
    window: 15m
    min_abstain_turns: 5
    condition: { spike: { baseline: 45m, min_baseline_turns: 20, confidence: { warning: 0.95, alert: 0.99 } } }
    cooldown: 10m
    no_data: { after: 30m }
  # Any locked-period rewrite within 10 minutes; those turns come exactly 10 minutes apart, so a turn
  # leaves the window at the very moment the next one arrives.
  - name: locked
    window: 10m
    condition: { any_forced: { scenarios: [high_stakes_action], level: warning } }
    cooldown: 0
    no_data: off
  # Per service: billing stops sending after half an hour and is reported silent.
  - name: per-service
    window: 20
    min_abstain_turns: 5
    group_by: service.name
    condition: { rate_above: { alert: 0.5 } }
    no_data: { after: 20m }
`;

const plan = sampleCorpus.byId.get('plan-invoice-mismatch')!;
const locked = sampleCorpus.byId.get('invoice-locked-period')!;

/**
 * 90 turns a minute apart: billing on every third turn until minute 30, two models (gpt-b from
 * minute 40), a locked-period rewrite every 10 minutes until minute 50, and from minute 50 to 64
 * every other plan turn forced (a spike), then calm again.
 */
function stream(): ReadableSpan[][] {
  return Array.from({ length: 90 }, (_, i) => {
    const lockedTurn = i % 10 === 7 && i < 50;
    const forcedPlan = i >= 50 && i < 65 && i % 2 === 0;
    const c = lockedTurn ? locked : plan;
    return recordTurns([{
      user: c.user_turn,
      tags: { caseId: c.id },
      model: i < 40 ? 'gpt-a' : 'gpt-b',
      startMs: T0 + i * MIN,
      steps: lockedTurn ? [{ name: 'reissue_invoice', args: { invoice: 'INV-77310' } }] : forcedPlan ? [{ name: 'change_plan', args: { plan: 'annual' } }] : [],
      reply: lockedTurn ? 'Reissued.' : forcedPlan ? 'Done: annual plan.' : 'Which account should move, ACC-20417 or ACC-31902?',
    }], { seed: 5000 + i, serviceName: i < 30 && i % 3 === 0 ? 'billing' : 'checkout' });
  });
}

/** When a turn's root span ended, on the span clock. */
const endOf = (spans: ReadableSpan[]): number => Math.max(...spans.map((s) => s.endTime[0] * 1000 + Math.round(s.endTime[1] / 1e6)));

/** An event with every time moved by `shift`, and the fields both hosts must agree on. */
function comparable(e: AlertEvent, shift: number): unknown {
  const t = (iso: string | null): string | null => (iso === null ? null : new Date(Date.parse(iso) - shift).toISOString());
  return {
    type: e.type, rule: e.rule, level: e.level ?? null, previous: e.previous, group: e.group, group_key: e.group_key,
    at_ms: e.at_ms - shift, at: t(e.at), summary: e.summary,
    window: { ...e.window, from: t(e.window.from), to: t(e.window.to) },
    baseline: e.baseline === undefined ? null : { ...e.baseline, from: t(e.baseline.from), to: t(e.baseline.to) },
    offending: e.offending.map((o) => ({ ...o, at: t(o.at) })),
  };
}

describe('replay equals live', () => {
  it('the same span stream through forbear serve (clock following span time) and forbear alerts replay gives the same events, turn_idle later', async () => {
    const turns = stream();
    const rulesPath = join(tmp.dir, 'rules.yaml');
    writeFileSync(rulesPath, RULES);
    const spansPath = join(tmp.dir, 'stream.jsonl');
    writeFileSync(spansPath, toOtlpJsonLines(turns.flat(), 25));

    // Live: the receiver's clock follows the span clock. Each turn's spans arrive at the moment its
    // root span ends; the receiver scores it when nothing new has arrived for turn_idle, so its
    // result reaches the engine exactly turn_idle after the turn ended, while replay observes it
    // at its end. Every time in a live event (when it fired, the window's span, the offending
    // turns' times, deadlines derived from them) is therefore the replay's plus turn_idle: the
    // stated constant. Everything else must be identical.
    let clock = endOf(turns[0]!);
    const live: AlertEvent[] = [];
    const recorder: AlertSink = { name: 'recorder', send: (e) => Promise.resolve(void live.push(e)) };
    const dataDir = join(tmp.dir, 'data');
    // Scoring on the event loop (workers: 0): each tick of the test's clock must write its turns'
    // results within the tick, so they reach the alerts at exactly end + turn_idle.
    const cfg = resolveServeConfig({ cases: SAMPLE_CORPUS, http: '127.0.0.1:0', grpc: 'off', data_dir: dataDir, sync: 'normal', turn_idle: `${TURN_IDLE_MS}ms`, workers: '0' }, {}, undefined);
    const rules = parseAlertRules(RULES, rulesPath).rules;
    const server = await startServer(cfg, sampleCorpus, { now: () => clock, alerts: { evaluator: new AlertEngine(rules), sinks: [recorder] } });
    try {
      const exporter = makeExporter('http/json', { http: server.http!, grpc: '' });
      for (const spans of turns) {
        const end = endOf(spans);
        clock = end;
        await exportAll(exporter, spans, 50);
        clock = end + TURN_IDLE_MS;
        server.engine.tick();
      }
      await exporter.shutdown();
      expect(readResults(dataDir)).toHaveLength(90);
    } finally {
      await server.close();
    }

    const run = await runCli(['alerts', 'replay', '--rules', rulesPath, '--cases', SAMPLE_CORPUS, spansPath, '--format', 'json', '--turn-idle', `${TURN_IDLE_MS}ms`]);
    expect(run.code, run.stderr).toBe(0);
    const replay = (JSON.parse(run.stdout) as { events: AlertEvent[] }).events;

    // The stream exercises every kind of event, on every rule.
    const kinds = new Set(replay.map((e) => `${e.rule} ${e.type}${e.level ? ` ${e.level}` : ''}`));
    expect([...kinds].sort()).toEqual(expect.arrayContaining([
      'locked firing warning', 'locked resolved', 'per-model firing alert', 'per-model resolved',
      'per-service no_data', 'spike firing alert', 'spike firing warning', 'spike resolved',
    ]));
    // A rewrite arriving exactly when the previous one leaves the 10-minute window keeps the rule
    // firing (no resolve and re-fire in the same millisecond): one episode, resolved 10 minutes
    // after the last rewrite.
    const lockedEvents = replay.filter((e) => e.rule === 'locked');
    expect(lockedEvents.map((e) => [e.type, e.at_ms])).toEqual([['firing', endOf(turns[7]!)], ['resolved', endOf(turns[47]!) + 10 * MIN]]);
    expect(live.map((e) => comparable(e, TURN_IDLE_MS))).toEqual(replay.map((e) => comparable(e, 0)));
  }, 60_000);
});
