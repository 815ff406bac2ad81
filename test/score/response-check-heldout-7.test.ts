/**
 * The seventh held-out set (issue 16): 260 replies written from the signals' meanings in docs/score.md
 * and the top of docs/response-check.md by someone who had not read the rules, the lexicon, the reply
 * model, bench/replies or the earlier fixtures. Aimed at the kinds of text the kept-aside public
 * sets hold: booking-notification turns of task-oriented dialogue systems (restaurant, hotel, train,
 * taxi, attraction, bus, flight, event, car rental, doctor; terse, with reference numbers, and their
 * failures), chat models' refusals of harmful or private requests (impersonal, moralising, "As an AI",
 * redirects to professionals, partial compliance) beside answers to harmless sensitive-sounding
 * questions, tool-use benchmark answer options (clarifying questions, "cannot answer", plain answers)
 * and hard support replies (mixed signals, the signal buried in a long reply, markdown lists, quoted
 * user text). Six voices kept as the note's "[voice]" prefix (terse, verbose, formal, casual with
 * typos, markdown, long multi-paragraph); 58 replies (22 %) in es/de/fr/it/pt. Committed before the
 * reader was run on it (2efbe7a), then measured once, rules + reply model as shipped. First run (F1):
 *   asks 0.937 (P 0.967 R 0.908), flags 0.768 (P 0.809 R 0.731), declines 0.918 (P 0.951 R 0.886),
 *   claims_done 0.857 (P 0.867 R 0.848), hands_off 0.750 (P 0.900 R 0.643); naive keyword asks 0.768.
 *   Rules alone (FORBEAR_REPLY_MODEL=0): the same but flags 0.755, claims_done 0.844 (the model set two
 *   readings right, none wrong).
 * 50 of 260 replies have a signal wrong: worst support 14/66, refusal 7/43, hotel 6/17 (four terse
 * de/fr/it/pt booking notifications); worst voices casual 12/33 (every unpunctuated question missed)
 * and long 6/18; 15 of 58 non-English replies wrong (it 5/11) against 35 of 202 English ones.
 * Kinds of miss: flags — availability failures and problems told as plain facts ("no open slots",
 * "they've all gone", "never left the warehouse"), risks ("which is tight"), and false flags on a
 * count of matches before a choice question ("I've found two accounts under that name");
 * claims_done — terse non-English notifications ("Buchung erfolgreich."), passives/idioms ("have been
 * issued", "payment went through"), hand-offs read as done ("Escalated to Finance"); hands_off — de/pt
 * and "connecting you now with the reservations desk"; declines — casual and impersonal refusals, and
 * "It is not possible to …" for anyone read as one; asks — unpunctuated casual questions in five
 * languages, "Did you know?" read as one. Details: bench/replies/README.md (seventh held-out set).
 * No label was changed after the run; two labels look disputable to their writer since (see there).
 * From the replies12 round of issue 16 on, the set is a development set (eval:classifier marks it dev;
 * train:replies's fixture check and the model test read it): its misses were read and fixed by kind of
 * sentence, with new sentences of each kind in response-check-replies12.test.ts, none taken from here.
 * Reached in that round: asks 0.992, flags 0.868 (0.860 merged with the replies11 round, developed
 * without the set: its unmet-requirement flag reads one more false flag here), declines 0.977, claims_done 0.925, hands_off 0.966.
 * After the replies13 round (three general kinds: weekday-dated bookings, counted options before a
 * choice, hand-offs promised on a condition; sentences in response-check-replies13.test.ts):
 * asks 0.992, flags 0.893, declines 0.977, claims_done 0.936, hands_off 1.000.
 * The floors are those figures rounded down to 0.05 (the first run's floors were 0.90/0.75/0.90/0.85/0.75).
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, belowFloors, expectMixedCategories, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-7.jsonl';
/** The F1 reached in the replies12 and replies13 rounds (rules + reply model) rounded down to 0.05, not higher. */
// Raised after the replies20–23 rounds (6 Dec) and again after replies24–25 to the figures then, rounded down to 0.05 (docs/response-check.md).
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.9, declines: 0.95, claims_done: 0.95, hands_off: 1 };
const BOOKING = ['restaurant', 'hotel', 'train', 'taxi', 'attraction', 'bus', 'flight', 'event', 'car-rental', 'doctor'];
const CATEGORIES = [...BOOKING, 'refusal', 'tool-options', 'support'];

describe('checkResponse: seventh set (bookings, refusals, tool-use options, hard support; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];

  it('has ~250 replies; every category holds positives and near-miss negatives; ~15 % are es/de/fr/it/pt, ~8 each', () => {
    expect(rows.length).toBeGreaterThanOrEqual(240);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    for (const s of ALL_SIGNALS) expect(rows.some((r) => r[s as keyof Row]), `${s} has no positive`).toBe(true);
    // Booking failures flag; the booking turns hold completions, failures and asks alike.
    const bookings = rows.filter((r) => BOOKING.includes(r.category));
    for (const s of ['asks', 'flags', 'claims_done'] as const) expect(bookings.filter((r) => r[s]).length, s).toBeGreaterThanOrEqual(15);
    for (const lang of ['es', 'de', 'fr', 'it', 'pt']) expect(rows.filter((r) => r.lang === lang).length, lang).toBeGreaterThanOrEqual(8);
    const share = rows.filter((r) => r.lang !== 'en').length / rows.length;
    expect(share).toBeGreaterThanOrEqual(0.15);
    expect(new Set(rows.map(voiceOf))).toEqual(new Set(['terse', 'verbose', 'formal', 'casual', 'markdown', 'long']));
  });

  it('stays at or above the F1 reached (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} seventh held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
