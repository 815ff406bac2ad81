import type { TurnResult } from '../model/result.js';
import { clip, pct } from './format-helpers.js';
import { isInfraFailure } from './infra-failure.js';
import type { ReportFormat } from './renderers.js';
import type { RunDiff } from './run-diff.js';
import type { ScoreReport, Summary } from './score-report.js';
import type { Trend } from './trend.js';

/** How much of a reply an annotation quotes: enough to recognise it, short enough for the Files view. */
const REPLY_CHARS = 200;

/**
 * GitHub workflow-command escaping (actions/toolkit `command.ts`): the runner reads one command
 * per line, so `%`, CR and LF in the message are percent-encoded; a property value also encodes
 * `:` and `,`, which would end it. Other control characters become spaces so a reply cannot
 * reach the job log as terminal escapes.
 */
export function escapeData(s: string): string {
  return s
    .replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2028\u2029]/g, ' ');
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

type Level = 'error' | 'warning' | 'notice';

/** `::error file=…,line=…,title=…::message` — properties in that order, absent ones left out. */
export function workflowCommand(level: Level, props: { file?: string; line?: number; title?: string }, message: string): string {
  const parts: string[] = [];
  if (props.file !== undefined) parts.push(`file=${escapeProperty(props.file)}`);
  if (props.line !== undefined) parts.push(`line=${props.line}`);
  if (props.title !== undefined) parts.push(`title=${escapeProperty(props.title)}`);
  return `::${level}${parts.length > 0 ? ` ${parts.join(',')}` : ''}::${escapeData(message)}\n`;
}

const threeNumbers = (s: Summary): string => [
  `abstain pass rate ${s.abstain.attempts === 0 ? 'n/a' : pct(s.abstain.pass_rate)} (${s.abstain.pass}/${s.abstain.attempts})`,
  `forced-action rate ${s.abstain.attempts === 0 ? 'n/a' : pct(s.abstain.forced_action_rate)} (${s.abstain.forced_action}/${s.abstain.attempts})`,
  `false-ask rate ${s.act.attempts === 0 ? 'n/a' : pct(s.act.false_ask_rate)} (${s.act.false_ask}/${s.act.attempts})`,
].join(' · ');

interface CaseFailures {
  attempts: number;
  failed: number;
  first: TurnResult | undefined;
}

/**
 * Annotations for a pull request: one `::error` per failing case, at the case's line in the
 * corpus file (where a reviewer would change the label or see what the agent got wrong); an
 * `::error` per breached gate (it is what fails the job); a `::warning` for what makes the numbers
 * less trustworthy (unreadable input, infrastructure failures, unmatched turns, cases not
 * attempted); and one `::notice` with the three numbers.
 */
export function renderGithub(r: ScoreReport, write: (chunk: string) => void): void {
  const byCase = new Map<string, CaseFailures>();
  for (const res of r.results) {
    if (isInfraFailure(res)) continue;
    let f = byCase.get(res.case_id);
    if (f === undefined) byCase.set(res.case_id, (f = { attempts: 0, failed: 0, first: undefined }));
    f.attempts++;
    if (res.passed) continue;
    f.failed++;
    f.first ??= res;
  }
  const lines = new Map(r.cases.map((c) => [c.case_id, c.line]));
  // Corpus order first (the order a reviewer reads the file in), then anything the rows lack.
  const order = [...r.cases.map((c) => c.case_id), ...[...byCase.keys()].filter((id) => !lines.has(id))];
  for (const id of order) {
    const f = byCase.get(id);
    if (f?.first === undefined) continue;
    const line = lines.get(id);
    write(workflowCommand('error', { file: r.corpus.path, ...(line === undefined ? {} : { line }), title: `forbear: ${id} ${f.first.outcome}` }, failureMessage(f.first, f)));
  }
  for (const g of r.gates) if (!g.passed) write(workflowCommand('error', { title: `forbear gate breached: ${g.gate}` }, g.message));
  for (const w of warnings(r)) write(workflowCommand('warning', { title: 'forbear' }, w));
  write(workflowCommand('notice', { title: `forbear: ${r.corpus.name} v${r.corpus.version}` }, threeNumbers(r.summary)));
}

function failureMessage(res: TurnResult, f: CaseFailures): string {
  const lines = [`${res.case_id} (${res.kind}, ${res.scenario}) failed ${f.failed} of ${f.attempts} attempt(s); first: ${res.outcome}`];
  if (res.forbidden_calls.length > 0) lines.push(`forbidden calls: ${res.forbidden_calls.join(', ')}`);
  if (res.call_mismatch !== undefined) lines.push(`differs: ${res.call_mismatch.message}`);
  lines.push(`reply: ${res.final_reply === null ? '(none)' : clip(res.final_reply, REPLY_CHARS)}`);
  lines.push(`trace: ${res.trace_id}${res.run_id ? ` (run ${res.run_id})` : ''}`);
  return lines.join('\n');
}

function warnings(r: ScoreReport): string[] {
  const out: string[] = [];
  if (r.input.errors > 0) out.push(`${r.input.errors} input(s) could not be read to the end: the numbers cover part of the spans`);
  const infra = r.repeats?.infra_failures ?? 0;
  if (infra > 0) out.push(`${infra} infrastructure failure(s) (the turn errored with no reply): left out of every rate`);
  if (r.unmatched_turns > 0) out.push(`${r.unmatched_turns} turn(s) matched no case: not scored`);
  const notAttempted = r.cases.filter((c) => c.attempts === 0).length;
  if (notAttempted > 0) out.push(`${notAttempted} of ${r.cases.length} case(s) were not attempted`);
  return out;
}

/** A diff: a regressed case is an error, the McNemar figure and the counts a notice. */
export function renderGithubDiff(d: RunDiff, write: (chunk: string) => void): void {
  for (const c of d.cases) {
    if (c.change !== 'regressed') continue;
    write(workflowCommand('error', { title: `forbear regression: ${c.case_id}` }, `${c.case_id} (${c.kind}, ${c.scenario}) passed ${c.base.passes}/${c.base.attempts} in run ${d.base.run_id}, ${c.new.passes}/${c.new.attempts} in run ${d.new.run_id}`));
  }
  for (const w of d.warnings) write(workflowCommand('warning', { title: 'forbear diff' }, w));
  write(workflowCommand('notice', { title: `forbear diff ${d.base.run_id}..${d.new.run_id}` },
    `${d.regressed} regressed, ${d.fixed} fixed, ${d.flaky} flaky; McNemar p = ${d.mcnemar.p_value.toPrecision(3)}; new run: ${threeNumbers(d.new.summary)}`));
}

/** The trend: one notice per run, oldest first. */
export function renderGithubTrend(t: Trend, write: (chunk: string) => void): void {
  for (const run of t.runs) write(workflowCommand('notice', { title: `forbear run ${run.run_id}` }, `${run.recorded_at}: ${threeNumbers(run.summary)}`));
}

export const githubFormat: ReportFormat = { score: renderGithub, diff: renderGithubDiff, trend: renderGithubTrend };
