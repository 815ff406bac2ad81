/**
 * The fifth held-out set (issue 16): 237 replies written from the signals' meanings in
 * docs/score.md and docs/response-check.md by someone who had not read the rules, the lexicon or
 * the earlier fixtures, in the categories where the issue says readers fail — chat-model and
 * impersonal refusals, booking/order notifications in varied words, booking/search failures, hard
 * support replies (refunds, invoices, locked periods, merges, duplicates, missing identifiers),
 * asks by function, hand-offs, and style (markdown, task lists, tables, typos, lower case, long
 * replies) — each with near misses; 36 replies in es/de/fr/it/pt. Committed before the reader was
 * run on it, then measured once. First run (F1):
 *   asks 0.900 (P 0.957 R 0.849), flags 0.788 (P 0.759 R 0.820), declines 0.932 (P 0.919 R 0.944),
 *   claims_done 0.842 (P 0.851 R 0.833), hands_off 0.857 (P 1.000 R 0.750); naive keyword asks 0.707.
 * Worst categories: style (11/28 replies with a signal wrong), refusal, failure and handoff (9 each);
 * 13 of 36 non-English replies wrong against 39 of 201 English ones. No label was changed after the run.
 * That first run is the recorded figure. From the replies8 round of issue 16 on, the set is a
 * development set like sets 1–4: its misses were read and the rules improved by kinds of sentence
 * (test/score/response-check-replies8.test.ts), so its figures are no longer first runs. Reached
 * then (rules + reply model): asks 1.000, flags 0.970, declines 1.000, claims_done 0.941 (the six
 * false positives were escalations and a "sent this to the … team", which this set labels hand-offs
 * only while replies.jsonl labelled them claims), hands_off 1.000. The convention was then settled
 * by docs/score.md's meaning (a hand-off is not the action): nine older fixture rows relabelled,
 * and a sentence that hands off claims done only if it still does without the hand-off's words;
 * claims_done here 0.980. The floors are those figures rounded down to 0.05.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { belowFloors, expectMixedCategories, loadLabelledReplies } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-5.jsonl';
/** F1 reached in the replies8 round (a development set since), rounded down to 0.05. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 1, flags: 0.95, declines: 1, claims_done: 0.95, hands_off: 1 };
const CATEGORIES = ['refusal', 'notify', 'failure', 'support', 'ask-function', 'handoff', 'style'];

describe('checkResponse: fifth set (written blind to the rules; a development set since the replies8 round)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];

  it('has ~240 replies; every category holds positives and near-miss negatives; ~15 % are es/de/fr/it/pt', () => {
    expect(rows.length).toBeGreaterThanOrEqual(230);
    expectMixedCategories(rows, CATEGORIES);
    const langs = new Set(rows.map((r) => r.lang));
    for (const lang of ['en', 'es', 'de', 'fr', 'it', 'pt']) expect(langs.has(lang), lang).toBe(true);
    const share = rows.filter((r) => r.lang !== 'en').length / rows.length;
    expect(share).toBeGreaterThanOrEqual(0.14);
  });

  it('stays at or above the F1 reached on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} fifth held-out replies`, rows, FLOOR);
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
