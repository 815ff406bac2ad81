import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LiteralScanner, cellBits } from '../../src/score/literal-scanner.js';
import { UnsupportedRegexSyntax, parseRegex } from '../../src/score/regex-ast.js';
import type { RegexNode } from '../../src/score/regex-ast.js';
import { branchLiterals, furtherLiterals, requiredLiterals } from '../../src/score/required-literals.js';
import * as L from '../../src/score/response-lexicon.js';
// Registers its patterns with the lexicon, so the soundness test covers them too.
import '../../src/score/hands-off.js';
import { splitSentences } from '../../src/score/sentences.js';
import { seededRandom as mulberry32 } from '../../bench/gen/prng.js';

const r = String.raw;

// ---------------------------------------------------------------------------------------------
// requiredLiterals on hand-written sources

describe('requiredLiterals', () => {
  it.each([
    // literal runs, anchors and word boundaries (zero-width: they do not split a run)
    ['hello', ['hello']],
    [r`\bmissing\b`, ['missing']],
    [r`^done$`, ['done']],
    [r`\bno\b`, ['no']],
    [r`foo(?!bar)baz`, ['foobaz']],
    // alternation: one of the branches' literals
    ['cat|dog', ['cat', 'dog']],
    [r`\b(?:expired|expire)\b`, ['expire']],
    // a concatenation of alternations is their cross product while it stays small
    ['(?:is|are) (?:locked|frozen)', ['is frozen', 'is locked', 'are frozen', 'are locked']],
    [r`\b(?:i|we) (?:can't|cannot)\b`, ["i can't", 'i cannot', "we can't", 'we cannot']],
    // optional pieces
    ['foo(?:bar)?', ['foo']],
    ['(?:foo)?bar', ['bar']],
    ['(?:|ab)cd', ['cd']],
    ['(?:(?:re)?(?:open|send))ed', ['opened', 'sended']],
    ['colou?r', ['color', 'colour']],
    // quantifiers: a minimum of one keeps the body's literals
    ['(?:ab)+', ['ab']],
    ['(?:ab){2,}', ['ab']],
    ['(?:ab){1,3}?x', ['ab']],
    ['foo+', ['fo']],
    ['(?:ab)*cde', ['cde']],
    ['(?:ab){0,3}cde', ['cde']],
    // lazy quantifiers and dots
    ['fooo.*?bar', ['fooo']],
    ['fooo.+?bar', ['fooo']],
    // classes and class escapes contribute nothing
    ['[abc]def', ['def']],
    [r`\d+ days`, [' days']],
    [r`\p{L}+ing\b`, ['ing']],
    [r`[^\]x]yz`, ['yz']],
    [r`\s*(?:\w+ ){0,2}deadline`, ['deadline']],
    // escapes
    [r`a\.b`, ['a.b']],
    [r`what\?`, ['what?']],
    [r`\(x\)`, ['(x)']],
    [r`\x41b`, ['Ab']],
    [r`\u00e9t`, ['ét']],
    [r`\u{1F600}!`, ['😀!']],
    // look-arounds are zero-width and their contents are never used
    ['(?<!not )possible', ['possible']],
    ['(?<=in )stock', ['stock']],
    // nested and named groups, back-references
    ['(?<word>abc)d', ['abcd']],
    [r`(abc)\1d`, ['abc']],
    [r`((?:x|yz)(?:ab|cd))+`, ['xab', 'xcd', 'yzab', 'yzcd']],
  ] as const)('%s → %j', (source, expected) => {
    expect(requiredLiterals(source)).toEqual(expected);
  });

  it.each([
    // nothing is required
    ['(?:foo)?'],
    ['(?:ab)*'],
    ['(?:ab){0,3}'],
    ['a.b'],
    [r`\d+`],
    ['[abc]+'],
    ['.*'],
    [''],
    [r`^$`],
    // literals shorter than two characters filter nothing
    ['a'],
    ['a|bc'],
    ['x{2}'],
    [r`\bi\b`],
    // a branch without a guarantee voids the alternation
    [r`foo|\d+`],
    ['foo|(?:bar)?'],
    // look-ahead contents are not used
    ['(?=abc)x'],
    ['(?=abc)'],
    // not understood: no guarantee rather than a guess
    ['(?i:abc)'],
    ['abc{'],
    ['abc}'],
    ['abc]'],
    [r`\q`],
    ['[abc'],
    ['(abc'],
    ['abc)'],
    ['a**'],
    ['(?=ab)+cd'],
    [r`\bfoo\b+`],
    [r`\'s`], // a syntax error with the u flag
  ] as const)('%s → null', (source) => {
    expect(requiredLiterals(source)).toBeNull();
  });

  it('is null with the i flag, where a literal could match another case of itself', () => {
    expect(requiredLiterals('hello', 'iu')).toBeNull();
    expect(requiredLiterals('hello', 'gi')).toBeNull();
    expect(requiredLiterals('hello', 'gu')).toEqual(['hello']);
  });

  it('follows the flags for escapes: identity escapes only without u', () => {
    expect(requiredLiterals(r`don\'t`, '')).toEqual(["don't"]);
    expect(requiredLiterals(r`don\'t`, 'u')).toBeNull();
    expect(requiredLiterals(r`\p{L}ab`, '')).toBeNull();
    expect(requiredLiterals(r`ab\-cd`, '')).toEqual(['ab-cd']);
  });

  it('parses the supported subset and rejects the rest', () => {
    expect(parseRegex(r`a(?:b|c)+?\d{2,3}(?<=x)[^y]$`).kind).toBe('seq');
    expect(() => parseRegex('(?i:abc)')).toThrow(UnsupportedRegexSyntax);
    expect(() => parseRegex('a{1')).toThrow(UnsupportedRegexSyntax);
    expect(() => parseRegex('x', 'v')).toThrow(UnsupportedRegexSyntax);
  });

  it('is sound on random strings for the hand-written sources', () => {
    const sources = [
      '(?:is|are) (?:locked|frozen)',
      'foo+',
      '(?:(?:re)?(?:open|send))ed',
      'colou?r',
      'fooo.*?bar',
      r`(abc)\1d`,
      'foo(?!bar)baz',
      r`\b(?:ab|cd)\b(?: \w+)? (?:ef|gh)+`,
    ];
    const rng = mulberry32(7);
    const alphabet = 'abcdefghlknoprstuxyz ';
    for (const source of sources) {
      const re = new RegExp(source, 'u');
      const literals = requiredLiterals(source);
      expect(literals).not.toBeNull();
      for (let i = 0; i < 3000; i++) {
        const s = generate(parseRegex(source), rng) ?? '';
        const text = randomText(rng, alphabet, 6) + s + randomText(rng, alphabet, 6);
        if (re.test(text)) expect(literals?.some((l) => text.includes(l)), `${source} on ${text}`).toBe(true);
      }
    }
  });
});

