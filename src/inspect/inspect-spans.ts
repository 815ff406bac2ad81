import type { LoadedCorpus } from '../corpus/load.js';
import { readSpanInputs } from '../ingest/file-reader.js';
import type { SpanConsumer } from '../ingest/file-reader.js';
import { matchTurn } from '../match/match-case.js';
import { roundScore } from '../match/organic-matcher.js';
import type { Finding } from '../model/finding.js';
import type { AttrValue, RawSpan } from '../model/raw-span.js';
import type { Turn } from '../model/turn.js';
import type { ConventionAdapter } from '../normalize/adapter.js';
import { ADAPTERS } from '../normalize/adapters.js';
import { jsonValue } from '../normalize/attr.js';
import { SESSION_KEYS, toSpanRecord } from '../normalize/span-record.js';
import { SessionWatches } from '../score/session-watch.js';
import { readTurnWords } from '../score/turn-words.js';
import type { TurnResult } from '../model/result.js';
import type { Case } from '../corpus/schema.js';
import { catalogOf, isoTime, scoreTurn } from '../score/turn-scorer.js';
import { DEFAULT_POLICY, TraceBuffer } from '../sessionize/trace-buffer.js';
import type { CompletionPolicy } from '../sessionize/trace-buffer.js';
import { assembleTurns } from '../sessionize/turn-assembler.js';
import { FORBEAR_VERSION } from '../version.js';
import type { InspectedMatch, InspectedSession, InspectedTurn, InspectReport } from './inspect-report.js';

export interface InspectOptions {
  inputs: string[];
  /** With a corpus, each turn shows the case it matched and the outcome it would get. */
  corpus?: LoadedCorpus;
  sessionKeys?: readonly string[];
  adapters?: readonly ConventionAdapter[];
  policy?: Partial<CompletionPolicy>;
  strict?: boolean;
  onFinding?: (f: Finding) => void;
  stdin?: NodeJS.ReadableStream;
}

/**
 * `forbear inspect`: the same ingest, adapters and turn assembly as `score`, but every turn is
 * kept and described — conventions, user message, calls, reply, signals, and (with a corpus) the
 * case and outcome — grouped by session. Holds every turn in memory: a diagnostic, not a batch job.
 */
export async function inspectSpans(opts: InspectOptions): Promise<InspectReport> {
  const adapters = opts.adapters ?? ADAPTERS;
  const sessionKeys = opts.sessionKeys ?? SESSION_KEYS;
  const sessions = new Map<string, InspectedTurn[]>();
  const matchedSessions = new Set<string>();
  const pendingFollowUps: { sessionId: string; turn: InspectedTurn }[] = [];
  const conventions: Record<string, number> = {};
  let turns = 0;
  // Session-scope cases, followed over their sessions as `score` follows them.
  const watches = opts.corpus === undefined ? undefined : new SessionWatches(opts.corpus, catalogOf(opts.corpus), 'hold');
  const byTurn = new Map<string, InspectedTurn>();
  const followed: Followed[] = [];
  const buffer = new TraceBuffer({ ...DEFAULT_POLICY, ...opts.policy }, (traceId, records) => {
    for (const turn of assembleTurns(traceId, records)) {
      turns++;
      for (const c of turn.conventions) conventions[c] = (conventions[c] ?? 0) + 1;
      const inspected = describeTurn(turn);
      byTurn.set(`${turn.traceId}/${turn.rootSpanId}`, inspected);
      if (opts.corpus !== undefined) {
        const match = matchOf(turn, opts.corpus, inspected, followed);
        if (match.type !== 'case') followed.push({ turn });
        if (match.type === 'case') matchedSessions.add(turn.sessionId);
        if (match.reason === PENDING) pendingFollowUps.push({ sessionId: turn.sessionId, turn: inspected });
        inspected.match = match;
      }
      const list = sessions.get(turn.sessionId);
      if (list === undefined) sessions.set(turn.sessionId, [inspected]);
      else list.push(inspected);
    }
  });
  let watermark = Number.NEGATIVE_INFINITY;
  const consumer: SpanConsumer = {
    startSource(): void {
      watermark = Number.NEGATIVE_INFINITY;
    },
    consume(spans: RawSpan[]): void {
      for (const span of spans) {
        if (span.startMs > watermark) watermark = span.startMs;
        buffer.add(span.traceId, toSpanRecord(span, adapters, sessionKeys), watermark);
      }
      buffer.endRequest(watermark);
    },
  };
  let errors = 0;
  const onFinding = (f: Finding): void => {
    if (f.severity === 'error') errors++;
    opts.onFinding?.(f);
  };
  const stats = await readSpanInputs(opts.inputs, consumer, { strict: opts.strict ?? false, onFinding, ...(opts.stdin ? { stdin: opts.stdin } : {}) });
  buffer.flush();
  // Every turn is held here, so sessions are followed in time order whatever order the file had.
  followed.sort((a, b) => a.turn.startMs - b.turn.startMs);
  for (const f of followed) {
    if (f.scored === undefined) watches?.followUp(f.turn);
    else watches?.matched(f.turn, f.scored.c, f.scored.result);
  }
  watches?.flush();
  for (const r of watches?.drain() ?? []) markSession(r, byTurn);
  // An untagged follow-up is a follow-up of a matched session, else a turn that answers nothing.
  for (const { sessionId, turn } of pendingFollowUps) {
    turn.match = matchedSessions.has(sessionId)
      ? { ...turn.match!, type: 'follow_up', reason: 'a later turn of a conversation whose first turn matched a case' }
      : { ...turn.match!, type: 'unmatched', reason: 'follow-up turn of a session with no matched turn' };
  }
  const out: InspectedSession[] = [...sessions].map(([session_id, list]) => ({
    session_id,
    turns: list.sort((a, b) => a.started_at.localeCompare(b.started_at)),
  }));
  out.sort((a, b) => a.turns[0]!.started_at.localeCompare(b.turns[0]!.started_at));
  const c = opts.corpus;
  return {
    forbear_version: FORBEAR_VERSION,
    corpus: c === undefined ? null : { name: c.corpus.corpus, version: c.corpus.version, path: c.path },
    conventions,
    sessions: out,
    input: {
      files: stats.files, bytes: stats.bytes, spans: stats.spans, skipped_lines: stats.skippedLines, rejected_spans: stats.rejectedSpans,
      duplicate_spans: buffer.stats.duplicateSpans, late_spans: buffer.stats.lateSpans, turns, errors,
    },
  };
}

