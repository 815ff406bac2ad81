import type { Case } from '../corpus/schema.js';
import { caseAmbiguity, readOnPoint } from './on-point.js';
import type { OnPointReading } from './on-point.js';
import type { ResponseSignals } from './response-check.js';

/** The sentences that could address the case's problem: those that ask, flag or decline. */
export function addressingText(signals: Pick<ResponseSignals, 'evidence'>): string {
  const seen = new Set<string>();
  for (const e of signals.evidence) if (e.signal !== 'claims_done') seen.add(e.sentence);
  return [...seen].join('\n');
}

/** on_point of a classified reply for a case, with the shared terms; null when the case
 * states neither an expected_question nor a reason. */
export function readReplyOnPoint(signals: Pick<ResponseSignals, 'evidence'>, c: Pick<Case, 'expected_question' | 'reason'>): OnPointReading | null {
  const ambiguity = caseAmbiguity(c);
  if (ambiguity === undefined) return null;
  return readOnPoint(addressingText(signals), ambiguity);
}

export function onPointOf(signals: Pick<ResponseSignals, 'evidence'>, c: Pick<Case, 'expected_question' | 'reason'>): boolean | null {
  return readReplyOnPoint(signals, c)?.on_point ?? null;
}
