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
 * First run: not yet measured (committed before the reader was run on it).
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-11.jsonl';
/** Set from the first run, rounded down to 0.05 (not yet run). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0, flags: 0, declines: 0, claims_done: 0, hands_off: 0 };
const CATEGORIES = ['dialogue', 'sensitive', 'tool-answer', 'support-hard', 'near-miss'];
const allNegative = (r: Row): boolean => ALL_SIGNALS.every((s) => !r[s]);
const signalCount = (r: Row): number => ALL_SIGNALS.filter((s) => r[s]).length;

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

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} eleventh held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
