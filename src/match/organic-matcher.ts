import type { LoadedCorpus } from '../corpus/load.js';
import { normalizeUserText } from '../corpus/normalize-text.js';
import type { Case, CorpusMatch } from '../corpus/schema.js';
import { allPatternsMatch, compilePattern, isPattern } from './case-patterns.js';
import type { CasePattern } from './case-patterns.js';
import { tokenize } from '../corpus/tokens.js';
import { passages } from './passages.js';
import { SimilarityIndex } from './similarity-index.js';
import { synonymMap } from './text-features.js';

/** Margin used to break ties between pattern-matched cases when the corpus sets no `match:` block. */
export const DEFAULT_MARGIN = 0.05;
/** How many of the cases closest to a whole long message its passages are compared with. */
export const PASSAGE_CANDIDATES = 32;

/** The closest case to a message and its similarity. */
export interface Candidate {
  case: Case;
  score: number;
}

export type OrganicDecision =
  | { type: 'case'; case: Case; matchedBy: 'pattern' | 'similar'; score?: number }
  | { type: 'unmatched'; reason: string; best?: Candidate };

/** Scores are reported to three decimals: enough to tune a threshold, no false precision. */
export const roundScore = (x: number): number => Math.round(x * 1000) / 1000;
const show = (c: Candidate): string => `${c.case.id} (${roundScore(c.score).toFixed(3)})`;

/**
 * Matches untagged messages that repeat no case word for word: a case whose `match.patterns` all
 * match wins (ties broken by similarity), else the most similar case at or above the corpus's
 * `match.similarity`, unless a runner-up is within `match.margin` (twins are near-duplicates by
 * design: never guess between them). Built once per corpus; the index is shared by every turn.
 */
export class OrganicMatcher {
  readonly config: CorpusMatch | undefined;
  private readonly index: SimilarityIndex<Case>;
  private readonly position = new Map<Case, number>();
  private readonly patterns = new Map<Case, CasePattern[]>();
  /** Words in the longest distinct user turn: a message much longer is also read passage by passage. */
  private readonly longestTurn: number;

  constructor(corpus: LoadedCorpus) {
    this.config = corpus.corpus.match;
    // Cases repeating another's user turn word for word are one text (exact matching picks the first).
    const distinct = [...corpus.byUserTurn.values()].map((list) => list[0]!);
    this.index = new SimilarityIndex(distinct, (c) => c.user_turn, synonymMap(this.config?.synonyms));
    this.longestTurn = distinct.reduce((n, c) => Math.max(n, tokenize(c.user_turn).length), 0);
    const at = new Map(distinct.map((c, i) => [normalizeUserText(c.user_turn), i] as const));
    for (const c of corpus.corpus.cases) {
      this.position.set(c, at.get(normalizeUserText(c.user_turn)) ?? -1);
      const compiled = (c.match?.patterns ?? []).map(compilePattern).filter(isPattern);
      if (compiled.length > 0) this.patterns.set(c, compiled);
    }
  }

  /** Whether this corpus matches organic traffic at all (a `match:` block or any case patterns). */
  get enabled(): boolean {
    return this.config !== undefined || this.patterns.size > 0;
  }

  /** Whether the case's own `match.patterns` all match the message (false for a case without any). */
  patternsMatch(c: Case, message: string): boolean {
    const ps = this.patterns.get(c);
    return ps !== undefined && allPatternsMatch(ps, message);
  }

  private get margin(): number {
    return this.config?.margin ?? DEFAULT_MARGIN;
  }

  match(message: string): OrganicDecision {
    const byPattern = [...this.patterns].filter(([, ps]) => allPatternsMatch(ps, message)).map(([c]) => c);
    if (byPattern.length > 0) return this.pickPatternCase(message, byPattern);
    const threshold = this.config?.similarity;
    if (threshold === undefined) return { type: 'unmatched', reason: 'user message matches no case (no case\'s match.patterns all match)' };
    // A long message (a pasted mail thread) is also read passage by passage: the request is one
    // part of it, and the rest would dilute its similarity to nothing. The passage (or the whole
    // message) closest to a case is the one decided on.
    // Passages are re-read against the whole message's closest PASSAGE_CANDIDATES cases only: the
    // boilerplate lowers every case's similarity by the same factor, so the right case is among them.
    let text = message;
    const views = passages(message, this.longestTurn);
    const pool = this.rank(message, views.length > 0 ? PASSAGE_CANDIDATES : 3);
    let ranked = pool.slice(0, 3);
    const cases = pool.map((c) => c.case);
    for (const view of views) {
      const r = this.index.rankAmong(view, cases, 3).map((x) => ({ case: x.item, score: x.score }));
      if (r[0] !== undefined && r[0].score > (ranked[0]?.score ?? 0)) {
        text = view;
        ranked = r;
      }
    }
    return this.decide(text, ranked, threshold);
  }