const PENDING = 'untagged follow-up: decided once every turn has been read';

/** A settled session-scope result marks its matched turn, and the later turn that gave in. */
function markSession(r: TurnResult, byTurn: Map<string, InspectedTurn>): void {
  const matched = byTurn.get(`${r.trace_id}/${r.span_id}`);
  if (matched !== undefined) {
    matched.session = { case_id: r.case_id, role: 'matched', turn: 1, outcome: r.outcome };
    // The outcome the case gets is the session's, as `score` reports it.
    if (matched.match !== undefined) matched.match.outcome = r.outcome;
  }
  const gave = r.session?.gave_in;
  const later = gave === undefined ? undefined : byTurn.get(`${gave.trace_id}/${gave.span_id}`);
  if (gave !== undefined && later !== undefined) later.session = { case_id: r.case_id, role: 'gave_in', turn: gave.turn, outcome: r.outcome };
}

function describeTurn(turn: Turn): InspectedTurn {
  const signals = readTurnWords(turn);
  const texts = turn.assistantTexts ?? [];
  return {
    trace_id: turn.traceId,
    span_id: turn.rootSpanId,
    started_at: isoTime(turn.startMs),
    conventions: turn.conventions,
    user_message: turn.userMessage ?? null,
    prior_user_messages: turn.priorUserMessages,
    intermediate_step: turn.intermediateStep === true,
    tags: { case_id: turn.tags.caseId ?? null, run_id: turn.tags.runId ?? null, attempt: turn.tags.attempt ?? null },
    offered_tools: turn.offeredTools,
    tool_calls: turn.toolCalls.map((c) => ({
      tool: c.tool, call_id: c.callId ?? null, executed: c.executed, status: c.status, error: c.error ?? null,
      arguments: jsonValue(c.arguments as AttrValue) ?? null,
    })),
    final_reply: turn.finalReply ?? null,
    signals: { asks: signals.asks, flags: signals.flags, declines: signals.declines, claims_done: signals.claims_done, hands_off: signals.hands_off, evidence: signals.evidence },
    turn_error: turn.error ?? null,
    service_name: turn.serviceName ?? null,
    agent_name: turn.agentName ?? null,
    model: turn.model ?? null,
    ...(texts.length > 1 ? { messages: texts.map((t) => t.text) } : {}),
  };
}

/** A turn in the order sessions are followed: scored against its case, or a later turn. */
interface Followed {
  turn: Turn;
  scored?: { c: Case; result: TurnResult };
}

function matchOf(turn: Turn, corpus: LoadedCorpus, inspected: InspectedTurn, followed: Followed[]): InspectedMatch {
  const none = { case_id: null, kind: null, matched_by: null, outcome: null };
  const d = matchTurn(turn, corpus);
  switch (d.type) {
    case 'case': {
      const result = scoreTurn(turn, d.case, d.matchedBy, catalogOf(corpus), {}, d.score);
      followed.push({ turn, scored: { c: d.case, result } });
      const hallucinated = new Set(result.hallucinated_calls);
      inspected.tool_calls.forEach((call, i) => {
        call.forbidden = result.tool_calls[i]?.forbidden ?? false;
        call.hallucinated = hallucinated.has(call.tool);
      });
      return { type: 'case', case_id: d.case.id, kind: d.case.kind, matched_by: d.matchedBy, outcome: result.outcome, reason: null, ...(d.score === undefined ? {} : { match_score: d.score }) };
    }
    case 'follow_up':
      return { type: 'follow_up', ...none, reason: turn.intermediateStep ? 'a fragment of a turn another trace tells (a model call that only requested tools, a tool span on its own, or a trace with no agent, model or tool call such as an MCP handshake)' : 'a later turn of a conversation' };
    case 'follow_up_if_session_matched':
      return { type: 'follow_up', ...none, reason: PENDING };
    case 'unmatched':
      return { type: 'unmatched', ...none, reason: d.reason, ...(d.best === undefined ? {} : { best_candidate: { case_id: d.best.case.id, score: roundScore(d.best.score) } }) };
  }
}
