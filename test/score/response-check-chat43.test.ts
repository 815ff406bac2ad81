/**
 * Issue 16, forty-third round (chat43): replies written as consumer apps' chat assistants write — short bubbles
 * on their own lines, lower case, emoji, texting forms. A line break is a bubble's end, not a hard wrap, after an
 * emoji, in a reply no line of which is as wide as any wrap, or where the next word would have fitted on the line;
 * so a failure's bubble does not hide the hand-off after it, nor a hand-off's the question after that. hands_off is
 * read on chat forms: a subjectless "sent/forwarded to our X team, they'll …", German "hab's ans … -Team
 * weitergegeben", a pronoun receiver who then answers, es "pa q" for "para que", pt "mandei …", "pra supervisão".
 * Not read: the user's own sending, a screenshot sent, feedback passed on, a hand-off promised for later or on a
 * condition, an instruction to the user. flags is read on two or more of the user's records counted with a digit
 * ("veo 2 lineas a tu nombre"), not on things on offer. claims_done is read on a tick with any verb's participle
 * after the thing ("✅ Auto-Verlängerung deaktiviert") or before the tick ("sbloccato ✅"); asks is not read on a
 * "did you know" promotion nor the tip after it; chat negations (it "nn", fr "je peux pas") are read as written
 * out, so declines reads the refusals, and a curt German "… geht nicht" on an act. Sentences written here (car sharing, pharmacies, bike hire,
 * banking apps, language courses, coworking), none copied from the sets.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { splitSentences } from '../../src/score/sentences.js';
import { expectAll } from '../helpers/signals.js';

const HANDED_OFF = [
  '😕 sent ur case over to our claims team, they\'ll email u by fri',
  'the card reader won\'t take it ❌ — forwarded to the pharmacy team, they\'ll call when it\'s ready',
  'hab\'s an die Kollegen vom Abrechnungsteam weitergeleitet, die schreiben dir morgen',
  'hab ich ans Technik-Team gemeldet, die melden sich bei dir',
  'Ich habe deine Anfrage an ihn weitergeleitet, er meldet sich morgen.',
  'le pasé tu caso al equipo de reembolsos pa q lo miren hoy',
  'passei seu chamado pra supervisão, eles te respondem hoje',
  'mandei seu pedido pro time de logística, eles vão te responder',
];

const NOT_HANDED_OFF = [
  'u sent it to our support team already, they\'ll reply soon',
  'hab den Screenshot ans Support-Team geschickt',
  'passed ur feedback to our product team, they\'ll love it 💜',
  'if it\'s still locked tmrw I\'ll send it to our fleet team, they\'ll have a look',
  'pls send this to our billing team and they\'ll sort it',
  'mandei o print pro time de suporte',
];

describe('hands_off: a team passed the case in chat wording (chat43)', () => {
  it('reads subjectless bubbles, German contractions and pronoun receivers, es "pa q", pt "mandei … pro time"', () => {
    expectAll('hands_off', true, HANDED_OFF);
  });
  it("does not read the user's sending, a screenshot, feedback, a promise on a condition or an instruction", () => {
    expectAll('hands_off', false, NOT_HANDED_OFF);
  });
});

describe('chat bubbles: a line break is a bubble\'s end in a chat reply (chat43)', () => {
  it('reads a hand-off between a failure and a question, each on its own line', () => {
    for (const reply of [
      'ur top-up failed twice\ni\'ve passed it to our payments team\ncan u send a screenshot of the error?',
      'the scooter didn\'t unlock 😕\nsent it to our fleet team, they\'ll check it\nwhich station r u at?',
      'la recarga no pasó 😬\nya se lo pasé al equipo de pagos pa q lo revisen\n¿me mandas una captura?',
    ]) {
      const read = checkResponse(reply);
      expect([read.hands_off, read.asks], reply).toEqual([true, true]);
    }
  });
  it('still joins a hard-wrapped line of wide prose (the next word would not have fitted)', () => {
    const wrapped =
      'I have looked at the two desk bookings for next week and I can see that the second one\nwas made for the same room, so I will keep the first and ask which day you want.';
    expect(splitSentences(wrapped).map((s) => s.text)).toEqual([wrapped.replace('\n', ' ')]);
  });
  it('splits short chat lines, and a line ending in an emoji, into bubbles', () => {
    expect(splitSentences('found ur booking 👀\nthe desk is free tmrw too').length).toBe(2);
    expect(splitSentences('ur locker code changed\nnew one is in the app').length).toBe(2);
  });
});

const COUNTED = [
  'I can see 3 accounts under your phone number',
  'encontramos 2 reservas a tu nombre en la app',
  'ich hab zwei Abos auf deinen Namen laufen',
  'je vois 2 comptes sur ton numéro',
  'vedo 2 abbonamenti intestati a te',
  'vejo 3 contas no seu CPF',
];

const NOT_COUNTED = ['I found 2 flights for your dates', 'we have 3 plans for you to pick from', 'ho 2 minuti per te', "j'ai 2 questions sur ton message"];

describe("flags: two or more of the user's records counted in chat, with a digit or a word (chat43)", () => {
  it('reads a finding or seeing, the count, a record noun and the user\'s name, account or a shared identifier', () => {
    expectAll('flags', true, COUNTED);
  });
  it('does not read things on offer, plans to pick from, or a count of other things', () => {
    expectAll('flags', false, NOT_COUNTED);
  });
  it('keeps the flag when the records are then laid out and a choice is asked', () => {
    const read = checkResponse('vejo 2 linhas no seu nome 📱\n•••1180 e •••5521\nqual delas vc quer recarregar?');
    expect([read.flags, read.asks]).toEqual([true, true]);
  });
});

const TICKED = ['✅ Zweitgerät abgemeldet.', '✅ reserva de bici confirmada para las 9:00', '✅ aula experimental remarcada pra quinta', 'riattivato ✅', '✅ desk swap approved for Thursday', "✅ cours d'essai annulé, rien à payer"];
const TICKED_NOT_DONE = ['✅ not charged yet, waiting on the bank', '✅ Step 2: check the lock'];

describe('claims_done: a tick with the participle after the thing, or the participle before the tick (chat43)', () => {
  it('reads chat statuses with any verb in six languages', () => {
    expectAll('claims_done', true, TICKED);
  });
  it('does not read a negated status or a step still to do', () => {
    expectAll('claims_done', false, TICKED_NOT_DONE);
  });
});

describe('asks: a promotional "did you know" question asks nothing (chat43)', () => {
  it('does not read the tip put as a question, nor the tip told after it', () => {
    expectAll('asks', false, ['❓ Wusstest du schon? Mit der Jahreskarte parkst du gratis.', '💡 ¿Sabías que puedes pausar tu plan desde la app?']);
  });
  it('still reads a question on what the user knew or has', () => {
    expectAll('asks', true, ['did you know about the late fee before you booked?', 'Do you have the booking reference? I can look it up with it.']);
  });
});

describe('declines: chat negations read as written out — it "nn", fr without its "ne" (chat43)', () => {
  it('reads the refusals', () => {
    expectAll('declines', true, ['nn posso spostare la lezione di ieri, mi spiace', "je peux pas annuler ton cours de yoga d'hier dsl", "j'peux pas te donner son numéro, c'est perso", 'on peut pas rembourser une séance déjà faite']);
  });
  it('does not read a "don\'t worry" or a "no problem"', () => {
    expectAll('declines', false, ['nn ti preoccupare, ho già sistemato tutto ✅', 'pas de souci, je peux le faire tout de suite']);
  });
});

describe('declines: the asked act named and refused curtly in German chat (chat43)', () => {
  it('reads "X geht nicht" on an act noun or an infinitive of a change', () => {
    expectAll('declines', true, ['Stornierung geht leider nicht mehr, der Kurs hat schon angefangen.', 'Passwort ändern geht hier nicht, nur in der App.']);
  });
  it('does not read a failure of a thing ("geht nicht durch", "die App geht nicht")', () => {
    expectAll('declines', false, ['die Zahlung geht nicht durch, probier eine andere Karte', 'die App geht nicht, ich schau mal', 'Anmeldung geht nicht, Server down']);
  });
});
