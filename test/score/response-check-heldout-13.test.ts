/**
 * The thirteenth blind set (issue 16): 200 replies in the shapes of the public labelled sets kept
 * aside — hard support replies (utilities, education, government services, logistics, gaming, real
 * estate, pharmacy, legal aid, car rental, subscriptions), booking failures and notifications of
 * task-oriented assistants, chat models' answers to risky or sensitive requests, tool-use agents'
 * final answers (with "cannot answer" ones), and near misses — in six voices, a quarter of them in
 * es/de/fr/it/pt. Written and labelled by the meanings in docs/score.md, blind to the reader's
 * rules and to the earlier sets, and committed before the reader was run on it.
 *
 * First run (rules + reply model as shipped, on main 6023877; rules alone, FORBEAR_REPLY_MODEL=0,
 * differ on one reading: asks 0.923 (30/5/0), the model adds an ask to the formal "Please note …
 * would need to be reissued by your GP"), F1 (tp/fp/fn), naive keyword asks F1 0.836:
 *   asks 0.909 (30/6/0) · flags 0.610 (25/13/19) · declines 0.899 (40/6/3) ·
 *   claims_done 0.857 (36/9/3) · hands_off 0.727 (8/0/6).
 * 55 of 200 replies have a signal wrong: support 24/50, booking 11/40, near-miss 9/40, tool-answer
 * 7/35, sensitive 4/35; en 42/146, de 5/11, pt 3/11, es 2/12, it 2/10, fr 1/10; by voice terse 12/36,
 * nonnative 8/25, polished 14/48, formal 10/39, crowd 6/21, casual 5/31.
 * Kinds of miss (docs/response-check.md, "A thirteenth blind set, first run"): failures told as a
 * bare state (cancelled, full, "schon weg", "Erro 404", no customer found, a table that stops at a
 * date) not flagged (10); a fact of this request beside a refusal or a record contradicting the user
 * not flagged (7); general grounds, opening hours, closures and resolved or past problems flagged (12);
 * "can't … until / without" and a chat-only refusal beside a hand-off read as declines (5); hand-offs
 * worded as "asked a supervisor / the pharmacist", "sent her your details", "Escalated to …", es "le
 * pasamos con", de "weitergeleitet" missed (6), three of them read as done instead; cancellations by
 * another party read as done (2); offers and conditional invitations read as asks (5).
 * No label was changed after the run; a real inconsistency is left: line 12's offer "Want me to open a
 * trace with the driver?" is labelled asks, while lines 110 and 145 label offers not asks.
 * Second read, still blind, after replies19 (mechanisms written from the twelfth set's tool-loop kinds):
 * identical to the first run on every signal — the round moved none of this set's misses.
 * A development set since issue 16's replies20 round: it left NOT_YET_TUNED_ON in
 * bench/eval-classifier.ts, its misses were read and its kinds written as mechanisms with sentences of
 * their own (test/score/response-check-replies20.test.ts); the reply model is not trained on it
 * (TRAINING_FIXTURES leaves it out). Its first run and second read above stay as recorded; after
 * replies20–23 it reads asks 0.938, flags 0.967, declines 0.977, claims_done 0.962, hands_off 1.000, and
 * the floors below are those figures rounded down to 0.05.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, allNegative, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, signalCount, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-13.jsonl';
/** The first run (asks 0.909, flags 0.610, declines 0.899, claims_done 0.857, hands_off 0.727) rounded down to 0.05. */
// Raised after the replies20–23 rounds (6 Dec) to the figures then, rounded down to 0.05 (docs/response-check.md).
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.9, flags: 0.95, declines: 0.95, claims_done: 0.95, hands_off: 0.95 };
const CATEGORIES = ['support', 'booking', 'sensitive', 'tool-answer', 'near-miss'];

describe('checkResponse: thirteenth set (hard support replies, booking failures and notifications, answers to sensitive requests, tool-use answers, near misses; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];
  const inCategory = (cat: string): Row[] => rows.filter((r) => r.category === cat);
  const count = (cat: string, s: (typeof ALL_SIGNALS)[number]): number => inCategory(cat).filter((r) => r[s]).length;

  it('has 200 replies in the public sets\' shapes; every category holds positives and near-miss negatives; a quarter are es/de/fr/it/pt', () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    const sizes: Record<string, number> = { support: 50, booking: 40, sensitive: 35, 'tool-answer': 35, 'near-miss': 40 };
    for (const cat of CATEGORIES) expect(inCategory(cat).length, cat).toBeGreaterThanOrEqual(sizes[cat]!);
    // Hard support replies: several intents in one reply, every signal present.
    for (const s of ['asks', 'flags', 'declines', 'claims_done', 'hands_off'] as const) expect(count('support', s), `support ${s}`).toBeGreaterThanOrEqual(8);
    expect(inCategory('support').filter((r) => signalCount(r) >= 2).length, 'support replies with several intents').toBeGreaterThanOrEqual(18);
    // Booking notifications and their failures.
    expect(count('booking', 'claims_done'), 'booking notifications').toBeGreaterThanOrEqual(15);
    expect(count('booking', 'flags'), 'booking failures').toBeGreaterThanOrEqual(15);
    // Sensitive requests: refusals in several styles, compliant answers among them.
    expect(count('sensitive', 'declines'), 'refusals').toBeGreaterThanOrEqual(20);
    expect(inCategory('sensitive').filter(allNegative).length, 'compliant answers').toBeGreaterThanOrEqual(12);
    // Tool-use answers: the answer, "cannot answer", missing parameters, errors.
    for (const s of ['asks', 'flags', 'declines', 'claims_done'] as const) expect(count('tool-answer', s), `tool-answer ${s}`).toBeGreaterThanOrEqual(5);
    expect(inCategory('tool-answer').filter(allNegative).length, 'plain answers').toBeGreaterThanOrEqual(8);
    expect(CATEGORIES.filter((cat) => count(cat, 'hands_off') > 0).length, 'categories with hand-offs').toBeGreaterThanOrEqual(3);
    expect(inCategory('near-miss').filter(allNegative).length).toBeGreaterThanOrEqual(35);
    expectLanguagesAndVoices(rows, ['crowd', 'polished', 'terse', 'formal', 'casual', 'nonnative']);
    expect(rows.filter((r) => r.lang !== 'en').length / rows.length).toBeGreaterThanOrEqual(0.2);
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} thirteenth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
