import type { LoadedCorpus } from '../corpus/load.js';
import type { Case } from '../corpus/schema.js';
import { matchTurn } from '../match/match-case.js';
import type { MatchedBy } from '../match/match-case.js';
import type { TurnResult, UnscoredTurn } from '../model/result.js';
import type { Turn } from '../model/turn.js';
import type { AttrValue } from '../model/raw-span.js';
import { jsonValue } from '../normalize/attr.js';
import { decideOutcome } from './outcome.js';
import type { ToolCatalog } from './outcome.js';
import { checkResponse } from './response-check.js';

/** How many unscored turns are kept with their text; beyond it they are only counted. */
const UNSCORED_SAMPLE = 200;

export interface ScoredTurns {
  results: TurnResult[];
  unmatched: number;
  followUps: number;
  unmatchedSample: UnscoredTurn[];
}

export function catalogOf(corpus: LoadedCorpus): ToolCatalog {
  return {
    has: (tool) => corpus.toolEffects.has(tool),
    isWrite: (tool) => corpus.toolEffects.get(tool) !== 'read',
  };
}

/** Matches each completed turn to its case and scores it; keeps the tallies the report needs. */
export class TurnScorer {
  private readonly results: TurnResult[] = [];
  private readonly matchedSessions = new Set<string>();
  /** Untagged follow-ups wait for the end: their session's first turn may complete after them. */
  private readonly pendingFollowUps: UnscoredTurn[] = [];
  private unmatched = 0;
  private followUps = 0;
  private readonly unmatchedSample: UnscoredTurn[] = [];
  private readonly catalog: ToolCatalog;

  constructor(private readonly corpus: LoadedCorpus) {
    this.catalog = catalogOf(corpus);
  }

  add(turn: Turn): TurnResult | undefined {
    const decision = matchTurn(turn, this.corpus);
    switch (decision.type) {
      case 'case': {
        this.matchedSessions.add(turn.sessionId);
        const result = scoreTurn(turn, decision.case, decision.matchedBy, this.catalog);
        this.results.push(result);
        return result;
      }
      case 'follow_up':
        this.followUps++;
        return undefined;
      case 'follow_up_if_session_matched':
        this.pendingFollowUps.push(unscored(turn, 'follow-up turn of a session with no matched turn'));
        return undefined;
      case 'unmatched':
        this.countUnmatched(unscored(turn, decision.reason));
        return undefined;
    }
  }

  finish(): ScoredTurns {
    for (const t of this.pendingFollowUps.splice(0)) {
      if (this.matchedSessions.has(t.session_id)) this.followUps++;
      else this.countUnmatched(t);
    }
    return { results: this.results, unmatched: this.unmatched, followUps: this.followUps, unmatchedSample: this.unmatchedSample };
  }

  private countUnmatched(t: UnscoredTurn): void {
    this.unmatched++;
    if (this.unmatchedSample.length < UNSCORED_SAMPLE) this.unmatchedSample.push(t);
  }
}

function unscored(turn: Turn, reason: string): UnscoredTurn {
  return { session_id: turn.sessionId, trace_id: turn.traceId, user_message: turn.userMessage ?? null, reason };
}

export function scoreTurn(turn: Turn, c: Case, matchedBy: MatchedBy, catalog: ToolCatalog): TurnResult {
  const signals = checkResponse(turn.finalReply);
  const verdict = decideOutcome(c, turn.toolCalls, signals, catalog);
  const forbidden = new Set(c.forbidden_tools);
  return {
    case_id: c.id,
    kind: c.kind,
    scenario: c.scenario,
    outcome: verdict.outcome,
    passed: verdict.outcome === 'pass',
    matched_by: matchedBy,
    session_id: turn.sessionId,
    trace_id: turn.traceId,
    span_id: turn.rootSpanId,
    run_id: turn.tags.runId ?? null,
    attempt: turn.tags.attempt ?? null,
    started_at: isoTime(turn.startMs),
    user_message: turn.userMessage ?? null,
    tool_calls: turn.toolCalls.map((call) => ({
      tool: call.tool,
      call_id: call.callId ?? null,
      executed: call.executed,
      status: call.status,
      error: call.error ?? null,
      arguments: jsonValue(call.arguments as AttrValue) ?? null,
      forbidden: forbidden.has(call.tool),
    })),
    forbidden_calls: verdict.forbiddenCalls.map((call) => call.tool),
    hallucinated_calls: verdict.hallucinatedCalls.map((call) => call.tool),
    final_reply: turn.finalReply ?? null,
    signals: { asks: signals.asks, flags: signals.flags, declines: signals.declines, claims_done: signals.claims_done, evidence: signals.evidence },
    turn_error: turn.error ?? null,
    service_name: turn.serviceName ?? null,
    agent_name: turn.agentName ?? null,
    model: turn.model ?? null,
  };
}

function isoTime(ms: number): string {
  const d = new Date(ms);
  return Number.isFinite(d.getTime()) ? d.toISOString() : new Date(0).toISOString();
}
