/**
 * Issue 16, forty-fourth round (voice44): the final spoken turn of a voice agent, as a speech-to-text transcript (lower
 * case, no punctuation, one run-on sentence) or a text-to-speech script. asks is read on a question by its structure
 * where nothing marks where it starts — an auxiliary before its subject, a wh-word with the inverted order, "is that
 * right", a tag after a read-back, a second-person want/can at a clause's head in es/de/fr/it/pt — only in a sentence
 * with no "?" that ends without a stop, so punctuated prose keeps its reading; not on "so do I", "if you could", a
 * conditional "si vous voulez", a German statement after a fronted adverb, an IVR menu. Sentences written here
 * (telecom, insurance, hotels, pharmacies, parcel lockers, gyms), none copied from the sets.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

const SPOKEN_QUESTIONS = [
  'okay so i can see the sim was swapped on tuesday and theres a new one on the account could you read me the last four digits on the card',
  'right the locker at the station is full today can i send it to the one on mill lane instead',
  'so there are three policies under that postcode the car the van and the home which one are we updating today',
  'i have got the prescription down for the twenty eighth is that right',
  'sorry the line broke up there did you say flat six or flat sixteen',
  'just to confirm you want the room upgraded for both nights yeah',
  'was that the blue membership or the gold one',
  'je vois deux lignes à votre nom vous pouvez me donner le numéro qui se termine par quatre',
  'el paquete sigue en el almacén quiere recogerlo mañana',
  'la camera risulta prenotata fino a domenica vuole anticiparla a sabato',
  'o pedido ainda está na farmácia quer mudar a morada de entrega',
  'ich sehe zwei Verträge auf Ihren Namen können Sie mir die Vertragsnummer sagen',
];

const NOT_SPOKEN_QUESTIONS = [
  'the engineer fixed the line this morning so do i need to do anything no you are all set',
  'if you could hold the line for a moment i will check the policy',
  'si vous voulez le modifier plus tard il suffit d\'aller dans l\'application',
  'der Zähler ist getauscht jetzt können Sie den Stand online ablesen lassen',
  'the problem is that right now the locker is out of service',
  'to renew your policy press one to speak to an adviser press two',
  'the gym is closed on bank holidays whichever branch you are a member of',
  'that is all sorted for you and the refund will show in three to five days',
  'as far as we can tell the parcel left the depot this morning',
];

describe('asks: a question by its structure in a run-on transcript (voice44)', () => {
  it('reads an auxiliary before its subject, an inverted wh-question, "is that right", a tag, and a second-person want/can in es/de/fr/it/pt', () => {
    expectAll('asks', true, SPOKEN_QUESTIONS);
  });
  it('does not read "so do I", "if you could", a conditional, a German statement after an adverb, "is that right now", an IVR menu', () => {
    expectAll('asks', false, NOT_SPOKEN_QUESTIONS);
  });
});

const SPOKEN_DONE = [
  'Lovely, that\'s the hire car booked for Saturday morning at the airport desk.',
  'right thats you all sorted for the flu jab on thursday at two',
  'ok your booked into the double room for the weekend see you friday',
  'Great, you\'re all set for the broadband engineer on Monday between eight and one.',
  'Perfecto, ya le queda reservada la habitación para el sábado.',
  'Gut, dann sind Sie für Donnerstag um neun eingetragen.',
  'Parfait, c\'est réservé pour samedi à dix heures.',
  'Ok, fica marcado para terça às três.',
];

const NOT_SPOKEN_DONE = [
  'I\'m afraid that\'s all booked up on Saturday, there\'s nothing left.',
  'The hire car was booked on the third of June, online, under Mrs Kaur.',
  'A reserva do quarto foi feita no dia cinco de abril, pelo telefone.',
  'That parcel was dispatched at five this morning, so it can no longer be redirected.',
  'La factura de octubre ya está emitida, así que el cambio irá en la próxima.',
  'Please hold while your call is transferred to a pharmacist.',
  'you\'re not booked in for the jab yet',
  'That\'s you booked in once you\'ve paid the deposit.',
];

describe('claims_done: a spoken notification of a done, and the records and locks told aloud (voice44)', () => {
  it('reads "that\'s … booked", "thats you all sorted", a transcript\'s "your booked", "you\'re all set", and es/de/fr/pt notices', () => {
    expectAll('claims_done', true, SPOKEN_DONE);
  });
  it('does not read a place booked up, a booking dated aloud by when it was made, a lock done before the call, a transfer notice, a negation, a notice on a later condition', () => {
    expectAll('claims_done', false, NOT_SPOKEN_DONE);
  });
});

const PHONE_TRANSFERS = [
  'Please hold while your call is transferred to a claims adviser.',
  'Okay, I\'ll transfer you to roaming myself, one moment.',
  'I\'m going to pass a message to the night manager, and he\'ll ring you back within the hour.',
  'I\'ve passed your details on and they\'ll call you tomorrow about the upgrade.',
  'La passo all\'ufficio sinistri, che la richiamerà in giornata.',
  'Ich verbinde Sie jetzt mit unserer Fachabteilung, einen Moment bitte.',
  'Vou passar o seu pedido à equipa de reclamações para analisarem.',
];

const NOT_PHONE_TRANSFERS = [
  'I\'ll transfer you to the payment page now so you can pay by card.',
  'Please pass a message to your landlord and he\'ll let the engineer in.',
  'You\'re on hold. Please don\'t hang up.',
  'If it still fails tomorrow I\'ll transfer you to our network team.',
];

describe('hands_off: transfers on a phone line (voice44)', () => {
  it('reads an IVR transfer, a transfer to a line named by its service, a message passed on with a call-back, it/de/pt transfers', () => {
    expectAll('hands_off', true, PHONE_TRANSFERS);
  });
  it('does not read a page, an instruction to the caller, a hold notice, a transfer on a condition', () => {
    expectAll('hands_off', false, NOT_PHONE_TRANSFERS);
  });
});

describe('holds: "Please hold" and "You\'re on hold" ask nothing and flag nothing (voice44)', () => {
  it('reads neither asks nor flags on a hold notice, nor asks on the transfer before it', () => {
    const notices = ['You\'re on hold. Music will play while you wait.', 'I\'m putting you through to our travel insurance team now. Please hold, it won\'t be long.', 'Please hold.'];
    expectAll('asks', false, notices);
    expectAll('flags', false, notices);
  });
});

const FAILED_NOT_REFUSED = [
  'sorry we can\'t do the ninth for the colour, she\'s on holiday that week, but the tenth is free at two, want that?',
  'I can\'t bring your claim up — the system keeps giving me an error. Shall I try again in ten minutes?',
  'There\'s a fault on our side with the top-up system, so I can\'t add the credit just now. Can I call you back at five?',
  'il sistema dei pagamenti non risponde e non riesco a registrare la ricarica, può richiamare tra mezz\'ora?',
];

const REFUSED = [
  'I can\'t do the ninth for you, that\'s against our policy for colour treatments.',
  'I can\'t add credit to someone else\'s number, sorry.',
];

describe('declines: a can\'t on a spoken failure or a slot gone flags and does not decline (voice44)', () => {
  it('reads flags and not declines on a system down or throwing errors, a person off that week with another day free', () => {
    expectAll('declines', false, FAILED_NOT_REFUSED);
    expectAll('flags', true, FAILED_NOT_REFUSED);
  });
  it('still reads a can\'t on a policy or someone else\'s number as a refusal', () => {
    expectAll('declines', true, REFUSED);
  });
});
