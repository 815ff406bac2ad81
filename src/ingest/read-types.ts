/** The contract between the span-file reader and what it feeds. */
import type { Finding } from '../model/finding.js';
import { formatFinding } from '../model/finding.js';
import type { RawSpan } from '../model/raw-span.js';

export interface SpanConsumer {
  /** Called when reading of one input source (a file, or '-' for stdin) begins. */
  startSource(name: string): void;
  /** Spans decoded from one line/request, in input order. Synchronous. */
  consume(spans: RawSpan[]): void;
  /** Back-pressure: when it returns a promise, the reader waits for it before the next chunk. */
  ready?(): Promise<void> | undefined;
}

export interface ReadOptions {
  /** First malformed line or rejected span throws InputError instead of being reported. */
  strict?: boolean;
  onFinding: (f: Finding) => void;
  /** Read for the input '-' (default process.stdin). */
  stdin?: NodeJS.ReadableStream;
}

export interface IngestStats {
  files: number;
  /** Bytes read from disk/stdin (compressed size for gzip). */
  bytes: number;
  /** Non-blank lines seen. */
  lines: number;
  spans: number;
  skippedLines: number;
  rejectedSpans: number;
}

/** Malformed content in strict mode. `message` is the formatted finding (`file:line: reason`). */
export class InputError extends Error {
  override name = 'InputError';
  constructor(readonly finding: Finding) {
    super(formatFinding(finding));
  }
}


/** What a reader passes down to the parser of each source. */
export interface Ctx {
  stats: IngestStats;
  consumer: SpanConsumer;
  opts: ReadOptions;
}


export function errText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
