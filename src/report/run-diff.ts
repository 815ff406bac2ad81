import type { CaseKind } from '../corpus/schema.js';
import type { TurnResult } from '../model/result.js';
import { keyAttempts, pairAttempts } from './attempt-key.js';
import type { KeyedAttempt } from './attempt-key.js';
import { isInfraFailure } from './infra-failure.js';
import { mcnemarExact } from './mcnemar.js';
import type { RunInfo, ScoreReport, Summary } from './score-report.js';

/** What the diff needs of a stored run (src/store's StoredRun satisfies it). */
export interface DiffSide {
  report: ScoreReport & { run: RunInfo };
  cases: readonly { case_id: string; kind: CaseKind; scenario: string; content_sha256: string }[];
}

export type CaseStatus = 'pass' | 'fail' | 'flaky' | 'not_attempted';
export type CaseChange = 'regressed' | 'fixed' | 'flaky' | 'unchanged' | 'added' | 'removed' | 'not_attempted';

export interface CaseDiff {
  case_id: string;
  kind: CaseKind;
  scenario: string;
  base: { attempts: number; passes: number; status: CaseStatus };
  new: { attempts: number; passes: number; status: CaseStatus };
  change: CaseChange;
  /** The case's content (any corpus field) differs between the two runs. */
  content_changed: boolean;
}

export interface RunSide {
  run_id: string;
  recorded_at: string;
  labels: Record<string, string>;
  corpus: ScoreReport['corpus'];
  summary: Summary;
}

export interface RunDiff {
  base: RunSide;
  new: RunSide;
  cases: CaseDiff[];
  regressed: number;
  fixed: number;
  flaky: number;
  /** A case's attempt in the base paired with the same attempt number in the new run (in order where unnumbered). */
  mcnemar: { pairs: number; both_pass: number; both_fail: number; base_only_pass: number; new_only_pass: number; p_value: number };
  /** Why the comparison may not be like for like: corpus versions or case content differ. */
  warnings: string[];
}

/**
 * Per case: regressed (passed every attempt, now fails every one), fixed (the reverse), flaky
 * (either run mixed passes and fails), unchanged; and McNemar's exact test over the paired
 * attempts, because two runs over the same cases are not two independent samples.
 */
export function diffRuns(base: DiffSide, next: DiffSide): RunDiff {
  const a = sequences(base.report.results);
  const b = sequences(next.report.results);
  const baseCases = new Map(base.cases.map((c) => [c.case_id, c]));
  const newCases = new Map(next.cases.map((c) => [c.case_id, c]));
  const ids = [...next.cases.map((c) => c.case_id), ...base.cases.map((c) => c.case_id).filter((id) => !newCases.has(id))];
  const cases: CaseDiff[] = [];
  const m = { pairs: 0, both_pass: 0, both_fail: 0, base_only_pass: 0, new_only_pass: 0 };
  for (const id of ids) {
    const meta = (newCases.get(id) ?? baseCases.get(id))!;
    const sa = a.get(id) ?? [];
    const sb = b.get(id) ?? [];
    const before = side(sa);
    const after = side(sb);
    const hashA = baseCases.get(id)?.content_sha256;
    const hashB = newCases.get(id)?.content_sha256;
    cases.push({ case_id: id, kind: meta.kind, scenario: meta.scenario, base: before, new: after, change: changeOf(before.status, after.status),
      content_changed: hashA !== undefined && hashB !== undefined && hashA !== hashB });
    for (const [pa, pb] of pairAttempts(keyAttempts(sa, { byRun: false }), keyAttempts(sb, { byRun: false }))) {
      m.pairs++;
      if (pa && pb) m.both_pass++;
      else if (!pa && !pb) m.both_fail++;
      else if (pa) m.base_only_pass++;
      else m.new_only_pass++;
    }
  }
  const count = (c: CaseChange): number => cases.filter((x) => x.change === c).length;
  return {
    base: sideOf(base), new: sideOf(next), cases,
    regressed: count('regressed'), fixed: count('fixed'), flaky: count('flaky'),
    mcnemar: { ...m, p_value: mcnemarExact(m.base_only_pass, m.new_only_pass) },
    warnings: warningsFor(base, next, cases),
  };
}

