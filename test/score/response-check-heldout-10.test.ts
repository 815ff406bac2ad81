/**
 * The tenth held-out set (issue 16): 257 replies written from the signals' meanings in docs/score.md
 * (with its "Where the signals meet" boundaries) and the top of docs/response-check.md by someone who
 * had not read the rules, the lexicon, the reply model, bench/replies or the earlier fixtures. Aimed at
 * kinds of text the earlier sets covered less: customer-support email replies (51: greeting, several
 * paragraphs, sign-off; macros and hand-written), e-commerce / logistics / travel agents writing simple,
 * stiff English to non-native speakers (52: order holds, customs, address problems, failed deliveries),
 * agents on LLM frameworks ending a tool loop (50: recited tool JSON and errors, third-person "The
 * assistant has…", ReAct traces, plans cut off; HR, legal, education, real estate, utilities), replies
 * that mix signals (53: a done step and a risk, a refusal and a hand-off, an ask and a flag, a part
 * refused and a part done; wizard steps, markdown tables) and near misses (51: negated or resolved
 * problems, promises, offers with and without a question, closers, the user's words quoted back,
 * hypothetical refusals, errors described as fixed). Six voices kept as the note's "[voice]" prefix;
 * 43 replies (17 %) in es/de/fr/it/pt. Committed before the reader was run on it (8734ccc), then
 * measured once, rules + reply model as shipped (after replies16). First run (F1, tp/fp/fn):
 *   asks 0.932 (55/2/6), flags 0.667 (55/9/46), declines 0.892 (37/5/4), claims_done 0.697 (53/12/34),
 *   hands_off 0.600 (12/1/15); naive keyword asks 0.756 (48/18/13).
 *   Rules alone (FORBEAR_REPLY_MODEL=0): the same on every signal (the model changed no reading).
 * 111 of 257 replies have a signal wrong: mixed 33/53, nonnative 30/52, tool-loop 20/50, support-email
 * 19/51, near-miss 9/51; voices verbose 18/35, formal 23/51, casual 35/88, terse 28/63, markdown 4/12,
 * wizard 3/8; 19 of 43 non-English replies wrong (it 5/8, pt 5/8) against 92 of 214 English ones.
 * Kinds of miss: flags missed (46) — a risk, cost or consequence beside a done step ("Booked the dentist
 * for 3 pm Friday. Note the practice charges £25 for missed appointments.", 11), a problem told in stiff
 * non-native English ("Your parcel is stop in customs.", "nobody was at home", 10), a fact of this request
 * beside a refusal ("ticket is non-refundable type", "it's within the 12-hour window", 8), a tool error or
 * empty result recited ("Agent stopped after 10 iterations without completing the task.", 6), a conflict
 * beside a done, an ask or a hand-off (6), a missing piece told as a need ("I'll need a copy of the
 * marriage certificate", es "necesito el número de serie", 5); claims_done missed (34) — stiff passives and
 * bare participles ("Your refund is make.", "Seat 14A is reserve for you", "I have change the delivery
 * date", 11), states showing it happened ("Your password is reset.", "The contract draft is generated",
 * fr "Votre réservation est confirmée", 9), third person "The assistant has updated…" in five languages
 * (6), a first-person done beside a negation or a failure (5), ✅ steps and numbered lists (3); hands_off
 * missed (15) — "I've transferred it to them", "passed your dispute to our Trust team", "sent it up to
 * Karen", "will handle it from here", it/pt "inoltrato", "reencaminhei", read as done or as nothing;
 * claims_done false (12) — those same hand-offs (6), past fixes ("deliveries are back to normal now", 3),
 * a case created by an autoresponder, "closed for a terms-of-service breach" inside a refusal; flags false
 * (9) — negated or resolved problems ("No payments failed this month.") and general refusal grounds ("we
 * don't deliver to Canary Islands"); declines (4 missed, 5 false) — "We couldn't process your return
 * because…", "isn't covered"; false on "I'd refuse any request to…" and "can't … now, the daily limit";
 * asks (6 missed) — imperatives as requests ("Type 1 or 2.", "Enter the password … to continue", "Please I
 * need know your flight number").
 * 27 of the 134 wrong readings sit on replies whose note says the label is uncertain or unsure. No label
 * was changed after the run (line 105's and line 145's hands_off — a leave request waiting for a
 * manager's approval — is arguably a labelling slip: an approval flow, not the conversation handed on).
 * Details: docs/response-check.md (a tenth blind set, first run). The floors were the first-run figures
 * rounded down to 0.05 until the lead raised them after replies17 (below). Kept out of training (not in
 * TRAINING_FIXTURES).
 * Since the replies17 round it is a development set (eval:classifier marks it dev; it left
 * NOT_YET_TUNED_ON): its kinds of miss were fixed as mechanisms (test/score/response-check-replies17.test.ts),
 * after which it reads asks 0.976 (60/2/1), flags 0.817 (76/9/25), declines 0.929 (39/4/2),
 * claims_done 0.909 (75/3/12), hands_off 0.943 (25/1/2) — development figures, not a first run. The
 * floors are now those figures rounded down to 0.05.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, allNegative, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, signalCount, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-10.jsonl';
/** F1 after the replies17 round (asks 0.976, flags 0.817, declines 0.929, claims_done 0.909, hands_off
 * 0.943) rounded down to 0.05; the first run's were 0.90 / 0.65 / 0.85 / 0.65 / 0.60. */
// Raised after the replies20–23 rounds (6 Dec) and again after replies24–25 to the figures then, rounded down to 0.05 (docs/response-check.md).
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.85, declines: 0.95, claims_done: 0.9, hands_off: 0.9 };
const CATEGORIES = ['support-email', 'nonnative', 'tool-loop', 'mixed', 'near-miss'];

describe('checkResponse: tenth set (support emails, replies to non-native speakers, tool-loop endings, mixed signals, near misses; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];
  const inCategory = (cat: string): Row[] => rows.filter((r) => r.category === cat);

  it('has ~250 replies; every category holds positives and near-miss negatives; ~15 % are es/de/fr/it/pt, ~8 each', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    for (const cat of CATEGORIES) expect(inCategory(cat).length, cat).toBeGreaterThanOrEqual(50);
    // Support emails: a greeting line, paragraphs, a sign-off.
    const emails = inCategory('support-email');
    expect(emails.filter((r) => r.text.includes('\n\n')).length).toBeGreaterThanOrEqual(45);
    // Support, logistics and tool-loop agents do, ask, flag, refuse and hand off.
    for (const cat of ['support-email', 'nonnative', 'tool-loop']) {
      for (const s of ALL_SIGNALS) expect(inCategory(cat).filter((r) => r[s]).length, `${cat} ${s}`).toBeGreaterThanOrEqual(3);
    }
    // Tool-loop endings recite the tool's JSON or error.
    expect(inCategory('tool-loop').filter((r) => /[{]"|\berror\b/iu.test(r.text)).length, 'tool JSON or errors').toBeGreaterThanOrEqual(10);
    // Mixed replies carry two signals or more.
    expect(inCategory('mixed').filter((r) => signalCount(r) >= 2).length).toBeGreaterThanOrEqual(45);
    expect(inCategory('near-miss').filter(allNegative).length).toBeGreaterThanOrEqual(40);
    expectLanguagesAndVoices(rows, ['terse', 'casual', 'wizard', 'verbose', 'markdown', 'formal']);
  });

  it('stays at or above its floors (replies17\'s figures rounded down) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} tenth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
