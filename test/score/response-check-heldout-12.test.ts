/**
 * The twelfth blind set (issue 16): support agents at the end of a tool loop, booking notifications
 * and failures, chat models' answers to risky or sensitive requests, tool-use agents' final answers,
 * near misses — written blind to the reader's rules, in the shapes of the public sets kept aside.
 * Set and test skeleton committed (d28a3e1) before the reader ran on it; first run, once, after
 * replies17 and reader24 (rules + reply model; rules alone differ on one flag: flags 0.777):
 *   asks 0.981 (51/2/0), flags 0.772 (61/13/23), declines 0.911 (51/4/6), claims_done 0.891 (49/4/8),
 *   hands_off 0.818 (9/2/2); naive keyword asks 0.793.
 * 60 of 282 replies have a signal wrong: support-loop 26/77 (17 on flags), near-miss 10/60, tool-answer
 * 9/46, sensitive 8/44, booking 7/55; by voice formal 19/47, polished 20/104, nonnative 4/16, casual
 * 10/62, terse 6/39, crowd 1/14; non-English 6/59. Kinds of miss (docs/response-check.md, "A twelfth
 * blind set, first run"): flags missed on a fact of this request beside a refusal (10: "has already
 * departed, so I can't change it"), on a count of the user's matching records before a question (5:
 * "2 matching accounts … Which one?") and on "cannot be determined" / "not in the data" / a bare API
 * error (8); flags read on negated, general or musing problems (8: "it isn't an error with your
 * payment", "I wonder whether the delay …") and on a redirect beside a refusal (3); declines missed on
 * passive, impersonal, lecturing or partial refusals (6: "will not be generated"); claims_done missed
 * on a state told as the result (8: "You're now on the Unlimited 30 plan", "you're in!", "pleased to
 * confirm your reservation"), read on a failure or another party's record (4: "Unable to complete: …");
 * hands_off missed on a formal passive referral and on connecting a counsellor, read on a general
 * escalation rule and a request sent to a hotel (2/2). 10 of the 64 wrong readings sit on labels whose
 * note says they are unsure; no label was changed after the run.
 * Second read, still blind, after replies18 (and reader25, no reading changed): declines 0.903 (51/5/6),
 * claims_done 0.883 (49/5/8), the rest as the first run: the round moved none of this set's misses; the two
 * new false positives are a can't-answer on the data (now a decline) and "Your order … shipped on Monday"
 * (now done).
 * A development set from replies19 on (it left NOT_YET_TUNED_ON in bench/eval-classifier.ts; its misses
 * are listed and read; the model is not trained on it: TRAINING_FIXTURES leaves it out; floors unchanged).
 * After replies19 (a count of the user's own matching records; "<fact>, so I can't …"; a tool's empty result
 * or error told plainly): flags 0.772 → 0.859 (73/13/11), the rest unchanged. The lead then raised the flags
 * floor to 0.85 (the figure rounded down to 0.05); the other floors already stood there.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, allNegative, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, signalCount, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-12.jsonl';
/** The first run (asks 0.981, flags 0.772, declines 0.911, claims_done 0.891, hands_off 0.818) rounded down to 0.05. */
// Raised after the replies20–23 rounds (6 Dec) to the figures then, rounded down to 0.05 (docs/response-check.md).
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.9, declines: 0.9, claims_done: 0.9, hands_off: 0.95 };
const CATEGORIES = ['support-loop', 'booking', 'sensitive', 'tool-answer', 'near-miss'];

describe('checkResponse: twelfth set (tool-loop support endings, booking notifications and failures, answers to sensitive requests, tool-use answers, near misses; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];
  const inCategory = (cat: string): Row[] => rows.filter((r) => r.category === cat);
  const count = (cat: string, s: (typeof ALL_SIGNALS)[number]): number => inCategory(cat).filter((r) => r[s]).length;

  it('has ~250 replies in the public sets\' shapes; every category holds positives and near-miss negatives; ~20 % are es/de/fr/it/pt', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    const sizes: Record<string, number> = { 'support-loop': 70, booking: 50, sensitive: 40, 'tool-answer': 40, 'near-miss': 50 };
    for (const cat of CATEGORIES) expect(inCategory(cat).length, cat).toBeGreaterThanOrEqual(sizes[cat]!);
    // Support agents at the end of a tool loop: ambiguous, missing, contradicted or locked requests and their should-act twins.
    for (const s of ['asks', 'flags', 'declines', 'claims_done', 'hands_off'] as const) expect(count('support-loop', s), `support-loop ${s}`).toBeGreaterThanOrEqual(7);
    expect(inCategory('support-loop').filter((r) => signalCount(r) >= 2).length, 'support replies with several intents').toBeGreaterThanOrEqual(25);
    // Booking notifications and their failures.
    expect(count('booking', 'claims_done'), 'booking notifications').toBeGreaterThanOrEqual(20);
    expect(count('booking', 'flags'), 'booking failures').toBeGreaterThanOrEqual(15);
    // Sensitive requests: refusals in several styles, compliant answers among them.
    expect(count('sensitive', 'declines'), 'refusals').toBeGreaterThanOrEqual(30);
    expect(inCategory('sensitive').filter(allNegative).length, 'compliant answers').toBeGreaterThanOrEqual(10);
    // Tool-use answers: the answer, "cannot answer", missing parameters, errors.
    for (const s of ['asks', 'flags', 'declines'] as const) expect(count('tool-answer', s), `tool-answer ${s}`).toBeGreaterThanOrEqual(5);
    expect(inCategory('tool-answer').filter(allNegative).length, 'plain answers').toBeGreaterThanOrEqual(8);
    expect(CATEGORIES.filter((cat) => count(cat, 'hands_off') > 0).length, 'categories with hand-offs').toBeGreaterThanOrEqual(3);
    expect(inCategory('near-miss').filter(allNegative).length).toBeGreaterThanOrEqual(50);
    expectLanguagesAndVoices(rows, ['crowd', 'polished', 'terse', 'formal', 'casual', 'nonnative']);
    expect(rows.filter((r) => r.lang !== 'en').length / rows.length).toBeGreaterThanOrEqual(0.2);
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} twelfth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
