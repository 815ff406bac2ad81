/**
 * Neutral, convention-free view of one agent turn: what normalize + sessionize produce
 * and what match and score consume.
 */

export interface ToolCall {
  tool: string;
  callId: string | undefined;
  /** As recorded: a JSON string or a structured value (parsed only for turns that are scored). */
  arguments: unknown;
  /** true: a tool-execution span ran it; false: a model asked for it but no execution span exists. */
  executed: boolean;
  status: 'ok' | 'error' | 'unset';
  error: string | undefined;
  spanId: string | undefined;
  startMs: number;
}

export interface ToolCallRequest {
  id: string | undefined;
  name: string;
  arguments: unknown;
}

/** A tool's answer carried in a conversation (a `tool` message or a tool-result part). */
export interface ToolResultRef {
  id: string | undefined;
  name: string | undefined;
  /** The framework marked the result as an error, or the result is an `{error: …}` object. */
  isError: boolean;
}

export interface Message {
  role: string;
  /** Text parts joined with newlines; '' when the message carries no text. */
  text: string;
  toolCalls: ToolCallRequest[];
  /** Tool results the message carries (history of a model call's input); absent when none. */
  toolResults?: ToolResultRef[];
}

/** One thing the agent said during a turn, in the order said (the whole turn, not only the last). */
export interface AssistantText {
  text: string;
  /** The span that recorded it (a model call, or the turn's root). */
  spanId: string;
  /** When it was said, on the spans' clock: orders words against tool calls. */
  atMs: number;
}

export interface CaseTags {
  caseId: string | undefined;
  runId: string | undefined;
  attempt: number | undefined;
}

export interface Turn {
  traceId: string;
  /** The span that roots the turn (the top-level agent invocation, or the trace root). */
  rootSpanId: string;
  sessionId: string;
  /** The newest user message the turn answers. */
  userMessage: string | undefined;
  /** User messages that came before it in the same input: > 0 means a follow-up turn. */
  priorUserMessages: number;
  /** Read on first access: unscored turns never pay for parsing their outputs. */
  readonly finalReply: string | undefined;
  readonly toolCalls: ToolCall[];
  /** Every assistant text of the turn, in order (the final reply last); read on first access. */
  readonly assistantTexts?: AssistantText[];
  tags: CaseTags;
  startMs: number;
  endMs: number;
  /** The root span ended in error (an infrastructure failure when there is no reply). */
  error: string | undefined;
  /** Names of the conventions whose adapters read the turn's spans. */
  conventions: string[];
  /** Tools the trace shows the agent was offered (tool definitions on its spans); read on first access. */
  readonly offeredTools: string[];
  /**
   * A fragment of a turn that another trace tells whole, so it is not scored on its own: a model
   * call recorded without an agent span whose output only requests tools (its later call carries
   * this step in its input), or a trace rooted at a tool span (tools instrumented, the model call
   * and agent not, or in another trace).
   */
  intermediateStep?: boolean;
  /** Resource attributes of the root span, e.g. service.name. */
  serviceName: string | undefined;
  agentName: string | undefined;
  model: string | undefined;
}
