import type { LintCheck } from './lint-types.js';
import { TWIN_DISTANCE_WARN, twinPairs } from './twin-pairs.js';

/**
 * "At least one near-twin should-act case for each abstain case so the suite cannot be gamed by
 * blanket refusal." Loading already refuses a missing, self or same-kind twin; lint adds the rest.
 */
export const checkTwins: LintCheck = ({ corpus, report }) => {
  for (const c of corpus.corpus.cases) {
    const twin = c.twin === undefined ? undefined : corpus.byId.get(c.twin);
    if (c.kind === 'abstain' && twin === undefined) {
      report({ code: 'lint.twin_missing', severity: 'error', case: c, field: 'twin', message: 'an abstain case needs a near-twin act case (one small edit to the user turn that makes acting right)' });
      continue;
    }
    if (twin === undefined) continue;
    if (c.kind === 'abstain' && twin.kind !== 'act') {
      report({ code: 'lint.twin_kind', severity: 'error', case: c, field: 'twin', message: `twin "${twin.id}" is a ${twin.kind} case; an abstain case's twin is an act case` });
    }
    if (twin.twin !== c.id) {
      report({ code: 'lint.twin_not_reciprocal', severity: 'error', case: c, field: 'twin', message: `twin "${twin.id}" does not point back (its twin is ${twin.twin === undefined ? 'not set' : `"${twin.twin}"`})` });
    }
    // Only the abstain side reports pair-level problems, so each pair is reported once.
    if (c.kind === 'abstain' && twin.split !== c.split) {
      report({ code: 'lint.twin_split', severity: 'warning', case: c, field: 'split', message: `twin "${twin.id}" is in split ${twin.split}, this case in ${c.split}: a pair should be held out together` });
    }
  }
  for (const pair of twinPairs(corpus)) {
    if (pair.distance <= TWIN_DISTANCE_WARN) continue;
    const c = corpus.byId.get(pair.abstain);
    report({
      code: 'lint.twin_distance', severity: 'warning', ...(c ? { case: c } : {}), field: 'user_turn',
      message: `user turn differs from twin "${pair.act}" by ${pair.distance} words (more than ${TWIN_DISTANCE_WARN}): a near-twin changes one small thing`,
    });
  }
};
