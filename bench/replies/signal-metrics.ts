/**
 * Precision, recall and F1 of one signal over labelled rows, with a 95 % percentile bootstrap
 * interval. The bootstrap draws from a seeded generator so two runs print the same interval.
 */
import { seededRandom as rng } from '../gen/prng.js';

export interface Pair {
  label: boolean;
  got: boolean;
}

export interface SignalScore {
  n: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  f1: number;
  /** 95 % intervals (2.5th and 97.5th percentile of 1000 bootstrap resamples). */
  ci: { precision: [number, number]; recall: [number, number]; f1: [number, number] };
}

const RESAMPLES = 1000;

function prf(tp: number, fp: number, fn: number): [number, number, number] {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return [precision, recall, f1];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(p * sorted.length)))] ?? 0;
}

export function scorePairs(pairs: Pair[], seed = 16): SignalScore {
  // Each row is one of four kinds; resampling only needs the kind.
  const kind = new Uint8Array(pairs.length);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  pairs.forEach((p, i) => {
    if (p.got && p.label) { tp++; kind[i] = 0; }
    else if (p.got) { fp++; kind[i] = 1; }
    else if (p.label) { fn++; kind[i] = 2; }
    else { tn++; kind[i] = 3; }
  });
  const [precision, recall, f1] = prf(tp, fp, fn);
  const draws: [number[], number[], number[]] = [[], [], []];
  const next = rng(seed);
  for (let r = 0; r < RESAMPLES && pairs.length > 0; r++) {
    const c = [0, 0, 0, 0];
    for (let i = 0; i < pairs.length; i++) c[kind[Math.floor(next() * pairs.length)]!]!++;
    const v = prf(c[0]!, c[1]!, c[2]!);
    v.forEach((x, j) => draws[j]!.push(x));
  }
  const [p, rc, f] = draws.map((d) => d.sort((a, b) => a - b));
  const ci = (d: number[], point: number): [number, number] => (d.length === 0 ? [point, point] : [percentile(d, 0.025), percentile(d, 0.975)]);
  return { n: pairs.length, tp, fp, fn, tn, precision, recall, f1, ci: { precision: ci(p!, precision), recall: ci(rc!, recall), f1: ci(f!, f1) } };
}
