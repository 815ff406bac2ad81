import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/corpus/load.js';
import { PATTERN_TEST_CHARS, allPatternsMatch, compilePattern } from '../../src/match/case-patterns.js';
import { OrganicMatcher } from '../../src/match/organic-matcher.js';
import { passages } from '../../src/match/passages.js';
import { textFeatures } from '../../src/match/text-features.js';
import { lightStem as stem } from '../../src/util/light-stem.js';

const withMatch = (file: string) => {
  const text = readFileSync(new URL(file, import.meta.url), 'utf8');
  return new OrganicMatcher(parseCorpus(text.replace(/^cases:/mu, 'match: { similarity: 0.55, margin: 0.05 }\ncases:'), 'corpus.yaml'));
};
/** The shipped support-desk sample and the held-out IT-helpdesk corpus, opted in at the recommended settings. */
const support = withMatch('../../samples/corpus.yaml');
const helpdesk = withMatch('../fixtures/match-heldout-helpdesk.yaml');
const caseOf = (m: OrganicMatcher, text: string): string | null => {
  const d = m.match(text);
  return d.type === 'case' ? d.case.id : null;
};

const EMAIL_HEAD = 'Hi team,\n\nI hope you are all doing well and that the week has started nicely over there. I am writing about a problem with my recent purchases, sorry for the long mail.\n\n';
const EMAIL_TAIL = '\n\nKind regards,\nJordan Smith\nOperations Manager | Northwind Traders\nThis email and any attachments are confidential and intended solely for the addressee. If you received it in error, please notify the sender and delete it.';

describe('long and short messages', () => {
  it('a request pasted inside a long mail (greeting, signature, disclaimer) still matches its case', () => {
    // Before: the boilerplate diluted the similarity of the case's own words to 0.365 (unmatched).
    const request = 'Please cancel order #81120, but only if it has not shipped yet.';
    expect(caseOf(support, request)).toBe('cancel-status-unknown');
    expect(caseOf(support, EMAIL_HEAD + request + EMAIL_TAIL)).toBe('cancel-status-unknown');
    expect(caseOf(support, EMAIL_HEAD + EMAIL_HEAD + request + EMAIL_TAIL + EMAIL_TAIL)).toBe('cancel-status-unknown');
  });

  it('a long mail about something else stays unmatched, and so does a one-word message', () => {
    expect(caseOf(support, `${EMAIL_HEAD}My parcel arrived with a dented box, though everything inside seems fine. Do you ship to Canada as well? My sister would like to order from you.${EMAIL_TAIL}`)).toBeNull();
    expect(caseOf(support, 'refund')).toBeNull();
    expect(caseOf(support, 'cancel')).toBeNull();
  });

  it('passages: none for a short message; sentence runs no longer than the longest case turn allows', () => {
    expect(passages('Please refund order #1.', 20)).toEqual([]);
    const long = Array.from({ length: 12 }, (_, i) => `Sentence number ${i} has five words.`).join(' ');
    const views = passages(long, 10);
    expect(views.length).toBeGreaterThan(12);
    for (const v of views) expect(v.split(' ').length).toBeLessThanOrEqual(15 + 5);
  });

  it('empty and whitespace-only messages are unmatched, with a reason', () => {
    for (const text of ['', '   ', '\n\t ', '\u200b']) {
      const d = support.match(text);
      expect(d.type).toBe('unmatched');
      if (d.type === 'unmatched') expect(d.reason).toMatch(/shares no word/u);
    }
  });
});

describe('unicode', () => {
  it('diacritics and zero-width characters do not change the words', () => {
    expect(textFeatures('Pléase réfund my órder').words).toEqual(textFeatures('Please refund my order').words);
    expect(textFeatures('Please re\u200bfund my or\u00adder').words).toEqual(textFeatures('Please refund my order').words);
    expect(textFeatures('Add me to the São Paulo VPN').words).toEqual(textFeatures('add me to the Sao Paulo vpn').words);
  });
});

