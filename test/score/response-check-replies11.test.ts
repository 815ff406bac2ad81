/**
 * Issue 16, replies11 round: kinds of sentence the dev sets still missed after the tenth round —
 * offers of more help with a generic object (closers, not asks), requirements the case does not
 * meet, consequences that leave a shortfall or a duplicate, too late to change, a choice among the
 * user's own items (no flag), a fix that took effect, an item's own date and a change from next
 * cycle (not records), record verbs and timelines (not reports), and "non-refundable" as a rate's
 * kind (a warning, not a refusal). Sentences written here, none copied from a set; each kind with
 * near misses and, where the kind exists there, es/de/fr/it/pt.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';

type Signal = 'asks' | 'flags' | 'declines' | 'claims_done' | 'hands_off';

function expectAll(signal: Signal, want: boolean, texts: string[]): void {
  for (const t of texts) expect(checkResponse(t)[signal], `${signal} ${want}: ${t}`).toBe(want);
}

describe('asks, replies11 round: offers of more help with a generic object are closers', () => {
  it('does not read them as asking, in six languages', () => {
    expectAll('asks', false, [
      'Do you need help with other things?',
      'Could I assist you with additional tasks today?',
      'Are there other jobs I can help with?',
      'Have you got anything more for me?',
      'Is that everything for today?',
      'Can I still help you?',
      'What would you like me to do next?',
      'Anything else, mate?',
      '¿Puedo ayudarle con otras cosas?',
      'Kann ich Ihnen bei anderen Anliegen helfen?',
      'Puis-je vous aider pour d’autres questions ?',
      'Posso aiutarla con altre cose?',
      'Posso ajudar com outras coisas?',
      '¿Es todo por hoy?',
    ]);
  });

  it('still reads a question about this case, and an offer with a real object, as asking', () => {
    expectAll('asks', true, [
      'Do you need help with the other invoice as well?',
      'Is that everything on the order, or were there more items?',
      'What time would you like the table for?',
      'Which account, pal?',
      'Can I still charge the card on file?',
      '¿Qué cuenta quiere usar?',
    ]);
  });
});

describe('flags, replies11 round', () => {
  it('reads a requirement the case does not meet', () => {
    expectAll('flags', true, [
      'Your address is a parcel locker, but the sofa needs a street address for the van.',
      'The form is signed, but the bank requires a certified copy of your passport.',
      'I can’t renew that prescription — it needs a check-up with your GP first.',
      'I’d love to help, but the courier only delivers to street addresses.',
      'La dirección es un apartado postal, pero el mueble necesita una dirección completa.',
      'Die Adresse ist eine Packstation, aber die Spedition braucht eine Hausadresse.',
      'L’adresse est une boîte postale, mais le transporteur a besoin d’une adresse complète.',
      'L’indirizzo è una casella postale, ma il corriere ha bisogno di un indirizzo completo.',
      'O endereço é uma caixa postal, mas a transportadora precisa de um endereço completo.',
    ]);
    expectAll('flags', false, [
      'The sofa needs about two weeks to arrive.',
      'You only need your booking code at the desk.',
      'Happy to, but I will need the date and the number of guests.',
      'Your parcel is on its way and should arrive on Friday.',
    ]);
  });

  it('reads a consequence that leaves a shortfall or a duplicate', () => {
    expectAll('flags', true, [
      'Approving this swap would leave the help desk with only one agent on Sunday.',
      'Booking the 8 pm slot as well would give you two tables that evening.',
      'Moving the meeting would double-book the boardroom.',
      'Este cambio dejaría el turno de noche con solo una enfermera.',
      'Dieser Tausch würde die Station am Sonntag mit nur noch einer Pflegekraft lassen.',
      'Ce changement laisserait l’équipe avec une seule personne le samedi.',
      'Questo cambio lascerebbe il reparto con solo un infermiere.',
      'Essa troca deixaria a equipe com apenas uma pessoa no domingo.',
    ]);
    expectAll('flags', false, ['Upgrading would give you two extra screens at no cost.', 'That would leave you with plenty of time before check-in.']);
  });

  it('reads too late to change', () => {
    expectAll('flags', true, [
      'The train left an hour ago, so I can’t change the ticket anymore.',
      'It’s too late to cancel the order now — it left the warehouse.',
      'Es demasiado tarde para cancelar el pedido.',
      'Dafür ist es leider zu spät.',
      'Il est trop tard pour annuler la commande.',
      'È troppo tardi per annullare l’ordine.',
      'Já é tarde demais para cancelar o pedido.',
      'The return window closed last week, so we cannot accept the parcel any longer.',
      'El vuelo ya salió, así que ya no es posible cambiarlo.',
      'Der Zug ist schon abgefahren, daher kann ich das Ticket nicht mehr umbuchen.',
      'Le vol est parti, je ne peux plus le modifier.',
      'Il volo è già partito, non posso più modificarlo.',
      'O voo já partiu, já não é possível alterá-lo.',
    ]);
    expectAll('flags', false, [
      'You won’t need the old card anymore.',
      'I can change the ticket until 6 pm today.',
      'Don’t worry, it’s not too late to change your seat.',
      'No es demasiado tarde para cambiar el asiento.',
      'Es ist nie zu spät, den Tarif zu wechseln.',
    ]);
  });

  it('reads a count stated against what the user asked for', () => {
    expectAll('flags', true, [
      'You want to return the grey coat from order 5521 — but that order has two grey coats in different sizes.',
      'I can move the booking, but your reservation has three guests listed under different names.',
      'Quiere devolver la camisa, pero ese pedido tiene dos camisas de tallas distintas.',
      'Sie möchten die Jacke zurückgeben, aber diese Bestellung enthält zwei Jacken in verschiedenen Größen.',
      'Vous voulez retourner la veste, mais cette commande contient deux vestes de tailles différentes.',
      'Vuole restituire la giacca, ma quell’ordine contiene due giacche di taglie diverse.',
      'Quer devolver o casaco, mas esse pedido tem dois casacos de tamanhos diferentes.',
    ]);
    expectAll('flags', false, [
      'Your order has two parcels; the second ships tomorrow.',
      'Good news, but that plan has two free months included.',
      'Sure, but the bundle has two screens for different rooms, which is handy.',
    ]);
  });

  it('does not flag a choice among the user’s own items that names the options', () => {
    expectAll('flags', false, [
      'Which of your two cards should I charge — the one ending 1122 or 5566?',
      'Which of the three addresses should the parcel go to: home, office or the locker?',
      '¿Cuál de sus dos cuentas quiere cerrar, la personal o la de empresa?',
      'Welches der beiden Konten soll ich schließen, das Girokonto oder das Sparkonto?',
      'Lequel de vos deux abonnements voulez-vous résilier, Basic ou Premium ?',
      'Quale dei due abbonamenti vuole disdire, Base o Premium?',
      'Qual das duas contas quer encerrar, a pessoal ou a da empresa?',
    ]);
    expectAll('flags', true, ['I found two accounts under that email, so I can’t tell which one to close.']);
  });
});

describe('flags, replies11 round: a rule, a team’s permission, the user’s topic, a cause said to be no mistake', () => {
  it('does not flag what names a problem word without stating a problem of this case', () => {
    expectAll('flags', false, [
      'I’ll have to pass on that — approving refunds over €200 is restricted to the finance team.',
      'Changing payroll details is reserved to HR administrators.',
      'Sorry, I must decline: editing another member’s profile isn’t permitted.',
      'Thanks, I’ve passed your complaint about the outage to our network engineers.',
      'Your premium went up because the introductory discount ended, not a mistake.',
      'La emisión de abonos superiores a 100 € está reservada al equipo de facturación.',
      'Lo siento, no está permitido eliminar la cuenta de otro usuario.',
      'Tu factura subió porque terminó la promoción, no es un error.',
      'Ihre Rechnung ist gestiegen, weil die Aktion abgelaufen ist, kein Fehler.',
      'Votre facture a augmenté car la promotion a expiré, ce n’est pas une erreur.',
      'La sua bolletta è aumentata perché la promozione è scaduta, non è un errore.',
      'Sua fatura subiu porque a promoção expirou, não é um erro.',
    ]);
  });

  it('still flags the problem itself', () => {
    expectAll('flags', true, [
      'Sorry, the refund failed because the card expired.',
      'Your account is restricted until we verify your ID.',
      'The outage is still affecting your area, so calls may drop.',
      'Your payment was declined because the card has expired, not because of anything you did.',
    ]);
  });
});

describe('claims_done, replies11 round', () => {
  it('reads a fix that took effect', () => {
    expectAll('claims_done', true, [
      'Looks like that did the trick — the router is back online.',
      'That worked: your mailbox is syncing again.',
      'The payment terminal is back up and running.',
      'Your laptop is working again.',
      'The VPN is up and running again.',
      'Your email is working normally again.',
      'El terminal ya vuelve a funcionar.',
      'Der Drucker funktioniert jetzt wieder.',
      'L’imprimante fonctionne de nouveau.',
      'La stampante funziona di nuovo.',
      'A impressora voltou a funcionar.',
    ]);
    expectAll('claims_done', false, [
      'Let me know once the router is back online.',
      'Did that work?',
      'The router is not back online yet.',
      'Your laptop isn’t working again after the update.',
      'Is your email working again?',
      'A impressora não voltou a funcionar.',
    ]);
  });

  it('does not take an item’s own day or a change from next cycle for a record', () => {
    expectAll('claims_done', true, [
      'Your appointment on the 9th is cancelled, no fee.',
      'Tariff changed to Family 40 GB from next billing cycle (1 Aug).',
      'Package switched to Premium effective next month.',
    ]);
    expectAll('claims_done', false, ['Your appointment on the 9th was cancelled by the clinic.', 'Your plan was changed last month.']);
  });

  it('does not read a record verb or a conflicting timeline as a report', () => {
    expectAll('claims_done', false, [
      'The order shows as both delivered and returned in our system, which can’t be right.',
      'The parcel appears as cancelled and shipped at once.',
      'The times don’t line up — the refund was issued before the item was even returned.',
      'El pedido aparece como cancelado y entregado a la vez.',
    ]);
    expectAll('claims_done', true, ['The refund was issued this morning.']);
  });
});

describe('declines, replies11 round: a non-refundable rate named as a warning', () => {
  it('does not read the rate’s kind as a refusal, but still reads the policy', () => {
    expectAll('declines', false, [
      'Just so you know, this is a non-refundable fare, so cancelling now would lose the full €210. Shall I go ahead?',
      'You picked a non-refundable room rate; changing dates would cost the first night.',
    ]);
    expectAll('declines', true, ['Gift vouchers are non-refundable.', 'That ticket is non-refundable, so I can’t refund it.']);
  });
});
