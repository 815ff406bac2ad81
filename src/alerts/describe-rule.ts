import type { AlertRule, LevelThresholds, WindowSpec } from './alert-rule.js';
import { formatMs } from './alert-engine.js';
import { pct } from './window-numbers.js';

const windowText = (w: WindowSpec): string => (w.kind === 'count' ? `the last ${w.n} abstain turns` : `the last ${formatMs(w.ms)}`);

function levels(t: LevelThresholds, show: (v: number) => string): string {
  return (['warning', 'alert'] as const).flatMap((l) => (t[l] === undefined ? [] : [`${l} ${show(t[l])}`])).join(', ');
}

/** One line per rule, for `forbear alerts check`. */
export function describeRule(r: AlertRule): string {
  const c = r.condition;
  let what: string;
  if (c.type === 'rate_above') what = `forced-action rate above ${levels(c.thresholds, (v) => `> ${pct(v)}`)}`;
  else if (c.type === 'spike') what = `spike over a baseline of ${windowText(c.baseline).replace('the last ', '')} before the window (min ${c.minBaselineTurns} turns), Fisher exact at ${levels(c.confidence, pct)} confidence`;
  else what = `any forced action${c.scenarios === null ? '' : ` on ${c.scenarios.join(', ')}`} (${c.level})`;
  const where = Object.entries(r.where).map(([d, v]) => `${d}=${v.join('|')}`).join(' ');
  return [
    `${r.name}: ${what}`,
    `in ${windowText(r.window)} (min ${r.minAbstainTurns})`,
    r.groupBy.length > 0 ? `by ${r.groupBy.join(', ')}` : 'ungrouped',
    ...(where ? [`where ${where}`] : []),
    `cooldown ${r.cooldownMs === 0 ? 'none' : formatMs(r.cooldownMs)}`,
    `no_data ${r.noDataAfterMs === null ? 'off' : `after ${formatMs(r.noDataAfterMs)}`}`,
    `sinks ${r.sinks === null ? 'all' : r.sinks.join(', ')}`,
  ].join('; ');
}