describe('stemming', () => {
  it('British and American spellings and doubled consonants meet', () => {
    // Before: "travelling" → "travell" but "traveling" → "travel"; "stopped" → "stopp".
    for (const [a, b] of [['travelling', 'traveling'], ['modelled', 'modeled'], ['stopped', 'stop'], ['installed', 'install'], ['planning', 'plan']] as const) {
      expect(stem(a), `${a} / ${b}`).toBe(stem(b));
    }
  });
});

describe('addresses', () => {
  it('an e-mail address or link counts as its class and domain, not as words no case has', () => {
    const f = textFeatures('Forward it to ana.perez@gmail.com, see https://intranet.contoso.com/x').words;
    expect(f.get('<email>')).toBe(1);
    expect(f.get('=@gmail.com')).toBe(1);
    expect(f.get('<url>')).toBe(1);
    expect([...f.keys()].filter((k) => !k.startsWith('=') && !k.startsWith('<'))).toEqual(['forward', 'see']);
    // A user's own address no longer drags a paraphrase below the threshold.
    expect(caseOf(helpdesk, "I'm going on parental leave, could you forward everything from the payroll mailbox to my personal email, r.hughes77@yahoo.com?")).toBe('forward-external-address');
  });
});

describe('twins', () => {
  it('a message saying only what two twins share is unmatched even when one twin is much shorter', () => {
    // Before: access-approved (0.752) was picked because its user turn is shorter, more than the margin above its twin.
    const d = helpdesk.match('Please give me write access to the Finance-Payroll shared drive.');
    expect(d.type).toBe('unmatched');
    if (d.type === 'unmatched') expect(d.reason).toMatch(/access-(not-)?approved \(0\.\d{3}\) and its twin access-(not-)?approved/u);
    // Each side's telling words still decide.
    expect(caseOf(helpdesk, 'I need write access to the HR-Records shared drive. My manager has not approved it yet, she says she will.')).toBe('access-not-approved');
    expect(caseOf(helpdesk, 'Please give me write access to the HR-Records shared drive. My manager already approved it in the request.')).toBe('access-approved');
  });

  it('quantities relate like identifiers: "40 laptops for 4 people" is not "4 laptops for 4 people", whatever the numbers', () => {
    // Before: both paraphrases below matched order-laptops-right-count (small numbers had no relation feature).
    expect(caseOf(helpdesk, 'Please raise an order for 60 replacement laptops for the sales team. The team is 6 people and each of them needs one.')).toBe('order-laptops-too-many');
    expect(caseOf(helpdesk, 'Please raise an order for 6 replacement laptops for the sales team. The team is 6 people and each of them needs one.')).toBe('order-laptops-right-count');
  });
});

