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
 * on_point of turns said before, by reply, then by case and evidence: agents answer a case in the
 * same templated words turn after turn. Bounded (oldest reply out first, a few readings per
 * reply); replies over 2 KB are not kept. Keyed by the reply first so that a reply never seen
 * before (most, when replies quote the customer's records) costs one lookup on a string the
 * reply memo has already hashed; a reading is then found by comparing the case's texts and the
 * evidence in place, no key string built. Off with the sentence memo (FORBEAR_SENTENCE_MEMO=0),
 * so the benchmark's worst case reads every turn afresh.
 */
const ON_POINT_MEMO_MAX_CHARS = 2_048;
const READINGS_PER_REPLY = 8;

interface KnownReading {
  question: string;
  reason: string;
  evidence: readonly Evidence[];
  onPoint: boolean | null;
}

const onPointMemo = new BoundedMemo<KnownReading[]>(1_024);

/** What on_point reads of a turn: its words joined, the reader's sentences of each message, and its evidence. */
export interface OnPointWords {
  text: string | undefined;
  sentences: readonly (readonly string[])[];
  evidence: readonly Evidence[];
}

export function onPointOf(words: OnPointWords, c: Pick<Case, 'expected_question' | 'reason'>): boolean | null {
  const reply = words.text;
  if (reply === undefined || onPointMemo.limit === 0 || reply.length > ON_POINT_MEMO_MAX_CHARS) return readFresh(words, c);
  // The evidence is part of the key: the same words split differently across messages may read differently.
  const question = c.expected_question ?? '';
  const reason = c.reason ?? '';
  const readings = onPointMemo.get(reply);
  if (readings !== undefined) {
    for (const r of readings) if (r.question === question && r.reason === reason && sameEvidence(r.evidence, words.evidence)) return r.onPoint;
  }
  const onPoint = readFresh(words, c);
  const known: KnownReading = { question, reason, evidence: words.evidence, onPoint };
  if (readings === undefined) onPointMemo.set(reply, [known]);
  else if (readings.length < READINGS_PER_REPLY) readings.push(known);
  return onPoint;
}

function readFresh(words: OnPointWords, c: Pick<Case, 'expected_question' | 'reason'>): boolean | null {
  const ambiguity = caseAmbiguity(c);
  if (ambiguity === undefined) return null;
  return readOnPoint(addressingOf(words.sentences, words.evidence), ambiguity).on_point;
}

function sameEvidence(a: readonly Evidence[], b: readonly Evidence[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.signal !== b[i]!.signal || a[i]!.sentence !== b[i]!.sentence) return false;
  return true;
}
