/**
 * Byte-level mutations of valid inputs: bit flips, truncations, corrupted length
 * prefixes and wire types (found by scanning for plausible tags), inserted invalid
 * UTF-8, splices, and interesting byte values. Each returns the new bytes and its name.
 */
import type { Prng } from '../../bench/gen/prng.js';
import { cat } from './proto-builder.js';

export interface Mutated {
  bytes: Uint8Array;
  mutation: string;
}

const INTERESTING = [0x00, 0x01, 0x7f, 0x80, 0xff, 0x0a, 0x12, 0x08, 0x2a, 0x3a];
/** Byte sequences that are not valid UTF-8: lone continuation, overlong, truncated multi-byte, surrogate, > U+10FFFF. */
const BAD_UTF8 = [[0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xff, 0xfe], [0xf0, 0x9f]];

/** Positions whose byte looks like a tag of a length-delimited field (wire type 2, small field number). */
function lenTagPositions(b: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < b.length; i++) {
    const t = b[i] as number;
    if ((t & 7) === 2 && t >>> 3 >= 1 && t >>> 3 <= 16) out.push(i);
  }
  return out;
}

function bitFlip(rng: Prng, b: Uint8Array): Uint8Array {
  const out = Uint8Array.from(b);
  const flips = rng.int(1, 8);
  for (let k = 0; k < flips && out.length > 0; k++) {
    const i = rng.int(0, out.length - 1);
    out[i] = (out[i] as number) ^ (1 << rng.int(0, 7));
  }
  return out;
}

function truncate(rng: Prng, b: Uint8Array): Uint8Array {
  return b.subarray(0, rng.int(0, Math.max(0, b.length - 1)));
}

function interesting(rng: Prng, b: Uint8Array): Uint8Array {
  const out = Uint8Array.from(b);
  const n = rng.int(1, 4);
  for (let k = 0; k < n && out.length > 0; k++) out[rng.int(0, out.length - 1)] = rng.pick(INTERESTING);
  return out;
}

/** Replaces the length after a LEN tag with a random, often huge or off-by-some, varint. */
function corruptLength(rng: Prng, b: Uint8Array): Uint8Array {
  const pos = lenTagPositions(b);
  if (pos.length === 0) return bitFlip(rng, b);
  const i = rng.pick(pos) + 1;
  const choice = rng.int(0, 3);
  const varint =
    choice === 0
      ? [0xff, 0xff, 0xff, 0xff, 0x0f] // 2^32 - 1
      : choice === 1
        ? [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01] // 2^64 - 1
        : choice === 2
          ? [Math.min(0x7f, ((b[i] as number) & 0x7f) + rng.int(1, 5))] // a few bytes too long
          : [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]; // over-long varint
  return cat(b.subarray(0, i), Uint8Array.from(varint), b.subarray(i + 1));
}

/** Changes the wire type of a length-delimited field's tag. */
function wrongWireType(rng: Prng, b: Uint8Array): Uint8Array {
  const pos = lenTagPositions(b);
  if (pos.length === 0) return bitFlip(rng, b);
  const out = Uint8Array.from(b);
  const i = rng.pick(pos);
  out[i] = ((out[i] as number) & ~7) | rng.pick([0, 1, 3, 4, 5, 6, 7]);
  return out;
}

function invalidUtf8(rng: Prng, b: Uint8Array): Uint8Array {
  const out = Uint8Array.from(b);
  // Overwrite inside the input (keeps lengths valid), where text is likely: printable runs.
  const bad = rng.pick(BAD_UTF8);
  for (let tries = 0; tries < 20; tries++) {
    const i = rng.int(0, Math.max(0, out.length - bad.length));
    if ((out[i] as number) >= 0x20 && (out[i] as number) < 0x7f) {
      out.set(bad, i);
      return out;
    }
  }
  return out;
}

function spliceBytes(rng: Prng, b: Uint8Array, other: Uint8Array): Uint8Array {
  const i = rng.int(0, b.length);
  const j = rng.int(0, other.length);
  return cat(b.subarray(0, i), other.subarray(j));
}

function insertRandom(rng: Prng, b: Uint8Array): Uint8Array {
  const i = rng.int(0, b.length);
  const n = rng.int(1, 16);
  const junk = Array.from({ length: n }, () => rng.int(0, 255));
  return cat(b.subarray(0, i), Uint8Array.from(junk), b.subarray(i));
}

function deleteRange(rng: Prng, b: Uint8Array): Uint8Array {
  if (b.length === 0) return b;
  const i = rng.int(0, b.length - 1);
  const n = rng.int(1, Math.min(32, b.length - i));
  return cat(b.subarray(0, i), b.subarray(i + n));
}

export const BYTE_MUTATIONS = [
  'bit-flip',
  'truncate',
  'interesting-bytes',
  'corrupt-length',
  'wrong-wire-type',
  'invalid-utf8',
  'splice',
  'insert-random',
  'delete-range',
] as const;

export function mutateBytes(rng: Prng, b: Uint8Array, pool: Uint8Array[]): Mutated {
  const mutation = rng.pick(BYTE_MUTATIONS);
  switch (mutation) {
    case 'bit-flip':
      return { bytes: bitFlip(rng, b), mutation };
    case 'truncate':
      return { bytes: truncate(rng, b), mutation };
    case 'interesting-bytes':
      return { bytes: interesting(rng, b), mutation };
    case 'corrupt-length':
      return { bytes: corruptLength(rng, b), mutation };
    case 'wrong-wire-type':
      return { bytes: wrongWireType(rng, b), mutation };
    case 'invalid-utf8':
      return { bytes: invalidUtf8(rng, b), mutation };
    case 'splice':
      return { bytes: spliceBytes(rng, b, rng.pick(pool)), mutation };
    case 'insert-random':
      return { bytes: insertRandom(rng, b), mutation };
    case 'delete-range':
      return { bytes: deleteRange(rng, b), mutation };
  }
}
