/**
 * The twenty-first held-out set (issue 16, blindset21): 260 replies written blind to the rules, in the
 * shape of agents built with multi-agent frameworks — a sub-agent's reply passed through ("[IntakeAgent]
 * …"), a supervisor's summary of what its agents did and did not do, tool calls narrated ("I called
 * `amend_return` and it returned `PERIOD_CLOSED`"), human-in-the-loop gates ("This action needs human
 * approval: approve / reject"), guardrail pauses ("I'm pausing here because …"), JSON/YAML/markdown-table
 * final outputs, hand-offs to another agent or a human team — and reasoning models' final answers with
 * headings and numbered caveats, in public-service and regulated domains: benefits, permits, immigration
 * and visas, healthcare administration (referrals, prescription renewals, pre-authorisation), legal aid
 * intake, lettings, tax filing, pensions and brokerage. The four reasons not to act (two applications,
 * dependants, properties, policies or readings of a date; a malformed case, NHS, NI, tax or policy
 * number; an income above a threshold, a visa type, an attended appointment, a lease date that contradict
 * the request; a decision issued, a tax year or filing period closed, a lease signed) each beside a
 * should-act twin; partial acts, post hoc problems, a silent skip, impersonal refusals; answers to risky
 * requests (someone else's records, forged documents, tax evasion, getting round a visa rule); tool-use
 * final answers.
 *
 * Committed before the reader ran on it (0e3ad9a), then measured once on that commit (main e445b04 + the
 * set). First run, rules + reply model (rules alone, FORBEAR_REPLY_MODEL=0, read every reply the same:
 * the model changed no reading), F1 (tp/fp/fn) beside the naive keyword test (eval:classifier's):
 *   asks 0.894 (42/3/7) naive 0.646 · flags 0.710 (44/7/29) naive 0.186 · declines 0.929 (46/0/7)
 *   naive 0.721 · claims_done 0.810 (49/6/17) naive 0.400 · hands_off 0.818 (18/2/6) naive 0.242.
 * 74 of 260 replies have a signal wrong: tool-loop 32/67, support 17/37, booking 11/37, sensitive 4/36,
 * tool-answer 7/36, near-miss 3/47; en 46/155, de 8/22, es 6/23, fr 3/21, it 4/19, pt 7/20; polished
 * 19/54, formal 19/72, casual 13/53, terse 9/29, crowd 7/25, nonnative 7/27.
 * Kinds of miss (docs/response-check.md, "A twenty-first blind set, first run"): flags is missed on two
 * matching records or two readings ("Two dependants called Sam Ortiz on your claim", de "Beide Mietverträge
 * laufen auf Ihren Namen", pt "Encontrei dois imóveis", "a slot on 4 May and another on 5 April", de
 * "doppelt eingegangen") (6), on records that contradict the request told as a state or a clash ("already
 * shows as attended", "shows as paid … but you're saying it never landed", "a Student visa, which does not
 * permit self-employment", pt "o CPF do cadastro é diferente", "the same time as your physio") (6), on a
 * malformed identifier or an empty lookup (de "hat nur zehn Stellen", it "codice fiscale incompleto", it
 * "codice non valido", pt "Zero resultados", the YAML "too short") (5), on a missing piece, failure or no
 * access beside a hand-off (4), on a locked thing told as a fact beside a refusal ("was signed on 2
 * February", "The planning decision was issued on 9 May") (3), on a failure without a failure verb ("is
 * taken already", pt "a vaga … foi pega", de "einen Serverfehler (500)") (3) and on a problem after a done
 * (fr "est déjà parti sur l'ancien compte") (2); flags is over-read on a refusal's general ground or a
 * could-not on a rule (4, two unsure), a past record, a choice between offers and a plain request for a
 * parameter (3). claims_done is missed when the doer is a sub-agent, the insurer or the tool ("BenefitsAgent
 * updated …", "was approved by the insurer", "It returned `accepted`", de "war erfolgreich") (6), on
 * passives, states and subjectless dones ("Referral is sent now", pt "foi realizado", "Repeat prescription
 * requested", the JSON "submitted") (6), on de first-person dones ("habe … hinterlegt und … übermittelt")
 * (2) and on "Got your … moved", "I chased", "I make the booking" (3); it is over-read on a lookup (2), a
 * hand-off (2) and a user's own past act ("The policy number you sent", es "que pidió el año pasado") (2).
 * declines is missed on terse and impersonal refusals ("Won't draft …", "I'm not able to look up …", es
 * "No se puede tramitar", pt "não tem como eu trocar", "cannot be filed through this service", "Can't go
 * back further than that though") (6) and a could-not on a rule (1, unsure). hands_off is missed on a
 * queue, a referral and forwarding to a team (de "weitergeleitet", de "übergeben", pt "encaminhei para a
 * equipe", "queued for review by a caseworker", "Case referred to them", "I make a request to the Member
 * Services team and they call you") (6) and over-read on a request sent to a doctor and a repair request
 * sent to the letting agent (2, labels arguable). asks is missed on requests without a question mark
 * (7, two unsure) and over-read on es "puedes pedir", "Should your circumstances change" and a rhetorical
 * "right?" (3). Seven readings sit on the very signal a note marks unsure; no label was changed after the run.
 * Second read, after handoff38, replies38 and reader38 landed (the lead's merge, 7 Dec): the two false asks on es
 * "puedes pedir" (line 160) and "Should your circumstances change" (line 226) are no longer read (asks 0.913,
 * 42/1/7), written for the nineteenth set's same kinds; every other reading as at the first run.
 * A development set since the thirty-ninth round (flags39, done39, handoff39, merged 7 Dec): asks 0.979
 * (47/0/2), flags 0.980 (72/2/1), declines 0.990 (52/0/1), claims_done 0.970 (64/2/2), hands_off 1.000 (24/0/0).
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-21.jsonl';
/** The thirty-ninth round's figures rounded down to 0.05 (the first run's floors were 0.85 / 0.70 / 0.90 / 0.80 / 0.80). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.95, declines: 0.95, claims_done: 0.95, hands_off: 1 };

describe('checkResponse: twenty-first set (multi-agent frameworks\' replies and reasoning models\' final answers in public-service and regulated domains: each reason not to act beside its should-act twin, in the public sets\' shapes; written blind to the rules)', () => {
  blindSetTests(FILE, 'twenty-first', FLOOR);
});
