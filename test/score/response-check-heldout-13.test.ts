/**
 * The thirteenth blind set (issue 16): 200 replies in the shapes of the public labelled sets kept
 * aside — hard support replies (utilities, education, government services, logistics, gaming, real
 * estate, pharmacy, legal aid, car rental, subscriptions), booking failures and notifications of
 * task-oriented assistants, chat models' answers to risky or sensitive requests, tool-use agents'
 * final answers (with "cannot answer" ones), and near misses — in six voices, a quarter of them in
 * es/de/fr/it/pt. Written and labelled by the meanings in docs/score.md, blind to the reader's
 * rules and to the earlier sets, and committed before the reader was run on it.
 *
 * First run: (recorded after the run).
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, allNegative, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, signalCount, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-13.jsonl';
/** The first run rounded down to 0.05 (set after the run). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0, flags: 0, declines: 0, claims_done: 0, hands_off: 0 };
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
