import { canonicalJson } from '../canonical.js';
import type { LoadedCorpus } from '../load.js';
import { normalizeUserText } from '../normalize-text.js';
import type { Case } from '../schema.js';

export interface VersionDiff {
  path: string;
  old_version: number | string;
  new_version: number | string;
  content_changed: boolean;
  added: string[];
  removed: string[];
  /** Cases under the same id whose content differs (a renamed case that also changed is listed under its new id). */
  changed: string[];
  /** An id gone and a new one with the same kind and user turn: the same case under a new name. */
  renamed: { from: string; to: string }[];
}

/** What changed between an older corpus and this one, case by case. */
export function versionDiff(current: LoadedCorpus, old: LoadedCorpus): VersionDiff {
  const before = new Map(old.corpus.cases.map((c) => [c.id, c]));
  const after = new Map(current.corpus.cases.map((c) => [c.id, c]));
  const added = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].filter((id) => !after.has(id));

  // A rename keeps the decision: same kind, same user turn. Pair each gone id with one new id.
  const identity = (c: Case): string => `${c.kind}\u0000${normalizeUserText(c.user_turn)}`;
  const gone = new Map<string, string[]>();
  for (const id of removed) {
    const k = identity(before.get(id)!);
    gone.set(k, [...(gone.get(k) ?? []), id]);
  }
  const renamed: { from: string; to: string }[] = [];
  for (const id of added) {
    const from = gone.get(identity(after.get(id)!))?.shift();
    if (from !== undefined) renamed.push({ from, to: id });
  }
  const renamedTo = new Map(renamed.map((r) => [r.to, r.from]));
  const renamedFrom = new Map(renamed.map((r) => [r.from, r.to]));
  // Content apart from the id, with twins read through the renames, so a renamed pair is not "changed".
  const content = (c: Case, rename: ReadonlyMap<string, string>): string => canonicalJson({ ...c, id: undefined, twin: c.twin === undefined ? undefined : (rename.get(c.twin) ?? c.twin) });

  return {
    path: old.path,
    old_version: old.corpus.version,
    new_version: current.corpus.version,
    // The hash covers the whole document as data: catalog and name changes count too.
    content_changed: current.sha256 !== old.sha256,
    added: added.filter((id) => !renamedTo.has(id)),
    removed: removed.filter((id) => !renamedFrom.has(id)),
    changed: [...after.values()].filter((c) => {
      const was = before.get(renamedTo.get(c.id) ?? c.id);
      return was !== undefined && content(was, renamedFrom) !== content(c, new Map());
    }).map((c) => c.id),
    renamed,
  };
}
