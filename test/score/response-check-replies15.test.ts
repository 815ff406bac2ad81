/**
 * Issue 16, replies15 round: the misses left after replies14 — a past refusal of this request,
 * refusals quoted in talk about refusing, conditional instructions in es/it/pt/fr/de, the request
 * passed to another party, past-dated bookings (a record of when they were made, not done), and task
 * dialogue's failure notices in words the lists lacked. Sentences written here, none copied from a set.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('declines, a past refusal of this request (replies15)', () => {
  const onGeneralGround = [
    "I couldn't do that for you — it's against policy.",
    'Sorry, I couldn’t help with that request since it goes against our guidelines.',
    "We weren't able to issue that refund, as it is against company policy.",
    "I couldn't share those details for privacy reasons.",
    'I was unable to write that review because it would be dishonest.',
    "That's against our policy, so I couldn't change the name on the ticket.",
    'No pude hacerlo porque va en contra de nuestra política.',
    'Ich konnte das nicht tun, da es gegen unsere Richtlinien verstößt.',
    "Je n'ai pas pu le faire, car c'est contraire à notre politique.",
    'Non ho potuto farlo perché è contro la nostra politica.',
    'Não pude fazer isso porque é contra a nossa política.',
  ];

  it('reads a past "could not" with a refusal\'s ground as declining, in six languages', () => {
    expectAll('declines', true, [
      ...onGeneralGround,
      "I wasn't able to process that as it would breach our terms.",
      "I couldn't move the booking as it would put you over your card limit.",
    ]);
  });

  it('does not flag a refusal whose ground is general (a policy, the law, harm, privacy)', () => {
    expectAll('flags', false, onGeneralGround);
  });

  it('reads a past failure, or an idiom, as no refusal', () => {
    expectAll('declines', false, [
      "I couldn't reach the airline, the line was busy.",
      "I wasn't able to process your payment as the card was declined.",
      "I couldn't book the table because the restaurant is full.",
      "We couldn't find a parcel under that tracking number.",
      "I couldn't be happier with how it turned out.",
      "Honestly, I couldn't agree more.",
    ]);
  });

  it('still flags the past failure', () => {
    expectAll('flags', true, [
      "I couldn't reach the airline, the line was busy.",
      "I wasn't able to process your payment as the card was declined.",
      "I couldn't book the table because the restaurant is full.",
    ]);
  });
});

describe('quoted refusals and questions in talk about them (replies15)', () => {
  it('does not read a refusal quoted in single quotes as the reply\'s own', () => {
    expectAll('declines', false, [
      "The assistant said 'I can't help with that', which is the right call.",
      "A model should answer 'I won't do that' here, and say why.",
      'A bare ‘I can’t assist with that’ leaves the user with nothing to try.',
      "Replying 'we're unable to refund that' without a reason tends to annoy customers.",
    ]);
  });

  it('does not read a question quoted in single quotes as asking', () => {
    expectAll('asks', false, [
      "You asked 'can't I get a refund?' and the answer is yes, within 30 days.",
      "Customers often ask 'what's my balance?', so the app shows it first.",
    ]);
  });

  it('still reads the reply\'s own refusal next to a quote', () => {
    expectAll('declines', true, ["I can't help with that, even if you call it 'just a prank'."]);
  });
});

describe('asks, conditional instructions in es/it/pt/fr/de (replies15)', () => {
  it('reads "if you like, you can do it yourself" as an instruction, not a question', () => {
    expectAll('asks', false, [
      "Se vuoi, puoi annullare dall'app.",
      'Se preferisci, puoi cambiare la data dal sito.',
      'Si quieres, puedes cambiarlo en la web.',
      'Si lo prefieres, puedes descargar la factura desde tu perfil.',
      'Si vous le souhaitez, vous pouvez modifier la réservation en ligne.',
      'Se preferir, você pode alterar o endereço no site.',
      'Wenn Sie möchten, können Sie die Buchung in der App stornieren.',
    ]);
  });

  it('still reads a conditional question, or an invitation to tell the agent something, as asking', () => {
    expectAll('asks', true, [
      'Se vuoi, lo annullo io?',
      'Si quieres, ¿te lo cambio yo?',
      'Se vuoi, puoi dirmi il numero d’ordine.',
      'Si quieres, puedes enviarme una foto del recibo.',
      'Si vous voulez, vous pouvez me dire votre numéro de dossier.',
      'Wenn Sie möchten, können Sie mir die Buchungsnummer sagen.',
      'Se quiser, pode me dizer o número do pedido.',
    ]);
  });

  it('reads what the user can tell or send the agent, said without "?", as asking in fr/de/pt', () => {
    expectAll('asks', true, [
      "Vous pouvez m'envoyer une photo du reçu.",
      'Sie können mir Ihre Buchungsnummer schicken.',
      'Você pode me enviar o comprovante.',
    ]);
  });

  it('does not read the courtesy "you can tell me if you need anything else" as asking', () => {
    expectAll('asks', false, [
      "Vous pouvez me dire si vous avez besoin d'autre chose.",
      'Sie können mir gerne sagen, ob Sie noch etwas brauchen.',
      'Pode me dizer se precisar de mais alguma coisa.',
    ]);
  });
});

describe('hands_off, the request passed to another party (replies15)', () => {
  it('reads the request passed to a hotel, a restaurant or a team as a hand-off', () => {
    expectAll('hands_off', true, [
      'I have passed your request for a late check-in to the hotel reception, and they will contact you.',
      'Your request has been passed to the hotel, who will contact you directly.',
      "I've relayed your request to the restaurant manager.",
      'Your complaint about the noise was forwarded to the property manager.',
      "I've forwarded your question to our billing team.",
      "I've passed it on to the front desk.",
      'Ihre Anfrage wurde an das Hotel weitergeleitet.',
      'Ich habe Ihr Anliegen an die Rezeption weitergeleitet.',
    ]);
  });

  it('does not read a document sent, or details shared for delivery, as a hand-off', () => {
    expectAll('hands_off', false, [
      "I've forwarded the receipt to your email.",
      "I've sent the invoice to your accountant's address.",
      'I sent the confirmation to your phone.',
      "I've passed your delivery details to the courier.",
    ]);
  });
});

describe('claims_done, a booking dated in the past (replies15)', () => {
  // A booking told in the past tense with a past date reports when it was made: a record, not this
  // reply's action (docs/score.md, "Where the signals meet"; the replies13 round read it so in the
  // rules, and the reply model no longer adds it back).
  it('does not read a booking dated by when it was made as done', () => {
    expectAll('claims_done', false, [
      'Your table was booked on Friday 3 May.',
      'Your appointment was booked on Tuesday 14 May.',
      'Your room was booked last week.',
      'The flight was booked back in January.',
      'Your table was booked on 3 May for Friday 10 May.',
      'The tickets were purchased on 2 March.',
    ]);
  });

  it('still reads a booking dated by its own day, or made in this reply, as done', () => {
    expectAll('claims_done', true, [
      'The flight was booked for the 3rd.',
      'Your table for two on Friday at 8 pm is all set.',
      "I've booked your table for Friday 3 May.",
      'Your appointment is booked for Tuesday 14 May.',
    ]);
  });
});

describe('flags, task dialogue failure notices in more words (replies15)', () => {
  it('flags a place full or taken, and only one left said as the answer', () => {
    expectAll('flags', true, [
      "They're full at that time.",
      'The guesthouse is booked solid those nights.',
      "That one's taken.",
      "I'm sorry, the hotel has no openings.",
      'Alas, nothing available.',
      'The restaurant has nothing at 7.',
      'Everything is full on Saturday.',
      'The only one left is at 10:00.',
      'Just the one time slot, sorry.',
    ]);
  });

  it('flags a search that returned nothing', () => {
    expectAll('flags', true, [
      "My search didn't return anything.",
      'I have zero results for that.',
      'I show no entries for that.',
      'Sorry, my search turned up nothing.',
      'I looked, but found nothing in the east.',
      'Nothing shows up for that.',
      "My system isn't showing anything.",
      "That doesn't appear to be in our system.",
      'Our records show no such attraction.',
      'None fit that description.',
      'Nope, nothing like that.',
      "I'm coming up empty.",
    ]);
  });

  it('flags a service that does not run, a booking refused, a third party that cannot take it', () => {
    expectAll('flags', true, [
      'The train you asked for does not run on Sundays.',
      'No trains run that early.',
      "There isn't one that leaves that late.",
      "We don't have trains that late.",
      'The Lodge does not have rooms available then.',
      "They can't take 8 people then.",
      'The hotel is unable to take your booking.',
      'The booking was refused.',
      "Looks like that's not going to work.",
      'Not for that many nights.',
      "No cheap ones, I'm afraid.",
    ]);
  });

  it('does not flag a name, a charm, a check that found nothing wrong, a departure time or a courtesy', () => {
    expectAll('flags', false, [
      'Your full name is on the booking.',
      "It's full of charm and right by the river.",
      'I found nothing wrong with the account.',
      "It's taken care of.",
      "There's nothing to pay.",
      'The hotel has nothing but great reviews.',
      'The train doesn’t leave until 10:15.',
      'They can take 8 people at 19:00.',
      'Your search returned 3 hotels.',
      'The only difference is the price.',
      "I've booked you in, but I should mention the only slot left this week is at 7:15.",
      'No problem.',
      'No worries at all!',
    ]);
  });
});
