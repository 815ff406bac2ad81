/**
 * A binary ExportTraceServiceRequest read in two steps (issue 19: a receiver's event loop reads
 * what routing, completion and deduplication need; the scoring worker that owns a trace decodes its
 * spans from the same bytes):
 *
 * - `decodeOtlpProtoHeads` walks the whole request with every check decodeOtlpProtoRequest makes
 *   (the same spans accepted, the same rejects and reasons, the same ProtoDecodeError), but of a
 *   span keeps only its ids, times, the attributes named in `keep`, and where it lies in the bytes.
 *   Attribute values and events are checked, not built.
 * - `RequestSpans.span` decodes one such span fully, as decodeOtlpProtoRequest would have.
 */
import type { AttrMap, AttrValue, RawSpan } from '../model/raw-span.js';
import { MAX_ATTR_DEPTH } from './otlp-json.js';
import {
  EVENT_SKIPPED, I64_1, I64_4, I64_7, I64_8, LEN_1, LEN_1000, LEN_11, LEN_15, LEN_2, LEN_3, LEN_4, LEN_5, LEN_6, LEN_7, LEN_9,
  ProtoDecodeError, SPAN_FIELD_NAMES, SPAN_FIELD_WIRE, SpanReject, VARINT_2, VARINT_3, VARINT_6,
  decodeAnyValue, decodeResource, decodeScope, decodeSpan, decodeStatus, idHex, requireId, skipField, wrongType,
} from './otlp-proto.js';
import { faultPath } from './proto-fault-path.js';
import { ProtoReader, WIRE_I64, WIRE_LEN, WIRE_VARINT, WireFault } from './proto-reader.js';

/**
 * Where a span lies in its request: byte ranges of its ResourceSpans, its ScopeSpans and the
 * Span message itself (start inclusive, end exclusive).
 */
export interface SpanPlace {
  rs: number;
  rsEnd: number;
  ss: number;
  ssEnd: number;
  span: number;
  spanEnd: number;
}

/** What a request's first reading keeps of a span; `body` is the caller's handle on the request's bytes. */
export interface SpanHead<B = undefined> {
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  startMs: number;
  endMs: number;
  /** The span's attributes named in `keep`, decoded (last duplicate wins); undefined when none. */
  kept: AttrMap | undefined;
  place: SpanPlace;
  body: B;
}

/**
 * Reads one binary ExportTraceServiceRequest as decodeOtlpProtoRequest does, keeping of each span
 * its head. A request decodeOtlpProtoRequest refuses is refused with the same ProtoDecodeError; a
 * span it rejects is rejected with the same reason (the rare rejected span is decoded again by the
 * full decoder for its message).
 */
export function decodeOtlpProtoHeads<B>(bytes: Uint8Array, keep: ReadonlySet<string>, reject: (reason: string) => void, body: B): SpanHead<B>[] {
  const r = new ProtoReader(bytes);
  const keys = keyBytes(keep);
  const out: SpanHead<B>[] = [];
  const rejects: string[] = [];
  let i = 0;
  try {
    while (r.pos < r.length) {
      const at = r.pos;
      const tag = r.tag(r.length);
      if (tag === LEN_1) {
        const stop = r.sub(r.length);
        headsOfResourceSpans(r, stop, i++, keys, body, out, rejects);
      } else if (tag >>> 3 === 1) {
        throw wrongType(tag, WIRE_LEN, 'resourceSpans', at);
      } else {
        r.skip(tag, r.length);
      }
    }
  } catch (e) {
    if (e instanceof WireFault) throw new ProtoDecodeError(e.reason, e.offset, faultPath(bytes, e.offset));
    throw e;
  }
  for (const reason of rejects) reject(reason);
  return out;
}

/** A request's bytes, its spans decoded one at a time by place (resource and scope once each). */
export class RequestSpans {
  private readonly r: ProtoReader;
  private readonly resources = new Map<number, AttrMap>();
  private readonly scopes = new Map<number, RawSpan['scope']>();

  constructor(bytes: Uint8Array) {
    this.r = new ProtoReader(bytes);
  }

  /** The span at `place`, as decodeOtlpProtoRequest gives it (the head said it is well formed). */
  span(place: SpanPlace): RawSpan {
    const r = this.r;
    let resource = this.resources.get(place.rs);
    if (resource === undefined) {
      resource = {};
      r.pos = place.rs;
      while (r.pos < place.rsEnd) {
        const tag = r.tag(place.rsEnd);
        if (tag === LEN_1) {
          const stop = r.sub(place.rsEnd);
          decodeResource(r, stop, resource, 0);
        } else {
          r.skip(tag, place.rsEnd);
        }
      }
      this.resources.set(place.rs, resource);
    }
    let scope = this.scopes.get(place.ss);
    if (scope === undefined) {
      scope = { name: '', version: undefined };
      r.pos = place.ss;
      while (r.pos < place.ssEnd) {
        const tag = r.tag(place.ssEnd);
        if (tag === LEN_1) {
          const stop = r.sub(place.ssEnd);
          decodeScope(r, stop, scope);
        } else {
          r.skip(tag, place.ssEnd);
        }
      }
      this.scopes.set(place.ss, scope);
    }
    r.pos = place.span;
    return decodeSpan(r, place.spanEnd, resource, scope);
  }
}

