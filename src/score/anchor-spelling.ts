/**
 * Misspelt anchor words, read as meant: "I have boked your table", "I was unabe to book",
 * "I cant find that order", "no rooms avaliable". Replies from people and from small models
 * misspell exactly the words the lexicon anchors on (a participle, "unable", a contraction), and
 * one wrong letter then hides a whole signal (issue 16, fifth round).
 *
 * Cheap on purpose, since it runs on every sentence before the patterns: a word is compared only
 * with the anchors that share its first and last letter and its length give or take one (two for
 * long anchors), and only when it is not itself an anchor or a known neighbour. What counts as a
 * slip:
 *  - one letter dropped, added, changed or two swapped, anywhere but the first and last letter
 *    (a changed or dropped end letter is another word: "reserve", "reserves", French "confirmé");
 *  - the last letter doubled ("successfull") or the last two swapped ("anythign");
 *  - for participles of 8+ letters, two letters added inside ("reservered"; Portuguese
 *    "transferir" keeps its own ending);
 *  - for anchors of 13+ letters, any two slips inside ("unfortunetly").
 * Real English words that are one slip from an anchor ("usable", "filed", "competed") are listed
 * as neighbours and left alone. Contractions without their apostrophe ("couldnt") are restored;
 * "cant", "dont" and "wont" only after a pronoun or at the start, since French "dont" and the
 * noun "cant" exist, and "im"/"ill"/"its"/"well" are never touched (German "im", English "ill").
 */

import { warmOnFirstUse } from './regex-warm.js';

/** English words the lexicon anchors on, spelt right. */
const ANCHORS = [
  'booked', 'rebooked', 'booking', 'bookings', 'reserved', 'reservation', 'reservations', 'confirmed', 'confirm',
  'confirmation', 'cancelled', 'canceled', 'scheduled', 'rescheduled', 'purchased', 'successfully', 'successful',
  'unsuccessful', 'unfortunately', 'unable', 'available', 'unavailable', 'apologize', 'apologies', 'sorry',
  'appointment', 'completed', 'processed', 'refunded', 'transferred', 'transfer', 'connect', 'arranged', 'proceed',
  'anything', 'something', 'assistance',
  "couldn't", "wouldn't", "shouldn't", "didn't", "doesn't", "isn't", "aren't", "wasn't", "weren't", "haven't",
  "hasn't", "hadn't", "you're", "you've", "they're", "we've", "there's", "that's",
] as const;

/** Real words one slip from an anchor: never respelt. */
const NEIGHBOURS = new Set([
  'usable', 'enable', 'filed', 'competed', 'booted', 'boomed', 'booming', 'conformed', 'confined', 'conform',
  'reserve', 'reserves', 'schedule', 'schedules', 'purchase', 'purchases', 'confirms', 'apologise', 'apologised',
  'transfers', 'transform', 'connects', 'connected', 'correct', 'arrange', 'arranges', 'process', 'processes',
  'proceeds', 'succeed', 'success', 'sorty', 'story', 'bookin', 'cancelle', 'received', 'resolved', 'reversed',
  'preserved', 'deserved', 'refund', 'refunds', 'refused', 'apologizes', 'apologises', 'avoidable', 'ailable', 'inevitable', 'canceller',
]);

/** Contractions written without the apostrophe that are never another word. */
const BARE_CONTRACTIONS = new Map(ANCHORS.filter((a) => a.includes("'")).map((a) => [a.replace("'", ''), a]));
/** Bare forms that are words in their own right ("dont" is French, "cant" a noun): respelt only
 * after a subject or at the start of the sentence. */
const GUARDED = new Map([
  ['cant', "can't"],
  ['dont', "don't"],
  ['wont', "won't"],
]);
const SUBJECTS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'that', 'this', 'who', 'which', 'sorry', 'but', 'and', 'so', 'just', 'really', 'still', 'also', 'unfortunately', 'please', 'sadly']);

interface Anchor {
  word: string;
  /** The word without apostrophes, compared with a word without apostrophes. */
  bare: string;
}

/** Anchors by first letter and last letter of their bare form. */
const BY_ENDS = new Map<string, Anchor[]>();
const EXACT = new Set<string>();
for (const word of ANCHORS) {
  const bare = word.replace("'", '');
  EXACT.add(bare);
  // A short contraction is one slip from too many words ("want" / "wasnt", "there" / "theyre",
  // "agent" / "arent"): only its exact bare form counts. "coudn't" is still "couldn't".
  if (word.includes("'") && bare.length < 7) continue;
  const key = bare.charAt(0) + bare.charAt(bare.length - 1);
  const list = BY_ENDS.get(key) ?? [];
  list.push({ word, bare });
  BY_ENDS.set(key, list);
}

/** Optimal-string-alignment distance between a and b, or `limit + 1` once it must exceed `limit`. */
// Three rows of the distance table, reused: words are at most 16 letters.
let rowA = new Int32Array(24);
let rowB = new Int32Array(24);
let rowC = new Int32Array(24);

function distance(a: string, b: string, limit: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > limit) return limit + 1;
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  rowA = prev2;
  rowB = prev;
  rowC = cur;
  return prev[m] as number;
}

