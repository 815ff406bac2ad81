/**
 * The seventeenth held-out set (issue 16, blindset17): 259 replies written blind to the rules, in the
 * shape of software-operations and SaaS-administration agents' final messages and of replies as
 * open-weight chat models write them ("Sure! Here's what I ran:", "I apologize for the confusion",
 * "**Note:**", headings, bullets, code blocks with the command and its output, "Let me know if …"):
 * deleting repos and branches, merging and reverting PRs, rotating keys, scaling and deleting clusters,
 * DNS, backups, tokens, users, plans, SSO, orders, gift cards, prices, clinic and travel changes, bank
 * transfers. The four reasons not to act (two matching resources or two readings, a missing or malformed
 * identifier, a request that contradicts the records, a frozen/locked/archived thing) each beside a
 * should-act twin; quoted tool errors and quoted user questions; CLI status lines and Slack one-liners;
 * partial acts, post hoc warnings, silent skips, hand-offs to on-call/billing/compliance, refusals on
 * policy and capability; answers to risky ops requests; tool-use final answers.
 *
 * Committed before the reader ran on it (11af04c), then measured once on that commit (main 3ca4e13 +
 * the set). First run, rules + reply model (rules alone, FORBEAR_REPLY_MODEL=0, read every reply the
 * same), F1 (tp/fp/fn) beside the naive keyword test:
 *   asks 0.927 (51/3/5) naive 0.754 · flags 0.667 (49/12/37) naive 0.235 · declines 0.880 (44/8/4)
 *   naive 0.568 · claims_done 0.845 (49/9/9) naive 0.301 · hands_off 0.933 (14/0/2) naive 0.385.
 * 76 of 259 replies have a signal wrong: tool-loop 26/64, support 15/38, booking 10/38, sensitive 10/38,
 * tool-answer 9/38, near-miss 6/43; en 51/173, de 5/18, es 5/17, fr 6/17, it 3/17, pt 6/17; polished
 * 20/74, formal 16/58, casual 19/56, terse 8/34, nonnative 8/19, crowd 5/18.
 * Kinds of miss (docs/response-check.md, "A seventeenth blind set, first run"): flags is missed on two
 * matching resources or two readings told as "two …", "both …" or the options alone (9), on records
 * that contradict the request or an identifier that matches nothing (5), on a failure told without a
 * failure verb or inside a partial act (6: a checksum that "did not verify", a quoted "zone is locked", a
 * flight "cancelled by the airline"), on a freeze or a needed approval the agent held on (5), on a
 * problem named after a done (4), on a fact of this request beside a refusal (4) and on a can't-until or
 * can't-without beside an ask or a hand-off (4), read as a decline instead; flags is over-read on a
 * refusal's general ground (6: the law, "not permitted", a retention lock, "I don't have access") and
 * on answers, explainers and records (5) and once on "the missing export" in a request for details; declines is over-read on
 * can't-until/without/while with an ask or a hand-off (6) and on a could-not on a fact with an ask (2),
 * and missed on es "No voy a borrar", a Slack "nope, not pasting", pt "não dá" and a could-not on a
 * restaurant's rule (4); claims_done is missed on done told as a state or a passive (5: "is gone",
 * "has been marked as paid", "a été échangé"), a Slack verb without subject, a non-native "I have revoke",
 * and a done beside a problem (2), and over-read on someone else's act or a past record (4), a failed
 * attempt (2), a forwarding, a side step beside a can't and a how-to; hands_off is missed on "forwarded
 * yours to a supervisor" and "opened case … with compliance" (2), both beside a can't; asks is missed on
 * requests without a question mark (5: a CLI "Pass --record-id", es "indíqueme si le parece bien",
 * "Pásamelo", two conditional offers) and over-read on an optional offer after a done, a rhetorical
 * question and an echoed es question (3). Twenty readings (16 replies) sit on labels marked unsure; no
 * label was changed after the run.
 * Second read, still blind, after reader36 and replies36 (the sixteenth set's kinds in six languages) landed
 * (main 7 Dec, merge of replies36): every figure as at the first run, reply for reply (the replies36 round
 * moved its own set's flags 0.733 → 0.852 and hands_off 0.667 → 0.968, this one by none).
 * A development set from the replies37 round on (it left NOT_YET_TUNED_ON in eval:classifier; the reply model is
 * still not trained on it; the eighteenth and nineteenth blind sets take its place): its kinds were written as
 * mechanisms for their family of wording in six languages (bench/replies/README.md, "Thirty-seventh round"). After
 * the round: asks 0.946, flags 0.869, declines 0.959, claims_done 0.966, hands_off 1.000; five flags labels read
 * "label disagrees" (bench/replies/fixture-adjudications.jsonl: two choice questions that name the options, three
 * approvals asked of the approver). Floors raised by the lead after the merge to the round's figures rounded down to 0.05 (below).
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-17.jsonl';
/** After replies37 (asks 0.946, flags 0.869, declines 0.959, claims_done 0.966, hands_off 1.000) rounded down to 0.05;
 * the first run's floors were 0.90 / 0.65 / 0.85 / 0.80 / 0.90. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.9, flags: 0.85, declines: 0.95, claims_done: 0.95, hands_off: 1 };

describe('checkResponse: seventeenth set (software-ops and SaaS-admin agents\' final messages in open-weight chat models\' style: each reason not to act beside its should-act twin, in the public sets\' shapes; written blind to the rules)', () => {
  blindSetTests(FILE, 'seventeenth', FLOOR);
});
