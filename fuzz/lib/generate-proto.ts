/**
 * Structure-aware protobuf inputs that byte mutation rarely reaches: AnyValue nesting
 * far past MAX_ATTR_DEPTH, deeply nested unknown groups, huge strings, invalid UTF-8 in
 * names and keys, wrong-length and all-zero ids, and random (well-formed) field soup.
 */
import type { Prng } from '../../bench/gen/prng.js';
import { MAX_ATTR_DEPTH } from '../../src/ingest/otlp-json.js';
import { cat, fixed32, fixed64, kv, len, requestBytes, spanBytes, str, tag, vint } from './proto-builder.js';
import type { Mutated } from './mutate-bytes.js';

function varintLen(n: number): number {
  let k = 1;
  while (n >= 0x80) {
    n = Math.floor(n / 128);
    k++;
  }
  return k;
}

function pushVarint(out: number[], n: number): void {
  while (n >= 0x80) {
    out.push((n % 128) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
}

/**
 * An AnyValue nested `depth` levels (array or kvlist at each level), built inside out
 * in linear time: the headers of each level are computed from the size below it.
 */
export function deepAnyValue(depth: number, kvlist: boolean): Uint8Array {
  const inner = [0x0a, 0x01, 0x78]; // stringValue "x"
  let size = inner.length;
  const headers: number[][] = [];
  for (let d = 1; d < depth; d++) {
    const h: number[] = [];
    if (kvlist) {
      // AnyValue{6: KeyValueList{1: KeyValue{1: "k", 2: AnyValue}}}
      const kvSize = 3 + 1 + varintLen(size) + size;
      const listSize = 1 + varintLen(kvSize) + kvSize;
      h.push(0x32);
      pushVarint(h, listSize);
      h.push(0x0a);
      pushVarint(h, kvSize);
      h.push(0x0a, 0x01, 0x6b, 0x12);
      pushVarint(h, size);
      size = 1 + varintLen(listSize) + listSize;
    } else {
      // AnyValue{5: ArrayValue{1: AnyValue}}
      const arrSize = 1 + varintLen(size) + size;
      h.push(0x2a);
      pushVarint(h, arrSize);
      h.push(0x0a);
      pushVarint(h, size);
      size = 1 + varintLen(arrSize) + arrSize;
    }
    headers.push(h);
  }
  const out = new Uint8Array(size);
  let p = 0;
  for (let i = headers.length - 1; i >= 0; i--) {
    const h = headers[i] as number[];
    out.set(h, p);
    p += h.length;
  }
  out.set(inner, p);
  return out;
}

/** An unknown field holding groups nested `depth` deep. */
function deepGroups(depth: number): Uint8Array {
  const open = tag(99, 3);
  const close = tag(99, 4);
  const out = new Uint8Array(depth * (open.length + close.length));
  for (let i = 0; i < depth; i++) out.set(open, i * open.length);
  for (let i = 0; i < depth; i++) out.set(close, depth * open.length + i * close.length);
  return out;
}

function randomText(rng: Prng, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = rng.int(0x20, 0x7e);
  return out;
}

/** A random well-formed field of a random number and wire type, nesting sometimes. */
function randomField(rng: Prng, depth: number): Uint8Array {
  const field = rng.chance(0.7) ? rng.int(1, 16) : rng.int(17, 2000);
  switch (rng.int(0, 4)) {
    case 0:
      return vint(field, BigInt(rng.int(0, 2 ** 31)) * (rng.chance(0.2) ? 1n << 32n : 1n));
    case 1:
      return fixed64(field, BigInt(rng.int(0, 2 ** 31)));
    case 2:
      return fixed32(field, rng.int(0, 2 ** 31));
    case 3:
      return depth > 0 ? len(field, ...Array.from({ length: rng.int(0, 4) }, () => randomField(rng, depth - 1))) : str(field, 'leaf');
    default:
      return len(field, randomText(rng, rng.int(0, 20)));
  }
}

export const PROTO_GENERATORS = ['deep-array', 'deep-kvlist', 'deep-groups', 'huge-string', 'invalid-utf8-names', 'odd-ids', 'field-soup'] as const;

export function generateProto(rng: Prng): Mutated {
  const mutation = rng.pick(PROTO_GENERATORS);
  const depths = [MAX_ATTR_DEPTH - 1, MAX_ATTR_DEPTH, MAX_ATTR_DEPTH + 1, 1000, 20000];
  switch (mutation) {
    case 'deep-array':
    case 'deep-kvlist': {
      const v = deepAnyValue(rng.pick(depths), mutation === 'deep-kvlist');
      return { bytes: requestBytes([spanBytes({ attributes: [kv('deep', v)] }), spanBytes({ name: 'after' })]), mutation };
    }
    case 'deep-groups':
      return { bytes: requestBytes([spanBytes({ extra: [deepGroups(rng.pick([10, 64, 65, 5000]))] })]), mutation };
    case 'huge-string': {
      // Mostly modest; now and then several MiB, to show nothing is copied more than once.
      const n = rng.chance(0.05) ? rng.int(1, 8) * 1024 * 1024 : rng.int(1000, 100_000);
      const s = new Uint8Array(n).fill(0x61);
      return { bytes: requestBytes([spanBytes({ attributes: [cat(str(1, 'big'), len(2, len(1, s)))] })]), mutation };
    }
    case 'invalid-utf8-names': {
      const bad = Uint8Array.from([0x61, 0xff, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x62]);
      const span = cat(spanBytes({ name: '' }), len(5, bad), len(9, cat(len(1, bad), len(2, len(1, bad)))));
      return { bytes: requestBytes([span], [cat(len(1, bad), len(2, len(1, bad)))]), mutation };
    }
    case 'odd-ids': {
      const id = (n: number): string => (rng.chance(0.3) ? '00'.repeat(n) : Array.from({ length: n }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join(''));
      const spans = Array.from({ length: rng.int(1, 4) }, () =>
        spanBytes({ traceId: id(rng.pick([0, 8, 15, 16, 17, 32])), spanId: id(rng.pick([0, 4, 8, 9])), parentSpanId: rng.chance(0.5) ? id(rng.pick([1, 8, 16])) : undefined }),
      );
      return { bytes: requestBytes(spans), mutation };
    }
    case 'field-soup': {
      const fields = Array.from({ length: rng.int(1, 8) }, () => randomField(rng, rng.int(0, 4)));
      // Soup at the top, or inside a span where known field numbers meet random wire types.
      const bytes = rng.chance(0.5) ? cat(...fields) : requestBytes([cat(spanBytes(), ...fields)]);
      return { bytes, mutation };
    }
  }
}

