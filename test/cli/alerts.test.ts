import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AlertEngine } from '../../src/alerts/alert-engine.js';
import type { AlertEvent } from '../../src/alerts/alert-types.js';
import { turnEndMs } from '../../src/alerts/replay.js';
import { parseAlertRules } from '../../src/alerts/rules-file.js';
import type { TurnResult } from '../../src/model/result.js';
import { alertSpikeTurns, SPIKE_FROM, SPIKE_START_MS, SPIKE_TO, TURN_EVERY_MS } from '../../samples/alerts-spike.js';
import { SAMPLES_DIR, SAMPLE_CORPUS, otlpJsonFor, recordTurns, tempDir } from '../helpers/index.js';
import type { ScriptedTurn } from '../helpers/index.js';
import { runCli } from '../helpers/cli.js';
import { PAIRED_CORPUS_YAML } from '../helpers/results.js';

const { dir, cleanup } = tempDir('forbear-alerts-');
afterAll(cleanup);

const corpusPath = join(dir, 'pairs.yaml');
writeFileSync(corpusPath, PAIRED_CORPUS_YAML);
const rulesPath = join(dir, 'alerts.yaml');
writeFileSync(rulesPath, `
rules:
  - name: high
    window: 10
    min_abstain_turns: 5
    condition: { rate_above: { alert: 0.3 } }
    cooldown: 0
    no_data: off
`);

const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);
const MIN = 60_000;

/** 60 careful turns a minute apart, 10 forced ones from minute 60, then careful ones again. */
function stream(): ScriptedTurn[] {
  return Array.from({ length: 90 }, (_, i): ScriptedTurn => {
    const forced = i >= 60 && i < 70;
    return {
      user: 'refund my order',
      startMs: T0 + i * MIN,
      tags: { caseId: 'refund-which', runId: 'r1' },
      steps: forced ? [{ name: 'refund', args: { order: 12 } }] : [],
      reply: forced ? 'Done, refunded.' : 'Which order do you mean?',
    };
  });
}

/** When each turn's root span ended, from the SDK's own spans: the replay's clock. */
function rootEnds(turns: ScriptedTurn[]): number[] {
  return recordTurns(turns).filter((s) => s.parentSpanContext === undefined)
    .map((s) => s.endTime[0] * 1000 + Math.round(s.endTime[1] / 1e6));
}

interface ReplayJson {
  events: AlertEvent[];
  results: number;
  abstain_turns: number;
  from: string;
  to: string;
}

describe('forbear alerts replay', () => {
  const turns = stream();
  const spans = join(dir, 'stream.jsonl');
  // Small batches, so traces straddle lines as with the Collector's file exporter.
  writeFileSync(spans, otlpJsonFor(turns, { seed: 3, spansPerLine: 7 }));
  const ends = rootEnds(turns);

  it('prints when the alert fires and resolves, on the span clock', async () => {
    const run = await runCli(['alerts', 'replay', '--rules', rulesPath, '--cases', corpusPath, spans, '--format', 'json']);
    expect(run.code, run.stderr).toBe(0);
    const r = JSON.parse(run.stdout) as ReplayJson;
    expect(r.results).toBe(90);
    expect(r.abstain_turns).toBe(90);
    // Window of 10, alert above 30 %: the 4th forced turn (turn 63) makes it 4/10.
    // Then clean turns push them out: at turn 76 the window holds 3/10 = 30 %, no longer above.
    expect(r.events.map((e) => [e.type, e.at_ms, e.window.forced, e.window.abstain_turns])).toEqual([
      ['firing', ends[63], 4, 10],
      ['resolved', ends[76], 3, 10],
    ]);
    expect(r.from).toBe(new Date(ends[0]!).toISOString());
    expect(r.to).toBe(new Date(ends[89]!).toISOString());
    const text = await runCli(['alerts', 'replay', '--rules', rulesPath, '--cases', corpusPath, spans]);
    expect(text.code, text.stderr).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines.find((l) => l.includes('FIRING alert'))).toMatch(new RegExp(`^${new Date(ends[63]!).toISOString().replaceAll('.', '\\.')}\\s+FIRING alert\\s+high\\s+\\*\\s+forced-action rate 4/10 = 40% > 30% \\(alert\\)$`, 'u'));
    expect(lines.find((l) => l.includes('RESOLVED'))).toMatch(new RegExp(`^${new Date(ends[76]!).toISOString().replaceAll('.', '\\.')}\\s+RESOLVED\\s+high`, 'u'));
    expect(lines.at(-2)).toBe(`1 firing, 1 resolved, 0 no-data event(s); span time ${new Date(ends[0]!).toISOString()} – ${new Date(ends[89]!).toISOString()} (1h29m)`);
  });

  it('gives the same events as the engine driven turn by turn with the results score gives (replay = live)', async () => {
    const scored = await runCli(['score', '--no-store', '--cases', corpusPath, spans, '--format', 'json']);
    expect(scored.code, scored.stderr).toBe(0);
    const results = (JSON.parse(scored.stdout) as { results: TurnResult[] }).results;
    const engine = new AlertEngine(parseAlertRules(readFileSync(rulesPath, 'utf8'), rulesPath).rules);
    const live: AlertEvent[] = [];
    for (const r of [...results].sort((a, b) => turnEndMs(a) - turnEndMs(b))) {
      // serve's order: a completed turn is observed, then the timer moves the clock.
      live.push(...engine.observe(r, turnEndMs(r)), ...engine.advanceTo(turnEndMs(r)));
    }
    const replay = await runCli(['alerts', 'replay', '--rules', rulesPath, '--cases', corpusPath, spans, '--format', 'json']);
    expect((JSON.parse(replay.stdout) as ReplayJson).events).toEqual(live);
    expect(live.length).toBe(2);
  });

  it('exits 2 naming the place for a bad rules file or a missing span file; a bad line is a finding, as in score', async () => {
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'rules:\n  - name: x\n    window: 0\n    condition: { rate_above: { alert: 1.5 } }\n');
    const r1 = await runCli(['alerts', 'replay', '--rules', bad, '--cases', corpusPath, spans]);
    expect(r1.code).toBe(2);
    expect(r1.stderr).toContain(`${bad}:3:13: rules[0].window: expected a number of turns`);
    expect(r1.stderr).toContain(`${bad}:4:39: rules[0].condition.rate_above.alert: expected a rate between 0 and 1`);
    expect(r1.stdout).toBe('');
    const r2 = await runCli(['alerts', 'replay', '--rules', rulesPath, '--cases', corpusPath, join(dir, 'nope.jsonl')]);
    expect(r2.code).toBe(2);
    expect(r2.stderr).toContain('nope.jsonl');
    const broken = join(dir, 'broken.jsonl');
    writeFileSync(broken, `${readFileSync(spans, 'utf8')}{not json\n`);
    const r3 = await runCli(['alerts', 'replay', '--rules', rulesPath, '--cases', corpusPath, broken, '--format', 'json']);
    expect(r3.code).toBe(0);
    expect(r3.stderr).toMatch(/broken\.jsonl:\d+: /u);
    expect((JSON.parse(r3.stdout) as ReplayJson).events.length).toBe(2);
    const strict = await runCli(['alerts', 'replay', '--rules', rulesPath, '--cases', corpusPath, broken, '--strict']);
    expect(strict.code).toBe(2);
    expect(strict.stderr).toMatch(/broken\.jsonl:\d+: /u);
  });
});

