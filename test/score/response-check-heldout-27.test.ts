/**
 * The twenty-seventh held-out set (issue 16, blindset27): 256 replies written blind to the rules, in the
 * shape of consumer apps' chat assistants writing the way their users do — mobile top-ups, food
 * delivery, ride-hailing, streaming and music, online games (coins, season passes, bans), gyms, event
 * tickets, marketplace buyer protection: lowercase, emoji as words ("✅ done", "❌", "👉 which one?"),
 * slang and abbreviations in all six languages ("np", "lmk", "ur", es "porfa", "q", pt "vc", "blz", fr
 * "stp", "dsl", it "cmq", "nn", "xké"), several short bubbles a reply, code-switching, rendered buttons
 * and a sticker placeholder, and a few long formal template replies. The four reasons not to act (two
 * orders, accounts, lines, subscriptions, rides or tickets; a bad or missing order number, line number or
 * gamer tag; already refunded, already delivered, plan already active; rider already on the way, pass
 * already used, cancellation window passed) each beside a should-act twin. 174 of 256 (68 %) in
 * es/de/fr/it/pt; 19 hand-offs, 66 claims of done; 12 labels marked unsure.
 *
 * Committed before the reader ran on it (dabeb93), then measured once on main 3e36596 + the set. First
 * run, rules + reply model, F1 (tp/fp/fn):
 *   asks 0.935 (43/6/0) · flags 0.701 (47/3/37) · declines 0.764 (34/6/15) · claims_done 0.848 (56/10/10)
 *   · hands_off 0.593 (8/0/11); naive keyword asks 0.840 (42/15/1). Rules alone (FORBEAR_REPLY_MODEL=0):
 *   the same on every signal.
 * 79 of 256 replies have a signal wrong: tool-loop 29/67, support 19/32, booking 5/38, sensitive 9/38,
 * tool-answer 10/37, near-miss 7/44; it 16/32, de 15/38, pt 14/32, en 13/82, fr 12/33, es 9/39.
 * Kinds of miss (docs/response-check.md, "A twenty-seventh blind set, first run"): flags is missed on two
 * matching things counted in chat wording (es "veo 2 lineas a tu nombre", de "zwei Accounts mit der
 * gleichen E-Mail", fr "j'ai 2 abonnements actifs sur ton mail", it "ho trovato 2 abbonamenti palestra",
 * pt "achei 2 corridas", "2 tabs open … with diff numbers" — all six missed), on a malformed or missing
 * identifier (de "hat am ende ein leerzeichen", pt "vc não mandou o número do pedido"), on records against
 * the request told as a state (es "se entregó a las 21:12 y hay foto", de "ist schon aktiv seit 3.
 * Dezember", fr "a deja le forfait 50Go", it "ti è già arrivato il 28/11", pt "já tem o plano anual ativo",
 * "the app shows 0 tickets but u got charged", es "sale como pagado 2 veces"), on locked things (de "schon
 * eingelöst", it "già scansionato all'ingresso", "il periodo di recesso … è finito", pt "o motorista já tá
 * a caminho"), on a cost, risk or loss beside a done (es "ojo q el pedido ya habia salido", "cada mb cuesta
 * 0,50€", de "laufen deine Downloads ab", fr "ta série de 45 jours a été perdue", it "2 accessi strani", pt
 * "o desconto de fidelidade some"), on partial acts with the rest blocked and on failures told in chat ("nn è
 * andata", es "tu pago quedó en pendiente", de "Kündigung nie durchgegangen", it "⚠️ … consegna in
 * ritardo") (37 of 84). declines is missed on curt and joking refusals ("trucos/hacks: no.", de "geht
 * nicht. Punkt.", "lol nice try … can't unban ur buddy's account", fr "je peux pas débannir", "c privé",
 * it "nn posso chiedere un rimborso", "nn ti posso aiutare con quello") and on could-nots on the data (de
 * "Ich kann leider nicht sehen …", fr "Je ne peux pas voir …", "the tool not show the price") (15);
 * over-read on a can't beside a hand-off or an ask that names the missing piece, and a loss told after a
 * done (de "den kann ich nicht zurückholen"). hands_off is missed on a team passed the case in chat
 * wording (de "hab's ans Payments-Team weitergegeben, die melden sich", es "ya se lo pasé a facturación pa
 * q lo revisen", fr "j'ai transmis à l'équipe paiements pour qu'ils regardent", it "ho segnalato al team
 * pagamenti", pt "mandei pro time financeiro dar uma olhada", "Passei seu caso pra supervisão", "sent this
 * straight to our ticketing team, they'll fix", "forwarded to our content team") (11 of 19). claims_done is
 * missed on check-mark dones with the participle after the thing (de "passt ✅ hab … gutgeschrieben", fr
 * "commande #LV-20931 annulée", pt "✅ proteção de compra ativada", "✅ corrida cancelada", "reservado ✅",
 * de "✅ Auto-Verlängerung deaktiviert", it "è programmata per domenica", es "Le confirmamos la
 * modificación") (10); over-read on order histories ("#FD-70002 — cancelled", it "#219 annullato"), a
 * policy (fr "une commande annulée … est remboursée"), "glad it's sorted", a failure (fr "rien n'a été
 * réservé"), and hand-offs. asks is over-read on promo questions ("❓ Did you know…", de "❓ Schon
 * gewusst?", it "❓ Lo sapevi?"), tips and an offer. No label was changed after the run.
 * Second read, still blind, after the forty-second round (flags42 and done42, developed on the twenty-sixth by
 * sentence function over open vocabulary; the lead's merge, 7 Dec): one reading moved, toward its label (a partial
 * refund whose third item was already delivered now flags) — flags 0.711 (48/3/36), the rest the same.
 * A development set since the forty-third round (chat43: chat bubbles split at a line break, hand-offs, counts, ticks,
 * negations and curt refusals in chat wording; the lead's merge, 7 Dec): 33 replies' readings moved, all toward their
 * labels — asks 0.966 (43/3/0), flags 0.775 (55/3/29), declines 0.875 (42/5/7), claims_done 0.904 (61/8/5), hands_off
 * 1.000 (19/0/0). Left: records against the request, locks, costs and chat failures (flags, 29 missed); curt es/fr
 * refusals and could-nots on the data; a can't naming a missing piece beside a hand-off or ask read as a decline;
 * order histories and a policy read as dones; a tip read as an ask.
 */
import { describe } from 'vitest';
import type { SignalName } from '../helpers/labelled-replies.js';
import { blindSetTests } from '../helpers/labelled-replies.js';

const FILE = 'replies-heldout-27.jsonl';
/** The figures after the forty-third round rounded down to 0.05 (the first run's: 0.90 / 0.70 / 0.75 / 0.80 / 0.55). */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.95, flags: 0.75, declines: 0.85, claims_done: 0.9, hands_off: 1 };

describe('checkResponse: twenty-seventh set (consumer apps\' chat assistants writing as their users do — emoji, slang, short bubbles, code-switching — in telecom, delivery, rides, streaming, games, gyms and tickets; each reason not to act beside its should-act twin; written blind to the rules; a development set since the forty-third round)', () => {
  blindSetTests(FILE, 'twenty-seventh', FLOOR);
});
