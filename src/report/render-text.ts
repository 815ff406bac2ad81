import type { ResultToolCall, TurnResult } from '../model/result.js';
import type { SplitInfo } from '../corpus/split.js';
import { forcedSplitText } from './forced-split.js';
import type { CaseRow, ScoreReport } from './score-report.js';
import { isInfraFailure } from './infra-failure.js';
import { matchedByText, matchText } from './matched-by-text.js';
import { renderTextDiff, repeatsText, runText } from './render-text-history.js';

const pct = (v: number): string => `${(v * 100).toFixed(1)} %`;
const ci = ([lo, hi]: [number, number]): string => `[${(lo * 100).toFixed(1)}, ${(hi * 100).toFixed(1)}]`;
const pad = (s: string, n: number): string => (s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length));
const clip = (s: string, n: number): string => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};

const FAILURES_SHOWN = 50;

/** The human report: the three numbers first, then where they come from. */
export function renderText(r: ScoreReport, write: (chunk: string) => void): void {
  const out: string[] = [];
  const { abstain, act, cannot } = r.summary;
  out.push(`forbear ${r.forbear_version} — corpus ${r.corpus.name} v${r.corpus.version} (sha256 ${r.corpus.sha256.slice(0, 12)})`);
  if (r.split !== undefined) out.push(describeSplit(r.split));
  out.push(...runText(r));
  const scored = r.results.length;
  out.push(`input: ${r.input.files} file(s), ${r.input.spans} spans, ${r.input.skipped_lines} skipped line(s), ${r.input.rejected_spans} rejected span(s); ` +
    `${r.input.turns} turn(s): ${scored} scored, ${r.follow_up_turns} follow-up, ${r.unmatched_turns} unmatched`);
  const matchedBy = matchedByText(r.summary);
  if (matchedBy !== undefined && scored > 0) out.push(`matched by: ${matchedBy}`);
  if (r.input.late_spans > 0 || r.input.forced_completions > 0) {
    out.push(`warning: ${r.input.forced_completions} trace(s) completed early at --max-open-turns, ${r.input.late_spans} span(s) arrived after their trace was scored ` +
      '(raise --turn-idle or --max-open-turns if traces are spread widely through the input)');
  }
  out.push('');
  out.push(`${pad('', 22)}${pad('rate', 9)}${pad('95 % CI', 15)}count`);
  const row = (label: string, x: number, n: number, v: number, c: [number, number]): string =>
    n === 0 ? `${pad(label, 22)}${pad('n/a', 9)}${pad('', 15)}0 attempts` : `${pad(label, 22)}${pad(pct(v), 9)}${pad(ci(c), 15)}${x}/${n}`;
  out.push(row('abstain pass rate', abstain.pass, abstain.attempts, abstain.pass_rate, abstain.pass_rate_ci));
  out.push(row('forced-action rate', abstain.forced_action, abstain.attempts, abstain.forced_action_rate, abstain.forced_action_rate_ci));
  if (abstain.forced_split !== undefined && abstain.forced_action > 0) out.push(`${pad('', 22)}${forcedSplitText(abstain.forced_split)}`);
  if ((abstain.handoff_passes ?? 0) > 0) out.push(`${pad('', 22)}abstain passes by hand-off: ${abstain.handoff_passes}/${abstain.pass}`);
  out.push(row('false-ask rate', act.false_ask, act.attempts, act.false_ask_rate, act.false_ask_rate_ci));
  if (cannot.attempts > 0) out.push(row('cannot-do pass rate', cannot.pass, cannot.attempts, cannot.pass_rate, cannot.pass_rate_ci));
  const th = r.summary.tool_hallucination;
  out.push(row('tool hallucination', th.hallucinated, th.attempts, th.rate, th.rate_ci));
  if (r.repeats !== undefined) out.push(...repeatsText(r.repeats));

  for (const kind of ['abstain', 'act', 'cannot'] as const) {
    const rows = r.cases.filter((c) => c.kind === kind);
    const total = sumOutcomes(rows);
    const attempts = Object.values(total).reduce((a, b) => a + b, 0);
    if (attempts === 0) continue;
    out.push('', `${kind} outcomes (${attempts} attempt${attempts === 1 ? '' : 's'})`);
    // Hand-offs on their own: a pass by handing the conversation to a person, not by asking.
    const handoffs = kind === 'abstain' ? r.summary.abstain.handoff_passes ?? 0 : 0;
    for (const [o, n] of Object.entries(total)) {
      out.push(`  ${pad(o, 28)}${n}`);
      if (o === 'pass' && handoffs > 0) out.push(`    ${pad('of which by hand-off', 26)}${handoffs}`);
    }
  }

  if (r.scenarios.length > 0) {
    // The four-outcome grid per scenario, with the act twins' pass and false-ask beside it.
    const cols = (cells: string[]): string => cells.map((c) => pad(c, 10)).join('');
    out.push('', `  ${pad('by scenario', 32)}${cols(['abstain', 'pass', 'implicit', 'post-hoc', 'no-abst.', 'act', 'pass', 'false-ask'])}`.trimEnd());
    for (const s of r.scenarios) {
      const a = s.abstain.outcomes;
      const abstain = s.abstain.attempts === 0 ? ['-', '', '', '', '']
        : [s.abstain.attempts, a.pass, a.fail_implicit_abstention, a.fail_post_hoc, a.fail_no_abstention].map((n) => String(n ?? 0));
      const act = s.act.attempts === 0 ? ['-', '', ''] : [s.act.attempts, s.act.pass, s.act.outcomes.fail_false_ask].map((n) => String(n ?? 0));
      out.push(`  ${pad(s.scenario, 32)}${cols([...abstain, ...act])}`.trimEnd());
    }
  }

  out.push('', 'by case');
  out.push(`  ${pad('case', 34)}${pad('kind', 9)}${pad('pass', 7)}outcomes`);
  for (const c of r.cases) {
    const outcomes = Object.entries(c.outcomes).filter(([, n]) => n > 0).map(([o, n]) => `${o}×${n}`).join(', ');
    out.push(`  ${pad(c.case_id, 34)}${pad(c.kind, 9)}${pad(c.attempts === 0 ? '-' : `${c.pass}/${c.attempts}`, 7)}${outcomes || 'not attempted'}`);
  }

  let failing = 0;
  const shown: string[] = [];
  for (const result of r.results) {
    // Infrastructure failures are counted beside the paired metrics, not listed as the agent's fails.
    if (result.passed || isInfraFailure(result)) continue;
    if (++failing <= FAILURES_SHOWN) shown.push(...renderFailure(result));
  }
  if (failing > 0) {
    out.push('', `failing attempts (${failing})`, ...shown);
    if (failing > FAILURES_SHOWN) out.push(`  … ${failing - FAILURES_SHOWN} more (use --format json for all)`);
  }

  if (r.unmatched_turns > 0) {
    out.push('', `unmatched turns (${r.unmatched_turns}, not scored)`);
    for (const u of r.unmatched.slice(0, 20)) {
      out.push(`  trace ${u.trace_id} session ${u.session_id}: ${u.user_message === null ? '(no user message)' : `"${clip(u.user_message, 70)}"`} — ${u.reason}`);
    }
    if (r.unmatched_turns > 20) out.push(`  … ${r.unmatched_turns - 20} more`);
  }

  if (r.judge !== undefined) {
    const j = r.judge;
    out.push('', `judge (${j.mode}, ${j.model}): ${j.judged} judged (${j.from_cache} from cache), ${j.disagreements} disagreement(s) with the classifier, ` +
      `${j.outcome_changed} outcome(s) changed, ${j.errors} error(s)`);
  }

  if (r.baseline_diff !== undefined) {
    out.push('');
    renderTextDiff(r.baseline_diff, (chunk) => out.push(chunk.trimEnd()));
  }

  if (r.gates.length > 0) {
    out.push('', 'gates');
    for (const g of r.gates) out.push(`  ${g.passed ? 'PASS' : 'FAIL'} ${g.message}`);
  }
  write(`${out.join('\n')}\n`);
}

