/**
 * Wording found by reading the dev split's misses in the fourth round of issue 16, one behaviour
 * per case, written here rather than copied from the sets (measured at scale by
 * `npm run eval:classifier`). Read with the rules alone, so they pin the rules, not the model.
 */
import { describe, expect, it } from 'vitest';
import { checkResponseRules } from '../../src/score/response-check.js';
import type { SignalName } from '../../src/score/response-check.js';
import { signalsOf } from '../helpers/signals.js';

const read = (text: string): SignalName[] => signalsOf(checkResponseRules(text));

describe('flags: the failure an apology opens, a failure ahead, nothing that matched', () => {
  it.each([
    "I'm sorry, there is not a vegan one in that part of town.",
    'Unfortunately, I could not find anything else that fits those dates.',
    'Sorry, no other departures tomorrow.',
    "Apologies, it's not running on Sundays.",
    "Sorry, can't do that at the airport branch.",
    'I will not be able to reserve that suite for you this weekend.',
    'No apartment was matched with your filters.',
    'I tried twice but could not book anything near the station.',
  ])('flags %j', (text) => expect(read(text)).toContain('flags'));

  it.each([
    // An answer about the place, not "no rooms are free".
    'No, it is free for children under five.',
    "I'm sorry, there is no charge for the second bag.",
    "I won't be able to make that change today, but I've logged a request with the team.",
    "Sorry, there's no need to bring the receipt.",
  ])('does not flag %j', (text) => expect(read(text)).not.toContain('flags'));
});

describe('claims_done: playback under way, "successfully" closing the report, what the user now holds', () => {
  it.each([
    'Playing the podcast now.',
    'Your film is starting.',
    'The album will begin shortly.',
    'Commencing the playlist.',
    'I have saved the note to your calendar successfully.',
    "We've successfully renewd your pass.",
    "Good news, it's all reserved for you.",
    'The van is held for you until noon.',
    "The room's yours.",
    'You have a table.',
    'Your payment was completed.',
    'Okay, the track is being played.',
    'Sure, starting episode playback.',
    "You've booked the twin room.",
    "I've schedule the delivery for you.",
    'I was successfully able to reserve the court.',
    'Your order is successfully placed.',
    'Your parking is paid for.',
    'The dentist visit is now saved in your calendar.',
  ])('claims done %j', (text) => expect(read(text)).toContain('claims_done'));

  it.each([
    'The concert is starting at 8 pm.',
    'Would you like me to start playing it now?',
    'You have a table booked for Friday at 7?',
    'You have a few options for the return trip.',
    "The choice is yours.",
    'The transfer was not completed.',
    'Would you like the visit added to your calendar.',
    'The quiz will play shortly in the main hall. Is that right?',
    "Have you booked the room yet?",
  ])('does not claim %j', (text) => expect(read(text)).not.toContain('claims_done'));
});
