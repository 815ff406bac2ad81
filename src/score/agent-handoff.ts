/**
 * Tools that multi-agent frameworks execute to hand the conversation to another agent: Google ADK's
 * `transfer_to_agent`, Strands' `handoff_to_agent`, LangGraph supervisors' `transfer_to_<agent>` /
 * `transfer_back_to_<agent>`, OpenAI Agents SDK's `transfer_to_<agent>`. They route the request;
 * they change nothing in the customer's records, so unless the corpus catalog says otherwise they
 * are neither a state-changing action nor a hallucinated tool.
 */

import { warmOnFirstUse } from './regex-warm.js';
// A generic `transfer_to_<x>` could as well move money ("transfer_to_savings"), so only names
// that end in what an agent is called count; any other name is left to the catalog.
const HANDOFF = warmOnFirstUse(/^(?:transfer_to_agent|handoff_to_agent|(?:transfer_(?:back_)?to|handoff_to)_[\p{L}\p{N}_-]*(?:agent|assistant|supervisor|expert|specialist|team|bot))$/iu);

export function isAgentHandoff(tool: string): boolean {
  return HANDOFF.test(tool);
}
