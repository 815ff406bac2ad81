/**
 * `npm run eval:classifier`: how well the response check reads replies nobody here wrote, and the
 * project's own labelled fixtures.
 *
 *   node dist/bench/eval-classifier.js [--misses] [--json] [--dev-only] [--only NAME] [FILE.jsonl ...]
 *
 * `--dev-only` leaves the held-out splits out (for development: they are measured at the start and
 * the end only). Each set also says what the reply model changed against the rules alone.
 *
 * Sets, in order:
 *  - each file of ../shared/data/replies/ (or $FORBEAR_SHARED/data/replies/), split by a seeded
 *    hash of the row id into `dev` (70 %) and `held-out` (30 %); see replies/shared-sets.ts;
 *  - every test/fixtures/replies*.jsonl (labelled by this project).
 * For each set and signal: P, R, F1 with a 95 % bootstrap interval, tp/fp/fn, and the naive keyword
 * test's F1 in the same run; then the confusion of asks/declines/flags. A set marked `[dev]` is one
 * the rules were developed on (their misses were read); `held-out` sets never are: `--misses`
 * lists disagreements of dev sets and fixtures only. A label that is null in the source is not
 * scored; a fixture without a `hands_off` key does not score hands_off.
 * Then on_point: every test/fixtures/on-point*.jsonl, read against samples/corpus.yaml.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCorpus } from '../src/corpus/load.js';
import { readReplyOnPoint } from '../src/score/reply-on-point.js';
import { checkResponse } from '../src/score/response-check.js';
import { parseArgs } from './common.js';
import { ADJUDICATED, ADJUDICATIONS, FIXTURE_ADJUDICATIONS, adjudicatedScore, loadAdjudications, wilson } from './replies/adjudication.js';
import type { Adjudication } from './replies/adjudication.js';
import { TRAIN_FILES } from './replies/reply-model-fit.js';
import { classifier, naive, rulesAlone } from './replies/reply-readers.js';
import type { Reading } from './replies/reply-readers.js';
import { LABELS, SHARED_FILES, labelOf, loadRows, repliesDir, sharedAvailable, splitRows } from './replies/shared-sets.js';
import type { Label, LabelledRow, Split } from './replies/shared-sets.js';
import { scorePairs } from './replies/signal-metrics.js';
import { METHOD, TRAINING_FIXTURES } from './replies/train-reply-model.js';
import type { SignalScore } from './replies/signal-metrics.js';

const FIXTURES = fileURLToPath(new URL('../../test/fixtures/', import.meta.url));
const SAMPLE_CORPUS = fileURLToPath(new URL('../../samples/corpus.yaml', import.meta.url));
const CONFUSED: readonly Label[] = ['asks', 'declines', 'flags'];
/** The dev splits and project sets `npm run train:replies` trains the reply model on (bench/replies/train-reply-model.ts). */
const TRAINED_ON = new Set<string>([...TRAIN_FILES, ...(METHOD.fixtures ? TRAINING_FIXTURES : [])]);
/**
 * Blind fixture sets the rules were not yet developed on: marked held-out, not dev. The seventh set left
 * it in the replies12 round of issue 16, the eighth in the replies14 round (development sets since; their
 * first runs stay recorded in their tests), the ninth in the replies16 round (its first run recorded in
 * its test; the rules developed on it since, the model not trained on it: TRAINING_FIXTURES leaves it out).
 * The tenth set (blindset10) left it in the replies17 round (its first run recorded in its test; the
 * rules developed on it since, the model not trained on it: TRAINING_FIXTURES leaves it out).
 * The eleventh set (blindset11) left it in the replies18 round (written blind, measured once before
 * replies17 and read again after it; the rules developed on it since, the model not trained on it:
 * TRAINING_FIXTURES leaves it out).
 * The thirteenth set (blindset13) left it in the replies20 round (written blind, measured once after
 * replies18 and read again after replies19; the rules developed on it since, the model not trained on
 * it: TRAINING_FIXTURES leaves it out).
 * The fourteenth set (blindset14) left it in the replies24 round (written blind, measured once after
 * replies19 and read again after replies20–23; the rules developed on it since, the model not trained on
 * it: TRAINING_FIXTURES leaves it out).
 * The fifteenth set (blindset15) left it in the replies27 round (written blind, measured once after
 * replies23 and read again after replies24–26; the rules developed on it since, the model not trained on
 * it: TRAINING_FIXTURES leaves it out).
 * The sixteenth set (blindset16) left it in the replies36 round (written blind, measured once after
 * replies26 and read again after replies27 and lang28; the rules developed on it since, the model not
 * trained on it: TRAINING_FIXTURES leaves it out).
 * The seventeenth set (blindset17) left it in the replies37 round (written blind, measured once after
 * replies26 and read again after replies36; the rules developed on it since, the model not trained on
 * it: TRAINING_FIXTURES leaves it out). The eighteenth and nineteenth blind sets took its place here.
 * The eighteenth and nineteenth sets (blindset18, blindset19) left it in the replies38 round (written
 * blind, measured once after replies37's start and read again after reader37 and replies37; the rules
 * developed on them since, the model not trained on them: TRAINING_FIXTURES leaves them out). The
 * twentieth and twenty-first blind sets take their place here.
 * The twentieth and twenty-first sets (blindset20, blindset21) left it in the thirty-ninth round (written
 * blind, measured once on e445b04 and read again after replies38, handoff38 and reader38; the rules
 * developed on them since, the model not trained on them: TRAINING_FIXTURES leaves them out).
 * The twenty-second and twenty-third blind sets take their place here.
 * The twenty-third set (blindset23) left it in the scaffold39 round (written blind, measured once on 3158837 and
 * read again after flags39, done39 and handoff39; the agent-loop scaffolding mechanism developed on it since, the
 * model not trained on it: TRAINING_FIXTURES leaves it out).
 * The twenty-second set (blindset22) left it in the fortieth round (written blind, measured once on 3158837 and read
 * again after flags39, done39 and handoff39; the rules developed on it since, the model not trained on it:
 * TRAINING_FIXTURES leaves it out). The twenty-fourth and twenty-fifth blind sets take its place here.
 * The twenty-fourth and twenty-fifth sets (blindset24, blindset25) left it in the forty-first round (written blind,
 * measured once on 99b08e8 and read again after party40 and relay40; the rules developed on them since, the model not
 * trained on them: TRAINING_FIXTURES leaves them out).
 * The twenty-sixth set (blindset26) left it in the forty-second round after one blind read (3e36596): the rules develop
 * on it while the twenty-seventh stays blind, to be read again after the round, so that its second read measures how
 * far the round's mechanisms carry to a set nobody developed on.
 * The twenty-seventh (blindset27) left it in the forty-third round (chat43), after its second read; the twenty-eighth,
 * measured once after the forty-second round and read again after the forty-third, left it in the forty-fourth
 * (flags44). The twenty-ninth and thirtieth (blindset29, blindset30) were measured once on e1287ba; the thirtieth left it
 * in the forty-fourth round too (voice44), the twenty-ninth stays blind, to be read again after the round.
 */
