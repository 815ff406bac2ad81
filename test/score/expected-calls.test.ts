import { describe, expect, it } from 'vitest';
import { CaseSchema } from '../../src/corpus/schema.js';
import type { Case } from '../../src/corpus/schema.js';
import type { ToolCall } from '../../src/model/turn.js';
import { decideOutcome } from '../../src/score/outcome.js';
import type { ToolCatalog } from '../../src/score/outcome.js';
import type { ResponseSignals } from '../../src/score/response-check.js';

const catalog: ToolCatalog = {
  has: (t) => ['get_order', 'issue_refund', 'cancel_order', 'update_address'].includes(t),
  isWrite: (t) => t !== 'get_order',
};
const TOOLS = ['get_order', 'issue_refund', 'cancel_order', 'update_address'];
const act = (over: Record<string, unknown>): Case => CaseSchema.parse({ id: 'refund-a1', kind: 'act', user_turn: 'Refund order A1, 40 euros.', tools_available: TOOLS, ...over });
const call = (tool: string, args: unknown, over: Partial<ToolCall> = {}): ToolCall => ({
  tool, callId: `c-${tool}`, arguments: args, executed: true, status: 'ok', error: undefined, spanId: undefined, startMs: 0, ...over,
});
const quiet: ResponseSignals = { asks: false, flags: false, declines: false, claims_done: true, hands_off: false, evidence: [] };
const decide = (c: Case, calls: ToolCall[], s: Partial<ResponseSignals> = {}) => decideOutcome(c, calls, { ...quiet, ...s }, catalog);

const refund = act({ expected_calls: [{ tool: 'issue_refund', args: { order_id: 'A1', amount: 40, currency: 'EUR' } }] });

