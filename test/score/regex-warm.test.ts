import { describe, expect, it } from 'vitest';
import { warmRegex } from '../../src/score/regex-warm.js';
import * as L from '../../src/score/response-lexicon.js';
import { checkResponse } from '../../src/score/response-check.js';

const SENTENCES = [
  "I've cancelled order #4471 and the refund was issued to your card.",
  'Which of the two accounts should I close?',
  "I can't change the invoice because the period is locked.",
  "I'll transfer you to a human agent who can help with the billing dispute.",
  'He cancelado el pedido.',
];

describe('warmRegex (compile to native code before the first run)', () => {
  it('leaves every lexicon pattern answering exactly as an unwarmed copy does', () => {
    for (const { re } of L.COMPILED_PATTERNS) {
      const cold = new RegExp(re.source, re.flags);
      const warm = new RegExp(re.source, re.flags);
      warmRegex(warm);
      for (const s of SENTENCES.map((x) => x.toLowerCase())) {
        cold.lastIndex = 0;
        warm.lastIndex = 0;
        expect(JSON.stringify(warm.exec(s)), `/${re.source}/ on ${s}`).toBe(JSON.stringify(cold.exec(s)));
        expect(warm.lastIndex).toBe(cold.lastIndex);
      }
    }
  });

  it('puts back lastIndex, so a global scan warmed half-way carries on where it was', () => {
    const re = /\b\w+ed\b/g;
    const s = 'cancelled, refunded and closed';
    expect(re.exec(s)?.[0]).toBe('cancelled');
    warmRegex(re);
    expect(re.lastIndex).toBe('cancelled'.length);
    expect(re.exec(s)?.[0]).toBe('refunded');
    expect(re.exec(s)?.[0]).toBe('closed');
  });
});

describe('the lexicon compiles only the patterns a reply may need', () => {
  it('after reading a few replies, most patterns are still uncompiled', () => {
    for (const s of SENTENCES) checkResponse(s);
    const warm = L.warmPatternCount();
    expect(warm).toBeGreaterThan(0);
    // Patterns whose literals none of these replies contain are never compiled.
    expect(warm).toBeLessThan(L.COMPILED_PATTERNS.length / 2);
  });
});
