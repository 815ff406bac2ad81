import { describe, expect, it } from 'vitest';
import { isAgentHandoff } from '../../src/score/agent-handoff.js';

describe('isAgentHandoff', () => {
  it('knows the handoff tools of ADK, Strands, LangGraph supervisors and the OpenAI Agents SDK', () => {
    for (const t of ['transfer_to_agent', 'handoff_to_agent', 'transfer_to_billing_agent', 'transfer_back_to_supervisor', 'handoff_to_refunds_team', 'transfer_to_math_expert']) {
      expect(isAgentHandoff(t), t).toBe(true);
    }
  });

  it('does not take state-changing tools that merely mention a transfer for a handoff', () => {
    for (const t of ['transfer_funds', 'transfer_to', 'bank_transfer_to_account x', 'create_transfer', 'handoff', 'transfer_ownership', 'transfer_to_savings', 'transfer_to_account', 'handoff_to_refunds']) {
      expect(isAgentHandoff(t), t).toBe(false);
    }
  });
});
