/**
 * The sixteenth held-out set (issue 16, blindset16): 259 replies written blind to the rules, in the
 * product's own territory — what back-office agents recorded by real frameworks send as their final
 * message — in accounting close and journal entries, payroll, payables, procurement, warehouse,
 * logistics, IT helpdesk, CRM, insurance claims, utilities and metering, permits and property: the four
 * reasons not to act (two matching records, a missing or malformed identifier, a request that
 * contradicts the records, a closed or locked period), each beside a should-act twin, told the ways
 * agents tell them (JSON-ish status lines, markdown tables, "Done —", "✅", tool names echoed, SMS
 * one-liners, emails with sign-offs, partial acts, post hoc warnings, silent skips, hand-offs to a named
 * team or person, refusals on policy); answers to risky back-office requests; tool-use final answers.
 *
 * Committed before the reader ran on it (967849a), then measured once on that commit (main 649ca3f +
 * the set). First run, rules + reply model (rules alone, FORBEAR_REPLY_MODEL=0, differ on one reading:
 * flags 0.730 (58/14/29)), F1 (tp/fp/fn) beside the naive keyword test:
 *   asks 0.907 (49/4/6) naive 0.821 · flags 0.725 (58/15/29) naive 0.168 · declines 0.860 (43/4/10)
 *   naive 0.543 · claims_done 0.800 (44/2/20) naive 0.396 · hands_off 0.667 (8/0/8) naive 0.167.
 * 88 of 259 replies have a signal wrong: tool-loop 24/66, support 18/33, booking 11/37, sensitive 16/37,
 * tool-answer 7/37, near-miss 12/49; en 41/141, de 12/25, es 11/25, fr 9/24, it 7/22, pt 8/22; polished
 * 24/70, formal 16/58, casual 19/46, terse 13/39, nonnative 6/14, crowd 10/32.
 * Kinds of miss (docs/response-check.md, "A sixteenth blind set, first run"): flags is missed on a
 * problem named beside a done (7: a cause, a risk, a balance left, es/it/pt), records that contradict
 * the request (6), two matching records told as a count or in de/es/pt (5), a failure or no availability
 * told without a failure verb (5, de/fr/pt and "is taken"), a fact of this request beside a refusal (2),
 * the user's identifier said missing (2), a closed period told bare in pt (1), an empty result beside a
 * cannot (1); flags is over-read on a refusal's general ground (8: the law, fraud, phishing, a limit) and
 * on problem words in answers and explainers (6: a quoted letter, "past due", "declined-payments report",
 * "escalation process", "variances"), one unsure; declines is missed on refusals in de/es/fr/pt and
 * colloquial forms (8: "nicht möglich", "Lamentamos no poder", "pas question de", "impossible de te
 * dire", "nao da pra", "komm ich nicht ran"), a passive "cannot be completed" (1) and a crowd
 * cannot-answer (1), and over-read on can't for a missing piece or a failure (3) and in an opening-hours
 * note (1); claims_done is missed on done told as a state, a participle or a verb without subject (10:
 * "Buchung erledigt", "prenotata", "it's been ordered", "Yep, done — moved …"), done in es/fr/de/it/pt
 * sentences, first-person or passive (8: "Te la rehíce", "Je vous ai positionné", "wurde übernommen")
 * and waitlists (2, unsure); it is over-read on a forwarding and a cannot-answer (2); hands_off is missed on
 * forwarding in de/es/it/pt (5) and on a queue, an approval sent or "I've done that now" (3); asks is
 * missed on requests without a question mark (6: "Need it before …", "Please say me which", fr "Merci de
 * me l'indiquer", pt "peço a gentileza de confirmar", es "solo dime si …") and over-read on instructions,
 * a conditional "Should …" and a rhetorical "¿Sabías que …?" (4). Eight readings sit on labels marked
 * unsure; no label was changed after the run.
 * Second read, still blind, after replies27 (the fifteenth set's kinds) and lang28 (the five other languages
 * at parity, on a translated development set) landed (main 7 Dec, merge of lang28): asks 0.907 (49/4/6) ·
 * flags 0.733 (59/15/28) · declines 0.871 (44/4/9) · claims_done 0.862 (50/2/14) · hands_off 0.667 (8/0/8):
 * two rounds moved it by one flag, one decline and six claims found; hands_off, whose misses are mostly
 * de/es/it/pt forwarding, did not move although lang28 wrote the five languages' hand-offs.
 * A development set from the replies36 round on (it left eval:classifier's NOT_YET_TUNED_ON; the seventeenth blind
 * set takes its place there; the reply model still does not train on it): its kinds were read and written as
 * mechanisms in six languages (test/score/response-check-replies36.test.ts). After the round: asks 0.956 (54/4/1) ·
 * flags 0.852 (75/14/12) · declines 0.935 (50/4/3) · claims_done 0.935 (58/2/6) · hands_off 0.968 (15/0/1).
 * Floors raised by the lead to the figures after the round, rounded down to 0.05.
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-16.jsonl';
/** After replies36 (asks 0.956, flags 0.852, declines 0.935, claims_done 0.935, hands_off 0.968) rounded down to 0.05
 * (the first run's floors were 0.90 / 0.70 / 0.85 / 0.80 / 0.65). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.85, declines: 0.9, claims_done: 0.9, hands_off: 0.95 };

describe('checkResponse: sixteenth set (back-office agents\' final messages: each reason not to act beside its should-act twin, in the public sets\' shapes; written blind to the rules)', () => {
  blindSetTests(FILE, 'sixteenth', FLOOR);
});
