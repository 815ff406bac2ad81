/**
 * Issue 16, replies12 round: the kinds of miss the seventh written set (replies-heldout-7.jsonl)
 * revealed, each a kind of sentence rather than a phrase — none left to book said with "has no" and
 * in the other languages, shipments that never set out, risks judged ("which is tight"), things
 * still held up; terse booking notifications in es/de/fr/it/pt; hand-offs with an adverb, a long
 * receiver or a casual verb; unpunctuated casual questions and "Did you know?" teasers; casual and
 * impersonal refusals, "this question cannot be answered", and impossibilities of nature that refuse
 * nothing. Sentences written here, none copied from a set.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';

type Signal = 'asks' | 'flags' | 'declines' | 'claims_done' | 'hands_off';

function expectAll(signal: Signal, want: boolean, texts: string[]): void {
  for (const t of texts) expect(checkResponse(t)[signal], `${signal} ${want}: ${t}`).toBe(want);
}

describe('flags, replies12 round', () => {
  it('reads none left to book, said as a plain fact in six languages', () => {
    expectAll('flags', true, [
      'The garage has no available cars for Friday.',
      'Our Leeds branch has no open appointments until March.',
      'The salon has no free slots on Saturday.',
      'El restaurante no tiene mesas disponibles para el sábado.',
      'La clínica no tiene citas libres esta semana.',
      'Il ristorante non ha tavoli liberi per sabato.',
      'O hotel não tem quartos livres no fim de semana.',
      'Le cabinet n\'a plus de créneaux libres cette semaine.',
      'the concert tickets are all gone for friday',
      'checked the weekend camping spots but theyre all taken, sorry',
    ]);
  });

  it('does not read a "has no" of a fee, a rule or a feature as none left', () => {
    expectAll('flags', false, [
      'The hotel has no restrictions on pets.',
      'The museum has no entry fee on Sundays.',
      'The studio has no stairs, so it suits wheelchair users.',
      'El museo no tiene coste los domingos.',
    ]);
  });

  it('reads a shipment that never set out or arrived', () => {
    expectAll('flags', true, [
      'the parcel never left the depot',
      'Both replacement parts never arrived at the workshop.',
      'Your refund cheque never reached the branch.',
    ]);
  });

  it('reads a risk judged on what was just said, and not a judgement of something else', () => {
    expectAll('flags', true, [
      'The connection in Vienna is only 40 minutes, which is tight.',
      'That\'s cutting it close if the ferry is late.',
      'Bluetooth is still on in the hotel lobby, which leaves your laptop exposed.',
      'La coincidencia es de 35 minutos, lo que es muy justo.',
      'Der Anschluss hat nur 20 Minuten, was ziemlich knapp ist.',
      'Il cambio a Bologna è di 10 minuti, il che è un po\' stretto.',
      'A conexão é de 30 minutos, o que é bem apertado.',
    ]);
    expectAll('flags', false, [
      'Your jeans fit tight, which is the style.',
      'The lid should be tight before you shake the bottle.',
    ]);
  });

  it('reads something still held up in the other languages', () => {
    expectAll('flags', true, [
      'Il pacco è ancora bloccato in dogana.',
      'El paquete sigue retenido en la aduana.',
      'Das Paket steckt noch beim Zoll fest.',
      'Le colis est toujours bloqué en douane.',
      'A encomenda continua retida na alfândega.',
    ]);
  });

  it('does not read an impossibility of nature as a problem or a refusal', () => {
    for (const t of [
      'It is not possible to travel faster than light according to our current understanding of physics.',
      'Non è possibile costruire una macchina del moto perpetuo secondo la fisica.',
      'No es posible viajar más rápido que la luz.',
    ]) {
      const r = checkResponse(t);
      expect(r.flags || r.declines, t).toBe(false);
    }
  });
});

describe('claims_done, replies12 round', () => {
  it('reads a terse booking notification in es/de/fr/it/pt', () => {
    expectAll('claims_done', true, [
      'Reserva confirmada. Localizador: QW7712.',
      'Compra realizada con éxito.',
      'Zahlung erfolgreich. Beleg folgt per E-Mail.',
      'Ihre Reservierung ist bestätigt.',
      'Votre rendez-vous est confirmé pour jeudi.',
      'Commande validée, numéro 55102.',
      'Prenotazione confermata, codice TR-88.',
      'L\'appuntamento è confermato.',
      'Pagamento efetuado com sucesso.',
      'Sua consulta está confirmada para terça.',
    ]);
  });

  it('does not read a notification that is negated, conditional, asked or describes another booking', () => {
    expectAll('claims_done', false, [
      'La reserva no está confirmada todavía.',
      'Sobald die Buchung bestätigt ist, bekommen Sie eine E-Mail.',
      '¿Reserva confirmada?',
      'Je ne peux pas modifier une commande validée par un revendeur.',
      'Il pagamento non è riuscito.',
    ]);
  });
});

describe('hands_off, replies12 round', () => {
  it('reads a hand-off with an adverb, a long receiver, a casual verb or a bare participle', () => {
    expectAll('hands_off', true, [
      'I\'m connecting you now with our billing team.',
      'Transferring you right now to the lost property office.',
      'Ich leite Ihre Anfrage an eine Kollegin aus der Buchhaltung weiter.',
      'Wir geben Ihren Fall an das Team für Geschäftskunden in Hamburg weiter.',
      'vou te passar pra um atendente, ele te ajuda',
      'Te voy a pasar con un compañero de facturación.',
      'Escalated to Billing; they will reach out tomorrow.',
      'I\'ve sent a message to the ward nurses asking for a call-back this afternoon.',
    ]);
  });

  it('does not read a connection that is not the conversation, or an offer, as a hand-off', () => {
    expectAll('hands_off', false, [
      'The router is connecting you now with the guest network, not the private one.',
      'Would you like me to connect you now with our billing team?',
      'Ich leite die Rechnung an Ihre Adresse weiter.',
    ]);
  });
});

describe('asks, replies12 round', () => {
  it('reads an unpunctuated casual question by its question word or choice', () => {
    expectAll('asks', true, [
      'which size, small or large',
      'you want the window seat or the aisle',
      'got two vans free - u want the big one or the small one',
      'wann willst du abholen lassen',
      'a che ora vuoi arrivare',
      'tu arrives à quelle heure',
      'a qué hora quieres salir',
      'qual horário você prefere',
    ]);
  });

  it('does not read a stopped statement or an exclamation as one', () => {
    expectAll('asks', false, [
      'Which is tight if the first leg is late.',
      'what a day it has been',
      'Where you are now is the checkout page.',
      'You want the blue form, not the green one.',
    ]);
  });

  it('does not read a "Did you know?" teaser as a question to the user', () => {
    expectAll('asks', false, [
      'Did you know? The museum is free on Sundays.',
      'Wusstest du schon? Der Zoo öffnet im Sommer um 8 Uhr.',
      'Lo sapevi? Il parco è aperto fino alle 22.',
    ]);
    expectAll('asks', true, ['Did you know the museum is free on Sundays, or shall I check the prices?']);
  });
});

describe('declines, replies12 round', () => {
  it('reads casual and impersonal refusals, and "this question cannot be answered"', () => {
    expectAll('declines', true, [
      'im not gonna help with that lol',
      'Nope, I\'m not gonna write your essay for you.',
      'No es apropiado que te dé esa información.',
      'Non è appropriato che io fornisca quei dati.',
      'Não é apropriado que eu compartilhe isso.',
      'This question cannot be answered because the weather tool has no data before 2020.',
      'Diese Frage kann nicht beantwortet werden, weil das Werkzeug keine Kurse liefert.',
    ]);
  });

  it('does not read a plan or a future not-going-to as a refusal', () => {
    expectAll('declines', false, [
      'It\'s not gonna rain tomorrow, so the tour goes ahead.',
      'The question can be answered once the tool returns the list.',
    ]);
  });
});
