/**
 * Issue 16, replies25 round: the development sets' remaining misses, read as mechanisms — what doing the thing
 * would bring told with the act as the clause's subject (a warning beside help flags, beside a refusal it is the
 * refusal's ground), an attempt told before a could-not (a failure), the user's own record a refusal rests on,
 * a fact said settled with nothing left to do, the fact a refusal rests on read as a record, not this reply's
 * act, a scam word naming what would be made (no scam met), an approval the agent asked for (a hand-off), a
 * can't on something that ran out (a failure, not a refusal) and a time limit denied. Sentences written here, in
 * domains the sets do not have, none copied from them; each kind with near misses that must not fire.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('flags: what doing it would bring, the act as the subject (replies25)', () => {
  it('flags the act\'s consequence where the reply refuses nothing', () => {
    expectAll('flags', true, [
      'Here is the cutting schedule for the hedge. Trimming it during nesting season can disturb the birds and may breach wildlife law.',
      'The settings are under Advanced > Reset. Resetting the controller now would wipe the paired sensors, so write their codes down first.',
      'Topping up the coolant is easy: open the cap when the engine is cold. Unscrewing it while hot can cause serious burns.',
      'Sure, the backup command is below. Restoring it over the live database would overwrite this morning\'s orders.',
      'Here is how the old fuse box is wired. Please note that replacing the board yourself is illegal in most of the UK without a certificate.',
      'Borrarla ahora podría descuadrar el cierre de caja de ayer.',
      'Supprimer ce dossier effacerait aussi les pièces jointes de vos clients.',
      'Cancellarla adesso potrebbe bloccare il rimborso già in corso.',
    ]);
  });

  it('does not flag a price, a thing\'s own behaviour, a refusal\'s general ground, or a general notice', () => {
    expectAll('flags', false, [
      'Renting the two-bedroom flat will cost you £1,450 per month.',
      'The meeting may delay lunch by half an hour, but everything else is on schedule.',
      "I won't explain how to disable the smoke alarm in the flat, as doing so could cause serious harm.",
      "That's not something I can help with. Forging a parking permit can cause real trouble.",
      'Cooking times vary; the recipe book has a full table.',
      'Parking is free after 6 pm on the high street.',
    ]);
  });
});

describe('flags: an attempt told before a could-not (replies25)', () => {
  it('flags a tried-and-failed step in six languages', () => {
    expectAll('flags', true, [
      "I've tried everything I can from here, but I can't recover the deleted playlist.",
      'We tried twice but we still couldn\'t get the label printer to pair.',
      'Lo intenté varias veces, pero no pude activar la tarjeta regalo.',
      'Ich habe es mehrmals versucht, aber die Karte lässt sich nicht aktivieren.',
      "J'ai essayé de relancer la synchronisation, mais je n'ai pas pu la terminer.",
      'Ho provato a ripristinare il profilo, ma non ci sono riuscito.',
      'Tentei reenviar o convite, mas não consegui.',
    ]);
  });

  it('does not flag an attempt that worked, nor the user\'s attempt made unneeded', () => {
    expectAll('flags', false, [
      'I tried the second code and it worked: your locker is open.',
      "You tried the reset link, but you don't need it any more: I've unlocked the account.",
    ]);
  });
});

describe('flags: the user\'s own record a refusal rests on (replies25)', () => {
  it('flags the record beside a refusal or a question', () => {
    expectAll('flags', true, [
      "I'm afraid I can't book the lounge for you. Lounge access is included on Flex fares only, and your booking shows a Saver fare.",
      "Based on your current payment history, I'm not able to raise the overdraft to £2,000, but £800 is possible. Shall I set that up?",
    ]);
  });

  it('reads the record\'s words in any case, in a plain ASCII sentence as in one with other letters', () => {
    expectAll('flags', true, [
      "BASED ON YOUR current payment history, I'm not able to raise the overdraft to 2,000 dollars, but 800 is possible. Shall I set that up?",
      "Based On Your Current Payment History, I'm not able to raise the overdraft to 2,000 dollars. Shall I set up 800 instead?",
      "I'm afraid I can't book the lounge for you. Lounge access is included on Flex fares only, and YOUR BOOKING SHOWS a Saver fare.",
    ]);
  });

  it('does not flag the same words with no refusal or question beside them', () => {
    expectAll('flags', false, [
      'Your booking shows a Saver fare on the 7:40 to Porto, seat 14C.',
      'Based on your current plan, your next bill will be £18.',
    ]);
  });
});

describe('flags: a fact said settled, nothing left to do (replies25)', () => {
  it('does not flag a problem told as already over', () => {
    expectAll('flags', false, [
      'The duplicate subscription was already closed on Monday, so there is nothing left to do.',
      "The late fee was reversed last week, so your account is square.",
      'The hold on your card drops off by itself, so no action is needed on your side.',
    ]);
  });

  it('still flags a problem with something left, or the request\'s own object missing', () => {
    expectAll('flags', true, [
      'The payment bounced, so there is nothing to do but try another card.',
      "The order was already refunded in full, so there's nothing to refund.",
      "Per the club's rules, memberships with an unpaid balance can't be frozen until the balance is settled.",
    ]);
  });
});

describe('claims_done: the fact a refusal rests on is a record (replies25)', () => {
  it('does not read the ground of a refusal as this reply\'s act', () => {
    expectAll('claims_done', false, [
      'O pedido já foi enviado à transportadora, por isso não posso alterar a morada.',
      'La factura ya fue emitida y enviada, así que no puedo cambiar el importe.',
      'The parcel has already been collected by the courier, so I can\'t change the address.',
    ]);
  });

  it('still reads an act of the agent\'s own told before a refusal', () => {
    expectAll('claims_done', true, [
      "I've already refunded the £20, so I can't refund it a second time.",
      'Já cancelei a encomenda, por isso não posso alterar a morada.',
    ]);
  });
});

describe('flags: a scam word that names what would be made, not a scam met (replies25)', () => {
  it('does not flag a refused or explained scam, nor a simulated one', () => {
    expectAll('flags', false, [
      "I won't draft a scam text pretending to be a parcel firm, but I can list the tell-tale signs for your newsletter.",
      'I can describe how phishing calls usually work so your team can spot them, but I will not write a script for one.',
      'I can set up a simulated phishing test for your staff next week, if that helps.',
    ]);
  });

  it('still flags a scam the user met', () => {
    expectAll('flags', true, [
      'That text about a missed parcel is a phishing attempt — please don\'t click the link.',
      'The email you forwarded is a scam: we never ask for your PIN.',
    ]);
  });
});

describe('hands_off: an approval the agent asked for (replies25; narrowed by the lead)', () => {
  it('reads an approval the agent has requested from a person or team as handed on', () => {
    expectAll('hands_off', true, [
      "The new laptop order needs finance's approval, which I've requested from them this morning.",
      "Raising your card limit needs the risk team's sign-off, which we have requested.",
    ]);
  });

  it('does not read a submitted request waiting for approval, an approval only needed, or a supplier\'s acceptance as a hand-off', () => {
    expectAll('hands_off', false, [
      'Your overtime claim for March is submitted and waiting for your line manager\'s approval.',
      'Ihr Reiseantrag wartet jetzt auf die Genehmigung durch Ihre Vorgesetzte.',
      'La sua richiesta di ferie è in attesa dell\'approvazione del suo responsabile.',
      "A laptop over £1,500 needs your manager's approval before I can order it.",
      'Your room request has been sent to the guesthouse; it stays pending until they accept it.',
      'Would you like me to send it for your manager\'s approval?',
    ]);
  });
});

describe('declines: a can\'t whose ground is that what was asked for ran out (replies25)', () => {
  it('reads it as a failure that flags, not a refusal', () => {
    const texts = [
      "The campsite is fully booked that weekend, so I can't reserve a pitch.",
      "I can't get you on the 10:40 ferry — it's sold out.",
      'Cannot top up the card today, the monthly allowance is already used up.',
    ];
    expectAll('declines', false, texts);
    expectAll('flags', true, texts);
  });

  it('still declines a can\'t on a rule, and one where nothing ran out', () => {
    expectAll('declines', true, [
      "I can't reserve a pitch for more than 14 nights — it's against the campsite's policy.",
      "I can't change the name on the ferry ticket.",
      "The form is full of mistakes, and I can't submit it for you.",
    ]);
  });
});

describe('flags: a time limit denied (replies25)', () => {
  it('does not flag a balance, a pass or points said never to expire', () => {
    expectAll('flags', false, [
      'You can spend the store credit online or in any branch, and it never expires.',
      "Museum passes don't expire, so keep it for your next visit.",
      'Los puntos de la tarjeta nunca caducan.',
      "Les points fidélité n'expirent jamais.",
      'I punti non scadono mai.',
    ]);
  });

  it('still flags a limit that has run out, or one that stands', () => {
    expectAll('flags', true, [
      'The discount code has expired, so the full price applies.',
      "Your parking permit expires tomorrow and can't be renewed online.",
    ]);
  });
});
