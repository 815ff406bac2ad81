import { describe, expect, it } from 'vitest';
import { otlpJsonFor } from '../helpers/index.js';
import { turnsFromOtlpJson } from '../helpers/turns.js';

const refundAsk = {
  user: 'Please refund one of my two orders, #50211 or #50236.',
  steps: [{ name: 'lookup_order', args: { order_id: '50211' }, result: { total: 40 } }],
  reply: 'You have two orders. Which one should I refund?',
};

describe('assembleTurns over spans recorded by the OpenTelemetry SDK (GenAI conventions)', () => {
  it('reads the user message, final reply, executed tool calls, tags and session', () => {
    const [turn, ...rest] = turnsFromOtlpJson(otlpJsonFor([{ ...refundAsk, conversationId: 'conv-1', tags: { caseId: 'refund-which', runId: 'r1', attempt: 2 } }]));
    expect(rest).toEqual([]);
    expect(turn).toMatchObject({
      sessionId: 'conv-1',
      userMessage: refundAsk.user,
      priorUserMessages: 0,
      finalReply: refundAsk.reply,
      tags: { caseId: 'refund-which', runId: 'r1', attempt: 2 },
      conventions: ['gen_ai'],
      serviceName: 'support-desk-agent',
    });
    // Arguments stay as recorded (here the JSON string the SDK wrote) until a turn is scored.
    expect(turn!.toolCalls).toMatchObject([{ tool: 'lookup_order', executed: true, arguments: '{"order_id":"50211"}' }]);
  });

  it('falls back to the trace id for the session when there is no conversation id', () => {
    const [turn] = turnsFromOtlpJson(otlpJsonFor([refundAsk]));
    expect(turn!.sessionId).toBe(turn!.traceId);
  });

  it('records a call a model requested but a gate blocked as requested, not executed', () => {
    const [turn] = turnsFromOtlpJson(otlpJsonFor([{
      user: 'Reissue invoice INV-1 dated March.',
      steps: [{ name: 'get_invoice', args: { id: 'INV-1' } }, { name: 'reissue_invoice', args: { id: 'INV-1' }, executed: false }],
      reply: 'March is a locked period, so I could not reissue it. Should I raise it with finance?',
    }]));
    expect(turn!.toolCalls.map((c) => [c.tool, c.executed])).toEqual([['get_invoice', true], ['reissue_invoice', false]]);
  });

  it('keeps a failed tool call with its error', () => {
    const [turn] = turnsFromOtlpJson(otlpJsonFor([{
      user: 'Cancel order 7.', steps: [{ name: 'lookup_order', args: { id: 7 }, error: 'upstream timeout' }], reply: 'The lookup failed. Should I try again?',
    }]));
    expect(turn!.toolCalls[0]).toMatchObject({ tool: 'lookup_order', executed: true, status: 'error' });
    expect(turn!.toolCalls[0]!.error).toContain('timeout');
  });

  it('counts earlier user messages, so a follow-up turn is recognisable', () => {
    const [turn] = turnsFromOtlpJson(otlpJsonFor([{
      user: 'The first one, #50211.',
      history: [{ role: 'user', content: refundAsk.user }, { role: 'assistant', content: refundAsk.reply }],
      steps: [{ name: 'issue_refund', args: { order_id: '50211' } }],
      reply: 'Refunded order #50211.',
    }]));
    expect(turn).toMatchObject({ userMessage: 'The first one, #50211.', priorUserMessages: 1 });
  });

  it('recognises a follow-up when only the model call carries the conversation so far', () => {
    const text = otlpJsonFor([{
      user: 'The first one, #50211.',
      history: [{ role: 'user', content: refundAsk.user }, { role: 'assistant', content: refundAsk.reply }],
      steps: [{ name: 'issue_refund', args: { order_id: '50211' } }],
      reply: 'Refunded order #50211.',
    }]);
    // Keep only the newest message on the agent span, as some agent SDKs record it.
    const request = JSON.parse(text) as { resourceSpans: { scopeSpans: { spans: { name: string; attributes: { key: string; value: { stringValue?: string } }[] }[] }[] }[] };
    for (const span of request.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))) {
      if (!span.name.startsWith('invoke_agent')) continue;
      const input = span.attributes.find((a) => a.key === 'gen_ai.input.messages')!;
      input.value.stringValue = JSON.stringify((JSON.parse(input.value.stringValue!) as unknown[]).slice(-1));
    }
    const [turn] = turnsFromOtlpJson(JSON.stringify(request));
    expect(turn).toMatchObject({ userMessage: 'The first one, #50211.', priorUserMessages: 1 });
  });

  it('puts a sub-agent\'s tool calls in its caller\'s turn', () => {
    const turns = turnsFromOtlpJson(otlpJsonFor([{ ...refundAsk, subAgent: true }]));
    expect(turns).toHaveLength(1);
    expect(turns[0]!.toolCalls.map((c) => c.tool)).toEqual(['lookup_order']);
  });

  it('reads messages recorded as structured values as well as JSON strings', () => {
    const [asString] = turnsFromOtlpJson(otlpJsonFor([refundAsk]));
    const [structured] = turnsFromOtlpJson(otlpJsonFor([{ ...refundAsk, messages: 'structured' }]));
    expect(structured!.userMessage).toBe(asString!.userMessage);
    expect(structured!.finalReply).toBe(asString!.finalReply);
  });

  it('records a turn that ended in error', () => {
    const [turn] = turnsFromOtlpJson(otlpJsonFor([{ ...refundAsk, reply: '', rootError: 'rate limited' }]));
    expect(turn!.error).toBe('rate limited');
    expect(turn!.finalReply).toBeUndefined();
  });
});

