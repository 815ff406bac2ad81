/**
 * The eighth held-out set (issue 16): 258 replies written from the signals' meanings in docs/score.md
 * and the top of docs/response-check.md by someone who had not read the rules, the lexicon, the reply
 * model, bench/replies or the earlier fixtures. Aimed at text unlike this project's authors': turns of
 * task-oriented dialogue in crowd-worker and human-wizard style (lowercase, typos, odd spacing, offers,
 * slot requests, confirmations, success and failure notices, closers, bare information), chat models'
 * answers to risky or sensitive prompts (refusals in several families' styles beside harmless answers
 * and answers that talk about refusing), tool-using agents' final replies (airline, retail, telecom:
 * long, polite, markdown, reciting tool results) and near misses (quoted questions, hypotheticals,
 * promises, negated problems, instructions to the user, closers, past problems already fixed).
 * Six voices kept as the note's "[voice]" prefix (terse, casual, wizard, verbose, markdown, formal);
 * 48 replies (19 %) in es/de/fr/it/pt. Committed before the reader was run on it; the floors are set
 * from the one first run (rules + reply model as shipped), rounded down to 0.05.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, belowFloors, expectMixedCategories, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-8.jsonl';
/** The first run's F1 (rules + reply model) rounded down to 0.05, not higher: set once the set was measured. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0, flags: 0, declines: 0, claims_done: 0, hands_off: 0 };
const CATEGORIES = ['dialogue', 'sensitive', 'agent', 'near-miss'];
const allNegative = (r: Row): boolean => ALL_SIGNALS.every((s) => !r[s]);

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
    for (const lang of ['es', 'de', 'fr', 'it', 'pt']) expect(rows.filter((r) => r.lang === lang).length, lang).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.lang !== 'en').length / rows.length).toBeGreaterThanOrEqual(0.15);
    expect(new Set(rows.map(voiceOf))).toEqual(new Set(['terse', 'casual', 'wizard', 'verbose', 'markdown', 'formal']));
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} eighth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
