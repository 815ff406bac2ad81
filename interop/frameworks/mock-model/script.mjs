// Which scripted model turn answers a request: found from the conversation the framework sends,
// not from server state, so retries, parallel agents and a framework that re-sends history all get
// the same answer for the same conversation.
//
// The scenario is the one whose user turn is the latest user message; the step is how many
// assistant messages came after it (each scripted model turn becomes one assistant message).

/** @typedef {{ content?: string, tool_calls?: { name: string, arguments: object }[] }} ModelTurn */

/**
 * Index every scripted user turn by its text.
 * @param {{ scenarios: { id: string, turns: { user: string, model: ModelTurn[] }[] }[] }} script
 */
export function indexScript(script) {
  const byUser = new Map();
  for (const scenario of script.scenarios) {
    scenario.turns.forEach((turn, turnIndex) => {
      byUser.set(normalise(turn.user), { scenario, turnIndex, turn });
    });
  }
  return byUser;
}

/** Collapse whitespace so a framework that trims or re-wraps the prompt still finds its turn. */
function normalise(text) {
  return String(text).replace(/\s+/g, ' ').trim();
}

/**
 * The conversation of a request as [{ role, text }], from any of the wire protocols: Chat
 * Completions `messages`, Responses `input` (a string or a list of items; function calls and their
 * outputs are items of their own there), or Anthropic Messages `messages` (route `/messages`).
 */
export function conversation(body, route) {
  // Anthropic Messages: tool results come back as a user message of `tool_result` blocks.
  if (route === '/messages' && Array.isArray(body.messages)) {
    return body.messages.map((m) => {
      const blocks = Array.isArray(m.content) ? m.content : [];
      if (m.role === 'user' && blocks.length > 0 && blocks.every((b) => b.type === 'tool_result')) return { role: 'tool', text: '' };
      return { role: m.role, text: textOf(m.content) };
    });
  }
  if (Array.isArray(body.messages)) {
    return body.messages.map((m) => ({ role: m.role, text: textOf(m.content) }));
  }
  if (typeof body.input === 'string') return [{ role: 'user', text: body.input }];
  if (!Array.isArray(body.input)) return [];
  const out = [];
  for (const item of body.input) {
    if (item.type === 'function_call') out.push({ role: 'assistant', text: '', call: item.call_id });
    else if (item.type === 'function_call_output') out.push({ role: 'tool', text: '' });
    else if (item.role) out.push({ role: item.role, text: textOf(item.content) });
  }
  // Responses input lists each function call as its own item: consecutive calls are one model turn.
  return out.filter((m, i) => !(m.call && out[i - 1]?.call));
}

function textOf(content) {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (typeof part === 'string' ? part : part.text ?? '')).join('');
}

/**
 * The scripted turn a user message states: its text exactly, else the scripted user turn it
 * contains (frameworks wrap the task in a template: smolagents sends "New task:\n{task}").
 */
function findTurn(byUser, text) {
  const t = normalise(text);
  const exact = byUser.get(t);
  if (exact) return exact;
  let best;
  for (const [user, found] of byUser) if (t.includes(user) && (!best || user.length > best.user.length)) best = { user, found };
  return best?.found;
}

/**
 * The scripted answer for a conversation, or an error string naming why there is none. The turn is
 * the latest user message that states a scripted turn (some frameworks send tool results back as
 * user messages: smolagents' "Observation: …"); the step is how many assistant messages follow it.
 * @returns {{ scenario: object, turnIndex: number, step: number, reply: ModelTurn } | { error: string }}
 */
export function answerFor(byUser, messages) {
  let lastUser = -1;
  let found;
  for (let i = messages.length - 1; i >= 0 && !found; i--) {
    if (messages[i].role !== 'user') continue;
    if (lastUser < 0) lastUser = i;
    found = findTurn(byUser, messages[i].text);
    if (found) lastUser = i;
  }
  if (lastUser < 0) return { error: 'the request has no user message' };
  if (!found) return { error: `no scripted scenario has the user turn ${JSON.stringify(messages[lastUser].text.slice(0, 80))}` };
  const step = messages.slice(lastUser + 1).filter((m) => m.role === 'assistant').length;
  const reply = found.turn.model[step];
  if (!reply) return { error: `scenario ${found.scenario.id} turn ${found.turnIndex + 1} has ${found.turn.model.length} model turns; the framework asked for turn ${step + 1}` };
  return { scenario: found.scenario, turnIndex: found.turnIndex, step, reply };
}

/** Deterministic call ids: the same conversation always gets the same ids. */
export function callId(scenarioId, turnIndex, step, index) {
  return `call_${scenarioId}_${turnIndex + 1}_${step + 1}_${index + 1}`;
}
