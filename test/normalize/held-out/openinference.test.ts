import { describe, expect, it } from 'vitest';
import { callsOf, readHeldOut, userTurn } from '../../helpers/held-out.js';
import { langGraph, openAiAgents, openAiClientOnly } from '../../helpers/held-out-openinference.js';

describe('held-out: OpenInference instrumentors', () => {
  it('openai alone, no agent span: the streamed second call tells the turn; two parallel lookups ran', async () => {
    const reply = 'I can see both orders, #50211 and #50236, and both are eligible. Which one would you like me to refund in full?';
    const text = openAiClientOnly(userTurn('refund-which-order'), reply, [
      { orderId: '50211', result: { order_id: '50211', total: 89.0, status: 'delivered' } },
      { orderId: '50236', result: { order_id: '50236', total: 142.5, status: 'delivered' } },
    ]);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('refund-which-order'));
    expect(results).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('refund-which-order');
    expect(callsOf(r)).toEqual([
      { tool: 'lookup_order', executed: true, status: 'ok', arguments: { order_id: '50211' } },
      { tool: 'lookup_order', executed: true, status: 'ok', arguments: { order_id: '50236' } },
    ]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });

  it('openai alone under the web framework\'s SERVER span, delivered parents first in small batches', async () => {
    const reply = 'Both orders are eligible for a refund. Which one do you mean, #50211 or #50236?';
    const text = openAiClientOnly(userTurn('refund-which-order'), reply, [
      { orderId: '50211', result: { order_id: '50211', status: 'delivered' } },
      { orderId: '50236', result: { order_id: '50236', status: 'delivered' } },
    ], 14, { route: '/v1/chat', sessionHeader: 'web-sess-19' });
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('refund-which-order');
    expect(r.session_id).toBe('web-sess-19');
    expect(callsOf(r).map((c) => [c.tool, c.executed, c.arguments])).toEqual([['lookup_order', true, { order_id: '50211' }], ['lookup_order', true, { order_id: '50236' }]]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });

  it('LangGraph via the LangChain tracer: tuple input, Python-repr tool input, thread id, metadata tag', async () => {
    const reply = 'Done: order #50211 has been refunded in full ($480.00) to the original payment method.';
    const text = langGraph(
      userTurn('refund-named-order'),
      { name: 'issue_refund', args: { order_id: '50211', amount: 480.5, full: true }, result: 'Refund R-7731 issued for $480.50' },
      reply,
      { caseId: 'refund-named-order', threadId: 'thread-8812' },
    );
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('refund-named-order'));
    const r = results[0]!;
    expect(r.matched_by).toBe('tag');
    expect(r.session_id).toBe('thread-8812');
    expect(callsOf(r)).toEqual([{ tool: 'issue_refund', executed: true, status: 'ok', arguments: { order_id: '50211', amount: 480.5, full: true } }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });

  it('openai-agents with a handoff: the handoff is not a tool the agent ran', async () => {
    const reply = "I can see account ACC-38810, but I don't have a record of the amount promised on the phone. How much goodwill credit did my colleague promise you?";
    const text = openAiAgents(userTurn('credit-missing-amount'), [
      { agent: 'Triage agent', instructions: 'Route billing questions to the billing agent.', handoffTo: 'Billing agent' },
      { agent: 'Billing agent', instructions: 'You handle credits and refunds.', call: { name: 'lookup_account', args: { account_id: 'ACC-38810' }, result: { account_id: 'ACC-38810', plan: 'Team' } } },
      { agent: 'Billing agent', instructions: 'You handle credits and refunds.', text: reply },
    ]);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('credit-missing-amount');
    expect(callsOf(r).filter((c) => c.executed)).toEqual([{ tool: 'lookup_account', executed: true, status: 'ok', arguments: { account_id: 'ACC-38810' } }]);
    expect(r.hallucinated_calls).toEqual([]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });

  it('openai-agents, an agent without instructions: input messages start at index 1', async () => {
    const reply = 'Order #63307 has been cancelled. You will not be charged.';
    const text = openAiAgents(userTurn('cancel-regardless'), [
      { agent: 'Support agent', call: { name: 'cancel_order', args: { order_id: '63307' }, result: { cancelled: true } } },
      { agent: 'Support agent', text: reply },
    ]);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('cancel-regardless'));
    expect(results).toHaveLength(1);
    const r = results[0]!;
    expect(callsOf(r)).toEqual([{ tool: 'cancel_order', executed: true, status: 'ok', arguments: { order_id: '63307' } }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });
});
