import type { Case, CaseKind } from '../corpus/schema.js';
import type { TurnResult } from '../model/result.js';
import { keyAttempts, pairAttempts } from './attempt-key.js';
import type { KeyedAttempt } from './attempt-key.js';
import { isInfraFailure } from './infra-failure.js';
import { passKCurves } from './pass-k.js';
import { rate, wilson } from './stats.js';

/** A rate with its count and 95 % Wilson interval. */
export interface CountedRate {
  x: number;
  n: number;
  rate: number;
  ci: [number, number];
}

export interface CaseRepeat {
  case_id: string;
  kind: CaseKind;
  scenario: string;
  /** Scored attempts (infrastructure failures excluded). */
  attempts: number;
  passes: number;
  infra_failures: number;
  /** pass: every attempt passed; fail: none did; flaky: some did; not_attempted. */
  status: 'pass' | 'fail' | 'flaky' | 'not_attempted';
}

export interface KEstimate {
  k: number;
  value: number;
  /** Wilson interval with the suite's case count as n: each case is one draw of the suite. */
  ci: [number, number];
}

export interface SuiteRepeats {
  kind: CaseKind;
  cases: number;
  max_k: number;
  pass_hat_k: KEstimate[];
  pass_at_k: KEstimate[];
}

export interface RepeatSummary {
  /** Turns that errored with no reply: counted here, in no denominator. */
  infra_failures: number;
  flaky_cases: number;
  cases: CaseRepeat[];
  suites: SuiteRepeats[];
  /** Paired attempts of abstain/act twins where both sides passed; an abstain attempt pairs with the
   * twin's attempt of the same run id and attempt number (in order where unnumbered). */
  paired_accuracy: CountedRate;
  /** Abstain passes over the pairs whose act side passed. */
  car: CountedRate;
}


const counted = (x: number, n: number): CountedRate => {
  const { low, high } = wilson(x, n);
  return { x, n, rate: rate(x, n), ci: [low, high] };
};

/**
 * Groups the attempts of each case (across sessions, attempts and runs) as results arrive, in
 * memory proportional to the number of results (one small record each). Keyed results can be
 * replaced, so a live receiver keeps it current through amendments.
 */
export class RepeatTally {
  /** Case → its attempts in scoring order, each under its result's key (or a running number). */
  private readonly attempts = new Map<string, Map<string | number, KeyedAttempt>>();
  private readonly infra = new Map<string, number>();
  /** Keyed results: where each one was counted, so a replacing result can take its place back. */
  private readonly placed = new Map<string, { caseId: string; infra: boolean }>();
  private unkeyed = 0;
  infraFailures = 0;

  /**
   * Returns false for an infrastructure failure, which must not be scored. With a `key` (a live
   * receiver's trace/span id) a result already counted under that key is replaced: in its place
   * when the case is the same, as `Map.set` would keep it. `infra`: whether it is an infrastructure
   * failure, when the caller knows (a live receiver's slim result has no reply to tell it by).
   */
  add(r: TurnResult, key?: string, infra = isInfraFailure(r)): boolean {
    if (key !== undefined) {
      const before = this.placed.get(key);
      if (before !== undefined && (before.caseId !== r.case_id || before.infra !== infra)) this.remove(key);
      else if (before?.infra === true) this.uncountInfra(before.caseId);
      this.placed.set(key, { caseId: r.case_id, infra });
    }
    if (infra) {
      this.infraFailures++;
      this.infra.set(r.case_id, (this.infra.get(r.case_id) ?? 0) + 1);
      return false;
    }
    let list = this.attempts.get(r.case_id);
    if (list === undefined) this.attempts.set(r.case_id, (list = new Map()));
    list.set(key ?? this.unkeyed++, { run_id: r.run_id, attempt: r.attempt, passed: r.passed });
    return true;
  }

  /** Takes back the result counted under `key` (an amended result replaces it). */
  remove(key: string): void {
    const before = this.placed.get(key);
    if (before === undefined) return;
    this.placed.delete(key);
    if (before.infra) {
      this.uncountInfra(before.caseId);
      return;
    }
    const list = this.attempts.get(before.caseId);
    list?.delete(key);
    if (list?.size === 0) this.attempts.delete(before.caseId);
  }

  private uncountInfra(caseId: string): void {
    this.infraFailures--;
    const n = (this.infra.get(caseId) ?? 0) - 1;
    if (n > 0) this.infra.set(caseId, n);
    else this.infra.delete(caseId);
  }

  private listOf(caseId: string): KeyedAttempt[] {
    return [...(this.attempts.get(caseId)?.values() ?? [])];
  }

  summarize(cases: readonly Case[]): RepeatSummary {
    const rows = cases.map((c): CaseRepeat => {
      const list = this.listOf(c.id);
      const passes = list.filter((a) => a.passed).length;
      return { case_id: c.id, kind: c.kind, scenario: c.scenario, attempts: list.length, passes,
        infra_failures: this.infra.get(c.id) ?? 0, status: statusOf(list.length, passes) };
    });
    const suites: SuiteRepeats[] = [];
    for (const kind of ['abstain', 'act', 'cannot'] as const) {
      const curves = passKCurves(rows.filter((r) => r.kind === kind));
      if (curves.cases === 0) continue;
      const withCi = (p: { k: number; value: number }): KEstimate => ({ ...p, ci: counted(p.value * curves.cases, curves.cases).ci });
      suites.push({ kind, cases: curves.cases, max_k: curves.max_k, pass_hat_k: curves.pass_hat_k.map(withCi), pass_at_k: curves.pass_at_k.map(withCi) });
    }
    let pairs = 0, both = 0, actPassed = 0, abstainGivenAct = 0;
    for (const [abstainId, actId] of twinPairs(cases)) {
      const abstain = keyAttempts(this.listOf(abstainId), { byRun: true });
      const act = keyAttempts(this.listOf(actId), { byRun: true });
      for (const [abstainPassed, actPassedHere] of pairAttempts(abstain, act)) {
        pairs++;
        if (!actPassedHere) continue;
        actPassed++;
        if (abstainPassed) {
          both++;
          abstainGivenAct++;
        }
      }
    }
    return {
      infra_failures: this.infraFailures,
      flaky_cases: rows.filter((r) => r.status === 'flaky').length,
      cases: rows,
      suites,
      paired_accuracy: counted(both, pairs),
      car: counted(abstainGivenAct, actPassed),
    };
  }
}

/**
 * Abstain/act twin pairs, each once: an abstain case naming an act twin, or an act case naming
 * an abstain case that names no twin itself (a one-sided link still makes a pair).
 */
function twinPairs(cases: readonly Case[]): [string, string][] {
  const byId = new Map(cases.map((c) => [c.id, c]));
  const pairs = new Map<string, string>();
  for (const c of cases) {
    const twin = c.twin === undefined ? undefined : byId.get(c.twin);
    if (twin === undefined) continue;
    if (c.kind === 'abstain' && twin.kind === 'act') pairs.set(c.id, twin.id);
    else if (c.kind === 'act' && twin.kind === 'abstain' && twin.twin === undefined) pairs.set(twin.id, c.id);
  }
  return [...pairs];
}

function statusOf(attempts: number, passes: number): CaseRepeat['status'] {
  if (attempts === 0) return 'not_attempted';
  if (passes === attempts) return 'pass';
  return passes === 0 ? 'fail' : 'flaky';
}
