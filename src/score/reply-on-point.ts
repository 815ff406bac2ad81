import type { Case } from '../corpus/schema.js';
import { caseAmbiguity, readOnPoint } from './on-point.js';
import type { OnPointReading } from './on-point.js';
import type { ResponseSignals } from './response-check.js';
import { splitSentences } from './sentences.js';
import { BoundedMemo } from './bounded-memo.js';

/**
 * The sentences that could address the case's problem: those that ask, flag or decline, and
 * the sentence right before a question, which often names what the question is about ("You
 * placed two orders, #50211 and #50236. Which one should I refund?").
 */
export function addressingText(reply: string | undefined, signals: Pick<ResponseSignals, 'evidence'>): string {
  const addressing = new Set<string>();
  const asking = new Set<string>();
  for (const e of signals.evidence) {
    if (e.signal === 'claims_done') continue;
    addressing.add(e.sentence);
    if (e.signal === 'asks') asking.add(e.sentence);
  }
  if (asking.size === 0) return [...addressing].join('\n');
  const picked: string[] = [];
  let previous: string | undefined;
  for (const { text } of splitSentences(reply)) {
    if (asking.has(text) && previous !== undefined && !addressing.has(previous)) picked.push(previous);
    if (addressing.has(text)) picked.push(text);
    previous = text;
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
 * same templated words turn after turn, and reading one re-splits the reply into sentences.
 * Bounded (oldest reply out first, a few readings per reply); replies over 2 KB are not kept.
 * Keyed by the reply first so that a reply never seen before (most, when replies quote the
 * customer's records) costs one lookup on a string the reply memo has already hashed, not a
 * key of case, reply and evidence built and hashed for nothing. Off with the sentence memo
 * (FORBEAR_SENTENCE_MEMO=0), so the benchmark's worst case reads every turn afresh.
 */
const ON_POINT_MEMO_MAX_CHARS = 2_048;
const READINGS_PER_REPLY = 8;
const onPointMemo = new BoundedMemo<{ key: string; onPoint: boolean | null }[]>(1_024);

export function onPointOf(reply: string | undefined, signals: Pick<ResponseSignals, 'evidence'>, c: Pick<Case, 'expected_question' | 'reason'>): boolean | null {
  if (reply === undefined || onPointMemo.limit === 0 || reply.length > ON_POINT_MEMO_MAX_CHARS) return readReplyOnPoint(reply, signals, c)?.on_point ?? null;
  // The evidence is part of the key: the same words split differently across messages may read differently.
  const readings = onPointMemo.get(reply);
  const key = `${c.expected_question ?? ''}\u0000${c.reason ?? ''}\u0000${signals.evidence.map((e) => `${e.signal}\u0001${e.sentence}`).join('\u0002')}`;
  const known = readings?.find((r) => r.key === key);
  if (known !== undefined) return known.onPoint;
  const onPoint = readReplyOnPoint(reply, signals, c)?.on_point ?? null;
  if (readings === undefined) onPointMemo.set(reply, [{ key, onPoint }]);
  else if (readings.length < READINGS_PER_REPLY) readings.push({ key, onPoint });
  return onPoint;
}
