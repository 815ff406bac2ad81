import type { AlertEvent } from './alert-types.js';
import { formatMs } from './alert-engine.js';
import type { ReplayResult } from './replay.js';

/** Offending turns printed under a firing in the text table. */
const OFFENDING_SHOWN = 3;

const LABEL: Record<AlertEvent['type'], (e: AlertEvent) => string> = {
  firing: (e) => (e.previous === 'warning' && e.level === 'alert' ? 'ESCALATED alert' : `FIRING ${e.level ?? ''}`.trim()),
  resolved: (e) => (e.previous === 'no_data' ? 'DATA AGAIN' : 'RESOLVED'),
  no_data: () => 'NO DATA',
};

/** The replay as a table: when each alert would have fired, escalated, gone silent and resolved. */
export function renderReplayText(r: ReplayResult, write: (chunk: string) => void): void {
  write(`forbear alerts replay: ${r.rules.length} rule(s) over ${r.results} scored turn(s), ${r.abstain_turns} abstain\n\n`);
  if (r.events.length === 0) write('no alert would have fired\n');
  else {
    const rows = r.events.map((e) => [e.at, LABEL[e.type](e), e.rule, e.group_key, e.summary.slice(e.rule.length + e.group_key.length + 3)]);
    const head = ['time (span clock)', 'event', 'rule', 'group', 'what the rule saw'];
    const widths = head.slice(0, 4).map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]): string => `${cells.map((c, i) => (i < 4 ? c.padEnd(widths[i]!) : c)).join('  ')}`.trimEnd();
    write(`${line(head)}\n`);
    r.events.forEach((e, i) => {
      write(`${line(rows[i]!)}\n`);
      if (e.type !== 'firing') return;
      const pad = ' '.repeat(widths[0]! + 2);
      for (const o of e.offending.slice(0, OFFENDING_SHOWN)) {
        const score = o.match_score === undefined ? '' : ` ${o.match_score.toFixed(2)}`;
        write(`${pad}↳ ${o.case_id} ran ${o.forbidden_tools.join(', ')} (trace ${o.trace_id}, matched by ${o.matched_by}${score})\n`);
      }
    });
  }
  const firing = r.states.filter((s) => s.status !== 'ok');
  if (firing.length > 0) {
    write('\nat the end:\n');
    for (const s of firing) write(`  ${s.rule} ${s.group_key}: ${s.status} since ${s.since}\n`);
  }
  const n = (t: AlertEvent['type']): number => r.events.filter((e) => e.type === t).length;
  const span = r.from === null || r.to === null ? 'no turns' : `span time ${r.from} – ${r.to} (${formatMs(Date.parse(r.to) - Date.parse(r.from))})`;
  write(`\n${n('firing')} firing, ${n('resolved')} resolved, ${n('no_data')} no-data event(s); ${span}\n`);
}

export function renderReplayJson(r: ReplayResult, write: (chunk: string) => void): void {
  const { input, ...rest } = r;
  write(`${JSON.stringify({ ...rest, input }, null, 2)}\n`);
}
