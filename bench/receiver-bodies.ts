/**
 * Request bodies for the receiver benchmark: demo-agent turns recorded with the real SDK and
 * serialized by the real OTLP serializers, every request with its own trace and span ids (the
 * receiver deduplicates, so resending one body would measure only the duplicate path).
 */
import { readFileSync } from 'node:fs';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { corpusCases, demoPlan } from '../samples/lib/demo-render.js';
import { recordTurns } from '../samples/lib/agent-trace.js';
import type { ReadableSpan, ScriptedTurn } from '../samples/lib/agent-trace.js';

export type BodyFormat = 'proto' | 'json';

export function demoTurns(corpusPath: string): ScriptedTurn[] {
  return demoPlan(corpusCases(readFileSync(corpusPath, 'utf8'))).flatMap((f) => f.turns.map((t) => t.turn));
}

/**
 * `count` batches of exactly `spansPerRequest` spans each (the batch processor cuts traces at
 * batch boundaries too), distinct ids per batch.
 */
export function spanBatches(turns: ScriptedTurn[], spansPerRequest: number, count: number, seedBase: number): ReadableSpan[][] {
  const perTurn = recordTurns(turns.slice(0, 4), { seed: 1 }).length / 4;
  const turnsPerRequest = Math.max(1, Math.ceil(spansPerRequest / perTurn) + 1);
  const out: ReadableSpan[][] = [];
  for (let i = 0; i < count; i++) {
    const pick: ScriptedTurn[] = [];
    for (let t = 0; t < turnsPerRequest; t++) pick.push(turns[(i * turnsPerRequest + t) % turns.length]!);
    out.push(recordTurns(pick, { seed: seedBase + i }).slice(0, spansPerRequest));
  }
  return out;
}

export function serialize(spans: ReadableSpan[], format: BodyFormat): Buffer {
  const bytes = format === 'proto' ? ProtobufTraceSerializer.serializeRequest(spans) : JsonTraceSerializer.serializeRequest(spans);
  return Buffer.from(bytes!);
}

/** Bodies are handed to the load generator as one file of 4-byte big-endian length-prefixed frames. */
export function frame(bodies: Buffer[]): Buffer {
  const parts: Buffer[] = [];
  for (const b of bodies) {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(b.length);
    parts.push(len, b);
  }
  return Buffer.concat(parts);
}

export function unframe(data: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let pos = 0; pos + 4 <= data.length;) {
    const n = data.readUInt32BE(pos);
    out.push(data.subarray(pos + 4, pos + 4 + n));
    pos += 4 + n;
  }
  return out;
}
