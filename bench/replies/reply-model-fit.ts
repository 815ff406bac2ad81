/**
 * The reply model's fitting, shared by `npm run train:replies` (train-reply-model.ts, which writes
 * the weights) and `npm run eval:replies-lso` (eval-replies-lso.ts, which refits it once per
 * project set left out). Deterministic: a fixed seeded order, no randomness, so the same rows give
 * the same weights.
 *
 * Method: logistic regression per signal (Adagrad, L2) over the reply's hashed sentence features
 * (beyond four sentences scaled to four sentences' worth: see sentenceWeight in reply-model.ts)
 * plus the rules' own bits. `predict` trains the model on the taught rows and reads each of them
 * out of fold: the public dev rows in five hashed folds, each project set as a fold of its own
 * (read by a model that never saw that set: what a new set's first run looks like). `choose` then
 * keeps, per signal, the add/drop thresholds that raise the mean out-of-fold F1 over the sets
 * most, if they raise it at all and read no checked fixture worse than the rules alone with the
 * weights as shipped (int8, pruned).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readRules, sentenceModelFeatures } from '../../src/score/response-check.js';
import { charFeatures } from './char-features.js';
import { FEATURE_BITS } from '../../src/score/reply-features.js';
import { ruleFeatures, sentenceWeight } from '../../src/score/reply-model.js';
import { labelOf, loadRows, repliesDir, splitRows } from './shared-sets.js';
import type { Label, LabelledRow } from './shared-sets.js';

export const TRAIN_FILES = ['sgd_train.jsonl', 'multiwoz21_val.jsonl', 'do_not_answer.jsonl'] as const;
/** Public task-dialogue sets whose `declines = 0` disagrees with the README for rule-read refusals. */
const TASK_DIALOGUE: ReadonlySet<string> = new Set(['sgd_train.jsonl', 'multiwoz21_val.jsonl']);
/** Modelled signals and their bit in response-check's SIGNALS order. hands_off is left to the rules. */
export const MODELLED: readonly { label: Label; bit: number }[] = [
  { label: 'asks', bit: 0 },
  { label: 'flags', bit: 1 },
  { label: 'declines', bit: 2 },
  { label: 'claims_done', bit: 3 },
];
export const SIZE = 1 << FEATURE_BITS;
const EPOCHS = Number(process.env.TRAIN_EPOCHS ?? 6);
const RATE = 0.2;
const L2 = Number(process.env.TRAIN_L2 ?? 3e-2);
const FOLDS = 5;
const SEED = 'forbear-reply-model-v1:';
/** Candidate thresholds, as probabilities. The model overrides the rules only when it is sure
 * (p ≥ 0.9 to add, p < 0.1 to drop): the rules carry the definitions to replies unlike the
 * training sets, and at even odds the model had learnt SGD's own conventions ("It's a pop song.
 * Enjoy!" as a completed booking, p 0.85). */
const ADD_P = [0.9, 0.95, 0.98, 0.99, 0.995];
const DROP_P = [0.005, 0.01, 0.02, 0.05, 0.1];
/** Weights under this many int8 steps are dropped: they move a logit by a few hundredths and
 * would make the committed file ten times larger. */
const PRUNE_Q = Number(process.env.TRAIN_PRUNE ?? 8);

/** What is taught: the public dev rows only, or the project's allowlisted sets too, each fixture
 * row's gradient weighted by `fixtureWeight` (a project set is a few hundred rows beside 17,000). */
export interface Method {
  name: string;
  fixtures: boolean;
  fixtureWeight: number;
}

export interface Example {
  set: string;
  /** Whether the row is from a project fixture set (its own fold out of fold) or public dev. */
  fixture: boolean;
  id: string;
  buckets: Int32Array;
  /** buckets[0, sentenceEnd) are the sentences' features, weighted by `c`; the rest (the rules'
   * bits and the reply's length) count once. */
  sentenceEnd: number;
  c: number;
  ruleMask: number;
  labels: (boolean | undefined)[];
}

export interface Weights {
  w: Float64Array[];
  bias: number[];
}

export type Shipped = Weights & { scale: number };

export interface Thresholds {
  add: (number | null)[];
  drop: (number | null)[];
}

