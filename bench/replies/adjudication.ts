/**
 * An adjudicated view of the public labels, beside (never instead of) the raw figures.
 *
 * `adjudications.jsonl` (next to this file's source) holds replies of the held-out split (round six)
 * and of the dev split (round seven, disagreements only, `split: "dev"`) read by hand against the signals' meanings in docs/score.md ("flags: states the conflict, the missing
 * piece, the failure or the risk"; "claims_done: says the action happened"). Two kinds of entry:
 *  - `disagreement`: every held-out reply where the reader and the public label disagreed when it
 *    was read;
 *  - `audit`: a seeded sample of the replies where they agreed (`auditSample`), so label errors
 *    that happen to favour the reader are counted too.
 * Each entry keeps the public label and the reading (`reading`, 0/1) with a one-line reason.
 *
 * `fixture-adjudications.jsonl` (same format, `split: "fixture"`) holds the disagreements of the project's
 * own development fixture sets (test/fixtures/replies-heldout-7/8/9.jsonl; adjudicate16), read against
 * the same meanings and the boundaries docs/score.md "Where the signals meet" settled after those sets
 * were written. A fixture row has no id: its entry is keyed by set and text hash (`text_sha1`), so a
 * line appended or moved changes nothing; `id` records only where the row stood when read ("line 12").
 *
 * The adjudicated score swaps in `reading` for the entries' replies only. Agreements that were not
 * audited may be mislabelled as well; the audit's error rate among agreements (per label value)
 * is applied to them as an estimate: that share of the unread tp become fp, of the unread tn fn.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { labelOf } from './shared-sets.js';
import type { Label, LabelledRow } from './shared-sets.js';
import { scorePairs } from './signal-metrics.js';
import type { SignalScore } from './signal-metrics.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
/** Beside this source file; from the build (dist/bench/replies/) the same file in the source tree. */
export const ADJUDICATIONS = existsSync(join(HERE, 'adjudications.jsonl')) ? join(HERE, 'adjudications.jsonl') : resolve(HERE, '../../../bench/replies/adjudications.jsonl');
/** The project's development fixture sets read by hand (no audit: disagreements only). */
export const FIXTURE_ADJUDICATIONS = existsSync(join(HERE, 'fixture-adjudications.jsonl')) ? join(HERE, 'fixture-adjudications.jsonl') : resolve(HERE, '../../../bench/replies/fixture-adjudications.jsonl');
export const AUDIT_SEED = 'forbear-replies-audit-v1:';
/** Agreements audited per set and signal, per label value (positives and negatives alike). */
export const AUDIT_PER_CLASS = 75;
/** The set and signal pairs adjudicated: the two held-out figures under 0.95 at the start of round six. */
export const ADJUDICATED: readonly { set: string; signal: Label }[] = [
  { set: 'sgd_train.jsonl', signal: 'claims_done' },
  { set: 'multiwoz21_val.jsonl', signal: 'flags' },
];

export type Verdict = 'ours wrong' | 'label disagrees' | 'label agrees';

export interface Adjudication {
  set: string;
  /** Round six read held-out replies; round seven the dev disagreements (no audit there); adjudicate16 the fixture sets' disagreements. */
  split: 'held-out' | 'dev' | 'fixture';
  /** The shared row's id; for a fixture row, where it stood when read ("line 12": informative, not the key). */
  id: string;
  /** sha1 of the reply text, first 12 hex digits: the entry must still match the shared row. */
  text_sha1: string;
  signal: Label;
  kind: 'disagreement' | 'audit';
  /** The public label, 0/1. */
  label: 0 | 1;
  /** What the reader said when the entry was read, 0/1. */
  ours: 0 | 1;
  /** The reading against docs/score.md's meaning, 0/1. */
  reading: 0 | 1;
  verdict: Verdict;
  reason: string;
}

export function textSha1(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 12);
}

/** The verdict a reading implies, so a hand-written line cannot contradict itself. */
export function verdictOf(a: Pick<Adjudication, 'label' | 'ours' | 'reading'>): Verdict {
  if (a.reading !== a.label) return 'label disagrees';
  return a.ours === a.label ? 'label agrees' : 'ours wrong';
}

export function parseAdjudications(text: string, where = ADJUDICATIONS): Adjudication[] {
  return text.split('\n').flatMap((line, i) => {
    if (line.trim() === '') return [];
    const a = JSON.parse(line) as Adjudication;
    const bad = (field: string): never => { throw new Error(`${where}:${i + 1}: bad or missing ${field}`); };
    if (typeof a.set !== 'string' || typeof a.id !== 'string') bad('set/id');
    if (a.split !== 'held-out' && a.split !== 'dev' && a.split !== 'fixture') bad('split');
    if (!/^[0-9a-f]{12}$/u.test(a.text_sha1)) bad('text_sha1');
    if (a.kind !== 'disagreement' && a.kind !== 'audit') bad('kind');
    for (const k of ['label', 'ours', 'reading'] as const) if (a[k] !== 0 && a[k] !== 1) bad(k);
    if (a.verdict !== verdictOf(a)) bad(`verdict (expected "${verdictOf(a)}")`);
    if (typeof a.reason !== 'string' || a.reason.trim() === '') bad('reason');
    if (a.kind === 'audit' && a.label !== a.ours) bad('kind (an audit entry is an agreement)');
    if (a.split === 'fixture' && a.kind !== 'disagreement') bad('kind (fixture sets are read for disagreements only)');
    return [a];
  });
}