describe('forbear alerts check', () => {
  it('prints each rule on one line and exits 0', async () => {
    const run = await runCli(['alerts', 'check', '--rules', join(SAMPLES_DIR, 'alerts.yaml')]);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^forced-action-spike: spike over a baseline of 3h before the window \(min 40 turns\), Fisher exact at warning 95%, alert 99% confidence; in the last 30m \(min 10\); ungrouped; cooldown 30m; no_data after 1h; sinks all$/u);
    expect(lines[3]).toBe(`SUCCESS: 3 rule(s), 2 sink(s): stderr (log), archive (file) in ${join(SAMPLES_DIR, 'alerts.yaml')}`);
  });

  it('lists every problem and exits 2', async () => {
    const bad = join(dir, 'check-bad.yaml');
    writeFileSync(bad, 'rules:\n  - { name: a, window: 5m, condition: { spike: { baseline: 1h, min_baseline_turns: 10, confidence: { alert: 0.3 } } } }\n  - { name: a, window: 5 }\n');
    const run = await runCli(['alerts', 'check', '--rules', bad]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      `forbear: ${bad}:2:109: rules[0].condition.spike.confidence.alert: expected a number between 0.5 and 1`,
      `forbear: ${bad}:3:5: rules[1].condition: required`,
      `forbear: ${bad}:3:13: rules[1].name: "a" is already the name of rules[0]`,
      `forbear: ${bad}: the rules file is invalid (3 problems)`,
    ]);
  });
});

describe('the sample spike', () => {
  it('samples/alerts-spike.jsonl is what samples/alerts-spike.ts generates', () => {
    const fresh = otlpJsonFor(alertSpikeTurns(readFileSync(SAMPLE_CORPUS, 'utf8')), { seed: 7, spansPerLine: 50 });
    expect(readFileSync(join(SAMPLES_DIR, 'alerts-spike.jsonl'), 'utf8') === fresh, 'regenerate: npm run build && node dist/samples/alerts-spike.js').toBe(true);
  });

  it('replaying the sample rules shows the spike fire after the model change and resolve after the rollback', async () => {
    const run = await runCli(['alerts', 'replay', '--rules', join(SAMPLES_DIR, 'alerts.yaml'), '--cases', SAMPLE_CORPUS, join(SAMPLES_DIR, 'alerts-spike.jsonl'), '--format', 'json']);
    expect(run.code, run.stderr).toBe(0);
    const spike = (JSON.parse(run.stdout) as ReplayJson).events.filter((e) => e.rule === 'forced-action-spike');
    const change = SPIKE_START_MS + SPIKE_FROM * TURN_EVERY_MS;
    const rollback = SPIKE_START_MS + SPIKE_TO * TURN_EVERY_MS;
    expect(spike.map((e) => e.type)).toEqual(['firing', 'firing', 'resolved']);
    expect(spike.map((e) => e.level ?? null)).toEqual(['warning', 'alert', null]);
    expect(spike[0]!.at_ms).toBeGreaterThan(change);
    expect(spike[1]!.at_ms).toBeLessThan(rollback);
    expect(spike[2]!.at_ms).toBeGreaterThan(rollback);
  });
});
