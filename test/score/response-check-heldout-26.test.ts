/**
 * The twenty-sixth held-out set (issue 16, blindset26): 256 replies written blind to the rules, in the
 * shape of finance-operations agents that preview, confirm, act and undo — payroll, month-end close,
 * payables and receivables, expense claims, corporate cards, bank payments, VAT returns — for small
 * firms and their bookkeepers: dry runs that ask "shall I post?" and claim nothing, recap-and-confirm
 * questions, act-then-undo offers (done), four-eyes approvals routed to a named person (a hand-off),
 * "submitted and waiting for approval" (done, not a hand-off), ledger extracts, a reconciliation table,
 * a payment file, DRAFT / POSTED ✔ / "0 rows changed" states. The four reasons not to act (two vendors,
 * invoices or cards alike; an IBAN failing its check digit, a missing PO or cost centre; an invoice
 * already paid, an employee who has left, a credit note already applied; a closed month, a filed VAT
 * return, a payroll already run) each beside a should-act twin. 111 of 256 (43 %) in es/de/fr/it/pt;
 * 14 hand-offs, 66 claims of done; 15 labels marked unsure.
 *
 * Committed before the reader ran on it (365a457), then measured once on main 3e36596 + the set. First
 * run, rules + reply model, F1 (tp/fp/fn):
 *   asks 0.960 (48/2/2) · flags 0.755 (57/12/25) · declines 0.923 (48/1/7) · claims_done 0.767 (46/8/20)
 *   · hands_off 0.800 (10/1/4); naive keyword asks 0.847 (47/14/3). Rules alone (FORBEAR_REPLY_MODEL=0):
 *   the same on every signal.
 * 73 of 256 replies have a signal wrong: tool-loop 22/70, support 14/32, booking 11/37, sensitive 8/37,
 * tool-answer 7/37, near-miss 11/43; en 45/145, de 10/25, fr 6/20, it 5/20, es 4/27, pt 3/19.
 * Kinds of miss (docs/response-check.md, "A twenty-sixth blind set, first run"): flags is missed on two
 * matching records over nouns the rules do not list ("two vendors called \"Acme\" in the ledger — … Which
 * one?", it "Ci sono due 'Bianchi'", de "Beide enden auf 0915", "They're both 'Business Current'"), on an
 * identifier failing its check ("fails the check-digit test, so I haven't created the payment", es "no es
 * válido (el dígito de control no cuadra)", pt "tem o dígito de controlo errado"), on records against the
 * request told beside the act withheld ("left on 31 October …, so I didn't add him", es "ya estaba pagada
 * el 15/11, no la he vuelto a pagar", fr "était déjà imputé …, je ne l'ai pas réimputé", it "è già stata
 * stornata"), on a locked period told as a fact ("has already been run and submitted to HMRC", es "el 303
 * de ese trimestre ya está presentado") and on a problem told beside a done ("blocked after three failed
 * PIN attempts", "The duplicate charge … is our mistake", de "doppelt erfasst", fr "le virement avait été
 * bloqué par la banque", "no sales were coded with a VAT rate"); over-read on definitions, policies and
 * tips ("A locked period means …", de "Ein gesperrter Zeitraum ist …", "Undo is available … except bank
 * payments already sent"), compliant how-tos, a plain list of overdue invoices, a preview (fr "Aperçu
 * seulement … Rien n'est planifié") and could-nots on a rule or on what the agent cannot see (declines).
 * claims_done is missed on finance dones told as a participle or a noun phrase ("Accrual … posted to 2450",
 * "matched to PO-55612 and approved for payment", "Coded the 212.99 … charge", de "mit RE-401
 * ausgeglichen", "in der Dezemberabrechnung erfasst", fr "sont passées au 31/12", pt "marcada para
 * quarta"), on notifications ("is scheduled for Tue 15 Dec", "has been changed to 700.00 from January",
 * "was set up", "released by Maria", "was ordered and ships", de "wurde über ELSTER übermittelt") and on
 * "submitted and waiting", "I've resubmitted it", "I've exported … and sent it", "I've recorded your
 * preference" (20); over-read on a hold (fr "Je l'ai mise en attente"), a forward to an approver, a
 * refusal beside "I've sent it to her", compliant explanations, a policy ("Payments made after 16:00 are
 * processed …"), a past record (pt "foi registado em agosto") and a could-not offering a credit note.
 * declines is missed on could-nots on the data ("the bank feed only goes back 24 months", "can't show
 * today's balance"), refusals without a can't (de "ändere ich nicht aufgrund einer E-Mail", it "Non
 * registro la fattura con una data falsa") and "not able to see your bank's side" (7). hands_off is
 * missed on approvals routed to a named person who will release or decide ("routed … to Stefan for
 * second approval — He'll release it", it "Ho inoltrato … al responsabile, Paolo Greco. Deciderà lui",
 * "I've asked Omar to verify …", "I've sent it to her") (4 of 14). asks is missed on "Please call them on
 * the number we hold" (en, de) and over-read on a FAQ's own question and a quoted template. No label was
 * changed after the run.
 * A development set since the forty-second round (flags42 on flags and hands_off, done42 on the other three; the lead's
 * merge, 7 Dec): 52 replies' readings moved, all toward their labels — asks 0.980 (49/1/1), flags 0.920 (75/6/7),
 * declines 0.972 (53/1/2), claims_done 0.947 (62/3/4), hands_off 0.966 (14/1/0). Left: two records before a
 * which-question and a problem put right by the done (lines 3 and 75: each sentence flags, the reply's reading drops
 * it), two entries with no shared name, could-nots and rule refusals over-read as flags, "is scheduled for" (a
 * timetable by earlier rounds' rule), "submitted and waiting", a quoted template.
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-26.jsonl';
/** The figures after the forty-second round rounded down to 0.05 (the first run's: 0.95 / 0.75 / 0.90 / 0.75 / 0.80). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.9, declines: 0.95, claims_done: 0.9, hands_off: 0.95 };

describe('checkResponse: twenty-sixth set (finance-operations agents that preview, confirm, act and undo — payroll, month-end close, payables, expenses, bank payments, VAT — with approvals routed to a person; each reason not to act beside its should-act twin; written blind to the rules; a development set since the forty-second round)', () => {
  blindSetTests(FILE, 'twenty-sixth', FLOOR);
});
