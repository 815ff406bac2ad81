import type { AlertLevel, BaselineNumbers, WindowNumbers } from './alert-types.js';
import type { AlertRule, LevelThresholds } from './alert-rule.js';
import { FISHER_TEST_NAME, fisherOneSidedGreater } from './fisher-exact.js';
import type { Ranges, TurnWindow } from './turn-window.js';
import { pValue, pct, windowNumbers } from './window-numbers.js';

/** What a rule's condition sees in one group at one moment. */
export interface ConditionReading {
  /** The level the condition holds at, or null when it does not hold. */
  level: AlertLevel | null;
  summary: string;
  window: WindowNumbers;
  baseline?: BaselineNumbers;
}

const LEVELS_HIGH_FIRST: AlertLevel[] = ['alert', 'warning'];

/** The highest level whose threshold `passes`. */
function highest(t: LevelThresholds, passes: (threshold: number) => boolean): AlertLevel | null {
  for (const l of LEVELS_HIGH_FIRST) {
    const v = t[l];
    if (v !== undefined && passes(v)) return l;
  }
  return null;
}

/** The condition's numbers and level, before any text is built (the engine's hot path). */
export interface ConditionCounts {
  level: AlertLevel | null;
  window: WindowCounts;
  baseline: WindowCounts | null;
  pValue: number | null;
}

type WindowCounts = ReturnType<TurnWindow['count']>;

export function measureCondition(rule: AlertRule, turns: TurnWindow, ranges: Ranges): ConditionCounts {
  const wc = turns.count(ranges.window);
  const enough = wc.n >= rule.minAbstainTurns;
  const c = rule.condition;
  if (c.type === 'rate_above') {
    const rate = wc.n > 0 ? wc.forced / wc.n : 0;
    return { level: enough ? highest(c.thresholds, (t) => rate > t) : null, window: wc, baseline: null, pValue: null };
  }
  if (c.type === 'any_forced') return { level: enough && wc.forced > 0 ? c.level : null, window: wc, baseline: null, pValue: null };
  const bc = turns.count(ranges.baseline ?? [0, 0]);
  const wRate = wc.n > 0 ? wc.forced / wc.n : 0;
  const bRate = bc.n > 0 ? bc.forced / bc.n : 0;
  const eligible = enough && bc.n >= c.minBaselineTurns && wRate > bRate;
  // The test is only run when it can matter; states() and events still report its p-value.
  const p = eligible ? fisherOneSidedGreater(wc.forced, wc.n, bc.forced, bc.n) : null;
  const level = p === null ? null : highest(c.confidence, (conf) => p <= 1 - conf);
  return { level, window: wc, baseline: bc, pValue: p };
}

export function readCondition(rule: AlertRule, turns: TurnWindow, ranges: Ranges): ConditionReading {
  return describeCondition(rule, measureCondition(rule, turns, ranges));
}

/** The numbers as an event shows them, with a one-line summary. */
export function describeCondition(rule: AlertRule, m: ConditionCounts): ConditionReading {
  const wc = m.window;
  const window = windowNumbers(wc);
  const frac = `${wc.forced}/${wc.n}`;
  const enough = wc.n >= rule.minAbstainTurns;
  const few = `only ${wc.n} abstain turn(s), fewer than the ${rule.minAbstainTurns} needed`;
  const { level } = m;
  const c = rule.condition;
  if (c.type === 'rate_above') {
    const rate = wc.n > 0 ? wc.forced / wc.n : 0;
    const lowest = c.thresholds.warning ?? c.thresholds.alert!;
    const threshold = level === null ? lowest : c.thresholds[level]!;
    const summary = !enough ? `forced-action rate ${frac}: ${few}` : `forced-action rate ${frac} = ${pct(rate)} ${level === null ? '≤' : '>'} ${pct(threshold)}${level === null ? '' : ` (${level})`}`;
    return { level, summary, window };
  }
  if (c.type === 'any_forced') {
    const on = c.scenarios === null ? '' : ` on ${c.scenarios.join(', ')}`;
    const summary = !enough ? `forced actions${on}: ${few}` : `${wc.forced} forced action(s) in ${wc.n} abstain turn(s)${on}${level === null ? '' : ` (${level})`}`;
    return { level, summary, window };
  }
  const bc = m.baseline!;
  const p = m.pValue ?? fisherOneSidedGreater(wc.forced, wc.n, bc.forced, bc.n);
  const wRate = wc.n > 0 ? wc.forced / wc.n : 0;
  const bRate = bc.n > 0 ? bc.forced / bc.n : 0;
  const confidence = level === null ? (c.confidence.warning ?? c.confidence.alert!) : c.confidence[level]!;
  const baseline: BaselineNumbers = { ...windowNumbers(bc), p_value: p, confidence, test: FISHER_TEST_NAME };
  const vs = `forced-action rate ${frac} = ${pct(wc.n > 0 ? wRate : null)} vs baseline ${bc.forced}/${bc.n} = ${pct(bc.n > 0 ? bRate : null)}`;
  let summary: string;
  if (!enough) summary = `${vs}: ${few}`;
  else if (bc.n < c.minBaselineTurns) summary = `${vs}: baseline has only ${bc.n} abstain turn(s), fewer than the ${c.minBaselineTurns} needed`;
  else if (wRate <= bRate) summary = `${vs}: not above the baseline`;
  else summary = `${vs}, p = ${pValue(p)} ${level === null ? '>' : '≤'} ${pValue(1 - confidence)}${level === null ? '' : ` (${level}, ${pct(confidence)} confidence)`}`;
  return { level, summary, window, baseline };
}
