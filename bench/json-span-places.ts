/**
 * Where each span of an OTLP/JSON ExportTraceServiceRequest lies in its bytes (issue 19), so that a
 * scoring worker can decode only its own spans from the request's text. The text must already
 * have passed `JSON.parse` (this walk does not check the grammar). Only the plain shape is placed:
 * `resourceSpans[].scopeSpans[].spans[]`, each key once and unescaped, no snake_case or legacy
 * aliases at those levels; for anything else it answers undefined and the caller decodes whole.
 */
import type { SpanPlace } from '../src/ingest/otlp-proto-heads.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJ = 0x7b;
const CLOSE_OBJ = 0x7d;
const OPEN_ARR = 0x5b;
const CLOSE_ARR = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** Keys that make the decoder read another path than the one placed here. */
const ALIASES = new Set(['resource_spans', 'scope_spans', 'instrumentationLibrarySpans', 'instrumentation_library_spans', 'instrumentationLibrary', 'instrumentation_library']);

class Unplaced {}
const UNPLACED = new Unplaced();

/**
 * The places of the request's spans in document order (the order decodeOtlpJsonRequest returns
 * them): `rs`..`rsEnd` is the span's `resource` object, `ss`..`ssEnd` its `scope` object (both
 * -1 when absent or null), `span`..`spanEnd` the span object. Undefined when the shape is not the
 * plain one.
 */
export function jsonSpanPlaces(b: Uint8Array): SpanPlace[] | undefined {
  try {
    return new PlaceWalk(b).request();
  } catch (e) {
    if (e === UNPLACED) return undefined;
    throw e;
  }
}

class PlaceWalk {
  private p = 0;
  private readonly out: SpanPlace[] = [];

  constructor(private readonly b: Uint8Array) {}

  request(): SpanPlace[] {
    this.object((key) => {
      if (key !== 'resourceSpans') return false;
      this.array(() => this.resourceSpans());
      return true;
    });
    return this.out;
  }

  private resourceSpans(): void {
    const first = this.out.length;
    let rs = -1;
    let rsEnd = -1;
    this.object((key) => {
      if (key === 'resource') {
        [rs, rsEnd] = this.objectOrNull();
        return true;
      }
      if (key !== 'scopeSpans') return false;
      this.array(() => this.scopeSpans());
      return true;
    });
    for (let i = first; i < this.out.length; i++) {
      this.out[i]!.rs = rs;
      this.out[i]!.rsEnd = rsEnd;
    }
  }

  private scopeSpans(): void {
    const first = this.out.length;
    let ss = -1;
    let ssEnd = -1;
    this.object((key) => {
      if (key === 'scope') {
        [ss, ssEnd] = this.objectOrNull();
        return true;
      }
      if (key !== 'spans') return false;
      this.array(() => {
        if (this.b[this.p] !== OPEN_OBJ) throw UNPLACED;
        const span = this.p;
        this.skipValue();
        this.out.push({ rs: -1, rsEnd: -1, ss: -1, ssEnd: -1, span, spanEnd: this.p });
      });
      return true;
    });
    for (let i = first; i < this.out.length; i++) {
      this.out[i]!.ss = ss;
      this.out[i]!.ssEnd = ssEnd;
    }
  }

  /** An object's members: `member` reads the value of a key it places (true), else it is skipped. Each placed key once. */
  private object(member: (key: string) => boolean): void {
    const b = this.b;
    this.ws();
    if (b[this.p] !== OPEN_OBJ) throw UNPLACED;
    this.p++;
    const seen = new Set<string>();
    this.ws();
    if (b[this.p] === CLOSE_OBJ) {
      this.p++;
      return;
    }
    for (;;) {
      this.ws();
      const key = this.key();
      if (seen.has(key) || ALIASES.has(key)) throw UNPLACED;
      seen.add(key);
      this.ws();
      if (b[this.p++] !== COLON) throw UNPLACED;
      this.ws();
      if (!member(key)) this.skipValue();
      this.ws();
      const c = b[this.p++];
      if (c === CLOSE_OBJ) return;
      if (c !== COMMA) throw UNPLACED;
    }
  }

  private array(element: () => void): void {
    const b = this.b;
    if (b[this.p] !== OPEN_ARR) throw UNPLACED;
    this.p++;
    this.ws();
    if (b[this.p] === CLOSE_ARR) {
      this.p++;
      return;
    }
    for (;;) {
      this.ws();
      element();
      this.ws();
      const c = b[this.p++];
      if (c === CLOSE_ARR) return;
      if (c !== COMMA) throw UNPLACED;
    }
  }

  /** An object's range, or [-1, -1] for null; anything else is not the plain shape. */
  private objectOrNull(): [number, number] {
    const b = this.b;
    if (b[this.p] === 0x6e) {
      this.skipValue();
      return [-1, -1];
    }
    if (b[this.p] !== OPEN_OBJ) throw UNPLACED;
    const start = this.p;
    this.skipValue();
    return [start, this.p];
  }

  /** A key without escapes (an escaped one could spell a placed key). */
  private key(): string {
    const b = this.b;
    if (b[this.p] !== QUOTE) throw UNPLACED;
    const start = this.p + 1;
    let end = start;
    while (b[end] !== QUOTE) {
      if (b[end] === BACKSLASH) throw UNPLACED;
      end++;
    }
    this.p = end + 1;
    let s = '';
    for (let i = start; i < end; i++) s += String.fromCharCode(b[i]!);
    return s;
  }

  private ws(): void {
    const b = this.b;
    let c = b[this.p];
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = b[++this.p];
  }

  /** Past one value (valid JSON assumed): strings jumped by their closing quote. */
  private skipValue(): void {
    const b = this.b;
    const c = b[this.p];
    if (c === QUOTE) {
      this.p = stringEnd(b, this.p);
      return;
    }
    if (c !== OPEN_OBJ && c !== OPEN_ARR) {
      let d = b[this.p];
      while (d !== COMMA && d !== CLOSE_OBJ && d !== CLOSE_ARR && d !== 0x20 && d !== 0x0a && d !== 0x0d && d !== 0x09 && this.p < b.length) d = b[++this.p];
      return;
    }
    let depth = 0;
    let p = this.p;
    for (;;) {
      const d = b[p]!;
      if (d === QUOTE) {
        p = stringEnd(b, p);
        continue;
      }
      if (d === OPEN_OBJ || d === OPEN_ARR) depth++;
      else if (d === CLOSE_OBJ || d === CLOSE_ARR) {
        if (--depth === 0) {
          this.p = p + 1;
          return;
        }
      }
      p++;
    }
  }
}

/** Past the string whose opening quote is at `p` (an escape's next byte is never its end). */
function stringEnd(b: Uint8Array, p: number): number {
  let i = p + 1;
  for (;;) {
    const c = b[i]!;
    if (c === QUOTE) return i + 1;
    i += c === BACKSLASH ? 2 : 1;
  }
}
