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
  for (const [i, j] of candidatePairs(tokens)) {
    const a = cases[i]!;
    const b = cases[j]!;
    if (a.twin === b.id || b.twin === a.id) continue;
    const ta = tokens[i]!;
    const tb = tokens[j]!;
    const limit = limitFor(Math.max(ta.length, tb.length));
    // Every word not shared costs at least one edit: a cheap bound that rules out most pairs.
    if (Math.max(ta.length, tb.length) - common(bags[i]!, bags[j]!) > limit) continue;
    const d = tokenEditDistance(ta, tb, limit);
    // Distance 0 after tokenizing but different text is still a near-duplicate (punctuation only).
    if (d > limit || normalizeUserText(a.user_turn) === normalizeUserText(b.user_turn)) continue;
    report({ code: 'lint.near_duplicate_user_turn', severity: 'warning', case: b, field: 'user_turn', message: `user turn is ${d} word${d === 1 ? '' : 's'} from case "${a.id}", which is not its twin` });
  }
};

/** Edits allowed between two near-duplicate turns whose longer one has `words` words. */
const limitFor = (words: number): number => Math.max(1, Math.floor(NEAR_DUPLICATE_SHARE * words));

/**
 * The pairs `[i, j]` (i < j, in corpus order) that can be near-duplicates, without looking at every
 * pair (5,000 cases are 12.5 million pairs). Two turns within `limitFor(m)` edits of each other
 * (m the longer's length) share at least `m − limitFor(m)` words, and `n − limitFor(n)` for either
 * turn's own length n, since that grows with n. So (the prefix filter of similarity joins) with
 * words ordered rarest first, each turn's first `limitFor(n) + 1` words — repeats counted as
 * distinct words — hold one word of the other's first ones. Turns of at most one word need share
 * nothing and are paired among themselves.
 */
function candidatePairs(tokens: readonly string[][]): [number, number][] {
  const freq = new Map<string, number>();
  const keyed = tokens.map((words) => {
    const seen = new Map<string, number>();
    return words.map((w) => {
      const n = (seen.get(w) ?? 0) + 1;
      seen.set(w, n);
      const key = `${n}\u0000${w}`;
      freq.set(key, (freq.get(key) ?? 0) + 1);
      return key;
    });
  });
  const index = new Map<string, number[]>();
  const pairs: [number, number][] = [];
  const tiny: number[] = [];
  keyed.forEach((keys, j) => {
    if (keys.length <= 1) {
      for (const i of tiny) pairs.push([i, j]);
      tiny.push(j);
    }
    const prefix = [...keys].sort((x, y) => freq.get(x)! - freq.get(y)! || (x < y ? -1 : x > y ? 1 : 0)).slice(0, limitFor(keys.length) + 1);
    const partners = new Set<number>();
    for (const key of prefix) {
      const list = index.get(key);
      if (list === undefined) index.set(key, [j]);
      else {
        for (const i of list) partners.add(i);
        list.push(j);
      }
    }
    for (const i of partners) if (Math.abs(tokens[i]!.length - keys.length) <= limitFor(Math.max(tokens[i]!.length, keys.length))) pairs.push([i, j]);
  });
  // Report in corpus order, as a scan of every pair would.
  return [...new Map(pairs.map(([i, j]) => [`${i},${j}`, [i, j] as [number, number]])).values()].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

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
