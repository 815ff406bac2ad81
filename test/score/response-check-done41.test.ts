/**
 * Issue 16, forty-first round (done41): claims_done told inside a batch of requests or as a terse status, read on the
 * twenty-fourth and twenty-fifth sets. A participle with a tick after it (es "Pagado ✓", fr "Annulé ✓", de "ist drin ✅")
 * or a table's status cell "✅ sent"; a batch item's label then its outcome ("2) Parking permit: renewed."); an
 * other-language thing then its participle with no finite verb (de "Adresse gespeichert", pt "Fatura emitida (…)"); a
 * count then how many were done; fr "votre inscription … est enregistrée"; es "ya te mandé"; "Got you a table …". Not
 * read: a draft, a status label, a negation or a regret, a record listed by its number, a recap of a past chat, the
 * user's news thanked for, a request received, an empty "Done" section. Sentences written here, none copied from the sets.
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
