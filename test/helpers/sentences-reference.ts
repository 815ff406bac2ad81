// The sentence splitter as it was before issue 19's fast paths (src/score/sentences.ts at 2cb5b69),
// kept verbatim as the reference the current splitter must agree with (test/score/sentences-equivalence.test.ts).
// One change on purpose since (issue 16, seventh round): splitLine also ends a sentence at a stop with
// no space after it, between a lower-case letter and a capitalised word ("…calendar.Shall I…"), and at
// a period after a whole lower-case word of five letters or more before a lower-case word ("Booking
// successful. the total is $35"); the splitter changed in the same commits.
// A second on purpose (issue 16, replies9 round): that period ends a sentence after any whole word of
// two letters or more or a number ("ours have 8. can you…", "it's done. the"), not after a single
// letter, a dotted form, a list number after a colon or the lower-case abbreviations listed
// ("etc. and", "phone no. is"); this replaced the asks rule's own second splitter (askAfterGluedStop).
// A third on purpose (issue 16, replies15 round): a single-quoted span keeps an apostrophe between two
// letters inside it ('I can't help with that', ‘I won’t do that’), so a quoted refusal is quoted.
// A fourth on purpose (issue 16, after replies27): a German day range before a month ("vom 22.–31. Dezember",
// "3./4. Mai") is one sentence, as a single day before a month was.
// A fifth on purpose (issue 16, scaffold39): of a reply with agent-loop scaffolding only what reaches the user is
// split (src/score/agent-loop.ts, the same call in both), so the comparison still checks the fast paths.
/**
 * Splits an agent reply into sentences for the response check.
 *
 * The classifier reasons about one sentence at a time, so the split has to respect what a
 * reader would treat as one unit: "Order No. 4471", "$12.50", "e.g. the", URLs, e-mail
 * addresses and quoted questions ("You asked 'can I get a refund?' and …") must not be cut,
 * and markdown structure (headings, bullets, emphasis) must not leak into the text.
 */

import { eachMatch } from '../../src/score/each-match.js';
import { userFacing } from '../../src/score/agent-loop.js';

export interface Sentence {
  /** The sentence as shown to a reader: markdown removed, trimmed, original wording kept. */
  text: string;
  /** Came from a markdown heading: a section title, not something said to the user. */
  heading: boolean;
  /**
   * `text` with every quoted span replaced by the placeholder word `quoted`, URLs by `url` and
   * e-mail addresses by `email`: what the classifier matches, so that a question or problem
   * that is only being quoted does not count as the agent's own.
   */
  bare: string;
  /** Index of the (joined) line the sentence came from: a question answered on its own line is a FAQ. */
  line: number;
}

// Private-use characters never occur in real replies, so they are safe placeholder delimiters.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const DOT = '\uE002';

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
const EMAIL_RE = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
// Quoted spans on one line. Straight single quotes double as apostrophes, so they only open
// after whitespace/bracket and only close before whitespace or punctuation; an apostrophe between
// two letters inside stays in the quote ('I can't help with that': replies15).
const QUOTE_RES: RegExp[] = [
  /"[^"\n]{1,300}"/gu,
  /“[^”\n]{1,300}”/gu,
  /„[^“”\n]{1,300}[“”]/gu,
  /«[^»\n]{1,300}»/gu,
  /(?<=^|[\s(\[])'(?:[^'\n]|(?<=\p{L})'(?=\p{L})){1,300}?'(?=$|[\s.,;:!?)\]])/gu,
  /(?<=^|[\s(\[])‘(?:[^’\n]|(?<=\p{L})’(?=\p{L})){1,300}?’(?=$|[\s.,;:!?)\]])/gu,
];

