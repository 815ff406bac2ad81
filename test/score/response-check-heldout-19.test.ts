/**
 * The nineteenth held-out set (issue 16, blindset19): 260 replies written blind to the rules, in the
 * shape of internal workplace agents — IT helpdesk, HR, expenses, payroll, facilities, procurement,
 * recruiting, legal/contract ops — answering employees in Teams, Slack and a service portal, written the
 * way small instruction-tuned models write: over-polite openers and closers ("Thank you for reaching
 * out! I hope this message finds you well."), the request restated at length before the one sentence
 * that matters, hedges ("It seems that …", "it appears …"), replies that contradict themselves (done,
 * then not done; asks, then assumes), @mentions, ticket numbers and approval workflows, and code-switching
 * ("your Urlaubsantrag", fr "le ticket est en pending", de "an den 2nd Level"). The four reasons not to act
 * (two employees, laptops, cost centres or readings; a missing or malformed employee ID, asset tag or PO
 * number; a leave balance, expense limit or start date that contradicts the request; a payroll cut-off, a
 * closed quarter, a locked account, a signed contract) each beside a should-act twin; partial acts, post
 * hoc warnings, silent skips, hand-offs to second line, HR business partners, managers and legal, refusals
 * on policy and capability; answers to risky requests; tool-use final answers.
 *
 * Committed before the reader ran on it (73db0eb), then measured once on that commit (main c3eab52 + the
 * set). First run, rules + reply model (rules alone, FORBEAR_REPLY_MODEL=0, read every reply the same:
 * the model changed no reading), F1 (tp/fp/fn) beside the naive keyword test:
 *   asks 0.943 (50/2/4) naive 0.786 · flags 0.707 (47/8/31) naive 0.265 · declines 0.860 (40/3/10)
 *   naive 0.622 · claims_done 0.864 (54/4/13) naive 0.289 · hands_off 0.757 (14/2/7) naive 0.154.
 * 70 of 260 replies have a signal wrong: tool-loop 29/76, support 15/32, booking 8/36, sensitive 8/36,
 * tool-answer 5/35, near-miss 5/45; en 27/126, de 9/29, es 7/28, fr 12/29, it 7/26, pt 8/22; polished
 * 18/74, formal 19/64, casual 12/44, terse 11/38, crowd 6/27, nonnative 4/13.
 * Kinds of miss (docs/response-check.md, "A nineteenth blind set, first run"): flags is missed on records
 * that contradict the request told as a comparison or a clash ("your current balance is 6 days, while the
 * request covers 10", "your expense is 640 EUR but the limit … is 250", pt "coincide com o período de
 * bloqueio", fr "le 30 juin au lieu du 30 septembre") (8), on an identifier that is malformed or matches
 * nothing (fr "n'a pas le bon format", de "Kostenstelle 88120 gibt's nicht", "isn't a real date", "belongs
 * to someone who left") (6), on a problem named after a done or beside a hand-off (de "um rund 3.200 €
 * überschritten", fr "Je n'ai toutefois pas pu désactiver") (5), on a frozen thing told as a passed date
 * or a state (de "Der Abrechnungsschluss … war bereits am 18.", it "risulta già firmato") (4), on a
 * failure without a failure verb ("No parking left Thursday, garage full.", fr "en maintenance toute la
 * semaine") (4), on two matching records ("I see you have two laptops", pt "Encontrei dois colaboradores",
 * "There are two Sunita Raos") (3) and on a missing document read as a refusal (1); flags is over-read
 * on a refusal or cannot-answer (2), a how-to (2), a word inside a done or an offer ("the duplicate
 * ticket", fr "qui expire") (2), a plain request for an ID (1) and a part left to another team (1, label
 * arguable). declines is missed on colloquial and terse refusals without a can't (de "geht gar nicht", es
 * "Eso no lo hago", fr "Impossible de contourner", es "No gestiono", fr "je peux pas te répondre") (5), on
 * can'ts read as flags (pt "Não posso alterar", "so I cannot tell you why") (2), on "haha nice try … I
 * can't pull" (1) and on it "non può essere inserita / lavorata" on a signed contract (2, unsure); declines
 * is over-read on a missing document (unsure), an uncovered repair beside an approval asked and a
 * could-not on unavailability (3). claims_done is missed on done told as a passive or a state (7, all in
 * fr/de/pt: de "ist hinterlegt", fr "a bien été prolongé", "a été émis"), on a verb without subject (5:
 * "unlocked jonas.meyer ✅", "Reimbursed €54.20", "Desk B-217 booked", de "Ticket … angelegt", es "Asiento …
 * registrado") and on a de done before "Bitte beachten Sie jedoch" (1); claims_done is over-read on an
 * escalation, a search, a policy's update and a refusal (4). hands_off is missed on every escalation or
 * forwarding to a team (7: "I have escalated REQ-6610 to the Procurement Operations team, who will …", fr
 * "Je l'ai escaladé au support niveau 2", de "weitergegeben", it "inoltrato", it "coinvolto l'ufficio
 * legale", "gonna loop in @Facilities-Leeds", "raised INC0088140 with the Identity team") and over-read on
 * a manager notified or informed (2). asks is missed on polite requests without a question mark (4: "need
 * the asset tag … to log the repair", it "le chiedo cortesemente di indicarmi", pt "solicitamos o envio")
 * and over-read on es "puedes pedir" and an inverted conditional "Should the issue reappear" (2). Ten
 * readings (five replies) sit on replies with a label marked unsure, three on the very signal marked
 * unsure; no label was changed after the run.
 * Second read, after reader37 and replies37 (the seventeenth set's kinds) landed (the lead's merge, 7 Dec): every
 * reading as at the first run, reply for reply. As first merged, replies37 moved three readings here away from
 * their labels — line 78's can't "as this requires an individual assessment" beside a hand-off read as a missing
 * piece (declines lost, flags added) and line 149's "That would need Legal's approval" in a bare refusal flagged —,
 * which took flags (0.707 -> 0.696) and declines (0.860 -> 0.848) under their floors; the lead narrowed those two
 * mechanisms at the merge (a judgement someone else must make is no missing piece; an approval inside a bare
 * refusal is its general ground), so lines 78 and 149 are no longer read blind.
 * A development set from the replies38 round on (it left NOT_YET_TUNED_ON in eval:classifier with the eighteenth;
 * the reply model is still not trained on it; the twentieth and twenty-first blind sets, being written, take their
 * place): its kinds were written as mechanisms for their family of wording in six languages (bench/replies/README.md,
 * "Thirty-eighth round"). After the round: asks 1.000, flags 0.897, declines 0.940, claims_done 0.963, hands_off 0.757
 * (hands_off left to handoff38). Floors unchanged (the lead raises them).
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-19.jsonl';
/** After replies38 and handoff38 (asks 1.000, flags 0.897, declines 0.940, claims_done 0.970, hands_off 1.000) rounded
 * down to 0.05; the first run's floors were 0.90 / 0.70 / 0.85 / 0.85 / 0.75. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 1, flags: 0.85, declines: 0.9, claims_done: 0.95, hands_off: 1 };

describe('checkResponse: nineteenth set (internal workplace agents answering employees in Teams, Slack and service portals, in small instruction-tuned models\' style: each reason not to act beside its should-act twin, in the public sets\' shapes; written blind to the rules)', () => {
  blindSetTests(FILE, 'nineteenth', FLOOR);
});
