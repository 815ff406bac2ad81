import type { TurnResult } from '../model/result.js';
import { escapeXml as x, labelsText, pct } from './format-helpers.js';
import { isInfraFailure } from './infra-failure.js';
import { matchedByText, matchText } from './matched-by-text.js';
import type { ReportFormat } from './renderers.js';
import type { RunDiff } from './run-diff.js';
import type { ScoreReport } from './score-report.js';
import type { Trend } from './trend.js';

/** JUnit `time`: seconds, with a dot, never NaN (CI parsers reject or print "NaN ms" otherwise). */
const seconds = (ms: number | undefined): string => (ms === undefined || !Number.isFinite(ms) || ms < 0 ? 0 : ms / 1000).toFixed(3);

/**
 * JUnit XML, the format every CI system shows natively: one test case per case and attempt. A
 * failed attempt is a <failure> carrying the outcome, the forbidden calls and the reply. An
 * infrastructure failure is <skipped> with the error: forbear leaves it out of every rate, so CI
 * must not count it as a failed test either (the gate's exit code decides the build). A case
 * nobody attempted is <skipped> too. The counts on <testsuites>/<testsuite> are those of the
 * elements written, and every test case has a classname, a unique name and a time (the turn's
 * duration).
 */
export function renderJunit(r: ScoreReport, write: (chunk: string) => void): void {
  const sum = r.summary;
  let failures = 0, infra = 0, total = 0, ms = 0;
  for (const res of r.results) {
    total++;
    ms += res.duration_ms ?? 0;
    if (isInfraFailure(res)) infra++;
    else if (!res.passed) failures++;
  }
  const infraByCase = new Map((r.repeats?.cases ?? []).map((rc) => [rc.case_id, rc.infra_failures]));
  const notAttempted = r.cases.filter((c) => c.attempts === 0 && (infraByCase.get(c.case_id) ?? 0) === 0);
  const tests = total + notAttempted.length;
  const skipped = infra + notAttempted.length;
  const suite = `forbear.${r.corpus.name}`;
  const counts = `tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(ms)}"`;
  write('<?xml version="1.0" encoding="UTF-8"?>\n');
  write(`<testsuites name="forbear" ${counts}>\n`);
  write(`  <testsuite name="${x(suite)}" ${counts}${r.run ? ` timestamp="${x(r.run.recorded_at.replace(/\.\d+Z$/, ''))}"` : ''}>\n`);
  write('    <properties>\n');
  const props: [string, string][] = [
    ['corpus.version', String(r.corpus.version)], ['corpus.sha256', r.corpus.sha256],
    ['abstain_pass_rate', pct(sum.abstain.pass_rate)], ['forced_action_rate', pct(sum.abstain.forced_action_rate)], ['false_ask_rate', pct(sum.act.false_ask_rate)],
    ['infra_failures', String(infra)],
    ...(sum.abstain.forced_split === undefined ? [] : Object.entries(sum.abstain.forced_split).map(([how, n]): [string, string] => [`forced_action.${how}`, String(n)])),
    ...(sum.abstain.handoff_passes === undefined ? [] : [['abstain_handoff_passes', String(sum.abstain.handoff_passes)] as [string, string]]),
    ...Object.entries(sum.matched_by ?? {}).map(([how, n]): [string, string] => [`matched_by.${how}`, String(n)]),
  ];
  if (r.run) props.push(['run.id', r.run.run_id], ...Object.entries(r.run.labels).map(([k, v]): [string, string] => [`label.${k}`, v]));
  for (const [k, v] of props) write(`      <property name="${x(k)}" value="${x(v)}"/>\n`);
  write('    </properties>\n');
  const seen = new Map<string, number>();
  const names = new Set<string>();
  for (const res of r.results) {
    const n = (seen.get(res.case_id) ?? 0) + 1;
    seen.set(res.case_id, n);
    write(testcase(res, r.corpus.name, uniqueName(names, `${res.case_id} attempt ${res.attempt ?? n}`, res.run_id)));
  }
  for (const c of notAttempted) {
    write(`    <testcase classname="${x(`${suite}.${c.kind}.${c.scenario}`)}" name="${x(uniqueName(names, c.case_id, null))}" time="0.000"><skipped message="not attempted"/></testcase>\n`);
  }
  write('  </testsuite>\n</testsuites>\n');
}

/** CI systems key test cases by classname and name: the same attempt number twice (two runs' spans in one input) must not merge. */
function uniqueName(names: Set<string>, base: string, runId: string | null): string {
  let name = base;
  if (names.has(name) && runId !== null) name = `${base} (run ${runId})`;
  for (let i = 2; names.has(name); i++) name = `${base} #${i}`;
  names.add(name);
  return name;
}

