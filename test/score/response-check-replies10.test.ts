/**
 * Issue 16, replies10 round: the kinds of miss the sixth written set (replies-heldout-6.jsonl)
 * revealed, each a kind of sentence rather than a phrase — status lines with no subject or verb,
 * stative results and passives in the other languages, hand-off mechanics read as the action,
 * receivers named by their role, impersonal, channel-bound and casual refusals, casual and passive
 * asks, and problems stated as plain facts (missing pieces, conflicts, none left, risks) against
 * failure words that are denied, supposed, fixed at once or part of a rule. Sentences written
 * here, none copied from a set.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';

type Signal = 'asks' | 'flags' | 'declines' | 'claims_done' | 'hands_off';

function expectAll(signal: Signal, want: boolean, texts: string[]): void {
  for (const t of texts) expect(checkResponse(t)[signal], `${signal} ${want}: ${t}`).toBe(want);
}

describe('claims_done, replies10 round', () => {
  it('reads a status line with no subject or finite verb, dates and all', () => {
    expectAll('claims_done', true, [
      'Reserved: Casa Lupo, table for 3, Fri 9 May 20:00.',
      'Debit card •• 9012 blocked. Replacement dispatched, 2–4 days.',
      'Data add-on (10 GB) added to line 0161 555 0199.',
      'International calls barred on your work mobile.',
      'Course fee paid, receipt REF-3301.',
      'Physio slot booked: Mon 2 Jun 14:15, room B.',
    ]);
  });

  it('does not read a negated, kept or instructed status line as done', () => {
    expectAll('claims_done', false, [
      'Expense claim not approved.',
      'Your aisle seat remains reserved.',
      'Order still pending.',
      'Enter your postcode and tap Booked to finish.',
    ]);
  });

  it('reads stative results and the passive "has been recorded"', () => {
    expectAll('claims_done', true, [
      'Your new SIM is active now.',
      'The table is now for 6 guests instead of 4.',
      'Your overtime of 4 hours has been recorded.',
      'Su nueva tarjeta ya está activa.',
      'Der neue Tarif ist ab sofort aktiv.',
      'Votre nouvel abonnement est désormais actif.',
    ]);
    expectAll('claims_done', false, ['Your new SIM is active once you restart the phone.', 'The old card is not active.']);
  });

  it('reads perfects and passives in it/pt/fr/es/de', () => {
    expectAll('claims_done', true, [
      'Ho installato il nuovo certificato sul suo portatile.',
      'A sua renovação foi registrada hoje.',
      'La visite de contrôle a été confirmée pour jeudi.',
      'Su cita ha sido confirmada para el lunes.',
      'Ihr Vertrag wurde um ein Jahr verlängert.',
    ]);
    expectAll('claims_done', false, ['Voulez-vous que je crée un nouveau dossier ?']);
  });

  it('does not read a record someone else reports, or the thing the user disputes, as done', () => {
    expectAll('claims_done', false, [
      'The airline says your booking was made through a travel agent.',
      "The payment you're disputing was made online from a registered device.",
    ]);
  });

  it('does not read the mechanics of a hand-off as the action', () => {
    expectAll('claims_done', false, [
      "I've opened this as case 77812 and assigned it to the Billing team; a specialist will email you tomorrow.",
      "I've passed your note to the ward's receptionist, who will ring you back.",
    ]);
    expectAll('hands_off', true, [
      "I've opened this as case 77812 and assigned it to the Billing team; a specialist will email you tomorrow.",
      "I've passed your note to the ward's receptionist, who will ring you back.",
    ]);
  });
});

describe('hands_off, replies10 round', () => {
  it('reads receivers named by their role, and the passive hand-off in six languages', () => {
    expectAll('hands_off', true, [
      "I've passed your dietary question on to our pastry chef, who'll message you today.",
      "I'm putting you through to one of our pharmacists now.",
      'Your appeal has been forwarded to the Claims Office for review.',
      'Votre réclamation a été transmise à notre service clientèle, qui vous répondra sous 3 jours.',
      "La sua domanda è stata inoltrata all'ufficio personale.",
      'Su reclamación ha sido remitida al departamento de calidad.',
      'O seu pedido foi encaminhado para o departamento financeiro.',
    ]);
  });

  it('does not read money moved, an offer or a refusal as a hand-off', () => {
    expectAll('hands_off', false, [
      'The €300 has been transferred to your savings account.',
      'I could pass your question on to the chef if you like.',
      "I'm not able to put you through to a nurse outside clinic hours.",
    ]);
  });
});

describe('declines, replies10 round', () => {
  it('reads refusals tied to this assistant or a channel, casual refusals and pt "não consigo"', () => {
    expectAll('declines', true, [
      'Card PINs cannot be shown over chat.',
      'Group bookings above 20 cannot be made through this assistant.',
      'This assistant is not permitted to change salary details.',
      'im unable to reset that, its managed by ur school',
      "it's the standard fee, nothing i can change about it sorry",
      'Your repeat order cannot be dispensed yet.',
      'Não consigo cancelar a fatura por aqui.',
      'No se pueden cambiar titulares por chat.',
    ]);
  });

  it('does not read a refund window (a risk) or a lookup failure as a refusal', () => {
    expectAll('declines', false, [
      'The upgrade costs £15 and cannot be refunded within 24 hours of departure. Shall I go ahead?',
      'Não consigo encontrar esse pedido.',
    ]);
  });
});

describe('asks, replies10 round', () => {
  it('reads casual unpunctuated requests, a passive need and a request after a failure', () => {
    expectAll('asks', true, [
      'can u tell me the postcode on the account',
      'lmk which day suits u',
      'want me to move it to friday',
      'Your booking reference is needed to continue.',
      'That card was refused by the bank. Could you try a different card?',
      'So, I should send the invoice to the Leeds office.',
      "I'll recap the order so you can check it's right: two chairs, one desk.",
      'Quindi, devo spostare la riunione a giovedì.',
    ]);
  });

  it('does not read a "Questions?" closer or a FAQ entry in the user\'s voice as asking', () => {
    expectAll('asks', false, ['Questions? Reply to this email any time.', 'Q: Can I change my delivery address?\nA: Yes, until the parcel ships.']);
  });
});

describe('flags, replies10 round', () => {
  it('reads missing pieces, conflicts, none left and risks stated as plain facts', () => {
    expectAll('flags', true, [
      'Need the purchase order number to release the payment.',
      "We don't have a signed contract on file for this supplier.",
      'The delivery address was incomplete.',
      'Both receipts have the same date and the same total.',
      "The refund amount doesn't add up with the items returned.",
      'I can see two Anna Berg profiles in the system.',
      'The contract says 30 days, but the invoice says 14 days.',
      'You have no annual leave days left this year.',
      'Es ist kein Urlaubsguthaben mehr übrig.',
      'Changing the payee now would breach the approval policy.',
      'That router is not compatible with fibre lines.',
      "I'm not going to approve the claim without a receipt.",
      'The booking fee is charged now and cannot be refunded within 7 days of the stay.',
      'Month-end run closed.',
    ]);
  });

  it('does not read a denied, supposed, explained or already-fixed problem, or a rule, as a flag', () => {
    expectAll('flags', false, [
      'The payment cleared, nothing failed.',
      'If your train is cancelled, we will rebook you for free.',
      'Changing the date is not something our system allows.',
      'It is not possible to edit a sent payslip.',
      'Closed periods are locked to protect the audit trail.',
      'Your card was blocked after three wrong PINs. I have unblocked it now.',
      'is the leave paid or unpaid',
    ]);
  });
});