/** True when b holds every letter of a in order (a is b with letters left out). */
function subsequence(a: string, b: string): boolean {
  let i = 0;
  for (let j = 0; j < b.length && i < a.length; j++) if (a[i] === b[j]) i++;
  return i === a.length;
}

/** The anchor a word is a slip of, or undefined. `bare` has no apostrophes. */
function anchorOf(bare: string): string | undefined {
  // The last two letters swapped: "anythign", "bookign".
  const swapped = bare.slice(0, -2) + bare.charAt(bare.length - 1) + bare.charAt(bare.length - 2);
  if (bare.length >= 6 && swapped !== bare && EXACT.has(swapped) && !swapped.includes("'")) return ANCHORS.find((a) => a === swapped);
  const list = BY_ENDS.get(bare.charAt(0) + bare.charAt(bare.length - 1));
  if (list === undefined) return undefined;
  for (const { word, bare: a } of list) {
    // Only the letters inside the first and last are compared: a slip there keeps the word's frame.
    const inner = bare.slice(1, -1);
    const innerA = a.slice(1, -1);
    if (distance(inner, innerA, 1) <= 1) return word;
    if (a.length >= 8 && bare.length === a.length + 2 && a.endsWith('ed') && bare.endsWith('ed') && subsequence(innerA, inner)) return word;
    if (a.length >= 13 && distance(inner, innerA, 2) <= 2) return word;
  }
  // The last letter doubled: "successfull", "bookedd".
  if (bare.length >= 6 && bare[bare.length - 1] === bare[bare.length - 2]) {
    const single = bare.slice(0, -1);
    const hit = ANCHORS.find((a) => a === single);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

// The gate every word passes first, without making a substring: its first and last letter (a–z)
// must be those of some anchor or bare contraction. Most words fail here.
// Each entry is a bit mask of the word lengths worth a closer look: an anchor's own length and,
// for the anchors a slip is looked for in, one shorter to two longer.
const ENDS = new Uint32Array(26 * 26);
const A = 97;
function gate(w: string, from: number, to: number, last = w.charCodeAt(w.length - 1)): void {
  const at = (w.charCodeAt(0) - A) * 26 + (last - A);
  for (let len = from; len <= to; len++) ENDS[at] = (ENDS[at] as number) | (1 << len);
}
for (const w of [...EXACT, ...GUARDED.keys()]) gate(w, w.length, w.length);
for (const list of BY_ENDS.values()) {
  for (const { bare } of list) {
    gate(bare, bare.length - 1, Math.min(bare.length + 2, 20));
    gate(bare, bare.length, bare.length, bare.charCodeAt(bare.length - 2)); // last two swapped
  }
}

const APOSTROPHE = 39;
const PREVIOUS_WORD = warmOnFirstUse(/([a-z]+)[^a-z]*$/);

function letter(c: number): boolean {
  return c >= A && c <= 122;
}

/** The respelt word from s[start, end), or undefined when it stands as written. */
function respellWord(s: string, start: number, end: number): string | undefined {
  const token = s.slice(start, end);
  const quoted = token.includes("'");
  const bare = quoted ? token.replace(/'/g, '') : token;
  if (bare.length < 4 || (quoted && EXACT.has(bare))) return undefined;
  let fixed: string | undefined = quoted ? undefined : BARE_CONTRACTIONS.get(bare);
  if (fixed === undefined && GUARDED.has(token)) {
    const before = PREVIOUS_WORD.exec(s.slice(0, start));
    if (before === null || SUBJECTS.has(before[1] as string)) fixed = GUARDED.get(token);
  }
  // Spanish "-ción" folds to "-cion", one letter from English "-tion": "confirmación" stays Spanish.
  if (fixed === undefined && !EXACT.has(bare) && !NEIGHBOURS.has(bare) && !bare.endsWith('cion')) fixed = anchorOf(bare);
  return fixed === token ? undefined : fixed;
}

/**
 * The sentence with misspelt anchor words replaced by the anchor ("boked" → "booked"); the same
 * string when nothing was respelt. Expects the lower-cased, folded text the patterns read.
 */
export function respellAnchors(s: string): string {
  let out: string[] | null = null;
  let last = 0;
  const n = s.length;
  let i = 0;
  while (i < n) {
    if (!letter(s.charCodeAt(i))) {
      i++;
      continue;
    }
    // A word: letters with apostrophes inside ("couldn't"); a trailing apostrophe is not part of it.
    const start = i;
    let end = i + 1;
    while (end < n) {
      const c = s.charCodeAt(end);
      if (letter(c) || (c === APOSTROPHE && end + 1 < n && letter(s.charCodeAt(end + 1)))) end++;
      else break;
    }
    i = end;
    const len = end - start;
    if (len < 4 || len > 16) continue;
    // Letters outside a–z right after (an accented or other-script letter) mean another word.
    if (end < n && s.charCodeAt(end) > 127) continue;
    if (start > 0 && s.charCodeAt(start - 1) > 127) continue;
    if ((((ENDS[(s.charCodeAt(start) - A) * 26 + (s.charCodeAt(end - 1) - A)] as number) >>> len) & 1) === 0) continue;
    const fixed = respellWord(s, start, end);
    if (fixed === undefined) continue;
    out ??= [];
    out.push(s.slice(last, start), fixed);
    last = end;
  }
  if (out === null) return s;
  out.push(s.slice(last));
  return out.join('');
}
