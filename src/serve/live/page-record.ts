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

const NO_SIGNALS: TurnResult['signals'] = Object.freeze({ asks: false, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [] }) as TurnResult['signals'];

/** The time the page files a result under: when its turn ended, as the alert warm-up reads it. */
export function turnEndMs(r: Pick<TurnResult, 'started_at' | 'duration_ms'>): number {
  const start = isoMs(r.started_at);
  return Number.isFinite(start) ? start + (r.duration_ms ?? 0) : 0;
}

export function toPageRecord(r: TurnResult): PageRecord {
  const slim: TurnResult = {
    case_id: r.case_id, kind: r.kind, scenario: r.scenario, outcome: r.outcome, passed: r.passed, matched_by: r.matched_by,
    session_id: r.session_id, trace_id: r.trace_id, span_id: r.span_id, run_id: r.run_id, attempt: r.attempt,
    started_at: r.started_at, user_message: null,
    // The tally reads only the forbidden calls (the forced-action split) and the hallucinated count.
    tool_calls: r.tool_calls.filter((c) => c.forbidden).map((c) => ({ ...c, arguments: null })),
    forbidden_calls: r.forbidden_calls, hallucinated_calls: r.hallucinated_calls, final_reply: null, signals: NO_SIGNALS,
    turn_error: r.turn_error === null ? null : '', service_name: r.service_name, agent_name: r.agent_name, model: r.model,
    ...(r.handoff !== undefined ? { handoff: r.handoff } : {}),
  };
  return { key: `${r.trace_id}/${r.span_id}`, at: turnEndMs(r), infra: isInfraFailure(r), slim };
}
