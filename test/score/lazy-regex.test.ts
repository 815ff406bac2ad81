import { describe, expect, it } from 'vitest';
import * as L from '../../src/score/response-lexicon.js';
import { checkResponse } from '../../src/score/response-check.js';

// Ready time (issue 16): a lexicon pattern's RegExp is made when first asked for, not at import.
describe('lexicon patterns are compiled when first used', () => {
  it('importing the reader and reading a reply makes the RegExps of few patterns', () => {
    // speed41: none at import, the lists' patterns included (they were ~200 RegExps, ~3–4 ms).
    const atImport = L.builtPatternCount();
    expect(atImport).toBe(0);
    const read = checkResponse("I'll transfer you to a human agent. Which of the two orders should I cancel?");
    expect(read.hands_off).toBe(true);
    expect(read.asks).toBe(true);
    expect(L.builtPatternCount()).toBeLessThan(L.COMPILED_PATTERNS.length / 20);
    expect(L.builtPatternCount()).toBeGreaterThan(atImport);
  });

  it('a list makes only the RegExps its candidates need, and all of them when its parts are asked for', () => {
    const list = L.OTHER_DONE_PASSIVE;
    const before = L.builtPatternCount();
    const kept = L.candidates(list, 'el pedido ha sido cancelado');
    expect(kept.length).toBeGreaterThan(0);
    expect(L.builtPatternCount() - before).toBeLessThan(list.length);
    expect(kept.every((re) => list.parts.includes(re))).toBe(true);
    expect(list.parts).toHaveLength(list.length);
    expect(L.candidates(list, 'zzz')).toEqual([]);
  });

  it('each pattern keeps one RegExp, with the flags and source it was declared with', () => {
    for (const p of L.COMPILED_PATTERNS) {
      const { re } = p;
      expect(p.re).toBe(re);
      expect(re.flags).toBe(p.flags);
      expect(re.source).toBe(new RegExp(p.source, p.flags).source);
      expect(p.built).toBe(true);
    }
    expect(L.builtPatternCount()).toBe(L.COMPILED_PATTERNS.length);
  });

  it('a raw RegExp taken from a pattern is still known to the prefilter', () => {
    const p = L.CLAUSE_LEAD;
    expect(L.mayMatch(p.re, 'please cancel it')).toBe(true);
    const gated = L.COMPILED_PATTERNS.find((q) => q.literals !== null && !q.mayMatch('zzz'));
    expect(gated).toBeDefined();
    expect(L.mayMatch((gated as L.CompiledPattern).re, 'zzz')).toBe(false);
  });
});
