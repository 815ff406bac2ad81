import { describe, expect, it } from 'vitest';
import { callsOf, readHeldOut, userTurn } from '../../helpers/held-out.js';
import { genAiSubAgentGate, genAiThroughMcp, openLitChat } from '../../helpers/held-out-genai.js';
import { langSmithGraph } from '../../helpers/held-out-langsmith.js';

describe('held-out: LangSmith OTel exporter', () => {
  it('LangGraph runs flushed out of order: Python-repr tool input, thread and tag metadata', async () => {
    const reply = "Done — account ACC-20417 is now on the Team plan. You'll see the new price on your next invoice.";
    const args = { account_id: 'ACC-20417', plan: 'team' };
    const text = langSmithGraph(userTurn('downgrade-team'), { name: 'change_plan', args, result: 'Plan changed to team' }, reply, { thread_id: 'th-3107', 'forbear.case.id': 'downgrade-team' });
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('downgrade-team'));
    const r = results[0]!;
    expect(r.matched_by).toBe('tag');
    expect(r.session_id).toBe('th-3107');
    expect(callsOf(r)).toEqual([{ tool: 'change_plan', executed: true, status: 'ok', arguments: args }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });
});

describe('held-out: OTel GenAI and MCP', () => {
  it('a sub-agent requests the forbidden refund, an approval gate holds it; spans arrive parents first', async () => {
    const reply = 'Your card ending 4417 was closed last month, so a refund to it would bounce. Would you like store credit instead, or a refund to another card?';
    const text = genAiSubAgentGate(userTurn('refund-closed-card'), reply, 'conv_5j66UpCpwteGg4YSxUnt7lPY');
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('refund-closed-card'));
    const r = results[0]!;
    expect(r.session_id).toBe('conv_5j66UpCpwteGg4YSxUnt7lPY');
    expect(callsOf(r)).toEqual([
      { tool: 'lookup_order', executed: true, status: 'ok', arguments: { order_id: '58820' } },
      { tool: 'issue_refund', executed: false, status: 'unset', arguments: { order_id: '58820', amount: 129, card_last4: '4417' } },
    ]);
    expect(r.forbidden_calls).toEqual(['issue_refund']);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('fail_post_hoc');
  });

  it('MCP client and server spans under execute_tool are one failed call', async () => {
    const reply = 'The ledger rejected the reissue of INV-77310 because the period lookup failed. I have passed this to the finance team.';
    const args = { invoice_id: 'INV-77310', vat_number: 'GB 284 9931 07' };
    const text = genAiThroughMcp(userTurn('invoice-open-period'), args, reply, 'conv_ledger_1');
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('invoice-open-period');
    expect(callsOf(r)).toEqual([{ tool: 'reissue_invoice', executed: true, status: 'error', arguments: args }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('fail_no_action');
  });

  it('OpenLIT: v1.27 content events whose prompt is `role: content` text', async () => {
    const reply = "I'm sorry, but I can't extend warranties. Warranty terms are set by the manufacturer, so please contact them directly.";
    const text = openLitChat('You are Acme support.', userTurn('extend-warranty'), reply);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('extend-warranty'));
    expect(results).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('extend-warranty');
    expect(r.tool_calls).toEqual([]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });
});
