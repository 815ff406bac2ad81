/**
 * The sixth held-out set (issue 16): 254 replies written from the signals' meanings in
 * docs/score.md and docs/response-check.md (a hand-off is not the action; failure notices flag,
 * and decline only when the agent says it cannot) by someone who had not read the rules, the
 * lexicon, bench/replies or the earlier fixtures. Ten domains (airline, hotel, restaurant, banking,
 * accounting, e-commerce, IT helpdesk, HR, healthcare admin, telecom), six voices kept as the note's
 * "[voice]" prefix (terse tool-using agent, chatty markdown, formal enterprise, casual lower-case
 * with typos, long multi-paragraph with the signal in the middle, plain), positives in several
 * grammatical forms and near misses (quoted questions, FAQ headings, promises, hypotheticals,
 * negated failures, policy statements, offers vs refusals, hand-offs vs completed actions, courtesy
 * closers, instructions for the user); 42 replies (17 %) in es/de/fr/it/pt. Committed before the
 * reader was run on it, then measured once, rules + reply model as shipped. First run (F1):
 *   asks 0.941 (P 0.973 R 0.911), flags 0.725 (P 0.758 R 0.694), declines 0.862 (P 0.933 R 0.800),
 *   claims_done 0.803 (P 0.821 R 0.786), hands_off 0.788 (P 1.000 R 0.650);
 *   naive keyword asks 0.821. Rules alone (FORBEAR_REPLY_MODEL=0): the same but flags 0.730 (the
 *   model adds one false flag).
 * 78 of 254 replies have a signal wrong: worst domains healthcare and HR (11/25 each), banking and
 * accounting (10); worst voices terse (11/25: completions with no subject or auxiliary) and formal
 * (12/29); 9 of 42 non-English replies wrong against 69 of 212 English ones. No label was changed
 * after the run. That first run is the recorded figure (bench/replies/README.md).
 * From the replies10 round of issue 16 on, the set is a development set like the fifth: its misses
 * were read and the rules improved by kinds of sentence (test/score/response-check-replies10.test.ts,
 * sentences written there, none copied from the set) and `eval:classifier` marks it dev, so its
 * figures are no longer first runs. It stays out of `train:replies`'s fixture check and the model
 * test (see there: with it in, training picks a higher flags threshold that costs every public set).
 * Reached then (rules + reply model): asks 1.000, flags 0.932 (rules alone 0.938), declines 0.986,
 * claims_done 0.978, hands_off 1.000. The replies11 round (kinds of miss again, sentences in
 * test/score/response-check-replies11.test.ts) reached flags 0.973 (rules alone 0.979), declines
 * 1.000, claims_done 1.000. The floors are the latest figures rounded down to 0.05.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, belowFloors, expectMixedCategories, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-6.jsonl';
/** F1 reached in the replies11 round (a development set since replies10), rounded down to 0.05. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 1, flags: 0.95, declines: 1, claims_done: 1, hands_off: 1 };
const CATEGORIES = ['airline', 'hotel', 'restaurant', 'banking', 'accounting', 'ecommerce', 'it-helpdesk', 'hr', 'healthcare', 'telecom'];

describe('checkResponse: sixth set (ten domains, six voices, written blind to the rules; a development set since the replies10 round)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];

  it('has ~250 replies; every domain holds positives and near-miss negatives; ~15 % are es/de/fr/it/pt', () => {
    expect(rows.length).toBeGreaterThanOrEqual(240);
    expectMixedCategories(rows, CATEGORIES);
    for (const s of ALL_SIGNALS) expect(rows.some((r) => r[s as keyof Row]), `${s} has no positive`).toBe(true);
    const langs = new Set(rows.map((r) => r.lang));
    for (const lang of ['en', 'es', 'de', 'fr', 'it', 'pt']) expect(langs.has(lang), lang).toBe(true);
    const share = rows.filter((r) => r.lang !== 'en').length / rows.length;
    expect(share).toBeGreaterThanOrEqual(0.14);
    expect(new Set(rows.map(voiceOf))).toEqual(new Set(['terse', 'chatty', 'formal', 'casual', 'long', 'plain']));
  });

  it('stays at or above the F1 reached (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} sixth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
