import { ciText, clip, labelsText, pad, pct } from './format-helpers.js';
import { shownKs } from './pass-k.js';
import { forcedSplitText } from './forced-split.js';
import { renderText } from './render-text.js';
import type { ReportFormat } from './renderers.js';
import type { RepeatSummary } from './repeats.js';
import type { RunDiff } from './run-diff.js';
import type { ScoreReport } from './score-report.js';
import type { Trend } from './trend.js';
import { forTerminal } from '../util/terminal-text.js';

const rateRow = (label: string, x: number, n: number, v: number, c: [number, number], unit: string): string =>
  n === 0 ? `${pad(label, 22)}${pad('n/a', 9)}${pad('', 15)}0 ${unit}` : `${pad(label, 22)}${pad(pct(v), 9)}${pad(ciText(c), 15)}${x}/${n} ${unit}`;

/** The repeated-run numbers of a score report, for the text report. */
export function repeatsText(rep: RepeatSummary): string[] {
  const out: string[] = [];
  out.push(rateRow('paired accuracy', rep.paired_accuracy.x, rep.paired_accuracy.n, rep.paired_accuracy.rate, rep.paired_accuracy.ci, 'paired attempts'));
  out.push(rateRow('CAR', rep.car.x, rep.car.n, rep.car.rate, rep.car.ci, 'paired attempts whose act side passed'));
  if (rep.infra_failures > 0) out.push(`infrastructure failures: ${rep.infra_failures} (errored with no reply; in no denominator)`);
  const maxK = Math.max(0, ...rep.suites.map((s) => s.max_k));
  if (maxK > 1) {
    const ks = shownKs(maxK);
    out.push('', `repeated attempts (pass^k: all k pass; pass@k: at least one passes)`);
    out.push(`  ${pad('suite', 10)}${pad('cases', 7)}${ks.map((k) => pad(`pass^${k}`, 9)).join('')}${ks.map((k) => pad(`pass@${k}`, 9)).join('')}`.trimEnd());
    for (const s of rep.suites) {
      const cell = (p: { value: number } | undefined): string => pad(p === undefined ? '-' : pct(p.value), 9);
      out.push(`  ${pad(s.kind, 10)}${pad(String(s.cases), 7)}${ks.map((k) => cell(s.pass_hat_k[k - 1])).join('')}${ks.map((k) => cell(s.pass_at_k[k - 1])).join('')}`.trimEnd());
    }
  }
  const flaky = rep.cases.filter((c) => c.status === 'flaky');
  if (flaky.length > 0) out.push('', `flaky cases (${flaky.length}): ${flaky.map((c) => `${c.case_id} ${c.passes}/${c.attempts}`).join(', ')}`);
  return out;
}

/** Where the run went: `run demo-run-1 recorded (model=x)`. */
export function runText(r: ScoreReport): string[] {
  if (r.run === undefined) return [];
  const labels = labelsText(r.run.labels);
  return [`run ${r.run.run_id} recorded ${r.run.recorded_at}${labels ? ` (${labels})` : ''}`];
}

export function renderTextDiff(d: RunDiff, write: (chunk: string) => void): void {
  const out: string[] = [];
  out.push(`forbear runs diff: ${d.base.run_id} → ${d.new.run_id}`);
  for (const w of d.warnings) out.push(`warning: ${w}`);
  out.push('', `${pad('', 22)}${pad('base', 12)}${pad('new', 12)}change`);
  const line = (label: string, a: number, b: number, na: number, nb: number): string =>
    `${pad(label, 22)}${pad(na === 0 ? 'n/a' : pct(a), 12)}${pad(nb === 0 ? 'n/a' : pct(b), 12)}${na === 0 || nb === 0 ? '' : `${b - a >= 0 ? '+' : ''}${((b - a) * 100).toFixed(1)} pt`}`;
  const A = d.base.summary;
  const B = d.new.summary;
  out.push(line('abstain pass rate', A.abstain.pass_rate, B.abstain.pass_rate, A.abstain.attempts, B.abstain.attempts));
  out.push(line('forced-action rate', A.abstain.forced_action_rate, B.abstain.forced_action_rate, A.abstain.attempts, B.abstain.attempts));
  if (A.abstain.forced_split !== undefined && B.abstain.forced_split !== undefined) {
    out.push(`${pad('  forced actions', 22)}${forcedSplitText(A.abstain.forced_split)} → ${forcedSplitText(B.abstain.forced_split)}`);
  }
  out.push(line('false-ask rate', A.act.false_ask_rate, B.act.false_ask_rate, A.act.attempts, B.act.attempts));
  const m = d.mcnemar;
  out.push('', `paired attempts: ${m.pairs} (${m.base_only_pass} passed only in base, ${m.new_only_pass} only in new); McNemar exact p = ${m.p_value.toPrecision(3)}` +
    (m.base_only_pass + m.new_only_pass === 0 ? '' : m.p_value < 0.05 ? ' — a real change' : ' — not distinguishable from noise'));
  out.push(`${d.regressed} regressed, ${d.fixed} fixed, ${d.flaky} flaky`);
  const shown = d.cases.filter((c) => c.change !== 'unchanged' && c.change !== 'not_attempted');
  if (shown.length > 0) {
    out.push('', `  ${pad('case', 34)}${pad('kind', 9)}${pad('base', 7)}${pad('new', 7)}change`);
    for (const c of shown) {
      const n = (s: { attempts: number; passes: number }): string => (s.attempts === 0 ? '-' : `${s.passes}/${s.attempts}`);
      out.push(`  ${pad(c.case_id, 34)}${pad(c.kind, 9)}${pad(n(c.base), 7)}${pad(n(c.new), 7)}${c.change}${c.content_changed ? ' (case content changed)' : ''}`);
    }
  }
  write(`${out.join('\n')}\n`);
}

export function renderTextTrend(t: Trend, write: (chunk: string) => void): void {
  const out: string[] = [`forbear runs in ${t.store} (${t.runs.length}, oldest first)`, ''];
  out.push(`${pad('run', 26)}${pad('recorded', 22)}${pad('corpus', 18)}${pad('abstain pass', 14)}${pad('forced-action', 15)}${pad('false-ask', 11)}labels`);
  for (const r of t.runs) {
    const a = r.summary.abstain;
    const act = r.summary.act;
    out.push(`${pad(r.run_id, 26)}${pad(r.recorded_at.slice(0, 19).replace('T', ' '), 22)}${pad(clip(`${r.corpus.name} v${r.corpus.version}`, 17), 18)}` +
      `${pad(a.attempts ? pct(a.pass_rate) : 'n/a', 14)}${pad(a.attempts ? pct(a.forced_action_rate) : 'n/a', 15)}${pad(act.attempts ? pct(act.false_ask_rate) : 'n/a', 11)}${labelsText(r.labels)}`.trimEnd());
  }
  if (t.runs.length === 0) out.push('(no runs recorded yet)');
  write(`${out.join('\n')}\n`);
}

// The text report goes to a terminal: agent text loses its control characters (src/util/terminal-text.ts).
export const textFormat: ReportFormat = { score: forTerminal(renderText), diff: forTerminal(renderTextDiff), trend: forTerminal(renderTextTrend) };
