import { AlertEngine } from '../../src/alerts/alert-engine.js';
import type { AlertEvent } from '../../src/alerts/alert-types.js';
import { parseAlertRules } from '../../src/alerts/rules-file.js';
import type { TurnResult } from '../../src/model/result.js';
import { makeResult } from '../helpers/results.js';

export const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);
export const MIN = 60_000;

/** An engine over rules written as the YAML of a rules file. */
export function engineFor(rulesYaml: string, startMs = T0): AlertEngine {
  return new AlertEngine(parseAlertRules(rulesYaml, 'test-alerts.yaml').rules, { startMs });
}

/** An abstain turn: forced (a forbidden tool ran) or held back. */
export function turn(forced: boolean, extra: Partial<TurnResult> = {}): TurnResult {
  return makeResult({ case_id: 'refund-which', kind: 'abstain', scenario: 'ambiguous', outcome: forced ? 'fail_post_hoc' : 'pass', ...extra });
}

/** Feeds turns at one per `stepMs` from `fromMs`, advancing the clock before each; returns every event. */
export function feed(engine: AlertEngine, pattern: boolean[], fromMs: number, stepMs: number, extra: Partial<TurnResult> = {}): AlertEvent[] {
  const out: AlertEvent[] = [];
  pattern.forEach((forced, i) => {
    const at = fromMs + i * stepMs;
    out.push(...engine.advanceTo(at), ...engine.observe(turn(forced, extra), at));
  });
  return out;
}

/** `n` turns, `forced` of them forced, spread evenly. */
export function mix(n: number, forced: number): boolean[] {
  return Array.from({ length: n }, (_, i) => Math.floor(((i + 1) * forced) / n) > Math.floor((i * forced) / n));
}

export const brief = (e: AlertEvent): string => `${e.type}${e.level ? `:${e.level}` : ''} ${e.rule} ${e.group_key} prev=${e.previous}`;
