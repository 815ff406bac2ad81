import { MAX_DROPS_LISTED } from '../mine/mine.js';
import type { MineReport, ScreenTally } from '../mine/mine.js';

const DROPS_SHOWN = 10;

/** What `cases mine` screened, kept and why it dropped the rest. */
export function renderMineText(r: Omit<MineReport, 'candidates'> & { candidates: number }, output: string): string {
  const out: string[] = [];
  const section = (title: string, t: ScreenTally, extra: string): void => {
    if (t.screened === 0) return;
    out.push(`${title}: ${t.screened} screened, ${t.kept} kept${extra}, ${t.screened - t.kept} dropped`);
    for (const [reason, n] of Object.entries(t.dropped)) if (n > 0) out.push(`  dropped ${reason.padEnd(26)}${n}`);
    for (const d of t.drops.slice(0, DROPS_SHOWN)) out.push(`    ${d.source}: ${d.reason} — ${d.detail}`);
    const more = t.drops.length + t.drops_left_off - DROPS_SHOWN;
    if (more > 0) out.push(`    … ${more} more (--format json lists the first ${MAX_DROPS_LISTED})`);
  };
  section('tickets', r.tickets, ` (${r.tickets.high_value} high-value: bounced between queues)`);
  const a = r.transcripts.answers;
  section('calls', r.transcripts, ` (answered by ${a.question} question(s), ${a.hold} hold(s), ${a.escalation} escalation(s))`);
  if (r.skipped_records > 0) out.push(`${r.skipped_records} record(s) could not be read and were not screened`);
  if (r.duplicate_records > 0) out.push(`${r.duplicate_records} record(s) repeated a ticket or call already screened and were skipped`);
  out.push(`${r.candidates} candidate(s) written to ${output}, each with needs_review: true and no forbidden tool`);
  return `${out.join('\n')}\n`;
}
