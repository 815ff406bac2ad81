/**
 * Decoder for one parsed OTLP/JSON `ExportTraceServiceRequest` into RawSpans.
 *
 * Leniency follows the OpenTelemetry Collector's pdata JSON decoder
 * (opentelemetry-collector pdata/internal/json/iterator.go, generated_proto_*.go):
 * lowerCamelCase or snake_case keys, enums as ints or names, int64 as string or
 * number, unknown fields ignored. IDs are hex in OTLP/JSON
 * (opentelemetry-proto docs/specification.md "JSON Protobuf Encoding"); base64 is
 * accepted too because the generic protobuf JSON mapping encodes `bytes` that way.
 *
 * This is the hot path of ingest: plain loops, no per-attribute closures, no
 * spread. Errors inside one span are thrown as `SpanReject` and caught per span,
 * which costs nothing on the happy path.
 */
import type { AttrMap, AttrValue, RawSpan, SpanEvent, StatusCode } from '../model/raw-span.js';

/** Deeper AnyValue nesting than this rejects the span (guards the recursion). */
export const MAX_ATTR_DEPTH = 64;

type Obj = Record<string, unknown>;

class SpanReject {
  constructor(readonly reason: string) {}
}

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A short, single-line rendering of a bad value for a reason string. */
function show(v: unknown): string {
  if (typeof v === 'string') return v.length > 40 ? JSON.stringify(v.slice(0, 40)) + '…' : JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : typeof v;
}

// ---------------------------------------------------------------- ids

const HEX_LOWER = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  // 1 = lowercase hex digit, 2 = uppercase hex digit
  HEX_LOWER[c] = (c >= 48 && c <= 57) || (c >= 97 && c <= 102) ? 1 : c >= 65 && c <= 70 ? 2 : 0;
}
const BASE64_RE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Returns the id as lowercase hex, '' for an all-zero id (invalid per the trace
 * spec: "An ID with all zeroes ... is considered invalid"), or undefined when the
 * string is neither hex of `bytes*2` digits nor base64 of exactly `bytes` bytes.
 */
function decodeId(s: string, bytes: number): string | undefined {
  const hexLen = bytes * 2;
  if (s.length === hexLen) {
    let upper = false;
    let nonZero = false;
    let i = 0;
    for (; i < hexLen; i++) {
      const c = s.charCodeAt(i);
      const k = c < 128 ? HEX_LOWER[c] : 0;
      if (k === 0) break;
      if (k === 2) upper = true;
      if (c !== 48) nonZero = true;
    }
    if (i === hexLen) return nonZero ? (upper ? s.toLowerCase() : s) : '';
  }
  // Not hex: try base64 (cold path; a hex id of the right length never gets here).
  if (s.length < 4 || !BASE64_RE.test(s)) return undefined;
  const buf = Buffer.from(s, 'base64');
  if (buf.length !== bytes) return undefined;
  for (let i = 0; i < bytes; i++) if (buf[i] !== 0) return buf.toString('hex');
  return '';
}

function requireId(v: unknown, bytes: number, field: string, name: string): string {
  const id = typeof v === 'string' ? decodeId(v, bytes) : undefined;
  if (id === undefined || id === '') {
    const what = v === undefined || v === '' ? `missing ${field}` : id === '' ? `all-zero ${field}` : `invalid ${field} ${show(v)}`;
    throw new SpanReject(`span "${name}": ${what}`);
  }
  return id;
}

// ---------------------------------------------------------------- scalars

/** int64 / fixed64 as a JSON string or number (Collector iterator.go ReadInt64/ReadUint64). */
function toInt(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.length > 0) {
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** double as a number or one of the proto3 JSON strings "NaN", "Infinity", "-Infinity" or a numeric string. */
function toDouble(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.length > 0) {
    if (v === 'NaN') return NaN;
    const n = Number(v);
    return Number.isNaN(n) ? undefined : n;
  }
  return undefined;
}

function nanosToMs(v: unknown, field: string, name: string): number {
  const n = toInt(v);
  if (n === undefined) throw new SpanReject(`span "${name}": invalid ${field} ${show(v)}`);
  return n / 1e6;
}

