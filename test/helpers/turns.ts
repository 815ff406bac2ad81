import { decodeOtlpJsonRequest } from '../../src/ingest/otlp-json.js';
import type { Turn } from '../../src/model/turn.js';
import type { ConventionAdapter } from '../../src/normalize/adapter.js';
import { ADAPTERS } from '../../src/normalize/adapters.js';
import { toSpanRecord } from '../../src/normalize/span-record.js';
import type { SpanRecord } from '../../src/normalize/span-record.js';
import { assembleTurns } from '../../src/sessionize/turn-assembler.js';

/** OTLP/JSON lines (as the SDK serializes them) → turns, through the real decoder, adapters and assembler. */
export function turnsFromOtlpJson(text: string, adapters: readonly ConventionAdapter[] = ADAPTERS): Turn[] {
  const byTrace = new Map<string, SpanRecord[]>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    for (const span of decodeOtlpJsonRequest(JSON.parse(line), (reason) => { throw new Error(reason); })) {
      const list = byTrace.get(span.traceId) ?? [];
      list.push(toSpanRecord(span, adapters));
      byTrace.set(span.traceId, list);
    }
  }
  return [...byTrace].flatMap(([traceId, records]) => assembleTurns(traceId, records));
}
