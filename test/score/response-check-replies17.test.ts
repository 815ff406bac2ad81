/**
 * Issue 16, replies17 round: the tenth blind set's kinds of miss read as mechanisms (the set then
 * became a development set) — a request handed to a person or team in one frame (transfer verb + the
 * request + to + a party) in six languages; the agent's third-person name for itself read as "I";
 * a stiff base form after an auxiliary read as its participle; a state of the user's thing showing
 * the action took effect. Sentences written here, in domains the set does not have, none copied from it.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('hands_off: the request passed to a party, one frame (replies17)', () => {
  it('reads transfer verb + the request + to + a person or team, in any tense and in stiff English', () => {
    expectAll('hands_off', true, [
      "I've routed your noise complaint to the building's facilities manager.",
      'We forwarded your appeal to the scholarship committee team.',
      'I pass your question to my colleague in the visa office, she answer you tomorrow.',
      "Your parking dispute is send to supervisor. He will call you.",
      "I've referred your case up to Dr Osei, our clinical lead, with the scan results.",
      'Moved your warranty claim over to our returns team — they take it from there.',
      'This needed a structural engineer, so I escalated it to them this morning.',
      'Mrs Patel, our lettings manager, will handle it from here.',
      "She's taking over from here and will ring you after lunch.",
      "I've raised a change request with our network operations team, who'll confirm the window.",
      'The assistant has handed the matter over; the payroll team will reply by email.',
    ]);
  });

  it('reads the same frame in es/de/fr/it/pt', () => {
    expectAll('hands_off', true, [
      'Derivé su reclamación al departamento de facturación.',
      "Nous avons transmis votre dossier à notre service juridique, qui vous répondra.",
      "Abbiamo girato la sua pratica all'ufficio sinistri.",
      'Reencaminhei a sua reclamação para a equipa de faturação.',
      "L'assistente ha trasmesso la richiesta al reparto tecnico.",
    ]);
  });

  it('does not read a document sent to the user, a note passed on, an offer, a condition or a refusal as a hand-off', () => {
    expectAll('hands_off', false, [
      "I've sent the invoice to your email address.",
      'I forwarded the tracking link to you a minute ago.',
      "What's a good time to call? I'll pass it to the plumber.",
      'I can pass your question to a specialist if you like.',
      "If the refund doesn't arrive by Friday, I'll escalate your case to billing.",
      "I'm not able to transfer your request to another department.",
      "I'll handle it from here.",
      "I've opened a request with the facilities team to fix the lock.",
      'Le he enviado la factura a su correo.',
    ]);
  });

  it('does not read the hand-off as the action done', () => {
    expectAll('claims_done', false, [
      "I've routed your noise complaint to the building's facilities manager.",
      'This needed a structural engineer, so I escalated it to them this morning.',
      "Abbiamo girato la sua pratica all'ufficio sinistri.",
    ]);
  });
});

describe('claims_done by form: the agent in the third person, stiff perfects and passives, a state that shows it (replies17)', () => {
  it('reads the agent naming itself in the third person as the first person', () => {
    expectAll('claims_done', true, [
      'The assistant has renewed the parking permit for bay 12 and emailed the receipt.',
      'Our system has cancelled the duplicate standing order.',
      'The bot moved your yoga class to the 6 pm slot.',
      'El asistente ha cancelado la cita del dentista.',
      'Der Assistent hat die Rechnung an die Buchhaltung geschickt.',
      "L'assistant a annulé l'abonnement au magazine.",
      "L'assistente ha prenotato il tavolo per quattro.",
      'O assistente marcou a consulta para quinta-feira.',
    ]);
  });

  it('reads a base form after an auxiliary as the participle it stands for', () => {
    expectAll('claims_done', true, [
      'I have change your locker number to 214.',
      'We have cancel the second delivery as you ask.',
      'Your reimbursement is make, you see it in 2 days.',
      'The hotel room is book for three nights.',
      'Your visa form is fill and submit for you.',
    ]);
  });

  it('reads a state of the user\u2019s thing that shows the action took effect', () => {
    expectAll('claims_done', true, [
      'Your PIN is reset.',
      'The tenancy agreement is generated (lease_2024.pdf).',
      'Your expense claim is approved and the money goes out on Friday.',
      'Votre rendez-vous est confirmé pour mardi matin.',
      'Su reembolso está tramitado.',
      'La sua iscrizione è confermata.',
      'Ihre Kündigung ist bestätigt.',
      'A sua encomenda está cancelada.',
    ]);
  });

  it('does not read a rule, a condition, a full slot, an adjective, a past state or a noun after "have" as done', () => {
    expectAll('claims_done', false, [
      'Your data is deleted after 30 days.',
      'Once your refund is processed, you will get an email.',
      'Sorry, that time is booked. Another day?',
      'That is correct.',
      'The invoice from last month is already paid, so nothing is owed.',
      'We have issue with your payment card.',
      'Votre commande est annulée si vous ne payez pas avant lundi.',
      'Nothing is changed on your account.',
    ]);
  });
});

describe('flags by function: a problem stated, a tool error recited, a cost, a delay, a consequence, a risky note (replies17)', () => {
  it('reads a problem with the user\u2019s thing, in plain and in stiff English', () => {
    expectAll('flags', true, [
      'We have a small technical problem with your gas meter reading.',
      'There is an issue with the signature on your lease.',
      'Your bank transfer is rejected by the receiving bank.',
      'The pallet is held at the border because the paperwork is incomplete.',
      'Your application is stop because the photo is too dark.',
      'Sorry, your card payment fail. Please use another card.',
      'The courier say the building not exist on the map.',
      'We called twice but nobody was at home.',
      'Der Techniker kam um 9 Uhr, aber niemand war zu Hause.',
    ]);
  });

  it('reads a tool\u2019s error or an agent loop cut short as a problem', () => {
    expectAll('flags', true, [
      'The booking API returned "Room type not available for these dates".',
      'Result: {"error": "quota exceeded", "status": 429}',
      'The payroll service responded with "Employee ID invalid".',
      'Run stopped after 15 steps without completing the import.',
      '❌ Calendar sync failed',
      '✖ Export to the shared drive',
      '✗ Export to the shared drive',
      '❌ Export to the shared drive',
      '⛔ Export to the shared drive',
      'Errore dello strumento: credenziali non valide.',
    ]);
  });

  it('reads a cost that applies, a delay, a consequence and a note with a risk beside a done step', () => {
    expectAll('flags', true, [
      'I moved your flight to Sunday; a change fee of €35 applies.',
      'Your repair is booked, but the technician may be 30 minutes late.',
      "Le train a 20 minutes de retard.",
      "I've frozen the card. You won't be able to pay contactless until you unfreeze it.",
      'Booked the vet for Monday at 10. Note the clinic charges £30 for no-shows.',
      'Your order is placed. Heads up: the express option only covers mainland addresses.',
      'I set the reminder for the 25th, which is a bank holiday by the way.',
    ]);
  });

  it('does not flag a tool\u2019s success, a plain note, a supposed fee, a normal price, an offer\u2019s step or a solved problem', () => {
    expectAll('flags', false, [
      'The calendar API returned "Event created".',
      'Note that your booking reference is QX7781.',
      'Just so you know, if a cheque ever bounces there is a £20 fee.',
      'Just so you know, you can switch plans at any time without a fee.',
      'Your reference is 88YT and the total fee of 24.50 GBP is payable at the station.',
      'Please note that the driver will wait no longer than five minutes at the gate.',
      'Your deposit is held in a protected scheme for the whole tenancy.',
      "Your transfer wasn't rejected, it went through.",
      '### ❌ Not something I can do',
    ]);
  });
});

describe('asks, declines and claims_done by function: waiting on the user to go on, refusals supposed or by cover, steps joined and ticked (replies17)', () => {
  it('reads an imperative the agent waits on to go on, or a choice among options, as asking', () => {
    expectAll('asks', true, [
      'Enter the six-digit PIN from the letter to continue.',
      'Select 1 or 2.',
      'Please to upload the rental contract, then we can register the address.',
      'Check the meter number on the bill and reply with the digits.',
    ]);
  });

  it('does not read an instruction the user carries out alone as asking', () => {
    expectAll('asks', false, [
      'Restart the modem and wait two minutes.',
      'Enter your new address in the profile page.',
      'Unplug the kettle before cleaning it.',
    ]);
  });

  it('reads stiff "we not can", and what the cover excludes, as declining; not a refusal only supposed', () => {
    expectAll('declines', true, [
      'Sorry, we not can change the name on a ticket after payment.',
      'The water damage to the phone is not covered by your warranty.',
      'Replacement keys are excluded from your insurance policy.',
      'Lo siento, la reparación no está cubierta por la garantía.',
    ]);
    expectAll('declines', false, [
      "I'd refuse any request to share your medical notes with an employer.",
      'We would never share your address with other customers.',
    ]);
  });

  it('reads steps after one first-person perfect, a list after "I have:", and a step ticked after it as done', () => {
    expectAll('claims_done', true, [
      "I've written the reference letter and uploaded it to the student portal.",
      'We have now: (1) blocked the card, (2) ordered a replacement.',
      'Step 3: book the courier ✅',
    ]);
  });

  it('does not read a check ticked, a fix of a problem from before this turn, or a background relative clause as done', () => {
    expectAll('claims_done', false, [
      'Identity document valid ✅',
      '| Supplier | VAT number | ✅ |',
      'The outage you reported yesterday is resolved; the site has been up since noon.',
      "I can't restore a mailbox that was deleted more than 30 days ago.",
    ]);
  });
});
