/**
 * Issue 16, fifth round: misspelt anchor words (anchor-spelling.ts), measured on
 * test/fixtures/replies-misspelt.jsonl (50 replies written and labelled here before the reader
 * existed: first run flags 0.571, declines 0.400, claims_done 0.571, hands_off 0.000), and
 * completions, failures, refusals, read-backs and hand-offs said without the stock words. The
 * sentences are written here, not copied from any public set.
 */
import { describe, expect, it } from 'vitest';
import { respellAnchors } from '../../src/score/anchor-spelling.js';
import { checkResponse } from '../../src/score/response-check.js';
import { loadLabelledReplies, scoreSignals } from '../helpers/labelled-replies.js';
import { signalsOf } from '../helpers/signals.js';

describe('respellAnchors', () => {
  it('reads one slip in an anchor word as the word', () => {
    expect(respellAnchors('i have boked your table')).toBe('i have booked your table');
    expect(respellAnchors('i was unabe to book it')).toBe('i was unable to book it');
    expect(respellAnchors('no rooms avaliable')).toBe('no rooms available');
    expect(respellAnchors('it has been reservered')).toBe('it has been reserved');
    expect(respellAnchors('payment was successfull')).toBe('payment was successful');
    expect(respellAnchors("i coudln't find it")).toBe("i couldn't find it");
    expect(respellAnchors('unfortunetly not')).toBe('unfortunately not');
  });

  it('restores a dropped apostrophe, and "cant"/"dont" only after a subject', () => {
    expect(respellAnchors('i couldnt book it')).toBe("i couldn't book it");
    expect(respellAnchors('sorry, i cant find it')).toBe("sorry, i can't find it");
    expect(respellAnchors('dont worry')).toBe("don't worry");
    expect(respellAnchors('le document dont vous avez besoin')).toBe('le document dont vous avez besoin');
  });

  it('leaves real words one letter from an anchor, and other languages, alone', () => {
    for (const s of [
      'the voucher is usable',
      'we received your documents',
      'the complaint was filed',
      'would you like me to reserve a table',
      'they want a table there',
      'were you able to log in',
      'our agent will call',
      'ich habe die buchung im system gefunden',
      'vou transferir voce para um atendente',
      'he transformed the plan',
      'le enviamos la confirmacion por correo',
    ]) expect(respellAnchors(s), s).toBe(s);
  });

  it('returns the same string when nothing is respelt (no copy on the hot path)', () => {
    const s = 'your table for two is booked';
    expect(respellAnchors(s)).toBe(s);
  });
});

