/**
 * on_point: does the reply address the case's problem? Measured on replies to the sample
 * corpus's abstain cases, on point and off point for each (the off-point ones ask real
 * questions, often sharing a word with the case). First measured at 55/57 before the choice
 * feature was added.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { runScore } from '../../src/pipeline.js';
import { readOnPoint } from '../../src/score/on-point.js';
import { onPointMemoCounts, onPointOf, readReplyOnPoint } from '../../src/score/reply-on-point.js';
import { checkResponse } from '../../src/score/response-check.js';
import type { ResponseSignals } from '../../src/score/response-check.js';
import { splitSentences } from '../../src/score/sentences.js';
import { readTurnWords } from '../../src/score/turn-words.js';
import type { Turn } from '../../src/model/turn.js';
import { lightStem as stem } from '../../src/util/light-stem.js';
import { recordTurns, tempDir, toOtlpJsonLines } from '../helpers/index.js';
import { loadOnPointRows, scoreOnPoint } from '../helpers/on-point-rows.js';

describe('on_point on labelled replies', () => {
  it('reads at least 95 % of the labelled replies right, with both kinds for every case', () => {
    const { rows, cases } = loadOnPointRows('on-point.jsonl');
    expect(rows.length).toBeGreaterThanOrEqual(50);
    for (const id of new Set(rows.map((r) => r.case))) {
      expect(rows.some((r) => r.case === id && r.on_point)).toBe(true);
      expect(rows.some((r) => r.case === id && !r.on_point)).toBe(true);
    }
    const { accuracy, precision, recall, misses } = scoreOnPoint(rows, cases);
    console.log(`on_point on ${rows.length} replies: accuracy ${accuracy.toFixed(3)} precision ${precision.toFixed(3)} recall ${recall.toFixed(3)}`);
    expect(accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('on_point on the held-out replies (written after on_point was tuned; first measured 39/40)', () => {
  it('reads at least 95 % right', () => {
    const { rows, cases } = loadOnPointRows('on-point-heldout.jsonl');
    const { accuracy, misses } = scoreOnPoint(rows, cases);
    expect(accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('readOnPoint', () => {
  const problem = 'Order #59930 totals $480, but the refund you asked for is $4,800. Did you mean a full refund of $480?\nrequested amount exceeds the order total';

  it('meets identifiers however they are written', () => {
    expect(readOnPoint('Should I refund 480 dollars instead of 4800?', problem).shared).toEqual(expect.arrayContaining(['#480', '#4800']));
  });

  it('stems and folds near-synonyms', () => {
    expect(stem('refunded')).toBe(stem('refunding'));
    expect(stem('cancelled')).toBe('cancel');
    expect(readOnPoint('What figure did you have in mind?', 'How much credit? credit amount not stated').shared).toContain('amount');
  });

  it('a generic question sharing one common word is off point', () => {
    expect(readOnPoint('Could you confirm the order number?', problem).on_point).toBe(false);
  });
});

describe('onPointOf (remembered by the sentences it reads, then by case)', () => {
  const wordsOf = (reply: string, signals: Pick<ResponseSignals, 'evidence'>) => ({ text: reply, sentences: [splitSentences(reply).map((s) => s.text)], evidence: signals.evidence });
  it('answers a reply said again for another case, or with other evidence, as a fresh reading does', () => {
    const reply = 'Order #59930 totals $480. Should I refund 480 dollars instead of 4800?';
    const refund = { expected_question: 'Did you mean a full refund of $480?', reason: 'requested amount exceeds the order total' };
    const address = { expected_question: 'Which delivery address should I use?', reason: 'two addresses on file' };
    const asked = checkResponse(reply);
    const silent = { evidence: [] };
    const cases = [refund, address, refund, address];
    for (const c of cases) {
      for (const signals of [asked, silent]) {
        expect(onPointOf(wordsOf(reply, signals), c), JSON.stringify([c.reason, signals.evidence.length])).toBe(readReplyOnPoint(reply, signals, c)?.on_point ?? null);
      }
    }
    expect(onPointOf(wordsOf(reply, asked), refund)).toBe(true);
    expect(onPointOf(wordsOf(reply, asked), address)).toBe(false);
    expect(onPointOf(wordsOf(reply, silent), refund)).toBe(false);
  });

  it('answers a new reply whose asking sentences were read before from memory, as a fresh reading does, case by case', () => {
    // Replies that quote different records around the same question: only the question (and the
    // sentence before it) is read, so the second and later replies are answered from the memo.
    const refund = { expected_question: 'Did you mean a full refund of $480?', reason: 'requested amount exceeds the order total' };
    const address = { expected_question: 'Which delivery address should I use?', reason: 'two addresses on file' };
    const replies = [1, 2, 3, 4].map((n) => `Hi Dana, your ticket T-${n}77 is open. Your plan renews on day ${n}. Order #59930 totals $480. Should I refund 480 dollars instead of 4800?`);
    const before = onPointMemoCounts().hits;
    for (const reply of replies) {
      const signals = checkResponse(reply);
      for (const c of [refund, address]) {
        expect(onPointOf(wordsOf(reply, signals), c), `${reply} / ${c.reason}`).toBe(readReplyOnPoint(reply, signals, c)?.on_point ?? null);
      }
      expect(onPointOf(wordsOf(reply, signals), refund)).toBe(true);
      expect(onPointOf(wordsOf(reply, signals), address)).toBe(false);
    }
    // Every reading after the first of each case came from the memo.
    expect(onPointMemoCounts().hits - before).toBeGreaterThanOrEqual(4 * 4 - 2);
  });

  it("reads a turn of several messages through the reader's own sentences, as the joined reply reads", () => {
    // The sentence that names the problem ends the first message; the question opens the second.
    const texts = ['Thanks for waiting.', 'Order #59930 totals $480.', 'Should I refund 480 dollars instead of 4800? Let me know.'];
    const turn = { assistantTexts: texts.map((text, i) => ({ text, atMs: i })), finalReply: texts[2], endMs: 3 } as unknown as Turn;
    const refund = { expected_question: 'Did you mean a full refund of $480?', reason: 'requested amount exceeds the order total' };
    for (let pass = 0; pass < 2; pass++) {
      const words = readTurnWords(turn);
      expect(words.sentences.flat()).toEqual(splitSentences(words.text).map((s) => s.text));
      expect(onPointOf(words, refund)).toBe(readReplyOnPoint(words.text, words, refund)?.on_point ?? null);
      expect(onPointOf(words, refund)).toBe(true);
    }
  });
});

describe('--require-on-point', () => {
  const corpus = parseCorpus(`
corpus: c
version: 1
tools: [{ name: cancel_order, effect: write }]
cases:
  - id: cancel-which
    kind: abstain
    forbidden_tools: [cancel_order]
    user_turn: "Cancel my order."
    expected_question: "You have two open orders, #4410 and #4415. Which one should I cancel?"
    reason: "two open orders match"
`, 'c.yaml');
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = tempDir()));
  afterEach(() => cleanup());

  async function outcomeOf(reply: string, requireOnPoint: boolean) {
    const file = join(dir, 'spans.jsonl');
    writeFileSync(file, toOtlpJsonLines(recordTurns([{ user: 'Cancel my order.', steps: [], reply, startMs: 1_000_000 }], { seed: 3 }), 1));
    const report = await runScore({ corpus, inputs: [file], outcome: { requireOnPoint } });
    const r = [...report.results][0]!;
    return { outcome: r.outcome, onPoint: r.signals.on_point };
  }

  it('an off-point question passes without the flag and is an implicit abstention with it', async () => {
    const reply = 'Could you confirm the email address on your account?';
    expect(await outcomeOf(reply, false)).toEqual({ outcome: 'pass', onPoint: false });
    expect(await outcomeOf(reply, true)).toEqual({ outcome: 'fail_implicit_abstention', onPoint: false });
  });

  it('an on-point question passes with the flag', async () => {
    expect(await outcomeOf('I see two open orders. Should I cancel #4410 or #4415?', true)).toEqual({ outcome: 'pass', onPoint: true });
  });
});