const NOT_YET_TUNED_ON = new Set<string>([
  'replies-heldout-29.jsonl',
]);

interface EvalSet {
  name: string;
  split: Split | 'fixture';
  /** Whether the rules were developed on it (its misses were read). */
  dev: boolean;
  rows: LabelledRow[];
}

const f3 = (n: number): string => n.toFixed(3);
const ci = (c: [number, number]): string => `[${f3(c[0])}–${f3(c[1])}]`;

function scoreSet(rows: LabelledRow[], got: Reading[], label: Label): SignalScore | undefined {
  const pairs = rows.flatMap((r, i) => {
    const l = labelOf(r, label);
    return l === undefined ? [] : [{ label: l, got: got[i]?.[label] ?? false }];
  });
  return pairs.length === 0 ? undefined : scorePairs(pairs);
}

function signalLine(label: Label, s: SignalScore, base: SignalScore): string {
  const head = `  ${label.padEnd(12)} ${String(s.n).padStart(6)}`;
  // With no positives labelled, only false positives can be counted.
  if (s.tp + s.fn === 0) return `${head}  no positives labelled: ${s.fp} false positive(s) of ${s.n}   (naive ${base.fp})`;
  return `${head}  ${f3(s.precision)} ${ci(s.ci.precision)}  ${f3(s.recall)} ${ci(s.ci.recall)}  ${f3(s.f1)} ${ci(s.ci.f1)}  ${s.tp}/${s.fp}/${s.fn}   ${f3(base.f1)}`;
}

