import type { Finding } from '../model/finding.js';
import { CaseSchema, CorpusSchema, ToolSchema } from './schema.js';

/**
 * Fields forbear does not read are allowed (a reviewer's note is content, and hashed), but one
 * spelt within two edits of a field it does read (`forbiden_tools`, `expected_qustion`) is a
 * typo that would otherwise be dropped silently — and with it the label it carried.
 */
export function misspeltFields(raw: unknown, describe: (path: readonly PropertyKey[]) => string): Finding[] {
  const found: Finding[] = [];
  const check = (value: unknown, known: readonly string[], at: readonly PropertyKey[]): void => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const key of Object.keys(value)) {
      if (known.includes(key)) continue;
      const near = known.find((k) => editDistance(key.toLowerCase(), k) <= Math.min(2, k.length - 1));
      if (near === undefined) continue;
      found.push({ code: 'corpus.misspelt_field', path: `${describe([...at, key])}`, message: `unknown field; did you mean "${near}"?`, severity: 'error' });
    }
  };
  check(raw, Object.keys(CorpusSchema.shape), []);
  const { tools, cases } = raw as { tools?: unknown; cases?: unknown };
  if (Array.isArray(tools)) tools.forEach((t, i) => check(t, Object.keys(ToolSchema.shape), ['tools', i]));
  if (Array.isArray(cases)) cases.forEach((c, i) => check(c, Object.keys(CaseSchema.shape), ['cases', i]));
  return found;
}

/** Levenshtein distance (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    prev = row;
  }
  return prev[b.length]!;
}
