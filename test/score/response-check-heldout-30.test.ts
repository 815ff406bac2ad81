/**
 * The thirtieth held-out set (issue 16, blindset30): 256 replies written blind to the rules, each the
 * final spoken turn of a voice agent, as its speech-to-text transcript or its text-to-speech script —
 * energy and utilities (meter readings, tariffs, outages, direct debits), banks' phone lines, airline and
 * rail call centres, restaurant and salon booking, car service centres, council helplines. Spoken
 * register: fillers and self-repair, numbers read back digit by digit, confirmations asked as statements,
 * transcripts in lower case without punctuation and with speech-recognition slips ("there's to
 * accounts"), SSML breaks, speaker tags, IVR prompts, holds and transfers. The four reasons not to act
 * (two accounts, bookings or flights matching; a misheard or malformed reference, a postcode or spelling
 * that does not match; a meter already read, a booking already moved; a bill already issued, a debit
 * already sent, a deposit past its cut-off) each beside a should-act twin. 93 of 256 (36 %) in
 * es/de/fr/it/pt; 21 hand-offs, 67 claims of done; 18 labels marked unsure.
 *
 * Committed before the reader ran on it (d4bb5c7), then measured once on main e1287ba + the set — the
 * reader after the forty-third round (chat43). First run, rules + reply model, F1 (tp/fp/fn):
 *   asks 0.862 (53/5/12) · flags 0.708 (51/11/31) · declines 0.880 (44/8/4) · claims_done 0.906 (63/9/4)
 *   · hands_off 0.800 (14/0/7); naive keyword asks 0.794 (52/14/13). Rules alone (FORBEAR_REPLY_MODEL=0):
 *   asks 0.876 (53/3/12), flags 0.718 (51/9/31), the rest the same (the model adds two asks on "I'm going
 *   to put you through to … Please hold" and two flags on refusals).
 * 74 of 256 replies have a signal wrong: tool-loop 21/67, support 14/32, booking 13/37, sensitive 7/38,
 * tool-answer 11/37, near-miss 8/45; en 52/163, de 6/21, fr 5/19, it 5/17, es 3/21, pt 3/15; crowd
 * transcripts 14/25.
 * Kinds of miss (docs/response-check.md, "A thirtieth blind set, first run"): asks is missed on questions
 * in transcripts without a question mark ("which one are we doing the reading for", "could you double
 * check the reg for me", "is that ok", fr "vous pouvez me le relire", it "vuole lasciarla così", es
 * "quiere probar con otra") and on "Please try again" after a reference not recognised (12 of 65);
 * over-read on a transfer's "Please hold", a how-to and a survey. flags is missed on the same transcripts'
 * problems (two accounts, a registration that shows another car, a card declined), on slots and seats
 * gone ("That flight's full", es "no queda nada, está todo completo", fr "le créneau … vient d'être
 * pris"), on systems down ("Das System hängt gerade", "the booking system's just gone down"), on locks
 * told as a state (es "la factura … ya está emitida", de "Die Lastschrift ist schon an Ihre Bank raus",
 * pt "A fatura … já foi emitida"), on a fault or an anomaly found in the caller's records, and on a cost
 * beside a booking; over-read on policies, a hold notice, a refusal on a rule and a done with a fix in
 * it. declines is over-read on a can't that names a failure or slot beside an offer (8) and missed on
 * could-nots on reach and a could-not on a fare's rule. claims_done is missed on spoken notifications
 * ("that's the Golf booked in for …", "that's all booked", "your booked in for tues") and over-read on
 * bookings told with a past date, a lock's "was processed at six" and IVR transfers. hands_off is missed
 * on "pass a message to the depot, and they'll ring you back", "transferred to an adviser", "the
 * installations team will text you", it "la passo al reparto tecnico".
 * No label was changed after the run.
 * A development set since the forty-fourth round (voice44: questions by their structure in unpunctuated
 * transcripts, spoken notifications, phone transfers and holds, a can't on a spoken failure; the lead's merge, 7
 * Dec): asks 0.970 (64/3/1) · flags 0.748 (55/10/27) · declines 0.926 (44/3/4) · claims_done 0.978 (66/2/1) ·
 * hands_off 0.976 (20/0/1); floors raised to that reading rounded down.
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-30.jsonl';
/** The reading after its development round rounded down to 0.05 (the first run's floors were lower). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.7, declines: 0.9, claims_done: 0.95, hands_off: 0.95 };

describe('checkResponse: thirtieth set (voice agents\' final spoken turns, as transcripts or speech scripts — utilities, bank phone lines, airline and rail call centres, restaurant and salon booking, car service, council helplines; each reason not to act beside its should-act twin; written blind to the rules)', () => {
  blindSetTests(FILE, 'thirtieth', FLOOR);
});
