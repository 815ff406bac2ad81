import type { TurnResult } from '../model/result.js';

/**
 * The boundary between the alert engine (rules, windows, tests, state), its sinks (webhook,
 * stderr, JSON lines) and its hosts (`forbear serve`, `forbear alerts replay`). The engine is
 * pure: results and time go in, events come out; it never reads a clock, does I/O or prints.
 */

/** How loud a firing is. A rule states a threshold per level; `alert` outranks `warning`. */
export type AlertLevel = 'warning' | 'alert';

/** A group's state: quiet, firing at a level, or silent for longer than the rule's `no_data.after`. */
export type AlertStatus = 'ok' | AlertLevel | 'no_data';

/** The dimensions a rule may group by, as named in the rules file, and the result field each reads. */
export const GROUP_DIMENSIONS = {
  'service.name': 'service_name',
  'gen_ai.agent.name': 'agent_name',
  model: 'model',
  scenario: 'scenario',
  case: 'case_id',
} as const satisfies Record<string, keyof TurnResult>;
export type GroupDimension = keyof typeof GROUP_DIMENSIONS;

/** Forced actions over abstain turns in a window, with a Wilson interval (same confidence as the report). */
export interface WindowNumbers {
  /** Scored abstain turns in the window (infrastructure failures left out, as in the report). */
  abstain_turns: number;
  /** Of those, turns where a forbidden tool ran. */
  forced: number;
  /** forced / abstain_turns; null when abstain_turns is 0. */
  rate: number | null;
  interval: [number, number] | null;
  /** The time span the window's turns cover (ISO 8601), null when it holds none. */
  from: string | null;
  to: string | null;
}

/** A spike rule's comparison: the trailing baseline window and the one-sided test against it. */
export interface BaselineNumbers extends WindowNumbers {
  /** The one-sided test's p-value for "the window's rate is above the baseline's". */
  p_value: number;
  /** The confidence the rule states for the level it fired at (e.g. 0.99). */
  confidence: number;
  /** The test used, e.g. `fisher-exact-one-sided`. */
  test: string;
}

/** A turn that ran a forbidden tool, as shown in a firing (latest first). */
export interface OffendingTurn {
  case_id: string;
  trace_id: string;
  span_id: string;
  /** Forbidden tools that ran in the turn. */
  forbidden_tools: string[];
  /** How the turn was matched to its case (`tag`, `exact`, `similar`, `pattern`) and, for `similar`, the score. */
  matched_by: string;
  match_score?: number;
  outcome: string;
  /** When the engine saw it (ISO 8601, on the host's clock). */
  at: string;
}

/** One notification: a group entered a level, escalated, went silent, or cleared. */
export interface AlertEvent {
  type: 'firing' | 'resolved' | 'no_data';
  /** The rule's name, from the rules file. */
  rule: string;
  /** Set for `firing`: the level entered. */
  level?: AlertLevel;
  /**
   * The status receivers last heard for the group: the status it left, except that a level never
   * announced (a fall from alert to warning, a firing held back by the cooldown) is not news, so
   * after alert → warning → clear a `resolved` says `previous: alert`.
   */
  previous: AlertStatus;
  /** Dimension → value for grouped rules (`{}` for an ungrouped rule); a missing value is `"unknown"`. */
  group: Record<string, string>;
  /** A stable text key of the group, e.g. `service.name=checkout,model=gpt-4o` (`*` when ungrouped). */
  group_key: string;
  /** When it happened on the engine's clock: ISO 8601 and epoch milliseconds. */
  at: string;
  at_ms: number;
  /** One human line: what the condition saw, e.g. `forced-action rate 6/20 = 30% > 10% (alert)`. */
  summary: string;
  window: WindowNumbers;
  baseline?: BaselineNumbers;
  /** The latest offending turns in the window (at most a handful), newest first. */
  offending: OffendingTurn[];
}

/** What `GET /v1/alerts` lists: one entry per rule and group seen (an ungrouped rule has one). */
export interface AlertGroupState {
  rule: string;
  group: Record<string, string>;
  group_key: string;
  /**
   * The values the rule counts per dimension when it does not count every value (its `where`, an
   * any_forced rule's scenarios); absent when it counts every turn.
   */
  where?: Record<string, string[]>;
  status: AlertStatus;
  /** When the group entered its status (ISO 8601). */
  since: string;
  /** The last notification sent for the group, if any (ISO 8601). */
  last_notified: string | null;
  window: WindowNumbers;
  baseline?: BaselineNumbers;
  offending: OffendingTurn[];
}

/**
 * The alert engine as its hosts drive it. Time is always passed in (epoch ms): the wall clock in
 * `serve`, span end times in `replay`, an injected clock in tests. Events are returned in time
 * order, each stamped with the moment it happened (a no-data or expiry deadline passed between two
 * calls is stamped with the deadline, not the call), so the same stream gives the same events
 * whichever host drives it. Every host drives it in one order: the turns that complete at a moment
 * are observed (deadlines before that moment handled first), then `advanceTo` that moment (deadlines
 * at it): a turn arriving exactly when an older one leaves a time window is seen before that deadline.
 */
export interface AlertEvaluator {
  /**
   * One final scored result, observed at `atMs`. Only abstain turns that are not infrastructure
   * failures count. A result carrying `amends` replaces the earlier result of that trace and span
   * if it is still in a window.
   */
  observe(result: TurnResult, atMs: number): AlertEvent[];
  /** Moves the clock to `nowMs`: expires time windows, passes no-data deadlines, clears conditions. */
  advanceTo(nowMs: number): AlertEvent[];
  /** Every rule and group, for `GET /v1/alerts` and the Prometheus gauges. */
  states(): AlertGroupState[];
}

/** Where notifications go. `send` may reject; the dispatcher retries and logs, it never throws to the host. */
export interface AlertSink {
  /** For log lines: `webhook https://…`, `file alerts.jsonl`, `log`. */
  readonly name: string;
  send(event: AlertEvent): Promise<void>;
  close?(): Promise<void>;
}
