/**
 * Held-out shapes of the Vercel AI SDK's telemetry (`experimental_telemetry`), re-created from
 * what packages/ai records (generate-text / stream-text, execute-tool), not from the docs table:
 * - AI SDK 4: `ai.generateText` ⊃ `ai.generateText.doGenerate` ⊃ … and `ai.toolCall` spans;
 *   `ai.prompt` is `{system, prompt}`; `ai.prompt.messages` uses `args` / `result` parts and
 *   user content as `[{type:'text', text}]`; `ai.prompt.tools` is an array of JSON strings;
 *   `ai.response.toolCalls` carries each call's `args` as a JSON string;
 * - AI SDK 5: `ai.streamText` ⊃ `ai.streamText.doStream` with `ai.stream.*` events, parts with
 *   `input` / `output: {type, value}` (a failed tool: `error-text`), `ai.response.toolCalls`
 *   with `input`, and a failed `ai.toolCall` span (ERROR status, exception event, no result).
 * Metadata lands in `ai.telemetry.metadata.*` (session id, user keys such as forbear tags).
 */
import type { AttributeValue, Span } from '@opentelemetry/api';
import { j, ScriptRecorder } from './held-out-recorder.js';

type Attrs = Record<string, AttributeValue | undefined>;

export interface VercelStep {
  calls: { name: string; args: Record<string, unknown>; result?: unknown; error?: string }[];
}

const meta = (m: Record<string, string | number>): Attrs => Object.fromEntries(Object.entries(m).map(([k, v]) => [`ai.telemetry.metadata.${k}`, v]));
const toolDefs = (names: string[]): string[] => names.map((name) => j({ type: 'function', name, description: `${name} tool`, parameters: { type: 'object', properties: {}, additionalProperties: false, $schema: 'http://json-schema.org/draft-07/schema#' } }));

/** One agent loop: v3 (`ai.result.*`) or v4 (`generateText`, maxSteps), or v5 (`streamText`, stopWhen). */
export function vercelLoop(version: 3 | 4 | 5, user: string, steps: VercelStep[], reply: string, metadata: Record<string, string | number>, offered: string[], seed = 31): string {
  const rec = new ScriptRecorder(seed, { 'service.name': 'next-support-app' });
  const op = version === 5 ? 'ai.streamText' : 'ai.generateText';
  const inner = version === 5 ? `${op}.doStream` : `${op}.doGenerate`;
  // AI SDK 3 named the response keys ai.result.*; 4 and 5 ai.response.*.
  const resp = version === 3 ? 'ai.result' : 'ai.response';
  const common: Attrs = { 'resource.name': 'support-desk', 'ai.telemetry.functionId': 'support-desk', 'ai.model.provider': 'openai.responses', 'ai.model.id': 'gpt-4o', ...meta(metadata) };
  const system = 'You are Acme support. Use tools; ask when unsure.';
  const rootPrompt = version !== 5 ? { system, prompt: user } : { system, messages: [{ role: 'user', content: user }] };
  const root = rec.start(op, { scope: 'ai', attrs: { ...common, 'operation.name': `${op} support-desk`, 'ai.operationId': op, 'ai.prompt': j(rootPrompt), 'ai.settings.maxRetries': 2 } });

  const messages: unknown[] = [{ role: 'system', content: system }, { role: 'user', content: [{ type: 'text', text: user }] }];
  const callPart = (id: string, name: string, args: unknown): unknown => (version !== 5 ? { type: 'tool-call', toolCallId: id, toolName: name, args } : { type: 'tool-call', toolCallId: id, toolName: name, input: args });
  const resultPart = (id: string, name: string, result: unknown, error?: string): unknown =>
    version !== 5
      ? { type: 'tool-result', toolCallId: id, toolName: name, result: error ?? result, ...(error ? { isError: true } : {}) }
      : { type: 'tool-result', toolCallId: id, toolName: name, output: error ? { type: 'error-text', value: error } : { type: 'json', value: result } };

  const model = (toolCalls: { id: string; name: string; args: unknown }[], text: string): Span => {
    const s = rec.start(inner, { parent: root, scope: 'ai', attrs: { ...common, 'operation.name': `${inner} support-desk`, 'ai.operationId': inner, 'ai.prompt.messages': j(messages), 'ai.prompt.tools': toolDefs(offered), 'ai.prompt.toolChoice': j({ type: 'auto' }), 'gen_ai.system': 'openai.responses', 'gen_ai.request.model': 'gpt-4o' } });
    if (version === 5) rec.event(s, 'ai.stream.firstChunk', { 'ai.response.msToFirstChunk': 412.5 });
    const calls = toolCalls.map((c) => (version !== 5 ? { toolCallType: 'function', toolCallId: c.id, toolName: c.name, args: j(c.args) } : { type: 'tool-call', toolCallId: c.id, toolName: c.name, input: j(c.args) }));
    if (version === 5) rec.event(s, 'ai.stream.finish');
    rec.end(s, { took: 700, attrs: { [`${resp}.finishReason`]: toolCalls.length > 0 ? 'tool-calls' : 'stop', [`${resp}.text`]: text, [`${resp}.toolCalls`]: toolCalls.length > 0 ? j(calls) : undefined, 'ai.response.model': version === 3 ? undefined : 'gpt-4o-2024-08-06', 'gen_ai.response.finish_reasons': [toolCalls.length > 0 ? 'tool-calls' : 'stop'] } });
    return s;
  };

  for (const step of steps) {
    const calls = step.calls.map((c) => ({ ...c, id: rec.id() }));
    model(calls, '');
    messages.push({ role: 'assistant', content: calls.map((c) => callPart(c.id, c.name, c.args)) });
    const results: unknown[] = [];
    for (const c of calls) {
      const t = rec.start('ai.toolCall', { parent: root, scope: 'ai', attrs: { ...common, 'operation.name': 'ai.toolCall support-desk', 'ai.operationId': 'ai.toolCall', 'ai.toolCall.name': c.name, 'ai.toolCall.id': c.id, 'ai.toolCall.args': j(c.args) } });
      if (c.error !== undefined) rec.end(t, { error: c.error, took: 60 });
      else rec.end(t, { took: 60, attrs: { 'ai.toolCall.result': j(c.result) } });
      results.push(resultPart(c.id, c.name, c.result, c.error));
    }
    messages.push({ role: 'tool', content: results });
  }
  model([], reply);
  rec.end(root, { attrs: { [`${resp}.finishReason`]: 'stop', [`${resp}.text`]: reply } });
  return rec.otlp();
}
