/**
 * Issue 16, replies27 round: the fifteenth set's kinds, read as mechanisms — flags for the user's own records
 * counted or one more of them seen, an empty result or a silent system without a failure verb (six languages), a
 * closed period told bare, two records that disagree or a request beyond what is on offer, what the user gave
 * missing or malformed (fr/es/de/it/pt, non-native English), a caveat of this request beside a done, a limit the
 * request exceeds; no flag for a tool's reach; declines for "therefore unable", cannot-answer forms in five
 * languages and a bare "X nicht möglich"; hands_off for a bare passive hand-off, es/it clitic forms, German
 * plural requests passed on and "connected you with our … line"; claims_done for a verbless completion in the
 * other languages, a German "ist durch", the French "j'ai bien prolongé" and a list step opening "Dropped".
 * Sentences written here, in domains the set does not have, none copied from it; each kind with near misses that
 * must not fire.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('flags: the user\'s own records counted or one more seen (replies27)', () => {
  it('reads a count beside where the records are kept or what they match, in six languages', () => {
    expectAll('flags', true, [
      'Three library cards on this account, all active.',
      'So there are actually two R. Osei members registered with that date of birth at the Northgate gym.',
      'The registry search gives two charities with name "Harbour Light".',
      'Unter Ihrer Mitgliedsnummer sind zwei Bankverbindungen hinterlegt.',
      'Nous avons deux contrats enregistrés pour cette adresse.',
      'Tenemos dos pólizas registradas con ese DNI.',
      'Ho due abbonamenti trovati con questa email.',
      'Há duas contas cadastradas com esse e-mail.',
    ]);
  });

  it('reads one more record of the user\'s seen beside the one in hand', () => {
    expectAll('flags', true, [
      "I've moved your dental check-up to Friday. I also see a hygienist visit booked for the same afternoon.",
      'I noticed you also have a second gym membership billed to the same card.',
      'Ich sehe auch einen zweiten Vertrag auf Ihrem Namen.',
    ]);
  });

  it('does not read a quantity on offer, one record, or a note about what the user said', () => {
    expectAll('flags', false, [
      'You can add two more lines on this account at any time.',
      'We can hold two SIMs for you on this account.',
      'Up to three SIMs on this account can roam.',
      'I also see you asked about parking: it is free after 6 pm.',
      'I also see a discount applied for the same month.',
      'There are three ways to pay with your card.',
      'Your library card on this account is active.',
    ]);
  });
});

describe('flags: an empty result or a silent system without a failure verb (replies27)', () => {
  it('reads the idioms and the other languages\' empty results', () => {
    expectAll('flags', true, [
      'I looked for that loyalty number and came up empty.',
      'There is nothing in our system under that postcode.',
      'Aucune chambre disponible au refuge le 3 août.',
      'La ricerca non ha restituito alcun risultato per il codice fiscale indicato.',
      'No hay disponibilidad en el albergue esa noche.',
      'Die Suche ergab keine Treffer für diese Seriennummer.',
      'A pesquisa não encontrou nenhum resultado para esse NIF.',
      "Le portail de réservation ne répond pas en ce moment, donc rien n'a été changé.",
    ]);
  });

  it('does not read nothing on file that needs changing, or an empty result as the answer', () => {
    expectAll('flags', false, [
      'Nothing in our system needs changing.',
      'Nothing in our system suggests fraud.',
      'Aucun frais pour ce changement.',
    ]);
  });
});

describe('flags: a closed period told bare (replies27)', () => {
  it('reads a closed window of this request in six languages', () => {
    expectAll('flags', true, [
      'Autumn registration closed 14 Sept. Pottery class not booked.',
      'The claims window has closed for that trip.',
      'O prazo de candidatura já terminou a 15 de março.',
      'El plazo de inscripción ya cerró el viernes.',
      "La période d'inscription est close depuis lundi.",
      'Il periodo di iscrizione è già chiuso.',
      'Der Anmeldezeitraum ist bereits abgelaufen.',
    ]);
  });

  it('does not read opening hours or a period still open', () => {
    expectAll('flags', false, ['Registration closed on weekends.', 'Registration is open until Friday.']);
  });
});

describe('flags: records that disagree, a request beyond what is on offer, a limit exceeded (replies27)', () => {
  it('reads two records at odds, the request against the record, and the request over the largest on offer', () => {
    expectAll('flags', true, [
      'The billing address on the lease is in York but the card is registered in Cork.',
      'The doctor\'s note covers 2–4 June, whereas the request itself is for 2–9 June.',
      'I tried to book a minibus for 14 but the biggest one they have is for 9 seats.',
    ]);
  });

  it('reads a limit the request exceeds, not one it stays within', () => {
    expectAll('flags', true, [
      'The weekly withdrawal limit is £500 and this request is for £750.',
      'Sie haben nur noch 2 Gleittage, beantragt sind aber 4.',
    ]);
    expectAll('flags', false, ['The weekly withdrawal limit is £500 and you requested £200, which is on its way.']);
  });

  it('does not read a place told beside a plain fact as a clash', () => {
    expectAll('flags', false, ['The gallery is in York and the café is in the same building.']);
  });
});

describe('flags: the user\'s own thing that does not allow it, or must be settled first (replies27)', () => {
  it('reads the user\'s thing not allowing what is asked, or not ending before then, in six languages', () => {
    expectAll('flags', true, [
      'Su abono es de tarifa Joven y, según sus condiciones, no admite cambios de titular.',
      'Votre forfait ne permet pas de report des minutes.',
      'La sua polizza non consente il recesso anticipato.',
      'O seu passe não permite viagens ao fim de semana.',
      'Ihr Tarif erlaubt keine Pause.',
      'Votre engagement ne se termine que le 30 juin.',
      "Your gym contract doesn't end until March.",
      'The rent arrears on the flat must be cleared first.',
    ]);
  });

  it('does not read a rule of a kind of thing, nor what the thing does not include', () => {
    expectAll('flags', false, ['La tarifa Joven no admite cambios de titular.', 'Su pedido no incluye gastos de envío.']);
  });
});

describe('flags: what the user gave missing or malformed (replies27)', () => {
  it('reads it in fr/es/de/it/pt and in non-native English', () => {
    expectAll('flags', true, [
      "Vous ne nous avez pas indiqué le numéro de contrat.",
      'No nos ha facilitado el número de socio.',
      'Sie haben uns keine Vertragsnummer angegeben.',
      'Non ci ha indicato il numero della tessera.',
      'Não nos indicou o número de contribuinte.',
      'The sort code you send have only 5 digits, it must be 6.',
    ]);
  });

  it('does not read the agent\'s own note or a length that is right', () => {
    expectAll('flags', false, [
      'Your PIN has 6 digits and is set.',
      'The code has only letters and numbers, so it is easy to type.',
      'Vous ne nous avez pas encore indiqué si vous souhaitez continuer.',
    ]);
  });
});

describe('flags: a caveat of this request beside a done (replies27)', () => {
  it('reads a step skipped, something missing from a return, damage in transit, a deduction, an option sold out', () => {
    expectAll('flags', true, [
      "I've archived 30 photos; three were skipped because they're still uploading.",
      'Your refund is on its way, but the remote control wasn\'t in the parcel.',
      'The second chair arrived damaged in transit.',
      'The return arrived without its charger, so £8 was deducted from the refund.',
      'Já trocámos as sapatilhas, mas como o tamanho 42 esgotou, enviamos o 42,5.',
    ]);
  });

  it('does not read a discount taken off or a step skipped at the user\'s request', () => {
    expectAll('flags', false, [
      'Your loyalty discount of £5 was taken off the total.',
      'The tutorial was skipped as you asked.',
      'Your tax was deducted at source.',
    ]);
  });
});

describe('flags and declines: a tool\'s reach and cannot-answer forms (replies27)', () => {
  it('reads a tool\'s reach as a refusal\'s ground, flagging nothing', () => {
    expectAll('flags', false, [
      'None of the available functions can cancel a standing order; I am therefore unable to do it.',
      'With these tools I can not find the answer, because there is no tool for search the tide tables.',
    ]);
    expectAll('declines', true, [
      'None of the available functions can cancel a standing order; I am therefore unable to do it.',
      'With these tools I can not find the answer, because there is no tool for search the tide tables.',
    ]);
  });

  it('reads "therefore unable", cannot-answer forms in five languages and a bare "not possible" as declines', () => {
    expectAll('declines', true, [
      'The voucher was issued for a different branch; we are therefore unable to accept it here.',
      "The tide service returned an error, so I'm unable to tell you when high water was that day.",
      'Mit den vorhandenen Daten lässt sich die Frage nicht beantworten.',
      'Impossibile rispondere: la tabella non contiene i prezzi del 2019.',
      'No es posible responder con los datos disponibles.',
      'Impossible de répondre avec les outils fournis.',
      'Não é possível responder com estes dados.',
      'Stornierung nicht möglich.',
    ]);
  });

  it('does not read a statement about the world, a possibility or an idiom as a refusal', () => {
    expectAll('declines', false, [
      'It is impossible to determine the age of the painting without testing.',
      'Nicht möglich? Doch, das geht.',
      "I can't tell you how glad I am it worked.",
      'Stornierung jederzeit möglich.',
    ]);
  });
});

describe('hands_off: bare passive, es/it clitic forms, German plural requests, a line connected (replies27)', () => {
  it('reads the hand-off', () => {
    expectAll('hands_off', true, [
      'Broken hinge noted — passed to the warranty claims team.',
      'Lo he pasado al equipo de Facturación, que te escribirá mañana.',
      'Ti passo subito a un consulente della sede di Torino.',
      'Ihre Fragen zur Kaution habe ich an die Hausverwaltung Krause & Söhne weitergeleitet.',
      "I've connected you with our debt advice line, where an adviser will pick this up.",
    ]);
  });

  it('does not read money sent, an offer, a rule or a refusal to pass it on', () => {
    expectAll('hands_off', false, [
      'Payment sent to the finance team last week.',
      'Le he pasado al equipo el enlace.',
      'I can pass this to the warranty claims team if you like.',
      "I'm not able to pass this to the warranty team.",
    ]);
  });
});

describe('claims_done: verbless completions in the other languages and list steps (replies27)', () => {
  it('reads the thing then its participle, "ist durch", "j\'ai bien prolongé", a list step opening "Dropped"', () => {
    expectAll('claims_done', true, [
      'Reserva da mesa alterada: sábado às 20h.',
      'Prenotazione confermata.',
      'Buchung bestätigt.',
      'Cita reprogramada para el lunes.',
      'Alles klar, deine Anmeldung zum Yogakurs ist durch.',
      "J'ai bien prolongé ton abonnement à la médiathèque jusqu'en juin.",
      '1. **Dropped** *Painting for Beginners* — no fee applies.',
      'Dropped the Friday yoga class — no fee applies since it is within the trial week.',
    ]);
  });

  it('does not read a negation, a question, a record or a passing train', () => {
    expectAll('claims_done', false, [
      'Reserva no confirmada.',
      'Prenotazione confermata?',
      'Der Zug ist durch Köln gefahren.',
      'The call dropped twice this morning.',
    ]);
  });
});
