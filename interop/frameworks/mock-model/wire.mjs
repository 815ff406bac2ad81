// The OpenAI wire formats the mock answers in: Chat Completions (JSON and SSE chunks) and the
// Responses API (JSON and SSE events), shaped as the OpenAI API documents them so the frameworks'
// own clients parse them unchanged.
import { callId } from './script.mjs';

const CREATED = 1767225600; // fixed: runs are deterministic

function usage(reply) {
  const out = Math.max(1, Math.ceil(JSON.stringify(reply).length / 4));
  return { prompt: 50, completion: out };
}

function toolCallsOf(answer) {
  return (answer.reply.tool_calls ?? []).map((c, i) => ({
    id: callId(answer.scenario.id, answer.turnIndex, answer.step, i),
    name: c.name,
    arguments: JSON.stringify(c.arguments ?? {}),
  }));
}

/** A whole `chat.completion` object. */
export function chatCompletion(answer, model) {
  const calls = toolCallsOf(answer);
  const u = usage(answer.reply);
  const message = { role: 'assistant', content: answer.reply.content ?? null, refusal: null };
  if (calls.length) {
    message.tool_calls = calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } }));
  }
  return {
    id: `chatcmpl-${answer.scenario.id}-${answer.turnIndex + 1}-${answer.step + 1}`,
    object: 'chat.completion', created: CREATED, model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: calls.length ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: u.prompt, completion_tokens: u.completion, total_tokens: u.prompt + u.completion },
  };
}

/** The same completion as `chat.completion.chunk` SSE data lines (then `[DONE]`). */
export function chatCompletionChunks(answer, model, includeUsage) {
  const whole = chatCompletion(answer, model);
  const base = { id: whole.id, object: 'chat.completion.chunk', created: CREATED, model };
  const chunk = (delta, finish = null) => ({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  const out = [chunk({ role: 'assistant', content: '' })];
  const text = answer.reply.content ?? '';
  // Two content deltas, so a framework that joins deltas is exercised.
  const half = Math.ceil(text.length / 2);
  if (text) out.push(chunk({ content: text.slice(0, half) }), chunk({ content: text.slice(half) }));
  toolCallsOf(answer).forEach((c, index) => {
    out.push(chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] }));
    out.push(chunk({ tool_calls: [{ index, function: { arguments: c.arguments } }] }));
  });
  out.push(chunk({}, whole.choices[0].finish_reason));
  if (includeUsage) out.push({ ...base, choices: [], usage: whole.usage });
  return [...out.map((c) => JSON.stringify(c)), '[DONE]'];
}

/** A whole Responses API `response` object. */
export function response(answer, model) {
  const id = `resp_${answer.scenario.id}_${answer.turnIndex + 1}_${answer.step + 1}`;
  const output = toolCallsOf(answer).map((c, i) => ({
    type: 'function_call', id: `fc_${i + 1}_${id}`, call_id: c.id, name: c.name, arguments: c.arguments, status: 'completed',
  }));
  if (answer.reply.content) {
    output.push({
      type: 'message', id: `msg_${id}`, role: 'assistant', status: 'completed',
      content: [{ type: 'output_text', text: answer.reply.content, annotations: [], logprobs: [] }],
    });
  }
  const u = usage(answer.reply);
  return {
    id, object: 'response', created_at: CREATED, status: 'completed', model, output,
    error: null, incomplete_details: null, instructions: null, metadata: {}, parallel_tool_calls: true,
    temperature: 1, top_p: 1, tool_choice: 'auto', tools: [], text: { format: { type: 'text' } }, truncation: 'disabled',
    usage: {
      input_tokens: u.prompt, output_tokens: u.completion, total_tokens: u.prompt + u.completion,
      input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 },
    },
  };
}

/** The Responses API streaming events for the same response, as [event, data] pairs. */
export function responseEvents(answer, model) {
  const whole = response(answer, model);
  const events = [];
  let seq = 0;
  const push = (type, data) => events.push([type, { type, sequence_number: seq++, ...data }]);
  const pending = { ...whole, status: 'in_progress', output: [], usage: null };
  push('response.created', { response: pending });
  push('response.in_progress', { response: pending });
  whole.output.forEach((item, output_index) => {
    if (item.type === 'function_call') {
      push('response.output_item.added', { output_index, item: { ...item, arguments: '', status: 'in_progress' } });
      push('response.function_call_arguments.delta', { output_index, item_id: item.id, delta: item.arguments });
      push('response.function_call_arguments.done', { output_index, item_id: item.id, arguments: item.arguments });
    } else {
      const part = item.content[0];
      push('response.output_item.added', { output_index, item: { ...item, content: [], status: 'in_progress' } });
      push('response.content_part.added', { output_index, item_id: item.id, content_index: 0, part: { ...part, text: '' } });
      push('response.output_text.delta', { output_index, item_id: item.id, content_index: 0, delta: part.text, logprobs: [] });
      push('response.output_text.done', { output_index, item_id: item.id, content_index: 0, text: part.text, logprobs: [] });
      push('response.content_part.done', { output_index, item_id: item.id, content_index: 0, part });
    }
    push('response.output_item.done', { output_index, item });
  });
  push('response.completed', { response: whole });
  return events;
}
