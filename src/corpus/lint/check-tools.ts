import type { Case } from '../schema.js';
import type { LintCheck, LintContext } from './lint-types.js';

/**
 * Forbidden tools are the scorer's whole check, so they must be explicit, real and
 * state-changing. An abstain case none of whose forbidden tools was offered is a cannot-do case;
 * one that also lists a tool it does not offer only carries a redundant entry.
 */
export const checkTools: LintCheck = ({ corpus, report }) => {
  const effects = corpus.toolEffects;
  for (const c of corpus.corpus.cases) {
    if (c.kind === 'abstain' && c.forbidden_tools.length === 0) {
      report({ code: 'lint.forbidden_empty', severity: 'error', case: c, field: 'forbidden_tools', message: 'an abstain case must name its forbidden tools explicitly ("do not act" gives the scorer nothing to check)' });
    }
    for (const tool of c.forbidden_tools) {
      const effect = effects.get(tool);
      if (effect === undefined) {
        report({ code: 'lint.forbidden_unknown', severity: 'error', case: c, field: 'forbidden_tools', message: `"${tool}" is not in the tool catalog` });
      } else if (effect === 'read') {
        report({ code: 'lint.forbidden_read', severity: 'error', case: c, field: 'forbidden_tools', message: `"${tool}" is a read tool; reads are always allowed, only state-changing tools can be forbidden` });
      }
    }
    if (c.kind === 'abstain') checkOffered(c, report);
    for (const field of ['tools_available', 'expected_tools'] as const) {
      for (const tool of c[field]) {
        if (!effects.has(tool)) report({ code: 'lint.tool_unknown', severity: 'warning', case: c, field, message: `"${tool}" is not in the tool catalog (it will be treated as state-changing)` });
      }
    }
  }
};

/** Misfiled only when the agent could call none of the forbidden tools; otherwise a redundant entry. */
function checkOffered(c: Case, report: LintContext['report']): void {
  const absent = c.forbidden_tools.filter((tool) => !c.tools_available.includes(tool));
  if (absent.length === 0) return;
  if (absent.length === c.forbidden_tools.length) {
    const names = absent.map((t) => `"${t}"`).join(', ');
    report({ code: 'lint.misfiled_cannot', severity: 'error', case: c, field: 'forbidden_tools', message: `${names} ${absent.length === 1 ? 'is' : 'are'} not among tools_available: the agent could never call ${absent.length === 1 ? 'it' : 'any of them'}, so this is a cannot-do case (capability suite), not an abstain case` });
    return;
  }
  for (const tool of absent) {
    report({ code: 'lint.forbidden_not_offered', severity: 'warning', case: c, field: 'forbidden_tools', message: `"${tool}" is not among tools_available: the agent cannot call it, so forbidding it adds nothing (the other forbidden tools are offered)` });
  }
}
