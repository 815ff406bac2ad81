/**
 * The twenty-second held-out set (issue 16, blindset22): 259 replies written blind to the rules, in the
 * shape of two-sided marketplaces and on-demand platforms — buyers and sellers, guests and hosts, riders
 * and drivers, customers and couriers: payouts and fees (IBAN, PIX key), listing edits, disputes and
 * refunds, ride and delivery cancellations, home services (cleaners, plumbers, movers), resale tickets,
 * holiday rentals, pet sitting and vets, ferries and regional trains — answered by localised agents in
 * regional variants: Mexican "ustedes", Rioplatense "vos" and Spain's "vosotros"; Brazilian and European
 * Portuguese; Swiss and Austrian German; Québécois and Belgian French; Italian with English loanwords
 * ("ho fatto il refund", "tu payout está on hold", "der Host hat gecancelt"); UK, US, Indian and Nigerian
 * English. 180 of 259 (69 %) in es/de/fr/it/pt; 17 hand-offs, 72 claims of done; 35 labels marked unsure.
 * The four reasons not to act (two listings, bookings, rides or readings of "this weekend"; a malformed
 * order code, IBAN, PIX key or tracking code; a refund already issued, a payout to another account, a
 * guest count above the listing's maximum, an item marked delivered; a payout already sent, a ride
 * started, a ticket already sold or transferred) each beside a should-act twin; disruptions told by the
 * other party (a host, sitter or plumber cancelled, a courier's wrong drop); messages to the other party.
 *
 * Committed before the reader ran on it (8240e75), then measured once on main 3158837 + the set (the
 * reader as at d942d4c). First run, rules + reply model (rules alone, FORBEAR_REPLY_MODEL=0, read every
 * reply the same), F1 (tp/fp/fn):
 *   asks 0.911 (46/6/3) · flags 0.676 (47/8/37) · declines 0.922 (47/4/4) · claims_done 0.809 (57/12/15)
 *   · hands_off 0.714 (10/1/7); naive keyword asks 0.789 (43/17/6).
 * 81 of 259 replies have a signal wrong: tool-loop 25/65, support 24/36, booking 9/40, sensitive 6/37,
 * tool-answer 9/38, near-miss 8/43; en 20/79, es 12/40, de 11/39, fr 11/33, it 9/32, pt 18/36.
 * Kinds of miss (docs/response-check.md, "A twenty-second blind set, first run"): flags is missed most on
 * a disruption told by or of the other party beside a done or a hand-off ("the courier marked it
 * delivered to the wrong building", de "Der Sanitär hat den Termin von morgen abgesagt", pt "o pet sitter
 * cancelou a visita", es "El paseador canceló", "The driver reported the item as returned", pt "o banco
 * devolveu-o", "tu payout está on hold porque el comprador abrió un claim", it "risulta sospeso", de "seit
 * 6 Tagen im Verteilzentrum … ohne neuen Scan") (~15), on records against the request (a CPF of 10
 * digits, a listing's cap of 6 against 8 guests, a payout to another account, "l'acheteur a bien payé", a
 * ride under way, an order marked delivered) (7), on two matching records in de/fr/pt (3), on a locked
 * thing told as done by others (pt "já saiu hoje às 9h", es "ya se vendió", "ya estaban en camino") (3),
 * on an empty lookup and a clash ("no aparece", the last train before the concert ends) (2), on a
 * refusal's factual ground (2) and a post hoc double refund (1); it is over-read on a done that names the
 * failure it fixed ("reissued the failed … payout"), pt "estornado" in a done, policies and past records.
 * claims_done is missed on subjectless and terse dones ("Rescheduled HS-2240 … Customer notified.",
 * "Cupom aplicado!", es "quedó lista", "Te confirmamos el turno"), we-dones (es "Ya abrimos el reclamo", pt
 * "Reagendamos"), de/fr/it first-person dones ("Ich hab die Buchung … erhöht", "J'ai mis vos annonces en
 * pause", "Ich habe den Versandstatus … gesetzt"), "I have therefore closed the case" and dones beside a
 * problem; it is over-read on hand-offs told as done (it "Ho girato la tua richiesta", pt "encaminhei a
 * conversa", es "he abierto una disputa y un mediador…"), records ("foi transferido para a conta …", a
 * receipt, "Ihre Anfrage ist vor 3 Stunden eingegangen", a policy with "You're booked") and an ask.
 * hands_off is missed on a message to the other party to act ("I've messaged the host … and asked her to
 * get someone out", es "Ya le escribí al anfitrión para que", pt "Já passei seu telefone pra ele e ele vai
 * te ligar"), a case opened with a third party who decides (fr "un dossier auprès de l'assurance … c'est
 * elle qui décidera", es "un mediador os escribirá") and forwarding to a company or team (pt "encaminhada
 * para a viação Cometa") (7); over-read on feedback passed on (1). declines is missed on a could-not on a
 * started job or in a partial act (crowd "i could not process the cancellation", it "non l'ho potuto
 * aggiungere", de "konnte nicht durchgeführt werden", pt "não dá mais pra trocar") and over-read on
 * could-not failures and a policy's "aren't allowed" (4 each). asks is missed on imperatives for the
 * missing piece (it "Mandami l'IBAN intero", de "Bitte laden Sie … hoch", fr "écrivez-moi ce que vous
 * voyez") and over-read on "reply here … and I'll chase it", it "Puoi però rispondere", an FAQ and a
 * rating prompt. No label was changed after the run.
 * Second read, after flags39, done39 and handoff39 landed (the lead's merge, 7 Dec; that round raised the twentieth
 * and twenty-first sets' flags by 0.18 and 0.27): five readings moved, four toward their labels — pt "encaminhei a
 * conversa pra nossa equipe de Segurança" (line 161) now a hand-off and not a done, "Please the tracking number you
 * sent … is not correct" (30) and "Pronto! Abri a contestação …" (12) no longer a done and a flag, de "Ich habe die
 * Erstattung … ausgelöst" (54) a done — and one away: pt "dá sim, mas depois de 2 minutos é cobrada uma taxa" (249),
 * a policy answering a quoted question, now flagged as a cost. asks 0.911, flags 0.676 (47/8/37: one false flag
 * fewer, one more), declines 0.922, claims_done 0.829 (58/10/14), hands_off 0.759 (11/1/6).
 * A development set since the fortieth round (party40 on flags, relay40 on the other four; the lead's merge, 7 Dec):
 * 71 readings moved, all toward their labels — asks 1.000 (49/0/0), flags 0.963 (78/0/6), declines 1.000 (51/0/0),
 * claims_done 0.966 (71/4/1), hands_off 1.000 (17/0/0). Left: flags on an earlier refund noticed after the done, a
 * no-show inside "your complaint regarding …", a risk told as "tengan en cuenta que …", "the event went ahead as
 * scheduled", a clash of two times with no clash word; dones read in a refusal's ground, a policy, a receipt.
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-22.jsonl';
/** The figures after the fortieth round rounded down to 0.05 (the first run's floors were 0.90 / 0.65 / 0.90 / 0.80 / 0.70). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 1, flags: 0.95, declines: 1, claims_done: 0.95, hands_off: 1 };

describe('checkResponse: twenty-second set (two-sided marketplaces and on-demand platforms answered by localised agents in regional language variants: each reason not to act beside its should-act twin, in the public sets\' shapes; written blind to the rules; a development set since the fortieth round)', () => {
  blindSetTests(FILE, 'twenty-second', FLOOR);
});
