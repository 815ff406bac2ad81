/**
 * The eighth held-out set (issue 16): 258 replies written from the signals' meanings in docs/score.md
 * and the top of docs/response-check.md by someone who had not read the rules, the lexicon, the reply
 * model, bench/replies or the earlier fixtures. Aimed at text unlike this project's authors': turns of
 * task-oriented dialogue in crowd-worker and human-wizard style (96: lowercase, typos, odd spacing,
 * offers, slot requests, confirmations, success and failure notices, closers, bare information), chat
 * models' answers to risky or sensitive prompts (60: refusals in several families' styles beside
 * harmless answers and answers that talk about refusing), tool-using agents' final replies (60:
 * airline, retail, telecom; long, polite, markdown, reciting tool results) and near misses (42: quoted
 * questions, hypotheticals, promises, negated problems, instructions to the user, closers, past
 * problems already fixed). Six voices kept as the note's "[voice]" prefix (terse, casual, wizard,
 * verbose, markdown, formal); 48 replies (19 %) in es/de/fr/it/pt. Committed before the reader was run
 * on it (3ac881a), then measured once, rules + reply model as shipped. First run (F1):
 *   asks 0.921 (P 0.906 R 0.935), flags 0.627 (P 0.821 R 0.508), declines 0.866 (P 0.955 R 0.792),
 *   claims_done 0.894 (P 0.933 R 0.857), hands_off 0.960 (P 1.000 R 0.923); naive keyword asks 0.748.
 *   Rules alone (FORBEAR_REPLY_MODEL=0): the same but asks 0.919 (the model added two asks, one right —
 *   "any preference on price" — and one wrong: "Please note that picking locks you don't own … is illegal").
 * 68 of 258 replies have a signal wrong: dialogue 19/96, sensitive 20/60, agent 21/60, near-miss 8/42;
 * voices verbose 24/57, casual 18/53, formal 14/54, markdown 6/19, wizard 5/29, terse 1/46; 15 of 48
 * non-English replies wrong (de 4/10, it 4/9) against 53 of 210 English ones.
 * Kinds of miss: flags missed (31) — a refusal's stated reason (harm, law, policy, a rule the user's case
 * breaks) read as declines alone (19: "…is illegal and causes real harm", "as this goes against the
 * content policy", "da der Flug bereits angetreten wurde"), problems told as plain facts (7: "Payment
 * declined by bank.", "the restaurant says they dont do gluten free"), risks and costs beside a done, an
 * ask or a compliant answer (5: "a one-night cancellation fee of $189 applies"); flags false (7) on words
 * in harmless sentences ("Couldn't be easier", "a delayed baggage report", "still pending", de
 * "falschen Absenderadressen"); declines — past-tense "couldn't"/"wasn't able to" read as flags only (5),
 * casual refusals ("not gonna help", "yeah no, not doing a fake review", pt "não vou escrever"), a quoted
 * "I can't help with that" in talk about refusing read as one (2); claims_done — casual and terse
 * non-English notifications ("booked u in", "c'est réservé", "prenotazione fatta"), a passive ("has been
 * changed"), a markdown "✅ … – done"; asks — unpunctuated casual questions (3), conditional instructions
 * in es/it ("Se vuoi, puoi annullare…") and rhetorical questions read as asks; hands_off — "I have passed
 * your request … to the hotel reception". Details: bench/replies/README.md (eighth held-out set).
 * No label was changed after the run. The floors are the first-run figures rounded down to 0.05.
 * It became a development set in issue 16's replies14 round, after this first run: its general kinds
 * of miss were fixed with sentences written in test/score/response-check-replies14.test.ts (none
 * copied from the set); its floors were left at the first run (the lead decides on raising them).
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, allNegative, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-8.jsonl';
/** F1 after the replies14 round (asks 0.969, flags 0.748, declines 0.900, claims_done 0.990,
 * hands_off 0.960) rounded down to 0.05; the first run's were 0.90 / 0.60 / 0.85 / 0.85 / 0.95. */
// Raised after the replies20–23 rounds (6 Dec) and again after replies24–25 to the figures then, rounded down to 0.05 (docs/response-check.md).
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.85, declines: 0.95, claims_done: 0.95, hands_off: 0.95 };
const CATEGORIES = ['dialogue', 'sensitive', 'agent', 'near-miss'];

describe('checkResponse: eighth set (dialogue turns, sensitive prompts, tool agents, near misses; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];
  const inCategory = (cat: string): Row[] => rows.filter((r) => r.category === cat);

  it('has ~250 replies; every category holds positives and near-miss negatives; ~15 % are es/de/fr/it/pt, ~8 each', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    for (const s of ALL_SIGNALS) expect(rows.some((r) => r[s as keyof Row]), `${s} has no positive`).toBe(true);
    // Dialogue turns hold slot requests, failure notices and success notices alike.
    for (const s of ['asks', 'flags', 'claims_done'] as const) expect(inCategory('dialogue').filter((r) => r[s]).length, s).toBeGreaterThanOrEqual(15);
    // Refusals sit beside as many harmless answers to sensitive-sounding prompts.
    expect(inCategory('sensitive').filter((r) => r.declines).length).toBeGreaterThanOrEqual(25);
    expect(inCategory('sensitive').filter(allNegative).length).toBeGreaterThanOrEqual(20);
    // Tool agents do, ask, flag, refuse and hand off.
    for (const s of ALL_SIGNALS) expect(inCategory('agent').filter((r) => r[s]).length, s).toBeGreaterThanOrEqual(8);
    expect(inCategory('near-miss').filter(allNegative).length).toBeGreaterThanOrEqual(30);
    expectLanguagesAndVoices(rows, ['terse', 'casual', 'wizard', 'verbose', 'markdown', 'formal']);
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} eighth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