/** TRAIN_CHAR_NGRAMS=1: also word-edge character n-grams (char-features.ts; measured, not shipped). */
const CHAR_NGRAMS = process.env.TRAIN_CHAR_NGRAMS === '1';

/** TRAIN_SENTENCE_RULES=1: the rules' per-sentence reading crossed with the sentence's words (measured, not shipped). */
const SENTENCE_RULES = process.env.TRAIN_SENTENCE_RULES === '1';

/** A sentence no rule read gets a second, salted copy of its word features: what an unread sentence
 * says, apart from what the same words say where a rule already fired (the model's room to add). */
function unreadCopies(base: number[], mask: number): number[] {
  if ((mask & 15) !== 0) return [];
  return base.map((b) => (Math.imul(b ^ 0x5bd1e995, 0x9e3779b1) >>> 0) % SIZE);
}

const logit = (p: number): number => Math.log(p / (1 - p));
const hash32 = (s: string): number => createHash('sha1').update(s).digest().readUInt32BE(0);

export function example(set: string, row: LabelledRow, i: number, fixture: boolean): Example {
  const { sentences, reads } = readRules(row.text);
  const out: number[] = sentences.flatMap((s, i) => {
    const base = sentenceModelFeatures(s);
    const extra = CHAR_NGRAMS ? base.concat(charFeatures(s)) : base;
    return SENTENCE_RULES ? extra.concat(unreadCopies(base, reads[i]?.mask ?? 0)) : extra;
  });
  const sentenceEnd = out.length;
  const ruleMask = reads.reduce((m, r) => m | r.mask, 0);
  ruleFeatures(ruleMask, out);
  return {
    set,
    fixture,
    id: row.id ?? `${set}:${i}`,
    buckets: Int32Array.from(out),
    sentenceEnd,
    c: sentenceWeight(sentences.length),
    ruleMask,
    labels: MODELLED.map((m) => labelOf(row, m.label)),
  };
}

/** The dev split of the public training sets, as examples. */
export function loadDev(): Example[] {
  return TRAIN_FILES.flatMap((f) => splitRows(loadRows(join(repliesDir(), f)), 'dev').map((r, i) => example(f, r, i, false)));
}

/** The named fixture sets of `dir`, as examples (in the order given). */
export function loadFixtures(dir: string, names: readonly string[]): Example[] {
  return names.flatMap((f) => loadRows(join(dir, f)).map((r, i) => example(f, r, i, true)));
}

/**
 * Whether a row teaches signal `s`. Where a public label means something other than the README's
 * definition, the row is not taught for that signal (the definitions are kept, not bent):
 *  - asks: SGD failure notices (`flags = 1`) carry `asks = 0` even when they ask "Would you like to
 *    try another time?" (act REQ_MORE), which the README calls asking;
 *  - declines: task-dialogue rows the rules read as declining ("Sorry, I am unable to book your
 *    car" is a decline here, `declines = 0` there).
 * The project's sets are labelled by the README's meanings and teach every label they carry.
 */
export function teaches(e: Example, s: number): boolean {
  if (e.labels[s] === undefined) return false;
  const label = MODELLED[s]!.label;
  if (label === 'asks' && e.set === 'sgd_train.jsonl' && e.labels[1] === true) return false;
  if (label === 'declines' && TASK_DIALOGUE.has(e.set) && (e.ruleMask & 4) !== 0) return false;
  return true;
}

export function train(examples: Example[], method: Method): Weights {
  const k = MODELLED.length;
  const w = MODELLED.map(() => new Float64Array(SIZE));
  const g2 = MODELLED.map(() => new Float64Array(SIZE).fill(1e-8));
  const bias = new Array<number>(k).fill(0);
  const biasG2 = new Array<number>(k).fill(1e-8);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = examples.map((e, i) => [hash32(`${SEED}${epoch}:${e.id}`), i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [, i] of order) {
      const e = examples[i]!;
      const weight = e.fixture ? method.fixtureWeight : 1;
      for (let s = 0; s < k; s++) {
        if (!teaches(e, s)) continue;
        const ws = w[s]!;
        const gs = g2[s]!;
        const z = logitOf(bias[s]!, ws, e);
        const p = 1 / (1 + Math.exp(-z));
        const g = (p - (e.labels[s] ? 1 : 0)) * weight;
        biasG2[s]! += g * g;
        bias[s]! -= (RATE * g) / Math.sqrt(biasG2[s]!);
        for (let j = 0; j < e.buckets.length; j++) {
          const b = e.buckets[j]!;
          const grad = g * (j < e.sentenceEnd ? e.c : 1) + L2 * ws[b]!;
          gs[b]! += grad * grad;
          ws[b]! -= (RATE * grad) / Math.sqrt(gs[b]!);
        }
      }
    }
  }
  return { w, bias };
}

