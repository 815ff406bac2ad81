import type { RawSpan } from '../model/raw-span.js';
import type { Message, ToolCall } from '../model/turn.js';

/**
 * What one semantic convention says about one span. Messages are read lazily: most spans
 * carry kilobytes of conversation that only a turn's root and last model call ever need.
 */
export interface SpanView {
  role: 'agent' | 'llm' | 'tool' | 'other';
  /** role 'tool': the execution this span records. */
  tool?: ToolCall;
  inputMessages?: () => Message[];
  outputMessages?: () => Message[];
  agentName?: string;
  model?: string;
  /** Names of the tools the span shows were offered to the model (its tool definitions). */
  offeredTools?: () => string[];
}

/**
 * One semantic convention. `read` returns undefined when the span is not in this convention,
 * so that the registry can try the next adapter; it must be cheap in that case.
 */
export interface ConventionAdapter {
  readonly name: string;
  read(span: RawSpan): SpanView | undefined;
  /**
   * What a span needs for `read` to recognise it: one of these attribute keys (with any value),
   * span names or instrumentation scope names. A span with none of them is not offered to the
   * adapter (the registry finds them in one pass over the span's keys); without it, every span is.
   */
  readonly recognises?: Recognises;
}

export interface Recognises {
  readonly keys?: readonly string[];
  readonly spanNames?: readonly string[];
  readonly scopeNames?: readonly string[];
}
