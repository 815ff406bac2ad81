/**
 * `npm run eval:replies-lso-sets [-- --json] [-- --weights 0.5,1] [-- --add-only]`: issue 16's
 * forty-second round (model42). Is a reply model taught the project's development sets better than
 * the rules on a set it was not taught? Every project development set (TRAINING_FIXTURES and
 * DEVELOPMENT_SETS: all but the blind ones) is left out in turn.
 *
 * Cheaper than eval:replies-lso (one fit per left-out set instead of one out-of-fold fitting each):
 *  - per fixture weight W, one model per left-out set F, trained on the public dev split and every
 *    other development set (rows weighted W); F's logits are read from it, so every project row has
 *    a logit from a model that never saw its set ("out of set");
 *  - five more fits, trained on all sets and four fifths of public dev, give public dev's logits
 *    out of fold;
 *  - the thresholds F is read with are those (add p ≥ 0.9 … 0.995, drop p < 0.005 … 0.1, as the
 *    shipped method; never drop a decline) that raise the mean F1 over every other set (public dev
 *    splits and project sets but F) most. F's own rows never choose them. (The other sets' logits came
 *    from models that saw F: a small leak into the choice of two numbers, never into F's logits.)
 *
 * Columns: the rules alone (in-sample: developed on every one of these sets), the shipped model
 * (public dev only, its thresholds as committed: out of sample on the sets it was never checked on,
 * 6 and 8–26) and one column per fixture weight. hands_off is left to the rules, as in the shipped model.
 */
import { fileURLToPath } from 'node:url';
import { choose, counts, DEV_FOLDS, devFold, f1, loadDev, loadFixtures, MODELLED, predict, score, train } from './reply-model-fit.js';
import type { Example, Weights } from './reply-model-fit.js';
import { FIXTURE_DIR, START_METHOD, TRAINING_FIXTURES } from './train-reply-model.js';
import { repliesDir, sharedAvailable } from './shared-sets.js';

type Count = [number, number, number];

/**
 * The project's development sets the model was never taught nor checked on (every set but the
 * blind ones in bench/eval-classifier.ts's NOT_YET_TUNED_ON): the sixth, the eighth to the
 * twenty-eighth (chat43, flags44) and the thirtieth (voice44). The twenty-ninth stays blind.
 */
export const DEVELOPMENT_SETS: readonly string[] = [
  'replies-heldout-6.jsonl',
  ...Array.from({ length: 21 }, (_, i) => `replies-heldout-${i + 8}.jsonl`),
  'replies-heldout-30.jsonl',
];

const ADD_P = [0.9, 0.95, 0.98, 0.99, 0.995];
const DROP_P = [0.005, 0.01, 0.02, 0.05, 0.1];
const logit = (p: number): number => Math.log(p / (1 - p));

export interface Variant {
  name: string;
  weight: number;
  /** The model may only add a signal the rules missed, never drop one. */
  addOnly: boolean;
}

/** Per example, per modelled signal: a logit from a model that did not see the example's fold. */
type Logits = Float64Array[];

/** Out-of-set logits for every project row and out-of-fold logits for public dev, for fixture weight w. */
function outOfSet(w: number, dev: Example[], fixtures: Example[], sets: readonly string[], progress: (l: string) => void): { dev: Logits; fix: Logits } {
  const method = { name: `W=${w}`, fixtures: true, fixtureWeight: w };
  const fix = MODELLED.map(() => new Float64Array(fixtures.length));
  const readInto = (m: Weights, rows: Example[], idx: number[], into: Logits): void => {
    idx.forEach((i) => MODELLED.forEach((_, s) => (into[s]![i] = score(m, rows[i]!, s))));
  };
  for (const set of sets) {
    const m = train(dev.concat(fixtures.filter((e) => e.set !== set)), method);
    readInto(m, fixtures, fixtures.flatMap((e, i) => (e.set === set ? [i] : [])), fix);
    progress(`  W=${w}: ${set} read by a model not taught it`);
  }
  // Public dev out of fold: its five hashed folds, as the shipped fitting.
  const devZ = MODELLED.map(() => new Float64Array(dev.length));
  for (let k = 0; k < DEV_FOLDS; k++) {
    const m = train(dev.filter((e) => devFold(e) !== k).concat(fixtures), method);
    readInto(m, dev, dev.flatMap((e, i) => (devFold(e) === k ? [i] : [])), devZ);
    progress(`  W=${w}: public dev fold ${k} read out of fold`);
  }
  return { dev: devZ, fix };
}

