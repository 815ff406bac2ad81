import type { TurnResult } from '../model/result.js';
import { isInfraFailure } from '../report/infra-failure.js';
import { DueQueue } from './due-queue.js';
import type { AlertEvaluator, AlertEvent, AlertGroupState, AlertLevel, AlertStatus, OffendingTurn } from './alert-types.js';
import { LEVEL_RANK } from './alert-rule.js';
import type { AlertRule } from './alert-rule.js';
import { describeCondition, measureCondition, readCondition } from './condition.js';
import type { ConditionCounts } from './condition.js';
import { groupOf, ruleScope, ruleSees } from './rule-group.js';
import { TurnWindow } from './turn-window.js';

/** Offending turns an event carries, newest first. */
export const MAX_OFFENDING = 5;
/** A grouped group that is not firing is forgotten once it has seen no turn for this long (or longer, see forgetAfterMs). */
export const FORGET_AFTER_MIN_MS = 24 * 3_600_000;

export interface AlertEngineOptions {
  /** When the engine starts watching: an ungrouped rule's no-data clock starts here (default: the first time given). */
  startMs?: number;
}

interface Group {
  rule: AlertRule;
  group: Record<string, string>;
  key: string;
  /** Ungrouped rules keep their single group for good; grouped ones may be forgotten. */
  grouped: boolean;
  turns: TurnWindow;
  status: AlertStatus;
  sinceMs: number;
  /** The last abstain turn, or when the group began. */
  lastSeenMs: number;
  lastNotifiedMs: number | null;
  /** The last firing notification (for the cooldown). */
  lastFiringMs: number | null;
  lastFiringLevel: AlertLevel | null;
  /** The level last notified in the current firing episode; null when none was (a resolve is then not sent). */
  notifiedLevel: AlertLevel | null;
  /** The next moment something may change without a new turn. */
  due: number;
  /** The deadline this group has in the engine's queue (Infinity: none); an entry that no longer matches it is stale. */
  queuedDue: number;
  /** Creation order: ties between groups due at the same moment go by it. */
  seq: number;
  forgotten: boolean;
}

/**
 * The alert engine (see alert-types.ts for the contract and docs/alerts.md for
 * the semantics). Pure: results and times in, events out. Each rule keeps one group per value
 * combination of its `group_by` dimensions; each group holds its window (and a spike rule's
 * baseline) and a small state machine: ok → warning/alert → ok, and no_data when silent.
 */
export class AlertEngine implements AlertEvaluator {
  private readonly groups = new Map<string, Group>();
  private now = Number.NEGATIVE_INFINITY;
  private started = false;
  /** Groups by their next deadline, so moving the clock touches only the groups that are due. */
  private readonly dueQueue = new DueQueue<Group>();
  private created = 0;

  constructor(private readonly rules: readonly AlertRule[], private readonly opts: AlertEngineOptions = {}) {}

  observe(result: TurnResult, atMs: number): AlertEvent[] {
    const events = this.advance(atMs, false);
    const at = this.now;
    const counted = result.kind === 'abstain' && !isInfraFailure(result);
    const offending = counted && result.forbidden_calls.length > 0 ? offendingTurn(result, at) : null;
    for (const rule of this.rules) {
      if (!ruleSees(rule, result)) {
        // An amended result this rule no longer sees takes its earlier version out of the window.
        if (result.amends) {
          const g = this.amendAnywhere(rule, result.amends, null, true);
          if (g !== undefined) this.evaluate(g, events);
        }
        continue;
      }
      const { group, key } = groupOf(rule, result);
      if (result.amends) {
        const g = this.amendAnywhere(rule, result.amends, offending, !counted);
        if (g !== undefined) {
          this.evaluate(g, events);
          continue;
        }
        // Otherwise the turn it amends is no longer held (or was never counted): it counts as a new turn.
      }
      if (!counted) continue;
      const g = this.groupFor(rule, group, key, at);
      g.turns.push(at, `${result.trace_id}/${result.span_id}`, offending);
      g.lastSeenMs = at;
      g.turns.prune(at);
      if (g.status === 'no_data') this.recover(g, events);
      else this.evaluate(g, events);
    }
    return events;
  }

