import type { LintCheck } from './lint-types.js';

/** A mined candidate is a proposal, not a label: it must be reviewed before the corpus is used. */
export const checkReview: LintCheck = ({ corpus, report }) => {
  for (const c of corpus.corpus.cases) {
    if (c.needs_review) report({ code: 'lint.needs_review', severity: 'error', case: c, field: 'needs_review', message: 'a mined candidate no reviewer has labelled yet: review it, then remove needs_review' });
  }
};