const QUOTE_CHARS = /["“„«'‘]/u;

// Abbreviations whose period does not end a sentence. `No.`/`Nr.`/`Nº.` only count before a
// number, since "No." can also be a one-word answer. No `u` flag: it made this scan ~3x
// slower and changes nothing here (ASCII word boundaries, BMP letters only).
const ABBREV_RE =
  /\b(?:e\.g|i\.e|vs|approx|mr|mrs|ms|dr|st|jr|sr|sra|inc|ltd|corp|dept|ref|tel|a\.m|p\.m|z\.b|d\.h|bzw|ca|ggf|usw|evtl|inkl|zzgl|u\.a|p\.ej|núm|cf|ecc|sig|mme|env)\.|\b(?:no|nr|nº|n°|num|art)\.(?=\s*[#\d])/gi;
// A single capital initial ("J. Smith"); case-sensitive, so "plan a. The" still splits.
const INITIAL_RE = /(?<=(?:^|\s)\p{Lu})\.(?=\s+\p{Lu}\p{Ll})/gu;

/** Characters that can start or mark markdown syntax; a line without them is plain prose. */
const MARKDOWN_CHARS = /[#>*_`~|[]|^\s*(?:[-+•◦▪‣]|\d)/u;

interface Line {
  text: string;
  heading: boolean;
  bullet: boolean;
}

/** Removes markdown emphasis, code and link syntax but keeps the words. */
function stripInline(s: string): string {
  return s
    .replace(/!?\[([^\]\n]*)\]\(([^)\s]*)\)/gu, '$1')
    .replace(/`{1,3}([^`\n]*)`{1,3}/gu, '$1')
    .replace(/\*\*([^*\n]+)\*\*/gu, '$1')
    .replace(/__([^_\n]+)__/gu, '$1')
    .replace(/~~([^~\n]+)~~/gu, '$1')
    .replace(/(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])/gu, '$1')
    .replace(/(?<![\p{L}\p{N}_])_(?=\S)([^_\n]+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '$1');
}

function toLines(reply: string): Line[] {
  const lines: Line[] = [];
  for (const raw of reply.replace(/\r\n?/g, '\n').split('\n')) {
    let s = raw;
    let heading = false;
    let bullet = false;
    // Plain prose (no markdown markers) skips the markdown passes.
    if (!MARKDOWN_CHARS.test(s)) {
      s = s.replace(/\s+/g, ' ').trim();
      lines.push({ text: s, heading, bullet });
      continue;
    }
    if (/^\s*(?:[-*_]\s*){3,}$/u.test(s)) continue; // horizontal rule
    if (/^\s*\|?\s*:?-{3,}/u.test(s)) continue; // table separator
    for (;;) {
      const before = s;
      s = s.replace(/^\s*>\s?/u, '');
      if (/^\s{0,3}#{1,6}\s+/u.test(s)) {
        heading = true;
        s = s.replace(/^\s{0,3}#{1,6}\s+/u, '').replace(/\s+#+\s*$/u, '');
      }
      if (/^\s*(?:[-*+•◦▪‣]|\d{1,3}[.)])\s+/u.test(s)) {
        bullet = true;
        s = s.replace(/^\s*(?:[-*+•◦▪‣]|\d{1,3}[.)])\s+/u, '');
        // A task list's box says whether the item is done: "[x] Password reset" reports it,
        // "[ ] MFA re-enrolment" does not. Kept as the ticks a reader would see.
        s = s.replace(/^\[[xX]\]\s+/u, '☑ ').replace(/^\[ \]\s+/u, '☐ ');
      }
      if (s === before) break;
    }
    s = stripInline(s).replace(/\|/gu, ' ').replace(/\s+/gu, ' ').trim();
    if (s === '') {
      lines.push({ text: '', heading: false, bullet: false });
      continue;
    }
    lines.push({ text: s, heading, bullet });
  }
  // A hard-wrapped sentence continues on the next line in lower case; rejoin it so the
  // classifier sees the whole clause.
  // chat43: not across a chat bubble's end — a line ending in an emoji, a reply narrower than 64 code points,
  // or a next word that would have fitted on the line at the reply's widest.
  const width = Math.max(0, ...lines.map((l) => Array.from(l.text).length));
  const bubbleEnd = (prev: string, next: string): boolean => {
    if (/\p{Extended_Pictographic}[\uFE0F\u200D\p{Extended_Pictographic}\p{Emoji_Modifier}]*$/u.test(prev) || width < 64) return true;
    const firstWord = next.split(' ')[0] ?? '';
    return Array.from(prev).length + 1 + firstWord.length <= width;
  };
  const joined: Line[] = [];
  for (const line of lines) {
    const prev = joined[joined.length - 1];
    if (
      prev !== undefined &&
      !bubbleEnd(prev.text, line.text) &&
      prev.text !== '' &&
      line.text !== '' &&
      !line.bullet &&
      !line.heading &&
      !prev.heading &&
      !/[.!?…:;]["'”’»)\]]*$/u.test(prev.text) &&
      /^\p{Ll}/u.test(line.text)
    ) {
      prev.text = `${prev.text} ${line.text}`;
      continue;
    }
    joined.push({ ...line });
  }
  return joined.filter((l) => l.text !== '');
}

interface Protected {
  text: string;
  spans: string[];
  kinds: ('quote' | 'url' | 'email')[];
}

function protect(text: string): Protected {
  const spans: string[] = [];
  const kinds: ('quote' | 'url' | 'email')[] = [];
  const put = (kind: 'quote' | 'url' | 'email') => (m: string) => {
    spans.push(m);
    kinds.push(kind);
    return `${OPEN}${spans.length - 1}${CLOSE}`;
  };
  // Each pass runs only when its trigger character is present: most sentences have none.
  let s = text;
  if (s.includes('http') || s.includes('www.')) {
    s = s.replace(URL_RE, (m) => {
      // Sentence punctuation right after a URL belongs to the sentence, not the URL.
      const tail = /[.,;:!?)\]]+$/u.exec(m)?.[0] ?? '';
      return put('url')(m.slice(0, m.length - tail.length)) + tail;
    });
  }
  if (s.includes('@')) s = s.replace(EMAIL_RE, put('email'));
  if (QUOTE_CHARS.test(s)) for (const re of QUOTE_RES) s = s.replace(re, put('quote'));
  if (s.includes('.')) s = s.replace(ABBREV_RE, (m) => m.replace(/\.$/u, DOT)).replace(INITIAL_RE, DOT);
  return { text: s, spans, kinds };
}

const HAS_WORD = /[\p{L}\p{N}]/u;
const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'gu');

function restore(s: string, p: Protected, bare: boolean): string {
  let out = s;
  // Quotes may contain URLs placed earlier, so restore until no placeholder is left.
  for (let i = 0; i < 4 && out.includes(OPEN); i++) {
    out = out.replace(PLACEHOLDER, (_m, idx: string) => {
      const n = Number(idx);
      const kind = p.kinds[n];
      if (bare && kind !== undefined) return kind === 'quote' ? ' quoted ' : ` ${kind} `;
      return p.spans[n] ?? '';
    });
  }
  return out.replaceAll(DOT, '.');
}

const GERMAN_MONTH = /^(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/u;

// A period before a lower-case word ends a sentence after a whole word or a number: "Booking
// successful. the total is $35", "ours have 8. can you double check it" (issue 16: the asks
// rule's second splitter moved here). Not after a single letter ("plan a. the"), a dotted form
// ("U.S. army"), a list number after a colon ("options: 1. the red one"), a German ordinal, or an abbreviation
// the protecting pass does not claim ("etc. and", "the phone no. is"); "e.g.", "Mr." and
// "approx." never reach here.
const WORD_BEFORE_STOP = /(?<![\p{L}\p{N}.'’-])([\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*)$/u;
const LIST_NUMBER = /(?:^|:\s+|\(\s*)\p{N}+$/u;
// German writes day numbers as ordinals, also before a lower-case word: "vom 12. bis 16. August".
const GERMAN_ORDINAL = /(?:^|\s)(?:am|vom|zum|bis|ab|den|dem|der|des|im|seit|zur|ihr|ihrem|ihren|sein|seinem|seinen|jeden|jedes|jeder)\s+\p{N}{1,2}$/iu;
const ONLY_DIGITS = /^\p{N}+$/u;
const LOWER_CASE_ABBREVIATIONS = new Set([
  'etc', 'incl', 'excl', 'min', 'mins', 'max', 'hr', 'hrs', 'est', 'ext', 'apt', 'vol', 'vols', 'fig', 'figs', 'ft', 'oz', 'lb', 'lbs',
  'kg', 'km', 'cm', 'mm', 'sq', 'pg', 'pp', 'cca', 'aprox', 'approx', 'assoc', 'vgl', 'mind', 'str', 'pag', 'pág', 'ej', 'abt', 'bldg',
  'ave', 'av', 'avda', 'rd', 'blvd', 'co', 'bros', 'yr', 'yrs', 'wk', 'wks', 'mo', 'mos', 'sec', 'secs', 'avg', 'qty', 'pcs', 'pkg',
  'misc', 'govt', 'eg', 'ie', 'resp', 'viz', 'univ', 'prof', 'gen', 'gov', 'sen', 'rep', 'capt', 'col', 'lt', 'sgt', 'rev', 'hon',
  'pres', 'ud', 'uds', 'dto', 'tfno', 'tlf', 'tél', 'tel', 'bd', 'dott', 'ing', 'geb', 'allg', 'jan', 'feb', 'apr', 'jun', 'jul',
  'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
]);
// "No." ends an answer ("No. can you …"); after another word it abbreviates "number".
const NUMBER_WORD = /^(?:no|nr|num|nº|n°)$/u;

function stopEndsSentence(before: string): boolean {
  const m = WORD_BEFORE_STOP.exec(before);
  const word = m?.[1];
  if (m === null || word === undefined) return false;
  if (ONLY_DIGITS.test(word)) return !LIST_NUMBER.test(before) && !GERMAN_ORDINAL.test(before);
  if (word.length < 2) return false;
  const lower = word.toLowerCase();
  if (LOWER_CASE_ABBREVIATIONS.has(lower)) return false;
  return !(NUMBER_WORD.test(lower) && /\S/u.test(before.slice(0, m.index)));
}

/** Splits one protected line at sentence-final punctuation. */
function splitLine(s: string): string[] {
  const out: string[] = [];
  // A sentence end with no space after it ("…to your calendar.Shall I…") is one when a lower-case
  // letter comes before and a capitalised word after that is not itself dotted on: "example.com",
  // "Shop.Example.com", "v1.2", "U.S.Army" stay whole.
  const boundary = /([.!?…]+)(["'”’»)\]]*)(\s+|(?=\p{Lu}\p{Ll}+(?!\.?[\p{L}\p{N}])))/gu;
  let start = 0;
  for (const m of eachMatch(boundary, s)) {
    if (m[3] === '' && !/\p{Ll}/u.test(s.charAt((m.index ?? 0) - 1))) continue;
    const end = (m.index ?? 0) + (m[1]?.length ?? 0) + (m[2]?.length ?? 0);
    const next = s.slice(end + (m[3]?.length ?? 0));
    const punct = m[1] ?? '';
    // A period followed by a lower-case word is an abbreviation or an ellipsis mid-sentence
    // ("e.g. the", "3 p.m. on"); '!' and '?' always end a sentence. French puts a space
    // before '?' and '!', which the split below keeps with the preceding words.
    // After a whole word or a number it ends one, though (stopEndsSentence).
    if (!/[!?]/u.test(punct) && /^\p{Ll}/u.test(next) && !(punct === '.' && stopEndsSentence(s.slice(0, m.index)))) continue;
    // German writes day numbers as ordinals: "zum 30. Juni", "am 1. März" is one sentence.
    if (punct === '.' && GERMAN_MONTH.test(next) && /(?:^|[\s\-–—/])\d{1,2}$/u.test(s.slice(0, end - 1))) continue;
    out.push(s.slice(start, end));
    start = end + (m[3]?.length ?? 0);
  }
  out.push(s.slice(start));
  return out;
}

/** Full-width '？' and '！' (CJK input methods, also in Latin-script replies) read as '?' and '!'. */
const FULL_WIDTH_END = /[？！]/gu;
const HAS_FULL_WIDTH_END = /[？！]/u;
const toAsciiEnd = (c: string): string => (c === '？' ? '?' : '!');

export function referenceSplitSentences(whole: string | undefined): Sentence[] {
  if (whole === undefined) return [];
  const result: Sentence[] = [];
  const reply = userFacing(whole);
  const text = HAS_FULL_WIDTH_END.test(reply) ? reply.replace(FULL_WIDTH_END, toAsciiEnd) : reply;
  for (const [lineIndex, line] of toLines(text).entries()) {
    const p = protect(line.text);
    const untouched = p.spans.length === 0 && !p.text.includes(DOT);
    for (const piece of splitLine(p.text)) {
      const text = untouched ? piece.trim() : restore(piece, p, false).trim();
      // Pure punctuation or emoji carries nothing to classify.
      if (!HAS_WORD.test(text)) continue;
      // Lines are already whitespace-collapsed; only restored spans can bring new spacing.
      const bare = untouched ? text : restore(piece, p, true).replace(/\s+/gu, ' ').trim();
      result.push({ text, heading: line.heading, bare, line: lineIndex });
    }
  }
  return result;
}
