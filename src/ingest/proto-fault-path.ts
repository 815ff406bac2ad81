/**
 * Names where in an ExportTraceServiceRequest a wire fault happened, e.g.
 * `resourceSpans[0].scopeSpans[1].spans[3].attributes[2]`, by walking the message again
 * from the top down to the innermost field that contains the fault's offset.
 *
 * Only runs after a fault, so the decoder's hot path carries no path bookkeeping. The
 * walk reads defensively: it stops where the bytes stop making sense, which is the fault.
 */
import { ProtoReader, WIRE_LEN } from './proto-reader.js';

type MessageName =
  | 'request'
  | 'resourceSpans'
  | 'resource'
  | 'scopeSpans'
  | 'scope'
  | 'span'
  | 'event'
  | 'link'
  | 'status'
  | 'keyValue'
  | 'anyValue'
  | 'arrayValue'
  | 'keyValueList';

/** Field number → [JSON name, message type, repeated]. Only message-typed fields matter here. */
type Fields = Readonly<Record<number, readonly [string, MessageName, boolean]>>;

const SCHEMA: Readonly<Record<MessageName, Fields>> = {
  request: { 1: ['resourceSpans', 'resourceSpans', true] },
  resourceSpans: {
    1: ['resource', 'resource', false],
    2: ['scopeSpans', 'scopeSpans', true],
    1000: ['instrumentationLibrarySpans', 'scopeSpans', true],
  },
  resource: { 1: ['attributes', 'keyValue', true] },
  scopeSpans: { 1: ['scope', 'scope', false], 2: ['spans', 'span', true] },
  scope: { 3: ['attributes', 'keyValue', true] },
  span: {
    9: ['attributes', 'keyValue', true],
    11: ['events', 'event', true],
    13: ['links', 'link', true],
    15: ['status', 'status', false],
  },
  event: { 3: ['attributes', 'keyValue', true] },
  link: { 4: ['attributes', 'keyValue', true] },
  status: {},
  keyValue: { 2: ['value', 'anyValue', false] },
  anyValue: { 5: ['arrayValue', 'arrayValue', false], 6: ['kvlistValue', 'keyValueList', false] },
  arrayValue: { 1: ['values', 'anyValue', true] },
  keyValueList: { 1: ['values', 'keyValue', true] },
};

/** Deeper than the decoder ever reads (MAX_ATTR_DEPTH plus the containers around it). */
const MAX_WALK_DEPTH = 128;

export function faultPath(bytes: Uint8Array, offset: number): string {
  const r = new ProtoReader(bytes);
  const path: string[] = [];
  let type: MessageName = 'request';
  let end = r.length;
  try {
    for (let depth = 0; depth < MAX_WALK_DEPTH; depth++) {
      const fields = SCHEMA[type];
      const counts = new Map<number, number>();
      let next: { name: string; type: MessageName; end: number } | undefined;
      while (r.pos < end && next === undefined) {
        if (r.pos >= offset) return path.join('.');
        const tag = r.tag(end);
        const field = tag >>> 3;
        const known = fields[field];
        if (known === undefined || (tag & 7) !== WIRE_LEN) {
          r.skip(tag, end);
          continue;
        }
        const index = counts.get(field) ?? 0;
        counts.set(field, index + 1);
        const stop = r.sub(end);
        if (offset >= r.pos && offset < stop) {
          next = { name: known[2] ? `${known[0]}[${index}]` : known[0], type: known[1], end: stop };
        } else {
          r.pos = stop;
        }
      }
      if (next === undefined) return path.join('.');
      path.push(next.name);
      type = next.type;
      end = next.end;
    }
  } catch {
    // The walk hit the fault itself: the path so far is where it is.
  }
  return path.join('.');
}
