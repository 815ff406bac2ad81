/**
 * `grpc-status-details-bin` for a throttled export: a google.rpc.Status whose details hold one
 * google.rpc.RetryInfo (OTLP specification.md "Failures": the client waits `retry_delay`).
 * Hand-encoded: four small messages, field numbers from google/rpc/status.proto,
 * google/rpc/error_details.proto and google/protobuf/duration.proto.
 */
const RETRY_INFO_TYPE = 'type.googleapis.com/google.rpc.RetryInfo';

function varint(n: number): number[] {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
}

function field(no: number, bytes: Uint8Array | number[]): number[] {
  return [...varint((no << 3) | 2), ...varint(bytes.length), ...bytes];
}

export function statusWithRetryInfo(code: number, message: string, retryAfterSeconds: number): Buffer {
  const duration = [...varint(1 << 3), ...varint(retryAfterSeconds)]; // Duration.seconds = 1
  const retryInfo = field(1, duration); // RetryInfo.retry_delay = 1
  const any = [...field(1, Buffer.from(RETRY_INFO_TYPE)), ...field(2, retryInfo)]; // Any.type_url = 1, value = 2
  const status = [...varint(1 << 3), ...varint(code), ...field(2, Buffer.from(message, 'utf8')), ...field(3, any)];
  return Buffer.from(status);
}
