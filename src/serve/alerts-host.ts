import type { AlertEvaluator, AlertEvent, AlertGroupState, AlertSink } from '../alerts/alert-types.js';
import { GROUP_DIMENSIONS } from '../alerts/alert-types.js';
import { AlertDispatcher } from '../alerts/dispatcher.js';
import type { DispatcherOptions, SinkCounters } from '../alerts/dispatcher.js';
import type { TurnResult } from '../model/result.js';
import { labelText } from './metrics.js';

/** Alerting as `forbear serve` runs it: the engine, the sinks, and what the host adds around them. */
export interface ServeAlerts {
  evaluator: AlertEvaluator;
  sinks: AlertSink[];
  /** Delivery failures and drops, one line each (the CLI writes them to stderr). */
  log?: (line: string) => void;
  /** Test seams for the dispatcher's waits and jitter. */
  sleep?: DispatcherOptions['sleep'];
  random?: DispatcherOptions['random'];
  queueLimit?: number;
  /** Which sinks each event goes to (a rule's `sinks:` list); default every sink. */
  routes?: DispatcherOptions['routes'];
}

/** What `GET /v1/alerts` answers. */
export interface AlertsSnapshot {
  configured: boolean;
  generated_at: string;
  rules: AlertGroupState[];
  deliveries: SinkCounters[];
}

/** How far back a restart replays results.jsonl into the engine, by turn end time. */
export const WARM_UP_MS = 24 * 3_600_000;

/** The status as a number for `forbear_alert_state`: 0 ok (or no data), 1 warning, 2 alert. */
const STATE_VALUE = { ok: 0, no_data: 0, warning: 1, alert: 2 } as const;

/**
 * Drives an AlertEvaluator from the receiver: every written result and every timer tick go in,
 * events go to the dispatcher. An engine that throws is reported through `onError` and never
 * stops the receiver.
 */
export class AlertHost {
  readonly dispatcher: AlertDispatcher;
  private readonly notifications = new Map<string, { labels: Record<string, string>; value: number }>();

  constructor(private readonly alerts: ServeAlerts, private readonly onError: (e: unknown) => void) {
    this.dispatcher = new AlertDispatcher(alerts.sinks, {
      log: alerts.log ?? (() => undefined),
      ...(alerts.sleep ? { sleep: alerts.sleep } : {}),
      ...(alerts.random ? { random: alerts.random } : {}),
      ...(alerts.queueLimit ? { queueLimit: alerts.queueLimit } : {}),
      ...(alerts.routes ? { routes: alerts.routes } : {}),
    });
  }

  observe(r: TurnResult, nowMs: number): void {
    this.guard(() => this.emit(this.alerts.evaluator.observe(r, nowMs)));
  }

  advance(nowMs: number): void {
    this.guard(() => this.emit(this.alerts.evaluator.advanceTo(nowMs)));
  }

  /**
   * Restart warm-up: the results already written whose turn ended within `lookbackMs` of `nowMs`
   * go through the engine again, in the order they were written, each at its turn's end time (never
   * earlier than the one before, never later than now), and the events that gives are discarded:
   * windows and states come back without paging anyone a second time. Returns how many it observed.
   */
  warmUp(results: Iterable<TurnResult>, nowMs: number, lookbackMs = WARM_UP_MS): number {
    const warm = this.beginWarmUp(nowMs, lookbackMs);
    for (const r of results) warm.observe(r);
    return warm.finish();
  }

  /**
   * `warmUp` fed one result at a time (as the engine's start-up read hands them over), then
   * `finish()`ed: returns how many it observed.
   */
  beginWarmUp(nowMs: number, lookbackMs = WARM_UP_MS): { observe(r: TurnResult): void; finish(): number } {
    let n = 0;
    let at = nowMs - lookbackMs;
    return {
      observe: (r) => this.guard(() => {
        const end = Date.parse(r.started_at) + (r.duration_ms ?? 0);
        if (!(end >= nowMs - lookbackMs)) return;
        at = Math.min(nowMs, Math.max(at, end));
        this.alerts.evaluator.observe(r, at);
        n++;
      }),
      finish: () => {
        this.guard(() => this.alerts.evaluator.advanceTo(nowMs));
        return n;
      },
    };
  }

