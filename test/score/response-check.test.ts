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
