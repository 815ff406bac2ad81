import { request as httpRequest } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Client, Metadata, credentials, status } from '@grpc/grpc-js';
import type { ServiceError } from '@grpc/grpc-js';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TurnResult } from '../../src/model/result.js';
import { ServeMetrics } from '../../src/serve/metrics.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { recordTurns, tempDir, toOtlpJson } from '../helpers/index.js';
import { serveInProcess } from './serve-fixture.js';

let tmp: { dir: string; cleanup: () => void };
let server: RunningServer | undefined;
beforeEach(() => {
  tmp = tempDir('forbear-bounds-');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  tmp.cleanup();
});

/** A real OTLP/JSON export body, padded with trailing white space (still valid JSON) to `size` bytes. */
const jsonBody = (seed: number, size: number): Buffer => {
  const text = toOtlpJson(recordTurns([{ user: `Cancel order ${seed}.`, steps: [], reply: 'Which order?' }], { seed }));
  return Buffer.from(text.padEnd(size, ' '));
};

/** Starts a POST and sends `first` bytes of the body; the caller ends it (or not). */
function post(body: Buffer, first: number, headers: Record<string, string> = {}): { req: ClientRequest; answer: Promise<{ status: number; headers: IncomingMessage['headers']; text: string }> } {
  const [host, port] = server!.http!.split(':');
  const req = httpRequest({ host, port: Number(port), method: 'POST', path: '/v1/traces', headers: { 'content-type': 'application/json', ...headers } });
  const answer = new Promise<{ status: number; headers: IncomingMessage['headers']; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d)).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
  });
  req.write(body.subarray(0, first));
  return { req, answer };
}

const settle = (ms = 100): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('bytes in flight across requests (issue 20 item 16)', () => {
  it('HTTP: a request that would go past max_inflight while another holds it gets 429 with Retry-After; it passes once the first is done', async () => {
    server = await serveInProcess(tmp.dir, { max_inflight: '64KiB', max_body: '1MiB' });
    const big = jsonBody(1, 60_000);
    const first = post(big, 50_000, { 'content-length': String(big.length) });
    await settle();
    // Declared length: refused before its body is read.
    const second = jsonBody(2, 30_000);
    const declared = post(second, second.length, { 'content-length': String(second.length) });
    declared.req.end();
    const refused = await declared.answer;
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.text)).toMatchObject({ message: expect.stringMatching(/bytes in flight/u) });
    // Undeclared length (chunked): refused once its chunks no longer fit.
    const chunked = post(second, second.length);
    chunked.req.end();
    expect((await chunked.answer).status).toBe(429);
    // The first request completes; the sender's retry is then taken.
    first.req.end(big.subarray(50_000));
    expect((await first.answer).status).toBe(200);
    const retry = post(second, second.length, { 'content-length': String(second.length) });
    retry.req.end();
    expect((await retry.answer).status).toBe(200);
    const metrics = await (await fetch(`http://${server.http}/metrics`)).text();
    expect(metrics).toContain('forbear_requests_rejected_total{protocol="http",reason="inflight"} 2');
  });

  it('HTTP: a gzip body\'s decompressed size counts too (a small wire body can hold much more once inflated)', async () => {
    server = await serveInProcess(tmp.dir, { max_inflight: '64KiB', max_body: '1MiB' });
    const big = jsonBody(5, 50_000);
    const holder = post(big, 40_000, { 'content-length': String(big.length) });
    await settle();
    const inflated = gzipSync(jsonBody(6, 40_000));
    expect(inflated.length).toBeLessThan(64 * 1024 - 40_000);
    const refused = post(inflated, inflated.length, { 'content-length': String(inflated.length), 'content-encoding': 'gzip' });
    refused.req.end();
    const answer = await refused.answer;
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('1');
    holder.req.end(big.subarray(40_000));
    expect((await holder.answer).status).toBe(200);
    const retry = post(inflated, inflated.length, { 'content-length': String(inflated.length), 'content-encoding': 'gzip' });
    retry.req.end();
    expect((await retry.answer).status).toBe(200);
  });

  it('a single body larger than max_inflight still passes when nothing else is in flight (max_body is the per-request limit)', async () => {
    server = await serveInProcess(tmp.dir, { max_inflight: '16KiB', max_body: '1MiB' });
    const big = jsonBody(3, 100_000);
    const alone = post(big, big.length);
    alone.req.end();
    expect((await alone.answer).status).toBe(200);
  });

  it('gRPC: RESOURCE_EXHAUSTED with RetryInfo while the in-flight budget is held by other requests', async () => {
    server = await serveInProcess(tmp.dir, { max_inflight: '64KiB', max_body: '1MiB' });
    const big = jsonBody(4, 64_000);
    const holder = post(big, 63_000, { 'content-length': String(big.length) });
    await settle();
    const message = Buffer.from(ProtobufTraceSerializer.serializeRequest(recordTurns([1, 2, 3].map((i) => ({ user: `Refund order ${i}.`, steps: [], reply: 'Which order?' })), { seed: 9 }))!);
    expect(message.length).toBeGreaterThan(64 * 1024 - 63_000);
    const client = new Client(server.grpc!, credentials.createInsecure());
    const id = (b: Buffer): Buffer => b;
    const call = (): Promise<ServiceError | null> => new Promise((resolve) => client.makeUnaryRequest('/opentelemetry.proto.collector.trace.v1.TraceService/Export', id, id, message, new Metadata(), (err) => resolve(err)));
    try {
      const err = await call();
      expect(err?.code).toBe(status.RESOURCE_EXHAUSTED);
      expect((err?.metadata.get('grpc-status-details-bin')[0] as Buffer).toString('latin1')).toContain('type.googleapis.com/google.rpc.RetryInfo');
      holder.req.end(big.subarray(63_000));
      expect((await holder.answer).status).toBe(200);
      expect(await call()).toBeNull();
    } finally {
      client.close();
    }
  });
});

