import type { TurnResult } from '../model/result.js';
import type { Summary } from './score-report.js';

/** "tag 12 · exact 3 · similar 4": how the scored turns were matched; undefined for runs recorded before it was counted. */
export function matchedByText(summary: Summary): string | undefined {
  const counts = summary.matched_by;
  if (counts === undefined) return undefined;
  const parts = Object.entries(counts).filter(([, n]) => n > 0).map(([how, n]) => `${how} ${n}`);
  return parts.length === 0 ? 'no turn scored' : parts.join(' · ');
}

/** "similar 0.812", "pattern", "tag": how one result was matched, with its score when there is one. */
export function matchText(r: Pick<TurnResult, 'matched_by' | 'match_score'>): string {
  return r.match_score === undefined ? r.matched_by : `${r.matched_by} ${r.match_score.toFixed(3)}`;
}
