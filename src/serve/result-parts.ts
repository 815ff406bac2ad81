import type { ResultToolCall, TurnResult } from '../model/result.js';
import { isInfraFailure } from '../report/infra-failure.js';
import { NO_SIGNALS, toPageRecord, turnEndMs } from './live/page-record.js';
import type { PageRecord } from './live/page-record.js';

/**
 * What a scoring worker writes beside each result's JSON line so that the receiver's event loop
 * never parses the line for its own consumers (the summary, the live page's record, `/metrics`,
 * the store's verdicts): the values they read, as a JSON array without keys. The line's
 * `JSON.parse` was the largest part of the event loop's record (~36 %, issue 19, serve40); on the
 * bench's lines a keyless array of these values parses in ~0.8 µs against ~4 µs for the line, or
 * ~2.6 µs for the line's head, call lists and tail parsed apart (tried first, serve41). Fields, in
 * order: case_id, kind, scenario, outcome, passed, matched_by, session_id, trace_id, span_id,
 * run_id, attempt, started_at, the turn's end (epoch ms, `turnEndMs`), whether there was a
 * turn_error, service_name, agent_name, model, forbidden_calls, hallucinated_calls, the forbidden
 * tool calls (`[tool, call_id, executed, status, error, turn]`, 0 for none), the hand-off
 * (`[tool, said]`, 0 for none), `amends` (`[trace_id, span_id, outcome]`, 0 for none), the user
 * message's and reply's lengths together, 1 for an infrastructure failure.
 */
export type ResultTuple = [
  string, TurnResult['kind'], string, string, boolean, string, string, string, string, string | null, number | null, string, number, boolean,
  string | null, string | null, string | null, string[], string[], ToolCallTuple[] | 0, [string | null, boolean] | 0, [string, string, string] | 0, number, 0 | 1,
];
type ToolCallTuple = [string, string | null, boolean, ResultToolCall['status'], string | null, number | null];

/** `r`'s tuple as a typed value: the layout's definition. The worker writes the same tuples as JSON in one pass
 * (`resultsJson`, byte for byte as `JSON.stringify` of these: test/serve/results-json.test.ts). */
export function resultTuple(r: TurnResult): ResultTuple {
  let calls: ToolCallTuple[] | 0 = 0;
  for (const c of r.tool_calls) if (c.forbidden) (calls === 0 ? (calls = []) : calls).push([c.tool, c.call_id, c.executed, c.status, c.error, c.turn ?? null]);
  return [
    r.case_id, r.kind, r.scenario, r.outcome, r.passed, r.matched_by, r.session_id, r.trace_id, r.span_id, r.run_id, r.attempt, r.started_at, turnEndMs(r), r.turn_error !== null,
    r.service_name, r.agent_name, r.model, r.forbidden_calls, r.hallucinated_calls, calls, r.handoff === undefined ? 0 : [r.handoff.tool, r.handoff.said],
    r.amends === undefined ? 0 : [r.amends.trace_id, r.amends.span_id, r.amends.outcome], (r.user_message?.length ?? 0) + (r.final_reply?.length ?? 0), isInfraFailure(r) ? 1 : 0,
  ];
}

