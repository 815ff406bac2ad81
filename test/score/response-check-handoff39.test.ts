/**
 * Issue 16, handoff39 round: a transfer told as a thing made or under way, and hand-off forms the earlier lists lacked —
 * a transfer or escalation created, a request made to a team who then call (in a stiff present too), a request queued
 * for a person or put in a team's queue, a subjectless passive opening the sentence, a fault reported to those who fix
 * it, a transfer under way now after a condition of relevance; es "voy a pasar su caso", de "verbinde Sie mit ihm" and
 * the request passed to an office with the participle last, pt "encaminhei seu atendimento / para a equipe". Such a
 * sentence hands off and does not claim the request done. Near misses that must not fire: a money transfer to an
 * account, a fault flagged so it does not happen again, a service request submitted and acknowledged with no one to
 * take it up, an offer, a condition, an instruction to the user, the user's own forwarding, a document sent. Sentences
 * written here, none copied from the sets.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

const HANDED_ON = [
  // en: a transfer or escalation created; a request made to a team who then call.
  'I have opened an escalation to our lending specialists with your notes attached.',
  'We\'ve set up a handover to the night-shift supervisor.',
  'I make a ticket for the Accounts team and they contact you tomorrow.',
  'We have raised a request with the claims handlers, who will phone you on Monday.',
  // en: queued for a person, a team's queue, a subjectless passive.
  'Your appeal has been queued for review by a senior adviser.',
  'I\'ve added you to the billing team\'s queue; expect an email shortly.',
  'Complaint escalated to the regional manager, ref CX-5510.',
  // en: a fault reported to those who fix it; a transfer under way now after a condition of relevance.
  'I\'ve reported the outage on your street to our network engineers.',
  'If the charge is not yours, I\'m connecting you to our card security desk now.',
  // es, de, fr, it, pt.
  'Vamos a derivar su consulta al departamento de facturación.',
  'He comunicado la avería al servicio técnico.',
  'Ich stelle Sie jetzt zu einer Kollegin aus der Buchhaltung durch.',
  'Ihren Antrag habe ich geprüft und an das zuständige Bürgeramt weitergeleitet.',
  'J\'ai signalé la panne au service technique.',
  'Abbiamo segnalato il problema al reparto tecnico.',
  'Reportei o defeito para a equipe técnica.',
  'Transferi seu atendimento para o setor de cobrança.',
  'Anotei tudo e encaminhei para a equipe de suporte.',
];

describe('hands_off: a transfer made or under way and the forms the earlier lists lacked (handoff39)', () => {
  it('reads them in six languages', () => {
    expectAll('hands_off', true, HANDED_ON);
  });

  it('does not read the hand-off alone as the request done', () => {
    expectAll('claims_done', false, HANDED_ON);
  });

  it('does not read a money transfer, a fault flagged for prevention, an acknowledged service request, an offer, a condition, an instruction, the user\'s forwarding or a document sent', () => {
    expectAll('hands_off', false, [
      'I have set up a transfer to your savings account for the 1st of each month.',
      'I\'ve credited the late fee back and flagged it to our billing team to prevent it happening again.',
      'He devuelto el importe y he comunicado la avería al equipo técnico para que no vuelva a ocurrir.',
      'Your boiler repair request was sent to the landlord and they issued a reference, BR-4410.',
      'If you want, I can open an escalation to our lending team.',
      'If the fault comes back, I\'ll report it to our engineers.',
      'Please make a request to the HR team and they will call you.',
      'Sie haben Ihren Antrag bereits an das Bürgeramt weitergeleitet.',
      'Die Anfrage wurde von Ihrem Arbeitgeber an das Personalamt weitergeleitet.',
      'Transferi o valor para a conta poupança.',
      'Case studies are shared with the whole team each quarter.',
    ]);
  });

  it('still reads the submission acknowledged as done', () => {
    expectAll('claims_done', true, ['Your boiler repair request was sent to the landlord and they issued a reference, BR-4410.']);
  });
});
