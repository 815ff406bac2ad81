/**
 * Issue 16, forty-first round (team41): the hand-offs the twenty-fourth and twenty-fifth sets showed — a team or person
 * the agent has asked or sent the request to, who will then write, call, refund or decide, in six languages. A promise to
 * pass it on later, a message that only informs, feedback passed on, a document sent to the user and an offer hand
 * nothing on. Sentences written here, none copied from the sets.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('hands_off: a party asked or sent the request, who will then act (team41)', () => {
  it('reads them in six languages', () => {
    expectAll('hands_off', true, [
      'I\'ve raised the double booking with our reservations team — they\'ll refund the extra night by Friday.',
      'I\'ve renewed your parking permit and asked the estates office to reissue the badge; they\'ll post it to you.',
      'i sent it over to payroll, they\'ll email you the corrected slip',
      'I\'ve sent the queried receipt to your accountant, Harriet, who\'ll take it up with the supplier.',
      'I have forwarded your appeal to the exam board secretary, who will decide whether a resit is allowed.',
      'I\'ve asked our lettings team to hold the deposit until the inspection.',
      'J\'ai transmis le devis à votre assureur, qui vérifiera la franchise avec le garage.',
      'He pasado la queja a la jefa de sala para que te llame esta tarde.',
      'Mandei pro pessoal da contabilidade dar uma olhada no boleto.',
      'Ich habe die Hausverwaltung gebeten, den Aufzug heute noch prüfen zu lassen.',
      'Ho girato la pratica all\'ufficio tributi, che ti richiamerà domani.',
    ]);
  });

  it('does not read a promise to pass it on, a message that only informs, feedback, a document to the user or an offer', () => {
    expectAll('hands_off', false, [
      'I\'ll send it to accounts later and they\'ll email you.',
      'I\'ve let the office know you\'ll be ten minutes late.',
      'I\'ve passed your comments on the new menu to the kitchen team, who will be glad to hear them.',
      'I\'ve sent the corrected invoice to your email, and it will arrive in a few minutes.',
      'If you like, I can ask the estates office to reissue the badge; they\'ll post it to you.',
      'Voy a mandar la queja a la jefa de sala mañana para que la revise.',
      'Vou mandar pro pessoal da contabilidade dar uma olhada.',
    ]);
  });
});
