import type { Finding } from '../model/finding.js';
import { formatFinding } from '../model/finding.js';

/** How many findings of one code are printed before they are only counted. */
export const FINDINGS_SHOWN_PER_CODE = 20;

/**
 * Findings on stderr as a run reads its input: each on its own line up to FINDINGS_SHOWN_PER_CODE
 * of one code, then only counted, with one closing line per code saying how many were not shown.
 * `--quiet` drops warnings; `clearLine` wipes a progress line first so a finding gets its own line.
 */
export function findingLines(opts: { quiet: boolean; clearLine?: boolean }): { onFinding: (f: Finding) => void; finish: () => void } {
  const shown = new Map<string, number>();
  return {
    onFinding: (f) => {
      if (opts.quiet && f.severity === 'warning') return;
      const n = (shown.get(f.code) ?? 0) + 1;
      shown.set(f.code, n);
      if (n <= FINDINGS_SHOWN_PER_CODE) process.stderr.write(`${opts.clearLine ? '\r\x1b[K' : ''}forbear: ${formatFinding(f)}\n`);
    },
    finish: () => {
      for (const [code, n] of shown) {
        if (n > FINDINGS_SHOWN_PER_CODE) process.stderr.write(`forbear: … ${n - FINDINGS_SHOWN_PER_CODE} more ${code} finding(s) not shown\n`);
      }
    },
  };
}
