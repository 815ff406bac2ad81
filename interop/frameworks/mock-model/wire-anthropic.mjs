// The Anthropic Messages wire format the mock answers in (POST /v1/messages): a whole `message`
// object, or its SSE stream (message_start, content_block_start / _delta / _stop per block,
// message_delta with the stop reason, message_stop), shaped as Anthropic's API documents them so
// the Anthropic SDKs parse them unchanged.
import { callId } from './script.mjs';

/** A whole `message` object: the scripted text, then one `tool_use` block per scripted call. */
export function anthropicMessage(answer, model) {
  const content = [];
  if (answer.reply.content) content.push({ type: 'text', text: answer.reply.content });
  (answer.reply.tool_calls ?? []).forEach((c, i) => {
    content.push({ type: 'tool_use', id: callId(answer.scenario.id, answer.turnIndex, answer.step, i).replace(/^call_/, 'toolu_'), name: c.name, input: c.arguments ?? {} });
  });
  const calls = content.some((b) => b.type === 'tool_use');
  return {
    id: `msg_${answer.scenario.id}_${answer.turnIndex + 1}_${answer.step + 1}`, type: 'message', role: 'assistant', model, content,
    stop_reason: calls ? 'tool_use' : 'end_turn', stop_sequence: null,
    usage: { input_tokens: 50, output_tokens: Math.max(1, Math.ceil(JSON.stringify(content).length / 4)), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

/** The same message as SSE [event, data] pairs. */
export function anthropicEvents(answer, model) {
  const whole = anthropicMessage(answer, model);
  const events = [['message_start', { type: 'message_start', message: { ...whole, content: [], stop_reason: null, usage: { ...whole.usage, output_tokens: 1 } } }]];
  whole.content.forEach((block, index) => {
    if (block.type === 'text') {
      events.push(['content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }]);
      // Two deltas, so a client that joins them is exercised.
      const half = Math.ceil(block.text.length / 2);
      for (const text of [block.text.slice(0, half), block.text.slice(half)]) {
        events.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text } }]);
      }
    } else {
      events.push(['content_block_start', { type: 'content_block_start', index, content_block: { ...block, input: {} } }]);
      events.push(['content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } }]);
    }
    events.push(['content_block_stop', { type: 'content_block_stop', index }]);
  });
  events.push(['message_delta', { type: 'message_delta', delta: { stop_reason: whole.stop_reason, stop_sequence: null }, usage: { output_tokens: whole.usage.output_tokens } }]);
  events.push(['message_stop', { type: 'message_stop' }]);
  return events;
}
