import { allPatternsMatch, compilePattern, isPattern } from '../../match/case-patterns.js';
import { organicMatcherFor, roundScore } from '../../match/organic-matcher.js';
import type { LintCheck } from './lint-types.js';
import { twinPairs } from './twin-pairs.js';

/**
 * Organic matching (docs/matching-production.md): a case whose own user turn fails its
 * `match.patterns` can never be matched by them, and a twin pair whose user turns the matcher
 * cannot tell apart leaves every paraphrase of either one unmatched.
 */
export const checkMatch: LintCheck = ({ corpus, report }) => {
  for (const c of corpus.corpus.cases) {
    const patterns = (c.match?.patterns ?? []).map(compilePattern).filter(isPattern);
    if (patterns.length > 0 && !allPatternsMatch(patterns, c.user_turn)) {
      const failing = patterns.filter((p) => !p.test(c.user_turn)).map((p) => `/${p.source}/`).join(', ');
      report({ code: 'lint.match_pattern_misses', severity: 'warning', case: c, field: 'match.patterns', message: `the case's own user_turn fails ${failing}: a message like it will not match by pattern` });
    }
  }
  const matcher = organicMatcherFor(corpus);
  if (matcher?.config === undefined) return;
  for (const pair of twinPairs(corpus)) {
    const a = corpus.byId.get(pair.abstain);
    const b = corpus.byId.get(pair.act);
    if (a === undefined || b === undefined) continue;
    // The abstain case's own words, matched organically (not exactly): does it come back as itself?
    const d = matcher.match(a.user_turn);
    if (d.type === 'case' && d.case === a) continue;
    report({
      code: 'lint.match_twins_too_close', severity: 'warning', case: a, field: 'user_turn',
      message: `under match.similarity ${matcher.config.similarity} (margin ${matcher.config.margin}) its twin "${b.id}" (similarity ${roundScore(matcher.similarity(a.user_turn, b)).toFixed(3)}) cannot be told apart from it: ` +
        'paraphrases of either will stay unmatched; make the edit that separates them a word the other lacks',
    });
  }
};