  advanceTo(nowMs: number): AlertEvent[] {
    return this.advance(nowMs, true);
  }

  states(): AlertGroupState[] {
    const out: AlertGroupState[] = [];
    for (const g of this.groups.values()) {
      const reading = readCondition(g.rule, g.turns, g.turns.ranges(this.now));
      out.push({
        rule: g.rule.name,
        group: g.group,
        group_key: g.key,
        ...scopeField(g.rule),
        status: g.status,
        since: iso(g.sinceMs),
        last_notified: g.lastNotifiedMs === null ? null : iso(g.lastNotifiedMs),
        window: reading.window,
        ...(reading.baseline ? { baseline: reading.baseline } : {}),
        offending: g.turns.offending(g.turns.ranges(this.now).window, MAX_OFFENDING),
      });
    }
    return out;
  }

  /** Moves the clock to `nowMs`, handling every deadline up to it (`inclusive`) or before it. */
  private advance(nowMs: number, inclusive: boolean): AlertEvent[] {
    const target = Math.max(nowMs, this.now);
    if (!this.started) this.start(Math.min(target, this.opts.startMs ?? target));
    const events: AlertEvent[] = [];
    const isDue = (d: number): boolean => (inclusive ? d <= target : d < target);
    for (let top = this.dueQueue.peek(); top !== undefined && isDue(top.due); top = this.dueQueue.peek()) {
      this.dueQueue.pop();
      const g = top.item;
      if (g.forgotten || g.queuedDue !== top.due) continue; // superseded by an earlier deadline
      g.queuedDue = Infinity;
      if (isDue(g.due) && !this.runDeadline(g, g.due, events)) {
        g.forgotten = true;
        this.groups.delete(groupId(g.rule, g.key));
        continue;
      }
      // Its next deadline (when the one queued had moved later, that one).
      this.schedule(g);
    }
    // Groups are independent; their events interleave by time.
    events.sort((a, b) => a.at_ms - b.at_ms);
    this.now = target;
    this.compactQueue();
    return events;
  }

  private start(atMs: number): void {
    this.started = true;
    this.now = atMs;
    // An ungrouped rule watches from the start: a stream that never sends a turn is reported as no data.
    for (const rule of this.rules) if (rule.groupBy.length === 0) this.groupFor(rule, {}, '*', atMs);
  }

  private groupFor(rule: AlertRule, group: Record<string, string>, key: string, at: number): Group {
    const id = groupId(rule, key);
    let g = this.groups.get(id);
    if (g === undefined) {
      const baseline = rule.condition.type === 'spike' ? rule.condition.baseline : null;
      g = {
        rule, group, key, grouped: rule.groupBy.length > 0, turns: new TurnWindow(rule.window, baseline),
        status: 'ok', sinceMs: at, lastSeenMs: at, lastNotifiedMs: null, lastFiringMs: null, lastFiringLevel: null, notifiedLevel: null, due: Infinity,
        queuedDue: Infinity, seq: this.created++, forgotten: false,
      };
      this.groups.set(id, g);
      this.setDue(g, this.dueOf(g, at));
    }
    return g;
  }

  private amendAnywhere(rule: AlertRule, amends: NonNullable<TurnResult['amends']>, offending: OffendingTurn | null, remove: boolean): Group | undefined {
    const key = `${amends.trace_id}/${amends.span_id}`;
    for (const g of this.groups.values()) {
      if (g.rule === rule && g.turns.replace(key, offending, remove)) return g;
    }
    return undefined;
  }

