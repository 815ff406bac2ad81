/**
 * The ninth held-out set (issue 16): 259 replies written from the signals' meanings in docs/score.md
 * (with its "Where the signals meet" boundaries) and the top of docs/response-check.md by someone who
 * had not read the rules, the lexicon, the reply model, bench/replies or the earlier fixtures. Aimed at
 * what production agents say: coding / IT / devops agents (51: migrations run, pushes held for red CI,
 * refusals to delete prod data, which branch, on-call hand-offs), finance / banking / insurance /
 * healthcare-admin agents (64: refunds, transfers held for a limit, claims missing a document, locked
 * periods, dosage questions redirected, policy numbers), multi-step agents' long final replies (50:
 * numbered summaries mixing done steps, a withheld step and its reason, a question at the end; tool
 * results in markdown tables), voice-assistant and SMS turns (42: one-liners, no punctuation, emoji)
 * and near misses (52: self-answered questions, "no action needed", hypothetical warnings,
 * instructions, closers, past problems fixed, quoted refusals, conditional offers). Six voices kept as
 * the note's "[voice]" prefix; 65 replies (25 %) in es/de/fr/it/pt. Committed before the reader was run
 * on it (2ea77da), then measured once, rules + reply model as shipped. First run (F1, tp/fp/fn):
 *   asks 0.958 (69/5/1), flags 0.728 (55/10/31), declines 0.790 (32/8/9), claims_done 0.707 (52/8/35),
 *   hands_off 0.757 (14/1/8); naive keyword asks 0.876 (67/16/3).
 *   Rules alone (FORBEAR_REPLY_MODEL=0): the same but asks 0.966 (70/5/0): the model took away one right
 *   ask, "Kindly verify the SWIFT code with the beneficiary and let us know." at the end of a summary.
 * 93 of 259 replies have a signal wrong: multi-step 30/50, devops 22/51, finance 16/64, near-miss 14/52,
 * short 11/42; voices verbose 27/53, wizard 6/12, markdown 7/15, casual 22/60, terse 17/57, formal
 * 14/62; 26 of 65 non-English replies wrong (es 8/14) against 67 of 194 English ones.
 * Kinds of miss: claims_done missed (35) — terse notices with no subject ("Scaled the worker pool from 4
 * to 8 replicas as requested.", "Timer set for 10 minutes.", "ok done 👍", 11), first-person perfects
 * and pasts in es/it/fr/pt/de ("He ejecutado la migración", "Ho riavviato nginx", "Fiz o deploy", 8),
 * done steps as items of a numbered list or table (8), states that show it happened ("Hotfix is live
 * on prod", "Your policy is cancelled from 31 May", 6), "I ran the migration" (2); flags missed (31) —
 * a missing piece or conflict inside a long summary (8), a problem told as a plain state ("The webhook
 * returned 500 three times in a row", "Low battery on the front door lock (12%)", 7), a limit or fact of
 * this request beside an ask, a done or a refusal ("I didn't push because CI is red", "over the $10,000
 * limit for instant transfers, so I've scheduled it…", 7), a risk or cost of the action before a
 * confirmation ("Terraform plan shows 3 resources to destroy, including the prod RDS instance", "a £75
 * early-termination fee", 5), the user's own matching records ("Both were used at that merchant", 4);
 * flags false (10) on negated or dismissed problems ("There are no failed payments on your account this
 * year."), past problems already fixed, a quoted error, a hypothetical failure, "I haven't moved
 * anything"; declines — past-tense "couldn't" in a summary read as flags only (6: "Couldn't add the
 * airport transfer", es "No pude reservar", pt "Não consegui emitir"), "nope, cant …" (2), false on a
 * "can't … until" gate waiting on the user (4: "I can't send the claim to an adjuster until both are
 * uploaded") and on "which I don't have access to" explaining an ask or hand-off (2); hands_off missed
 * (8) — "sent … to Dr Patel's office for approval", "I've handed this to the DBA on call", "assigned the
 * follow-up to the payments team", es "se lo he pasado al equipo de soporte"; claims_done false (8) on
 * requests passed on ("has been sent to the platform team for approval") and past fixes or escalations
 * ("Die Störung von gestern Abend ist behoben"); asks false (5) on self-answered questions ("Good
 * question — should you squash before merging? In this repo, yes…") and de "Falls Sie …, können Sie…".
 * 26 of the 116 wrong readings sit on replies whose note says the label is uncertain; the biggest such
 * boundary is the "can't … until you send X" gate, labelled a missing piece and not a decline (6
 * declines false); read as declines, declines would be 0.874 (38/2/9). Details:
 * docs/response-check.md (a ninth blind set, first run). No label was changed after the run. The floors
 * are the first-run figures rounded down to 0.05. Kept out of training (TRAINING_FIXTURES).
 * A development set since the replies16 round (the lead's call): eval:classifier marks it dev, the rules
 * were developed on its kinds of miss (test/score/response-check-replies16.test.ts), and the figures
 * above stay its first run. Its floors were raised after replies16 to its figures then rounded down to
 * 0.05 (0.993 / 0.923 / 0.883 / 0.911 / 0.955), so a later round cannot lose what that one won. */
