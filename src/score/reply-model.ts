/**
 * A small logistic-regression model per signal that arbitrates the rules' reading of a whole reply
 * (issue 16). The rules stay the backbone: each of them is a feature of the model (by far the
 * heaviest), beside hashed word n-grams of every sentence (reply-features.ts). Where the model is
 * confident the rules missed a signal it adds it, with the sentence that carried the most weight
 * as evidence; where it is confident a rule fired wrongly it drops it. Which of the two it may do,
 * and how confident it must be, was decided per signal on held-apart folds of the dev split by the
 * training script (bench/replies/train-reply-model.ts, `npm run train:replies`), which writes the
 * weights to reply-model-weights.ts. A signal the model did not beat the rules on is left alone.
 */
import { endianness } from 'node:os';
import { namedFeature, sentenceFeatures } from './reply-features.js';
import { REPLY_MODEL } from './reply-model-weights.js';

/** What reply-model-weights.ts holds (written by the training script). */
export interface ReplyModelData {
  /** Bit index (in response-check's SIGNALS order) of each modelled signal. */
  signals: number[];
  bias: number[];
  /** Per modelled signal: the logit a reply the rules read as negative must reach to be added; null = never. */
  add: (number | null)[];
  /** Per modelled signal: the logit below which a rule's positive is dropped; null = never. */
  drop: (number | null)[];
  /** Weights are int8; multiply by this. */
  scale: number;
  /** base64 of a bitset (little-endian 32-bit words) of the buckets that have a weight. */
  present: string;
  /** base64 of Int8 weights, one row of `signals.length` per weighted bucket, in bucket order. */
  weights: string;
}

/** The reply's signals the model changed: `added[bit]` = index of the evidence sentence, else -1. */
export interface Arbitration {
  added: number[];
  dropped: number;
}

/** Anything with the rules' mask and the model's scores of one sentence (see sentenceScores). */
export interface ModelInput {
  mask: number;
  scores: readonly number[] | undefined;
}

/** Rule bit i (or none) as a feature: the rules are the model's heaviest inputs. */
export const RULE_FEATURES: readonly number[] = [0, 1, 2, 3, 4].map((bit) => namedFeature(`rule:${bit}`));
export const NO_RULE_FEATURE = namedFeature('rule:none');

/** Sentences whose evidence counts in full; a longer reply's sentence scores are scaled down to
 * this many sentences' worth (mean rather than sum beyond it). Summed, a long answer piles up small
 * leanings ("I must stress…", "please consult…") into a reading none of its sentences makes: on
 * Do-Not-Answer the model added declines at p ≈ 1 to full answers of 15–30 sentences. 4 had the best
 * out-of-fold dev F1 for declines of 2, 3, 4, 6, 8 and no scaling (0.9645, 0.9652, 0.9674, 0.9667,
 * 0.9665, 0.9673), and added 1 false decline on Do-Not-Answer where the plain sum added 14. */
export const FULL_WEIGHT_SENTENCES = 4;

/** The weight of each sentence's scores in a reply of `sentences` sentences (the trainer uses it too). */
export function sentenceWeight(sentences: number): number {
  return sentences <= FULL_WEIGHT_SENTENCES ? 1 : FULL_WEIGHT_SENTENCES / sentences;
}

/**
 * A reply's features: every sentence's (repeats count, so a reply's score is the sum of its
 * sentences' scores, scaled by sentenceWeight, and each sentence's score is remembered with it),
 * then one per signal the rules read anywhere in the reply, or "none". The trainer builds the same
 * list.
 */
export function ruleFeatures(mask: number, out: number[]): void {
  if (mask === 0) out.push(NO_RULE_FEATURE);
  for (let bit = 0; bit < RULE_FEATURES.length; bit++) if ((mask & (1 << bit)) !== 0) out.push(RULE_FEATURES[bit]!);
}

