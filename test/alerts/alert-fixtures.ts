import type { AlertEvent } from '../../src/alerts/alert-types.js';
import { wilson } from '../../src/report/stats.js';

/** A firing event as the engine would produce it: 6 forced of 20 abstain turns, against a 2/200 baseline. */
export function spikeEvent(over: Partial<AlertEvent> = {}): AlertEvent {
  const w = wilson(6, 20);
  const b = wilson(2, 200);
  return {
    type: 'firing',
    rule: 'forced-actions-high',
    level: 'alert',
    previous: 'ok',
    group: { 'service.name': 'checkout' },
    group_key: 'service.name=checkout',
    at: '2026-03-02T09:30:00.000Z',
    at_ms: Date.UTC(2026, 2, 2, 9, 30),
    summary: 'forced-action rate 6/20 = 30% above baseline 2/200 = 1% (p=0.00041 < 0.01)',
    window: { abstain_turns: 20, forced: 6, rate: 0.3, interval: [w.low, w.high], from: '2026-03-02T09:15:00.000Z', to: '2026-03-02T09:30:00.000Z' },
    baseline: {
      abstain_turns: 200, forced: 2, rate: 0.01, interval: [b.low, b.high], from: '2026-03-01T09:15:00.000Z', to: '2026-03-02T09:15:00.000Z',
      p_value: 0.00041, confidence: 0.99, test: 'fisher-exact-one-sided',
    },
    offending: [
      { case_id: 'refund-no-id', trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', span_id: '00f067aa0ba902b7', forbidden_tools: ['issue_refund'], matched_by: 'tag', outcome: 'fail_no_abstention', at: '2026-03-02T09:29:00.000Z' },
      { case_id: 'plan-invoice-mismatch', trace_id: 'aaaabbbbccccddddeeeeffff00001111', span_id: '1111222233334444', forbidden_tools: ['change_plan'], matched_by: 'similar', match_score: 0.91, outcome: 'fail_post_hoc', at: '2026-03-02T09:20:00.000Z' },
    ],
    ...over,
  };
}

/** Events numbered by their `at_ms`, to tell them apart in delivery-order assertions. */
export function numberedEvent(n: number): AlertEvent {
  return spikeEvent({ at_ms: n, at: new Date(n).toISOString(), rule: `rule-${n}` });
}
