import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Metadata, credentials, status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { otlpJsonFor, tempDir } from '../helpers/index.js';
import { serveInProcess } from './serve-fixture.js';

const tmp = tempDir('forbear-tls-');
let server: RunningServer;
let cert: Buffer;
// A self-signed test certificate for 127.0.0.1/localhost, valid for a century, checked in so the
// test needs no openssl (made with: openssl req -x509 -newkey rsa:2048 -nodes -days 36500
// -subj /CN=localhost -addext subjectAltName=IP:127.0.0.1,DNS:localhost).
const FIXTURES = fileURLToPath(new URL('../fixtures/serve/', import.meta.url));
beforeAll(async () => {
  cert = readFileSync(join(FIXTURES, 'tls-cert.pem'));
  server = await serveInProcess(join(tmp.dir, 'data'), { tls_cert: join(FIXTURES, 'tls-cert.pem'), tls_key: join(FIXTURES, 'tls-key.pem'), auth_token: 'tok' });
});
afterAll(async () => {
  await server.close();
  tmp.cleanup();
});

function httpsPost(body: string, token: string): Promise<number> {
  const [host, port] = server.http!.split(':');
  return new Promise((resolve, reject) => {
    const req = request({ host, port: Number(port), path: '/v1/traces', method: 'POST', ca: cert,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('TLS on both protocols', () => {
  it('OTLP/HTTP over TLS, with the bearer token checked', async () => {
    const body = otlpJsonFor([{ user: 'hi', steps: [], reply: 'hello' }]);
    expect(await httpsPost(body, 'tok')).toBe(200);
    expect(await httpsPost(body, 'wrong')).toBe(401);
  });

  it('OTLP/gRPC over TLS; a plaintext client cannot talk to it', async () => {
    const call = (creds: ReturnType<typeof credentials.createSsl>): Promise<number> => {
      // The server listens on 127.0.0.1, and Node 26 refuses an IP address as the TLS server name
      // (it was a deprecation warning before), which grpc-js would send: name the certificate's host.
      const client = new Client(server.grpc!, creds, { 'grpc.ssl_target_name_override': 'localhost' });
      const md = new Metadata();
      md.set('authorization', 'Bearer tok');
      return new Promise((resolve) => {
        client.makeUnaryRequest('/opentelemetry.proto.collector.trace.v1.TraceService/Export', (b: Buffer) => b, (b: Buffer) => b, Buffer.alloc(0), md,
          { deadline: Date.now() + 5000 }, (err) => {
            client.close();
            resolve(err?.code ?? status.OK);
          });
      });
    };
    expect(await call(credentials.createSsl(cert))).toBe(status.OK);
    expect(await call(credentials.createInsecure())).not.toBe(status.OK);
  });
});