/** Of the rows labelled with one of asks/declines/flags, which of the three were read. */
function confusion(rows: LabelledRow[], got: Reading[]): string[] {
  const out = ['  confusion (row: labelled 1; column: read as)   ' + [...CONFUSED, 'none'].map((c) => c.padStart(9)).join('')];
  for (const l of CONFUSED) {
    const own = rows.map((r, i) => [r, got[i]!] as const).filter(([r]) => labelOf(r, l) === true);
    if (own.length === 0) continue;
    const cells = CONFUSED.map((c) => own.filter(([, g]) => g[c]).length);
    const none = own.filter(([, g]) => !CONFUSED.some((c) => g[c])).length;
    out.push(`    ${l.padEnd(44)}${[...cells, none].map((n) => String(n).padStart(9)).join('')}`);
  }
  return out.length > 1 ? out : [];
}

/** Replies with any scored signal read wrong, per `category` tag (fixtures carry them). */
function byCategory(rows: LabelledRow[], got: Reading[]): string[] {
  const cats = new Map<string, { n: number; wrong: number }>();
  rows.forEach((row, i) => {
    if (row.category === undefined) return;
    const c = cats.get(row.category) ?? { n: 0, wrong: 0 };
    c.n++;
    if (LABELS.some((l) => labelOf(row, l) !== undefined && labelOf(row, l) !== got[i]?.[l])) c.wrong++;
    cats.set(row.category, c);
  });
  if (cats.size === 0) return [];
  return ['  replies with any signal wrong, per category:', `    ${[...cats].map(([k, v]) => `${k} ${v.wrong}/${v.n}`).join(' · ')}`];
}

const LANGUAGES = ['es', 'de', 'fr', 'it', 'pt'] as const;
const languageTally = new Map<string, { n: number; wrong: number }>(LANGUAGES.map((l) => [l, { n: 0, wrong: 0 }]));

function tallyLanguages(rows: LabelledRow[], got: Reading[]): void {
  rows.forEach((row, i) => {
    // replies-heldout-5 tags the language in `lang` and the topic in `category`; earlier fixtures use `category` for both.
    const t = languageTally.get((row as { lang?: string }).lang ?? row.category ?? '');
    if (t === undefined) return;
    t.n++;
    if (LABELS.some((l) => labelOf(row, l) !== undefined && labelOf(row, l) !== got[i]?.[l])) t.wrong++;
  });
}

/** What the reply model changed against the rules alone: F1 per signal, and readings it set right or wrong. */
function modelLine(rows: LabelledRow[], got: Reading[]): string[] {
  const rules = rows.map((r) => rulesAlone(r.text));
  let fixed = 0;
  let broke = 0;
  let unscored = 0;
  const parts: string[] = [];
  for (const l of LABELS) {
    rows.forEach((row, i) => {
      const a = rules[i]![l];
      const b = got[i]![l];
      if (a === b) return;
      const want = labelOf(row, l);
      if (want === undefined) unscored++;
      else if (b === want) fixed++;
      else broke++;
    });
    const r = scoreSet(rows, rules, l);
    const m = scoreSet(rows, got, l);
    if (r !== undefined && m !== undefined && r.tp + r.fn > 0 && (r.f1 !== m.f1)) parts.push(`${l} ${f3(r.f1)}→${f3(m.f1)}`);
  }
  if (fixed + broke + unscored === 0) return ['  reply model: no reading changed from the rules alone'];
  return [`  reply model vs rules alone: ${fixed} readings set right, ${broke} set wrong, ${unscored} on unscored labels${parts.length > 0 ? `; F1 ${parts.join(', ')}` : ''}`];
}

function misses(rows: LabelledRow[], got: Reading[]): string[] {
  const out: string[] = [];
  rows.forEach((row, i) => {
    for (const l of LABELS) {
      const want = labelOf(row, l);
      if (want === undefined || got[i]?.[l] === want) continue;
      out.push(`  ${row.id ?? `line ${i + 1}`} ${l}: labelled ${want}, read ${got[i]?.[l]} — ${JSON.stringify(row.text)}`);
    }
  });
  return out;
}

