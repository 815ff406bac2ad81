/**
 * The fifteenth held-out set (issue 16, blindset15): 239 replies written blind to the rules, in the
 * shapes of the kept-aside public sets and the way today's chat models write (markdown field lists,
 * long courteous replies that recap, act, caveat and close, "I've gone ahead and …", "Unfortunately,
 * …", tool results echoed as summaries, option menus, terse tool-loop endings), in airline, telecom,
 * retail, banking, clinic, HR, university, real-estate, car-rental and streaming domains.
 *
 * First run: to be recorded here after the set and this test are committed.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, allNegative, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, signalCount, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-15.jsonl';
/** Set from the first run, rounded down to 0.05 (not yet run). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0, flags: 0, declines: 0, claims_done: 0, hands_off: 0 };
const CATEGORIES = ['tool-loop', 'support', 'booking', 'sensitive', 'tool-answer', 'near-miss'];

describe('checkResponse: fifteenth set (tool-loop support endings, hard support replies, booking failures and notifications, answers to sensitive requests, tool-use answers, near misses, as chat models write them; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];
  const inCategory = (cat: string): Row[] => rows.filter((r) => r.category === cat);
  const count = (cat: string, s: (typeof ALL_SIGNALS)[number]): number => inCategory(cat).filter((r) => r[s]).length;

  it('has 235+ replies in the public sets\' shapes, most at the end of a tool loop; every category holds positives and near-miss negatives; a quarter are es/de/fr/it/pt', () => {
    expect(rows.length).toBeGreaterThanOrEqual(235);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    const sizes: Record<string, number> = { 'tool-loop': 60, support: 30, booking: 35, sensitive: 35, 'tool-answer': 35, 'near-miss': 40 };
    for (const cat of CATEGORIES) expect(inCategory(cat).length, cat).toBeGreaterThanOrEqual(sizes[cat]!);
    // Tool-loop endings: the problem told (flags) and asked about, refused, or the action done.
    expect(count('tool-loop', 'flags'), 'tool-loop problems').toBeGreaterThanOrEqual(35);
    expect(count('tool-loop', 'asks'), 'tool-loop questions').toBeGreaterThanOrEqual(18);
    expect(count('tool-loop', 'declines'), 'tool-loop refusals').toBeGreaterThanOrEqual(10);
    expect(count('tool-loop', 'claims_done'), 'tool-loop should-act twins').toBeGreaterThanOrEqual(18);
    // Hard support replies: several intents in one reply, every signal present.
    for (const s of ['asks', 'flags', 'declines', 'claims_done', 'hands_off'] as const) expect(count('support', s), `support ${s}`).toBeGreaterThanOrEqual(5);
    expect(inCategory('support').filter((r) => signalCount(r) >= 2).length, 'support replies with several intents').toBeGreaterThanOrEqual(18);
    // Booking notifications and their failures.
    expect(count('booking', 'claims_done'), 'booking notifications').toBeGreaterThanOrEqual(15);
    expect(count('booking', 'flags'), 'booking failures').toBeGreaterThanOrEqual(15);
    // Sensitive requests: refusals in several styles, compliant answers among them.
    expect(count('sensitive', 'declines'), 'refusals').toBeGreaterThanOrEqual(20);
    expect(inCategory('sensitive').filter(allNegative).length, 'compliant answers').toBeGreaterThanOrEqual(10);
    // Tool-use answers: the answer, "cannot answer", missing parameters, errors.
    for (const s of ['asks', 'flags', 'declines', 'claims_done'] as const) expect(count('tool-answer', s), `tool-answer ${s}`).toBeGreaterThanOrEqual(5);
    expect(inCategory('tool-answer').filter(allNegative).length, 'plain answers').toBeGreaterThanOrEqual(8);
    expect(CATEGORIES.filter((cat) => count(cat, 'hands_off') > 0).length, 'categories with hand-offs').toBeGreaterThanOrEqual(3);
    expect(inCategory('near-miss').filter(allNegative).length).toBeGreaterThanOrEqual(40);
    expectLanguagesAndVoices(rows, ['crowd', 'polished', 'terse', 'formal', 'casual', 'nonnative']);
    expect(rows.filter((r) => r.lang !== 'en').length / rows.length).toBeGreaterThanOrEqual(0.3);
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} fifteenth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
