/**
 * A protobuf request's bytes, shared by the spans read from it (issue 19): a receiver with scoring
 * workers reads only each span's head on its event loop, and the worker that owns a completed
 * trace decodes the trace's spans from a copy of the bytes sent to it once (`ScoringPool`).
 */
import { RequestSpans } from '../ingest/otlp-proto-heads.js';
import type { SpanHead } from '../ingest/otlp-proto-heads.js';
import type { RawSpan } from '../model/raw-span.js';

/** A span as a receiver with workers holds it: its head, and the request it lies in. */
export type BodySpan = SpanHead<RequestBody>;

/** A span that arrived: decoded whole, or only its head. */
export type ArrivedSpan = RawSpan | BodySpan;

export function isBodySpan(s: ArrivedSpan): s is BodySpan {
  return (s as Partial<BodySpan>).place !== undefined;
}

/** A held span of a request: its head until it goes out (or is decoded here), else its span. */
export interface HeldOfBody {
  head?: BodySpan | undefined;
  raw?: RawSpan | undefined;
}

/**
 * The bytes are kept while the spans still held in open traces cover at least this share of them
 * (1/SPARSE); below it, those spans are decoded here and the bytes let go, so a few spans of long
 * traces never keep many requests' bytes alive (held bytes stay within SPARSE× the held spans').
 */
const SPARSE = 8;

export class RequestBody {
  /** The pool's id for it, given when it is first sent to a lane (-1 before). */
  id = -1;
  /** The lanes it was sent to: each keeps a copy until told to forget it. */
  readonly sentTo: number[] = [];
  private open = 0;
  private openBytes = 0;
  private held: HeldOfBody[] = [];

  /** `bytes` over a SharedArrayBuffer of their own: every lane they are sent to reads them in place. */
  constructor(readonly bytes: Uint8Array) {}

  /** A request's bytes as a RequestBody: copied once into shared memory. */
  static of(bytes: Uint8Array): RequestBody {
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
    shared.set(bytes);
    return new RequestBody(shared);
  }

  /** One of its spans is held in an open trace. */
  hold(h: HeldOfBody): void {
    const place = h.head!.place;
    this.open++;
    this.openBytes += place.spanEnd - place.span;
    this.held.push(h);
  }

  /** A held span went out to be scored: its head is taken off it. */
  sent(h: HeldOfBody): void {
    const place = h.head!.place;
    h.head = undefined;
    this.open--;
    this.openBytes -= place.spanEnd - place.span;
  }

  /**
   * After spans went out: true when the bytes are needed no longer, because no span of it is held,
   * or because the few still held were decoded here now (each `raw` set, its head taken off).
   */
  settle(): boolean {
    if (this.open > 0 && this.openBytes * SPARSE >= this.bytes.length) return false;
    if (this.open > 0) {
      const spans = new RequestSpans(this.bytes);
      for (const x of this.held) {
        if (x.head === undefined) continue;
        x.raw = spans.span(x.head.place);
        x.head = undefined;
      }
    }
    this.held = [];
    this.open = 0;
    this.openBytes = 0;
    return true;
  }
}