describe('furtherLiterals', () => {
  it('gives the other pieces of a sequence, each of which every match holds as well', () => {
    expect(requiredLiterals(r`\b(?:ask|tell) (?:\w+ )?to (?:wait|hold)`)).toEqual(['to hold', 'to wait']);
    expect(furtherLiterals(r`\b(?:ask|tell) (?:\w+ )?to (?:wait|hold)`)).toEqual([['ask ', 'tell ']]);
    const handOff = r`\b(?:i will|let me) \w+ (?:someone|a colleague) [a-z]+ (?:call|email) you`;
    expect(requiredLiterals(handOff)).toEqual([' someone ', ' a colleague ']);
    expect(furtherLiterals(handOff)).toEqual([[' call you', ' email you'], ['i will ', 'let me ']]);
  });

  it('gives nothing beyond one piece, nor a piece with a string under three characters', () => {
    expect(furtherLiterals('(?:is|are) (?:locked|frozen)')).toEqual([]);
    expect(furtherLiterals('foo|bar baz')).toEqual([]);
    expect(furtherLiterals(r`(?:wait|hold)\w+ab`)).toEqual([]);
    expect(furtherLiterals('[a-z]+')).toEqual([]);
  });
});

describe('branchLiterals', () => {
  it("gives each top-level branch's required pieces, each of which that branch's matches hold", () => {
    const booked = r`\ball (?:[\w-]+ ){0,3}(?:tables|rooms)\b[^.]{0,20}\b(?:booked|taken)\b|\bfully booked (?:tonight|today)\b`;
    // The pattern's own set is the union of the branches' tightest pieces ("tables" lets the first branch run).
    expect(requiredLiterals(booked)).toEqual(['rooms', 'tables', 'fully booked today', 'fully booked tonight']);
    expect(branchLiterals(booked)).toEqual([[['rooms', 'tables'], ['taken', 'booked'], ['all ']], [['fully booked today', 'fully booked tonight']]]);
    // A sentence with "all " and "tables" but neither "booked" nor "taken" holds no branch's every set.
    const text = 'that is all for now: the tables are free';
    expect(requiredLiterals(booked)?.some((l) => text.includes(l))).toBe(true);
    expect(branchLiterals(booked).some((b) => b.every((set) => set.some((l) => text.includes(l))))).toBe(false);
    expect(new RegExp(booked, 'u').test(text)).toBe(false);
  });

  it('gives nothing for a pattern that is not an alternation, or has no required literal', () => {
    expect(branchLiterals(r`\b(?:ask|tell) (?:\w+ )?to (?:wait|hold)`)).toEqual([]);
    expect(branchLiterals(r`[a-z]+|foo`)).toEqual([]);
    // A branch with no usable piece comes back empty (no gate for the pattern).
    expect(branchLiterals(r`foo bar|ab`)).toEqual([[['foo bar']], []]);
  });
});

// ---------------------------------------------------------------------------------------------
// LiteralScanner

