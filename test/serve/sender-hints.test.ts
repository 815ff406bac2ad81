import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ExportResultCode } from '@opentelemetry/core';
import { OTLPTraceExporter as HttpProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { SenderHints, contentTypeHint, uncompressedHint, wrongPathHint } from '../../src/serve/sender-hints.js';
import { tempDir } from '../helpers/index.js';
import { demoSpans, makeExporter, startServe } from './serve-helpers.js';

describe('SenderHints', () => {
  it('says each distinct problem once, then again only after the interval, with how often it recurred', () => {
    const lines: string[] = [];
    let t = 0;
    const hints = new SenderHints((l) => lines.push(l), () => t, 60_000);
    for (let i = 0; i < 5; i++) hints.say(wrongPathHint('POST', '/v1/trace'), 'OpenTelemetry Collector/0.161.0');
    hints.say(contentTypeHint('text/plain'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^forbear: warning: POST "\/v1\/trace" answered 404: .*it is \/v1\/traces.*\[sender: OpenTelemetry Collector\/0\.161\.0\]$/);
    t = 61_000;
    hints.say(wrongPathHint('POST', '/v1/trace'));
    expect(lines[2]).toContain('(4 more time(s) since it was last said)');
  });

  it('names the setting for each wrong path a sender can produce, and ignores GETs', () => {
    expect(wrongPathHint('POST', '/v1/traces/v1/traces')!.line).toContain('already ends in /v1/traces');
    expect(wrongPathHint('POST', '/otlp/v1/traces')!.line).toContain('path prefix');
    expect(wrongPathHint('POST', '/')!.line).toContain('traces_endpoint');
    expect(wrongPathHint('POST', '/v1/metrics')!.line).toContain("take forbear's exporter out of the Collector's metrics pipeline");
    expect(wrongPathHint('GET', '/favicon.ico')).toBeUndefined();
    expect(uncompressedHint(10_000)).toBeUndefined();
    expect(uncompressedHint(600 * 1024)!.line).toContain('compression: gzip');
  });
});

/** Writes `text` on a raw TCP connection and returns what comes back before the server closes it. */
function rawAnswer(host: string, port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host, () => socket.write(text));
    let out = '';
    socket.setEncoding('utf8').on('data', (d: string) => (out += d));
    socket.on('close', () => resolve(out));
    socket.on('error', (e) => (out === '' ? reject(e) : resolve(out)));
  });
}

describe('forbear serve tells a misconfigured sender the fix, once per problem', () => {
  it('wrong paths, a wrong Content-Type and a large uncompressed export each get one stderr line naming the setting', async () => {
    const tmp = tempDir('forbear-hints-');
    const serve = await startServe(['--data-dir', tmp.dir, '--grpc', 'off', '--turn-idle', '1h']);
    try {
      const base = `http://${serve.http}`;
      for (let i = 0; i < 3; i++) {
        for (const path of ['/v1/trace', '/', '/v1/traces/v1/traces']) {
          expect((await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: new Uint8Array(0) })).status).toBe(404);
        }
        expect((await fetch(`${base}/v1/traces`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
      }
      // The real OTLP/HTTP protobuf exporter with compression off, a batch the size a Collector sends, twice.
      const demo = demoSpans();
      const spans = [...demo, ...demo];
      const exporter = new HttpProtoExporter({ url: `${base}/v1/traces`, compression: 'none' as never });
      for (let i = 0; i < 2; i++) {
        const code = await new Promise<ExportResultCode>((resolve) => exporter.export(spans, (r) => resolve(r.code)));
        expect(code).toBe(ExportResultCode.SUCCESS);
      }
      await exporter.shutdown();
      const warnings = serve.output().split('\n').filter((l) => l.startsWith('forbear: warning:'));
      expect(warnings.filter((l) => l.includes('"/v1/trace" answered 404') && l.includes('it is /v1/traces'))).toHaveLength(1);
      expect(warnings.filter((l) => l.includes('POST "/" answered 404') && l.includes('traces_endpoint'))).toHaveLength(1);
      expect(warnings.filter((l) => l.includes('"/v1/traces/v1/traces" answered 404') && l.includes('already ends in /v1/traces'))).toHaveLength(1);
      expect(warnings.filter((l) => l.includes('Content-Type "text/plain" answered 415') && l.includes('encoding: proto'))).toHaveLength(1);
      expect(warnings.filter((l) => l.includes('arrived uncompressed (accepted)') && l.includes('compression: gzip'))).toHaveLength(1);
      // A gRPC exporter pointed at the HTTP port: refused by the HTTP/1 parser, and said once.
      for (let i = 0; i < 2; i++) {
        const grpc = makeExporter('grpc', { http: '', grpc: serve.http });
        const code = await new Promise<ExportResultCode>((resolve) => grpc.export(demo.slice(0, 5), (r) => resolve(r.code)));
        expect(code).toBe(ExportResultCode.FAILED);
        await grpc.shutdown();
      }
      const all = serve.output().split('\n').filter((l) => l.startsWith('forbear: warning:'));
      expect(all.filter((l) => l.includes('HTTP/2 (gRPC) client connected to the OTLP/HTTP port') && l.includes('--grpc address'))).toHaveLength(1);
      expect(all).toHaveLength(6);
      // Other requests the parser refuses are answered as Node answers them.
      const [host, port] = serve.http.split(':') as [string, string];
      expect(await rawAnswer(host, Number(port), 'NOT HTTP AT ALL\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\nConnection: close/);
      expect(await rawAnswer(host, Number(port), `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431 /);
    } finally {
      serve.child.kill('SIGTERM');
      await serve.exited;
      tmp.cleanup();
    }
  });
});
