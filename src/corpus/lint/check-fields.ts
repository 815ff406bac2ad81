import type { Case } from '../schema.js';
import type { LintCheck } from './lint-types.js';

type TextField = 'expected_question' | 'reason' | 'source';

/**
 * The seed's five fields: "the specific reason a human did not act, the question the human
 * effectively asked, and a pointer back to the source ticket for audit". Every case needs its
 * source; abstain cases their reason and question; cannot cases their reason (why no tool could).
 */
const REQUIRED: Readonly<Record<Case['kind'], readonly TextField[]>> = {
  abstain: ['expected_question', 'reason', 'source'],
  act: ['source'],
  cannot: ['reason', 'source'],
};

const WHY: Readonly<Record<TextField, string>> = {
  expected_question: 'the question the human effectively asked',
  reason: 'the specific reason a human did not act',
  source: 'a pointer back to the source ticket or call, for audit',
};

export const checkFields: LintCheck = ({ corpus, report }) => {
  for (const c of corpus.corpus.cases) {
    for (const field of REQUIRED[c.kind]) {
      if ((c[field] ?? '').trim() === '') {
        report({ code: `lint.${field}_missing`, severity: 'error', case: c, field, message: `missing: ${WHY[field]} (required for kind ${c.kind})` });
      }
    }
  }
};
