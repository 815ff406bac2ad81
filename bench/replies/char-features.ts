/**
 * An experimental feature family for the reply model, measured by model42 (issue 16) and not
 * shipped: word-edge character n-grams (each word's first three letters and its last three and
 * four), meant to let one weight carry an inflection across the five languages' forms ("cancelado",
 * "cancellato", "storniert" share no word but share endings with other participles). Read only by
 * the fitting when TRAIN_CHAR_NGRAMS=1 (reply-model-fit.ts); the reader never computes them.
 */
import { readAsMeant } from '../../src/score/response-check.js';
import { FEATURE_BITS } from '../../src/score/reply-features.js';
import type { Sentence } from '../../src/score/sentences.js';

const SHIFT = 32 - FEATURE_BITS;
const PRE3 = 0x1f3d5b79;
const SUF3 = 0x2468ace1;
const SUF4 = 0x13579bdf;

function hash(s: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (Math.imul(h, 0x9e3779b1) >>> 0) >>> SHIFT;
}

/** Bucket ids of the sentence's word-edge n-grams (words of five letters or more). */
export function charFeatures(sentence: Sentence): number[] {
  const words = readAsMeant(sentence.bare.toLowerCase()).match(/\p{L}{5,}/gu) ?? [];
  return words.flatMap((w) => [hash(w.slice(0, 3), PRE3), hash(w.slice(-3), SUF3), hash(w.slice(-4), SUF4)]);
}