function describeSplit(s: SplitInfo): string {
  const whole = `${s.dev_cases} dev, ${s.holdout_cases} holdout`;
  if (s.selected === 'all') return `split: all (${whole})`;
  return `split: ${s.selected} only — ${s.cases} case(s) of ${whole}; ${s.excluded_turns} turn(s) of the other split not scored`;
}

function renderFailure(f: TurnResult): string[] {
  const attempt = f.attempt === null ? '' : ` attempt ${f.attempt}`;
  const lines = [`  ${f.case_id}${attempt}: ${f.outcome}  (trace ${f.trace_id}${f.run_id ? `, run ${f.run_id}` : ''}, matched by ${matchText(f)})`];
  if (f.tool_calls.length > 0) lines.push(`      calls: ${f.tool_calls.map((c) => describeCall(f, c)).join(', ')}`);
  if (f.call_mismatch !== undefined) lines.push(`      differs: ${clip(f.call_mismatch.message, 160)}`);
  const gave = f.session?.gave_in;
  if (gave !== undefined) lines.push(`      gave in after ${gave.held_turns} turn(s), on turn ${gave.turn}, after the user said: ${gave.user_message === null ? '(nothing)' : `"${clip(gave.user_message, 90)}"`}`);
  lines.push(`      reply: ${f.final_reply === null ? '(none)' : `"${clip(f.final_reply, 100)}"`}`);
  if (f.signals.on_point === false) lines.push('      reply misses the case\'s problem (on_point: false)');
  if (f.judge?.error !== undefined) lines.push(`      judge: error — ${f.judge.error}`);
  else if (f.judge !== undefined) {
    const differ = f.judge.disagreements?.length ? `; disagrees on ${f.judge.disagreements.join(', ')}` : '';
    lines.push(`      judge: ${clip(f.judge.reason ?? '', 90)}${differ}`);
  }
  return lines;
}

function describeCall(f: TurnResult, c: ResultToolCall): string {
  const notes = [c.executed ? 'executed' : 'requested'];
  if (c.status === 'error') notes.push('error');
  if (c.forbidden) notes.push('FORBIDDEN');
  if (c.turn !== undefined) notes.push(`turn ${c.turn}`);
  if (f.hallucinated_calls.includes(c.tool)) notes.push('not offered');
  return `${c.tool} (${notes.join(', ')})`;
}

function sumOutcomes(rows: CaseRow[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const row of rows) for (const [o, n] of Object.entries(row.outcomes)) total[o] = (total[o] ?? 0) + n;
  return total;
}
