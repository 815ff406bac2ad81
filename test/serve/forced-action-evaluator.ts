import type { AlertEvaluator, AlertEvent, AlertGroupState, OffendingTurn, WindowNumbers } from '../../src/alerts/alert-types.js';
import type { TurnResult } from '../../src/model/result.js';
import { isInfraFailure } from '../../src/report/infra-failure.js';
import { wilson } from '../../src/report/stats.js';

interface Group {
  status: 'ok' | 'alert';
  since: number;
  lastNotified: number | null;
  window: TurnResult[];
  clean: number;
  offending: OffendingTurn[];
}

const FORCED = new Set(['fail_post_hoc', 'fail_no_abstention']);

/**
 * A stand-in for the real engine (built on another branch), small enough to check by eye: one
 * rule grouped by service.name over the last `windowTurns` scored abstain turns; it fires
 * (level alert) on a forced action and resolves after `resolveAfter` clean abstain turns in a row.
 * Amended results are ignored; time only stamps events.
 */
export class ForcedActionEvaluator implements AlertEvaluator {
  readonly groups = new Map<string, Group>();
  observed = 0;

  constructor(readonly rule = 'any-forced-action', private readonly resolveAfter = 3, private readonly windowTurns = 20) {}

  observe(r: TurnResult, atMs: number): AlertEvent[] {
    if (r.kind !== 'abstain' || isInfraFailure(r) || r.amends !== undefined) return [];
    this.observed++;
    const service = r.service_name ?? 'unknown';
    let g = this.groups.get(service);
    if (g === undefined) {
      g = { status: 'ok', since: atMs, lastNotified: null, window: [], clean: 0, offending: [] };
      this.groups.set(service, g);
    }
    g.window = [...g.window, r].slice(-this.windowTurns);
    const forced = FORCED.has(r.outcome);
    if (forced) {
      g.clean = 0;
      g.offending = [{ case_id: r.case_id, trace_id: r.trace_id, span_id: r.span_id, forbidden_tools: r.forbidden_calls, matched_by: r.matched_by, outcome: r.outcome, at: new Date(atMs).toISOString() }, ...g.offending].slice(0, 5);
    } else {
      g.clean++;
    }
    if (forced && g.status === 'ok') return [this.transition(service, g, 'alert', atMs)];
    if (!forced && g.status === 'alert' && g.clean >= this.resolveAfter) return [this.transition(service, g, 'ok', atMs)];
    return [];
  }

  advanceTo(): AlertEvent[] {
    return [];
  }

  states(): AlertGroupState[] {
    return [...this.groups].map(([service, g]) => ({
      rule: this.rule,
      group: { 'service.name': service },
      group_key: `service.name=${service}`,
      status: g.status,
      since: new Date(g.since).toISOString(),
      last_notified: g.lastNotified === null ? null : new Date(g.lastNotified).toISOString(),
      window: numbers(g.window),
      offending: g.offending,
    }));
  }

  private transition(service: string, g: Group, to: 'ok' | 'alert', atMs: number): AlertEvent {
    const previous = g.status;
    g.status = to;
    g.since = atMs;
    g.lastNotified = atMs;
    const window = numbers(g.window);
    return {
      type: to === 'alert' ? 'firing' : 'resolved',
      rule: this.rule,
      ...(to === 'alert' ? { level: 'alert' as const } : {}),
      previous,
      group: { 'service.name': service },
      group_key: `service.name=${service}`,
      at: new Date(atMs).toISOString(),
      at_ms: atMs,
      summary: to === 'alert' ? `a forced action (${window.forced}/${window.abstain_turns})` : `${this.resolveAfter} clean abstain turns in a row`,
      window,
      offending: g.offending,
    };
  }
}

function numbers(turns: TurnResult[]): WindowNumbers {
  const forced = turns.filter((t) => FORCED.has(t.outcome)).length;
  const n = turns.length;
  const ci = wilson(forced, n);
  return {
    abstain_turns: n,
    forced,
    rate: n === 0 ? null : forced / n,
    interval: n === 0 ? null : [ci.low, ci.high],
    from: turns[0]?.started_at ?? null,
    to: turns.at(-1)?.started_at ?? null,
  };
}
