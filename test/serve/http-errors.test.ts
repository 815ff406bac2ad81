import { request } from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';
import { zstdRawFrame } from '../../fuzz/lib/zstd-frames.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { otlpJsonFor, tempDir } from '../helpers/index.js';
import { metricValue, serveInProcess } from './serve-fixture.js';

let tmp: { dir: string; cleanup: () => void };
let server: RunningServer | undefined;
beforeEach(() => {
  tmp = tempDir('forbear-http-');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  tmp.cleanup();
});

const oneTurn = (user = 'Cancel my order.', seed = 1): string => otlpJsonFor([{ user, steps: [], reply: 'Which order do you mean?' }], { seed });

async function post(body: string | Buffer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`http://${server!.http}/v1/traces`, { method: 'POST', body: typeof body === 'string' ? body : new Uint8Array(body), headers: { 'content-type': 'application/json', ...headers } });
}

describe('OTLP/HTTP receiver: every error path answers with its status and a google.rpc.Status body', () => {
  it('takes the Collector\'s other compressions (deflate, zstd) and refuses a zstd bomb with 413', async () => {
    server = await serveInProcess(tmp.dir, { max_body: '64KiB' });
    expect((await post(deflateSync(oneTurn('a', 1)), { 'content-encoding': 'deflate' })).status).toBe(200);
    expect((await post(Buffer.from(zstdRawFrame(Buffer.from(oneTurn('b', 2)))), { 'content-encoding': 'zstd' })).status).toBe(200);
    // An RLE block of 128 KiB from 4 bytes, over and over: tiny on the wire, far past 64 KiB inflated.
    const rle: number[] = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x58];
    for (let i = 0; i < 8; i++) {
      const h = ((128 * 1024) << 3) | (1 << 1) | (i === 7 ? 1 : 0);
      rle.push(h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff, 0x20);
    }
    expect((await post(Buffer.from(rle), { 'content-encoding': 'zstd' })).status).toBe(413);
    const broken = await post(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0xff]), { 'content-encoding': 'zstd' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toMatch(/invalid zstd body/);
    expect((await post(oneTurn(), { 'content-encoding': 'compress' })).status).toBe(415);
  });

  it('405 for other methods, with Allow: POST', async () => {
    server = await serveInProcess(tmp.dir);
    const res = await fetch(`http://${server.http}/v1/traces`, { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ code: 12, message: expect.stringContaining('PUT') });
  });

  it('401 without the bearer token or with a wrong one (on /v1/summary and /metrics too); 200 with it', async () => {
    server = await serveInProcess(tmp.dir, { auth_token: 's3cret' });
    expect((await post(oneTurn())).status).toBe(401);
    const wrong = await post(oneTurn(), { authorization: 'Bearer nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 16 });
    expect((await post(oneTurn(), { authorization: 'Bearer s3cret' })).status).toBe(200);
    // The summary holds user messages and replies: guarded too; the probes are not.
    expect((await fetch(`http://${server.http}/v1/summary`)).status).toBe(401);
    expect((await fetch(`http://${server.http}/metrics`, { headers: { authorization: 'Bearer s3cret' } })).status).toBe(200);
    expect((await fetch(`http://${server.http}/healthz`)).status).toBe(200);
  });

  it('415 for other media types and encodings', async () => {
    server = await serveInProcess(tmp.dir);
    const res = await post(oneTurn(), { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/application\/x-protobuf or application\/json/);
    expect((await post(oneTurn(), { 'content-encoding': 'br' })).status).toBe(415);
  });

  it('413 over the body limit on the wire, and for a gzip bomb once decompressed past it', async () => {
    server = await serveInProcess(tmp.dir, { max_body: '64KiB' });
    expect((await post(Buffer.alloc(100_000, 32))).status).toBe(413);
    // 50 MB of spaces compress to ~50 KB: under the limit on the wire, far over it inflated.
    const bomb = gzipSync(Buffer.alloc(50_000_000, 32));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await post(bomb, { 'content-encoding': 'gzip' });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/after decompression/);
    // A chunked body (no Content-Length) is cut off as soon as it passes the limit.
    const [host, port] = server.http!.split(':');
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = request({ host, port: Number(port), path: '/v1/traces', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(Buffer.alloc(40_000, 32));
      req.write(Buffer.alloc(40_000, 32));
      req.end();
    });
    expect(chunked).toBe(413);
    // The receiver is still up and takes good data.
    expect((await post(gzipSync(oneTurn()), { 'content-encoding': 'gzip' })).status).toBe(200);
  });

  it('400 for a body that is not an ExportTraceServiceRequest, in the request\'s content type', async () => {
    server = await serveInProcess(tmp.dir);
    const json = await post('{"resourceSpans": [');
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: 3, message: expect.stringMatching(/invalid JSON/) });
    expect((await post('[1,2]')).status).toBe(400);
    const proto = await post(Buffer.from([0x0a, 0xff, 0xff, 0xff, 0x0f, 0x01]), { 'content-type': 'application/x-protobuf' });
    expect(proto.status).toBe(400);
    expect(proto.headers.get('content-type')).toBe('application/x-protobuf');
    expect(Buffer.from(await proto.arrayBuffer()).toString('latin1')).toMatch(/invalid protobuf/);
    expect((await post('{"resourceSpans": [')).status).toBe(400);
  });

  it('200 with partialSuccess for spans that cannot be used, the rest accepted', async () => {
    server = await serveInProcess(tmp.dir);
    const req = JSON.parse(oneTurn()) as { resourceSpans: { scopeSpans: { spans: { spanId: string }[] }[] }[] };
    const spans = req.resourceSpans[0]!.scopeSpans[0]!.spans;
    spans[0]!.spanId = 'not-an-id';
    const res = await post(JSON.stringify(req));
    expect(res.status).toBe(200);
    const body = await res.json() as { partialSuccess: { rejectedSpans: string; errorMessage: string } };
    expect(body.partialSuccess.rejectedSpans).toBe('1');
    expect(body.partialSuccess.errorMessage).toMatch(/spanId/);
    const metrics = await (await fetch(`http://${server.http}/metrics`)).text();
    expect(metrics).toContain(`forbear_spans_received_total{protocol="http"} ${spans.length - 1}`);
    const summary = await (await fetch(`http://${server.http}/v1/summary`)).json() as { input: { rejected_spans: number; spans: number } };
    expect(summary.input).toMatchObject({ rejected_spans: 1, spans: spans.length - 1 });
  });

  it('a retried request is acknowledged again and its spans counted as duplicates, not stored twice', async () => {
    server = await serveInProcess(tmp.dir, { turn_idle: '1h' });
    const body = oneTurn();
    expect((await post(body)).status).toBe(200);
    expect((await post(body)).status).toBe(200);
    const metrics = await (await fetch(`http://${server.http}/metrics`)).text();
    const n = (JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: unknown[] }[] }[] }).resourceSpans[0]!.scopeSpans[0]!.spans.length;
    expect(metricValue(metrics, 'forbear_spans_duplicate_total')).toBe(n);
    expect(metricValue(metrics, 'forbear_open_turns')).toBe(1);
  });

  it('429 with Retry-After past max_open_turns, nothing of it stored; /readyz says busy, /healthz stays up', async () => {
    server = await serveInProcess(tmp.dir, { max_open_turns: 1, turn_idle: '1h' });
    expect((await post(oneTurn('first', 1))).status).toBe(200);
    const res = await post(oneTurn('second', 2));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 8 });
    const metrics = await (await fetch(`http://${server.http}/metrics`)).text();
    expect(metricValue(metrics, 'forbear_open_turns')).toBe(1);
    expect((await fetch(`http://${server.http}/readyz`)).status).toBe(503);
    expect((await fetch(`http://${server.http}/healthz`)).status).toBe(200);
  });

  it('503 with Retry-After when the spans cannot be stored (nothing is acknowledged)', async () => {
    server = await serveInProcess(tmp.dir);
    server.engine.close(); // the store is gone, as on a failed disk
    const res = await post(oneTurn());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ code: 14, message: expect.stringMatching(/cannot store spans/) });
  });
});
