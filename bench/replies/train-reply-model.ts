/**
 * `npm run train:replies [-- --out FILE]`: trains the reply model (src/score/reply-model.ts) and
 * writes its weights to src/score/reply-model-weights.ts (or FILE). Deterministic: same data, same
 * file (test/score/response-check-model.test.ts retrains and compares).
 *
 * Data: the `dev` split (shared-sets.ts) of SGD, MultiWOZ and Do-Not-Answer only. The held-out
 * split is never read; CLAMBER has no licence and is not trained on; the project's fixtures are
 * only checked (a setting that reads any fixture worse than the rules alone is refused).
 *
 * Where a public label means something other than the README's definition, the row is not taught
 * for that signal (the definitions are kept, not bent to the label):
 *  - asks: SGD failure notices (`flags = 1`) carry `asks = 0` even when they ask "Would you like to
 *    try another time?" (act REQ_MORE), which the README calls asking;
 *  - declines: task-dialogue rows the rules read as declining ("Sorry, I am unable to book your
 *    car" is a decline here, `declines = 0` there); and the model may never drop a decline.
 *
 * Method: logistic regression per signal (Adagrad, L2, fixed seeded order) over the reply's
 * hashed sentence features plus the rules' own bits. Thresholds: 5 folds of dev, each predicted
 * by a model trained on the other four; per signal the add/drop thresholds that raise the mean F1
 * over the dev sets most are kept, if they raise it at all and change no fixture reading for the
 * worse. Then one model on all of dev, quantised to int8.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRules, sentenceModelFeatures } from '../../src/score/response-check.js';
import { FEATURE_BITS } from '../../src/score/reply-features.js';
import { ruleFeatures } from '../../src/score/reply-model.js';
import type { ReplyModelData } from '../../src/score/reply-model.js';
import { labelOf, loadRows, repliesDir, sharedAvailable, splitRows } from './shared-sets.js';
import type { Label, LabelledRow } from './shared-sets.js';

const TRAIN_FILES = ['sgd_train.jsonl', 'multiwoz21_val.jsonl', 'do_not_answer.jsonl'] as const;
/** Modelled signals and their bit in response-check's SIGNALS order. hands_off has no public positives. */
const MODELLED: readonly { label: Label; bit: number }[] = [
  { label: 'asks', bit: 0 },
  { label: 'flags', bit: 1 },
  { label: 'declines', bit: 2 },
  { label: 'claims_done', bit: 3 },
];
const SIZE = 1 << FEATURE_BITS;
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
/** A threshold must raise the mean dev F1 by this much to be worth shipping. */
const MIN_GAIN = 0.002;

interface Example {
  set: string;
  id: string;
  buckets: Int32Array;
  ruleMask: number;
  labels: (boolean | undefined)[];
}

const logit = (p: number): number => Math.log(p / (1 - p));
const hash32 = (s: string): number => createHash('sha1').update(s).digest().readUInt32BE(0);

function example(set: string, row: LabelledRow, i: number): Example {
  const { sentences, reads } = readRules(row.text);
  const out: number[] = sentences.flatMap((s) => sentenceModelFeatures(s));
  const ruleMask = reads.reduce((m, r) => m | r.mask, 0);
  ruleFeatures(ruleMask, out);
  return { set, id: row.id ?? `${set}:${i}`, buckets: Int32Array.from(out), ruleMask, labels: MODELLED.map((m) => labelOf(row, m.label)) };
}

/** Whether a row teaches signal `s` (see the header: definitions kept over labels). */
function teaches(e: Example, s: number): boolean {
  if (e.labels[s] === undefined) return false;
  const label = MODELLED[s]!.label;
  if (label === 'asks' && e.set === 'sgd_train.jsonl' && e.labels[1] === true) return false;
  if (label === 'declines' && e.set !== 'do_not_answer.jsonl' && (e.ruleMask & 4) !== 0) return false;
  return true;
}

interface Weights {
  w: Float64Array[];
  bias: number[];
}