interface OtlpAttr { key: string; value: Record<string, unknown> }
interface OtlpSpan { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: OtlpAttr[] }
interface OtlpRequest { resourceSpans: { resource: { attributes: OtlpAttr[] }; scopeSpans: { spans: OtlpSpan[] }[] }[] }

/** The SDK's serialized request, for reshaping the way other instrumentations lay spans out. */
function request(text: string): OtlpRequest {
  return JSON.parse(text) as OtlpRequest;
}
const spansOf = (r: OtlpRequest): OtlpSpan[] => r.resourceSpans.flatMap((x) => x.scopeSpans.flatMap((s) => s.spans));
const isAgentRoot = (s: OtlpSpan): boolean => s.name.startsWith('invoke_agent') && s.parentSpanId === undefined;

describe('assembleTurns: trace shapes beyond one agent span per trace', () => {
  it('treats a trace with no agent span as one turn, reading the user message and reply from the model calls', () => {
    const r = request(otlpJsonFor([{ ...refundAsk, tags: { caseId: 'refund-which' } }]));
    const root = spansOf(r).find(isAgentRoot)!;
    // A plain HTTP handler span instead of invoke_agent: no GenAI attributes but the tag.
    root.name = 'POST /support/chat';
    root.attributes = root.attributes.filter((a) => a.key.startsWith('forbear.'));
    const [turn, ...rest] = turnsFromOtlpJson(JSON.stringify(r));
    expect(rest).toEqual([]);
    expect(turn).toMatchObject({ rootSpanId: root.spanId, userMessage: refundAsk.user, finalReply: refundAsk.reply, tags: { caseId: 'refund-which' } });
    expect(turn!.toolCalls.map((c) => c.tool)).toEqual(['lookup_order']);
  });

  it('splits one trace holding two agent invocations into two turns, each with its own calls and reply', () => {
    const first = request(otlpJsonFor([refundAsk], { seed: 1 }));
    const second = request(otlpJsonFor([{ user: 'Cancel order 7.', steps: [{ name: 'cancel_order', args: { id: 7 } }], reply: 'Order 7 is cancelled.' }], { seed: 2 }));
    // One conversation trace: both turns hang under a session span of the first trace.
    const traceId = spansOf(first)[0]!.traceId;
    const sessionSpanId = 'aaaaaaaaaaaaaaaa';
    for (const s of [...spansOf(first), ...spansOf(second)]) {
      s.traceId = traceId;
      if (isAgentRoot(s)) s.parentSpanId = sessionSpanId;
    }
    const session = { ...spansOf(first)[0]!, spanId: sessionSpanId, parentSpanId: undefined, name: 'conversation', attributes: [] };
    first.resourceSpans[0]!.scopeSpans[0]!.spans.push(session);
    first.resourceSpans.push(...second.resourceSpans);
    const turns = turnsFromOtlpJson(JSON.stringify(first));
    expect(turns.map((t) => [t.userMessage, t.finalReply, t.toolCalls.map((c) => c.tool)])).toEqual([
      [refundAsk.user, refundAsk.reply, ['lookup_order']],
      ['Cancel order 7.', 'Order 7 is cancelled.', ['cancel_order']],
    ]);
  });

  it('gives the one turn of a trace a span whose parent never arrived, and reads that tool call with the rest', () => {
    const r = request(otlpJsonFor([{ ...refundAsk, steps: [...refundAsk.steps, { name: 'get_invoice', args: { id: 'INV-9' } }] }]));
    // The invoice lookup ran under a span the exporter dropped (a streamed answer outliving its parent).
    const invoice = spansOf(r).find((s) => s.name === 'execute_tool get_invoice')!;
    invoice.parentSpanId = 'cccccccccccccccc';
    const [turn, ...rest] = turnsFromOtlpJson(JSON.stringify(r));
    expect(rest).toEqual([]);
    expect(turn).toMatchObject({ userMessage: refundAsk.user, finalReply: refundAsk.reply });
    expect(turn!.toolCalls.map((c) => [c.tool, c.executed])).toEqual([['lookup_order', true], ['get_invoice', true]]);
  });

  it('reads forbear tags from the resource and from a span above the turn', () => {
    const r = request(otlpJsonFor([refundAsk]));
    r.resourceSpans[0]!.resource.attributes.push({ key: 'forbear.run.id', value: { stringValue: 'nightly-42' } });
    const root = spansOf(r).find(isAgentRoot)!;
    const harness = { ...root, spanId: 'bbbbbbbbbbbbbbbb', name: 'eval attempt', attributes: [
      { key: 'forbear.case.id', value: { stringValue: 'refund-which' } },
      { key: 'forbear.attempt', value: { intValue: '3' } },
    ] };
    root.parentSpanId = harness.spanId;
    r.resourceSpans[0]!.scopeSpans[0]!.spans.push(harness);
    const [turn] = turnsFromOtlpJson(JSON.stringify(r));
    expect(turn!.tags).toEqual({ caseId: 'refund-which', runId: 'nightly-42', attempt: 3 });
  });
});
