/**
 * Turns the length-prefixed messages of one source into span batches. Each message
 * is binary OTLP protobuf, OTLP/JSON, or either of them zstd-compressed (the file
 * exporter's legacy compression mode compresses message by message). Findings are
 * located as `file:offset`, the byte offset of the message's length prefix in the
 * (decompressed) stream.
 */
import type { Finding } from '../model/finding.js';
import type { RawSpan } from '../model/raw-span.js';
import { decodeOtlpJsonRequest } from './otlp-json.js';
import { decodeOtlpProtoRequest, ProtoDecodeError } from './otlp-proto.js';
import type { FrameHandler } from './proto-frame-splitter.js';
import { InputError, errText } from './read-types.js';
import type { Ctx } from './read-types.js';
import { looksLikeRequest } from './source-parser.js';
import { looksLikeZstd, ZstdDataError, ZstdStream } from './zstd-stream.js';

const MIB = 1024 * 1024;

export class ProtoSourceParser implements FrameHandler {
  private readonly reasons: string[] = [];
  private readonly reject = (reason: string): void => {
    this.reasons.push(reason);
  };

  constructor(
    private readonly ctx: Ctx,
    private readonly where: string,
    private readonly maxMessage: number,
  ) {}

  frame(offset: number, message: Buffer): void {
    this.ctx.stats.lines++;
    let payload = message;
    if (looksLikeZstd(message)) {
      const inflated = this.inflate(offset, message);
      if (inflated === undefined) return;
      payload = inflated;
    }
    const first = payload[0];
    // '{' or '[': OTLP/JSON. Neither can start a real binary request (they would be group tags).
    if (first === 0x7b || first === 0x5b) this.json(offset, payload);
    else this.proto(offset, payload);
  }

  badPrefix(offset: number, length: number, skipped: number): void {
    this.ctx.stats.skippedLines++;
    this.report(
      'proto.length',
      offset,
      `length prefix ${length} is over the ${this.maxMessage / MIB} MiB message limit (corrupt, or not a length-prefixed file); the remaining ${skipped} bytes were not read`,
      'error',
    );
  }

  truncated(offset: number, length: number | undefined, have: number): void {
    this.ctx.stats.skippedLines++;
    const what = length === undefined ? `a ${have}-byte length prefix (4 bytes expected)` : `a message of ${length} bytes, of which ${have - 4} are present`;
    this.report('proto.truncated', offset, `truncated: the input ends inside ${what}`, 'error');
  }

  private inflate(offset: number, message: Buffer): Buffer | undefined {
    const z = new ZstdStream();
    const parts: Uint8Array[] = [];
    let total = 0;
    try {
      for (const gen of [z.write(message), z.end()]) {
        for (const part of gen) {
          total += part.length;
          if (total > this.maxMessage) {
            throw new ZstdDataError('ZSTD_LIMIT', `decompresses to more than the ${this.maxMessage / MIB} MiB message limit`);
          }
          parts.push(part);
        }
      }
    } catch (e) {
      if (!(e instanceof ZstdDataError)) throw e;
      this.ctx.stats.skippedLines++;
      this.report(e.code === 'ZSTD_LIMIT' ? 'zstd.limit' : 'zstd.corrupt', offset, `zstd-compressed message: ${e.message}`, 'warning');
      return undefined;
    }
    return Buffer.concat(parts, total);
  }

  private json(offset: number, payload: Buffer): void {
    let v: unknown;
    try {
      v = JSON.parse(payload.toString('utf8'));
    } catch (e) {
      this.ctx.stats.skippedLines++;
      this.report('json.parse', offset, `OTLP/JSON message: ${errText(e).split('\n')[0] as string}`, 'warning');
      return;
    }
    const requests = Array.isArray(v) ? v : [v];
    for (let i = 0; i < requests.length; i++) {
      const req: unknown = requests[i];
      const prefix = Array.isArray(v) ? `[${i}]: ` : '';
      if (!looksLikeRequest(req) || Array.isArray(req)) {
        this.ctx.stats.skippedLines++;
        this.report('otlp.shape', offset, `${prefix}not an OTLP ExportTraceServiceRequest (no resourceSpans)`, 'warning');
        continue;
      }
      this.reasons.length = 0;
      this.deliver(offset, decodeOtlpJsonRequest(req, this.reject), prefix);
    }
  }

  private proto(offset: number, payload: Buffer): void {
    this.reasons.length = 0;
    let spans: RawSpan[];
    try {
      spans = decodeOtlpProtoRequest(payload, this.reject);
    } catch (e) {
      if (!(e instanceof ProtoDecodeError)) throw e;
      this.ctx.stats.skippedLines++;
      this.report('proto.decode', offset, `malformed protobuf message: ${e.message}`, 'warning');
      return;
    }
    this.deliver(offset, spans, '');
  }

  private deliver(offset: number, spans: RawSpan[], prefix: string): void {
    const reasons = this.reasons;
    for (let i = 0; i < reasons.length; i++) {
      this.ctx.stats.rejectedSpans++;
      this.report('span.rejected', offset, prefix + (reasons[i] as string), 'warning');
    }
    if (spans.length > 0) {
      this.ctx.stats.spans += spans.length;
      this.ctx.consumer.consume(spans);
    }
  }

  private report(code: string, offset: number, message: string, severity: Finding['severity']): void {
    const f: Finding = { code, path: `${this.where}:${offset}`, message, severity };
    if (this.ctx.opts.strict) throw new InputError(f);
    this.ctx.opts.onFinding(f);
  }
}
