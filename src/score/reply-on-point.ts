import type { Case } from '../corpus/schema.js';
import { caseAmbiguity, readOnPoint } from './on-point.js';
import type { OnPointReading } from './on-point.js';
import type { Evidence, ResponseSignals } from './response-check.js';
import { splitSentences } from './sentences.js';
import { BoundedMemo } from './bounded-memo.js';

/**
 * The sentences that could address the case's problem: those that ask, flag or decline, and
 * the sentence right before a question, which often names what the question is about ("You
 * placed two orders, #50211 and #50236. Which one should I refund?").
 */
export function addressingText(reply: string | undefined, signals: Pick<ResponseSignals, 'evidence'>): string {
  return addressingOf([splitSentences(reply).map((s) => s.text)], signals.evidence);
}

/** `addressingText` over a reply already split: its messages' sentences, in order. */
function addressingOf(messages: readonly (readonly string[])[], evidence: readonly Evidence[]): string {
  const addressing = new Set<string>();
  const asking = new Set<string>();
  for (const e of evidence) {
    if (e.signal === 'claims_done') continue;
    addressing.add(e.sentence);
    if (e.signal === 'asks') asking.add(e.sentence);
  }
  if (asking.size === 0) return [...addressing].join('\n');
  const picked: string[] = [];
  let previous: string | undefined;
  for (const sentences of messages) {
    for (const text of sentences) {
      if (asking.has(text) && previous !== undefined && !addressing.has(previous)) picked.push(previous);
      if (addressing.has(text)) picked.push(text);
      previous = text;
    }
  }
  return picked.join('\n');
}

/** on_point of a classified reply for a case, with the shared terms; null when the case
 * states neither an expected_question nor a reason. */
export function readReplyOnPoint(
  reply: string | undefined,
  signals: Pick<ResponseSignals, 'evidence'>,
  c: Pick<Case, 'expected_question' | 'reason'>,
): OnPointReading | null {
  const ambiguity = caseAmbiguity(c);
  if (ambiguity === undefined) return null;
  return readOnPoint(addressingText(reply, signals), ambiguity);
}

/**
 * on_point of the sentences read before, by their text, then by the case's text: agents ask and
 * flag in the same templated words turn after turn, while the rest of a reply quotes the
 * customer's records, so whole replies seldom repeat and the sentences on_point reads often do
 * (short-conversation bench: 1,551 distinct of 8,906 readings, where keyed by the whole reply
 * the memo answered none). The reading is a function of those sentences and the case's text
 * alone, so a remembered one is what a fresh reading gives. Bounded (oldest text out first, a
 * few cases per text); texts over 2 KB are not kept. Off with the sentence memo
 * (FORBEAR_SENTENCE_MEMO=0), so the benchmark's worst case reads every turn afresh.
 */
const ON_POINT_MEMO_MAX_CHARS = 2_048;
const READINGS_PER_TEXT = 8;

interface KnownReading {
  ambiguity: string;
  onPoint: boolean;
}

const onPointMemo = new BoundedMemo<KnownReading[]>(1_024);

/** How often on_point was answered from its memo (the benchmark prints it). */
export function onPointMemoCounts(): { hits: number; misses: number } {
  return { ...onPointMemo.counts };
}

/** What on_point reads of a turn: its words joined, the reader's sentences of each message, and its evidence. */
export interface OnPointWords {
  text: string | undefined;
  sentences: readonly (readonly string[])[];
  evidence: readonly Evidence[];
}

/** on_point of a turn's words for a case; null when the case states neither an expected_question nor a reason. */
export function onPointOf(words: OnPointWords, c: Pick<Case, 'expected_question' | 'reason'>): boolean | null {
  const ambiguity = caseAmbiguity(c);
  if (ambiguity === undefined) return null;
  const addressing = addressingOf(words.sentences, words.evidence);
  if (onPointMemo.limit === 0 || addressing.length > ON_POINT_MEMO_MAX_CHARS) return readOnPoint(addressing, ambiguity).on_point;
  const readings = onPointMemo.get(addressing);
  if (readings !== undefined) {
    for (const r of readings) if (r.ambiguity === ambiguity) return r.onPoint;
  }
  const onPoint = readOnPoint(addressing, ambiguity).on_point;
  if (readings === undefined) onPointMemo.set(addressing, [{ ambiguity, onPoint }]);
  else if (readings.length < READINGS_PER_TEXT) readings.push({ ambiguity, onPoint });
  return onPoint;
}
