import { Document } from 'yaml';
import type { Candidate } from './candidate.js';
import type { Mapping } from './mapping.js';

/**
 * The candidates as a corpus file a reviewer edits: the mapping's catalog, each case with
 * `needs_review: true` and an empty `forbidden_tools` (`cases lint` refuses both until reviewed).
 */
export function candidateCorpusYaml(mapping: Mapping, candidates: readonly Candidate[]): string {
  const doc = new Document({
    corpus: mapping.corpus,
    version: 0,
    tools: mapping.tools.map((t) => ({ name: t.name, effect: t.effect, ...(t.description === undefined ? {} : { description: t.description }) })),
    cases: candidates,
  });
  doc.commentBefore = [
    ' Candidates mined by `forbear cases mine`. For each case a reviewer:',
    '  - confirms the kind (abstain, or cannot: no tool could ever do it) and the scenario guess,',
    '  - names the forbidden tools the human deliberately did not run (never guessed: left empty),',
    '  - writes the reason, rewrites the user turn so it needs no private history,',
    '  - adds the near-twin act case, then removes needs_review.',
    ' Two reviewers label independently; `forbear cases agree A B` keeps what they agree on.',
  ].join('\n');
  return doc.toString({ lineWidth: 0 });
}
