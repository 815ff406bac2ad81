/**
 * A protobuf request's bytes, shared by the spans read from it (issue 19): a receiver with scoring
 * workers reads only each span's head on its event loop, and the worker that owns a completed
 * trace decodes the trace's spans from a copy of the bytes sent to it once (`ScoringPool`).
 */
import { compactSpans } from '../ingest/otlp-proto-heads.js';
import type { SpanHead, SpanPlace } from '../ingest/otlp-proto-heads.js';
import type { RawSpan } from '../model/raw-span.js';

/** A span as a receiver with workers holds it: its head, and the request it lies in. */
export type BodySpan = SpanHead<RequestBody>;

/** A span that arrived: decoded whole, or only its head. */
export type ArrivedSpan = RawSpan | BodySpan;

export function isBodySpan(s: ArrivedSpan): s is BodySpan {
  return (s as Partial<BodySpan>).place !== undefined;
}

/** A held span: its head (a protobuf request's span) until it goes out, or its decoded span (JSON). */
export interface HeldOfBody {
  head?: BodySpan | undefined;
  raw?: RawSpan | undefined;
}

/**
 * The bytes are kept while the spans still held in open traces cover at least this share of them
 * (1/SPARSE); below it, those spans are copied into bytes of their own (`compactSpans`) and the
 * request's bytes let go, so a few spans of long traces never keep many requests' bytes alive
 * (held bytes stay within SPARSE× the held spans', with their resources and scopes once compact).
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

  /**
   * `bytes` over a SharedArrayBuffer of their own: every lane they are sent to reads them in place.
   * `compact`: the spans another body's `settle` moved here.
   */
  constructor(readonly bytes: Uint8Array, private readonly compact = false) {}

  /**
   * A request's bytes as a RequestBody: copied once into shared memory, or taken as they are when
   * they already lie in it (a body the HTTP receiver read into shared memory, `BodyBuffer`: nothing
   * writes to those bytes once read).
   */
  static of(bytes: Uint8Array): RequestBody {
    if (bytes.buffer instanceof SharedArrayBuffer) return new RequestBody(bytes);
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
    shared.set(bytes);
    return new RequestBody(shared);
  }

  /** One of its spans is held in an open trace. */
  hold(h: HeldOfBody): void {
    this.open++;
    this.openBytes += this.bytesOf(h.head!.place);
    this.held.push(h);
  }

  /** A held span went out to be scored: its head is taken off it. */
  sent(h: HeldOfBody): void {
    const place = h.head!.place;
    h.head = undefined;
    this.open--;
    this.openBytes -= this.bytesOf(place);
  }

  /**
   * The bytes a held span needs: its own, and in compact bytes its resource's and scope's too
   * (counted for each span, so compact bytes are never sparse as soon as they are made, and are
   * compacted again only once the spans left need less than 1/SPARSE of them).
   */
  private bytesOf(place: SpanPlace): number {
    const span = place.spanEnd - place.span;
    return this.compact ? span + (place.rsEnd - place.rs) + (place.ssEnd - place.ss) : span;
  }

  /**
   * After spans went out: true when the bytes are needed no longer, because no span of it is held,
   * or because the few still held were moved to a compact body of their own (each head now points
   * there; a worker decodes them from it as from any request, and the event loop decodes nothing).
   */
  settle(): boolean {
    if (this.open > 0 && this.openBytes * SPARSE >= this.bytes.length) return false;
    if (this.open > 0) this.moveHeld();
    this.held = [];
    this.open = 0;
    this.openBytes = 0;
    return true;
  }

  /** The spans still held, copied into a compact body that holds them from now on. */
  private moveHeld(): void {
    const held = this.held.filter((x) => x.head !== undefined);
    const moved = compactSpans(this.bytes, held.map((x) => x.head!.place), (n) => new Uint8Array(new SharedArrayBuffer(n)));
    const body = new RequestBody(moved.bytes, true);
    held.forEach((x, i) => {
      x.head = { ...x.head!, place: moved.places[i]!, body };
      body.hold(x);
    });
  }
}
