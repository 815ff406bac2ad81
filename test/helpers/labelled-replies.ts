import { readFileSync } from 'node:fs';
import { checkResponse } from '../../src/score/response-check.js';
import type { SignalName as AnySignal } from '../../src/score/response-check.js';

/** The four signals the earlier fixtures label; hands_off has its own fixture (replies-hands-off.jsonl). */
export type SignalName = Exclude<AnySignal, 'hands_off'>;

export const SIGNALS: readonly SignalName[] = ['asks', 'flags', 'declines', 'claims_done'];

/** One labelled reply of a fixture file: the text, what a reviewer says of each signal, why. */
export type LabelledReply = Record<SignalName, boolean> & { text: string; note: string };

export interface SignalScore {
  signal: SignalName;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

/** Reads a JSON-lines file of labelled replies from test/fixtures/. */
export function loadLabelledReplies(name: string): LabelledReply[] {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledReply);
}

/** Precision, recall and F1 of the response check per signal, and every disagreement. */
export function scoreSignals(rows: LabelledReply[]): { table: SignalScore[]; misses: string[] } {
  const counts = new Map(SIGNALS.map((s) => [s, { tp: 0, fp: 0, fn: 0 }]));
  const misses: string[] = [];
  rows.forEach((row, i) => {
    const got = checkResponse(row.text);
    for (const signal of SIGNALS) {
      const c = counts.get(signal)!;
      if (got[signal] && row[signal]) c.tp++;
      else if (got[signal]) c.fp++;
      else if (row[signal]) c.fn++;
      if (got[signal] !== row[signal]) {
        misses.push(`line ${i + 1} ${signal}: expected ${row[signal]}, got ${got[signal]} — ${JSON.stringify(row.text)} (${row.note})`);
      }
    }
  });
  const table = SIGNALS.map((signal) => {
    const { tp, fp, fn } = counts.get(signal)!;
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { signal, tp, fp, fn, precision, recall, f1 };
  });
  return { table, misses };
}

/** The P/R/F1 table as printed by the fixture tests, with each signal's floor. */
export function formatScores(title: string, table: SignalScore[], floor: (s: SignalName) => number, misses: string[]): string {
  return [
    title,
    'signal       P      R      F1     (tp/fp/fn)  floor',
    ...table.map((t) =>
      `${t.signal.padEnd(12)} ${t.precision.toFixed(3)}  ${t.recall.toFixed(3)}  ${t.f1.toFixed(3)}  (${t.tp}/${t.fp}/${t.fn})  ${floor(t.signal).toFixed(2)}`),
    ...(misses.length > 0 ? ['misclassified:', ...misses] : []),
  ].join('\n');
}

/** The naive keyword test the docs compare against: a '?', "which", "confirm" or "clarify" reads as asking. */
export const naiveAsks = (text: string): boolean => /\?|\bwhich\b|\bconfirm|\bclarif/iu.test(text);

/** F1 from counts; no positives labelled or read counts as perfect. */
export const f1Of = (tp: number, fp: number, fn: number): number => (tp === 0 ? (fp + fn === 0 ? 1 : 0) : (2 * tp) / (2 * tp + fp + fn));

/** hands_off, which the earlier fixtures do not label, scored the way `scoreSignals` scores the others. */
export function scoreHandsOff(rows: readonly (LabelledReply & { hands_off: boolean })[]): Omit<SignalScore, 'signal'> & { misses: string[] } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: string[] = [];
  rows.forEach((row, i) => {
    const got = checkResponse(row.text).hands_off;
    if (got && row.hands_off) tp++;
    else if (got) fp++;
    else if (row.hands_off) fn++;
    if (got !== row.hands_off) misses.push(`line ${i + 1} hands_off: expected ${row.hands_off}, got ${got} — ${JSON.stringify(row.text)} (${row.note})`);
  });
  return { tp, fp, fn, precision: tp + fp === 0 ? 1 : tp / (tp + fp), recall: tp + fn === 0 ? 1 : tp / (tp + fn), f1: f1Of(tp, fp, fn), misses };
}

/** Replies with any of the five signals read wrong, tallied by `keyOf` (category, language, voice): where the reader fails. */
export function missesBy<R extends LabelledReply & { hands_off: boolean }>(rows: readonly R[], keyOf: (row: R) => string): string {
  const tally = new Map<string, { rows: number; wrong: number; bySignal: Record<string, number> }>();
  for (const row of rows) {
    const got = checkResponse(row.text);
    const t = tally.get(keyOf(row)) ?? { rows: 0, wrong: 0, bySignal: {} };
    t.rows++;
    const wrong = [...SIGNALS, 'hands_off' as const].filter((s) => got[s] !== row[s]);
    if (wrong.length > 0) t.wrong++;
    for (const s of wrong) t.bySignal[s] = (t.bySignal[s] ?? 0) + 1;
    tally.set(keyOf(row), t);
  }
  return [...tally].map(([k, t]) => `  ${k.padEnd(13)} ${t.wrong}/${t.rows} replies wrong  ${JSON.stringify(t.bySignal)}`).join('\n');
}
