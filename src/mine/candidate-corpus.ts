import { closeSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { Document, stringify } from 'yaml';
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

/**
 * Writes the candidate corpus case by case as they are found, so a huge export never holds its
 * candidates in memory. The text is the same as `candidateCorpusYaml`'s. It goes to a temporary
 * file beside the target, renamed into place by `close()`: a failed run leaves no half file.
 */
export class CandidateWriter {
  private readonly tmp: string;
  private readonly fd: number;
  private count = 0;
  private tail: string;
  private open = true;

  constructor(private readonly path: string, mapping: Mapping) {
    // The file is written beside the target and renamed onto it: onto a directory that rename
    // would fail only at the end, after the whole export was read. Said now, as open() would.
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
      throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), { code: 'EISDIR', syscall: 'open', path });
    }
    this.tmp = `${path}.${process.pid}.tmp`;
    this.fd = openSync(this.tmp, 'w');
    // The header as candidateCorpusYaml writes it for no case, less its `cases: []`.
    const empty = candidateCorpusYaml(mapping, []);
    this.tail = empty.endsWith('cases: []\n') ? 'cases: []\n' : '';
    writeSync(this.fd, empty.slice(0, empty.length - this.tail.length));
  }

  write(c: Candidate): void {
    if (this.count++ === 0) writeSync(this.fd, 'cases:\n');
    writeSync(this.fd, stringify([c], { lineWidth: 0 }).replace(/^(?=.)/gmu, '  '));
  }

  close(): void {
    if (this.count === 0) writeSync(this.fd, this.tail);
    this.open = false;
    closeSync(this.fd);
    renameSync(this.tmp, this.path);
  }

  /** Drops the temporary file; after a failed close() too (its descriptor is already closed). */
  abort(): void {
    if (this.open) closeSync(this.fd);
    this.open = false;
    rmSync(this.tmp, { force: true });
  }
}
