/**
 * The translated development set (issue 16, lang28): 56 English replies of the development sets
 * (replies-heldout-7 … -15: every signal, near misses and negatives) each written in es, de, fr, it and
 * pt the way a native support agent or chat model says it — not word for word ("le he transferido su
 * caso", "Ihr Anliegen an … weitergeleitet", "c'est fait", "è stata annullata", "fica registada") — 280
 * replies, labels as the English originals (the note names the source file:line). It measures how the
 * reader generalises across languages: the same replies, read once in English and once in each language.
 *
 * Committed before the reader ran on it (b98236f), then read once on main 1b15f60 + the set. First run,
 * F1 (tp/fp/fn) per language:
 *   es asks 0.900 (18/3/1) · flags 0.467 (7/0/16) · declines 0.741 (10/1/6) · claims_done 0.621 (9/2/9) · hands_off 0.588 (5/0/7)
 *   de asks 0.923 (18/2/1) · flags 0.467 (7/0/16) · declines 0.720 (9/0/7) · claims_done 0.519 (7/2/11) · hands_off 0.375 (3/1/9)
 *   fr asks 0.947 (18/1/1) · flags 0.516 (8/0/15) · declines 0.720 (9/0/7) · claims_done 0.593 (8/1/10) · hands_off 0.500 (4/0/8)
 *   it asks 0.923 (18/2/1) · flags 0.563 (9/0/14) · declines 0.692 (9/1/7) · claims_done 0.629 (11/6/7) · hands_off 0.286 (2/0/10)
 *   pt asks 0.914 (16/0/3) · flags 0.467 (7/0/16) · declines 0.786 (11/1/5) · claims_done 0.462 (6/2/12) · hands_off 0.400 (3/0/9)
 *   all asks 0.921 (88/8/7) · flags 0.497 (38/0/77) · declines 0.733 (48/3/32) · claims_done 0.569 (41/13/49) · hands_off 0.436 (17/1/43)
 * Replies with a signal wrong: es 34/56, de 39/56, fr 37/56, it 35/56, pt 34/56 (179/280); the 56 English
 * originals, read the same way, 14/56 (asks 0.973, flags 0.829, declines 0.882, claims_done 0.889, hands_off 1.000).
 *
 * After the lang28 round (mechanisms per language family, bench/replies/README.md "lang28"):
 *   all asks 0.926 (88/7/7) · flags 0.777 (73/0/42) · declines 0.936 (73/3/7) · claims_done 0.880 (77/8/13) · hands_off 1.000 (60/0/0);
 *   wrong es 16/56, de 14/56, fr 15/56, it 16/56, pt 16/56 (77/280). Most flags left are ones the English
 *   originals miss too (a short IBAN, a customs charge to pay, a delay's weather, a deposit held for damage).
 * Five replies (line 131–135, from replies-heldout-8.jsonl:16, "couldn't book it, the system is down")
 * carry the original's declines label, which disagrees with docs/score.md (a failure on a breakdown flags,
 * it does not decline): adjudicated "label disagrees" in bench/replies/fixture-adjudications.jsonl, as the
 * original is; the label is left as written.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import type { SignalName, TaggedReply } from '../helpers/labelled-replies.js';
import { ALL_SIGNALS, belowFloors, loadLabelledReplies, voiceOf } from '../helpers/labelled-replies.js';

const FILE = 'replies-translated.jsonl';
const LANGS = ['es', 'de', 'fr', 'it', 'pt'] as const;
/** The lang28 round's figures rounded down to 0.05. */
const FLOOR: Readonly<Record<SignalName | 'hands_off', number>> = { asks: 0.9, flags: 0.75, declines: 0.9, claims_done: 0.85, hands_off: 1 };

describe('checkResponse: translated set (development replies said in es, de, fr, it and pt)', () => {
  const rows = loadLabelledReplies(FILE) as TaggedReply[];

  it('holds each source reply once in each of the five languages, with the same labels, every signal present', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
    const bySource = new Map<string, TaggedReply[]>();
    for (const r of rows) {
      const source = /translated from (\S+)/u.exec(r.note)?.[1] ?? '?';
      bySource.set(source, [...(bySource.get(source) ?? []), r]);
    }
    for (const [source, group] of bySource) {
      expect(group.map((r) => r.lang).sort(), source).toEqual([...LANGS].sort());
      for (const s of ALL_SIGNALS) expect(new Set(group.map((r) => r[s])).size, `${source} ${s}`).toBe(1);
    }
    for (const s of ALL_SIGNALS) expect(rows.filter((r) => r[s]).length, s).toBeGreaterThanOrEqual(50);
  });

  it('stays at or above its floors on every signal, hands_off included', () => {
    const { failing, misreadings } = belowFloors(`response-check on ${rows.length} translated replies`, rows, FLOOR, { voice: voiceOf });
    expect(failing, `misclassified:\n${misreadings.join('\n')}`).toEqual([]);
  });

  it('reads a verbless status line as done, but not a present tense that folds like a participle after a subject pronoun', () => {
    // Folded, the present "transfère" is the participle "transféré": the pronoun says it is a sentence, an
    // act under way (test/mine's call transcripts read it as an escalation, not a done).
    expect(checkResponse('Je vous transfère au service des commandes.').claims_done).toBe(false);
    expect(checkResponse('Ich storniere die Bestellung jetzt.').claims_done).toBe(false);
    expect(checkResponse('Note de frais ER-554 validée et programmée pour le prochain virement.').claims_done).toBe(true);
  });

  it('reads no language much worse than another: each has at most 18 of its 56 replies with a signal wrong', () => {
    for (const lang of LANGS) {
      const own = rows.filter((r) => r.lang === lang);
      const wrong = own.filter((r) => {
        const got = checkResponse(r.text);
        return ALL_SIGNALS.some((s) => got[s] !== r[s]);
      });
      expect(wrong.length, `${lang}: ${wrong.length}/${own.length} wrong`).toBeLessThanOrEqual(18);
    }
  });
});
