/**
 * Splits an agent reply into sentences for the response check.
 *
 * The classifier reasons about one sentence at a time, so the split has to respect what a
 * reader would treat as one unit: "Order No. 4471", "$12.50", "e.g. the", URLs, e-mail
 * addresses and quoted questions ("You asked 'can I get a refund?' and …") must not be cut,
 * and markdown structure (headings, bullets, emphasis) must not leak into the text.
 */

import { eachMatch } from './each-match.js';
import { userFacing } from './agent-loop.js';
import { warmOnFirstUse } from './regex-warm.js';

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

const URL_RE = warmOnFirstUse(/\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu);
const EMAIL_RE = warmOnFirstUse(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu);
// Quoted spans on one line. Straight single quotes double as apostrophes, so they only open
// after whitespace/bracket and only close before whitespace or punctuation; an apostrophe between
// two letters inside stays in the quote ('I can't help with that': replies15).
const QUOTE_RES: RegExp[] = [
  /"[^"\n]{1,300}"/gu,
  /“[^”\n]{1,300}”/gu,
  /„[^“”\n]{1,300}[“”]/gu,
  /«[^»\n]{1,300}»/gu,
  // The opening quote comes first and its look-behind after it (same matches as
  // `(?<=^|[\s(\[])'…`): V8 then searches for the quote character instead of trying the
  // look-behind at every position (~5x faster over the shared replies; reader21, issue 19).
  /'(?<=(?:^|[\s(\[])')(?:[^'\n]|(?<=\p{L})'(?=\p{L})){1,300}?'(?=$|[\s.,;:!?)\]])/gu,
  /‘(?<=(?:^|[\s(\[])‘)(?:[^’\n]|(?<=\p{L})’(?=\p{L})){1,300}?’(?=$|[\s.,;:!?)\]])/gu,
].map(warmOnFirstUse);

