/**
 * An OTLP/JSON line read in two steps, as otlp-proto-heads.ts reads a protobuf request (issue 19:
 * `score --workers` reads each line on the main thread only as far as completion and routing
 * need, and the worker that owns a trace decodes its spans from the line's bytes):
 *
 * - `readJsonHeads` walks the line's bytes once, checking the JSON grammar as `JSON.parse` does
 *   and every field decodeOtlpJsonRequest would read of a span, and keeps of each span its ids,
 *   times, the attributes named in `keep`, and where its resource, scope and span objects lie.
 *   It is sound, not complete: it answers only for a line that JSON.parse accepts and whose spans
 *   decodeOtlpJsonRequest accepts, every one, with the same values. Anything else (a grammar
 *   error, a span the decoder would reject, a shape it reads in more than one way: snake_case or
 *   legacy keys, escaped keys, repeated fields, base64 ids, an array of requests) gives undefined,
 *   and the caller reads the line as before, findings and all.
 * - `JsonRequestSpans.span` decodes one such span from its three objects with decodeOtlpJsonRequest.
 */
import type { AttrMap, RawSpan } from '../model/raw-span.js';
import { MAX_ATTR_DEPTH, decodeOtlpJsonAttributes, decodeOtlpJsonRequest } from './otlp-json.js';
import type { SpanHead, SpanPlace } from './otlp-proto-heads.js';

/** Thrown (one instance) to leave a line the heads reading does not answer for. */
const BAIL = new Error('not read by heads');

const Q = 0x22; // "
const BS = 0x5c; // \

/** Whether a byte may follow a backslash in a JSON string (u checked apart). */
const ESCAPES = new Uint8Array(128);
for (const c of '"\\/bfnrt') ESCAPES[c.charCodeAt(0)] = 1;

/** Bytes a string's fast loop stops at: the quote, a backslash, control bytes, and (noted) bytes ≥ 0x80. */
const STRING_BYTE = new Uint8Array(256);
for (let c = 0; c < 0x20; c++) STRING_BYTE[c] = 1;
for (let c = 0x80; c < 256; c++) STRING_BYTE[c] = 1;
STRING_BYTE[Q] = 1;
STRING_BYTE[BS] = 1;

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

/** Key bytes of a member name, for comparing without making a string. */
const KEY = (s: string): Uint8Array => Buffer.from(s, 'latin1');
const K_RESOURCE_SPANS = KEY('resourceSpans');
const K_RESOURCE = KEY('resource');
const K_SCOPE_SPANS = KEY('scopeSpans');
const K_SCOPE = KEY('scope');
const K_SPANS = KEY('spans');
const K_ATTRIBUTES = KEY('attributes');
const K_TRACE_ID = KEY('traceId');
const K_SPAN_ID = KEY('spanId');
const K_PARENT = KEY('parentSpanId');
const K_NAME = KEY('name');
const K_KIND = KEY('kind');
const K_START = KEY('startTimeUnixNano');
const K_END = KEY('endTimeUnixNano');
const K_EVENTS = KEY('events');
const K_STATUS = KEY('status');
const K_CODE = KEY('code');
const K_TIME = KEY('timeUnixNano');
const K_KEY = KEY('key');
const K_VALUE = KEY('value');
const K_VALUES = KEY('values');
const K_STRING = KEY('stringValue');
const K_INT = KEY('intValue');
const K_DOUBLE = KEY('doubleValue');
const K_BOOL = KEY('boolValue');
const K_ARRAY = KEY('arrayValue');
const K_KVLIST = KEY('kvlistValue');
const K_BYTES = KEY('bytesValue');
/**
 * Names the decoder reads in another spelling (snake_case, legacy) as well: a line using any of
 * them is left to it, so no field is ever read two ways.
 */