function meanF1(groups: { ex: Example[]; z: number[] }[], s: number, add: number | null, drop: number | null): number {
  const scored = groups.filter((g) => g.ex.some((e) => e.labels[s]));
  return scored.reduce((a, g) => a + f1(...counts(g.ex, g.z, s, add, drop)), 0) / Math.max(1, scored.length);
}

function groupsOf(rows: Example[], z: Float64Array, s: number, keep: (set: string) => boolean): { ex: Example[]; z: number[] }[] {
  const by = new Map<string, { ex: Example[]; z: number[] }>();
  rows.forEach((e, i) => {
    if (e.labels[s] === undefined || !keep(e.set)) return;
    const g = by.get(e.set) ?? { ex: [], z: [] };
    g.ex.push(e);
    g.z.push(z[i]!);
    by.set(e.set, g);
  });
  return [...by.values()];
}

/** The thresholds for left-out set `left`, chosen on every other set's out-of-fold logits. */
function thresholdsWithout(left: string, v: Variant, dev: Example[], fixtures: Example[], z: { dev: Logits; fix: Logits }, s: number): { add: number | null; drop: number | null } {
  const groups = groupsOf(dev, z.dev[s]!, s, () => true).concat(groupsOf(fixtures, z.fix[s]!, s, (set) => set !== left));
  let best = { add: null as number | null, drop: null as number | null, f: meanF1(groups, s, null, null) };
  const drops = v.addOnly || MODELLED[s]!.label === 'declines' ? [null] : [null, ...DROP_P.map(logit)];
  for (const a of [null, ...ADD_P.map(logit)]) {
    for (const d of drops) {
      const f = meanF1(groups, s, a, d);
      if (f > best.f) best = { add: a, drop: d, f };
    }
  }
  return best;
}

export interface SetRow {
  set: string;
  /** Per modelled signal: rules, shipped model, then one count per variant; undefined when unlabelled. */
  signals: (Count[] | undefined)[];
}

export function leaveSetOut(variants: Variant[], progress: (l: string) => void = () => {}): SetRow[] {
  const sets = [...TRAINING_FIXTURES, ...DEVELOPMENT_SETS];
  const dev = loadDev();
  const fixtures = loadFixtures(FIXTURE_DIR, sets);
  progress(`  ${dev.length} public dev rows, ${fixtures.length} project rows in ${sets.length} sets`);
  // The shipped model: public dev only, thresholds checked on TRAINING_FIXTURES (what train:replies writes).
  const start = predict(START_METHOD, dev, []);
  const shippedT = choose(start, loadFixtures(FIXTURE_DIR, TRAINING_FIXTURES));
  const shippedZ = MODELLED.map((_, s) => Float64Array.from(fixtures, (e) => score(start.full, e, s)));
  progress('  shipped model refitted');
  const byWeight = new Map<number, { dev: Logits; fix: Logits }>();
  for (const v of variants) if (!byWeight.has(v.weight)) byWeight.set(v.weight, outOfSet(v.weight, dev, fixtures, sets, progress));
  return sets.map((set) => {
    const idx = fixtures.flatMap((e, i) => (e.set === set ? [i] : []));
    const rows = idx.map((i) => fixtures[i]!);
    return {
      set,
      signals: MODELLED.map((_, s) => {
        if (!rows.some((e) => e.labels[s] !== undefined)) return undefined;
        const zOf = (z: Float64Array): number[] => idx.map((i) => z[i]!);
        const cols: Count[] = [counts(rows, new Float64Array(rows.length), s, null, null), counts(rows, zOf(shippedZ[s]!), s, shippedT.add[s]!, shippedT.drop[s]!)];
        for (const v of variants) {
          const z = byWeight.get(v.weight)!;
          const t = thresholdsWithout(set, v, dev, fixtures, z, s);
          cols.push(counts(rows, zOf(z.fix[s]!), s, t.add, t.drop));
        }
        return cols;
      }),
    };
  });
}

