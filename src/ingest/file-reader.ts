/**
 * Reads span files (OTLP/JSON, plain or gzip, JSON lines or one request per
 * file) from paths, directories and stdin, streaming them into a SpanConsumer.
 * Bad content is reported as Findings and skipped; only strict mode throws.
 */
import { open, readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Finding } from '../model/finding.js';
import { formatFinding } from '../model/finding.js';
import type { RawSpan } from '../model/raw-span.js';
import { LineSplitter } from '../util/line-splitter.js';
import { decodeOtlpJsonRequest } from './otlp-json.js';

export interface SpanConsumer {
  /** Called when reading of one input source (a file, or '-' for stdin) begins. */
  startSource(name: string): void;
  /** Spans decoded from one line/request, in input order. Synchronous. */
  consume(spans: RawSpan[]): void;
}

export interface ReadOptions {
  /** First malformed line or rejected span throws InputError instead of being reported. */
  strict?: boolean;
  onFinding: (f: Finding) => void;
  /** Read for the input '-' (default process.stdin). */
  stdin?: NodeJS.ReadableStream;
}

export interface IngestStats {
  files: number;
  /** Bytes read from disk/stdin (compressed size for gzip). */
  bytes: number;
  /** Non-blank lines seen. */
  lines: number;
  spans: number;
  skippedLines: number;
  rejectedSpans: number;
}

/** Malformed content in strict mode. `message` is the formatted finding (`file:line: reason`). */
export class InputError extends Error {
  override name = 'InputError';
  constructor(readonly finding: Finding) {
    super(formatFinding(finding));
  }
}

/** Names a directory walk picks up; an explicitly named file is read whatever its name. */
const INPUT_FILE_RE = /\.(?:json|jsonl|ndjson)(?:\.gz)?$/i;
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

interface Ctx {
  stats: IngestStats;
  consumer: SpanConsumer;
  opts: ReadOptions;
}

function errText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
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
  // autoClose (default) closes the handle on end, error or destroy.
  await readSource(ctx, file, file, fh.createReadStream({ highWaterMark: CHUNK }));
}

function toBuffer(c: unknown): Buffer {
  if (Buffer.isBuffer(c)) return c;
  if (typeof c === 'string') return Buffer.from(c, 'utf8');
  if (c instanceof Uint8Array) return Buffer.from(c.buffer, c.byteOffset, c.byteLength);
  throw new TypeError(`stream yielded a ${typeof c}, expected bytes`);
}

/**
 * Yields the source's bytes, gunzipped when it starts with the gzip magic
 * 1f 8b (RFC 1952 §2.3.1) whatever the file is called.
 */
