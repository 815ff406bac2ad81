import type { TurnResult } from '../model/result.js';
import { isInfraFailure } from '../report/infra-failure.js';
import { forbiddenOnly, slimRecord, toPageRecord, turnEndMs } from './live/page-record.js';
import type { PageRecord } from './live/page-record.js';

/**
 * Where the parts of a result's JSON line start, found by the scoring worker that wrote it, so the
 * receiver's event loop parses only what its consumers read (the summary, the live page's record,
 * `/metrics`, the store's verdicts) and not the texts: the line's `JSON.parse` was the largest part
 * of the event loop's record (~36 %, issue 19, serve40). Ints a line, in order: where
 * `,"user_message":`, `,"tool_calls":` (-1: no tool call is forbidden, the slim record keeps none),
 * `,"forbidden_calls":`, `,"final_reply":`, `,"handoff":` (-1: none) and `,"turn_error":` start;
 * the user message's and the reply's lengths together (what the live page's failing list counts);
 * 1 for an infrastructure failure. A first int of -1: read the whole line.
 */
export const PART_INTS = 8;

const USER_MESSAGE = ',"user_message":';
const TOOL_CALLS = ',"tool_calls":';
const FORBIDDEN_CALLS = ',"forbidden_calls":';
const FINAL_REPLY = ',"final_reply":';
const HANDOFF = ',"handoff":';
const TURN_ERROR = ',"turn_error":';

/**
 * The worker's side: `line` is `JSON.stringify(r)`, in `TurnScorer`'s key order. Every search is
 * forwards (V8's backward search costs ~10× as much a character, serve39). A key written `,"key":`
 * cannot lie inside a JSON string (its quote would be escaped), so the first one past the part
 * before it is the key itself whenever the part before holds only strings, numbers and objects of
 * fixed keys. Only the tool calls' arguments hold arbitrary keys: `forbidden_calls`, the key after
 * them, must occur once past them, or the line is read whole.
 */
export function pushLineParts(line: string, r: TurnResult, out: number[]): void {
  const um = line.indexOf(USER_MESSAGE);
  const tc = um < 0 ? -1 : line.indexOf(TOOL_CALLS, um);
  const fc = tc < 0 ? -1 : line.indexOf(FORBIDDEN_CALLS, tc);
  const fr = fc < 0 || line.indexOf(FORBIDDEN_CALLS, fc + 1) >= 0 ? -1 : line.indexOf(FINAL_REPLY, fc);
  const ho = fr < 0 || r.handoff === undefined ? -1 : line.indexOf(HANDOFF, fr);
  const te = fr < 0 ? -1 : line.indexOf(TURN_ERROR, ho >= 0 ? ho : fr);
  if (te < 0 || (r.handoff !== undefined && ho < 0)) {
    out.push(-1, 0, 0, 0, 0, 0, 0, 0);
    return;
  }
  let forbidden = false;
  for (const c of r.tool_calls) if (c.forbidden) forbidden = true;
  out.push(um, forbidden ? tc : -1, fc, fr, ho, te, (r.user_message?.length ?? 0) + (r.final_reply?.length ?? 0), isInfraFailure(r) ? 1 : 0);
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

type Head = Pick<TurnResult, 'case_id' | 'kind' | 'scenario' | 'outcome' | 'passed' | 'matched_by' | 'session_id' | 'trace_id' | 'span_id' | 'run_id' | 'attempt' | 'started_at' | 'duration_ms'>;
type Tail = Pick<TurnResult, 'turn_error' | 'service_name' | 'agent_name' | 'model' | 'amends'>;

/** The event loop's side: the line's head, its calls' lists, its hand-off and its tail parsed, never its texts. */
export function readLineParts(line: string, p: ArrayLike<number>, at: number): RecordedResult {
  const um = p[at]!;
  if (um < 0) return RecordedResult.of(JSON.parse(line) as TurnResult);
  const tc = p[at + 1]!, fc = p[at + 2]!, fr = p[at + 3]!, ho = p[at + 4]!, te = p[at + 5]!;
  const head = JSON.parse(`${line.slice(0, um)}}`) as Head;
  const calls = JSON.parse(`{${line.slice(fc + 1, fr)}}`) as Pick<TurnResult, 'forbidden_calls' | 'hallucinated_calls'>;
  const tail = JSON.parse(`{${line.slice(te + 1)}`) as Tail;
  const handoff = ho < 0 ? undefined : (JSON.parse(`{${line.slice(ho + 1, te)}}`) as Pick<TurnResult, 'handoff'>).handoff;
  const toolCalls = tc < 0 ? [] : forbiddenOnly(JSON.parse(line.slice(tc + TOOL_CALLS.length, fc)) as TurnResult['tool_calls']);
  const slim = slimRecord(head, calls, tail, toolCalls, handoff);
  const rec: PageRecord = { key: `${head.trace_id}/${head.span_id}`, at: turnEndMs(head), infra: p[at + 7] === 1, slim };
  return new RecordedResult(tail.amends === undefined ? slim : { ...slim, amends: tail.amends }, rec, p[at + 6]!, line, undefined);
}
