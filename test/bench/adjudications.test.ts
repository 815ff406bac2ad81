/**
 * bench/replies/adjudications.jsonl: held-out replies of the public sets read by hand against the
 * signals' meanings (docs/score.md). eval:classifier prints the adjudicated figures *beside* the raw
 * ones; these tests hold that the file parses, that every entry still matches the shared reply it
 * names, and that the raw figures do not move because of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADJUDICATED, ADJUDICATIONS, AUDIT_PER_CLASS, FIXTURE_ADJUDICATIONS, adjudicatedScore, entryKey, parseAdjudications, textSha1, wilson } from '../../bench/replies/adjudication.js';
import type { Adjudication } from '../../bench/replies/adjudication.js';
import { classifier } from '../../bench/replies/reply-readers.js';
import { isHeldOut, labelOf, loadRows, repliesDir, splitRows } from '../../bench/replies/shared-sets.js';
import type { LabelledRow } from '../../bench/replies/shared-sets.js';
import { scorePairs } from '../../bench/replies/signal-metrics.js';

const entries = parseAdjudications(readFileSync(ADJUDICATIONS, 'utf8'));
const fixtureEntries = parseAdjudications(readFileSync(FIXTURE_ADJUDICATIONS, 'utf8'), FIXTURE_ADJUDICATIONS);
const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

describe('adjudications.jsonl', () => {
  it('parses, one entry per set, signal and reply, for the adjudicated signals only', () => {
    expect(entries.length).toBeGreaterThan(0);
    const keys = entries.map((e) => `${e.set}|${e.signal}|${e.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of entries) expect(ADJUDICATED.some((a) => a.set === e.set && a.signal === e.signal), e.id).toBe(true);
    // The audit holds AUDIT_PER_CLASS agreements of each label value per adjudicated signal.
    for (const { set, signal } of ADJUDICATED) {
      for (const v of [0, 1]) expect(entries.filter((e) => e.set === set && e.signal === signal && e.kind === 'audit' && e.label === v).length).toBe(AUDIT_PER_CLASS);
    }
  });

  it('rejects a line whose verdict contradicts its readings, naming the file and line', () => {
    const e = entries[0]!;
    const bad = JSON.stringify({ ...e, verdict: e.verdict === 'ours wrong' ? 'label agrees' : 'ours wrong' });
    expect(() => parseAdjudications(`${JSON.stringify(e)}\n${bad}\n`, 'adj.jsonl')).toThrow(/^adj\.jsonl:2: bad or missing verdict/u);
  });

  it('swaps in the hand reading for the adjudicated score only, and extrapolates the audit', () => {
    const rows: LabelledRow[] = [
      { id: 'a', text: 'a', claims_done: 1 }, { id: 'b', text: 'b', claims_done: 0 },
      { id: 'c', text: 'c', claims_done: 1 }, { id: 'd', text: 'd', claims_done: 0 }, { id: 'e', text: 'e', claims_done: 0 },
    ];
    const got = [true, true, false, false, false];
    const before = JSON.stringify(rows);
    const entry = (id: string, label: 0 | 1, ours: 0 | 1, reading: 0 | 1, kind: Adjudication['kind']): Adjudication => ({
      set: 's', split: 'held-out', id, text_sha1: textSha1(id), signal: 'claims_done', kind, label, ours, reading, verdict: 'label agrees', reason: 'r',
    });
    // b: labelled 0, read 1 by us and by hand (label wrong); c: labelled 1, missed, hand agrees (ours wrong);
    // d: an audited agreement whose label is wrong (really 1).
    const s = adjudicatedScore(rows, got, 'claims_done', [entry('b', 0, 1, 1, 'disagreement'), entry('c', 1, 0, 1, 'disagreement'), entry('d', 0, 0, 1, 'audit')]);
    expect(JSON.stringify(rows)).toBe(before);
    expect([s.raw.tp, s.raw.fp, s.raw.fn]).toEqual([1, 1, 1]);
    expect([s.adjudicated.tp, s.adjudicated.fp, s.adjudicated.fn]).toEqual([2, 0, 2]);
    expect([s.toPositive, s.toNegative, s.unread]).toEqual([2, 0, 0]);
    expect(s.audit).toEqual({ pos: 0, posWrong: 0, neg: 1, negWrong: 1 });
    // The one unaudited negative agreement (e) counts as a miss at the audit's 100 % rate: tp 2, fp 0, fn 3.
    expect(s.estimate.recall).toBeCloseTo(2 / 5, 9);
    expect(wilson(0, 75)[2]).toBeCloseTo(0.0487, 3);
  });
});

const dir = repliesDir();
const missing = existsSync(join(dir, 'sgd_train.jsonl')) ? undefined : `shared replies not found at ${dir} (set FORBEAR_SHARED to the shared folder)`;

describe.skipIf(missing !== undefined)(`adjudications against the shared replies${missing === undefined ? '' : ` — SKIPPED: ${missing}`}`, () => {
  const bySet = new Map<string, LabelledRow[]>();
  const rowsOf = (set: string): LabelledRow[] => {
    if (!bySet.has(set)) bySet.set(set, loadRows(join(dir, set)));
    return bySet.get(set)!;
  };

  it('every entry names a reply of the shared set in the split it says, with its text and public label', () => {
    const wrong: string[] = [];
    for (const e of entries) {
      const row = rowsOf(e.set).find((r) => r.id === e.id);
      if (row === undefined) { wrong.push(`${e.id}: not in ${e.set}`); continue; }
      if (textSha1(row.text) !== e.text_sha1) wrong.push(`${e.id}: text changed`);
      if (labelOf(row, e.signal) !== (e.label === 1)) wrong.push(`${e.id}: public ${e.signal} is not ${e.label}`);
      if (isHeldOut(e.id) !== (e.split === 'held-out')) wrong.push(`${e.id}: not in the ${e.split} split`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves the raw figures as the public labels give them', () => {
    for (const { set, signal } of ADJUDICATED) {
      const rows = splitRows(rowsOf(set), 'held-out');
      const got = rows.map((r) => classifier(r.text)[signal]);
      const pairs = rows.flatMap((r, i) => (labelOf(r, signal) === undefined ? [] : [{ label: labelOf(r, signal)!, got: got[i]! }]));
      const a = adjudicatedScore(rows, got, signal, entries);
      expect(a.raw).toEqual(scorePairs(pairs));
      expect(a.raw).toEqual(adjudicatedScore(rows, got, signal, []).raw);
      expect(a.adjudicated.f1).not.toBe(a.raw.f1);
    }
  });
});

/**
 * fixture-adjudications.jsonl: the project's development fixture sets' disagreements read by hand
 * (adjudicate16). Keyed by set and text hash, so the reading follows the reply, not its line.
 */