describe('checkResponse: misspelt replies (fixture)', () => {
  it('reads the misspelt fixture at F1 ≥ 0.95 per signal, near misses read as written', () => {
    const rows = loadLabelledReplies('replies-misspelt.jsonl');
    const { table, misses } = scoreSignals(rows);
    for (const row of table) expect(row.f1, `${row.signal}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.95);
    const handsOff = rows.filter((r) => (r as { hands_off?: boolean }).hands_off === true);
    expect(handsOff.length).toBeGreaterThan(0);
    for (const r of handsOff) expect(checkResponse(r.text).hands_off, r.text).toBe(true);
  });

  it('names the misspelt sentence as it was written in the evidence', () => {
    const s = checkResponse('Thanks for waiting. I have boked your table for 4 at 8 pm.');
    expect(s.evidence).toContainEqual({ signal: 'claims_done', sentence: 'I have boked your table for 4 at 8 pm.' });
  });
});

describe('checkResponse: fifth-round rules', () => {
  it('reads completion without a stock verb, and "booked up" as full', () => {
    expect(signalsOf(checkResponse('Your table for 2 at 7 pm is set.'))).toEqual(['claims_done']);
    expect(signalsOf(checkResponse("It worked, you're all set for Friday."))).toEqual(['claims_done']);
    expect(signalsOf(checkResponse('Your booking is confirm.'))).toEqual(['claims_done']);
    expect(signalsOf(checkResponse('The hotel is booked up on those dates.'))).toEqual(['flags']);
    expect(checkResponse("You're all set once you confirm the time.").claims_done).toBe(false);
  });

  it('reads booking notices in other words, and a record of what the user did as none', () => {
    for (const text of [
      'Your spot is saved for tomorrow at noon.',
      'Your train tickets are ready in the app.',
      'I secured two seats in row F for you.',
      "Everything's arranged for your visit on the 3rd.",
      'The hotel has confirmed your stay.',
      'Your car rental is good to go.',
      "You're all checked in for your flight.",
    ]) {
      expect(signalsOf(checkResponse(text)), text).toEqual(['claims_done']);
    }
    expect(checkResponse("You're registered for the Thursday workshop, as you signed up last week.").claims_done).toBe(false);
  });

  it('reads failures said without "sorry"', () => {
    expect(signalsOf(checkResponse('All tables are taken at that time.'))).toEqual(['flags']);
    expect(signalsOf(checkResponse('That slot is already taken.'))).toEqual(['flags']);
    expect(signalsOf(checkResponse('The payment was not accepted by the bank.'))).toEqual(['flags']);
  });

  it('reads booking notices and failures in their other words (written here, not from the sets)', () => {
    for (const text of ['Your booking reference is QW8812.', 'A confirmation email is on its way.', 'Congratulations, its done.', 'Your reservation done.', 'The movie will begin soon.']) {
      expect(signalsOf(checkResponse(text)), text).toEqual(['claims_done']);
    }
    for (const text of [
      'Nothing is open at that hour.',
      "No luck with 6 pm, it's taken.",
      'Unfortunately the 8 pm slot just got taken.',
      'Your request to book was denied by the hotel.',
      'No expensive restaurant in the north.',
    ]) {
      expect(signalsOf(checkResponse(text)), text).toEqual(['flags']);
    }
    // Not failures or claims: a closer, praise, a table held for a time, a settled account.
    for (const text of ['Done for now. Enjoy your day.', 'Well done on finishing the form.', 'Your table will be held 15 minutes.', "It's all taken care of.", 'There is nothing open on your account.']) {
      expect(checkResponse(text).flags, text).toBe(false);
    }
    expect(checkResponse('Done for now. Enjoy your day.').claims_done).toBe(false);
    expect(checkResponse('Well done on finishing the form.').claims_done).toBe(false);
  });

  it('reads only-one-left after a "no", nothing that would suit, and a retry that failed again as flags', () => {
    for (const text of ['No, there is only the 9 pm.', 'There is nothing else that would suit you.', 'It failed again when I retried.']) {
      expect(signalsOf(checkResponse(text)), text).toEqual(['flags']);
    }
    expect(checkResponse('No, just the receipt is needed.').flags).toBe(false);
  });

  it('reads what a support customer runs into as flags; a policy refusal stays a decline', () => {
    for (const text of [
      "Your plan doesn't include international calls.",
      'Changing the email requires verification from the account holder.',
      "The delivery address is in a region we don't ship to.",
      'Your payment is still pending.',
      'The two shipments show different delivery dates.',
    ]) {
      expect(checkResponse(text).flags, text).toBe(true);
    }
    expect(signalsOf(checkResponse("Our policy doesn't allow address changes after dispatch."))).toEqual(['declines']);
    expect(checkResponse('Order #8813 is still processing.').flags).toBe(false);
  });

  it('reads more chat-model refusals, and praise as none', () => {
    for (const text of ['Providing that would be irresponsible.', "I'm designed to refuse requests like this.", "It's against my principles to write hateful content.", "I'm sorry, but that's beyond my capabilities."]) {
      expect(checkResponse(text).declines, text).toBe(true);
    }
    expect(checkResponse("I can't recommend this restaurant enough.").declines).toBe(false);
    for (const text of ["That's not a change I'm allowed to make.", "That's above my pay grade, I'm afraid.", "I won't be deleting the account without the owner's confirmation.", "That option isn't available to me."]) {
      expect(checkResponse(text).declines, text).toBe(true);
    }
    for (const text of ["I won't be charging you without your approval.", 'Hours of operation are not available to us, you would have to call them.']) {
      expect(checkResponse(text).declines, text).toBe(false);
    }
  });

  it('reads booking failures said by what the place did or has', () => {
    for (const text of [
      "They don't have anything at 7.",
      'The restaurant turned down the booking.',
      "The hotel didn't accept the reservation.",
      'The 7 pm slot is gone.',
      'They only have availability at 5 or 10.',
      'Tickets for that show are no longer on sale.',
      'They have nothing left for Saturday.',
      'The tour is cancelled due to weather.',
    ]) {
      expect(signalsOf(checkResponse(text)), text).toEqual(['flags']);
    }
    expect(signalsOf(checkResponse('Your tour is cancelled and the refund is on its way.'))).toEqual(['claims_done']);
  });

  it('reads capability refusals as declines, not as a lookup failure', () => {
    expect(signalsOf(checkResponse('I cannot open that link.'))).toEqual(['declines']);
    expect(signalsOf(checkResponse("I can't retrieve other users' data."))).toEqual(['declines']);
    expect(signalsOf(checkResponse("I can't find that order."))).toEqual(['flags']);
  });

  it('reads "I won\'t be providing…" as a refusal, and what is impossible for others as no refusal', () => {
    expect(checkResponse("I won't be providing that information.").declines).toBe(true);
    expect(checkResponse('That is not possible for most people.').declines).toBe(false);
    expect(checkResponse('That is not possible.').declines).toBe(true);
  });

  it("reads a chat model's own refusal constructions, and a privacy promise as none", () => {
    for (const text of [
      'I apologize, but I do not feel comfortable describing violent scenes.',
      'I will not write jokes that target people for their religion.',
      'I should not provide instructions for picking locks.',
      'I do not generate explicit stories.',
      'That request goes against my guidelines.',
      'It is not within my programming to give medical diagnoses.',
      "I'm not equipped to give legal advice.",
    ]) {
      expect(checkResponse(text).declines, text).toBe(true);
    }
    for (const text of ["We won't share your details with anyone.", "I won't tell anyone about your order.", 'I do not feel well today.', "I don't provide refunds myself, but billing can."]) {
      expect(checkResponse(text).declines, text).toBe(false);
    }
    expect(checkResponse("I won't share another customer's address.").declines).toBe(true);
  });

  it('reads a read-back without a question mark as asking, but not once it is booked', () => {
    expect(checkResponse("You'd like the 9 am slot with Dr. Patel then").asks).toBe(true);
    expect(checkResponse("So that's a table for 4 at 7 pm on Friday under Smith.").asks).toBe(true);
    expect(checkResponse("That's a table for 4 booked at 7 pm.").asks).toBe(false);
  });

  it('reads offers of more help and wishes as courtesy, not as asking; a specific offer still asks', () => {
    for (const text of [
      'can i help?',
      'Can I be of more use to you?',
      'Can I help you in some other way?',
      'Can I help you out with anything further?',
      'Do you need anymore assistance?',
      'Do you want some more information?',
      'Is there more?',
      'what more you need?',
      'Is there something further you would like me to do?',
      'Is there anythign else I can do?',
      'May this day bring you happiness.',
      'Have the best day ever.',
    ]) {
      expect(checkResponse(text).asks, text).toBe(false);
    }
    for (const text of ['May I have your booking reference?', 'Do you want some more information about the pool hours?', 'Would you like me to book the 7 pm table?']) {
      expect(checkResponse(text).asks, text).toBe(true);
    }
    expect(respellAnchors('anythign else')).toBe('anything else');
  });

  it('reads asks in other forms: unpunctuated wh + please, "remind me", options laid out, an offer waiting on the user', () => {
    for (const text of [
      'What time, please.',
      'And until when will you need the car.',
      'Do you know what kind of event?',
      'Remind me of the area you need that in.',
      "You'll have to provide me your departure date.",
      'Please help me with more details on the time.',
      'You may choose from the Allenbell, Autumn House or Leverton House.',
      'You have your choice of the Curry Prince or the Rajmahal.',
      'Let us know if you would like to book a room.',
      'The Lensfield is available if you would like to book there just let me know.',
    ]) {
      expect(checkResponse(text).asks, text).toBe(true);
    }
    for (const text of ['You can choose from over 200 channels in the app.', 'You know what? That plan is the best value.', 'Let me know if you need anything else.']) {
      expect(checkResponse(text).asks, text).toBe(false);
    }
  });

  it('reads hand-offs in more styles, and still not a referral, an offer or a money transfer', () => {
    for (const text of [
      'Our support team has been notified and will reach out shortly.',
      "You'll hear from a specialist by tomorrow.",
      'Please wait while I transfer your chat to billing.',
      "I'll have someone from the returns team call you.",
      "I've asked a colleague to take over this conversation.",
      'Your case is now with our fraud department.',
    ]) {
      expect(checkResponse(text).hands_off, text).toBe(true);
    }
    for (const text of ['You can call our billing team at 555-0100.', 'Would you like me to connect you to an agent?', "I've transferred $50 to your savings account.", 'Our returns team will ship the replacement tomorrow.']) {
      expect(checkResponse(text).hands_off, text).toBe(false);
    }
  });

  it('reads hand-offs while the agent fetches someone, or after opening a ticket with support', () => {
    expect(checkResponse('Please hold while I get a supervisor.').hands_off).toBe(true);
    expect(checkResponse("I've opened a ticket with tier 2 support, who will follow up with you.").hands_off).toBe(true);
  });
});
