import type { LintCheck } from './lint-types.js';

/**
 * `expected_calls` against the catalog and the tools the case offers: an entry the agent could
 * never make (not offered) can never be met; a tool missing from the catalog is treated as
 * state-changing; on an abstain case an entry only matters when it allows a forbidden tool
 * (or with no_other_writes); a name in both expected_tools and expected_calls lets a call with
 * any arguments count as expected.
 */
export const checkExpectedCalls: LintCheck = ({ corpus, report }) => {
  const effects = corpus.toolEffects;
  for (const c of corpus.corpus.cases) {
    const entries = c.expected_calls ?? [];
    entries.forEach((entry, i) => {
      const field = `expected_calls[${i}].tool`;
      const effect = effects.get(entry.tool);
      if (effect === undefined) report({ code: 'lint.expected_call_unknown', severity: 'warning', case: c, field, message: `"${entry.tool}" is not in the tool catalog (it will be treated as state-changing)` });
      if (!c.tools_available.includes(entry.tool)) {
        const what = c.kind === 'act' ? 'the agent could never make this call, so the case can never pass' : 'the agent cannot call it, so allowing it adds nothing';
        report({ code: 'lint.expected_call_not_offered', severity: c.kind === 'act' ? 'error' : 'warning', case: c, field, message: `"${entry.tool}" is not among tools_available: ${what}` });
      }
      if (c.kind === 'abstain' && !c.forbidden_tools.includes(entry.tool) && c.no_other_writes !== true) {
        report({ code: 'lint.expected_call_redundant', severity: 'warning', case: c, field, message: `"${entry.tool}" is not forbidden, so allowing it changes nothing (on an abstain case expected_calls lists the forbidden calls that are allowed)` });
      }
      if (c.kind === 'act' && c.expected_tools.includes(entry.tool)) {
        report({ code: 'lint.expected_tool_overlap', severity: 'warning', case: c, field: 'expected_tools', message: `"${entry.tool}" is also in expected_calls: in expected_tools a call with any arguments counts as expected (and passes no_other_writes); list it in one place` });
      }
    });
  }
};
