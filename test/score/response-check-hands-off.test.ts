/**
 * hands_off: the reply hands the conversation to a human or another team. The public sets in
 * ../shared/data/replies have no positives for it (no SGD/MultiWOZ service transfers to a person),
 * so test/fixtures/replies-hands-off.jsonl was written and labelled here: 81 replies (49 hand-offs)
 * in chat, escalation, "someone will contact you", e-mail, markdown and mixed styles, near-misses
 * ("transfer the funds", "our team will ship it tomorrow", offers, refusals, referrals) and
 * es/de/fr/it/pt. It was written before the reader; first run F1 0.990 (one checklist fragment
 * missed, since read). The shared sets supply the negatives: ~25,000 replies labelled hands_off = 0.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';

interface Row { text: string; hands_off: boolean; category: string }

const rows: Row[] = readFileSync(new URL('../fixtures/replies-hands-off.jsonl', import.meta.url), 'utf8')
  .split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Row);

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const shared = process.env.FORBEAR_SHARED ?? resolve(repoRoot, '../shared');
const repliesDir = join(shared, 'data', 'replies');
let sharedRows: { text: string; hands_off: number | null }[] = [];
try {
  sharedRows = ['sgd_train.jsonl', 'multiwoz21_val.jsonl', 'clamber.jsonl'].flatMap((f) =>
    readFileSync(join(repliesDir, f), 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as { text: string; hands_off: number | null }));
} catch {
  sharedRows = [];
}

describe('checkResponse: hands_off', () => {
  it('reads the hand-off fixture at F1 ≥ 0.95, with both kinds in every language', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const misses: string[] = [];
    for (const r of rows) {
      const got = checkResponse(r.text).hands_off;
      if (got && r.hands_off) tp++;
      else if (got) fp++;
      else if (r.hands_off) fn++;
      if (got !== r.hands_off) misses.push(`${r.category}: labelled ${r.hands_off} — ${JSON.stringify(r.text)}`);
    }
    const f1 = (2 * tp) / (2 * tp + fp + fn);
    for (const lang of ['es', 'de', 'fr', 'it', 'pt']) {
      expect(new Set(rows.filter((r) => r.category === lang).map((r) => r.hands_off)).size, lang).toBe(2);
    }
    expect(f1, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('names the sentence that hands off, beside the other signals', () => {
    const s = checkResponse("I'm sorry, I can't change the payout account myself. I'm transferring you to a payments specialist who can.");
    expect(s.hands_off).toBe(true);
    expect(s.declines).toBe(true);
    expect(s.evidence).toContainEqual({ signal: 'hands_off', sentence: "I'm transferring you to a payments specialist who can." });
  });

  it('does not read money transfers, offers, refusals or a team doing the work as hand-offs', () => {
    for (const text of ["I've transferred the funds to your savings account.", 'Our team will ship it tomorrow.', 'Would you like me to transfer you to a human agent?',
      "I'm sorry, I'm not able to transfer you to a live agent at this time.", 'You can contact our billing team at billing@example.com.']) {
      expect(checkResponse(text).hands_off, text).toBe(false);
    }
  });

  it.skipIf(sharedRows.length === 0)(`reads (almost) no hand-off in the public replies labelled hands_off = 0 (${repliesDir})`, () => {
    const negatives = sharedRows.filter((r) => r.hands_off === 0);
    const read = negatives.filter((r) => checkResponse(r.text).hands_off).map((r) => r.text);
    expect(negatives.length).toBeGreaterThan(20_000);
    // SGD "transfers" are bus and flight connections and bank transfers: none may read as a hand-off.
    expect(read.length / negatives.length, read.slice(0, 5).join('\n')).toBeLessThanOrEqual(0.001);
  });
});
if (sharedRows.length === 0) console.warn(`response-check-hands-off: shared replies not found at ${repliesDir} (set FORBEAR_SHARED); the public-negatives test is skipped`);
