/**
 * German writes day numbers as ordinals ("am 1. März"), and a range of days the same way: "vom 22.–31.
 * Dezember", "3./4. Mai", "12.-16. August". The splitter kept a single day before a month in one sentence
 * but cut a range after its second day, so a refusal about those dates was read in two halves and its
 * head lost its object (replies27 found one such refusal in the fifteenth set). A range is one sentence too.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { splitSentences } from '../../src/score/sentences.js';

const texts = (reply: string): string[] => splitSentences(reply).map((s) => s.text);

describe('German day ranges before a month', () => {
  it('stay in one sentence with an en dash, a hyphen or a slash between the days', () => {
    expect(texts('Eine Buchung für den 22.–31. Dezember kann ich leider nicht vornehmen.')).toEqual(['Eine Buchung für den 22.–31. Dezember kann ich leider nicht vornehmen.']);
    expect(texts('Die Räume sind vom 12.-16. August belegt.')).toEqual(['Die Räume sind vom 12.-16. August belegt.']);
    expect(texts('Der Termin am 3./4. Mai ist frei. Soll ich ihn buchen?')).toEqual(['Der Termin am 3./4. Mai ist frei.', 'Soll ich ihn buchen?']);
  });

  it('still end a sentence at a number that closes one before a capitalised month-less word', () => {
    expect(texts('Sie haben 2-3. Danach melde ich mich.')).toEqual(['Sie haben 2-3.', 'Danach melde ich mich.']);
  });

  it('let the refusal about those dates be read as one', () => {
    const got = checkResponse('Eine Buchung für den 22.–31. Dezember kann ich leider nicht vornehmen.');
    expect(got.declines).toBe(true);
    expect(got.evidence.find((e) => e.signal === 'declines')?.sentence).toContain('22.–31. Dezember');
  });
});
