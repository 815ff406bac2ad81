import { describe, expect, it } from 'vitest';
import { mayHoldMarkdown, uncollapsed } from '../../src/score/sentences.js';

// The patterns the hand-written tests replaced (issue 19): each must answer exactly as before.
const MARKDOWN_CHARS = /[#>*_`~|[]|^\s*(?:[-+•◦▪‣]|\d)/u;
const UNCOLLAPSED = /[^\S ]| {2}|^ | $/u;

function randomTexts(parts: readonly string[], count: number): string[] {
  let seed = 19;
  const rnd = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () => {
    let s = '';
    for (let k = Math.floor(rnd() * 8); k > 0; k--) s += parts[Math.floor(rnd() * parts.length)];
    return s;
  });
}

describe('the splitter\'s hand-written line tests answer as the patterns they replaced', () => {
  it('agree on every UTF-16 code unit, at the start, inside and at the end of a line', () => {
    const differ: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      for (const s of [ch, `${ch}a`, `a${ch}`, `a${ch}b`, `a ${ch}`, `${ch} a`, `${ch}${ch}`, `  ${ch}1`]) {
        if (uncollapsed(s) !== UNCOLLAPSED.test(s)) differ.push(`uncollapsed ${JSON.stringify(s)}`);
        if (mayHoldMarkdown(s) !== MARKDOWN_CHARS.test(s)) differ.push(`markdown ${JSON.stringify(s)}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('agree on random lines of words, spaces, markers and digits', () => {
    const parts = ['a', 'word', ' ', '  ', '\t', '\n', '\u00a0', '\u3000', '\u200b', '-', '*', '#', '1', '•', '[x]', '|', '.', 'é'];
    for (const s of randomTexts(parts, 20_000)) {
      expect(uncollapsed(s), JSON.stringify(s)).toBe(UNCOLLAPSED.test(s));
      expect(mayHoldMarkdown(s), JSON.stringify(s)).toBe(MARKDOWN_CHARS.test(s));
    }
  });
});
