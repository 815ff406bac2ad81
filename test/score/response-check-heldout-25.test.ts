/**
 * The twenty-fifth held-out set (issue 16, blindset25): 255 replies written blind to the rules, in the
 * shape of replies that handle several requests at once with mixed outcomes — numbered answers, "Done /
 * Not done / Needs you", batch reports ("Of your 6 invoices …"), markdown tables — and of bilingual
 * replies as agents in bilingual markets send them (Canadian English/French, Swiss German/French/Italian,
 * US English/Spanish, Brazilian Portuguese with an English summary; ~20), in health-care administration
 * (appointments, referrals, refill requests routed to a doctor, lab-result access), health and car
 * insurance, universities and schools, property management, utilities and councils. The four reasons
 * not to act (two patient records, tenancies, policies or meter supplies; a malformed licence, IBAN,
 * patient code or student id; a claim already paid, rent already received, a cover already included; a
 * term's grades closed, a policy year renewed, a reading already billed) each beside a should-act twin
 * and, in the batch replies, mixed inside one reply. 139 of 255 (55 %) in es/de/fr/it/pt (a bilingual
 * reply counted under its first sentence's language); 22 hand-offs, 75 claims of done; 19 labels marked
 * unsure.
 *
 * Committed before the reader ran on it (fb97758), then measured once on main 99b08e8 + the set (the
 * reader as at 5ecad20). First run, rules + reply model, F1 (tp/fp/fn):
 *   asks 0.926 (50/7/1) · flags 0.671 (51/8/42) · declines 0.842 (40/1/14) · claims_done 0.800 (58/12/17)
 *   · hands_off 0.743 (13/0/9); naive keyword asks 0.847 (50/17/1). Rules alone (FORBEAR_REPLY_MODEL=0):
 *   asks 0.935 (50/6/1), the rest the same (the model added one wrong ask, line 134).
 * 93 of 255 replies have a signal wrong: tool-loop 31/69, support 17/32, booking 12/37, sensitive 8/37,
 * tool-answer 16/36, near-miss 9/44; en 38/116, de 17/33, fr 11/29, es 10/28, it 9/26, pt 8/23.
 * Kinds of miss (docs/response-check.md, "A twenty-fifth blind set, first run"): flags is missed on two
 * matching records told as a count found ("found two records: one … and one …", "2 tenants named J.
 * Marsh", de "finden sich … zwei Versicherungsverträge", es "me salen dos suministros", fr "J'ai deux
 * contrats … sur ton nom", it "me ne escono due") (7), on records against the request ("already showing
 * as received", de "ist schon am 3. Februar bei uns eingegangen", it "ti è già stato restituito", es "ya
 * está incluida en su plan actual", "the electoral register lists two adults"), on a cost or risk after a
 * done ("may be charged to you rather than covered", "you will probably pay around 12 pound more", pt
 * "pode ser que o plano peça um novo", de "Kleiner Haken: …", es "la revisión tiene un coste de 45 €",
 * it "scade il 30 giugno, cioè tra 5 giorni"), on failures told without a failure verb ("its full, every
 * seat gone", it "non riuscita: CUP non disponibile", de "keine Buchung möglich, Praxis nimmt … keine
 * neuen Patienten", "the 12 oclock one you wanted is gone", pt "não encontrada no sistema") and on
 * problems inside a batch item; over-read on could-nots on a rule or the data that are declines, a
 * bilingual office-closed notice and a compliant tenants'-rights answer. claims_done is missed in batch
 * replies (it "Certificato di iscrizione: inviato.", "4 paid today", "**Address change** — done", a
 * table's "✅ booked", de "ist drin ✅"), on terse participle dones (de "Ablesung … erfasst", pt "Segunda
 * via … emitida", fr "Clés de remplacement commandées", fr "Votre inscription … est enregistrée") and
 * casual ones (es "ya te mande el certificado", de "Hab dir … runtergeladen und per Mail geschickt");
 * over-read on empty "Done" / "Erledigt" headings, a recap of a past chat, a conditional promise, a
 * refusal beside a hand-off and a received request. declines is missed on terse impersonal refusals (de
 * "nicht möglich", it "non possibile", fr "non disponible dans l'outil"), could-nots on the data ("can't
 * tell you how your exam was marked", "Can't see historic tariffs"), a refusal on this record's fact (pt
 * "não pode ser pago porque a nota fiscal é de 2023", fr "je peux pas rembourser … parce que votre dossier
 * a déjà été traité") and a could-not on a rule (14). hands_off is missed on a team or person asked to act
 * who will write or call ("I have asked the referrals team to merge them; they will write to you", "i sent
 * it up to accounts, they'll email you", es "ya avisé a la coordinadora de imagen para que te llame", pt
 * "mandei pro pessoal do jurídico dar uma olhada", "I've asked Dr Pereira's secretary to issue a new one")
 * (9 of 22). asks is over-read on a restated list of the user's requests, a checklist heading "Fatto?", a
 * compliant answer and "once you send the signed form back". No label was changed after the run.
 * Second read, still blind, after the fortieth round (party40, relay40, developed on the twenty-second; the lead's
 * merge, 7 Dec): no reading moved.
 * A development set since the forty-first round (team41 on flags and hands_off, done41 on the other three; the lead's
 * merge, 7 Dec): 49 replies' readings moved, all toward their labels — asks 0.935 (50/6/1), flags 0.819 (70/8/23),
 * declines 0.900 (45/1/9), claims_done 0.933 (70/5/5), hands_off 0.952 (20/0/2). Left: flags inside batch items and
 * tables; English could-nots on the data or a rule (declines); a hand-off inside a question; asks on a checklist
 * heading, a compliant answer and a condition.
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-25.jsonl';
/** The figures after the forty-first round rounded down to 0.05 (the first run's: 0.90 / 0.65 / 0.80 / 0.80 / 0.70). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.9, flags: 0.8, declines: 0.9, claims_done: 0.9, hands_off: 0.95 };

describe('checkResponse: twenty-fifth set (replies handling several requests at once with mixed outcomes, and bilingual replies, in health-care administration, insurance, education, property and utilities; each reason not to act beside its should-act twin; written blind to the rules; a development set since the forty-first round)', () => {
  blindSetTests(FILE, 'twenty-fifth', FLOOR);
});
