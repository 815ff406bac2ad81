/**
 * Does a reply address the case's ambiguity, or does it ask about something else?
 *
 * "Could you confirm your email address?" asks, but it is not an abstention on a case whose
 * problem is an invoice billed to another account. The case says what the problem is in its
 * `expected_question` and `reason`; a reply is on point when the sentences that ask, flag or
 * decline share enough of that vocabulary: identifiers (ACC-31902, #50211, $129.00) count
 * most, content words count once, words every support case uses (order, account, number) count
 * half. Words are folded, stemmed, and a few near-synonyms share one concept ("unit",
 * "apartment", "flat"). The user's own turn is deliberately not used: a generic question that
 * repeats the user's order number would otherwise look on point.
 */
import { foldLatin } from './response-lexicon.js';
import { lightStem } from '../util/light-stem.js';
import { eachMatch } from './each-match.js';
import { warmOnFirstUse } from './regex-warm.js';

/** The weight a reply must share with the case; measured on test/fixtures/on-point.jsonl. */
export const ON_POINT_THRESHOLD = 2;

const IDENTIFIER_WEIGHT = 2;
const WORD_WEIGHT = 1;
const GENERIC_WEIGHT = 0.5;
/** Both sides put a choice between alternatives ("which one…", "A or B"). */
const CHOICE_WEIGHT = 0.5;
const CHOICE = warmOnFirstUse(/\b(?:which|whether|either|or|two|both)\b/u);

const STOPWORDS = new Set(
  `a an the and or but if so to of in on at by for from with without into onto about as is are was were be been being am
  do does did done have has had having will would shall should can could may might must i me my mine we us our ours you
  your yours he she it its they them their this that these those there here what which who whom whose when where why how
  not no nor yes all any both each either neither some such than too very just only also still already instead
  please thanks thank like want wanted need needs let know tell confirm sure okay ok one ones other another more most much
  many few lot bit get got make made go going say said see seen look able unable would'd i'm you'd i'll we'll it's that's
  don't can't couldn't won't isn't wasn't doesn't didn't should'd before after then now today yet`.split(/\s+/u),
);

/** Words that almost every support case shares: they count, but only half. */
const GENERIC = new Set(['order', 'account', 'number', 'plan', 'address', 'email', 'customer', 'ticket', 'request', 'chang', 'updat', 'proceed', 'help']);

/** Near-synonyms folded to one concept (after stemming). */
const CONCEPTS: Readonly<Record<string, string>> = {
  figur: 'amount', sum: 'amount', amount: 'amount', total: 'amount', price: 'amount', cost: 'amount',
  apartment: 'unit', flat: 'unit', apt: 'unit', suit: 'unit', unit: 'unit',
  lock: 'lock', clos: 'lock', frozen: 'lock', freez: 'lock',
  differ: 'differ', mismatch: 'differ', separat: 'differ', match: 'differ',
  error: 'fail', fail: 'fail', failur: 'fail',
  retry: 'retry', again: 'retry', try: 'retry',
  ship: 'ship', dispatch: 'ship', shipment: 'ship',
  deliver: 'deliver', delivery: 'deliver', courier: 'deliver',
  cancel: 'cancel', cancellation: 'cancel',
  refund: 'refund', reimburs: 'refund',
  tier: 'plan',
  bounc: 'bounce', bounce: 'bounce', lost: 'bounce', los: 'bounce',
};

