/**
 * Issue 16, fortieth round (relay40): the marketplace forms the twenty-second set showed for the four signals other than
 * flags. hands_off: the other party (a host, a driver, a seller) messaged and asked to act, a case opened with a third
 * party who decides or writes to the user, the request forwarded to a named company that answers it, the request sent on
 * past a parenthesis; feedback passed on and a message that only informs hand nothing on. claims_done: subjectless and
 * terse dones with a reference or a coupon, es "ya" + we-dones, a booking confirmed to the user, es "quedó lista", de/fr
 * first-person dones the lists lacked; a request received hours ago is a record. declines: a could-not on a lock or on
 * another party's rule refuses (in the next sentence too); a could-not on something broken or not found fails; a
 * policy's "not allowed" of a kind of thing refuses no one. asks: "reply here … and I'll …" after a deadline of a clock
 * time or an ordinal asks nothing now. Sentences written here, none copied from the sets.
 */
import { describe, it } from 'vitest';
import { expectAll } from '../helpers/signals.js';

const HANDED_ON = [
  // en: the other party messaged and asked to act; a case with a third party who decides; sent on past a parenthesis.
  'I\'ve texted the driver, Tomasz, about the scratched suitcase and asked him to bring it back tonight.',
  'We have asked the seller to send a replacement charger.',
  'I\'ve opened a claim with the courier\'s insurer, who will decide how much is paid back.',
  'I\'ve sent your request (two extra nights, pets included) to our bookings desk.',
  // es, pt, de, fr, it: the other party asked to act.
  'Le escribí a la vendedora para que te mande la talla correcta.',
  'Já passei seu número pra ela e ela vai te ligar hoje à tarde.',
  'Ich habe dem Vermieter geschrieben, damit er den Schlüssel hinterlegt.',
  'J\'ai écrit au livreur pour qu\'il repasse demain matin.',
  'Ho scritto all\'idraulico chiedendogli di tornare domani.',
  // A case opened with a third party who decides or writes; the request forwarded to a company that answers it.
  'Hemos abierto una reclamación y un perito te escribirá esta semana.',
  'J\'ai ouvert un litige avec le vendeur ; c\'est lui qui tranchera sous dix jours.',
  'Abbiamo aperto una contestazione e un mediatore ti scriverà entro due giorni.',
  'Seu pedido de troca foi encaminhado para a loja Central Calçados, que responde em até 3 dias.',
  'Your refund request has been forwarded to Harbour Ferries, who will reply within a week.',
];

describe('hands_off: the other party asked to act, a third party who decides, a company that answers (relay40)', () => {
  it('reads them in six languages', () => {
    expectAll('hands_off', true, HANDED_ON);
  });

  it('does not read feedback passed on, a message that only informs, an offer or a refusal', () => {
    expectAll('hands_off', false, [
      'I\'ve passed your feedback about the late check-in on to our hosting team.',
      'I let the host know you\'ll arrive after midnight.',
      'I\'ve messaged the host to tell her your flight lands at 10.',
      'If you like, I can ask the driver to call you.',
      'Ya abrimos la reclamación con la mensajería; te avisamos por correo cuando contesten.',
      'I didn\'t ask the seller to send anything yet.',
    ]);
  });
});

