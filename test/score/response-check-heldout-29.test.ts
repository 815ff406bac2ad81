/**
 * The twenty-ninth held-out set (issue 16, blindset29): 253 replies written blind to the rules, in the
 * shape of healthcare and insurance administration agents — clinic and hospital front desks
 * (appointments, referrals, results, repeat prescriptions), pharmacies (refills, controlled drugs,
 * stock), health and travel insurers (claims, pre-authorisations, reimbursements, appeals), dental and
 * vet practices, telehealth — carrying member numbers, claim references and NHS numbers (one failing
 * its check digit on purpose), citing policy wording and consent rules, and routing to a clinician,
 * pharmacist, claims assessor or records office. The four reasons not to act (two patients or policies
 * matching a name and date of birth; a malformed member, claim or NHS number; a refill already issued,
 * a claim already paid; a controlled drug too early to refill, a consent not on file, a claim past its
 * appeal deadline) each beside a should-act twin. 111 of 253 (44 %) in es/de/fr/it/pt; 25 hand-offs, 69
 * claims of done; 13 labels marked unsure.
 *
 * Committed before the reader ran on it (6771545), then measured once on main e1287ba + the set — the
 * reader after the forty-third round (chat43). First run, rules + reply model, F1 (tp/fp/fn):
 *   asks 0.961 (49/4/0) · flags 0.732 (52/10/28) · declines 0.870 (40/4/8) · claims_done 0.884 (61/8/8)
 *   · hands_off 0.684 (13/0/12); naive keyword asks 0.828 (48/19/1). Rules alone (FORBEAR_REPLY_MODEL=0):
 *   the same on every signal.
 * 66 of 253 replies have a signal wrong: tool-loop 17/65, support 12/32, booking 10/38, sensitive 11/38,
 * tool-answer 12/37, near-miss 4/43; en 39/142, es 7/26, de 7/24, fr 5/21, it 4/19, pt 4/21.
 * Kinds of miss (docs/response-check.md, "A twenty-ninth blind set, first run"): hands_off is missed on
 * plain passings to a person or office the reader has no role word for ("Passed note to pharmacist on
 * duty, she'll call you today", de "an unsere Praxismanagerin weitergegeben, sie meldet sich morgen", fr
 * "Votre demande a été transmise au Dr Martin", pt "encaminhado para o médico assistente, que avaliará",
 * it "Girata al farmacista, la richiama lui", "sent it back to Dr Lee's office … they'll resubmit") (12
 * of 25). flags is missed on a controlled drug too early to refill told as a rule of this request (de
 * "Rezept nicht verlängerbar: Tilidin, BtM-pflichtig …", es "es un estupefaciente y su última
 * dispensación fue hace doce días", it "troppo presto per il rinnovo"), two people matching a name and a
 * birthday ("two Daniel Okafors on the system with the same birthday", de "finde ich zwei Versicherte"),
 * a malformed identifier ("fails the check digit", pt "dígito de controlo errado"), a consent not on
 * file, a record contradicting the request told as plain history ("was issued on 2 May and collected on 4
 * May. A further issue is not due until 30 May"), booking failures told as a state ("No ENT slots … till
 * Aug", es "Sin huecos con la Dra. Ramos esta semana", it "CUP non raggiungibile. Prenotazione non
 * effettuata", "its gone already … someone took it"), a cost beside a done (fr "un reste à charge est
 * donc probable"); over-read on policies, general explanations (reference ranges, how to appeal), a plain
 * list of three doctors, refusals on reach. claims_done is missed on "refill's in", "Refill queued",
 * de "habe ich … angewiesen", fr "a été fixé au jeudi", "i put the refill thru"; over-read on tables and
 * lists of past claims, a quoted letter, definitions and a forward to a doctor. declines is missed on
 * refusals without a can't ("Won't advise it", pt "não aconselho", "I am not allow to tell you") and
 * could-nots on reach; over-read on a can't beside an ask that names a failure or a missing piece.
 * No label was changed after the run.
 * Read again, still blind, after the forty-fourth round (flags44 and done44 developed on the twenty-eighth, voice44
 * on the thirtieth; the lead's merge, 7 Dec): flags 0.741 (53/10/27), declines 0.879 (40/3/8), hands_off 0.718
 * (14/0/11), asks and claims_done the same — three readings moved, all toward their labels.
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-29.jsonl';
/** The first run rounded down to 0.05. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.7, declines: 0.85, claims_done: 0.85, hands_off: 0.65 };

describe('checkResponse: twenty-ninth set (healthcare and insurance administration agents — clinic and hospital front desks, pharmacies, health and travel insurers, dental and vet practices, telehealth; each reason not to act beside its should-act twin; written blind to the rules)', () => {
  blindSetTests(FILE, 'twenty-ninth', FLOOR);
});