const SPAN_KINDS: Readonly<Record<string, number>> = {
  SPAN_KIND_UNSPECIFIED: 0,
  SPAN_KIND_INTERNAL: 1,
  SPAN_KIND_SERVER: 2,
  SPAN_KIND_CLIENT: 3,
  SPAN_KIND_PRODUCER: 4,
  SPAN_KIND_CONSUMER: 5,
};
const STATUS_CODES: Readonly<Record<string, StatusCode>> = {
  STATUS_CODE_UNSET: 0,
  STATUS_CODE_OK: 1,
  STATUS_CODE_ERROR: 2,
};

function decodeKind(v: unknown, name: string): number {
  if (v === undefined || v === null) return 0;
  // Proto3 enums are open: an unknown integer is kept, an unknown name is an error
  // (Collector iterator.go ReadEnumValue).
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  if (typeof v === 'string' && Object.hasOwn(SPAN_KINDS, v)) return SPAN_KINDS[v] as number;
  throw new SpanReject(`span "${name}": invalid kind ${show(v)}`);
}

/**
 * A status without a message is one of three values, shared by every span that has it (frozen:
 * nothing downstream writes to a span). Spans held for an open turn are what the young-generation
 * collector copies, so each object a span does not own is one it never copies.
 */
const PLAIN_STATUS: readonly RawSpan['status'][] = [0, 1, 2].map((code) => Object.freeze({ code: code as StatusCode, message: undefined }));
/** The events of a span that has none (most spans): one frozen empty list for all of them. */
const NO_EVENTS: SpanEvent[] = Object.freeze([]) as unknown as SpanEvent[];

function decodeStatus(v: unknown, name: string): RawSpan['status'] {
  if (v === undefined || v === null) return PLAIN_STATUS[0]!;
  if (!isObj(v)) throw new SpanReject(`span "${name}": status is not an object`);
  const c = v.code;
  let code: StatusCode;
  if (c === undefined || c === null || c === 0) code = 0;
  else if (c === 1 || c === 2) code = c;
  else if (typeof c === 'string' && Object.hasOwn(STATUS_CODES, c)) code = STATUS_CODES[c] as StatusCode;
  else throw new SpanReject(`span "${name}": invalid status.code ${show(c)}`);
  const m = v.message;
  return typeof m === 'string' && m !== '' ? { code, message: m } : PLAIN_STATUS[code]!;
}

// ---------------------------------------------------------------- attributes

/**
 * Attribute keys met before, one per slot, placed by their length and four of their characters.
 * `JSON.parse` gives each attribute's key as a fresh string (it is a value in OTLP/JSON, not a
 * member name), and storing a property under a fresh string makes V8 hash it and look it up in its
 * string table; a key already stored once is V8's own property name, and storing under it skips
 * that look-up. An exporter sends the same few dozen keys on every span, so nearly every key is in
 * its slot; a slot holding another key (two keys on one slot) costs only the look-up it saves.
 */
const KEY_SLOTS_BITS = 9;
/** The longest key kept (semantic-convention keys are under 60 characters). */
const KEY_KEPT_MAX = 128;
const seenKeys: (string | undefined)[] = new Array<string | undefined>(1 << KEY_SLOTS_BITS).fill(undefined);

/** The slot of a key: no hashing of the whole string (a character past either end reads as 0). */
function keySlot(key: string): number {
  const n = key.length;
  const mix = n ^ (key.charCodeAt(n - 1) << 7) ^ (key.charCodeAt(n - 2) << 14) ^ (key.charCodeAt(n >> 1) << 21) ^ (key.charCodeAt((n * 3) >> 2) << 3);
  return Math.imul(mix, 0x9e3779b1) >>> (32 - KEY_SLOTS_BITS);
}

