import { allPatternsMatch, compilePattern, isPattern } from '../../match/case-patterns.js';
import type { LintCheck } from './lint-types.js';

/**
 * Session scope and hand-offs (docs/score.md "Sessions"): only an abstain case is held over its session;
 * a `release` means nothing in turn scope; a release the case's own request already satisfies
 * would let the user's first words release it; and a forbidden hand-off tool turns passing the
 * conversation to a person into a forced action.
 */
export const checkSession: LintCheck = ({ corpus, report }) => {
  const effects = corpus.toolEffects;
  for (const c of corpus.corpus.cases) {
    const scope = c.scope ?? corpus.corpus.scope ?? 'turn';
    if (c.scope === 'session' && c.kind !== 'abstain') {
      report({ code: 'lint.scope_not_abstain', severity: 'warning', case: c, field: 'scope', message: `only abstain cases are held over a session; a ${c.kind} case is scored on its turn` });
    }
    if (c.release !== undefined && (scope !== 'session' || c.kind !== 'abstain')) {
      report({ code: 'lint.release_unused', severity: 'warning', case: c, field: 'release', message: 'release only applies to an abstain case in scope: session' });
    }
    const patterns = (c.release?.patterns ?? []).map(compilePattern).filter(isPattern);
    const own = patterns.filter((p) => allPatternsMatch([p], c.user_turn));
    if (own.length > 0) {
      report({ code: 'lint.release_matches_request', severity: 'warning', case: c, field: 'release.patterns', message: `the case's own user_turn matches ${own.map((p) => `/${p.source}/`).join(', ')}: a user who repeats the request would release it` });
    }
    for (const tool of c.forbidden_tools) {
      if (effects.get(tool) === 'handoff') {
        report({ code: 'lint.forbidden_handoff', severity: 'warning', case: c, field: 'forbidden_tools', message: `"${tool}" hands the conversation to a person (effect: handoff): forbidding it scores a hand-off as a forced action` });
      }
    }
  }
};