describe('hostile patterns', () => {
  const corpusWith = (pattern: string): string =>
    `corpus: x\nversion: 1\ntools: [{ name: t, effect: write }]\ncases:\n  - { id: c1, kind: act, user_turn: "hello there", tools_available: [t], expected_tools: [t], match: { patterns: [${JSON.stringify(pattern)}] } }\n`;

  it('catastrophic-backtracking patterns load and answer a long near-miss message (issue 20: they pinned serve)', () => {
    // Under V8 each of these backtracks for minutes on such a message; on the linear engine the
    // match simply answers. (Speed is measured in bench/, not here: a hang fails by timeout.)
    const nearMiss = `${'a'.repeat(PATTERN_TEST_CHARS - 1)}!`;
    for (const source of ['(\\w|\\d)+$', '\\w*\\w*\\w*\\w*\\w*\\w*z', '^(a+)+$', '^(\\w+\\s?)+$']) {
      const matcher = new OrganicMatcher(parseCorpus(corpusWith(source), 'x.yaml'));
      expect(matcher.match(nearMiss).type, source).toBe('unmatched');
      expect(new RegExp(source, 'iu').test('aaaa'), source).toBe(matcher.match('aaaa').type === 'case');
    }
  });

  it('lookahead and back-references are refused at load, naming the case and the field', () => {
    expect(() => parseCorpus(corpusWith('refund(?! later)'), 'x.yaml')).toThrow(/cases\[0\] \(c1\) \.match\.patterns\[0\]: regular expression not supported: lookahead "\(\?!"/u);
    expect(() => parseCorpus(corpusWith('(\\w+) \\1'), 'x.yaml')).toThrow(/cases\[0\] \(c1\) \.match\.patterns\[0\]: regular expression not supported: back-reference "\\1"/u);
    // Lookbehind without captures runs on the engine as written.
    const m = new OrganicMatcher(parseCorpus(corpusWith('(?<![\\p{L}])ref'), 'x.yaml'));
    expect(m.match('my ref is 12').type).toBe('case');
    expect(m.match('my xref is 12').type).toBe('unmatched');
  });

  it('a pattern compiles once however often a corpus is read and matched (start-up, issue 17)', () => {
    const first = compilePattern('\\bunit \\d+');
    expect(compilePattern('\\bunit \\d+')).toBe(first);
    // A refusal is remembered too, and still says why.
    const refused = compilePattern('(\\w+) \\1');
    expect(compilePattern('(\\w+) \\1')).toBe(refused);
    expect('error' in refused && refused.error).toMatch(/back-reference/u);
  });

  it(`patterns read the first ${PATTERN_TEST_CHARS} characters of a message`, () => {
    const p = compilePattern('refund');
    if ('error' in p) throw new Error('expected a pattern');
    expect(allPatternsMatch([p], `${'x '.repeat(10)}refund`)).toBe(true);
    expect(allPatternsMatch([p], `${'x '.repeat(PATTERN_TEST_CHARS)}refund`)).toBe(false);
  });
});

describe('match.synonyms', () => {
  const corpus = (synonyms: string) => new OrganicMatcher(parseCorpus(`corpus: hr
version: 1
match: { similarity: 0.55${synonyms} }
tools: [{ name: disable_account, effect: write }, { name: book_leave, effect: write }, { name: order_badge, effect: write }]
cases:
  - { id: disable, kind: act, user_turn: "Please disable the account of contractor mlopez today, the contract has ended.", tools_available: [disable_account], expected_tools: [disable_account] }
  - { id: leave, kind: act, user_turn: "Please book annual leave for me from 3 to 7 August.", tools_available: [book_leave], expected_tools: [book_leave] }
  - { id: badge, kind: act, user_turn: "Please order a replacement access badge, mine is broken.", tools_available: [order_badge], expected_tools: [order_badge] }
`, 'hr.yaml'));

  it("fold a corpus's own vocabulary onto its cases' words, beside the built-in list", () => {
    const message = 'Deactivate contractor jdoe’s login today, the engagement has finished.';
    expect(caseOf(corpus(''), message)).toBeNull();
    expect(caseOf(corpus(', synonyms: { deactivate: disable, login: account, engagement: contract, finished: ended }'), message)).toBe('disable');
    expect(caseOf(corpus(', synonyms: { Désactiver: disable }'), 'Please désactiver the account of contractor mlopez today, the contract has ended.')).toBe('disable');
  });

  it('the built-in list no longer folds words that mean something else outside a billing desk', () => {
    // Before: "the package" was a "plan", "I sent" was "ship", "the lower floor" was "cheap".
    expect([...textFeatures('where is my package').words.keys()]).toContain('packag');
    expect([...textFeatures('the invoice I sent').words.keys()]).toContain('sent');
    expect([...textFeatures('the lower floor').words.keys()]).toContain('lower');
  });

  it('a synonym is one word', () => {
    expect(() => corpus(', synonyms: { "log in": account }')).toThrow(/match\.synonyms.*a synonym is one word/u);
  });
});
