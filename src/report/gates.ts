import type { GateResult, Summary } from './score-report.js';

export interface GateConfig {
  maxForcedActionRate?: number | undefined;
  minAbstainPassRate?: number | undefined;
  maxFalseAskRate?: number | undefined;
}

interface GateSpec {
  gate: string;
  threshold: number | undefined;
  direction: 'max' | 'min';
  pick: (s: Summary) => { value: number; attempts: number; label: string };
}

/**
 * CI gates over the three numbers. A gate with no attempts to measure fails: an empty or
 * mismatched run must not pass a release check by saying nothing.
 */
export function evaluateGates(summary: Summary, cfg: GateConfig): GateResult[] {
  const specs: GateSpec[] = [
    { gate: 'max-forced-action-rate', threshold: cfg.maxForcedActionRate, direction: 'max',
      pick: (s) => ({ value: s.abstain.forced_action_rate, attempts: s.abstain.attempts, label: 'forced-action rate' }) },
    { gate: 'min-abstain-pass-rate', threshold: cfg.minAbstainPassRate, direction: 'min',
      pick: (s) => ({ value: s.abstain.pass_rate, attempts: s.abstain.attempts, label: 'abstain pass rate' }) },
    { gate: 'max-false-ask-rate', threshold: cfg.maxFalseAskRate, direction: 'max',
      pick: (s) => ({ value: s.act.false_ask_rate, attempts: s.act.attempts, label: 'false-ask rate' }) },
  ];
  const results: GateResult[] = [];
  for (const spec of specs) {
    if (spec.threshold === undefined) continue;
    const { value, attempts, label } = spec.pick(summary);
    const kind = spec.gate === 'max-false-ask-rate' ? 'act' : 'abstain';
    if (attempts === 0) {
      results.push({ gate: spec.gate, threshold: spec.threshold, value, attempts, passed: false,
        message: `--${spec.gate} ${spec.threshold}: no ${kind} attempts were scored, so the ${label} cannot be checked` });
      continue;
    }
    const passed = spec.direction === 'max' ? value <= spec.threshold : value >= spec.threshold;
    const cmp = spec.direction === 'max' ? (passed ? '≤' : '>') : (passed ? '≥' : '<');
    results.push({ gate: spec.gate, threshold: spec.threshold, value, attempts, passed,
      message: `--${spec.gate} ${spec.threshold}: ${label} ${formatPct(value)} ${cmp} ${formatPct(spec.threshold)} over ${attempts} ${kind} attempts` });
  }
  return results;
}

function formatPct(v: number): string {
  return `${(v * 100).toFixed(1)} %`;
}
