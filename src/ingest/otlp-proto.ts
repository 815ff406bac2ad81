/**
 * Decoder for one binary protobuf OTLP `ExportTraceServiceRequest` into RawSpans,
 * written from the field numbers of opentelemetry-proto (collector/trace/v1,
 * trace/v1, common/v1, resource/v1); no .proto file or code generator involved.
 *
 * Same contract as decodeOtlpJsonRequest, and the same RawSpans for the same
 * spans: a span that cannot be used (missing or all-zero id, bad enum, attributes
 * nested deeper than MAX_ATTR_DEPTH) is reported through `reject` and skipped by
 * its length. A message whose wire structure is broken (truncated, a length past
 * its parent, an over-long varint, a known field with the wrong wire type) is
 * refused as a whole with a ProtoDecodeError naming the field path and byte
 * offset, and then no span of it is returned or rejected.
 *
 * Unknown fields are skipped by wire type, as every protobuf parser must.
 * Nested messages may arrive in any field order: the resource and scope objects
 * are created up front, shared by reference, and filled in when their field is read.
 */
import type { AttrMap, AttrValue, RawSpan, SpanEvent } from '../model/raw-span.js';
import { MAX_ATTR_DEPTH } from './otlp-json.js';
import { faultPath } from './proto-fault-path.js';
import { ProtoReader, WIRE_I64, WIRE_LEN, WIRE_VARINT, WireFault } from './proto-reader.js';

/** A protobuf message that is not a well-formed ExportTraceServiceRequest. */
export class ProtoDecodeError extends Error {
  override name = 'ProtoDecodeError';
  constructor(
    /** Why, without the location. */
    readonly reason: string,
    /** Byte offset in the message where decoding failed. */
    readonly offset: number,
    /** Field path, e.g. `resourceSpans[0].scopeSpans[1].spans[3].attributes[2]` ('' at the top). */
    readonly path: string,
  ) {
    super(`${path === '' ? 'request' : path}: ${reason} at offset ${offset}`);
  }
}

export class SpanReject {
  constructor(readonly reason: string) {}
}

/** Tags (field << 3 | wire type) the decoder switches on, as constants so `switch` compares numbers. */
export const LEN_1 = (1 << 3) | WIRE_LEN;
export const LEN_2 = (2 << 3) | WIRE_LEN;
export const LEN_3 = (3 << 3) | WIRE_LEN;
export const LEN_4 = (4 << 3) | WIRE_LEN;
export const LEN_5 = (5 << 3) | WIRE_LEN;
export const LEN_6 = (6 << 3) | WIRE_LEN;
export const LEN_7 = (7 << 3) | WIRE_LEN;
export const LEN_9 = (9 << 3) | WIRE_LEN;
export const LEN_11 = (11 << 3) | WIRE_LEN;
export const LEN_15 = (15 << 3) | WIRE_LEN;
export const LEN_1000 = (1000 << 3) | WIRE_LEN;
export const VARINT_2 = (2 << 3) | WIRE_VARINT;
export const VARINT_3 = (3 << 3) | WIRE_VARINT;
export const VARINT_6 = (6 << 3) | WIRE_VARINT;
export const I64_1 = (1 << 3) | WIRE_I64;
export const I64_4 = (4 << 3) | WIRE_I64;
export const I64_7 = (7 << 3) | WIRE_I64;
export const I64_8 = (8 << 3) | WIRE_I64;

export function wrongType(tag: number, expected: number, name: string, offset: number): WireFault {
  return new WireFault(`field ${tag >>> 3} (${name}) has wire type ${tag & 7}, expected ${expected}`, offset);
}

/** Fields a message defines that the decoder does not keep: [name, wire type]. */
type Skipped = Readonly<Record<number, readonly [string, number]>>;

/** Skips a field not kept; one the message defines must still have its wire type. */
export function skipField(r: ProtoReader, tag: number, end: number, at: number, defined: Skipped): void {
  const d = defined[tag >>> 3];
  if (d !== undefined && (tag & 7) !== d[1]) throw wrongType(tag, d[1], d[0], at);
  r.skip(tag, end);
}

