import type { TurnResult } from '../../model/result.js';
import { forcedKindOf } from '../../report/forced-split.js';
import { passKCurves } from '../../report/pass-k.js';
import type { KPoint } from '../../report/pass-k.js';
import { turnEndMs } from './page-record.js';
import type { PageRecord } from './page-record.js';
import { matcher } from './page-query.js';
import type { PageQuery } from './page-query.js';
import { traceUrlFor } from './trace-url.js';

/** Characters of a reply or user message sent in a list; the whole is one more request away. */
export const TEXT_PREVIEW_CHARS = 4000;

/** One failing turn as `GET /v1/live/turns` lists it: the result, texts cut to a preview. */
export type LiveTurn = TurnResult & {
  forced: 'executed' | 'failed' | 'gated' | null;
  trace_url: string | null;
  /** Whole lengths, when the text was cut to TEXT_PREVIEW_CHARS (`GET /v1/live/turn` has it all). */
  final_reply_chars?: number;
  user_message_chars?: number;
};

function cut(text: string | null, limit: number): { text: string | null; chars?: number } {
  if (text === null || text.length <= limit) return { text };
  return { text: text.slice(0, limit), chars: text.length };
}

/** A failing result with its forced-action kind and trace link; texts whole unless `limit` cuts them. */
export function liveTurn(r: TurnResult, traceUrl: string | undefined, limit = Number.POSITIVE_INFINITY): LiveTurn {
  const reply = cut(r.final_reply, limit);
  const user = cut(r.user_message, limit);
  return {
    ...r,
    final_reply: reply.text, user_message: user.text,
    ...(reply.chars !== undefined ? { final_reply_chars: reply.chars } : {}),
    ...(user.chars !== undefined ? { user_message_chars: user.chars } : {}),
    forced: forcedKindOf(r) ?? null,
    trace_url: traceUrlFor(traceUrl, r.trace_id, r.span_id),
  };
}

/** The latest failing turns in the query's window and filter, newest first; `forced` keeps forced actions only. */
export function latestTurns(failing: readonly TurnResult[], q: PageQuery, nowMs: number, opts: { forcedOnly: boolean; limit: number; traceUrl?: string | undefined }): LiveTurn[] {
  const keep = matcher(q, nowMs);
  const out: LiveTurn[] = [];
  for (const r of failing) {
    if (out.length >= opts.limit) break;
    if (opts.forcedOnly && forcedKindOf(r) === undefined) continue;
    if (!keep({ key: '', at: turnEndMs(r), infra: false, slim: r })) continue;
    out.push(liveTurn(r, opts.traceUrl, TEXT_PREVIEW_CHARS));
  }
  return out;
}

/** `GET /v1/live/case`: one case's attempts over time, pass^k and how often its outcome flips. */
export interface CaseDrillDown {
  case_id: string;
  kind: string | null;
  scenario: string | null;
  attempts: number;
  passes: number;
  infra_failures: number;
  status: 'pass' | 'fail' | 'flaky' | 'not_attempted';
  /** Consecutive attempts (in time order) whose pass/fail differs, over attempts − 1: 0 steady, 1 alternating. */
  flip_rate: number | null;
  pass_hat_k: KPoint[];
  pass_at_k: KPoint[];
  /** Oldest first; the latest MAX_CASE_ATTEMPTS. */
  history: { at: string; outcome: string; passed: boolean; infra: boolean; run_id: string | null; attempt: number | null; model: string | null; trace_id: string; span_id: string; trace_url: string | null }[];
}

const MAX_CASE_ATTEMPTS = 500;

/** pass^k points shown at most (k = 1 … 10). */
const MAX_K = 10;

export function caseDrillDown(records: Iterable<PageRecord>, caseId: string, q: PageQuery, nowMs: number, opts: { traceUrl?: string | undefined; known?: { kind: string; scenario: string } | undefined } = {}): CaseDrillDown {
  const traceUrl = opts.traceUrl;
  const keep = matcher(q, nowMs);
  const mine: PageRecord[] = [];
  for (const rec of records) if (rec.slim.case_id === caseId && keep(rec)) mine.push(rec);
  mine.sort((a, b) => a.at - b.at);
  const scored = mine.filter((r) => !r.infra);
  const passes = scored.filter((r) => r.slim.passed).length;
  let flips = 0;
  for (let i = 1; i < scored.length; i++) if (scored[i]!.slim.passed !== scored[i - 1]!.slim.passed) flips++;
  const curves = passKCurves([{ attempts: scored.length, passes }]);
  const first = mine[0]?.slim;
  return {
    case_id: caseId, kind: opts.known?.kind ?? first?.kind ?? null, scenario: opts.known?.scenario ?? first?.scenario ?? null,
    attempts: scored.length, passes, infra_failures: mine.length - scored.length,
    status: scored.length === 0 ? 'not_attempted' : passes === scored.length ? 'pass' : passes === 0 ? 'fail' : 'flaky',
    flip_rate: scored.length > 1 ? flips / (scored.length - 1) : null,
    pass_hat_k: curves.pass_hat_k.slice(0, MAX_K), pass_at_k: curves.pass_at_k.slice(0, MAX_K),
    history: mine.slice(-MAX_CASE_ATTEMPTS).map((r) => ({
      at: new Date(r.at).toISOString(), outcome: r.slim.outcome, passed: r.slim.passed, infra: r.infra, run_id: r.slim.run_id, attempt: r.slim.attempt,
      model: r.slim.model, trace_id: r.slim.trace_id, span_id: r.slim.span_id, trace_url: traceUrlFor(traceUrl, r.slim.trace_id, r.slim.span_id),
    })),
  };
}
