import type { InspectedToolCall, InspectedTurn, InspectReport } from './inspect-report.js';

const CLIP = 160;
const clip = (s: string, n = CLIP): string => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};
const quoted = (s: string | null): string => (s === null ? '(none)' : `"${clip(s)}"`);

/** `forbear inspect` as text: per session, per turn, what forbear read and what it made of it. */
export function renderInspectText(r: InspectReport, write: (chunk: string) => void): void {
  const out: string[] = [];
  const conventions = Object.entries(r.conventions).sort(([a], [b]) => a.localeCompare(b)).map(([c, n]) => `${c} (${n})`).join(', ');
  out.push(`forbear ${r.forbear_version} inspect — ${r.input.files} file(s), ${r.input.spans} spans, ${r.input.turns} turn(s) in ${r.sessions.length} session(s)` +
    (r.corpus === null ? '' : `; corpus ${r.corpus.name} v${r.corpus.version}`));
  out.push(`conventions: ${conventions || 'none recognised'}`);
  if (r.input.skipped_lines > 0 || r.input.rejected_spans > 0 || r.input.late_spans > 0) {
    out.push(`input: ${r.input.skipped_lines} skipped line(s), ${r.input.rejected_spans} rejected span(s), ${r.input.late_spans} late span(s)`);
  }
  for (const s of r.sessions) {
    out.push('', `session ${s.session_id}${s.session_id === s.turns[0]?.trace_id ? ' (no session key: the trace id)' : ''} — ${s.turns.length} turn(s)`);
    s.turns.forEach((t, i) => out.push(...renderTurn(t, i + 1)));
  }
  write(`${out.join('\n')}\n`);
}

function renderTurn(t: InspectedTurn, n: number): string[] {
  const lines = [`  turn ${n}  trace ${t.trace_id}  span ${t.span_id}  ${t.started_at}`];
  const field = (label: string, value: string): void => {
    lines.push(`    ${label.padEnd(11)}${value}`);
  };
  field('read as', t.conventions.length > 0 ? t.conventions.join(' + ') : '(no convention recognised)');
  const who = [t.service_name && `service ${t.service_name}`, t.agent_name && `agent ${t.agent_name}`, t.model && `model ${t.model}`].filter(Boolean).join(', ');
  if (who) field('agent', who);
  field('user', `${quoted(t.user_message)}${t.prior_user_messages > 0 ? `  (follow-up: ${t.prior_user_messages} earlier user message(s))` : ''}`);
  if (t.intermediate_step) field('step', 'a fragment of a turn another trace tells (a model call that only requested tools, a tool span on its own, or a trace with no agent, model or tool call such as an MCP handshake)');
  if (t.offered_tools.length > 0) field('offered', t.offered_tools.join(', '));
  if (t.tool_calls.length === 0) field('calls', '(none)');
  t.tool_calls.forEach((c, i) => field(i === 0 ? 'calls' : '', describeCall(c, i + 1)));
  if (t.messages !== undefined) t.messages.forEach((m, i) => field(i === 0 ? 'said' : '', `${i + 1}. ${quoted(m)}`));
  field('reply', quoted(t.final_reply));
  const s = t.signals;
  const on = (['asks', 'flags', 'declines', 'claims_done', 'hands_off'] as const).filter((k) => s[k]);
  field('signals', on.length === 0 ? '(none)' : on.join(', '));
  for (const e of s.evidence) field('', `${e.signal}${e.message === undefined ? '' : ` (message ${e.message})`}: "${clip(e.sentence, 120)}"`);
  const tags = [t.tags.case_id && `case ${t.tags.case_id}`, t.tags.run_id && `run ${t.tags.run_id}`, t.tags.attempt !== null && `attempt ${t.tags.attempt}`].filter(Boolean).join(', ');
  if (tags) field('tags', tags);
  if (t.turn_error !== null) field('error', t.turn_error);
  const m = t.match;
  if (m !== undefined) {
    const how = m.match_score === undefined ? m.matched_by : `${m.matched_by} ${m.match_score.toFixed(3)}`;
    field('case', m.type === 'case' ? `${m.case_id} (${m.kind}, matched by ${how}) → ${m.outcome}` : `${m.type === 'follow_up' ? 'follow-up, not scored' : 'unmatched'}: ${m.reason}`);
    const p = t.session;
    if (p !== undefined) {
      field('session', p.role === 'matched'
        ? `${p.case_id} is held over the session (scope: session) → ${p.outcome}`
        : `turn ${p.turn} of ${p.case_id}: gave in after ${p.turn - 1} turn(s) held → ${p.outcome}`);
    }
    if (m.best_candidate !== undefined) field('closest', `${m.best_candidate.case_id} (similarity ${m.best_candidate.score.toFixed(3)})`);
  }
  return lines;
}

function describeCall(c: InspectedToolCall, n: number): string {
  const notes = [c.executed ? 'executed' : 'requested', c.status];
  if (c.forbidden) notes.push('FORBIDDEN');
  if (c.hallucinated) notes.push('NOT OFFERED');
  const args = c.arguments === null ? '' : `  ${clip(typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments), 100)}`;
  return `${n}. ${c.tool} (${notes.join(', ')})${c.error === null ? '' : ` error: ${clip(c.error, 80)}`}${args}`;
}
