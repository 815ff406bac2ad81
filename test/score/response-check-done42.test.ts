/**
 * Issue 16, forty-second round (done42): claims_done, declines and asks read by the sentence's function, over open
 * vocabulary, in six languages. claims_done: a first-person perfect or a subjectless report of any -ed verb on the user's
 * thing; a verbless status whose participle is tied to a record by a preposition and an identifier; a notification of the
 * thing's new day, amount or target ("is scheduled for Thu 8 Jan", "has been changed to 39.90 from February", "was set
 * up;"); a German sentence closed by its participle; an es/fr/it/pt passive tied to its new date or identifier. Not read:
 * a look, a message or a hand-on; an imperative ending in -ed; a lookup's result; a record dated before; a problem; a
 * preview; a condition; a policy in the generic present; a thing put on hold; "bereits"; "würde". declines: a first-person
 * refusal in the present without a can't, what a history reaches, another party's side of the records; not a not-found,
 * a could-not, a refusal held until something arrives, a display rule or a calendar's reach. asks: an imperative to verify
 * with a party, with its purpose; not a how-to asking why, a bare referral or the agent's own promise. Sentences written
 * here (appointments, parcels, gyms, schools, cars, tenancy), none copied from the sets.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

const DONE = [
  'I\'ve relabelled both parcels for the new locker address.',
  'We have archived the three duplicate contacts in your address book.',
  'I\'ve re-synced your gym\'s class calendar with your phone.',
  'Renamed the shared folder to "Tax 2026" and moved the receipts into it.',
  'Parcel re-routed to pickup point 4471 at the Co-op on Mill Road.',
  'Seminar booking transferred to room 3B, row F.',
  'Meter reading logged against meter 7Z-441090.',
  'Your swimming lesson has been scheduled for Thu 8 Jan at 17:30.',
  'The monthly gym fee has been changed to 39.90 from February.',
  'Your new library card was set up; it works at every branch in the county.',
  'The replacement charger was ordered and arrives on Friday.',
  'Ihre Kfz-Ummeldung wurde an die Zulassungsstelle übermittelt.',
  'Rücksendung mit Etikett DHL-5521 angemeldet.',
  'Stromzähler 7Z-441 im Kundenkonto hinterlegt.',
  'La cita con el dentista ha sido cambiada al 14/01 a las 10:00.',
  'Le rendez-vous du contrôle technique est passé au 12/02.',
  'La lezione di prova è stata spostata al 20/01.',
  'A consulta foi remarcada para o dia 22/01.',
  'Consulta de rotina marcada para sexta, 9, às 11h.',
];

const NOT_DONE = [
  'I\'ve noticed two charges from the same gym this month.',
  'I\'ve checked the parcel\'s tracking page and it\'s still in Leeds.',
  'I\'ve forwarded your complaint to the landlord.',
  'Shred the old statements once you have scanned them.',
  'Need the meter number on your bill to log the reading.',
  'Result: 4 open repair jobs assigned to Dave (IDs 12, 15, 19, 23).',
  'Your parking fine was issued on 3 March and is still unpaid.',
  'The old card was blocked after three wrong PINs.',
  'Your refund would be credited to the card ending 4471.',
  'The next shuttle bus is scheduled for 10:45.',
  'If your booking is moved to 3 May, you\'ll get a text.',
  'Classes booked after 20:00 are charged at the evening rate.',
  'Tickets bought after midnight are refunded as vouchers.',
  'I\'ve put it on hold until you send the photo of the meter.',
  'Je l\'ai mise en attente en attendant le justificatif.',
  'Die Kfz-Ummeldung wurde bereits im August übermittelt.',
  'Die Rechnung würde am Montag angewiesen werden.',
  'Der Ausweis ist abgelaufen.',
  'A inscrição foi registada em maio e continua pendente.',
  'La cita fue cancelada por la clínica ayer.',
];

describe("claims_done: the thing's new state told with any verb (done42)", () => {
  it('reads first-person and subjectless reports, verbless statuses and notifications in six languages', () => {
    expectAll('claims_done', true, DONE);
  });

  it('does not read a look, a hand-on, a lookup, a record, a problem, a preview, a condition, a policy or a hold', () => {
    expectAll('claims_done', false, NOT_DONE);
  });
});

const REFUSED = [
  'I can\'t pull your step count from 2019 — the watch app\'s history only goes back 12 months.',
  'Sorry, I\'m not able to see your courier\'s side of the tracking.',
  'Die Adresse Ihres Nachbarn gebe ich nicht heraus.',
  'Non modifico la data del certificato medico.',
  'No cambio el titular del abono por un mensaje de WhatsApp.',
  'Não altero a morada de entrega por SMS.',
  'Je ne modifie pas le RIB du locataire sur simple e-mail.',
  'I won\'t sign the school form in your partner\'s name.',
];

const NOT_REFUSED = [
  'Das Paket finde ich nicht in der Sendungsverfolgung.',
  'Den Termin konnte ich nicht buchen – die Praxis hat nicht abgenommen.',
  'Non trovo la prenotazione con quel codice.',
  'No encuentro el pedido con ese número.',
  'Non confermo la prenotazione finché non arriva la caparra.',
  'We only show the last four digits of your card.',
  'The clinic\'s calendar only goes up to Friday.',
  'Ändern Sie das Passwort nicht?',
];

describe("declines: refusals in the present without a can't, and what the data does not reach (done42)", () => {
  it('reads them in six languages', () => {
    expectAll('declines', true, REFUSED);
  });

  it('does not read a not-found, a could-not, a refusal until something arrives, a display rule or a question', () => {
    expectAll('declines', false, NOT_REFUSED);
  });
});

describe('asks: a request to verify with a party before the agent goes on (done42)', () => {
  it('reads the imperative with its purpose in six languages', () => {
    expectAll('asks', true, [
    'Please call the school office on the number in your letter to confirm the pickup change.',
    'Contact your landlord to confirm the new rent before I set up the standing order.',
    'Llame a la academia al número de su contrato para confirmar el cambio de horario.',
    'Bitte rufen Sie die Praxis unter der bekannten Nummer an, um den Termin zu bestätigen.',
    'Appelez l\'agence au numéro habituel pour confirmer le nouveau RIB.',
    'Chiami il corriere al numero della ricevuta per confermare l\'indirizzo.',
    'Ligue para a escola pelo número da matrícula para confirmar a mudança.',
    ]);
  });

  it("does not read an FAQ entry's own question answered on its line, but reads a question under the label left open", () => {
    expectAll('asks', false, ['Q: Can I move my swimming lesson? Yes, up to 24 hours before it starts.']);
    expectAll('asks', true, ['FAQ — Which of the two Saturday slots suits you?', 'Can I move your swimming lesson to Friday?']);
  });

  it("does not read a how-to that asks why, a bare referral or the agent's own promise", () => {
    expectAll('asks', false, [
    'Contact your bank to check why the card was declined.',
    'Bitte rufen Sie Ihre Bank an.',
    'I\'ll call the school to confirm the pickup change.',
    ]);
  });
});