describe('claims_done: terse, we- and first-person dones in six languages (relay40)', () => {
  it('reads them', () => {
    expectAll('claims_done', true, [
      'Rescheduled CL-5521 (cleaner, Marta) to Fri 9 Feb, 2–4pm.',
      'Cupón aplicado!',
      'Ya cancelamos el pedido y te devolvimos el dinero.',
      'Te confirmamos la cita con el peluquero para el viernes a las 11.',
      'Ti confermo che il tuo annuncio è di nuovo attivo.',
      'Tu reserva del hotel ya quedó confirmada.',
      'Ich hab den Preis für die Wohnung auf 90 Euro gesenkt.',
      'Ich habe die Lieferadresse auf Ihre neue Wohnung gesetzt.',
      'J\'ai mis votre abonnement en pause jusqu\'en mars.',
      'J\'ai bien bloqué la carte se terminant par 2201.',
      'I have therefore cancelled the order and refunded £20 to your card.',
      'Ya te asigné un nuevo repartidor.',
      'Je vous ai ajouté un crédit de 5 € pour le retard.',
      'Reagendamos a consulta para sexta às 9h.',
      'Commande annulée ✔️ Le remboursement suit sous 3 jours.',
      'Bestellung storniert ✅',
    ]);
  });

  it('does not read a record of a request received hours ago, a refusal, or a promise', () => {
    expectAll('claims_done', false, [
      'Ihre Nachricht ist vor 5 Stunden eingegangen.',
      'Sorry, I couldn\'t reschedule CL-5521: the cleaner has already started.',
      'Te confirmaremos la cita cuando el peluquero responda.',
      'Cuando la reserva quede lista, te aviso.',
      'Nenhuma alteração feita.',
      'Nessuna modifica effettuata.',
      'Il reso va registrato tramite il sito.',
      'O reembolso foi emitido a 3 de maio e já consta no extrato.',
      'Cancelamos se você pedir até amanhã.',
    ]);
  });
});

describe('declines: a could-not on a lock or a rule refuses; one on a break fails (relay40)', () => {
  it('reads a could-not on a lock or another party\'s rule as a refusal', () => {
    expectAll('declines', true, [
      'I couldn\'t change the pickup time because the driver has already started the trip.',
      'Die Umbuchung konnte nicht durchgeführt werden, da die Reise bereits begonnen hat.',
      'Non l\'ho potuto spostare: il ristorante vuole che lo chiami tu.',
      'O pedido já foi despachado, então não dá mais pra mudar o endereço.',
      'I could not cancel the cleaning. The cleaner is already in progress at your flat.',
      'O resgate foi feito ontem e não pode ser desfeito.',
      'O boleto já foi pago, então não tenho como mudar a data.',
    ]);
  });

  it('does not read a could-not on a refused payment, an error or a thing not found, nor a policy\'s "not allowed"', () => {
    expectAll('declines', false, [
      'Não conseguimos finalizar a compra: o cartão foi recusado.',
      'No pude cancelar el envío: el número de guía no aparece en tu cuenta.',
      'The bookings service returned an error (503) when I tried to load your stay, so I can\'t change it right now.',
      'Smoking and parties aren\'t allowed in any of our flats.',
      'A reserva pode ser desfeita até sexta-feira.',
    ]);
  });
});

describe('asks: an imperative for the missing piece or the user\'s choice; a courtesy question, an FAQ, a self-act (relay40)', () => {
  it('reads the imperative', () => {
    expectAll('asks', true, [
      'Mandami il codice dell\'ordine.',
      'Bitte laden Sie den Kaufbeleg hoch.',
      'Écrivez-moi le numéro affiché sur le colis.',
      'Fammi sapere come vuoi procedere.',
      'Dime cómo quieres proceder.',
    ]);
  });

  it('does not read a courtesy question on the service, an FAQ in the user\'s voice, or what the user can do themselves', () => {
    expectAll('asks', false, [
      'How was your ride? Rate your driver in the app.',
      'Com\'è andata la consegna?',
      'How do I change my plan? Go to Settings and tap Plan.',
      'Non posso togliere la recensione. Puoi però rispondere sotto.',
    ]);
  });
});

describe('asks: a contingency with a clock time or an ordinal asks nothing now (relay40)', () => {
  it('does not read "reply here … and I\'ll …" after such a deadline', () => {
    expectAll('asks', false, [
      'If the courier hasn\'t come by 4pm, reply here and I\'ll send another.',
      'The credit can take 3 days to appear; if it\'s still missing by the 20th, reply here and I\'ll look again.',
    ]);
  });

  it('still reads a question or a plain request for the missing piece', () => {
    expectAll('asks', true, [
      'Could you reply here with the order number?',
      'Reply here with the order number and I\'ll look it up.',
    ]);
  });
});
