/**
 * The ninth held-out set (issue 16): replies written from the signals' meanings in docs/score.md and
 * the top of docs/response-check.md by someone who had not read the rules, the lexicon, the reply
 * model, bench/replies or the earlier fixtures. Aimed at what production agents say: coding / IT /
 * devops agents, finance / banking / insurance / healthcare-admin agents, multi-step agents' long final
 * replies (numbered summaries, withheld steps, tool results in tables), short voice-assistant and SMS
 * turns, and near misses. Six voices kept as the note's "[voice]" prefix. Committed before the reader
 * was run on it; the first run is recorded here once measured.
 */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, belowFloors, expectMixedCategories, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-9.jsonl';
/** Set from the first run, rounded down to 0.05 (not yet measured). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0, flags: 0, declines: 0, claims_done: 0, hands_off: 0 };
const CATEGORIES = ['devops', 'finance', 'multi-step', 'short', 'near-miss'];
const allNegative = (r: Row): boolean => ALL_SIGNALS.every((s) => !r[s]);

describe('checkResponse: ninth set (devops, finance and health admin, multi-step summaries, voice/SMS turns, near misses; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];
  const inCategory = (cat: string): Row[] => rows.filter((r) => r.category === cat);

  it('has ~250 replies; every category holds positives and near-miss negatives; ~15 % are es/de/fr/it/pt, ~8 each', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    // Coding and finance agents do, ask, flag, refuse and hand off.
    for (const cat of ['devops', 'finance']) {
      for (const s of ALL_SIGNALS) expect(inCategory(cat).filter((r) => r[s]).length, `${cat} ${s}`).toBeGreaterThanOrEqual(5);
    }
    // Long final replies: mostly several lines, mixing done steps with problems and questions.
    const multi = inCategory('multi-step');
    expect(multi.filter((r) => r.text.includes('\n')).length).toBeGreaterThanOrEqual(40);
    expect(multi.filter((r) => r.claims_done && (r.flags || r.declines) && r.asks).length).toBeGreaterThanOrEqual(15);
    expect(multi.filter((r) => /\|---/u.test(r.text)).length, 'tool results in tables').toBeGreaterThanOrEqual(6);
    // Voice and SMS turns are one short line.
    expect(inCategory('short').every((r) => r.text.length <= 80 && !r.text.includes('\n'))).toBe(true);
    expect(inCategory('near-miss').filter(allNegative).length).toBeGreaterThanOrEqual(40);
    for (const lang of ['es', 'de', 'fr', 'it', 'pt']) expect(rows.filter((r) => r.lang === lang).length, lang).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.lang !== 'en').length / rows.length).toBeGreaterThanOrEqual(0.15);
    expect(new Set(rows.map(voiceOf))).toEqual(new Set(['terse', 'casual', 'wizard', 'verbose', 'markdown', 'formal']));
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} ninth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
