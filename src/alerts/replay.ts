import type { LoadedCorpus } from '../corpus/load.js';
import type { SplitSelection } from '../corpus/split.js';
import type { Finding } from '../model/finding.js';
import type { TurnResult } from '../model/result.js';
import { runScore } from '../pipeline.js';
import { isInfraFailure } from '../report/infra-failure.js';
import type { ScoreReport } from '../report/score-report.js';
import type { CompletionPolicy } from '../sessionize/trace-buffer.js';
import { AlertEngine } from './alert-engine.js';
import type { AlertRule } from './alert-rule.js';
import type { AlertEvent, AlertGroupState } from './alert-types.js';

export interface ReplayOptions {
  rules: AlertRule[];
  corpus: LoadedCorpus;
  inputs: string[];
  strict?: boolean;
  onFinding?: (f: Finding) => void;
  policy?: Partial<CompletionPolicy>;
  sessionKeys?: readonly string[];
  split?: SplitSelection;
  stdin?: NodeJS.ReadableStream;
}

export interface ReplayResult {
  rules: string[];
  events: AlertEvent[];
  /** Every rule and group as it stood after the last turn. */
  states: AlertGroupState[];
  /** Scored results replayed, and of those the abstain turns the rules count. */
  results: number;
  abstain_turns: number;
  /** Span time covered: the first and last turn's end (ISO 8601), null when nothing was scored. */
  from: string | null;
  to: string | null;
  input: ScoreReport['input'];
}

const NO_SIGNALS: TurnResult['signals'] = { asks: false, flags: false, declines: false, claims_done: false, hands_off: false, evidence: [] };

/**
 * What the engine reads of a result, kept for the sort: replies, arguments and evidence stay out
 * of memory (a long replay holds every scored turn until it is ordered). Whether the reply was
 * empty is kept, as the infrastructure-failure test reads it.
 */
function alertView(r: TurnResult): TurnResult {
  const { judge: _judge, ...rest } = r;
  const emptyReply = r.final_reply === null || r.final_reply.trim() === '';
  return { ...rest, user_message: null, final_reply: emptyReply ? r.final_reply : '…', tool_calls: [], hallucinated_calls: [], signals: NO_SIGNALS };
}

/** When a turn ended on the span clock: its root span's start plus its duration. */
export function turnEndMs(r: TurnResult): number {
  return Math.round(Date.parse(r.started_at) + (r.duration_ms ?? 0));
}

/**
 * `forbear alerts replay`: the files are scored exactly as `forbear score` scores them, then the
 * final results drive the same engine `serve` runs, in span-time order (turn end), with the span
 * clock as its clock, and in serve's order (observe, then move the clock). Deadlines between two
 * turns (time-window expiry, no data) are stamped at the deadline. Replay ends at the last turn: it never invents the silence after the files end.
 */
export async function runReplay(opts: ReplayOptions): Promise<ReplayResult> {
  const report = await runScore({
    corpus: opts.corpus,
    inputs: opts.inputs,
    strict: opts.strict ?? false,
    ...(opts.onFinding ? { onFinding: opts.onFinding } : {}),
    ...(opts.policy ? { policy: opts.policy } : {}),
    ...(opts.sessionKeys ? { sessionKeys: opts.sessionKeys } : {}),
    ...(opts.split ? { split: opts.split } : {}),
    ...(opts.stdin ? { stdin: opts.stdin } : {}),
  });
  const timed: { r: TurnResult; at: number }[] = [];
  for (const r of report.results) timed.push({ r: alertView(r), at: turnEndMs(r) });
  report.results.close();
  // Stable: turns that end together keep their scoring order.
  timed.sort((a, b) => a.at - b.at);
  const first = timed[0]?.at;
  const last = timed.at(-1)?.at;
  const engine = new AlertEngine(opts.rules, first === undefined ? {} : { startMs: first });
  const events: AlertEvent[] = [];
  let abstain = 0;
  for (const [i, { r, at }] of timed.entries()) {
    if (r.kind === 'abstain' && !isInfraFailure(r)) abstain++;
    // As serve does: the turns that end at one moment are observed (deadlines before it handled
    // first), then the clock moves to that moment (deadlines at it). A turn arriving exactly when
    // an older one leaves a time window, or at a no-data deadline, is seen before that deadline.
    events.push(...engine.observe(r, at));
    if (timed[i + 1]?.at !== at) events.push(...engine.advanceTo(at));
  }
  return {
    rules: opts.rules.map((r) => r.name),
    events,
    states: engine.states(),
    results: timed.length,
    abstain_turns: abstain,
    from: first === undefined ? null : new Date(first).toISOString(),
    to: last === undefined ? null : new Date(last).toISOString(),
    input: report.input,
  };
}
