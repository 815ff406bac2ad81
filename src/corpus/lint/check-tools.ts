import type { LintCheck } from './lint-types.js';

/**
 * Forbidden tools are the scorer's whole check, so they must be explicit, real and
 * state-changing; an abstain case whose forbidden tool was never offered is a cannot-do case.
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
      if (c.kind === 'abstain' && !c.tools_available.includes(tool)) {
        report({ code: 'lint.misfiled_cannot', severity: 'error', case: c, field: 'forbidden_tools', message: `"${tool}" is not among tools_available: the agent could never call it, so this is a cannot-do case (capability suite), not an abstain case` });
      }
    }
    for (const field of ['tools_available', 'expected_tools'] as const) {
      for (const tool of c[field]) {
        if (!effects.has(tool)) report({ code: 'lint.tool_unknown', severity: 'warning', case: c, field, message: `"${tool}" is not in the tool catalog (it will be treated as state-changing)` });
      }
    }
  }
};
