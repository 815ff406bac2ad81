import type { Finding } from '../model/finding.js';
import { formatFinding } from '../model/finding.js';

/** The mapping file or an input of `cases mine` cannot be used: every problem is listed. */
export class MineInputError extends Error {
  override name = 'MineInputError';
  constructor(readonly findings: Finding[]) {
    super(findings.map(formatFinding).join('\n'));
  }
}
