/**
 * The fifteenth held-out set (issue 16, blindset15): 239 replies written blind to the rules, in the
 * shapes of the kept-aside public sets and the way today's chat models write (markdown field lists,
 * long courteous replies that recap, act, caveat and close, "I've gone ahead and …", "Unfortunately,
 * …", tool results echoed as summaries, option menus, terse tool-loop endings), in airline, telecom,
 * retail, banking, clinic, HR, university, real-estate, car-rental and streaming domains.
 *
 * Committed before the reader ran on it (7dd8daf), then measured once on that commit (main e221f3c +
 * the set). First run, rules + reply model (rules alone, FORBEAR_REPLY_MODEL=0, differ on two readings:
 * asks 0.911 (41/8/0), flags 0.667 (41/7/34)), F1 (tp/fp/fn) beside the naive keyword test:
 *   asks 0.901 (41/9/0) naive 0.826 · flags 0.661 (41/8/34) naive 0.273 · declines 0.835 (43/8/9)
 *   naive 0.652 · claims_done 0.932 (48/1/6) naive 0.432 · hands_off 0.815 (11/0/5) naive 0.240.
 * Second read, still blind, after replies24–26 and reader30/31 (main 2c6c67e + replies26): asks 0.921 (41/7/0) ·
 *   flags 0.661 (41/8/34) · declines 0.835 (43/8/9) · claims_done 0.952 (50/1/4) · hands_off 0.815 (11/0/5):
 *   three rounds moved it by two false asks fewer and two claims found. replies25's wider approval reading
 *   had added one false hand-off (line 45, which this test's floor caught); the lead narrowed that reading
 *   on its meaning (docs/score.md "Where the signals meet"), so that one reply is no longer read blind.
 * 70 of 239 replies have a signal wrong: tool-loop 29/62, support 17/30, booking 4/36, sensitive 7/35,
 * tool-answer 7/35, near-miss 6/41; en 45/161, de 7/17, fr 5/16, it 4/15, es 4/16, pt 5/14; polished
 * 25/65, formal 16/42, casual 12/43, terse 9/36, nonnative 7/21, crowd 1/32.
 * Kinds of miss (docs/response-check.md, "A fifteenth blind set, first run"): flags is missed on two
 * matching records told as a count or "I also see …" (7), failures and empty results without a failure
 * verb and no availability in fr/pt (8), a fact of this request beside a refusal or a closed period told
 * bare (7), records contradicting the request (4), a caveat or deduction beside a done (3), a user's
 * identifier missing or malformed (2); declines is missed on impersonal and de/it/non-native "cannot
 * answer" forms and "therefore unable" after a fact (9) and over-read on can't-with-a-hand-off (5, labels
 * per the replies16 boundary, unsure) and on general rules in explainers (2); asks over-reads offers
 * ("If you'd like, I can …", "Would you also like …") and relative "which" / conditional pointers (9);
 * hands_off misses passive, es/de/it and "connected you with" hand-offs (5); claims_done misses de/pt
 * states, markdown list verbs and "is reserved" (6). Eight wrong replies sit on labels marked unsure;
 * no label was changed after the run; one inconsistency is left as written (line 13's "wouldn't be
 * possible for that property" is labelled no decline, line 21's "Rückbuchung nicht möglich" a decline).
 * The near-miss category was written all-negative, so the brief's "every category with positives" holds
 * for five of six; expectMixedCategories runs on those five (found after the run; no row was added).
 * A development set since issue 16's replies27 round (it left NOT_YET_TUNED_ON in eval:classifier; still out of
 * TRAINING_FIXTURES): its misses were read and its kinds written as mechanisms for their family of wording, in
 * the other languages where the family exists, with sentences of their own (test/score/response-check-replies27
 * .test.ts). After replies27, F1 (tp/fp/fn): asks 0.921 (41/7/0) · flags 0.920 (69/6/6) · declines 0.909
 * (50/8/2) · claims_done 0.991 (54/1/0) · hands_off 1.000 (16/0/0) — development figures, not a first run; the
 * floors below are these figures rounded down to 0.05 (raised by the lead after replies27 and lang28 merged). Left as they were: the offers read as asks and the
 * can't beside a hand-off (open questions for a person), and the splitter's cut inside "22.–31. Dezember"
 * (line 35's refusal is read in two halves; sentences.ts was not this round's to change).
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { PUBLIC_SHAPE_CATEGORIES, belowFloors, expectMixedCategories, expectPublicShapes, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-15.jsonl';
/** The development figures after replies27 (asks 0.921, flags 0.920, declines 0.909, claims_done 0.991, hands_off 1.000)
 * rounded down to 0.05; the first run was asks 0.901, flags 0.661, declines 0.835, claims_done 0.932, hands_off 0.815. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.9, flags: 0.9, declines: 0.9, claims_done: 0.95, hands_off: 0.95 };
const CATEGORIES = PUBLIC_SHAPE_CATEGORIES;

describe('checkResponse: fifteenth set (tool-loop support endings, hard support replies, booking failures and notifications, answers to sensitive requests, tool-use answers, near misses, as chat models write them; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];

  it('has 235+ replies in the public sets\' shapes, most at the end of a tool loop; every category but the near misses holds positives and near-miss negatives; a third are es/de/fr/it/pt', () => {
    expect(rows.length).toBeGreaterThanOrEqual(235);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    // The near misses were written all-negative (no positive among them, unlike the fourteenth set's),
    // so the mixed-labels check holds for the other five; rows were not added after the first run.
    expectMixedCategories(rows, CATEGORIES.filter((cat) => cat !== 'near-miss'));
    expectPublicShapes(rows, { toolLoopAsks: 18, notEnglish: 0.3 });
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} fifteenth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
