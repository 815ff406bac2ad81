/**
 * readSpanInputs (what `forbear score` reads) on whole span files: JSON lines, length-
 * prefixed protobuf, gzip, zstd (whole stream or per message, raw-block frames and files
 * made by the zstd CLI), then mutated — corrupted length prefixes, zstd headers, bit flips,
 * truncations — and fed through the stdin path in random chunk sizes.
 */
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Prng } from '../../bench/gen/prng.js';
import { readSpanInputs } from '../../src/ingest/file-reader.js';
import type { Finding } from '../../src/model/finding.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import { checkSpans } from '../lib/check-spans.js';
import { mutateBytes } from '../lib/mutate-bytes.js';
import type { Seeds } from '../lib/seeds.js';
import { lengthPrefixed, zstdRawFrame } from '../lib/zstd-frames.js';
import type { FuzzTarget, Outcome } from '../target.js';

const CONTAINERS = ['jsonl', 'proto-frames', 'gzip-jsonl', 'gzip-proto', 'zstd-stream', 'zstd-per-message', 'zstd-cli'] as const;

function some<T>(rng: Prng, items: readonly T[]): T[] {
  return Array.from({ length: rng.int(1, 3) }, () => rng.pick(items));
}

function container(rng: Prng, seeds: Seeds): { bytes: Uint8Array; kind: string } {
  let kind: string = rng.pick(CONTAINERS);
  if (kind === 'zstd-cli' && seeds.zstd.length === 0) kind = 'zstd-stream';
  const jsonl = (): Buffer => Buffer.from(some(rng, seeds.json).join('\n') + '\n');
  const frames = (): Buffer => lengthPrefixed(some(rng, seeds.proto));
  switch (kind) {
    case 'jsonl':
      return { bytes: jsonl(), kind };
    case 'proto-frames':
      return { bytes: frames(), kind };
    case 'gzip-jsonl':
      return { bytes: gzipSync(jsonl()), kind };
    case 'gzip-proto':
      return { bytes: gzipSync(frames()), kind };
    case 'zstd-stream':
      return { bytes: zstdRawFrame(rng.chance(0.5) ? jsonl() : frames(), { blockSize: rng.int(16, 4096) }), kind };
    case 'zstd-per-message': {
      // The exporter's legacy mode: each message compressed alone, protobuf or JSON inside.
      const messages = rng.chance(0.5) ? some(rng, seeds.proto) : some(rng, seeds.json).map((j) => Buffer.from(j));
      return { bytes: lengthPrefixed(messages.map((m) => zstdRawFrame(m, { blockSize: rng.int(16, 512) }))), kind };
    }
    default:
      return { bytes: rng.pick(seeds.zstd), kind };
  }
}

/** Overwrites the 4-byte prefix at a frame boundary (or anywhere) with a random or huge length. */
function corruptPrefix(rng: Prng, b: Uint8Array): Uint8Array {
  const out = Uint8Array.from(b);
  if (out.length < 4) return out;
  const at = rng.chance(0.5) ? 0 : rng.int(0, out.length - 4);
  const n = rng.pick([0xffffffff, 0x7fffffff, 0x04000001, rng.int(0, 0xffff), rng.int(0, 64)]);
  new DataView(out.buffer, out.byteOffset, out.byteLength).setUint32(at, n >>> 0);
  return out;
}

/** Rewrites a zstd frame header byte: window descriptor, descriptor flags, or the first block header. */
function corruptZstdHeader(rng: Prng, b: Uint8Array): Uint8Array {
  const out = Uint8Array.from(b);
  const zs = out.findIndex((x, i) => x === 0x28 && out[i + 1] === 0xb5 && out[i + 2] === 0x2f && out[i + 3] === 0xfd);
  if (zs < 0 || zs + 9 > out.length) return out;
  out[zs + rng.int(4, 8)] = rng.int(0, 255);
  return out;
}

function chunks(rng: Prng, b: Uint8Array): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < b.length; ) {
    const n = rng.chance(0.3) ? rng.int(1, 8) : rng.int(64, 65536);
    out.push(Buffer.from(b.subarray(i, i + n)));
    i += n;
  }
  return out;
}

export const fileReaderTarget: FuzzTarget = {
  name: 'file-reader',
  weight: 3,
  async run(rng, seeds): Promise<Outcome> {
    const c = container(rng, seeds);
    let bytes = c.bytes;
    let mutation = `${c.kind}/intact`;
    if (rng.chance(0.85)) {
      const m = rng.int(0, 5);
      if (m === 0) {
        bytes = corruptPrefix(rng, bytes);
        mutation = `${c.kind}/corrupt-prefix`;
      } else if (m === 1) {
        bytes = corruptZstdHeader(rng, bytes);
        mutation = `${c.kind}/corrupt-zstd-header`;
      } else {
        const mm = mutateBytes(rng, bytes, seeds.proto);
        bytes = mm.bytes;
        mutation = `${c.kind}/${mm.mutation}`;
      }
    }
    const findings: Finding[] = [];
    const spans: RawSpan[] = [];
    await readSpanInputs(
      ['-'],
      { startSource: () => {}, consume: (s) => spans.push(...s) },
      { onFinding: (f) => findings.push(f), stdin: Readable.from(chunks(rng, bytes)) },
    );
    checkSpans(spans);
    if (findings.some((f) => f.message === '')) throw new Error('finding without a message');
    const first = findings[0];
    if (first !== undefined) return { verdict: 'rejected', reason: `${first.code}: ${first.message}`, mutation, bytes: bytes.length };
    return { verdict: 'decoded', mutation, bytes: bytes.length };
  },
};
