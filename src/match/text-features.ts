/**
 * The features organic matching compares (docs/matching-production.md): a user message
 * becomes bags of *words* (normalized, stop words dropped, a few request verbs and nouns folded
 * to one synonym, lightly stemmed), *shapes* (identifiers, numbers, amounts, dates as token
 * classes, beside their literal text) and *character trigrams* of the words (typos, inflection).
 */
import { lightStem } from '../util/light-stem.js';
export interface TextFeatures {
  /** Word and shape features with their counts. */
  words: Map<string, number>;
  /** Character trigrams of the words (not of shapes) with their counts. */
  grams: Map<string, number>;
}

/** Literal identifiers weigh less than a word: production users carry their own ids, not the case's. */
export const LITERAL_WEIGHT = 0.5;
/** Feature prefix of a literal identifier or number (weighted by LITERAL_WEIGHT). */
export const LITERAL_PREFIX = '=';

const ADDRESS = /[\p{L}\p{N}._%+-]+@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)|https?:\/\/([^\s/?#]+)[^\s]*/gu;
const TOKEN = /[#$€£]?[\p{L}\p{N}]+(?:[.,'’/-][\p{L}\p{N}]+)*%?/gu;

const STOP_WORDS = new Set(('a an the i me my mine myself you your yours we our ours us it its it\'s to of and or but for on in ' +
  'at by from with as into onto about is am are was were be been being do does did have has had having ' +
  'this that these those there here so just please pls plz kindly can could would will shall should may might ' +
  'hi hello hey thanks thank thx team there some any also really very quick one\'s im i\'m i\'d i\'ll i\'ve ' +
  'let know like want wanted need needs would\'ve then than what which who when how too ' +
  'u ur lot much well hope today good morning afternoon evening dear sir madam happy help possible get got').split(' '));

/** Negated auxiliaries, typed with or without an apostrophe: each becomes "not". */
const NEGATIONS = new Set(['dont', 'doesnt', 'didnt', 'hasnt', 'havent', 'hadnt', 'isnt', 'wasnt', 'arent', 'werent', 'cant', 'couldnt', 'wont', 'wouldnt', 'shouldnt', 'cannot', 'never', 'no', 'not']);

/**
 * A small, general support-desk vocabulary folded to one word each, so that the common ways of
 * asking for the same action meet. Kept short on purpose: every entry can also merge two cases.
 */
const SYNONYMS: Record<string, string> = {
  update: 'change', modify: 'change', switch: 'change', swap: 'change', alter: 'change', amend: 'change', edit: 'change',
  reimburse: 'refund', repay: 'refund', refunded: 'refund', refunding: 'refund',
  erase: 'delete', remove: 'delete', wipe: 'delete', purge: 'delete',
  shut: 'close', terminate: 'close',
  bill: 'invoice', billing: 'invoice', receipt: 'invoice',
  purchase: 'order', purchased: 'order', ordered: 'order', bought: 'order',
  subscription: 'plan', tier: 'plan',
  yearly: 'annual', annually: 'annual', monthly: 'month',
  cheaper: 'cheap', cheapest: 'cheap', inexpensive: 'cheap',
  delivery: 'ship', deliver: 'ship', shipping: 'ship', shipped: 'ship', dispatched: 'ship', dispatch: 'ship',
  apartment: 'flat', apt: 'flat', flats: 'flat', suite: 'unit', acct: 'account', acc: 'account',
  guarantee: 'warranty', prolong: 'extend', lengthen: 'extend',
  coworker: 'colleague', colleagues: 'colleague', agent: 'colleague', rep: 'colleague',
  call: 'phone', telephone: 'phone', regardless: 'whether', unless: 'if',
  entire: 'all', whole: 'all', every: 'all', full: 'all', fully: 'all', completely: 'all', everything: 'all',
  permanently: 'permanent', forever: 'permanent',
  delete: 'delete', deleted: 'delete', cancelled: 'cancel', canceled: 'cancel', cancelling: 'cancel', canceling: 'cancel',
};

const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);
const SMALL_NUMBERS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'both', 'couple', 'twice']);

/** A corpus's own synonyms (`match.synonyms`), keys and values folded like message text. */
export type Synonyms = ReadonlyMap<string, string>;

