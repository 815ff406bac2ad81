/** gRPC status codes (grpc/doc/statuscodes.md) used in google.rpc.Status bodies and gRPC replies. */
export const GRPC = {
  OK: 0,
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  RESOURCE_EXHAUSTED: 8,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
} as const;

/** The google.rpc.Status code that goes with an HTTP error status (Collector errors.go mapping, reversed). */
export function grpcCodeForHttp(status: number): number {
  switch (status) {
    case 400: case 415: return GRPC.INVALID_ARGUMENT;
    case 401: return GRPC.UNAUTHENTICATED;
    case 404: return GRPC.NOT_FOUND;
    case 405: return GRPC.UNIMPLEMENTED;
    case 413: case 429: return GRPC.RESOURCE_EXHAUSTED;
    case 503: return GRPC.UNAVAILABLE;
    default: return GRPC.INTERNAL;
  }
}
