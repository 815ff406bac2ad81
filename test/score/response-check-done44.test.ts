/**
 * Issue 16, forty-fourth round (done44): claims_done, declines and asks read by the sentence's function and structure,
 * over open vocabulary, in six languages. claims_done: a participle of a state change heading the sentence with a named
 * record after it; a record's status line (the thing and its identifier, then the participle, or the participle tied
 * to an identifier by a preposition); the user's thing arranged for them or for their day, in the present (what a
 * partner now does on the agent's arrangement); a non-native present first-person act after an opener; the act named by
 * a pseudo-cleft ("What I've done is …"). Not read: a heading or a column, a question, a lookup told as done, a status
 * history, an availability answer, a process, a hold in place of the act, a place kept for a kind of case, a timetable,
 * a receipt, a lock, a forecast, a plan on a condition, a modal pseudo-cleft. declines: what the agent or the company
 * does not do on a named act, a safety step not skipped, a refusal made emphatic, a could-not on a cap, a first-person
 * no-way; not a service not offered told as information, an act held until something is known, a non-act told alone,
 * a not-found. asks: a hold till the user says which, a condition on a fact the user knows and then "tell me"; not the
 * open closer nor a contingency. Sentences written here (healthcare, utilities, travel, software, public services),
 * none copied from the sets.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

const DONE = [
  'Anulada la cita de fisioterapia del paciente H-22817.',
  'Cambiado el titular del contrato de luz CUPS ES0031-4477 a nombre de Marta.',
  'Reprogrammé le rendez-vous de vaccination de Léo au jeudi 14 à 9h30.',
  'Spostata la visita cardiologica di Anna al 20/01 alle 11.',
  'Emitido o certificado de residência CR-2026-0412 e enviado para o seu e-mail.',
  'Reembolsada a taxa do passaporte PT-8821.',
  'Renewed the parking permit PP-20931 for another 12 months.',
  'Patch KB-50771 rolled out to the staging cluster.',
  "Boiler repair job WO-66120 booked with the landlord's plumber.",
  'Aviso de avería abierto con la distribuidora para el contador 7Z-441090.',
  'Pratica di rimborso aperta per la fattura 2026/0381.',
  'Your blood test is booked for Thursday at 8:15.',
  'Seat 14C is reserved for you on the 07:40 to Leeds.',
  'Ihr Zählerwechsel ist für Dienstag, 12. Januar, eingeplant.',
  'La révision de la chaudière est programmée pour jeudi 14.',
  'La visita del tecnico del gas è fissata per lunedì 18.',
  'ok I change the meter address to flat 2B (account 55-1023), rest stay same.',
  "What I've done is mark the gas leak report as urgent for tonight's crew.",
  'Lo que sí he hecho es adelantar la revisión del contador al lunes.',
  "Ce que j'ai fait, c'est avancer votre rendez-vous au 12.",
  'O que fiz foi remarcar a consulta para sexta.',
];

const NOT_DONE = [
  'Cancelled appointments:',
  'Renewed already?',
  'Consulta feita: a sua fatura da água está paga.',
  'Verificación hecha: el recibo 2026/114 está pagado.',
  'Historial de envío: 02/12 recogido, 03/12 en reparto, 04/12 entregado.',
  'Disponibilidad del fisioterapeuta en la clínica 4: dos huecos libres el martes.',
  'Our nurses always phone the day before to confirm the time.',
  "I've put the MRI referral on hold rather than book the wrong scanner.",
  'The 9:00 slot is reserved for urgent cases.',
  'The last train is scheduled for 23:10.',
  'Received the payment for invoice 2026/0381 on your account.',
  'Payroll batch PR-2026-01 locked.',
  'La cita está prevista para el martes, pero la clínica aún no la ha confirmado.',
  'Ok I change the address if you send me the new postcode.',
  'What I can do is move the appointment to Friday.',
];

describe('claims_done: a done told by its structure — participle first, a status line, an arrangement (done44)', () => {
  it('reads them in six languages and other domains than logistics', () => {
    expectAll('claims_done', true, DONE);
  });

  it('does not read a heading, a question, a lookup, a history, an availability, a process, a hold, a rule or a plan', () => {
    expectAll('claims_done', false, NOT_DONE);
  });
});

const REFUSED = [
  'Not reissuing the parking permit: PP-20931 is still valid until March.',
  "Sorry, we don't disclose other patients' appointment times, whoever asks.",
  'We never backdate a meter reading, full stop.',
  "On ne laisse pas partir l'ambulance sans le contrôle de l'oxygène.",
  'No dejamos salir el autobús sin la revisión de frenos.',
  'Non facciamo partire il volo senza il controllo dei documenti.',
  'Os dados de outros utentes são confidenciais, não os partilho.',
  'Die Telefonnummer des Vermieters gebe ich nicht weiter.',
  "I couldn't add a third night: the hotel limits each booking to two nights.",
  "I have no way of seeing the clinic's internal notes.",
  'Non ho modo di vedere i referti del laboratorio esterno.',
];

const NOT_REFUSED = [
  "We don't ship to the Canary Islands.",
  "We don't stock that size of filter.",
  'Not renewing the permit until you send the new address.',
  "I haven't changed anything on your account yet.",
  'Not seeing the booking under that name.',
];

describe("declines: a refusal without a can't on a named act, a could-not on a cap, a no-way (done44)", () => {
  it('reads them in six languages', () => {
    expectAll('declines', true, REFUSED);
  });

  it('does not read a service not offered, an act held until something is known, a non-act told alone or a not-found', () => {
    expectAll('declines', false, NOT_REFUSED);
  });
});

describe("asks: a condition on the user's word (done44)", () => {
  it('reads a hold till the user says which, and "if that was the one, tell me", in six languages', () => {
    expectAll('asks', true, [
      '2 patients match "J. Smith, 1984" — H-221 and H-304. Not moving either till you say which.',
      "I've cancelled appointment 4471. There was a second one, 4471-B, for the same day: if that was the one you meant, tell me and I'll restore it.",
      'He anulado la reserva 7781. Si era la otra, dímelo y lo corrijo.',
      "J'ai clôturé le ticket 5512. Si c'était l'autre que vous vouliez dire, dites-le-moi.",
      'Ho chiuso la pratica 3310; se era quella che intendevi, dimmelo e la riapro.',
      'No libero ninguna hasta que me digas cuál.',
    ]);
  });

  it('does not read the open closer or a contingency', () => {
    expectAll('asks', false, [
      'Let me know if you need anything else.',
      "If it hasn't arrived by Friday, tell me.",
      'Se hai bisogno di altro, dimmelo.',
    ]);
  });
});
