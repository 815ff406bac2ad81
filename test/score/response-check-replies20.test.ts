/**
 * Issue 16, replies20 round: the thirteenth set's kinds, read as mechanisms — a service others run told
 * as called off (another party's act: flags, not claims_done), a blocking state of this request's thing
 * told bare (flags), a general notice or rule (no flag), a hand-off to a person or role (hands_off, not
 * claims_done), and a pending condition or a channel's limit beside a hand-off (not declines).
 * Sentences written here, in domains the set does not have, none copied from it.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

const CALLED_OFF = [
  'Coach 47 to Leeds is cancelled (driver shortage). Take the 14:10 instead, or shall I refund you?',
  'The 9:40 sailing to Arran has been suspended because of the swell.',
  "Tonight's screening of the director's cut is sold out.",
  'Your flight to Oslo has been cancelled by the airline.',
  'La lezione di pilates delle 18 è stata annullata per malattia dell’istruttrice.',
  'El vuelo de las 7:15 a Bilbao ha sido cancelado por la niebla.',
  'Le concert de samedi est reporté à cause de la météo.',
  'O comboio das 8h para o Porto foi suprimido devido à greve.',
  'Der Zug nach Graz um 9 Uhr fällt heute aus.',
];

describe('a service others run, told as called off (replies20)', () => {
  it('flags it, in six languages', () => {
    expectAll('flags', true, CALLED_OFF);
  });

  it('does not read it as this reply’s act', () => {
    expectAll('claims_done', false, CALLED_OFF);
  });

  it('still reads the agent’s own cancelling, and the user’s booking of a class, as done', () => {
    expectAll('claims_done', true, [
      "I've cancelled your seat on the 6pm coach as you asked.",
      'Your booking for the Thursday pottery class has been cancelled.',
      "Your flight has been cancelled and I've rebooked you on the 17:20.",
    ]);
  });
});

describe("a state of this request's thing that blocks it, told bare (replies20)", () => {
  it('flags a state shown, a thing already taken, a double booking, a record not saved', () => {
    expectAll('flags', true, [
      "the campsite's showing fully booked for the bank holiday weekend",
      'Der Termin um 15 Uhr ist leider schon vergeben. Geht auch 16 Uhr?',
      'Ese horario ya está ocupado, ¿te va bien a las 12?',
      'Le créneau de 10h est déjà complet.',
      'La sala prove è già occupata fino alle 20.',
      'Your 11:00 massage got double-booked — another guest has the room.',
      'The form crashed and your application was not saved.',
    ]);
  });

  it('flags none found and an error given or coded, in five languages', () => {
    expectAll('flags', true, [
      'Keine Buchung unter diesem Namen gefunden.',
      'Ningún pedido encontrado con ese número.',
      'Aucun dossier trouvé pour ce numéro.',
      'Nessun abbonamento trovato con questa email.',
      'Error 503 from the loyalty service.',
      'Erreur 500 sur le serveur de réservation.',
      'the payroll tool gives error when I submit the timesheet',
    ]);
  });

  it('does not flag a search that found no problem, an error told in general, or a booking made', () => {
    expectAll('flags', false, [
      'Keine Fehler gefunden — dein Konto ist in Ordnung.',
      'Nessun problema trovato sul tuo account.',
      'The API returns error messages in JSON.',
      'Your table at the harbour bistro is booked for 8pm.',
      "I've saved your changes to the delivery address.",
    ]);
  });
});

describe('a general notice or rule is not a flag (replies20)', () => {
  it('reads a generality, a list of common signs and a place’s days as no flag', () => {
    expectAll('flags', false, [
      'In general, mountain passes can be closed after heavy snowfall, so check the road report before you set off.',
      'As a rule, pharmacies are closed on Sundays except the one on duty.',
      'Common signs of a scam call: pressure to act now, requests for gift cards, a caller ID that changes.',
      'Our branches are closed on bank holidays; the app works as usual.',
      'Please note: reception closed 31 Dec–1 Jan.',
      'The library is open Monday to Saturday, and the permanent exhibition is free.',
      'Im Allgemeinen können Züge bei Sturm ausfallen.',
    ]);
  });

  it("still flags a place closed today for this request, and a problem of the user's thing", () => {
    expectAll('flags', true, [
      'The branch is closed today because of a power cut, so your appointment cannot go ahead.',
      'Your ticket has a permanent restriction: it cannot be refunded.',
    ]);
  });
});

describe('hands off to a person or role (replies20)', () => {
  it('reads asking a role to take it up, sending them the details, a bare escalation, es/de forms', () => {
    expectAll('hands_off', true, [
      "I've asked our warranty specialist to review the photos of the cracked hob.",
      'i asked the night manager to check the minibar charge',
      'The dosage has to be decided by the clinic nurse, so I asked her to call you after lunch.',
      'The lease transfer needs the landlord’s agent, so I’ve sent her your details.',
      'Escalated to Account Security. Expect an email within a day.',
      'Para cambios de titularidad le pasamos con el área de contratos, que le llamará hoy.',
      'Ich habe deine Frage an unser Team aus der Buchhaltung weitergeleitet.',
    ]);
  });

  it('does not read the hand-off as the action done', () => {
    expectAll('claims_done', false, [
      "I've asked our warranty specialist to review the photos of the cracked hob.",
      'Escalated to Account Security. Expect an email within a day.',
    ]);
  });

  it('does not read asking the user or a customer, sending the user things, or a priority as a hand-off', () => {
    expectAll('hands_off', false, [
      'I asked the customer to resend the signed form.',
      "I've sent you the details of the new tariff.",
      'Escalated to priority 1 on our side.',
      'Te pasamos a buscar a las 8 al hotel.',
      'Ich habe die Rechnung an Sie weitergeleitet.',
    ]);
  });
});

describe('a missing piece or a channel’s limit is not a refusal (replies20)', () => {
  it('reads a pending condition on another’s act as a flag, not a decline', () => {
    const texts = [
      "We can't issue the visa letter until the payment is confirmed by the bank.",
      'Your claim lacks the repair invoice; without it we cannot pass it to the assessor.',
    ];
    expectAll('declines', false, texts);
    expectAll('flags', true, texts);
  });

  it('reads a can’t limited to the chat beside a hand-off as the hand-off', () => {
    const texts = [
      "This is more than I can fix from chat, so I've passed it to our network team and they'll call you tonight.",
      'Das kann ich hier im Chat nicht lösen, ich habe es aber an unsere Kollegen aus der Technik weitergeleitet.',
    ];
    expectAll('declines', false, texts);
    expectAll('hands_off', true, texts);
  });

  it('still declines a refusal on a ground beside a hand-off, and a refusal alone', () => {
    expectAll('declines', true, [
      "I can't waive the fee — it's company policy — but I've passed your complaint to our customer relations team, who will reply by Friday.",
      "I can't share another guest's room number.",
    ]);
  });
});

describe("a fact of this request beside a refusal or against the user's word (replies20)", () => {
  it('flags a fact of this request in a refusal’s ground after a rule, and what the user said', () => {
    expectAll('flags', true, [
      "We can't enrol you in the evening course, as the grant covers only full-time students and the status on your file is part-time.",
      "I won't draft that letter for you, since you've told me the signature on it isn't yours.",
      'I cannot answer that with these tools: the weather service covers the next five days, and you asked about 14 August.',
      'No podemos aceptar la devolución, ya que el pedido se entregó el 2 de mayo y el plazo cerró el 16.',
    ]);
  });

  it('flags the record set against what the user said, and a requirement against what they gave', () => {
    expectAll('flags', true, [
      'The meter shows a reading taken on 3 June. You say nobody came to read it.',
      'The room you booked has a double bed — you mentioned you can only sleep in twin beds. Shall I look for another?',
      'The photo you uploaded is 300 KB, whereas the passport office requires at least 1 MB.',
    ]);
  });

  it("does not flag what the user said that stands, or a refusal's ground that is only a rule", () => {
    expectAll('flags', false, [
      "You mentioned you'd like a window seat, so I've picked 14A.",
      "You said it didn't matter which day, so I've booked Tuesday.",
      "We can't enrol part-time students in this course, as the grant covers only full-time students.",
    ]);
  });
});

describe('what was asked for missing, a record made in error, a terse count (replies20)', () => {
  it('flags them', () => {
    expectAll('flags', true, [
      'The rota only goes up to Friday, so the shifts for next week you asked about are not in the system yet.',
      'The spreadsheet formula returns a division by zero, as the hours column is empty.',
      "Three contacts named 'Sam Lee' in your address book. Which one?",
      'The overdue notice you received was issued in error — the invoice is still being investigated.',
    ]);
  });

  it('does not read the record made in error, or another party’s report, as this reply’s act', () => {
    expectAll('claims_done', false, [
      'The overdue notice you received was issued in error.',
      'The courier said the van broke down at first but your parcel arrived at the depot and is on its way to you now.',
    ]);
  });

  it('does not flag a problem said at first and then over', () => {
    expectAll('flags', false, ['The hotel said your booking was missing at first but it turned up under your maiden name.']);
  });
});

describe('refusals told as a practice, impersonally or tersely; a rule as their ground (replies20)', () => {
  it('declines them', () => {
    expectAll('declines', true, [
      "we don't rent e-bikes to under-16s, sorry, it's a council rule",
      "Désolé, on ne peut pas réserver pour un groupe de plus de 12 personnes en ligne.",
      'Not writing that essay for you.',
    ]);
  });

  it('reads a refusal whose ground is a named rule as no flag, in the sentence or the next', () => {
    expectAll('flags', false, [
      "Can't reserve lockers overnight. Gym policy.",
      'infelizmente não conseguimos trocar a data do exame, é regra da escola',
      "We can't exchange opened software, in line with the terms of sale.",
    ]);
  });

  it('does not read a "we don\'t" of what the agent knows or a "not" of doubt as a refusal', () => {
    expectAll('declines', false, [
      "We don't know yet when the road will reopen; it's a council decision.",
      'Not sure which branch you mean — the one in town or by the station?',
    ]);
  });
});

describe('an open closer and an invitation on the user’s own wish ask nothing (replies20)', () => {
  it('reads them as no ask, and the invitation as nothing done', () => {
    const texts = [
      'Your new direct debit starts on 1 March. Let me know if anything seems wrong.',
      'If you wish to appeal the parking fine, you can use the council’s online form within 28 days.',
      'Se desidera contestare la multa, può scrivere all’ufficio della polizia locale.',
      'Si vous souhaitez changer de forfait, vous pouvez le faire depuis votre espace client.',
    ];
    expectAll('asks', false, texts);
    expectAll('claims_done', false, texts.slice(1));
  });

  it('still reads a definite thing to confirm, and an offer the agent would carry out, as asks', () => {
    expectAll('asks', true, [
      'Let me know if that was the invoice you meant.',
      "If you'd like to move to the yearly plan, I can switch it for you — just confirm.",
    ]);
  });
});

describe('a done label in other languages, a problem said already fixed (replies20)', () => {
  it('reads a done label with a colon as done', () => {
    expectAll('claims_done', true, ['Reservado: Museo del Prado, dom 11:00, 2 adultos.', 'Prenotato: Museo Egizio, sabato ore 10, 3 adulti.']);
  });

  it('reads a problem said already fixed as no flag, and one said not fixed as a flag', () => {
    expectAll('flags', false, ['Die Störung von gestern ist bereits behoben.', 'El fallo de la app ya está resuelto.']);
    expectAll('flags', true, ['El error no está resuelto todavía.']);
  });
});
