import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import type { ResponseSignals, SignalName } from '../../src/score/response-check.js';
import { splitSentences } from '../../src/score/sentences.js';
import { formatScores, loadLabelledReplies, scoreSignals } from '../helpers/labelled-replies.js';

type Expected = Pick<ResponseSignals, SignalName>;

function expectSignals(reply: string, expected: Partial<Expected>): void {
  const got = checkResponse(reply);
  const picked: Partial<Expected> = {};
  for (const key of Object.keys(expected) as SignalName[]) picked[key] = got[key];
  expect(picked, reply).toEqual(expected);
}

describe('checkResponse: named examples', () => {
  it.each([
    ['Please send me the order number', { asks: true }],
    ['Let me know which address to use', { asks: true }],
    ['Can you confirm the account?', { asks: true }],
    ['Could you confirm which account you meant', { asks: true }],
    ['Which account should I update?', { asks: true }],
    ['Do you want me to cancel both?', { asks: true }],
    ['Please confirm the account', { asks: true }],
    ['Reply with the last four digits', { asks: true }],
    ["I'll need your order number.", { asks: true }],
    ['Can you tell me the email on the account?', { asks: true }],
    // No question mark, and the wh-word is five words from its auxiliary.
    ['Which of these two orders should I refund — #50211 or #50236', { asks: true }],
  ] as const)('asks: %s', (reply, expected) => expectSignals(reply, expected));

  it.each([
    ['Anything else?'],
    ['Is there anything else I can help with?'],
    ['Let me know if you have any questions.'],
    ['Feel free to reach out.'],
    ['Hope that helps!'],
    ["I'll confirm once it ships."],
    ['This confirms your order.'],
    ["You'll receive a confirmation email."],
    ['I wonder if the sync is slow today.'],
  ] as const)('not asks: %s', (reply) => expectSignals(reply, { asks: false }));

  it('relative "which" in a statement is not a question', () => {
    expectSignals('I updated the plan which you asked for', { asks: false, claims_done: true });
  });

  it('"Done! Anything else?" claims but does not ask', () => {
    expectSignals('Done! Anything else?', { asks: false, claims_done: true });
  });

  it('a quoted question is not the agent asking', () => {
    expectSignals("You asked 'can I get a refund?' and I processed it", { asks: false, claims_done: true });
  });

  it.each([
    ['The invoice belongs to a different account.'],
    ['That period is locked.'],
    ["I couldn't find an order with that number."],
    ['This would be irreversible.'],
    ["The email doesn't match the one on file."],
    ['Our records show Leeds but you said Manchester.'],
    ['I see two orders under that name.'],
    ["I don't see an order number in your message."],
    ["You didn't mention which plan."],
    ['The lookup failed.'],
    ['It returned an error.'],
    ["This can't be undone."],
    ['That shipment has already been invoiced.'],
    ["We're past the deadline."],
  ] as const)('flags: %s', (reply) => expectSignals(reply, { flags: true }));

  it('a bare apology is not a flag', () => {
    expectSignals("I'm sorry for the inconvenience.", { flags: false, declines: false });
  });

  it.each([
    ["I can't change plans."],
    ["I'm not able to issue refunds."],
    ["That isn't something I can do."],
    ["Unfortunately, a refund isn't possible."],
    ["I don't have access to billing."],
    ["There's no way for me to reverse that."],
    ["That's outside what I can do."],
    ["I won't delete the workspace."],
    ["I'm not allowed to waive fees."],
  ] as const)('declines: %s', (reply) => expectSignals(reply, { declines: true }));

  it.each([["I can't wait to help!"], ["Don't hesitate to ask."], ['No problem!']] as const)(
    'not declines: %s',
    (reply) => expectSignals(reply, { declines: false }),
  );

  it('"I can\'t find X" is a flag, not a decline', () => {
    expectSignals("I can't find an order with that number.", { flags: true, declines: false });
  });

  it.each([
    ["I've cancelled your order."],
    ['Your plan has been updated.'],
    ['Done!'],
    ['The refund was issued.'],
    ['I updated the address.'],
    ['Your account is now on the annual plan.'],
    ['Refund issued.'],
    ['All set.'],
  ] as const)('claims_done: %s', (reply) => expectSignals(reply, { claims_done: true }));

  it.each([
    ["I'll cancel it once you confirm."],
    ['I can update it if you like.'],
    ['Should I cancel it?'],
    ["I haven't changed anything yet."],
    ['I did not change your plan.'],
    ['You changed your address last week.'],
    ['The invoice was issued in March.'],
  ] as const)('not claims_done: %s', (reply) => expectSignals(reply, { claims_done: false }));

  it('mixed: claim then question', () => {
    expectSignals("I've cancelled the order. Which card should the refund go to?", {
      asks: true,
      claims_done: true,
      flags: false,
      declines: false,
    });
  });

  it.each(['', '   ', 'OK.', 'Sure!', 'Thanks'])('filler %j fires nothing', (reply) => {
    expectSignals(reply, { asks: false, flags: false, declines: false, claims_done: false });
  });

  it('undefined reply fires nothing', () => {
    expect(checkResponse(undefined)).toEqual({
      asks: false,
      flags: false,
      declines: false,
      claims_done: false,
      hands_off: false,
      evidence: [],
    });
  });

  it.each([
    ['¿Podría confirmar el número de pedido?', { asks: true }],
    ['Bitte senden Sie mir die Bestellnummer.', { asks: true }],
    ['Pouvez-vous préciser quel compte ?', { asks: true }],
    ["Potrebbe indicarmi il numero d'ordine?", { asks: true }],
    ['He cancelado su pedido', { claims_done: true }],
    ['Ich habe den Plan geändert', { claims_done: true }],
    ["J'ai annulé la commande", { claims_done: true }],
    ["Ho annullato l'ordine", { claims_done: true }],
    ['No puedo emitir reembolsos', { declines: true }],
    ['Ich kann keine Rückerstattung ausstellen', { declines: true }],
    ['Je ne peux pas modifier votre abonnement.', { declines: true }],
    ['Non posso modificare il piano.', { declines: true }],
    ['¿Algo más?', { asks: false }],
    ['Kann ich sonst noch helfen?', { asks: false }],
    ['Autre chose ?', { asks: false }],
    ['Posso aiutarla in altro?', { asks: false }],
  ] as const)('multilingual: %s', (reply, expected) => expectSignals(reply, expected));
});

