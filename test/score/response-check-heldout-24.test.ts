/**
 * The twenty-fourth held-out set (issue 16, blindset24): 255 replies written blind to the rules, in the
 * shape of personal and executive assistants acting on the user's behalf — work calendars and email,
 * family schedules and schools, household bills and utilities, shopping and returns, travel and
 * restaurants, small-business admin — whose replies carry content written for someone else: a draft
 * email quoted in full, an invitation's text, a message to a landlord, an inbox summary, a calendar
 * listing, a to-do list, a table of bills, a JSON booking notice. The questions, refusals and failures
 * inside that content are not the assistant's signals; its own sentences around them are. The four
 * reasons not to act (two Annas, two "Sync" meetings, two flights; a malformed email, IBAN or phone
 * number; a meeting already moved, a bill already paid, an invitee who declined, a subscription in the
 * partner's name; invitations already sent, a payment past its cut-off, a signed lease, a dinner past
 * free cancellation) each beside a should-act twin. 121 of 255 (47 %) in es/de/fr/it/pt; 18 hand-offs,
 * 71 claims of done; 23 labels marked unsure.
 *
 * Committed before the reader ran on it (59ac252), then measured once on main 99b08e8 + the set (the
 * reader as at 5ecad20). First run, rules + reply model (rules alone, FORBEAR_REPLY_MODEL=0, read every
 * reply the same), F1 (tp/fp/fn):
 *   asks 0.968 (46/3/0) · flags 0.689 (51/13/33) · declines 0.898 (44/1/9) · claims_done 0.821 (55/8/16)
 *   · hands_off 0.759 (11/0/7); naive keyword asks 0.786 (46/25/0).
 * 79 of 255 replies have a signal wrong: tool-loop 24/65, support 14/32, booking 16/39, sensitive 7/38,
 * tool-answer 14/38, near-miss 4/43; en 39/134, de 6/26, fr 8/25, es 10/25, it 7/23, pt 9/22.
 * Kinds of miss (docs/response-check.md, "A twenty-fourth blind set, first run"): flags is missed on
 * records against the request told as states ("is already on Wednesday at 2pm — Sandra moved it there",
 * "Tom already declined", fr "est déjà au mardi 16 h", es "ya figura como devuelto", it "è stata annullata
 * da loro", de "läuft über das Konto … von Jonas"), on locked things told as facts ("went out on
 * Saturday", it "ha già superato l'orario limite", "it left the warehouse this morning"), on a cost or
 * clash beside a done ("will lose shared lists", "They charge £15 if you cancel …", fr "c'est le même
 * créneau que …", pt "não é reembolsável", es "si la anulo ahora te cobrarán 30 €"), on a problem found
 * in the records beside a done ("addressed to the previous tenant", "hat keine Rechnungsnummer", fr "ne
 * donnent pas la même date", "their VAT number doesn't appear on HMRC's register") and on a third
 * party's act ("Your Airbnb host … cancelled the stay", es "El restaurante me dice que a las 21:00 no
 * hay mesa", pt "O hotel … diz que não aceita animais"); it is over-read on compliant answers (spotting a
 * fake invoice, revoking a calendar share, phishing), on plain lists of bills due, on an inbox summary
 * quoting a bank's "payment failed", a policy and a past refund, and on could-nots from the data that
 * are declines ("none of the tools I have go back further than …"). claims_done is missed on terse
 * dones with a check mark or a participle first (es "Reservado ✓ Mesa para 6 …", fr "Réservé ✓", it
 * "Prenotato ✓", pt "Enviado ✓", "Virement … programmé pour le 12", de "Anmeldung … zurückgezogen",
 * "Kontakt gespeichert", pt "Conta da água paga"), on "Got you a slot with …", "is rebooked on …", a
 * JSON "confirmed" status and a message sent with the recipient's question quoted; over-read on a
 * could-not, a lookup that failed, "cannot be stopped" and a policy. hands_off is missed on a team or
 * person asked to act who will write or call ("raised the duplicate charges with our billing team —
 * they'll refund …", "our sync team is looking at why and will remove the copies", "asked facilities to
 * set up the video link; they'll confirm", "sent the disputed one … to your bookkeeper, Nadia, who'll
 * take it up", fr "J'ai transmis la facture à votre syndic, qui vérifiera") (7 of 18). declines is
 * missed on flat refusals with a person's ground (de "Den Standort Ihres Mannes verfolge ich nicht", it
 * "non ti aiuto a entrare", pt "não vou copiar a assinatura"), "cannot be stopped", could-nots on this
 * fare or this data (9). asks is over-read on a to-do list, a relayed family question and a question
 * answered in the same reply (3). No label was changed after the run.
 * Second read, still blind, after the fortieth round (party40, relay40, developed on the twenty-second; the lead's
 * merge, 7 Dec): one reading moved, toward its label — "Your Airbnb host in Bath cancelled the stay" (line 135) now
 * flags: flags 0.698 (52/13/32); every other reading as at the first run.
 * A development set since the forty-first round (team41 on flags and hands_off, done41 on the other three; the lead's
 * merge, 7 Dec): 33 replies' readings moved, all toward their labels — asks 0.989 (46/1/0), flags 0.795 (64/13/20),
 * declines 0.941 (48/1/5), claims_done 0.903 (65/8/6), hands_off 0.941 (16/0/2). Left: flags on problems inside
 * drafts' neighbours and batch items, malformed identifiers in de/fr/es, the over-reads on compliant answers and bills
 * due; a question answered in the same reply; de "zwei Flüge gebucht" read as a done.
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-24.jsonl';
/** The figures after the forty-first round rounded down to 0.05 (the first run's: 0.95 / 0.65 / 0.85 / 0.80 / 0.75). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.75, declines: 0.9, claims_done: 0.9, hands_off: 0.9 };

describe('checkResponse: twenty-fourth set (personal and executive assistants acting on the user\'s behalf, their replies carrying drafts, invitations and inbox summaries written for someone else; each reason not to act beside its should-act twin; written blind to the rules; a development set since the forty-first round)', () => {
  blindSetTests(FILE, 'twenty-fourth', FLOOR);
});
