import { describe, expect, it } from 'vitest';
import type { AlertEvaluator, AlertEvent } from '../../src/alerts/alert-types.js';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import type { TurnResult } from '../../src/model/result.js';
import { AlertHost, WARM_UP_MS } from '../../src/serve/alerts-host.js';
import { spikeEvent } from '../alerts/alert-fixtures.js';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

/** Records what it is fed; fires on every observation so a leak of warm-up events would show. */
class RecordingEvaluator implements AlertEvaluator {
  seen: [string, number][] = [];
  advanced: number[] = [];
  observe(r: TurnResult, atMs: number): AlertEvent[] {
    this.seen.push([r.trace_id, atMs]);
    return [spikeEvent({ at_ms: atMs })];
  }
  advanceTo(nowMs: number): AlertEvent[] {
    this.advanced.push(nowMs);
    return [spikeEvent({ type: 'no_data', level: undefined, at_ms: nowMs })];
  }
  states() {
    return [];
  }
}

const result = (trace: string, endMs: number, durationMs = 1000): TurnResult => ({
  trace_id: trace, started_at: new Date(endMs - durationMs).toISOString(), duration_ms: durationMs,
} as TurnResult);

describe('AlertHost restart warm-up', () => {
  it('replays the last 24h of results by turn end time, in written order, on a clock that never goes back or past now; the events go nowhere', async () => {
    const ev = new RecordingEvaluator();
    const sent: AlertEvent[] = [];
    const host = new AlertHost({ evaluator: ev, sinks: [{ name: 'spy', send: (e) => (sent.push(e), Promise.resolve()) }] }, (e) => {
      throw e;
    });
    const n = host.warmUp([
      result('too-old', NOW - WARM_UP_MS - 1),
      result('a', NOW - 3_600_000),
      result('b', NOW - 7_200_000), // written after a, ended before it: observed at a's time
      result('c', NOW - 60_000),
      result('skewed', NOW + 30_000), // a sender clock ahead of ours: observed at now
    ], NOW);
    expect(n).toBe(4);
    expect(ev.seen).toEqual([['a', NOW - 3_600_000], ['b', NOW - 3_600_000], ['c', NOW - 60_000], ['skewed', NOW]]);
    expect(ev.advanced).toEqual([NOW]);
    expect(sent).toEqual([]);
    expect(host.dispatcher.counters()).toEqual([{ sink: 'spy', delivered: 0, failed: 0, dropped: 0, retries: 0, queued: 0 }]);
    // Live observations do go out.
    host.observe(result('live', NOW + 1000), NOW + 1000);
    await host.dispatcher.idle();
    expect(sent.map((e) => e.at_ms)).toEqual([NOW + 1000]);
  });

  it('an engine that throws is reported, never thrown into the receiver', () => {
    const errors: unknown[] = [];
    const broken: AlertEvaluator = {
      observe: () => {
        throw new Error('engine bug');
      },
      advanceTo: () => {
        throw new Error('engine bug');
      },
      states: () => {
        throw new Error('engine bug');
      },
    };
    const host = new AlertHost({ evaluator: broken, sinks: [] }, (e) => errors.push(e));
    expect(() => host.observe(result('x', NOW), NOW)).not.toThrow();
    expect(() => host.advance(NOW)).not.toThrow();
    expect(host.snapshot(NOW)).toMatchObject({ configured: true, rules: [] });
    const out: string[] = [];
    host.renderMetrics(out);
    expect(out.filter((l) => !l.startsWith('#'))).toEqual([]);
    expect(errors).toHaveLength(4);
  });
});

describe('forbear_alert_notifications_total', () => {
  it('labels a firing by the level entered, a resolve by the level left, and a no-data event (even from alert) by none', () => {
    const events: AlertEvent[] = [
      spikeEvent(),
      spikeEvent({ type: 'resolved', level: undefined, previous: 'alert' }),
      spikeEvent({ type: 'no_data', level: undefined, previous: 'alert' }),
    ];
    const queue = [...events];
    const ev: AlertEvaluator = { observe: () => [], advanceTo: () => queue.splice(0), states: () => [] };
    const host = new AlertHost({ evaluator: ev, sinks: [] }, (e) => {
      throw e;
    });
    host.advance(NOW);
    const out: string[] = [];
    host.renderMetrics(out);
    expect(out.filter((l) => l.startsWith('forbear_alert_notifications_total{'))).toEqual([
      'forbear_alert_notifications_total{rule="forced-actions-high",type="firing",level="alert"} 1',
      'forbear_alert_notifications_total{rule="forced-actions-high",type="resolved",level="alert"} 1',
      'forbear_alert_notifications_total{rule="forced-actions-high",type="no_data",level="none"} 1',
    ]);
  });
});

describe('the alerts setting', () => {
  it('comes from --alerts, forbear.yaml\'s alerts: or FORBEAR_ALERTS, like every other setting; it is off by default', () => {
    expect(resolveServeConfig({ cases: 'c.yaml' }, {}, undefined).alerts).toBeUndefined();
    expect(resolveServeConfig({ cases: 'c.yaml' }, { FORBEAR_ALERTS: 'env-rules.yaml' }, undefined).alerts).toBe('env-rules.yaml');
    expect(resolveServeConfig({ cases: 'c.yaml', alerts: 'flag-rules.yaml' }, { FORBEAR_ALERTS: 'env-rules.yaml' }, undefined).alerts).toBe('flag-rules.yaml');
  });
});
