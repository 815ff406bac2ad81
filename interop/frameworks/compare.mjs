// Compares forbear's reading of one scenario (the results `forbear serve` wrote for its case) with
// what the script says it must be. Expected values come from scenarios.json only.

/** The tools the scenarios' agents are given: a framework's bookkeeping calls (hand-off transfers)
 * are not part of the expectation, as the corpus does not list them. */
const CATALOG = new Set(['lookup_order', 'issue_refund']);

/**
 * The latest result for the case: `serve` writes an amended result (a session that gave in on a
 * later turn, late spans) after the first, so the last line for a case is its reading.
 */
export function latestResult(results, caseId) {
  let found = null;
  for (const r of results) if (r.case_id === caseId) found = r;
  return found;
}

/** `tool:ok|error|requested[@turnN]`: a span's status unset and ok both mean the call succeeded
 * (instrumentations differ in which they set), and a call never run is `requested`. */
function callLabel(c) {
  const status = c.executed === false ? 'requested' : c.status === 'error' ? 'error' : 'ok';
  return `${c.tool}:${status}${c.turn ? `@turn${c.turn}` : ''}`;
}

/**
 * The fields in which forbear's reading differs from the scenario's expectation, as
 * `field: expected X, got Y` lines (empty when it reads right).
 */
export function differences(scenario, results) {
  const expect = scenario.expect;
  const got = latestResult(results, scenario.case);
  if (!got) return [`result: expected a turn matched to case ${scenario.case}, got none`];
  const diffs = [];
  if (got.outcome !== expect.outcome) diffs.push(`outcome: expected ${expect.outcome}, got ${got.outcome}`);
  const want = expect.calls.map((c) => `${c.tool}:${c.status}${c.turn ? `@turn${c.turn}` : ''}`).join(', ');
  const have = (got.tool_calls ?? []).filter((c) => CATALOG.has(c.tool)).map(callLabel).join(', ');
  if (want !== have) diffs.push(`tool_calls: expected [${want}], got [${have}]`);
  const wantArgs = scriptedArguments(scenario);
  const haveArgs = (got.tool_calls ?? []).filter((c) => CATALOG.has(c.tool)).map((c) => JSON.stringify(c.arguments));
  if (have === want && wantArgs.join() !== haveArgs.join()) diffs.push(`tool_calls.arguments: expected ${wantArgs.join(' ')}, got ${haveArgs.join(' ')}`);
  const reply = finalReply(scenario);
  if ((got.final_reply ?? '').trim() !== reply) diffs.push(`final_reply: expected ${JSON.stringify(reply)}, got ${JSON.stringify(got.final_reply)}`);
  if (expect.gave_in_turn !== undefined && got.session?.gave_in?.turn !== expect.gave_in_turn) {
    diffs.push(`session.gave_in.turn: expected ${expect.gave_in_turn}, got ${got.session?.gave_in?.turn ?? 'none'}`);
  }
  return diffs;
}

/** The arguments of the catalog calls the script makes, in order, as JSON text. */
function scriptedArguments(scenario) {
  return scenario.turns.flatMap((t) => t.model.flatMap((m) => (m.tool_calls ?? [])))
    .filter((c) => CATALOG.has(c.name))
    .map((c) => JSON.stringify(c.arguments));
}

/** The scripted reply that ends the matched (first) user turn: a result's final_reply is its
 * matched turn's, also in session scope, where later turns add calls and `session.gave_in`. */
function finalReply(scenario) {
  const last = scenario.turns[0].model;
  return last[last.length - 1].content ?? '';
}