  private rank(text: string, k: number): Candidate[] {
    // A case with patterns is only matched when they all match: it is not a candidate here.
    return this.index.rank(text, k, (c) => this.patterns.has(c)).map((r) => ({ case: r.item, score: r.score }));
  }

  private decide(message: string, [best, second, third]: Candidate[], threshold: number): OrganicDecision {
    if (best === undefined) return { type: 'unmatched', reason: 'user message shares no word with any case' };
    if (best.score < threshold) {
      return { type: 'unmatched', reason: `closest case ${show(best)} is below the similarity threshold ${threshold}`, best };
    }
    // A case and its twin share all but one edit, so a message that says only what they share
    // scores higher against the shorter of the two by however much longer the other is — which
    // can exceed the margin. When the runner-up is the best case's twin and reaches the
    // threshold too, the telling words decide, whatever the gap.
    const twins = second !== undefined && second.score >= threshold && (best.case.twin === second.case.id || second.case.twin === best.case.id);
    if (second === undefined || (best.score - second.score >= this.margin && !twins)) {
      return { type: 'case', case: best.case, matchedBy: 'similar', score: roundScore(best.score) };
    }
    const ambiguous = best.score - second.score < this.margin
      ? `ambiguous: ${show(best)} and ${show(second)} are within the margin ${this.margin}`
      : `ambiguous: ${show(best)} and its twin ${show(second)} both reach the threshold`;
    if (third !== undefined && best.score - third.score < this.margin) {
      return { type: 'unmatched', reason: `${ambiguous}, and so is ${show(third)}; not guessing between them`, best };
    }
    const chosen = this.telling(message, best, second);
    if (chosen === undefined || chosen.score < threshold) {
      return { type: 'unmatched', reason: `${ambiguous}, and the message says nothing that only one of them says; not guessing between them`, best };
    }
    return { type: 'case', case: chosen.case, matchedBy: 'similar', score: roundScore(chosen.score) };
  }

  /**
   * Between two near-duplicates (typically a case and its twin), the one the message's telling
   * words point to: words only one of them has, found in the message, and no word only the other
   * has; or, when one of them is the other plus an addition (a unit number, an amount), the
   * shorter one if the message has none of the addition. Otherwise undefined: ambiguous.
   */
  private telling(message: string, a: Candidate, b: Candidate): Candidate | undefined {
    const c = this.index.contrast(message, this.position.get(a.case) ?? -1, this.position.get(b.case) ?? -1);
    if (c.forA > 0 && c.forB === 0) return a;
    if (c.forB > 0 && c.forA === 0) return b;
    if (c.forA > 0 || c.forB > 0) return undefined;
    if (c.onlyA === 0 && c.onlyB > 0) return a;
    if (c.onlyB === 0 && c.onlyA > 0) return b;
    return undefined;
  }

  /** The similarity of a message to one case. */
  similarity(message: string, c: Case): number {
    return this.index.scoreAt(message, this.position.get(c) ?? -1);
  }

  private pickPatternCase(message: string, cases: Case[]): OrganicDecision {
    const withScore = this.config !== undefined;
    if (cases.length === 1) {
      const [only] = cases as [Case];
      return { type: 'case', case: only, matchedBy: 'pattern', ...(withScore ? { score: roundScore(this.similarity(message, only)) } : {}) };
    }
    const ranked = cases.map((c) => ({ case: c, score: this.similarity(message, c) })).sort((a, b) => b.score - a.score);
    const [best, second] = ranked as [Candidate, Candidate];
    if (best.score - second.score < this.margin) {
      return { type: 'unmatched', reason: `ambiguous: the patterns of ${cases.length} cases match and the most similar, ${show(best)} and ${show(second)}, are within the margin ${this.margin}`, best };
    }
    return { type: 'case', case: best.case, matchedBy: 'pattern', ...(withScore ? { score: roundScore(best.score) } : {}) };
  }
}

const matchers = new WeakMap<LoadedCorpus, OrganicMatcher | null>();

/** The corpus's organic matcher, built on first use; undefined when the corpus does not opt in. */
export function organicMatcherFor(corpus: LoadedCorpus): OrganicMatcher | undefined {
  let m = matchers.get(corpus);
  if (m === undefined) {
    const enabled = corpus.corpus.match !== undefined || corpus.corpus.cases.some((c) => c.match !== undefined);
    m = enabled ? new OrganicMatcher(corpus) : null;
    matchers.set(corpus, m);
  }
  return m ?? undefined;
}
