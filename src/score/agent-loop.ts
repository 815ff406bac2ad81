/**
 * What reaches the user from a reply that carries agent-loop scaffolding (issue 16, scaffold39).
 *
 * Small open-weight models and hand-rolled agent loops often return their whole transcript: "Thought:" notes,
 * "Action:" / "Action Input:" calls, "Observation:" tool output, printed tool calls, and then the answer after
 * "Final Answer:" or inside `<final_answer>` tags. Only the answer is said to the user. A tool's "Observation: Error:
 * timeout" that the loop retried past is not the agent flagging a failure, and "Final Answer: Sent ✅ 500 USDC" is
 * the agent reporting a send, so the reader reads the answer and nothing else.
 *
 * - A `<final_answer>` / `<final-answer>` / `<answer>` block: its inside (to the end of the reply if it is never
 *   closed, as a cut-off output is).
 * - Otherwise a line opening with the final-answer label (English, es/de/fr/it/pt; bold or as a heading; followed by
 *   a colon, a dash or the end of the line): what follows it, the last such label if there are several.
 * - Otherwise, if at least two lines open with a loop key (Thought, Action, Action Input, Observation), those lines
 *   (with the JSON or indented lines that continue them) and printed tool calls are dropped and the rest is read;
 *   scaffolding alone leaves nothing read, since nothing was said to the user.
 * - With a final answer, the loop's last tool result is kept beside it when it is an error ("Observation: {\"error\":
 *   \"timeout\"}" and then the answer): the loop ended on that failure and the answer reports on it. An error the loop
 *   went past (a retry whose next Observation succeeded) is dropped with the rest.
 * - Any other reply is read as it stands: a reply that only mentions a final answer, or quotes "Thought:" inside a
 *   sentence, is prose.
 */

import { warmOnFirstUse } from './regex-warm.js';

