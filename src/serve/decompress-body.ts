import { promisify } from 'node:util';
import { createGunzip, gunzip, inflate, inflateRaw } from 'node:zlib';
import { ZstdDataError, ZstdStream } from '../ingest/zstd-stream.js';
import { Lz4TooLargeError, lz4Decode } from './lz4-decode.js';
import { SnappyTooLargeError, snappyDecode } from './snappy-decode.js';

const gunzipAsync = promisify(gunzip);
const inflateAsync = promisify(inflate);
const inflateRawAsync = promisify(inflateRaw);

/** Content-Encodings a Collector's otlp_http exporter may send (`compression:`). */
export const SUPPORTED_ENCODINGS = ['gzip', 'deflate', 'zlib', 'zstd', 'snappy', 'x-snappy-framed', 'lz4', 'identity'] as const;

/** Whether `decompressBody` reads this (lower-cased, trimmed) Content-Encoding. */
export function isSupportedEncoding(encoding: string): boolean {
  return encoding === 'x-gzip' || (SUPPORTED_ENCODINGS as readonly string[]).includes(encoding);
}

/** The body inflated past the limit: 413. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The body is not valid data of its Content-Encoding: 400. */
export class BadEncodingError extends Error {
  override name = 'BadEncodingError';
}

/**
 * Decompresses a request body, never producing more than `max` bytes: a gzip, deflate or zstd
 * bomb stops at the limit. Returns undefined for an encoding it does not know (415).
 */
export async function decompressBody(body: Buffer, encoding: string, max: number): Promise<Buffer | undefined> {
  try {
    switch (encoding) {
      case 'identity':
        return body;
      case 'gzip':
      case 'x-gzip': {
        const stated = gzipSize(body, max);
        return stated !== undefined ? await gunzipShared(body, stated, max) : await gunzipAsync(body, { maxOutputLength: max });
      }
      case 'deflate':
      case 'zlib': // the Collector's `compression: zlib` sends zlib-wrapped data under this name
        // RFC 9110 says zlib-wrapped; some senders send raw deflate.
        return body.length > 0 && (body[0]! & 0x0f) === 8 ? await inflateAsync(body, { maxOutputLength: max }) : await inflateRawAsync(body, { maxOutputLength: max });
      case 'zstd':
        return unzstd(body, max);
      case 'snappy':
      case 'x-snappy-framed':
        return unsnappy(body, max);
      case 'lz4':
        return unlz4(body, max);
      default:
        return undefined;
    }
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw e;
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) throw new BodyTooLargeError('over the limit after decompression');
    throw new BadEncodingError(`invalid ${encoding} body: ${(e as Error).message}`);
  }
}

function unsnappy(body: Buffer, max: number): Buffer {
  try {
    return snappyDecode(body, max);
  } catch (e) {
    if (e instanceof SnappyTooLargeError) throw new BodyTooLargeError(e.message);
    throw e;
  }
}

function unlz4(body: Buffer, max: number): Buffer {
  try {
    return lz4Decode(body, max);
  } catch (e) {
    if (e instanceof Lz4TooLargeError) throw new BodyTooLargeError(e.message);
    throw e;
  }
}

function unzstd(body: Buffer, max: number): Buffer {
  try {
    return unzstdWithin(body, max);
  } catch (e) {
    // A frame that would take more decoding work (blocks × window) or window than forbear
    // allows is a compression bomb as much as one that inflates past the limit: 413, not 400.
    if (e instanceof ZstdDataError && e.code === 'ZSTD_LIMIT') throw new BodyTooLargeError(`zstd: ${e.message}`);
    throw e;
  }
}

function unzstdWithin(body: Buffer, max: number): Buffer {
  const z = new ZstdStream();
  const parts: Uint8Array[] = [];
  let size = 0;
  const take = (block: Uint8Array): void => {
    size += block.length;
    if (size > max) throw new BodyTooLargeError('over the limit after decompression');
    parts.push(block);
  };
  for (const block of z.write(body)) take(block);
  for (const block of z.end()) take(block);
  return Buffer.concat(parts, size);
}

/** Deflate's largest inflation ratio (~1,032:1): a gzip trailer claiming more is not believed. */
const DEFLATE_MAX_RATIO = 1032;

/**
 * The inflated size a gzip body states (its trailer's ISIZE, RFC 1952), when it is one the limit
 * allows; undefined when the body is too short to hold a trailer, or the size is 0, over `max`
 * or more than deflate can inflate the body to (then it is inflated as before and the limit
 * checked on the output).
 */
function gzipSize(body: Buffer, max: number): number | undefined {
  if (body.length < 18) return undefined;
  const size = body.readUInt32LE(body.length - 4);
  // Deflate inflates at most ~1,032 times: a claim past that is false, and is not allocated.
  return size > 0 && size <= max && size <= body.length * DEFLATE_MAX_RATIO ? size : undefined;
}

/**
 * A gzip body inflated straight into shared memory of the size its trailer states: the memory
 * a scoring worker reads the spans from (`RequestBody.of` takes it as it is), so the inflated
 * body is copied once, not twice (zlib's chunks joined, then copied into shared memory). The
 * trailer is only a claim: output past it (a lie, or several gzip members, whose last trailer
 * counts only itself) goes on in ordinary chunks, still stopped at `max`; output short of it
 * gives the part written. Invalid data rejects as `gunzip` does.
 */
function gunzipShared(body: Buffer, stated: number, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const shared = Buffer.from(new SharedArrayBuffer(stated));
    const over: Buffer[] = [];
    let size = 0;
    const z = createGunzip();
    z.on('data', (chunk: Buffer) => {
      if (size + chunk.length > max) {
        z.destroy();
        reject(new BodyTooLargeError('over the limit after decompression'));
        return;
      }
      const fits = Math.max(0, Math.min(chunk.length, stated - size));
      if (fits > 0) shared.set(fits === chunk.length ? chunk : chunk.subarray(0, fits), size);
      if (fits < chunk.length) over.push(chunk.subarray(fits));
      size += chunk.length;
    });
    z.on('error', reject);
    z.on('end', () => {
      if (over.length > 0) resolve(Buffer.concat([shared, ...over], size));
      else resolve(size === stated ? shared : shared.subarray(0, size));
    });
    z.end(body);
  });
}