export const EVENT_SKIPPED: Skipped = { 4: ['droppedAttributesCount', WIRE_VARINT] };
const SCOPE_SKIPPED: Skipped = { 3: ['attributes', WIRE_LEN], 4: ['droppedAttributesCount', WIRE_VARINT] };
const SCOPE_SPANS_SKIPPED: Skipped = { 3: ['schemaUrl', WIRE_LEN] };
const RESOURCE_SKIPPED: Skipped = { 2: ['droppedAttributesCount', WIRE_VARINT], 3: ['entityRefs', WIRE_LEN] };
const RESOURCE_SPANS_SKIPPED: Skipped = { 3: ['schemaUrl', WIRE_LEN] };

// ---------------------------------------------------------------- attributes

/**
 * What the attributes being decoded belong to, for the rare reject message. Kept as
 * module state (decoding is synchronous) so the hot path builds no strings for it.
 */
let ctxResource = -1;
let ctxSpan = '';
let ctxEvent: string | undefined;

function where(): string {
  if (ctxResource >= 0) return `resourceSpans[${ctxResource}] resource`;
  return ctxEvent === undefined ? `span "${ctxSpan}"` : `span "${ctxSpan}": event "${ctxEvent}"`;
}

/** KeyValue list item (common/v1 KeyValue: 1 key, 2 value) into `out`; last duplicate wins. */
function decodeKeyValue(r: ProtoReader, end: number, out: AttrMap, depth: number): void {
  let key = '';
  let val: AttrValue = null;
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    const field = tag >>> 3;
    if (field === 1) {
      if (tag !== LEN_1) throw wrongType(tag, WIRE_LEN, 'key', at);
      key = r.string(end);
    } else if (field === 2) {
      if (tag !== LEN_2) throw wrongType(tag, WIRE_LEN, 'value', at);
      const stop = r.sub(end);
      val = decodeAnyValue(r, stop, depth, key);
    } else {
      r.skip(tag, end);
    }
  }
  // A plain assignment to '__proto__' would set the prototype instead of a key.
  if (key === '__proto__') {
    Object.defineProperty(out, key, { value: val, enumerable: true, writable: true, configurable: true });
  } else {
    out[key] = val;
  }
}

/** KeyValueList (1 repeated KeyValue values) into `out`. */
function decodeKeyValueList(r: ProtoReader, end: number, out: AttrMap, depth: number): AttrMap {
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag >>> 3 !== 1) {
      r.skip(tag, end);
      continue;
    }
    if (tag !== LEN_1) throw wrongType(tag, WIRE_LEN, 'values', at);
    const stop = r.sub(end);
    decodeKeyValue(r, stop, out, depth);
  }
  return out;
}

/** ArrayValue (1 repeated AnyValue values). */
function decodeArrayValue(r: ProtoReader, end: number, depth: number, key: string): AttrValue[] {
  const out: AttrValue[] = [];
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag >>> 3 !== 1) {
      r.skip(tag, end);
      continue;
    }
    if (tag !== LEN_1) throw wrongType(tag, WIRE_LEN, 'values', at);
    const stop = r.sub(end);
    out.push(decodeAnyValue(r, stop, depth, key));
  }
  return out;
}

