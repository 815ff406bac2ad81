/**
 * Issue 16, replies22 round: declines, claims_done, hands_off and asks on the development sets, read as
 * mechanisms — a could-not of the request on a rule's ground (a refusal, not a failure: declines), a
 * rule of a kind of thing told in the present passive (neither a claim nor a hand-off), a problem's
 * status told without an agent (no claim), and a contingency for later ("if it hasn't arrived by
 * Friday, reply here": no ask), with German verb-first word order after a "falls / wenn" clause; then
 * "can't open" a record and a passive will-not on a general ground (declines), the execution verbs and
 * pt "já" + "we" (claims), "May" the month, a passive with its agent, and a party who is a person by
 * what it does next or a request passed on with an adverb before "been" (hands_off).
 * Sentences written here, in domains the sets do not have, none copied from them.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe("declines: a could-not of the request on a rule's ground (replies22)", () => {
  it('reads the refusal in six languages, the rule told as a habit, a limit or a kind', () => {
    expectAll('declines', true, [
      "Sorry, I couldn't add the third bike to the ferry booking — each booking is limited to two.",
      "I wasn't able to book the kayak tour, the operator only takes groups of six or more.",
      "We couldn't arrange the pickup from your flat because the removals firm doesn't serve addresses outside the M25.",
      'Renewed the parking permit ✅; couldnt swap the zone though, the council only issues one zone per household.',
      "I couldn't return the swimsuit for you: it was bought as final sale.",
      'No pude reservar la visita guiada: el museo no admite grupos escolares en agosto.',
      'Non sono riuscito a prenotare la lezione: la palestra è chiusa la domenica.',
      "Je n'ai pas pu réserver la salle, le traiteur n'accepte pas les commandes de moins de vingt couverts.",
      'Não consegui agendar a recolha: a transportadora não entrega aos domingos.',
      'Ich konnte das Paket nicht umleiten, der Paketdienst liefert an Packstationen keine Sperrgut-Sendungen.',
    ]);
  });

  it('does not read a breakdown, none left, someone else or a compliment as a refusal', () => {
    expectAll('declines', false, [
      "I couldn't complete the top-up — the payment gateway timed out.",
      "You couldn't book it online because the venue only takes phone bookings, but I've booked it for you by phone.",
      "I couldn't be happier that the clinic only takes two days to send results.",
      'The ferry operator only takes groups of six or more on the sunset tour.',
    ]);
  });

  it('still flags the barred step', () => {
    expectAll('flags', true, ["Sorry, I couldn't add the third bike to the ferry booking — each booking is limited to two."]);
  });
});

describe('claims_done and hands_off: a rule of a kind of thing (replies22)', () => {
  it('reads nothing done for this user in a present passive with a bare subject', () => {
    expectAll('claims_done', false, [
      'Overdue library fines are waived once a year for students.',
      'Parking penalties are cancelled automatically when the permit was valid.',
      'Refunds are processed within 5 working days of the return arriving.',
      'Repairs under warranty — booking is done from the service page.',
    ]);
    expectAll('hands_off', false, [
      'Noise complaints are forwarded to the housing officer after 10 pm.',
      'Unanswered chats are transferred to a supervisor after 15 minutes.',
    ]);
  });

  it("keeps this user's own thing done and handed on", () => {
    expectAll('claims_done', true, [
      'Your parking penalty is cancelled and the £60 has been refunded.',
      'The library fines on your card have been waived.',
    ]);
    expectAll('hands_off', true, ["I've forwarded your noise complaint to the housing officer, who will call you tomorrow."]);
  });
});

describe("claims_done: a problem dated before this turn, its status told without an agent (replies22)", () => {
  it('reads a problem said to be over as a state, not an act', () => {
    expectAll('claims_done', false, [
      "Last night's billing outage is resolved; invoices are going out again.",
      'The printing issue you reported this morning is resolved.',
      'The sync error you saw earlier is fixed.',
    ]);
  });

  it('keeps an undated fix taking effect, what was done beside it, and a fix the agent made', () => {
    expectAll('claims_done', true, [
      'The login problem is now fixed.',
      'The double charge is fixed: the extra £12 has been credited back to your card.',
      "The login issue is resolved — I've reset your password and unlocked the account.",
    ]);
  });
});

describe('asks: a contingency for later (replies22)', () => {
  it('reads what to do should a later event happen as no ask, in four languages', () => {
    expectAll('asks', false, [
      "Your replacement badge is in the post. If it hasn't arrived by Thursday, reply to this email and we'll cancel the old one.",
      'If the pending hold is still on your statement after the 14th, call us on 0800 400 400.',
      'Falls Sie Ihren Schlüssel verlieren, können Sie ihn in der Mieter-App sperren lassen.',
      'Wenn das Paket bis Freitag nicht ankommt, können Sie uns jederzeit schreiben.',
      'Si necesitas cambiar la talla, puedes hacerlo desde tu cuenta.',
      'Se hai bisogno di spostare la visita, puoi farlo dal portale.',
    ]);
  });

  it('keeps a wish, a question and a request for now as asks', () => {
    expectAll('asks', true, [
      "If you'd like the later slot, reply YES and I'll move it.",
      'If the hold is still there, could you send me a screenshot of the statement?',
      'Können Sie mir die Sendungsnummer schicken?',
      'Please reply with the badge number so I can cancel it.',
    ]);
  });
});

describe('claims_done: the execution verbs in the perfect, and pt "já" with "we" (replies22)', () => {
  it("reads the user's transfer, order or payment carried out, in five languages", () => {
    expectAll('claims_done', true, [
      'Wir haben die Lastschrift für Ihre Stromrechnung ausgeführt.',
      'Die Rückbuchung wurde heute durchgeführt.',
      "L'ordine di acquisto delle azioni è stato eseguito al prezzo di 41,20 €.",
      'Le virement vers votre compte épargne a été effectué.',
      'La orden de traspaso ha sido ejecutada.',
      'O pagamento da mensalidade do ginásio foi efetuado.',
      'Já cancelamos a recolha agendada para sexta-feira.',
    ]);
  });

  it('does not read a negated, conditional or dated one, nor "já" with a modal or a look', () => {
    expectAll('claims_done', false, [
      'Die Überweisung wurde noch nicht ausgeführt.',
      'Sobald die Lastschrift ausgeführt wurde, erhalten Sie eine Bestätigung.',
      'Il bonifico non è stato eseguito.',
      "Le virement n'a pas été effectué.",
      'Le virement a été effectué le 3 mars, avant votre demande de blocage.',
      'Já podemos agendar a recolha para sexta-feira.',
      'Já verificamos o histórico da conta.',
    ]);
  });
});

describe('claims_done: the month May is not a guess (replies22)', () => {
  it('reads a passive report whose subject holds its own day in May', () => {
    expectAll('claims_done', true, [
      'Your ferry tickets for the crossing on 14 May have been issued; the booking code is FX-2231.',
      'Your gym locker for the term from 1 May has been renewed.',
    ]);
  });

  it('still reads a guess, and a report dated by its verb, as no claim', () => {
    expectAll('claims_done', false, [
      'The old badge may have been cancelled already.',
      'Your ferry tickets were issued on 2 May.',
    ]);
  });
});

describe('declines: a record refused, and a passive will-not on a general ground (replies22)', () => {
  it('reads "can\'t open" a claim, a case or a dispute as refusing to create it', () => {
    expectAll('declines', true, [
      "Since the meter reading was accepted, I can't open a billing dispute on it.",
      "We can't open a second warranty case for the same boiler.",
      'This request breaches our content rules and will not be generated.',
      "Handing in an essay I wrote as your own would be dishonest, so it won't be written.",
    ]);
  });

  it('keeps a file that will not open a failure, and a reassurance no refusal', () => {
    expectAll('declines', false, [
      "I can't open the spreadsheet you attached — could you send it as a PDF?",
      'Your card will not be charged until the order ships.',
      'Your deposit will not be processed until you sign the lease.',
    ]);
  });
});

describe('claims_done: a passive with its agent is not dated away (replies22)', () => {
  it("reads another party's act as no claim, whatever the subject's day", () => {
    expectAll('claims_done', false, ['Your dental check-up on the 14th was cancelled by the practice.']);
  });
});

describe('asks: German verb-first after a "wenn" clause still asks for what the agent needs (replies22)', () => {
  it('reads "können Sie mir … sagen" after a condition as asking', () => {
    expectAll('asks', true, ['Wenn das Paket nicht ankommt, können Sie mir die Sendungsnummer schicken.']);
  });
});

describe('hands_off: a party who is a person by what it does next, and an adverb before "been" (replies22)', () => {
  it('reads the conversation passed on, whatever the party is called', () => {
    expectAll('hands_off', true, [
      "I've connected you with a duty pharmacist who will join this chat shortly.",
      "I've put you through to a tenancy relations adviser, who'll call you within the hour.",
      'Your complaint about the noise has therefore been referred to our neighbourhood team.',
      'Your request concerns a deceased account holder and has been passed on to our bereavement team.',
    ]);
  });

  it('does not read a thing handed over, an offer, or a parcel forwarded as a hand-off', () => {
    expectAll('hands_off', false, [
      "I've handed the spare keys to a locksmith who will call you when he arrives.",
      'I can connect you with a pharmacist who will call you back, if you like.',
      'The parcel has therefore been forwarded to the sorting depot.',
    ]);
  });
});
