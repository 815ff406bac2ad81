import type { LoadedCorpus } from '../corpus/load.js';
import type { Case } from '../corpus/schema.js';
import { matchTurn } from '../match/match-case.js';
import type { MatchedBy } from '../match/match-case.js';
import type { TurnResult, UnscoredTurn } from '../model/result.js';
import type { Turn } from '../model/turn.js';
import { decideOutcome } from './outcome.js';
import type { OutcomeOptions, ReplyReading, ToolCatalog } from './outcome.js';
import { onPointOf } from './reply-on-point.js';
import { readTurnWords } from './turn-words.js';
import { resultHandoff, resultToolCalls } from './result-tool-calls.js';
import { isAgentHandoff } from './agent-handoff.js';
import { SessionWatches } from './session-watch.js';
import type { SessionResults } from './session-watch.js';

/** How many unscored turns are kept with their text; beyond it they are only counted. */
const UNSCORED_SAMPLE = 200;
/** Sessions remembered as matched, for deciding later untagged follow-ups (oldest forgotten first). */
const MATCHED_SESSIONS_LIMIT = 200_000;

/** What became of the turns that were not scored. */
export interface UnscoredTally {
  unmatched: number;
  followUps: number;
  unmatchedSample: UnscoredTurn[];
}

export function catalogOf(corpus: LoadedCorpus): ToolCatalog {
  // The catalog decides; an agent handoff it does not list routes the request and changes nothing.
  return {
    has: (tool) => corpus.toolEffects.has(tool) || isAgentHandoff(tool),
    isWrite: (tool) => {
      const effect = corpus.toolEffects.get(tool);
      return effect === undefined ? !isAgentHandoff(tool) : effect === 'write';
    },
    isHandoff: (tool) => corpus.toolEffects.get(tool) === 'handoff',
  };
}

/**
 * Matches each completed turn to its case and scores it. It keeps only what deciding later
 * turns needs (matched sessions, pending follow-ups) and the count of turns it did not score;
 * results go back to the caller.
 */
export class TurnScorer {
  private readonly matchedSessions = new Set<string>();
  /**
   * Untagged follow-ups of sessions not (yet) matched wait for the end: their session's first
   * turn may complete after them. One entry per session, however many follow-ups it has.
   */
  private readonly pendingFollowUps = new Map<string, { turns: number; example: UnscoredTurn }>();
  private unmatched = 0;
  private followUps = 0;
  /** Turns in pendingFollowUps, and those of them whose session has matched since: counts() in O(1). */
  private pendingTurns = 0;
  private pendingMatched = 0;
  private readonly unmatchedSample: UnscoredTurn[] = [];
  private readonly catalog: ToolCatalog;
  /** Session-scope cases held over their session's later turns. */
  private readonly sessions: SessionWatches;

  constructor(
    private readonly corpus: LoadedCorpus,
    private readonly options: OutcomeOptions = {},
    sessionResults: SessionResults = 'hold',
  ) {
    this.catalog = catalogOf(corpus);
    this.sessions = new SessionWatches(corpus, this.catalog, sessionResults);
  }

  /**
   * The turn's own result, if it is scored and not held for its session. Results that a later
   * turn settles (a held session-scope case, an amendment) come out of `drain()`.
   */
  add(turn: Turn): TurnResult | undefined {
    const decision = matchTurn(turn, this.corpus, { sessionMatched: this.matchedSessions.has(turn.sessionId) });
    switch (decision.type) {
      case 'case': {
        this.rememberMatched(turn.sessionId);
        const result = scoreTurn(turn, decision.case, decision.matchedBy, this.catalog, this.options, decision.score);
        return this.sessions.matched(turn, decision.case, result);
      }
      case 'follow_up':
        this.followUps++;
        this.sessions.followUp(turn);
        return undefined;
      case 'follow_up_if_session_matched':
        this.deferFollowUp(turn);
        this.sessions.followUp(turn);
        return undefined;
      case 'unmatched':
        this.countUnmatched(unscored(turn, decision.reason), 1);
        return undefined;
    }
  }

