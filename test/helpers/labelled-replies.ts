import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
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

/** A labelled set whose rows also carry hands_off, a category and a language (the fifth set on). */
export type TaggedReply = LabelledReply & { hands_off: boolean; category: string; lang: string };

/**
 * Scores a tagged set on all five signals against its floors and prints what a reader of the test
 * log wants: the table, the naive keyword baseline, the misses per category and language (and per
 * `tags`, e.g. the voice), and every misreading. Returns the signals below their floor, each as
 * "signal F1=0.000", and the misreadings to show beside them.
 */
export function belowFloors<R extends TaggedReply>(
  title: string, rows: readonly R[], floor: Readonly<Record<SignalName | 'hands_off', number>>,
  tags: Readonly<Record<string, (row: R) => string>> = {},
): { failing: string[]; misreadings: string[] } {
  const { table, misses } = scoreSignals([...rows]);
  const ho = scoreHandsOff(rows);
  const naive = rows.reduce((c, r) => {
    const got = naiveAsks(r.text);
    return { tp: c.tp + (got && r.asks ? 1 : 0), fp: c.fp + (got && !r.asks ? 1 : 0), fn: c.fn + (!got && r.asks ? 1 : 0) };
  }, { tp: 0, fp: 0, fn: 0 });
  const misreadings = [...misses, ...ho.misses];
  console.log([
    formatScores(title, table, (s) => floor[s], []),
    `hands_off    ${ho.precision.toFixed(3)}  ${ho.recall.toFixed(3)}  ${ho.f1.toFixed(3)}  (${ho.tp}/${ho.fp}/${ho.fn})  ${floor.hands_off.toFixed(2)}`,
    `naive keyword asks F1 ${f1Of(naive.tp, naive.fp, naive.fn).toFixed(3)} (${naive.tp}/${naive.fp}/${naive.fn})`,
    'replies read wrong, per category:', missesBy(rows, (r) => r.category),
    'per language:', missesBy(rows, (r) => r.lang),
    ...Object.entries(tags).flatMap(([name, keyOf]) => [`per ${name}:`, missesBy(rows, keyOf)]),
    ...(misreadings.length > 0 ? ['misclassified:', ...misreadings] : []),
  ].join('\n'));
  const failing = [...table.map((t) => ({ signal: t.signal as SignalName | 'hands_off', f1: t.f1 })), { signal: 'hands_off' as const, f1: ho.f1 }]
    // 1e-9: an F1 exactly at its floor (116/145 = 0.8) is computed a hair under it in floating point.
    .filter((t) => t.f1 + 1e-9 < floor[t.signal]).map((t) => `${t.signal} F1=${t.f1.toFixed(3)}`);
  return { failing, misreadings };
}

/** The four signals and hands_off, which the fifth set on label too. */
export const ALL_SIGNALS = [...SIGNALS, 'hands_off'] as const;

/** A reply labelled with no signal at all (a near miss). */
export const allNegative = (r: TaggedReply): boolean => ALL_SIGNALS.every((s) => !r[s]);

/** How many of the five signals a reply is labelled with. */
export const signalCount = (r: TaggedReply): number => ALL_SIGNALS.filter((s) => r[s]).length;

/** Asserts that every category of a tagged set holds more than one label combination and at least
 * one all-negative near miss: a category of positives only would not test the reader's restraint. */
export function expectMixedCategories(rows: readonly TaggedReply[], categories: readonly string[]): void {
  for (const cat of categories) {
    const list = rows.filter((r) => r.category === cat);
    const combos = new Set(list.map((r) => ALL_SIGNALS.map((s) => (r[s] ? 1 : 0)).join('')));
    expect(combos.size, `${cat} has only one label combination`).toBeGreaterThan(1);
    expect(list.some(allNegative), `${cat} has no all-negative near miss`).toBe(true);
  }
}

/** The voice a reply is written in, kept as the note's "[voice]" prefix (the line format has no field for it). */
export const voiceOf = (row: LabelledReply): string => /^\[([a-z-]+)\]/u.exec(row.note)?.[1] ?? '?';

/** Asserts a blind set's spread: at least 8 replies in each of es/de/fr/it/pt, at least 15 % not in
 * English, and exactly the voices it was written in. */
export function expectLanguagesAndVoices(rows: readonly TaggedReply[], voices: readonly string[]): void {
  for (const lang of ['es', 'de', 'fr', 'it', 'pt']) expect(rows.filter((r) => r.lang === lang).length, lang).toBeGreaterThanOrEqual(8);
  expect(rows.filter((r) => r.lang !== 'en').length / rows.length).toBeGreaterThanOrEqual(0.15);
  expect(new Set(rows.map(voiceOf))).toEqual(new Set(voices));
}

