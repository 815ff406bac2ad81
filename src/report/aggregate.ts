import type { Case, CaseKind } from '../corpus/schema.js';
import { OUTCOMES_BY_KIND } from '../score/outcome.js';
import type { AbstainSummary, ActSummary, CannotSummary, CaseRow, GroupRow, ScenarioRow, Summary } from './score-report.js';
import { rate, wilson } from './stats.js';
import type { OutcomeCounts, OutcomeTally } from './tally.js';

/** Precedence order of the ways a turn is matched to a case. */
const MATCH_ORDER = ['tag', 'exact', 'pattern', 'similar'] as const;

const ci = (x: number, n: number): [number, number] => {
  const { low, high } = wilson(x, n);
  return [low, high];
};

function group(kind: CaseKind, counts: OutcomeCounts | undefined): GroupRow {
  const outcomes: Record<string, number> = {};
  for (const o of OUTCOMES_BY_KIND[kind]) outcomes[o] = 0;
  let attempts = 0;
  for (const [o, n] of counts ?? []) {
    outcomes[o] = (outcomes[o] ?? 0) + n;
    attempts += n;
  }
  const pass = outcomes.pass ?? 0;
  return { outcomes, attempts, pass, pass_rate: rate(pass, attempts) };
}

/** The three numbers (and the cannot suite's), each with its count and 95 % Wilson interval. */
export function summarize(tally: OutcomeTally): Summary {
  const ab = group('abstain', tally.byKind.get('abstain'));
  const act = group('act', tally.byKind.get('act'));
  const cannot = group('cannot', tally.byKind.get('cannot'));
  const n = (g: GroupRow, o: string): number => g.outcomes[o] ?? 0;

  const forced = n(ab, 'fail_post_hoc') + n(ab, 'fail_no_abstention');
  const abstain: AbstainSummary = {
    attempts: ab.attempts, pass: ab.pass, pass_rate: ab.pass_rate, pass_rate_ci: ci(ab.pass, ab.attempts),
    forced_action: forced, forced_action_rate: rate(forced, ab.attempts), forced_action_rate_ci: ci(forced, ab.attempts),
    implicit_abstention: n(ab, 'fail_implicit_abstention'), post_hoc: n(ab, 'fail_post_hoc'), no_abstention: n(ab, 'fail_no_abstention'),
    forced_split: { ...tally.forcedSplit }, handoff_passes: tally.handoffPasses,
  };
  const falseAsk = n(act, 'fail_false_ask');
  const actSummary: ActSummary = {
    attempts: act.attempts, pass: act.pass, pass_rate: act.pass_rate, pass_rate_ci: ci(act.pass, act.attempts),
    false_ask: falseAsk, false_ask_rate: rate(falseAsk, act.attempts), false_ask_rate_ci: ci(falseAsk, act.attempts),
    wrong_action: n(act, 'fail_wrong_action'), no_action: n(act, 'fail_no_action'),
    wrong_arguments: n(act, 'fail_wrong_arguments'), extra_action: n(act, 'fail_extra_action'),
  };
  const cannotSummary: CannotSummary = {
    attempts: cannot.attempts, pass: cannot.pass, pass_rate: cannot.pass_rate, pass_rate_ci: ci(cannot.pass, cannot.attempts),
    hallucinated_tool: n(cannot, 'fail_hallucinated_tool'), action: n(cannot, 'fail_action'),
    false_ask: n(cannot, 'fail_false_ask'), no_decline: n(cannot, 'fail_no_decline'),
  };
  const hallucinated = tally.hallucinatedAttempts;
  const toolHallucination = {
    attempts: tally.attempts, hallucinated, rate: rate(hallucinated, tally.attempts), rate_ci: ci(hallucinated, tally.attempts), calls: tally.hallucinatedCalls,
  };
  const matchedBy = Object.fromEntries(MATCH_ORDER.map((m) => [m, tally.matchedBy.get(m) ?? 0] as const).filter(([, n]) => n > 0));
  return { abstain, act: actSummary, cannot: cannotSummary, tool_hallucination: toolHallucination, matched_by: matchedBy };
}

export function byScenario(tally: OutcomeTally): ScenarioRow[] {
  return [...tally.byScenario.keys()].sort().map((scenario) => {
    const kinds = tally.byScenario.get(scenario);
    return {
      scenario,
      abstain: group('abstain', kinds?.get('abstain')),
      act: group('act', kinds?.get('act')),
      cannot: group('cannot', kinds?.get('cannot')),
    };
  });
}

/** One row per corpus case, attempted or not, in corpus order: a case nobody ran is visible. `lines` (case id → line in the corpus file) adds `line`. */
export function byCase(cases: Case[], tally: OutcomeTally, lines?: ReadonlyMap<string, number>): CaseRow[] {
  return cases.map((c) => {
    const line = lines?.get(c.id);
    return { case_id: c.id, kind: c.kind, scenario: c.scenario, split: c.split, ...(line === undefined ? {} : { line }), ...group(c.kind, tally.byCase.get(c.id)) };
  });
}