/** The reply's logit: as reply-model.ts computes it (sentence evidence weighted by `c`). */
function logitOf(bias: number, ws: Float64Array, e: Example): number {
  let sum = 0;
  for (let j = 0; j < e.sentenceEnd; j++) sum += ws[e.buckets[j]!]!;
  let z = bias + sum * e.c;
  for (let j = e.sentenceEnd; j < e.buckets.length; j++) z += ws[e.buckets[j]!]!;
  return z;
}

export function score(m: Weights, e: Example, s: number): number {
  return logitOf(m.bias[s]!, m.w[s]!, e);
}

export function decide(ruled: boolean, z: number, add: number | null, drop: number | null): boolean {
  if (ruled) return drop === null || z >= drop;
  return add !== null && z >= add;
}

export const ruledBy = (e: Example, s: number): boolean => (e.ruleMask & (1 << MODELLED[s]!.bit)) !== 0;

export function f1(tp: number, fp: number, fn: number): number {
  return tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn);
}

/** tp/fp/fn of signal s over examples read with logits z (rules alone when add and drop are null). */
export function counts(examples: readonly Example[], z: ArrayLike<number>, s: number, add: number | null, drop: number | null): [number, number, number] {
  const c: [number, number, number] = [0, 0, 0];
  examples.forEach((e, i) => {
    const label = e.labels[s];
    if (label === undefined) return;
    const got = decide(ruledBy(e, s), z[i]!, add, drop);
    if (got && label) c[0]++;
    else if (got) c[1]++;
    else if (label) c[2]++;
  });
  return c;
}

/** Mean over the sets that label signal s with positives of the F1 with these thresholds. */
function meanF1(examples: Example[], z: Float64Array, s: number, add: number | null, drop: number | null): number {
  const bySet = new Map<string, number[]>();
  examples.forEach((e, i) => {
    if (e.labels[s] === undefined) return;
    const list = bySet.get(e.set) ?? [];
    list.push(i);
    bySet.set(e.set, list);
  });
  const scored = [...bySet.values()].map((idx) => ({ ex: idx.map((i) => examples[i]!), z: idx.map((i) => z[i]!) })).filter((g) => g.ex.some((e) => e.labels[s]));
  return scored.reduce((a, g) => a + f1(...counts(g.ex, g.z, s, add, drop)), 0) / Math.max(1, scored.length);
}

/** The model fitted by `predict`: what was taught, its out-of-fold logits, the shipped weights. */
export interface Predicted {
  method: Method;
  taught: Example[];
  /** Per signal, the out-of-fold logit of each taught example. */
  oof: Float64Array[];
  full: Shipped;
}

/** Trains on the taught rows (dev, and `fixtures` if the method teaches them) out of fold and in full. */
export function predict(method: Method, dev: Example[], fixtures: Example[]): Predicted {
  const taught = method.fixtures ? dev.concat(fixtures) : dev;
  const foldOf = (e: Example): string => (e.fixture ? `set:${e.set}` : `dev:${devFold(e)}`);
  const folds = [...new Set(taught.map(foldOf))].sort();
  const oof = MODELLED.map(() => new Float64Array(taught.length));
  for (const fold of folds) {
    const m = train(taught.filter((e) => foldOf(e) !== fold), method);
    taught.forEach((e, i) => {
      if (foldOf(e) === fold) MODELLED.forEach((_, s) => (oof[s]![i] = score(m, e, s)));
    });
  }
  return { method, taught, oof, full: quantised(train(taught, method)) };
}

