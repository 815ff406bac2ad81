/**
 * A result's record (issue 19, serve39): the fields a receiver's event loop keeps of each result
 * (the live summary, the live page's index, `/metrics`, the store's verdicts), made by the worker
 * that scored it beside the result's JSON line, so the event loop never parses the line.
 *
 * Why a JSON array and not a slimmer object: `JSON.parse` costs by the field more than by the
 * byte (a result line's ~60 fields took ~4 µs; its first 13 alone, ~1.5), and an object's keys
 * are what a slim object record cost the worker to write and the event loop to read (serve36:
 * 4.7 µs to build and stringify, 2.2 µs saved). Positions in an array have no keys: ~1.5 µs to
 * write and ~1 µs to read back into an object of fixed shape, against the line's ~4 µs parse.
 */
import type { ResultToolCall, TurnResult } from '../model/result.js';
import { isInfraFailure } from '../report/infra-failure.js';

/**
 * A result as a receiver records it: a `TurnResult` without its texts (user message, reply,
 * signals' evidence, tool arguments, the turn's error text) and with only its forbidden tool calls, which is
 * all the summary's tallies, the page's records, the metrics and the verdicts read; and what the
 * texts would have told them (`infra`, `textBytes`).
 */
export interface RecordedResult {
  result: TurnResult;
  /** An infrastructure failure (`isInfraFailure` of the whole result, which reads the reply). */
  infra: boolean;
  /** Characters of its user message and reply: what the live page counts a failing result kept whole as. */
  textBytes: number;
}

const NO_SIGNALS: TurnResult['signals'] = Object.freeze({ asks: false, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [] }) as TurnResult['signals'];

/** A forbidden call: tool, call id, executed, status, error, turn (or null); its arguments are left out. */
type CallRecord = [string, string | null, boolean, ResultToolCall['status'], string | null, number | null];

/** The record of a result, written by the worker that scored it. */
export function encodeResultRecord(r: TurnResult): string {
  let calls: CallRecord[] | 0 = 0;
  if (r.forbidden_calls.length > 0 || r.tool_calls.some((c) => c.forbidden)) {
    calls = [];
    for (const c of r.tool_calls) if (c.forbidden) calls.push([c.tool, c.call_id, c.executed, c.status, c.error, c.turn ?? null]);
  }
  return JSON.stringify([
    r.case_id, r.kind, r.scenario, r.outcome, r.passed, r.matched_by, r.session_id, r.trace_id, r.span_id, r.run_id, r.attempt, r.started_at,
    r.duration_ms ?? null, calls, r.forbidden_calls, r.hallucinated_calls, r.turn_error === null ? 0 : 1, r.service_name, r.agent_name, r.model,
    r.handoff ?? 0, r.amends ?? 0, isInfraFailure(r) ? 1 : 0, (r.user_message?.length ?? 0) + (r.final_reply?.length ?? 0),
  ]);
}

/** A record read back on the event loop: an object of one fixed shape, no JSON object parsed. */
export function decodeResultRecord(text: string): RecordedResult {
  const a = JSON.parse(text) as unknown[];
  const calls = a[13] as CallRecord[] | 0;
  const result: TurnResult = {
    case_id: a[0] as string, kind: a[1] as TurnResult['kind'], scenario: a[2] as string, outcome: a[3] as string, passed: a[4] as boolean,
    matched_by: a[5] as string, session_id: a[6] as string, trace_id: a[7] as string, span_id: a[8] as string, run_id: a[9] as string | null,
    attempt: a[10] as number | null, started_at: a[11] as string, user_message: null,
    tool_calls: calls === 0 ? [] : calls.map((c) => ({ tool: c[0], call_id: c[1], executed: c[2], status: c[3], error: c[4], arguments: null, forbidden: true, ...(c[5] !== null ? { turn: c[5] } : {}) })),
    forbidden_calls: a[14] as string[], hallucinated_calls: a[15] as string[], final_reply: null, signals: NO_SIGNALS,
    turn_error: a[16] === 0 ? null : '', service_name: a[17] as string | null, agent_name: a[18] as string | null, model: a[19] as string | null,
  };
  if (a[12] !== null) result.duration_ms = a[12] as number;
  if (a[20] !== 0) result.handoff = a[20] as NonNullable<TurnResult['handoff']>;
  if (a[21] !== 0) result.amends = a[21] as NonNullable<TurnResult['amends']>;
  return { result, infra: a[22] === 1, textBytes: a[23] as number };
}

/** A result the event loop holds whole (scored on it, or read back from results.jsonl) as a record. */
export function recordOf(r: TurnResult): RecordedResult {
  return { result: r, infra: isInfraFailure(r), textBytes: (r.user_message?.length ?? 0) + (r.final_reply?.length ?? 0) };
}