/** Decodes `[{key, value: AnyValue}]` into `out`; last duplicate wins. */
function decodeKeyValues(list: unknown, out: AttrMap, depth: number, where: string): AttrMap {
  if (list === undefined || list === null) return out;
  if (!Array.isArray(list)) throw new SpanReject(`${where}: attributes is not an array`);
  for (let i = 0; i < list.length; i++) {
    const kv: unknown = list[i];
    if (!isObj(kv)) throw new SpanReject(`${where}: attribute [${i}] is not an object`);
    const given = kv.key;
    if (typeof given !== 'string') throw new SpanReject(`${where}: attribute [${i}] has no string key`);
    let key = given;
    // Only keys of a usual length are kept: the table must not pin a hostile request's huge keys.
    if (key.length <= KEY_KEPT_MAX) {
      const slot = keySlot(key);
      const seen = seenKeys[slot];
      // The same characters either way: only which string object names the property changes.
      if (seen === key) key = seen;
      else seenKeys[slot] = key;
    }
    const val = decodeAnyValue(kv.value, depth, where, key);
    // A plain assignment to '__proto__' would set the prototype instead of a key.
    if (key === '__proto__') {
      Object.defineProperty(out, key, { value: val, enumerable: true, writable: true, configurable: true });
    } else {
      out[key] = val;
    }
  }
  return out;
}

/** Strings this short are looked up in the request's `strings`; longer ones are rarely repeated verbatim. */
const SHARED_STRING_MAX = 64;

/**
 * What one request's spans share, kept once each while it is decoded: its short strings
 * (operation names, models, tool names, span names: the same few values on most spans), so a
 * span held for an open turn points at the request's one copy instead of owning its own; and
 * each trace's decoded id (raw → decoded), so the spans of a trace share one id string. Set for
 * the duration of one `decodeOtlpJsonRequest` call (synchronous, so never shared between two).
 */
interface RequestShared {
  readonly strings: Map<string, string>;
  readonly traceIds: Map<string, string>;
}

let request: RequestShared | undefined;

function shared(s: string): string {
  if (request === undefined || s.length > SHARED_STRING_MAX) return s;
  const first = request.strings.get(s);
  if (first !== undefined) return first;
  request.strings.set(s, s);
  return s;
}

/** The decoded trace id for `v`, decoded once per request. */
function traceIdOf(v: unknown, spanName: string): string {
  const traceIds = request?.traceIds;
  const known = typeof v === 'string' ? traceIds?.get(v) : undefined;
  if (known !== undefined) return known;
  const traceId = requireId(v, 16, 'traceId', spanName);
  traceIds?.set(v as string, traceId);
  return traceId;
}

function badValue(where: string, key: string, field: string, v: unknown): SpanReject {
  return new SpanReject(`${where}: attribute "${key}": invalid ${field} ${show(v)}`);
}

/** AnyValue (common/v1/common.proto) → plain data. `depth` counts nesting levels, 1 = top. */
function decodeAnyValue(v: unknown, depth: number, where: string, key: string): AttrValue {
  if (v === undefined || v === null) return null;
  if (!isObj(v)) throw badValue(where, key, 'value', v);
  if (depth > MAX_ATTR_DEPTH) {
    throw new SpanReject(`${where}: attribute "${key}" is nested deeper than ${MAX_ATTR_DEPTH} levels`);
  }
  let x: unknown;
  if ((x = v.stringValue) !== undefined || (x = v.string_value) !== undefined) {
    if (typeof x !== 'string') throw badValue(where, key, 'stringValue', x);
    return shared(x);
  }
  if ((x = v.intValue) !== undefined || (x = v.int_value) !== undefined) {
    const n = toInt(x);
    if (n === undefined) throw badValue(where, key, 'intValue', x);
    return n;
  }
  if ((x = v.doubleValue) !== undefined || (x = v.double_value) !== undefined) {
    const n = toDouble(x);
    if (n === undefined) throw badValue(where, key, 'doubleValue', x);
    return n;
  }
  if ((x = v.boolValue) !== undefined || (x = v.bool_value) !== undefined) {
    if (typeof x === 'boolean') return x;
    if (x === 'true' || x === 'false') return x === 'true';
    throw badValue(where, key, 'boolValue', x);
  }
  if ((x = v.arrayValue) !== undefined || (x = v.array_value) !== undefined) {
    if (!isObj(x)) throw badValue(where, key, 'arrayValue', x);
    const values = x.values;
    if (values === undefined || values === null) return [];
    if (!Array.isArray(values)) throw badValue(where, key, 'arrayValue.values', values);
    const out: AttrValue[] = new Array<AttrValue>(values.length);
    for (let i = 0; i < values.length; i++) out[i] = decodeAnyValue(values[i], depth + 1, where, key);
    return out;
  }
  if ((x = v.kvlistValue) !== undefined || (x = v.kvlist_value) !== undefined) {
    if (!isObj(x)) throw badValue(where, key, 'kvlistValue', x);
    return decodeKeyValues(x.values, {}, depth + 1, where);
  }
  if ((x = v.bytesValue) !== undefined || (x = v.bytes_value) !== undefined) {
    if (typeof x !== 'string') throw badValue(where, key, 'bytesValue', x);
    return x;
  }
  // An AnyValue with no field set is the proto "empty" value.
  return null;
}

