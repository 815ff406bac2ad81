import type { Finding } from '../model/finding.js';
import type { Corpus } from './schema.js';

/**
 * Rules that span several fields or cases; the schema checks each case alone.
 * Softer rules (catalog coverage, twin distance) belong to `cases lint`, not to loading.
 * Paths are relative (`cases[3] (id) .twin`); the loader prefixes the file.
 */
export function crossCheck(corpus: Corpus): Finding[] {
  const findings: Finding[] = [];
  const kindById = new Map<string, string>();
  const add = (i: number, id: string, field: string, message: string, code: string): void => {
    findings.push({ code, path: `cases[${i}] (${id}) .${field}`, message, severity: 'error' });
  };

  corpus.cases.forEach((c, i) => {
    if (kindById.has(c.id)) add(i, c.id, 'id', `duplicate case id "${c.id}"`, 'corpus.duplicate_id');
    else kindById.set(c.id, c.kind);
  });

  const seenTools = new Set<string>();
  corpus.tools.forEach((t, i) => {
    if (seenTools.has(t.name)) findings.push({ code: 'corpus.duplicate_tool', path: `tools[${i}] .name`, message: `duplicate tool "${t.name}"`, severity: 'error' });
    seenTools.add(t.name);
  });

  corpus.cases.forEach((c, i) => {
    if (c.twin !== undefined) {
      const twinKind = kindById.get(c.twin);
      if (twinKind === undefined) add(i, c.id, 'twin', `no case with id "${c.twin}"`, 'corpus.twin_missing');
      else if (c.twin === c.id) add(i, c.id, 'twin', 'a case cannot be its own twin', 'corpus.twin_self');
      else if (twinKind === c.kind) add(i, c.id, 'twin', `twin "${c.twin}" has the same kind (${c.kind}); a twin is the near-identical case of the other kind`, 'corpus.twin_kind');
    }
  });
  return findings;
}
