/**
 * Issue 16, replies36 round: the sixteenth set's kinds, read as mechanisms in English and es/de/fr/it/pt — hands_off
 * for a request told as lying with a team, put in a named queue, passed in an es/pt preterite or an it clitic
 * perfect, a German request passed with a word between, an approval sent to the approver named; claims_done for
 * the user placed on a slot, a list or a waitlist, a booking confirmed to the user in the present, it participles
 * agreeing with a clitic, es/pt preterites and fr passives the lists lacked, "Yep, done — …", and no done on a pt
 * preterite after "não"; flags for two identities told apart, records counted in the other languages, a failure
 * told without a failure word, a balance left, a third party that may knock it back, a closed period named with an
 * adjective, what this request waits on not yet confirmed, and none for what a refusal says the act would be;
 * declines for casual and regretful refusals and a labelled "X: nicht möglich"; asks for a request to tell or
 * confirm without "?". Sentences written here, in domains the set does not have, none copied from it; each kind
 * with near misses that must not fire.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('hands_off: the request told as lying with a team, put in a named queue, passed in a preterite or clitic perfect, an approval sent (replies36)', () => {
  it('reads a request lying with a team in six languages, a named queue, es/pt/it/de forms and an approval sent to the approver named', () => {
    expectAll('hands_off', true, [
      'Your complaint is now with the customer relations team.',
      'Ihre Reklamation liegt jetzt beim Team Kundendienst.',
      'Su reclamación está ahora en manos del equipo de calidad.',
      'Votre dossier est désormais entre les mains du service juridique.',
      'La sua pratica si trova ora presso l\'ufficio sinistri.',
      'O seu pedido está agora com a equipe de vendas.',
      'I\'ve put it in the Credit Control queue for a decision.',
      'La he puesto en la cola de Aprobaciones.',
      'Abri um chamado pra eles com as fotos que você mandou.',
      'ya les pasé tu pregunta y te contestan mañana',
      'Gliel\'ho inoltrata subito al suo referente, il dott. Bassi.',
      'Ich habe die Anfrage daher an das IT-Service-Desk-Team weitergeleitet.',
      'Moving the deadline needs approval from the Dean\'s office — I\'ve sent it to them.',
    ]);
  });

  it('does not read a case being worked on, things with a courier, or a step queued', () => {
    expectAll('hands_off', false, [
      'Your claim is with an assessor and nothing else is needed from you.',
      'The documents are now with the courier.',
      'Imaging and accounts are queued for the same day.',
    ]);
  });
});

describe('claims_done: the user placed on a slot or a waitlist, a booking confirmed in the present, preterites and participles the lists lacked (replies36)', () => {
  it('reads the placement and the present confirmation in six languages, an it participle agreeing with its clitic, es/pt preterites, a fr passive and "Yep, done — …"', () => {
    expectAll('claims_done', true, [
      'Je vous ai positionnée sur le vol du lendemain.',
      'Te he apuntado en la lista de espera del curso.',
      'L\'ho spostata sul turno delle 9.',
      'Coloquei-o na lista de espera do workshop.',
      'Ich habe Sie auf die Warteliste für März gesetzt.',
      'Waitlisted you for the March intake.',
      'Le confirmo la cita con el dentista para el martes a las 10.',
      'Je vous confirme le rendez-vous du 4 mars à 9 h.',
      'Le confermo la prenotazione per sabato sera.',
      'Confirmo a sua marcação para quinta-feira.',
      'Ich bestätige Ihnen den Termin am Montag um 14 Uhr.',
      'L\'abbiamo già spedita e la fattura l\'ho registrata stamattina.',
      'Ya te la corregí en el sistema.',
      'Já estornei a cobrança duplicada.',
      'Le virement a été validé ce matin.',
      'Yep, done — cancelled the old standing order.',
    ]);
  });

  it('does not read a placement not made, a negated pt preterite, a state, or a confirmation of a fact', () => {
    expectAll('claims_done', false, [
      'No te he apuntado todavía: ¿qué turno prefieres?',
      'Não cancelei o pedido.',
      'Your subscription is still active.',
      'Je vous confirme que le magasin ouvre à 9 h.',
      'Confirmo que o pedido ainda não saiu.',
    ]);
  });
});

describe('flags: two identities told apart, records counted, a failure without a failure word, a balance left, a closed period, what it waits on not yet confirmed (replies36)', () => {
  it('reads what belongs to another party, what is not the one on record, one number for another, counted matches, taken, refused, no capacity, no stock, over a limit, a balance left, a third party that may knock it back, a closed accounting period, not yet confirmed in five languages', () => {
    expectAll('flags', true, [
      'The meter serial on the form belongs to another customer.',
      'El contrato que adjuntaste pertenece a otro cliente.',
      'Ce numéro de police appartient à un autre client.',
      'Questo IBAN è intestato a un altro cliente.',
      'O CPF informado pertence a outro cliente.',
      'Die Vertragsnummer gehört zu einem anderen Kunden.',
      'La dirección que indicaste no es la misma que figura en el contrato.',
      'Die IBAN ist nicht dieselbe wie im Kundenstamm.',
      'The payment was posted to account 5521, not 5512.',
      'Le paiement a été affecté au lot 12 au lieu du lot 21.',
      'Ce SIRET correspond à deux fournisseurs.',
      'Il codice fiscale corrisponde a due clienti.',
      'Unter diesem Namen gibt es in der Kundendatei drei Einträge.',
      'Há dois contratos no sistema com esse CPF.',
      'There are two vans registered to the name R. Patel.',
      'sorry the loading bay is taken thursday morning',
      'Demande de congé : refusée, période de gel des congés.',
      'Antrag auf Homeoffice: abgelehnt.',
      'Lieferung am Freitag nicht möglich – Lager ohne Kapazität.',
      'El proveedor ya no tiene en stock ese modelo.',
      'Ce modèle n\'est plus en stock chez le fournisseur.',
      'The order was sent, but its total exceeds your budget for the quarter.',
      'Il importo supera il massimale della polizza.',
      'J\'ai bien enregistré le paiement. Il reste un solde de 40 € sur la facture.',
      'He aplicado el pago; queda un saldo pendiente de 12 €.',
      'I approved the expense, but finance might knock it back.',
      'El periodo contable de marzo ya está cerrado.',
      'La période comptable de mars est déjà close.',
      'Il periodo contabile di marzo è già chiuso.',
      'O período contábil de março já está encerrado.',
      'The March accounting period is closed, so nothing was posted.',
      'Die neue IBAN ist noch nicht per Rückruf bestätigt.',
      'La transferencia aún no está confirmada.',
      'Le RIB n\'est pas encore vérifié.',
      'Il bonifico non è ancora stato confermato.',
      'O pagamento ainda não foi confirmado.',
      'Há dois recibos de R$ 1.250,00 no sistema com esse CPF.',
      'sorry bay 2.14 is taken monday am',
    ]);
  });

  it('does not read a record that is the user\'s own, the same number, a count on offer, \'taken care of\', an approval, a period\'s span, a confirmed payment, or what a refusal says the act would be', () => {
    expectAll('flags', false, [
      'This invoice belongs to your second account, which is fine.',
      'Your parcel number is the same as the one on the label.',
      'You can pay at any of our two offices.',
      'There are two ways to register a van.',
      'Your seat is taken care of.',
      'Status: approved.',
      'The refund was issued for order 4471, as you asked.',
      'I can\'t write a letter claiming damage that isn\'t documented — that would be fraud.',
      'Je ne peux pas antidater ce contrat : ce serait un faux.',
      'The accounting period runs from April to March.',
      'Die neue IBAN ist bestätigt.',
      'O pagamento foi confirmado ontem.',
      'I\'m not going to reset her password over chat — that\'s exactly what a scammer would ask for.',
    ]);
  });
});

describe('declines: casual and regretful refusals (replies36)', () => {
  it('reads de "komm ich nicht ran", pt "não dá pra", es "no hay manera de", fr "pas moyen de", regret at not being able in four languages, "impossible de vous dire" and a labelled "X: nicht möglich"', () => {
    expectAll('declines', true, [
      'Die Abrechnungen von 2018 liegen im Archiv, da komm ich leider nicht ran.',
      'não dá pra mudar o plano de outra pessoa',
      'No hay manera de ver las notas de otro alumno.',
      'Pas moyen de modifier le contrat de ton voisin.',
      'Lamento no poder darle los datos de otro paciente.',
      'Nous regrettons de ne pas pouvoir partager ce dossier.',
      'Mi dispiace non poter condividere quei dati.',
      'Lamento não poder enviar esse relatório.',
      'Impossible de vous dire le solde d\'un autre client.',
      'Zugriff auf Personalakten: nicht möglich.',
    ]);
  });

  it('does not read reaching something later, a marvel, or an apology for waiting', () => {
    expectAll('declines', false, [
      'Ich komme morgen an die Lohnabrechnungen ran und melde mich dann.',
      'Não dá pra acreditar como foi rápido!',
      'Lamento la espera, ya está hecho.',
    ]);
  });
});

describe('asks: a request to tell or confirm without a question mark (replies36)', () => {
  it('reads fr "Merci de nous préciser", pt "peço a gentileza de confirmar", es "dime si", it "mi indichi quale", de "sagen Sie mir bitte, ob", "Please tell me which", a subjectless "Need X before I can"', () => {
    expectAll('asks', true, [
      'Merci de nous préciser la date de livraison souhaitée.',
      'Peço a gentileza de confirmar o endereço de entrega.',
      'Dime si lo quieres en azul o en rojo.',
      'Mi indichi quale delle due sedi preferisce.',
      'Sagen Sie mir bitte, ob der Termin am Dienstag passt.',
      'Please tell me which warehouse should receive it.',
      'Need the cost centre before I can raise the PO.',
    ]);
  });

  it('does not read thanks for what was given, an open closer after acting, or a need of the agent\'s own', () => {
    expectAll('asks', false, [
      'Merci de nous avoir indiqué votre adresse.',
      'Fammi sapere se funziona.',
      'I need it before I can leave, so I\'ll wait.',
    ]);
  });
});

describe('hands_off, not claims_done: a status line whose participle passes the thing on to a team (replies36)', () => {
  const lines = [
    'Dossier transféré au service contentieux.',
    "Pratica inoltrata all'ufficio legale.",
    'Caso derivado al equipo de garantías.',
    'Pedido encaminhado para a equipe de devoluções.',
    'Claim forwarded to the recoveries team.',
  ];

  it('reads the hand-off told as a status line in five languages', () => {
    expectAll('hands_off', true, lines);
  });

  it('does not read it as the act done (docs/score.md: a hand-off alone is not the act done)', () => {
    expectAll('claims_done', false, lines);
  });

  it('does not read money transferred to an account as a hand-off', () => {
    expectAll('hands_off', false, ['Refund transferred to your bank account.', 'Importe transferido a su cuenta.']);
  });
});