function train(examples: Example[]): Weights {
  const k = MODELLED.length;
  const w = MODELLED.map(() => new Float64Array(SIZE));
  const g2 = MODELLED.map(() => new Float64Array(SIZE).fill(1e-8));
  const bias = new Array<number>(k).fill(0);
  const biasG2 = new Array<number>(k).fill(1e-8);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = examples.map((e, i) => [hash32(`${SEED}${epoch}:${e.id}`), i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [, i] of order) {
      const e = examples[i]!;
      for (let s = 0; s < k; s++) {
        if (!teaches(e, s)) continue;
        const ws = w[s]!;
        const gs = g2[s]!;
        let z = bias[s]!;
        for (const b of e.buckets) z += ws[b]!;
        const p = 1 / (1 + Math.exp(-z));
        const g = p - (e.labels[s] ? 1 : 0);
        biasG2[s]! += g * g;
        bias[s]! -= (RATE * g) / Math.sqrt(biasG2[s]!);
        for (const b of e.buckets) {
          const grad = g + L2 * ws[b]!;
          gs[b]! += grad * grad;
          ws[b]! -= (RATE * grad) / Math.sqrt(gs[b]!);
        }
      }
    }
  }
  return { w, bias };
}

function score(m: Weights, e: Example, s: number): number {
  let z = m.bias[s]!;
  const ws = m.w[s]!;
  for (const b of e.buckets) z += ws[b]!;
  return z;
}

function decide(ruled: boolean, z: number, add: number | null, drop: number | null): boolean {
  if (ruled) return drop === null || z >= drop;
  return add !== null && z >= add;
}

function f1(pairs: { label: boolean; got: boolean }[]): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const p of pairs) {
    if (p.got && p.label) tp++;
    else if (p.got) fp++;
    else if (p.label) fn++;
  }
  return tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn);
}

/** Mean over the dev sets that label signal s (positives present) of the F1 with these thresholds. */
function meanF1(examples: Example[], z: Float64Array, s: number, add: number | null, drop: number | null): number {
  const bit = MODELLED[s]!.bit;
  const bySet = new Map<string, { label: boolean; got: boolean }[]>();
  examples.forEach((e, i) => {
    const label = e.labels[s];
    if (label === undefined) return;
    const list = bySet.get(e.set) ?? [];
    list.push({ label, got: decide((e.ruleMask & (1 << bit)) !== 0, z[i]!, add, drop) });
    bySet.set(e.set, list);
  });
  const scored = [...bySet.values()].filter((l) => l.some((p) => p.label));
  return scored.reduce((a, l) => a + f1(l), 0) / Math.max(1, scored.length);
}

/** Fixture readings this setting gets wrong that the rules alone got right. */
function fixtureLosses(fixtures: Example[], z: Float64Array, s: number, add: number | null, drop: number | null): number {
  const bit = MODELLED[s]!.bit;
  let lost = 0;
  fixtures.forEach((e, i) => {
    const label = e.labels[s];
    if (label === undefined) return;
    const ruled = (e.ruleMask & (1 << bit)) !== 0;
    if (ruled === label && decide(ruled, z[i]!, add, drop) !== label) lost++;
  });
  return lost;
}

/** Trains on the dev split and writes the weights module to `out`; progress lines go to `log`. */
export function trainReplyModel(out: string, log: (line: string) => void = () => {}): void {
  const dev = TRAIN_FILES.flatMap((f) => splitRows(loadRows(join(repliesDir(), f)), 'dev').map((r, i) => example(f, r, i)));
  const fixtureDir = join(repoRoot(), 'test', 'fixtures');
  const fixtures = readdirSync(fixtureDir).filter((n) => /^replies.*\.jsonl$/u.test(n)).sort()
    .flatMap((f) => loadRows(join(fixtureDir, f)).map((r, i) => example(f, r, i)));
  log(`train:replies: ${dev.length} dev replies (${TRAIN_FILES.join(', ')}), ${fixtures.length} fixture replies checked`);

  // Out-of-fold logits on dev.
  const oof = MODELLED.map(() => new Float64Array(dev.length));
  for (let fold = 0; fold < FOLDS; fold++) {
    const inFold = (e: Example): boolean => hash32(`${SEED}fold:${e.id}`) % FOLDS === fold;
    const m = train(dev.filter((e) => !inFold(e)));
    dev.forEach((e, i) => {
      if (inFold(e)) MODELLED.forEach((_, s) => (oof[s]![i] = score(m, e, s)));
    });
  }
  const full = train(dev);
  const fixtureZ = MODELLED.map((_, s) => Float64Array.from(fixtures, (e) => score(full, e, s)));

  const add: (number | null)[] = [];
  const drop: (number | null)[] = [];
  MODELLED.forEach(({ label }, s) => {
    const base = meanF1(dev, oof[s]!, s, null, null);
    let best = { add: null as number | null, drop: null as number | null, f: base };
    const adds = [null, ...ADD_P.map(logit)];
    // The model may never drop a decline: the public negatives for it disagree with the definition.
    const drops = label === 'declines' ? [null] : [null, ...DROP_P.map(logit)];
    for (const a of adds) {
      for (const d of drops) {
        const lost = fixtureLosses(fixtures, fixtureZ[s]!, s, a, d);
        const f = meanF1(dev, oof[s]!, s, a, d);
        if (process.env.TRAIN_VERBOSE === '1') log(`    ${label} add ${a?.toFixed(2)} drop ${d?.toFixed(2)}: ${f.toFixed(4)} fixture losses ${lost}`);
        if (lost > 0) continue;
        if (f > best.f) best = { add: a, drop: d, f };
      }
    }
    if (best.f - base < MIN_GAIN) best = { add: null, drop: null, f: base };
    add.push(best.add);
    drop.push(best.drop);
    const p = (z: number | null): string => (z === null ? 'never' : `p ≥ ${(1 / (1 + Math.exp(-z))).toFixed(2)}`);
    const q = (z: number | null): string => (z === null ? 'never' : `p < ${(1 / (1 + Math.exp(-z))).toFixed(2)}`);
    log(`  ${label.padEnd(12)} out-of-fold mean dev F1 ${base.toFixed(4)} → ${best.f.toFixed(4)}   add ${p(best.add)}, drop ${q(best.drop)}`);
  });
  writeWeights(full, add, drop, out, log);
}

