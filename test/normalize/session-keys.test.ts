import { ROOT_CONTEXT } from '@opentelemetry/api';
import type { Attributes } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { SAMPLE_CORPUS, tempDir, toOtlpJsonLines } from '../helpers/index.js';
import { turnsFromOtlpJson } from '../helpers/turns.js';

/** One agent span per attribute set, each its own trace, recorded with the real SDK. */
function agentSpans(sets: Attributes[]): string {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const tracer = provider.getTracer('session-test');
  for (const attributes of sets) {
    tracer.startSpan('invoke_agent support-desk', { attributes: { 'gen_ai.operation.name': 'invoke_agent', ...attributes } }, ROOT_CONTEXT).end();
  }
  return toOtlpJsonLines(exporter.getFinishedSpans());
}

describe('session keys', () => {
  it('reads each framework\'s session key, in the documented order, else the trace id', () => {
    const text = agentSpans([
      { 'langfuse.session.id': 'lf-1', 'session.id': 'oi-1', 'gcp.vertex.agent.session_id': 'adk-1' },
      { 'ai.telemetry.metadata.sessionId': 'vercel-1', 'langsmith.metadata.thread_id': 'ls-1' },
      { 'traceloop.association.properties.session_id': 'tl-1' },
      { 'langsmith.metadata.conversation_id': 'ls-2' },
      { 'gen_ai.conversation.id': 'conv-1', 'session.id': 'oi-2' },
      {},
    ]);
    const turns = turnsFromOtlpJson(text);
    expect(turns.map((t) => (t.sessionId === t.traceId ? 'trace id' : t.sessionId))).toEqual(['oi-1', 'vercel-1', 'tl-1', 'ls-2', 'conv-1', 'trace id']);
  });

  describe('forbear score --session-key', () => {
    const { dir, cleanup } = tempDir();
    afterAll(cleanup);
    const file = join(dir, 'spans.jsonl');
    writeFileSync(file, agentSpans([{ 'app.thread': 'thread-9', 'session.id': 'oi-9', 'forbear.case.id': 'plan-invoice-mismatch', 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'hi' }] }]) }]));

    it('replaces the default keys with the ones given, in order', async () => {
      const custom = await runCli(['score', '--cases', SAMPLE_CORPUS, '--format', 'json', '--session-key', 'missing.key', '--session-key', 'app.thread', file]);
      expect(JSON.parse(custom.stdout).results[0].session_id).toBe('thread-9');
      const byDefault = await runCli(['score', '--cases', SAMPLE_CORPUS, '--format', 'json', file]);
      expect(JSON.parse(byDefault.stdout).results[0].session_id).toBe('oi-9');
    });

    it('rejects an empty key as a usage error', async () => {
      const run = await runCli(['score', '--cases', SAMPLE_CORPUS, '--session-key', ' ', file]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--session-key');
    });
  });
});
