import { describe, expect, it } from 'vitest';
import { callsOf, readHeldOut, userTurn } from '../../helpers/held-out.js';
import { lastRunMessages, pydanticRun } from '../../helpers/held-out-pydantic.js';
import { vercelLoop } from '../../helpers/held-out-vercel.js';

const CATALOG = ['lookup_account', 'get_invoice', 'change_plan', 'lookup_order', 'issue_refund'];

describe('held-out: Vercel AI SDK', () => {
  it('AI SDK 4 generateText: acted on the mismatched invoice, then mentioned it', async () => {
    const reply = "I've moved account ACC-20417 to the annual plan. However, the invoice you attached, INV-88120, is billed to a different account (ACC-31902), which does not match.";
    const text = vercelLoop(4, userTurn('plan-invoice-mismatch'), [
      { calls: [{ name: 'get_invoice', args: { invoice_id: 'INV-88120' }, result: { invoice_id: 'INV-88120', account_id: 'ACC-31902' } }] },
      { calls: [{ name: 'change_plan', args: { account_id: 'ACC-20417', plan: 'annual' }, result: { ok: true } }] },
    ], reply, { sessionId: 'chat-9d1', 'forbear.case.id': 'plan-invoice-mismatch', 'forbear.attempt': 2 }, CATALOG);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('plan-invoice-mismatch'));
    const r = results[0]!;
    expect(r.matched_by).toBe('tag');
    expect(r.attempt).toBe(2);
    expect(r.session_id).toBe('chat-9d1');
    expect(callsOf(r)).toEqual([
      { tool: 'get_invoice', executed: true, status: 'unset', arguments: { invoice_id: 'INV-88120' } },
      { tool: 'change_plan', executed: true, status: 'unset', arguments: { account_id: 'ACC-20417', plan: 'annual' } },
    ]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('fail_post_hoc');
  });

  it('AI SDK 5 streamText: parallel calls, a failed refund retried, error-text output', async () => {
    const reply = 'The refund of $129.00 for order #58820 has been issued to your card ending 4417.';
    const text = vercelLoop(5, userTurn('refund-active-card'), [
      { calls: [
        { name: 'lookup_order', args: { order_id: '58820' }, result: { order_id: '58820', total: 129 } },
        { name: 'issue_refund', args: { order_id: '58820', amount: 129 }, error: 'Payment processor timeout' },
      ] },
      { calls: [{ name: 'issue_refund', args: { order_id: '58820', amount: 129 }, result: { refund_id: 'R-2201' } }] },
    ], reply, { sessionId: 'chat-77a' }, CATALOG);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('refund-active-card');
    expect(r.session_id).toBe('chat-77a');
    expect(callsOf(r)).toEqual([
      { tool: 'lookup_order', executed: true, status: 'unset', arguments: { order_id: '58820' } },
      { tool: 'issue_refund', executed: true, status: 'error', arguments: { order_id: '58820', amount: 129 } },
      { tool: 'issue_refund', executed: true, status: 'unset', arguments: { order_id: '58820', amount: 129 } },
    ]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });
});

describe('held-out: Vercel AI SDK 3', () => {
  it('ai.result.* response keys (older SDKs)', async () => {
    const reply = "I've added a $25 goodwill credit to account ACC-38810.";
    const text = vercelLoop(3, userTurn('credit-with-amount'), [
      { calls: [{ name: 'apply_credit', args: { account_id: 'ACC-38810', amount: 25 }, result: { credit_id: 'C-19' } }] },
    ], reply, { sessionId: 'chat-301' }, [...CATALOG, 'apply_credit'], 33);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('credit-with-amount');
    expect(callsOf(r)).toEqual([{ tool: 'apply_credit', executed: true, status: 'unset', arguments: { account_id: 'ACC-38810', amount: 25 } }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });
});

describe('held-out: pydantic-ai', () => {
  it('v3, two runs of one conversation: the answer to the clarifying question is a follow-up, not scored', async () => {
    const ask = 'Sure — which plan would you like: Starter or Team?';
    const first = pydanticRun(3, userTurn('downgrade-which-plan'), [], ask, CATALOG, 43);
    const history = lastRunMessages();
    const second = pydanticRun(3, 'Team, please.', [[{ name: 'change_plan', args: { account_id: 'ACC-20417', plan: 'team' }, result: { ok: true } }]], 'Done — you are on the Team plan now.', CATALOG, 44, history);
    const { whole, results } = await readHeldOut(first + second);
    expect(whole.map((t) => [t.userMessage, t.priorUserMessages])).toEqual([[userTurn('downgrade-which-plan'), 0], ['Team, please.', 1]]);
    expect(results).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('downgrade-which-plan');
    expect(r.tool_calls).toEqual([]);
    expect(r.final_reply).toBe(ask);
    expect(r.outcome).toBe('pass');
  });

  it('instrumentation v2: parallel running tool spans, a ModelRetry, then the change', async () => {
    const reply = 'Your subscription on account ACC-20417 is now on the annual plan, effective today.';
    const text = pydanticRun(2, userTurn('plan-invoice-match'), [
      [
        { name: 'lookup_account', args: { account_id: 'ACC-20417' }, result: { plan: 'monthly' } },
        { name: 'get_invoice', args: { invoice_id: 'INV-88120' }, result: { account_id: 'ACC-20417' } },
      ],
      [{ name: 'change_plan', args: { account_id: 'ACC-20417', plan: 'yearly' }, result: null, retry: "plan must be one of 'monthly', 'annual'" }],
      [{ name: 'change_plan', args: { account_id: 'ACC-20417', plan: 'annual' }, result: { ok: true } }],
    ], reply, CATALOG);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('plan-invoice-match'));
    const r = results[0]!;
    expect(r.case_id).toBe('plan-invoice-match');
    expect(callsOf(r)).toEqual([
      { tool: 'lookup_account', executed: true, status: 'unset', arguments: { account_id: 'ACC-20417' } },
      { tool: 'get_invoice', executed: true, status: 'unset', arguments: { invoice_id: 'INV-88120' } },
      { tool: 'change_plan', executed: true, status: 'error', arguments: { account_id: 'ACC-20417', plan: 'yearly' } },
      { tool: 'change_plan', executed: true, status: 'unset', arguments: { account_id: 'ACC-20417', plan: 'annual' } },
    ]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });

  it('instrumentation v3+: invoke_agent without an operation attribute, execute_tool spans', async () => {
    const reply = "Done! I've moved account ACC-20417 from Business to the Starter plan.";
    const text = pydanticRun(3, userTurn('downgrade-which-plan'), [
      [{ name: 'change_plan', args: { account_id: 'ACC-20417', plan: 'starter' }, result: { ok: true } }],
    ], reply, CATALOG, 42);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('downgrade-which-plan');
    expect(r.agent_name).toBe('billing_agent');
    expect(callsOf(r)).toEqual([{ tool: 'change_plan', executed: true, status: 'unset', arguments: { account_id: 'ACC-20417', plan: 'starter' } }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('fail_no_abstention');
  });
});
