import type { CaseKind } from '../corpus/schema.js';
import type { TurnResult } from '../model/result.js';
import { forcedKindOf, isHandoffPass } from './forced-split.js';
import type { ForcedSplit } from './forced-split.js';

/** Outcome counts for one group of results. */
export type OutcomeCounts = Map<string, number>;

/**
 * Running counts of scored results, per kind, per scenario and kind, and per case: everything
 * the summary needs, in memory that does not grow with the number of results.
 */
export class OutcomeTally {
  readonly byKind = new Map<CaseKind, OutcomeCounts>();
  readonly byScenario = new Map<string, Map<CaseKind, OutcomeCounts>>();
  readonly byCase = new Map<string, OutcomeCounts>();
  /** How the scored turns were matched (`tag`, `exact`, `pattern`, `similar`) → count. */
  readonly matchedBy = new Map<string, number>();
  /** Every scored attempt, and those that called a tool offered nowhere (the tool hallucination rate). */
  attempts = 0;
  hallucinatedAttempts = 0;
  hallucinatedCalls = 0;
  /** Forced actions by what became of the forbidden call, and abstain passes by hand-off. */
  readonly forcedSplit: ForcedSplit = { executed: 0, failed: 0, gated: 0 };
  handoffPasses = 0;

  add(r: TurnResult): void {
    this.attempts++;
    this.countSplit(r, 1);
    if (r.hallucinated_calls.length > 0) this.hallucinatedAttempts++;
    this.hallucinatedCalls += r.hallucinated_calls.length;
    bump(getOrSet(this.byKind, r.kind, newCounts), r.outcome);
    bump(getOrSet(getOrSet(this.byScenario, r.scenario, () => new Map<CaseKind, OutcomeCounts>()), r.kind, newCounts), r.outcome);
    bump(getOrSet(this.byCase, r.case_id, newCounts), r.outcome);
    bump(this.matchedBy, r.matched_by);
  }

  /** Takes back a result that an amended one replaces (a live receiver's late spans). */
  remove(r: Pick<TurnResult, 'kind' | 'scenario' | 'case_id' | 'outcome' | 'passed'> & Partial<Pick<TurnResult, 'matched_by' | 'tool_calls' | 'handoff'>>): void {
    if (r.matched_by !== undefined) unbump(this.matchedBy, r.matched_by);
    this.countSplit(r, -1);
    unbump(this.byKind.get(r.kind), r.outcome);
    unbump(this.byScenario.get(r.scenario)?.get(r.kind), r.outcome);
    unbump(this.byCase.get(r.case_id), r.outcome);
  }

  private countSplit(r: Parameters<OutcomeTally['remove']>[0] & Partial<Pick<TurnResult, 'tool_calls' | 'handoff'>>, by: 1 | -1): void {
    const forced = forcedKindOf(r);
    if (forced !== undefined) this.forcedSplit[forced] += by;
    if (isHandoffPass(r)) this.handoffPasses += by;
  }

  /**
   * The exact inverse of `add` for every count the summary reads (a live receiver's amended
   * result replaces one): groups left empty are dropped, so the tally equals one built afresh.
   */
  retract(r: Pick<TurnResult, 'kind' | 'scenario' | 'case_id' | 'outcome' | 'passed' | 'matched_by'> & Partial<Pick<TurnResult, 'tool_calls' | 'handoff'>> & { hallucinated: number }): void {
    this.remove(r);
    this.attempts--;
    if (r.hallucinated > 0) this.hallucinatedAttempts--;
    this.hallucinatedCalls -= r.hallucinated;
    if (this.byKind.get(r.kind)?.size === 0) this.byKind.delete(r.kind);
    const scenario = this.byScenario.get(r.scenario);
    if (scenario?.get(r.kind)?.size === 0) scenario.delete(r.kind);
    if (scenario?.size === 0) this.byScenario.delete(r.scenario);
    if (this.byCase.get(r.case_id)?.size === 0) this.byCase.delete(r.case_id);
  }
}

const newCounts = (): OutcomeCounts => new Map();

function bump(counts: OutcomeCounts, outcome: string): void {
  counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
}

function unbump(counts: OutcomeCounts | undefined, outcome: string): void {
  const n = counts?.get(outcome) ?? 0;
  if (n > 1) counts?.set(outcome, n - 1);
  else counts?.delete(outcome);
}

function getOrSet<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}
