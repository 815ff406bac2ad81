/**
 * Issue 16, flags39 round: the twentieth and twenty-first sets' kinds of flags miss and over-read, read as mechanisms
 * for their family of wording in English and es/de/fr/it/pt — two of the user's records or two readings of what the
 * user wrote; the records against the request told as a comparison, a state or a clash; an identifier malformed or a
 * lookup empty or failed; a locked thing told as a fact or a date (the date only beside a refusal); a cost or loss the
 * act brings; a failure without a failure verb; no access or a missing authorisation beside a hand-off. And the guards:
 * the user's own trouble restated with sympathy, fraud talked of at large, a refusal to say who owns a thing, a need
 * for a parameter, a total of the user's orders, a could-not on a house rule told with "only", the law as a
 * refusal's ground. Sentences written here, in domains and wording the sets do not use, none copied from them; each
 * kind with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse, checkResponseRules } from '../../src/score/response-check.js';
import { expectAll } from '../helpers/signals.js';

describe('flags: two of the user\'s records, or two readings of what the user wrote (flags39)', () => {
  it('reads a count with one name on the user\'s file, both in the user\'s name, two found on the user\'s contract, a thing done twice, two payments to one payee', () => {
    expectAll('flags', true, [
      'Three pupils named Ali Kaya on your school account, in years 2, 4 and 6.',
      'Beide Stellplätze laufen auf deinen Namen.',
      'Ambos vehículos están a su nombre.',
      'Les deux abonnements sont à votre nom.',
      'Entrambe le utenze sono intestate a lei.',
      'Ambas as linhas estão em seu nome.',
      'I found two vehicles on your policy, a Golf and a Yaris.',
      'Encontramos duas matrículas no seu cadastro.',
      'Ho trovato due contatori nel suo contratto.',
      'Die Jahresgebühr wurde doppelt abgebucht.',
      'Looks like the gym billed you twice for October.',
      'La cuota se cobró dos veces este mes.',
      'Le loyer a été prélevé deux fois.',
      'La rata è stata addebitata due volte.',
      'A mensalidade foi cobrada em duplicidade.',
      'Your account shows two payments of €89 to the same landlord on the 3rd.',
    ]);
  });
  it('reads a word of the user\'s that could mean one thing or another, and the two laid side by side after the reply recites it', () => {
    expectAll('flags', true, ['"Next Friday" could mean the 12th or the 19th.', 'La fecha que indica puede referirse al 3 de junio o al 6 de marzo.']);
    expect(checkResponse('Your message says "the 03/06 class". The gym has a class on 3 June and another on 6 March. Which one?').flags).toBe(true);
  });
  it('does not read things on offer, ways of doing it, one thing done once or two slots offered without a recital', () => {
    expectAll('flags', false, [
      'I found two hotels in your price range near the station.',
      'There are two ways to reset your password.',
      'Both options are available in the app.',
      'I charged your card once, for €24.',
      'The clinic has a slot on 3 June and another on 6 June. Which suits you?',
    ]);
  });
});

describe('flags: the records against the request, told as a comparison, a state or a clash (flags39)', () => {
  it('reads what was asked against the record, the user\'s word against it, an already-marked state, a permit that does not allow it, the request already so, a clash with the user\'s booking, two differing ids, money gone to the old account, a thing still with the old provider', () => {
    expectAll('flags', true, [
      'You asked to withdraw £600, but your daily card limit is £300.',
      'Sie schreiben, dass die Lieferung fehlt, laut Sendungsverfolgung wurde sie aber gestern zugestellt.',
      'Usted dice que no recibió la factura, pero figura como descargada el lunes.',
      'Vous dites que la carte est bloquée, mais elle apparaît active chez nous.',
      'The voucher shows as redeemed on 4 March but you\'re saying you never used it.',
      'The dental check-up you want to rebook already shows as completed.',
      'Ihre Impfung ist bereits als wahrgenommen vermerkt.',
      'Your tenant holds a visitor visa, which does not allow paid work.',
      'Your phone is already on the 50GB plan, the same one you asked for.',
      'Tu tarifa ya es la Fibra 600, la misma que pidió.',
      'That delivery slot is at the same time as your dentist appointment.',
      'O horário coincide: é no mesmo horário que a sua aula de inglês.',
      'The email on the order is different from the one on your account.',
      'Le salaire de mars est déjà parti sur l\'ancien compte.',
      'Your parking permit is still registered to the old number plate.',
    ]);
  });
  it('does not read the request granted, a plan compared in general, an offer of the same, a date in common talk or a fresh account set', () => {
    expectAll('flags', false, [
      'You asked for a window seat, and I\'ve booked 14A.',
      'I\'ve switched you to the same plan as your partner.',
      'Our office hours are the same time as last year.',
      'I\'ve moved your salary payments from the old account to the new one.',
    ]);
  });
});

describe('flags: an identifier malformed or a lookup empty or failed (flags39)', () => {
  it('reads too few digits, an id incomplete or too short, zero results, a lookup that found none, a server error, a tool error recited', () => {
    expectAll('flags', true, [
      'The meter number you sent has only seven digits; ours have nine.',
      'Die Versicherungsnummer hat nur elf Stellen.',
      'El IBAN solo tiene veinte caracteres.',
      'Le numéro de sécurité sociale ne comporte que douze chiffres.',
      'Il numero di pratica ha solo sei cifre.',
      'O NIF tem só oito dígitos.',
      'Codice cliente incompleto, 9 caratteri su 10.',
      'The policy number looks too short for one of ours.',
      'Search done: zero results for that postcode.',
      'A consulta não encontrou nenhum boleto em aberto.',
      'El buscador no encontró ningún expediente con ese número.',
      'Le portail renvoie une erreur serveur (502) pour votre dossier.',
      'lookup_order error: \'order not found\'. Can you check the number?',
      'Lo strumento restituisce «utente inesistente» per quell\'indirizzo.',
    ]);
  });
  it('does not read a lookup that found no problem, a short text or a price', () => {
    expectAll('flags', false, [
      'A verificação não encontrou nenhum problema na sua conta.',
      'Keep the description short, two lines at most.',
      'The annual plan costs 500 euros.',
    ]);
  });
});

describe('flags: a locked thing told as a fact, or a date beside a refusal (flags39)', () => {
  it('reads an event already held, a parcel already out of the warehouse', () => {
    expectAll('flags', true, [
      'Le match du 12 avril a déjà eu lieu.',
      'La consulta ya tuvo lugar el martes.',
      'Das Seminar hat bereits stattgefunden.',
      'Il concerto ha già avuto luogo.',
      'A palestra já aconteceu ontem.',
      'Your parcel has already left the warehouse, so the address is fixed.',
    ]);
  });
  it('reads a thing signed or issued on a date beside a refusal, not alone', () => {
    expect(checkResponse('The mortgage offer was issued on 3 March. I can\'t change the rate on it now.').flags).toBe(true);
    expect(checkResponse('Le bail a été signé le 4 janvier. Je ne peux pas modifier le loyer.').flags).toBe(true);
    expect(checkResponse('The mortgage offer was issued on 3 March. A copy is attached.').flags).toBe(false);
  });
});

describe('flags: a cost or loss the act brings (flags39)', () => {
  it('reads what the new plan drops, a thing that stops working, a fee with its amount, a fee that falls due', () => {
    expectAll('flags', true, [
      'Heads up: the new plan drops international roaming.',
      'El nuevo plan no incluye llamadas a fijos.',
      'Your smart plug stops working once the hub is removed.',
      'Early termination fee is 80 pounds.',
      'Bei vorzeitiger Kündigung fällt eine Bearbeitungsgebühr von 15 € an.',
      'Se aplica una penalización por cancelación tardía.',
      'Des frais de dossier de 30 € s\'appliquent.',
      'Si applica una penale del 10%.',
      'Será cobrada uma taxa de transferência.',
    ]);
  });
  it('does not read a fee that does not fall due or is waived, a new plan that lowers the price or a thing working again', () => {
    expectAll('flags', false, [
      'Es fällt keine Gebühr an.',
      'We\'ve waived the switching fee of €25 for you.',
      'The new plan drops the price by €5 a month.',
      'Your router is working again.',
    ]);
  });
});

describe('flags: a failure without a failure verb (flags39)', () => {
  it('reads a slot taken, none on the route or day asked, a system that rejected it', () => {
    expectAll('flags', true, [
      'The 4pm court you wanted is already taken.',
      'O horário das 10h já foi pego.',
      'El hueco del jueves ya está ocupado.',
      'Le créneau de 9h a été pris entre-temps.',
      'Il posto delle 18 è stato preso.',
      'Der Termin um 14 Uhr ist leider schon vergeben.',
      'No trains Leeds to York after 11pm on Sundays.',
      'The council\'s portal rejected the form because the postcode is outside the borough.',
    ]);
  });
  it('does not read a thing taken care of, no trains affected, or a photo taken', () => {
    expectAll('flags', false, [
      'Your seat upgrade is taken care of.',
      'No trains were affected by the strike on your route.',
      'The photo was taken on the day of delivery.',
    ]);
  });
});

describe('flags: no access or a missing authorisation beside a hand-off (flags39)', () => {
  it('reads the missing piece where the reply hands the request on, and keeps a refusal alone', () => {
    expect(checkResponse('Désolé, je n\'ai pas accès aux contrats professionnels. Je vous transfère au service entreprises.').flags).toBe(true);
    expect(checkResponse('None of my tools reach the archived payroll, so I\'ve passed your question to the payroll team.').flags).toBe(true);
    expect(checkResponse('I can\'t change the booking for your son without his written consent; I\'ve referred it to our family desk, who will contact him.').flags).toBe(true);
    // Alone the rules keep it a refusal (the reply model may still add a flag of its own there).
    expect(checkResponseRules('I can\'t change the booking for your son without his written consent.').flags).toBe(false);
  });
});

describe('flags: what states no problem of this request (flags39)', () => {
  it('does not read the user\'s trouble restated with sympathy beside a done, fraud talked of at large, who owns a thing, a need for a parameter, a total, an "only" rule, the law', () => {
    expectAll('flags', false, [
      'Sorry to hear the kettle leaks. I\'ve sent a replacement today.',
      'I\'m so sorry your parcel arrived soaked. I\'ve refunded the full amount.',
      'Lamento saber que o casaco chegou rasgado. Já enviei outro.',
      'Disputes are for cases like unauthorised payments or items that never came.',
      'We monitor suspicious logins around the clock.',
      'To spot a scam call: we never ask for your PIN.',
      'When this happens, the account is paused and we email you.',
      'I can\'t tell you who owns the car with that plate.',
      'Need your membership number to find the booking.',
      'Il me manque ton numéro de client pour ouvrir le dossier.',
      'The total of your four open invoices is £912.',
      'I wasn\'t able to move your class: the studio only allows changes 48 hours in advance.',
      'I can\'t share your neighbour\'s meter readings. This is restricted under data protection law.',
    ]);
  });
  it('still reads a trouble the agent reports, a total left to pay beside a failure, and a could-not without a rule', () => {
    expectAll('flags', true, [
      'I\'m sorry, but the replacement is out of stock.',
      'I wasn\'t able to move your class: the studio is closed for repairs.',
    ]);
  });
});