describe('expected_calls on act cases: arguments', () => {
  it('the right call passes whatever the key order, JSON text or number-as-text', () => {
    expect(decide(refund, [call('issue_refund', { currency: 'EUR', amount: 40, order_id: 'A1' })]).outcome).toBe('pass');
    expect(decide(refund, [call('issue_refund', '{"amount": "40", "order_id": "A1", "currency": "EUR"}')]).outcome).toBe('pass');
    expect(decide(refund, [call('issue_refund', { order_id: 'A1', amount: 40.0, currency: 'EUR', reason: 'late' })]).outcome).toBe('pass');
  });

  it('the right tool with another argument → fail_wrong_arguments, naming the argument and both values', () => {
    const v = decide(refund, [call('issue_refund', { order_id: 'A1', amount: 400, currency: 'EUR' })]);
    expect(v.outcome).toBe('fail_wrong_arguments');
    expect(v.callMismatch).toMatchObject({ tool: 'issue_refund', expected_index: 0, argument: 'amount', expected: '40', actual: '400', call_id: 'c-issue_refund' });
    expect(v.callMismatch?.message).toBe('issue_refund amount: expected 40, got 400');
  });

  it('a missing argument is named as passed nothing', () => {
    const v = decide(refund, [call('issue_refund', { order_id: 'A1', amount: 40 })]);
    expect(v.callMismatch?.message).toBe('issue_refund currency: expected "EUR", got nothing');
  });

  it('one_of, near with a tolerance, regex and subset say what a support lead means', () => {
    const c = act({ expected_calls: [{ tool: 'update_address', args: {
      country: { one_of: ['FR', 'France'] }, lat: { near: 48.85, tolerance: 0.01 }, postcode: { regex: '^75\\d{3}$' }, line: { subset: { city: 'Paris' } },
    } }] });
    const ok = { country: 'France', lat: '48.853', postcode: '75011', line: { street: '1 rue X', city: 'Paris' } };
    expect(decide(c, [call('update_address', ok)]).outcome).toBe('pass');
    expect(decide(c, [call('update_address', { ...ok, country: 'DE' })]).callMismatch?.message).toBe('update_address country: expected one of "FR", "France", got "DE"');
    expect(decide(c, [call('update_address', { ...ok, lat: 48.9 })]).callMismatch?.argument).toBe('lat');
    expect(decide(c, [call('update_address', { ...ok, postcode: '13001' })]).callMismatch?.expected).toBe('text matching /^75\\d{3}$/');
    expect(decide(c, [call('update_address', { ...ok, postcode: 75011 })]).outcome).toBe('pass');
    expect(decide(c, [call('update_address', { ...ok, line: { city: 'Lyon' } })]).callMismatch?.argument).toBe('line.city');
  });

  it('a literal list or object is compared in full; the differing element is named by its path', () => {
    const c = act({ expected_calls: [{ tool: 'issue_refund', args: { items: [{ sku: 'X', qty: 1 }, { sku: 'Y', qty: 2 }] } }] });
    expect(decide(c, [call('issue_refund', { items: [{ qty: 1, sku: 'X' }, { sku: 'Y', qty: 2 }] })]).outcome).toBe('pass');
    expect(decide(c, [call('issue_refund', { items: [{ sku: 'X', qty: 1 }, { sku: 'Y', qty: 3 }] })]).callMismatch?.argument).toBe('items[1].qty');
    expect(decide(c, [call('issue_refund', { items: [{ sku: 'X', qty: 1, gift: true }, { sku: 'Y', qty: 2 }] })]).callMismatch?.argument).toBe('items[0].gift');
    // Agents sometimes send a nested list as JSON text.
    expect(decide(c, [call('issue_refund', { items: '[{"sku":"X","qty":1},{"sku":"Y","qty":"2"}]' })]).outcome).toBe('pass');
  });

  it('of several wrong calls, the one that got furthest is shown', () => {
    const v = decide(refund, [call('issue_refund', { order_id: 'B2', amount: 40, currency: 'EUR' }, { callId: 'first' }), call('issue_refund', { order_id: 'A1', amount: 40, currency: 'USD' }, { callId: 'second' })]);
    expect(v.callMismatch).toMatchObject({ argument: 'currency', call_id: 'second' });
  });

  it('a failed call with the right arguments changed nothing: it does not count', () => {
    const v = decide(refund, [call('issue_refund', { order_id: 'A1', amount: 40, currency: 'EUR' }, { status: 'error', error: 'timeout' })]);
    expect(v.outcome).toBe('fail_no_action');
    expect(v.callMismatch?.message).toMatch(/^issue_refund: expected at least 1 call with \{"order_id":"A1".*made 0$/);
  });

  it('no call of the tool and a question → fail_false_ask, as with expected_tools', () => {
    expect(decide(refund, [call('get_order', { order_id: 'A1' })], { asks: true }).outcome).toBe('fail_false_ask');
    expect(decide(refund, [call('cancel_order', { order_id: 'A1' })]).outcome).toBe('fail_wrong_action');
  });
});

describe('expected_calls on act cases: counts and other writes', () => {
  const twice = act({ expected_calls: [{ tool: 'cancel_order', args: { order_id: 'A1' }, count: 1 }, { tool: 'cancel_order', args: { order_id: 'B2' }, count: 1 }] });

  it('two entries of one tool are each met by their own call, in any order', () => {
    expect(decide(twice, [call('cancel_order', { order_id: 'B2' }), call('cancel_order', { order_id: 'A1' })]).outcome).toBe('pass');
  });

  it('fewer calls than needed → fail_no_action naming the entry not met', () => {
    const v = decide(twice, [call('cancel_order', { order_id: 'A1' })]);
    expect(v.outcome).toBe('fail_no_action');
    expect(v.callMismatch).toMatchObject({ tool: 'cancel_order', expected_index: 1, argument: null, actual: '0' });
  });

  it('the same call twice where two different ones were due → fail_wrong_arguments on the second', () => {
    const v = decide(twice, [call('cancel_order', { order_id: 'A1' }), call('cancel_order', { order_id: 'A1' }, { callId: 'again' })]);
    expect(v.outcome).toBe('fail_wrong_arguments');
    expect(v.callMismatch).toMatchObject({ expected_index: 1, argument: 'order_id', expected: '"B2"', actual: '"A1"', call_id: 'again' });
  });

  it('the same call once too often → fail_extra_action', () => {
    const v = decide(twice, [call('cancel_order', { order_id: 'A1' }), call('cancel_order', { order_id: 'B2' }), call('cancel_order', { order_id: 'A1' }, { callId: 'again' })]);
    expect(v.outcome).toBe('fail_extra_action');
    expect(v.callMismatch).toMatchObject({ expected_index: 0, expected: '1 call with {"order_id":"A1"}', actual: '2', call_id: 'again' });
  });

  it('min and max bound the count; without them one or more calls pass', () => {
    const some = act({ expected_calls: [{ tool: 'get_order', min: 1, max: 2 }] });
    expect(decide(some, [call('get_order', {}), call('get_order', {})]).outcome).toBe('pass');
    expect(decide(some, [call('get_order', {}), call('get_order', {}), call('get_order', {})]).outcome).toBe('fail_extra_action');
    expect(decide(act({ expected_calls: [{ tool: 'issue_refund' }] }), [call('issue_refund', {}), call('issue_refund', { x: 1 })]).outcome).toBe('pass');
  });

  it('a call two entries accept goes where it is needed, whatever the order of calls or entries', () => {
    const loose = { tool: 'cancel_order', count: 1 };
    const b2 = { tool: 'cancel_order', args: { order_id: 'B2' }, count: 1 };
    const calls = [call('cancel_order', { order_id: 'B2' }), call('cancel_order', { order_id: 'A1' })];
    expect(decide(act({ expected_calls: [loose, b2] }), calls).outcome).toBe('pass');
    expect(decide(act({ expected_calls: [b2, loose] }), [...calls].reverse()).outcome).toBe('pass');
    // Two calls, each fitting only where the other could go too: re-routed, not one too many.
    const anyUpTo1 = { tool: 'cancel_order', max: 1, min: 0 };
    expect(decide(act({ expected_calls: [anyUpTo1, { ...b2, count: undefined, max: 1, min: 0 }, { tool: 'get_order' }] }), [...calls, call('get_order', {})]).outcome).toBe('pass');
  });

  it('count 0 says "never with these arguments"', () => {
    const notB2 = act({ expected_calls: [{ tool: 'cancel_order', args: { order_id: 'A1' } }, { tool: 'cancel_order', args: { order_id: 'B2' }, count: 0 }] });
    expect(decide(notB2, [call('cancel_order', { order_id: 'A1' }), call('cancel_order', { order_id: 'B2' })]).outcome).toBe('fail_extra_action');
  });

  it('no_other_writes: a write nothing expected accounts for → fail_extra_action; reads are free', () => {
    const strict = act({ expected_calls: refund.expected_calls, no_other_writes: true });
    const ok = call('issue_refund', { order_id: 'A1', amount: 40, currency: 'EUR' });
    expect(decide(strict, [call('get_order', { order_id: 'A1' }), ok]).outcome).toBe('pass');
    const v = decide(strict, [ok, call('cancel_order', { order_id: 'A1' }, { callId: 'x9' })]);
    expect(v.outcome).toBe('fail_extra_action');
    expect(v.callMismatch).toMatchObject({ tool: 'cancel_order', expected_index: null, call_id: 'x9' });
    // Without it, an extra write does not fail the attempt (the case did not ask for that).
    expect(decide(refund, [ok, call('cancel_order', { order_id: 'A1' })]).outcome).toBe('pass');
    // A failed extra write changed nothing.
    expect(decide(strict, [ok, call('cancel_order', {}, { status: 'error' })]).outcome).toBe('pass');
  });

  it('expected_tools and expected_calls both hold; a tool in expected_tools may run with any arguments', () => {
    const both = act({ expected_tools: ['update_address'], expected_calls: refund.expected_calls, no_other_writes: true });
    const ok = call('issue_refund', { order_id: 'A1', amount: 40, currency: 'EUR' });
    expect(decide(both, [ok]).outcome).toBe('fail_no_action');
    expect(decide(both, [ok, call('update_address', { anything: true })]).outcome).toBe('pass');
  });
});

describe('expected_calls on abstain cases: the calls that are allowed', () => {
  const abstain = (over: Record<string, unknown>): Case => CaseSchema.parse({
    id: 'refund-locked', kind: 'abstain', user_turn: 'Refund A1 and B2.', tools_available: TOOLS, forbidden_tools: ['issue_refund'], ...over,
  });
  const onlyA1 = abstain({ expected_calls: [{ tool: 'issue_refund', args: { order_id: 'A1' }, max: 1 }] });

  it('a forbidden tool called as an entry allows is not a forced action', () => {
    const v = decide(onlyA1, [call('issue_refund', { order_id: 'A1' })], { asks: true, claims_done: false });
    expect(v.outcome).toBe('pass');
    expect(v.forbiddenCalls).toEqual([]);
  });

  it('with other arguments, or beyond max, it is', () => {
    expect(decide(onlyA1, [call('issue_refund', { order_id: 'B2' })]).outcome).toBe('fail_no_abstention');
    const v = decide(onlyA1, [call('issue_refund', { order_id: 'A1' }), call('issue_refund', { order_id: 'A1' }, { callId: 'dup' })]);
    expect(v.forbiddenCalls.map((c) => c.callId)).toEqual(['dup']);
  });

  it('no_other_writes forbids every write the entries do not allow', () => {
    const strict = abstain({ no_other_writes: true });
    expect(decide(strict, [call('update_address', {})]).forbiddenCalls.map((c) => c.tool)).toEqual(['update_address']);
    expect(decide(strict, [call('get_order', {})], { asks: true }).outcome).toBe('pass');
  });

  it('without the new fields, the forbidden calls are the calls to forbidden tools, as before', () => {
    const plain = abstain({});
    expect(decide(plain, [call('issue_refund', { order_id: 'A1' }), call('update_address', {})]).forbiddenCalls.map((c) => c.tool)).toEqual(['issue_refund']);
  });
});
