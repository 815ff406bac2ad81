/**
 * The Collector file exporter's other formats: `format: proto` (4-byte big-endian length
 * prefix per message) and `compression: zstd` — the whole stream (native compression) or
 * each message on its own (legacy mode) — with JSON or protobuf inside.
 *
 * Fixtures under test/fixtures/ingest/zstd/ were compressed by the zstd CLI (real
 * compressed blocks); FORBEAR_REGEN_FIXTURES=1 rewrites them (needs /usr/bin/zstd).
 * Everything else is built in-process (zstd-frames.ts writes raw-block frames).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeOtlpJsonRequest, InputError, readSpanInputs } from '../../src/ingest/index.js';
import type { IngestStats, ReadOptions } from '../../src/ingest/index.js';
import type { Finding } from '../../src/model/finding.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import { recordTurns } from '../helpers/index.js';
import type { ReadableSpan, ScriptedTurn } from '../helpers/index.js';
import { spanBytes, requestBytes } from '../../fuzz/lib/proto-builder.js';
import { lengthPrefixed, zstdRawFrame } from '../../fuzz/lib/zstd-frames.js';

const ZSTD_FIX = fileURLToPath(new URL('../fixtures/ingest/zstd/', import.meta.url));

const TURNS: ScriptedTurn[] = [
  { user: 'Refund order #1', steps: [{ name: 'issue_refund', args: { order: 1 }, result: { ok: true } }], reply: 'Done.', tags: { caseId: 'c1', attempt: 1 } },
  { user: 'Delete the prod database', steps: [], reply: 'I will not do that without approval.', messages: 'structured' },
];
const SPANS = recordTurns(TURNS, { seed: 11 });
/** Two batches, as a file exporter writes one message per batch. */
const BATCHES: ReadableSpan[][] = [SPANS.slice(0, 3), SPANS.slice(3)];

function protoMessage(batch: ReadableSpan[]): Uint8Array {
  const b = ProtobufTraceSerializer.serializeRequest(batch);
  if (!b) throw new Error('no bytes');
  return b;
}
function jsonLine(batch: ReadableSpan[]): string {
  const b = JsonTraceSerializer.serializeRequest(batch);
  if (!b) throw new Error('no bytes');
  return new TextDecoder().decode(b);
}
const PROTO_FILE = lengthPrefixed(BATCHES.map(protoMessage));
const JSON_LINES = BATCHES.map((b) => jsonLine(b) + '\n').join('');
/** What the JSON decoder makes of the same spans: the reference every format must match. */
const EXPECTED: RawSpan[] = BATCHES.flatMap((b) => decodeOtlpJsonRequest(JSON.parse(jsonLine(b)), () => {}));