  snapshot(nowMs: number): AlertsSnapshot {
    let rules: AlertGroupState[] = [];
    this.guard(() => (rules = this.alerts.evaluator.states()));
    return { configured: true, generated_at: new Date(nowMs).toISOString(), rules, deliveries: this.dispatcher.counters() };
  }

  /** Gauges per rule and group, and the notification and delivery counters, in Prometheus text. */
  renderMetrics(out: string[]): void {
    let states: AlertGroupState[] = [];
    this.guard(() => (states = this.alerts.evaluator.states()));
    const gauges: [name: string, help: string, value: (s: AlertGroupState) => number][] = [
      ['forbear_alert_state', 'Alert state per rule and group: 0 ok, 1 warning, 2 alert (no data counts as 0; see forbear_alert_no_data).', (s) => STATE_VALUE[s.status]],
      ['forbear_alert_no_data', '1 when the group has been silent for longer than its rule\'s no_data.after.', (s) => (s.status === 'no_data' ? 1 : 0)],
      // A 0–1 ratio: `_ratio` by Prometheus naming (was forbear_alert_window_rate).
      ['forbear_alert_window_forced_action_ratio', 'Forced actions over scored abstain turns in the rule\'s window, 0 to 1 (NaN when the window is empty).', (s) => s.window.rate ?? Number.NaN],
      ['forbear_alert_window_abstain_turns', 'Scored abstain turns in the rule\'s window.', (s) => s.window.abstain_turns],
      ['forbear_alert_window_forced_turns', 'Abstain turns in the rule\'s window where a forbidden tool ran.', (s) => s.window.forced],
      ['forbear_alert_state_changed_timestamp_seconds', 'When the group entered its current status (unix seconds).', (s) => Date.parse(s.since) / 1000],
    ];
    for (const [name, help, value] of gauges) {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`);
      for (const s of states) out.push(`${name}${labelText(stateLabels(s))} ${value(s)}`);
    }
    out.push('# HELP forbear_alert_notifications_total Alert notifications produced, by rule, type (firing, resolved, no_data) and level.', '# TYPE forbear_alert_notifications_total counter');
    for (const { labels, value } of this.notifications.values()) out.push(`forbear_alert_notifications_total${labelText(labels)} ${value}`);
    out.push('# HELP forbear_alert_deliveries_total Notification deliveries per sink, by result (delivered, failed, dropped, retried).', '# TYPE forbear_alert_deliveries_total counter');
    for (const c of this.dispatcher.counters()) {
      for (const result of ['delivered', 'failed', 'dropped', 'retried'] as const) {
        out.push(`forbear_alert_deliveries_total${labelText({ sink: c.sink, result })} ${result === 'retried' ? c.retries : c[result]}`);
      }
    }
  }

  /** Drains the sinks for at most `deadlineMs`. */
  close(deadlineMs: number): Promise<boolean> {
    return this.dispatcher.close(deadlineMs);
  }

  private emit(events: AlertEvent[]): void {
    for (const e of events) {
      // The level entered for firing; the level left for resolved; `none` otherwise (no_data too).
      const left = e.type === 'resolved' && (e.previous === 'warning' || e.previous === 'alert') ? e.previous : 'none';
      const level = e.level ?? left;
      const labels = { rule: e.rule, type: e.type, level };
      const key = JSON.stringify(labels);
      const cur = this.notifications.get(key);
      if (cur) cur.value++;
      else this.notifications.set(key, { labels, value: 1 });
    }
    this.dispatcher.dispatch(events);
  }

  private guard(f: () => void): void {
    try {
      f();
    } catch (e) {
      this.onError(e);
    }
  }
}

/** The snapshot without alerting configured: 200, and says so. */
export function unconfiguredAlerts(nowMs: number): AlertsSnapshot {
  return { configured: false, generated_at: new Date(nowMs).toISOString(), rules: [], deliveries: [] };
}

/** `rule`, `group`, and one Prometheus-safe label per grouping dimension the group has. */
function stateLabels(s: AlertGroupState): Record<string, string> {
  const labels: Record<string, string> = { rule: s.rule, group: s.group_key };
  for (const [dim, value] of Object.entries(s.group)) {
    const name = (GROUP_DIMENSIONS as Record<string, string>)[dim] ?? dim.replace(/[^a-zA-Z0-9_]/g, '_');
    labels[name] = value;
  }
  return labels;
}
