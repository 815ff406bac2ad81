import { promisify } from 'node:util';
import { gunzip, inflate, inflateRaw } from 'node:zlib';
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
      case 'x-gzip':
        return await gunzipAsync(body, { maxOutputLength: max });
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
