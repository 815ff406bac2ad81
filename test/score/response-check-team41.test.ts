/**
 * Issue 16, forty-first round (team41): flags and hand-offs the twenty-fourth and twenty-fifth sets showed. flags: two
 * matching records told as a count found (a record noun or the user's name needed); the records against the request
 * told as a state, and a locked thing told as a fact beside a could-not; a cost, loss, risk or clash beside a done.
 * hands_off: a team or person
 * the agent has asked or sent the request to, who will then write, call, refund or decide, in six languages. A promise to
 * pass it on later, a message that only informs, feedback passed on, a document sent to the user and an offer hand
 * nothing on. Sentences written here, none copied from the sets.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('hands_off: a party asked or sent the request, who will then act (team41)', () => {
  it('reads them in six languages', () => {
    expectAll('hands_off', true, [
      'I\'ve raised the double booking with our reservations team — they\'ll refund the extra night by Friday.',
      'I\'ve renewed your parking permit and asked the estates office to reissue the badge; they\'ll post it to you.',
      'i sent it over to payroll, they\'ll email you the corrected slip',
      'I\'ve sent the queried receipt to your accountant, Harriet, who\'ll take it up with the supplier.',
      'I have forwarded your appeal to the exam board secretary, who will decide whether a resit is allowed.',
      'I\'ve asked our lettings team to hold the deposit until the inspection.',
      'J\'ai transmis le devis à votre assureur, qui vérifiera la franchise avec le garage.',
      'He pasado la queja a la jefa de sala para que te llame esta tarde.',
      'Mandei pro pessoal da contabilidade dar uma olhada no boleto.',
      'Ich habe die Hausverwaltung gebeten, den Aufzug heute noch prüfen zu lassen.',
      'Ho girato la pratica all\'ufficio tributi, che ti richiamerà domani.',
    ]);
  });

  it('does not read a promise to pass it on, a message that only informs, feedback, a document to the user or an offer', () => {
    expectAll('hands_off', false, [
      'I\'ll send it to accounts later and they\'ll email you.',
      'I\'ve let the office know you\'ll be ten minutes late.',
      'I\'ve passed your comments on the new menu to the kitchen team, who will be glad to hear them.',
      'I\'ve sent the corrected invoice to your email, and it will arrive in a few minutes.',
      'If you like, I can ask the estates office to reissue the badge; they\'ll post it to you.',
      'Voy a mandar la queja a la jefa de sala mañana para que la revise.',
      'Vou mandar pro pessoal da contabilidade dar uma olhada.',
    ]);
  });
});

describe('flags: two matching records told as a count found (team41)', () => {
  it('reads them in six languages', () => {
    expectAll('flags', true, [
      'I looked up the member list for Aisha Bello and found two accounts: one opened in 2019 and one last spring.',
      '3 residents named P. Quinn at Fenwick House (rooms 4, 9 and 12).',
      'In der Datenbank finden sich zu Ihrer Adresse zwei Mietverträge.',
      'Busqué la dirección y me aparecen dos contratos, uno de gas y otro de luz.',
      'J\'ai trois dossiers de bourse sur votre nom, pour 2021, 2022 et 2023.',
      'Ho cercato la targa ma ne risultano due, una a Torino e una a Bari.',
      'Existem duas matrículas com o mesmo CPF, uma de 2020 e outra de 2023.',
    ]);
  });

  it('does not read two things booked, a count of options, or a count in a plain answer', () => {
    expectAll('flags', false, [
      'I\'ve booked two tickets for the Saturday matinee.',
      'There are two ways to pay: by card or by bank transfer.',
      'We found two rooms free on those dates, both with a sea view.',
      'Two guests named on the list have asked for vegetarian meals.',
      'Me aparecen dos opciones de pago en la web.',
      'Auf Ihren Namen habe ich zwei Plätze für Freitag reserviert.',
    ]);
  });
});

describe('flags: the records against the request told as a state, a locked thing told beside a could-not (team41)', () => {
  it('reads them in six languages', () => {
    expectAll('flags', true, [
      'Your March service charge is already marked as paid on the 4th.',
      'The dentist appointment is already on Thursday at 9, the day you asked for.',
      'Priya already declined the Friday planning lunch.',
      'I can\'t change the seating plan now — the place cards went out yesterday.',
      'Die Kaution ist bereits am 2. Mai bei Ihnen eingegangen.',
      'Il canone di aprile ti è già stato rimborsato la settimana scorsa.',
      'La matrícula ya figura como pagada desde el lunes.',
      'Le contrôle est déjà au jeudi 10 h.',
      'A mensalidade de junho já consta como paga.',
    ]);
  });

  it('does not read the agent\'s own already, an invitee who accepted, or a shipment told as status', () => {
    expectAll('flags', false, [
      'I\'ve already marked the invoice as paid for you.',
      'I sent Omar the new invite and he\'s already accepted.',
      'Your parcel left the warehouse this morning and should arrive tomorrow.',
    ]);
  });
});

describe('flags: a cost, loss, risk or clash the act brings, beside a done (team41)', () => {
  it('reads them in six languages', () => {
    expectAll('flags', true, [
      'I\'ve downgraded the workspace to Basic; your guests will lose offline access from next month.',
      'I\'ve ordered the new glasses, but the frame upgrade may be billed to you rather than the insurer.',
      'Switched you to the fixed plan — you\'ll probably pay about 8 euros more a month.',
      'Marquei a revisão para terça, mas pode ser que a oficina cobre a peça à parte.',
      'J\'ai avancé le cours de piano à 17 h, mais c\'est la même heure que le dentiste de Léo.',
      'La reserva ya no tiene cancelación gratis: si la cambio ahora te cobrarán 15 € de gestión.',
      'Ho rinnovato la tessera, ma il certificato medico scade tra 3 giorni.',
    ]);
  });

  it('does not read a saving, nothing billed or a plain price', () => {
    expectAll('flags', false, [
      'I\'ve moved you to the yearly plan, so you\'ll pay 20 pounds less each year.',
      'I\'ve paused the plan, and nothing will be billed to the card until May.',
      'The tickets cost 12 euros each and I\'ve booked two.',
    ]);
  });
});

describe('flags: a failure told without a failure verb (team41)', () => {
  it('reads it', () => {
    expectAll('flags', true, [
      'went to book the driving theory test but its full, every slot gone until March',
      'the 4pm table you wanted is gone, there is 6:30 or 9',
      'Iscrizione al corso di nuoto non riuscita: sistema in manutenzione.',
      'Quise reservar la clase de yoga pero el sábado ya no tiene plazas.',
    ]);
  });

  it('does not read a full booking the agent made, or a thing gone from the user\'s way', () => {
    expectAll('flags', false, [
      'Booked: the 4pm table you wanted, for two.',
      'Every seat taken by your group is now paid for.',
    ]);
  });
});
