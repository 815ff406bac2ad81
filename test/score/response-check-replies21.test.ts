/**
 * Issue 16, replies21 round: flags on the development sets (seventh to twelfth), read as mechanisms —
 * this request's thing not done (a negated passive or perfect of a done verb on a definite subject), the
 * restriction that stands in the way said of the refused thing, a message or warning explained away, and
 * a kind of threat or people at large described in general. Sentences written here, in domains the sets do
 * not have, none copied from them.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe("flags: this request's thing not done (replies21)", () => {
  it('reads a negated passive or perfect of a done verb on a definite subject, in six languages', () => {
    expectAll('flags', true, [
      "Your library card is renewed, but the overdue fine hasn't been credited back yet.",
      'The firmware on the kiln controller didn’t install, so it is still on version 2.1.',
      "The council tax rebate wasn't included in this month's statement.",
      'We are waiting for your landlord reference, which hasn’t come through yet.',
      'Your new e-SIM is active; your old number hasn’t ported over yet.',
      'La devolución del depósito todavía no se ha procesado.',
      'El lector de tarjetas de la tienda no arrancó tras la actualización.',
      'Die Gutschrift für Ihre Jahreskarte wurde noch nicht überwiesen.',
      "Le remboursement de l'acompte n'a pas encore été effectué.",
      'Il rimborso della quota associativa non è stato ancora accreditato.',
      'O reembolso da taxa de inscrição ainda não foi processado.',
    ]);
  });

  it('does not read nobody’s thing, the user, or a loss not suffered as a thing not done', () => {
    expectAll('flags', false, [
      'Nothing has been charged to your card yet.',
      "You haven't been billed for the cancelled lesson.",
      "Your gym membership hasn't been cancelled, so your classes next week still stand.",
      'No se ha cobrado nada todavía.',
      'Aucun frais n’a été prélevé sur votre compte.',
    ]);
  });
});

describe('flags: the restriction said of the refused thing (replies21)', () => {
  it('reads it beside a refusal, and keeps the refusal, in five languages', () => {
    const texts = [
      "I can't transfer the concert pass to your brother — it's a non-transferable ticket.",
      "Sorry, we can't refund the deposit because the booking is non-refundable.",
      "I'm unable to move a non-refundable cottage stay to another weekend.",
      'Leider kann ich die Fahrkarte nicht erstatten, Ihr Ticket ist nicht erstattungsfähig.',
      'Je ne peux pas échanger ce billet : votre billet est non échangeable.',
      'Non posso spostare una prenotazione non rimborsabile.',
      'No puedo cambiar la fecha de una entrada no reembolsable.',
    ];
    expectAll('flags', true, texts);
    expectAll('declines', true, texts);
  });

  it('does not read a kind of thing, one on offer, or the restriction told alone', () => {
    expectAll('flags', false, [
      "We can't refund non-refundable tickets.",
      'Non-refundable fares are cheaper, but we can’t refund them.',
      'Would you like the non-refundable rate? It is 20% cheaper.',
      'The ticket is non-refundable.',
    ]);
  });
});

describe('flags: a message or warning explained away (replies21)', () => {
  it('reads no problem in a message said to just mean something ordinary, to be normal or ignorable', () => {
    expectAll('flags', false, [
      "The 'sync failed' banner just means the watch was out of range for a while.",
      "The error code on the thermostat is normal during the first heating cycle and can be ignored.",
      'The warning about an expired certificate in the test log is harmless; the live site uses the new one.',
      'Die Warnung im Protokoll ist harmlos.',
      'El aviso de batería baja en la báscula es normal durante la primera carga.',
      "Ce message d'erreur signifie simplement que la session a expiré.",
    ]);
  });

  it('still reads a message that says what went wrong, or a problem after it', () => {
    expectAll('flags', true, [
      'The error means your card was declined by the issuer.',
      'The warning is harmless, but the nightly backup failed again.',
    ]);
  });
});

describe('flags: a kind of threat or people at large described in general (replies21)', () => {
  it('reads no problem of this request in a general description', () => {
    expectAll('flags', false, [
      'Scam texts usually ask you to pay a small customs fee through a link.',
      'Typical signs of a fake invoice are a changed bank account and pressure to pay today.',
      'Gefälschte Rechnungen erkennt man oft an einer geänderten Kontonummer.',
      'Customers sometimes ask us to move a delivery that has already been dispatched; in that case we redirect it.',
    ]);
  });

  it('still reads a threat dated or possessed', () => {
    expectAll('flags', true, [
      'Phishing emails were sent from your account yesterday.',
    ]);
  });
});

describe('flags: a failure denied by its subject (replies21)', () => {
  it('reads no problem where none of the things failed, in five languages', () => {
    expectAll('flags', false, [
      'No direct debits bounced this quarter.',
      'None of the overnight exports failed.',
      'Ningún cobro ha fallado este mes.',
      'Keine Lastschrift ist fehlgeschlagen.',
      'Aucun prélèvement n’a échoué ce mois-ci.',
    ]);
  });

  it('still reads an answer followed by the failure', () => {
    expectAll('flags', true, ['No, the direct debit bounced on the 2nd.']);
  });
});

describe('flags: a case only supposed of the user or the agent (replies21)', () => {
  it('reads no problem in the supposed clause', () => {
    expectAll('flags', false, [
      "If you're locked out of the allotment shed, the site warden has a spare key.",
      "If I ever couldn't sort something out, I'd tell you and find someone who can.",
      'Si vous êtes bloqué hors de votre compte, le lien de réinitialisation arrive par e-mail.',
    ]);
  });

  it('still reads a problem stated after the supposed clause', () => {
    expectAll('flags', true, ["If you're collecting the van on Friday, the depot is closed for a strike that day."]);
  });
});

describe('flags: a fact of this request taken up by the refusal after it (replies21)', () => {
  it('reads the fact when the next sentence refuses "therefore", in four languages', () => {
    const texts = [
      'The season ticket has already been activated. So I can’t return it for a refund.',
      'Your allotment plot was reassigned on 1 March. I can’t therefore renew it in your name.',
      'Der Mietwagen wurde bereits zurückgegeben. Eine Verlängerung kann ich daher nicht mehr buchen.',
      'Votre inscription a déjà été validée par le club. Je ne peux donc pas changer de groupe.',
    ];
    expectAll('flags', true, texts);
    expectAll('declines', true, texts);
  });

  it('does not read a general ground before "therefore" as a fact of this request', () => {
    expectAll('flags', false, [
      'Gift vouchers are digital products. So I can’t refund them.',
      'Das Gesetz verbietet das. Ich kann Ihnen daher nicht helfen.',
    ]);
  });
});
