import type { TurnResult } from '../model/result.js';
import { ciText, clip, labelsText, pct } from './format-helpers.js';
import { forcedSplitText } from './forced-split.js';
import { isInfraFailure } from './infra-failure.js';
import { matchedByText, matchText } from './matched-by-text.js';
import { shownKs } from './pass-k.js';
import type { ReportFormat } from './renderers.js';
import type { RunDiff } from './run-diff.js';
import type { ScoreReport } from './score-report.js';
import type { Trend } from './trend.js';

/** Failing cases listed in a pull-request comment; the rest are counted. */
const CASES_SHOWN = 10;

/**
 * Agent text made inert in a GitHub comment: one line (newlines would end the table row), `|`
 * escaped (it would split the cell), Markdown punctuation escaped (no links, emphasis or code
 * spans from a reply), `<`, `>` and `&` as entities (GitHub renders raw HTML such as `<img>` or
 * `</details>`), and `@` followed by a zero-width space so a reply cannot mention a user or team.
 */
const cell = (s: string): string => s
  // eslint-disable-next-line no-control-regex
  .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  .replace(/[\\`*_~[\]|]/g, (c) => `\\${c}`)
  .replace(/@/g, '@\u200b');

/** An identifier (trace or run id) as a code span; backticks and pipes cannot end it or the cell. */
const code = (s: string): string => `\`${s.replace(/`/g, "'").replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ')}\``;

const rateCell = (x: number, n: number, v: number, c: [number, number]): string => (n === 0 ? 'n/a | | 0' : `**${pct(v)}** | ${ciText(c)} | ${x}/${n}`);

/**
 * Short enough for a pull-request comment: the three numbers, the paired metrics, pass^k, the
 * diff against the baseline when one was given, and the first failing cases.
 */
export function renderMarkdown(r: ScoreReport, write: (chunk: string) => void): void {
  const out: string[] = [];
  const { abstain, act } = r.summary;
  out.push(`### forbear: ${cell(r.corpus.name)} v${r.corpus.version}${r.run ? ` — run ${code(r.run.run_id)}` : ''}`, '');
  if (r.run && Object.keys(r.run.labels).length > 0) out.push(`Labels: ${cell(labelsText(r.run.labels))}`, '');
  out.push('| | rate | 95 % CI | count |', '|---|---|---|---|');
  out.push(`| abstain pass rate | ${rateCell(abstain.pass, abstain.attempts, abstain.pass_rate, abstain.pass_rate_ci)} |`);
  out.push(`| forced-action rate | ${rateCell(abstain.forced_action, abstain.attempts, abstain.forced_action_rate, abstain.forced_action_rate_ci)} |`);
  if (abstain.forced_split !== undefined && abstain.forced_action > 0) out.push(`| ↳ forced actions | ${forcedSplitText(abstain.forced_split)} | | |`);
  if ((abstain.handoff_passes ?? 0) > 0) out.push(`| ↳ abstain passes by hand-off | ${abstain.handoff_passes}/${abstain.pass} | | |`);
  out.push(`| false-ask rate | ${rateCell(act.false_ask, act.attempts, act.false_ask_rate, act.false_ask_rate_ci)} |`);
  const matchedBy = matchedByText(r.summary);
  const rep = r.repeats;
  if (rep !== undefined) {
    out.push(`| paired accuracy | ${rateCell(rep.paired_accuracy.x, rep.paired_accuracy.n, rep.paired_accuracy.rate, rep.paired_accuracy.ci)} |`);
    out.push(`| CAR | ${rateCell(rep.car.x, rep.car.n, rep.car.rate, rep.car.ci)} |`);
    const notes: string[] = [];
    for (const s of rep.suites) {
      if (s.max_k > 1) notes.push(`${s.kind} pass^k ${shownKs(s.max_k).map((k) => `${k}: ${pct(s.pass_hat_k[k - 1]?.value ?? 0)}`).join(' · ')}`);
    }
    if (rep.flaky_cases > 0) notes.push(`${rep.flaky_cases} flaky case(s)`);
    if (rep.infra_failures > 0) notes.push(`${rep.infra_failures} infrastructure failure(s), not scored`);
    if (notes.length > 0) out.push('', notes.join('  \n'));
  }
  if (matchedBy !== undefined) out.push('', `Matched by: ${matchedBy}`);
  const gatesFailed = r.gates.filter((g) => !g.passed);
  if (gatesFailed.length > 0) out.push('', ...gatesFailed.map((g) => `:x: gate breached: ${cell(g.message)}`));
  if (r.baseline_diff !== undefined) out.push('', ...diffLines(r.baseline_diff, 4));

  const failing = new Map<string, TurnResult[]>();
  for (const res of r.results) {
    if (res.passed || isInfraFailure(res)) continue;
    let list = failing.get(res.case_id);
    if (list === undefined) failing.set(res.case_id, (list = []));
    if (list.length < 3) list.push(res);
  }
  if (failing.size > 0) {
    out.push('', `<details><summary>Failing cases (${failing.size})</summary>`, '', '| case | outcome | forbidden call / what differs | reply | trace (matched by) |', '|---|---|---|---|---|');
    for (const [id, list] of [...failing].slice(0, CASES_SHOWN)) {
      const f = list[0]!;
      // An act attempt that broke expected_calls shows what differs where a forbidden call would go.
      out.push(`| ${cell(id)} | ${f.outcome} | ${cell(f.forbidden_calls.join(', ') || (f.call_mismatch === undefined ? '—' : clip(f.call_mismatch.message, 100)))} | ${cell(clip(f.final_reply ?? '(none)', 80))} | ${code(f.trace_id)} (${matchText(f)}) |`);
    }
    if (failing.size > CASES_SHOWN) out.push('', `… and ${failing.size - CASES_SHOWN} more`);
    out.push('', '</details>');
  }
  write(`${out.join('\n')}\n`);
}

function diffLines(d: RunDiff, headingLevel: number): string[] {
  const h = '#'.repeat(headingLevel);
  const out = [`${h} vs ${code(d.base.run_id)}: ${d.regressed} regressed, ${d.fixed} fixed, ${d.flaky} flaky`, ''];
  for (const w of d.warnings) out.push(`> :warning: ${cell(w)}`, '');
  const A = d.base.summary;
  const B = d.new.summary;
  const delta = (a: number, b: number): string => `${b - a >= 0 ? '+' : ''}${((b - a) * 100).toFixed(1)} pt`;
  out.push('| | base | new | change |', '|---|---|---|---|');
  out.push(`| abstain pass rate | ${pct(A.abstain.pass_rate)} | ${pct(B.abstain.pass_rate)} | ${delta(A.abstain.pass_rate, B.abstain.pass_rate)} |`);
  out.push(`| forced-action rate | ${pct(A.abstain.forced_action_rate)} | ${pct(B.abstain.forced_action_rate)} | ${delta(A.abstain.forced_action_rate, B.abstain.forced_action_rate)} |`);
  if (A.abstain.forced_split !== undefined && B.abstain.forced_split !== undefined) {
    out.push(`| ↳ forced actions | ${forcedSplitText(A.abstain.forced_split)} | ${forcedSplitText(B.abstain.forced_split)} | |`);
  }
  out.push(`| false-ask rate | ${pct(A.act.false_ask_rate)} | ${pct(B.act.false_ask_rate)} | ${delta(A.act.false_ask_rate, B.act.false_ask_rate)} |`);
  const m = d.mcnemar;
  out.push('', `McNemar exact p = ${m.p_value.toPrecision(3)} over ${m.pairs} paired attempts (${m.base_only_pass} passed only before, ${m.new_only_pass} only now).`);
  const moved = d.cases.filter((c) => c.change === 'regressed' || c.change === 'fixed' || c.change === 'flaky');
  if (moved.length > 0) {
    out.push('', '| case | change | base | new |', '|---|---|---|---|');
    for (const c of moved.slice(0, CASES_SHOWN * 2)) {
      out.push(`| ${cell(c.case_id)} | ${c.change === 'regressed' ? ':red_circle: regressed' : c.change === 'fixed' ? ':green_circle: fixed' : 'flaky'} | ${c.base.passes}/${c.base.attempts} | ${c.new.passes}/${c.new.attempts} |`);
    }
    if (moved.length > CASES_SHOWN * 2) out.push('', `… and ${moved.length - CASES_SHOWN * 2} more`);
  }
  return out;
}

export function renderMarkdownDiff(d: RunDiff, write: (chunk: string) => void): void {
  write(`${[`### forbear runs diff: ${code(d.base.run_id)} → ${code(d.new.run_id)}`, '', ...diffLines(d, 4)].join('\n')}\n`);
}

export function renderMarkdownTrend(t: Trend, write: (chunk: string) => void): void {
  const out = [`### forbear: ${t.runs.length} run(s)`, '', '| run | recorded | corpus | abstain pass | forced-action | false-ask | labels |', '|---|---|---|---|---|---|---|'];
  for (const r of t.runs) {
    const s = r.summary;
    out.push(`| ${code(r.run_id)} | ${r.recorded_at.slice(0, 16).replace('T', ' ')} | ${cell(r.corpus.name)} v${r.corpus.version} | ${pct(s.abstain.pass_rate)} | ${pct(s.abstain.forced_action_rate)} | ${pct(s.act.false_ask_rate)} | ${cell(labelsText(r.labels))} |`);
  }
  write(`${out.join('\n')}\n`);
}

export const markdownFormat: ReportFormat = { score: renderMarkdown, diff: renderMarkdownDiff, trend: renderMarkdownTrend };
