/**
 * Issue 19, serve39: a request body of declared length is read straight into the shared memory
 * the scoring workers read its spans from, and a gzip body is inflated straight into shared memory
 * of the size its trailer states: one copy of each body, not two. What a sender sees does not
 * change: the same results whether the length is declared, the body chunked or gzip, and the
 * same refusals (413 before the body is read, 413 for a gzip body that inflates past the limit
 * whatever its trailer claims, 400 for a trailer that does not match its data).
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BodyBuffer } from '../../src/serve/body-buffer.js';
import { BadEncodingError, BodyTooLargeError, decompressBody } from '../../src/serve/decompress-body.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { RequestBody } from '../../src/workers/request-body.js';
import { tempDir } from '../helpers/index.js';
import { demoSpans, readResults, scoreReference, sortResults, waitFor } from './serve-helpers.js';
import { serveInProcess } from './serve-fixture.js';

/** A gzip body whose trailer states `claimed` bytes inflated, whatever it inflates to. */
function gzipClaiming(data: Uint8Array, claimed: number): Buffer {
  const z = Buffer.from(gzipSync(data));
  z.writeUInt32LE(claimed, z.length - 4);
  return z;
}

describe('a body of declared length is gathered in shared memory', () => {
  const parts = [Buffer.from('first part, '), Buffer.from('second part, '), Buffer.from('last')];
  const whole = Buffer.concat(parts);

  it('holds the chunks in order, in shared memory, when they add up to the declared length', () => {
    const b = new BodyBuffer(whole.length);
    for (const p of parts) b.add(p);
    expect(b.bytes().buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(b.bytes().equals(whole)).toBe(true);
    // The workers read those bytes as they are: no second copy.
    expect(RequestBody.of(b.bytes()).bytes).toBe(b.bytes());
  });

  it('keeps every byte when the length is not declared (chunked) or the chunks outgrow it', () => {
    const chunked = new BodyBuffer(undefined);
    for (const p of parts) chunked.add(p);
    expect(chunked.bytes().equals(whole)).toBe(true);
    const outgrown = new BodyBuffer(5);
    for (const p of parts) outgrown.add(p);
    expect(outgrown.bytes().equals(whole)).toBe(true);
  });
});

describe('gzip inflated into shared memory of the size its trailer states', () => {
  const data = Buffer.from('a span, and another span, '.repeat(400));

  it('gives the inflated body in shared memory when the trailer is honest', async () => {
    const out = await decompressBody(gzipSync(data), 'gzip', 1 << 20);
    expect(out!.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(out!.equals(data)).toBe(true);
  });

  it('gives the whole body of two gzip members (the last trailer counts only its own), and refuses a false trailer as zlib does', async () => {
    const twoMembers = Buffer.concat([gzipSync(data), gzipSync(Buffer.from('tail'))]);
    expect((await decompressBody(twoMembers, 'gzip', 1 << 20))!.equals(Buffer.concat([data, Buffer.from('tail')]))).toBe(true);
    // A trailer that does not match the data is corrupt gzip (400), as before: never a short or padded body.
    await expect(decompressBody(gzipClaiming(data, 100), 'gzip', 1 << 20)).rejects.toBeInstanceOf(BadEncodingError);
    await expect(decompressBody(gzipClaiming(data, data.length + 500), 'gzip', 1 << 20)).rejects.toBeInstanceOf(BadEncodingError);
  });

  it('stops at the limit however small the trailer claims the body is, and refuses corrupt gzip', async () => {
    const zeros = Buffer.alloc(2 << 20);
    await expect(decompressBody(gzipClaiming(zeros, 1000), 'gzip', 1 << 20)).rejects.toBeInstanceOf(BodyTooLargeError);
    const corrupt = gzipSync(data);
    corrupt.fill(0x55, 20, 60);
    await expect(decompressBody(corrupt, 'gzip', 1 << 20)).rejects.toBeInstanceOf(BadEncodingError);
  });
});

describe('serve with scoring workers: one copy of each body changes no answer and no result', () => {
  let tmp: { dir: string; cleanup: () => void };
  let server: RunningServer | undefined;
  beforeEach(() => {
    tmp = tempDir('forbear-one-copy-');
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    tmp.cleanup();
  });

  /** POSTs `body` as protobuf, with its length declared or chunked; the status. */
  function post(body: Buffer, opts: { chunked?: boolean; encoding?: string } = {}): Promise<number> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { 'content-type': 'application/x-protobuf' };
      if (opts.encoding !== undefined) headers['content-encoding'] = opts.encoding;
      if (opts.chunked !== true) headers['content-length'] = body.length;
      const req = request(`http://${server!.http}/v1/traces`, { method: 'POST', headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      if (opts.chunked === true) {
        // Written in parts: Node sends them chunked (no Content-Length).
        req.write(body.subarray(0, body.length >> 1));
        req.end(body.subarray(body.length >> 1));
      } else req.end(body);
    });
  }

  it('scores the same turns from declared-length, chunked and gzip bodies', async () => {
    const spans = demoSpans();
    const quarter = Math.ceil(spans.length / 4);
    const bodies = [0, 1, 2, 3].map((i) => Buffer.from(ProtobufTraceSerializer.serializeRequest(spans.slice(i * quarter, (i + 1) * quarter))!));
    // Each way a body arrives, into its own server.
    const ways: { chunked?: boolean; encoding?: string }[] = [{}, { chunked: true }, { encoding: 'gzip' }];
    const reference = await scoreReference(spans, tmp.dir);
    const seen: string[] = [];
    for (const way of ways) {
      const dir = `${tmp.dir}/${seen.length}`;
      server = await serveInProcess(dir, { workers: 2, turn_idle: '100ms' });
      for (const b of bodies) {
        const sent = way.encoding === undefined ? b : gzipSync(b);
        expect(await post(sent, way)).toBe(200);
      }
      const results = await waitFor(() => { const rs = readResults(dir); return rs.length >= reference.length && rs; }, 20_000, 'every turn scored');
      seen.push(JSON.stringify(sortResults(results)));
      await server.close();
      server = undefined;
    }
    // As `forbear score` scores the same spans, whichever way the bodies came.
    for (const s of seen) expect(s).toBe(JSON.stringify(reference));
  });

  it('answers 413 to a body declared over the limit, and to a gzip body inflating past it, and stores nothing', async () => {
    server = await serveInProcess(tmp.dir, { workers: 2, turn_idle: '100ms', max_body: '64KiB' });
    const big = Buffer.from(ProtobufTraceSerializer.serializeRequest(demoSpans())!);
    expect(big.length).toBeGreaterThan(64 * 1024);
    expect(await post(big)).toBe(413);
    // Small on the wire, past the limit once inflated, its trailer claiming it fits.
    expect(await post(gzipClaiming(big, 1000), { encoding: 'gzip' })).toBe(413);
    const metrics = await (await fetch(`http://${server.http}/metrics`)).text();
    expect(metrics).toMatch(/forbear_requests_rejected_total\{protocol="http",reason="too_large"\} 2/);
    expect(metrics).not.toMatch(/^forbear_spans_received_total\S* [1-9]/m);
    expect(readResults(tmp.dir)).toEqual([]);
  });
});