/**
 * Some spans of a request copied into bytes of their own, where `RequestSpans` reads them as it
 * reads them in the request: each span's Span message, and once per ResourceSpans and ScopeSpans
 * they lie in, that container's field 1 (its resource, its scope: all a span's decoding reads of
 * it, every occurrence in order, so repeated fields merge as before), without the other spans.
 * `alloc` gives the bytes to write into (its length is the total asked for).
 */
export function compactSpans(bytes: Uint8Array, places: readonly SpanPlace[], alloc: (length: number) => Uint8Array): { bytes: Uint8Array; places: SpanPlace[] } {
  const r = new ProtoReader(bytes);
  const pieces: number[] = [];
  let length = 0;
  const piece = (start: number, stop: number): number => {
    pieces.push(start, stop);
    const at = length;
    length += stop - start;
    return at;
  };
  /** A container's field-1 occurrences copied once; its new range. */
  const headerOf = (copied: Map<number, [number, number]>, start: number, end: number): [number, number] => {
    let range = copied.get(start);
    if (range === undefined) {
      const from = length;
      r.pos = start;
      while (r.pos < end) {
        const at = r.pos;
        const tag = r.tag(end);
        r.skip(tag, end);
        if (tag === LEN_1) piece(at, r.pos);
      }
      range = [from, length];
      copied.set(start, range);
    }
    return range;
  };
  const resources = new Map<number, [number, number]>();
  const scopes = new Map<number, [number, number]>();
  const out: SpanPlace[] = places.map((p) => {
    const [rs, rsEnd] = headerOf(resources, p.rs, p.rsEnd);
    const [ss, ssEnd] = headerOf(scopes, p.ss, p.ssEnd);
    const span = piece(p.span, p.spanEnd);
    return { rs, rsEnd, ss, ssEnd, span, spanEnd: span + (p.spanEnd - p.span) };
  });
  const target = alloc(length);
  for (let i = 0, at = 0; i < pieces.length; i += 2) {
    target.set(bytes.subarray(pieces[i]!, pieces[i + 1]!), at);
    at += pieces[i + 1]! - pieces[i]!;
  }
  return { bytes: target, places: out };
}

/** The keys to keep as UTF-8 bytes, by length, so attribute keys are compared without being read. */
type KeyBytes = ({ bytes: Uint8Array; key: string }[] | undefined)[];

const keyBytesOf = new WeakMap<ReadonlySet<string>, KeyBytes>();

function keyBytes(keep: ReadonlySet<string>): KeyBytes {
  let m = keyBytesOf.get(keep);
  if (m === undefined) {
    m = [];
    for (const key of keep) {
      const bytes = Buffer.from(key, 'utf8');
      (m[bytes.length] ??= []).push({ bytes, key });
    }
    keyBytesOf.set(keep, m);
  }
  return m;
}

/** The kept key whose bytes are buf[start, stop), if any (compared from the end: keys share prefixes). */
function keptKey(buf: Uint8Array, start: number, stop: number, keys: KeyBytes): string | undefined {
  const list = keys[stop - start];
  if (list === undefined) return undefined;
  next: for (const k of list) {
    for (let i = k.bytes.length - 1; i >= 0; i--) if (buf[start + i] !== k.bytes[i]) continue next;
    return k.key;
  }
  return undefined;
}

// ---------------------------------------------------------------- containers (as in otlp-proto.ts)

