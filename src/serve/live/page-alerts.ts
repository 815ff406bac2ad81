import type { AlertGroupState, GroupDimension } from '../../alerts/alert-types.js';
import { UNKNOWN_VALUE } from '../../alerts/rule-group.js';
import type { AlertsSnapshot } from '../alerts-host.js';
import { NONE } from './page-query.js';
import type { Dimension, PageQuery } from './page-query.js';

/** The alert grouping dimension each page filter names. */
const GROUP_DIM: Record<Dimension, GroupDimension> = { model: 'model', agent: 'gen_ai.agent.name', service: 'service.name', scenario: 'scenario' };

/** A rule group as the live page lists it under a filter. */
export interface ScopedGroup extends AlertGroupState {
  /**
   * The filtered dimensions this group's figures cannot be split by: its rule neither groups by
   * them nor counts only the filtered value, so its window counts turns of other values too (every
   * value, or the several its `where` lists; the page says so beside the row). Empty: in scope.
   */
  unscoped: Dimension[];
}

/** What `GET /v1/live/alerts` answers: `/v1/alerts`, with the rules scoped by the page's filter. */
export interface ScopedAlerts extends Omit<AlertsSnapshot, 'rules'> {
  filter: PageQuery['filter'];
  rules: ScopedGroup[];
  /** Groups left out because their label names another value of a filtered dimension. */
  hidden: number;
}

/**
 * The alert groups a user filtering the page by model, agent, service or scenario expects to
 * see: a group labelled with a filtered dimension is kept only when its value is the filter's
 * (`(none)` on the page is `unknown` in a group); so is a rule whose `where` (or any_forced
 * scenarios) names that dimension, when the filter's value is among the values it counts. A
 * group with neither is kept and marked, as its figures cannot be split. The window selector does
 * not apply: an alert's window is its rule's own.
 */
export function scopeAlerts(snapshot: AlertsSnapshot, filter: PageQuery['filter']): ScopedAlerts {
  const dims = Object.entries(filter) as [Dimension, string][];
  const rules: ScopedGroup[] = [];
  let hidden = 0;
  for (const s of snapshot.rules) {
    const unscoped: Dimension[] = [];
    let keep = true;
    for (const [dim, want] of dims) {
      const value = want === NONE ? UNKNOWN_VALUE : want;
      const have = s.group[GROUP_DIM[dim]];
      const counted = s.where?.[GROUP_DIM[dim]];
      if (have !== undefined) keep &&= have === value;
      else if (counted === undefined) unscoped.push(dim);
      else if (!counted.includes(value)) keep = false;
      else if (counted.length > 1) unscoped.push(dim);
    }
    if (keep) rules.push({ ...s, unscoped });
    else hidden++;
  }
  return { ...snapshot, filter, rules, hidden };
}
