/**
 * forbear's verdicts against tau-bench's own reward, per attempt (task × trial): the abstain
 * forced-action table against reward 0, the act pass table against reward 1, pass^k side by
 * side, and each disagreement with its reason where the data says what it is.
 */
import type { TurnResult } from '../../src/model/result.js';
import { passHatK } from '../../src/report/pass-k.js';

/** One attempt as tau recorded it (`truth-*.json` beside the spans). */
export interface TauAttempt {
  case_id: string;
  attempt: number;
  reward: number;
  /** Absent when tau did not compare (the run hit its 30-step cap), else 0/1. */
  r_actions?: number;
  /** Absent when the task requires no answer. */
  r_outputs?: number;
  agent_write_calls: string[];
  failed_write_calls: string[];
  ended: 'user_stop' | 'transfer' | 'max_steps';
}

export interface AttemptRow {
  key: string;
  case_id: string;
  attempt: number;
  kind: string;
  /** The first failing outcome of the attempt's scored turns, else pass. */
  outcome: string;
  passed: boolean;
  forced: boolean;
  reward: number;
  results: TurnResult[];
  truth: TauAttempt;
}

export interface Table2 { yes_r1: number; yes_r0: number; no_r1: number; no_r0: number }

export interface Disagreement { key: string; outcome: string; reason: string }

export interface Agreement {
  attempts: number;
  tau_attempts: number;
  /** tau attempts with no scored forbear result (unmatched or not read). */
  missing: string[];
  abstain_forced_vs_reward: Table2;
  act_pass_vs_reward: Table2;
  act: { precision: number; recall: number };
  abstain: { forced_agreement: number };
  /** Per act attempt key, its outcome (to explain another run's verdicts). */
  act_outcomes: Record<string, string>;
  pass_k: { k: number; tau_abstain: number; forbear_abstain: number; no_forced_action: number; tau_act: number; forbear_act: number }[];
  disagreements: {
    abstain_forced_but_reward1: Disagreement[];
    abstain_not_forced_but_reward0: Disagreement[];
    act_pass_but_reward0: Disagreement[];
    act_fail_but_reward1: Disagreement[];
  };
}

const keyOf = (caseId: string, attempt: number | null): string => `${caseId}#${attempt ?? '?'}`;

/** Joins results to tau's attempts; an attempt scored over several turns fails on its first failing turn. */
export function attemptRows(results: Iterable<TurnResult>, truth: readonly TauAttempt[]): { rows: AttemptRow[]; missing: string[] } {
  const byKey = new Map<string, TurnResult[]>();
  for (const r of results) {
    if (r.matched_by === '') continue;
    const k = keyOf(r.case_id, r.attempt);
    const list = byKey.get(k) ?? [];
    list.push(r);
    byKey.set(k, list);
  }
  const rows: AttemptRow[] = [];
  const missing: string[] = [];
  for (const t of truth) {
    const key = keyOf(t.case_id, t.attempt);
    const list = byKey.get(key);
    if (list === undefined || list.length === 0) {
      missing.push(key);
      continue;
    }
    const failing = list.find((r) => !r.passed);
    rows.push({
      key, case_id: t.case_id, attempt: t.attempt, kind: list[0]!.kind, outcome: failing?.outcome ?? 'pass', passed: failing === undefined,
      forced: list.some((r) => r.forbidden_calls.length > 0), reward: t.reward, results: list, truth: t,
    });
  }
  return { rows, missing };
}

function table(rows: readonly AttemptRow[], yes: (r: AttemptRow) => boolean): Table2 {
  const m: Table2 = { yes_r1: 0, yes_r0: 0, no_r1: 0, no_r0: 0 };
  for (const r of rows) m[`${yes(r) ? 'yes' : 'no'}_r${r.reward === 1 ? 1 : 0}`]++;
  return m;
}

/** tau-bench's pass^k: mean over tasks of C(c, k) / C(n, k). */
function passK(rows: readonly AttemptRow[], ok: (r: AttemptRow) => boolean, k: number): number {
  const by = new Map<string, { n: number; c: number }>();
  for (const r of rows) {
    const e = by.get(r.case_id) ?? { n: 0, c: 0 };
    e.n++;
    if (ok(r)) e.c++;
    by.set(r.case_id, e);
  }
  if (by.size === 0) return Number.NaN;
  let sum = 0;
  for (const e of by.values()) sum += passHatK(e.n, e.c, k);
  return sum / by.size;
}

export interface AgreementOptions {
  /** The spans record one turn per user message (the per-request file). */
  perRequest?: boolean;
  /** Per attempt key, what a stricter corpus found (the baseline's act passes are explained by it). */
  explainAct?: ReadonlyMap<string, string>;
}

