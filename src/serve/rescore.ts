import type { LoadedCorpus } from '../corpus/load.js';
import { matchTurn } from '../match/match-case.js';
import type { TurnResult } from '../model/result.js';
import type { RawSpan } from '../model/raw-span.js';
import type { Verdict } from './span-store.js';
import { ADAPTERS } from '../normalize/adapters.js';
import { toSpanRecord } from '../normalize/span-record.js';
import { assembleTurns } from '../sessionize/turn-assembler.js';
import { catalogOf, scoreTurn } from '../score/turn-scorer.js';
import { scopeOf } from '../score/session-watch.js';

/**
 * Scores a trace again from all of its spans (after late spans arrived) and returns the results
 * whose outcome changed, each naming the result it replaces. Only turns scored before are
 * considered: a late span does not turn an unmatched turn into a new attempt.
 */
export function rescoreTrace(traceId: string, spans: RawSpan[], previous: Verdict[], corpus: LoadedCorpus): { amended: TurnResult[]; replaced: Verdict[]; current: Verdict[] } {
  const bySpan = new Map(previous.map((r) => [r.span_id, r]));
  const catalog = catalogOf(corpus);
  const amended: TurnResult[] = [];
  const replaced: Verdict[] = [];
  const current = new Map<string, Verdict>(bySpan);
  for (const turn of assembleTurns(traceId, spans.map((s) => toSpanRecord(s, ADAPTERS)))) {
    const old = bySpan.get(turn.rootSpanId);
    if (old === undefined) continue;
    const decision = matchTurn(turn, corpus);
    if (decision.type !== 'case') continue;
    // A session-scope result may carry what later turns of its session did (a give-in): scoring
    // the turn again alone would undo that, so its late spans are kept but it is not re-scored.
    if (scopeOf(decision.case, corpus) === 'session') continue;
    const fresh = scoreTurn(turn, decision.case, decision.matchedBy, catalog, {}, decision.score);
    if (fresh.outcome === old.outcome && fresh.case_id === old.case_id) continue;
    const result: TurnResult = { ...fresh, amends: { trace_id: old.trace_id, span_id: old.span_id, outcome: old.outcome } };
    amended.push(result);
    replaced.push(old);
    current.set(turn.rootSpanId, result);
  }
  return { amended, replaced, current: [...current.values()] };
}
