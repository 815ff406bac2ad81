import type { AlertEvent, OffendingTurn, WindowNumbers } from '../alert-types.js';

/** A rate as a short percentage: `30%`, `4.5%`, `0.25%`. */
export function percent(rate: number): string {
  // Float noise off first: 0.145 * 100 is 14.499999999999998, and should print as 15%.
  const p = Math.round(rate * 1e8) / 1e6;
  if (p === 0 || p >= 10) return `${Math.round(p)}%`;
  return `${Number(p.toPrecision(2))}%`;
}

/** `forced 6/20 = 30% (95% CI 15–52%)`, or what an empty window holds. */
export function windowText(w: WindowNumbers): string {
  if (w.abstain_turns === 0 || w.rate === null) return 'no scored abstain turns in the window';
  const ci = w.interval === null ? '' : ` (95% CI ${percent(w.interval[0]).replace('%', '')}–${percent(w.interval[1])})`;
  return `forced ${w.forced}/${w.abstain_turns} = ${percent(w.rate)}${ci}`;
}

/** A p-value in two significant digits: `0.0004`, `1.2e-7`. */
export function pValue(p: number): string {
  return String(Number(p.toPrecision(2)));
}

/** `refund-no-id trace 4bf92f35… tool issue_refund`. */
export function offendingText(t: OffendingTurn): string {
  const tools = t.forbidden_tools.length === 0 ? '' : ` tool ${t.forbidden_tools.join(',')}`;
  const how = t.matched_by === 'tag' ? '' : ` (matched ${t.matched_by}${t.match_score === undefined ? '' : ` ${t.match_score.toFixed(2)}`})`;
  return `${t.case_id} trace ${t.trace_id.slice(0, 8)}…${tools}${how}`;
}

/** `FIRING alert`, `RESOLVED`, `NO_DATA`. */
export function eventHead(e: AlertEvent): string {
  return e.type === 'firing' ? `FIRING ${e.level ?? 'alert'}` : e.type.toUpperCase();
}

/**
 * The stderr line: `forbear alert FIRING alert rule=forced-actions-high group=service.name=checkout
 * forced 6/20 = 30% (95% CI 15–52%) baseline 2/200 p=0.0004 · latest: refund-no-id trace 4bf92f35… tool issue_refund`.
 */
export function alertLogLine(e: AlertEvent): string {
  const parts = [`forbear alert ${eventHead(e)} rule=${e.rule} group=${e.group_key}`];
  if (e.type !== 'firing') parts.push(`(was ${e.previous})`);
  parts.push(windowText(e.window));
  if (e.baseline !== undefined) parts.push(`baseline ${e.baseline.forced}/${e.baseline.abstain_turns} p=${pValue(e.baseline.p_value)}`);
  const latest = e.offending[0];
  return `${parts.join(' ')}${latest === undefined ? '' : ` · latest: ${offendingText(latest)}`}`;
}

/** A Slack / Mattermost / Teams incoming-webhook message: a few readable lines. */
export function alertSlackText(e: AlertEvent): string {
  const group = e.group_key === '*' ? 'all traffic' : e.group_key;
  const lines = [`*[forbear] ${eventHead(e)}* — rule \`${e.rule}\` — ${group}`];
  if (e.type !== 'firing') lines.push(`was: ${e.previous}`);
  lines.push(e.summary);
  const span = e.window.from !== null && e.window.to !== null ? ` between ${e.window.from} and ${e.window.to}` : '';
  lines.push(`window: ${windowText(e.window)} of abstain turns${span}`);
  if (e.baseline !== undefined) {
    const b = e.baseline;
    lines.push(`baseline: ${windowText(b)}; p=${pValue(b.p_value)} (${b.test}, ${percent(b.confidence)} confidence)`);
  }
  if (e.offending.length > 0) {
    lines.push('latest offending turns:');
    for (const t of e.offending.slice(0, 5)) lines.push(`• ${offendingText(t)} at ${t.at}`);
  }
  lines.push(`at ${e.at}`);
  // Group values and summaries come from spans (service.name, model, …): escaped whole, so a
  // `<!channel>` or `<http://x|click>` in one is shown, not turned into a mention or a link.
  return slackEscape(lines.join('\n'));
}

/**
 * Slack's rule for message text: `&`, `<` and `>` are control characters and must be sent as
 * `&amp;`, `&lt;`, `&gt;` (https://api.slack.com/reference/surfaces/formatting#escaping).
 * The message itself uses no `<…>` sequence, so everything is escaped.
 */
export function slackEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
