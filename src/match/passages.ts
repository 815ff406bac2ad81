import { tokenize } from '../corpus/tokens.js';

/** A message longer than this many times the corpus's longest user turn is also read in passages. */
export const LONG_MESSAGE_FACTOR = 1.5;
/** At most this many sentences of a message are read in passages (the rest is rarely the request). */
export const MAX_SENTENCES = 40;
/** A passage is one to this many consecutive sentences. */
const MAX_PASSAGE_SENTENCES = 3;

/**
 * The passages of a long message worth comparing with the cases on their own: runs of one to
 * three consecutive sentences (split at `.`, `!`, `?` and line breaks) no longer than the longest
 * case's user turn times LONG_MESSAGE_FACTOR (a single sentence always counts). Empty when the
 * message is not long: a customer pasting a whole mail — greeting, quoted thread, signature,
 * disclaimer — still states the request somewhere, and the rest would dilute its similarity.
 */
export function passages(message: string, longestTurnWords: number): string[] {
  const limit = Math.max(1, Math.ceil(longestTurnWords * LONG_MESSAGE_FACTOR));
  if (tokenize(message).length <= limit) return [];
  const sentences = message
    .split(/(?<=[.!?])\s+|[\r\n]+/u)
    .map((s) => s.trim())
    .filter((s) => tokenize(s).length > 0)
    .slice(0, MAX_SENTENCES);
  const sizes = sentences.map((s) => tokenize(s).length);
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    let words = 0;
    for (let j = i; j < Math.min(sentences.length, i + MAX_PASSAGE_SENTENCES); j++) {
      words += sizes[j]!;
      if (j > i && words > limit) break;
      out.push(sentences.slice(i, j + 1).join(' '));
    }
  }
  return out;
}
