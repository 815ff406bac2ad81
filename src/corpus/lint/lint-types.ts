import type { Finding } from '../../model/finding.js';
import type { LoadedCorpus } from '../load.js';
import type { Case } from '../schema.js';

/** A lint finding names the case and the field as well as the printable path. */
export interface LintFinding extends Finding {
  case_id: string | null;
  field: string | null;
}

/** What every check sees: the loaded corpus and a way to report. */
export interface LintContext {
  corpus: LoadedCorpus;
  report(f: { code: string; severity: 'error' | 'warning'; case?: Case; field?: string; message: string }): void;
}

/** One rule of `forbear cases lint`: a new rule is one file plus one line in lint.ts. */
export type LintCheck = (ctx: LintContext) => void;
