/**
 * Reads span files from paths, directories and stdin, streaming them into a
 * SpanConsumer: OTLP/JSON (JSON lines or one request per file) or length-prefixed
 * OTLP messages (the Collector file exporter's `format: proto`), each plain, gzip
 * or zstd — told apart by their first bytes, not their names.
 * Bad content is reported as Findings and skipped; only strict mode throws.
 */
import { open, readdir, realpath, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { LineSplitter } from '../util/line-splitter.js';
import { ProtoFrameSplitter } from './proto-frame-splitter.js';
import { ProtoSourceParser } from './proto-source-parser.js';
import { errText } from './read-types.js';
import type { Ctx, IngestStats, ReadOptions, SpanConsumer } from './read-types.js';
import { SourceParser } from './source-parser.js';
import { looksLikeZstd, ZstdDataError, ZstdStream } from './zstd-stream.js';

export { InputError } from './read-types.js';
export type { IngestStats, ReadOptions, SpanConsumer } from './read-types.js';

/** Names a directory walk picks up; an explicitly named file is read whatever its name. */
const INPUT_FILE_RE = /\.(?:(?:json|jsonl|ndjson|pb|binpb)(?:\.gz|\.zst)?|zst)$/i;
/** Largest length-prefixed message read (the OTLP receivers' default body limit). */
export const MAX_PROTO_MESSAGE = 64 * 1024 * 1024;
const STDIN_NAME = '-';
/** Shown in findings for stdin, where `-:3:` would read badly. */
const STDIN_PATH = '<stdin>';
/** Larger reads cut per-chunk overhead; 1 MiB measured faster than the 64 KiB default. */
const CHUNK = 1 << 20;

export async function readSpanInputs(
  inputs: string[],
  consumer: SpanConsumer,
  opts: ReadOptions,
): Promise<IngestStats> {
  const stats: IngestStats = { files: 0, bytes: 0, lines: 0, spans: 0, skippedLines: 0, rejectedSpans: 0 };
  const ctx: Ctx = { stats, consumer, opts };
  for (const input of inputs) {
    if (input === STDIN_NAME) {
      await readSource(ctx, STDIN_NAME, STDIN_PATH, (opts.stdin ?? process.stdin) as AsyncIterable<unknown>);
      continue;
    }
    let isDir: boolean;
    try {
      isDir = (await stat(input)).isDirectory();
    } catch (e) {
      unreadable(opts, input, e);
      continue;
    }
    const files: string[] = [];
    if (isDir) {
      await walk(input, files, new Set<string>(), opts);
      files.sort();
    } else {
      files.push(input);
    }
    for (const file of files) await readFile(ctx, file);
  }
  return stats;
}

function unreadable(opts: ReadOptions, path: string, e: unknown): void {
  let msg = errText(e);
  // Node appends ", open '/the/path'"; the finding already names the path.
  const syscall = (e as { syscall?: unknown }).syscall;
  if (typeof syscall === 'string') {
    const at = msg.lastIndexOf(`, ${syscall} '`);
    if (at > 0) msg = msg.slice(0, at);
  }
  opts.onFinding({ code: 'input.unreadable', path, message: `cannot read: ${msg}`, severity: 'error' });
}

async function walk(dir: string, out: string[], seen: Set<string>, opts: ReadOptions): Promise<void> {
  try {
    // Guards against symlink cycles.
    const real = await realpath(dir);
    if (seen.has(real)) return;
    seen.add(real);
    const entries = await readdir(dir, { withFileTypes: true });
    let skipped = 0;
    for (const ent of entries) {
      if (ent.name.startsWith('.')) continue;
      const p = join(dir, ent.name);
      let isDir = ent.isDirectory();
      let isFile = ent.isFile();
      if (ent.isSymbolicLink()) {
        try {
          const st = await stat(p);
          isDir = st.isDirectory();
          isFile = st.isFile();
        } catch (e) {
          if (INPUT_FILE_RE.test(ent.name)) unreadable(opts, p, e);
          continue;
        }
      }
      if (isDir) await walk(p, out, seen, opts);
      else if (isFile && INPUT_FILE_RE.test(ent.name)) out.push(p);
      else if (isFile) skipped++;
    }
    // Said once per directory, so a file exporter writing names without .jsonl is not a mystery.
    if (skipped > 0) {
      opts.onFinding({
        code: 'input.skipped_files',
        path: dir,
        message: `skipped ${skipped} file(s) not named *.json, *.jsonl, *.ndjson, *.pb or *.binpb (optionally .gz or .zst) or *.zst; name a file to read it anyway`,
        severity: 'warning',
      });
    }
  } catch (e) {
    unreadable(opts, dir, e);
  }
}

async function readFile(ctx: Ctx, file: string): Promise<void> {
  let fh;
  try {
    fh = await open(file, 'r');
  } catch (e) {
    unreadable(ctx.opts, file, e);
    return;
  }
  await readSource(ctx, file, file, fileChunks(fh), true);
}

/**
 * A file's bytes, read into one buffer over and over: each chunk is valid only until the next is
 * asked for (what keeps bytes copies them). A fresh megabyte per read, as a read stream gives,
 * lives outside the heap until a collection frees it: tens of MB of peak RSS, and new pages to
 * fault in on every read. Closes the file when done, failed or stopped early.
 */
async function* fileChunks(fh: FileHandle): AsyncGenerator<Buffer> {
  try {
    const buf = Buffer.allocUnsafeSlow(CHUNK);
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
      if (bytesRead === 0) return;
      yield buf.subarray(0, bytesRead);
    }
  } finally {
    await fh.close();
  }
}

