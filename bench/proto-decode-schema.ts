/**
 * The OTLP trace messages as a protobufjs reflection schema (JSON descriptor form),
 * written for the decoder benchmark and for tests that cross-check forbear's own
 * wire reader and writer. Field numbers from opentelemetry-proto (collector/trace/v1,
 * trace/v1, common/v1, resource/v1) and googleapis google/rpc/status.proto.
 */
import protobuf from 'protobufjs';

const fields = (spec: Record<string, [number, string, ('repeated' | undefined)?]>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [name, [id, type, rule]] of Object.entries(spec)) out[name] = rule ? { id, type, rule } : { id, type };
  return out;
};

export const OTLP_TRACE_SCHEMA = {
  nested: {
    otlp: {
      nested: {
        AnyValue: {
          oneofs: { value: { oneof: ['stringValue', 'boolValue', 'intValue', 'doubleValue', 'arrayValue', 'kvlistValue', 'bytesValue'] } },
          fields: fields({
            stringValue: [1, 'string'],
            boolValue: [2, 'bool'],
            intValue: [3, 'int64'],
            doubleValue: [4, 'double'],
            arrayValue: [5, 'ArrayValue'],
            kvlistValue: [6, 'KeyValueList'],
            bytesValue: [7, 'bytes'],
          }),
        },
        ArrayValue: { fields: fields({ values: [1, 'AnyValue', 'repeated'] }) },
        KeyValueList: { fields: fields({ values: [1, 'KeyValue', 'repeated'] }) },
        KeyValue: { fields: fields({ key: [1, 'string'], value: [2, 'AnyValue'] }) },
        InstrumentationScope: {
          fields: fields({ name: [1, 'string'], version: [2, 'string'], attributes: [3, 'KeyValue', 'repeated'], droppedAttributesCount: [4, 'uint32'] }),
        },
        Resource: { fields: fields({ attributes: [1, 'KeyValue', 'repeated'], droppedAttributesCount: [2, 'uint32'] }) },
        Status: { fields: fields({ message: [2, 'string'], code: [3, 'int32'] }) },
        Event: {
          fields: fields({ timeUnixNano: [1, 'fixed64'], name: [2, 'string'], attributes: [3, 'KeyValue', 'repeated'], droppedAttributesCount: [4, 'uint32'] }),
        },
        Link: {
          fields: fields({
            traceId: [1, 'bytes'],
            spanId: [2, 'bytes'],
            traceState: [3, 'string'],
            attributes: [4, 'KeyValue', 'repeated'],
            droppedAttributesCount: [5, 'uint32'],
            flags: [6, 'fixed32'],
          }),
        },
        Span: {
          fields: fields({
            traceId: [1, 'bytes'],
            spanId: [2, 'bytes'],
            traceState: [3, 'string'],
            parentSpanId: [4, 'bytes'],
            name: [5, 'string'],
            kind: [6, 'int32'],
            startTimeUnixNano: [7, 'fixed64'],
            endTimeUnixNano: [8, 'fixed64'],
            attributes: [9, 'KeyValue', 'repeated'],
            droppedAttributesCount: [10, 'uint32'],
            events: [11, 'Event', 'repeated'],
            droppedEventsCount: [12, 'uint32'],
            links: [13, 'Link', 'repeated'],
            droppedLinksCount: [14, 'uint32'],
            status: [15, 'Status'],
            flags: [16, 'fixed32'],
          }),
        },
        ScopeSpans: { fields: fields({ scope: [1, 'InstrumentationScope'], spans: [2, 'Span', 'repeated'], schemaUrl: [3, 'string'] }) },
        ResourceSpans: { fields: fields({ resource: [1, 'Resource'], scopeSpans: [2, 'ScopeSpans', 'repeated'], schemaUrl: [3, 'string'] }) },
        ExportTraceServiceRequest: { fields: fields({ resourceSpans: [1, 'ResourceSpans', 'repeated'] }) },
        ExportTracePartialSuccess: { fields: fields({ rejectedSpans: [1, 'int64'], errorMessage: [2, 'string'] }) },
        ExportTraceServiceResponse: { fields: fields({ partialSuccess: [1, 'ExportTracePartialSuccess'] }) },
        RpcStatus: { fields: fields({ code: [1, 'int32'], message: [2, 'string'], details: [3, 'bytes', 'repeated'] }) },
      },
    },
  },
};

/** The reflection types, resolved once. */
export function otlpTraceTypes(): {
  request: protobuf.Type;
  response: protobuf.Type;
  rpcStatus: protobuf.Type;
} {
  const root = protobuf.Root.fromJSON(OTLP_TRACE_SCHEMA as protobuf.INamespace);
  return {
    request: root.lookupType('otlp.ExportTraceServiceRequest'),
    response: root.lookupType('otlp.ExportTraceServiceResponse'),
    rpcStatus: root.lookupType('otlp.RpcStatus'),
  };
}