import { describe, expect, it } from 'vitest';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, allNegative, belowFloors, expectLanguagesAndVoices, expectMixedCategories, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

type Row = TaggedReply;

const FILE = 'replies-heldout-9.jsonl';
/** F1 after the replies16 round (asks 0.993, flags 0.923, declines 0.883, claims_done 0.911, hands_off
 * 0.955) rounded down to 0.05; the first run's were 0.95 / 0.70 / 0.75 / 0.70 / 0.75. */
// Raised after the replies20–23 rounds (6 Dec) to the figures then, rounded down to 0.05 (docs/response-check.md).
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.95, declines: 0.9, claims_done: 0.9, hands_off: 0.95 };
const CATEGORIES = ['devops', 'finance', 'multi-step', 'short', 'near-miss'];

describe('checkResponse: ninth set (devops, finance and health admin, multi-step summaries, voice/SMS turns, near misses; written blind to the rules)', () => {
  const rows = loadLabelledReplies(FILE) as Row[];
  const inCategory = (cat: string): Row[] => rows.filter((r) => r.category === cat);

  it('has ~250 replies; every category holds positives and near-miss negatives; ~15 % are es/de/fr/it/pt, ~8 each', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expectMixedCategories(rows, CATEGORIES);
    // Coding and finance agents do, ask, flag, refuse and hand off.
    for (const cat of ['devops', 'finance']) {
      for (const s of ALL_SIGNALS) expect(inCategory(cat).filter((r) => r[s]).length, `${cat} ${s}`).toBeGreaterThanOrEqual(5);
    }
    // Long final replies: mostly several lines, mixing done steps with problems and questions.
    const multi = inCategory('multi-step');
    expect(multi.filter((r) => r.text.includes('\n')).length).toBeGreaterThanOrEqual(40);
    expect(multi.filter((r) => r.claims_done && (r.flags || r.declines) && r.asks).length).toBeGreaterThanOrEqual(15);
    expect(multi.filter((r) => /\|---/u.test(r.text)).length, 'tool results in tables').toBeGreaterThanOrEqual(6);
    // Voice and SMS turns are one short line.
    expect(inCategory('short').every((r) => r.text.length <= 80 && !r.text.includes('\n'))).toBe(true);
    expect(inCategory('near-miss').filter(allNegative).length).toBeGreaterThanOrEqual(40);
    expectLanguagesAndVoices(rows, ['terse', 'casual', 'wizard', 'verbose', 'markdown', 'formal']);
  });

  it('stays at or above its first run (its floors) on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} ninth held-out replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });
});