/** AnyValue (common/v1: oneof 1 string, 2 bool, 3 int64, 4 double, 5 array, 6 kvlist, 7 bytes). */
export function decodeAnyValue(r: ProtoReader, end: number, depth: number, key: string): AttrValue {
  if (depth > MAX_ATTR_DEPTH) {
    throw new SpanReject(`${where()}: attribute "${key}" is nested deeper than ${MAX_ATTR_DEPTH} levels`);
  }
  // An AnyValue with no field set is the proto "empty" value; for a oneof the last field read wins.
  let v: AttrValue = null;
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    switch (tag) {
      case LEN_1:
        v = r.string(end);
        break;
      case VARINT_2:
        v = r.varint(end) !== 0 || r.hi !== 0;
        break;
      case VARINT_3:
        v = r.int64(end);
        break;
      case I64_4:
        v = r.double(end);
        break;
      case LEN_5: {
        const stop = r.sub(end);
        v = decodeArrayValue(r, stop, depth + 1, key);
        break;
      }
      case LEN_6: {
        const stop = r.sub(end);
        v = decodeKeyValueList(r, stop, {}, depth + 1);
        break;
      }
      case LEN_7: {
        // bytesValue stays base64, as in OTLP/JSON (and decodeOtlpJsonRequest).
        const stop = r.sub(end);
        v = r.buf.toString('base64', r.pos, stop);
        r.pos = stop;
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
  return v;
}

// ---------------------------------------------------------------- spans

/**
 * Lowercase hex of the id in buf[start, stop), '' when all zero, undefined when of the
 * wrong length. `start` -1 means the field was absent.
 */
export function idHex(r: ProtoReader, start: number, stop: number, bytes: number): string | undefined {
  if (stop - start !== bytes) return undefined;
  const buf = r.buf;
  for (let i = start; i < stop; i++) if (buf[i] !== 0) return r.hex(start, stop);
  return '';
}

export function requireId(r: ProtoReader, start: number, stop: number, bytes: number, field: string, name: string): string {
  const hex = start < 0 ? '' : idHex(r, start, stop, bytes);
  if (hex === undefined || hex === '') {
    const what =
      start < 0 || stop === start
        ? `missing ${field}`
        : hex === ''
          ? `all-zero ${field}`
          : `invalid ${field} (${stop - start} bytes, expected ${bytes})`;
    throw new SpanReject(`span "${name}": ${what}`);
  }
  return hex;
}

interface IdRange {
  start: number;
  stop: number;
}

function idRange(r: ProtoReader, end: number): IdRange {
  const stop = r.sub(end);
  const range = { start: r.pos, stop };
  r.pos = stop;
  return range;
}

/** Span.Event (1 time_unix_nano fixed64, 2 name, 3 attributes). timeMs -1 = absent (fixed64 is never negative). */
function decodeEvent(r: ProtoReader, end: number, spanName: string): SpanEvent {
  const ev: SpanEvent = { name: '', timeMs: -1, attributes: {} };
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    switch (tag) {
      case I64_1:
        ev.timeMs = r.fixed64(end) / 1e6;
        break;
      case LEN_2:
        ev.name = r.string(end);
        break;
      case LEN_3: {
        const stop = r.sub(end);
        ctxResource = -1;
        ctxSpan = spanName;
        ctxEvent = ev.name;
        decodeKeyValue(r, stop, ev.attributes, 1);
        break;
      }
      default:
        if (tag >>> 3 === 1) throw wrongType(tag, WIRE_I64, 'timeUnixNano', at);
        if (tag >>> 3 === 2 || tag >>> 3 === 3) throw wrongType(tag, WIRE_LEN, tag >>> 3 === 2 ? 'name' : 'attributes', at);
        skipField(r, tag, end, at, EVENT_SKIPPED);
    }
  }
  return ev;
}

/** Status (2 message, 3 code; field 1 is the retired deprecated_code). */
export function decodeStatus(r: ProtoReader, end: number, status: { code: number; message: string | undefined }): void {
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag === LEN_2) {
      const m = r.string(end);
      status.message = m === '' ? undefined : m;
    } else if (tag === VARINT_3) {
      status.code = r.varint(end) | 0;
    } else if (tag >>> 3 === 2 || tag >>> 3 === 3) {
      throw wrongType(tag, tag >>> 3 === 2 ? WIRE_LEN : WIRE_VARINT, tag >>> 3 === 2 ? 'message' : 'code', at);
    } else {
      r.skip(tag, end);
    }
  }
}

export const SPAN_FIELD_NAMES: Record<number, string> = {
  1: 'traceId',
  2: 'spanId',
  3: 'traceState',
  4: 'parentSpanId',
  5: 'name',
  6: 'kind',
  7: 'startTimeUnixNano',
  8: 'endTimeUnixNano',
  9: 'attributes',
  10: 'droppedAttributesCount',
  11: 'events',
  12: 'droppedEventsCount',
  13: 'links',
  14: 'droppedLinksCount',
  15: 'status',
  16: 'flags',
};
/** Wire type of each Span field (16 flags is fixed32). */
export const SPAN_FIELD_WIRE = [0, 2, 2, 2, 2, 2, 0, 1, 1, 2, 0, 2, 0, 2, 0, 2, 5];

