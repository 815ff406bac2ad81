/**
 * GenAI-convention agent turns laid out step by step with the real OpenTelemetry SDK: what the
 * agent said and which tools it called, in order, each turn its own trace in one conversation
 * (`gen_ai.conversation.id`), the way a chat service instrumented per request records them.
 */
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { ScriptRecorder, SpanKind, j } from './held-out-recorder.js';

export type Step =
  | { say: string }
  /** `ran`: executed (default), `failed`: executed and returned an error, `held`: requested, no execution (a gate). */
  | { call: string; args?: Record<string, unknown>; ran?: 'ok' | 'failed' | 'held' };

export interface StepTurn {
  user: string;
  steps: Step[];
}

const text = (role: string, content: string): unknown => ({ role, parts: [{ type: 'text', content }] });

interface ConversationOptions {
  conversationId: string;
  caseId?: string;
  attempt?: number;
  seed?: number;
}

/** OTLP/JSON lines of a conversation: one trace per user message, tagged with `caseId` when given. */
export function conversation(turns: StepTurn[], o: ConversationOptions): string {
  return record(turns, o).otlp();
}

/** One OTLP/JSON export request per turn (trace), in the order the turns were taken. */
export function conversationRequests(turns: StepTurn[], o: ConversationOptions): string[] {
  const byTrace = new Map<string, ReadableSpan[]>();
  for (const span of record(turns, o).spans()) {
    const id = span.spanContext().traceId;
    byTrace.set(id, [...(byTrace.get(id) ?? []), span]);
  }
  return [...byTrace.values()].map((spans) => new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans)!));
}

function record(turns: StepTurn[], o: ConversationOptions): ScriptRecorder {
  const rec = new ScriptRecorder(o.seed ?? 401);
  const history: unknown[] = [];
  let n = 0;
  for (const t of turns) {
    rec.wait(60_000);
    history.push(text('user', t.user));
    const tags = o.caseId === undefined ? {} : { 'forbear.case.id': o.caseId, 'forbear.attempt': o.attempt ?? 1 };
    const root = rec.start('invoke_agent desk', { attrs: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'desk', 'gen_ai.conversation.id': o.conversationId, 'gen_ai.input.messages': j(history), ...tags } });
    let last: string | undefined;
    for (const step of t.steps) {
      const chat = rec.start('chat gpt-4o', { parent: root, kind: SpanKind.CLIENT, attrs: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.conversation.id': o.conversationId } });
      if ('say' in step) {
        rec.end(chat, { attrs: { 'gen_ai.output.messages': j([text('assistant', step.say)]) } });
        history.push(text('assistant', step.say));
        last = step.say;
        continue;
      }
      const id = `call_${++n}`;
      rec.end(chat, { attrs: { 'gen_ai.output.messages': j([{ role: 'assistant', parts: [{ type: 'tool_call', id, name: step.call, arguments: step.args ?? {} }] }]) } });
      if (step.ran === 'held') continue;
      const tool = rec.start(`execute_tool ${step.call}`, { parent: root, attrs: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': step.call, 'gen_ai.tool.call.id': id, 'gen_ai.tool.call.arguments': j(step.args ?? {}) } });
      rec.end(tool, step.ran === 'failed' ? { error: `${step.call} failed` } : {});
    }
    rec.end(root, last === undefined ? {} : { attrs: { 'gen_ai.output.messages': j([text('assistant', last)]) } });
  }
  return rec;
}