const OTHER_SPELLINGS = new Set([
  'resource_spans', 'scope_spans', 'instrumentationLibrarySpans', 'instrumentation_library_spans', 'instrumentationLibrary',
  'instrumentation_library', 'trace_id', 'span_id', 'parent_span_id', 'start_time_unix_nano', 'end_time_unix_nano',
  'time_unix_nano', 'string_value', 'int_value', 'double_value', 'bool_value', 'array_value', 'kvlist_value', 'bytes_value',
]);
const SPAN_KIND_NAMES = new Set(['SPAN_KIND_UNSPECIFIED', 'SPAN_KIND_INTERNAL', 'SPAN_KIND_SERVER', 'SPAN_KIND_CLIENT', 'SPAN_KIND_PRODUCER', 'SPAN_KIND_CONSUMER']);
const STATUS_NAMES = new Set(['STATUS_CODE_UNSET', 'STATUS_CODE_OK', 'STATUS_CODE_ERROR']);

/** A span's head before its line's body is known; `kept` as attribute slices until the span ends. */
interface Pending {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  startMs: number;
  endMs: number;
  kept: AttrMap | undefined;
  place: SpanPlace;
}

class Scan {
  pos = 0;
  /** Set by `str`: the last string had an escape, or a byte ≥ 0x80. */
  escaped = false;
  wide = false;
  /** A span's kept attributes as [key, value object's start, end] while it is read. */
  private keptSlices: (string | number)[] = [];

  constructor(
    private readonly b: Buffer,
    private readonly end: number,
    private readonly keep: ReadonlySet<string>,
    private readonly keepLengths: ReadonlySet<number>,
  ) {}

  ws(): void {
    const b = this.b;
    let p = this.pos;
    while (p < this.end) {
      const c = b[p]!;
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      p++;
    }
    this.pos = p;
  }

  peek(): number {
    this.ws();
    if (this.pos >= this.end) throw BAIL;
    return this.b[this.pos]!;
  }

  expect(c: number): void {
    if (this.peek() !== c) throw BAIL;
    this.pos++;
  }

  /** A string at pos; returns the offset after its opening quote, pos left after the closing one. */
  str(): number {
    if (this.peek() !== Q) throw BAIL;
    const b = this.b;
    const start = ++this.pos;
    let p = start;
    let escaped = false;
    let wide = false;
    for (;;) {
      // Plain bytes, the most of any line, one table look-up each.
      while (p < this.end && STRING_BYTE[b[p]!] === 0) p++;
      if (p >= this.end) throw BAIL;
      const c = b[p]!;
      if (c === Q) break;
      if (c >= 0x80) {
        wide = true;
        p++;
        continue;
      }
      if (c !== BS) throw BAIL;
      escaped = true;
      const e = b[p + 1] ?? 0;
      if (e === 0x75) {
        if (p + 5 >= this.end || !isHex(b[p + 2]!) || !isHex(b[p + 3]!) || !isHex(b[p + 4]!) || !isHex(b[p + 5]!)) throw BAIL;
        p += 6;
        continue;
      }
      if (e >= 128 || ESCAPES[e] !== 1) throw BAIL;
      p += 2;
    }
    this.pos = p + 1;
    this.escaped = escaped;
    this.wide = wide;
    return start;
  }

  /** A number token at pos (JSON grammar); returns its start. */
  num(): number {
    this.ws();
    const b = this.b;
    const start = this.pos;
    let p = start;
    if (b[p] === 0x2d) p++;
    if (b[p] === 0x30) p++;
    else if (b[p]! >= 0x31 && b[p]! <= 0x39) while (p < this.end && b[p]! >= 0x30 && b[p]! <= 0x39) p++;
    else throw BAIL;
    if (b[p] === 0x2e) {
      p++;
      const d = p;
      while (p < this.end && b[p]! >= 0x30 && b[p]! <= 0x39) p++;
      if (p === d) throw BAIL;
    }
    if (b[p] === 0x65 || b[p] === 0x45) {
      p++;
      if (b[p] === 0x2b || b[p] === 0x2d) p++;
      const d = p;
      while (p < this.end && b[p]! >= 0x30 && b[p]! <= 0x39) p++;
      if (p === d) throw BAIL;
    }
    if (p > this.end) throw BAIL;
    this.pos = p;
    return start;
  }