// ---------------------------------------------------------------- spans

function decodeEvents(list: unknown, name: string, spanStartMs: number): SpanEvent[] {
  if (list === undefined || list === null) return NO_EVENTS;
  if (!Array.isArray(list)) throw new SpanReject(`span "${name}": events is not an array`);
  if (list.length === 0) return NO_EVENTS;
  const out: SpanEvent[] = new Array<SpanEvent>(list.length);
  for (let i = 0; i < list.length; i++) {
    const e: unknown = list[i];
    if (!isObj(e)) throw new SpanReject(`span "${name}": event [${i}] is not an object`);
    const en = e.name;
    const evName = typeof en === 'string' ? en : '';
    let t: unknown = e.timeUnixNano;
    if (t === undefined) t = e.time_unix_nano;
    // A missing event time is proto's zero; the span start is the more useful stand-in.
    const timeMs = t === undefined || t === null ? spanStartMs : nanosToMs(t, `event "${evName}" timeUnixNano`, name);
    const where = `span "${name}": event "${evName}"`;
    out[i] = { name: evName, timeMs, attributes: decodeKeyValues(e.attributes, {}, 1, where) };
  }
  return out;
}

function decodeSpan(s: Obj, resource: AttrMap, scope: RawSpan['scope']): RawSpan {
  const n = s.name;
  if (n !== undefined && n !== null && typeof n !== 'string') throw new SpanReject(`span name is not a string: ${show(n)}`);
  const name = typeof n === 'string' ? shared(n) : '';

  let v: unknown = s.traceId;
  if (v === undefined) v = s.trace_id;
  const traceId = traceIdOf(v, name);
  v = s.spanId;
  if (v === undefined) v = s.span_id;
  const spanId = requireId(v, 8, 'spanId', name);
  v = s.parentSpanId;
  if (v === undefined) v = s.parent_span_id;
  let parentSpanId: string | undefined;
  if (v !== undefined && v !== null && v !== '') {
    const p = typeof v === 'string' ? decodeId(v, 8) : undefined;
    if (p === undefined) throw new SpanReject(`span "${name}": invalid parentSpanId ${show(v)}`);
    parentSpanId = p === '' ? undefined : p;
  }

  v = s.startTimeUnixNano;
  if (v === undefined) v = s.start_time_unix_nano;
  // Missing means proto zero; the Collector accepts it, so do we.
  const startMs = v === undefined || v === null ? 0 : nanosToMs(v, 'startTimeUnixNano', name);
  v = s.endTimeUnixNano;
  if (v === undefined) v = s.end_time_unix_nano;
  const endMs = v === undefined || v === null ? startMs : nanosToMs(v, 'endTimeUnixNano', name);

  return {
    traceId,
    spanId,
    parentSpanId,
    name,
    kind: decodeKind(s.kind, name),
    startMs,
    endMs,
    attributes: decodeKeyValues(s.attributes, {}, 1, `span "${name}"`),
    events: decodeEvents(s.events, name, startMs),
    status: decodeStatus(s.status, name),
    resource,
    scope,
  };
}

