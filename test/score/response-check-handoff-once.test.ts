/**
 * Issue 16, the lead's merge of the forty-fourth round: a hand-off promised on the user's next act ("Once we have
 * it, our bereavement team will sort everything out") is not made yet, as docs/score.md reads a promise to pass the
 * request on later. The opening "once …" / "as soon as …" clause is a condition like "if …"; the perfect that says a
 * hand-off is made is looked for after that clause, not in it ("we have it" there is a possession). Sentences written
 * here, in insurance, utilities, lettings and public services.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('hands_off: a team promised to act once the user has done their part (the lead, round 44)', () => {
  it('does not read a hand-off that waits on the user', () => {
    expectAll('hands_off', false, [
      'As soon as we have the photos, the surveyor will contact you to arrange a visit.',
      'Once we have it, our bereavement team will sort everything out.',
      'Non appena abbiamo la perizia, il liquidatore la contatterà per la chiusura.',
      'Sobald wir das Formular haben, der Sachbearbeiter meldet sich bei Ihnen wegen der Auszahlung.',
      'Once we have the signed form, our claims team will assess it.',
    ]);
  });
  it('still reads a hand-off made now, with the receiver\'s own "once" after it', () => {
    expectAll('hands_off', true, [
      "I've passed your claim to our assessors, who will call you once they've read the surveyor's report.",
      'Ho girato la pratica al nostro ufficio sinistri, che la contatterà non appena avrà i documenti.',
      'Se lo he pasado a Marta, nuestra responsable de facturación, para que lo revise hoy.',
    ]);
  });
});
