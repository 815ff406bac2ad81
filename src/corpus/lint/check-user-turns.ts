import { normalizeUserText } from '../normalize-text.js';
import type { Case } from '../schema.js';
import { tokenEditDistance, tokenize } from '../tokens.js';
import type { LintCheck } from './lint-types.js';
import { privateHistoryPhrase } from './private-history.js';

/** Two turns that are not twins are near-duplicates within this share of their words (at least 1). */
const NEAR_DUPLICATE_SHARE = 0.1;

/**
 * A duplicate user turn makes matching by text ambiguous (the first case wins); a near-duplicate
 * that is not a twin pair counts one decision twice. Twins are near-identical on purpose.
 */
export const checkUserTurns: LintCheck = ({ corpus, report }) => {
  const cases = corpus.corpus.cases;
  const firstByText = new Map<string, Case>();
  for (const c of cases) {
    const key = normalizeUserText(c.user_turn);
    const first = firstByText.get(key);
    if (first !== undefined) report({ code: 'lint.duplicate_user_turn', severity: 'error', case: c, field: 'user_turn', message: `same user turn as case "${first.id}": a turn matched by text would always go to the first` });
    else firstByText.set(key, c);
    const phrase = privateHistoryPhrase(c.user_turn);
    if (phrase !== undefined) report({ code: 'lint.private_history', severity: 'warning', case: c, field: 'user_turn', message: `leans on private history ("${phrase}"): rewrite it so the ambiguity or conflict is visible in the text` });
  }

  const tokens = cases.map((c) => tokenize(c.user_turn));
  const bags = sortedIds(tokens);
  for (let i = 0; i < cases.length; i++) {
    for (let j = i + 1; j < cases.length; j++) {
      const a = cases[i]!;
      const b = cases[j]!;
      if (a.twin === b.id || b.twin === a.id) continue;
      const ta = tokens[i]!;
      const tb = tokens[j]!;
      const limit = Math.max(1, Math.floor(NEAR_DUPLICATE_SHARE * Math.max(ta.length, tb.length)));
      // Every word not shared costs at least one edit: a cheap bound that rules out most pairs.
      if (Math.max(ta.length, tb.length) - common(bags[i]!, bags[j]!) > limit) continue;
      const d = tokenEditDistance(ta, tb, limit);
      // Distance 0 after tokenizing but different text is still a near-duplicate (punctuation only).
      if (d > limit || normalizeUserText(a.user_turn) === normalizeUserText(b.user_turn)) continue;
      report({ code: 'lint.near_duplicate_user_turn', severity: 'warning', case: b, field: 'user_turn', message: `user turn is ${d} word${d === 1 ? '' : 's'} from case "${a.id}", which is not its twin` });
    }
  }
};

/** Each turn's words as sorted integer ids, so two turns' shared words are counted by one merge. */
function sortedIds(tokens: readonly string[][]): Int32Array[] {
  const ids = new Map<string, number>();
  return tokens.map((words) => Int32Array.from(words, (w) => {
    let id = ids.get(w);
    if (id === undefined) ids.set(w, (id = ids.size));
    return id;
  }).sort());
}

/** Size of the multiset intersection of two sorted id arrays. */
function common(a: Int32Array, b: Int32Array): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      n++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return n;
}
