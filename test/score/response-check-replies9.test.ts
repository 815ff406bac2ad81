/**
 * Issue 16, replies9 round: one mechanism for sentence ends (the asks rule's second splitter moved
 * into splitSentences), and the kinds of miss left after the fifth set's round — escalations whose
 * hand-off words do not cover the verb, a general explanation of a cause, a cannot-answer about a
 * person. Sentences written here, none copied from a set.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { splitSentences } from '../../src/score/sentences.js';

const read = (t: string) => checkResponse(t);
const split = (t: string) => splitSentences(t).map((s) => s.text);

function expectAll(signal: 'asks' | 'flags' | 'declines' | 'claims_done' | 'hands_off', want: boolean, texts: string[]): void {
  for (const t of texts) expect(read(t)[signal], `${signal} ${want}: ${t}`).toBe(want);
}

describe('sentence ends: a period before a lower-case word', () => {
  it('ends a sentence after a number or a whole word of two letters or more', () => {
    expect(split('the shop lists 12 sizes, we stock 9. could you check the label')).toEqual(['the shop lists 12 sizes, we stock 9.', 'could you check the label']);
    expect(split('your seat is 14C. do you want a window instead')).toEqual(['your seat is 14C.', 'do you want a window instead']);
    expect(split("the form is in. it's with payroll now. anything else")).toEqual(['the form is in.', "it's with payroll now.", 'anything else']);
    expect(split('No. can you send the invoice number')).toEqual(['No.', 'can you send the invoice number']);
  });

  it('keeps domains, versions, decimals, abbreviations, initials, dotted forms and ordinals whole', () => {
    for (const whole of [
      'open shop.example.org in a new tab',
      'install v2.4.1 and restart',
      'the fee is 3.75 per month',
      'bring something light, e.g. the blue folder',
      'I spoke to Mr. bryant about it',
      'she served in the U.S. navy for years',
      'we sell cups, plates etc. and some cutlery',
      'call the phone no. on the back of the card',
      'choose one: 1. the red case',
      'Ihr Urlaub vom 3. bis 7. Mai ist eingetragen.',
      'the trip takes approx. two hours',
    ]) {
      expect(split(whole), whole).toEqual([whole]);
    }
  });

  it('reads the question after such a stop as asking, with no special case in the asks rule', () => {
    expectAll('asks', true, ['the label says 10 and the box says 12. can you tell me which one arrived', 'we only have the large size. would the large one do']);
    expectAll('asks', false, ['the label says 10. the box says 12.']);
  });
});
