import { describe, expect, it } from 'vitest';
import { callsOf, readHeldOut, userTurn } from '../../helpers/held-out.js';
import { anthropicClientOnlyLegacy, decoratedOpenAiLegacy, langChainCurrent, tracekitClientOnly } from '../../helpers/held-out-traceloop.js';

describe('held-out: OpenLLMetry / Traceloop', () => {
  it('decorators around openai (indexed, before 0.54): parts-list content, session and tag from association properties', async () => {
    const reply = "Order #63307 shows a shipping label was created this morning, but the carrier hasn't scanned it yet, so I can't tell whether it has shipped. Do you still want me to cancel it if it turns out it has?";
    const text = decoratedOpenAiLegacy(userTurn('cancel-status-unknown'), { orderId: '63307', result: { status: 'label_created' } }, reply, {
      session_id: 'sess-5521',
      'forbear.case.id': 'cancel-status-unknown',
    });
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('cancel-status-unknown'));
    const r = results[0]!;
    expect(r.matched_by).toBe('tag');
    expect(r.session_id).toBe('sess-5521');
    expect(callsOf(r)).toEqual([{ tool: 'lookup_order', executed: true, status: 'unset', arguments: { order_id: '63307' } }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });

  it('anthropic alone (indexed, before 0.54): tool_use and tool_result blocks in the history are the calls that ran', async () => {
    const reply = "Done — I've refunded $4,800.00 for order #59930 to your original payment method.";
    const text = anthropicClientOnlyLegacy(userTurn('refund-over-total'), { name: 'issue_refund', args: { order_id: '59930', amount: 4800 }, result: { refund_id: 'R-1102', amount: 4800 } }, reply);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('refund-over-total'));
    expect(results).toHaveLength(1);
    const r = results[0]!;
    expect(callsOf(r)).toEqual([{ tool: 'issue_refund', executed: true, status: 'ok', arguments: { order_id: '59930', amount: 4800 } }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('fail_no_abstention');
  });

  it('LangChain callback handler (0.54+): the tool span\'s arguments are its inputs, not the callback kwargs', async () => {
    const reply = "I've updated the shipping address on order #61844 to 1200 Harbor View Drive, Apt 14B, Seattle, WA 98101.";
    const args = { order_id: '61844', address: '1200 Harbor View Drive, Apt 14B, Seattle, WA 98101' };
    const text = langChainCurrent(userTurn('address-with-unit'), { name: 'update_address', args, result: 'Address updated' }, reply, { session_id: 'lg-thread-42' });
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('address-with-unit'));
    const r = results[0]!;
    expect(r.case_id).toBe('address-with-unit');
    expect(r.session_id).toBe('lg-thread-42');
    expect(callsOf(r)).toEqual([{ tool: 'update_address', executed: true, status: 'unset', arguments: args }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });

  it('Coralogix llm-tracekit (indexed, tool_calls.M.function.*): the forbidden cancel that ran is read from the history', async () => {
    const reply = "I've cancelled order #63307 for you.";
    const text = tracekitClientOnly(userTurn('cancel-status-unknown'), { name: 'cancel_order', args: { order_id: '63307' }, result: { cancelled: true } }, reply);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.offeredTools).toEqual(['cancel_order', 'lookup_order']);
    expect(results).toHaveLength(1);
    const r = results[0]!;
    expect(callsOf(r)).toEqual([{ tool: 'cancel_order', executed: true, status: 'ok', arguments: { order_id: '63307' } }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('fail_no_abstention');
  });
});
