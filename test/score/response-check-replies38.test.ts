/**
 * Issue 16, replies38 round: the eighteenth and nineteenth sets' kinds, read as mechanisms for their family of
 * wording (who acts, on what, with what result) in English and es/de/fr/it/pt — flags for the request set against
 * the records (a comparison with the value on file, a clash with a day already taken or a blocked period, a record that
 * says one thing instead of another, a record's date before the one asked for, two identical entries), for an
 * identifier that is not real, matches nothing, has the wrong format or length or names another person, for two
 * matching records the agent sees, for a frozen thing told as a state or a passed date, and for a failure told without
 * a failure verb; claims_done for done told as a passive or a state in the participles the lists lacked, and for a done
 * without its subject, but not a policy's update nor a record; declines for impersonal and passive refusals, refusal
 * labels, terse refusals without a can't and answers beyond the tools or the channel; asks for formal requests and
 * voice questions without "?", and none for a can-statement of the user's own act or an inverted conditional.
 * Sentences written here, in domains and wording the sets do not use, none copied from them; each kind with near
 * misses that must not fire.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('flags: the request against the records, told as a comparison or a clash (replies38)', () => {
  it('reads a value below the one on file, a clash with a day taken or a blocked period, a record that says otherwise, a date before the one asked, two identical entries', () => {
    expectAll('flags', true, [
      'The mileage you entered is higher than the last reading we have on file, so I haven\'t logged it.',
      'Der gemeldete Wasserstand liegt unter dem Wert der letzten Ablesung, deshalb haben wir ihn nicht übernommen.',
      'La lettura inviata risulta inferiore a quella già fatturata a marzo.',
      'Your course booking falls on a day you\'re already scheduled for an exam. Should I book it anyway?',
      'Votre demande de congé chevauche une période de blocage déjà fixée par votre service.',
      'In the HR system your start date is 1 April instead of 1 March.',
      'La fecha de caducidad de su pasaporte es anterior a la fecha del viaje solicitado.',
      'The invoice contains two identical lines for the same taxi ride.',
    ]);
  });
  it('does not read a price comparison, a calendar fact or an offered swap as a conflict', () => {
    expectAll('flags', false, [
      'Prices this month are lower than last year\'s.',
      'Christmas falls on a Friday this year.',
      'You can pick the 3pm slot instead of the 2pm one if you prefer.',
    ]);
  });
});

describe('flags: an identifier that is not real, matches nothing or names someone else (replies38)', () => {
  it('reads an impossible date, a numbered ID that does not exist, a wrong format, a wrong length, another person\'s ID', () => {
    expectAll('flags', true, [
      'The birth date you gave (31 April) isn\'t a real date. Could you check it?',
      'Account 55812 doesn\'t exist in our billing system.',
      'O código postal que indicou não parece ter o formato correto.',
      'The reference number looks short — ours are 10 characters, you sent 7.',
      'The badge number you sent belongs to another employee.',
    ]);
  });
});

describe('flags: two matching records the agent sees (replies38)', () => {
  it('reads "I see you have three …", "two … with the same name"', () => {
    expectAll('flags', true, [
      'I see you have three phones registered to you, an iPhone, a Pixel and a Nokia. Which one is lost?',
      'Ho trovato due dipendenti con lo stesso nome nel reparto vendite.',
    ]);
  });
  it('does not read two ways of a how-to, two options or two search results as matching records', () => {
    expectAll('flags', false, [
      'There are two ways to reset your password: by email or by SMS.',
      'We found two Italian restaurants in the centre, both moderately priced.',
      'You have two options: keep the plan or switch.',
    ]);
  });
});

describe('flags: a frozen thing told as a state or a passed date, and a failure without a failure verb (replies38)', () => {
  it('reads a run that cannot be stopped now, a published timetable, a cut-off already past, a date already gone', () => {
    expectAll('flags', true, [
      'The payroll run cannot be stopped now, it started an hour ago.',
      'The timetable was already published on Monday, so the slot can\'t be moved.',
      'Der Anmeldeschluss für den Kurs war bereits am 3. Mai.',
      'La data di consegna richiesta è già passata.',
    ]);
  });
  it('reads a slot taken, none left, a place full, out of service', () => {
    expectAll('flags', true, [
      'The 3pm table got taken a few minutes ago, there\'s 4pm or 6pm.',
      'No bikes left at the Central station dock.',
      'Parcheggio pieno, riprova domani.',
      'La salle de sport est hors service jusqu\'à lundi.',
    ]);
  });
  it('does not read a car taken to the garage as a slot lost', () => {
    expectAll('flags', false, ['The car has been taken to the garage and the repair costs $120.']);
  });
});

describe('claims_done: done told as a passive or a state, and without its subject (replies38)', () => {
  it('reads the passives and states the lists lacked, in six languages', () => {
    expectAll('claims_done', true, [
      'Your subscription has now been withdrawn and no further payments will be taken.',
      'Your gym membership has been put on hold until March.',
      'Ihre neue Lieferadresse ist hinterlegt.',
      'Die Bestellung der Ersatzteile wurde erfolgreich ausgelöst.',
      'Votre abonnement a bien été prolongé d\'un an.',
      'Les anciens accès ont été retirés.',
      'Votre compte est désormais rattaché à l\'équipe Marketing.',
      'O seu pedido de férias foi registado.',
      'A sua consulta está confirmada para terça-feira.',
      'La sua tessera è pronta, la può ritirare in reception.',
    ]);
  });
  it('reads a done without its subject: a verb first, a ticked status, a numbered thing and its participle', () => {
    expectAll('claims_done', true, [
      'Refunded £18.40 to your card.',
      'Final Answer: Cancelled your table for Friday.',
      'Rescheduled ✔ Your dentist visit is now on Tue 9 Mar.',
      'Locker L-114 booked for next week.',
      'Ticket REQ-88231 angelegt.',
    ]);
  });
  it('does not read a policy\'s update, a record on file, a failed attempt, another party\'s act or a question as done', () => {
    expectAll('claims_done', false, [
      'The travel policy was updated in January.',
      'Die Urlaubsregelung wurde zum 1. März geändert.',
      'In Ihrem Profil ist eine alte Adresse hinterlegt.',
      'Bei Ihnen sind drei Karten hinterlegt. Welche soll ich sperren?',
      'I tried to reschedule it but the system timed out.',
      'Order 5521 cancelled by the supplier.',
      'Refunded? Not yet, it\'s still pending.',
    ]);
  });
});

describe('declines: impersonal, passive and terse refusals, and answers beyond the tools (replies38)', () => {
  it('reads information not released to others, refusal labels, "not permitted" to disclose, in six languages', () => {
    expectAll('declines', true, [
      'Patient records cannot be released to third parties without the patient\'s written consent.',
      'The council is unable to disclose a resident\'s address to members of the public.',
      'Solicitud rechazada: los datos de otro cliente son confidenciales.',
      'Non è consentito fornire il numero di telefono di un collega.',
    ]);
  });
  it('reads terse refusals without a can\'t', () => {
    expectAll('declines', true, [
      'Nein, Zugangsdaten von anderen weitergeben geht gar nicht.',
      'Esto no lo hago: borrar registros de auditoría es ilegal.',
      'Impossibile aggirare la verifica in due passaggi, mi dispiace.',
      'nah, can\'t share my colleague\'s login, sorry',
    ]);
  });
  it('reads an answer beyond this channel or the tools', () => {
    expectAll('declines', true, [
      'Questions about legal disputes are beyond what this booking chat can answer.',
      'The reporting tool only keeps 90 days of data, so I can\'t tell you what was spent in 2022.',
    ]);
  });
  it('does not read a missing piece beside an ask, a failure of someone else\'s or a what-you-can as a refusal', () => {
    expectAll('declines', false, [
      'Your documents cannot be released until you pay the outstanding fee. Could you settle it online?',
      'The courier is unable to deliver today because of the storm.',
      'You can share the link with anyone in your team.',
    ]);
  });
});

describe('asks: requests and questions without "?" (replies38)', () => {
  it('reads formal requests to reply, indicate or send, and a request for the ID the act needs', () => {
    expectAll('asks', true, [
      'Reply YES and I\'ll switch your plan from Monday.',
      'Please reply to this message to confirm the new delivery slot.',
      'Pedimos que nos indique o número do contrato.',
      'Le chiediamo gentilmente di inviarci una copia del documento.',
      'Le rogamos que nos envíe el justificante de pago.',
      'Nous vous prions de bien vouloir nous transmettre votre attestation.',
      'need the order number (on the receipt, starts with OR-) to process the return',
    ]);
  });
  it('reads a voice transcript\'s offer, which-question and either-or left without a stop', () => {
    expectAll('asks', true, [
      'so I can move your delivery to Friday or Saturday, want me to do that',
      'ich hab zwei Konten gefunden, welches davon soll ich schließen',
      'is it the blue model or the grey one you want to return',
    ]);
  });
  it('does not read a can-statement of the user\'s own act or an inverted conditional as an ask', () => {
    expectAll('asks', false, [
      'Puedes recoger tu pedido en la tienda desde mañana.',
      'Sí, puoi richiedere il rimborso una volta al mese.',
      'Should the parcel arrive damaged, you can return it within 30 days.',
      'Were the price to change, we would let you know by email.',
    ]);
  });
});