const QUOTE_CHARS = warmOnFirstUse(/["“„«'‘]/u);

// Abbreviations whose period does not end a sentence. `No.`/`Nr.`/`Nº.` only count before a
// number, since "No." can also be a one-word answer. No `u` flag: it made this scan ~3x
// slower and changes nothing here (ASCII word boundaries, BMP letters only).
const ABBREVIATIONS = [
  'e.g', 'i.e', 'vs', 'approx', 'mr', 'mrs', 'ms', 'dr', 'st', 'jr', 'sr', 'sra', 'inc', 'ltd', 'corp', 'dept', 'ref', 'tel', 'a.m', 'p.m',
  'z.b', 'd.h', 'bzw', 'ca', 'ggf', 'usw', 'evtl', 'inkl', 'zzgl', 'u.a', 'p.ej', 'núm', 'cf', 'ecc', 'sig', 'mme', 'env',
];
const NUMBER_ABBREVIATIONS = ['no', 'nr', 'nº', 'n°', 'num', 'art'];
const alternation = (words: readonly string[]): string => words.map((w) => w.replaceAll('.', '\\.')).join('|');
// The period itself, with the abbreviation looked for behind it: the periods the left-to-right
// scan of `\b(?:…)\.|\b(?:…)\.(?=\s*[#\d])` claims, but V8 searches for '.' instead of trying
// the alternation at every word (~4x faster; reader21, issue 19). That scan resumed after each
// claimed period, so a dotted word whose first part ends another one ("i.e.g.", "u.a.m.") had
// its inner period taken by the other and is not claimed there (`behindOther`).
const behindOther = (w: string): string => {
  const first = w.slice(0, w.indexOf('.'));
  const others = w.includes('.') ? ABBREVIATIONS.filter((v) => v.endsWith(`.${first}`)) : [];
  return others.map((v) => `(?<!\\b${alternation([v.slice(0, v.length - first.length)])})`).join('') + alternation([w]);
};
const ABBREV_RE = warmOnFirstUse(new RegExp(`\\.(?:(?<=\\b(?:${ABBREVIATIONS.map(behindOther).join('|')})\\.)|(?<=\\b(?:${alternation(NUMBER_ABBREVIATIONS)})\\.)(?=\\s*[#\\d]))`, 'gi'));
// A single capital initial ("J. Smith"); case-sensitive, so "plan a. The" still splits.
// The period first and the capital behind it (as `(?<=(?:^|\s)\p{Lu})\.…`, ~5x faster).
const INITIAL_RE = warmOnFirstUse(/\.(?<=(?:^|\s)\p{Lu}\.)(?=\s+\p{Lu}\p{Ll})/gu);

/** Characters that can start or mark markdown syntax; a line without them is plain prose.
 * `/[#>*_`~|[]|^\s*(?:[-+•◦▪‣]|\d)/u` as two patterns: as one, the anchored alternative was
 * tried at every position of every line; apart, each runs as a quick scan (issue 19). */
const MARKDOWN_MARK = warmOnFirstUse(/[#>*_`~|[]/u);
const LIST_START = warmOnFirstUse(/^\s*(?:[-+•◦▪‣]|\d)/u);

/** May the line hold markdown syntax? */
export function mayHoldMarkdown(s: string): boolean {
  return MARKDOWN_MARK.test(s) || LIST_START.test(s);
}

interface Line {
  text: string;
  heading: boolean;
  bullet: boolean;
}

/** Removes markdown emphasis, code and link syntax but keeps the words. Each pass needs its
 * marker character, so a line without it skips the pass (most lines have one marker or none). */
function stripInline(s: string): string {
  let out = s;
  if (out.includes('[')) out = out.replace(/!?\[([^\]\n]*)\]\(([^)\s]*)\)/gu, '$1');
  if (out.includes('`')) out = out.replace(/`{1,3}([^`\n]*)`{1,3}/gu, '$1');
  if (out.includes('*')) out = out.replace(/\*\*([^*\n]+)\*\*/gu, '$1');
  if (out.includes('_')) out = out.replace(/__([^_\n]+)__/gu, '$1');
  if (out.includes('~')) out = out.replace(/~~([^~\n]+)~~/gu, '$1');
  if (out.includes('*')) out = out.replace(/(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])/gu, '$1');
  if (out.includes('_')) out = out.replace(/(?<![\p{L}\p{N}_])_(?=\S)([^_\n]+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '$1');
  return out;
}

/** Runs of whitespace as one space, trimmed; most lines already are, and are returned as they are. */
export function collapseSpaces(s: string): string {
  return uncollapsed(s) ? s.replace(/\s+/g, ' ').trim() : s;
}

/** Whitespace that `collapseSpaces` would change: anything but single spaces between words
 * (`/[^\S ]| {2}|^ | $/u`, read by hand: one pass and no regex call for every line and sentence). */
export function uncollapsed(s: string): boolean {
  const n = s.length;
  if (n === 0) return false;
  if (s.charCodeAt(0) === 32 || s.charCodeAt(n - 1) === 32) return true;
  let space = false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (space) return true;
      space = true;
      continue;
    }
    space = false;
    if (c <= 13 ? c >= 9 : c >= 0xa0 && otherSpace(c)) return true;
  }
  return false;
}

/** A `\s` character above ASCII. */
function otherSpace(c: number): boolean {
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function toLines(reply: string): Line[] {
  const lines: Line[] = [];
  const text = reply.includes('\r') ? reply.replace(/\r\n?/g, '\n') : reply;
  // Most replies are one line: `split` (a runtime call and an array from it) only for the rest.
  for (const raw of text.includes('\n') ? text.split('\n') : [text]) {
    let s = raw;
    let heading = false;
    let bullet = false;
    // Plain prose (no markdown markers) skips the markdown passes.
    if (!mayHoldMarkdown(s)) {
      lines.push({ text: collapseSpaces(s), heading, bullet });
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
    s = stripInline(s);
    s = collapseSpaces(s.includes('|') ? s.replace(/\|/gu, ' ') : s);
    if (s === '') {
      lines.push({ text: '', heading: false, bullet: false });
      continue;
    }
    lines.push({ text: s, heading, bullet });
  }
  // A hard-wrapped sentence continues on the next line in lower case; rejoin it so the
  // classifier sees the whole clause.
  // (The lines are this function's own objects, so a joined line is extended in place.)
  if (lines.length === 1) return lines[0]!.text === '' ? [] : lines;
  // The widest line, measured when a line first passes the cheap tests below (most replies' lines never do); a
  // join needs it first, so it is always measured before any line is extended.
  let width: number | undefined;
  const joined: Line[] = [];
  for (const line of lines) {
    const prev = joined[joined.length - 1];
    if (
      prev !== undefined &&
      prev.text !== '' &&
      line.text !== '' &&
      !line.bullet &&
      !line.heading &&
      !prev.heading &&
      /^\p{Ll}/u.test(line.text) &&
      !/[.!?…:;]["'”’»)\]]*$/u.test(prev.text) &&
      !chatBubbleBreak(prev.text, line.text, (width ??= widestLine(lines)))
    ) {
      prev.text = `${prev.text} ${line.text}`;
      continue;
    }
    joined.push(line);
  }
  return joined.filter((l) => l.text !== '');
}

/** chat43 round of issue 16: chat assistants write several short bubbles a reply, each on its own line in lower
 * case and without a full stop ("ugh sorry ur refund got stuck 😩 looks like the bank rejected it" / "i've sent it
 * to our payments team" / "can u confirm the last 4 of the card tho?"). Joined as a hard wrap, a bubble's reading
 * leaks into the next one's (a failure's words before a hand-off, a hand-off before a question). A line break is
 * a bubble's end, not a wrap, when the line ends in an emoji (nobody wraps after one), when every line of the reply
 * is shorter than any wrap width, or when the next line's first word would have fitted on the line, as no wrapping
 * at the reply's widest line would leave it. */
function chatBubbleBreak(prev: string, next: string, width: number): boolean {
  if (ENDS_IN_PICTOGRAPH.test(prev) || width < NARROWEST_WRAP) return true;
  const space = next.indexOf(' ');
  const firstWord = space < 0 ? next.length : space;
  return codePoints(prev) + 1 + firstWord <= width;
}

/** No one hard-wraps prose narrower than this: a reply whose lines are all shorter is bubbles or a list. */
const NARROWEST_WRAP = 64;

const ENDS_IN_PICTOGRAPH = /\p{Extended_Pictographic}[\uFE0F\u200D\p{Extended_Pictographic}\p{Emoji_Modifier}]*$/u;

/** The length of the reply's longest line, in code points: a hard wrap's width is at least that. */
function widestLine(lines: readonly Line[]): number {
  let widest = 0;
  for (const line of lines) widest = Math.max(widest, codePoints(line.text));
  return widest;
}

/** `[...s].length` without building the array: a surrogate pair counts once, a lone surrogate once. */
function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++, n++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
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
  if (s.includes('.')) s = s.replace(ABBREV_RE, DOT).replace(INITIAL_RE, DOT);
  return { text: s, spans, kinds };
}

/**
 * Whether `protect` would leave every sentence boundary of the line as it is, so the line can
 * be split as it stands: no URL, e-mail or quote to stand in for, and no period that an
 * abbreviation or an initial could claim. Errs towards false (then `protect` runs), never the
 * other way: a protected period that ends no sentence changes nothing the split returns.
 */
function needsNoProtection(s: string): boolean {
  if (s.includes('http') || s.includes('www.') || s.includes('@') || QUOTE_CHARS.test(s)) return false;
  for (let i = s.indexOf('.'); i >= 0; i = s.indexOf('.', i + 1)) if (mayBeClaimed(s, i)) return false;
  return true;
}

/** The abbreviations (both lists) by their last character, lower-cased. */
const ABBREVIATIONS_BY_LAST = new Map<number, string[]>();
for (const word of [...ABBREVIATIONS, ...NUMBER_ABBREVIATIONS]) {
  const last = word.charCodeAt(word.length - 1);
  ABBREVIATIONS_BY_LAST.set(last, [...(ABBREVIATIONS_BY_LAST.get(last) ?? []), word]);
}

/** Could ABBREV_RE or INITIAL_RE claim the period at `i`? Both need a letter right before it. */
function mayBeClaimed(s: string, i: number): boolean {
  if (i === 0) return false;
  const before = s.charCodeAt(i - 1);
  // An initial: a capital after the start or whitespace. Any non-ASCII character counts as a
  // possible capital and as possible whitespace (astral capitals, Unicode spaces): then the
  // pattern decides.
  if ((before >= 65 && before <= 90) || before >= 128) {
    if (i === 1) return true;
    const twoBefore = s.charCodeAt(i - 2);
    if (twoBefore <= 32 || twoBefore >= 128) return true;
  }
  const words = ABBREVIATIONS_BY_LAST.get(fold(before));
  if (words === undefined) return false;
  for (const word of words) if (endsWithWord(s, i, word)) return true;
  return false;
}

/** A character as ABBREV_RE (`i`, no `u`) compares it: A–Z and Ú lower-cased, the rest as is. */
function fold(c: number): number {
  return (c >= 65 && c <= 90) || c === 0xda ? c + 32 : c;
}

/** Does `s` hold `word` right before index `end`, in the case folding ABBREV_RE (`i`, no `u`) uses? */
function endsWithWord(s: string, end: number, word: string): boolean {
  const from = end - word.length;
  if (from < 0) return false;
  for (let k = 0; k < word.length; k++) if (fold(s.charCodeAt(from + k)) !== word.charCodeAt(k)) return false;
  return true;
}

const HAS_WORD = warmOnFirstUse(/[\p{L}\p{N}]/u);
const PLACEHOLDER = warmOnFirstUse(new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'gu'));

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

const GERMAN_MONTH = warmOnFirstUse(/^(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/u);

// A period before a lower-case word ends a sentence after a whole word or a number: "Booking
// successful. the total is $35", "ours have 8. can you double check it" (issue 16: the asks
// rule's second splitter moved here). Not after a single letter ("plan a. the"), a dotted form
// ("U.S. army"), a list number after a colon ("options: 1. the red one"), a German ordinal, or an abbreviation
// the protecting pass does not claim ("etc. and", "the phone no. is"); "e.g.", "Mr." and
// "approx." never reach here.
const WORD_BEFORE_STOP = warmOnFirstUse(/(?<![\p{L}\p{N}.'’-])([\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*)$/u);
const LIST_NUMBER = warmOnFirstUse(/(?:^|:\s+|\(\s*)\p{N}+$/u);
// German writes day numbers as ordinals, also before a lower-case word: "vom 12. bis 16. August".
const GERMAN_ORDINAL = warmOnFirstUse(/(?:^|\s)(?:am|vom|zum|bis|ab|den|dem|der|des|im|seit|zur|ihr|ihrem|ihren|sein|seinem|seinen|jeden|jedes|jeder)\s+\p{N}{1,2}$/iu);
const ONLY_DIGITS = warmOnFirstUse(/^\p{N}+$/u);
const LOWER_CASE_ABBREVIATIONS = new Set([
  'etc', 'incl', 'excl', 'min', 'mins', 'max', 'hr', 'hrs', 'est', 'ext', 'apt', 'vol', 'vols', 'fig', 'figs', 'ft', 'oz', 'lb', 'lbs',
  'kg', 'km', 'cm', 'mm', 'sq', 'pg', 'pp', 'cca', 'aprox', 'approx', 'assoc', 'vgl', 'mind', 'str', 'pag', 'pág', 'ej', 'abt', 'bldg',
  'ave', 'av', 'avda', 'rd', 'blvd', 'co', 'bros', 'yr', 'yrs', 'wk', 'wks', 'mo', 'mos', 'sec', 'secs', 'avg', 'qty', 'pcs', 'pkg',
  'misc', 'govt', 'eg', 'ie', 'resp', 'viz', 'univ', 'prof', 'gen', 'gov', 'sen', 'rep', 'capt', 'col', 'lt', 'sgt', 'rev', 'hon',
  'pres', 'ud', 'uds', 'dto', 'tfno', 'tlf', 'tél', 'tel', 'bd', 'dott', 'ing', 'geb', 'allg', 'jan', 'feb', 'apr', 'jun', 'jul',
  'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
]);
// "No." ends an answer ("No. can you …"); after another word it abbreviates "number".
const NUMBER_WORD = warmOnFirstUse(/^(?:no|nr|num|nº|n°)$/u);

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
    // German writes day numbers as ordinals: "zum 30. Juni", "am 1. März", a range "vom 22.–31. Dezember"
    // or "3./4. Mai" is one sentence.
    if (punct === '.' && GERMAN_MONTH.test(next) && /(?:^|[\s\-–—/])\d{1,2}$/u.test(s.slice(0, end - 1))) continue;
    out.push(s.slice(start, end));
    start = end + (m[3]?.length ?? 0);
  }
  out.push(s.slice(start));
  return out;
}

/** Full-width '？' and '！' (CJK input methods, also in Latin-script replies) read as '?' and '!'. */
const FULL_WIDTH_END = warmOnFirstUse(/[？！]/gu);
const HAS_FULL_WIDTH_END = warmOnFirstUse(/[？！]/u);
const toAsciiEnd = (c: string): string => (c === '？' ? '?' : '!');

/**
 * The last reply split and its sentences: a turn's reply is split by the response check and
 * again by on_point (reply-on-point.ts), one after the other. Callers only read the sentences.
 */
let lastReply: string | undefined;
let lastSentences: Sentence[] = [];

export function splitSentences(reply: string | undefined): Sentence[] {
  if (reply === undefined) return [];
  if (reply === lastReply) return lastSentences;
  const result = split(reply);
  lastReply = reply;
  lastSentences = result;
  return result;
}

function split(whole: string): Sentence[] {
  const result: Sentence[] = [];
  // scaffold39: of an agent loop's transcript, only the final answer is said to the user (agent-loop.ts).
  const reply = userFacing(whole);
  const text = HAS_FULL_WIDTH_END.test(reply) ? reply.replace(FULL_WIDTH_END, toAsciiEnd) : reply;
  const lines = toLines(text);
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex] as Line;
    // Most lines hold nothing to protect: split as they stand, without the protecting passes.
    const p = needsNoProtection(line.text) ? undefined : protect(line.text);
    const untouched = p === undefined || (p.spans.length === 0 && !p.text.includes(DOT));
    for (const piece of splitLine(p?.text ?? line.text)) {
      const text = untouched ? piece.trim() : restore(piece, p as Protected, false).trim();
      // Pure punctuation or emoji carries nothing to classify.
      if (!HAS_WORD.test(text)) continue;
      // Lines are already whitespace-collapsed; only restored spans can bring new spacing.
      const bare = untouched ? text : restore(piece, p as Protected, true).replace(/\s+/gu, ' ').trim();
      result.push({ text, heading: line.heading, bare, line: lineIndex });
    }
  }
  return result;
}
