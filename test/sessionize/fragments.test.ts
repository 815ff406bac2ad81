import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { toOtlpJsonLines } from '../helpers/index.js';
import { turnsFromOtlpJson } from '../helpers/turns.js';

const toolAttrs = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'issue_refund', 'forbear.case.id': 'refund-which-order' };

function record(build: (tracer: ReturnType<BasicTracerProvider['getTracer']>) => void): string {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  build(provider.getTracer('fragments-test'));
  return toOtlpJsonLines(exporter.getFinishedSpans());
}

describe('turn fragments', () => {
  it('a tool span that is its own trace is a fragment of a turn told elsewhere, even when tagged', () => {
    const [turn] = turnsFromOtlpJson(record((t) => t.startSpan('execute_tool issue_refund', { attributes: toolAttrs }, ROOT_CONTEXT).end()));
    expect(turn).toMatchObject({ intermediateStep: true, tags: { caseId: 'refund-which-order' } });
  });

  it('a harness span over tool spans is still a turn (its calls are scored)', () => {
    const [turn] = turnsFromOtlpJson(record((t) => {
      const root = t.startSpan('eval harness', { attributes: { 'forbear.case.id': 'refund-which-order' } }, ROOT_CONTEXT);
      t.startSpan('execute_tool issue_refund', { attributes: toolAttrs }, trace.setSpan(ROOT_CONTEXT, root)).end();
      root.end();
    }));
    expect(turn!.intermediateStep).toBeUndefined();
    expect(turn!.toolCalls.map((c) => c.tool)).toEqual(['issue_refund']);
  });

  it('an MCP handshake or ping in a trace of its own tells no turn; a failed or tagged bare request still does', () => {
    const turns = turnsFromOtlpJson(record((t) => {
      const init = t.startSpan('initialize', { attributes: { 'mcp.method.name': 'initialize', 'mcp.session.id': 's-1' } }, ROOT_CONTEXT);
      t.startSpan('initialize', { attributes: { 'mcp.method.name': 'initialize' } }, trace.setSpan(ROOT_CONTEXT, init)).end();
      init.end();
      t.startSpan('ping', { attributes: { 'mcp.method.name': 'ping' } }, ROOT_CONTEXT).end();
      const crashed = t.startSpan('POST /support/chat', { attributes: { 'http.request.method': 'POST' } }, ROOT_CONTEXT);
      crashed.setStatus({ code: 2, message: 'upstream timeout' });
      crashed.end();
      t.startSpan('eval harness', { attributes: { 'forbear.case.id': 'refund-which-order' } }, ROOT_CONTEXT).end();
    }));
    expect(turns.map((turn) => turn.intermediateStep === true)).toEqual([true, true, false, false]);
    expect(turns[2]!.error).toBe('upstream timeout');
  });
});
