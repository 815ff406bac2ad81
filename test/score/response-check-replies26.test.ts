/**
 * Issue 16, replies26 round: asks on the development sets, read by a sentence's mood and function — a note or
 * instruction for the user's own later act (the user's own need, a later event then what to do, es/it/pt/fr "if
 * <later event>, you can <own act>") is not a question; a wh-word heading a subject or adverbial clause is not a
 * question; the agent's act held until the user says, and a piece of information named as what would let the
 * agent act, are asks though told without '?'. Sentences written here, none copied from the sets; each kind with
 * near misses that must not change (real questions, requests for missing information without '?').
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('asks: a note or instruction for the user\'s own later act (replies26)', () => {
  it('does not ask', () => {
    expectAll('asks', false, [
      "You'll need your boarding pass when you reach the gate; it's also in the app.",
      'You will need the original receipt when you return the kettle to the shop.',
      'When the thermostat shows a flashing E3, check that the boiler pressure is above 1 bar.',
      'When you open the parcel, keep the packaging in case the lens needs to go back.',
      'Si la fuga sigue, puedes llamar al fontanero de guardia.',
      'Se il ritardo supera le tre ore, puoi chiedere il rimborso in biglietteria.',
      'Se a fatura não chegar, pode consultá-la na área de cliente.',
    ]);
  });

  it('still asks where the later act hands something to the agent, or it is a question', () => {
    expectAll('asks', true, [
      "When you have the tracking number, send it to me and I'll chase the courier.",
      'Whenever you get a chance, paste the error code into this chat.',
      'Once you find the policy number, tell me and I will look it up.',
      "I'll need your policy number to find the claim.",
      'When is your flight?',
      'Se hai il numero della pratica, puoi mandarmelo.',
      'Si tienes el número de pedido, puedes decírmelo.',
    ]);
  });
});

describe('asks: a wh-word heading a subject or adverbial clause (replies26)', () => {
  it('does not ask', () => {
    expectAll('asks', false, [
      'Which tent suits you depends on how many people sleep in it: the Duo for two, the Lodge for six.',
      'What happens to the deposit is explained in section 4 of the lease.',
      'When a match is rained off, the club refunds half the ticket price.',
      'Where the path forks, the left branch leads down to the lake.',
    ]);
  });

  it('still asks a wh-question, with or without a question mark', () => {
    expectAll('asks', true, [
      'Which tent would you like, the Duo or the Lodge?',
      'Which day suits you best',
      'What is the address for the delivery?',
    ]);
  });
});

describe('asks: told without a question mark (replies26)', () => {
  it('asks when the agent holds its act until the user says, or names what would let it act', () => {
    expectAll('asks', true, [
      'Two saved cards on the account. Not charging either until you tell me which.',
      "I'm holding the order until you pick a colour.",
      'The serial number on the back of the router would let me check the warranty.',
      'A photo of the label would help us trace the parcel.',
      'Please supply the invoice number.',
    ]);
  });

  it('does not ask where the wait is on something else, or what helps is not the user\'s to give', () => {
    expectAll('asks', false, [
      "Your new card won't work until you activate it in the app.",
      'The upgrade would let you stream in 4K on two screens.',
      'The refund will not show until the bank processes it.',
      "I won't cancel anything until you confirm.",
    ]);
  });
});
