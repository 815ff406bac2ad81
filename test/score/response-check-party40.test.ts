/**
 * Issue 16, party40 round: the twenty-second set's kinds of flags miss and over-read, read as mechanisms for their
 * family of wording in English and es/de/fr/it/pt — a disruption told by or of the other party on a marketplace or
 * on-demand platform (called off, did not come, marked it delivered wrong, left it with a neighbour, got stuck, opened
 * a dispute, sent the money back, will not refund, asked for payment off the platform); this request's thing held,
 * suspended or stuck; a locked thing told as done by others (money gone out, sold, begun and still running, already on
 * the way); the records against the request (a digit short, a cap below the count asked, another account, the other
 * party did pay, it was the user who did it, in no account); two of the user's records. And the guards: the other
 * party's normal act, a rule in the present tense, the agent's own hold, a done that names the failure it put right, a
 * count within a limit, a tip for next time, a cost rule for any booking, the user's question recited and answered
 * yes, a conditional automatic outcome, a passive rule that needs proof, fr "la caution". Sentences written here, in
 * wording the sets do not use, none copied from them; each kind with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { expectAll } from '../helpers/signals.js';

describe('flags: the other party\'s act that stands in the way (party40)', () => {
  it('reads a host, sitter, walker or tradesperson who called it off, in six languages', () => {
    expectAll('flags', true, [
      'Bad news: the cleaner cancelled this afternoon\'s visit.',
      'La cuidadora canceló la noche del sábado por un imprevisto.',
      'Die Gastgeberin hat Ihren Aufenthalt im August leider storniert.',
      'L\'électricien a annulé le rendez-vous de jeudi.',
      'Il tecnico ha annullato l\'intervento di domani mattina.',
      'A diarista desmarcou a faxina de sexta.',
    ]);
  });
  it('reads one who did not come or cannot come, marked it delivered wrong, left it with a neighbour, could not get in or got stuck', () => {
    expectAll('flags', true, [
      'The dog walker didn\'t show up at 3pm.',
      'El técnico no se presentó a la cita de las 10.',
      'Der Elektriker ist nicht erschienen.',
      'Le chauffeur ne pourra pas passer avant 20 h.',
      'Il fattorino non è riuscito a consegnare il pacco.',
      'O eletricista não pode vir amanhã.',
      'The rider marked your order as delivered to the wrong flat.',
      'Il corriere ha segnato il pacco come smarrito.',
      'Der Zusteller hat das Paket beim Nachbarn abgegeben.',
      'O motoboy deixou a encomenda com o vizinho do 3º andar.',
      'The driver got stuck behind a road closure.',
    ]);
  });
  it('reads a dispute or claim opened by the other party, money the bank sent back, a refusal to refund, a payment asked off the platform', () => {
    expectAll('flags', true, [
      'The buyer has opened a dispute over the scratched lens.',
      'La compradora abrió un reclamo por talla equivocada.',
      'L\'acheteuse a ouvert un litige pour colis incomplet.',
      'Your bank rejected the transfer of £300.',
      'La banca ha respinto il rimborso di 45 €.',
      'El anfitrión se niega a devolver el depósito.',
      'The seller asked you to pay outside the app.',
    ]);
  });
  it('does not read the other party\'s normal act, a rule in the present tense, or the other party named beside the agent\'s own act', () => {
    expectAll('flags', false, [
      'The host confirmed your late check-in.',
      'Der Fahrer ist unterwegs und in 5 Minuten da.',
      'O entregador já saiu com o seu pedido.',
      'If the sitter cancels, you get a full refund.',
      'I\'ve messaged the plumber with your new address.',
      'La banca ha confermato il bonifico.',
    ]);
  });
});

describe('flags: this request\'s thing held, suspended or stuck (party40)', () => {
  it('reads a hold with its reason, a suspension on record, a parcel without a new scan, a thing stuck for days', () => {
    expectAll('flags', true, [
      'Your earnings are on hold pending a tax check.',
      'Il pagamento risulta bloccato dal 4 giugno.',
      'Le colis est en attente car l\'adresse est incomplète.',
      'The parcel has had no new scan for four days.',
      'Die Sendung liegt seit 5 Tagen beim Zoll, ohne neuen Scan.',
      'O seu saque está parado há 4 dias.',
      'El envío está detenido hace 3 semanas en aduana.',
    ]);
  });
  it('does not read the agent\'s own hold asked for, or a scan that came', () => {
    expectAll('flags', false, [
      'I\'ve put your subscription on hold until March, as you asked.',
      'The parcel was scanned in Leeds this morning.',
    ]);
  });
});

describe('flags: a locked thing told as done by others (party40)', () => {
  it('reads money already gone out, a thing already sold, a job begun and still running, orders already on the way', () => {
    expectAll('flags', true, [
      'The payout of $410.50 already went out this morning.',
      'El pago ya salió a tu cuenta a las 8.',
      'Le virement est déjà parti vers votre banque.',
      'Il biglietto è già stato venduto.',
      'Das Sofa wurde bereits verkauft.',
      'Die Reinigung hat um 10:15 begonnen und läuft noch.',
      'Two of the boxes were already out for delivery.',
      'Os pedidos já estavam a caminho.',
      'Las millas ya están en la cuenta del socio.',
      'Your tokens were sent from your wallet to another address on Monday.',
      'Die Gutscheine wurden aus Ihrem Konto auf ein anderes Konto übertragen.',
    ]);
  });
  it('does not read a courier on the way, a person who left, or a sale the agent made', () => {
    expectAll('flags', false, [
      'Your courier is on the way.',
      'A entregadora já saiu da loja.',
      'I\'ve listed the bike and it will go live in an hour.',
      'I moved the points from your account to your partner\'s, as you asked.',
    ]);
  });
});

describe('flags: the records against the request, two of the user\'s records (party40)', () => {
  it('reads a digit short beside the count needed, a cap below the count asked, another account, the other party did pay, the user who did it, in no account', () => {
    expectAll('flags', true, [
      'The sort code you sent is one with 5 digits, and a sort code has 6.',
      'El piso admite como máximo 4 personas y queréis reservar para 6.',
      'The cabin takes at most 2 dogs, but you want to bring 3.',
      'Le paiement est allé sur le compte 7781, et non sur celui que vous indiquez.',
      'Le locataire a bien payé le loyer de mai.',
      'It was you who changed the delivery address on Friday.',
      'A reserva não aparece na sua conta.',
      'Die Bestellung taucht in Ihrem Konto nicht auf.',
    ]);
  });
  it('reads two of the user\'s records found or set side by side', () => {
    expectAll('flags', true, [
      'In Ihrem Konto finde ich zwei Termine am selben Tag.',
      'J\'ai trouvé deux commandes sur votre compte pour le même article.',
      'Encontrei dois agendamentos seus no mesmo dia.',
      'You have a grooming slot on Monday and another on Thursday.',
    ]);
  });
  it('does not read a count of digits alone, a cap the request keeps within, or one record found', () => {
    expectAll('flags', false, [
      'Your code has 6 digits.',
      'The flat takes at most 6 guests, so your group of 4 fits.',
      'I found your booking for Saturday.',
    ]);
  });
});

describe('flags: what names no problem of this request (party40)', () => {
  it('does not read a done that names the failure it put right, a count within a limit, a tip, a cost rule, a question answered yes, an automatic outcome, a rule needing proof, fr "la caution"', () => {
    expectAll('flags', false, [
      'Done, I re-sent the bounced invoice payment to your new account.',
      'J\'ai relancé le virement échoué de mars.',
      'That is your second late return this month, which stays within the limit of three.',
      'Next time, you can add delivery notes at checkout.',
      'Note: changes within 24 hours of the start attract a fee of £15.',
      'Você perguntou se dá pra trocar o endereço depois do pedido: dá sim, mas depois do preparo há uma taxa de R$ 3.',
      'Si el vendedor no envía en 3 días, la compra se cancela automáticamente.',
      'Le dépôt ne peut pas être retenu sans preuve de dégâts.',
      'La caution vous sera rendue à la sortie.',
    ]);
  });
  it('still reads a failure told beside the done, and a cost the act brings to this booking', () => {
    expect(checkResponse('I tried to resend the payout, but it failed again.').flags).toBe(true);
    expect(checkResponse('Moving it to Friday will cost you a £15 change fee.').flags).toBe(true);
  });
});
