/**
 * Issue 16, replies23 round: adjudicate20's "ours wrong" on the tenth to twelfth sets, read as mechanisms —
 * claims_done missed: a booking of the user's thing for its own weekday and date, the user's thing made
 * ready for them, a place got for the user ("I got you in", "you're in!"), and the thing sent off today.
 * Sentences written here, in domains the sets do not have, none copied from them; each kind with near
 * misses that must not read as done.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('claims_done: a booking for its own weekday and date (replies23)', () => {
  it('reads the booked thing dated by weekday and date as done', () => {
    expectAll('claims_done', true, [
      'Your dental cleaning is scheduled for Monday 3 March at 9:40.',
      'Your piano tuning with Mr. Okafor is booked for Friday, May 9 at 2 pm.',
      'Your boiler service is now set for Wednesday the 21st, between 8 and 12.',
    ]);
  });

  it('does not read a bare date, a timetable or a question as a booking made', () => {
    expectAll('claims_done', false, [
      'Your appointment is scheduled for 3 July.',
      'The next ferry is scheduled for Tuesday 10 June.',
      'Is your scan scheduled for Monday 3 March?',
      'If your hearing is set for Friday 9 May, bring the letter.',
    ]);
  });
});

describe('claims_done: the user\'s thing made ready for them (replies23)', () => {
  it('reads a thing ready for the user, or ready and sent, as done', () => {
    expectAll('claims_done', true, [
      'The hire van is ready for you at bay 3.',
      "Your fishing permit is ready and I've emailed it to you.",
      'Your printed banners are now ready for you at the front desk.',
    ]);
  });

  it('does not read a thing not yet ready, asked about, or left to the user to decide', () => {
    expectAll('claims_done', false, [
      "The studio isn't ready for you yet, the cleaners are still in.",
      'Is the kayak ready for you?',
      'The quote will be ready for you on Monday.',
      'Both options are ready for you to decide between.',
    ]);
  });
});

describe('claims_done: a place got for the user (replies23)', () => {
  it('reads "I got you in" and a whole-clause "you\'re in!" as done', () => {
    expectAll('claims_done', true, [
      'The 6pm class was full, so I got you in at 6:30 instead.',
      "We've squeezed you in on Friday morning with the hygienist.",
      "Great news, you're in!",
    ]);
  });

  it('does not read "in luck", "in the queue" or a supposed case as a place got', () => {
    expectAll('claims_done', false, [
      "You're in luck: the pool opens early on Sundays.",
      "You're in the queue, position 14.",
      "If you're in town on Friday, the market is worth a visit.",
    ]);
  });
});

describe('claims_done: the thing sent off today (replies23)', () => {
  it('reads this request\'s thing shipped or sent out today as done', () => {
    expectAll('claims_done', true, [
      'The spare battery shipped this morning via DHL, tracking DH88213.',
      'Your replacement lens went out today by courier.',
    ]);
  });

  it('does not read a dated record or a regretted dispatch as done', () => {
    expectAll('claims_done', false, [
      'The parcel shipped on 3 May.',
      "Unfortunately the order shipped this morning, so I can't change the address any more.",
    ]);
  });
});

describe('flags: a refusal on a general ground, and a service\'s coverage, flag nothing (replies23)', () => {
  it('reads a can\'t beside a policy or a house limit as a refusal, not a failure', () => {
    expectAll('flags', false, [
      "Sorry, I can't reserve the minibus for 20 people; our maximum is 16.",
      "We can't sell you a season pass for a pet — it's against our park rules.",
      "I can't add a fifth guest to the cabin, the maximum occupancy is 4.",
      "Sorry, we don't ship to Iceland.",
      'We do not deliver outside the ring road.',
    ]);
    expectAll('declines', true, [
      "Sorry, I can't reserve the minibus for 20 people; our maximum is 16.",
      "I can't add a fifth guest to the cabin, the maximum occupancy is 4.",
    ]);
  });

  it('still flags a can\'t on a fact of this request, and a request over the limit stated', () => {
    expectAll('flags', true, [
      "I can't reserve the minibus, every one is out on hire that weekend.",
      "I can't cancel the gift box, it has already shipped.",
      'Your order of 14 crates is over our maximum of 10.',
      "We don't have your parcel at the depot yet.",
      "Your cottage is on an island we don't deliver to.",
    ]);
  });
});

describe('flags: an empty result of this request\'s thing, a risk that another party turns it down (replies23)', () => {
  it('reads what the named thing lacks, and a third party that may reject it, as flags', () => {
    expectAll('flags', true, [
      'Checked the timetable: ECON-201 has no places left this term.',
      "The carrier's feed has no scans for this parcel yet.",
      "I've filed the mileage claim, though payroll may reject it without the manager's signature.",
      'Sent the rent transfer; the bank might return the payment if the reference is missing.',
    ]);
  });

  it('does not read a feature absent, or the user\'s or the agent\'s own choice, as flags', () => {
    expectAll('flags', false, [
      'The room has no minibar.',
      'The gym has no classes on Sundays.',
      'You may decline it if you prefer.',
      'We might refuse it if it arrives damaged.',
    ]);
  });
});