/** `match.synonyms` as a lookup: keys and values folded (case, diacritics) as message words are. */
export function synonymMap(entries: Readonly<Record<string, string>> | undefined): Synonyms | undefined {
  if (entries === undefined) return undefined;
  return new Map(Object.entries(entries).map(([k, v]) => [foldText(k).trim(), foldText(v).trim()] as const));
}

export function textFeatures(text: string, synonyms?: Synonyms): TextFeatures {
  const words = new Map<string, number>();
  const grams = new Map<string, number>();
  const add = (m: Map<string, number>, k: string): void => { m.set(k, (m.get(k) ?? 0) + 1); };
  const literals = new Map<string, Set<string>>();
  const repeated = new Set<string>();
  const shaped = (shape: string, literal: string): void => {
    add(words, shape);
    add(words, LITERAL_PREFIX + literal);
    const seen = literals.get(shape) ?? new Set<string>();
    if (seen.has(literal)) repeated.add(shape);
    literals.set(shape, seen.add(literal));
  };
  // E-mail addresses and links are identifiers too: each user has their own, so they count as
  // their class beside the literal (and its domain, which tells a company address from a
  // personal one), instead of as two or three words no case has that make the message unlike all.
  const rest = foldText(text).replace(ADDRESS, (whole: string, domain: string | undefined, host: string | undefined) => {
    shaped(domain === undefined ? '<url>' : '<email>', whole);
    add(words, `${LITERAL_PREFIX}@${domain ?? host ?? ''}`);
    return ' ';
  });
  for (const raw of rest.match(TOKEN) ?? []) {
    const token = raw.replace(/’/gu, "'");
    if (/\p{N}/u.test(token)) {
      shaped(shapeOf(token), token.replace(/^#/u, '').replace(/[.,]00$/u, ''));
      continue;
    }
    for (const word of wordsOf(token, synonyms)) {
      add(words, word);
      if (!word.startsWith('<')) for (const g of trigrams(word)) add(grams, g);
    }
  }
  // How identifiers relate within the message, whatever their values: the same account named
  // twice, or two different amounts, is often all that tells a case from its twin.
  for (const [shape, seen] of literals) {
    if (shape === '<year>') continue;
    if (repeated.has(shape)) add(words, `${shape}:repeated`);
    if (seen.size > 1) add(words, `${shape}:several`);
  }
  return { words, grams };
}

/**
 * NFKC (full-width digits, ligatures), lower case, format characters dropped (a zero-width space or
 * soft hyphen pasted inside a word must not split it) and diacritics removed ("réfund", "São
 * Paulo" typed as "Sao Paulo"; and a combining vowel sign no longer splits a word of an Indic
 * script), recomposed so that Hangul syllables stay whole.
 */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\p{Cf}/gu, '').normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** The token class of a token with a digit in it: what an identifier or amount *is*, not its value. */
function shapeOf(token: string): string {
  if (/^[$€£]/u.test(token) || token.endsWith('%')) return '<amount>';
  const prefixed = /^(\p{L}+)-\p{N}/u.exec(token);
  if (prefixed) return `<id:${prefixed[1]}>`;
  if (token.startsWith('#')) return '<number>';
  if (/^\p{N}+$/u.test(token)) {
    if (token.length <= 2) return '<small>';
    if (token.length === 4 && /^(19|20)/u.test(token)) return '<year>';
    return '<number>';
  }
  if (/^\p{N}+(?:[.,]\p{N}+)+$/u.test(token)) return '<amount>';
  return '<code>';
}

/** A word token → zero or more features (negations split off, stop words dropped). */
function wordsOf(token: string, synonyms: Synonyms | undefined): string[] {
  const out: string[] = [];
  let word = token;
  const contraction = /^(\p{L}+)n't$/u.exec(word);
  if (contraction) {
    out.push('not');
    word = contraction[1]!;
  } else {
    word = word.replace(/'(s|m|re|ll|d|ve)$/u, '');
  }
  if (NEGATIONS.has(word)) return [...out, 'not'];
  if (SMALL_NUMBERS.has(word)) return [...out, '<small>'];
  if (MONTHS.has(word)) return [...out, '<month>', word.slice(0, 3)];
  if (STOP_WORDS.has(word) || word.length < 2) return out;
  const folded = synonyms?.get(word) ?? SYNONYMS[word] ?? word;
  const stemmed = lightStem(folded);
  out.push(synonyms?.get(stemmed) ?? SYNONYMS[stemmed] ?? stemmed);
  return out;
}


function trigrams(word: string): string[] {
  const padded = ` ${word} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}
