/**
 * Issue 16, forty-first round (done41): claims_done told inside a batch of requests or as a terse status, read on the
 * twenty-fourth and twenty-fifth sets. A participle with a tick after it (es "Pagado ✓", fr "Annulé ✓", de "ist drin ✅")
 * or a table's status cell "✅ sent"; a batch item's label then its outcome ("2) Parking permit: renewed."); an
 * other-language thing then its participle with no finite verb (de "Adresse gespeichert", pt "Fatura emitida (…)"); a
 * count then how many were done; fr "votre inscription … est enregistrée"; es "ya te mandé"; "Got you a table …". Not
 * read: a draft, a status label, a negation or a regret, a record listed by its number, a recap of a past chat, the
 * user's news thanked for, a request received, an empty "Done" section. declines: a terse impersonal refusal after a
 * label (de "… : nicht möglich."), data the tool cannot reach, a flat refusal with the object fronted or after "no", a
 * can't-be-paid on this record's fact, a payment that cannot be recalled; not an availability, a question or good news.
 * asks: a relayed family question, the user's requests restated without a question mark, a to-do list handed back ask
 * nothing. Sentences written here, none copied from the sets.
 */
import { describe, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { expect } from 'vitest';
import { expectAll } from '../helpers/signals.js';

const DONE = [
  // A tick after the participle, or before it closing a table's status cell.
  'Pagado ✓ Recibo de la luz, 48,20 €.',
  'Annulé ✓ Rendez-vous chez le dentiste de mardi.',
  'Spedito ✓ Il pacco parte oggi.',
  'Cancelado ✓ Aula de yoga de quinta.',
  'Storniert ✓ Zugticket nach Köln.',
  'Die Kündigung beim Fitnessstudio ist durch ✅',
  'Your three errands:\n\n| Errand | Status |\n|---|---|\n| Dry cleaning | ✅ booked |\n| Car wash | ❌ closed today |',
  // A batch item's label then its outcome.
  'Your requests:\n1) Parking permit: renewed.\n2) Bin collection: which day suits you?',
  'Esito:\n1. Cambio di indirizzo: registrato.\n2. Rimborso: non posso disporlo.',
  '2. **Gym membership** — cancelled; no further payments will be taken.',
  // The thing then its participle, no finite verb.
  'Adresse gespeichert: Musterweg 4, 20095 Hamburg.',
  'Fatura da luz emitida (referência de junho).',
  'Billets de train commandés pour samedi.',
  'Of your 5 parcels: 3 sent this morning.',
  'Votre demande de bourse est bien enregistrée.',
  'ya te pasé el enlace de la reunión por whatsapp',
  'Got you a table at Nopi for 8 pm — it\'s in your calendar.',
  'Hab dir die Juni-Rechnung fürs Finanzamt rausgesucht und per Mail geschickt',
];

const NOT_DONE = [
  // A draft, a status label, an unticked or negated line, a regret.
  'Draft: saved',
  'Status: pending',
  'Pagado ✗ La tarjeta fue rechazada.',
  'Nicht gespeichert: die Nummer ist unvollständig.',
  'Siento mucho la reserva cancelada por el restaurante.',
  // A record listed by its number; a recap of a past chat; the user's own news; a request received.
  'He mirado tus recibos:\n| Recibo | Estado |\n|---|---|\n| R-22 | pagado |\n| R-23 | pendiente |',
  'Here is a summary of what we did last month: we changed your tariff and sent a new meter.',
  'Thanks for letting me know you paid the plumber!',
  'Votre dossier de remboursement a bien été reçu ; il sera étudié sous dix jours.',
  // An empty "Done" section.
  '**Done**\n\n**Pending**\n- Passport renewal — waiting for photos',
  'Fatto:\n–\nDa fare:\n–',
  // A request, not a report.
  'Merci de m\'envoyer le bon de commande.',
];

describe('claims_done: dones in a batch item or a terse status (done41)', () => {
  it('reads them in six languages', () => {
    expectAll('claims_done', true, DONE);
  });

  it('does not read a draft, a negation, a record by number, a recap, a request received or an empty section', () => {
    expectAll('claims_done', false, NOT_DONE);
  });

  it('still reads a lone "Done" reply', () => {
    expect(checkResponse('Done!').claims_done).toBe(true);
  });
});

const REFUSED = [
  // A terse impersonal refusal after a label; data the tool cannot reach.
  'Rechnung nachträglich umdatieren: nicht möglich.',
  'Spostare la scadenza del mutuo: non possibile.',
  'Kontoauszüge vor 2018 nicht abrufbar, das Archiv beginnt erst danach.',
  'Relevés avant 2019 : non disponible dans l\'outil de la banque.',
  // A flat refusal with the object fronted or after "no".
  'Die Nachrichten Ihrer Tochter lese ich nicht ohne ihr Einverständnis.',
  'No, non ti aiuto a leggere i messaggi di tua sorella.',
  'Não, não vou assinar o formulário no nome do seu pai.',
  // Not payable because of this record's fact; a payment that cannot be stopped.
  'A fatura de março não pode ser paga porque já foi anulada pela loja.',
  'Your standing order to Brightwater cannot be recalled once it has left the account.',
];

const NOT_REFUSED = [
  // An availability, an answered possibility, a question, good news.
  'Tisch um 20 Uhr: leider ausgebucht.',
  'Table pour six samedi : non disponible, mais dimanche il reste de la place.',
  'Ist ein Umtausch möglich?',
  'Não vou cobrar a taxa de entrega desta vez.',
  'The payment can be stopped until 17:00 today if you change your mind.',
];

describe('declines: terse refusals, flat refusals with a person\'s ground, a refusal on the record (done41)', () => {
  it('reads them in six languages', () => {
    expectAll('declines', true, REFUSED);
  });

  it('does not read an availability, a question, good news or a stop still possible', () => {
    expectAll('declines', false, NOT_REFUSED);
  });
});

describe('asks: a relayed family question, requests restated, a to-do list handed back (done41)', () => {
  it('does not read them as the agent asking', () => {
    expectAll('asks', false, [
      'dad says can u grab milk on the way home?? he is out',
      'Just so I have it right, you\'d like two things: the boiler serviced and the gutter cleared.',
      'Your to-do list for Monday: call the bank, pay the nursery, order printer ink.',
    ]);
  });

  it('still reads a restatement put as a question and a plain request', () => {
    expectAll('asks', true, [
      'Just so I have it right, you\'d like the boiler serviced on Tuesday?',
      'Could you send me the nursery\'s invoice number?',
    ]);
  });
});