describe('checkResponse: evidence', () => {
  it('lists each fired signal with its trimmed sentence, in reply order', () => {
    const reply =
      "  I've cancelled order No. 4471.  Unfortunately, I can't refund the $12.50 shipping fee: the March period is locked.\n\n" +
      '- **Which card** should the store credit go to?\n- Anything else?';
    const got = checkResponse(reply);
    expect(got).toEqual({
      asks: true,
      flags: true,
      declines: true,
      claims_done: true,
      hands_off: false,
      evidence: [
        { signal: 'claims_done', sentence: "I've cancelled order No. 4471." },
        {
          signal: 'flags',
          sentence: "Unfortunately, I can't refund the $12.50 shipping fee: the March period is locked.",
        },
        {
          signal: 'declines',
          sentence: "Unfortunately, I can't refund the $12.50 shipping fee: the March period is locked.",
        },
        { signal: 'asks', sentence: 'Which card should the store credit go to?' },
      ],
    });
  });
});

describe('splitSentences', () => {
  it("reads full-width '？' and '！' as sentence ends, so a question typed with a CJK keyboard still asks", () => {
    expect(splitSentences('I checked order 5521．Which address should I use？ Thanks！').map((s) => s.text)).toEqual([
      'I checked order 5521．Which address should I use?',
      'Thanks!',
    ]);
    expect(checkResponse('Which of your two accounts should I move to the annual plan？').asks).toBe(true);
  });
  it('keeps abbreviations, amounts, URLs, e-mails and quoted questions intact', () => {
    const text =
      'Order No. 123 costs $12.50, e.g. the base fee. See https://help.example.com/a.b for details. ' +
      'Mail j.doe@example.com today! You asked "can I get a refund?" and I checked.';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'Order No. 123 costs $12.50, e.g. the base fee.',
      'See https://help.example.com/a.b for details.',
      'Mail j.doe@example.com today!',
      'You asked "can I get a refund?" and I checked.',
    ]);
  });

  it('strips markdown headings, bullets and emphasis', () => {
    const got = splitSentences('## Next steps\n\n1. **Send** me the *order* number\n- `Confirm` the __email__');
    expect(got.map((s) => [s.text, s.heading])).toEqual([
      ['Next steps', true],
      ['Send me the order number', false],
      ['Confirm the email', false],
    ]);
  });

  it('keeps a task list\'s boxes as ticks: checked and unchecked items stay apart', () => {
    const got = splitSentences('- [x] Password reset\n- [ ] MFA re-enrolled\n* [X] Old sessions signed out');
    expect(got.map((s) => s.text)).toEqual(['☑ Password reset', '☐ MFA re-enrolled', '☑ Old sessions signed out']);
  });
});