describe('/metrics label cardinality (issue 20 item 15)', () => {
  const abstainResult = (service: string, model: string): TurnResult => ({
    kind: 'abstain', outcome: 'fail_no_abstention', scenario: 'ambiguous_request', case_id: 'c1', passed: false,
    service_name: service, agent_name: 'agent', model, turn_error: null, final_reply: 'Done.', forbidden_calls: ['x'],
  }) as unknown as TurnResult;

  it('span-written labels keep their first N values, count the rest as other, and say how many increments were folded', () => {
    const metrics = new ServeMetrics(3);
    for (let i = 0; i < 20_000; i++) metrics.scored(abstainResult(`svc-${i}`, 'gpt'));
    const text = metrics.render(0);
    const series = text.split('\n').filter((l) => l.startsWith('forbear_abstain_turns_total{'));
    expect(series.map((l) => /service_name="([^"]+)"/u.exec(l)![1])).toEqual(['svc-0', 'svc-1', 'svc-2', 'other']);
    expect(series.at(-1)).toMatch(/ 19997$/u);
    expect(text).toContain('forbear_metric_label_values_folded_total{metric="forbear_abstain_turns_total",label="service_name"} 19997');
    expect(text).toContain('forbear_metric_label_values_folded_total{metric="forbear_abstain_forced_actions_total",label="service_name"} 19997');
    // A value already shown keeps its own series (a counter must never go down).
    metrics.scored(abstainResult('svc-1', 'gpt'));
    expect(metrics.render(0)).toMatch(/forbear_abstain_turns_total\{service_name="svc-1",[^}]*\} 2/u);
  });

  it('max_label_values is a serve setting with a documented default of 100', async () => {
    const { resolveServeConfig } = await import('../../src/config/serve-config.js');
    expect(resolveServeConfig({ cases: 'c.yaml' }, {}, undefined)).toMatchObject({ maxLabelValues: 100, maxInflightBytes: 256 * 1024 * 1024 });
    expect(resolveServeConfig({ cases: 'c.yaml' }, { FORBEAR_MAX_LABEL_VALUES: '7', FORBEAR_MAX_INFLIGHT: '1MiB' }, undefined)).toMatchObject({ maxLabelValues: 7, maxInflightBytes: 1024 * 1024 });
    expect(() => resolveServeConfig({ cases: 'c.yaml', max_label_values: '0' }, {}, undefined)).toThrow(/--max-label-values: expected a positive whole number/u);
  });
});
