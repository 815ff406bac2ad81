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

  it('ends a sentence at a period after a whole lower-case word before a lower-case word, not after an abbreviation', () => {
    expect(texts('Payment successful. the receipt is in your inbox')).toEqual(['Payment successful.', 'the receipt is in your inbox']);
    for (const t of ['It takes approx. twenty minutes.', 'Pick the 9 a.m. slot.', 'Well... maybe later.', 'It is on gmail.com. then reply']) {
      expect(texts(t), t).toEqual([t]);
    }
    expect(claims('Payment successful. the receipt is in your inbox')).toBe(true);
  });

  it('reads a success before a glued closing question as done', () => {
    expect(claims('I have added the meeting to your calendar.Shall I set a reminder too?')).toBe(true);
    expect(claims('Would you like me to add it to your calendar.Shall I?')).toBe(false);
  });
});

describe('claims_done, seventh round', () => {
  it('reads a booking dated by its own day, the gerund of a purchase, playback going and tickets held', () => {
    for (const t of ['Your viewing on April 3rd is scheduled.', 'The appointment for 12 May has been scheduled.', 'Purchasing the seats was completed.',
      'Booking your table is done.', 'Your trip for the weekend has been planned.', 'I have the film going now.', 'We will start play the episode.',
      'I have your tickets, but the train has one change.']) {
      expect(claims(t), t).toBe(true);
    }
  });

  it('does not read an offer, a release year or a full event as done', () => {
    for (const t of ['I can put the concert on your calendar.', "I'll put it in your diary if you like.", 'Yes, the album was released in the year 2009.',
      "I'm sorry, those seats are all booked.", 'Unfortunately, these rooms are fully booked.', 'Nothing has been planned for that day.']) {
      expect(claims(t), t).toBe(false);
    }
    // A past date that is not the booking's own still makes it a record.
    expect(claims('The invoice was issued on March 3rd.')).toBe(false);
  });
});

describe('flags, seventh round', () => {
  const flags = (t: string): boolean => checkResponse(t).flags;

  it('reads a "missing" thing that is a venue or a recommendation as a name', () => {
    for (const t of ['the lost mitten would suit your needs, shall I book it?'.replace('lost', 'missing'),
      'Yes, the missing mitten is a cheap Italian restaurant in the centre.', 'I found one place for that: The Missing mitten.']) {
      expect(flags(t), t).toBe(false);
    }
    for (const t of ['The missing page is the signature page.', 'Your parcel is missing a box.', 'The missing item is a blue mug.', 'Status: Missing']) {
      expect(flags(t), t).toBe(true);
    }
  });

  it('does not read "No, there is not" as an empty search when the next sentence says it is free or not needed', () => {
    for (const t of ['No, there is not. Entry to the gardens is free.', "No, there isn't. A booking is not required.", 'Nope, there is none. The museum is free to enter.']) {
      expect(flags(t), t).toBe(false);
    }
    for (const t of ['No, there is not. Would you like to try the south instead?', "No, there isn't. I'm sorry."]) {
      expect(flags(t), t).toBe(true);
    }
  });
});

describe('seventh round: a booking confirmed for its own date, a reading that went down, a booking others cancelled', () => {
  const flags = (t: string): boolean => checkResponse(t).flags;

  it('reads "<booking> on <the date> is confirmed" as done, but not a full time slot', () => {
    expect(claims('Viewing on that date is confirmed.')).toBe(true);
    expect(claims('Your reservation for the 8 pm slot has been booked.')).toBe(true);
    expect(claims('Sorry, the table at that time is booked.')).toBe(false);
  });

  it('flags a meter reading below the last one, in five languages, and not one above it', () => {
    for (const t of ['The gas reading you sent is lower than the last one on file.', 'Ihr Zählerstand ist kleiner als der vorherige Wert.',
      'Ce relevé est inférieur au dernier relevé.', 'Questa lettura è inferiore all’ultima.', 'Essa leitura é menor do que a anterior.']) {
      expect(flags(t), t).toBe(true);
    }
    expect(flags('Your reading is higher than last month, as you would expect in winter.')).toBe(false);
  });

  it('reads "now" typed for "no" after an apology as nothing left, but not good news', () => {
    expect(flags("I'm sorry, there are now other tables on that evening.")).toBe(true);
    expect(flags('Good news, there are now other tables on that evening.')).toBe(false);
  });

  it('flags a booking someone else cancelled, and does not read it as done', () => {
    const t = 'I looked it up: your Friday ferry was cancelled by the operator.';
    expect(flags(t)).toBe(true);
    expect(claims(t)).toBe(false);
  });
});

describe('declines, seventh round', () => {
  const declines = (t: string): boolean => checkResponse(t).declines;

  it('reads "there is no information about" someone the user knows as nothing to go on, not a listing', () => {
    for (const t of ['There is no information about the awards your cousin received.', "There's no public information about your neighbour's salary."]) {
      expect(declines(t), t).toBe(true);
    }
    for (const t of ["There is no information about the museum's opening hours.", 'There is no information on the entrance fee for your friends.']) {
      expect(declines(t), t).toBe(false);
    }
  });
});

describe('seventh round: closing the conversation is not an action, a bare "No, I\'m sorry." is', () => {
  it('does not read "done for now" or "assistance completed" as done, but still reads a refund done', () => {
    for (const t of ['It was a pleasure. Everything is done for now. Thanks.', 'Help completed at this time.', 'Chat completed.']) {
      expect(claims(t), t).toBe(false);
    }
    for (const t of ['Your refund is done.', 'Refund completed.']) expect(claims(t), t).toBe(true);
  });

  it('flags a bare "No, I\'m sorry." but not an apology that goes on', () => {
    expect(checkResponse("No, I'm terribly sorry.").flags).toBe(true);
    expect(checkResponse("No, I'm sorry, I meant Tuesday.").flags).toBe(false);
  });
});

describe('claims_done, seventh round: the booked ride within minutes in other words', () => {
  it('reads the ride arriving, "is affirmed" and "is all good" as done, not a question or a timetable', () => {
    for (const t of ['It should be here in like 9 minutes.', 'Expect it in 4 minutes; the fare is $12.', 'The driver sure be there in 6 minutes.',
      'Your booking is affirmed.', 'Okay then, your visit is all good.']) {
      expect(claims(t), t).toBe(true);
    }
    for (const t of ['Would it be there in 5 minutes?', 'The bus leaves in 5 minutes.', 'It will be ready in 5 minutes.']) {
      expect(claims(t), t).toBe(false);
    }
  });
});
