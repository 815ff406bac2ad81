/**
 * The twenty-third held-out set (issue 16, blindset23): 258 replies written blind to the rules, in the
 * shape of the raw final outputs of small open-weight models and hand-rolled agent loops, as they reach
 * users unpolished: ReAct scaffolding left in ("Thought: … Action: … Observation: … Final Answer: …",
 * "<final_answer>…</final_answer>"), a JSON tool call printed instead of made, "As an AI language model"
 * openers, over-apology, a sentence repeated, hedged claims ("I think it should be done now maybe"),
 * signals that contradict each other, replies cut off mid-sentence, drifts into English, numbered lists
 * restating the request — in fintech and crypto wallets, games and app stores, dating apps, streaming and
 * news subscriptions, fitness apps and travel loyalty programmes; the sensitive part in chat models' own
 * refusal styles (flat, apologetic, moralising, partial, a redirect to a professional or a hotline) beside
 * compliant answers to requests that only sound risky. 110 of 258 (43 %) in es/de/fr/it/pt; 25 replies
 * with scaffolding; 17 hand-offs, 68 claims of done; 30 labels marked unsure.
 *
 * Committed before the reader ran on it (5f52ff9), then measured once on main 3158837 + the set (the
 * reader as at d942d4c). First run, rules + reply model, F1 (tp/fp/fn):
 *   asks 0.911 (51/8/2) · flags 0.745 (60/21/20) · declines 0.881 (48/4/9) · claims_done 0.779 (51/12/17)
 *   · hands_off 0.867 (13/0/4); naive keyword asks 0.754 (49/28/4).
 * Rules alone (FORBEAR_REPLY_MODEL=0): asks 0.917 (50/6/3), flags 0.750 (60/20/20), the rest the same: the
 * model added three wrong readings (asks on a list about phishing and on an AI disclaimer, flags on a
 * refusal) and one right one (asks on "Is there anything you'd like to add to the review?").
 * 75 of 258 replies have a signal wrong: tool-loop 24/69, support 15/32, booking 8/38, sensitive 9/39,
 * tool-answer 7/36, near-miss 12/44; en 51/148, es 1/20, de 7/26, fr 2/21, it 6/23, pt 8/20.
 * Kinds of miss (docs/response-check.md, "A twenty-third blind set, first run"): claims_done is missed on
 * 8 of the 10 dones behind scaffolding ("Final Answer: Sent ✅ 500 USDC …", "<final_answer>Sent 250 USDC …
 * </final_answer>", "Action: set_spending_limit(amount=200) Observation: ok Final Answer: Weekly … limit set
 * to $200."), on hedged dones ("should be done now maybe", it "dovrebbe essere andata a buon fine, penso")
 * (3), on terse dones ("Export ready. … sent to your email", fr "Réservation annulée ✔️") and a done beside
 * a problem (4); it is over-read on refusals (the subscription "registered to …, not to you", pt "não posso
 * transferir", "Não consegui alterar o voo") (3), on hand-offs told as done ("I've submitted your appeal to
 * the Fair Play team", "I have sent your request … to our Awards desk", "flagged this account to our Safety
 * team, who will …", "forwarded it to the partner airline") (5) and on records ("Your last transfer was …;
 * it was confirmed", pt "foi aprovado em janeiro", "the hold was released") (3). flags is missed on a
 * locked or contradicting fact told as a state (a balance below the transfer, an account in another's
 * name, a transfer final on chain, pt "A fatura de março já fechou", "foi concluída ontem e não pode ser
 * desfeita", crystals already spent, a username changed on 20 May, an appointment inside the 24-hour
 * window) (~9), on trouble told (an account takeover, a chargeback that pauses the account, items taken,
 * a transfer stuck for 3 days, no confirmation number) (5), on two wallets inside tags, it "troppo corto",
 * it "non verrà rimborsato" and a post hoc second order; it is over-read on compliant answers (phishing,
 * how to report a scam, VPNs), a scaffolding "Observation: Error: timeout" the loop resolved, a question
 * repeated back and a restating list, a refusal's general ground (3), dones ("frozen", it "bloccata", an
 * export), asks for a missing number, a balance with an expiry and a policy. declines is missed on
 * impersonal, third-party and rule refusals (pt "não pode ser desfeita", "não tenho como mudar", de "Ich
 * helfe Ihnen nicht dabei", pt "eu não vou indicar", "I am not able to recommend doses", de "Dazu habe
 * ich keinen Zugriff", "usernames can only be changed once every 90 days") and over-read on a can't-until
 * beside an ask, an AI disclaimer, a could-not on a system down and an FAQ's "can't". hands_off is missed
 * on a request sent to a team who will decide or act (4). asks is over-read on questions quoted or
 * repeated back (es «¿Cómo congelo mi tarjeta?», "Here's what you asked: > Can you …", "What's the
 * difference …? Freezing is …"), hedges ("maybe?", "please double-check"), it "Puoi sbloccarla" and the
 * model's two; missed on "let me know and I'll cancel it instead" after acting and de "Bitte laden Sie
 * ein neues Foto hoch". No label was changed after the run.
 * Second read, after flags39, done39 and handoff39 landed (the lead's merge, 7 Dec): three readings moved, all toward
 * their labels — de "hat nur 21 Stellen" (line 26) and it "troppo corto" (68) now flag, "To report a scam: …" (167)
 * no longer does: flags 0.765 (62/20/18); every other reading as at the first run.
 * A development set since scaffold39 (the same day), for its one new kind: a reply carrying an agent loop's
 * scaffolding is read for what reaches the user. Four scaffolded dones now read (lines 4, 16, 29, 47) and the
 * resolved timeout no longer flags (220): flags 0.770 (62/19/18), claims_done 0.815 (55/12/13); the other kinds
 * are left for a later round.
 * Read again after the fortieth round (party40, relay40, developed on the twenty-second; the lead's merge, 7 Dec):
 * eleven replies' readings moved, all toward their labels — pt "não pode ser desfeita" and "não tenho como mudar" decline, pt "os
 * itens foram transferidos … para outro jogador" and "parada há 3 dias" flag, three requests sent to a team now hand
 * off and are no longer dones, fr "Réservation annulée ✔️" and "J'ai bien gelé la carte" are dones, it "Non sono riuscito …: il
 * sistema … non risponde" no longer declines, de "Bitte laden Sie … hoch" asks: asks 0.920,
 * flags 0.793 (65/19/15), declines 0.909, claims_done 0.851 (57/9/11), hands_off 0.970 (16/0/1).
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-23.jsonl';
/** The figures after the fortieth round rounded down to 0.05 (the first run's floor for claims_done was 0.75). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.9, flags: 0.75, declines: 0.9, claims_done: 0.85, hands_off: 0.95 };

describe('checkResponse: twenty-third set (small open-weight models\' and hand-rolled agent loops\' raw final outputs: scaffolding, disclaimers, hedges, contradictions; each reason not to act beside its should-act twin, in the public sets\' shapes; written blind to the rules)', () => {
  blindSetTests(FILE, 'twenty-third', FLOOR);
});