function sets(only: string | undefined, positionals: string[], devOnly: boolean): EvalSet[] {
  if (positionals.length > 0) return positionals.map((p) => ({ name: basename(p), split: 'fixture', dev: !NOT_YET_TUNED_ON.has(basename(p)), rows: loadRows(p) }));
  const out: EvalSet[] = [];
  if (sharedAvailable()) {
    for (const f of SHARED_FILES) {
      const rows = loadRows(join(repliesDir(), f));
      for (const split of ['dev', 'held-out'] as const) if (split === 'dev' || !devOnly) out.push({ name: f, split, dev: split === 'dev', rows: splitRows(rows, split) });
    }
  } else {
    process.stderr.write(`eval:classifier: shared replies not found at ${repliesDir()} (set FORBEAR_SHARED); fixtures only\n`);
  }
  for (const f of readdirSync(FIXTURES).filter((n) => /^replies.*\.jsonl$/u.test(n)).sort()) {
    // Every fixture was tuned on after its first run (replies-heldout-5 too, from issue 16's replies8 round on;
    // replies-heldout-6 from the replies10 round on: its first run is recorded in bench/replies/README.md),
    // but the seventh, measured once.
    out.push({ name: f, split: 'fixture', dev: !NOT_YET_TUNED_ON.has(f), rows: loadRows(join(FIXTURES, f)) });
  }
  return only === undefined ? out : out.filter((s) => s.name.includes(only));
}

/**
 * Beside the raw figures (the headline, unchanged): the labels read by hand (replies/adjudication.ts)
 * — adjudicated P/R/F1, labels changed each way, the audit's error rate (held-out only: dev
 * entries are the disagreements, with no audit). A fixture set gets the line for every signal it has
 * readings for (fixture-adjudications.jsonl, matched by text hash), marked as the project's own labels.
 */
function adjudicatedLines(set: EvalSet, got: Reading[], entries: Adjudication[]): { lines: string[]; json: Record<string, unknown> } {
  const lines: string[] = [];
  const json: Record<string, unknown> = {};
  const signals = set.split === 'fixture'
    ? LABELS.filter((l) => entries.some((e) => e.split === 'fixture' && e.set === set.name && e.signal === l))
    : ADJUDICATED.filter((a) => a.set === set.name).map((a) => a.signal);
  const file = set.split === 'fixture' ? 'bench/replies/fixture-adjudications.jsonl, this project\'s labels' : 'bench/replies/adjudications.jsonl';
  for (const signal of signals) {
    const own = entries.filter((e) => e.set === set.name && e.signal === signal && e.split === set.split);
    if (own.length === 0) continue;
    const a = adjudicatedScore(set.rows, got.map((g) => g[signal]), signal, own);
    const s = a.adjudicated;
    const au = a.audit;
    const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
    const rate = (w: number, n: number): string => {
      const [p, lo, hi] = wilson(w, n);
      return n === 0 ? '0/0' : `${w}/${n} = ${pct(p)} [${pct(lo)}–${pct(hi)}]`;
    };
    lines.push(
      `  ${signal} adjudicated (${a.entries} replies read by hand, ${file}): P ${f3(s.precision)} ${ci(s.ci.precision)}  R ${f3(s.recall)} ${ci(s.ci.recall)}  F1 ${f3(s.f1)} ${ci(s.ci.f1)}  ${s.tp}/${s.fp}/${s.fn}  (raw F1 ${f3(a.raw.f1)})`,
      `    labels changed: ${a.toPositive} 0→1, ${a.toNegative} 1→0; disagreements not yet read: ${a.unread} (${set.split === 'fixture' ? 'fixture' : 'public'} label kept)`,
    );
    if (au.pos + au.neg > 0) lines.push(
      `    audit of agreements: labelled 1 ${rate(au.posWrong, au.pos)} wrong, labelled 0 ${rate(au.negWrong, au.neg)} wrong; applied to the unaudited agreements at those rates (expected tp→fp, tn→fn): P ${f3(a.estimate.precision)} R ${f3(a.estimate.recall)} F1 ${f3(a.estimate.f1)} [${f3(a.estimate.f1Range[0])}–${f3(a.estimate.f1Range[1])} at the rates' 95 % bounds]`,
    );
    json[signal] = { ...s, to_positive: a.toPositive, to_negative: a.toNegative, unread: a.unread, entries: a.entries, audit: au, estimate: a.estimate };
  }
  return { lines, json };
}

