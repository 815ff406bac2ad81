/**
 * The twentieth held-out set (issue 16, blindset20): 257 replies written blind to the rules, in the
 * shape of policy-bound customer-service agents of the kind tool-use benchmarks and production
 * deployments run — airline reservations, retail orders and returns, telecom plans, retail banking —
 * that follow a written policy: they list the records they found (reservations, orders, lines, accounts
 * with ids, prices and dates) before the sentence that matters, ask for an explicit yes before a
 * consequential action ("Please confirm (yes) to proceed …"), cite the policy ("Per the returns policy,
 * …"), give totals and refunds, transfer to a human agent in fixed or free wording, and sum up what was
 * and was not changed after several tool calls. The four reasons not to act (two reservations, orders,
 * cards, lines or readings of "cancel my trip"; a missing or malformed reservation code, order id or
 * user id; a passenger count, cabin, balance or delivery that contradicts the request; a flight flown, an
 * order shipped or delivered, an account closed, a statement period closed) each beside a should-act
 * twin; partial acts, post hoc costs, a silent skip, compensation issued and refused, offers and closers
 * that are not asks; answers to risky commerce requests; tool-use final answers.
 *
 * Committed before the reader ran on it (d1e6079), then measured once on that commit (main e445b04 + the
 * set). First run, rules + reply model, F1 (tp/fp/fn) beside the naive keyword test:
 *   asks 0.939 (54/5/2) naive 0.778 (49/21/7) · flags 0.803 (61/15/15) · declines 0.926 (50/3/5)
 *   · claims_done 0.922 (53/6/3) · hands_off 0.829 (17/1/6).
 * Rules alone (FORBEAR_REPLY_MODEL=0): asks 0.956 (54/3/2), flags 0.813 (61/13/15), the rest the same:
 * the model added four wrong readings (asks on a policy refusal and on "asking you to confirm" told,
 * flags on two general refusals) and righted none.
 * 52 of 257 replies have a signal wrong: tool-loop 21/73, support 12/32, booking 3/36, sensitive 11/35,
 * tool-answer 3/35, near-miss 2/46; en 33/172, de 6/19, es 4/17, fr 1/17, it 2/17, pt 6/15; polished
 * 18/79, formal 11/76, casual 10/49, terse 9/29, crowd 1/12, nonnative 3/12.
 * Kinds of miss (docs/response-check.md, "A twentieth blind set, first run"): flags is missed on a record
 * that contradicts the request told as a comparison or a state ("but the available balance … is
 * $1,842.17", de "steht aber nur ein Passagier", pt "o seu plano já é o Controle 25GB, o mesmo que você
 * pediu") (3), on a locked thing told as a state or a date (fr "a déjà eu lieu", es "ya salió del
 * almacén", "was delivered on 2 February, 47 days ago") (3), on a cost or loss the act brings, after a
 * done or before a confirm ("the new plan drops hotspot", de "fällt eine einmalige Wechselgebühr … an",
 * "early cancel cost 120 euro") (3), on a failure without a failure verb ("No flights DEN→BOS on the 24th
 * after 6pm.", "search_flights error: 'invalid date format'", "our system ran your card twice") (3), on a
 * problem beside a hand-off (two duplicate transfers; es "no tengo acceso", read as a refusal) (2) and on
 * it "troppo corto" for a malformed code (1); flags is over-read on refusals whose ground is general (6:
 * "I can't look up who owns the card ending 9921", "not listed as an authorized user", two of them only
 * with the model), on compliant answers about fraud and chargebacks (5: "unauthorized transactions",
 * "phishing", "suspicious transactions", pt "estorno"), on the user's own problem restated beside a done
 * or a hand-off ("arrived damaged", "stopped working") (2), on a plain request for a reservation code (1)
 * and on "your three pending orders" (1). declines is missed on a can't beside an offer, a done or a
 * hand-off ("so I'm unable to move it to Thursday", "so I couldn't cancel that one" (unsure), pt "não
 * consigo emitir o extrato por aqui") (3), on a crowd "i cant tell you" (1) and on a can't read as a flag
 * (1); declines is over-read on a could-not on no availability (nonnative "was not possible to book", pt
 * "Não consegui reservar") (2) and on es "no tengo acceso" beside a hand-off (1). claims_done is missed on
 * a passive done followed by the refund's future ("has been cancelled. The refund … will go back", "has
 * been switched …, effective from …") (2) and on pt "Já abri uma reclamação" (1); it is over-read on
 * records and lookups (4: "Both are confirmed and fully paid", es "se envió el martes", de "Ich habe mir
 * Ihre Bestellung … angesehen", "it was booked within the last 24 hours" in an offer) and on a hand-off
 * told as a thing done ("I have created a transfer to a human agent", pt "já encaminhei seu atendimento")
 * (2). hands_off is missed on six of 23: a transfer told as a thing created, es "Voy a pasar su caso a un
 * agente humano", de "ich verbinde Sie jetzt mit ihm", pt "encaminhei seu atendimento para a equipe de
 * disputas", it "segnalato il guasto ai tecnici, che la contatteranno", and "I'm transferring you to our
 * fraud team now" after a refusal and an if; it is over-read on "flagged it to our payments team" (1).
 * asks is missed on "user id pls" and de "brauche ich noch Ihre Kundennummer" (2) and over-read on the de
 * closer "Gibt es sonst noch etwas, das ich für Sie tun kann?", es "si quieres, puedes rechazarlo", "Let
 * me know which colour …" (unsure) and, with the model only, a policy refusal and "asking you to confirm"
 * told (5). Four readings sit on replies with a label marked unsure, three on the very signal marked
 * unsure; no label was changed after the run.
 * Second read, after handoff38, replies38 and reader38 landed (the lead's merge, 7 Dec): every reading as at the
 * first run, reply for reply, though that round raised the nineteenth set's flags 0.71 → 0.90 and hands_off
 * 0.76 → 1.00 with mechanisms written for the families of its misses.
 * A development set since the thirty-ninth round (flags39, done39, handoff39, merged 7 Dec): asks 0.974
 * (56/3/0), flags 0.987 (76/2/0), declines 0.991 (54/0/1), claims_done 1.000 (56/0/0), hands_off 1.000 (23/0/0);
 * the rules alone read asks 0.991 and flags 1.000 (the reply model's four wrong readings stand).
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-20.jsonl';
/** The thirty-ninth round's figures rounded down to 0.05 (the first run's floors were 0.90 / 0.80 / 0.90 / 0.90 / 0.80). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.95, declines: 0.95, claims_done: 1, hands_off: 1 };

describe('checkResponse: twentieth set (policy-bound customer-service agents — airline, retail orders and returns, telecom plans, retail banking — that list records, ask for a yes, cite the policy and transfer to a human: each reason not to act beside its should-act twin, in the public sets\' shapes; written blind to the rules)', () => {
  blindSetTests(FILE, 'twentieth', FLOOR);
});
