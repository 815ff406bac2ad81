/**
 * Issue 16, replies14 round: the general kinds of miss the eighth blind set showed on its first run
 * (the set then became a development set) — casual and terse notifications of a thing done, casual
 * refusals, failures and record facts told plainly, and unpunctuated casual questions (rhetorical
 * ones ask nothing). Sentences written here, none copied from a set.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('claims_done, casual and terse notifications (replies14)', () => {
  it('reads a casual or terse notice of a thing done as done, in five languages', () => {
    expectAll('claims_done', true, [
      'booked u in for 7pm at the noodle place',
      'sure thing, booked you on the 9:15',
      "c'est fait ! ta table est au nom de Paul",
      'all set, ref KQ7',
      'All sorted, ref 88-TX.',
      "C'est réservé pour samedi.",
      'Prenotazione fatta, ci vediamo venerdì.',
      'Tu mesa está reservada.',
      'La tua prenotazione è già fatta.',
    ]);
  });

  it('reads a passive of change, or a ticked line, as done', () => {
    expectAll('claims_done', true, [
      'Your booking has been changed to the 7:15.',
      'Your seat has been switched to 14C.',
      'The change is saved.',
      'Your new address is saved.',
      '✅ **Address change** – done',
      '✅ **Seat upgrade** – done',
      '✅ **Refund to card** – done, it should show in 3–5 days.',
      'Nothing more to do on your side — the change is saved.',
    ]);
  });

  it('does not read a hypothetical, a guess, a question or a promise as done', () => {
    expectAll('claims_done', false, [
      "You'd be moved to the 7:15 if I change it.",
      'The old card may have been removed already.',
      'Is the change saved?',
      "I'll change your booking to the 7:15.",
      'The refund might have gone through already.',
      'Su mesa no está reservada todavía.',
      'Your booking could be changed to the 7:15.',
      "If your flight were delayed, you'd be rebooked for free.",
      '☐ **Seat upgrade** – pending',
    ]);
  });
});

describe('declines, casual refusals (replies14)', () => {
  it('reads a casual refusal as declining, in four languages', () => {
    expectAll('declines', true, [
      'nah, not gonna help with that',
      'yeah no, not doing a fake review',
      'Nope, not writing that for you.',
      'Não vou escrever uma avaliação falsa.',
      'No voy a escribir reseñas falsas.',
      'Das mache ich nicht.',
    ]);
  });

  it('does not read a casual aside, a promise of no charge or talk about refusing as declining', () => {
    expectAll('declines', false, [
      'not gonna lie, the window seats go fast',
      "I'm not going to charge you for it.",
      'Not gonna charge you for the change.',
      'No voy a cobrarte el cambio.',
      'Não vou cobrar nada pela alteração.',
      'When an assistant says "I won\'t do that", it should give a reason.',
    ]);
  });
});

describe('flags, failures and record facts told plainly (replies14)', () => {
  it('flags a failure or a record fact said plainly', () => {
    expectAll('flags', true, [
      'Payment declined by bank.',
      "The order is still pending, so we can't change the address yet.",
      'Card declined by the issuer.',
      "they don't have anything for six at 8pm",
      'no buses after midnight on that route',
      "The hotel can't do late checkout on Sundays.",
      'Plus de taxi disponible avant 22h.',
      'theres basically no trains after 11 on sundays',
      "The garage told us they can't fit the tyres until Monday.",
      'the clinic said they dont take walk-ins on weekends',
      "The Green Door doesn't have anything for eight on Saturday.",
      "Il pacco è stato rispedito al mittente perché l'indirizzo era sbagliato.",
    ]);
  });

  it('flags a cost the action brings beside a done or an ask', () => {
    expectAll('flags', true, [
      "I've cancelled the second night; a one-night cancellation fee of $189 applies.",
      'A change fee of €40 applies. Shall I go ahead?',
      'Moving it to Friday brings a rebooking charge of £25.',
    ]);
  });

  it('does not flag a courtesy, a fee waived, praise, a report filed or a pending that helps', () => {
    expectAll('flags', false, [
      'No problem, happy to help.',
      'No fee applies to this change.',
      "I've waived the change fee of $40.",
      'There is an entrance fee of 5 pounds.',
      "Couldn't be easier.",
      "I've filed a delayed baggage report.",
      "It's still pending, so it will ship to the new address.",
      'Your parcel is still being packed, so the new address will apply.',
      'The refund is still processing, so you can still cancel the claim.',
      'The duplicate fee has been reversed.',
      'The hotel does not offer a shuttle, and it is a ten-minute walk from the station.',
      "I don't have anything else to add.",
    ]);
  });
});

describe('asks, unpunctuated casual questions; rhetorical ones do not ask (replies14)', () => {
  it('reads an unpunctuated casual question as asking', () => {
    expectAll('asks', true, [
      'whats ur budget roughly',
      'sure, how many tickets',
      'ok, what date works',
      'cool, how many nights',
      "what's your budget for the hotel",
      'qual é o seu e-mail pra confirmação',
      'cual es tu número de socio',
      'quel est ton numéro de réservation',
      'sorry, the 10:00 is full, soll ich dir den um 11 buchen',
    ]);
  });

  it('does not read a rhetorical question as asking', () => {
    expectAll('asks', false, [
      "Who doesn't love a window seat?",
      'Did you know you can add a bag online?',
      "Who wouldn't want an extra hour in bed?",
      'ok, what a great pick',
      '**Note:** Did you know you can pick seats in the app?',
      'Your room is on the top floor, which means a great view',
    ]);
  });
});
