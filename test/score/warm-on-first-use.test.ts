import { describe, expect, it } from 'vitest';
import { warmOnFirstUse } from '../../src/score/regex-warm.js';
import * as L from '../../src/score/response-lexicon.js';
import { checkResponse } from '../../src/score/response-check.js';

// Ready time (issue 16, speed40): the patterns outside the prefilter (the lexicon's `local` ones, the
// reader's own module-level patterns) compile straight to native code on their first run.

/** A reply whose sentences run flags39's whole-reply check (no access beside a hand-off) on their first read. */
const NO_ACCESS_REPLY =
  "I've passed your question to our records team, who will email you by Friday. None of my tools reach the paper files from 2019.";

describe('warmOnFirstUse (native code on the first run)', () => {
  it('answers test, exec, replace, match and search as a plain copy of the pattern does', () => {
    const sources: [string, string][] = [
      [String.raw`\b(?:cancel+ed|refunded)\b`, 'u'],
      [String.raw`\b(\w+)ed\b`, 'gu'],
      [String.raw`(?<=\bthe )\w+`, 'gu'],
    ];
    const texts = ['I cancelled the order and refunded the fee.', 'Nothing here.', 'the cat, the dog'];
    for (const [source, flags] of sources) {
      for (const s of texts) {
        const plain = new RegExp(source, flags);
        const expect2 = (fn: (re: RegExp) => unknown) => expect(JSON.stringify(fn(warmOnFirstUse(new RegExp(source, flags))))).toBe(JSON.stringify(fn(plain)));
        plain.lastIndex = 0;
        expect2((re) => re.test(s));
        plain.lastIndex = 0;
        expect2((re) => [re.exec(s), re.lastIndex]);
        expect2((re) => s.replace(re, '#'));
        expect2((re) => s.match(re));
        expect2((re) => s.search(re));
      }
    }
  });

  it('a global pattern scanned with exec finds every match in turn from its first run', () => {
    const re = warmOnFirstUse(/\b\w+ed\b/gu);
    const s = 'cancelled, refunded and closed';
    expect(re.exec(s)?.[0]).toBe('cancelled');
    expect(re.exec(s)?.[0]).toBe('refunded');
    expect(re.exec(s)?.[0]).toBe('closed');
    expect(re.exec(s)).toBeNull();
    expect(re.lastIndex).toBe(0);
  });

  it('splits and matches all as a plain copy does, and removes its hooks whichever way it is first used', () => {
    const s = 'your order, the refund; and — the fee';
    const split = warmOnFirstUse(/\s*(?:[,;]|\s[—–-]\s)\s*/u);
    expect(s.split(split)).toEqual(s.split(/\s*(?:[,;]|\s[—–-]\s)\s*/u));
    const all = warmOnFirstUse(/\bthe (\w+)/gu);
    expect([...s.matchAll(all)].map((m) => m[1])).toEqual(['refund', 'fee']);
    const tested = warmOnFirstUse(/\border\b/u);
    expect(tested.test('your order')).toBe(true);
    for (const re of [split, all, tested]) {
      expect(Object.getOwnPropertyNames(re)).toEqual(['lastIndex']);
      expect(Object.getOwnPropertySymbols(re)).toEqual([]);
      expect(re.exec).toBe(RegExp.prototype.exec);
    }
  });
});

describe("the reader's first reply, before and after its local patterns are compiled", () => {
  it('reads a reply the same on its first read (patterns still hooked) as on later reads', () => {
    expect(Object.hasOwn(L.NO_ACCESS_39, 'exec')).toBe(true);
    const first = checkResponse(NO_ACCESS_REPLY);
    expect(Object.hasOwn(L.NO_ACCESS_39, 'exec')).toBe(false);
    expect(first.hands_off).toBe(true);
    expect(first.flags).toBe(true);
    const again = checkResponse(NO_ACCESS_REPLY);
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  });
});
