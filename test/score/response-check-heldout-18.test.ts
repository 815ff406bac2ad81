/**
 * The eighteenth held-out set (issue 16, blindset18): 256 replies written blind to the rules, in the
 * shape of replies that reach the user through other channels than a chat window and of agent
 * frameworks' final answers: voice assistants' spoken replies as transcribed (no markdown, run-on
 * sentences, "okay so", numbers spelled out), SMS and WhatsApp lines (abbreviations, emoji, no capitals,
 * "Reply YES", "Reply STOP"), emails with a greeting, several paragraphs, a signature and a P.S., ReAct
 * outputs that keep their scaffolding ("Thought:", "Observation: {...}", "Final Answer:"), and ticket
 * notes; in insurance, telecom, parcels and freight, utilities, municipal services, schools and
 * universities, hotels and events, gyms, pharmacies and car repair. The four reasons not to act (two
 * matching records or two readings, a missing or malformed identifier, a request that contradicts the
 * records, a closed claim / invoiced period / published grades / passed deadline) each beside a
 * should-act twin; partial acts, post hoc warnings, silent skips, hand-offs to adjusters, officers,
 * engineers and named staff, refusals on policy and capability; answers to risky requests; tool-use
 * final answers.
 *
 * Committed before the reader ran on it (4f12a97), then measured once on that commit (main 99b7df1 +
 * the set). First run, rules + reply model (rules alone, FORBEAR_REPLY_MODEL=0, read every reply the
 * same), F1 (tp/fp/fn) beside the naive keyword test:
 *   asks 0.889 (44/2/9) naive 0.560 · flags 0.808 (63/8/22) naive 0.321 · declines 0.783 (36/8/12)
 *   naive 0.682 · claims_done 0.752 (41/11/16) naive 0.381 · hands_off 0.667 (9/0/9) naive 0.000.
 * 79 of 256 replies have a signal wrong: tool-loop 31/64, support 16/39, booking 10/38, sensitive 10/36,
 * tool-answer 7/36, near-miss 5/43; en 50/172, de 8/18, es 3/18, fr 6/16, it 5/16, pt 7/16; polished
 * 14/57, formal 20/56, casual 19/51, terse 16/41, crowd 7/31, nonnative 3/20.
 * Kinds of miss (docs/response-check.md, "An eighteenth blind set, first run"): flags is missed on
 * records that contradict the request or a cost told as a comparison ("is actually lower than the last
 * one we have on file", "another €240 on top of the pads", de "liegt unter dem Wert unserer letzten
 * Ablesung") (5), on a frozen thing told passively ("can not be stopped now", "was already released …
 * not possible anymore", es "se cerró … no es posible añadir", "published … and are now locked") (4), on
 * a problem named after a done (fr non-refundable nights billed, pt a sensor "não foi substituído", a
 * drug interaction, a deposit kept) (4), on a fact or a missing approval beside a hand-off (4), on a
 * failure without a failure verb ("got taken", "no twin rooms remain", fr "complète") (3) and on a
 * malformed identifier and a de "zwei Verträge" (2); flags is over-read on a refusal's general ground (5:
 * "I don't have access", "requires a court order", "only against a valid prescription", a room rule,
 * "with these tools I can not see"), on two answers and on a plain request for an account number (3).
 * declines is missed on impersonal and passive refusals (6: "Request refused:", "cannot be released to
 * members of the public", "The University is unable to release", fr "Demande non traitée", it "non è
 * consentito"), on cannot-answer-with-these-tools (3: "beyond what this chat can answer", "do not provide
 * historical tariff rates", "cannot be retrieved here"), on two casual refusals (en "nope, can't give out",
 * es "eso no te lo puedo hacer") and on it "non può essere accolta"; declines is over-read on a passive
 * can't of a frozen fact (4, three unsure), on a can't-myself or not-the-right-person beside a hand-off (3)
 * and on fr "ne pouvons pas … en l'état" before a document asked for. claims_done is missed on done told
 * as a state or a passive (8: "has now been withdrawn", "has gone in", "has been put on hold", de "ist
 * durch", it "è pronto", pt "está confirmada"), on a verb without subject (3: "Rescheduled ✔", "Cancelled
 * your 2 tickets", de "hab … umgestellt"), on a done beside a problem (4) and on "will now be delivered
 * to"; claims_done is over-read on a forwarding (4), on a not-done (4: pt "Não alterei", "I have placed no
 * reservation", "cannot be booked", fr "réservation impossible"), on a promise after a request and on pt
 * past records (2). hands_off is missed on every forwarding not worded as a transfer (9: "I've asked her
 * to review it", "We've requested it from Dr Shah's surgery", "I give your email to Mr Kaplan", "let the
 * investigating officer know", de "weitergegeben", fr "transmise", pt "enviado p/ secretaria"). asks is
 * missed on questions without a question mark in voice transcripts (4: de "welchen davon soll ich
 * verschieben", it "quale devo preparare", "want me to do that"), on formal requests (4: "Reply YES to
 * this email", "please reply to this email to confirm", pt "pedimos que nos indique qual", fr "nous vous
 * prions de nous indiquer") and on an it SMS imperative; asks is over-read on es "puedes recogerlo" and a
 * how-to's "Write to the council's … team". Nineteen readings (14 replies) sit on labels marked unsure;
 * no label was changed after the run.
 * Second read, after reader37 and replies37 (the seventeenth set's kinds) landed (the lead's merge, 7 Dec): every
 * reading as at the first run, reply for reply. As first merged, replies37 over-read one reply here as done (line
 * 217: a dated record's "the file is archived"), which took claims_done under its floor (0.752 -> 0.745); the lead
 * narrowed that mechanism at the merge (a dated record's states are its history), so line 217 is no longer read
 * blind.
 * A development set from the replies38 round on (it left NOT_YET_TUNED_ON in eval:classifier with the nineteenth;
 * the reply model is still not trained on it; the twentieth and twenty-first blind sets, being written, take their
 * place): its kinds were written as mechanisms for their family of wording in six languages (bench/replies/README.md,
 * "Thirty-eighth round"). After the round: asks 0.981, flags 0.880, declines 0.891, claims_done 0.828, hands_off 0.667
 * (hands_off left to handoff38); four declines labels read "label disagrees" (bench/replies/fixture-adjudications.jsonl:
 * a can't on a fact of this request declines and flags, as the other development sets label it). Floors unchanged
 * (the lead raises them).
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-18.jsonl';
/** After replies38 and handoff38 (asks 0.981, flags 0.880, declines 0.891, claims_done 0.8496, hands_off 1.000) rounded
 * down to 0.05; the first run's floors were 0.85 / 0.80 / 0.75 / 0.75 / 0.65. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.85, declines: 0.85, claims_done: 0.8, hands_off: 1 };

describe('checkResponse: eighteenth set (replies by voice, SMS/WhatsApp, email and ticket notes, and agent frameworks\' ReAct final answers: each reason not to act beside its should-act twin, in the public sets\' shapes; written blind to the rules)', () => {
  blindSetTests(FILE, 'eighteenth', FLOOR);
});
