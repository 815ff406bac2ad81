import { Client, Metadata, credentials, status } from '@grpc/grpc-js';
import type { ServiceError } from '@grpc/grpc-js';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { recordTurns, tempDir } from '../helpers/index.js';
import { serveInProcess } from './serve-fixture.js';

const PATH = '/opentelemetry.proto.collector.trace.v1.TraceService/Export';
let tmp: { dir: string; cleanup: () => void };
let server: RunningServer | undefined;
let client: Client | undefined;
beforeEach(() => {
  tmp = tempDir('forbear-grpc-');
});
afterEach(async () => {
  client?.close();
  client = undefined;
  await server?.close();
  server = undefined;
  tmp.cleanup();
});

const request = (user: string, seed: number): Buffer =>
  Buffer.from(ProtobufTraceSerializer.serializeRequest(recordTurns([{ user, steps: [], reply: 'Which order?' }], { seed }))!);

function call(body: Buffer, opts: { token?: string; gzip?: boolean } = {}): Promise<{ err: ServiceError | null; reply: Buffer | undefined }> {
  client ??= new Client(server!.grpc!, credentials.createInsecure(), opts.gzip ? { 'grpc.default_compression_algorithm': 2 } : {});
  const md = new Metadata();
  if (opts.token !== undefined) md.set('authorization', `Bearer ${opts.token}`);
  const id = (b: Buffer): Buffer => b;
  return new Promise((resolve) => {
    client!.makeUnaryRequest(PATH, id, id, body, md, (err, reply) => resolve({ err, reply }));
  });
}

describe('OTLP/gRPC receiver: status codes', () => {
  it('OK with an empty ExportTraceServiceResponse for a good request', async () => {
    server = await serveInProcess(tmp.dir);
    const { err, reply } = await call(request('Cancel my order.', 1));
    expect(err).toBeNull();
    expect(reply?.length).toBe(0);
  });

  it('UNAUTHENTICATED without the bearer token or with a wrong one', async () => {
    server = await serveInProcess(tmp.dir, { auth_token: 's3cret' });
    expect((await call(request('a', 1))).err?.code).toBe(status.UNAUTHENTICATED);
    expect((await call(request('a', 1), { token: 'nope' })).err?.code).toBe(status.UNAUTHENTICATED);
    expect((await call(request('a', 1), { token: 's3cret' })).err).toBeNull();
  });

  it('INVALID_ARGUMENT for bytes that are not an ExportTraceServiceRequest', async () => {
    server = await serveInProcess(tmp.dir);
    const { err } = await call(Buffer.from([0x0a, 0xff, 0xff, 0xff, 0x0f, 0x01]));
    expect(err?.code).toBe(status.INVALID_ARGUMENT);
    expect(err?.details).toMatch(/invalid protobuf/);
  });

  it('RESOURCE_EXHAUSTED with RetryInfo past max_open_turns', async () => {
    server = await serveInProcess(tmp.dir, { max_open_turns: 1, turn_idle: '1h' });
    expect((await call(request('first', 1))).err).toBeNull();
    const { err } = await call(request('second', 2));
    expect(err?.code).toBe(status.RESOURCE_EXHAUSTED);
    const details = err?.metadata.get('grpc-status-details-bin')[0] as Buffer | undefined;
    expect(details?.toString('latin1')).toContain('type.googleapis.com/google.rpc.RetryInfo');
  });

  it('RESOURCE_EXHAUSTED for a gzip bomb: the limit holds after decompression', async () => {
    server = await serveInProcess(tmp.dir, { max_body: '64KiB' });
    const { err } = await call(Buffer.alloc(20_000_000), { gzip: true });
    expect(err?.code).toBe(status.RESOURCE_EXHAUSTED);
    // Still serving.
    client?.close();
    client = undefined;
    expect((await call(request('after', 3), { gzip: true })).err).toBeNull();
  });

  it('UNAVAILABLE when the spans cannot be stored', async () => {
    server = await serveInProcess(tmp.dir);
    server.engine.close();
    const { err } = await call(request('x', 4));
    expect(err?.code).toBe(status.UNAVAILABLE);
    expect(err?.details).toMatch(/cannot store spans/);
  });
});