/** Any character `JSON.stringify` writes otherwise than as itself in a string (surrogates: the lone ones). */
const ESCAPED = /[\u0000-\u001f"\\\ud800-\udfff]/;

/** `JSON.stringify(s)`, without the call when nothing in `s` needs escaping (ids, names, enums). */
function str(s: string): string {
  return ESCAPED.test(s) ? JSON.stringify(s) : '"' + s + '"';
}

function strOrNull(s: string | null | undefined): string {
  return s == null ? 'null' : str(s);
}

function num(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? 'null' : String(n);
}

function bool(b: boolean | undefined): string {
  return b === true ? 'true' : b === false ? 'false' : 'null';
}

function strs(xs: readonly string[]): string {
  let out = '[';
  for (let i = 0; i < xs.length; i++) out += (i === 0 ? '' : ',') + str(xs[i]!);
  return out + ']';
}

/**
 * The worker's side, one pass over a trace's results: the JSON of their `ResultTuple`s
 * (`JSON.stringify(results.map(resultTuple))`, byte for byte) and of their verdicts as the span
 * store keeps them (`verdictJson`), written out as strings. Each string value is quoted once and
 * goes into both; `JSON.stringify` of the tuples' arrays cost the worker ~1.8 µs a result and the
 * verdicts' on the event loop ~2–3 µs (the store's commit, issue 19, serve40 and serve44).
 */
export function resultsJson(results: readonly TurnResult[]): { tuples: string; verdicts: string } {
  let tuples = '[';
  let verdicts = '[';
  for (let i = 0; i < results.length; i++) {
    const r = results[i]!;
    const caseId = str(r.case_id), kind = str(r.kind), scenario = str(r.scenario), outcome = str(r.outcome), passed = bool(r.passed);
    const traceId = str(r.trace_id), spanId = str(r.span_id);
    let calls = '0';
    for (const c of r.tool_calls) {
      if (!c.forbidden) continue;
      const call = '[' + str(c.tool) + ',' + strOrNull(c.call_id) + ',' + bool(c.executed) + ',' + str(c.status) + ',' + strOrNull(c.error) + ',' + num(c.turn) + ']';
      calls = calls === '0' ? '[' + call : calls + ',' + call;
    }
    if (calls !== '0') calls += ']';
    const sep = i === 0 ? '' : ',';
    tuples += sep + '[' + caseId + ',' + kind + ',' + scenario + ',' + outcome + ',' + passed + ',' + str(r.matched_by) + ',' + str(r.session_id) + ',' + traceId + ',' + spanId
      + ',' + strOrNull(r.run_id) + ',' + num(r.attempt) + ',' + str(r.started_at) + ',' + num(turnEndMs(r)) + ',' + String(r.turn_error !== null)
      + ',' + strOrNull(r.service_name) + ',' + strOrNull(r.agent_name) + ',' + strOrNull(r.model) + ',' + strs(r.forbidden_calls) + ',' + strs(r.hallucinated_calls) + ',' + calls
      + ',' + (r.handoff === undefined ? '0' : '[' + strOrNull(r.handoff.tool) + ',' + bool(r.handoff.said) + ']')
      + ',' + (r.amends === undefined ? '0' : '[' + str(r.amends.trace_id) + ',' + str(r.amends.span_id) + ',' + str(r.amends.outcome) + ']')
      + ',' + String((r.user_message?.length ?? 0) + (r.final_reply?.length ?? 0)) + ',' + (isInfraFailure(r) ? '1' : '0') + ']';
    verdicts += sep + '{"trace_id":' + traceId + ',"span_id":' + spanId + ',"case_id":' + caseId + ',"kind":' + kind + ',"scenario":' + scenario + ',"outcome":' + outcome + ',"passed":' + passed + '}';
  }
  return { tuples: tuples + ']', verdicts: verdicts + ']' };
}

/**
 * A result as the event loop's consumers read it: its slim form (the live page's record's result,
 * with `amends` when it amends: what the summary, `/metrics` and the store read), its page record,
 * and the whole result only when asked (the live page's failing turns, the exporter, the alerts),
 * parsed from its line then.
 */
export class RecordedResult {
  constructor(
    readonly r: TurnResult,
    readonly rec: PageRecord,
    /** The user message's and the reply's lengths together (the live page's failing list counts them). */
    readonly textChars: number,
    private readonly line: string | undefined,
    private full: TurnResult | undefined,
  ) {}

  /** A result already whole (scored on this thread, an amendment, a line read whole). */
  static of(whole: TurnResult, rec: PageRecord = toPageRecord(whole)): RecordedResult {
    return new RecordedResult(whole, rec, (whole.user_message?.length ?? 0) + (whole.final_reply?.length ?? 0), undefined, whole);
  }

  whole(): TurnResult {
    return (this.full ??= JSON.parse(this.line!) as TurnResult);
  }
}

/**
 * The event loop's side: a trace's results from their lines and their tuples (`tuples`, the JSON of
 * `ResultTuple[]`, one a line), the lines kept unread for whoever wants a result whole.
 */
export function readTuples(lines: readonly string[], tuples: string, out: RecordedResult[]): void {
  const ts = JSON.parse(tuples) as ResultTuple[];
  for (let i = 0; i < ts.length; i++) out.push(fromTuple(ts[i]!, lines[i]!));
}

function fromTuple(t: ResultTuple, line: string): RecordedResult {
  const calls = t[19];
  const toolCalls: TurnResult['tool_calls'] = [];
  // As `{ ...call, arguments: null }` (`forbiddenOnly`): same keys, same order.
  if (calls !== 0) for (const c of calls) toolCalls.push(c[5] === null ? { tool: c[0], call_id: c[1], executed: c[2], status: c[3], error: c[4], arguments: null, forbidden: true } : { tool: c[0], call_id: c[1], executed: c[2], status: c[3], error: c[4], arguments: null, forbidden: true, turn: c[5] });
  const h = t[20];
  // `slimRecord`'s fields in its order, written out: no object a part (the test compares them on every kind of result).
  const slim: TurnResult = h === 0
    ? {
      case_id: t[0], kind: t[1], scenario: t[2], outcome: t[3], passed: t[4], matched_by: t[5], session_id: t[6], trace_id: t[7], span_id: t[8], run_id: t[9], attempt: t[10],
      started_at: t[11], user_message: null, tool_calls: toolCalls, forbidden_calls: t[17], hallucinated_calls: t[18], final_reply: null, signals: NO_SIGNALS,
      turn_error: t[13] ? '' : null, service_name: t[14], agent_name: t[15], model: t[16],
    }
    : {
      case_id: t[0], kind: t[1], scenario: t[2], outcome: t[3], passed: t[4], matched_by: t[5], session_id: t[6], trace_id: t[7], span_id: t[8], run_id: t[9], attempt: t[10],
      started_at: t[11], user_message: null, tool_calls: toolCalls, forbidden_calls: t[17], hallucinated_calls: t[18], final_reply: null, signals: NO_SIGNALS,
      turn_error: t[13] ? '' : null, service_name: t[14], agent_name: t[15], model: t[16], handoff: { tool: h[0], said: h[1] },
    };
  const rec: PageRecord = { key: `${t[7]}/${t[8]}`, at: t[12], infra: t[23] === 1, slim };
  const a = t[21];
  return new RecordedResult(a === 0 ? slim : { ...slim, amends: { trace_id: a[0], span_id: a[1], outcome: a[2] } }, rec, t[22], line, undefined);
}
