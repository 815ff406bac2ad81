import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as L from '../../src/score/response-lexicon.js';
// Registers its patterns with the lexicon, so the soundness checks cover them too.
import '../../src/score/hands-off.js';
import { checkResponseRules } from '../../src/score/response-check.js';
import { splitSentences } from '../../src/score/sentences.js';
import { WholeWords, leadingWord, openingWords, wholeWords } from '../../src/score/word-gates.js';
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

describe('openingWords', () => {
  it('reads the words an anchored lead-in opens with, one-letter words included', () => {
    const words = openingWords(L.CLAUSE_LEAD.source, L.CLAUSE_LEAD.re.flags);
    expect(words).not.toBeNull();
    // "thank you" and "por favor" open with their first word; the one-letter words are there.
    for (const w of ['please', 'y', 'o', 'e', 'thank', 'por', 'per', 'und']) expect(words).toContain(w);
    expect(words).not.toContain('thank you');
  });

  it('gives the empty word when the match opens with a character that is no word character', () => {
    expect(openingWords(r`^[✖✗❌⛔]\s*\p{L}`)).toEqual(['']);
    expect(openingWords(r`^(?:ok|so)?[,:] \w+`)).toEqual(['', 'ok', 'so']);
  });

  it('gives null where the first word is not known', () => {
    expect(openingWords(r`(?:please|y)\s+`)).toBeNull(); // not anchored
    expect(openingWords(r`^(?:please|y)\w*\s`)).toBeNull(); // the word may run on
    expect(openingWords(r`^(?:please|y)`)).toBeNull(); // the match may end inside a longer word
    expect(openingWords(r`^please|y\s`)).toBeNull(); // one branch not anchored
    expect(openingWords(r`^(?:please|y)\s`, 'mu')).toBeNull(); // ^ after any line break
    expect(openingWords(r`^(?:a*)*\s`)).toBeNull(); // a repeat of what may match nothing
  });
});

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

describe('word gates are sound', () => {
  const texts = fixtureTexts();
  const rng = seededRandom(20261206);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

  it('a pattern with opening words matches no text whose leading word is not one of them', () => {
    const gated = L.COMPILED_PATTERNS.flatMap((p) => {
      const words = openingWords(p.source, p.re.flags);
      return words === null ? [] : [{ re: p.re, words: new Set(words) }];
    });
    // Most are prefiltered by their literals already; the lexicon keeps opening words for those without.
    expect(gated.length).toBeGreaterThan(40);
    // Texts that open with each pattern's own words, and with others, before fixture clauses.
    const starts = [...new Set(gated.flatMap((g) => [...g.words]))];
    const corpus = [...texts];
    for (let n = 0; n < 4000; n++) corpus.push(`${pick(starts)}${pick(['', ' ', ', ', '. ', 'x ', "'s "])}${pick(texts)}`);
    let hits = 0;
    for (const { re, words } of gated) {
      for (const s of corpus) {
        if (!matches(re, s)) continue;
        hits++;
        if (!words.has(leadingWord(s))) expect.fail(`/${re.source}/ matches ${JSON.stringify(s)} opening with "${leadingWord(s)}", none of ${JSON.stringify([...words])}`);
      }
    }
    expect(hits).toBeGreaterThan(300);
  });

  it('the lexicon rules out, without running it, a literal-less anchored pattern only where it cannot match', () => {
    const lead = L.COMPILED_PATTERNS.find((p) => p.re === L.CLAUSE_LEAD.re);
    expect(lead?.literals).toBeNull();
    expect(lead?.openings?.has('y')).toBe(true);
    let ruledOut = 0;
    for (const s of texts) {
      const may = L.mayMatch(L.CLAUSE_LEAD, s);
      if (!may) ruledOut++;
      if (matches(L.CLAUSE_LEAD.re, s)) expect(may, s).toBe(true);
    }
    // Most clauses open with some other word.
    expect(ruledOut).toBeGreaterThan(texts.length / 2);
    // And the lead-in is still stripped where it is there: "y" and "thank you" open a clause the rules read.
    expect(checkResponseRules('Thank you so please send me the order number.').asks).toBe(true);
  });

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