function toBuffer(c: unknown): Buffer {
  if (Buffer.isBuffer(c)) return c;
  if (typeof c === 'string') return Buffer.from(c, 'utf8');
  if (c instanceof Uint8Array) return Buffer.from(c.buffer, c.byteOffset, c.byteLength);
  throw new TypeError(`stream yielded a ${typeof c}, expected bytes`);
}

/**
 * Yields the source's bytes, gunzipped when it starts with the gzip magic
 * 1f 8b (RFC 1952 §2.3.1) and decompressed when it starts with the zstd magic
 * 28 b5 2f fd (RFC 8878 §3.1.1), whatever the file is called.
 */
async function* sourceBytes(raw: AsyncIterable<unknown>, stats: IngestStats, lent: { borrowed: boolean }): AsyncGenerator<Buffer> {
  const it = raw[Symbol.asyncIterator]();
  // A decompressor may hold its input past the next read: it gets a copy of a borrowed chunk,
  // and what it yields is its own.
  const borrowed = lent.borrowed;
  const owned = (b: Buffer): Buffer => (borrowed ? Buffer.from(b) : b);
  let closed = false;
  const next = async (): Promise<Buffer | undefined> => {
    const r = await it.next();
    if (r.done) {
      closed = true;
      return undefined;
    }
    const b = toBuffer(r.value);
    stats.bytes += b.length;
    return b;
  };
  try {
    let head = await next();
    // A first chunk of a few bytes (possible on stdin) is not enough to sniff.
    while (head !== undefined && head.length < 4) {
      head = owned(head);
      const more = await next();
      if (more === undefined) break;
      head = Buffer.concat([head, more]);
    }
    if (head === undefined) return;
    if (looksLikeZstd(head)) {
      lent.borrowed = false;
      const z = new ZstdStream();
      for (let b: Buffer | undefined = head; b !== undefined; b = await next()) {
        for (const out of z.write(owned(b))) yield toBuffer(out);
      }
      for (const out of z.end()) yield toBuffer(out);
      return;
    }
    if (head.length < 2 || head[0] !== 0x1f || head[1] !== 0x8b) {
      for (let b: Buffer | undefined = head; b !== undefined; b = await next()) yield b;
      return;
    }
    lent.borrowed = false;
    const first = head;
    const compressed = Readable.from(
      (async function* () {
        yield owned(first);
        for (let b = await next(); b !== undefined; b = await next()) yield owned(b);
      })(),
    );
    const gunzip = createGunzip({ chunkSize: 256 * 1024 });
    // Errors (I/O or zlib) surface through iterating `gunzip`, which pipeline destroys with them.
    pipeline(compressed, gunzip, () => {});
    for await (const c of gunzip) yield c as Buffer;
  } finally {
    // Stop the underlying stream (closing the file) when we finish early.
    if (!closed) await it.return?.();
  }
}

/** Where the (decompressed) bytes of one source go, once its first byte has told which format it is. */
interface ChunkSink {
  push(chunk: Buffer): void;
  /** The source failed mid-way: drop a partial last line or message (the failure is reported). */
  discard(): void;
  end(): void;
}

function lineSink(ctx: Ctx, where: string): ChunkSink {
  const src = new SourceParser(ctx, where);
  const splitter = new LineSplitter((line) => src.line(line));
  return {
    push: (c) => splitter.push(c),
    discard: () => splitter.discard(),
    end: () => {
      splitter.end();
      src.end();
    },
  };
}

