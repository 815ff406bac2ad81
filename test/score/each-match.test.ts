import { describe, expect, it } from 'vitest';
import { eachMatch } from '../../src/score/each-match.js';
import * as L from '../../src/score/response-lexicon.js';

const show = (ms: Iterable<RegExpMatchArray>): string => JSON.stringify([...ms].map((m) => [m.index, [...m]]));

describe('eachMatch (global matches on the pattern itself, for the reply reader)', () => {
  it('finds what matchAll finds for every global lexicon pattern, on replies in several languages', () => {
    const replies = [
      "i've cancelled order #4471 and we have refunded the fee; i have also updated your address.",
      'he cancelado el pedido y se ha emitido el reembolso.',
      "ich habe die buchung storniert und wir haben den betrag erstattet. j'ai annulé la commande.",
      'the booking was cancelled in march, until 5 may the plan stays active.',
    ];
    const global = L.COMPILED_PATTERNS.map((p) => p.re).filter((re) => re.global);
    expect(global.length).toBeGreaterThan(10);
    let found = 0;
    for (const re of global) {
      for (const s of replies) {
        const expected = show(s.matchAll(re));
        expect(show(eachMatch(re, s)), `/${re.source.slice(0, 60)}/ on ${s}`).toBe(expected);
        found += JSON.parse(expected).length;
        expect(re.lastIndex).toBe(0);
      }
    }
    // The replies are built to hit the patterns: an all-empty comparison would prove nothing.
    expect(found).toBeGreaterThan(5);
  });

  it('steps past empty matches one character (one code point under the u flag) as matchAll does', () => {
    for (const [re, s] of [[/x*/g, 'axxb'], [/(?:)/gu, 'a😀b'], [/(?:)/g, 'a😀b'], [/\b/gu, 'hi there']] as const) {
      expect(show(eachMatch(re, s))).toBe(show(s.matchAll(re)));
    }
  });

  it('leaves the pattern at lastIndex 0 when the caller stops early, so the next reply starts at its beginning', () => {
    const re = /\b\w+ed\b/gu;
    for (const m of eachMatch(re, 'cancelled, refunded and closed')) {
      expect(m[0]).toBe('cancelled');
      break;
    }
    expect(re.lastIndex).toBe(0);
    expect([...eachMatch(re, 'it was updated')].map((m) => m[0])).toEqual(['updated']);
  });

  it('refuses a pattern without the g flag (exec would find its first match forever)', () => {
    expect(() => [...eachMatch(/a/u, 'aaa')]).toThrow(/global/);
  });
});
