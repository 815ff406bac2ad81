/**
 * A file is read into one buffer, reused read after read (file-reader's fileChunks): whatever a
 * reader keeps across reads — a line cut by the chunk's end, a protobuf frame not yet complete,
 * a decompressor's input — must be a copy. These files are several chunks long, every record
 * different, with multi-byte characters, so a kept reference to reused memory shows as wrong
 * or missing spans.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyString, kv, requestBytes, spanBytes } from '../../fuzz/lib/proto-builder.js';
import { lengthPrefixed } from '../../fuzz/lib/zstd-frames.js';
import { readSpanInputs } from '../../src/ingest/index.js';
import type { Finding } from '../../src/model/finding.js';
import type { RawSpan } from '../../src/model/raw-span.js';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
/** 3–4 MB each: more than three 1 MiB reads, cut at arbitrary places in lines and frames. */
const SPANS = 3_000;
/** Incompressible, so the gzipped file is several reads long too. */
const noise = (i: number): string => `${randomBytes(700).toString('base64')} · №${i} 😀`;
const PAYLOADS = Array.from({ length: SPANS }, (_, i) => noise(i));
const spanId = (i: number): string => (i + 1).toString(16).padStart(16, '0');

function jsonLine(i: number): string {
  return JSON.stringify({
    resourceSpans: [{
      resource: { attributes: [] },
      scopeSpans: [{
        scope: { name: 's' },
        spans: [{
          traceId: TRACE, spanId: spanId(i), name: `span ${i}`, startTimeUnixNano: '1700000000000000000', endTimeUnixNano: '1700000001000000000',
          attributes: [{ key: 'payload', value: { stringValue: PAYLOADS[i] } }],
        }],
      }],
    }],
  });
}

const JSON_LINES = PAYLOADS.map((_, i) => `${jsonLine(i)}\n`).join('');
const PROTO = lengthPrefixed(PAYLOADS.map((p, i) => requestBytes([spanBytes({ spanId: spanId(i), name: `span ${i}`, attributes: [kv('payload', anyString(p))] })])));

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'forbear-chunks-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function read(name: string, bytes: string | Uint8Array): Promise<{ spans: RawSpan[]; findings: Finding[] }> {
  const file = join(tmp, name);
  await writeFile(file, bytes);
  const spans: RawSpan[] = [];
  const findings: Finding[] = [];
  await readSpanInputs([file], { startSource: () => undefined, consume: (s) => void spans.push(...s) }, { strict: false, onFinding: (f) => findings.push(f) });
  return { spans, findings };
}

function expectEverySpan(r: { spans: RawSpan[]; findings: Finding[] }): void {
  expect(r.findings).toEqual([]);
  expect(r.spans.map((s) => s.name)).toEqual(PAYLOADS.map((_, i) => `span ${i}`));
  expect(r.spans.map((s) => s.attributes.payload)).toEqual(PAYLOADS);
}

describe('readSpanInputs over files several read chunks long', () => {
  it('reads every JSON line intact, whichever chunk boundary cuts it', async () => {
    expect(Buffer.byteLength(JSON_LINES)).toBeGreaterThan(3 << 20);
    expectEverySpan(await read('spans.jsonl', JSON_LINES));
  });

  it('reads every length-prefixed protobuf frame intact', async () => {
    expect(PROTO.length).toBeGreaterThan(3 << 20);
    expectEverySpan(await read('spans.pb', PROTO));
  });

  it('gunzips a file of several chunks without losing or garbling a line', async () => {
    const gz = gzipSync(JSON_LINES);
    expect(gz.length).toBeGreaterThan(2 << 20);
    expectEverySpan(await read('spans.jsonl.gz', gz));
  });
});