function frameSink(ctx: Ctx, where: string, borrowed: boolean): ChunkSink {
  let live = true;
  const splitter = new ProtoFrameSplitter(new ProtoSourceParser(ctx, where, MAX_PROTO_MESSAGE), MAX_PROTO_MESSAGE);
  return {
    // The frame splitter keeps the chunks of a frame not yet complete.
    push: (c) => splitter.push(borrowed ? Buffer.from(c) : c),
    discard: () => {
      live = false;
      splitter.discard();
    },
    end: () => {
      if (live) splitter.end();
    },
  };
}

/**
 * OTLP/JSON starts with '{', '[', whitespace or a BOM. A length-prefixed message
 * starts with the prefix's high byte: a control byte for any message under 144 MiB
 * (and a length prefix of 0x09…, 0x0a…, 0x0d… would be over the message limit anyway).
 * Text that is neither is read as lines, so it gets json.parse findings.
 */
function isLengthPrefixed(first: number): boolean {
  return first < 0x20 && first !== 0x09 && first !== 0x0a && first !== 0x0d;
}

/** `borrowed`: each chunk of `raw` is overwritten by the next (fileChunks). */
async function readSource(ctx: Ctx, name: string, where: string, raw: AsyncIterable<unknown>, borrowed = false): Promise<void> {
  ctx.stats.files++;
  ctx.consumer.startSource(name);
  const before = { spans: ctx.stats.spans, rejected: ctx.stats.rejectedSpans, skipped: ctx.stats.skippedLines };
  let splitter: ChunkSink | undefined;
  const lent = { borrowed };
  const chunks = sourceBytes(raw, ctx.stats, lent);
  try {
    for (;;) {
      let r: IteratorResult<Buffer>;
      try {
        r = await chunks.next();
      } catch (e) {
        // Only errors of the source land here; errors thrown while handling a
        // line (InputError, a consumer's bug) propagate from push() below.
        sourceFailed(ctx.opts, where, e);
        // The partial last line (or message) is cut short; the finding covers it.
        splitter?.discard();
        return;
      }
      if (r.done) break;
      if (r.value.length === 0) continue;
      // Decompressed chunks are the decompressor's own: only a plain file's are borrowed.
      splitter ??= isLengthPrefixed(r.value[0] as number) ? frameSink(ctx, where, lent.borrowed) : lineSink(ctx, where);
      splitter.push(r.value);
      const ready = ctx.consumer.ready?.();
      if (ready !== undefined) await ready;
    }
  } finally {
    // Closes the file when a line handler threw; a no-op once the source is done.
    await chunks.return(undefined);
  }
  splitter?.end();
  notSpanData(ctx, where, before);
}

/**
 * A source none of whose lines or messages could be read (an image, a log file, one pretty-printed
 * document cut short) is not a span file with a few bad lines: it is bad input, and the run says
 * so in its exit code rather than scoring nothing and exiting 0.
 */
function notSpanData(ctx: Ctx, where: string, before: { spans: number; rejected: number; skipped: number }): void {
  const { stats } = ctx;
  const skipped = stats.skippedLines - before.skipped;
  if (skipped === 0 || stats.spans > before.spans || stats.rejectedSpans > before.rejected) return;
  ctx.opts.onFinding({
    code: 'input.not_spans',
    path: where,
    message: `no span in it could be read (${skipped} line(s) or message(s) skipped): not a span file, or cut short`,
    severity: 'error',
  });
}

function sourceFailed(opts: ReadOptions, where: string, e: unknown): void {
  if (e instanceof ZstdDataError) {
    const kind = e.code === 'ZSTD_TRUNCATED' ? 'truncated' : e.code === 'ZSTD_LIMIT' ? 'limit' : 'corrupt';
    opts.onFinding({ code: `zstd.${kind}`, path: where, message: e.message, severity: 'error' });
    return;
  }
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('Z_')) {
    // Node reports a truncated gzip member as Z_BUF_ERROR "unexpected end of file".
    const truncated = code === 'Z_BUF_ERROR';
    opts.onFinding({
      code: truncated ? 'gzip.truncated' : 'gzip.corrupt',
      path: where,
      message: `${truncated ? 'truncated' : 'corrupt'} gzip stream: ${errText(e)}`,
      severity: 'error',
    });
  } else {
    unreadable(opts, where, e);
  }
}