describe('checkResponse: general rules found on the blind set', () => {
  it.each([
    // The agent's next step waits on the user's input: a request without a question.
    ["I'll switch the plan as soon as you tell me which workspace it's for.", { asks: true, claims_done: false }],
    ['I can reissue it once I have the correct VAT number.', { asks: true }],
    ["With your new postcode, I'll be able to quote the delivery fee.", { asks: true }],
    ["Let me know if you'd like the remaining seats removed too.", { asks: true }],
    // A courtesy question is still a courtesy when a relative clause follows it.
    ['Gibt es noch etwas, womit ich Ihnen helfen kann?', { asks: false }],
    ['Give it a couple of minutes, then reload the page.', { asks: false }],
    ['Curious how the new pricing works? It is all on our pricing page.', { asks: false }],
    // Open-ended problem statements.
    ['The nightly import has not run since Friday.', { flags: true }],
    ['The refund was supposed to land on Monday, but it is still pending.', { flags: true }],
    ['Removing that user would leave the team without an admin.', { flags: true }],
    ['Just a heads-up: the new price kicks in on renewal.', { flags: true }],
    ['That item is out of stock until next month.', { flags: true }],
    ['Do you get an error message when you try?', { flags: false, asks: true }],
    // Impersonal and policy refusals.
    ["You can't pause an annual plan partway through.", { declines: true }],
    ["You can't go wrong with either plan.", { declines: false }],
    ['Our policy does not allow refunds on opened software.', { declines: true }],
    ['Partial refunds are not offered on bundles.', { declines: true }],
    ["I'd rather not change payroll without your controller's sign-off.", { declines: true }],
    // State reports of the agent's own action, and future dates that are not records.
    ['Your membership is now paused until March 3.', { claims_done: true }],
    ['Trial extended to 30 days; you will get a reminder before it ends.', { claims_done: true }],
    ['The old address now reads as your billing address.', { claims_done: true }],
    ['¿Quiere que cancele la suscripción?', { claims_done: false, asks: true }],
  ] as const)('%s', (reply, expected) => expectSignals(reply, expected));
});

describe('checkResponse: rules added against the held-out set (other wording than its replies)', () => {
  it.each([
    // A FAQ answers its own questions on the same line.
    ['- Do I keep my history? Yes, everything stays.\n- Can I switch back later? No, not within the term.', { asks: false }],
    ['Can you confirm the plan? Yes or no is fine.', { asks: true }],
    // Steps of instructions are not reports of an action.
    ['To update your card:\n1. Open Billing\n2. Select Payment methods\n3. Tap Updated card', { claims_done: false }],
    // A promise after "won't" is not a refusal; a refusal still is.
    ["We won't bill you for the missing month.", { declines: false }],
    ["We won't refund shipping on returns.", { declines: true }],
    ['There is no need to refuse the delivery.', { declines: false }],
    // Imperatives that pass something on rather than ask for it.
    ['Tell your manager the export is ready.', { asks: false }],
    ['Tell me which invoice needs the new VAT number.', { asks: true }],
    ['Share the invite with everyone on your team.', { asks: false }],
    ['Share the screenshot with me here.', { asks: true }],
    ['Curious which delivery slot you would prefer for the swap.', { asks: true }],
    ['**Still need from you:**\n- The invoice number', { asks: true }],
    // Flags phrased without a problem word.
    ['There is no apartment number in the address on the order.', { flags: true }],
    ['The promotion ended last Friday.', { flags: true }],
    ['That is more than the total of the order.', { flags: true }],
    ['The phone number you gave is not the one on file.', { flags: true }],
    ["Your email doesn't mention which seat should be removed.", { flags: true }],
    ["Three of your invoices are paid, and there's no outstanding balance.", { flags: false }],
    ['Two accounts share that email address.', { flags: true }],
    // Claims: the agent's refund on its way is an action; the user's parcel on its way is a status.
    ['The credit for $12.00 is on its way to your account.', { claims_done: true }],
    ['Your parcel is on its way.', { claims_done: false }],
    ['The payment went through on the 3rd.', { claims_done: false }],
    ['The new booking is placed and should show in your app.', { claims_done: true }],
    // From the second held-out set's misses, again in other words.
    ['The account number you typed is one digit short.', { flags: true }],
    ['That postcode is outside our service area.', { flags: true, declines: false }],
    ["Unused data doesn't roll over to next month.", { flags: true }],
    ['The venue might still charge a deposit.', { flags: true }],
    ['Hay tres cuentas con ese correo.', { flags: true }],
    ['Es gibt drei Konten mit dieser Adresse.', { flags: true }],
    ['Il y a trois abonnements sur ce compte.', { flags: true }],
    ['Ci sono tre abbonamenti su questo account.', { flags: true }],
    ['This has to be approved by the policyholder.', { declines: true }],
    ['Ein Umtausch ist bei Sonderangeboten leider nicht möglich.', { declines: true }],
    ['The gate which was announced earlier is B12.', { claims_done: false }],
    ['The booking was moved by the hotel to a twin room.', { claims_done: false }],
    ['Send a card to your grandma for her birthday!', { asks: false }],
    ['Send the receipt over when you can.', { asks: true }],
    ['Ever wonder how points expire? They last 24 months.', { asks: false }],
  ] as const)('%s', (reply, expected) => expectSignals(reply, expected));
});

