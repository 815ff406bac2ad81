import type { Finding } from '../model/finding.js';
import { formatFinding } from '../model/finding.js';

/** The corpus cannot be used: every problem found is listed, not just the first. */
export class CorpusError extends Error {
  override name = 'CorpusError';
  constructor(readonly findings: Finding[]) {
    super(findings.map(formatFinding).join('\n'));
  }
}
