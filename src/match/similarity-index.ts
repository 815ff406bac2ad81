import { LITERAL_PREFIX, LITERAL_WEIGHT, textFeatures } from './text-features.js';
import type { Synonyms, TextFeatures } from './text-features.js';

/** How much the word/shape cosine counts in the similarity; the character-trigram cosine gets the rest. */
export const WORD_SHARE = 0.7;

/** The documents that have one feature and their weights for it (typed arrays: the hot loop). */
interface Postings {
  docs: Int32Array;
  weights: Float64Array;
}

/** One vector space (words or trigrams): IDF from the documents, postings per feature. */
class Space {
  private readonly postings = new Map<string, Postings>();
  private readonly df = new Map<string, number>();
  private readonly docs: number;

  constructor(bags: readonly Map<string, number>[]) {
    this.docs = bags.length;
    for (const bag of bags) for (const f of bag.keys()) this.df.set(f, (this.df.get(f) ?? 0) + 1);
    const lists = new Map<string, { docs: number[]; weights: number[] }>();
    bags.forEach((bag, doc) => {
      for (const [f, weight] of this.vector(bag)) {
        let list = lists.get(f);
        if (list === undefined) lists.set(f, (list = { docs: [], weights: [] }));
        list.docs.push(doc);
        list.weights.push(weight);
      }
    });
    for (const [f, list] of lists) this.postings.set(f, { docs: Int32Array.from(list.docs), weights: Float64Array.from(list.weights) });
  }

  /** idf = ln((N + 1) / (df + 1)) + 1: a feature no case has weighs most (it makes the message unlike every case). */
  idf(feature: string): number {
    return Math.log((this.docs + 1) / ((this.df.get(feature) ?? 0) + 1)) + 1;
  }

  /** L2-normalized tf-idf vector, tf = 1 + ln(count); literal identifiers at LITERAL_WEIGHT. */
  vector(bag: ReadonlyMap<string, number>): Map<string, number> {
    const v = new Map<string, number>();
    let norm = 0;
    for (const [f, count] of bag) {
      const w = (1 + Math.log(count)) * this.idf(f) * (f.startsWith(LITERAL_PREFIX) ? LITERAL_WEIGHT : 1);
      v.set(f, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [f, w] of v) v.set(f, w / norm);
    return v;
  }

  /** Adds query·doc for every doc sharing a feature with the query into `acc`; returns docs touched. */
  accumulate(query: Map<string, number>, acc: Float64Array, touched: number[], seen: Uint8Array): void {
    for (const [f, qw] of query) {
      const list = this.postings.get(f);
      if (list === undefined) continue;
      const { docs, weights } = list;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        if (seen[doc] === 0) {
          seen[doc] = 1;
          touched.push(doc);
        }
        acc[doc]! += qw * weights[i]!;
      }
    }
  }

  /** query·doc for one document vector. */
  static dot(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
    let s = 0;
    for (const [f, w] of a) s += w * (b.get(f) ?? 0);
    return s;
  }
}

export interface Ranked<T> {
  item: T;
  score: number;
}

/**
 * TF-IDF cosine similarity of a message to indexed texts, through inverted indexes: ranking a
 * message touches only the texts that share a word or trigram with it, never the whole corpus.
 *
 *   similarity = WORD_SHARE · cos(words+shapes) + (1 − WORD_SHARE) · cos(trigrams)
 */
export class SimilarityIndex<T> {
  private readonly words: Space;
  private readonly grams: Space;
  private readonly docWords: Map<string, number>[];
  private readonly docGrams: Map<string, number>[];
  private readonly wordAcc: Float64Array;
  private readonly gramAcc: Float64Array;
  private readonly seen: Uint8Array;
  private readonly at: Map<T, number>;
  private readonly features: (text: string) => TextFeatures;

  constructor(private readonly items: readonly T[], textOf: (item: T) => string, synonyms?: Synonyms) {
    this.at = new Map(items.map((item, i) => [item, i] as const));
    this.features = (text) => textFeatures(text, synonyms);
    const features: TextFeatures[] = items.map((item) => this.features(textOf(item)));
    this.words = new Space(features.map((f) => f.words));
    this.grams = new Space(features.map((f) => f.grams));
    this.docWords = features.map((f) => this.words.vector(f.words));
    this.docGrams = features.map((f) => this.grams.vector(f.grams));
    this.wordAcc = new Float64Array(items.length);
    this.gramAcc = new Float64Array(items.length);
    this.seen = new Uint8Array(items.length);
  }