const TOKEN = warmOnFirstUse(/[\p{L}\p{N}#$€£][\p{L}\p{N}'’.,/-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu);
const HAS_DIGIT = warmOnFirstUse(/\d/u);


/** A term and what it is worth when a reply shares it. */
interface Term {
  key: string;
  weight: number;
}

/** Identifiers keep their digits and letters only: "$4,800" → "4800", "#50211" → "50211". */
function identifierKey(token: string): string {
  const core = token.replace(/[^\p{L}\p{N}.]/gu, '').replace(/\.0+$/u, '').replace(/\.$/u, '');
  return `#${core}`;
}

/** The weighted terms of a text. */
export function terms(text: string): Map<string, number> {
  return termsOfFolded(foldLatin(text.toLowerCase()));
}

/** terms() of a text already lower-cased and folded. */
function termsOfFolded(lowerFolded: string): Map<string, number> {
  const out = new Map<string, number>();
  const folded = lowerFolded.replace(/[’‘]/gu, "'");
  for (const m of eachMatch(TOKEN, folded)) {
    const term = termOf(m[0]);
    if (term === undefined) continue;
    out.set(term.key, Math.max(out.get(term.key) ?? 0, term.weight));
  }
  return out;
}

// Replies reuse a working vocabulary: each token's term (stemmed, folded to its concept) is
// worked out once. Bounded; cleared when full, as the case memo below.
const TOKEN_TERMS_LIMIT = 20_000;
const tokenTerms = new Map<string, Term | null>();

function termOf(raw: string): Term | undefined {
  let t = tokenTerms.get(raw);
  if (t === undefined) {
    if (tokenTerms.size >= TOKEN_TERMS_LIMIT) tokenTerms.clear();
    t = toTerm(raw) ?? null;
    tokenTerms.set(raw, t);
  }
  return t ?? undefined;
}

function toTerm(raw: string): Term | undefined {
  const token = raw.replace(/[.,'-]+$/u, '');
  if (HAS_DIGIT.test(token)) {
    const key = identifierKey(token);
    // A lone small number ("3 seats", "12") is a quantity more often than a name.
    return /^#\d{1,2}$/u.test(key) ? { key, weight: WORD_WEIGHT } : { key, weight: IDENTIFIER_WEIGHT };
  }
  const word = token.replace(/^[#$€£]+/u, '');
  if (word.length < 3 || STOPWORDS.has(word)) return undefined;
  const s = lightStem(word);
  const key = CONCEPTS[s] ?? s;
  return { key, weight: GENERIC.has(s) ? GENERIC_WEIGHT : WORD_WEIGHT };
}

// A corpus has few cases and every scored turn reads one: their terms are worked out once.
const CASE_TERMS_LIMIT = 10_000;
const caseTermsMemo = new Map<string, { terms: Map<string, number>; choice: boolean }>();

function caseTerms(caseText: string): { terms: Map<string, number>; choice: boolean } {
  let t = caseTermsMemo.get(caseText);
  if (t === undefined) {
    if (caseTermsMemo.size >= CASE_TERMS_LIMIT) caseTermsMemo.clear();
    const folded = foldLatin(caseText.toLowerCase());
    t = { terms: termsOfFolded(folded), choice: CHOICE.test(folded) };
    caseTermsMemo.set(caseText, t);
  }
  return t;
}

export interface OnPointReading {
  on_point: boolean;
  /** The shared weight and the terms it came from, so a reviewer sees why. */
  score: number;
  shared: string[];
}

/**
 * Whether `replyText` (the sentences that ask, flag or decline) addresses the ambiguity that
 * `caseText` (expected_question and reason) describes.
 */
export function readOnPoint(replyText: string, caseText: string): OnPointReading {
  const { terms: want, choice } = caseTerms(caseText);
  const folded = foldLatin(replyText.toLowerCase());
  const got = termsOfFolded(folded);
  let score = 0;
  const shared: string[] = [];
  for (const [key, weight] of got) {
    const w = want.get(key);
    if (w === undefined) continue;
    score += Math.min(w, weight);
    shared.push(key);
  }
  if (choice && CHOICE.test(folded)) {
    score += CHOICE_WEIGHT;
    shared.push('(choice)');
  }
  return { on_point: score >= ON_POINT_THRESHOLD, score, shared };
}

/** The case text on_point is read against; undefined when the case gives neither. */
export function caseAmbiguity(c: { expected_question?: string | undefined; reason?: string | undefined }): string | undefined {
  const parts = [c.expected_question, c.reason].filter((p): p is string => p !== undefined && p.trim() !== '');
  return parts.length === 0 ? undefined : parts.join('\n');
}
