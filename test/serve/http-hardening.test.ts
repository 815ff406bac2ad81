/**
 * What real senders do that the first receiver tests did not: trailing-slash paths, the
 * Collector's `compression: zlib`, unauthenticated or mistyped requests with big bodies,
 * `Expect: 100-continue`, an unusable data dir, and a shutdown whose last pass fails.
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from 'node:http2';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveServeConfig } from '../../src/config/serve-config.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { otlpJsonFor, tempDir } from '../helpers/index.js';
import { encodeBlock, encodeFramed } from '../../fuzz/lib/snappy-frames.js';
import { metricValue, serveInProcess } from './serve-fixture.js';

let tmp: { dir: string; cleanup: () => void };
let server: RunningServer | undefined;
beforeEach(() => {
  tmp = tempDir('forbear-harden-');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  tmp.cleanup();
});

const oneTurn = (user = 'Cancel my order.', seed = 1): string => otlpJsonFor([{ user, steps: [], reply: 'Which order do you mean?' }], { seed });

function post(path: string, body: string | Buffer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`http://${server!.http}${path}`, { method: 'POST', body: typeof body === 'string' ? body : new Uint8Array(body), headers: { 'content-type': 'application/json', ...headers } });
}

async function openTurns(): Promise<number> {
  return metricValue(await (await fetch(`http://${server!.http}/metrics`)).text(), 'forbear_open_turns');
}

/**
 * Sends only the headers of a request that announces a large body, and resolves with the
 * status of the answer and whether the server asked for the body (100 Continue).
 */
function headersOnly(headers: Record<string, string>): Promise<{ status: number; askedForBody: boolean }> {
  const [host, port] = server!.http!.split(':');
  return new Promise((resolve, reject) => {
    let askedForBody = false;
    const req = request({ host, port: Number(port), path: '/v1/traces', method: 'POST', headers: { 'content-length': String(32 * 1024 * 1024), ...headers } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, askedForBody });
      req.destroy();
    });
    req.on('continue', () => (askedForBody = true));
    req.on('error', (e) => (askedForBody ? undefined : reject(e)));
    req.flushHeaders();
  });
}

