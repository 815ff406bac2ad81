import type { AgreeReport, ReviewLabel } from '../corpus/agree.js';
import type { Kappa } from '../corpus/kappa.js';

const show = (l: ReviewLabel): string => `${l.kind} / ${l.scenario} / [${l.forbidden_tools.join(', ')}]`;
const k = (x: Kappa): string => (x.kappa === null ? 'n/a (one label only)' : x.kappa.toFixed(3)) + ` (observed ${(x.observed * 100).toFixed(1)} %, chance ${(x.expected * 100).toFixed(1)} %)`;

/** `forbear cases agree` as text: kappa, what was kept, and every discarded case with both labels. */
export function renderAgreeText(r: AgreeReport, output: string | undefined): string {
  const out = [
    `reviewer A: ${r.a}`,
    `reviewer B: ${r.b}`,
    `${r.common} case(s) labelled by both: ${r.kept.length} kept, ${r.discarded.length} discarded`,
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
  if (r.only_in_a.length > 0) out.push('', `only reviewer A labelled (not kept): ${r.only_in_a.join(', ')}`);
  if (r.only_in_b.length > 0) out.push('', `only reviewer B labelled (not kept): ${r.only_in_b.join(', ')}`);
  if (output !== undefined) out.push('', `${r.kept.length} agreed case(s) written to ${output} (reviewer A's text)`);
  return `${out.join('\n')}\n`;
}
