/**
 * `npm run eval:replies-lso [-- --json]`: the reply model measured leave-one-set-out, the project's
 * proxy for a first run on replies nobody tuned the model on.
 *
 * For each project set F in TRAINING_FIXTURES (train-reply-model.ts; replies-heldout-6 and any
 * set added later are not in it), the whole fitting (reply-model-fit.ts) is run without F: trained
 * on the public dev split plus every other listed set, its thresholds chosen and checked without
 * F, then F is read with rules + that model. Per set and signal it prints the F1 (tp/fp/fn) of the
 * rules alone, of the start method (public dev only, START_METHOD) and of the shipped method
 * (METHOD), then the mean over the sets that have positives for the signal.
 *
 * The rules are in-sample here: they were developed on every one of these sets, so their column is
 * near 1 and the model can mostly only lose; the sets where the rules still miss (the seventh) are
 * where it can win. hands_off is left to the rules (no model), so it is not listed.
 */
import { fileURLToPath } from 'node:url';
import { choose, counts, f1, loadDev, loadFixtures, MODELLED, predict, score } from './reply-model-fit.js';
import type { Example, Method, Predicted, Thresholds } from './reply-model-fit.js';
import { FIXTURE_DIR, METHOD, START_METHOD, TRAINING_FIXTURES } from './train-reply-model.js';
import { repliesDir, sharedAvailable } from './shared-sets.js';

type Count = [number, number, number];

export interface SetResult {
  set: string;
  /** Per modelled signal (MODELLED order): rules alone, start method, shipped method; undefined when unlabelled. */
  signals: ({ rules: Count; start: Count; shipped: Count } | undefined)[];
}

/** Reads F with a model fitted without it. */
function readLeftOut(p: Predicted, t: Thresholds, left: Example[], s: number): Count {
  const z = left.map((e) => score(p.full, e, s));
  return counts(left, z, s, t.add[s]!, t.drop[s]!);
}

export function leaveOneSetOut(progress: (line: string) => void = () => {}): SetResult[] {
  const dev = loadDev();
  const all = loadFixtures(FIXTURE_DIR, TRAINING_FIXTURES);
  // The start method does not train on the fixtures: one fit, its fixture check redone without F.
  const start = predict(START_METHOD, dev, []);
  const sameMethod = (a: Method, b: Method): boolean => a.fixtures === b.fixtures && a.fixtureWeight === b.fixtureWeight;
  return TRAINING_FIXTURES.map((name) => {
    const left = all.filter((e) => e.set === name);
    const rest = all.filter((e) => e.set !== name);
    const shipped = sameMethod(METHOD, START_METHOD) ? start : predict(METHOD, dev, rest);
    const tStart = choose(start, rest);
    const tShipped = shipped === start ? tStart : choose(shipped, rest);
    progress(`  ${name} read by models fitted without it`);
    return {
      set: name,
      signals: MODELLED.map((_, s) => {
        if (!left.some((e) => e.labels[s] !== undefined)) return undefined;
        const zero = new Float64Array(left.length);
        return { rules: counts(left, zero, s, null, null), start: readLeftOut(start, tStart, left, s), shipped: readLeftOut(shipped, tShipped, left, s) };
      }),
    };
  });
}

const cell = (c: Count): string => (c[0] + c[2] === 0 ? `${c[1]} FP`.padEnd(20) : `${f1(...c).toFixed(3)} (${c.join('/')})`.padEnd(20));

export function report(results: SetResult[]): string[] {
  const lines = [`leave-one-set-out: start = ${START_METHOD.name}; shipped = ${METHOD.name}${METHOD.fixtures ? ` (fixture weight ${METHOD.fixtureWeight})` : ''}`];
  lines.push(`${'set'.padEnd(26)}${'signal'.padEnd(13)}${'rules (in-sample)'.padEnd(20)}${'start model'.padEnd(20)}shipped model`);
  for (const r of results) {
    r.signals.forEach((c, s) => {
      if (c !== undefined) lines.push(`${r.set.padEnd(26)}${MODELLED[s]!.label.padEnd(13)}${cell(c.rules)}${cell(c.start)}${cell(c.shipped)}`);
    });
  }
  lines.push('mean F1 over the sets with positives for the signal (sets):');
  MODELLED.forEach(({ label }, s) => {
    const scored = results.map((r) => r.signals[s]).filter((c) => c !== undefined && c.rules[0] + c.rules[2] > 0);
    const mean = (k: 'rules' | 'start' | 'shipped'): string => (scored.reduce((a, c) => a + f1(...c![k]), 0) / Math.max(1, scored.length)).toFixed(4);
    const sum = (k: 'rules' | 'start' | 'shipped'): string => [0, 1, 2].map((i) => results.reduce((a, r) => a + (r.signals[s]?.[k][i] ?? 0), 0)).join('/');
    lines.push(`  ${label.padEnd(12)} rules ${mean('rules')}  start ${mean('start')}  shipped ${mean('shipped')}   (${scored.length} sets; tp/fp/fn summed: ${sum('rules')} → ${sum('start')} → ${sum('shipped')})`);
  });
  return lines;
}

function main(): void {
  if (!sharedAvailable()) {
    process.stderr.write(`eval:replies-lso: shared replies not found at ${repliesDir()} (set FORBEAR_SHARED)\n`);
    process.exitCode = 2;
    return;
  }
  const results = leaveOneSetOut((line) => process.stderr.write(`${line}\n`));
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(results)}\n`);
  else process.stdout.write(`${report(results).join('\n')}\n`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