const cell = (c: Count): string => (c[0] + c[2] === 0 ? `${c[1]} FP`.padEnd(19) : `${f1(...c).toFixed(3)} (${c.join('/')})`.padEnd(19));

export function report(rows: SetRow[], variants: Variant[]): string[] {
  const heads = ['rules', 'shipped', ...variants.map((v) => v.name)];
  const lines = [`leave-set-out over ${rows.length} development sets (F1 (tp/fp/fn) of the left-out set; rules in-sample)`];
  lines.push(`${'set'.padEnd(26)}${'signal'.padEnd(13)}${heads.map((h) => h.padEnd(19)).join('')}`);
  for (const r of rows) {
    r.signals.forEach((c, s) => {
      if (c === undefined) return;
      // Only rows where some column differs from the rules: the rest read the same everywhere.
      if (c.every((x) => x.join() === c[0]!.join())) return;
      lines.push(`${r.set.padEnd(26)}${MODELLED[s]!.label.padEnd(13)}${c.map(cell).join('')}`);
    });
  }
  lines.push('summed over the sets (tp/fp/fn, micro F1) and mean F1 over the sets with positives; sets better / worse than the rules:');
  MODELLED.forEach(({ label }, s) => {
    const per = rows.map((r) => r.signals[s]).filter((c): c is Count[] => c !== undefined);
    const parts = heads.map((h, k) => {
      const sum: Count = [0, 1, 2].map((i) => per.reduce((a, c) => a + c[k]![i]!, 0)) as Count;
      const pos = per.filter((c) => c[0]![0] + c[0]![2] > 0);
      const mean = pos.reduce((a, c) => a + f1(...c[k]!), 0) / Math.max(1, pos.length);
      const better = per.filter((c) => f1(...c[k]!) > f1(...c[0]!) + 1e-9 || (c[0]![0] + c[0]![2] === 0 && c[k]![1] < c[0]![1])).length;
      const worse = per.filter((c) => f1(...c[k]!) < f1(...c[0]!) - 1e-9 || (c[0]![0] + c[0]![2] === 0 && c[k]![1] > c[0]![1])).length;
      return `${h} ${sum.join('/')} micro ${f1(...sum).toFixed(4)} mean ${mean.toFixed(4)}${k === 0 ? '' : ` +${better}/-${worse}`}`;
    });
    lines.push(`  ${label.padEnd(12)} ${parts.join(' | ')}`);
  });
  return lines;
}

function main(): void {
  if (!sharedAvailable()) {
    process.stderr.write(`eval:replies-lso-sets: shared replies not found at ${repliesDir()} (set FORBEAR_SHARED)\n`);
    process.exitCode = 2;
    return;
  }
  const at = process.argv.indexOf('--weights');
  const weights = (at > 0 ? process.argv[at + 1] ?? '' : '0.5').split(',').map(Number).filter((w) => w > 0);
  const addOnly = process.argv.includes('--add-only');
  const variants: Variant[] = weights.flatMap((w) => [
    { name: `W=${w}`, weight: w, addOnly: false },
    ...(addOnly ? [{ name: `W=${w} add-only`, weight: w, addOnly: true }] : []),
  ]);
  const rows = leaveSetOut(variants, (line) => process.stderr.write(`${line}\n`));
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(rows)}\n`);
  else process.stdout.write(`${report(rows, variants).join('\n')}\n`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
