import { describe, expect, it } from 'vitest';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan, ScriptedTurn } from '../helpers/index.js';
import { otlpJsonFor, recordTurns, toOtlpJson, toOtlpJsonLines } from '../helpers/index.js';

const turn: ScriptedTurn = {
  user: 'Please reissue INV-7 with our new VAT number.',
  history: [
    { role: 'user', content: 'Hi, I need help with an invoice.' },
    { role: 'assistant', content: 'Sure, which invoice?' },
  ],
  steps: [
    { name: 'get_invoice', args: { invoice_id: 'INV-7' }, result: { period_status: 'locked' } },
    { name: 'reissue_invoice', args: { invoice_id: 'INV-7' }, executed: false },
    { name: 'lookup_account', args: { account_id: 'A-1' }, error: 'account service unavailable' },
  ],
  reply: 'INV-7 is in a locked period, so I have not reissued it. Should I ask finance to reopen it?',
  conversationId: 'conv_1',
  tags: { caseId: 'invoice-locked', runId: 'run-9', attempt: 2 },
  agentName: 'desk',
  model: 'm-1',
};

const byName = (spans: ReadableSpan[], name: string): ReadableSpan[] => spans.filter((s) => s.name === name);
const one = (spans: ReadableSpan[], name: string): ReadableSpan => {
  const found = byName(spans, name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
const idOf = (s: ReadableSpan): string => s.spanContext().spanId;
const parentOf = (s: ReadableSpan): string | undefined => s.parentSpanContext?.spanId;
const msgs = (s: ReadableSpan, key: string): { role: string; parts: Record<string, unknown>[] }[] =>
  JSON.parse(String(s.attributes[key])) as { role: string; parts: Record<string, unknown>[] }[];
const nanos = ([sec, ns]: [number, number]): bigint => BigInt(sec) * 1_000_000_000n + BigInt(ns);

describe('recordTurns', () => {
  const spans = recordTurns([turn]);
  const root = one(spans, 'invoke_agent desk');
  const chats = byName(spans, 'chat m-1');

  it('emits one trace: invoke_agent root, a chat per step plus the final chat, execute_tool only for executed steps', () => {
    expect(new Set(spans.map((s) => s.spanContext().traceId)).size).toBe(1);
    expect(spans.map((s) => s.name).sort()).toEqual(
      ['chat m-1', 'chat m-1', 'chat m-1', 'chat m-1', 'execute_tool get_invoice', 'execute_tool lookup_account', 'invoke_agent desk'].sort(),
    );
    expect(root.parentSpanContext).toBeUndefined();
    for (const s of spans) if (s !== root) expect(parentOf(s)).toBe(idOf(root));
    expect(root.kind).toBe(SpanKind.INTERNAL);
    expect(chats.every((c) => c.kind === SpanKind.CLIENT)).toBe(true);
    expect(one(spans, 'execute_tool get_invoice').kind).toBe(SpanKind.INTERNAL);
  });

  it('puts GenAI attributes and forbear tags on the root span', () => {
    expect(root.attributes).toMatchObject({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': 'desk',
      'gen_ai.conversation.id': 'conv_1',
      'forbear.case.id': 'invoice-locked',
      'forbear.run.id': 'run-9',
      'forbear.attempt': 2,
    });
    expect(Number.isInteger(root.attributes['forbear.attempt'])).toBe(true);
    expect(msgs(root, 'gen_ai.input.messages')).toEqual([
      { role: 'user', parts: [{ type: 'text', content: 'Hi, I need help with an invoice.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Sure, which invoice?' }] },
      { role: 'user', parts: [{ type: 'text', content: turn.user }] },
    ]);
    expect(msgs(root, 'gen_ai.output.messages')).toEqual([
      { role: 'assistant', parts: [{ type: 'text', content: turn.reply }], finish_reason: 'stop' },
    ]);
  });

  it('links each execute_tool span to the tool_call part of the chat that requested it', () => {
    const ordered = [...spans].sort((a, b) => Number(nanos(a.startTime) - nanos(b.startTime)));
    const tool = one(spans, 'execute_tool get_invoice');
    const requester = ordered[ordered.indexOf(tool) - 1]!;
    expect(requester.name).toBe('chat m-1');
    expect(requester.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'm-1',
      'gen_ai.provider.name': 'openai',
    });
    const [call] = msgs(requester, 'gen_ai.output.messages')[0]!.parts;
    expect(call).toMatchObject({ type: 'tool_call', name: 'get_invoice', arguments: { invoice_id: 'INV-7' } });
    expect(tool.attributes).toMatchObject({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'get_invoice',
      'gen_ai.tool.type': 'function',
      'gen_ai.tool.call.id': call!.id,
      'gen_ai.tool.call.arguments': '{"invoice_id":"INV-7"}',
      'gen_ai.tool.call.result': '{"period_status":"locked"}',
    });
    expect(tool.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('records a blocked call as a tool_call part with no execute_tool span', () => {
    expect(byName(spans, 'execute_tool reissue_invoice')).toHaveLength(0);
    const requested = chats.flatMap((c) => msgs(c, 'gen_ai.output.messages').flatMap((m) => m.parts));
    expect(requested.filter((p) => p.type === 'tool_call').map((p) => p.name)).toEqual(['get_invoice', 'reissue_invoice', 'lookup_account']);
    // The final chat sees every earlier call and its response.
    const final = chats.find((c) => msgs(c, 'gen_ai.output.messages')[0]!.parts[0]!.type === 'text')!;
    const input = msgs(final, 'gen_ai.input.messages').flatMap((m) => m.parts.map((p) => p.type));
    expect(input.filter((t) => t === 'tool_call')).toHaveLength(3);
    expect(input.filter((t) => t === 'tool_call_response')).toHaveLength(3);
  });

  it('marks a failing tool step with status ERROR and error.type', () => {
    const failed = one(spans, 'execute_tool lookup_account');
    expect(failed.status).toEqual({ code: SpanStatusCode.ERROR, message: 'account service unavailable' });
    expect(failed.attributes['error.type']).toBe('tool_error');
    expect(failed.events.map((e) => e.name)).toEqual(['exception']);
    expect(root.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('keeps children inside their parents in time and is deterministic', () => {
    for (const s of spans) {
      expect(nanos(s.endTime) >= nanos(s.startTime)).toBe(true);
      if (s === root) continue;
      expect(nanos(s.startTime) >= nanos(root.startTime)).toBe(true);
      expect(nanos(s.endTime) <= nanos(root.endTime)).toBe(true);
    }
    expect(otlpJsonFor([turn])).toBe(otlpJsonFor([turn]));
    expect(recordTurns([turn], { seed: 2 })[0]!.spanContext().traceId).not.toBe(spans[0]!.spanContext().traceId);
    expect(root.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(idOf(root)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('sets root error status, omits absent tags, and starts one trace per turn', () => {
    const s = recordTurns([
      { user: 'a', steps: [], reply: '', rootError: 'turn limit exceeded' },
      { user: 'b', steps: [], reply: 'ok' },
    ]);
    const roots = byName(s, 'invoke_agent support-desk');
    expect(roots).toHaveLength(2);
    expect(new Set(s.map((x) => x.spanContext().traceId)).size).toBe(2);
    expect(roots[0]!.status).toEqual({ code: SpanStatusCode.ERROR, message: 'turn limit exceeded' });
    expect(roots[0]!.attributes['gen_ai.output.messages']).toBeUndefined();
    expect(Object.keys(roots[1]!.attributes).filter((k) => k.startsWith('forbear.') || k === 'gen_ai.conversation.id')).toEqual([]);
    // An empty reply means no final chat span.
    expect(s.filter((x) => x.spanContext().traceId === roots[0]!.spanContext().traceId)).toHaveLength(1);
  });

  it('nests tool steps under a sub-agent span, with the final chat under the root', () => {
    const s = recordTurns([{ ...turn, subAgent: 'billing' }]);
    const top = one(s, 'invoke_agent desk');
    const sub = one(s, 'invoke_agent billing');
    expect(parentOf(sub)).toBe(idOf(top));
    expect(sub.attributes['gen_ai.operation.name']).toBe('invoke_agent');
    expect(sub.attributes['forbear.case.id']).toBeUndefined();
    expect(parentOf(one(s, 'execute_tool get_invoice'))).toBe(idOf(sub));
    const underTop = s.filter((x) => parentOf(x) === idOf(top)).map((x) => x.name);
    expect(underTop.sort()).toEqual(['chat m-1', 'invoke_agent billing']);
  });
});

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
  status: { code: number };
}
interface OtlpRequest {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}
const spansOf = (req: OtlpRequest): OtlpSpan[] => req.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans));

describe('toOtlpJsonLines', () => {
  const spans = recordTurns([turn, { ...turn, tags: undefined }]);

  it('writes one ExportTraceServiceRequest per line with hex ids, int enums and the service.name resource', () => {
    const text = toOtlpJsonLines(spans);
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const req = JSON.parse(lines[0]!) as OtlpRequest;
    expect(req.resourceSpans[0]!.resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'support-desk-agent' } });
    const out = spansOf(req);
    expect(out).toHaveLength(spans.length);
    for (const s of out) {
      expect(s.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(s.spanId).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(out.find((s) => s.name === 'chat m-1')!.kind).toBe(3);
    expect(out.find((s) => s.name === 'execute_tool lookup_account')!.status.code).toBe(2);
    const attempt = out.find((s) => s.name === 'invoke_agent desk')!.attributes.find((a) => a.key === 'forbear.attempt');
    expect(attempt?.value).toHaveProperty('intValue');
  });

  it('batches spansPerLine spans per line, splitting traces like the Collector file exporter', () => {
    const lines = toOtlpJsonLines(spans, 4).trimEnd().split('\n');
    expect(lines).toHaveLength(Math.ceil(spans.length / 4));
    const counts = lines.map((l) => spansOf(JSON.parse(l) as OtlpRequest).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(spans.length);
    expect(counts.every((n) => n <= 4)).toBe(true);
  });

  it('encodes structured messages as arrayValue of kvlistValue', () => {
    const out = spansOf(JSON.parse(toOtlpJson(recordTurns([{ ...turn, messages: 'structured' }]), 2)) as OtlpRequest);
    const input = out.find((s) => s.name === 'invoke_agent desk')!.attributes.find((a) => a.key === 'gen_ai.input.messages')!;
    const values = (input.value.arrayValue as { values: Record<string, unknown>[] }).values;
    expect(values).toHaveLength(3);
    expect(values[0]).toHaveProperty('kvlistValue');
    // Tool arguments stay a JSON string whatever the message form.
    const args = out.find((s) => s.name === 'execute_tool get_invoice')!.attributes.find((a) => a.key === 'gen_ai.tool.call.arguments');
    expect(args?.value).toEqual({ stringValue: '{"invoice_id":"INV-7"}' });
  });

  it('otlpJsonFor equals recordTurns + toOtlpJsonLines', () => {
    expect(otlpJsonFor([turn], { seed: 5, spansPerLine: 3 })).toBe(toOtlpJsonLines(recordTurns([turn], { seed: 5 }), 3));
  });
});