/** The six categories of the blind sets written in the public sets' shapes (the fourteenth on). */
export const PUBLIC_SHAPE_CATEGORIES = ['tool-loop', 'support', 'booking', 'sensitive', 'tool-answer', 'near-miss'] as const;

/** Asserts a blind set written in the public sets' shapes holds what its brief asked for: the category
 * sizes; tool-loop endings that flag, ask, refuse and their done twins; hard support replies with every
 * signal and several intents; booking notifications and failures; refusals and compliant answers to
 * sensitive requests; tool-use answers of every kind; hand-offs in three categories; 40 all-negative
 * near misses; the six voices; and the share not in English. */
export function expectPublicShapes(rows: readonly TaggedReply[], least: { toolLoopAsks: number; notEnglish: number }): void {
  const inCategory = (cat: string): TaggedReply[] => rows.filter((r) => r.category === cat);
  const count = (cat: string, s: (typeof ALL_SIGNALS)[number]): number => inCategory(cat).filter((r) => r[s]).length;
  const sizes: Record<string, number> = { 'tool-loop': 60, support: 30, booking: 35, sensitive: 35, 'tool-answer': 35, 'near-miss': 40 };
  for (const cat of PUBLIC_SHAPE_CATEGORIES) expect(inCategory(cat).length, cat).toBeGreaterThanOrEqual(sizes[cat]!);
  expect(count('tool-loop', 'flags'), 'tool-loop problems').toBeGreaterThanOrEqual(35);
  expect(count('tool-loop', 'asks'), 'tool-loop questions').toBeGreaterThanOrEqual(least.toolLoopAsks);
  expect(count('tool-loop', 'declines'), 'tool-loop refusals').toBeGreaterThanOrEqual(10);
  expect(count('tool-loop', 'claims_done'), 'tool-loop should-act twins').toBeGreaterThanOrEqual(18);
  for (const s of ALL_SIGNALS) expect(count('support', s), `support ${s}`).toBeGreaterThanOrEqual(5);
  expect(inCategory('support').filter((r) => signalCount(r) >= 2).length, 'support replies with several intents').toBeGreaterThanOrEqual(18);
  expect(count('booking', 'claims_done'), 'booking notifications').toBeGreaterThanOrEqual(15);
  expect(count('booking', 'flags'), 'booking failures').toBeGreaterThanOrEqual(15);
  expect(count('sensitive', 'declines'), 'refusals').toBeGreaterThanOrEqual(20);
  expect(inCategory('sensitive').filter(allNegative).length, 'compliant answers').toBeGreaterThanOrEqual(10);
  for (const s of SIGNALS) expect(count('tool-answer', s), `tool-answer ${s}`).toBeGreaterThanOrEqual(5);
  expect(inCategory('tool-answer').filter(allNegative).length, 'plain answers').toBeGreaterThanOrEqual(8);
  expect(PUBLIC_SHAPE_CATEGORIES.filter((cat) => count(cat, 'hands_off') > 0).length, 'categories with hand-offs').toBeGreaterThanOrEqual(3);
  expect(inCategory('near-miss').filter(allNegative).length).toBeGreaterThanOrEqual(40);
  expectLanguagesAndVoices(rows, ['crowd', 'polished', 'terse', 'formal', 'casual', 'nonnative']);
  expect(rows.filter((r) => r.lang !== 'en').length / rows.length).toBeGreaterThanOrEqual(least.notEnglish);
}

/**
 * The two tests of a blind set written in the public sets' shapes with every category mixed, the near
 * misses too (the sixteenth set on): its shape as its brief asked (240–260 replies; 30 %+ in
 * es/de/fr/it/pt, 12+ each), and its floors on every signal, hands_off included.
 */
export function blindSetTests(file: string, ordinal: string, floor: Readonly<Record<SignalName | 'hands_off', number>>): void {
  const rows = loadLabelledReplies(file) as TaggedReply[];

  it('has 240–260 replies in the public sets\' shapes; every category, the near misses too, holds positives and all-negative near misses; 30 %+ are es/de/fr/it/pt, each 12+', () => {
    expect(rows.length).toBeGreaterThanOrEqual(240);
    expect(rows.length).toBeLessThanOrEqual(260);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(PUBLIC_SHAPE_CATEGORIES));
    expectMixedCategories(rows, PUBLIC_SHAPE_CATEGORIES);
    expectPublicShapes(rows, { toolLoopAsks: 18, notEnglish: 0.3 });
    for (const lang of ['es', 'de', 'fr', 'it', 'pt']) expect(rows.filter((r) => r.lang === lang).length, lang).toBeGreaterThanOrEqual(12);
  });

  it('stays at or above its floors on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} ${ordinal} held-out replies`, rows, floor, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
}