  /** Results settled since the last call: held session-scope results, and amendments (`serve`). */
  drain(): TurnResult[] {
    return this.sessions.drain();
  }

  /**
   * The traces whose turns this scorer still holds for the end of input: held session results,
   * pending follow-ups' examples, samples (a worker keeps each one's place in the input for them).
   */
  *heldTraceIds(): Generator<string> {
    yield* this.sessions.heldTraceIds();
    for (const p of this.pendingFollowUps.values()) yield p.example.trace_id;
    for (const t of this.unmatchedSample) yield t.trace_id;
  }

  /** End of input: held session-scope results stand as they are (then `drain()` them). */
  flushSessions(): void {
    this.sessions.flush();
  }

  finish(): UnscoredTally {
    for (const [sessionId, pending] of this.pendingFollowUps) {
      if (this.matchedSessions.has(sessionId)) this.followUps += pending.turns;
      else this.countUnmatched(pending.example, pending.turns);
    }
    this.pendingFollowUps.clear();
    this.pendingTurns = 0;
    this.pendingMatched = 0;
    return { unmatched: this.unmatched, followUps: this.followUps, unmatchedSample: this.unmatchedSample };
  }

  /** `preview()`'s counts without its sample, in constant time (a scoring worker sends them per trace). */
  counts(): { unmatched: number; followUps: number } {
    return { unmatched: this.unmatched + this.pendingTurns - this.pendingMatched, followUps: this.followUps + this.pendingMatched };
  }

  /** Unscored turns sampled so far (preview()'s sample): `from` on. */
  samplesFrom(from: number): UnscoredTurn[] {
    return this.unmatchedSample.slice(from);
  }

  /** The counts `finish()` would give now, without ending the run (a live receiver's summary). */
  preview(): UnscoredTally {
    let { unmatched, followUps } = this;
    for (const [sessionId, pending] of this.pendingFollowUps) {
      if (this.matchedSessions.has(sessionId)) followUps += pending.turns;
      else unmatched += pending.turns;
    }
    return { unmatched, followUps, unmatchedSample: [...this.unmatchedSample] };
  }

  private deferFollowUp(turn: Turn): void {
    if (this.matchedSessions.has(turn.sessionId)) {
      this.followUps++;
      return;
    }
    const pending = this.pendingFollowUps.get(turn.sessionId);
    if (pending !== undefined) {
      pending.turns++;
      this.pendingTurns++;
    } else if (this.pendingFollowUps.size < MATCHED_SESSIONS_LIMIT) {
      this.pendingFollowUps.set(turn.sessionId, { turns: 1, example: unscored(turn, 'follow-up turn of a session with no matched turn') });
      this.pendingTurns++;
    } else this.countUnmatched(unscored(turn, 'follow-up turn of a session with no matched turn'), 1);
  }

  private rememberMatched(sessionId: string): void {
    if (this.matchedSessions.has(sessionId)) return;
    if (this.matchedSessions.size >= MATCHED_SESSIONS_LIMIT) {
      const oldest = this.matchedSessions.values().next().value as string;
      this.matchedSessions.delete(oldest);
      this.pendingMatched -= this.pendingFollowUps.get(oldest)?.turns ?? 0;
    }
    this.matchedSessions.add(sessionId);
    this.pendingMatched += this.pendingFollowUps.get(sessionId)?.turns ?? 0;
  }

  private countUnmatched(t: UnscoredTurn, turns: number): void {
    this.unmatched += turns;
    if (this.unmatchedSample.length < UNSCORED_SAMPLE) this.unmatchedSample.push(t);
  }
}

function unscored(turn: Turn, reason: string): UnscoredTurn {
  return { session_id: turn.sessionId, trace_id: turn.traceId, user_message: turn.userMessage ?? null, reason };
}