async function* sourceBytes(raw: AsyncIterable<unknown>, stats: IngestStats): AsyncGenerator<Buffer> {
  const it = raw[Symbol.asyncIterator]();
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
    // A first chunk of one byte (possible on stdin) is not enough to sniff.
    while (head !== undefined && head.length < 2) {
      const more = await next();
      if (more === undefined) break;
      head = Buffer.concat([head, more]);
    }
    if (head === undefined) return;
    if (head[0] !== 0x1f || head[1] !== 0x8b) {
      for (let b: Buffer | undefined = head; b !== undefined; b = await next()) yield b;
      return;
    }
    const first = head;
    const compressed = Readable.from(
      (async function* () {
        yield first;
        for (let b = await next(); b !== undefined; b = await next()) yield b;
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

/**
 * detect: no non-blank line yet. first-failed: the first non-blank line did not
 * parse; the next one decides. lines: one request per line. whole: one request
 * (or an array of them) for the whole source.
 */
type Mode = 'detect' | 'first-failed' | 'lines' | 'whole';

async function readSource(ctx: Ctx, name: string, where: string, raw: AsyncIterable<unknown>): Promise<void> {
  ctx.stats.files++;
  ctx.consumer.startSource(name);
  const src = new SourceParser(ctx, where);
  const splitter = new LineSplitter((line) => src.line(line));
  const chunks = sourceBytes(raw, ctx.stats);
  try {
    for (;;) {
      let r: IteratorResult<Buffer>;
      try {
        r = await chunks.next();
      } catch (e) {
        // Only errors of the source land here; errors thrown while handling a
        // line (InputError, a consumer's bug) propagate from push() below.
        sourceFailed(ctx.opts, where, e);
        // The partial last line is cut mid-JSON; the finding covers it.
        splitter.discard();
        return;
      }
      if (r.done) break;
      splitter.push(r.value);
    }
  } finally {
    // Closes the file when a line handler threw; a no-op once the source is done.
    await chunks.return(undefined);
  }
  splitter.end();
  src.end();
}

function sourceFailed(opts: ReadOptions, where: string, e: unknown): void {
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

function isBlank(line: string): boolean {
  const c = line.charCodeAt(0);
  // Fast path: OTLP lines start with '{' or '['.
  if (c === 123 || c === 91) return false;
  return line.trim().length === 0;
}

function looksLikeRequest(v: unknown): boolean {
  if (Array.isArray(v)) return true;
  return typeof v === 'object' && v !== null && ('resourceSpans' in v || 'resource_spans' in v);
}

class SourceParser {
  private lineNo = 0;
  private mode: Mode = 'detect';
  /** Lines from the first non-blank one on, kept only while they may form one document. */
  private held: string[] = [];
  private heldFrom = 0;
  private firstError: unknown;
  private readonly reasons: string[] = [];
  private readonly reject = (reason: string): void => {
    this.reasons.push(reason);
  };

  constructor(
    private readonly ctx: Ctx,
    private readonly where: string,
  ) {}

  line(text: string): void {
    const lineNo = ++this.lineNo;
    if (isBlank(text)) {
      if (this.mode === 'first-failed' || this.mode === 'whole') this.held.push(text);
      return;
    }
    this.ctx.stats.lines++;
    switch (this.mode) {
      case 'lines': {
        let v: unknown;
        try {
          v = JSON.parse(text);
        } catch (e) {
          this.badJson(text, e, lineNo);
          return;
        }
        this.value(v, lineNo);
        return;
      }
      case 'whole':
        this.held.push(text);
        return;
      case 'detect': {
        let v: unknown;
        try {
          v = JSON.parse(text);
        } catch (e) {
          this.mode = 'first-failed';
          this.held.push(text);
          this.heldFrom = lineNo;
          this.firstError = e;
          return;
        }
        this.mode = 'lines';
        this.value(v, lineNo);
        return;
      }
      case 'first-failed': {
        // Deviation from a pure first-line rule: a JSON-lines file whose first line
        // is corrupt would otherwise be lost whole. A pretty-printed request never
        // has a complete request on its second line.
        let v: unknown;
        try {
          v = JSON.parse(text);
        } catch {
          v = undefined;
        }
        if (v !== undefined && looksLikeRequest(v)) {
          const first = this.held[0] as string;
          this.held = [];
          this.mode = 'lines';
          this.badJson(first, this.firstError, this.heldFrom);
          this.value(v, lineNo);
        } else {
          this.mode = 'whole';
          this.held.push(text);
        }
        return;
      }
    }
  }

  end(): void {
    if (this.mode !== 'whole' && this.mode !== 'first-failed') return;
    const text = this.held.join('\n');
    this.held = [];
    // Usually one value. Several pretty-printed values one after another (what
    // `jq . spans.jsonl` prints) are read one by one: V8 stops right after the
    // first value, so this stays linear.
    let start = 0;
    let lineNo = this.heldFrom;
    for (;;) {
      const rest = start === 0 ? text : text.slice(start);
      let v: unknown;
      let next = -1;
      try {
        v = JSON.parse(rest);
      } catch (e) {
        const m = TRAILING_RE.exec(errText(e));
        if (m === null) {
          this.badJson(rest, e, lineNo);
          return;
        }
        next = Number(m[1]);
        try {
          v = JSON.parse(rest.slice(0, next));
        } catch (e2) {
          this.badJson(rest, e2, lineNo);
          return;
        }
      }
      this.value(v, lineNo);
      if (next === -1) return;
      lineNo += lineColumn(rest, next).line - 1;
      start += next;
    }
  }

  private report(code: string, lineNo: number, message: string): void {
    const f: Finding = { code, path: `${this.where}:${lineNo}`, message, severity: 'warning' };
    if (this.ctx.opts.strict) throw new InputError(f);
    this.ctx.opts.onFinding(f);
  }

  private badJson(text: string, e: unknown, firstLineNo: number): void {
    const { offset, message } = describeJsonError(text, e);
    const { line, column } = lineColumn(text, offset);
    this.ctx.stats.skippedLines++;
    this.report('json.parse', firstLineNo + line - 1, `${message} (column ${column})`);
  }

  private value(v: unknown, lineNo: number): void {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) this.request(v[i], lineNo, `[${i}]: `);
    } else {
      this.request(v, lineNo, '');
    }
  }

  private request(v: unknown, lineNo: number, prefix: string): void {
    if (!looksLikeRequest(v) || Array.isArray(v)) {
      this.ctx.stats.skippedLines++;
      this.report('otlp.shape', lineNo, `${prefix}not an OTLP ExportTraceServiceRequest (no resourceSpans)`);
      return;
    }
    const reasons = this.reasons;
    reasons.length = 0;
    const spans = decodeOtlpJsonRequest(v, this.reject);
    for (let i = 0; i < reasons.length; i++) {
      this.ctx.stats.rejectedSpans++;
      this.report('span.rejected', lineNo, prefix + (reasons[i] as string));
    }
    if (spans.length > 0) {
      this.ctx.stats.spans += spans.length;
      this.ctx.consumer.consume(spans);
    }
  }
}

// ---------------------------------------------------------------- JSON error positions

/** V8's message when a complete value is followed by more text. */
const TRAILING_RE = /^Unexpected non-whitespace character after JSON at position (\d+)/;
/** `position N` in V8's JSON.parse messages (Node 20: only some messages carry it). */
const POSITION_RE = /\s+at position (\d+)[\s\S]*$/;
/**
 * V8: `Unexpected token 'x', "<source excerpt>" is not valid JSON`; the excerpt
 * may span lines and be cut with `...` on either side. Keep only the token part.
 */
const TOKEN_PREFIX = "Unexpected token '";

/** The offset of the offending character and a single-line message without source excerpts. */
function describeJsonError(text: string, e: unknown): { offset: number; message: string } {
  const msg = errText(e);
  const pos = POSITION_RE.exec(msg);
  if (pos) return { offset: Number(pos[1]), message: msg.slice(0, pos.index) };
  if (msg.startsWith('Unexpected end of JSON input')) return { offset: text.length, message: 'Unexpected end of JSON input' };
  // The token is one character (two UTF-16 units for an astral one), then `', `.
  const end = msg.startsWith(TOKEN_PREFIX) ? msg.indexOf("', ", TOKEN_PREFIX.length + 1) : -1;
  return { offset: firstBadOffset(text), message: end > 0 ? msg.slice(0, end + 1) : (msg.split('\n')[0] as string) };
}

/** Whether `s` could start a valid JSON text, judged by V8 itself. */
function isValidPrefix(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch (e) {
    const msg = errText(e);
    if (msg.startsWith('Unexpected end of JSON input')) return true;
    const pos = POSITION_RE.exec(msg);
    return pos !== null && Number(pos[1]) >= s.length;
  }
}

/**
 * For V8 messages without a position: bisect for the shortest prefix that is no
 * longer a valid JSON prefix (validity of prefixes is monotone). Error path only.
 */
function firstBadOffset(text: string): number {
  let lo = 0;
  let hi = text.length;
  if (isValidPrefix(text)) return text.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (isValidPrefix(text.slice(0, mid))) lo = mid;
    else hi = mid;
  }
  return hi - 1;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
