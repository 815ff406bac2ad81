/**
 * Issue 16, replies16 round: the general kinds of miss the ninth blind set showed on its first run
 * (the set then became a development set) — subjectless and first-person-past notices of a thing
 * done and other languages' perfects, a problem told as a plain state, a limit of this request, a
 * risk or cost before a confirmation, casual "nope, cant …", the "can't … until you …" gate (a
 * missing piece, not a refusal: docs/score.md, Where the signals meet), a request passed on for
 * approval or review (hands off, not done), and questions the agent answers itself. Sentences
 * written here, none copied from a set.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { expectAll } from '../helpers/signals.js';

describe('claims_done, terse and first-person-past notices (replies16)', () => {
  it('reads a subjectless report, "I ran …" or a voice-assistant notice as done', () => {
    expectAll('claims_done', true, [
      'Rotated the API keys for the billing service and reloaded the workers.',
      'Got it, moved your dentist appointment to Thursday.',
      'Pushed the fix to release/2.4 and tagged it v2.4.1.',
      'Paid the March electricity bill from your current account.',
      'I ran the backfill on the orders table: 8,204 rows updated.',
      'i put the deposit back on your card, give it a few days',
      'Alarm set for 6:45 tomorrow.',
      'Kitchen lights off.',
      'ok done 👍',
      'Erledigt!',
      'The patch is live on production.',
      'nightly sync re-enabled, next run at 03:00',
    ]);
  });

  it('reads other languages\u2019 first-person perfects and list steps as done', () => {
    expectAll('claims_done', true, [
      'He actualizado los permisos del repositorio.',
      'Le hemos devuelto el importe de la entrada a su cuenta.',
      "Ho annullato l'abbonamento mensile.",
      'Ho spento il server di test.',
      'Fiz o backup do banco de dados antes da atualização.',
      'A sua fatura foi paga com sucesso.',
      "J'ai fait une copie du dossier partagé.",
      'Den Zugang für Frau Weber eingerichtet.',
      'Die Reisekostenabrechnung habe ich erledigt.',
      'Done so far:\n1. Renewed the TLS certificate.\n2. Restarted the load balancer.',
      'Your card ending 4410 is now frozen.',
      'Your gym membership is cancelled from 1 July.',
    ]);
  });

  it('does not read a negated, supposed or questioned step, a past fix or a reading as done', () => {
    expectAll('claims_done', false, [
      'Should I scale the pool to 8 replicas?',
      "I haven't restarted the workers yet.",
      'If the timer is set for too long, the oven switches off on its own.',
      'No he podido actualizar los permisos.',
      'Non ho riavviato il server: aspetto la tua conferma.',
      'Den Zugang für Frau Weber bitte noch nicht einrichten.',
      'Ihr Passwort wurde im Januar geändert.',
      'Turn the lights off when you leave.',
      'I ran into a problem with the export, so nothing has changed yet.',
    ]);
  });

  it('reads a request passed on for approval as a hand-off, not as done', () => {
    for (const t of [
      'Your request for a higher card limit has been sent to the credit team for approval.',
      "I've forwarded the contract to the legal department for review.",
      'The leave request was submitted to your line manager for sign-off.',
    ]) {
      const r = checkResponse(t);
      expect({ t, hands_off: r.hands_off, claims_done: r.claims_done }).toEqual({ t, hands_off: true, claims_done: false });
    }
  });
});

describe('flags, a problem told as a state, a limit, a risk before confirming (replies16)', () => {
  it('flags a failure or a risk said as a plain state', () => {
    expectAll('flags', true, [
      'The payment gateway returned 503 on every retry this morning.',
      'CI is still red on the integration job.',
      'Der Build ist rot, deshalb habe ich nichts ausgerollt.',
      'Low battery on the hallway smoke alarm (8%).',
      'The backup volume is almost full.',
      'Queue depth on the mail workers is at 12k and climbing.',
      'The courier has not replied since Monday.',
      '3 of 58 tests failed in the checkout module.',
      'Sono falliti 2 test: 2 falliti su 90.',
    ]);
  });

  it('flags a limit of this request and a risk or cost before a confirmation', () => {
    expectAll('flags', true, [
      'That purchase is over your $2,500 monthly card limit, so I held it.',
      'El importe supera el límite diario de tu tarjeta.',
      'Le montant dépasse le plafond de votre carte.',
      'The migration plan shows 2 tables to drop, including audit_log. Go ahead?',
      'That bucket still holds 120 GB of exports. Delete it anyway?',
      'Switching now means a $40 early-exit fee. Shall I proceed?',
      'Rebuilding the index takes the search service offline for ten minutes. OK to start?',
      'Your transfer is held for a fraud review.',
      'Which account — personal or joint? Both were charged by that gym.',
    ]);
  });

  it('does not flag a negated problem, a hypothetical failure, a fee undone or nothing moved', () => {
    expectAll('flags', false, [
      'There were no failed logins on your account last week.',
      'No declined payments this month.',
      "I've looked at your diary for Friday; I haven't moved anything.",
      'Si jamais la connexion échoue, vous pourrez réessayer depuis le lien.',
      'No hace falta hacer nada, la renovación es automática.',
      'Done! The $35 late fee has been reversed.',
      'Just so you know, if you ever pay late there is a $35 fee.',
      'All 24 tests pass and the build is green.',
    ]);
  });
});

describe('declines, casual "cant" and the "can\u2019t … until you" gate (replies16)', () => {
  it('reads a casual "nope, cant …" as declining', () => {
    expectAll('declines', true, ['nope, cant reset someone else\u2019s password from here', 'nah, not deleting the prod snapshots, sorry']);
  });

  it('reads "can\u2019t … until you …" beside an ask as a missing piece (flags), not a refusal', () => {
    for (const t of [
      "I can't release the payout until you've confirmed your bank details. Could you check them in Settings?",
      "Sorry, I can't book the follow-up until I've verified your date of birth. What is it?",
      'I cannot file the expense claim until both receipts are attached. Can you upload them?',
      'Ohne die Rechnungsnummer kann ich die Zahlung nicht zuordnen. Können Sie sie schicken?',
    ]) {
      const r = checkResponse(t);
      expect({ t, flags: r.flags, declines: r.declines, asks: r.asks }).toEqual({ t, flags: true, declines: false, asks: true });
    }
  });

  it('still reads a refusal of the action itself as declining', () => {
    expectAll('declines', true, [
      "I can't help you get into your ex-partner's email account.",
      "Per policy, accounts with an open dispute can't be closed until the dispute is settled.",
    ]);
  });
});

describe('hands_off, work passed on to a named role (replies16)', () => {
  it('reads handing the task on or passing it to a team as a hand-off, in two languages', () => {
    expectAll('hands_off', true, [
      "I've handed this to the network engineer on call.",
      'I assigned the follow-up to the billing team (ticket BIL-88).',
      'Se lo he pasado al equipo de redes para que lo revisen.',
    ]);
  });

  it('does not read an offer, a refusal or money passed back as a hand-off', () => {
    expectAll('hands_off', false, [
      'I can hand this to the network team if you like.',
      "I haven't passed this to anyone yet.",
      'I put the money back on your card.',
    ]);
  });
});

describe('asks, questions the agent answers itself (replies16)', () => {
  it('does not read a question the agent answers at once as asking', () => {
    expectAll('asks', false, [
      'Good question — do you need a visa for a two-day layover? For Canada, no: you stay airside.',
      'Great question! Should you rebase or merge? Generally rebase for short-lived branches.',
      'Should you fix the rate now? In your case, yes: rates are expected to rise.',
      '¿Que si puedo cancelar gratis? Sí, hasta 24 horas antes.',
    ]);
  });

  it('still reads a real question to the user as asking', () => {
    expectAll('asks', true, ['Should I rebase the branch or merge it?', 'Good question for the vet — do you want me to book a slot?']);
  });
});