/** Span (trace/v1): the fields RawSpan keeps; links, trace state, flags and counts are checked and skipped. */
export function decodeSpan(r: ProtoReader, end: number, resource: AttrMap, scope: RawSpan['scope']): RawSpan {
  // Id fields as byte ranges of the message (start -1: absent), turned into hex once valid.
  let traceStart = -1;
  let traceStop = -1;
  let spanStart = -1;
  let spanStop = -1;
  let parentStart = -1;
  let parentStop = -1;
  let name = '';
  let kind = 0;
  let start = -1;
  let stop = -1;
  const attributes: AttrMap = {};
  const events: SpanEvent[] = [];
  const status = { code: 0, message: undefined as string | undefined };
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    switch (tag) {
      // Attributes first: most fields of a span are attributes.
      case LEN_9: {
        const sub = r.sub(end);
        ctxResource = -1;
        ctxSpan = name;
        ctxEvent = undefined;
        decodeKeyValue(r, sub, attributes, 1);
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
        name = r.string(end);
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
        events.push(decodeEvent(r, sub, name));
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
  const tid = requireId(r, traceStart, traceStop, 16, 'traceId', name);
  const sid = requireId(r, spanStart, spanStop, 8, 'spanId', name);
  let parentSpanId: string | undefined;
  if (parentStart >= 0 && parentStop > parentStart) {
    const p = idHex(r, parentStart, parentStop, 8);
    if (p === undefined) throw new SpanReject(`span "${name}": invalid parentSpanId (${parentStop - parentStart} bytes, expected 8)`);
    parentSpanId = p === '' ? undefined : p;
  }
  // Proto3 enums are open: an unknown non-negative kind is kept, as in OTLP/JSON.
  if (kind < 0) throw new SpanReject(`span "${name}": invalid kind ${kind}`);
  if (status.code !== 0 && status.code !== 1 && status.code !== 2) {
    throw new SpanReject(`span "${name}": invalid status.code ${status.code}`);
  }
  // Missing means proto zero; the Collector accepts it, so do we.
  const startMs = start < 0 ? 0 : start;
  const endMs = stop < 0 ? startMs : stop;
  // A missing event time is proto's zero; the span start is the more useful stand-in.
  for (let i = 0; i < events.length; i++) {
    const ev = events[i] as SpanEvent;
    if (ev.timeMs < 0) ev.timeMs = startMs;
  }
  return {
    traceId: tid,
    spanId: sid,
    parentSpanId,
    name,
    kind,
    startMs,
    endMs,
    attributes,
    events,
    status: status as RawSpan['status'],
    resource,
    scope,
  };
}

// ---------------------------------------------------------------- containers

/** InstrumentationScope (1 name, 2 version); fills `scope` in place. */
export function decodeScope(r: ProtoReader, end: number, scope: RawSpan['scope']): void {
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag === LEN_1) scope.name = r.string(end);
    else if (tag === LEN_2) {
      const v = r.string(end);
      scope.version = v === '' ? undefined : v;
    } else if (tag >>> 3 === 1 || tag >>> 3 === 2) throw wrongType(tag, WIRE_LEN, tag >>> 3 === 1 ? 'name' : 'version', at);
    else skipField(r, tag, end, at, SCOPE_SKIPPED);
  }
}

/** ScopeSpans, or the legacy InstrumentationLibrarySpans (same layout): 1 scope, 2 spans. */
function decodeScopeSpans(r: ProtoReader, end: number, resource: AttrMap, out: RawSpan[], rejects: string[]): void {
  const scope: RawSpan['scope'] = { name: '', version: undefined };
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag === LEN_2) {
      const stop = r.sub(end);
      try {
        out.push(decodeSpan(r, stop, resource, scope));
      } catch (e) {
        if (!(e instanceof SpanReject)) throw e;
        rejects.push(e.reason);
        r.pos = stop;
      }
    } else if (tag === LEN_1) {
      const stop = r.sub(end);
      decodeScope(r, stop, scope);
    } else if (tag >>> 3 === 1 || tag >>> 3 === 2) {
      throw wrongType(tag, WIRE_LEN, tag >>> 3 === 1 ? 'scope' : 'spans', at);
    } else {
      skipField(r, tag, end, at, SCOPE_SPANS_SKIPPED);
    }
  }
}

