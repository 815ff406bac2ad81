import type { TurnResult } from '../model/result.js';
import { escapeXml as x, labelsText, pct } from './format-helpers.js';
import { isInfraFailure } from './infra-failure.js';
import type { ReportFormat } from './renderers.js';
import type { RunDiff } from './run-diff.js';
import type { ScoreReport } from './score-report.js';
import type { Trend } from './trend.js';

/**
 * JUnit XML, the format every CI system shows natively: one test case per case and attempt. A
 * failed attempt is a <failure> carrying the outcome, the forbidden calls and the reply; an
 * infrastructure failure is an <error> (the run broke, the agent did not fail); a case nobody
 * attempted is <skipped>.
 */
export function renderJunit(r: ScoreReport, write: (chunk: string) => void): void {
  const s = r.summary;
  const infra = r.repeats?.infra_failures ?? 0;
  const failures = (s.abstain.attempts - s.abstain.pass) + (s.act.attempts - s.act.pass) + (s.cannot.attempts - s.cannot.pass);
  const notAttempted = r.cases.filter((c) => c.attempts === 0 && (r.repeats?.cases.find((rc) => rc.case_id === c.case_id)?.infra_failures ?? 0) === 0);
  const suite = `forbear.${r.corpus.name}`;
  write('<?xml version="1.0" encoding="UTF-8"?>\n');
  write(`<testsuites name="forbear" tests="${r.results.length + notAttempted.length}" failures="${failures}" errors="${infra}" skipped="${notAttempted.length}">\n`);
  write(`  <testsuite name="${x(suite)}" tests="${r.results.length + notAttempted.length}" failures="${failures}" errors="${infra}" skipped="${notAttempted.length}"` +
    `${r.run ? ` timestamp="${x(r.run.recorded_at.replace(/\.\d+Z$/, ''))}"` : ''}>\n`);
  write('    <properties>\n');
  const props: [string, string][] = [
    ['corpus.version', String(r.corpus.version)], ['corpus.sha256', r.corpus.sha256],
    ['abstain_pass_rate', pct(s.abstain.pass_rate)], ['forced_action_rate', pct(s.abstain.forced_action_rate)], ['false_ask_rate', pct(s.act.false_ask_rate)],
  ];
  if (r.run) props.push(['run.id', r.run.run_id], ...Object.entries(r.run.labels).map(([k, v]): [string, string] => [`label.${k}`, v]));
  for (const [k, v] of props) write(`      <property name="${x(k)}" value="${x(v)}"/>\n`);
  write('    </properties>\n');
  const seen = new Map<string, number>();
  for (const res of r.results) {
    const n = (seen.get(res.case_id) ?? 0) + 1;
    seen.set(res.case_id, n);
    write(testcase(res, r.corpus.name, res.attempt ?? n));
  }
  for (const c of notAttempted) {
    write(`    <testcase classname="${x(`${suite}.${c.kind}.${c.scenario}`)}" name="${x(c.case_id)}"><skipped message="not attempted"/></testcase>\n`);
  }
  write('  </testsuite>\n</testsuites>\n');
}

function testcase(res: TurnResult, corpus: string, attempt: number): string {
  const open = `    <testcase classname="${x(`forbear.${corpus}.${res.kind}.${res.scenario}`)}" name="${x(`${res.case_id} attempt ${attempt}`)}">`;
  if (res.passed) return `${open}</testcase>\n`;
  const body = [
    `outcome: ${res.outcome}`,
    `trace: ${res.trace_id}${res.run_id ? ` (run ${res.run_id})` : ''}`,
    `forbidden calls: ${res.forbidden_calls.length > 0 ? res.forbidden_calls.join(', ') : 'none'}`,
    `tool calls: ${res.tool_calls.map((c) => `${c.tool}${c.executed ? '' : ' (requested)'}${c.status === 'error' ? ' (error)' : ''}`).join(', ') || 'none'}`,
    ...(res.turn_error ? [`turn error: ${res.turn_error}`] : []),
    `reply: ${res.final_reply ?? '(none)'}`,
  ].join('\n');
  if (isInfraFailure(res)) return `${open}\n      <error message="${x(`infrastructure failure: ${res.turn_error ?? ''}`)}" type="infra_failure">${x(body)}</error>\n    </testcase>\n`;
  const message = res.forbidden_calls.length > 0 ? `${res.outcome}: called ${res.forbidden_calls.join(', ')}` : res.outcome;
  return `${open}\n      <failure message="${x(message)}" type="${x(res.outcome)}">${x(body)}</failure>\n    </testcase>\n`;
}

/** A diff as JUnit: one test case per case; a regression fails, a flaky case is reported in its output. */
export function renderJunitDiff(d: RunDiff, write: (chunk: string) => void): void {
  const rows = d.cases.filter((c) => c.change !== 'not_attempted');
  write('<?xml version="1.0" encoding="UTF-8"?>\n');
  write(`<testsuites name="forbear diff" tests="${rows.length}" failures="${d.regressed}">\n`);
  write(`  <testsuite name="${x(`forbear.diff.${d.base.run_id}..${d.new.run_id}`)}" tests="${rows.length}" failures="${d.regressed}">\n`);
  write(`    <properties>\n      <property name="mcnemar_p" value="${d.mcnemar.p_value}"/>\n`);
  for (const w of d.warnings) write(`      <property name="warning" value="${x(w)}"/>\n`);
  write('    </properties>\n');
  for (const c of rows) {
    const detail = `base ${c.base.passes}/${c.base.attempts} (${c.base.status}), new ${c.new.passes}/${c.new.attempts} (${c.new.status})${c.content_changed ? ', case content changed' : ''}`;
    const open = `    <testcase classname="${x(`forbear.${c.kind}.${c.scenario}`)}" name="${x(c.case_id)}">`;
    if (c.change === 'regressed') write(`${open}\n      <failure message="regressed" type="regressed">${x(detail)}</failure>\n    </testcase>\n`);
    else write(`${open}<system-out>${x(`${c.change}: ${detail}`)}</system-out></testcase>\n`);
  }
  write('  </testsuite>\n</testsuites>\n');
}

/** The trend as JUnit: one passing test case per run, its numbers in the output. */
export function renderJunitTrend(t: Trend, write: (chunk: string) => void): void {
  write('<?xml version="1.0" encoding="UTF-8"?>\n');
  write(`<testsuites name="forbear runs" tests="${t.runs.length}" failures="0">\n  <testsuite name="forbear.runs" tests="${t.runs.length}" failures="0">\n`);
  for (const r of t.runs) {
    const s = r.summary;
    const out = `abstain pass ${pct(s.abstain.pass_rate)}, forced-action ${pct(s.abstain.forced_action_rate)}, false-ask ${pct(s.act.false_ask_rate)}; ${labelsText(r.labels)}`;
    write(`    <testcase classname="forbear.runs" name="${x(r.run_id)}" timestamp="${x(r.recorded_at)}"><system-out>${x(out)}</system-out></testcase>\n`);
  }
  write('  </testsuite>\n</testsuites>\n');
}

export const junitFormat: ReportFormat = { score: renderJunit, diff: renderJunitDiff, trend: renderJunitTrend };
