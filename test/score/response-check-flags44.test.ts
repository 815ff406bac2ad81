/**
 * Issue 16, flags44 round: flags and hand-offs read by the function a clause serves, over open vocabulary — two records
 * that match one key told with a verb of matching, finding or appearing; an identifier told malformed or unknown by its
 * shape; a lock told as a third party's state or a time passed; a failure told by a partner, and a cost beside a done;
 * the reply-level drop of a count of records sharing a key before a which-question; and a third party who will act next
 * on the request, told as their act. With the guards: things on offer matching a search, a format stated as a rule, a
 * cut-off told as a rule, a past filing reported alone, a status table, a generic policy, a call ahead of a booked
 * visit, a bare call after the agent's own done, a referral the user must make, the agent's own reach as a reason.
 * Sentences written here, in domains the twenty-eighth set (operations with carriers, brokers and technicians) does
 * not use — healthcare, utilities, travel, software, public services — none copied from a set.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { expectAll } from '../helpers/signals.js';

describe('flags: two records matching one key, told with a verb of matching, finding or appearing (flags44)', () => {
  it('reads a count of records that match, come up or appear under one key, whatever the noun', () => {
    expectAll('flags', true, [
      "3 patient files match 'Jordan Ellis, 12/04/1988'.",
      'Two meters come up under that supply address.',
      'En el padrón aparecen dos vecinos con el mismo DNI.',
      'Im Portal finden sich zwei Anträge mit der gleichen Nummer.',
      'On a deux dossiers de remboursement sur votre fiche patient.',
      'Ci sono due richieste aperte per lo stesso contatore.',
      'Aparecem dois contratos com o mesmo NIF.',
    ]);
  });
  it('does not read things on offer matching a search', () => {
    expectAll('flags', false, [
      'Three hotels match your dates in Lisbon.',
      'Two flights come up for Friday morning, at 07:10 and 09:45.',
      'Four courses match your filters: two in Spanish, two in French.',
    ]);
  });
  it('keeps the flag when a which-question follows records sharing a key (the reply-level choice rule)', () => {
    const read = checkResponse('I found two practices called "Northgate Surgery" in the directory — one in Leeds, one in Hull. Which one is yours?');
    expect(read.flags).toBe(true);
    expect(read.asks).toBe(true);
    expect(checkResponse('There are two ferries on that route, one at 9 and one at 14. Which do you prefer?').flags).toBe(false);
    expect(checkResponse('I can see three dentists named Patel near you.\n\n- Patel Dental, Hove\n- Patel & Co, Brighton\n- Patel Smiles, Lewes\n\nWhich one should I book?').flags).toBe(false);
  });
});

describe('flags: an identifier told malformed or unknown by its shape (flags44)', () => {
  it('reads a format not met, a digit count against the one needed, not in the register, a letter for a digit', () => {
    expectAll('flags', true, [
      "The NHS number you gave isn't in the format we expect.",
      'That meter serial has 9 digits, it should have 11.',
      'The passport number is not in our register.',
      'El número de expediente no tiene el formato correcto.',
      "Le numéro de sécurité sociale n'est pas au bon format.",
      'Die Steuer-ID hat 10 statt 11 Stellen.',
      'Il codice del contatore non esiste nella nostra anagrafica.',
      'O número de utente não existe no nosso registo — parece ter a letra O no lugar do zero.',
    ]);
  });
  it('does not read a format stated as a rule', () => {
    expectAll('flags', false, [
      'The NHS number is 10 digits, written in three groups.',
      'Los números de expediente tienen el formato AAAA-NNNN.',
    ]);
  });
});

describe('flags: a lock told as a third party\'s state or a time passed (flags44)', () => {
  it('reads a record already at a locked status, a cut-off in the past, a passed departure before a can\'t', () => {
    expectAll('flags', true, [
      "Your repeat prescription is already marked 'dispensed' at the pharmacy.",
      'Die Anmeldung steht schon auf „abgeschlossen“.',
      'La factura ya figura como emitida.',
      'The deadline for changing the flight name was yesterday at 18:00.',
      'Der Annahmeschluss für Anträge war am Freitag.',
      'The train left Euston at 08:30 with your bike on board, so I can\'t have it offloaded at Crewe.',
      'El certificado ya figura como firmado por el notario, así que no lo puedo modificar.',
    ]);
  });
  it('does not read a cut-off told as a rule, nor a past filing reported alone, nor the agent\'s own reach as a reason', () => {
    expectAll('flags', false, [
      'The cut-off for same-day repairs is 12:00.',
      'Your tax return was submitted by your accountant in January, reference attached for your records.',
      'No tengo ninguna herramienta que muestre el historial de lecturas, así que no puedo decirle el consumo de 2019.',
      'Non ho accesso al registro delle vaccinazioni, quindi non posso dirti la data.',
    ]);
  });
  it('reads a past filing as the lock when a refusal follows it', () => {
    expect(checkResponse('The planning application was submitted by the architect yesterday at 17:00. I cannot change the drawings on it now.').flags).toBe(true);
  });
});

describe('flags: a failure told by a partner, a cost beside a done (flags44)', () => {
  it('reads none left, a partner reporting a no, a system error, a breakdown, a breached service level, an extra cost', () => {
    expectAll('flags', true, [
      "Le centre de vaccination n'a plus de créneau disponible cette semaine.",
      'No hay hueco en el centro de salud hasta el martes.',
      'Die Stadtwerke melden für Ihre Straße am Montag keine Ablesung.',
      'O sistema do hospital devolveu erro ao gravar a marcação.',
      'The booking engine returned an error when I tried the return leg.',
      "L'opérateur réseau a eu une panne sur votre secteur.",
      'Your SLA was breached on the outage ticket: the fix took 11 hours against an 8-hour target.',
      'Ho prenotato la visita, ma il referto urgente costa 40 € in più.',
      "I booked the transfer, but the later pickup costs €25 extra.",
    ]);
  });
  it('reads a partner\'s status quoting a problem, not one quoting a plain state', () => {
    expect(checkResponse("The council portal says 'no slots left this month' for bulky waste.").flags).toBe(true);
    expect(checkResponse("The council portal says 'collection booked' for Thursday.").flags).toBe(false);
  });
  it('does not read a price alone, a system\'s behaviour in general, nor a status table', () => {
    expectAll('flags', false, [
      'The urgent report costs 40 €.',
      'The booking portal returns error messages in plain English.',
      'Status of your requests:\n\n| Ref | Service | Status |\n|---|---|---|\n| R-1 | Bin collection | Scheduled |\n| R-2 | Street light | Repaired |',
    ]);
  });
});

describe('hands_off: a third party who will act next, told as their act (flags44)', () => {
  it('reads a named party\'s coming act on the request: a call for a purpose, a filing, a check asked of them', () => {
    expectAll('hands_off', true, [
      'The surveyor from Hartley Homes will call you on Monday to arrange access to the loft.',
      'Our pharmacists have the prescription and will handle the substitution this afternoon.',
      "I've asked your care coordinator, Amira, to check the dosage with you.",
      'Der Kundendienst der Stadtwerke meldet sich bei Ihnen wegen des Zählertauschs.',
      "Il loro tecnico vi contatta domani per l'installazione del router.",
      'A técnica da operadora liga-lhe amanhã para marcar a instalação.',
      'El gestor del seguro te llamará mañana para revisar el parte.',
      'Le conseiller de la mairie vous rappellera pour fixer le rendez-vous.',
    ]);
  });
  it('does not read a generic policy, a call ahead of a visit, a bare call after a done, a referral, the user\'s own act', () => {
    expectAll('hands_off', false, [
      'A technician usually calls within 48 hours of a fault report.',
      'Our engineers always call ahead before arriving.',
      "I've renewed your parking permit; the council will email you the confirmation.",
      'Please call the installer, who can arrange a new slot.',
      "You'll call the clinic tomorrow to confirm.",
      'Der Techniker meldet sich vor seinem Besuch telefonisch.',
      'The installer called you yesterday to arrange the fitting.',
    ]);
  });
});