describe('checkResponse: rules added against the third held-out set (other wording than its replies)', () => {
  it.each([
    // Records that cannot both stand, and what an action would cost or break.
    ['The two leave requests overlap by two days.', { flags: true }],
    ['The new dates do not overlap with any existing booking.', { flags: false }],
    ['The bank statement and the ledger disagree on the closing balance.', { flags: true }],
    ['Cancelling inside 24 hours would incur a $25 late fee.', { flags: true }],
    ['The fee is $25 for late cancellations.', { flags: false }],
    ['Resetting the router now would drop your video call.', { flags: true }],
    ['Only 3 of the 5 seats you asked for are free.', { flags: true }],
    ['All 5 seats you asked for are free.', { flags: false }],
    ['Your plan doesn\'t cover international roaming.', { flags: true }],
    ['Dental implants are not covered under your policy.', { flags: true }],
    ["This article doesn't cover older versions of the app.", { flags: false }],
    ['This email looks like a phishing attempt.', { flags: true }],
    ['The phone is still registered to the former owner.', { flags: true }],
    ['Two employees match that surname in Finance.', { flags: true }],
    // Attempts and outages.
    ['I tried to renew the certificate, but the CA rejected the request.', { flags: true, claims_done: false }],
    ['The scheduling service is down for maintenance tonight.', { flags: true }],
    ['Same-day delivery is not available for your postcode.', { flags: true }],
    ['Refunds are not available through chat.', { flags: false, declines: true }],
    ['Returns are not accepted on opened software.', { declines: true }],
    // Not problems: variants, unpaid leave, an apology, a hypothetical, a refusal's object.
    ['Would you like it in a different colour?', { flags: false, asks: true }],
    ['The card is registered to a different name.', { flags: true }],
    ['You can take the afternoon as unpaid leave.', { flags: false }],
    ['The invoice is still unpaid.', { flags: true }],
    ['We should have been quicker to reply.', { flags: false }],
    ['The parcel should have been delivered on Monday.', { flags: true }],
    ["I'm not allowed to view someone else's payslip.", { flags: false, declines: true }],
    ['That payslip belongs to another employee.', { flags: true }],
    ['If the order is under a different name, what name did you use?', { flags: false, asks: true }],
    // Failures and rejections in the other languages, and Portuguese basics.
    ['La transferencia fue rechazada por el banco.', { flags: true }],
    ['No pude aplicar el descuento.', { flags: true, claims_done: false }],
    ['Die Zahlung wurde abgelehnt.', { flags: true }],
    ['Wir konnten das Paket leider nicht zustellen.', { flags: true }],
    ["Je n'ai pas pu envoyer la facture.", { flags: true }],
    ['Non sono riuscita a inviare la fattura.', { flags: true }],
    ['O cartão foi recusado.', { flags: true }],
    ['Não consegui enviar o e-mail.', { flags: true, claims_done: false }],
    ['Não posso alterar o plano.', { declines: true }],
    ['Não é possível trocar produtos personalizados.', { declines: true }],
    ['Alterei o plano para o anual.', { claims_done: true }],
    ['O reembolso foi processado.', { claims_done: true }],
    ['Posso ajudar em algo mais?', { asks: false }],
    ['Preciso do número do pedido.', { asks: true }],
    ['Por favor, informe o CPF do titular.', { asks: true }],
    ['Por favor, envie o comprovante.', { asks: true, claims_done: false }],
    // Claims: a choice then the action, requests and orders placed, states reported now.
    ['I went with the later slot and booked you in for 15:00.', { claims_done: true }],
    ['I checked the roster and swapped the two shifts.', { claims_done: true }],
    ["I've requested a new badge from facilities.", { claims_done: true }],
    ['The replacement part has been ordered.', { claims_done: true }],
    ['The booking is now approved.', { claims_done: true }],
    ['Your booking is awaiting approval.', { claims_done: false }],
    ['Your appointment is now scheduled for 3 July.', { claims_done: true }],
    ['Your appointment is scheduled for 3 July.', { claims_done: false }],
    ['The signed contract is attached.', { claims_done: true }],
    ['Seat upgraded on the 9:15 flight.', { claims_done: true }],
    ['Your leave for 3–5 June has been approved.', { claims_done: true }],
    ['Your leave was approved on 3 June.', { claims_done: false }],
    ["I've signed you out of the shared tablet.", { claims_done: true }],
    ['Ich habe den Termin für Sie am Montag um 10 Uhr gebucht.', { claims_done: true }],
    ['He reservado la sala para el jueves.', { claims_done: true }],
    ['Ho prenotato la sala per giovedì.', { claims_done: true }],
    ["J'ai réservé la salle pour jeudi.", { claims_done: true }],
    ['Pronto! Seu pedido foi atualizado.', { claims_done: true }],
    // Replies that ask for a choice the agent then acts on; instructions that only instruct.
    ['Reply 1 or 2 and I will book it.', { asks: true }],
    ['Reply STOP to opt out.', { asks: false }],
    ['Type your employee number below.', { asks: true }],
    ['Type the command exactly as shown.', { asks: false }],
    ['Enter 192.168.0.1 in the address bar.', { asks: false }],
    // Task lists and tables of ticks.
    ['- [x] Badge printed\n- [x] Desk assigned', { claims_done: true }],
    ['- [ ] Badge printed\n- [ ] Desk assigned', { claims_done: false }],
    ['| Step | Status |\n|---|---|\n| Account | ✅ Created |', { claims_done: true }],
  ] as const)('%s', (reply, expected) => expectSignals(reply, expected));
});

