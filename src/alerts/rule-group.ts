import type { TurnResult } from '../model/result.js';
import { GROUP_DIMENSIONS } from './alert-types.js';
import type { GroupDimension } from './alert-types.js';
import type { AlertRule } from './alert-rule.js';

/** A missing dimension value (no `service.name` on the spans, no model) groups as this. */
export const UNKNOWN_VALUE = 'unknown';

function valueOf(r: TurnResult, d: GroupDimension): string {
  const v = r[GROUP_DIMENSIONS[d]];
  return typeof v === 'string' && v !== '' ? v : UNKNOWN_VALUE;
}

/** Whether a result is one the rule looks at: its `where` filter and an any_forced rule's scenarios. */
export function ruleSees(rule: AlertRule, r: TurnResult): boolean {
  for (const [d, values] of Object.entries(rule.where) as [GroupDimension, string[]][]) {
    if (!values.includes(valueOf(r, d))) return false;
  }
  const c = rule.condition;
  return c.type !== 'any_forced' || c.scenarios === null || c.scenarios.includes(r.scenario);
}

/**
 * The values a rule counts per dimension, when it does not count every value: its `where`, and an
 * any_forced rule's scenarios (intersected with a `where` on scenario). Empty: every value counts.
 */
export function ruleScope(rule: AlertRule): Partial<Record<GroupDimension, string[]>> {
  const scope: Partial<Record<GroupDimension, string[]>> = { ...rule.where };
  const c = rule.condition;
  if (c.type === 'any_forced' && c.scenarios !== null) {
    const listed = c.scenarios;
    scope.scenario = scope.scenario === undefined ? [...listed] : scope.scenario.filter((s) => listed.includes(s));
  }
  return scope;
}

/** The group a result falls in: dimension → value, and its stable key (`*` when ungrouped). */
export function groupOf(rule: AlertRule, r: TurnResult): { group: Record<string, string>; key: string } {
  const group: Record<string, string> = {};
  for (const d of rule.groupBy) group[d] = valueOf(r, d);
  return { group, key: groupKey(group) };
}

export function groupKey(group: Record<string, string>): string {
  const parts = Object.entries(group).map(([d, v]) => `${d}=${v}`);
  return parts.length === 0 ? '*' : parts.join(',');
}
