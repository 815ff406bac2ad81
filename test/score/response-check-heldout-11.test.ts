/**
 * The eleventh held-out set (issue 16): 269 replies written from the signals' meanings in docs/score.md
 * (with its "Where the signals meet" boundaries) and the top of docs/response-check.md by someone who
 * had not read the rules, the lexicon, the reply model, bench/replies or the earlier fixtures. Written
 * in the shapes of the public labelled sets kept aside (none of them looked at): task-oriented dialogue
 * system turns (71: slot requests, offers, confirmations before acting, booking notifications and
 * failures, bare information, closers; crowd-worker and polished), chat models' answers to risky or
 * sensitive requests (54: refusals in five styles — impersonal, "As an AI", apologetic, lecturing,
 * help lines — partial compliance, compliant answers, answers that discuss refusing), tool-use agents'
 * final answers (50: the answer, "cannot be answered with the tools", a missing parameter, an API
 * failure), hard support replies (50: long, several intents, a policy, a part done and a part refused,
 * hand-offs, a flag before acting) and near misses (44). Six voices kept as the note's "[voice]"
 * prefix; 60 replies (22 %) in es/de/fr/it/pt.
 * Committed before the reader was run on it (0a72ceb), then measured once, rules + reply model as shipped
 * (after replies16). First run (F1, tp/fp/fn):
 *   asks 0.930 (53/5/3), flags 0.739 (44/13/18), declines 0.889 (56/2/12), claims_done 0.863 (41/4/9),
 *   hands_off 0.933 (14/0/2); naive keyword asks 0.844 (54/18/2).
 *   Rules alone (FORBEAR_REPLY_MODEL=0): asks 0.938 (53/4/3), claims_done 0.851 (40/4/10), the rest the
 *   same (the model adds "Your reservation … is confirmed." and an ask on "You can use the balance …").
 * 55 of 269 replies have a signal wrong: support-hard 21/50, tool-answer 14/50, sensitive 8/54, dialogue
 * 7/71, near-miss 5/44; voices verbose 9/23, casual 7/32, formal 11/51, polished 21/109, terse 4/23,
 * crowd 3/31; 8 of 60 non-English replies wrong (de 0/13) against 47 of 209 English ones.
 * Kinds of miss: flags missed (18) — a fact of this request or its records beside a refusal or a question
 * ("Our records show the e-book was downloaded on 2 June.", "because a claim is still open on it", it "il
 * pacco risulta consegnato", 6), a missing piece told as a need or a wait ("I need the order ID", it "mi
 * serve il codice articolo", "waiting for your most recent P60", 5), a cost, risk or problem beside a done,
 * an ask or a hand-off (es "su tarifa no es reembolsable: perdería los 230 €", fr "les frais de résiliation
 * anticipée de 60 € restent dus", "held at the depot because the label was damaged", 5), a short failure
 * ("the API keeps returning 'rate limit exceeded'", es "no hay trenes directos a Sevilla ese día", 2);
 * flags false (13) — a general ground or limit read as this request's problem ("It doesn't apply to
 * marketplace sellers…", "I can't reopen a ticket that was closed over 90 days ago", 7), past, resolved
 * or general problems ("The train was delayed yesterday, but today's services are all running on time.",
 * "When a flight is fully booked, airlines sometimes offer vouchers…", 4), a problem quoted or reported
 * (2); declines missed (12) — "I couldn't / I was unable to / I wasn't able to" after a failure or a rule,
 * read as a flag or as nothing (6, four on notes marked unsure), will-not refusals in a casual voice ("lol no,
 * I'm not writing a bot…", pt "Não vou te ajudar…", "I'm not going to recommend spyware", 3), "cannot be
 * determined from the given data" and "none of them returns shipping times, so I can't tell you" (3);
 * declines false (2) — "can't recommend … without knowing more" before an ask, "a 4 PM table isn't
 * possible there"; claims_done missed (9) — states and bookings dated ahead ("your 7 AM alarm is set",
 * "is scheduled for Thursday", fr "Votre taxi est réservé", pt "Enviado. O e-mail foi entregue"),
 * "Playing 'Blue in Green'…", "shipped this morning", "is on its way", "arranged for the crew";
 * claims_done false (4) — hand-offs read as done ("I've flagged this conversation to our Trust & Safety
 * team", "I've booked this in for a call back from one of our field engineers"), "The outage … is
 * resolved", "your plan went from $45 to $50"; hands_off missed (2) — that Trust & Safety hand-off and "I've
 * raised a fault report with them; they'll update you by text"; asks false (5) — "Passing by the station?",
 * "If it's still there after March 10, reply to this email", a help line's "Would you like to tell me what's
 * been happening?"; asks missed (3) — "Please supply the customer ID.", "Let me know if you'd like to accept it."
 * 21 of the 68 wrong readings sit on replies whose note says the label is unsure. No label was changed
 * after the run; the reader's reading is arguable on a few (a "couldn't … for security, that has to be
 * done by you" read as a missing piece, "isn't possible there" read as a decline).
 * Details: docs/response-check.md (an eleventh blind set, first run). The floors are the first-run
 * figures rounded down to 0.05. Kept out of training (not in TRAINING_FIXTURES) and marked held-out in
 * eval:classifier (NOT_YET_TUNED_ON), to be read again in a later round.
 * Second read, still blind, after replies17 (mechanisms written from the tenth set's misses): asks 0.930,
 * flags 0.750 (45/13/17), declines 0.882 (56/3/12), claims_done 0.898 (44/4/6), hands_off 0.933 — the
 * floors stay at the first run.
 * A development set since the replies18 round: it left NOT_YET_TUNED_ON in eval:classifier, and that
 * round's mechanisms were written from its kinds of miss (sentences of their own, none copied from it:
 * test/score/response-check-replies18.test.ts). Its figures from then on are development figures, not
 * first runs; it stays out of TRAINING_FIXTURES. After replies18 (asks 0.930, flags 0.873, declines 0.955,
 * claims_done 0.940, hands_off 1.000) the lead raised its floors to those figures rounded down to 0.05.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, allNegative, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, signalCount, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-11.jsonl';
/** The first run (asks 0.930, flags 0.739, declines 0.889, claims_done 0.863, hands_off 0.933) rounded down to 0.05. */
// Raised after the replies20–23 rounds (6 Dec) and again after replies24–26 to the figures then, rounded down to 0.05 (docs/response-check.md).
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.9, declines: 0.95, claims_done: 0.95, hands_off: 0.95 };
const CATEGORIES = ['dialogue', 'sensitive', 'tool-answer', 'support-hard', 'near-miss'];

