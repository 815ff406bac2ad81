/**
 * The OTLP/HTTP handler of `forbear serve` (OtlpHttpHandler) on whole requests: valid bodies
 * from the real SDK, mutated bytes, gzip (sound, truncated, or a bomb past the body limit),
 * snappy (framed or a block, sound or mutated),
 * and random methods, media types, encodings and tokens. Every request must get a status the
 * spec allows and, unless 200, a google.rpc.Status body with a message; a 200 must have stored
 * only spans that pass checkSpans. A 5xx, a throw or a missing message is a crash.
 */
import { gzipSync } from 'node:zlib';
import type { Prng } from '../../bench/gen/prng.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import { decodeExport } from '../../src/serve/decode-export.js';
import { ServeMetrics } from '../../src/serve/metrics.js';
import { OtlpHttpHandler } from '../../src/serve/otlp-http-handler.js';
import type { HttpResponseOut, SpanSink } from '../../src/serve/otlp-http-handler.js';
import { checkSpans } from '../lib/check-spans.js';
import { mutateBytes } from '../lib/mutate-bytes.js';
import { encodeBlock, encodeFramed } from '../lib/snappy-frames.js';
import type { Seeds } from '../lib/seeds.js';
import type { FuzzTarget, Outcome } from '../target.js';

const MAX_BODY = 1 << 20;
const TOKEN = 'fuzz-token';
const ALLOWED = new Set([200, 400, 401, 405, 413, 415, 429]);

/** Stands in for the engine: keeps nothing, checks what it is given. */
const sink: SpanSink = {
  metrics: new ServeMetrics(),
  busy: () => false,
  decode: decodeExport,
  ingest: async (spans: RawSpan[]) => {
    checkSpans(spans);
    return { accepted: spans.length, duplicates: 0, late: 0 };
  },
};
const handler = new OtlpHttpHandler(sink, { authToken: TOKEN, maxBodyBytes: MAX_BODY });

function body(rng: Prng, seeds: Seeds, format: 'json' | 'proto'): { bytes: Buffer; mutation: string } {
  const pool = format === 'json' ? seeds.json.map((j) => Buffer.from(j, 'utf8')) : seeds.proto.map((p) => Buffer.from(p));
  const seed = rng.pick(pool);
  if (rng.chance(0.3)) return { bytes: seed, mutation: `${format}-valid` };
  const m = mutateBytes(rng, seed, pool);
  return { bytes: Buffer.from(m.bytes), mutation: `${format}-${m.mutation}` };
}

/** The message of a google.rpc.Status body (JSON, or protobuf field 2). */
function statusMessage(res: HttpResponseOut): string | undefined {
  const b = Buffer.from(res.body);
  if (res.headers['content-type'] === 'application/json') return (JSON.parse(b.toString('utf8')) as { message?: string }).message;
  // Status: 1 code (varint), 2 message (length-delimited).
  let i = 0;
  const varint = (): number => {
    let n = 0;
    for (let shift = 0; i < b.length && shift < 35; shift += 7) {
      const x = b[i++]!;
      n += (x & 0x7f) * 2 ** shift;
      if (x < 0x80) break;
    }
    return n;
  };
  while (i < b.length) {
    const tag = varint();
    if (tag === 0x08) varint();
    else if (tag === 0x12) {
      const len = varint();
      return b.subarray(i, i + len).toString('utf8');
    } else return undefined;
  }
  return undefined;
}

export const httpHandlerTarget: FuzzTarget = {
  name: 'http-handler',
  weight: 2,
  async run(rng, seeds): Promise<Outcome> {
    const format = rng.chance(0.5) ? 'json' : 'proto';
    let { bytes, mutation } = body(rng, seeds, format);
    const headers: Record<string, string> = {
      'content-type': rng.chance(0.9) ? (format === 'json' ? 'application/json; charset=utf-8' : 'application/x-protobuf') : rng.pick(['text/plain', '', 'application/protobuf', 'APPLICATION/JSON']),
    };
    if (rng.chance(0.95)) headers.authorization = rng.chance(0.97) ? `Bearer ${TOKEN}` : rng.pick(['Bearer', 'Basic x', `bearer ${TOKEN}x`]);
    if (rng.chance(0.3)) {
      headers['content-encoding'] = 'gzip';
      const kind = rng.int(0, 9);
      if (kind === 0) {
        bytes = gzipSync(Buffer.alloc(MAX_BODY + rng.int(1, 4 * MAX_BODY)));
        mutation = 'gzip-bomb';
      } else if (kind === 1) {
        bytes = gzipSync(bytes).subarray(0, rng.int(0, 40));
        mutation = `gzip-truncated-${mutation}`;
      } else {
        bytes = gzipSync(bytes);
        mutation = `gzip-${mutation}`;
      }
    } else if (rng.chance(0.1)) {
      // snappy as the Collector sends it (framed) or a bare block, sound or mutated.
      const framed = rng.chance(0.7);
      headers['content-encoding'] = framed ? rng.pick(['snappy', 'x-snappy-framed']) : 'snappy';
      const seed = format === 'json' ? Buffer.from(rng.pick(seeds.json), 'utf8') : Buffer.from(rng.pick(seeds.proto));
      const encoded = framed ? encodeFramed(seed) : encodeBlock(seed);
      if (rng.chance(0.5)) {
        bytes = Buffer.from(encoded);
        mutation = `snappy-${framed ? 'framed' : 'block'}-valid`;
      } else {
        const m = mutateBytes(rng, encoded, [encoded]);
        bytes = Buffer.from(m.bytes);
        mutation = `snappy-${framed ? 'framed' : 'block'}-${m.mutation}`;
      }
    } else if (rng.chance(0.02)) {
      headers['content-encoding'] = rng.pick(['br', 'x', 'compress']);
    }
    const method = rng.chance(0.97) ? 'POST' : rng.pick(['GET', 'PUT', 'DELETE']);
    const res = await handler.handle({ method, headers, body: bytes });
    if (!ALLOWED.has(res.status)) throw new Error(`status ${res.status} is not an OTLP/HTTP answer to client input`);
    if (res.status === 200) return { verdict: 'decoded', mutation, bytes: bytes.length };
    const message = statusMessage(res);
    if (message === undefined || message === '') throw new Error(`status ${res.status} without a google.rpc.Status message`);
    return { verdict: 'rejected', reason: `${res.status} ${message.slice(0, 80)}`, mutation, bytes: bytes.length };
  },
};