export function loadAdjudications(path = ADJUDICATIONS): Adjudication[] {
  return existsSync(path) ? parseAdjudications(readFileSync(path, 'utf8'), path) : [];
}

const rank = (id: string): string => createHash('sha1').update(AUDIT_SEED + id).digest('hex');

/** The seeded audit sample: the AUDIT_PER_CLASS agreements of each label value with the smallest sha1(seed + id). */
export function auditSample(rows: LabelledRow[], got: boolean[], signal: Label): LabelledRow[] {
  const pick = (value: boolean): LabelledRow[] => rows
    .filter((r, i) => labelOf(r, signal) === value && got[i] === value)
    .map((r) => ({ r, k: rank(r.id ?? r.text) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
    .slice(0, AUDIT_PER_CLASS)
    .map((x) => x.r);
  return [...pick(true), ...pick(false)];
}

export interface AdjudicatedScore {
  raw: SignalScore;
  adjudicated: SignalScore;
  /** Labels the entries changed: public 0 → read 1, and 1 → 0. */
  toPositive: number;
  toNegative: number;
  /** Current disagreements with no entry (the reader changed since they were read): public label kept. */
  unread: number;
  /** Entries that matched a scored reply of the set. */
  entries: number;
  audit: { pos: number; posWrong: number; neg: number; negWrong: number };
  /** The audit's error rates applied to the unaudited agreements (expected values), and at the rates' 95 % Wilson bounds. */
  estimate: { precision: number; recall: number; f1: number; f1Range: [number, number] };
}

/** What an entry is matched on: a shared row's id, a fixture row's text hash. */
export function entryKey(e: Pick<Adjudication, 'split' | 'id' | 'text_sha1'>): string {
  return e.split === 'fixture' ? `sha1:${e.text_sha1}` : e.id;
}

/** The same key for a row: fixture rows have no id, so their text's hash stands for it. */
export function rowKey(row: LabelledRow): string {
  return row.id ?? `sha1:${textSha1(row.text)}`;
}

/** Raw and adjudicated P/R/F1 of one signal over one set's rows; rows are not modified. */
export function adjudicatedScore(rows: LabelledRow[], got: boolean[], signal: Label, entries: Adjudication[]): AdjudicatedScore {
  const byId = new Map(entries.filter((e) => e.signal === signal).map((e) => [entryKey(e), e]));
  const raw: { label: boolean; got: boolean }[] = [];
  const adj: { label: boolean; got: boolean }[] = [];
  let toPositive = 0;
  let toNegative = 0;
  let unread = 0;
  let used = 0;
  const audit = { pos: 0, posWrong: 0, neg: 0, negWrong: 0 };
  let unauditedTp = 0;
  let unauditedTn = 0;
  rows.forEach((row, i) => {
    const l = labelOf(row, signal);
    if (l === undefined) return;
    const g = got[i] === true;
    raw.push({ label: l, got: g });
    const e = byId.size === 0 ? undefined : byId.get(rowKey(row));
    const read = e === undefined ? undefined : e.reading === 1;
    if (e !== undefined) {
      used++;
      if (read !== l) { if (read === true) toPositive++; else toNegative++; }
      if (e.kind === 'audit') {
        if (l) { audit.pos++; if (read !== l) audit.posWrong++; }
        else { audit.neg++; if (read !== l) audit.negWrong++; }
      }
    } else if (g !== l) unread++;
    else if (g) unauditedTp++;
    else unauditedTn++;
    adj.push({ label: read ?? l, got: g });
  });
  const adjudicated = scorePairs(adj);
  // Expected label errors among the agreements nobody read, at the audit's rates: a wrong
  // positive label the reader agreed with is really a false positive, a wrong negative a miss.
  const at = (posRate: number, negRate: number): [number, number, number] => {
    const tpOff = unauditedTp * posRate;
    const tnOff = unauditedTn * negRate;
    return prf(adjudicated.tp - tpOff, adjudicated.fp + tpOff, adjudicated.fn + tnOff);
  };
  const pr = wilson(audit.posWrong, audit.pos);
  const nr = wilson(audit.negWrong, audit.neg);
  const [precision, recall, f1] = at(pr[0], nr[0]);
  // Best case: both rates at their lower bound; worst: both at their upper bound.
  const f1Range: [number, number] = [at(pr[2], nr[2])[2], at(pr[1], nr[1])[2]];
  return { raw: scorePairs(raw), adjudicated, toPositive, toNegative, unread, entries: used, audit, estimate: { precision, recall, f1, f1Range } };
}

function prf(tp: number, fp: number, fn: number): [number, number, number] {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return [precision, recall, precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)];
}

/** A proportion and its 95 % Wilson score interval: [rate, lower, upper] (0s when n is 0). */
export function wilson(k: number, n: number): [number, number, number] {
  if (n === 0) return [0, 0, 0];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [p, Math.max(0, c - h), Math.min(1, c + h)];
}
