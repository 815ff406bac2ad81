/**
 * Sender mistakes forbear can see on the wire — a wrong URL path, a wrong Content-Type, gzip
 * turned off — each said in one log line that names the setting that fixes it. A misconfigured
 * Collector repeats its mistake on every batch, so each distinct problem is said once, then at
 * most once per interval with how often it recurred; the status code alone (404, 415) tells a
 * user nothing about which of the exporter's settings is wrong.
 */

/** Above this, an uncompressed body is worth a hint: a 512-span batch is several hundred KiB. */
export const UNCOMPRESSED_HINT_BYTES = 256 * 1024;
/** Distinct problems remembered (a sender spraying paths must not grow the map without end). */
const MAX_KEYS = 64;
const EXPORTER_FIX = 'in the Collector\'s otlp_http exporter';

export interface SenderHint {
  /** Which problem: lines with one key are rate-limited together. */
  key: string;
  line: string;
}

export class SenderHints {
  private readonly seen = new Map<string, { at: number; repeats: number }>();

  constructor(
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
    private readonly intervalMs = 10 * 60_000,
  ) {}

  say(hint: SenderHint | undefined, userAgent?: string): void {
    if (hint === undefined) return;
    const t = this.now();
    const prev = this.seen.get(hint.key);
    if (prev !== undefined && t - prev.at < this.intervalMs) {
      prev.repeats++;
      return;
    }
    if (prev === undefined && this.seen.size >= MAX_KEYS) {
      const oldest = this.seen.keys().next().value as string;
      this.seen.delete(oldest);
    }
    const again = prev !== undefined && prev.repeats > 0 ? ` (${prev.repeats} more time(s) since it was last said)` : '';
    const from = userAgent === undefined || userAgent === '' ? '' : ` [sender: ${userAgent.slice(0, 160)}]`;
    this.log(`forbear: warning: ${hint.line}${again}${from}`);
    this.seen.delete(hint.key);
    this.seen.set(hint.key, { at: t, repeats: 0 });
  }
}

/** A POST to a path that is not /v1/traces: the endpoint setting is wrong in a way the path shows. */
export function wrongPathHint(method: string, path: string): SenderHint | undefined {
  if (method !== 'POST') return undefined;
  const shown = JSON.stringify(path.length > 60 ? `${path.slice(0, 60)}…` : path);
  const signal = /\/v1\/(logs|metrics|profiles)$/.exec(path)?.[1];
  if (signal !== undefined) {
    return { key: `path:${signal}`, line: `POST ${shown} answered 404: forbear receives traces only; take forbear's exporter out of the Collector's ${signal} pipeline` };
  }
  let fix: string;
  if (/\/v1\/traces\/v1\/traces$/.test(path)) {
    fix = `the endpoint already ends in /v1/traces and the exporter appends it again: set \`endpoint\` to forbear's base URL (http://HOST:PORT) ${EXPORTER_FIX}, or the full URL as \`traces_endpoint\``;
  } else if (path.endsWith('/v1/traces')) {
    fix = `the endpoint has a path prefix forbear does not serve: set \`endpoint: http://HOST:PORT\` with no path ${EXPORTER_FIX}`;
  } else if (/\/v1\/trace$/i.test(path) || /\/traces?$/i.test(path)) {
    fix = `the path is misspelt: it is /v1/traces; set \`endpoint: http://HOST:PORT\` ${EXPORTER_FIX} (it appends /v1/traces), or \`traces_endpoint: http://HOST:PORT/v1/traces\``;
  } else {
    fix = `\`traces_endpoint\` (or an SDK's OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) must be the full URL ending in /v1/traces; \`endpoint\` ${EXPORTER_FIX} is the base URL, and the exporter appends /v1/traces`;
  }
  return { key: `path:${path.slice(0, 60)}`, line: `POST ${shown} answered 404: OTLP traces go to POST /v1/traces; ${fix}` };
}

/** A body whose Content-Type is neither OTLP encoding. */
export function contentTypeHint(contentType: string | undefined): SenderHint {
  const shown = JSON.stringify(contentType ?? '');
  return {
    key: `content-type:${(contentType ?? '').slice(0, 60)}`,
    line: `POST /v1/traces with Content-Type ${shown} answered 415: send application/x-protobuf or application/json — \`encoding: proto\` (the default) or \`encoding: json\` ${EXPORTER_FIX}, OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf or http/json in an SDK`,
  };
}

/** A Content-Encoding forbear cannot read. */
export function contentEncodingHint(encoding: string, supported: readonly string[]): SenderHint {
  return {
    key: `content-encoding:${encoding.slice(0, 40)}`,
    line: `POST /v1/traces with Content-Encoding ${JSON.stringify(encoding)} answered 415: set \`compression\` ${EXPORTER_FIX} to gzip (its default) or another forbear reads: ${supported.join(', ')}`,
  };
}

/** A large body sent without compression: accepted, but several times the bytes it needs. */
export function uncompressedHint(bytes: number): SenderHint | undefined {
  if (bytes < UNCOMPRESSED_HINT_BYTES) return undefined;
  return {
    key: 'uncompressed',
    line: `a ${Math.round(bytes / 1024)} KiB export arrived uncompressed (accepted): set \`compression: gzip\` ${EXPORTER_FIX} (its default; \`compression: none\` turns it off), or OTEL_EXPORTER_OTLP_COMPRESSION=gzip in an SDK`,
  };
}

/** A body over --max-body. */
export function tooLargeHint(maxBodyBytes: number): SenderHint {
  return {
    key: 'too-large',
    line: `an export over --max-body (${Math.round(maxBodyBytes / 1024 / 1024)} MiB) answered 413 and is not retried: lower \`send_batch_max_size\` of the Collector's batch processor (512 spans is a good size) or raise forbear's --max-body`,
  };
}

/** An HTTP/2 client — a gRPC exporter — connected to the OTLP/HTTP port. */
export function grpcOnHttpPortHint(): SenderHint {
  return {
    key: 'h2-on-http',
    line: 'an HTTP/2 (gRPC) client connected to the OTLP/HTTP port and was refused: point the Collector\'s otlp_grpc exporter (or an SDK\'s grpc exporter) at forbear\'s --grpc address (default 127.0.0.1:4317), or use otlp_http for this port',
  };
}