  /** Handles the deadline `at` of a group; false when the group is forgotten. */
  private runDeadline(g: Group, at: number, events: AlertEvent[]): boolean {
    g.turns.prune(at);
    const saved = this.now;
    this.now = at;
    try {
      if (g.grouped && (g.status === 'ok' || g.status === 'no_data') && at >= g.lastSeenMs + forgetAfterMs(g.rule)) return false;
      const after = g.rule.noDataAfterMs;
      if (after !== null && g.status !== 'no_data' && at >= g.lastSeenMs + after) {
        const silent = `no abstain turns for ${formatMs(at - g.lastSeenMs)} (no_data after ${formatMs(after)})`;
        events.push(this.event(g, 'no_data', undefined, announced(g), this.measure(g), silent));
        this.enter(g, 'no_data');
        g.notifiedLevel = null;
        g.lastFiringMs = null;
        g.lastFiringLevel = null;
      } else {
        this.evaluate(g, events);
      }
      return true;
    } finally {
      this.now = Math.max(saved, at);
      // Strictly later than this deadline, so a deadline is never handled twice.
      g.due = Math.max(this.dueOf(g, at), at + 1);
    }
  }

  /** A turn arrived in a silent group: it is back, firing or resolved. */
  private recover(g: Group, events: AlertEvent[]): void {
    const reading = this.measure(g);
    if (reading.level === null) {
      events.push(this.event(g, 'resolved', undefined, 'no_data', reading, (text) => `turns again: ${text}`));
      this.enter(g, 'ok');
    } else {
      this.fire(g, reading.level, 'no_data', reading, events);
    }
    this.setDue(g, this.dueOf(g, this.now));
  }

  /** Re-reads the condition and moves the group's status; notifications as documented. */
  private evaluate(g: Group, events: AlertEvent[]): void {
    if (g.status !== 'no_data') {
      const reading = this.measure(g);
      const level = reading.level;
      if (level === null) {
        if (g.status !== 'ok') {
          if (g.notifiedLevel !== null) events.push(this.event(g, 'resolved', undefined, announced(g), reading));
          g.notifiedLevel = null;
          this.enter(g, 'ok');
        }
      } else if (level !== g.status) {
        this.fire(g, level, announced(g), reading, events);
      } else if (owed(g) && this.mayNotify(g, level)) {
        // Still firing after a cooldown that held its notification back: say so now.
        events.push(this.event(g, 'firing', level, g.notifiedLevel ?? 'ok', reading));
        this.notified(g, level);
      }
    }
    this.setDue(g, this.dueOf(g, this.now));
  }

  private setDue(g: Group, due: number): void {
    g.due = due;
    this.schedule(g);
  }

  /**
   * Queues the group's deadline when it is earlier than the one queued. A deadline that moved later
   * stays queued at its old time; when it comes up, the group is queued again at its real one.
   */
  private schedule(g: Group): void {
    if (g.due < g.queuedDue) {
      g.queuedDue = g.due;
      this.dueQueue.push(g.due, g.seq, g);
    }
  }

  /** Drops superseded entries once they outnumber the groups (deadlines that kept moving earlier). */
  private compactQueue(): void {
    if (this.dueQueue.size <= 4 * this.groups.size + 64) return;
    this.dueQueue.clear();
    for (const g of this.groups.values()) {
      g.queuedDue = Infinity;
      this.schedule(g);
    }
  }

  private fire(g: Group, level: AlertLevel, previous: AlertStatus, reading: ConditionCounts, events: AlertEvent[]): void {
    this.enter(g, level);
    // A fall from alert to warning is not news: the episode stays announced at its highest level until it resolves.
    if (owed(g) && this.mayNotify(g, level)) {
      events.push(this.event(g, 'firing', level, previous, reading));
      this.notified(g, level);
    }
  }

  /** Flapping protection: within the cooldown of the last firing notification, only a higher level is notified. */
  private mayNotify(g: Group, level: AlertLevel): boolean {
    if (g.lastFiringMs === null || g.lastFiringLevel === null) return true;
    return this.now >= g.lastFiringMs + g.rule.cooldownMs || LEVEL_RANK[level] > LEVEL_RANK[g.lastFiringLevel];
  }

  private notified(g: Group, level: AlertLevel): void {
    g.notifiedLevel = level;
    g.lastFiringMs = this.now;
    g.lastFiringLevel = level;
  }

  private enter(g: Group, status: AlertStatus): void {
    g.status = status;
    g.sinceMs = this.now;
  }

  private measure(g: Group): ConditionCounts {
    return measureCondition(g.rule, g.turns, g.turns.ranges(this.now));
  }

