import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as L from '../../src/score/response-lexicon.js';
import { checkResponseRules } from '../../src/score/response-check.js';
import { splitSentences } from '../../src/score/sentences.js';
import { WholeWords, wholeWords } from '../../src/score/word-gates.js';
import { seededRandom } from '../../bench/gen/prng.js';

const r = String.raw;

/** The fixture replies' sentences, lower-cased with single spaces, and their comma-split clauses. */
function fixtureTexts(): string[] {
  const dir = new URL('../fixtures/', import.meta.url);
  const out = new Set<string>();
  for (const file of ['replies.jsonl', 'replies-heldout.jsonl', 'replies-blind.jsonl']) {
    for (const line of readFileSync(new URL(file, dir), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      for (const sentence of splitSentences((JSON.parse(line) as { text: string }).text)) {
        const s = sentence.bare.toLowerCase().replace(/\s+/gu, ' ').trim();
        if (s === '') continue;
        out.add(s);
        for (const c of s.split(/[,;:] /u)) if (c.trim() !== '') out.add(c.trim());
      }
    }
  }
  return [...out];
}

function matches(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const hit = re.test(s);
  re.lastIndex = 0;
  return hit;
}

describe('wholeWords', () => {
  it("reads the words DROPPED_APOSTROPHE restores", () => {
    expect(wholeWords(L.DROPPED_APOSTROPHE.source, L.DROPPED_APOSTROPHE.flags)).toEqual(['ive', 'theyll', 'theyve', 'weve', 'youll', 'youve']);
  });

  it('gives null unless the pattern is a finite set of words between word boundaries', () => {
    expect(wholeWords(r`\b(?:you|we)ve`)).toBeNull();
    expect(wholeWords(r`(?:you|we)ve\b`)).toBeNull();
    expect(wholeWords(r`\b(?:you|we) ve\b`)).toBeNull();
    expect(wholeWords(r`\b(?:you|we)\w+\b`)).toBeNull();
  });

  it('finds a word only where it stands whole', () => {
    const gate = WholeWords.of(L.DROPPED_APOSTROPHE);
    expect(gate).not.toBeNull();
    for (const s of ['ive been there', 'so youve got it', 'theyll call', 'as weve said.', 'done, youll see', 'éyouve', 'x youve']) expect(gate?.occursIn(s), s).toBe(true);
    for (const s of ['i have given five', 'you will', 'youvel', 'xyouve', 'you_ve', 'theyllx', "you've", 'll ve']) expect(gate?.occursIn(s), s).toBe(false);
  });
});

describe('normalize with its gate', () => {
  it('still restores a dropped apostrophe before the rules read the sentence', () => {
    for (const [dropped, written] of [['Ive sent the refund to your card.', "I've sent the refund to your card."], ['Youll need to send me the order number', "You'll need to send me the order number"]] as const) {
      // The same signals (the evidence quotes each sentence as written).
      const { evidence: _a, ...read } = checkResponseRules(dropped);
      const { evidence: _b, ...meant } = checkResponseRules(written);
      expect(read).toEqual(meant);
    }
    expect(checkResponseRules('Ive sent the refund to your card.').claims_done).toBe(true);
  });
});

describe('word gates are sound', () => {
  const texts = fixtureTexts();
  const rng = seededRandom(20261206);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

  it('DROPPED_APOSTROPHE matches no text in which its gate finds none of its words', () => {
    const gate = WholeWords.of(L.DROPPED_APOSTROPHE);
    expect(gate).not.toBeNull();
    const corpus = [...texts];
    // Random strings over the words' letters, word characters of other kinds and separators.
    for (let n = 0; n < 20000; n++) {
      let s = '';
      const len = 1 + Math.floor(rng() * 24);
      for (let i = 0; i < len; i++) s += pick([...'iveyoutheywl', ' ', ' ', "'", '_', '9', 'é', 'x', '.']);
      corpus.push(s);
    }
    for (const w of ['ive', 'youve', 'weve', 'theyve', 'youll', 'theyll']) for (let n = 0; n < 50; n++) corpus.push(`${pick(texts)} ${w}${pick(['', ' ', '.', 'x', '_', "'"])}${pick(texts)}`);
    let hits = 0;
    let passed = 0;
    let endings = 0;
    for (const s of corpus) {
      const open = gate?.occursIn(s) ?? true;
      if (open) passed++;
      if (s.includes('ve') || s.includes('ll')) endings++;
      if (!matches(L.DROPPED_APOSTROPHE, s)) continue;
      hits++;
      if (!open) expect.fail(`DROPPED_APOSTROPHE matches ${JSON.stringify(s)} but its gate finds none of its words`);
    }
    expect(hits).toBeGreaterThan(100);
    // Tighter than testing for the endings alone.
    expect(passed).toBeLessThan(endings / 2);
  });
});
