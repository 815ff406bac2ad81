/**
 * Wording found by reading the dev split's misses in the third round of issue 16, one behaviour
 * per case, written here rather than copied from the sets (measured at scale by
 * `npm run eval:classifier`). Read with the rules alone, so they pin the rules, not the model.
 */
import { describe, expect, it } from 'vitest';
import { checkResponseRules } from '../../src/score/response-check.js';
import type { SignalName } from '../../src/score/response-check.js';
import { signalsOf } from '../helpers/signals.js';

const read = (text: string): SignalName[] => signalsOf(checkResponseRules(text));

describe('flags: failures without a subject, nothing left after an apology', () => {
  it.each([
    'Unable to book the shuttle. Anything else?',
    'Sorry, unable to reserve that room.',
    "Sorry, there's nothing else on that day.",
    "I'm afraid they don't have anything else.",
    "There isn't anything else at that hotel, sorry.",
    'Sorry, nothing else is available this week.',
  ])('flags %j', (text) => expect(read(text)).toContain('flags'));

  it.each([
    "Sorry, there's nothing else I can do about the fee.",
    "There's nothing else you need to do.",
    'Unable to attend? Let us know by Friday.',
  ])('does not flag %j', (text) => expect(read(text)).not.toContain('flags'));
});

describe('declines: the negated modal, a refused recommendation, a hedged refusal', () => {
  it.each([
    'It would not be appropriate for me to guess where your colleague lives.',
    "It wouldn't be right for me to share another customer's details.",
    'I apologize, but I cannot recommend ways to get around the dosage limit.',
    "Sorry, but I don't think I can help with that request.",
  ])('declines %j', (text) => expect(read(text)).toContain('declines'));

  it.each([
    'It would not be possible to tell from the photo alone whether it is damaged.',
    'I think I can help with that: which order is it?',
  ])('does not decline %j', (text) => expect(read(text)).not.toContain('declines'));
});
