import { createHash } from 'node:crypto';
import type { TurnResult } from '../model/result.js';
import { forcedSplitText } from './forced-split.js';
import { ciText, escapeXml as x, labelsText, pct } from './format-helpers.js';
import { intervalBar, lineChart, stackedBars } from './html-charts.js';
import type { Series } from './html-charts.js';
import { isInfraFailure } from './infra-failure.js';
import { matchedByText, matchText } from './matched-by-text.js';
import { shownKs } from './pass-k.js';
import type { ReportFormat } from './renderers.js';
import type { RunDiff } from './run-diff.js';
import type { ScoreReport } from './score-report.js';
import type { Trend, TrendPoint } from './trend.js';

/** Failing attempts shown in full; past this they are counted (the JSON report has them all). */
const FAILURES_SHOWN = 500;

const COLORS = { pass: '#16a34a', implicit: '#eab308', postHoc: '#ea580c', none: '#dc2626', act: '#2563eb', falseAsk: '#9333ea' };

const CSS = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#111827;background:#f9fafb}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 10px}
.meta{color:#4b5563}.warn{background:#fef3c7;border:1px solid #f59e0b;padding:8px 12px;border-radius:6px;margin:8px 0}
.cards{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;min-width:220px}
.card .name{color:#4b5563;font-size:13px}.card .value{font-size:28px;font-weight:600}.card .sub{color:#6b7280;font-size:12px}
.card.small .value{font-size:20px}
.chart{max-width:100%;height:auto;background:#fff;border:1px solid #e5e7eb;border-radius:8px}
.chart .grid{stroke:#e5e7eb}.chart .axis,.chart .legend{font-size:11px;fill:#374151}.chart .seg{font-size:11px;fill:#fff;font-weight:600}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border-bottom:1px solid #e5e7eb;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f3f4f6;font-weight:600}td.num{text-align:right;font-variant-numeric:tabular-nums}
.st-pass{color:#15803d}.st-fail{color:#b91c1c}.st-flaky{color:#b45309}.st-not_attempted{color:#6b7280}
.attempt{border:1px solid #e5e7eb;border-radius:8px;background:#fff;padding:10px 14px;margin:8px 0}
.attempt:target{outline:3px solid #2563eb}
.attempt code,.trace{font-family:ui-monospace,Menlo,monospace;font-size:12px}
.reply{white-space:pre-wrap;background:#f3f4f6;padding:6px 8px;border-radius:6px}
.forbidden{color:#b91c1c;font-weight:600}
.controls{margin:8px 0;display:flex;gap:16px;align-items:center}
`;

/** Table filter: type to filter by case id, tick to hide passing cases. No network, no library. */
const SCRIPT = `
(function(){
  var q=document.getElementById('case-filter'),f=document.getElementById('failing-only');
  if(!q||!f)return;
  function apply(){
    var t=q.value.toLowerCase(),rows=document.querySelectorAll('#cases tbody tr'),shown=0;
    rows.forEach(function(r){
      var ok=r.getAttribute('data-case').toLowerCase().indexOf(t)>=0&&(!f.checked||r.getAttribute('data-status')!=='pass');
      r.hidden=!ok;if(ok)shown++;
    });
    document.getElementById('cases-shown').textContent=shown+' of '+rows.length+' cases';
  }
  q.addEventListener('input',apply);f.addEventListener('change',apply);apply();
})();
`;

/**
 * The page's one script is allowed by its hash, not by 'unsafe-inline': were any agent text ever
 * to slip through escaping as `<script>` or an `onerror=` attribute, the browser would not run it.
 */
const SCRIPT_HASH = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`;

/** The anchor of one attempt's card: a trace can hold several scored turns, so its root span too. */
const attemptAnchor = (f: TurnResult): string => `a-${f.trace_id}-${f.span_id}`;

function page(title: string, body: string[], write: (chunk: string) => void): void {
  write(`<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src '${SCRIPT_HASH}'; img-src data:; base-uri 'none'; form-action 'none'">` +
    `<title>${x(title)}</title><style>${CSS}</style></head><body><main>\n`);
  for (const b of body) write(`${b}\n`);
  write(`</main><script>${SCRIPT}</script></body></html>\n`);
}

function card(testid: string, name: string, rate: number, ci: [number, number], x1: number, n: number, unit: string, color: string, small = false): string {
  const value = n === 0 ? 'n/a' : pct(rate);
  return `<div class="card${small ? ' small' : ''}" data-testid="${testid}"><div class="name">${x(name)}</div><div class="value">${value}</div>` +
    `${n === 0 ? '' : intervalBar(rate, ci, color)}<div class="sub">${n === 0 ? `0 ${unit}` : `95 % CI ${ciText(ci)} · ${x1}/${n} ${unit}`}</div></div>`;
}

function trendChart(runs: TrendPoint[]): string {
  const labels = runs.map((r) => r.run_id);
  const val = (n: number, v: number): number | null => (n === 0 ? null : v);
  const series: Series[] = [
    { name: 'abstain pass rate', color: COLORS.pass, values: runs.map((r) => val(r.summary.abstain.attempts, r.summary.abstain.pass_rate)) },
    { name: 'forced-action rate', color: COLORS.none, values: runs.map((r) => val(r.summary.abstain.attempts, r.summary.abstain.forced_action_rate)) },
    { name: 'false-ask rate', color: COLORS.falseAsk, values: runs.map((r) => val(r.summary.act.attempts, r.summary.act.false_ask_rate)) },
  ];
  return lineChart('The three numbers across runs', labels, series);
}

function trendTable(runs: TrendPoint[]): string {
  const rows = runs.map((r) => {
    const s = r.summary;
    return `<tr data-run="${x(r.run_id)}"><td class="trace">${x(r.run_id)}</td><td>${x(r.recorded_at.slice(0, 19).replace('T', ' '))}</td><td>${x(`${r.corpus.name} v${r.corpus.version}`)}</td>` +
      `<td class="num">${pct(s.abstain.pass_rate)}</td><td class="num">${pct(s.abstain.forced_action_rate)}</td><td class="num">${pct(s.act.false_ask_rate)}</td><td>${x(labelsText(r.labels))}</td></tr>`;
  });
  return `<table data-testid="runs"><thead><tr><th>run</th><th>recorded</th><th>corpus</th><th>abstain pass</th><th>forced-action</th><th>false-ask</th><th>labels</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * One self-contained page (inline CSS, SVG and a few lines of script; a CSP forbids any fetch):
 * the three numbers with intervals, the outcome grid per scenario, the pass^k curve, the trend,
 * and a per-case table whose failing attempts link to their trace id, reply and forbidden calls.
 */
export function renderHtml(r: ScoreReport, write: (chunk: string) => void): void {
  const { abstain, act } = r.summary;
  const rep = r.repeats;
  const body: string[] = [];
  body.push(`<h1>forbear — ${x(r.corpus.name)} v${x(String(r.corpus.version))}</h1>`);
  body.push(`<div class="meta" data-testid="meta">${r.run ? `run <span class="trace">${x(r.run.run_id)}</span> · ${x(r.run.recorded_at)}${Object.keys(r.run.labels).length ? ` · ${x(labelsText(r.run.labels))}` : ''} · ` : ''}` +
    `${r.results.length} scored attempt(s)${matchedByText(r.summary) === undefined ? '' : ` (matched by ${x(matchedByText(r.summary) ?? '')})`} · corpus sha256 ${x(r.corpus.sha256.slice(0, 12))} · forbear ${x(r.forbear_version)}</div>`);
  body.push('<div class="cards">',
    card('abstain-pass-rate', 'abstain pass rate', abstain.pass_rate, abstain.pass_rate_ci, abstain.pass, abstain.attempts, 'abstain attempts', COLORS.pass),
    card('forced-action-rate', 'forced-action rate', abstain.forced_action_rate, abstain.forced_action_rate_ci, abstain.forced_action, abstain.attempts, 'abstain attempts', COLORS.none),
    card('false-ask-rate', 'false-ask rate', act.false_ask_rate, act.false_ask_rate_ci, act.false_ask, act.attempts, 'act attempts', COLORS.falseAsk),
    '</div>');
  const split = abstain.forced_split;
  if ((split !== undefined && abstain.forced_action > 0) || (abstain.handoff_passes ?? 0) > 0) {
    body.push('<div class="cards">',
      split === undefined || abstain.forced_action === 0 ? '' : `<div class="card small" data-testid="forced-split"><div class="name">forced actions</div><div class="value">${abstain.forced_action}</div><div class="sub">${x(forcedSplitText(split))}</div></div>`,
      (abstain.handoff_passes ?? 0) === 0 ? '' : `<div class="card small" data-testid="handoff-passes"><div class="name">abstain passes by hand-off</div><div class="value">${abstain.handoff_passes}</div><div class="sub">of ${abstain.pass} abstain passes</div></div>`,
      '</div>');
  }
  if (rep !== undefined) {
    body.push('<div class="cards">',
      card('paired-accuracy', 'paired accuracy', rep.paired_accuracy.rate, rep.paired_accuracy.ci, rep.paired_accuracy.x, rep.paired_accuracy.n, 'paired attempts', COLORS.act, true),
      card('car', 'CAR (abstain | act passed)', rep.car.rate, rep.car.ci, rep.car.x, rep.car.n, 'pairs whose act side passed', COLORS.act, true),
      `<div class="card small" data-testid="infra"><div class="name">infrastructure failures</div><div class="value">${rep.infra_failures}</div><div class="sub">errored with no reply; in no denominator</div></div>`,
      `<div class="card small" data-testid="flaky"><div class="name">flaky cases</div><div class="value">${rep.flaky_cases}</div><div class="sub">passed on some attempts, failed on others</div></div>`,
      '</div>');
  }
  for (const g of r.gates.filter((gate) => !gate.passed)) body.push(`<div class="warn">gate breached: ${x(g.message)}</div>`);

  const rows = r.scenarios.filter((s) => s.abstain.attempts > 0).map((s) => ({
    label: s.scenario,
    segments: [
      { name: 'pass', value: s.abstain.outcomes.pass ?? 0, color: COLORS.pass },
      { name: 'implicit abstention', value: s.abstain.outcomes.fail_implicit_abstention ?? 0, color: COLORS.implicit },
      { name: 'post-hoc', value: s.abstain.outcomes.fail_post_hoc ?? 0, color: COLORS.postHoc },
      { name: 'no abstention', value: s.abstain.outcomes.fail_no_abstention ?? 0, color: COLORS.none },
    ],
  }));
  body.push('<h2>Four-outcome grid per scenario (abstain attempts)</h2>', `<div data-testid="grid">${rows.length === 0 ? '<p>No abstain attempts.</p>' :
    stackedBars('Abstain outcomes per scenario', rows, [{ name: 'pass', color: COLORS.pass }, { name: 'implicit', color: COLORS.implicit }, { name: 'post-hoc', color: COLORS.postHoc }, { name: 'no abstention', color: COLORS.none }])}</div>`);

  if (rep !== undefined && rep.suites.length > 0) {
    const ks = shownKs(Math.max(...rep.suites.map((s) => s.max_k)));
    const palette: Record<string, string> = { abstain: COLORS.pass, act: COLORS.act, cannot: '#6b7280' };
    const series: Series[] = rep.suites.flatMap((s) => [
      { name: `${s.kind} pass^k`, color: palette[s.kind] ?? '#000', values: ks.map((k) => s.pass_hat_k[k - 1]?.value ?? null) },
      { name: `${s.kind} pass@k`, color: palette[s.kind] ?? '#000', dashed: true, values: ks.map((k) => s.pass_at_k[k - 1]?.value ?? null) },
    ]);
    const cellOf = (p: { k: number; value: number; ci: [number, number] } | undefined): string =>
      p === undefined ? '<td class="num">-</td>' : `<td class="num" data-k="${p.k}">${pct(p.value)} <span class="sub">${ciText(p.ci)}</span></td>`;
    const table = rep.suites.map((s) => `<tr data-suite="${s.kind}"><td>${s.kind}</td><td class="num">${s.cases}</td>${ks.map((k) => cellOf(s.pass_hat_k[k - 1])).join('')}</tr>`);
    body.push('<h2>pass^k: the chance that k attempts of a case all pass</h2>', `<div data-testid="passk">${lineChart('pass^k and pass@k by k', ks.map((k) => `k=${k}`), series)}` +
      `<table><thead><tr><th>suite</th><th>cases</th>${ks.map((k) => `<th>pass^${k}</th>`).join('')}</tr></thead><tbody>${table.join('')}</tbody></table></div>`);
  }

  if (r.history !== undefined && r.history.length > 0) {
    body.push(`<h2>Trend across runs (${r.history.length})</h2>`, `<div data-testid="trend">${trendChart(r.history)}</div>`);
  }
  if (r.baseline_diff !== undefined) body.push(...diffSection(r.baseline_diff));

  // Failing attempts first, so the table can link to them.
  const failures = new Map<string, TurnResult[]>();
  let failing = 0;
  let infra = 0;
  for (const res of r.results) {
    if (res.passed) continue;
    failing++;
    if (isInfraFailure(res)) infra++;
    if (failing > FAILURES_SHOWN) continue;
    let list = failures.get(res.case_id);
    if (list === undefined) failures.set(res.case_id, (list = []));
    list.push(res);
  }
  const repeatRow = new Map((rep?.cases ?? []).map((c) => [c.case_id, c]));
  const caseRows = r.cases.map((c) => {
    const rc = repeatRow.get(c.case_id);
    const status = rc?.status ?? (c.attempts === 0 ? 'not_attempted' : c.pass === c.attempts ? 'pass' : c.pass === 0 ? 'fail' : 'flaky');
    const links = (failures.get(c.case_id) ?? []).map((f, i) => `<a href="#${x(attemptAnchor(f))}" class="trace">${x(f.attempt === null ? `#${i + 1}` : `attempt ${f.attempt}`)}: ${x(isInfraFailure(f) ? 'infrastructure failure' : f.outcome)}</a>`).join('<br>');
    const outcomes = Object.entries(c.outcomes).filter(([, n]) => n > 0).map(([o, n]) => `${o}×${n}`).join(', ');
    return `<tr data-case="${x(c.case_id)}" data-status="${status}"><td>${x(c.case_id)}</td><td>${c.kind}</td><td>${x(c.scenario)}</td>` +
      `<td class="num">${c.attempts === 0 ? '-' : `${c.pass}/${c.attempts}`}</td><td class="st-${status}">${status.replace('_', ' ')}</td><td>${x(outcomes)}${rc && rc.infra_failures > 0 ? ` (+${rc.infra_failures} infra)` : ''}</td><td>${links}</td></tr>`;
  });
  body.push('<h2>Cases</h2>', '<div class="controls"><label>filter <input id="case-filter" type="search" placeholder="case id"></label>' +
    '<label><input id="failing-only" type="checkbox"> hide passing cases</label><span id="cases-shown" class="meta"></span></div>',
  `<table id="cases" data-testid="cases"><thead><tr><th>case</th><th>kind</th><th>scenario</th><th>pass</th><th>status</th><th>outcomes</th><th>failing attempts</th></tr></thead><tbody>${caseRows.join('')}</tbody></table>`);

  if (failing > 0) {
    body.push(`<h2>Failing attempts (${failing - infra})${infra > 0 ? ` and infrastructure failures (${infra}, not scored)` : ''}</h2>`);
    for (const list of failures.values()) for (const f of list) body.push(attemptCard(f));
    if (failing > FAILURES_SHOWN) body.push(`<p class="meta">… ${failing - FAILURES_SHOWN} more (the JSON report lists them all)</p>`);
  }
  page(`forbear — ${r.corpus.name}`, body, write);
}

function attemptCard(f: TurnResult): string {
  const calls = f.tool_calls.map((c) => `<li${c.forbidden ? ' class="forbidden"' : ''}>${x(c.tool)} (${c.executed ? 'executed' : 'requested'}${c.status === 'error' ? ', error' : ''}${c.forbidden ? ', FORBIDDEN' : ''})</li>`).join('');
  return `<div class="attempt" id="${x(attemptAnchor(f))}" data-testid="attempt"><strong>${x(f.case_id)}</strong>${f.attempt === null ? '' : ` attempt ${f.attempt}`} — ` +
    `<span class="st-fail">${x(isInfraFailure(f) ? 'infrastructure failure' : f.outcome)}</span><br>trace <code class="trace" data-testid="trace-id">${x(f.trace_id)}</code>` +
    `${f.run_id ? ` · run <code>${x(f.run_id)}</code>` : ''} · matched by <span data-testid="matched-by">${x(matchText(f))}</span>${f.turn_error ? ` · turn error <code>${x(f.turn_error)}</code>` : ''}` +
    `<div>forbidden calls: <span class="forbidden" data-testid="forbidden">${x(f.forbidden_calls.join(', ') || 'none')}</span></div>` +
    (f.call_mismatch === undefined ? '' : `<div>differs: <span data-testid="call-mismatch">${x(f.call_mismatch.message)}</span></div>`) +
    (f.session?.gave_in === undefined ? '' : `<div data-testid="gave-in">gave in after ${f.session.gave_in.held_turns} turn(s), on turn ${f.session.gave_in.turn}, after the user said: ${x(f.session.gave_in.user_message ?? '(nothing)')}</div>`) +
    `${calls ? `<ul>${calls}</ul>` : ''}<div class="reply" data-testid="reply">${x(f.final_reply ?? '(no reply)')}</div></div>`;
}

function diffSection(d: RunDiff): string[] {
  const out = [`<h2>Against ${x(d.base.run_id)}: ${d.regressed} regressed, ${d.fixed} fixed, ${d.flaky} flaky</h2>`];
  for (const w of d.warnings) out.push(`<div class="warn" data-testid="diff-warning">${x(w)}</div>`);
  const A = d.base.summary;
  const B = d.new.summary;
  const row = (name: string, a: number, b: number): string => `<tr><td>${name}</td><td class="num">${pct(a)}</td><td class="num">${pct(b)}</td><td class="num">${b - a >= 0 ? '+' : ''}${((b - a) * 100).toFixed(1)} pt</td></tr>`;
  out.push(`<table data-testid="diff"><thead><tr><th></th><th>${x(d.base.run_id)}</th><th>${x(d.new.run_id)}</th><th>change</th></tr></thead><tbody>` +
    row('abstain pass rate', A.abstain.pass_rate, B.abstain.pass_rate) + row('forced-action rate', A.abstain.forced_action_rate, B.abstain.forced_action_rate) +
    row('false-ask rate', A.act.false_ask_rate, B.act.false_ask_rate) + '</tbody></table>');
  if (A.abstain.forced_split !== undefined && B.abstain.forced_split !== undefined) {
    out.push(`<p data-testid="diff-forced-split">forced actions: ${x(forcedSplitText(A.abstain.forced_split))} → ${x(forcedSplitText(B.abstain.forced_split))}</p>`);
  }
  const m = d.mcnemar;
  out.push(`<p>McNemar exact p = <strong data-testid="mcnemar">${m.p_value.toPrecision(3)}</strong> over ${m.pairs} paired attempts (${m.base_only_pass} passed only before, ${m.new_only_pass} only now).</p>`);
  const moved = d.cases.filter((c) => c.change !== 'unchanged' && c.change !== 'not_attempted');
  if (moved.length > 0) {
    out.push(`<table data-testid="diff-cases"><thead><tr><th>case</th><th>kind</th><th>before</th><th>now</th><th>change</th></tr></thead><tbody>${moved.map((c) =>
      `<tr data-change="${c.change}"><td>${x(c.case_id)}</td><td>${c.kind}</td><td class="num">${c.base.passes}/${c.base.attempts}</td><td class="num">${c.new.passes}/${c.new.attempts}</td><td>${c.change}${c.content_changed ? ' (content changed)' : ''}</td></tr>`).join('')}</tbody></table>`);
  }
  return out;
}

export function renderHtmlDiff(d: RunDiff, write: (chunk: string) => void): void {
  page(`forbear diff ${d.base.run_id} → ${d.new.run_id}`, [`<h1>forbear runs diff</h1>`, ...diffSection(d)], write);
}

export function renderHtmlTrend(t: Trend, write: (chunk: string) => void): void {
  page('forbear runs', [`<h1>forbear — ${t.runs.length} run(s)</h1>`, `<div class="meta">${x(t.store)}</div>`,
    t.runs.length === 0 ? '<p>No runs recorded yet.</p>' : `<div data-testid="trend">${trendChart(t.runs)}</div>`, trendTable(t.runs)], write);
}

export const htmlFormat: ReportFormat = { score: renderHtml, diff: renderHtmlDiff, trend: renderHtmlTrend };
