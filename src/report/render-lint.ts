import type { LintReport } from '../corpus/lint.js';

const pad = (s: string, n: number): string => (s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length));

/** `forbear cases lint` as text: findings first, then twins, coverage and the version check. */
export function renderLintText(r: LintReport): string {
  const out: string[] = [`corpus ${r.corpus.name} v${String(r.corpus.version)} (${r.corpus.cases} cases, sha256 ${r.corpus.sha256.slice(0, 12)}) — ${r.corpus.path}`, ''];
  if (r.findings.length === 0) out.push('no findings');
  for (const f of r.findings) out.push(`${pad(f.severity, 8)}${pad(f.code, 32)}${f.path}: ${f.message}`);

  out.push('', `twin pairs (${r.twins.length}): words changed between the abstain and the act user turn`);
  for (const t of r.twins) out.push(`  ${pad(t.abstain, 30)}${pad(t.act, 30)}${t.distance}/${t.tokens}`);

  out.push('', 'coverage');
  out.push(`  ${pad('scenario', 34)}${['abstain', 'act', 'cannot', 'twins', 'holdout'].map((h) => pad(h, 9)).join('')}`.trimEnd());
  for (const row of r.coverage.rows) {
    out.push(`  ${pad(row.scenario, 34)}${[row.abstain, row.act, row.cannot, row.twin_pairs, row.holdout].map((n) => pad(String(n), 9)).join('')}`.trimEnd());
  }
  const none = r.coverage.scenarios_without_twins;
  out.push(`  scenarios with no twin pair: ${none.length === 0 ? 'none' : none.join(', ')}`);

  if (r.against !== null) {
    const a = r.against;
    out.push('', `against ${a.path}: v${String(a.old_version)} → v${String(a.new_version)}, content ${a.content_changed ? 'changed' : 'unchanged'}` +
      (a.content_changed ? ` (added: ${a.added.join(', ') || '-'}; removed: ${a.removed.join(', ') || '-'}; renamed: ${a.renamed.map((r) => `${r.from} → ${r.to}`).join(', ') || '-'}; changed: ${a.changed.join(', ') || '-'})` : ''));
  }
  out.push('', `${r.errors} error(s), ${r.warnings} warning(s)`);
  return `${out.join('\n')}\n`;
}
