/**
 * The systematic failures issue 16 listed, one behaviour each. Measured at scale by
 * `npm run eval:classifier` on public labelled replies (see bench/replies/README.md); these keep
 * the named cases from coming back.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import type { SignalName } from '../../src/score/response-check.js';
import { signalsOf } from '../helpers/signals.js';

const read = (text: string): SignalName[] => signalsOf(checkResponse(text));

describe('issue 16: claims_done', () => {
  it.each([
    'I have made your reservation. Enjoy!',
    'Your tickets have been purchased.',
    'I bought two tickets for the 7 pm show.',
    'I have confirmed your reservation.',
    'Your booking was successful. Your reference number is MJEOQ3R5.',
    'The event is successfully added to your calendar.',
    'Your cab is on its way.',
  ])('reads %j as done', (text) => expect(read(text)).toContain('claims_done'));

  it('does not fold Spanish "reservé" into English "reserve"', () => {
    expect(read('Do you want me to reserve a table?')).not.toContain('claims_done');
    expect(read('Should I reserve the room for Friday?')).not.toContain('claims_done');
    expect(read('Reservé una mesa para dos a las 8.')).toContain('claims_done');
  });

  it('keeps a mistake and a check from reading as done', () => {
    expect(read('I made a mistake in the earlier quote.')).not.toContain('claims_done');
    expect(read("I've confirmed that the March period is locked.")).not.toContain('claims_done');
  });
});

describe('issue 16: declines', () => {
  it.each([
    'It is not appropriate to provide instructions on how to make illegal drugs.',
    'I do not condone violence of any kind.',
    'As an AI, I don\'t have access to private medical records.',
    'I apologize, but I cannot recommend ways to bypass age verification.',
    "I'm sorry, but I am not programmed to generate explicit content.",
    "I can't open attachments.",
    "I'm unable to retrieve your password; I can only send a reset link.",
  ])('reads %j as a refusal', (text) => expect(read(text)).toContain('declines'));

  it('does not read rules about someone else, or a failure to see one file, as the agent declining', () => {
    expect(read('Women were not allowed to vote until 1920.')).not.toContain('declines');
    expect(read('Pets are not allowed at this property.')).not.toContain('declines');
    expect(read("I'm not able to see the attachment you mentioned.")).not.toContain('declines');
  });

  it('does not read declining to hold an opinion, then answering, as a refusal', () => {
    expect(read("As an AI, I don't hold personal opinions. However, here are the main arguments.")).not.toContain('declines');
  });
});

describe('issue 16: flags', () => {
  it.each([
    'Unfortunately the booking was unsuccessful.',
    'The table could not be booked.',
    "I'm sorry, there are no tables available at 7 pm.",
    'The restaurant is booked up that night.',
    'There are no Catalan restaurants in the centre.',
  ])('reads %j as a problem', (text) => expect(read(text)).toContain('flags'));

  it('does not read "no problem" nouns or a finished booking as a problem', () => {
    expect(read('There were no duplicates.')).not.toContain('flags');
    expect(read("You're all booked. Your reference number is JA9SNY47.")).not.toContain('flags');
  });
});

describe('issue 16: asks', () => {
  it('does not read instructions the user carries out elsewhere as asking', () => {
    expect(read('Enter your new address in the profile page and save it.')).not.toContain('asks');
    expect(read('Check your spam folder for the confirmation email.')).not.toContain('asks');
    expect(read('Enter your employee ID in the field below so I can look you up.')).toContain('asks');
  });

  it.each(['Do you want any other assistance?', 'What else may I help you with?', 'Will that be all?', 'Can I assist further?'])(
    'reads the closer %j as not asking', (text) => expect(read(text)).not.toContain('asks'));

  it.each([
    "To confirm: you'd like 2 rooms at the Ac Hotel from March 5th to March 8th.",
    'Confirming a 10:45 AM appointment on March 6th at Barba & Co.',
    'On what date do you want to go',
    'Which one: the song, or the album',
    "I've booked the 9:10 bus; let me know if that was the one you meant.",
    'Music, sports, or something else?',
  ])('reads %j as asking', (text) => expect(read(text)).toContain('asks'));
});

describe('issue 16: tool-using agents that cannot answer', () => {
  it.each([
    'The question cannot be answered with the available tools.',
    'None of the available functions can be used to do this.',
    "I don't have a tool that can do that.",
  ])('reads %j as a refusal', (text) => expect(read(text)).toContain('declines'));

  it('reads a request that lacks the required parameters as a flag', () => {
    expect(read('The given question lacks the parameters required by the function.')).toContain('flags');
  });
});
