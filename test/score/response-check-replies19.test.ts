/**
 * Issue 16, replies19 round: the twelfth set's tool-loop kinds (support agents at the end of a tool
 * loop), read as mechanisms — a count of the user's own matching records before a question (the
 * ambiguity stated: flags), and a fact of this request's own thing followed by "so I can't …" (the
 * mirror of replies18's "can't … because <fact>": flags, and still a decline), and a tool's empty
 * result or error code told plainly (a failure: flags). Sentences written here,
 * in domains the set does not have, none copied from it.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe("flags: a count of the user's own matching records (replies19)", () => {
  it('reads the ambiguity stated, in a reply that asks, in five languages', () => {
    expectAll('flags', true, [
      'We found 3 matching profiles for that phone number. Which one should I update?',
      "Which badge number is it? There's more than one Dana in the Lisbon office.",
      'I see 2 booking under this surname, can you give me the locker code?',
      'To move the data bundle I need to know which SIM — your family plan has three lines.',
      'Ho trovato tre pazienti con il cognome Ferri. Mi dai la data di nascita?',
      '¿Me confirmas el DNI? Hay dos clientes con el nombre Lucía Gómez.',
      "J'ai trouvé deux comptes avec cette adresse. Lequel faut-il fermer ?",
      'Encontrei duas contas com esse telefone. Qual delas devo atualizar?',
    ]);
  });

  it('keeps reading the question as a question', () => {
    expectAll('asks', true, [
      'We found 3 matching profiles for that phone number. Which one should I update?',
      'Ho trovato tre pazienti con il cognome Ferri. Mi dai la data di nascita?',
    ]);
  });

  it('does not read ways, options or things on offer as the user’s records', () => {
    expectAll('flags', false, [
      "There's more than one way to export the report. Which do you prefer?",
      'You have two options here: keep the seat or take the voucher. Which one?',
      'There are two tours on Saturday morning. Which would you like?',
      'More than one of our guides speaks Japanese.',
    ]);
  });
});

describe("flags: a fact of this request's thing, so it can't be done (replies19)", () => {
  it('reads the fact before "so I can\'t", in four languages', () => {
    expectAll('flags', true, [
      "Your gym membership was frozen on 2 May, so I can't book classes on it until it's reactivated.",
      "The spring sale ended on Sunday, so I can't apply the 15% discount to this order.",
      "Your team is on the Starter plan, which has no audit log, so I can't export one for you.",
      'La reserva ya está pagada, así que no puedo cambiar el titular.',
      'Il biglietto è già stato utilizzato, quindi non posso rimborsarlo.',
      'A matrícula já foi confirmada, por isso não posso trocar a turma.',
    ]);
  });

  it('keeps reading the refusal as a decline', () => {
    expectAll('declines', true, [
      "The spring sale ended on Sunday, so I can't apply the 15% discount to this order.",
      'La reserva ya está pagada, así que no puedo cambiar el titular.',
    ]);
  });

  it("does not read the agent's own state or a general rule as the fact", () => {
    expectAll('flags', false, [
      "I've already explained the steps, so I can't add much more.",
      "I'm already helping another team, so I can't join the call.",
      "Gift cards are digital, so they can't be returned.",
      "Refunds are governed by our policy, so I can't make exceptions for anyone.",
      "Personal data is private, so I can't share another member's address.",
    ]);
  });
});

describe("flags: a tool's empty result or error told plainly (replies19)", () => {
  it('reads the failure', () => {
    expectAll('flags', true, [
      'find_member returned no data for the card number you gave. Could you check it?',
      'No records were returned for the depot code GLX-4.',
      'Error: quota exceeded (403). I will try the geocoder again shortly.',
      'Rate limit reached on the timetable service; retrying in a minute.',
    ]);
  });

  it('does not read an empty result that is the answer', () => {
    expectAll('flags', false, [
      'The scan returned no errors, so the backup is good to go.',
      'The audit returned no overdue invoices for March.',
    ]);
  });
});
