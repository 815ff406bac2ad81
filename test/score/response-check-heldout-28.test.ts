/**
 * The twenty-eighth held-out set (issue 16, blindset28): 260 replies written blind to the rules, in the
 * shape of operations agents serving business customers where a third party does part of the work —
 * freight and parcel carriers, customs brokers, warehouses and dock slots, field service (technicians,
 * spare parts, installers), B2B wholesale (credit limits, pallets, purchase orders), equipment rental
 * and office facility management — with reference numbers, ETAs and partner status codes ("POD
 * received", "held at customs — HS code missing", an SLA breach), naming the third party who acts next.
 * The four reasons not to act (two shipments, POs, sites, rental units or EORI numbers; a missing or
 * malformed tracking number, EORI, VAT number, serial or site code; a POD already received, a part
 * already shipped, a credit limit reached; a shipment already loaded, a cut-off passed, a declaration
 * filed) each beside a should-act twin. 143 of 260 (55 %) in es/de/fr/it/pt; 23 hand-offs, 76 claims
 * of done; 35 labels marked unsure (most on whether a third party's next step is a hand-off).
 *
 * Committed before the reader ran on it (ea40850), then measured once on main c09d489 + the set — the
 * reader after the forty-second round (flags42, done42 developed on the twenty-sixth set). First run,
 * rules + reply model, F1 (tp/fp/fn):
 *   asks 0.962 (51/2/2) · flags 0.648 (47/15/36) · declines 0.848 (42/4/11) · claims_done 0.819 (61/12/15)
 *   · hands_off 0.686 (12/0/11); naive keyword asks 0.840 (50/16/3). Rules alone (FORBEAR_REPLY_MODEL=0):
 *   the same on every signal.
 * 90 of 260 replies have a signal wrong: tool-loop 31/68, support 21/34, booking 11/37, sensitive 12/38,
 * tool-answer 9/38, near-miss 6/45; en 38/117, it 15/28, de 11/30, fr 9/27, pt 9/25, es 8/33.
 * Kinds of miss (docs/response-check.md, "A twenty-eighth blind set, first run"): flags is missed on two
 * matching records told with a verb of matching or appearing ("2 POs match 'Delmar Tools, 40 cartons'",
 * es "aparecen dos sedes con el código de cliente 30021", de "finden sich zwei Mietgeräte", it "Ci sono
 * due ticket aperti per la sede", fr "on a deux numéros EORI sur votre fiche"), on a malformed identifier
 * (pt "não existe no nosso cadastro — parece ter a letra O no lugar do zero", "isn't in the format the
 * supplier's EDI accepts"), on locked things told as a partner's state (de "Auftrag 5512 steht schon auf
 * „verladen“", "Truck to Milan left the dock at 06:10 …, so I can't take the 2 cartons off", de "Cut-off …
 * war heute 12:00", "the customs declaration … was filed by our broker yesterday"), on failures told by a
 * partner ("the portal says 'no slots left this week'", de "Buchung nicht möglich: Die Spedition … meldet
 * … keine Zustellung", fr "le transporteur n'a plus de camion disponible", pt "devolveu erro de pagamento",
 * es "no hay hueco … hasta enero", fr "le transporteur Geodis a eu une panne"), on a cost beside a done
 * (it "costa 120 € in più"), an SLA breach beside a credit, a partner's status quoting a problem; over-read
 * on status tables, a credit-limit answer, a past report or filing, a carrier's cancellation that did not
 * touch the user, advice, refusals on a rule or safety (declines) and a compliant forwarder's answer (15).
 * claims_done is missed on participle-first dones (es "Anulado el pedido PV-3345", es "Pedido el repuesto
 * …", it "Spostato il sopralluogo …", it "Intervento aperto …", pt "Nota fiscal emitida …"), on dones told
 * by what the partner now does (de "Die Abholung … ist für Freitag … eingeplant", "Dock slot 7 is reserved
 * for …", "Claim opened with UPS …") and in non-native English ("ok I cancel the 4 pallets one"); over-read
 * on a hold, a refusal beside a request to a partner, a lookup ("Consulta feita"), a tracking history (de
 * "Sendungsverlauf: … zugestellt"), an availability answer and a process described. declines is missed on
 * refusals without a can't ("Not reshipping the compressor: …", "we don't quote other customers' freight
 * rates", pt "não os partilho", "We don't load unlabelled drums of chemicals. Full stop.", fr "On ne laisse
 * pas partir le camion sans …", de "Hab nichts storniert") and could-nots on a rule or a reach (11).
 * hands_off is missed on a third party who will act next, told as their act rather than as a passing ("the
 * installer from ThermoFix will call you tomorrow", "Castle Brokers have the paperwork and will file the
 * import entry tonight", de "Der Außendienst meldet sich bei Ihnen", it "il loro tecnico vi contatta entro
 * oggi", pt "o técnico passa na sexta", "I've asked your account manager, Tom, to check it with you") (11
 * of 23). asks is missed on "Not releasing either till you say which" and it "se era quello …, dimmelo".
 * No label was changed after the run.
 * Read again, still blind, after the forty-third round (chat43, developed on the twenty-seventh; the lead's merge, 7
 * Dec): one reading moved, toward its label — flags 0.658 (48/15/35), the rest the same.
 * A development set since the forty-fourth round (flags44 on flags and hand-offs, done44 on dones, declines and asks;
 * the lead's merge, 7 Dec): asks 0.981 (53/2/0) · flags 0.840 (71/15/12) · declines 0.925 (49/4/4) · claims_done
 * 0.941 (72/5/4) · hands_off 0.884 (19/1/4); floors raised to that reading rounded down.
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-28.jsonl';
/** The reading after its development round rounded down to 0.05 (the first run's floors were lower). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.8, declines: 0.9, claims_done: 0.9, hands_off: 0.85 };

describe('checkResponse: twenty-eighth set (operations agents serving business customers where a third party does part of the work — carriers, customs brokers, warehouses, field service, wholesale, equipment rental, facilities; each reason not to act beside its should-act twin; written blind to the rules)', () => {
  blindSetTests(FILE, 'twenty-eighth', FLOOR);
});