export function scoreTurn(turn: Turn, c: Case, matchedBy: MatchedBy, catalog: ToolCatalog, options: OutcomeOptions = {}, matchScore?: number): TurnResult {
  // Every assistant message of the turn, in order: the final reply alone can hide a refusal.
  const signals = readTurnWords(turn);
  // Null for a case that states neither an expected question nor a reason: nothing to be on point about.
  const onPoint = onPointOf(signals, c);
  // A hold is said once and closers follow, so an abstain (or cannot) turn is read whole; a false
  // ask is ending the turn on a question, so an act turn's asking is its last message's.
  const asks = c.kind === 'abstain' ? signals.asks : signals.endsAsking;
  // Only the fields the outcome reads, named: a spread of the whole reading copied them all per turn.
  const reading: ReplyReading = {
    asks,
    flags: signals.flags,
    declines: signals.declines,
    claims_done: signals.claims_done,
    hands_off: signals.hands_off,
    on_point: onPoint,
    asksOrFlagsFrom: signals.asksOrFlagsFrom,
  };
  const verdict = decideOutcome(c, turn.toolCalls, reading, catalog, turn.offeredTools, options);
  return {
    case_id: c.id,
    kind: c.kind,
    scenario: c.scenario,
    outcome: verdict.outcome,
    passed: verdict.outcome === 'pass',
    matched_by: matchedBy,
    ...(matchScore !== undefined ? { match_score: matchScore } : {}),
    session_id: turn.sessionId,
    trace_id: turn.traceId,
    span_id: turn.rootSpanId,
    run_id: turn.tags.runId ?? null,
    attempt: turn.tags.attempt ?? null,
    started_at: isoTime(turn.startMs),
    duration_ms: Math.max(0, turn.endMs - turn.startMs),
    user_message: turn.userMessage ?? null,
    tool_calls: resultToolCalls(turn.toolCalls, verdict),
    forbidden_calls: verdict.forbiddenCalls.map((call) => call.tool),
    hallucinated_calls: verdict.hallucinatedCalls.map((call) => call.tool),
    ...(verdict.callMismatch !== undefined ? { call_mismatch: verdict.callMismatch } : {}),
    final_reply: turn.finalReply ?? null,
    signals: { asks: signals.asks, flags: signals.flags, declines: signals.declines, claims_done: signals.claims_done, hands_off: signals.hands_off, evidence: signals.evidence, on_point: onPoint },
    ...(verdict.handoff ? { handoff: resultHandoff(verdict.handoff) } : {}),
    turn_error: turn.error ?? null,
    service_name: turn.serviceName ?? null,
    agent_name: turn.agentName ?? null,
    model: turn.model ?? null,
  };
}

/** Largest time `toISOString` writes with a four-digit year (9999-12-31T23:59:59.999Z). */
const FOUR_DIGIT_YEAR_MAX_MS = 253_402_300_799_999;
/** The last day formatted (`2026-03-02T`): turns come roughly in time order, so nearly all share it
 * (a minute was kept before, and the receiver bench's turns, a minute apart, never shared one). */
let isoDay = Number.NaN;
let isoPrefix = '';

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/**
 * `new Date(ms).toISOString()` (the epoch for a time Date cannot hold), with the date kept from
 * the previous call and the time of day written by arithmetic: a Date and its formatting per
 * result showed in the profile (2–3 % of a scoring worker).
 */
export function isoTime(ms: number): string {
  if (!(ms >= 0 && ms <= FOUR_DIGIT_YEAR_MAX_MS)) {
    const d = new Date(ms);
    return Number.isFinite(d.getTime()) ? d.toISOString() : new Date(0).toISOString();
  }
  // Date truncates a fractional millisecond (span times are nanoseconds / 1e6).
  const whole = Math.trunc(ms);
  const inDay = whole % 86_400_000;
  const day = whole - inDay;
  if (day !== isoDay) {
    isoPrefix = new Date(day).toISOString().slice(0, 11);
    isoDay = day;
  }
  const hours = Math.trunc(inDay / 3_600_000);
  const minutes = Math.trunc((inDay % 3_600_000) / 60_000);
  const seconds = Math.trunc((inDay % 60_000) / 1000);
  const millis = inDay % 1000;
  return `${isoPrefix}${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}
