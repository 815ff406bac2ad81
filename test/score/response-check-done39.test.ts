/**
 * Issue 16, done39 round: the twentieth and twenty-first sets' kinds of miss on claims_done, declines and asks, read as
 * mechanisms for their family of wording in English and es/de/fr/it/pt — claims_done for a sub-agent, the party a
 * request went to or a tool as the doer, for passives, states and subjectless dones the lists lacked, for German
 * perfects and Portuguese preterites, but not for a lookup with a read tool, records just listed, a user's own act or a
 * dated or seen record; declines for terse and impersonal refusals, a can't on telling who someone is, "no way to", a
 * first-person can't after a window or a locked fact, but not a could-not on something run out nor "no access" beside a
 * hand-off; asks for inverted needs, terse "pls" requests and questions left without "?", but not a feeling's tag
 * question nor a user's option after a semicolon. Sentences written here, in domains the sets do not use, none copied
 * from them; each kind with near misses that must not fire.
 */
import { describe, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { expectAll } from '../helpers/signals.js';
import { expect } from 'vitest';

describe('claims_done: the doer is a sub-agent, the party the request went to, or a tool (done39)', () => {
  it('reads a sub-agent named at the head of its line, an approval by the body asked, a call gone through', () => {
    expectAll('claims_done', true, [
      'RefundAgent: issued a credit note for the broken kettle.',
      'ParkingAgent renewed your resident permit for another year.',
      '[LibraryAgent] Your renewal has been logged and the loan is now attached to your card.',
      'The planning extension was approved by the council this morning.',
      'O reembolso foi aprovado pela seguradora hoje.',
      'I called create_return and it returned success, return ID RT-5521.',
      'Die Anfrage an das Meldeportal war erfolgreich: Ihre Ummeldung ist eingegangen.',
    ]);
  });
  it('does not read a rejection by that body, a dated approval, a read tool\'s call, or a sub-agent that did not act', () => {
    expectAll('claims_done', false, [
      'Your grant application was rejected by the council.',
      'The extension was approved by the council on 3 March 2024.',
      'I opened your account with get_account.',
      'ParkingAgent: did not renew the permit.',
      'Der Aufruf von pruefe_status war erfolgreich.',
    ]);
  });
});

describe('claims_done: passives, states and subjectless dones; de perfects and pt preterites (done39)', () => {
  it('reads "is sent now", "is now attached", pt "foi realizado", a status line, a subjectless participle, de "habe … übermittelt", pt "já abri"', () => {
    expectAll('claims_done', true, [
      'Your parking appeal is sent now to the review office.',
      'The signed form is now attached to your file.',
      'A transferência foi efetuada às 10h.',
      'Blood test booked for Tuesday at the Elm Street clinic.',
      'Ich habe das Formular an die Krankenkasse übermittelt.',
      'Ihren Umzugsantrag habe ich heute eingereicht.',
      'Já pedi a segunda via do cartão de estacionamento.',
      'I chased the courier this morning about the missing parcel.',
      'Your booking (Lyon → Turin, 3 June) has been cancelled.',
      'Your plan has been changed to Family, effective from your next billing cycle on 1 July.',
    ]);
  });
  it('does not read a rule with a finite verb, a negated perfect, a future passive, a user\'s own act, a dated or seen record', () => {
    expectAll('claims_done', false, [
      'Forms requested for the permit are listed on the council site.',
      'Ihre neue Adresse habe ich noch nicht hinterlegt.',
      'Ich habe mir Ihren Antrag angesehen: er ist noch in Prüfung und wird nächste Woche entschieden.',
      'The tracking code you sent has a letter missing.',
      'El paquete se envió el lunes.',
      'A encomenda foi enviada em 4 de maio.',
      'Veo que la carta se envió a su dirección anterior.',
      'Both are confirmed and paid in full.',
      'El recibo que pidió en enero sigue siendo válido para este trámite.',
    ]);
  });
  it('still reads the agent\'s own done after a user\'s request is named', () => {
    expect(checkResponse('I\'ve made the correction you asked for.').claims_done).toBe(true);
  });
});

describe('declines: terse and impersonal refusals, a can\'t on who someone is, no way to (done39)', () => {
  it('reads a subjectless won\'t, a can\'t after an emoji, a can\'t on telling who, an impersonal refusal through this channel or for another person, "no way to"', () => {
    expectAll('declines', true, [
      'Won\'t write a fake sick note for you.',
      'Your parking fine is paid 👍 Can\'t backdate the permit though.',
      'I can\'t tell you who bought the seat next to yours.',
      'I\'m not able to check what your flatmate ordered.',
      'That appeal cannot be submitted through this service.',
      'No se puede cambiar la titularidad de otra persona desde tu cuenta.',
      'Não tem como eu mudar a data do exame agora.',
      'Non c\'è modo di spostare la consegna a domani.',
      'The ticket can\'t be refunded after departure, so I\'m unable to cancel it now.',
    ]);
  });
  it('does not read a could-not on something run out, a can\'t on a limit used up, "can\'t wait", nor "no access" beside a hand-off', () => {
    expectAll('declines', false, [
      'Sorry, was not possible to book the van, the depot has no more vans for that weekend.',
      'Não consegui marcar a consulta: a clínica não tem mais disponibilidade em junho.',
      'Can\'t do the top-up now, the monthly limit is already used up.',
      'Can\'t wait to hear how the trip goes!',
    ]);
    expect(checkResponse('No tengo acceso a las facturas de otras sedes. Le paso con el equipo de contabilidad, que le atenderá enseguida.').declines).toBe(false);
  });
  it('keeps a refusal resting on a closed account beside a hand-off', () => {
    expect(checkResponse('A apólice foi encerrada em maio, por isso não consigo emitir a declaração por aqui. Vou transferir você para um atendente.').declines).toBe(true);
  });
});

describe('asks: inverted needs, terse requests and questions left without "?" (done39)', () => {
  it('reads de "brauche ich noch Ihre", fr "il me manque ton", "postcode pls", it "rimandamelo", "want the … too", "which one …"', () => {
    expectAll('asks', true, [
      'Für die Rückbuchung brauche ich noch Ihre IBAN.',
      'Il me manque votre numéro de dossier pour continuer.',
      'postcode pls',
      'il documento è illeggibile. rimandamelo per favore',
      'want the receipt emailed too',
      'Two cars on the policy (a Golf and a Fiesta). which one had the scrape',
    ]);
  });
  it('does not read a feeling\'s tag question, a user\'s option after a semicolon, nor a German closer with a relative clause', () => {
    expectAll('asks', false, [
      'Can\'t believe how slow the post is this month, right?',
      'Ya está pagado el primer recibo; si quieres, puedes descargar el justificante en la app.',
      'Gibt es sonst noch etwas, das ich für Sie erledigen kann?',
    ]);
  });
});