  /** `true`, `false` or `null` at pos; returns which (t, f, n). */
  literal(): number {
    const c = this.peek();
    const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : undefined;
    if (word === undefined || this.pos + word.length > this.end) throw BAIL;
    for (let i = 1; i < word.length; i++) if (this.b[this.pos + i] !== word.charCodeAt(i)) throw BAIL;
    this.pos += word.length;
    return c;
  }

  /** Any JSON value, checked and passed over. */
  value(depth = 0): void {
    if (depth > 512) throw BAIL;
    const c = this.peek();
    if (c === Q) {
      this.str();
      return;
    }
    if (c === 0x7b) {
      this.pos++;
      if (this.peek() === 0x7d) {
        this.pos++;
        return;
      }
      for (;;) {
        this.str();
        this.expect(0x3a);
        this.value(depth + 1);
        if (this.more(0x7d)) continue;
        return;
      }
    }
    if (c === 0x5b) {
      this.pos++;
      if (this.peek() === 0x5d) {
        this.pos++;
        return;
      }
      do this.value(depth + 1);
      while (this.more(0x5d));
      return;
    }
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      this.num();
      return;
    }
    this.literal();
  }

  /** After a member or element: true at a comma (another follows), false at `close` (consumed). */
  more(close: number): boolean {
    const c = this.peek();
    this.pos++;
    if (c === 0x2c) return true;
    if (c === close) return false;
    throw BAIL;
  }

  /** Is the value at pos `null` (consumed if so)? */
  isNull(): boolean {
    if (this.peek() !== 0x6e) return false;
    this.literal();
    return true;
  }

  /**
   * The members of an object at pos: `member(start, end)` is called with each name's bytes (pos
   * at the value) and must read the value. An escaped name, or one spelled another way the
   * decoder also reads, leaves the line.
   */
  members(member: (start: number, end: number) => void): void {
    if (!this.open()) return;
    do {
      const start = this.name();
      member(start, this.nameEnd);
    } while (this.more(0x7d));
  }

  /** Where the last member name read by `name` ends. */
  nameEnd = 0;

  /** Opens an object at pos: true when a member follows (read it with `name`), false when it was empty (consumed). */
  open(): boolean {
    this.expect(0x7b);
    if (this.peek() !== 0x7d) return true;
    this.pos++;
    return false;
  }

  /** A member's name: its start (`nameEnd` its end), pos left at its value. Checked as `members` says. */
  name(): number {
    const start = this.str();
    const stop = this.pos - 1;
    if (this.escaped) throw BAIL;
    this.expect(0x3a);
    this.nameEnd = stop;
    return start;
  }

  /** A member the walk does not read: passed over, unless the decoder reads it as another spelling of one it does. */
  other(start: number, stop: number): void {
    if (this.spelledOtherwise(start, stop)) throw BAIL;
    this.value();
  }

  /** Is the name in b[start, stop) one of OTHER_SPELLINGS? (Only names with '_' or long ones starting with 'i' can be.) */
  private spelledOtherwise(start: number, stop: number): boolean {
    const b = this.b;
    let may = b[start] === 0x69 && stop - start >= 21;
    for (let i = start; !may && i < stop; i++) if (b[i] === 0x5f) may = true;
    return may && OTHER_SPELLINGS.has(b.toString('latin1', start, stop));
  }

  /** The elements of an array at pos, each read by `element`. */
  elements(element: () => void): void {
    this.expect(0x5b);
    if (this.peek() === 0x5d) {
      this.pos++;
      return;
    }
    do element();
    while (this.more(0x5d));
  }

  is(start: number, stop: number, key: Uint8Array): boolean {
    if (stop - start !== key.length) return false;
    for (let i = 0; i < key.length; i++) if (this.b[start + i] !== key[i]) return false;
    return true;
  }

  /** A plain (unescaped, ASCII) string's text. */
  plain(): string {
    const start = this.str();
    if (this.escaped || this.wide) throw BAIL;
    return this.b.toString('latin1', start, this.pos - 1);
  }

  /** An int64 as decodeOtlpJsonRequest reads it (toInt): a number, or a non-empty numeric string. */
  int(): number {
    let n: number;
    if (this.peek() === Q) {
      const s = this.plain();
      if (s.length === 0) throw BAIL;
      n = Number(s);
    } else {
      const start = this.num();
      n = Number(this.b.toString('latin1', start, this.pos));
    }
    if (!Number.isFinite(n)) throw BAIL;
    return n;
  }

  /** As `int`, where only whether the decoder accepts it matters (a plain number token of fewer than 300 digits is finite). */
  checkInt(): void {
    if (this.peek() === Q) {
      this.int();
      return;
    }
    const start = this.num();
    if (this.pos - start >= 300) {
      this.pos = start;
      this.int();
      return;
    }
    for (let i = start; i < this.pos; i++) {
      const c = this.b[i];
      if (c === 0x65 || c === 0x45) {
        this.pos = start;
        this.int();
        return;
      }
    }
  }

  /** An id of `bytes` bytes as lowercase hex; all-zero is '' (the decoder's decodeId, hex only). */
  id(bytes: number): string {
    const s = this.plain();
    if (s.length !== bytes * 2) throw BAIL;
    let nonZero = false;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (!isHex(c)) throw BAIL;
      if (c !== 48) nonZero = true;
    }
    return nonZero ? s.toLowerCase() : '';
  }

  // ------------------------------------------------------------ the request's shape

  request(out: Pending[]): void {
    let seen = false;
    this.members((k, e) => {
      if (!this.is(k, e, K_RESOURCE_SPANS)) return this.other(k, e);
      if (seen) throw BAIL;
      seen = true;
      if (!this.isNull()) this.elements(() => this.resourceSpans(out));
    });
    // No resourceSpans: not a request (the decoder's otlp.shape finding).
    if (!seen) throw BAIL;
    this.ws();
    if (this.pos !== this.end) throw BAIL;
  }

  private resourceSpans(out: Pending[]): void {
    const from = out.length;
    let rs = 0;
    let rsEnd = 0;
    let seenResource = false;
    let seenScopes = false;
    this.members((k, e) => {
      if (this.is(k, e, K_RESOURCE)) {
        if (seenResource) throw BAIL;
        seenResource = true;
        if (this.isNull()) return;
        this.ws();
        rs = this.pos;
        this.members((k2, e2) => (this.is(k2, e2, K_ATTRIBUTES) ? this.keyValues(1, false) : this.value()));
        rsEnd = this.pos;
      } else if (this.is(k, e, K_SCOPE_SPANS)) {
        if (seenScopes) throw BAIL;
        seenScopes = true;
        if (!this.isNull()) this.elements(() => this.scopeSpans(out));
      } else {
        this.other(k, e);
      }
    });
    for (let i = from; i < out.length; i++) {
      out[i]!.place.rs = rs;
      out[i]!.place.rsEnd = rsEnd;
    }
  }

  private scopeSpans(out: Pending[]): void {
    const from = out.length;
    let ss = 0;
    let ssEnd = 0;
    let seenScope = false;
    let seenSpans = false;
    this.members((k, e) => {
      if (this.is(k, e, K_SCOPE)) {
        if (seenScope) throw BAIL;
        seenScope = true;
        this.ws();
        ss = this.pos;
        this.value();
        ssEnd = this.pos;
      } else if (this.is(k, e, K_SPANS)) {
        if (seenSpans) throw BAIL;
        seenSpans = true;
        if (!this.isNull()) this.elements(() => out.push(this.span()));
      } else {
        this.other(k, e);
      }
    });
    for (let i = from; i < out.length; i++) {
      out[i]!.place.ss = ss;
      out[i]!.place.ssEnd = ssEnd;
    }
  }

  private span(): Pending {
    this.ws();
    const start = this.pos;
    let traceId: string | undefined;
    let spanId: string | undefined;
    let parentSpanId: string | undefined;
    let startMs: number | undefined;
    let endMs: number | undefined;
    /** Each field read once at most: a repeat is read by JSON.parse as its last. */
    let seen = 0;
    const once = (bit: number): void => {
      if ((seen & bit) !== 0) throw BAIL;
      seen |= bit;
    };
    this.keptSlices = [];
    this.members((k, e) => {
      if (this.is(k, e, K_TRACE_ID)) {
        once(1);
        traceId = this.id(16);
        if (traceId === '') throw BAIL;
      } else if (this.is(k, e, K_SPAN_ID)) {
        once(2);
        spanId = this.id(8);
        if (spanId === '') throw BAIL;
      } else if (this.is(k, e, K_PARENT)) {
        once(4);
        if (this.isNull()) return;
        if (this.peek() === Q && this.b[this.pos + 1] === Q) {
          this.pos += 2;
          return;
        }
        const p = this.id(8);
        parentSpanId = p === '' ? undefined : p;
      } else if (this.is(k, e, K_NAME)) {
        once(8);
        if (!this.isNull()) this.str();
      } else if (this.is(k, e, K_KIND)) {
        once(16);
        this.kind();
      } else if (this.is(k, e, K_START)) {
        once(32);
        startMs = this.isNull() ? undefined : this.int() / 1e6;
      } else if (this.is(k, e, K_END)) {
        once(64);
        endMs = this.isNull() ? undefined : this.int() / 1e6;
      } else if (this.is(k, e, K_ATTRIBUTES)) {
        once(128);
        this.keyValues(1, true);
      } else if (this.is(k, e, K_EVENTS)) {
        once(256);
        if (!this.isNull()) this.elements(() => this.event());
      } else if (this.is(k, e, K_STATUS)) {
        once(512);
        this.status();
      } else {
        this.other(k, e);
      }
    });
    if (traceId === undefined || spanId === undefined) throw BAIL;
    const s = startMs ?? 0;
    return {
      traceId, spanId, parentSpanId, startMs: s, endMs: endMs ?? s, kept: this.keptOf(),
      place: { rs: 0, rsEnd: 0, ss: 0, ssEnd: 0, span: start, spanEnd: this.pos },
    };
  }

  /** The kept attributes of the span just read, decoded as the decoder decodes them (last duplicate wins). */
  private keptOf(): AttrMap | undefined {
    const slices = this.keptSlices;
    if (slices.length === 0) return undefined;
    const list: { key: string; value: unknown }[] = [];
    for (let i = 0; i < slices.length; i += 3) {
      const at = slices[i + 1] as number;
      const stop = slices[i + 2] as number;
      list.push({ key: slices[i] as string, value: at === stop ? undefined : JSON.parse(this.b.toString('utf8', at, stop)) });
    }
    const kept = decodeOtlpJsonAttributes(list);
    if (kept === undefined) throw BAIL;
    return kept;
  }

  private kind(): void {
    if (this.isNull()) return;
    if (this.peek() === Q) {
      if (!SPAN_KIND_NAMES.has(this.plain())) throw BAIL;
      return;
    }
    const start = this.num();
    for (let i = start; i < this.pos; i++) if (this.b[i]! < 0x30 || this.b[i]! > 0x39) throw BAIL;
  }

  private status(): void {
    if (this.isNull()) return;
    let seen = false;
    this.members((k, e) => {
      if (!this.is(k, e, K_CODE)) return this.value();
      if (seen) throw BAIL;
      seen = true;
      if (this.isNull()) return;
      if (this.peek() === Q) {
        if (!STATUS_NAMES.has(this.plain())) throw BAIL;
        return;
      }
      const start = this.num();
      const c = this.b[start]!;
      if (this.pos !== start + 1 || c < 0x30 || c > 0x32) throw BAIL;
    });
  }

  private event(): void {
    let seen = 0;
    this.members((k, e) => {
      if (this.is(k, e, K_TIME)) {
        if ((seen & 1) !== 0) throw BAIL;
        seen |= 1;
        if (!this.isNull()) this.int();
      } else if (this.is(k, e, K_ATTRIBUTES)) {
        if ((seen & 2) !== 0) throw BAIL;
        seen |= 2;
        this.keyValues(1, false);
      } else {
        this.other(k, e);
      }
    });
  }

  /** `[{key, value}]` as decodeKeyValues reads it; with `keepKeys`, the kept keys' values noted. */
  private keyValues(depth: number, keepKeys: boolean): void {
    if (this.isNull()) return;
    this.expect(0x5b);
    if (this.peek() === 0x5d) {
      this.pos++;
      return;
    }
    do {
      let key: string | undefined;
      let valueAt = 0;
      let valueEnd = 0;
      let seen = 0;
      if (this.open()) {
        do {
          const k = this.name();
          const e = this.nameEnd;
          if (this.is(k, e, K_KEY)) {
            if ((seen & 1) !== 0) throw BAIL;
            seen |= 1;
            const start = this.str();
            if (keepKeys) key = this.keptKey(start, this.pos - 1);
          } else if (this.is(k, e, K_VALUE)) {
            if ((seen & 2) !== 0) throw BAIL;
            seen |= 2;
            this.ws();
            valueAt = this.pos;
            this.anyValue(depth);
            valueEnd = this.pos;
          } else {
            this.value();
          }
        } while (this.more(0x7d));
      }
      if ((seen & 1) === 0) throw BAIL;
      if (key !== undefined) this.keptSlices.push(key, valueAt, valueEnd);
    } while (this.more(0x5d));
  }

  /** The kept key whose text is the string just read at b[start, stop), if it is one. */
  private keptKey(start: number, stop: number): string | undefined {
    let text: string;
    if (this.escaped) text = JSON.parse(this.b.toString('utf8', start - 1, stop + 1)) as string;
    else if (this.keepLengths.has(stop - start)) text = this.b.toString('utf8', start, stop);
    else return undefined;
    return this.keep.has(text) ? text : undefined;
  }

  /** An AnyValue the decoder accepts: null, or an object with at most one of its value fields. */
  private anyValue(depth: number): void {
    if (this.isNull()) return;
    if (depth > MAX_ATTR_DEPTH) throw BAIL;
    if (!this.open()) return;
    let kinds = 0;
    do {
      const k = this.name();
      const e = this.nameEnd;
      if (this.is(k, e, K_STRING) || this.is(k, e, K_BYTES)) {
        if (this.peek() !== Q) throw BAIL;
        this.str();
      } else if (this.is(k, e, K_INT)) {
        this.checkInt();
      } else if (this.is(k, e, K_DOUBLE)) {
        if (this.peek() === Q) {
          const s = this.plain();
          if (s.length === 0 || (s !== 'NaN' && Number.isNaN(Number(s)))) throw BAIL;
        } else {
          this.num();
        }
      } else if (this.is(k, e, K_BOOL)) {
        if (this.peek() === Q) {
          const s = this.plain();
          if (s !== 'true' && s !== 'false') throw BAIL;
        } else if (this.literal() === 0x6e) {
          throw BAIL;
        }
      } else if (this.is(k, e, K_ARRAY)) {
        this.values(depth, false);
      } else if (this.is(k, e, K_KVLIST)) {
        this.values(depth, true);
      } else {
        this.other(k, e);
        continue;
      }
      if (++kinds > 1) throw BAIL;
    } while (this.more(0x7d));
  }

  /** An arrayValue's or (`keyValues`) kvlistValue's object: its `values` one level deeper. */
  private values(depth: number, keyValues: boolean): void {
    let seen = false;
    this.members((k, e) => {
      if (!this.is(k, e, K_VALUES)) return this.value();
      if (seen) throw BAIL;
      seen = true;
      if (keyValues) this.keyValues(depth + 1, false);
      else if (!this.isNull()) this.elements(() => this.anyValue(depth + 1));
    });
  }
}

