/**
 * Issue 16, sixth round: the held-out adjudication (bench/replies/adjudications.jsonl) sorted the
 * reader's misses into "ours wrong" and "label disagrees"; these are rules for the first kind, over
 * what a sentence does: playback under way in the present, what the user now holds, a ride
 * arriving within minutes, the perfect with a base form or "gotten", manner adverbs on a
 * completion, a full place that is not a booking, a negated contraction as a finite verb, and
 * empty searches and search results said in other words. Sentences written here, not copied.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';

const claims = (t: string): boolean => checkResponse(t).claims_done;
const flags = (t: string): boolean => checkResponse(t).flags;

describe('claims_done, sixth round', () => {
  it('reads playback under way in the present', () => {
    for (const t of ["It's playing.", 'The film is on now.', 'Your playlist is playing in the living room.', 'The episode starts!',
      'The track will begin playing.', "I'm starting the episode.", 'Okay, started playing the album on your speaker.', 'The song is currently playing.']) {
      expect(claims(t), t).toBe(true);
    }
  });

  it('reads what the user now holds, and a ride arriving within minutes', () => {
    for (const t of ['Perfect, you have tickets.', 'You have a table there.', 'You got a reservation.', 'Your table is waiting for you.',
      "You'll have a compact car waiting for you at the airport.", "The driver is arriving in about 4 minutes.", 'Your taxi arrives in 3 minutes.',
      'Done, with a taxi on the way.']) {
      expect(claims(t), t).toBe(true);
    }
  });

  it('reads the perfect with a base form or "gotten", manner adverbs and "has been done"', () => {
    for (const t of ["I've place your order for the flowers.", 'I have gotten two seats for you.', "I've made you a booking for Friday.",
      'Your table is officially booked.', 'The room has been properly reserved.', 'It has been done.', 'Your transport has been arranged.',
      'They have no patio but your table is confirmed.', 'The visit is scheduled, and parking is free.']) {
      expect(claims(t), t).toBe(true);
    }
  });

  it('does not read a full place, a failed booking or a wish as done', () => {
    for (const t of ['Sorry, the bistro is booked at that time.', 'I am sorry, all the seats on that flight have been purchased.',
      'Unfortunately the tables were all booked.', "The booking wasn't successful.", 'You have yourself a lovely evening!',
      'Would you like me to play the song in the kitchen?']) {
      expect(claims(t), t).toBe(false);
    }
    // The user's own booking at that time is still a booking.
    expect(claims('Your table is booked for that time.')).toBe(true);
  });
});

describe('flags, sixth round', () => {
  it('reads a full place and empty searches said in other words', () => {
    for (const t of ['Sorry, the bistro is booked at that time.', 'Unfortunately they are booked.', 'There are 12 cafes nearby, none of which serve vegan food.',
      'Still no guesthouses that match your criteria.', "I haven't found anything in that area."]) {
      expect(flags(t), t).toBe(true);
    }
  });

  it('does not read search results, party sizes, a quantity reserved or free entry as a problem', () => {
    for (const t of ['There are several for you to choose from.', 'There are three that match your requirements.', 'Shall I book a table for 4 people?',
      'Okay, you have 3 tickets reserved on the 9:15 train.', "There's no charge to get in."]) {
      expect(flags(t), t).toBe(false);
    }
    // Several records under one identifier stay a flag, as the fixtures define it.
    expect(flags('I see two orders under your name.')).toBe(true);
  });
});