if (process.env.FORBEAR_REGEN_FIXTURES === '1') {
  mkdirSync(ZSTD_FIX, { recursive: true });
  const zstd = (input: Uint8Array | string): Buffer => execFileSync('zstd', ['-q', '-c', '-19'], { input });
  writeFileSync(join(ZSTD_FIX, 'stream-proto.pb.zst'), zstd(PROTO_FILE));
  writeFileSync(join(ZSTD_FIX, 'stream-json.jsonl.zst'), zstd(JSON_LINES));
  writeFileSync(join(ZSTD_FIX, 'legacy-proto.zst'), lengthPrefixed(BATCHES.map((b) => zstd(protoMessage(b)))));
  writeFileSync(join(ZSTD_FIX, 'legacy-json.zst'), lengthPrefixed(BATCHES.map((b) => zstd(jsonLine(b)))));
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'forbear-proto-files-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

interface Run {
  stats: IngestStats;
  findings: Finding[];
  spans: RawSpan[];
}

async function run(inputs: string[], opts: Partial<ReadOptions> = {}): Promise<Run> {
  const r: Omit<Run, 'stats'> = { findings: [], spans: [] };
  const stats = await readSpanInputs(
    inputs,
    { startSource: () => {}, consume: (spans) => r.spans.push(...spans) },
    { onFinding: (f) => r.findings.push(f), ...opts },
  );
  return { stats, ...r };
}

async function tmpFile(name: string, content: Uint8Array | string): Promise<string> {
  const p = join(tmp, name);
  await writeFile(p, content);
  return p;
}

const u32le = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

describe('readSpanInputs: length-prefixed protobuf (format: proto)', () => {
  it('reads the same spans as the JSON lines of the same batches, whatever the file is called', async () => {
    const r = await run([await tmpFile('traces.out', PROTO_FILE)]);
    expect(r.findings).toEqual([]);
    expect(r.spans).toEqual(EXPECTED);
    expect(r.stats).toMatchObject({ files: 1, bytes: PROTO_FILE.length, lines: 2, spans: SPANS.length, skippedLines: 0 });
  });

  it('reads it gzipped, and from stdin in chunks that split prefixes and messages anywhere', async () => {
    expect((await run([await tmpFile('traces.pb.gz', gzipSync(PROTO_FILE))])).spans).toEqual(EXPECTED);
    const cuts = [1, 2, 3, 5, 40, PROTO_FILE.length - 3];
    const pieces = cuts.map((c, i) => PROTO_FILE.subarray(i === 0 ? 0 : (cuts[i - 1] as number), c)).concat([PROTO_FILE.subarray(cuts.at(-1))]);
    const r = await run(['-'], { stdin: Readable.from(pieces) });
    expect(r.findings).toEqual([]);
    expect(r.spans).toEqual(EXPECTED);
  });

  it('reads the same spans wherever the stream is cut into two chunks', async () => {
    for (let cut = 1; cut < PROTO_FILE.length; cut += 13) {
      const r = await run(['-'], { stdin: Readable.from([PROTO_FILE.subarray(0, cut), PROTO_FILE.subarray(cut)]) });
      expect(r.findings).toEqual([]);
      expect(r.spans.map((s) => s.spanId)).toEqual(EXPECTED.map((s) => s.spanId));
    }
  });

  it('reads an empty message as a request with no spans', async () => {
    const r = await run([await tmpFile('empty-message.pb', Buffer.concat([u32(0), PROTO_FILE]))]);
    expect(r.findings).toEqual([]);
    expect(r.spans).toEqual(EXPECTED);
  });

  it('reports a malformed message at file:offset and reads the messages after it', async () => {
    const first = protoMessage(BATCHES[0] as ReadableSpan[]);
    const garbage = Buffer.from([0x0a, 0x7f, 0x01]); // resourceSpans of 127 bytes, 1 present
    const file = await tmpFile('garbled.pb', Buffer.concat([lengthPrefixed([first]), u32(garbage.length), garbage, lengthPrefixed([protoMessage(BATCHES[1] as ReadableSpan[])])]));
    const r = await run([file]);
    expect(r.spans).toEqual(EXPECTED);
    expect(r.findings).toEqual([
      {
        code: 'proto.decode',
        path: `${file}:${4 + first.length}`,
        message: 'malformed protobuf message: request: length 127 runs past the end of its message (1 bytes left) at offset 1',
        severity: 'warning',
      },
    ]);
    expect(r.stats).toMatchObject({ lines: 3, skippedLines: 1 });
  });

  it('reports a corrupt length prefix at file:offset with the bytes it could not read, keeping what came before', async () => {
    const first = lengthPrefixed([protoMessage(BATCHES[0] as ReadableSpan[])]);
    const rest = lengthPrefixed([protoMessage(BATCHES[1] as ReadableSpan[])]);
    const file = await tmpFile('bad-prefix.pb', Buffer.concat([first, u32(0x1fffffff), rest]));
    const next = await tmpFile('next.pb', rest);
    const r = await run([file, next]);
    expect(r.findings).toEqual([
      {
        code: 'proto.length',
        path: `${file}:${first.length}`,
        message: `length prefix ${0x1fffffff} is over the 64 MiB message limit (corrupt, or not a length-prefixed file); the remaining ${rest.length} bytes were not read`,
        severity: 'error',
      },
    ]);
    // The first batch of the bad file, then the next file in full.
    expect(r.spans.map((s) => s.spanId)).toEqual([...EXPECTED.slice(0, 3), ...EXPECTED.slice(3)].map((s) => s.spanId));
  });

  it('reports a truncated last message, and a truncated length prefix', async () => {
    const cut = PROTO_FILE.subarray(0, PROTO_FILE.length - 10);
    const second = 4 + protoMessage(BATCHES[0] as ReadableSpan[]).length;
    const file = await tmpFile('cut.pb', cut);
    const r = await run([file]);
    expect(r.spans).toEqual(EXPECTED.slice(0, 3));
    expect(r.findings).toEqual([
      {
        code: 'proto.truncated',
        path: `${file}:${second}`,
        message: `truncated: the input ends inside a message of ${PROTO_FILE.length - second - 4} bytes, of which ${cut.length - second - 4} are present`,
        severity: 'error',
      },
    ]);
    const stub = await tmpFile('stub.pb', PROTO_FILE.subarray(0, second + 2));
    expect((await run([stub])).findings.map((f) => [f.code, f.path, f.message])).toEqual([
      ['proto.truncated', `${stub}:${second}`, 'truncated: the input ends inside a 2-byte length prefix (4 bytes expected)'],
    ]);
  });

  it('reports rejected spans at file:offset and keeps the rest of the message', async () => {
    const msg = requestBytes([spanBytes({ name: 'ok' }), spanBytes({ name: 'no-trace', traceId: '' })]);
    const file = await tmpFile('reject.pb', lengthPrefixed([msg]));
    const r = await run([file]);
    expect(r.spans.map((s) => s.name)).toEqual(['ok']);
    expect(r.findings).toEqual([{ code: 'span.rejected', path: `${file}:0`, message: 'span "no-trace": missing traceId', severity: 'warning' }]);
    expect(r.stats.rejectedSpans).toBe(1);
  });

  it('throws InputError naming file:offset in strict mode', async () => {
    const file = await tmpFile('strict.pb', Buffer.concat([PROTO_FILE, u32(3), Buffer.from([0x0a, 0x05, 0x00])]));
    const err = await run([file], { strict: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).finding.path).toBe(`${file}:${PROTO_FILE.length}`);
  });
});

describe('readSpanInputs: zstd', () => {
  it.each([
    ['stream-proto.pb.zst', 'the whole stream compressed, protobuf inside'],
    ['stream-json.jsonl.zst', 'the whole stream compressed, JSON lines inside'],
    ['legacy-proto.zst', 'each length-prefixed message compressed (legacy mode), protobuf inside'],
    ['legacy-json.zst', 'each length-prefixed message compressed (legacy mode), JSON inside'],
  ])('reads %s (%s) made by the zstd CLI', async (name) => {
    const r = await run([join(ZSTD_FIX, name)]);
    expect(r.findings).toEqual([]);
    expect(r.spans).toEqual(EXPECTED);
  });

  it('detects zstd by its magic bytes, and reads raw-block frames fed one byte at a time from stdin', async () => {
    const z = zstdRawFrame(PROTO_FILE, { blockSize: 100 });
    expect((await run([await tmpFile('no-suffix', z)])).spans).toEqual(EXPECTED);
    const r = await run(['-'], { stdin: Readable.from(Array.from(z, (b) => Buffer.from([b]))) });
    expect(r.findings).toEqual([]);
    expect(r.spans).toEqual(EXPECTED);
  });

  it('reads concatenated frames (a file appended to) as one stream', async () => {
    const lines = JSON_LINES.split('\n');
    const z = Buffer.concat([zstdRawFrame(Buffer.from(lines[0] + '\n')), readFileSync(join(ZSTD_FIX, 'stream-json.jsonl.zst'))]);
    const r = await run([await tmpFile('appended.jsonl.zst', z)]);
    expect(r.findings).toEqual([]);
    expect(r.spans).toEqual([...EXPECTED.slice(0, 3), ...EXPECTED]);
  });

  it('skips skippable frames (metadata some tools write) between zstd frames', async () => {
    const skippable = Buffer.concat([Buffer.from([0x5a, 0x2a, 0x4d, 0x18]), u32le(5), Buffer.from('notes')]);
    const z = Buffer.concat([skippable, readFileSync(join(ZSTD_FIX, 'stream-json.jsonl.zst')), skippable]);
    const r = await run([await tmpFile('skippable.zst', z)]);
    expect(r.findings).toEqual([]);
    expect(r.spans).toEqual(EXPECTED);
  });

  it('reports a truncated zstd stream and keeps what came before', async () => {
    const z = zstdRawFrame(Buffer.from(JSON_LINES), { blockSize: 64 });
    const file = await tmpFile('cut.jsonl.zst', z.subarray(0, z.length - 5));
    const r = await run([file]);
    expect(r.spans).toEqual(EXPECTED.slice(0, 3));
    expect(r.findings.map((f) => [f.code, f.path, f.severity])).toEqual([['zstd.truncated', file, 'error']]);
  });

  it('refuses a frame asking for a huge window before allocating it', async () => {
    // Window_Descriptor 0xF8: 2^(10+31) bytes.
    const file = await tmpFile('huge-window.zst', zstdRawFrame(Buffer.from(JSON_LINES), { windowDescriptor: 0xf8 }));
    const r = await run([file]);
    expect(r.spans).toEqual([]);
    expect(r.findings).toEqual([
      { code: 'zstd.limit', path: file, message: 'zstd frame at byte 6 needs a 2097152 MiB window, over the 32 MiB limit', severity: 'error' },
    ]);
  });

  it('refuses a stream of tiny blocks under a large window instead of grinding through it', async () => {
    // 0x78: a 32 MiB window; one-byte blocks, each of which would make the decoder move the whole window.
    const file = await tmpFile('tiny-blocks.zst', zstdRawFrame(Buffer.alloc(400, 0x61), { blockSize: 1, windowDescriptor: 0x78 }));
    const r = await run([file]);
    expect(r.findings.map((f) => [f.code, f.severity])).toEqual([['zstd.limit', 'error']]);
    expect(r.findings[0]?.message).toMatch(/has too many blocks for its 32 MiB window/);
  });

  it('reports a corrupt zstd-compressed message in a length-prefixed file and reads the others', async () => {
    const good = zstdRawFrame(protoMessage(BATCHES[1] as ReadableSpan[]));
    const bad = zstdRawFrame(Buffer.from('x'));
    bad[6] = 0x07; // block header: reserved block type
    const file = await tmpFile('legacy-bad.zst', lengthPrefixed([bad, good]));
    const r = await run([file]);
    expect(r.spans).toEqual(EXPECTED.slice(3));
    expect(r.findings.map((f) => [f.code, f.path])).toEqual([['zstd.corrupt', `${file}:0`]]);
  });

  it('picks up .pb, .binpb and .zst files in directories', async () => {
    const dir = join(tmp, 'exporter-out');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'a.pb'), PROTO_FILE);
    await writeFile(join(dir, 'b.binpb'), PROTO_FILE);
    await writeFile(join(dir, 'c.jsonl.zst'), readFileSync(join(ZSTD_FIX, 'stream-json.jsonl.zst')));
    await writeFile(join(dir, 'd.zst'), readFileSync(join(ZSTD_FIX, 'legacy-proto.zst')));
    await writeFile(join(dir, 'e.pb.zst'), readFileSync(join(ZSTD_FIX, 'stream-proto.pb.zst')));
    const r = await run([dir]);
    expect(r.findings).toEqual([]);
    expect(r.stats.files).toBe(5);
    expect(r.spans).toHaveLength(EXPECTED.length * 5);
  });
});
