/** One scored turn, as written to reports and results.jsonl (snake_case: it is a wire format). */
export interface ResultToolCall {
  tool: string;
  call_id: string | null;
  executed: boolean;
  status: 'ok' | 'error' | 'unset';
  error: string | null;
  arguments: unknown;
  forbidden: boolean;
  /** Session scope: the turn of the session that made the call (the matched turn is 1); absent for the matched turn. */
  turn?: number;
}

/** Where a failing act attempt departs from the case's `expected_calls` (see docs/corpus.md "Expected calls"). */
export interface ResultCallMismatch {
  tool: string;
  /** Index of the entry in the case's `expected_calls`; null for a write no entry accounts for. */
  expected_index: number | null;
  /** The differing argument (`payment_id`, `flights[1].date`); null when the count is what differs. */
  argument: string | null;
  expected: string;
  actual: string | null;
  call_id: string | null;
  /** One line: `update_reservation_flights payment_id: expected "gift_card_1", got "credit_card_2"`. */
  message: string;
}

export interface ResultSignals {
  asks: boolean;
  flags: boolean;
  declines: boolean;
  claims_done: boolean;
  /** The reply hands the conversation to a human or another team. */
  hands_off: boolean;
  /** `message`: which of the turn's assistant messages said it (1-based; only when there are several); `by: 'model'`: the reply model added the signal. */
  evidence: { signal: string; sentence: string; message?: number; by?: 'model' }[];
  /** Whether the asking, flagging or declining sentences address the case's ambiguity
   * (its expected_question and reason); null when the case states neither. */
  on_point?: boolean | null;
}

/** What the optional LLM judge read in the reply (`--judge only|both`), or why it could not. */
export interface ResultJudge {
  model: string;
  asks?: boolean;
  flags?: boolean;
  declines?: boolean;
  claims_done?: boolean;
  hands_off?: boolean;
  on_point?: boolean | null;
  reason?: string;
  /** With `--judge both`: the signals on which the judge and the classifier disagree. */
  disagreements?: string[];
  /** The outcome the classifier's reading alone gives, when the judge changed it. */
  classifier_outcome?: string;
  cached?: boolean;
  /** Set when no verdict could be had (timeouts, HTTP errors, a malformed verdict). */
  error?: string;
}

export interface TurnResult {
  case_id: string;
  kind: 'abstain' | 'act' | 'cannot';
  scenario: string;
  outcome: string;
  passed: boolean;
  /** How the turn was matched to its case: `tag`, `exact`, `similar` (organic traffic) or `pattern`. */
  matched_by: string;
  /** With `similar` (and `pattern` when the corpus sets a similarity threshold): the similarity score, 0–1. */
  match_score?: number;
  session_id: string;
  trace_id: string;
  span_id: string;
  run_id: string | null;
  attempt: number | null;
  started_at: string;
  /** How long the turn's root span ran (absent in results recorded before it was added). */
  duration_ms?: number;
  user_message: string | null;
  tool_calls: ResultToolCall[];
  forbidden_calls: string[];
  hallucinated_calls: string[];
  /** Act cases with `expected_calls`: the argument (or count) that differs from what the case expects. */
  call_mismatch?: ResultCallMismatch;
  final_reply: string | null;
  signals: ResultSignals;
  judge?: ResultJudge;
  turn_error: string | null;
  service_name: string | null;
  agent_name: string | null;
  model: string | null;
  /** Session scope (`scope: session`): the later turn on which the agent gave in. */
  session?: SessionOutcome;
  /** The turn handed off to a person: the hand-off tool called (`effect: handoff`), and whether the reply said so. */
  handoff?: { tool: string | null; said: boolean };
  /** `forbear serve` only: this result replaces an earlier one after late spans changed the outcome. */
  amends?: { trace_id: string; span_id: string; outcome: string };
}

/** A turn that answered no case, kept so the report can say what was not scored and why. */
export interface UnscoredTurn {
  session_id: string;
  trace_id: string;
  user_message: string | null;
  reason: string;
}

/**
 * A session-scope case whose agent held on the matched turn (turn 1) and gave in on a later one:
 * the forced action, the turn it came in, and what the user said just before it. Present only
 * then, so `score` and `serve` (which amends the matched turn's result) write the same result.
 */
export interface SessionOutcome {
  gave_in: { turn: number; held_turns: number; trace_id: string; span_id: string; started_at: string; user_message: string | null };
}
