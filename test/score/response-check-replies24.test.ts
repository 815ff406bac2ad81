/**
 * Issue 16, replies24 round: the fourteenth set's kinds, read as mechanisms — claims_done told as a state
 * or a passive of the user's own thing (any length of subject, any language; a present state carries no
 * date of the act), a numbered thing booked, places made the user's, the user put on a list, a state begun
 * now, the request named as fulfilled; hands_off as a passing verb, the request and its receiver (a person,
 * role or team), or a receiver who then takes it up with the user; a can't on the missing piece beside an ask
 * to supply it (flags, not declines); flags for a place full in the other languages, a record against what was
 * asked, an empty lookup and the user's own matching records; declines whose head is split or turned round.
 * Sentences written here, in domains the set does not have, none copied from it; each kind with near misses
 * that must not fire.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('claims_done: the user\'s thing in a done state or passive (replies24)', () => {
  it('reads a long subject of the user\'s, dated by its own day, as done', () => {
    expectAll('claims_done', true, [
      'Your berth on the 22:40 night ferry from Hull to Rotterdam on 9 October is booked, cabin 4127.',
      'Your allotment plot at Ferry Lane for the 2027 season is reserved - plot 31B.',
      'Your kayak hire for Saturday morning got moved to 11:00 like you wanted.',
      'Your parking permit application for the Elm Street zone has been approved.',
    ]);
  });

  it('reads the passive and the state in es/fr/it/de/pt as done', () => {
    expectAll('claims_done', true, [
      'Su inscripción al curso de cerámica del jueves ha sido confirmada.',
      'Votre place pour la visite guidée du château dimanche à 10 h est réservée.',
      'Il suo abbonamento alla palestra è stato rinnovato fino al 31 dicembre.',
      'Ihr Antrag auf Elternzeit vom 2. Mai wurde genehmigt.',
      'A sua consulta de fisioterapia foi remarcada para quinta-feira.',
      'El traspaso de la plaza de garaje ya está hecho.',
    ]);
  });

  it('does not read a record in the past, a negation, a condition, another party\'s act or a property as done', () => {
    expectAll('claims_done', false, [
      'Your parking permit was renewed on 2 February.',
      'Your application has not been approved yet.',
      'Once your permit is approved, you can park in zone B.',
      'Your seat on the 8:10 train was cancelled by the operator.',
      'The address you gave is in Leeds, but your account is registered in Bristol.',
      'Su solicitud no ha sido aprobada todavía.',
      'Ihr Antrag wurde gestern genehmigt.',
      'Is your kayak hire booked?',
    ]);
  });

  it('reads a numbered thing booked as done, not when it is another\'s or refused', () => {
    expectAll('claims_done', true, ['Allotment 14 at Ferry Lane is reserved for the 2027 season.', 'Court 3 is booked for Thursday 7-8 pm.']);
    expectAll('claims_done', false, [
      'Court 3 is booked on Thursday, so I can\'t put you there.',
      'Room 12 is already booked by another guest.',
    ]);
  });

  it('reads places made the user\'s, the user on a list and a state begun now as done', () => {
    expectAll('claims_done', true, [
      'Three lawn tickets for the jazz night on Friday are yours - gate C.',
      "You're on the guest list for the gallery opening on Thursday.",
      "The workshop was full, but I've added you to the waiting list as number 4.",
      'Vous êtes inscrite à l\'atelier de poterie de samedi.',
      'Fishing licence FL-2231 is valid from today until 30 November.',
    ]);
    expectAll('claims_done', false, [
      'The choice is yours.',
      "You're still on the waiting list, number 6.",
      'Are you on the guest list?',
      'The spring offer is valid from today until Sunday.',
    ]);
  });

  it('reads the request named as fulfilled after a done verb as done, not a promise or a refusal', () => {
    expectAll('claims_done', true, [
      'Your newsletter delivery moved to Saturdays as you asked.',
      'La entrega se ha pasado al viernes, como pediste.',
      'Die Lieferung ist auf Freitag umgebucht, wie gewünscht.',
    ]);
    expectAll('claims_done', false, ["I'll move it to Saturday as you asked.", "I can't move the delivery as you asked."]);
  });

  it('reads a fronted object before a German perfect as done, not negated', () => {
    expectAll('claims_done', true, ['Die Mahngebühr habe ich storniert.', 'Die neue Karte haben wir Ihnen heute zugeschickt.']);
    expectAll('claims_done', false, ['Die Mahngebühr habe ich nicht storniert.', 'Die Karte haben wir noch nicht verschickt.']);
  });
});

describe('hands_off: the request passed to a person, role or team (replies24)', () => {
  it('reads a request with what it is about passed to a named person, a role or a team', () => {
    expectAll('hands_off', true, [
      "I've passed your question about the boundary fence to Priya Shah, our estates officer. She'll ring you on Monday.",
      'I forwarded your complaint about the late delivery to the logistics team, who will email you by Friday.',
      "I've given Tomasz (he manages the lettings) your number and he'll call you today.",
      'I send your request to Dr. Brandt, she will call you after lunch.',
      "I'm connecting you with a trained volunteer now.",
      "I've logged it with the facilities crew as job 5521; they'll text you before they come.",
    ]);
  });

  it('reads the same after a refusal set off by a dash, and in fr/de/es', () => {
    expectAll('hands_off', true, [
      "I can't change the lease terms myself - I've passed your request to our lettings team, who will call you.",
      "Je transmets la question au service juridique, qui vous répondra cette semaine.",
      'Ihre Reklamation haben wir an die Qualitätssicherung weitergegeben.',
      'Ya les he pasado su solicitud con las fotos.',
    ]);
  });

  it('does not read an offer, a phone number to pass on, a team doing the work or a refusal to pass on', () => {
    expectAll('hands_off', false, [
      "What's the best number for you? I'll pass it to the driver.",
      "I've opened a request with our compliance team to change it.",
      "I can't pass your complaint to the manager.",
      'If you like, I can pass your question to the estates officer.',
      'I sent the invoice to your accountant.',
    ]);
  });

  it('reads a refusal beside a hand-off as a refusal when the channel words come after the hand-off', () => {
    expectAll('declines', true, [
      "I'm not able to help with that, but you don't have to face this alone - I'm connecting you with a trained counsellor now; please stay in this chat.",
    ]);
  });
});

describe('a can\'t on the missing or wrong piece beside an ask to supply it (replies24)', () => {
  const missing = [
    "The serial number you entered isn't registered to your account, so I can't book the repair. Could you check the sticker under the battery and send me a photo?",
    'No puedo tramitar la beca: falta el certificado de empadronamiento. ¿Nos lo puede enviar?',
    "I can't release the locker deposit because the return form you sent has no signature. Could you sign it and upload it again?",
  ];
  it('reads it as the missing piece: flags, not declines', () => {
    expectAll('flags', true, missing);
    expectAll('declines', false, missing);
  });

  it('keeps a refusal on a general ground, on what the agent cannot reach, or beside an offered alternative', () => {
    expectAll('declines', true, [
      "I can't share another member's phone number, as that's against our privacy policy. Could you send them a message through the app instead?",
      "I can't give legal advice because I'm not a lawyer. Could you send the letter to a solicitor?",
      "The ferry has already sailed, so I can't change the ticket. Do you want me to look at a refund instead?",
    ]);
  });
});

describe('flags: full in the other languages, records against the request, empty lookups, matching records (replies24)', () => {
  it('reads a place told full or none free in es/fr/it/de/pt as a problem', () => {
    expectAll('flags', true, [
      'Le gîte est complet du 2 au 9 août.',
      'Leider ist am Samstag kein Stellplatz mehr frei.',
      'No quedan plazas en el taller de encuadernación del jueves.',
      'Il corso di vela di luglio è purtroppo pieno.',
      'Não há vagas no curso de cerâmica de sábado.',
    ]);
  });

  it('reads a record set against what the user asked, an empty lookup and a system that keeps refusing', () => {
    expectAll('flags', true, [
      'Pallet PL-3320 shows collected in Leeds, but you are asking to cancel the pickup.',
      'The minibus only seats up to 12 and you asked for 15.',
      'The rota shows you are already booked for the Sunday shift.',
      'The parcel search returned nothing for reference ZX-4471.',
      'I looked through the help centre but found no guide on it.',
      'The portal keeps rejecting the upload.',
    ]);
  });

  it('reads the user\'s own matching records in es/de/fr/it/pt as the ambiguity', () => {
    expectAll('flags', true, [
      'Hay dos pólizas activas a su nombre, una de hogar y otra de coche.',
      'Ich sehe zwei offene Rechnungen unter Ihrem Kundenkonto.',
      "J'ai trouvé deux abonnements avec cette adresse e-mail.",
    ]);
  });

  it('does not flag a clash with a rule, a tool\'s reach, a problem checked and absent, or a recap', () => {
    expectAll('flags', false, [
      'Writing that review would go against my guidelines.',
      'Producing that flyer conflicts with our content policy.',
      'No tool here supports exporting calendar data.',
      "I've checked and there is no second charge on your card.",
      'Okay, to confirm: the show is Swan Lake and you want 2 tickets.',
      'I ran the virus scan and found no threats.',
      'La sala è piena di luce al mattino, perfetta per la lezione.',
    ]);
  });
});

describe('declines: a refusal\'s head split or turned round (replies24)', () => {
  it('reads a fronted object, a clitic before the modal, an adverb in "ne … pas" and a benefit ruled out', () => {
    expectAll('declines', true, [
      'Wie man fremde WLAN-Passwörter knackt, erkläre ich nicht.',
      'Eine Kündigung vor Ablauf der Mindestlaufzeit ist nach unseren AGB ausgeschlossen.',
      'La devolución del depósito no la puedo autorizar yo.',
      'Il rimborso della caparra non lo posso fare da qui.',
      'Nous ne pouvons malheureusement pas prolonger votre location.',
    ]);
  });

  it('does not read a question, an error ruled out or an idiom of pleasure as a refusal', () => {
    expectAll('declines', false, [
      'Warum erkläre ich das nicht einfach Schritt für Schritt?',
      'Ein Fehler im Zähler ist ausgeschlossen, der Wert stimmt.',
      "Nous ne pouvons toutefois pas être plus heureux de vous accueillir ce week-end !",
    ]);
  });
});