function headsOfResourceSpans<B>(r: ProtoReader, end: number, index: number, keys: KeyBytes, body: B, out: SpanHead<B>[], rejects: string[]): void {
  const rs = r.pos;
  const first = out.length;
  const firstReject = rejects.length;
  let scopeSpans = 0;
  let legacy: { start: number; stop: number }[] | undefined;
  let resourceFailed: string | undefined;
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag === LEN_2) {
      const stop = r.sub(end);
      headsOfScopeSpans(r, stop, rs, end, keys, body, out, rejects);
      scopeSpans++;
    } else if (tag === LEN_1) {
      const stop = r.sub(end);
      try {
        decodeResource(r, stop, {}, index);
      } catch (e) {
        if (!(e instanceof SpanReject)) throw e;
        resourceFailed = e.reason;
        r.pos = stop;
      }
    } else if (tag === LEN_1000) {
      const stop = r.sub(end);
      (legacy ??= []).push({ start: r.pos, stop });
      r.pos = stop;
    } else if (tag >>> 3 === 1 || tag >>> 3 === 2 || tag >>> 3 === 1000) {
      throw wrongType(tag, WIRE_LEN, tag >>> 3 === 1 ? 'resource' : tag >>> 3 === 2 ? 'scopeSpans' : 'instrumentationLibrarySpans', at);
    } else {
      skipField(r, tag, end, at, { 3: ['schemaUrl', WIRE_LEN] });
    }
  }
  if (legacy !== undefined && scopeSpans === 0) {
    const after = r.pos;
    for (const range of legacy) {
      r.pos = range.start;
      headsOfScopeSpans(r, range.stop, rs, end, keys, body, out, rejects);
    }
    r.pos = after;
  }
  if (resourceFailed !== undefined) {
    out.length = first;
    rejects.length = firstReject;
    rejects.push(resourceFailed);
  }
}

function headsOfScopeSpans<B>(r: ProtoReader, end: number, rs: number, rsEnd: number, keys: KeyBytes, body: B, out: SpanHead<B>[], rejects: string[]): void {
  const ss = r.pos;
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag === LEN_2) {
      const stop = r.sub(end);
      const start = r.pos;
      try {
        out.push(spanHead(r, stop, keys, { rs, rsEnd, ss, ssEnd: end, span: start, spanEnd: stop }, body));
      } catch (e) {
        if (!(e instanceof SpanReject)) throw e;
        rejects.push(fullReason(r, start, stop, e.reason));
        r.pos = stop;
      }
    } else if (tag === LEN_1) {
      const stop = r.sub(end);
      decodeScope(r, stop, { name: '', version: undefined });
    } else if (tag >>> 3 === 1 || tag >>> 3 === 2) {
      throw wrongType(tag, WIRE_LEN, tag >>> 3 === 1 ? 'scope' : 'spans', at);
    } else {
      skipField(r, tag, end, at, { 3: ['schemaUrl', WIRE_LEN] });
    }
  }
}

/** Why the full decoder rejects the span in [start, stop) (the head reading found that it does). */
function fullReason(r: ProtoReader, start: number, stop: number, fallback: string): string {
  r.pos = start;
  try {
    decodeSpan(r, stop, {}, { name: '', version: undefined });
  } catch (e) {
    if (e instanceof SpanReject) return e.reason;
    throw e;
  }
  return fallback;
}

// ---------------------------------------------------------------- a span's head

/** decodeSpan's walk, keeping ids, times and the kept attributes; the rest checked and passed over. */
function spanHead<B>(r: ProtoReader, end: number, keys: KeyBytes, place: SpanPlace, body: B): SpanHead<B> {
  let traceStart = -1;
  let traceStop = -1;
  let spanStart = -1;
  let spanStop = -1;
  let parentStart = -1;
  let parentStop = -1;
  let kind = 0;
  let start = -1;
  let stop = -1;
  const kept: { map: AttrMap | undefined } = { map: undefined };
  const status = { code: 0, message: undefined as string | undefined };
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    switch (tag) {
      case LEN_9: {
        const sub = r.sub(end);
        checkKeyValue(r, sub, 1, keys, kept);
        break;
      }
      case LEN_1:
        traceStop = r.sub(end);
        traceStart = r.pos;
        r.pos = traceStop;
        break;
      case LEN_2:
        spanStop = r.sub(end);
        spanStart = r.pos;
        r.pos = spanStop;
        break;
      case LEN_4:
        parentStop = r.sub(end);
        parentStart = r.pos;
        r.pos = parentStop;
        break;
      case LEN_5:
        r.pos = r.sub(end);
        break;
      case VARINT_6:
        kind = r.varint(end) | 0;
        break;
      case I64_7:
        start = r.fixed64(end) / 1e6;
        break;
      case I64_8:
        stop = r.fixed64(end) / 1e6;
        break;
      case LEN_11: {
        const sub = r.sub(end);
        checkEvent(r, sub);
        break;
      }
      case LEN_15: {
        const sub = r.sub(end);
        decodeStatus(r, sub, status);
        break;
      }
      default: {
        const field = tag >>> 3;
        const expected = SPAN_FIELD_WIRE[field];
        if (expected !== undefined && (tag & 7) !== expected) {
          throw wrongType(tag, expected, SPAN_FIELD_NAMES[field] as string, at);
        }
        r.skip(tag, end);
      }
    }
  }
  const traceId = requireId(r, traceStart, traceStop, 16, 'traceId', '');
  const spanId = requireId(r, spanStart, spanStop, 8, 'spanId', '');
  let parentSpanId: string | undefined;
  if (parentStart >= 0 && parentStop > parentStart) {
    const p = idHex(r, parentStart, parentStop, 8);
    if (p === undefined) throw new SpanReject('invalid parentSpanId');
    parentSpanId = p === '' ? undefined : p;
  }
  if (kind < 0) throw new SpanReject('invalid kind');
  if (status.code !== 0 && status.code !== 1 && status.code !== 2) throw new SpanReject('invalid status.code');
  const startMs = start < 0 ? 0 : start;
  const endMs = stop < 0 ? startMs : stop;
  return { traceId, spanId, parentSpanId, startMs, endMs, kept: kept.map, place, body };
}