function sideOf(s: DiffSide): RunSide {
  const { run, corpus, summary } = s.report;
  return { run_id: run.run_id, recorded_at: run.recorded_at, labels: run.labels, corpus, summary };
}

function warningsFor(base: DiffSide, next: DiffSide, cases: CaseDiff[]): string[] {
  const w: string[] = [];
  const ca = base.report.corpus;
  const cb = next.report.corpus;
  if (ca.name !== cb.name) w.push(`the runs scored different corpora: ${ca.name} and ${cb.name}`);
  if (String(ca.version) !== String(cb.version)) w.push(`the runs used different corpus versions: ${ca.name} v${ca.version} and ${cb.name} v${cb.version}`);
  else if (ca.sha256 !== cb.sha256) w.push(`the corpus content differs (sha256 ${ca.sha256.slice(0, 12)} vs ${cb.sha256.slice(0, 12)}) though both say version ${cb.version}`);
  const changed = cases.filter((c) => c.content_changed).map((c) => c.case_id);
  if (changed.length > 0) w.push(`${changed.length} case(s) changed content between the runs, so their results are not like for like: ${changed.join(', ')}`);
  const added = cases.filter((c) => c.change === 'added').length;
  const removed = cases.filter((c) => c.change === 'removed').length;
  if (added + removed > 0) w.push(`${added} case(s) attempted only in the new run, ${removed} only in the base run`);
  const lost = [...infraOnly(base.report.results, cases, 'base'), ...infraOnly(next.report.results, cases, 'new')];
  if (lost.length > 0) w.push(`${lost.length} case(s) had only infrastructure failures in one run, so they were not compared: ${lost.join(', ')}`);
  return w;
}

/** Cases with no scored attempt on this side but an infrastructure failure there. */
function infraOnly(results: Iterable<TurnResult>, cases: CaseDiff[], which: 'base' | 'new'): string[] {
  const empty = new Set(cases.filter((c) => c[which].attempts === 0).map((c) => c.case_id));
  if (empty.size === 0) return [];
  const found = new Set<string>();
  for (const r of results) if (empty.has(r.case_id) && isInfraFailure(r)) found.add(r.case_id);
  return [...found].map((id) => `${id} (${which})`);
}

function side(seq: readonly KeyedAttempt[]): CaseDiff['base'] {
  const passes = seq.filter((a) => a.passed).length;
  const status: CaseStatus = seq.length === 0 ? 'not_attempted' : passes === seq.length ? 'pass' : passes === 0 ? 'fail' : 'flaky';
  return { attempts: seq.length, passes, status };
}

function changeOf(a: CaseStatus, b: CaseStatus): CaseChange {
  if (a === 'not_attempted' && b === 'not_attempted') return 'not_attempted';
  if (a === 'not_attempted') return 'added';
  if (b === 'not_attempted') return 'removed';
  if (a === 'flaky' || b === 'flaky') return 'flaky';
  if (a === b) return 'unchanged';
  return a === 'pass' ? 'regressed' : 'fixed';
}

/** Per case, its scored attempts ordered by run id, then scoring order; infra failures left out. */
export function sequences(results: Iterable<TurnResult>): Map<string, KeyedAttempt[]> {
  const byCase = new Map<string, KeyedAttempt[]>();
  for (const r of results) {
    if (isInfraFailure(r)) continue;
    let list = byCase.get(r.case_id);
    if (list === undefined) byCase.set(r.case_id, (list = []));
    list.push({ run_id: r.run_id, attempt: r.attempt, passed: r.passed });
  }
  // A stable sort: within a run id, scoring order stays.
  for (const list of byCase.values()) list.sort((x, y) => ((x.run_id ?? '') < (y.run_id ?? '') ? -1 : (x.run_id ?? '') > (y.run_id ?? '') ? 1 : 0));
  return byCase;
}
