/**
 * Issue 16, replies18 round: the eleventh set's kinds of miss and the adjudicated "ours wrong" readings
 * of the seventh to ninth sets, read as mechanisms — a refusal whose ground is a fact of this request
 * (flags, and not a done act), a record of this request's thing beside a refusal or a question, a cost
 * that stands, the action's own risk; will-not refusals told as what the agent is not doing and
 * cannot-answers from the data or tools (declines); "can't … without knowing more" before a question
 * (a missing piece); a booking for its own day, steps after a dropped subject, a thing gone out or
 * through (claims_done); a problem dated before this turn and over, a generic condition (no flag).
 * Sentences written here, in domains the sets do not have, none copied from them.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { expectAll } from '../helpers/signals.js';

describe('flags: a refusal whose ground is a fact of this request (replies18)', () => {
  it('reads a state of the thing given as the ground, in six languages', () => {
    expectAll('flags', true, [
      "We can't transfer the season pass because a payment dispute is still open on it.",
      "I'm unable to reissue the parking permit, as it was cancelled by the council last week.",
      "Sorry, I couldn't move your locker booking — the locker has already been assigned to someone else.",
      'I cannot reschedule the MOT test since your car was already tested at another garage.',
      "We can't add a second driver because the rental agreement wasn't signed at the counter.",
      'No podemos devolver la fianza: el contrato ya fue renovado por otro año.',
      'Leider können wir den Kurs nicht tauschen, da der Platz bereits vergeben wurde.',
      "Je ne peux pas annuler l'inscription, car le stage a déjà commencé.",
      "Non posso spostare la visita, perché l'appuntamento è già stato confermato dal medico.",
      'Não posso cancelar a encomenda: ela já foi enviada ao armazém.',
    ]);
  });

  it('keeps reading the refusal as a decline', () => {
    expectAll('declines', true, [
      "We can't transfer the season pass because a payment dispute is still open on it.",
      'Leider können wir den Kurs nicht tauschen, da der Platz bereits vergeben wurde.',
    ]);
  });

  it('does not read the ground as a done act of this reply', () => {
    expectAll('claims_done', false, [
      "I'm unable to cancel the gym membership from here, as it was purchased through the employer's benefits portal.",
      'No puedo anular el pedido: ya fue enviado al cliente.',
      "I can't refund the workshop seat since it was booked with a voucher.",
    ]);
  });

  it('does not flag a general ground, a supposed one, an idiom or a limit of the tools', () => {
    expectAll('flags', false, [
      "I can't share a tenant's phone number, as it is not appropriate to disclose personal details.",
      "We can't refund e-books once they have been opened, as stated in our terms.",
      "I can't do that because it's against our policy.",
      "Can't thank you enough for waiting — your new key card has been issued.",
      'This cannot be answered because the weather tool does not return forecasts older than a week.',
      'I cannot provide the salary figures as the information you are asking for is not publicly available.',
    ]);
  });
});

describe('flags: a record of this request beside a refusal or a question; a cost that stands; the risk (replies18)', () => {
  it('reads a dated record of the thing when the reply refuses or asks beside it', () => {
    expectAll('flags', true, [
      "We can't refund the course fee. Our records show the first module was completed on 4 May.",
      'Our system shows the voucher was redeemed on 12 August. Would you like me to check another code?',
      'Ho controllato: la raccomandata risulta consegnata il 3 aprile. Vuole che apra una verifica con il corriere?',
    ]);
  });

  it('does not read the same record alone, with nothing refused or asked, as a flag', () => {
    expectAll('flags', false, ['Our records show the voucher was redeemed on 12 August.']);
  });

  it('reads a cost the user meets or that stands after the action', () => {
    expectAll('flags', true, [
      "If you cancel the lease now you'd lose the £800 deposit.",
      'The cancellation is done, but the remaining instalment of €45 is still due.',
      "Votre abonnement est résilié ; les frais de dossier de 30 € restent dus.",
      'Si cancela ahora perdería los 120 € de la matrícula.',
      "L'iscrizione è annullata, ma la quota di 50 € resta dovuta.",
      'Your plan ends today and you would still owe the final month.',
    ]);
  });

  it('does not read a cost waived or an unrelated "rest" as one that stands', () => {
    expectAll('flags', false, [
      "The cancellation is done and no fee remains due.",
      'Vous pouvez profiter du reste du mois gratuitement.',
    ]);
  });

  it("reads the action's own risk to the user's thing", () => {
    expectAll('flags', true, [
      'Taking both supplements together can raise your blood-pressure risk, so check with your GP first.',
      "nah, not formatting that drive, it'll wipe everything on the shared backups.",
    ]);
  });

  it('does not read a general harm named as a refusal ground as a risk flag', () => {
    expectAll('flags', false, [
      'Spreading rumours is unethical and can cause harm to people.',
      'I cannot give advice that could cause harm to others.',
    ]);
  });
});

describe('declines: will-not told as what the agent is not doing; cannot-answer from the data or tools (replies18)', () => {
  it('reads casual and plain will-not refusals', () => {
    expectAll('declines', true, [
      "haha no, I'm not writing fake reviews for your cousin's café.",
      "I'm not going to recommend a way to read your partner's texts.",
      "We're not sharing the other applicants' scores.",
      'Não vou te ajudar a burlar o radar, isso é perigoso.',
      'No te voy a ayudar a falsificar el certificado.',
    ]);
  });

  it('reads a cannot-answer whose ground is the data or the tools', () => {
    expectAll('declines', true, [
      'Result: cannot be calculated from the provided spreadsheet.',
      "I can't tell from the data given whether the sensor drifted.",
      'None of the connected tools returns warehouse stock, so I cannot tell you how many are left.',
    ]);
  });

  it('reads a cannot-answer on a judgement or an instruction, and a part withheld on a refusal\'s ground', () => {
    expectAll('declines', true, [
      "I can explain how tenancy deposits work, but I can't tell you whether your landlord's deduction would stand at a tribunal.",
      "not a vet so i cant say if that lump is serious, get her checked",
      "I can't tell you how to disable the speed limiter on a hire van.",
      "Here's the report summary, though I've left out the table with the patients' names, since sharing it would breach their privacy.",
    ]);
  });

  it('does not read a measure of feeling or a part left out at the user\'s wish as a refusal', () => {
    expectAll('declines', false, [
      "I can't tell you how relieved we are that the parcel turned up.",
      "I've left out the weekend slots as you asked.",
      "I can't tell which of your two leases you mean.",
    ]);
  });

  it('does not read a wait, a promise or a privacy pledge as a refusal', () => {
    expectAll('declines', false, [
      "I'm not sending the contract until you confirm the start date.",
      "I won't tell anyone about your diagnosis.",
      "We won't share your address with the courier's partners.",
    ]);
  });

  it('reads "can\'t … without knowing more" before a question as a missing piece, not a refusal', () => {
    const r = checkResponse("I can't suggest a training plan without knowing more. How many days a week can you run?");
    expect([r.asks, r.flags, r.declines]).toEqual([true, true, false]);
  });
});

describe('claims_done: a booking for its own day, steps after a dropped subject, a thing gone out (replies18)', () => {
  it('reads them as done', () => {
    expectAll('claims_done', true, [
      'Done — your 6:30 wake-up call is set for tomorrow.',
      'Your physiotherapy session is booked for Tuesday at 9:15.',
      'Your consultation with Ms Adeyemi is confirmed for 14 October at 3 pm.',
      'Rebased the branch and merged PR #77 into main.',
      'Your refund went through and the receipt has been emailed to you.',
      'Your new library card is on its way to your address.',
    ]);
  });

  it('does not read a recap to confirm, a timetable, a question, a dated record or a named participle as done', () => {
    expectAll('claims_done', false, [
      'Please confirm the details: your wake-up call is set for tomorrow at 6:30.',
      'The next ferry is scheduled for 10:30.',
      'Is your wake-up call set for tomorrow?',
      'Your parcel shipped on 3 March according to the carrier.',
      'Based on your answers and updated goals, here are two plans.',
    ]);
  });
});

describe('flags: a problem dated before this turn and over; a generic condition (replies18)', () => {
  it('does not flag them', () => {
    expectAll('flags', false, [
      'The card reader failed this morning; it is working again now.',
      'The train to Leeds was delayed yesterday, but today it is running on time.',
      'When a concert is sold out, promoters sometimes release extra tickets a day before.',
    ]);
  });

  it('still flags the problem that stands', () => {
    expectAll('flags', true, ['The 8:15 train is delayed by 20 minutes.', 'The concert is sold out.']);
  });
});

describe('hands_off: the conversation or a report of it flagged or raised to a party who takes it up (replies18)', () => {
  it('reads it as a hand-off, not as the action done', () => {
    const texts = [
      "I've flagged this chat to our Fraud & Disputes team, and a member of staff will review it and contact you.",
      "The water pressure needs the utility's engineers, so I've raised a fault report with them; they'll call you tomorrow.",
    ];
    expectAll('hands_off', true, texts);
    expectAll('claims_done', false, texts);
  });

  it('does not read a thing reported to a team, or a file shared with the user, as a hand-off', () => {
    expectAll('hands_off', false, [
      "I've reported the broken streetlight to the council's lighting team.",
      "I've shared the photos with you.",
      "I've raised a question with them about the invoice.",
    ]);
  });
});
