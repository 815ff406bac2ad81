import type { TurnResult } from '../../model/result.js';
import { isInfraFailure } from '../../report/infra-failure.js';
import { isoMs } from './iso-ms.js';

/**
 * One scored turn as the live page counts it: the result without its text (user message, reply,
 * evidence, arguments), so a week of results fits in memory, plus the time the page places it at.
 * It is still a `TurnResult`, so the report's own tally (`OutcomeTally`) counts it unchanged.
 * Built once per result written: `/v1/summary`'s running tallies keep the same record
 * (`LiveSummary`), rather than a copy of their own (issue 19, serve40).
 */
export interface PageRecord {
  key: string;
  /** Turn end (started_at + duration_ms), epoch ms: what the window and the trend buckets read. */
  at: number;
  /** An infrastructure failure: shown, never in a rate (as `score` and `/v1/summary` count). */
  infra: boolean;
  slim: TurnResult;
}

/** A slim result's signals: none, one frozen object for all. */
export const NO_SIGNALS: TurnResult['signals'] = Object.freeze({ asks: false, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [] }) as TurnResult['signals'];

/** The time the page files a result under: when its turn ended, as the alert warm-up reads it. */
export function turnEndMs(r: Pick<TurnResult, 'started_at' | 'duration_ms'>): number {
  const start = isoMs(r.started_at);
  return Number.isFinite(start) ? start + (r.duration_ms ?? 0) : 0;
}

export function toPageRecord(r: TurnResult): PageRecord {
  return { key: `${r.trace_id}/${r.span_id}`, at: turnEndMs(r), infra: isInfraFailure(r), slim: slimRecord(r, r, r, forbiddenOnly(r.tool_calls), r.handoff) };
}

/** The forbidden calls without their arguments: the tally reads only these of a result's calls (the forced-action split). */
export function forbiddenOnly(calls: TurnResult['tool_calls']): TurnResult['tool_calls'] {
  const out: TurnResult['tool_calls'] = [];
  for (const c of calls) if (c.forbidden) out.push({ ...c, arguments: null });
  return out;
}

/**
 * The slim result from its parts. `fromTuple` (result-parts.ts, the receiver's event loop) writes
 * the same fields in the same order from a worker's tuple.
 */
export function slimRecord(
  h: Pick<TurnResult, 'case_id' | 'kind' | 'scenario' | 'outcome' | 'passed' | 'matched_by' | 'session_id' | 'trace_id' | 'span_id' | 'run_id' | 'attempt' | 'started_at'>,
  calls: Pick<TurnResult, 'forbidden_calls' | 'hallucinated_calls'>,
  t: Pick<TurnResult, 'turn_error' | 'service_name' | 'agent_name' | 'model'>,
  forbiddenToolCalls: TurnResult['tool_calls'],
  handoff: TurnResult['handoff'],
): TurnResult {
  return {
    case_id: h.case_id, kind: h.kind, scenario: h.scenario, outcome: h.outcome, passed: h.passed, matched_by: h.matched_by,
    session_id: h.session_id, trace_id: h.trace_id, span_id: h.span_id, run_id: h.run_id, attempt: h.attempt,
    started_at: h.started_at, user_message: null,
    tool_calls: forbiddenToolCalls,
    forbidden_calls: calls.forbidden_calls, hallucinated_calls: calls.hallucinated_calls, final_reply: null, signals: NO_SIGNALS,
    turn_error: t.turn_error === null ? null : '', service_name: t.service_name, agent_name: t.agent_name, model: t.model,
    ...(handoff !== undefined ? { handoff } : {}),
  };
}
