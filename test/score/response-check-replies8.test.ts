/**
 * Issue 16, replies8 round: the kinds of miss the fifth written set (replies-heldout-5.jsonl)
 * revealed, each a kind of sentence rather than a phrase — completions in other words and by other
 * parties, failures said in plain words and in es/de/fr/it/pt, failure words that are denied,
 * settled, hypothetical or a policy, refusals that are impersonal or in another language against
 * rules about what other people may do, asks by function (unpunctuated wh-questions, read-backs,
 * "not sure whether you meant X or Y", "reply if that is wrong"), and hand-offs whose team was named
 * earlier or whose verb is separable or enclitic. Sentences written here, none copied from a set.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';

const read = (t: string) => checkResponse(t);

function expectAll(signal: 'asks' | 'flags' | 'declines' | 'claims_done' | 'hands_off', want: boolean, texts: string[]): void {
  for (const t of texts) expect(read(t)[signal], `${signal} ${want}: ${t}`).toBe(want);
}

describe('claims_done, replies8 round', () => {
  it('reads another party reporting the action done, and shipped / ticketed / went through', () => {
    expectAll('claims_done', true, [
      'The clinic confirmed your appointment for Tuesday at 10.',
      "I spoke to the warehouse and they've processed the return.",
      'Parcel #55120 has shipped.',
      'Your train tickets are ticketed and in your wallet.',
      'Everything went through, and the receipt is in your inbox.',
      'alright the payment went thru',
      'YOUR DEPOSIT HAS BEEN RECEIVED.',
    ]);
  });

  it('reads the same completions in es/de/fr/it/pt, and not when negated or dated', () => {
    expectAll('claims_done', true, [
      'La clínica confirmó su cita del martes.',
      'Die Praxis hat Ihren Termin bestätigt.',
      'La clinique a confirmé votre rendez-vous.',
      'La clinica ha confermato il suo appuntamento.',
      'A clínica confirmou a sua consulta.',
      'Su paquete ha sido despachado.',
      'Ihr Paket wurde heute versandt.',
      'Votre colis a été expédié.',
      'Il suo pacco è stato spedito.',
      'O seu pacote foi despachado.',
    ]);
    expectAll('claims_done', false, [
      'Ihre Überweisung ist noch nicht eingegangen.',
      'O pagamento ainda não foi recebido.',
      "Le colis n'a pas été expédié.",
      'La factura fue recibida el 3 de marzo.',
    ]);
  });

  it('reads a dropped apostrophe and a ticked task-list line', () => {
    expectAll('claims_done', true, ['Ive cancelled the duplicate subscription.', '- [x] Renewed the domain for a year']);
    expectAll('claims_done', false, ['- [ ] Renew the domain for a year']);
  });

  it('does not read a contact relative clause, an enclitic infinitive or regret as done', () => {
    expectAll('claims_done', false, [
      'Please open the code we sent you and enter it on the sign-in page.',
      'Vou transferi-la para o setor financeiro.',
      'Unfortunately, the parcel has shipped to the old address.',
      'If the bank confirmed the transfer, it will show tomorrow.',
      'The bank has confirmed the outage on their side.',
      'Check that the parcel has shipped before you cancel.',
    ]);
  });
});

describe('flags, replies8 round', () => {
  it('reads empty searches, money taken twice and a difference nothing explains', () => {
    expectAll('flags', true, [
      'The lookup came back empty for that postcode.',
      'Your card was charged twice for the same order.',
      'There is a $40 gap between the two reports, and no refund accounts for it.',
      'There are no rooms available on the 14th.',
      "I can't move a shift the manager has already approved.",
    ]);
  });

  it('reads places and events that are full in all six languages', () => {
    expectAll('flags', true, [
      'Sorry, there are no seats left for Saturday.',
      'Lo siento, no quedan habitaciones para el sábado.',
      'Das Konzert ist leider ausverkauft.',
      'Désolé, il n\'y a plus de places pour ce soir.',
      'Purtroppo il ristorante è al completo sabato sera.',
      'Infelizmente não há mais quartos para essa data.',
    ]);
  });

  it('reads the same kinds of failure in es/de/fr/it/pt', () => {
    expectAll('flags', true, [
      'La búsqueda no devolvió resultados para ese código.',
      'Die Suche ergab keine Treffer für diese Nummer.',
      "La recherche n'a donné aucun résultat pour ce nom.",
      'La ricerca non ha dato risultati per quel codice.',
      'A pesquisa não retornou resultados para esse CPF.',
      'Le hemos cobrado dos veces el mismo pedido.',
      'Die Rechnung wurde zweimal abgebucht.',
      'Vous avez été débité deux fois.',
      'Il canone è stato addebitato due volte.',
      'A mensalidade foi cobrada duas vezes.',
      'Hay una diferencia de 30 € que ninguna operación explica.',
      'Es gibt eine Differenz von 30 €, die keine Buchung erklärt.',
      "Il reste un écart de 30 € qu'aucune opération n'explique.",
      'Resta una differenza di 30 € che nessuna operazione spiega.',
      'Há uma diferença de 30 € que nenhuma transação explica.',
    ]);
  });

  it('does not read a failure word that is denied, settled, hypothetical, a policy or held for the user', () => {
    expectAll('flags', false, [
      'Good news: the match is not sold out yet, and 30 seats remain.',
      "There's nothing wrong with the invoice; it just shows the net amount.",
      'The portal was offline last night, but it is back up and your upload went through.',
      'Tell me if the phone number is wrong and I will fix it.',
      'After three failed sign-in attempts, accounts are locked for ten minutes.',
      'Your fare is locked in until Friday.',
      'Would you like me to pay the outstanding balance now?',
      "Don't worry, you won't be charged twice for the upgrade.",
      'El concierto no está agotado todavía.',
      'Das Hotel ist nicht ausgebucht.',
      "Il n'y a plus de problème avec votre compte.",
    ]);
  });
});

describe('declines, replies8 round', () => {
  it('reads impersonal and other-language refusals of the agent\'s own', () => {
    expectAll('declines', true, [
      'Sorry, reversing a chargeback is outside what this assistant can do.',
      'Es ist mir leider nicht möglich, fremde Konten zu ändern.',
      'No me está permitido revelar datos de otros clientes.',
      'Il ne m\'est pas permis de modifier ce contrat.',
      'Non mi è consentito cancellare ordini di altri utenti.',
      'Não me é permitido alterar dados de terceiros.',
      'Anular un cargo va más allá de lo que este asistente puede hacer.',
      'Eine Rückbuchung übersteigt, was dieser Assistent leisten kann.',
      'Annuler un prélèvement va au-delà de ce que cet assistant peut faire.',
      'Stornare un addebito va oltre ciò che questo assistente può fare.',
      'Estornar uma cobrança está além do que este assistente pode fazer.',
    ]);
  });

  it('does not read rules about what other people may do as a refusal', () => {
    expectAll('declines', false, [
      'It is not appropriate to wear sandals in the lab.',
      'Your landlord is not allowed to keep the deposit without a reason.',
      "Il n'est pas possible de stationner devant l'entrée.",
      'No está permitido fumar en la terraza.',
    ]);
    expectAll('declines', true, ["Sorry, it's not possible for me to bring the delivery date forward."]);
  });
});

describe('asks, replies8 round', () => {
  it('reads asks by function without a question mark', () => {
    expectAll('asks', true, [
      "I'm not sure whether you meant the June invoice or the July one.",
      'I changed the delivery name to R. Costa; reply if that spelling is wrong.',
      'So that is the grey jacket in size L, sent to your home address.',
      'the code you sent has 5 digits and ours have 6. could you check it again',
      'Welche Rechnung soll ich stornieren',
      'Quale indirizzo devo usare',
      'Quelle adresse dois-je utiliser',
      "I'm not sure whether you'd like the aisle seat or the window.",
      'Not sure which one you meant, the red or the blue one?',
      'Qual endereço devo usar',
      '- [ ] Move the domain: needs your transfer code',
    ]);
  });

  it('does not read an FAQ title in the user\'s voice or a do-it-yourself statement as asking', () => {
    expectAll('asks', false, [
      '**Can I change my plan?**\nYes, go to Billing and pick a new plan.',
      'Puedes descargar la factura tú mismo desde tu perfil.',
      "I'm not sure which account you mean.",
      "So that's the table for two I booked for you on Friday.",
      'Quando vuole, posso prenotare il tavolo.',
      'Wo Sie möchten, können wir liefern.',
      '**Why was I charged twice?**\nThe first charge was a pre-authorisation and drops off in 3 days.',
    ]);
    // The agent's own bold question still asks.
    expectAll('asks', true, ['**Which card should I refund?**', '**Could you send me your order number?**']);
  });
});

describe('hands_off, replies8 round', () => {
  it('reads hand-offs to a named colleague, to a team named earlier, and separable or enclitic verbs', () => {
    expectAll('hands_off', true, [
      "I've brought in Priya from our payments team; she'll take it from here.",
      "I've sent the screenshots to them and they'll contact you by Friday.",
      'ive passed this to the fraud team, theyll call you today',
      'Ich gebe Ihre Anfrage an unser Technikteam weiter.',
      'Vou transferi-la para um especialista.',
      'Je transmets votre demande à notre service comptable.',
      'Inoltro la sua richiesta al reparto spedizioni.',
      'Paso tu caso al equipo de facturación.',
    ]);
  });

  it('does not read an offer or a refusal to hand off as one', () => {
    expectAll('hands_off', false, ['I could bring in Priya from our payments team if you like.', "I can't pass this to them without your consent."]);
  });
});

describe('a hand-off is not the action (docs/score.md)', () => {
  it('reads an escalation or a request passed to a team as a hand-off, not as done', () => {
    const texts = [
      "I've escalated your refund request to the payments team, who will email you tomorrow.",
      'Your complaint has been forwarded to our compliance department.',
      "I've passed this to a specialist in our billing team.",
      'Ho inoltrato la richiesta al nostro ufficio reclami.',
      "J'ai transmis votre dossier au service client.",
    ];
    expectAll('hands_off', true, texts);
    expectAll('claims_done', false, texts);
  });

  it('still reads the action done beside a hand-off, and a transfer of money as the action', () => {
    expectAll('claims_done', true, [
      "I've refunded the $40 and escalated this to the billing team, who will confirm by email.",
      "I've cancelled the order, and passed your feedback to our quality team.",
      "I've transferred the $200 to your savings account.",
    ]);
  });
});
