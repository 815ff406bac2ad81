/**
 * The twelfth blind set (issue 16): support agents at the end of a tool loop, booking notifications
 * and failures, chat models' answers to risky or sensitive requests, tool-use agents' final answers,
 * near misses — written blind to the reader's rules, in the shapes of the public sets kept aside.
 * First run: recorded here after the set and this test were committed.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, allNegative, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, signalCount, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-12.jsonl';
/** Set to the first run rounded down to 0.05 once it is measured. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0, flags: 0, declines: 0, claims_done: 0, hands_off: 0 };
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