function decodeScope(v: unknown): RawSpan['scope'] {
  if (!isObj(v)) return { name: '', version: undefined };
  const n = v.name;
  const ver = v.version;
  return { name: typeof n === 'string' ? n : '', version: typeof ver === 'string' && ver !== '' ? ver : undefined };
}

function decodeScopeSpans(ss: Obj, resource: AttrMap, out: RawSpan[], reject: (reason: string) => void): void {
  let sc: unknown = ss.scope;
  if (sc === undefined) sc = ss.instrumentationLibrary;
  if (sc === undefined) sc = ss.instrumentation_library;
  // Shared by every span of this ScopeSpans, like the resource.
  const scope = decodeScope(sc);
  const spans = ss.spans;
  if (spans === undefined || spans === null) return;
  if (!Array.isArray(spans)) {
    reject(`scope "${scope.name}": spans is not an array`);
    return;
  }
  for (let i = 0; i < spans.length; i++) {
    const s: unknown = spans[i];
    if (!isObj(s)) {
      reject(`scope "${scope.name}": span [${i}] is not an object`);
      continue;
    }
    try {
      out.push(decodeSpan(s, resource, scope));
    } catch (e) {
      if (!(e instanceof SpanReject)) throw e;
      reject(e.reason);
    }
  }
}

/**
 * Decodes one parsed ExportTraceServiceRequest. Spans that cannot be decoded are
 * reported through `reject` (one call per rejected span or unreadable container)
 * and skipped; everything readable is returned. Never throws on any input.
 *
 * `resource` is one object shared by all spans of a ResourceSpans, and `scope`
 * one object per ScopeSpans: treat both as read-only.
 */
export function decodeOtlpJsonRequest(req: unknown, reject: (reason: string) => void): RawSpan[] {
  const out: RawSpan[] = [];
  if (!isObj(req)) {
    reject(`request is not an object: ${show(req)}`);
    return out;
  }
  let rss: unknown = req.resourceSpans;
  if (rss === undefined) rss = req.resource_spans;
  // An empty request is valid OTLP (specification.md: "an empty request gets 200").
  if (rss === undefined || rss === null) return out;
  if (!Array.isArray(rss)) {
    reject(`resourceSpans is not an array: ${show(rss)}`);
    return out;
  }
  request = { strings: new Map(), traceIds: new Map() };
  try {
    decodeResourceSpans(rss, out, reject);
  } finally {
    request = undefined;
  }
  return out;
}

function decodeResourceSpans(rss: unknown[], out: RawSpan[], reject: (reason: string) => void): void {
  for (let r = 0; r < rss.length; r++) {
    const rs: unknown = rss[r];
    if (!isObj(rs)) {
      reject(`resourceSpans[${r}] is not an object`);
      continue;
    }
    const res = rs.resource;
    let resource: AttrMap = {};
    if (res !== undefined && res !== null) {
      try {
        if (!isObj(res)) throw new SpanReject(`resourceSpans[${r}]: resource is not an object`);
        resource = knownResource(res.attributes) ?? rememberResource(res.attributes, decodeKeyValues(res.attributes, {}, 1, `resourceSpans[${r}] resource`));
      } catch (e) {
        if (!(e instanceof SpanReject)) throw e;
        // Spans without their resource would be misattributed; skip the whole group.
        reject(e.reason);
        continue;
      }
    }
    let list: unknown = rs.scopeSpans;
    if (list === undefined) list = rs.scope_spans;
    // Legacy field (proto field 1000), honoured only when scopeSpans is empty,
    // as the Collector's ResourceSpans migration did.
    if (list === undefined || list === null || (Array.isArray(list) && list.length === 0)) {
      let legacy: unknown = rs.instrumentationLibrarySpans;
      if (legacy === undefined) legacy = rs.instrumentation_library_spans;
      if (legacy !== undefined && legacy !== null) list = legacy;
    }
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      reject(`resourceSpans[${r}]: scopeSpans is not an array`);
      continue;
    }
    for (let j = 0; j < list.length; j++) {
      const ss: unknown = list[j];
      if (!isObj(ss)) {
        reject(`resourceSpans[${r}].scopeSpans[${j}] is not an object`);
        continue;
      }
      decodeScopeSpans(ss, resource, out, reject);
    }
  }
}