/** Words a scaffolded reply must hold at a line start or in a tag; most replies have none and skip the rest. */
const MAY_BE_SCAFFOLDED = warmOnFirstUse(/(?:^|\n)[ \t>#*_]*(?:thought|action|observation|final|respuesta|r[eé]ponse|risposta|resposta|endg[uü]ltige|finale)\b|<(?:final[_-]?answer|answer|tool_call)>/iu);

const ANSWER_TAG = warmOnFirstUse(/<(final[_-]?answer|answer)>/giu);

const FINAL_LABEL = String.raw`(?:final[ _]answer|respuesta final|r[eé]ponse finale|risposta finale|resposta final|endg[uü]ltige antwort|finale antwort)`;
/** The label at a line start, with markdown around it, then a colon, a dash or the line's end. */
const FINAL_MARKER = warmOnFirstUse(new RegExp(String.raw`^[ \t>#*_]*${FINAL_LABEL}[*_]*[ \t]*(?:[:：][ \t]*[*_]*|[*_]*[ \t]+[-–—][ \t]*|$)`, 'gimu'));

/** A line the loop wrote for itself: its key, then a colon. */
const LOOP_KEY = warmOnFirstUse(/^[ \t>*_]*(?:thought|action input|action|observation|tool call|tool result|pensamiento|acci[oó]n|observaci[oó]n|pens[eé]e|observation|pensiero|azione|osservazione|pensamento|a[cç][aã]o|observa[cç][aã]o|gedanke|aktion|beobachtung)[*_]*[ \t]*:/iu);
/** A line that continues a loop line: JSON, or indented. */
const CONTINUES = warmOnFirstUse(/^(?:[ \t]+\S|[{}[\]"])/u);
/** A tool call printed on its own line: `set_limit(amount=200)` (snake_case, so prose with brackets stays). */
const PRINTED_CALL = warmOnFirstUse(/^[ \t`]*[a-z][a-z0-9]*(?:_[a-z0-9]+)+\s*\(.*\)[ \t`;]*$/u);
const TOOL_CALL_BLOCK = warmOnFirstUse(/<tool_call>[\s\S]*?(?:<\/tool_call>|$)/gu);

/** The part of `reply` said to the user: the reply itself unless it carries agent-loop scaffolding. */
export function userFacing(reply: string): string {
  if (!MAY_BE_SCAFFOLDED.test(reply)) return reply;
  const tagged = insideLastAnswerTag(reply);
  if (tagged !== undefined) return withFailureEndedOn(reply, tagged);
  const afterLabel = afterLastFinalLabel(reply);
  if (afterLabel !== undefined && /\S/u.test(afterLabel.text)) return withFailureEndedOn(reply, afterLabel, /<\/?(?:final[_-]?answer|answer)>/giu);
  return withoutLoopLines(reply);
}

interface Answer {
  text: string;
  /** Where the final-answer marker stands in the reply. */
  at: number;
}

/** A tool result line, in English and es/de/fr/it/pt. */
const OBSERVATION = warmOnFirstUse(/^[ \t>*_]*(?:observation|observaci[oó]n|observa[cç][aã]o|osservazione|beobachtung|tool result)[*_]*[ \t]*:(.*)$/gimu);
/** A tool result that failed: an error field or word, a refusal status, an HTTP error code. */
const FAILED = warmOnFirstUse(/\berror\b|\berreur\b|\bfehler\b|"ok"\s*:\s*false|\bfail(?:ed|ure)?\b|\btime[ d_-]?out\b|\btimed out\b|unavailable|not[ _]found|\bdenied\b|forbidden|\blocked\b|\binvalid\b|\b[45]\d\d\b/iu);

/** The answer, with the loop's last tool result before it when that result is a failure (see the file's doc). */
function withFailureEndedOn(reply: string, answer: Answer, strip?: RegExp): string {
  const text = strip === undefined ? answer.text : answer.text.replace(strip, '');
  let last: string | undefined;
  OBSERVATION.lastIndex = 0;
  const before = reply.slice(0, answer.at);
  for (let m = OBSERVATION.exec(before); m !== null; m = OBSERVATION.exec(before)) last = m[0];
  return last !== undefined && FAILED.test(last) ? `${last.trim()}\n${text}` : text;
}

function insideLastAnswerTag(reply: string): Answer | undefined {
  let last: RegExpExecArray | undefined;
  ANSWER_TAG.lastIndex = 0;
  for (let m = ANSWER_TAG.exec(reply); m !== null; m = ANSWER_TAG.exec(reply)) last = m;
  if (last === undefined) return undefined;
  const start = last.index + last[0].length;
  const close = reply.toLowerCase().indexOf(`</${(last[1] as string).toLowerCase()}>`, start);
  const inside = reply.slice(start, close < 0 ? undefined : close);
  return /\S/u.test(inside) ? { text: inside, at: last.index } : undefined;
}

function afterLastFinalLabel(reply: string): Answer | undefined {
  let end = -1;
  let at = -1;
  FINAL_MARKER.lastIndex = 0;
  for (let m = FINAL_MARKER.exec(reply); m !== null; m = FINAL_MARKER.exec(reply)) {
    at = m.index;
    end = m.index + m[0].length;
    if (m[0].length === 0) FINAL_MARKER.lastIndex++;
  }
  return end < 0 ? undefined : { text: reply.slice(end), at };
}

function withoutLoopLines(reply: string): string {
  const lines = reply.replace(TOOL_CALL_BLOCK, '').split(/\r?\n/u);
  if (lines.filter((l) => LOOP_KEY.test(l)).length < 2) return reply;
  const kept: string[] = [];
  let inLoop = false;
  for (const line of lines) {
    if (LOOP_KEY.test(line)) inLoop = true;
    else if (inLoop && CONTINUES.test(line)) inLoop = true;
    else inLoop = false;
    if (!inLoop && !PRINTED_CALL.test(line)) kept.push(line);
  }
  return kept.join('\n');
}
