import type { AgreeReport, ReviewLabel } from '../corpus/agree.js';
import type { Kappa } from '../corpus/kappa.js';

const show = (l: ReviewLabel): string => `${l.kind} / ${l.scenario} / [${l.forbidden_tools.join(', ')}]`;
const k = (x: Kappa): string => {
  if (x.n === 0) return 'n/a (no case labelled by both)';
  const value = x.kappa === null ? 'n/a (both reviewers used one and the same label: agreement cannot be told from chance)' : x.kappa.toFixed(3);
  return `${value} (observed ${(x.observed * 100).toFixed(1)} %, chance ${(x.expected * 100).toFixed(1)} %)`;
};

/** `forbear cases agree` as text: kappa, what was kept, and every discarded case with both labels. */
export function renderAgreeText(r: AgreeReport, output: string | undefined): string {
  const out = [
    `reviewer A: ${r.a}`,
    `reviewer B: ${r.b}`,
    `${r.common} case(s) labelled by both: ${r.kept.length} kept, ${r.discarded.length} discarded` +
      (r.unreviewed.length > 0 ? `; ${r.unreviewed.length} not reviewed yet (needs_review), not compared` : ''),
    '',
    `Cohen's kappa, whole label (kind, scenario, forbidden tools): ${k(r.kappa.label)}`,
    `  kind            ${k(r.kappa.kind)}`,
    `  scenario        ${k(r.kappa.scenario)}`,
    `  forbidden_tools ${k(r.kappa.forbidden_tools)}`,
  ];
  if (r.discarded.length > 0) {
    out.push('', 'discarded (the reviewers disagree; not resolved by seniority)');
    for (const d of r.discarded) {
      out.push(`  ${d.id}: differs on ${d.fields.join(', ')}`, `      A: ${show(d.a)}`, `      B: ${show(d.b)}`);
    }
  }
  if (r.unreviewed.length > 0) out.push('', `not reviewed yet (needs_review: true in A or B), not kept: ${r.unreviewed.join(', ')}`);
  if (r.twin_dropped.length > 0) {
    out.push('', 'kept without their twin (the twin was not agreed on; the agreed file drops the twin key, lint will ask for one)');
    for (const t of r.twin_dropped) out.push(`  ${t.id} (twin ${t.twin})`);
  }
  if (r.only_in_a.length > 0) out.push('', `only reviewer A labelled (not kept): ${r.only_in_a.join(', ')}`);
  if (r.only_in_b.length > 0) out.push('', `only reviewer B labelled (not kept): ${r.only_in_b.join(', ')}`);
  if (output !== undefined) out.push('', `${r.kept.length} agreed case(s) written to ${output} (reviewer A's text)`);
  return `${out.join('\n')}\n`;
}