interface Loaded {
  data: ReplyModelData;
  /** Per word i of the presence bitset: `index[2i]` the word (one bit per bucket that has a
   * weight) and `index[2i + 1]` how many buckets before it have one. With both in one place a
   * bucket's row (a rank query) is read from one cache line (64 KiB for the 2^18 buckets). */
  index: Int32Array;
  /** int8 weights, `k` per weighted bucket, in bucket order: a view on the decoded file. */
  weights: Int8Array;
  /** With 4 signals, the same bytes as one int32 a row (byte i = signal i): one read a bucket
   * instead of four. */
  packed: Int32Array | undefined;
  k: number;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

// Loading is two base64 decodes and one pass over 8,192 words: no per-weight work at start-up.
function load(data: ReplyModelData): Loaded | undefined {
  if (data.signals.length === 0) return undefined;
  const b = Buffer.from(data.present, 'base64');
  const has = new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
  const index = new Int32Array(2 * has.length);
  let n = 0;
  for (let i = 0; i < has.length; i++) {
    index[2 * i] = has[i]!;
    index[2 * i + 1] = n;
    n += popcount(has[i]!);
  }
  const w = Buffer.from(data.weights, 'base64');
  const weights = new Int8Array(w.buffer, w.byteOffset, w.byteLength);
  const k = data.signals.length;
  // Each row's four bytes read as one little-endian int32 (on a big-endian host, byte by byte).
  const packed = k === 4 && endianness() === 'LE' ? new Int32Array(w.buffer.slice(w.byteOffset, w.byteOffset + w.byteLength)) : undefined;
  return { data, index, weights, packed, k };
}

/** Row of bucket f in the weights, or -1 when it has no weight. */
function rowOf(m: Loaded, f: number): number {
  const word = m.index[2 * (f >>> 5)]!;
  const bit = 1 << (f & 31);
  if ((word & bit) === 0) return -1;
  return m.index[2 * (f >>> 5) + 1]! + popcount(word & (bit - 1));
}

// FORBEAR_REPLY_MODEL=0 reads with the rules alone (to compare, or to rule the model out).
const model = process.env.FORBEAR_REPLY_MODEL === '0' ? undefined : load(REPLY_MODEL);

/** Whether a model ships; without one the rules' reading stands as it is. */
export const MODEL_ON = model !== undefined;

const scratch: number[] = [];

/** The model's weight sum per modelled signal for one normalised sentence's features. */
export function sentenceScores(s: string, question: boolean): number[] | undefined {
  if (model === undefined) return undefined;
  scratch.length = 0;
  sentenceFeatures(s, question, scratch);
  const { index, packed, k } = model;
  const scale = model.data.scale;
  if (packed !== undefined) {
    // Integer sums of the int8 weights, scaled once: the same numbers as adding them one by one.
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    // `rowOf` written out: calling it here measured 3–10 % slower over the 48,846 shared sentences.
    for (let j = 0; j < scratch.length; j++) {
      const f = scratch[j]!;
      const at = 2 * (f >>> 5);
      const word = index[at]!;
      const bit = 1 << (f & 31);
      if ((word & bit) === 0) continue;
      const p = packed[index[at + 1]! + popcount(word & (bit - 1))]!;
      a += (p << 24) >> 24;
      b += (p << 16) >> 24;
      c += (p << 8) >> 24;
      d += p >> 24;
    }
    // Plain numbers, not a typed array: one small allocation per sentence on the hot path.
    return [a * scale, b * scale, c * scale, d * scale];
  }
  const out = new Array<number>(k).fill(0);
  for (let j = 0; j < scratch.length; j++) {
    const row = rowOf(model, scratch[j]!);
    if (row < 0) continue;
    for (let i = 0; i < k; i++) out[i] = out[i]! + model.weights[row * k + i]!;
  }
  for (let i = 0; i < k; i++) out[i] = out[i]! * scale;
  return out;
}

const zScratch: number[] = [];

/** The model's logits, one per modelled signal (in `data.signals` order), into `z`. */
function logitsInto(m: Loaded, reads: readonly ModelInput[], ruleMask: number, z: number[]): void {
  const { weights, k, data } = m;
  z.length = k;
  for (let i = 0; i < k; i++) z[i] = data.bias[i]!;
  const addRule = (f: number): void => {
    const row = rowOf(m, f);
    if (row >= 0) for (let i = 0; i < k; i++) z[i] = z[i]! + weights[row * k + i]! * data.scale;
  };
  if (ruleMask === 0) addRule(NO_RULE_FEATURE);
  for (let bit = 0; bit < RULE_FEATURES.length; bit++) if ((ruleMask & (1 << bit)) !== 0) addRule(RULE_FEATURES[bit]!);
  const c = sentenceWeight(reads.length);
  for (const read of reads) {
    const sc = read.scores;
    if (sc !== undefined) for (let i = 0; i < k; i++) z[i] = z[i]! + sc[i]! * c;
  }
}

/** The model's logit per modelled signal (bit → logit) for a reply's sentence reads; empty without a model. */
export function modelLogits(reads: readonly ModelInput[]): Map<number, number> {
  const out = new Map<number, number>();
  if (model === undefined) return out;
  let ruleMask = 0;
  for (const read of reads) ruleMask |= read.mask;
  const z: number[] = [];
  logitsInto(model, reads, ruleMask, z);
  model.data.signals.forEach((bit, i) => out.set(bit, z[i]!));
  return out;
}

/** Where the shipped model overrides the rules on this reply; undefined when it changes nothing. */
export function arbitrate(reads: readonly ModelInput[]): Arbitration | undefined {
  if (model === undefined || reads.length === 0) return undefined;
  const { data } = model;
  let ruleMask = 0;
  for (const read of reads) ruleMask |= read.mask;
  logitsInto(model, reads, ruleMask, zScratch);
  let verdict: Arbitration | undefined;
  for (let i = 0; i < data.signals.length; i++) {
    const bit = data.signals[i]!;
    const zi = zScratch[i]!;
    const ruled = (ruleMask & (1 << bit)) !== 0;
    const add = data.add[i];
    const drop = data.drop[i];
    if (!ruled && add !== null && add !== undefined && zi >= add) {
      verdict ??= { added: [-1, -1, -1, -1, -1], dropped: 0 };
      verdict.added[bit] = topSentence(reads, i);
    } else if (ruled && drop !== null && drop !== undefined && zi < drop) {
      verdict ??= { added: [-1, -1, -1, -1, -1], dropped: 0 };
      verdict.dropped |= 1 << bit;
    }
  }
  return verdict;
}

/** The sentence that carries the most weight for modelled signal i: the evidence of an addition. */
function topSentence(reads: readonly ModelInput[], i: number): number {
  let top = 0;
  let topScore = -Infinity;
  for (let j = 0; j < reads.length; j++) {
    const v = reads[j]!.scores?.[i] ?? 0;
    if (v > topScore) {
      topScore = v;
      top = j;
    }
  }
  return top;
}
