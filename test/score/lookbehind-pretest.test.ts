import { describe, expect, it } from 'vitest';
import { lookbehindPretest, openingPretest } from '../../src/score/lookbehind-pretest.js';
import * as L from '../../src/score/response-lexicon.js';
// Registers the rest of the lexicon's patterns.
import '../../src/score/response-check.js';

const r = String.raw;

describe('lookbehindPretest', () => {
  it('takes the word group every match starts with, after the opening lookbehinds', () => {
    expect(lookbehindPretest(r`(?<!\bor )\b(?:anything|something) else\b`)).toBe(r`\b(?:anything|something)`);
    expect(lookbehindPretest(r`(?<!\b(?:buy|add) )(?<=\s|^)\b(?:two|three)+ (?:orders|accounts)`)).toBe(r`\b(?:two|three)`);
    // A class or an escaped parenthesis in a lookbehind closes nothing.
    expect(lookbehindPretest(r`(?<![)(] )(?<!\( )(?:two|three) items`)).toBe('(?:two|three)');
  });

  it('makes none where the group may be absent, capture, refer back, or the match start elsewhere', () => {
    expect(lookbehindPretest(r`\b(?:two|three) items`)).toBeNull();
    expect(lookbehindPretest(r`(?<!no )(?:very )?(?:two|three) items`)).toBeNull();
    expect(lookbehindPretest(r`(?<!no )(?:two|three)* items`)).toBeNull();
    expect(lookbehindPretest(r`(?<!no )(?:two|three){0,2} items`)).toBeNull();
    expect(lookbehindPretest(r`(?<!no )(?:(two)|three) items`)).toBeNull();
    expect(lookbehindPretest(r`(?<!no )(?:(?<n>two)|three) items`)).toBeNull();
    expect(lookbehindPretest(r`(?<!(a))(?:b\1) items`)).toBeNull();
    expect(lookbehindPretest(r`(?<!no )(?:two|three) items|four items`)).toBeNull();
    expect(lookbehindPretest(r`(?<!no )two items`)).toBeNull();
  });

  it('keeps a lookaround inside the group, which reads the same text at the same place', () => {
    expect(lookbehindPretest(r`(?<!no )(?:two(?! more)|three) items`)).toBe('(?:two(?! more)|three)');
  });

  it('finds what every match of a lexicon pattern that has one starts with', () => {
    const withPretest = L.COMPILED_PATTERNS.filter((p) => lookbehindPretest(p.source) !== null);
    // The count patterns (two orders, two accounts on this email) are among them.
    expect(withPretest.length).toBeGreaterThanOrEqual(2);
    const sentences = [
      'i found two accounts registered with that email',
      'there are three policies held on your name',
      'we have two orders for you, placed on monday',
      'anything else i can help with?',
      'the sync failed again last night',
      'it is not available in your region',
      'two of them are linked to this card number',
      "you can add two more lines on this account",
    ];
    let matched = 0;
    for (const p of withPretest) {
      const pre = new RegExp(lookbehindPretest(p.source) as string, p.flags.replace(/[gy]/gu, ''));
      const re = new RegExp(p.source, p.flags.replace(/[gy]/gu, ''));
      for (const s of sentences) {
        if (!re.test(s)) continue;
        matched++;
        expect(pre.test(s), `${p.source} on ${s}`).toBe(true);
        expect(L.mayMatch(p.re, s), `mayMatch ${p.source} on ${s}`).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(3);
  });

  it('rules a counted-records pattern out of a sentence without a count word, and lets it through with one', () => {
    const counted = L.COMPILED_PATTERNS.find((p) => p.source.startsWith(r`(?<!\b(?:add|adding|buy`));
    expect(counted).toBeDefined();
    const p = counted as (typeof L.COMPILED_PATTERNS)[number];
    // Its literals ("that ") occur in both; only the second has what its matches start with.
    expect(L.mayMatch(p.re, 'i checked that email for you and nothing came up')).toBe(false);
    expect(L.mayMatch(p.re, 'i found two accounts registered with that email')).toBe(true);
    expect(p.re.test('i found two accounts registered with that email')).toBe(true);
  });
});

describe('openingPretest', () => {
  it('takes the required group after an opening capturing group, with the word boundaries around it', () => {
    expect(openingPretest(r`((?:the|your) \w+ was closed[^.]{0,40}?)(?:,? (?:so|hence))\b[^.]*?can't`)).toBe(r`(?:,? (?:so|hence))\b`);
    expect(openingPretest(r`(?<n>the \w+)\b(?:so|hence)\b\b items`)).toBe(r`\b(?:so|hence)\b\b`);
    // A pattern that opens with lookbehinds keeps their pre-test.
    expect(openingPretest(r`(?<!\bor )\b(?:anything|something)\b else`)).toBe(r`\b(?:anything|something)\b`);
  });

  it('makes none where the group may be absent, captures, refers back, or the match may start elsewhere', () => {
    expect(openingPretest(r`(?:the \w+)(?:so|hence) items`)).toBeNull();
    expect(openingPretest(r`(the \w+)(?:so|hence)? items`)).toBeNull();
    expect(openingPretest(r`(the \w+)+(?:so|hence) items`)).toBeNull();
    expect(openingPretest(r`(the \w+)(?:so|\1) items`)).toBeNull();
    expect(openingPretest(r`(the \w+)(?:(so)|hence) items`)).toBeNull();
    expect(openingPretest(r`(the \w+)(?:so|hence) items|four items`)).toBeNull();
    expect(openingPretest(r`(the \w+) so items`)).toBeNull();
  });

  it('rules the fact-then-cannot pattern out of a sentence without its connector, and lets a match through', () => {
    const factThenCant = L.COMPILED_PATTERNS.find((p) => p.source.startsWith(r`((?:(?:(?:your|the|this|that|its|`) && p.source.includes('which means'));
    expect(factThenCant).toBeDefined();
    const p = factThenCant as (typeof L.COMPILED_PATTERNS)[number];
    const fact = 'your flight has already departed, so i cannot change it';
    expect(p.re.test(fact)).toBe(true);
    expect(L.mayMatch(p.re, fact)).toBe(true);
    // Its literals ("cannot") occur, but no "so"/"therefore" word: no match can hold.
    expect(L.mayMatch(p.re, 'your flight has already departed and i cannot change it sooner')).toBe(false);
  });
});

