import { describe, expect, it } from 'vitest';
import { endsAsQuestion } from '../../src/score/response-check.js';

// The reading the hand-written test replaced (issue 19): a '?' followed only by closers and spaces,
// or an opening '¿' anywhere.
const QUESTION_END = /\?[\s"')\]»”]*$/u;
const byRegex = (s: string): boolean => QUESTION_END.test(s) || s.includes('¿');

describe('endsAsQuestion reads a sentence end as the regex it replaced', () => {
  it('agrees after every UTF-16 code unit, alone and after a question mark', () => {
    const differ: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      for (const s of [`why?${ch}`, `why${ch}`, `why?${ch}?`, `?${ch}${ch}`]) if (endsAsQuestion(s) !== byRegex(s)) differ.push(JSON.stringify(s));
    }
    expect(differ).toEqual([]);
  });

  it('agrees on random sentence ends built from question marks, closers, spaces and words', () => {
    let seed = 19;
    const rnd = (): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const parts = ['?', '¿', '!', '.', ' ', '\u00a0', '\u3000', '\n', '"', "'", ')', ']', '»', '”', '“', '(', 'ok', 'can you', '\u2009', '\u200b'];
    for (let n = 0; n < 20_000; n++) {
      let s = '';
      for (let k = Math.floor(rnd() * 7); k > 0; k--) s += parts[Math.floor(rnd() * parts.length)];
      expect(endsAsQuestion(s), JSON.stringify(s)).toBe(byRegex(s));
    }
  });
});
