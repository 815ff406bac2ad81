/**
 * Issue 16, replies13 round: three general kinds left after the seventh set's round — a booking
 * dated by weekday and date is a booking made for that day, not a record; a count of things on offer
 * before a choice question asks, it flags nothing (a count of the user's own records still flags); a
 * hand-off promised on a condition is neither a hand-off nor a flag. Sentences written here, none
 * copied from a set.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';

type Signal = 'asks' | 'flags' | 'declines' | 'claims_done' | 'hands_off';

function expectAll(signal: Signal, want: boolean, texts: string[]): void {
  for (const t of texts) expect(checkResponse(t)[signal], `${signal} ${want}: ${t}`).toBe(want);
}

describe('claims_done, a booking dated by weekday and date (replies13)', () => {
  it('reads a booking made for a weekday and date as done, in six languages', () => {
    expectAll('claims_done', true, [
      'Your appointment with Dr. Okafor is booked for Tuesday 14 May.',
      'The meeting room is reserved for Thursday 9 October, 10:00 to 12:00.',
      'Your MOT is booked for Monday the 21st at 8:30.',
      'Your table for four is reserved for Friday the 3rd.',
      'Ihr Termin ist für Dienstag, 14. Mai gebucht.',
      'Votre rendez-vous est réservé pour mardi 14 mai à 15h.',
      'Su cita con el fisioterapeuta está reservada para el martes 14 de mayo.',
      'La sua visita è prenotata per martedì 14 maggio alle 9.',
      'A sua consulta está marcada para terça-feira, 14 de maio.',
    ]);
  });

  it('does not read a record of when it was booked, a question or a negation as done', () => {
    expectAll('claims_done', false, [
      'Your appointment was booked on Tuesday 14 May.',
      'Is your appointment booked for Tuesday 14 May?',
      'Should I book the dentist for Tuesday 14 May?',
      'Su cita no está reservada para el martes 14 de mayo.',
    ]);
  });
});

describe('asks, not flags: things on offer counted, then the options laid out for a choice (replies13)', () => {
  it('reads things on offer counted, named or listed, and a choice put to the user, as asking only', () => {
    const replies = [
      'There are two coach companies on that route: National Express or Megabus. Which do you prefer?',
      'There are two coach companies on that route; which do you prefer?',
      'I found three ferry operators sailing to Santander that week. Which would you like me to check?',
      'I can see three clinics named Riverside near you.\n\n- Riverside North\n- Riverside Quay\n- Riverside Park\n\nWhich one should I book?',
      'There are two ferries that evening. One leaves Dover at 18:10 and one at 21:40.\n\nWhich suits you better?',
    ];
    expectAll('asks', true, replies);
    expectAll('flags', false, replies);
  });

  // Settled 6 Dec (docs/score.md, "Where the signals meet"): a count of the user's own records that
  // match what they gave states the missing piece, whether or not the options are then named.
  it("flags a count of the user's own records before a choice, the options named or not, and asks", () => {
    const replies = [
      "I've found two accounts under that name. Which one is yours: the one ending in 4410 or the one ending in 8820?",
      'I found multiple matching contacts:\n\n1. **Priya Shah** – Finance\n2. **Priya Shah** – Legal\n\nWhich Priya should I email?',
      "I've found two bookings under that surname. Let me know which one is yours — the Leeds one or the York one.",
      'He encontrado dos cuentas con ese nombre, la personal o la de empresa. ¿Cuál es la suya?',
      'Ich habe zwei Konten unter diesem Namen gefunden: privat oder geschäftlich. Welches gehört Ihnen?',
      "J'ai trouvé deux comptes à ce nom, le personnel ou le professionnel. Lequel est le vôtre ?",
      'Ho trovato due account con quel nome, quello privato o quello aziendale. Quale è il suo?',
      'Encontrei duas contas com esse nome, a pessoal ou a da empresa. Qual é a sua?',
      'I found two profiles under that phone number. Which one should I update?',
      'Hay dos reservas a su nombre. ¿Cuál quiere cambiar?',
    ];
    expectAll('asks', true, replies);
    expectAll('flags', true, replies);
  });

  it('flags a count stated as a problem, or stated alone', () => {
    expectAll('flags', true, [
      'You have two active subscriptions billed to the same card.',
      'I can see two open claims filed for the same date.',
      'You have two active subscriptions billed to the same card. Which one should I cancel: monthly or annual?',
      'I found two orders, but both were charged twice. Which one should I refund, the red or the blue?',
      'I found two customer records for Sam Ortiz, one with a Gmail address and one with a work address. Which should I keep before I merge them?',
      'He encontrado dos cuentas con ese nombre.',
    ]);
  });
});

describe('hands_off: a hand-off promised on a condition (replies13)', () => {
  it('reads a conditional promise to hand on as neither a hand-off nor a flag', () => {
    const replies = [
      "I'll escalate this if the fix doesn't work by Friday.",
      "I'll escalate this to our network team if the fix doesn't work by Friday.",
      'If it happens again I can pass it to our network team.',
      "I'll transfer you to billing if the refund hasn't arrived by Monday.",
      "I'll forward your complaint to our claims team if you don't hear back by Friday.",
      'Wenn der Fehler wieder auftritt, leite ich Ihr Anliegen an unser Technikteam weiter.',
      'Si le problème revient, je transmets votre dossier à notre équipe technique.',
      'Se o problema persistir, vou encaminhar o seu caso para a equipe técnica.',
    ];
    expectAll('hands_off', false, replies);
    expectAll('flags', false, replies);
  });

  it('still reads a hand-off made, or promised without a condition', () => {
    expectAll('hands_off', true, [
      "I've escalated this to our network team.",
      "I've passed this to our billing team, who will contact you if they need anything.",
      "I'll pass this to our billing team now.",
      "I've escalated it to our network team; if the fix doesn't work by Friday they will call you.",
    ]);
  });
});
