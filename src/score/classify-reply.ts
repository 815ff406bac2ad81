import type { Case } from '../corpus/schema.js';
import type { Finding } from '../model/finding.js';
import { readReplyOnPoint } from './reply-on-point.js';
import { checkResponse } from './response-check.js';
import type { Evidence } from './response-check.js';

/** What `forbear classify` prints for one reply: the five signals, on_point, and why. */
export interface ReplyClassification {
  source: string;
  /** Carried over from a JSON line's `id`, when it has one. */
  id?: unknown;
  text: string;
  asks: boolean;
  flags: boolean;
  declines: boolean;
  claims_done: boolean;
  hands_off: boolean;
  /** Only with a case: whether the asking/flagging/declining sentences address its problem. */
  on_point?: boolean | null;
  /** The case's terms the reply shared, and their weight against the threshold. */
  on_point_terms?: string[];
  on_point_score?: number;
  evidence: Evidence[];
}

/** One input line: plain text is the reply; a line opening with `{` must be JSON with a string `text`. */
export function replyOfLine(line: string, source: string): { text: string; id?: unknown } | { finding: Finding } | undefined {
  if (line.trim() === '') return undefined;
  if (!line.trimStart().startsWith('{')) return { text: line };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return { finding: { code: 'json.parse', path: source, message: `not valid JSON: ${(err as Error).message}`, severity: 'error' } };
  }
  const text = (value as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return { finding: { code: 'reply.text', path: source, message: 'a JSON line needs a string "text" field', severity: 'error' } };
  const id = (value as { id?: unknown }).id;
  return id === undefined ? { text } : { text, id };
}

export function classifyReply(text: string, source: string, c?: Pick<Case, 'expected_question' | 'reason'>, id?: unknown): ReplyClassification {
  const s = checkResponse(text);
  const out: ReplyClassification = {
    source,
    ...(id === undefined ? {} : { id }),
    text,
    asks: s.asks,
    flags: s.flags,
    declines: s.declines,
    claims_done: s.claims_done,
    hands_off: s.hands_off,
    evidence: s.evidence,
  };
  if (c === undefined) return out;
  const reading = readReplyOnPoint(text, s, c);
  out.on_point = reading?.on_point ?? null;
  if (reading !== null) {
    out.on_point_terms = reading.shared;
    out.on_point_score = reading.score;
  }
  return out;
}