const lengthsOf = new WeakMap<ReadonlySet<string>, ReadonlySet<number>>();

/**
 * The heads of every span of the OTLP/JSON request in `line[start, end)`, places relative to
 * `start`, each given `body`; or undefined when the line is not one the heads reading answers for
 * (see above): then JSON.parse and decodeOtlpJsonRequest read it, as they would have.
 */
export function readJsonHeads<B>(line: Buffer, start: number, end: number, keep: ReadonlySet<string>, body: (bytes: Uint8Array) => B): SpanHead<B>[] | undefined {
  let lengths = lengthsOf.get(keep);
  if (lengths === undefined) {
    lengths = new Set([...keep].map((k) => Buffer.byteLength(k, 'utf8')));
    lengthsOf.set(keep, lengths);
  }
  const scan = new Scan(line, end, keep, lengths);
  scan.pos = start;
  const pending: Pending[] = [];
  try {
    scan.request(pending);
  } catch (e) {
    if (e === BAIL || e instanceof RangeError) return undefined;
    throw e;
  }
  const b = body(line.subarray(start, end));
  const heads: SpanHead<B>[] = [];
  for (const p of pending) {
    const place = p.place;
    // Offsets from the line's start; an absent resource or scope is an empty range.
    place.rs = place.rsEnd === 0 ? 0 : place.rs - start;
    place.rsEnd = place.rsEnd === 0 ? 0 : place.rsEnd - start;
    place.ss = place.ssEnd === 0 ? 0 : place.ss - start;
    place.ssEnd = place.ssEnd === 0 ? 0 : place.ssEnd - start;
    place.span -= start;
    place.spanEnd -= start;
    heads.push({ traceId: p.traceId, spanId: p.spanId, parentSpanId: p.parentSpanId, startMs: p.startMs, endMs: p.endMs, kept: p.kept, place, body: b });
  }
  return heads;
}

