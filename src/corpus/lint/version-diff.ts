import { canonicalJson } from '../canonical.js';
import type { LoadedCorpus } from '../load.js';

export interface VersionDiff {
  path: string;
  old_version: number | string;
  new_version: number | string;
  content_changed: boolean;
  added: string[];
  removed: string[];
  changed: string[];
}

/** What changed between an older corpus and this one, case by case. */
export function versionDiff(current: LoadedCorpus, old: LoadedCorpus): VersionDiff {
  const before = new Map(old.corpus.cases.map((c) => [c.id, canonicalJson(c)]));
  const after = new Map(current.corpus.cases.map((c) => [c.id, canonicalJson(c)]));
  return {
    path: old.path,
    old_version: old.corpus.version,
    new_version: current.corpus.version,
    // The hash covers the whole document as data: catalog and name changes count too.
    content_changed: current.sha256 !== old.sha256,
    added: [...after.keys()].filter((id) => !before.has(id)),
    removed: [...before.keys()].filter((id) => !after.has(id)),
    changed: [...after].filter(([id, text]) => before.has(id) && before.get(id) !== text).map(([id]) => id),
  };
}
