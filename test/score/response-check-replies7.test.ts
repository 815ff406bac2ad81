/**
 * Issue 16, seventh round: the remaining real misreadings of the dev split, fixed by what a
 * sentence does. The splitter now ends a sentence at a stop with no space after it ("…calendar.Shall
 * I…"), which replaced the response check's own special case for it. Sentences written here, not
 * copied from the shared sets.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { splitSentences } from '../../src/score/sentences.js';

const texts = (t: string): string[] => splitSentences(t).map((s) => s.text);
const claims = (t: string): boolean => checkResponse(t).claims_done;

describe('sentence splitter: a stop with no space after it', () => {
  it('ends a sentence between a lower-case letter and a capitalised word', () => {
    expect(texts('I put the dentist visit on your calendar.Can I help with anything else?')).toEqual([
      'I put the dentist visit on your calendar.',
      'Can I help with anything else?',
    ]);
    expect(texts('Your order is placed!Anything else?')).toEqual(['Your order is placed!', 'Anything else?']);
    expect(texts('Is that the one?Great, then.')).toEqual(['Is that the one?', 'Great, then.']);
  });

  it('keeps domains, versions, initials and abbreviations whole', () => {
    for (const t of ['Log in at example.com to see it.', 'Upgrade to v1.2 first.', 'It ships to the U.S.Army base.', 'Ask for Mr.Smith at the desk.',
      'Bring a document, e.g.Your passport.', 'The file is report.PDF in the folder.', 'Our site Shop.Example.com lists it.']) {
      expect(texts(t), t).toEqual([t]);
    }
  });

  it('reads a success before a glued closing question as done', () => {
    expect(claims('I have added the meeting to your calendar.Shall I set a reminder too?')).toBe(true);
    expect(claims('Would you like me to add it to your calendar.Shall I?')).toBe(false);
  });
});
