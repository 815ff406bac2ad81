import type { LoadedCorpus } from './load.js';
import { checkFields } from './lint/check-fields.js';
import { checkReview } from './lint/check-review.js';
import { checkTools } from './lint/check-tools.js';
import { checkTwins } from './lint/check-twins.js';
import { checkUserTurns } from './lint/check-user-turns.js';
import { checkMatch } from './lint/check-match.js';
import { checkExpectedCalls } from './lint/check-expected-calls.js';
import { checkSession } from './lint/check-session.js';
import { coverage } from './lint/coverage.js';
import type { Coverage } from './lint/coverage.js';
import type { LintCheck, LintContext, LintFinding } from './lint/lint-types.js';
import { twinPairs } from './lint/twin-pairs.js';
import type { TwinPair } from './lint/twin-pairs.js';
import { versionDiff } from './lint/version-diff.js';
import type { VersionDiff } from './lint/version-diff.js';

export type { LintFinding } from './lint/lint-types.js';

/** The rules `forbear cases lint` applies, in report order. A new rule is one file and one line. */
export const LINT_CHECKS: readonly LintCheck[] = [checkReview, checkTwins, checkTools, checkFields, checkUserTurns, checkMatch, checkExpectedCalls, checkSession];

export interface LintReport {
  corpus: { name: string; version: number | string; sha256: string; path: string; cases: number };
  findings: LintFinding[];
  errors: number;
  warnings: number;
  twins: TwinPair[];
  coverage: Coverage;
  /** Present with `--against OLD`. */
  against: VersionDiff | null;
}

export function lintCorpus(corpus: LoadedCorpus, old?: LoadedCorpus): LintReport {
  const findings: LintFinding[] = [];
  const indexOf = new Map(corpus.corpus.cases.map((c, i) => [c, i]));
  const ctx: LintContext = {
    corpus,
    report({ code, severity, case: c, field, message }) {
      const where = c === undefined ? '' : `cases[${indexOf.get(c) ?? '?'}] (${c.id})`;
      const path = [where, field === undefined ? '' : `.${field}`].filter((s) => s !== '').join(' ') || '(top level)';
      findings.push({ code, severity, path, case_id: c?.id ?? null, field: field ?? null, message });
    },
  };
  for (const check of LINT_CHECKS) check(ctx);

  let against: VersionDiff | null = null;
  if (old !== undefined) {
    against = versionDiff(corpus, old);
    // "Version the corpus … tracking over time means tracking the same cases."
    if (against.content_changed && String(against.old_version) === String(against.new_version)) {
      const what = [
        against.renamed.length > 0 ? `${against.renamed.length} renamed` : '',
        against.added.length > 0 ? `${against.added.length} added` : '',
        against.removed.length > 0 ? `${against.removed.length} removed` : '',
        against.changed.length > 0 ? `${against.changed.length} changed` : '',
      ].filter((s) => s !== '').join(', ') || 'catalog or header changed';
      findings.push({ code: 'lint.version_unchanged', severity: 'error', path: 'version', case_id: null, field: 'version', message: `content differs from ${old.path} (${what}) but the version is still ${String(against.new_version)}: bump it` });
    }
  }

  if (against !== null) findings.push(...trackingFindings(corpus, against));

  const pairs = twinPairs(corpus);
  const { corpus: c } = corpus;
  return {
    corpus: { name: c.corpus, version: c.version, sha256: corpus.sha256, path: corpus.path, cases: c.cases.length },
    findings,
    errors: findings.filter((f) => f.severity === 'error').length,
    warnings: findings.filter((f) => f.severity === 'warning').length,
    twins: pairs,
    coverage: coverage(corpus, pairs),
    against,
  };
}

/**
 * "Tracking over time means tracking the same cases": a renamed case's history no longer lines up
 * with its results, and a version that goes down makes "newer" ambiguous. Both are warnings.
 */
function trackingFindings(corpus: LoadedCorpus, diff: VersionDiff): LintFinding[] {
  const out: LintFinding[] = diff.renamed.map(({ from, to }) => {
    const i = corpus.corpus.cases.findIndex((c) => c.id === to);
    return {
      code: 'lint.case_renamed', severity: 'warning' as const, path: `cases[${i}] (${to}) .id`, case_id: to, field: 'id',
      message: `this is case "${from}" of ${diff.path} under a new id (same kind and user turn): results tracked under "${from}" will not line up; keep case ids stable`,
    };
  });
  const [was, now] = [diff.old_version, diff.new_version];
  if (typeof was === 'number' && typeof now === 'number' && now < was) {
    out.push({ code: 'lint.version_decreased', severity: 'warning', path: 'version', case_id: null, field: 'version', message: `version ${now} is lower than ${was} in ${diff.path}: versions should only go up` });
  }
  return out;
}
