/**
 * The fourteenth blind set (issue 16): replies written here, blind to the reader's rules, in the
 * shapes of the public labelled sets kept aside — support agents at the end of a tool loop (two
 * matching records, a missing identifier, records contradicting the request, a locked period, a tool
 * error or empty result, a policy limit, and their done twins; payroll, insurance claims, veterinary
 * clinics, co-working, municipal permits, freight, SaaS billing, libraries, parking, energy), hard
 * support replies, booking failures and notifications, chat models' answers to sensitive requests,
 * tool-use answers ("cannot answer with these tools" among them) and near misses.
 *
 * Written from the signals' meanings alone (the top of docs/response-check.md and docs/score.md's
 * "Where the signals meet"), committed with this test's skeleton (56f17fc) before the reader ran on
 * it, then measured once on 55bd36f (after replies19). Kept out of training (TRAINING_FIXTURES'
 * comment) and marked not-yet-tuned-on in eval:classifier, to be read again by the lead.
 *
 * First run, rules + reply model as shipped, F1 (tp/fp/fn) beside the naive keyword test:
 *   asks 0.923 (54/7/2) naive 0.850 · flags 0.713 (56/13/32) naive 0.286 · declines 0.866 (55/10/7)
 *   naive 0.649 · claims_done 0.717 (43/8/26) naive 0.333 · hands_off 0.519 (7/0/13) naive 0.240.
 * Rules alone (FORBEAR_REPLY_MODEL=0) differ on one reading: asks 0.931 (54/6/2) — the model adds an
 * ask to the compliant lock-picking explanation ("… blocks the plug until each pin is lifted …").
 * 90 of 251 replies have a signal wrong: support 22/31, booking 18/38, tool-loop 27/64, tool-answer
 * 11/37, sensitive 6/36, near-miss 6/45; by voice nonnative 5/8, crowd 3/4, formal 24/52, polished
 * 39/98, casual 12/52, terse 7/37; es 7/15, de 7/16, fr 5/14, it 4/14, pt 2/13, en 65/179.
 * Second read, still blind, after replies20–23 (the thirteenth set's kinds, the development sets' flags and
 * other signals, adjudicate20's list), main 4997e65: asks 0.923 (54/7/2) · flags 0.742 (59/12/29) ·
 * declines 0.864 (54/9/8) · claims_done 0.723 (43/7/26) · hands_off 0.571 (8/0/12) — four rounds moved it
 * by +3 flags, +1 hand-off, one false decline and one false claim fewer, one decline missed more.
 * Kinds of miss (docs/response-check.md, "A fourteenth blind set, first run"):
 *   - claims_done missed (26): done told as a state or passive, not a first-person verb — booking
 *     notifications "… is booked", "are yours", "Your car is reserved:", "is placed", "You're on the
 *     list", "got extended like you asked"; fr/it/es/de passives "a été prolongé", "è confermata",
 *     "ha sido modificada", "wurde übernommen"; a done step inside a multi-intent reply beside a
 *     refusal or hand-off ("The marketing emails I've already switched off", de "habe ich storniert").
 *   - hands_off missed (13 of 20, none false): passing to a named person or role ("I've passed your
 *     complaint to Marcus Lee", "I've given Carla your number and she'll sort it", "I've asked the front
 *     desk to phone you"), a ticket or note to a team ("opened a ticket with the IT service desk",
 *     "I've passed your request to our groups team" — read as done instead), fr "je transmets la
 *     demande au service comptabilité", de "an die Geschäftsleitung weitergegeben", "connecting you
 *     with a trained crisis counsellor".
 *   - flags missed (32): a fact of this request beside a refusal (8: "falls on the marathon day",
 *     "renewed the maximum three times"); records contradicting the request or itself (5: "shows
 *     delivered in Rotterdam, but you're asking to reroute it"); failures without a failure verb (6:
 *     "tracking lookup returned nothing", "found no article on it"); the missing piece read as a decline
 *     (5); availability in es/de/fr (4: "ya está completa", "kein Behandlungsraum frei"); matching
 *     records in es/de and terse en (3).
 *   - flags false (13): a refusal's general ground ("conflicts with my guidelines"), resolved or negated
 *     problems ("there's no duplicate charge"), an answer's content ("#4410 (login bug)").
 *   - declines false (10): "can't … because you need X / until X" beside an ask or a hand-off (8).
 *   - declines missed (7): fronted objects (de "… erkläre ich nicht", es "no lo puedo tramitar yo"),
 *     "ausgeschlossen", fr "Nous ne pouvons toutefois pas", "so I can't tell you what … announced".
 *   - asks false (7): instructions and relative "which" ("You'll need your policy number when you call").
 * No label was changed after the run. One real labelling slip is left: "the plumber visit we booked
 * for Tuesday" (near-miss, line 211) is dated by the booked thing's own day, so by the settled boundary
 * it claims done; it is labelled all-negative (the reader reads done and a flag).
 * A development set since issue 16's replies24 round (it left NOT_YET_TUNED_ON in eval:classifier; still out
 * of TRAINING_FIXTURES): its misses were read and its kinds written as mechanisms, with sentences of their own
 * (test/score/response-check-replies24.test.ts). After replies24, F1 (tp/fp/fn): asks 0.923 (54/7/2) ·
 * flags 0.835 (71/11/17) · declines 0.922 (59/7/3) · claims_done 0.925 (62/3/7) · hands_off 0.974 (19/0/1) —
 * development figures, not a first run; the floors below stay the first run's (the lead raises them).
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { PUBLIC_SHAPE_CATEGORIES, belowFloors, expectMixedCategories, expectPublicShapes, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-14.jsonl';
/** The first run (asks 0.923, flags 0.713, declines 0.866, claims_done 0.717, hands_off 0.519) rounded down to 0.05. */
// Raised after the replies24 and replies26 rounds (6 Dec), when the set became a development set, to the figures then
// rounded down to 0.05 (docs/response-check.md).
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.8, declines: 0.9, claims_done: 0.9, hands_off: 0.95 };
const CATEGORIES = PUBLIC_SHAPE_CATEGORIES;

describe('checkResponse: fourteenth set (tool-loop support endings, hard support replies, booking failures and notifications, answers to sensitive requests, tool-use answers, near misses; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];

  it('has 250 replies in the public sets\' shapes, most at the end of a tool loop; every category holds positives and near-miss negatives; a quarter are es/de/fr/it/pt', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    expectPublicShapes(rows, { toolLoopAsks: 25, notEnglish: 0.25 });
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} fourteenth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
