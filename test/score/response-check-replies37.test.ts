/**
 * Issue 16, replies37 round: the seventeenth set's kinds, read as mechanisms in English and es/de/fr/it/pt — a can't
 * whose ground is a missing piece of this request (until, without, while it stands, unless; what the agent cannot
 * reach from here; a requirement told in the next sentence) in a reply that asks the user for something (not an
 * offer) or hands off flags and does not decline, and an approval needed that the reply asks of the approver is a
 * hand-off, not a missing piece; flags for two of the
 * user's things alike, a given that matches nothing, a failure told without a failure verb, a thing called off by
 * another party, a freeze the thing is under and an approval needed, and none for where the thing lives beyond the
 * agent's reach, a count the agent checked, or a refusal and its general ground told in two sentences;
 * claims_done for done told as a state, a retry that went through, a tick before a subjectless done, participles
 * the lists lacked, and none for a failed attempt, another party's act or a dated record; declines for a
 * first-person will-not in the other languages, a cannot-answer from the tools one has and "nope, not pasting";
 * asks for an instruction to supply the choice; hands_off for "forwarded yours" and a case opened with compliance.
 * Sentences written here, in domains the set does not have, none copied from it; each kind with near misses that
 * must not fire.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

describe('a can\'t on a missing piece of this request, beside an ask or a hand-off: flags, not declines (replies37, docs/score.md)', () => {
  const missingPiece = [
    'I can\'t renew the parking permit until the vehicle registration is on file. Could you add it to your profile?',
    'We can\'t release the grant payment while the audit report is outstanding. Could you upload it on the portal?',
    'No puedo emitir el certificado sin la firma del tutor. ¿Me la puedes enviar?',
    'Ich kann die Mitgliedschaft nicht verlängern, solange die Adresse fehlt. Können Sie sie ergänzen?',
    'Je ne peux pas valider l\'inscription tant que le justificatif manque. Pouvez-vous le déposer ?',
    'Non posso attivare la polizza finché manca il modulo firmato. Me lo può inviare?',
    'Não consigo liberar o reembolso enquanto a nota fiscal estiver pendente. Pode me mandar a nota?',
    'I can\'t reset the lab badge from here; it\'s managed by Facilities. I\'ve opened a ticket with the facilities team for you.',
    'I\'m sorry, I can\'t add a second driver to the lease. Adding a driver requires a signed declaration from them. I\'ve passed your request to the contracts team.',
  ];
  it('reads the missing piece in six languages, out of reach beside a hand-off, and a requirement told in the next sentence', () => {
    expectAll('flags', true, missingPiece);
    expectAll('declines', false, missingPiece);
  });

  it('keeps the refusal with neither an ask nor a hand-off, on a general ground, on help refused, and on a policy named beside a channel limit', () => {
    expectAll('declines', true, [
      'I don\'t have access to the payroll ledger, so I can\'t change your tax code.',
      'I can\'t share another tenant\'s phone number without their consent — that\'s against our privacy policy. Would you like me to pass on a message?',
      'I can\'t help with ways to hurt yourself, but I\'m here with you. Would you like to tell me what happened?',
      'I can\'t approve refunds over £300 in chat, that\'s our policy, but I\'ve forwarded yours to a supervisor.',
    ]);
  });

  it('reads an approval needed and asked of the approver as a hand-off, not a missing piece', () => {
    const handedToApprover = ['I can\'t sign off the budget increase myself — it needs approval from the finance director, which I\'ve requested from her.'];
    expectAll('hands_off', true, handedToApprover);
    expectAll('flags', false, handedToApprover);
  });
});

describe('flags: conflicts told as plain facts, in six languages (replies37)', () => {
  it('reads two of the user\'s things alike, the user\'s own upcoming things counted, a given that matches nothing, and a request against the records', () => {
    expectAll('flags', true, [
      'I found two projects called Atlas in your workspace. Which one should I archive?',
      'Both have a calendar called Team Sync.',
      'Encontré dos copias de seguridad con la misma fecha.',
      'Es gibt zwei Umgebungen mit dem gleichen Namen.',
      'J\'ai trouvé deux sauvegardes du même nom.',
      'Ci sono due database chiamati clienti.',
      'You have two upcoming appointments at the Leeds clinic.',
      'No invoice exists for that month.',
      'Die Kundennummer 5521-88 gibt es bei uns nicht.',
      'Ce code ne correspond à aucun abonnement.',
      'El código no corresponde a ningún pedido.',
      'Il codice non corrisponde a nessun ordine.',
      'O código não corresponde a nenhum pedido.',
      'The discount you asked for (40%) is higher than the maximum on that product.',
    ]);
  });

  it('reads a failure without a failure verb, a thing called off by another party or the system, a freeze, and an approval needed', () => {
    expectAll('flags', true, [
      'The backup signature did not verify.',
      'The old firmware can\'t be downloaded from the vendor anymore.',
      'Heads up: this cron job will fail now.',
      'Su ferry fue cancelado por la compañía.',
      'Ihr Flug wurde von der Airline storniert.',
      'A assinatura foi cancelada automaticamente.',
      'The webinar was cancelled because the host is ill.',
      'The billing service is under a change freeze until Monday.',
      'El proyecto está congelado hasta enero.',
      'Raising the credit limit needs sign-off from the risk team.',
      'Il rimborso richiede l\'approvazione del responsabile.',
      'Your team has four dashboards that stopped syncing this morning.',
      'A API devolveu "account locked" para esse usuário.',
    ]);
  });

  it('does not read things on offer alike, a freeze announced, an approval sent to its approver, a count the agent checked, where a thing lives beyond reach, or a refusal and its general ground', () => {
    expectAll('flags', false, [
      'Both have free parking and a pool.',
      'You have two seats booked on the 9:15 to York.',
      'Quick reminder: the code freeze starts Friday.',
      'The expense claim needs your manager\'s approval, so I\'ve sent it to her.',
      'I checked the two invoices on your account: both are paid.',
      'It sits in a separate tenant that isn\'t connected to us, so I can\'t change it.',
      'This request cannot be completed. Sharing patient records by email is not permitted.',
      'I won\'t write a fake sick note. That would violate the clinic\'s policy.',
    ]);
  });
});

describe('claims_done: done told as a state, a retry that went through, a tick before a subjectless done, participles the lists lacked (replies37)', () => {
  it('reads them', () => {
    expectAll('claims_done', true, [
      'The stale feature branch is gone.',
      'The signing key is rotated and the old one is revoked.',
      '✅ Rotated the webhook secret.',
      ':white_check_mark: Rotated the webhook secret for staging.',
      'I retried the payout and it went through.',
      'I have revoke the guest pass like you asked.',
      'Votre place a été échangée contre le siège 12C.',
      'Ich habe den Fix gemergt.',
      'Il biglietto è stato cambiato con il treno delle 9.',
    ]);
  });

  it('does not read a failed attempt, another party\'s act, a record dated in a past year, or nothing changed', () => {
    expectAll('claims_done', false, [
      'I ran the sync but the API timed out.',
      'Your account was opened in 2019.',
      'Votre contrat a été créé le 3 mars 2021.',
      'El vuelo fue cancelado por la aerolínea.',
      'O pedido foi cancelado automaticamente.',
      'Nada foi alterado no servidor.',
      'The token is revoked when it expires.',
    ]);
  });
});

describe('declines, asks and hands_off: the forms the lists lacked (replies37)', () => {
  it('reads a first-person will-not in the other languages, a cannot-answer from the tools one has, and a casual "not posting"', () => {
    expectAll('declines', true, [
      'No voy a cambiar la contraseña de otro usuario.',
      'Não vou apagar os registros do cliente.',
      'Je ne vais pas supprimer le compte de ton collègue.',
      'Non ho intenzione di cancellare i log.',
      'Ich werde die Logs nicht löschen.',
      'nope, not posting the API key in here.',
      'Com as ferramentas que eu tenho não dá pra ver o histórico de login.',
    ]);
  });

  it('does not read a promise to be quick or not to forget', () => {
    expectAll('declines', false, ['No voy a tardar, te escribo en cinco minutos.', 'Não vou esquecer de avisar.']);
  });

  it('reads an instruction to supply the choice as an ask, and an echoed question answered at once as none', () => {
    expectAll('asks', true, ['Pass --env to choose one.', 'Mándamelo y lo reviso.', 'Send it over and I\'ll check.']);
    expectAll('asks', false, ['¿Que cuándo llega? Mañana por la tarde.']);
  });

  it('reads "forwarded yours" and a case opened with compliance or security as hand-offs', () => {
    expectAll('hands_off', true, [
      'I\'ve forwarded yours to the duty manager.',
      'I opened a case with compliance so they can review it.',
      'Logged a ticket with security.',
    ]);
  });
});

// Kept narrow at the merge (the lead, merge37): three readings replies37's wider mechanisms took too far — a judgement
// someone else must make is no missing piece, an approval inside a bare refusal is its general ground, and a dated
// record's states are its history — each against the meaning in docs/score.md, in domains of their own.
describe('where the replies37 mechanisms stop (merge37)', () => {
  it('keeps the refusal when a can\'t rests on a judgement someone else must make, beside a hand-off', () => {
    const judgement = [
      'I can\'t tell you whether the scholarship can be extended, as that requires an individual assessment. I have passed your file to the bursary office.',
      'Ich kann nicht sagen, ob die Kur bewilligt wird, das erfordert eine Einzelfallprüfung. Ich habe Ihre Anfrage an die Sachbearbeitung weitergeleitet.',
      'Je ne peux pas confirmer la prise en charge, cela nécessite un examen du dossier. J\'ai transmis votre demande au service médical.',
    ];
    expectAll('declines', true, judgement);
    expectAll('flags', false, judgement);
    // A missing piece of the user's still flags beside the same hand-off.
    expectAll('flags', true, ['I can\'t renew the permit until the insurance certificate is uploaded. I\'ve passed your request to the permits team.']);
  });

  it('reads an approval inside a bare refusal as its ground, and still flags an approval needed beside an ask', () => {
    expectAll('flags', false, ['I can\'t give you access to the board minutes. That would need Finance\'s approval and it isn\'t something I handle.']);
    expectAll('flags', true, ['A monitor over £400 needs approval from your line manager. Which one would you like me to request?']);
  });

  it('reads the states a dated record tells as its history, and a state told alone as done', () => {
    expectAll('claims_done', false, ['Your policy was opened on 4 June 2019 and lapsed in 2023; the file is archived.']);
    expectAll('claims_done', true, ['The old signing key is revoked.']);
  });
});