function testcase(res: TurnResult, corpus: string, name: string): string {
  const open = `    <testcase classname="${x(`forbear.${corpus}.${res.kind}.${res.scenario}`)}" name="${x(name)}" time="${seconds(res.duration_ms)}">`;
  if (res.passed) return `${open}</testcase>\n`;
  const body = [
    `outcome: ${res.outcome}`,
    `trace: ${res.trace_id}${res.run_id ? ` (run ${res.run_id})` : ''}`,
    `matched by: ${matchText(res)}`,
    `forbidden calls: ${res.forbidden_calls.length > 0 ? res.forbidden_calls.join(', ') : 'none'}`,
    ...(res.call_mismatch !== undefined ? [`differs: ${res.call_mismatch.message}`] : []),
    `tool calls: ${res.tool_calls.map((c) => `${c.tool}${c.executed ? '' : ' (requested)'}${c.status === 'error' ? ' (error)' : ''}`).join(', ') || 'none'}`,
    ...(res.turn_error ? [`turn error: ${res.turn_error}`] : []),
    `reply: ${res.final_reply ?? '(none)'}`,
  ].join('\n');
  if (isInfraFailure(res)) return `${open}\n      <skipped message="${x(`infrastructure failure, not scored: ${res.turn_error ?? ''}`)}">${x(body)}</skipped>\n    </testcase>\n`;
  const message = res.forbidden_calls.length > 0 ? `${res.outcome}: called ${res.forbidden_calls.join(', ')}`
    : res.call_mismatch !== undefined ? `${res.outcome}: ${res.call_mismatch.message}` : res.outcome;
  return `${open}\n      <failure message="${x(message)}" type="${x(res.outcome)}">${x(body)}</failure>\n    </testcase>\n`;
}

/** A diff as JUnit: one test case per case; a regression fails, a flaky case is reported in its output. */
export function renderJunitDiff(d: RunDiff, write: (chunk: string) => void): void {
  const rows = d.cases.filter((c) => c.change !== 'not_attempted');
  write('<?xml version="1.0" encoding="UTF-8"?>\n');
  const counts = `tests="${rows.length}" failures="${d.regressed}" errors="0" skipped="0" time="0.000"`;
  write(`<testsuites name="forbear diff" ${counts}>\n`);
  write(`  <testsuite name="${x(`forbear.diff.${d.base.run_id}..${d.new.run_id}`)}" ${counts}>\n`);
  write(`    <properties>\n      <property name="mcnemar_p" value="${d.mcnemar.p_value}"/>\n`);
  for (const w of d.warnings) write(`      <property name="warning" value="${x(w)}"/>\n`);
  write('    </properties>\n');
  for (const c of rows) {
    const detail = `base ${c.base.passes}/${c.base.attempts} (${c.base.status}), new ${c.new.passes}/${c.new.attempts} (${c.new.status})${c.content_changed ? ', case content changed' : ''}`;
    const open = `    <testcase classname="${x(`forbear.${c.kind}.${c.scenario}`)}" name="${x(c.case_id)}" time="0.000">`;
    if (c.change === 'regressed') write(`${open}\n      <failure message="regressed" type="regressed">${x(detail)}</failure>\n    </testcase>\n`);
    else write(`${open}<system-out>${x(`${c.change}: ${detail}`)}</system-out></testcase>\n`);
  }
  write('  </testsuite>\n</testsuites>\n');
}

/** The trend as JUnit: one passing test case per run, its numbers in the output. */
export function renderJunitTrend(t: Trend, write: (chunk: string) => void): void {
  write('<?xml version="1.0" encoding="UTF-8"?>\n');
  const counts = `tests="${t.runs.length}" failures="0" errors="0" skipped="0" time="0.000"`;
  write(`<testsuites name="forbear runs" ${counts}>\n  <testsuite name="forbear.runs" ${counts}>\n`);
  for (const r of t.runs) {
    const s = r.summary;
    const out = `abstain pass ${pct(s.abstain.pass_rate)}, forced-action ${pct(s.abstain.forced_action_rate)}, false-ask ${pct(s.act.false_ask_rate)}; ${labelsText(r.labels)}`;
    write(`    <testcase classname="forbear.runs" name="${x(r.run_id)}" time="0.000"><system-out>${x(`${r.recorded_at}: ${out}`)}</system-out></testcase>\n`);
  }
  write('  </testsuite>\n</testsuites>\n');
}

export const junitFormat: ReportFormat = { score: renderJunit, diff: renderJunitDiff, trend: renderJunitTrend };
