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
