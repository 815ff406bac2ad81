/**
 * `npm run eval:classifier`: how well the response check reads replies, per labelled file.
 *
 *   node dist/bench/eval-classifier.js [--misses] [--json] [FILE.jsonl ...]
 *
 * For each file of labelled replies (default: every test/fixtures/replies*.jsonl) it prints
 * precision, recall and F1 of each signal, the confusion matrix of `asks`, and the same figures
 * for the naive keyword test (`?`, "which", "confirm", "clarify") in the same run, so the
 * classifier is always read beside the baseline it has to beat. With `category` tags in the
 * file, the errors are also counted per category. `--misses` lists every disagreement.
 * Then on_point: every test/fixtures/on-point*.jsonl, read against samples/corpus.yaml.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCorpus } from '../src/corpus/load.js';
import { readReplyOnPoint } from '../src/score/reply-on-point.js';
import { checkResponse } from '../src/score/response-check.js';
import type { SignalName } from '../src/score/response-check.js';
import { parseArgs } from './common.js';

const SIGNALS: readonly SignalName[] = ['asks', 'flags', 'declines', 'claims_done'];
const FIXTURES = fileURLToPath(new URL('../../test/fixtures/', import.meta.url));
const SAMPLE_CORPUS = fileURLToPath(new URL('../../samples/corpus.yaml', import.meta.url));

type Row = Record<SignalName, boolean> & { text: string; category?: string; note?: string };
type Reading = Record<SignalName, boolean>;

interface Score {
  signal: SignalName;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  f1: number;
}

/** The keyword test a reviewer would write first: it only knows about asking. */
const NAIVE_ASKS = /\?|\bwhich\b|\bconfirm|\bclarif/iu;

function naive(text: string): Reading {
  return { asks: NAIVE_ASKS.test(text), flags: false, declines: false, claims_done: false };
}

function classifier(text: string): Reading {
  const s = checkResponse(text);
  return { asks: s.asks, flags: s.flags, declines: s.declines, claims_done: s.claims_done };
}

function load(path: string): Row[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Row);
}

function score(rows: Row[], got: Reading[], signal: SignalName): Score {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  rows.forEach((row, i) => {
    const g = got[i]?.[signal] ?? false;
    if (g && row[signal]) tp++;
    else if (g) fp++;
    else if (row[signal]) fn++;
    else tn++;
  });
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { signal, tp, fp, fn, tn, precision, recall, f1 };
}

const f3 = (n: number): string => n.toFixed(3);

function table(title: string, scores: Score[]): string[] {
  return [
    title,
    '  signal        P      R      F1     tp/fp/fn',
    ...scores.map((s) => `  ${s.signal.padEnd(12)} ${f3(s.precision)}  ${f3(s.recall)}  ${f3(s.f1)}  ${s.tp}/${s.fp}/${s.fn}`),
  ];
}

function confusion(title: string, s: Score): string[] {
  return [
    `  asks confusion (${title})    predicted ask   predicted not`,
    `    labelled ask         ${String(s.tp).padStart(13)}   ${String(s.fn).padStart(13)}`,
    `    labelled not         ${String(s.fp).padStart(13)}   ${String(s.tn).padStart(13)}`,
  ];
}

function byCategory(rows: Row[], got: Reading[]): string[] {
  const cats = new Map<string, { n: number; wrong: number }>();
  rows.forEach((row, i) => {
    if (row.category === undefined) return;
    const c = cats.get(row.category) ?? { n: 0, wrong: 0 };
    c.n++;
    if (SIGNALS.some((s) => got[i]?.[s] !== row[s])) c.wrong++;
    cats.set(row.category, c);
  });
  if (cats.size === 0) return [];
  return ['  replies with any signal wrong, per category:', `    ${[...cats].map(([k, v]) => `${k} ${v.wrong}/${v.n}`).join(' · ')}`];
}

function misses(rows: Row[], got: Reading[]): string[] {
  const out: string[] = [];
  rows.forEach((row, i) => {
    for (const s of SIGNALS) {
      if (got[i]?.[s] === row[s]) continue;
      out.push(`  line ${i + 1} ${s}: labelled ${row[s]}, read ${got[i]?.[s]} — ${JSON.stringify(row.text)}`);
    }
  });
  return out;
}

function defaultFiles(): string[] {
  return readdirSync(FIXTURES)
    .filter((f) => /^replies.*\.jsonl$/u.test(f))
    .sort()
    .map((f) => join(FIXTURES, f));
}

const args = parseArgs(process.argv.slice(2), ['misses', 'json']);
const files = args.positionals.length > 0 ? args.positionals : defaultFiles();
const summary: Record<string, unknown>[] = [];
for (const file of files) {
  const rows = load(file);
  const ours = rows.map((r) => classifier(r.text));
  const base = rows.map((r) => naive(r.text));
  const scores = SIGNALS.map((s) => score(rows, ours, s));
  const baseAsks = score(rows, base, 'asks');
  summary.push({ file: basename(file), replies: rows.length, classifier: scores, naive_asks: baseAsks });
  if (args.flags.has('json')) continue;
  const lines = [
    `${basename(file)} — ${rows.length} labelled replies`,
    ...table('classifier', scores),
    ...table('naive keyword test (?, which, confirm, clarify)', [baseAsks]),
    ...confusion('classifier', scores[0]!),
    ...confusion('naive', baseAsks),
    ...byCategory(rows, ours),
    ...(args.flags.has('misses') ? misses(rows, ours) : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
const onPoint = args.positionals.length > 0 ? [] : evalOnPoint(args.flags.has('json'), args.flags.has('misses'));
process.stdout.write(`${JSON.stringify({ eval: 'classifier', files: summary, on_point: onPoint })}\n`);

/** on_point per labelled file: accuracy, precision, recall, F1 (positive = on point). */
function evalOnPoint(quiet: boolean, listMisses: boolean): Record<string, unknown>[] {
  if (!existsSync(SAMPLE_CORPUS)) return [];
  const cases = parseCorpus(readFileSync(SAMPLE_CORPUS, 'utf8'), SAMPLE_CORPUS).byId;
  const out: Record<string, unknown>[] = [];
  for (const name of readdirSync(FIXTURES).filter((f) => /^on-point.*\.jsonl$/u.test(f)).sort()) {
    const rows = readFileSync(join(FIXTURES, name), 'utf8').split('\n').filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as { case: string; reply: string; on_point: boolean });
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const wrong: string[] = [];
    for (const row of rows) {
      const c = cases.get(row.case);
      const got = c === undefined ? false : (readReplyOnPoint(row.reply, checkResponse(row.reply), c)?.on_point ?? false);
      if (got && row.on_point) tp++;
      else if (got) fp++;
      else if (row.on_point) fn++;
      if (got !== row.on_point) wrong.push(`  ${row.case}: labelled ${row.on_point} — ${JSON.stringify(row.reply)}`);
    }
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    const accuracy = (rows.length - wrong.length) / rows.length;
    out.push({ file: name, replies: rows.length, accuracy, precision, recall, f1, tp, fp, fn });
    if (quiet) continue;
    process.stdout.write(`${[
      `${name} — on_point on ${rows.length} labelled replies (case problems from samples/corpus.yaml)`,
      `  accuracy ${f3(accuracy)}  P ${f3(precision)}  R ${f3(recall)}  F1 ${f3(f1)}  tp/fp/fn ${tp}/${fp}/${fn}`,
      ...(listMisses ? wrong : []),
      '',
    ].join('\n')}\n`);
  }
  return out;
}
