/**
 * Issue 16, handoff38 round: a hand-off told the way tickets and emails tell it rather than with a transfer word —
 * the agent passes this request, case or ticket (by its number too) or the user's details to another person, team
 * or office who will act on it: forwarded, escalated, passed, given, raised with, looped in, involved, asked to
 * review, requested from, told with a follow-up promised; in English and de/fr/es/it/pt. Such a sentence hands off
 * and does not claim the request done; a done beside it still does (docs/score.md: passing the request on is not
 * doing it). Near misses that must not fire: the user's own people kept informed, a policy's condition, an
 * instruction to the user, the user's own forwarding, an offer, someone else's past forwarding, an email sent to
 * the user. Sentences written here, none copied from the sets.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

const FORWARDED = [
  // en: an identifier as the object, a titled name, a role outside the transfer words' list, "them" who then act.
  'I have escalated CHG-40211 to the Network Change Board, who will review it on Thursday.',
  'We passed your complaint about the noise to Ms Okoro, our residents\' officer.',
  'I forwarded your invoice query and the receipts to our accounts payable handler.',
  'I have sent your appeal to them and the panel chair will write to you next week.',
  'We\'ve raised a billing dispute with our collections partner.',
  'I give your application to Dr Varga, she decides on these.',
  // en: asked to review, requested from, let know with a follow-up, looped in.
  'I\'ve asked the duty pharmacist to check it before it goes out.',
  'The transfer needs a signed consent form; we have requested it from your previous clinic.',
  'I\'ve let the site supervisor know about the broken lock, and he will call you this afternoon.',
  'going to loop in @payroll-emea on this one',
  // de
  'Ich habe Ihren Antrag an Herrn Brandt in der Personalabteilung weitergeleitet.',
  'Hab die Meldung an den Hausmeisterdienst weitergegeben.',
  'Wir haben die Rechtsabteilung eingebunden.',
  // fr
  'Je l\'ai transmis au service contentieux ce matin.',
  'Votre réclamation concerne la facturation, à laquelle nous l\'avons transmise.',
  'J\'ai saisi le service juridique de votre question.',
  // es
  'He derivado tu solicitud al departamento de becas.',
  'Lo hemos escalado a soporte de segundo nivel.',
  'He involucrado al área legal para revisarlo.',
  // it
  'Ho girato al reparto tecnico la sua segnalazione.',
  'L\'abbiamo inoltrata alla segreteria didattica.',
  'Ho coinvolto il team sicurezza.',
  // pt
  'Solicitação de reembolso encaminhada p/ o setor financeiro.',
  'Repassei o seu pedido para a coordenação do curso.',
  'Acionei a equipe de manutenção.',
];

describe('hands_off: a request passed on as tickets and emails tell it (handoff38)', () => {
  it('reads forwarding, escalation, raising, looping in, asking to review and requesting from another party in six languages', () => {
    expectAll('hands_off', true, FORWARDED);
  });

  it('does not read the forwarding alone as the request done', () => {
    expectAll('claims_done', false, FORWARDED);
  });

  it('still reads a done beside a hand-off of the rest', () => {
    expectAll('claims_done', true, [
      'I\'ve cancelled the Tuesday class and forwarded the refund request to our finance office.',
      'Ho annullato la prenotazione e ho inoltrato all\'ufficio rimborsi la richiesta di rimborso.',
    ]);
  });

  it('does not read the user\'s own people told, a policy\'s condition, an instruction, the user\'s forwarding, an offer, another\'s past forwarding or an email to the user', () => {
    expectAll('hands_off', false, [
      'I\'ve booked the room for Friday. Your line manager has been notified.',
      'Staff may carry over five days, provided their manager has been informed before March.',
      'Please forward the quote to your finance office for sign-off.',
      'You\'ll need to raise it with your line manager.',
      'Escalate it to the service desk if the reset fails again.',
      'You escalated this to the network team last week, so it is already in their queue.',
      'I can forward it to the claims office if you like.',
      'Last month a colleague passed your file to the recoveries team.',
      'We have sent you an email with the new booking.',
      'Ich habe Ihnen die Rechnung per E-Mail weitergeleitet.',
      'Ho inoltrato a te la conferma.',
      'Le he reenviado al equipo la factura.',
      'Ho inoltrato la foto al tecnico.',
    ]);
  });
});