describe('LiteralScanner', () => {
  it('finds every set with a literal in the string, ascending, plus the null sets', () => {
    const sets = [['he', 'she'], ['hers'], null, ['his', 'xyz'], ['é!'], ['']];
    const scanner = new LiteralScanner(sets);
    const hits = (s: string): number[] => {
      scanner.scan(s);
      return hitsOf(scanner);
    };
    expect(hits('ushers')).toEqual([0, 1, 2, 5]);
    expect(hits('this')).toEqual([2, 3, 5]);
    expect(hits('café! xyz')).toEqual([2, 3, 4, 5]);
    expect(hits('')).toEqual([2, 5]);
    expect(hits('h€is')).toEqual([2, 5]);
    scanner.scan('ushers');
    expect([0, 1, 2, 3, 4, 5].map((i) => scanner.passes(i))).toEqual([true, true, true, false, false, true]);
  });

  it('restored from a snapshot, answers exactly as when built', () => {
    const rng = mulberry32(7);
    const alphabet = "ab 'cé";
    const sets = randomLiteralSets(rng, alphabet, 60, 8);
    const built = new LiteralScanner(sets, 4);
    const restored = new LiteralScanner(built.snapshot());
    expect(restored.states).toBe(built.states);
    expect(restored.size).toBe(built.size);
    expect(restored.maxLength).toBe(4);
    // The sets' literals come back as given, null sets as null (also code units past 255).
    expect(sets.map((_, i) => restored.literalsOf(i))).toEqual(sets);
    const wide = [['€uro', 'ab'], null, ['łódź']];
    const back = new LiteralScanner(new LiteralScanner(wide, 2).snapshot());
    expect(wide.map((_, i) => back.literalsOf(i))).toEqual(wide);
    back.scan('40 €uro');
    expect(hitsOf(back)).toEqual([0, 1]);
    for (let n = 0; n < 2000; n++) {
      const s = randomText(rng, `${alphabet}xyz`, 30);
      built.scan(s);
      restored.scan(s);
      expect(hitsOf(restored), s).toEqual(hitsOf(built));
    }
  });

  it('restored from a snapshot numbered by a sample of texts, answers exactly as when built', () => {
    const rng = mulberry32(23);
    const alphabet = "ab 'cé";
    const sets = randomLiteralSets(rng, alphabet, 60, 8);
    const built = new LiteralScanner(sets, 4);
    const sample = Array.from({ length: 200 }, () => randomText(rng, `${alphabet}xyz`, 30));
    const numbered = built.snapshot(sample);
    // Renumbered: the same automaton under other state numbers, not the same array.
    expect(Array.from(numbered)).not.toEqual(Array.from(built.snapshot()));
    const restored = new LiteralScanner(numbered);
    for (let n = 0; n < 2000; n++) {
      const s = randomText(rng, `${alphabet}xyz`, 30);
      built.scan(s);
      restored.scan(s);
      expect(hitsOf(restored), s).toEqual(hitsOf(built));
    }
  });

  it('agrees with includes() when its states outgrow a 16-bit table', () => {
    // Every three-letter word of 26 letters (18,278 states) and every four-letter one starting
    // with a, b or c (52,728 more): past what a 16-bit cell can number.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const words: string[] = [];
    for (const a of letters) for (const b of letters) for (const c of letters) words.push(`${a}${b}${c}`);
    for (const a of 'abc') for (const b of letters) for (const c of letters) for (const d of letters) words.push(`${a}${b}${c}${d}`);
    const sets = Array.from({ length: 50 }, (_, i) => words.filter((_w, k) => k % 50 === i));
    const scanner = new LiteralScanner(sets);
    expect(scanner.states).toBeGreaterThan(0x7fff);
    expect(cellBits(scanner.states)).toBe(32);
    const rng = mulberry32(29);
    for (let n = 0; n < 300; n++) {
      const s = randomText(rng, `${letters}  `, 12);
      scanner.scan(s);
      sets.forEach((set, i) => expect(scanner.passes(i), `set ${i} in ${JSON.stringify(s)}`).toBe(set.some((w) => s.includes(w))));
    }
  });

  it('keeps 16-bit cells below 32,767 states, and names the limit of 32-bit ones', () => {
    expect(cellBits(0x7ffe)).toBe(16);
    expect(cellBits(0x7fff)).toBe(32);
    expect(() => cellBits(0x40000000)).toThrow(/2\^30/);
  });

  it('answers a text scanned again among others (a sentence, then its clauses) as it did the first time', () => {
    const rng = mulberry32(13);
    const alphabet = "ab 'cé";
    const sets = randomLiteralSets(rng, alphabet, 40, 6);
    const scanner = new LiteralScanner(sets, 3);
    // A small pool, so texts come back both within and beyond the scanner's recent memory.
    const pool = Array.from({ length: 20 }, () => randomText(rng, `${alphabet}xyz`, 30));
    for (let n = 0; n < 3000; n++) {
      const s = pool[Math.floor(rng() * (n % 2 === 0 ? 4 : pool.length))] as string;
      scanner.scan(s);
      const expected = sets.flatMap((set, i) => (set === null || set.some((l) => s.includes(l)) ? [i] : []));
      expect(hitsOf(scanner), s).toEqual(expected);
      sets.forEach((_set, i) => expect(scanner.passes(i), `${i} in ${s}`).toBe(expected.includes(i)));
    }
  });

  it('says a group of sets passes exactly when one of its sets does, through repeated texts and clauses', () => {
    const rng = mulberry32(31);
    const alphabet = "ab 'cé";
    const sets = randomLiteralSets(rng, alphabet, 40, 6);
    const scanner = new LiteralScanner(sets, 3);
    // Runs of 1 to 7 sets, one empty run, and two runs sharing sets (those can only always pass).
    const ranges = [0, 1, 1, 8, 8, 8, 8, 15, 15, 22, 22, 30, 30, 40, 33, 36];
    scanner.groupSets(ranges);
    const pool = Array.from({ length: 20 }, () => randomText(rng, `${alphabet}xyz`, 30));
    for (let n = 0; n < 3000; n++) {
      const whole = pool[Math.floor(rng() * (n % 2 === 0 ? 4 : pool.length))] as string;
      const s = n % 3 === 0 ? whole.slice(Math.floor(rng() * 10), 10 + Math.floor(rng() * 20)) : whole;
      scanner.scan(s);
      for (let g = 1; g <= ranges.length / 2; g++) {
        const [from, to] = [ranges[2 * g - 2] as number, ranges[2 * g - 1] as number];
        const some = sets.slice(from, to).some((set) => set === null || set.some((l) => s.includes(l)));
        const shared = g >= 7;
        expect(scanner.groupPasses(g), `group ${g} in ${JSON.stringify(s)}`).toBe(some || shared);
      }
    }
  });

  it('answers a stretch of the last text scanned (a clause of the sentence) as a scan of it alone would', () => {
    const rng = mulberry32(19);
    const alphabet = "ab 'cé";
    const sets = randomLiteralSets(rng, alphabet, 40, 6);
    for (const maxLength of [Infinity, 3]) {
      const scanner = new LiteralScanner(sets, maxLength);
      for (let n = 0; n < 1500; n++) {
        const sentence = randomText(rng, `${alphabet}xyz`, 60);
        scanner.scan(sentence);
        // Clauses: stretches of the sentence (empty, whole prefixes and suffixes, and inner ones), in turn.
        for (let c = 0; c < 4; c++) {
          const from = Math.floor(rng() * (sentence.length + 1));
          const to = from + Math.floor(rng() * (sentence.length - from + 1));
          const clause = c === 0 ? sentence.slice(0, to) : c === 1 ? sentence.slice(from) : sentence.slice(from, to);
          scanner.scan(clause);
          const expected = sets.flatMap((set, i) => (set === null || set.some((l) => clause.includes(l)) ? [i] : []));
          const where = `${JSON.stringify(clause)} of ${JSON.stringify(sentence)}`;
          expect(hitsOf(scanner), where).toEqual(expected);
          // One comparison per clause (not one expect per set: 480,000 of them ran past the timeout under load).
          expect(sets.map((_set, i) => scanner.passes(i)), where).toEqual(sets.map((_set, i) => expected.includes(i)));
        }
      }
    }
  });

  it('answers a clause of the text scanned before the last (the check reads a neighbour in between) as a scan of it alone would', () => {
    const rng = mulberry32(23);
    const alphabet = "ab 'cé";
    const sets = randomLiteralSets(rng, alphabet, 40, 6);
    for (const maxLength of [Infinity, 3]) {
      const scanner = new LiteralScanner(sets, maxLength);
      let before = randomText(rng, `${alphabet}xyz`, 60);
      scanner.scan(before);
      for (let n = 0; n < 1500; n++) {
        const last = randomText(rng, `${alphabet}xyz`, 60);
        scanner.scan(last);
        // A clause of either text: the older one three times in four.
        for (let c = 0; c < 4; c++) {
          const parent = c === 3 ? last : before;
          const from = Math.floor(rng() * (parent.length + 1));
          const clause = parent.slice(from, from + Math.floor(rng() * (parent.length - from + 1)));
          scanner.scan(clause);
          const expected = sets.flatMap((set, i) => (set === null || set.some((l) => clause.includes(l)) ? [i] : []));
          const where = `${JSON.stringify(clause)} of ${JSON.stringify(parent)}`;
          expect(hitsOf(scanner), where).toEqual(expected);
          expect(sets.map((_set, i) => scanner.passes(i)), where).toEqual(sets.map((_set, i) => expected.includes(i)));
        }
        before = last;
      }
    }
  });

  it('scans a stretch afresh when the text it came from held more literal occurrences than it keeps', () => {
    const scanner = new LiteralScanner([['ab'], ['zz']]);
    // 1,100 occurrences of "ab" before the "zz": past what the scanner keeps of one text.
    const sentence = `${'ab'.repeat(1100)}zz`;
    scanner.scan(sentence);
    scanner.scan('bzz');
    expect(hitsOf(scanner)).toEqual([1]);
    scanner.scan(`abab${'ab'.repeat(1000)}`);
    expect(hitsOf(scanner)).toEqual([0]);
  });

  it('tells apart shortened literals that share their ending and part of their head', () => {
    // Cut to their last 6 characters, all of these end in " your " or "d for you": the heads
    // decide, read backwards from the ending ("requires" vs "require", "you have" inside
    // "do you have"), and a head may reach the text's very start or run off it.
    const sets = [['requires your '], ['require your '], ['needs your ', 'i have your '], ['do you have your '], ['you have your '], ['is booked for you'], ['booked for you'], ['i have your ']];
    const scanner = new LiteralScanner(sets, 6);
    const texts = ['do you have your id', 'it requires your code', 'ave your ', 'you have your ', 'this needs your ok', 'is booked for you', 'it is booked for you', 'booked for you', 'ooked for you', 'i have your order'];
    for (const s of texts) {
      scanner.scan(s);
      const expected = sets.flatMap((set, i) => (set.some((l) => s.includes(l)) ? [i] : []));
      expect(hitsOf(scanner), s).toEqual(expected);
    }
  });

  it('agrees with includes() on random strings, also with shortened literals', () => {
    const rng = mulberry32(11);
    const alphabet = "ab 'cé";
    const sets = randomLiteralSets(rng, alphabet, 40, 6);
    const full = new LiteralScanner(sets);
    const short = new LiteralScanner(sets, 3);
    for (let n = 0; n < 3000; n++) {
      const s = randomText(rng, `${alphabet}xyz`, 30);
      full.scan(s);
      short.scan(s);
      sets.forEach((set, i) => {
        const expected = set === null || set.some((l) => s.includes(l));
        expect(full.passes(i), `${JSON.stringify(set)} in ${s}`).toBe(expected);
        // A hit on a shortened literal's ending is checked against the whole literal, so
        // shortening changes nothing: "ything" alone must not pass a set holding "anything".
        expect(short.passes(i), `${JSON.stringify(set)} in ${s}, shortened`).toBe(expected);
      });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Soundness over the whole lexicon

// Exactly what response-check.ts does to a sentence before classifying it.
const APOSTROPHES = /[’‘´`]/gu;
const QUOTE_MARKS = /[“”„«»]/gu;
const SPACES = /\s+/gu;
const CLAUSE_BREAK = /\s*(?:[,;:()]|\s[—–-]\s|—|–)\s*/u;
function normalize(s: string): string {
  return L.foldLatin(s.toLowerCase()).replace(APOSTROPHES, "'").replace(QUOTE_MARKS, '"').replace(SPACES, ' ').trim();
}

function fixtureReplies(): string[] {
  const url = new URL('../fixtures/replies.jsonl', import.meta.url);
  return readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function randomText(rng: () => number, alphabet: string, max: number): string {
  let s = '';
  const n = Math.floor(rng() * (max + 1));
  for (let i = 0; i < n; i++) s += pick(rng, [...alphabet]);
  return s;
}

/** `count` literal sets of 1–4 random literals each (up to `max` characters); about 1 in 10 is null (always passes). */
function randomLiteralSets(rng: () => number, alphabet: string, count: number, max: number): (string[] | null)[] {
  return Array.from({ length: count }, () =>
    rng() < 0.1 ? null : Array.from({ length: 1 + Math.floor(rng() * 4) }, () => randomText(rng, alphabet, max) || 'ab'),
  );
}

/** The sets the scanner's last scan hit, ascending. */
function hitsOf(scanner: LiteralScanner): number[] {
  return Array.from({ length: scanner.hitCount }, (_, k) => scanner.hitAt(k));
}

// Characters tried for classes, `.` and class escapes when generating a match.
const POOL = [..."abcdefghijklmnopqrstuvwxyz0123456789 '-.,:;!?#/$€é✅"];
const classCache = new Map<string, string[]>();

/** A random string the node can match, ignoring assertions (callers verify with the regex). */
function generate(node: RegexNode, rng: () => number): string | null {
  switch (node.kind) {
    case 'char':
      return node.value;
    case 'set': {
      let fits = classCache.get(node.source);
      if (fits === undefined) {
        const re = new RegExp(`^${node.source}$`, 'u');
        fits = POOL.filter((c) => re.test(c));
        classCache.set(node.source, fits);
      }
      return fits.length === 0 ? null : pick(rng, fits);
    }
    case 'assert':
    case 'look':
    case 'backref':
      return '';
    case 'group':
      return generate(node.body, rng);
    case 'alt':
      return generate(pick(rng, node.branches), rng);
    case 'seq': {
      let out = '';
      for (const item of node.items) {
        const part = generate(item, rng);
        if (part === null) return null;
        out += part;
      }
      return out;
    }
    case 'repeat': {
      const n = node.min + Math.floor(rng() * (Math.min(node.max, node.min + 3) - node.min + 1));
      let out = '';
      for (let i = 0; i < n; i++) {
        const part = generate(node.body, rng);
        if (part === null) return null;
        out += part;
      }
      return out;
    }
  }
}

interface Corpus {
  strings: string[];
  fixture: number;
  words: number;
  generated: number;
}

function buildCorpus(): Corpus {
  const rng = mulberry32(20240611);
  const strings = new Set<string>();
  // 1. Every fixture sentence as the checker sees it, with its clauses.
  for (const reply of fixtureReplies()) {
    for (const sentence of splitSentences(reply)) {
      const s = normalize(sentence.bare.slice(0, 2000));
      if (s === '') continue;
      strings.add(s);
      for (const c of s.split(CLAUSE_BREAK)) if (c.trim() !== '') strings.add(c.trim());
    }
  }
  const fixture = strings.size;
  // 2. Random word sequences from the fixture vocabulary and the patterns' own literals, so
  //    that many patterns match somewhere.
  const vocabulary = [...new Set([...strings].flatMap((s) => s.split(' ')))].filter((w) => w !== '');
  const literals = [...new Set(L.COMPILED_PATTERNS.flatMap((p) => p.literals ?? []))];
  for (let n = 0; n < 3000; n++) {
    const words: string[] = [];
    const count = 2 + Math.floor(rng() * 12);
    for (let i = 0; i < count; i++) words.push(rng() < 0.5 ? pick(rng, literals).trim() : pick(rng, vocabulary));
    let s = words.join(' ');
    if (rng() < 0.2) s += pick(rng, ['?', '.', '!', ' ?', ':']);
    strings.add(s);
  }
  const words = strings.size - fixture;
  // 3. Strings built to match each pattern: a random expansion of its parse tree, alone or
  //    between fixture words (kept whether or not the regex then matches).
  for (const { source, re } of L.COMPILED_PATTERNS) {
    const tree = parseRegex(source, re.flags);
    for (let n = 0; n < 12; n++) {
      const core = generate(tree, rng);
      if (core === null) continue;
      const before = rng() < 0.5 ? '' : `${pick(rng, vocabulary)} `;
      const after = rng() < 0.5 ? '' : ` ${pick(rng, vocabulary)}`;
      strings.add(`${before}${core}${after}`);
    }
  }
  return { strings: [...strings], fixture, words, generated: strings.size - fixture - words };
}

function matches(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  const hit = re.test(s);
  re.lastIndex = 0;
  return hit;
}

// Each check below runs every pattern over ~14,000 strings (~12 million pairs): ~7 s on a quiet
// core, near vitest's 30 s default when the machine is loaded, so the block allows two minutes.
describe('literal prefilter soundness on the lexicon', { timeout: 120_000 }, () => {
  const corpus = buildCorpus();

  it('has a corpus of fixture sentences and generated variants', () => {
    expect(corpus.fixture).toBeGreaterThan(500);
    expect(corpus.words).toBeGreaterThan(2500);
    expect(corpus.generated).toBeGreaterThan(2000);
    expect(L.COMPILED_PATTERNS.length).toBeGreaterThan(300);
  });

  it('no pattern uses the i flag, and nearly all have required literals', () => {
    for (const { re } of L.COMPILED_PATTERNS) expect(re.flags).not.toContain('i');
    const unguarded = L.COMPILED_PATTERNS.filter((p) => p.literals === null);
    expect(unguarded.length).toBeLessThan(10);
  });

  it('every pattern that matches a string has one of its literals in it', () => {
    let pairs = 0;
    let matched = 0;
    const matchedPatterns = new Set<number>();
    L.COMPILED_PATTERNS.forEach(({ re, literals, further, branches }, index) => {
      for (const s of corpus.strings) {
        pairs++;
        if (!matches(re, s)) continue;
        matched++;
        matchedPatterns.add(index);
        if (literals !== null && !literals.some((l) => s.includes(l))) {
          expect.fail(`/${re.source}/ matches ${JSON.stringify(s)} but none of ${JSON.stringify(literals)}`);
        }
        for (const set of further) {
          if (!set.some((l) => s.includes(l))) expect.fail(`/${re.source}/ matches ${JSON.stringify(s)} but none of its further set ${JSON.stringify(set)}`);
        }
        if (branches.length > 0 && !branches.some((branch) => branch.every((set) => set.some((l) => s.includes(l))))) {
          expect.fail(`/${re.source}/ matches ${JSON.stringify(s)} but holds no branch's every set ${JSON.stringify(branches)}`);
        }
        // The scan the matchers use (shortened literals, one automaton for all patterns).
        if (!L.mayMatch(re, s)) expect.fail(`mayMatch rejects /${re.source}/ on ${JSON.stringify(s)}`);
      }
    });
    console.log(
      `prefilter soundness: ${L.COMPILED_PATTERNS.length} patterns × ${corpus.strings.length} strings ` +
        `(${corpus.fixture} fixture sentences and clauses, ${corpus.words} word sequences, ${corpus.generated} generated) = ` +
        `${pairs} pairs, ${matched} matches, ${matchedPatterns.size} patterns matched at least once`,
    );
    expect(pairs).toBeGreaterThan(1_000_000);
    expect(matched).toBeGreaterThan(10_000);
    // Nearly every pattern is exercised by at least one matching string.
    expect(matchedPatterns.size / L.COMPILED_PATTERNS.length).toBeGreaterThan(0.9);
  });

  // One test a matcher: together they ran 40 s on CI's quiet machine and past two minutes at load 10.
  const matchers = Object.entries(L).filter(
    (entry): entry is [string, L.Matcher] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'parts' in entry[1] && !(entry[1] instanceof L.PatternList),
  );
  it('has matchers to check', () => {
    expect(matchers.length).toBeGreaterThan(15);
  });
  for (const [name, matcher] of matchers) {
    it(`matcher ${name} answers exactly as if all its parts ran`, () => {
      for (const s of corpus.strings) {
        const expectedTest = matcher.parts.some((re) => re.test(s));
        if (matcher.test(s) !== expectedTest) expect.fail(`${name}.test(${JSON.stringify(s)})`);
        let best: RegExpExecArray | null = null;
        for (const re of matcher.parts) {
          const m = re.exec(s);
          if (m !== null && (best === null || m.index < best.index)) best = m;
        }
        const got = matcher.exec(s);
        if (got?.index !== best?.index || got?.[0] !== best?.[0] || JSON.stringify(got) !== JSON.stringify(best)) {
          expect.fail(`${name}.exec(${JSON.stringify(s)})`);
        }
      }
    });
  }

  it('every global alternation replaces exactly what the whole alternation of its parts does', () => {
    const groups = Object.entries(L).filter((entry): entry is [string, L.GlobalAlternation] => entry[1] instanceof L.GlobalAlternation);
    expect(groups.length).toBeGreaterThan(8);
    let replaced = 0;
    let several = 0;
    for (const [name, group] of groups) {
      const whole = new RegExp(group.alternatives.map((p) => p.source).join('|'), 'gu');
      for (const s of corpus.strings) {
        const expected = s.replace(whole, ' ');
        if (s.replace(group, ' ') !== expected) expect.fail(`${name} on ${JSON.stringify(s)}`);
        // A function replacement (replies17's rewrites) sees the same match, offset and whole string.
        const marked = (m: string, ...args: unknown[]): string => `<${m}@${String(args.at(-2))}/${String((args.at(-1) as string).length)}>`;
        if (expected !== s && s.replace(group, marked) !== s.replace(whole, marked)) expect.fail(`${name} with a function on ${JSON.stringify(s)}`);
        if (expected !== s) replaced++;
        if (expected !== s && !L.mayMatch(group, s)) expect.fail(`mayMatch rejects ${name} on ${JSON.stringify(s)}`);
        // Strings where more than one part passes run an alternation of those parts.
        if (group.alternatives.filter((p) => p.mayMatch(s)).length > 1) several++;
      }
      expect(() => 'x'.replace(group, '$1')).toThrow(/names a group/u);
    }
    expect(replaced).toBeGreaterThan(500);
    expect(several).toBeGreaterThan(100);
  });

  it('every pattern run through its prefilter gate (test, exec, eachMatch, replace) answers as its RegExp does', () => {
    // The fixture sentences and clauses, each against every pattern: the soundness test above says
    // a skipped pattern cannot match; this says the gated calls return what the RegExp's own do,
    // lastIndex included, whether the gate skips the run or lets it through.
    const strings = corpus.strings.slice(0, corpus.fixture);
    const same = (a: RegExpExecArray | null, b: RegExpExecArray | null): boolean =>
      a === null || b === null ? a === b : a.index === b.index && JSON.stringify(a) === JSON.stringify(b);
    let runs = 0;
    let skipped = 0;
    for (const s of strings) {
      for (const p of L.COMPILED_PATTERNS) {
        const { re } = p;
        const where = (op: string): string => `${op} /${re.source.slice(0, 80)}/ on ${JSON.stringify(s)}`;
        runs++;
        if (!p.mayMatch(s)) skipped++;
        if (p.test(s) !== matches(re, s)) expect.fail(where('test'));
        const got = p.exec(s);
        // What a run leaves in lastIndex is part of its answer on a global pattern.
        const left = re.lastIndex;
        re.lastIndex = 0;
        if (!same(got, re.exec(s)) || left !== re.lastIndex) expect.fail(where('exec'));
        re.lastIndex = 0;
        if (!re.global) continue;
        if (JSON.stringify(p.eachMatch(s)) !== JSON.stringify([...s.matchAll(re)]) || re.lastIndex !== 0) expect.fail(where('eachMatch'));
        if (s.replace(p, '<$&>') !== s.replace(re, '<$&>') || s.replace(p, (m) => m.toUpperCase()) !== s.replace(re, (m) => m.toUpperCase())) expect.fail(where('replace'));
      }
    }
    expect(strings.length).toBeGreaterThan(500);
    // The gate did skip runs: most patterns lack their literals in most sentences.
    expect(skipped / runs).toBeGreaterThan(0.5);
  });

  it('candidate lists keep every pattern that matches', () => {
    const lists = Object.entries(L).filter((entry): entry is [string, L.PatternList] => entry[1] instanceof L.PatternList);
    expect(lists.map(([name]) => name).sort()).toEqual([
      'DONE_ACTIVE_39',
      'DONE_MORE_40',
      'DONE_PASSIVE_38',
      'DONE_PASSIVE_39',
      'EN_DECLINE_MODAL',
      'HANDOFF_24',
      'HANDOFF_27',
      'HANDOFF_36',
      'HANDOFF_AWAITING_APPROVER_25',
      'HANDOFF_FOR_REVIEW_16',
      'HANDOFF_FRAME_17',
      'HANDOFF_REQUEST_PASSED',
      'HANDOFF_TO_PERSON_20',
      'LANG28_DONE',
      'LANG28_HANDOFF',
      'OTHER_DECLINE_MODAL',
      'OTHER_DONE_ACTIVE',
      'OTHER_DONE_ACTIVE_MORE',
      'OTHER_DONE_PASSIVE',
      'OTHER_DONE_PASSIVE_MORE',
    ]);
    for (const [name, list] of lists) {
      for (const s of corpus.strings) {
        const kept = L.candidates(list, s);
        for (const re of list.parts) {
          if (matches(re, s) && !kept.includes(re)) expect.fail(`${name} drops /${re.source}/ on ${JSON.stringify(s)}`);
        }
        // Order is kept.
        expect(kept).toEqual(list.parts.filter((re) => kept.includes(re)));
      }
    }
  });
});

