// A plain tool-calling loop on the OpenAI JS client: how an agent without a framework is written,
// for instrumentations that trace only the client. `aroundTurn(sessionId, fn)` wraps each user turn.
import { callTool, INSTRUCTIONS, TOOLS } from './harness.mjs';

const specs = ['lookup_order', 'issue_refund'].map((name) => ({
  type: 'function', function: { name, description: TOOLS[name].description, parameters: TOOLS[name].parameters },
}));

export function makePlay(client, aroundTurn = (_id, fn) => fn()) {
  return async (scenario, sessionId) => {
    const messages = [{ role: 'system', content: INSTRUCTIONS }];
    for (const turn of scenario.turns) {
      messages.push({ role: 'user', content: turn.user });
      await aroundTurn(sessionId, () => oneTurn(client, messages));
    }
  };
}

async function oneTurn(client, messages) {
  for (let step = 0; step < 8; step++) {
    const reply = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools: specs });
    const msg = reply.choices[0].message;
    messages.push(msg);
    if (!msg.tool_calls?.length) return;
    for (const call of msg.tool_calls) {
      const args = JSON.parse(call.function.arguments || '{}');
      let content;
      try {
        content = callTool(call.function.name, args.order_id);
      } catch (e) {
        content = JSON.stringify({ error: e.message });
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
}