  /** The best `k` items for the message (score > 0), best first, skipping those `skip` rejects. */
  rank(message: string, k: number, skip?: (item: T) => boolean): Ranked<T>[] {
    const f = this.features(message);
    const touched: number[] = [];
    this.words.accumulate(this.words.vector(f.words), this.wordAcc, touched, this.seen);
    this.grams.accumulate(this.grams.vector(f.grams), this.gramAcc, touched, this.seen);
    const top: Ranked<number>[] = [];
    for (const doc of touched) {
      const score = WORD_SHARE * this.wordAcc[doc]! + (1 - WORD_SHARE) * this.gramAcc[doc]!;
      this.wordAcc[doc] = 0;
      this.gramAcc[doc] = 0;
      this.seen[doc] = 0;
      if (skip?.(this.items[doc]!) === true) continue;
      insertTop(top, { item: doc, score }, k);
    }
    return top.map((r) => ({ item: this.items[r.item]!, score: clamp(r.score) }));
  }

  /**
   * The best `k` of the given items for the message (score > 0), best first, scored one by one:
   * for re-reading a few candidates (the passages of a long message), not for searching the corpus.
   */
  rankAmong(message: string, items: readonly T[], k: number): Ranked<T>[] {
    const f = this.features(message);
    const w = this.words.vector(f.words);
    const g = this.grams.vector(f.grams);
    const top: Ranked<number>[] = [];
    for (const item of items) {
      const doc = this.at.get(item);
      if (doc === undefined) continue;
      const score = WORD_SHARE * Space.dot(w, this.docWords[doc]!) + (1 - WORD_SHARE) * Space.dot(g, this.docGrams[doc]!);
      if (score > 0) insertTop(top, { item: doc, score }, k);
    }
    return top.map((r) => ({ item: this.items[r.item]!, score: clamp(r.score) }));
  }

  /**
   * Evidence between two near-duplicate items (a case and its twin): the IDF weight of the
   * message's features that only `a` has (`forA`) or only `b` has (`forB`), and the weight of all
   * the features only `a` (`onlyA`) or only `b` (`onlyB`) has.
   */
  contrast(message: string, a: number, b: number): { forA: number; forB: number; onlyA: number; onlyB: number } {
    const msg = this.features(message).words;
    const fa = this.docWords[a] ?? new Map<string, number>();
    const fb = this.docWords[b] ?? new Map<string, number>();
    const out = { forA: 0, forB: 0, onlyA: 0, onlyB: 0 };
    for (const f of fa.keys()) {
      if (fb.has(f)) continue;
      out.onlyA += this.words.idf(f);
      if (msg.has(f)) out.forA += this.words.idf(f);
    }
    for (const f of fb.keys()) {
      if (fa.has(f)) continue;
      out.onlyB += this.words.idf(f);
      if (msg.has(f)) out.forB += this.words.idf(f);
    }
    return out;
  }

  /** The similarity of the message to one indexed item (by position). */
  scoreAt(message: string, index: number): number {
    const f = this.features(message);
    const w = Space.dot(this.words.vector(f.words), this.docWords[index] ?? new Map());
    const g = Space.dot(this.grams.vector(f.grams), this.docGrams[index] ?? new Map());
    return clamp(WORD_SHARE * w + (1 - WORD_SHARE) * g);
  }
}

/** Keeps `top` sorted best first, at most k long; ties keep the earlier document first. */
function insertTop(top: Ranked<number>[], r: Ranked<number>, k: number): void {
  if (top.length === k && r.score <= top[k - 1]!.score) return;
  let i = top.length;
  while (i > 0 && (top[i - 1]!.score < r.score || (top[i - 1]!.score === r.score && top[i - 1]!.item > r.item))) i--;
  top.splice(i, 0, r);
  if (top.length > k) top.pop();
}

const clamp = (x: number): number => Math.min(1, Math.max(0, x));
