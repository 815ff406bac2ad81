import type { ResultSignals } from '../model/result.js';

/** One tool call as forbear understood it (snake_case: `--format json` is a wire format). */
export interface InspectedToolCall {
  tool: string;
  call_id: string | null;
  /** true: a tool span ran it; false: a model requested it and no tool span exists. */
  executed: boolean;
  status: 'ok' | 'error' | 'unset';
  error: string | null;
  arguments: unknown;
  /** Only with a corpus: a forbidden tool of the matched abstain case. */
  forbidden?: boolean;
  /** Only with a corpus: offered neither in the trace, nor by the matched case, nor in the catalog. */
  hallucinated?: boolean;
}

/** What became of the turn against the corpus (only with `--cases`). */
export interface InspectedMatch {
  /** `case`: scored; `follow_up`: a later turn of a conversation; `unmatched`: answers no case. */
  type: 'case' | 'follow_up' | 'unmatched';
  case_id: string | null;
  kind: string | null;
  matched_by: string | null;
  outcome: string | null;
  reason: string | null;
  /** Organic matching: the similarity (0–1) of a `similar` (or thresholded `pattern`) match. */
  match_score?: number;
  /** Organic matching, unmatched turns: the closest case and its similarity (for tuning the threshold). */
  best_candidate?: { case_id: string; score: number };
}

export interface InspectedTurn {
  trace_id: string;
  span_id: string;
  started_at: string;
  /** Adapters that read the turn's spans. */
  conventions: string[];
  user_message: string | null;
  prior_user_messages: number;
  /** A fragment of a turn another trace tells: a client-only model call that only requested tools, or a tool span on its own. */
  intermediate_step: boolean;
  tags: { case_id: string | null; run_id: string | null; attempt: number | null };
  offered_tools: string[];
  tool_calls: InspectedToolCall[];
  final_reply: string | null;
  signals: ResultSignals;
  turn_error: string | null;
  service_name: string | null;
  agent_name: string | null;
  model: string | null;
  match?: InspectedMatch;
  /** Every assistant message of the turn, in order; only when there are several. */
  messages?: string[];
  /** Only with a corpus: the turn's part in a session-scope case (the matched turn, or the later turn that gave in). */
  session?: InspectedSessionPart;
}

/** A turn's part in a session-scope case, and the outcome the whole session gets. */
export interface InspectedSessionPart {
  case_id: string;
  role: 'matched' | 'gave_in';
  /** The turn's number from the matched turn (1). */
  turn: number;
  /** The case's outcome over the session. */
  outcome: string;
}

export interface InspectedSession {
  session_id: string;
  turns: InspectedTurn[];
}

export interface InspectReport {
  forbear_version: string;
  corpus: { name: string; version: number | string; path: string } | null;
  /** Turns per convention (a turn read by two adapters counts for both). */
  conventions: Record<string, number>;
  sessions: InspectedSession[];
  input: {
    files: number; bytes: number; spans: number; skipped_lines: number; rejected_spans: number;
    duplicate_spans: number; late_spans: number; turns: number; errors: number;
  };
}