describe('OTLP/HTTP receiver: what real senders do', () => {
  it('takes POST /v1/traces/ (a trailing slash, as some SDKs build the URL); other paths are 404, whatever the method', async () => {
    server = await serveInProcess(tmp.dir, { turn_idle: '1h' });
    const res = await post('/v1/traces/', oneTurn());
    expect(res.status).toBe(200);
    expect(await openTurns()).toBe(1);
    expect((await post('/v1/traces/?x=1', oneTurn('again', 2))).status).toBe(200);
    for (const path of ['/v1/logs', '/', '/v1/traces/extra']) {
      const r = await post(path, oneTurn());
      expect(r.status, path).toBe(404);
    }
  });

  it('takes Content-Encoding: zlib (the Collector\'s `compression: zlib`)', async () => {
    server = await serveInProcess(tmp.dir, { turn_idle: '1h' });
    const res = await post('/v1/traces', deflateSync(oneTurn()), { 'content-encoding': 'zlib' });
    expect(res.status).toBe(200);
    expect(await openTurns()).toBe(1);
  });

  it('refuses an unauthenticated request from its headers, without reading (or buffering) its body', async () => {
    server = await serveInProcess(tmp.dir, { auth_token: 's3cret' });
    expect(await headersOnly({ 'content-type': 'application/x-protobuf' })).toEqual({ status: 401, askedForBody: false });
    expect(await headersOnly({ 'content-type': 'application/x-protobuf', authorization: 'Bearer wrong' })).toEqual({ status: 401, askedForBody: false });
    // Still up, and the right token works.
    expect((await post('/v1/traces', oneTurn(), { authorization: 'Bearer s3cret' })).status).toBe(200);
  });

  it('refuses a media type or encoding it cannot read from the headers, without reading the body', async () => {
    server = await serveInProcess(tmp.dir);
    expect((await headersOnly({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await headersOnly({ 'content-type': 'application/json', 'content-encoding': 'br' })).status).toBe(415);
  });

  it('asks for the body of an acceptable Expect: 100-continue request (curl does this for large bodies) and takes it', async () => {
    server = await serveInProcess(tmp.dir, { turn_idle: '1h' });
    const body = Buffer.from(oneTurn());
    const [host, port] = server.http!.split(':');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host, port: Number(port), path: '/v1/traces', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length), expect: '100-continue' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('continue', () => req.end(body));
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(200);
    expect(await openTurns()).toBe(1);
  });

  it('answers Expect: 100-continue over the body limit with 413, without asking for the body', async () => {
    server = await serveInProcess(tmp.dir, { max_body: '1MiB' });
    expect(await headersOnly({ 'content-type': 'application/json', expect: '100-continue' })).toEqual({ status: 413, askedForBody: false });
  });

  it('a close whose last completion pass fails (disk full) still closes the store: the next start is not locked out', async () => {
    const dataDir = join(tmp.dir, 'data');
    server = await serveInProcess(dataDir, { turn_idle: '1h' });
    expect((await post('/v1/traces', oneTurn())).status).toBe(200);
    server.engine.tick = () => {
      throw new Error('ENOSPC: no space left on device, write');
    };
    await expect(server.close()).resolves.toBeUndefined();
    server = await serveInProcess(dataDir, { turn_idle: '1h' });
    expect(await openTurns()).toBe(1);
  });
});

describe('forbear serve: a data dir it cannot use is a usage error naming --data-dir', () => {
  it('exits 2 when the store file cannot be opened', async () => {
    const dataDir = join(tmp.dir, 'data');
    mkdirSync(join(dataDir, 'forbear.sqlite'), { recursive: true }); // a directory where the database should be
    const run = await runCli(['serve', '--cases', 'samples/corpus.yaml', '--http', '127.0.0.1:0', '--grpc', 'off', '--data-dir', dataDir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--data-dir ${dataDir}`);
  });
});

describe('forbear serve: TLS files and log pipes', () => {
  const FIXTURES = fileURLToPath(new URL('../fixtures/serve/', import.meta.url));
  const serveArgs = (...more: string[]): string[] => ['serve', '--cases', 'samples/corpus.yaml', '--http', '127.0.0.1:0', '--grpc', '127.0.0.1:0', '--data-dir', join(tmp.dir, 'data'), ...more];

  it('a key that does not match the certificate, or a file that is not PEM, is a usage error naming the flags (exit 2)', async () => {
    const otherKey = join(tmp.dir, 'other-key.pem');
    writeFileSync(otherKey, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const mismatch = await runCli(serveArgs('--tls-cert', join(FIXTURES, 'tls-cert.pem'), '--tls-key', otherKey));
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toMatch(/--tls-cert .*, --tls-key .*: not a usable PEM certificate and private key/);
    const notPem = join(tmp.dir, 'not.pem');
    writeFileSync(notPem, 'not a certificate\n');
    const bad = await runCli(serveArgs('--tls-cert', notPem, '--tls-key', join(FIXTURES, 'tls-key.pem')));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--tls-cert');
  });

  it('a closed stdout (a log pipe that went away) does not crash it: SIGTERM still stops it cleanly, exit 0', async () => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('../../bin/forbear.js', import.meta.url)), ...serveArgs()], { stdio: ['ignore', 'pipe', 'pipe'], cwd: REPO_ROOT });
    const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    await new Promise<void>((resolve) => child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('forbear: ready')) resolve();
    }));
    child.stdout.destroy();
    // At once: a supervisor may stop it the moment it says it is ready.
    child.kill('SIGTERM');
    expect({ exit: await exited, err }).toEqual({ exit: 0, err: '' });
  });
});

describe('OTLP/HTTP receiver: Content-Encoding: snappy (the Collector\'s `compression: snappy`)', () => {
  it('takes framed snappy and a bare snappy block, and refuses a snappy bomb with 413 and corrupt snappy with 400', async () => {
    server = await serveInProcess(tmp.dir, { turn_idle: '1h', max_body: '256KiB' });
    expect((await post('/v1/traces', Buffer.from(encodeFramed(Buffer.from(oneTurn('a', 1)))), { 'content-encoding': 'snappy' })).status).toBe(200);
    expect((await post('/v1/traces', Buffer.from(encodeBlock(Buffer.from(oneTurn('b', 2)))), { 'content-encoding': 'snappy' })).status).toBe(200);
    expect((await post('/v1/traces', Buffer.from(encodeFramed(Buffer.from(oneTurn('c', 3)))), { 'content-encoding': 'x-snappy-framed' })).status).toBe(200);
    expect(await openTurns()).toBe(3);
    const bomb = Buffer.from(encodeFramed(Buffer.alloc(4 * 1024 * 1024, 32)));
    expect(bomb.length).toBeLessThan(256 * 1024);
    expect((await post('/v1/traces', bomb, { 'content-encoding': 'snappy' })).status).toBe(413);
    const corrupt = await post('/v1/traces', Buffer.from([0xff, 6, 0, 0, ...Buffer.from('sNaPpY'), 0x00, 8, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8]), { 'content-encoding': 'snappy' });
    expect(corrupt.status).toBe(400);
    expect((await corrupt.json() as { message: string }).message).toMatch(/invalid snappy body/);
  });
});

describe('serve settings: a body limit forbear can honour', () => {
  it('max_body over 2 GiB is refused by key (gzip and gRPC cannot take more; it made every gzip body 413)', () => {
    expect(() => resolveServeConfig({ cases: 'c.yaml', max_body: '8GiB' }, {}, undefined)).toThrow(/--max-body: .*at most 2GiB/);
    expect(resolveServeConfig({ cases: 'c.yaml', max_body: '2GiB' }, {}, undefined).maxBodyBytes).toBe(2 ** 31);
  });
});

describe('OTLP/gRPC: the message encodings a sender may pick', () => {
  /** One raw Export call over HTTP/2 with the given grpc-encoding; resolves with grpc-status. */
  function exportCall(addr: string, encoding: string | undefined, message: Buffer, compressed: boolean): Promise<string | undefined> {
    const session = connect(`http://${addr}`);
    const frame = Buffer.alloc(5 + message.length);
    frame[0] = compressed ? 1 : 0;
    frame.writeUInt32BE(message.length, 1);
    message.copy(frame, 5);
    return new Promise((resolve, reject) => {
      const call = session.request({
        ':method': 'POST', ':path': '/opentelemetry.proto.collector.trace.v1.TraceService/Export',
        'content-type': 'application/grpc', te: 'trailers', ...(encoding === undefined ? {} : { 'grpc-encoding': encoding }),
      });
      let status: string | undefined;
      call.on('response', (h) => (status ??= h['grpc-status'] as string | undefined));
      call.on('trailers', (t) => (status ??= t['grpc-status'] as string | undefined));
      call.on('data', () => undefined);
      call.on('end', () => {
        session.close();
        resolve(status);
      });
      call.on('error', reject);
      call.end(frame);
    });
  }

  it('takes gzip, deflate and uncompressed messages; answers UNIMPLEMENTED (12) to zstd and snappy, as the README warns', async () => {
    server = await serveInProcess(tmp.dir);
    const empty = Buffer.alloc(0); // an ExportTraceServiceRequest with nothing in it
    expect(await exportCall(server.grpc!, undefined, empty, false)).toBe('0');
    expect(await exportCall(server.grpc!, 'gzip', gzipSync(empty), true)).toBe('0');
    expect(await exportCall(server.grpc!, 'deflate', deflateSync(empty), true)).toBe('0');
    expect(await exportCall(server.grpc!, 'zstd', Buffer.from([0x28, 0xb5, 0x2f, 0xfd]), true)).toBe('12');
    expect(await exportCall(server.grpc!, 'snappy', Buffer.from([0]), true)).toBe('12');
  });
});

describe('GET /metrics counts what the receiver did, refusals decided from headers included', () => {
  it('requests by status, refusals by reason, bytes received', async () => {
    server = await serveInProcess(tmp.dir, { auth_token: 's3cret', turn_idle: '1h' });
    const body = oneTurn();
    const auth = { authorization: 'Bearer s3cret' };
    expect((await post('/v1/traces', body, auth)).status).toBe(200);
    expect((await post('/v1/traces', body)).status).toBe(401);
    expect((await post('/v1/traces', body, { ...auth, 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post('/v1/traces', '{"resourceSpans": [', auth)).status).toBe(400);
    const text = await (await fetch(`http://${server.http}/metrics`, { headers: auth })).text();
    for (const [line, value] of [
      ['forbear_requests_total{protocol="http",code="200"}', 1],
      ['forbear_requests_total{protocol="http",code="401"}', 1],
      ['forbear_requests_total{protocol="http",code="415"}', 1],
      ['forbear_requests_total{protocol="http",code="400"}', 1],
      ['forbear_requests_rejected_total{protocol="http",reason="unauthenticated"}', 1],
      ['forbear_requests_rejected_total{protocol="http",reason="unsupported_media_type"}', 1],
      ['forbear_requests_rejected_total{protocol="http",reason="bad_payload"}', 1],
      // Bodies read: the accepted one and the malformed one; refused ones are never read.
      ['forbear_received_bytes_total{protocol="http"}', Buffer.byteLength(body) + Buffer.byteLength('{"resourceSpans": [')],
    ] as const) {
      expect(text, line).toContain(`${line} ${value}\n`);
    }
  });
});

describe('OTLP/HTTP receiver: Content-Encoding: lz4 (the Collector\'s `compression: lz4`)', () => {
  it('takes an lz4 frame (made by the lz4 CLI from the first request of samples/spans/run-1.jsonl) and refuses a corrupt one with 400', async () => {
    server = await serveInProcess(tmp.dir, { turn_idle: '1h' });
    const lz4 = readFileSync(fileURLToPath(new URL('../fixtures/serve/lz4-request/first-line-of-run-1.json.lz4', import.meta.url)));
    const res = await post('/v1/traces', lz4, { 'content-encoding': 'lz4' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await openTurns()).toBeGreaterThan(0);
    const corrupt = await post('/v1/traces', Buffer.from([0x04, 0x22, 0x4d, 0x18, 0x64, 0x40, 0x00]), { 'content-encoding': 'lz4' });
    expect(corrupt.status).toBe(400);
    expect((await corrupt.json() as { message: string }).message).toMatch(/invalid lz4 body/);
  });
});