const adjudications = [...loadAdjudications(), ...loadAdjudications(FIXTURE_ADJUDICATIONS)];
if (adjudications.length === 0) process.stderr.write(`eval:classifier: no adjudications at ${ADJUDICATIONS} or ${FIXTURE_ADJUDICATIONS}\n`);

const args = parseArgs(process.argv.slice(2), ['misses', 'json', 'dev-only']);
const summary: Record<string, unknown>[] = [];
const quiet = args.flags.has('json');
for (const set of sets(args.flags.get('only'), args.positionals, args.flags.has('dev-only'))) {
  const started = performance.now();
  const ours = set.rows.map((r) => classifier(r.text));
  const seconds = (performance.now() - started) / 1000;
  const base = set.rows.map((r) => naive(r.text));
  if (set.split === 'fixture') tallyLanguages(set.rows, ours);
  const scored = LABELS.flatMap((l) => {
    const s = scoreSet(set.rows, ours, l);
    const b = scoreSet(set.rows, base, l);
    return s === undefined || b === undefined ? [] : [{ label: l, s, b }];
  });
  const adj = adjudicatedLines(set, ours, adjudications);
  summary.push({
    set: set.name,
    split: set.split,
    developed_on: set.dev,
    replies: set.rows.length,
    signals: Object.fromEntries(scored.map(({ label, s, b }) => [label, { ...s, naive_f1: b.f1, naive_fp: b.fp }])),
    ...(Object.keys(adj.json).length > 0 ? { adjudicated: adj.json } : {}),
  });
  if (quiet) continue;
  // Round six read the held-out disagreements of the adjudicated signals by hand (and fixed some):
  // their held-out figures are no longer first runs, and the mark says so.
  const read = ADJUDICATED.filter((a) => a.set === set.name && set.split === 'held-out').map((a) => a.signal);
  const heldOutMark = set.split === 'fixture' ? '[held-out: blind set, first run recorded in its test; rules not developed on it]'
    : read.length === 0 ? '[held-out: never read for misses]' : `[held-out: misses never listed; its ${read.join(', ')} disagreements were read by hand for adjudications.jsonl, so that figure is not a first run]`;
  const honest = set.split === 'fixture' ? 'eval:replies-lso\'s leave-one-set-out one' : 'train:replies\'s out-of-fold one';
  const trained = set.split !== 'held-out' && TRAINED_ON.has(set.name) ? `; reply model trained on it (in-sample: the honest figure is ${honest})` : '';
  const mark = set.dev ? `[dev: rules developed on it${trained}]` : heldOutMark;
  const lines = [
    `${set.name} ${set.split} ${mark} — ${set.rows.length} replies, ${Math.round(set.rows.length / seconds)} replies/s`,
    '  signal            n  P [95 % CI]            R [95 % CI]            F1 [95 % CI]           tp/fp/fn   naive F1',
    ...scored.map(({ label, s, b }) => signalLine(label, s, b)),
    ...adj.lines,
    ...modelLine(set.rows, ours),
    ...confusion(set.rows, ours),
    ...byCategory(set.rows, ours),
    ...(args.flags.has('misses') && set.dev ? misses(set.rows, ours) : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
if (!quiet) {
  process.stdout.write(`multilingual (every fixture reply tagged with a language): ${[...languageTally].map(([l, t]) => `${l} ${t.n - t.wrong}/${t.n} all signals right`).join(' · ')}\n\n`);
}
const onPoint = args.positionals.length > 0 ? [] : evalOnPoint(quiet, args.flags.has('misses'));
const languages = Object.fromEntries([...languageTally].map(([l, t]) => [l, { replies: t.n, all_right: t.n - t.wrong }]));
process.stdout.write(`${JSON.stringify({ eval: 'classifier', sets: summary, languages, on_point: onPoint })}\n`);

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