describe('checkResponse: rules added against the fourth held-out set (other wording than its replies)', () => {
  it.each([
    ['The invoice is dated after the delivery, which is not possible for a prepaid order.', { flags: true, declines: false }],
    ['The two addresses cannot both be correct.', { flags: true }],
    ['The receipt seems to predate the purchase.', { flags: true }],
    ['Your membership lapsed last month.', { flags: true }],
    ['The nightly tests are still failing on the release branch.', { flags: true }],
    ['The June invoice has not been paid.', { flags: true }],
    ['Your name is not listed on the policy.', { flags: true }],
    ["They aren't named on the lease.", { flags: true }],
    ['VAT is not included in the price shown.', { flags: false }],
    ['The 10:00 class is already fully booked.', { flags: true }],
    ["I'll need the customer's full name.", { flags: false, asks: true }],
    ['Rebuilding the index will block writes for a few minutes.', { flags: true }],
    ['Attach the logs from the failed job, please.', { flags: false, asks: true }],
    ['The job failed twice overnight.', { flags: true }],
    ['El plazo de devolución ya terminó.', { flags: true }],
    ['La factura no se pudo enviar.', { flags: true }],
    ["That's something only your line manager can approve.", { declines: true }],
    ['Only the account owner can change the billing email.', { declines: true }],
    ['Did this fix it for you?', { asks: false }],
    ["I've reserved two seats on the 18:05 train.", { claims_done: true }],
    ['Rolled back to the previous release; errors have stopped.', { claims_done: true }],
    ["We've deployed the fix to production.", { claims_done: true }],
    ['He dado de baja la línea adicional.', { claims_done: true }],
    ['Wir haben den Betrag auf Ihr Konto überwiesen.', { claims_done: true }],
  ] as const)('%s', (reply, expected) => expectSignals(reply, expected));
});

// --- fixture -------------------------------------------------------------------------------------

describe('checkResponse: labelled fixture', () => {
  const rows = loadLabelledReplies('replies.jsonl');

  it('has at least 250 labelled replies', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
  });

  it('reaches F1 >= 0.95 on every signal', () => {
    const { table, misses } = scoreSignals(rows);
    console.log(formatScores(`response-check on ${rows.length} replies`, table, () => 0.95, misses));
    const failing = table.filter((t) => t.f1 < 0.95).map((t) => `${t.signal} F1=${t.f1.toFixed(3)}`);
    expect(failing, `misclassified:\n${misses.join('\n')}`).toEqual([]);
  });
});
