/**
 * The features the reply model (reply-model.ts) reads from one normalised sentence: hashed word
 * unigrams and bigrams, the first word and first two words (what a sentence does shows at its
 * start: "would you…", "i've booked…"), and whether it ends as a question.
 *
 * Hashed rather than looked up in a vocabulary so that the committed weights are a flat table and
 * an unseen word costs nothing. One pass over the characters, no substrings: this runs on the hot
 * path for every sentence the rules read. Training (bench/replies/train-reply-model.ts) and
 * classifying share this file, so they cannot drift apart.
 */

/** log2 of the number of hash buckets. */
export const FEATURE_BITS = 18;
const SHIFT = 32 - FEATURE_BITS;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

// Salts keep the kinds of feature apart: the unigram "book" and the first word "book" differ.
const UNI = 0x3b1f;
const BI = 0x71a5;
const FIRST = 0x2c4d;
const FIRST2 = 0x5e93;
const START = 0x1234567;
const END = 0x7654321;

function bucket(h: number, salt: number): number {
  return (Math.imul(h ^ salt, 0x9e3779b1) >>> 0) >>> SHIFT;
}

function mix(a: number, b: number): number {
  return Math.imul(a ^ Math.imul(b, 0x85ebca6b), 0xc2b2ae35) >>> 0;
}

/** A word character: ASCII letters and digits, the apostrophe, and any letter above Latin-1
 * punctuation (the text is already folded to unaccented Latin where it can be). */
function wordChar(c: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || (c >= 65 && c <= 90);
  return c >= 0xc0 && (c < 0x2000 || c > 0x2bff);
}

/** Names of the fixed features (rules' bits, a question mark), hashed like words. */
export function namedFeature(name: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), FNV_PRIME);
  return bucket(h >>> 0, 0x6a09);
}

export const QUESTION_FEATURE = namedFeature('?end');

/**
 * Bucket ids of a normalised sentence's features, appended to `out` (duplicates possible).
 * Digits all hash as '0', so "table for 4" and "table for 6" are one feature.
 */
export function sentenceFeatures(s: string, question: boolean, out: number[]): void {
  let prev = START;
  let words = 0;
  let first = 0;
  let h = FNV_OFFSET;
  let inWord = false;
  const n = s.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? s.charCodeAt(i) : 32;
    if (wordChar(c)) {
      const k = c >= 48 && c <= 57 ? 48 : c;
      h = Math.imul(h ^ k, FNV_PRIME);
      inWord = true;
      continue;
    }
    if (!inWord) continue;
    const w = h >>> 0;
    out.push(bucket(w, UNI), bucket(mix(prev, w), BI));
    if (words === 0) {
      first = w;
      out.push(bucket(w, FIRST));
    } else if (words === 1) {
      out.push(bucket(mix(first, w), FIRST2));
    }
    words++;
    prev = w;
    h = FNV_OFFSET;
    inWord = false;
  }
  if (words > 0) out.push(bucket(mix(prev, END), BI));
  if (question) out.push(QUESTION_FEATURE);
}