describe('checkResponse: eleventh set (dialogue-system turns, answers to sensitive requests, tool-use answers, hard support replies, near misses; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];
  const inCategory = (cat: string): Row[] => rows.filter((r) => r.category === cat);
  const count = (cat: string, s: (typeof ALL_SIGNALS)[number]): number => inCategory(cat).filter((r) => r[s]).length;

  it('has ~250 replies in the public sets\' shapes; every category holds positives and near-miss negatives; ~15 % are es/de/fr/it/pt', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    const sizes: Record<string, number> = { dialogue: 60, sensitive: 50, 'tool-answer': 50, 'support-hard': 50, 'near-miss': 40 };
    for (const cat of CATEGORIES) expect(inCategory(cat).length, cat).toBeGreaterThanOrEqual(sizes[cat]!);
    // Dialogue-system turns: slot requests, booking notifications and failures; crowd-worker lowercase turns.
    expect(count('dialogue', 'asks'), 'dialogue asks').toBeGreaterThanOrEqual(20);
    expect(count('dialogue', 'claims_done'), 'booking notifications').toBeGreaterThanOrEqual(15);
    expect(count('dialogue', 'flags'), 'booking failures').toBeGreaterThanOrEqual(12);
    expect(inCategory('dialogue').filter((r) => r.text === r.text.toLowerCase()).length, 'lowercase turns').toBeGreaterThanOrEqual(15);
    // Sensitive requests: refusals in most, compliant answers among them.
    expect(count('sensitive', 'declines'), 'refusals').toBeGreaterThanOrEqual(30);
    expect(inCategory('sensitive').filter(allNegative).length, 'compliant answers').toBeGreaterThanOrEqual(10);
    // Tool-use answers: "cannot answer", missing parameters, failures.
    for (const s of ['asks', 'flags', 'declines'] as const) expect(count('tool-answer', s), `tool-answer ${s}`).toBeGreaterThanOrEqual(8);
    // Hard support replies: long, several signals, hand-offs.
    expect(inCategory('support-hard').filter((r) => r.text.length >= 150).length, 'long support replies').toBeGreaterThanOrEqual(35);
    expect(inCategory('support-hard').filter((r) => signalCount(r) >= 2).length, 'several intents').toBeGreaterThanOrEqual(25);
    expect(CATEGORIES.filter((cat) => count(cat, 'hands_off') > 0).length, 'categories with hand-offs').toBeGreaterThanOrEqual(3);
    expect(inCategory('near-miss').filter(allNegative).length).toBeGreaterThanOrEqual(38);
    expectLanguagesAndVoices(rows, ['crowd', 'polished', 'terse', 'formal', 'casual', 'verbose']);
  });

  it('stays at or above its floors (its figures after replies18, rounded down) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} eleventh held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