/** A JSON line's bytes, its spans decoded one at a time by place (resource and scope parsed once each). */
export class JsonRequestSpans {
  private readonly text: Buffer;
  private readonly resources = new Map<number, unknown>();
  private readonly scopes = new Map<number, unknown>();

  constructor(bytes: Uint8Array) {
    this.text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The span at `place`, as decodeOtlpJsonRequest gives it from the whole line (the heads said it accepts it). */
  span(place: SpanPlace): RawSpan {
    const resource = this.objectAt(this.resources, place.rs, place.rsEnd);
    const scope = this.objectAt(this.scopes, place.ss, place.ssEnd);
    const span: unknown = JSON.parse(this.text.toString('utf8', place.span, place.spanEnd));
    let reason: string | undefined;
    const out = decodeOtlpJsonRequest({ resourceSpans: [{ resource, scopeSpans: [{ scope, spans: [span] }] }] }, (r) => {
      reason ??= r;
    });
    if (out.length !== 1) throw new Error(`a span read by its head did not decode: ${reason ?? 'no span'}`);
    return out[0]!;
  }

  private objectAt(cache: Map<number, unknown>, start: number, end: number): unknown {
    if (start === end) return undefined;
    let v = cache.get(start);
    if (v === undefined) {
      v = JSON.parse(this.text.toString('utf8', start, end));
      cache.set(start, v);
    }
    return v;
  }
}

/**
 * Some spans of a JSON line copied into bytes of their own, where `JsonRequestSpans` reads them as
 * in the line: each span's object, and once each the resource and scope objects they lie under.
 */
export function compactJsonSpans(bytes: Uint8Array, places: readonly SpanPlace[], alloc: (length: number) => Uint8Array): { bytes: Uint8Array; places: SpanPlace[] } {
  const pieces: number[] = [];
  let length = 0;
  const piece = (start: number, stop: number): [number, number] => {
    if (start === stop) return [0, 0];
    pieces.push(start, stop);
    length += stop - start;
    return [length - (stop - start), length];
  };
  const copied = new Map<number, [number, number]>();
  const once = (start: number, stop: number): [number, number] => {
    let range = copied.get(start);
    if (range === undefined) copied.set(start, (range = piece(start, stop)));
    return range;
  };
  const out = places.map((p) => {
    const [rs, rsEnd] = once(p.rs, p.rsEnd);
    const [ss, ssEnd] = once(p.ss, p.ssEnd);
    const [span, spanEnd] = piece(p.span, p.spanEnd);
    return { rs, rsEnd, ss, ssEnd, span, spanEnd };
  });
  const target = alloc(length);
  for (let i = 0, at = 0; i < pieces.length; i += 2) {
    target.set(bytes.subarray(pieces[i]!, pieces[i + 1]!), at);
    at += pieces[i + 1]! - pieces[i]!;
  }
  return { bytes: target, places: out };
}