// ---------------------------------------------------------------- resources seen before

/**
 * Resources decoded before, reused: an exporter sends its one resource with every request, and a
 * gateway's requests carry a few services' resources, so most requests repeat one already decoded.
 * A repeat is recognised by comparing its attribute list, key by key and value by value, with what
 * the first was decoded from, and gets the first's map: no map built again, and spans held for
 * open turns (which keep their resource) point at one map instead of one per request. Frozen: it
 * is shared by every span that has that resource.
 */
interface KnownResource {
  readonly keys: readonly string[];
  readonly values: readonly (string | number | boolean)[];
  readonly map: AttrMap;
}

/** How many distinct resources are remembered (the oldest replaced first). */
const KNOWN_RESOURCES = 8;
/** A resource with more attributes than this is decoded afresh each time (and not compared). */
const KNOWN_RESOURCE_KEYS = 64;
const knownResources: KnownResource[] = [];
let nextKnown = 0;

/** Not a plain value (an array, a map, bytes, nothing, or invalid): such a resource is not remembered. */
const NOT_SCALAR = Symbol('not scalar');

/** The decoded value of an AnyValue holding a string, int, double or bool; NOT_SCALAR otherwise. */
function scalarOf(v: unknown): string | number | boolean | typeof NOT_SCALAR {
  if (!isObj(v)) return NOT_SCALAR;
  let x: unknown;
  if ((x = v.stringValue) !== undefined || (x = v.string_value) !== undefined) return typeof x === 'string' ? x : NOT_SCALAR;
  if ((x = v.intValue) !== undefined || (x = v.int_value) !== undefined) return toInt(x) ?? NOT_SCALAR;
  if ((x = v.doubleValue) !== undefined || (x = v.double_value) !== undefined) return toDouble(x) ?? NOT_SCALAR;
  if ((x = v.boolValue) !== undefined || (x = v.bool_value) !== undefined) {
    if (typeof x === 'boolean') return x;
    return x === 'true' || x === 'false' ? x === 'true' : NOT_SCALAR;
  }
  return NOT_SCALAR;
}

/** The map of a resource whose attribute list is one remembered, key for key and value for value. */
function knownResource(list: unknown): AttrMap | undefined {
  if (!Array.isArray(list) || list.length === 0 || list.length > KNOWN_RESOURCE_KEYS) return undefined;
  for (let k = 0; k < knownResources.length; k++) {
    const known = knownResources[k]!;
    if (known.keys.length !== list.length) continue;
    let i = 0;
    for (; i < list.length; i++) {
      const kv: unknown = list[i];
      if (!isObj(kv) || kv.key !== known.keys[i] || !Object.is(scalarOf(kv.value), known.values[i])) break;
    }
    if (i === list.length) return known.map;
  }
  return undefined;
}

/**
 * Remembers a resource just decoded from `list` when every attribute is a plain value under its own
 * key (no repeats: the map then has one key per entry, in list order), and returns its map.
 */
function rememberResource(list: unknown, map: AttrMap): AttrMap {
  if (!Array.isArray(list) || list.length === 0 || list.length > KNOWN_RESOURCE_KEYS) return map;
  const keys: string[] = [];
  const values: (string | number | boolean)[] = [];
  for (let i = 0; i < list.length; i++) {
    const kv = list[i] as Obj;
    const key = kv.key as string;
    const value = scalarOf(kv.value);
    if (value === NOT_SCALAR || key === '__proto__' || keys.includes(key)) return map;
    keys.push(key);
    values.push(value);
  }
  const known: KnownResource = { keys, values, map: Object.freeze(map) };
  if (knownResources.length < KNOWN_RESOURCES) knownResources.push(known);
  else {
    knownResources[nextKnown] = known;
    nextKnown = (nextKnown + 1) % KNOWN_RESOURCES;
  }
  return map;
}