function writeWeights(m: Weights, add: (number | null)[], drop: (number | null)[], out: string, log: (line: string) => void): void {
  const keep = MODELLED.map((_, s) => add[s] !== null || drop[s] !== null);
  const signals = MODELLED.filter((_, s) => keep[s]);
  const idx = MODELLED.map((_, s) => s).filter((s) => keep[s]);
  let maxAbs = 0;
  for (const s of idx) for (const v of m.w[s]!) maxAbs = Math.max(maxAbs, Math.abs(v));
  const scale = maxAbs === 0 ? 1 : maxAbs / 127;
  const buckets: number[] = [];
  const weights: number[] = [];
  for (let b = 0; b < SIZE; b++) {
    const row = idx.map((s) => Math.round(m.w[s]![b]! / scale)).map((q) => (Math.abs(q) < PRUNE_Q ? 0 : q));
    if (row.every((v) => v === 0)) continue;
    buckets.push(b);
    weights.push(...row);
  }
  const data: ReplyModelData = {
    signals: signals.map((x) => x.bit),
    bias: idx.map((s) => round(m.bias[s]!)),
    add: idx.map((s) => (add[s] === null ? null : round(add[s]!))),
    drop: idx.map((s) => (drop[s] === null ? null : round(drop[s]!))),
    scale: round(scale),
    present: Buffer.from(bitset(buckets).buffer).toString('base64'),
    weights: Buffer.from(Int8Array.from(weights).buffer).toString('base64'),
  };
  const body = JSON.stringify(data).replace(/"(\w+)":/gu, '$1: ').replace(/"/gu, "'");
  writeFileSync(out, [
    '// Generated by `npm run train:replies` (bench/replies/train-reply-model.ts). Do not edit.',
    `// ${signals.map((x) => x.label).join(', ') || 'no signal'} modelled; ${buckets.length} weighted buckets of ${SIZE}.`,
    "import type { ReplyModelData } from './reply-model.js';",
    '',
    `export const REPLY_MODEL: ReplyModelData = ${body};`,
    '',
  ].join('\n'));
  log(`  wrote ${out}: ${buckets.length} buckets × ${signals.length} signals, int8 scale ${scale.toFixed(5)}`);
}

/** The set of ids as a bitset of 32-bit words (reply-model.ts ranks into it). */
function bitset(ids: number[]): Uint32Array {
  const out = new Uint32Array(SIZE / 32);
  for (const id of ids) out[id >>> 5]! |= 1 << (id & 31);
  return out;
}

const round = (x: number): number => Math.round(x * 1e6) / 1e6;

/** The checkout this file is in (compiled under dist/ or run from source by the tests). */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function main(): void {
  if (!sharedAvailable()) {
    process.stderr.write(`train:replies: shared replies not found at ${repliesDir()} (set FORBEAR_SHARED)\n`);
    process.exitCode = 2;
    return;
  }
  const outArg = process.argv.indexOf('--out');
  const out = outArg > 0 && process.argv[outArg + 1] !== undefined ? process.argv[outArg + 1]! : join(repoRoot(), 'src', 'score', 'reply-model-weights.ts');
  trainReplyModel(out, (line) => process.stdout.write(`${line}\n`));
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
