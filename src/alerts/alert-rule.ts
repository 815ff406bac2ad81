import type { AlertLevel, GroupDimension } from './alert-types.js';

/** A window: the last `n` scored abstain turns, or the turns of the last `ms` milliseconds `(now - ms, now]`. */
export type WindowSpec = { kind: 'count'; n: number } | { kind: 'time'; ms: number };

/** A threshold per level; at least one is set. `alert` outranks `warning`. */
export type LevelThresholds = Partial<Record<AlertLevel, number>>;

export type AlertCondition =
  /** The window's forced-action rate is above the level's threshold. */
  | { type: 'rate_above'; thresholds: LevelThresholds }
  /** The window's rate is significantly above the trailing baseline's (one-sided Fisher exact test). */
  | { type: 'spike'; baseline: WindowSpec; minBaselineTurns: number; confidence: LevelThresholds }
  /** Any forced action in the window (on the listed scenarios, when given) fires at `level`. */
  | { type: 'any_forced'; scenarios: string[] | null; level: AlertLevel };

/** One rule of the rules file, validated, durations in milliseconds. */
export interface AlertRule {
  name: string;
  window: WindowSpec;
  /** The window must hold at least this many abstain turns before the rule may fire. */
  minAbstainTurns: number;
  groupBy: GroupDimension[];
  /** Only results whose dimension value is one of the listed ones count. */
  where: Partial<Record<GroupDimension, string[]>>;
  condition: AlertCondition;
  /** A group that re-fires within this long of its last notification is not re-notified at the same or a lower level. */
  cooldownMs: number;
  /** A group that sees no abstain turn for this long goes `no_data`; null = off. */
  noDataAfterMs: number | null;
  /** The sinks (by name) this rule's events go to; null = every sink. */
  sinks: string[] | null;
}

/** Defaults documented in the README ("Alert rules and replay"). */
export const RULE_DEFAULTS = {
  cooldown: '15m',
  no_data_after: '1h',
  min_abstain_turns: 1,
} as const;

export const LEVEL_RANK: Record<AlertLevel, number> = { warning: 1, alert: 2 };