/** The hashed fold (0 … FOLDS - 1) a public dev row is read out of fold in. */
export function devFold(e: Example): number {
  return hash32(`${SEED}fold:${e.id}`) % FOLDS;
}

export const DEV_FOLDS = FOLDS;

/** Fixture readings this setting gets wrong that the rules alone got right. */
function fixtureLosses(fixtures: Example[], z: Float64Array, s: number, add: number | null, drop: number | null): number {
  let lost = 0;
  fixtures.forEach((e, i) => {
    const label = e.labels[s];
    if (label === undefined) return;
    const ruled = ruledBy(e, s);
    if (ruled === label && decide(ruled, z[i]!, add, drop) !== label) lost++;
  });
  return lost;
}

/** Per signal, the thresholds that raise the mean out-of-fold F1 over the taught sets most while
 * the shipped weights read no example of `checked` worse than the rules alone. */
export function choose(p: Predicted, checked: Example[], log: (line: string) => void = () => {}): Thresholds {
  const add: (number | null)[] = [];
  const drop: (number | null)[] = [];
  // The fixtures are read with the weights as shipped (int8, pruned): a reading near a threshold
  // can move with the rounding.
  const checkedZ = MODELLED.map((_, s) => Float64Array.from(checked, (e) => score(p.full, e, s)));
  MODELLED.forEach(({ label }, s) => {
    const base = meanF1(p.taught, p.oof[s]!, s, null, null);
    let best = { add: null as number | null, drop: null as number | null, f: base };
    const adds = [null, ...ADD_P.map(logit)];
    // The model may never drop a decline: the public negatives for it disagree with the definition.
    const drops = label === 'declines' ? [null] : [null, ...DROP_P.map(logit)];
    for (const a of adds) {
      for (const d of drops) {
        if (fixtureLosses(checked, checkedZ[s]!, s, a, d) > 0) continue;
        const f = meanF1(p.taught, p.oof[s]!, s, a, d);
        if (f > best.f) best = { add: a, drop: d, f };
      }
    }
    add.push(best.add);
    drop.push(best.drop);
    const pr = (z: number | null, op: string): string => (z === null ? 'never' : `p ${op} ${(1 / (1 + Math.exp(-z))).toFixed(2)}`);
    log(`  ${label.padEnd(12)} out-of-fold mean F1 over sets ${base.toFixed(4)} → ${best.f.toFixed(4)}   add ${pr(best.add, '≥')}, drop ${pr(best.drop, '<')}`);
    for (const line of perSet(p, s, best.add, best.drop)) log(`      ${line}`);
  });
  return { add, drop };
}

/** Per taught set, the rules' and the chosen setting's out-of-fold tp/fp/fn for signal s: what the
 * model changed where (the mean F1 hides, e.g., false declines added on one set). */
function perSet(p: Predicted, s: number, add: number | null, drop: number | null): string[] {
  const sets = [...new Set(p.taught.map((e) => e.set))];
  const f = (c: [number, number, number]): string => (c[0] + c[2] === 0 ? `${c[1]} FP` : `F1 ${f1(...c).toFixed(4)} (${c.join('/')})`);
  return sets.flatMap((set) => {
    const idx = p.taught.flatMap((e, i) => (e.set === set && e.labels[s] !== undefined ? [i] : []));
    if (idx.length === 0) return [];
    const ex = idx.map((i) => p.taught[i]!);
    const z = idx.map((i) => p.oof[s]![i]!);
    return [`${set.padEnd(24)} rules ${f(counts(ex, z, s, null, null))} → model ${f(counts(ex, z, s, add, drop))}`];
  });
}

/** The weights as shipped: int8 steps of one scale over every modelled signal, small ones pruned. */
function quantised(m: Weights): Shipped {
  let maxAbs = 0;
  for (const ws of m.w) for (const v of ws) maxAbs = Math.max(maxAbs, Math.abs(v));
  const scale = maxAbs === 0 ? 1 : round(maxAbs / 127);
  const w = m.w.map((ws) => Float64Array.from(ws, (v) => {
    const q = Math.round(v / scale);
    return Math.abs(q) < PRUNE_Q ? 0 : q * scale;
  }));
  return { w, bias: m.bias.map(round), scale };
}

export const round = (x: number): number => Math.round(x * 1e6) / 1e6;
