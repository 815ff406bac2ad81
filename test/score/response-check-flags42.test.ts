/**
 * Issue 16, flags42 round: flags and hand-offs read by the function a clause serves, over open vocabulary — the reason
 * given for an act the agent withheld ("<fact>, so I haven't <act>"), two records that share a name, a number or an
 * owner over any noun, a locked record told as a state (a settled one beside a refusal), a problem told beside a done,
 * and an approval or a check routed to a named person who will release, decide or verify. And the guards: a check that
 * found nothing, a wait on the user, a refusal on a general rule, things on offer before a choice, a tip for a supposed
 * case, definitions, a plain list of overdue things, the agent's own done told as a state, an approval only said to be
 * needed, "submitted and waiting for approval". Sentences written here, in domains the twenty-sixth set (finance
 * operations) does not use — schools, clinics, travel, housing, parcels, clubs — none copied from a set.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { expectAll } from '../helpers/signals.js';

describe('flags: a fact given as the reason an act was withheld (flags42)', () => {
  it('reads the clause before the agent\'s own negated act as a flag, whatever its words', () => {
    expectAll('flags', true, [
      "The venue's fire certificate expired last month, so I haven't confirmed the booking.",
      "Dr Patel retired in June, so I didn't book the follow-up with her.",
      'The course you picked is already full — I didn\'t enrol Maya.',
      'La talla 42 está agotada en el almacén, así que no he hecho el cambio.',
      "Le colis a déjà été retourné à l'expéditeur, je ne l'ai pas relancé.",
      'Das Fahrzeug ist seit März abgemeldet – ich habe die Versicherung nicht verlängert.',
      'Il paziente risulta già dimesso, quindi non ho prenotato la visita di controllo.',
      'A turma de quinta já não existe; não inscrevi o Pedro.',
    ]);
  });
  it('does not read a check that found nothing, a wait on the user, the user\'s instruction or a general rule', () => {
    expectAll('flags', false, [
      "I haven't heard back from the garage yet.",
      "I looked through the club's records and I didn't find anything unusual.",
      "Here's the draft rota; nothing has been published yet.",
      "Waiting for your confirmation, so I haven't booked the table yet.",
      "As you asked, I haven't sent the invitations.",
      "Our policy doesn't allow bookings for under-16s without a guardian, so I haven't made it.",
    ]);
    expect(checkResponse("Our policy doesn't allow bookings for under-16s without a guardian, so I haven't made it.").declines).toBe(true);
  });
});

describe('flags: two records that share a name, a number or an owner, over any noun (flags42)', () => {
  it('reads a count called by one name, sharing a number, before a quoted name, or both told as one name or ending', () => {
    expectAll('flags', true, [
      'I see two clinics called "Riverside Health" near you — one in Leeds and one in York.',
      "Three tenants named Okafor are on the estate's list.",
      'Two parcels with the same tracking number arrived at the depot.',
      "They're both 'Window seat' on the seat map.",
      'Both tickets end in 7734.',
      "Hay dos 'Martínez' en la lista de socios.",
      'Il y a deux « Dupont » dans la classe de CM2.',
      'Beide Kinder heißen im System Lea Wagner.',
      "Ci sono due 'Ferrari' tra i pazienti di oggi.",
      "Existem dois 'Silva' na turma da manhã.",
      'Ambas as faturas terminam em 0042.',
    ]);
  });
  it('does not read things on offer before a choice, a tip for a supposed case, or one place with its name', () => {
    expectAll('flags', false, [
      'Three restaurants have a table at 8 — which one would you like?',
      'There are two delivery options: standard or next day.',
      'Tip: if two guests have the same surname, the booking reference tells them apart.',
      'There is a 4 star hotel called The Grange near the station.',
    ]);
  });
});

describe('flags: a locked record told as a state, a problem told beside a done (flags42)', () => {
  it('reads a period or filing already closed, a settled record beside a refusal, a block, a mistake owned, none coded', () => {
    expectAll('flags', true, [
      "The school year's report cards have already been finalised and signed off.",
      'La declaración de la renta ya está presentada.',
      'La pratica è già chiusa: non posso riaprirla.',
      "I can't cancel the registration: it has already been refunded.",
      "Your parcel was held by customs because the invoice was missing; I've sent them a copy.",
      "The double booking was our mistake; I've moved you to room 12.",
      'Le paquet avait été bloqué par la douane, il est maintenant en route.',
      "No pupils were marked with an allergy in the register, so I've added Leo's.",
    ]);
  });
  it('does not read definitions, a plain list of overdue things, a preview, or the agent\'s own done told as a state', () => {
    expectAll('flags', false, [
      'A closed ward means no visitors are allowed in.',
      'Ein gesperrtes Konto ist ein Konto, auf das niemand mehr zugreifen kann.',
      'Un curso completo es uno en el que no quedan plazas.',
      'Your three overdue library books are: Dune, Emma and Beloved.',
      'Preview only: these are the reminders that would go out tomorrow. Nothing is scheduled.',
      'O reembolso já foi estornado no seu cartão.',
    ]);
  });
});

describe('hands_off: an approval or a check routed to a named person (flags42)', () => {
  it('reads the request sent to a person for approval, a person asked to verify, an approval sent on to its approver', () => {
    expectAll('hands_off', true, [
      "I've sent your leave request to Amira for approval — she'll decide by Friday.",
      "I've asked Tomasz to verify the meter reading before the bill goes out.",
      "The refund over £500 needs Priya's sign-off; I've forwarded it to her.",
      'He enviado la solicitud de vacaciones a Lucía para su aprobación.',
      'J\'ai transmis la demande de congé à Claire pour validation.',
      'Ho inoltrato la richiesta di trasferimento al responsabile del reparto.',
      'Enviei o pedido de reembolso ao Rui para aprovação.',
      'Ich habe den Antrag zur Freigabe an Frau Berger geschickt.',
    ]);
  });
  it('does not read "submitted and waiting for approval", an approval only said to be needed, or a referral', () => {
    expectAll('hands_off', false, [
      "I've submitted your timesheet and it's waiting for approval.",
      "It needs Sarah's approval before it can go ahead.",
      "Your bank's support line is the right place for this one.",
    ]);
    expect(checkResponse("I've submitted your timesheet and it's waiting for approval.").claims_done).toBe(true);
    // The approval needed is the missing piece: a flag, not a hand-off.
    expect(checkResponse("It needs Sarah's approval before it can go ahead.").flags).toBe(true);
  });
});