  /** An event with the condition's numbers; `summary` replaces or rewrites the condition's own line. */
  private event(g: Group, type: AlertEvent['type'], level: AlertLevel | undefined, previous: AlertStatus, counts: ConditionCounts, summary?: string | ((text: string) => string)): AlertEvent {
    g.lastNotifiedMs = this.now;
    const reading = describeCondition(g.rule, counts);
    if (typeof summary === 'string') reading.summary = summary;
    else if (summary) reading.summary = summary(reading.summary);
    return {
      type,
      rule: g.rule.name,
      ...(level ? { level } : {}),
      previous,
      group: g.group,
      group_key: g.key,
      at: iso(this.now),
      at_ms: this.now,
      summary: `${g.rule.name} ${g.key}: ${reading.summary}`,
      window: reading.window,
      ...(reading.baseline ? { baseline: reading.baseline } : {}),
      offending: g.turns.offending(g.turns.ranges(this.now).window, MAX_OFFENDING),
    };
  }

  /** The next moment the group may change with no new turn. */
  private dueOf(g: Group, now: number): number {
    let due = g.turns.nextExpiry(now);
    const after = g.rule.noDataAfterMs;
    if (after !== null && g.status !== 'no_data') due = Math.min(due, g.lastSeenMs + after);
    if (owed(g) && g.lastFiringMs !== null) {
      const end = g.lastFiringMs + g.rule.cooldownMs;
      if (end > now) due = Math.min(due, end);
    }
    if (g.grouped && (g.status === 'ok' || g.status === 'no_data')) due = Math.min(due, g.lastSeenMs + forgetAfterMs(g.rule));
    return due;
  }
}

/**
 * The status receivers last heard for the group, which an event's `previous` names: a firing
 * level that was not notified (a fall from alert to warning, a firing held back by the cooldown)
 * is not what they heard, so it is the last notified level, or `ok` when none was.
 */
function announced(g: Group): AlertStatus {
  if (g.status !== 'warning' && g.status !== 'alert') return g.status;
  return g.notifiedLevel ?? 'ok';
}

/** A firing group whose level has not been announced in this episode (held back by the cooldown). */
function owed(g: Group): boolean {
  if (g.status !== 'warning' && g.status !== 'alert') return false;
  return g.notifiedLevel === null || LEVEL_RANK[g.status] > LEVEL_RANK[g.notifiedLevel];
}

/** How long a grouped group that is not firing is kept with no turns: 24 h, or longer for long windows or no-data spans. */
export function forgetAfterMs(rule: AlertRule): number {
  const span = (w: AlertRule['window']): number => (w.kind === 'time' ? w.ms : 0);
  const baseline = rule.condition.type === 'spike' ? span(rule.condition.baseline) : 0;
  return Math.max(FORGET_AFTER_MIN_MS, 2 * (rule.noDataAfterMs ?? 0), span(rule.window) + baseline);
}

function groupId(rule: AlertRule, key: string): string {
  return `${rule.name}\u0000${key}`;
}

function offendingTurn(r: TurnResult, atMs: number): OffendingTurn {
  return {
    case_id: r.case_id,
    trace_id: r.trace_id,
    span_id: r.span_id,
    forbidden_tools: [...new Set(r.forbidden_calls)],
    matched_by: r.matched_by,
    ...(r.match_score !== undefined ? { match_score: r.match_score } : {}),
    outcome: r.outcome,
    at: iso(atMs),
  };
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** `where` of a group's state: only for a rule that does not count every value. */
function scopeField(rule: AlertRule): { where?: Record<string, string[]> } {
  const scope = ruleScope(rule);
  return Object.keys(scope).length === 0 ? {} : { where: scope as Record<string, string[]> };
}

/** 3_600_000 → `1h`, 90_000 → `1m30s`. */
export function formatMs(ms: number): string {
  const parts: string[] = [];
  let rest = Math.round(ms / 1000);
  for (const [unit, size] of [['d', 86_400], ['h', 3_600], ['m', 60], ['s', 1]] as const) {
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size)}${unit}`);
      rest %= size;
    }
  }
  return parts.length === 0 ? `${ms}ms` : parts.join('');
}