describe('fixture-adjudications.jsonl', () => {
  const fixtureRows = new Map<string, LabelledRow[]>();
  const rowsOf = (set: string): LabelledRow[] => {
    if (!fixtureRows.has(set)) fixtureRows.set(set, loadRows(join(FIXTURES, set)));
    return fixtureRows.get(set)!;
  };

  it('reads only the development sets, one entry per set, signal and reply text, disagreements only', () => {
    expect(fixtureEntries.length).toBeGreaterThan(0);
    const keys = fixtureEntries.map((e) => `${e.set}|${e.signal}|${entryKey(e)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of fixtureEntries) {
      expect([e.split, e.kind], e.id).toEqual(['fixture', 'disagreement']);
      // Development sets only (the seventh to twelfth read by hand, the thirteenth to fifteenth as rounds
      // reach them: the fifteenth since replies27, the seventeenth since replies37, the eighteenth and nineteenth since
      // replies38), and the translated set (lang28), a development set from its first run on. A blind set added later
      // stays out until it is tuned on.
      const read = [...[7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19].map((n) => `replies-heldout-${n}.jsonl`), 'replies-translated.jsonl'];
      expect(read, `${e.set} ${e.id}`).toContain(e.set);
    }
  });

  it('every entry names a reply of its fixture by text hash, with the fixture\'s label', () => {
    const wrong: string[] = [];
    for (const e of fixtureEntries) {
      const rows = rowsOf(e.set).filter((r) => textSha1(r.text) === e.text_sha1);
      if (rows.length === 0) { wrong.push(`${e.set} ${e.id}: no reply with text sha1 ${e.text_sha1}`); continue; }
      for (const row of rows) if (labelOf(row, e.signal) !== (e.label === 1)) wrong.push(`${e.set} ${e.id}: ${e.signal} is not ${e.label}`);
    }
    expect(wrong).toEqual([]);
  });

  it('matches fixture rows by their text, so a line appended or moved changes no figure', () => {
    const rows: LabelledRow[] = [{ text: 'The refund went through.', claims_done: true }, { text: 'Which one?', claims_done: false }];
    const fixture = (text: string, line: number): Adjudication => ({
      set: 'f.jsonl', split: 'fixture', id: `line ${line}`, text_sha1: textSha1(text), signal: 'claims_done', kind: 'disagreement', label: 1, ours: 0, reading: 0, verdict: 'label disagrees', reason: 'r',
    });
    // The label says done, the reader said not, the hand reading sides with the reader.
    const read = [fixture('The refund went through.', 1)];
    const before = adjudicatedScore(rows, [false, false], 'claims_done', read);
    expect([before.raw.fn, before.adjudicated.fn, before.toNegative, before.entries, before.unread]).toEqual([1, 0, 1, 1, 0]);
    // A reply inserted ahead of it moves it to line 2: the entry still finds it, by its text.
    const moved = adjudicatedScore([{ text: 'Booked.', claims_done: true }, ...rows], [true, false, false], 'claims_done', read);
    expect([moved.adjudicated.tp, moved.adjudicated.fn, moved.entries, moved.unread]).toEqual([1, 0, 1, 0]);
    // An edited text is no longer the reply that was read: its disagreement counts as unread, the label kept.
    const edited = adjudicatedScore([{ text: 'The refund went through today.', claims_done: true }], [false], 'claims_done', read);
    expect([edited.adjudicated.fn, edited.entries, edited.unread]).toEqual([1, 0, 1]);
  });

  it('rejects an audit entry for a fixture set, naming the file and line', () => {
    const e = fixtureEntries[0]!;
    const audit = JSON.stringify({ ...e, kind: 'audit', ours: e.label, reading: e.label, verdict: 'label agrees' });
    expect(() => parseAdjudications(`${audit}\n`, 'fx.jsonl')).toThrow(/^fx\.jsonl:1: bad or missing kind/u);
  });
});
