import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip, gunzipSync } from 'node:zlib';

/**
 * Lines of a file, streamed: memory follows the longest line, not the file. Gzip-compressed files
 * are read through gunzip (detected by content, not by name). UTF-8, or UTF-16 when the text starts
 * with its byte-order mark (spreadsheets' "Unicode text" exports); a BOM is dropped.
 */
export async function* fileLines(path: string): AsyncGenerator<string> {
  const { gzip, encoding } = await kindOf(path);
  const raw = createReadStream(path);
  const input = gzip ? raw.pipe(createGunzip()) : raw;
  input.setEncoding(encoding);
  raw.on('error', (err) => input.destroy(err));
  let first = true;
  try {
    for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
      yield first && line.charCodeAt(0) === 0xfeff ? line.slice(1) : line;
      first = false;
    }
  } finally {
    raw.destroy();
    input.destroy();
  }
}

/** A whole file as text (a JSON document), gunzipped and decoded the same way. */
export async function fileText(path: string): Promise<string> {
  const { gzip, encoding } = await kindOf(path);
  const bytes = await readFile(path);
  return (gzip ? gunzipSync(bytes) : bytes).toString(encoding).replace(/^\uFEFF/u, '');
}

async function kindOf(path: string): Promise<{ gzip: boolean; encoding: 'utf8' | 'utf16le' }> {
  const head = await firstBytes(path, 2);
  if (head[0] === 0x1f && head[1] === 0x8b) {
    // The encoding is the decompressed text's: look at its first two bytes.
    const inner = await new Promise<Buffer>((resolve) => {
      const z = createReadStream(path).pipe(createGunzip());
      z.once('data', (chunk: Buffer) => {
        resolve(chunk.subarray(0, 2));
        z.destroy();
      });
      z.once('error', () => resolve(Buffer.alloc(0)));
      z.once('end', () => resolve(Buffer.alloc(0)));
    });
    return { gzip: true, encoding: isUtf16(inner) ? 'utf16le' : 'utf8' };
  }
  return { gzip: false, encoding: isUtf16(head) ? 'utf16le' : 'utf8' };
}

const isUtf16 = (b: Uint8Array): boolean => b.length >= 2 && b[0] === 0xff && b[1] === 0xfe;

async function firstBytes(path: string, n: number): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(n), 0, n, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}