/** decodeEvent's checks (1 time fixed64, 2 name, 3 attributes), nothing kept. */
function checkEvent(r: ProtoReader, end: number): void {
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    switch (tag) {
      case I64_1:
        r.fixed64(end);
        break;
      case LEN_2:
        r.pos = r.sub(end);
        break;
      case LEN_3: {
        const stop = r.sub(end);
        checkKeyValue(r, stop, 1, undefined, undefined);
        break;
      }
      default:
        if (tag >>> 3 === 1) throw wrongType(tag, WIRE_I64, 'timeUnixNano', at);
        if (tag >>> 3 === 2 || tag >>> 3 === 3) throw wrongType(tag, WIRE_LEN, tag >>> 3 === 2 ? 'name' : 'attributes', at);
        skipField(r, tag, end, at, EVENT_SKIPPED);
    }
  }
}

/**
 * decodeKeyValue's checks; when `keys` names the key, its value is decoded into `kept.map` (the
 * key may follow its value: the value's place is remembered and decoded at the end).
 */
function checkKeyValue(r: ProtoReader, end: number, depth: number, keys: KeyBytes | undefined, kept: { map: AttrMap | undefined } | undefined): void {
  let keyStart = 0;
  let keyStop = 0;
  let valueStart = -1;
  let valueStop = -1;
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    const field = tag >>> 3;
    if (field === 1) {
      if (tag !== LEN_1) throw wrongType(tag, WIRE_LEN, 'key', at);
      keyStop = r.sub(end);
      keyStart = r.pos;
      r.pos = keyStop;
    } else if (field === 2) {
      if (tag !== LEN_2) throw wrongType(tag, WIRE_LEN, 'value', at);
      const stop = r.sub(end);
      valueStart = r.pos;
      valueStop = stop;
      checkAnyValue(r, stop, depth);
    } else {
      r.skip(tag, end);
    }
  }
  if (keys === undefined || kept === undefined) return;
  const key = keptKey(r.buf, keyStart, keyStop, keys);
  if (key === undefined) return;
  let value: AttrValue = null;
  if (valueStart >= 0) {
    const after = r.pos;
    r.pos = valueStart;
    value = decodeAnyValue(r, valueStop, depth, key);
    r.pos = after;
  }
  // As decodeKeyValue: a plain assignment to '__proto__' would set the prototype instead of a key.
  Object.defineProperty((kept.map ??= {}), key, { value, enumerable: true, writable: true, configurable: true });
}

/** decodeAnyValue's checks (the depth bound, every field's wire type), nothing built. */
function checkAnyValue(r: ProtoReader, end: number, depth: number): void {
  if (depth > MAX_ATTR_DEPTH) throw new SpanReject('nested too deep');
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    switch (tag) {
      case LEN_1:
      case LEN_7:
        r.pos = r.sub(end);
        break;
      case VARINT_2:
      case VARINT_3:
        r.varint(end);
        break;
      case I64_4:
        r.double(end);
        break;
      case LEN_5:
      case LEN_6: {
        const stop = r.sub(end);
        checkList(r, stop, depth + 1, tag === LEN_6);
        break;
      }
      default: {
        const field = tag >>> 3;
        if (field >= 1 && field <= 7) {
          const names = ['', 'stringValue', 'boolValue', 'intValue', 'doubleValue', 'arrayValue', 'kvlistValue', 'bytesValue'];
          const expected = field === 2 || field === 3 ? WIRE_VARINT : field === 4 ? WIRE_I64 : WIRE_LEN;
          throw wrongType(tag, expected, names[field] as string, at);
        }
        r.skip(tag, end);
      }
    }
  }
}

/** ArrayValue (1 repeated AnyValue) or KeyValueList (1 repeated KeyValue): the same walk, checked. */
function checkList(r: ProtoReader, end: number, depth: number, keyValues: boolean): void {
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag >>> 3 !== 1) {
      r.skip(tag, end);
      continue;
    }
    if (tag !== LEN_1) throw wrongType(tag, WIRE_LEN, 'values', at);
    const stop = r.sub(end);
    if (keyValues) checkKeyValue(r, stop, depth, undefined, undefined);
    else checkAnyValue(r, stop, depth);
  }
}