/** Resource (1 attributes) into `out`. */
export function decodeResource(r: ProtoReader, end: number, out: AttrMap, index: number): void {
  ctxResource = index;
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag === LEN_1) {
      const stop = r.sub(end);
      decodeKeyValue(r, stop, out, 1);
    } else if (tag >>> 3 === 1) {
      throw wrongType(tag, WIRE_LEN, 'attributes', at);
    } else {
      skipField(r, tag, end, at, RESOURCE_SKIPPED);
    }
  }
}

/** ResourceSpans: 1 resource, 2 scope_spans, 1000 legacy instrumentation_library_spans. */
function decodeResourceSpans(r: ProtoReader, end: number, index: number, out: RawSpan[], rejects: string[]): void {
  const resource: AttrMap = {};
  const first = out.length;
  const firstReject = rejects.length;
  let scopeSpans = 0;
  let legacy: IdRange[] | undefined;
  let resourceFailed: string | undefined;
  while (r.pos < end) {
    const at = r.pos;
    const tag = r.tag(end);
    if (tag === LEN_2) {
      const stop = r.sub(end);
      decodeScopeSpans(r, stop, resource, out, rejects);
      scopeSpans++;
    } else if (tag === LEN_1) {
      const stop = r.sub(end);
      try {
        decodeResource(r, stop, resource, index);
      } catch (e) {
        if (!(e instanceof SpanReject)) throw e;
        resourceFailed = e.reason;
        r.pos = stop;
      }
    } else if (tag === LEN_1000) {
      (legacy ??= []).push(idRange(r, end));
    } else if (tag >>> 3 === 1 || tag >>> 3 === 2 || tag >>> 3 === 1000) {
      throw wrongType(tag, WIRE_LEN, tag >>> 3 === 1 ? 'resource' : tag >>> 3 === 2 ? 'scopeSpans' : 'instrumentationLibrarySpans', at);
    } else {
      skipField(r, tag, end, at, RESOURCE_SPANS_SKIPPED);
    }
  }
  // Legacy field, honoured only when scopeSpans is empty, as the Collector's migration did.
  if (legacy !== undefined && scopeSpans === 0) {
    const after = r.pos;
    for (let j = 0; j < legacy.length; j++) {
      const range = legacy[j] as IdRange;
      r.pos = range.start;
      decodeScopeSpans(r, range.stop, resource, out, rejects);
    }
    r.pos = after;
  }
  if (resourceFailed !== undefined) {
    // Spans without their resource would be misattributed; drop the whole group.
    out.length = first;
    rejects.length = firstReject;
    rejects.push(resourceFailed);
  }
}

/**
 * Decodes one binary ExportTraceServiceRequest (collector/trace/v1: 1 resource_spans).
 * Spans that cannot be used are reported through `reject` and skipped; a message
 * that is not well-formed protobuf throws ProtoDecodeError (and reports nothing).
 *
 * `resource` is one object shared by all spans of a ResourceSpans, and `scope`
 * one object per ScopeSpans: treat both as read-only.
 */
export function decodeOtlpProtoRequest(bytes: Uint8Array, reject: (reason: string) => void): RawSpan[] {
  const r = new ProtoReader(bytes);
  const end = r.length;
  const out: RawSpan[] = [];
  const rejects: string[] = [];
  let i = 0;
  try {
    while (r.pos < end) {
      const at = r.pos;
      const tag = r.tag(end);
      if (tag === LEN_1) {
        const stop = r.sub(end);
        decodeResourceSpans(r, stop, i, out, rejects);
        i++;
      } else if (tag >>> 3 === 1) {
        throw wrongType(tag, WIRE_LEN, 'resourceSpans', at);
      } else {
        r.skip(tag, end);
      }
    }
  } catch (e) {
    // The path is worked out only now, by walking the bytes again: nothing on the hot path.
    if (e instanceof WireFault) throw new ProtoDecodeError(e.reason, e.offset, faultPath(bytes, e.offset));
    throw e;
  }
  for (let j = 0; j < rejects.length; j++) reject(rejects[j] as string);
  return out;
}
