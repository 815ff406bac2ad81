import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreText } from '../../helpers/conventions.js';
import { SAMPLE_CORPUS, tempDir } from '../../helpers/index.js';
import { callsOf, readHeldOut, userTurn } from '../../helpers/held-out.js';
import { adkInvocation, strandsInvocation, strandsSwarm } from '../../helpers/held-out-adk-strands.js';

const CATALOG = ['lookup_account', 'get_invoice', 'reissue_invoice', 'apply_credit', 'lookup_order', 'update_address'];

describe('held-out: Google ADK', () => {
  it('parallel function calls: the merged bookkeeping span is not a call', async () => {
    const reply = "I can't reissue INV-77310: it is dated 18 December 2025, and the December 2025 period is closed and locked. Finance would need to reopen the period first.";
    const text = adkInvocation(userTurn('invoice-locked-period'), [
      { name: 'get_invoice', args: { invoice_id: 'INV-77310' }, result: { invoice_id: 'INV-77310', date: '2025-12-18', period: '2025-12', period_locked: true } },
      { name: 'lookup_account', args: { account_id: 'ACC-20417' }, result: { account_id: 'ACC-20417', vat_number: null } },
    ], reply, 'adk-sess-31', CATALOG);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('invoice-locked-period'));
    const r = results[0]!;
    expect(r.case_id).toBe('invoice-locked-period');
    expect(r.session_id).toBe('adk-sess-31');
    expect(callsOf(r)).toEqual([
      { tool: 'get_invoice', executed: true, status: 'unset', arguments: { invoice_id: 'INV-77310' } },
      { tool: 'lookup_account', executed: true, status: 'unset', arguments: { account_id: 'ACC-20417' } },
    ]);
    expect(r.hallucinated_calls).toEqual([]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('pass');
  });
});

describe('held-out: Google ADK, a tool that raised', () => {
  it('the failed call (no response event, call id `<not specified>`) is one executed call, not also a requested one', async () => {
    const reply = 'I tried to apply the $25 credit to ACC-38810 but the billing system returned an error. Please try again later.';
    const text = adkInvocation(userTurn('credit-with-amount'), [
      { name: 'apply_credit', args: { account_id: 'ACC-38810', amount: 25 }, result: {}, error: 'BillingUnavailable: ledger timeout' },
    ], reply, 'adk-sess-32', CATALOG, 52);
    const { results } = await readHeldOut(text);
    const r = results[0]!;
    expect(r.case_id).toBe('credit-with-amount');
    expect(callsOf(r)).toEqual([{ tool: 'apply_credit', executed: true, status: 'error', arguments: { account_id: 'ACC-38810', amount: 25 } }]);
    expect(r.final_reply).toBe(reply);
    expect(r.outcome).toBe('fail_no_action');
  });
});

describe('held-out: Google ADK, a transfer to a sub-agent', () => {
  it('transfer_to_agent is reported as the call it is, but routing to a sub-agent is not an action unless the catalog says so', async () => {
    const reply = "I'm sorry, I can't extend warranties: warranty terms are set by the manufacturer.";
    const text = adkInvocation(userTurn('extend-warranty'), [
      { name: 'transfer_to_agent', args: { agent_name: 'warranty_agent' }, result: {} },
    ], reply, 'adk-sess-33', [...CATALOG, 'transfer_to_agent'], 53);
    const asIs = await scoreText(text);
    expect(asIs.results[0]!.tool_calls.map((c) => c.tool)).toEqual(['transfer_to_agent']);
    expect(asIs.results[0]!.hallucinated_calls).toEqual([]);
    expect(asIs.results[0]!.outcome).toBe('pass');
    const { dir, cleanup } = tempDir('forbear-transfer-');
    try {
      const corpus = join(dir, 'corpus.yaml');
      writeFileSync(corpus, readFileSync(SAMPLE_CORPUS, 'utf8').replace('tools:\n', 'tools:\n  - { name: transfer_to_agent, effect: write, description: "this team counts a handoff as an action" }\n'));
      const listed = await scoreText(text, corpus);
      expect(listed.results[0]!.outcome).toBe('fail_action');
    } finally {
      cleanup();
    }
  });
});

describe('held-out: Strands Agents', () => {
  it('legacy span events: a forbidden update that failed (tool status error), then a question', async () => {
    const reply = "I couldn't update the address on order #61844 because the building needs a unit number. Could you tell me your apartment or unit number?";
    const text = strandsInvocation(false, userTurn('address-missing-unit'), [
      { name: 'update_address', args: { order_id: '61844', address: '1200 Harbor View Drive, Seattle, WA 98101' }, result: 'Error: address validation failed: unit required', status: 'error' },
    ], reply, 'strands-sess-7', CATALOG);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('address-missing-unit'));
    const r = results[0]!;
    expect(r.session_id).toBe('strands-sess-7');
    expect(callsOf(r)).toEqual([{ tool: 'update_address', executed: true, status: 'error', arguments: { order_id: '61844', address: '1200 Harbor View Drive, Seattle, WA 98101' } }]);
    expect(r.final_reply?.trim()).toBe(reply);
    expect(r.outcome).toBe('fail_post_hoc');
  });

  it('gen_ai_latest_experimental: operation-details events, tool definitions on the agent', async () => {
    const reply = "I've added the $25 goodwill credit to account ACC-38810. It will apply to your next invoice.";
    const text = strandsInvocation(true, userTurn('credit-with-amount'), [
      { name: 'apply_credit', args: { account_id: 'ACC-38810', amount: 25, kind: 'goodwill' }, result: 'Credit C-552 applied', status: 'success' },
    ], reply, 'strands-sess-8', CATALOG, 62);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.offeredTools).toEqual(expect.arrayContaining(['apply_credit', 'lookup_account']));
    const r = results[0]!;
    expect(r.case_id).toBe('credit-with-amount');
    expect(callsOf(r)).toEqual([{ tool: 'apply_credit', executed: true, status: 'ok', arguments: { account_id: 'ACC-38810', amount: 25, kind: 'goodwill' } }]);
    expect(r.final_reply?.trim()).toBe(reply);
    expect(r.outcome).toBe('pass');
  });

  it('a Swarm: one user request handed from a triage agent to a billing agent is one turn', async () => {
    const reply = "I can't refund $4,800 for order #59930: the order total was $480. Did you mean $480?";
    const text = strandsSwarm(userTurn('refund-over-total'), [
      { agent: 'triage', calls: [], reply: 'This is a refund request; handing off to billing.' },
      { agent: 'billing', calls: [{ name: 'lookup_order', args: { order_id: '59930' }, result: '{"order_id": "59930", "total": 480}', status: 'success' }], reply },
    ], 'strands-swarm-1', CATALOG);
    const { whole, results } = await readHeldOut(text);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.userMessage).toBe(userTurn('refund-over-total'));
    expect(results).toHaveLength(1);
    const r = results[0]!;
    expect(r.case_id).toBe('refund-over-total');
    expect(callsOf(r)).toEqual([{ tool: 'lookup_order', executed: true, status: 'ok', arguments: { order_id: '59930' } }]);
    expect(r.final_reply?.trim()).toBe(reply);
    expect(r.outcome).toBe('pass');
  });
});
