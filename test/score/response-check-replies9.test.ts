/**
 * Issue 16, replies9 round: one mechanism for sentence ends (the asks rule's second splitter moved
 * into splitSentences), and the kinds of miss left after the fifth set's round — escalations whose
 * hand-off words do not cover the verb, a general explanation of a cause, a cannot-answer about a
 * person. Sentences written here, none copied from a set.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { splitSentences } from '../../src/score/sentences.js';

const read = (t: string) => checkResponse(t);
const split = (t: string) => splitSentences(t).map((s) => s.text);

function expectAll(signal: 'asks' | 'flags' | 'declines' | 'claims_done' | 'hands_off', want: boolean, texts: string[]): void {
  for (const t of texts) expect(read(t)[signal], `${signal} ${want}: ${t}`).toBe(want);
}

describe('sentence ends: a period before a lower-case word', () => {
  it('ends a sentence after a number or a whole word of two letters or more', () => {
    expect(split('the shop lists 12 sizes, we stock 9. could you check the label')).toEqual(['the shop lists 12 sizes, we stock 9.', 'could you check the label']);
    expect(split('your seat is 14C. do you want a window instead')).toEqual(['your seat is 14C.', 'do you want a window instead']);
    expect(split("the form is in. it's with payroll now. anything else")).toEqual(['the form is in.', "it's with payroll now.", 'anything else']);
    expect(split('No. can you send the invoice number')).toEqual(['No.', 'can you send the invoice number']);
  });

  it('keeps domains, versions, decimals, abbreviations, initials, dotted forms and ordinals whole', () => {
    for (const whole of [
      'open shop.example.org in a new tab',
      'install v2.4.1 and restart',
      'the fee is 3.75 per month',
      'bring something light, e.g. the blue folder',
      'I spoke to Mr. bryant about it',
      'she served in the U.S. navy for years',
      'we sell cups, plates etc. and some cutlery',
      'call the phone no. on the back of the card',
      'choose one: 1. the red case',
      'Ihr Urlaub vom 3. bis 7. Mai ist eingetragen.',
      'the trip takes approx. two hours',
    ]) {
      expect(split(whole), whole).toEqual([whole]);
    }
  });

  it('reads the question after such a stop as asking, with no special case in the asks rule', () => {
    expectAll('asks', true, ['the label says 10 and the box says 12. can you tell me which one arrived', 'we only have the large size. would the large one do']);
    expectAll('asks', false, ['the label says 10. the box says 12.']);
  });
});

describe('a ticket or the issue passed to a team is a hand-off, not the action', () => {
  it('reads a ticket opened with a team and the issue sent to a team as hands_off only', () => {
    const passedOn = [
      "I've logged case 7730 with our payroll team.",
      'I have filed a priority ticket with the network engineers.',
      'ive sent this over to the fraud team, theyll contact you by tomorrow',
      "I've reported the problem to our security team and they'll email you.",
      'He abierto una incidencia con nuestro equipo de facturación.',
      'Ich habe ein Ticket bei unserem Technikteam eröffnet.',
      "J'ai ouvert un ticket auprès de notre équipe technique.",
      'Ho aperto una segnalazione con il nostro reparto tecnico.',
      'Abri um chamado com a nossa equipe técnica.',
      'Enviei isso para a nossa equipe de suporte.',
    ];
    expectAll('hands_off', true, passedOn);
    expectAll('claims_done', false, passedOn);
  });

  it('still reads the action done beside a hand-off, and a document sent as the action', () => {
    expectAll('claims_done', true, [
      "I've cancelled the duplicate order and opened a ticket with billing about the fee.",
      "I've sent the signed lease to the letting team.",
      "I've emailed the receipt to your work address.",
    ]);
    expectAll('hands_off', false, [
      "I've sent the signed lease to the letting team.",
      'I can open a ticket with our payroll team if you want.',
      "I haven't filed a ticket with the engineers yet.",
    ]);
  });
});

describe('a general explanation of a cause is not a problem stated', () => {
  it('does not flag what an error usually means, in six languages', () => {
    expectAll('flags', false, [
      'A 403 normally means the session token has expired.',
      'This warning typically shows up when the disk is nearly full.',
      'Ese aviso normalmente significa que la sesión ha caducado.',
      'Diese Meldung bedeutet meistens, dass die Sitzung abgelaufen ist.',
      'Ce message signifie généralement que la session a expiré.',
      'Questo avviso di solito significa che la sessione è scaduta.',
      'Esse aviso geralmente significa que a sessão expirou.',
    ]);
  });

  it('still flags the problem stated in this case beside it', () => {
    expectAll('flags', true, [
      'Your session token has expired.',
      'The sync failed; that usually means the token has expired.',
      'The import failed because your API key expired yesterday.',
    ]);
  });
});

describe('a cannot-answer about a person is a decline, not a missing piece', () => {
  it('declines without flagging, in six languages', () => {
    const personal = [
      "I don't have any information about that individual.",
      'We hold no personal details about him.',
      'No tengo información sobre esa persona.',
      'Ich habe keine Informationen über diese Person.',
      "Je n'ai aucune information sur cette personne.",
      'Non ho informazioni su questa persona.',
      'Não tenho informações sobre essa pessoa.',
    ];
    expectAll('declines', true, personal);
    expectAll('flags', false, personal);
  });

  it('still flags a missing piece of the task', () => {
    expectAll('flags', true, ["Sorry, I don't have the opening hours for that gallery.", "I'm afraid I don't have that information."]);
  });
});

describe('dev kinds: a read-back asking to be confirmed, a failure repeated with its negation left out', () => {
  it('does not read a read-back with a confirmation tag as done, in six languages', () => {
    const readBacks = [
      'So I have a window seat on the 8:15 to Leeds for you, correct?',
      'I have booked two rooms from Friday to Sunday, is that right?',
      'Tengo reservada una mesa para cuatro a las nueve, ¿correcto?',
      'Ich habe zwei Karten für Samstag vorgemerkt, richtig?',
      "J'ai réservé une chambre double pour lundi, c'est bien ça ?",
      'Ho prenotato un tavolo per due alle otto, giusto?',
      'Reservei um quarto para sexta-feira, correto?',
    ];
    expectAll('claims_done', false, readBacks);
    expectAll('asks', true, readBacks);
    expectAll('claims_done', true, ["I've booked two rooms from Friday to Sunday.", 'I have booked two rooms from Friday to Sunday. Is there anything else?']);
  });

  it('flags a fragment that repeats a failure, not an agreement', () => {
    expectAll('flags', true, ['nothing on the south side either.', 'At that price either.', 'Tampoco por la tarde.', 'Am Abend auch nicht.', 'Le soir non plus.', 'Neanche di sera.', 'À noite também não.']);
    expectAll('flags', false, ['Me either.', "I don't mind either.", 'Moi non plus.', 'Yo tampoco.', 'You can pay by card or cash, either works.']);
  });
});