describe('pattern-literals table (start-up cache of required literals)', () => {
  it('holds the prefilter automaton built from the lexicon as it is (else: npm run gen:literals)', async () => {
    const { savedScanner } = await import('../../src/score/pattern-literals.js');
    expect(savedScanner(L.prefilterSets(L.COMPILED_PATTERNS), L.SCAN_LITERAL_MAX)).toBeDefined();
  });

  it('holds every compiled pattern, with the literals requiredLiterals gives (else: npm run gen:literals)', async () => {
    const { cachedLiterals } = await import('../../src/score/pattern-literals.js');
    const stale = L.COMPILED_PATTERNS.filter((p) => JSON.stringify(cachedLiterals(p.source, p.re.flags)) !== JSON.stringify(requiredLiterals(p.source, p.re.flags)));
    expect(stale.map((p) => p.source.slice(0, 80))).toEqual([]);
    // Its further sets are some of those furtherLiterals gives (gen:literals keeps the rare ones).
    const { cachedFurther } = await import('../../src/score/pattern-literals.js');
    const strayFurther = L.COMPILED_PATTERNS.filter((p) => {
      const given = new Set(furtherLiterals(p.source, p.re.flags).map((set) => JSON.stringify(set)));
      return (cachedFurther(p.source, p.re.flags) ?? []).some((set) => !given.has(JSON.stringify(set)));
    });
    expect(strayFurther.map((p) => p.source.slice(0, 80))).toEqual([]);
    expect(L.COMPILED_PATTERNS.filter((p) => p.further.length > 0).length).toBeGreaterThan(50);
    // Its branch sets likewise: one list per branch of branchLiterals, each set one it gives for that branch.
    const { cachedBranches } = await import('../../src/score/pattern-literals.js');
    const strayBranches = L.COMPILED_PATTERNS.filter((p) => {
      const recorded = cachedBranches(p.source, p.re.flags) ?? [];
      if (recorded.length === 0) return false;
      const given = branchLiterals(p.source, p.re.flags);
      return recorded.length !== given.length || recorded.some((branch, b) => branch.length === 0 || branch.some((set) => !given[b]?.some((g) => JSON.stringify(g) === JSON.stringify(set))));
    });
    expect(strayBranches.map((p) => p.source.slice(0, 80))).toEqual([]);
    expect(L.COMPILED_PATTERNS.filter((p) => p.branches.length > 0).length).toBeGreaterThan(20);
  });

  it('is taken whole, in compile order, only for exactly the patterns it was generated from (else: npm run gen:literals)', async () => {
    const { savedScanner, scannerSets, tableInOrder } = await import('../../src/score/pattern-literals.js');
    const patterns = L.COMPILED_PATTERNS.map((p) => ({ source: p.source, flags: p.re.flags }));
    const table = tableInOrder(patterns);
    expect(table).toBeDefined();
    if (table === undefined) return;
    const all = patterns.map((_, i) => table.literals(i));
    expect(all.map((l) => JSON.stringify(l))).toEqual(patterns.map((p) => JSON.stringify(requiredLiterals(p.source, p.flags))));
    expect(patterns.map((_, i) => table.guarded(i))).toEqual(all.map((l) => l !== null));
    // Its sets as the lexicon lays them out (each pattern's literals, then the further sets, then
    // the branch sets), and the counts it lays them out from.
    const further = patterns.map((_, i) => table.further(i));
    const branches = patterns.map((_, i) => table.branches(i));
    expect(Array.from(table.furtherCount)).toEqual(further.map((f) => f.length));
    expect(Array.from(table.branchCount)).toEqual(branches.map((b) => b.length));
    expect(Array.from(table.branchSize)).toEqual(branches.flatMap((b) => b.map((sets) => sets.length)));
    const sets = scannerSets(all, further, branches);
    expect(sets).toEqual(L.prefilterSets(L.COMPILED_PATTERNS));
    // The automaton restored from the table is the one those sets' key finds, and reads them back.
    const restored = table.scanner();
    expect(restored.size).toBe(sets.length);
    expect(restored.maxLength).toBe(L.SCAN_LITERAL_MAX);
    expect(sets.map((_, i) => restored.literalsOf(i))).toEqual(sets);
    const copies = sets.map((l) => (l === null ? null : [...l]));
    expect(savedScanner(copies, L.SCAN_LITERAL_MAX)).toBeDefined();
    // One pattern edited, one missing, or the order changed: not the table's patterns.
    expect(tableInOrder(patterns.map((p, i) => (i === 3 ? { ...p, source: `${p.source}x` } : p)))).toBeUndefined();
    expect(tableInOrder(patterns.slice(1))).toBeUndefined();
    expect(tableInOrder([patterns[1], patterns[0], ...patterns.slice(2)] as typeof patterns)).toBeUndefined();
    // A shortened-literal length other than the saved one gets no saved automaton.
    expect(savedScanner(sets, L.SCAN_LITERAL_MAX + 1)).toBeUndefined();
  });

  it('is read from a file of its own, and only the one generated with pattern-literals-table.ts', async () => {
    const { parse, tableBytes } = await import('../../src/score/pattern-literals.js');
    const { SOURCES_KEY } = await import('../../src/score/pattern-literals-table.js');
    const snapshot = new LiteralScanner([['ab', 'cd'], null, ['e']], 3).snapshot();
    const patterns = [{ source: 'ab|cd', flags: 'u' }, { source: '\\w', flags: 'gu' }, { source: 'e€', flags: 'u' }];
    const bytes = tableBytes(patterns, [[], [], []], [[], [], []], snapshot, SOURCES_KEY);
    const read = parse(bytes);
    expect(read?.patterns).toBe(3);
    expect(Array.from(read?.snapshot ?? [])).toEqual(Array.from(snapshot));
    // At an offset that is not 4-aligned (a Buffer of a pool), the same.
    const shifted = new Uint8Array(bytes.length + 1).subarray(1);
    shifted.set(bytes);
    expect(Array.from(parse(shifted)?.snapshot ?? [])).toEqual(Array.from(snapshot));
    // Written for other patterns (another sources key), or short: not taken.
    expect(parse(tableBytes(patterns, [[], [], []], [[], [], []], snapshot, 'another key'))).toBeNull();
    expect(parse(bytes.subarray(0, 16))).toBeNull();
    // Cut short after its head, with the right key: its counts reach past the end, not taken.
    expect(parse(bytes.subarray(0, bytes.length - 4))).toBeNull();
    expect(parse(bytes.subarray(0, bytes.length - 4 * snapshot.length))).toBeNull();
  });

  it('is generated, loaded and read right for a lexicon whose automaton outgrows 16-bit state numbers', async () => {
    const { parse, tableBytes, scannerSets } = await import('../../src/score/pattern-literals.js');
    const { SOURCES_KEY } = await import('../../src/score/pattern-literals-table.js');
    // 300 patterns of 40 random six-letter words each: ~12,000 literals, well past 32,767 states.
    const rng = mulberry32(37);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const word = (): string => Array.from({ length: 6 }, () => letters[Math.floor(rng() * 26)]).join('');
    const patterns = Array.from({ length: 300 }, () => ({ source: r`\b(?:${Array.from({ length: 40 }, word).join('|')})\b`, flags: 'u' }));
    // As `npm run gen:literals` makes the table: each pattern's literals, the scanner's sets, the
    // automaton numbered by a sample, the file's bytes.
    const literals = patterns.map((p) => requiredLiterals(p.source, p.flags));
    const sets = scannerSets(literals, patterns.map(() => []), patterns.map(() => []));
    const built = new LiteralScanner(sets, L.SCAN_LITERAL_MAX);
    expect(built.states).toBeGreaterThan(0x7fff);
    const words = sets.flatMap((set) => set ?? []);
    const text = (): string => Array.from({ length: 4 }, () => (rng() < 0.5 ? words[Math.floor(rng() * words.length)] : word())).join(' ');
    const sample = Array.from({ length: 200 }, text);
    const read = parse(tableBytes(patterns, patterns.map(() => []), patterns.map(() => []), built.snapshot(sample), SOURCES_KEY));
    expect(read).not.toBeNull();
    const restored = new LiteralScanner(read?.snapshot as Int32Array);
    expect(restored.states).toBe(built.states);
    expect(sets.map((_, i) => restored.literalsOf(i))).toEqual(sets);
    for (let n = 0; n < 500; n++) {
      const s = text();
      restored.scan(s);
      const expected = patterns.flatMap((p, i) => (new RegExp(p.source, p.flags).test(s) ? [i] : []));
      expect(hitsOf(restored).filter((i) => expected.includes(i)), s).toEqual(expected);
      sets.forEach((set, i) => expect(restored.passes(i), `set ${i} in ${s}`).toBe((set ?? []).some((w) => s.includes(w))));
    }
  });
});
