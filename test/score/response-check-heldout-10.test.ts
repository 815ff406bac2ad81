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
 * 43 replies (17 %) in es/de/fr/it/pt. Committed before the reader was run on it.
 * First run: not yet measured.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, belowFloors, expectMixedCategories, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-10.jsonl';
/** Set from the first run, rounded down to 0.05 (not yet measured). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0, flags: 0, declines: 0, claims_done: 0, hands_off: 0 };
const CATEGORIES = ['support-email', 'nonnative', 'tool-loop', 'mixed', 'near-miss'];
const allNegative = (r: Row): boolean => ALL_SIGNALS.every((s) => !r[s]);
const signalCount = (r: Row): number => ALL_SIGNALS.filter((s) => r[s]).length;

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
    for (const lang of ['es', 'de', 'fr', 'it', 'pt']) expect(rows.filter((r) => r.lang === lang).length, lang).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.lang !== 'en').length / rows.length).toBeGreaterThanOrEqual(0.15);
    expect(new Set(rows.map(voiceOf))).toEqual(new Set(['terse', 'casual', 'wizard', 'verbose', 'markdown', 'formal']));
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} tenth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