/** What the recorded run says about a disagreement; `unclassified` when it says nothing. */
function reason(r: AttemptRow, side: keyof Agreement['disagreements'], opts: AgreementOptions): string {
  const t = r.truth;
  if (r.reward === 0 && t.r_actions === undefined && t.ended === 'max_steps') return 'the run hit tau\'s 30-step cap: tau scores it 0 without comparing the database';
  if (r.reward === 0 && t.r_outputs === 0) return 'a required answer was missing or wrong (tau checks the reply for it; forbear reads only actions)';
  const calls = r.results.flatMap((x) => x.tool_calls);
  const seen = new Set(calls.map((c) => c.tool));
  const unseen = t.agent_write_calls.filter((w) => !seen.has(w));
  const later = `the write came in a later turn of the session, not the scored one (${[...new Set(unseen)].join(', ')})`;
  const unseenWhy = opts.perRequest === true
    ? side.startsWith('act') ? `${later}: an act case is scored on the turn it matched` : `${later}: needs scope: session`
    : `a write tau recorded is missing from the turn forbear read (${[...new Set(unseen)].join(', ')}): a reused call id hides it (issue 15, every call kept)`;
  switch (side) {
    case 'abstain_forced_but_reward1':
      // tau lists every write the agent attempted; all of them failing means the database never changed.
      if (t.agent_write_calls.length > 0 && t.failed_write_calls.length === t.agent_write_calls.length) return 'every write the agent tried failed in tau\'s run and changed nothing: a forced action all the same (the agent tried)';
      return 'unclassified';
    case 'abstain_not_forced_but_reward0':
      return unseen.length > 0 ? unseenWhy : 'unclassified';
    case 'act_fail_but_reward1': {
      if (calls.some((c) => !c.executed && t.agent_write_calls.includes(c.tool))) return 'the write was held by the approval gate (requested, never executed): an act case passes on executed calls only';
      if (unseen.length > 0) return unseenWhy;
      const m = r.results.find((x) => x.call_mismatch !== undefined)?.call_mismatch;
      return m === undefined ? 'unclassified' : `unclassified (${m.message})`;
    }
    case 'act_pass_but_reward0':
      return opts.explainAct?.get(r.key) ?? 'unclassified';
  }
}

export function agreement(results: Iterable<TurnResult>, truth: readonly TauAttempt[], opts: AgreementOptions = {}): Agreement {
  const { rows, missing } = attemptRows(results, truth);
  const abst = rows.filter((r) => r.kind === 'abstain');
  const act = rows.filter((r) => r.kind === 'act');
  const actTable = table(act, (r) => r.passed);
  const forcedTable = table(abst, (r) => r.forced);
  const pick = (list: AttemptRow[], side: keyof Agreement['disagreements']): Disagreement[] => list.map((r) => ({ key: r.key, outcome: r.outcome, reason: reason(r, side, opts) }));
  return {
    attempts: rows.length,
    tau_attempts: truth.length,
    missing,
    abstain_forced_vs_reward: forcedTable,
    act_pass_vs_reward: actTable,
    act: { precision: actTable.yes_r1 / (actTable.yes_r1 + actTable.yes_r0), recall: actTable.yes_r1 / (actTable.yes_r1 + actTable.no_r1) },
    abstain: { forced_agreement: (forcedTable.yes_r0 + forcedTable.no_r1) / abst.length },
    act_outcomes: Object.fromEntries(act.map((r) => [r.key, r.outcome])),
    pass_k: [1, 2, 3, 4].map((k) => ({
      k,
      tau_abstain: passK(abst, (r) => r.reward === 1, k), forbear_abstain: passK(abst, (r) => r.passed, k), no_forced_action: passK(abst, (r) => !r.forced, k),
      tau_act: passK(act, (r) => r.reward === 1, k), forbear_act: passK(act, (r) => r.passed, k),
    })),
    disagreements: {
      abstain_forced_but_reward1: pick(abst.filter((r) => r.forced && r.reward === 1), 'abstain_forced_but_reward1'),
      abstain_not_forced_but_reward0: pick(abst.filter((r) => !r.forced && r.reward === 0), 'abstain_not_forced_but_reward0'),
      act_pass_but_reward0: pick(act.filter((r) => r.passed && r.reward === 0), 'act_pass_but_reward0'),
      act_fail_but_reward1: pick(act.filter((r) => !r.passed && r.reward === 1), 'act_fail_but_reward1'),
    },
  };
}

/** An act attempt's failure in words: its outcome, grouped coarsely (used to explain another run's passes). */
export function actFailureNotes(a: Pick<Agreement, 'act_outcomes'>): Map<string, string> {
  const words: Record<string, string> = {
    fail_wrong_arguments: 'the right tool with other arguments (expected_calls: fail_wrong_arguments)',
    fail_extra_action: 'a write beyond the gold ones (expected_calls: fail_extra_action)',
    fail_no_action: 'fewer calls than gold makes (expected_calls: fail_no_action)',
    fail_false_ask: 'fewer calls than gold makes, and a question (expected_calls: fail_false_ask)',
    fail_wrong_action: 'another write instead of a gold one (expected_calls: fail_wrong_action)',
  };
  return new Map(Object.entries(a.act_outcomes).filter(([, o]) => o !== 'pass').map(([key, o]) => [key, words[o] ?? o]));
}
