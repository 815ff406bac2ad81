/**
 * Request bodies for the receiver benchmark: demo-agent turns recorded with the real SDK and
 * serialized by the real OTLP serializers, every turn with its own trace and span ids (the
 * receiver deduplicates, so resending one body would measure only the duplicate path), and every
 * span of every turn sent (so `forbear serve` can complete each turn as `forbear score` does).
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

const DAY_MS = 86_400_000;

/**
 * The first `n` turns of the demo run repeated: pass `p` a day later than pass 0, with its own
 * conversation and run ids. So the turns are in time order, as one agent's traffic is, and a
 * repeated conversation does not join the earlier pass's session (its follow-ups would amend
 * the earlier results instead of scoring their own).
 */
export function turnStream(turns: ScriptedTurn[], n: number): ScriptedTurn[] {
  const out: ScriptedTurn[] = [];
  for (let i = 0; i < n; i++) {
    const pass = Math.floor(i / turns.length);
    const t = turns[i % turns.length]!;
    if (pass === 0) {
      out.push(t);
      continue;
    }
    out.push({
      ...t,
      ...(t.startMs !== undefined ? { startMs: t.startMs + pass * DAY_MS } : {}),
      ...(t.conversationId !== undefined ? { conversationId: `${t.conversationId}-p${pass}` } : {}),
      ...(t.tags !== undefined ? { tags: { ...t.tags, ...(t.tags.runId !== undefined ? { runId: `${t.tags.runId}-p${pass}` } : {}) } } : {}),
    });
  }
  return out;
}

/**
 * `count` requests of one whole turn each (about 5 spans): an agent's own exporter sending each
 * turn as it ends. Every span of the turn is in its request: a request cut short would leave a
 * trace without its root, which a receiver rightly holds for `--turn-max-wait` (its root may
 * still come) while `forbear score` completes it at the end of the file.
 */
export function turnRequests(turns: ScriptedTurn[], count: number, seedBase: number): ReadableSpan[][] {
  return turnStream(turns, count).map((t, i) => recordTurns([t], { seed: seedBase + i }));
}

/**
 * `count` requests of `spansPerRequest` spans, cut from consecutive turns in the order their
 * spans end (what a batch processor sends: a turn may straddle two requests). No span is left
 * out: the last request runs on to the end of its turn.
 */
export function spanBatches(turns: ScriptedTurn[], spansPerRequest: number, count: number, seedBase: number): ReadableSpan[][] {
  const perTurn = recordTurns(turns, { seed: 1 }).length / turns.length;
  const want = spansPerRequest * count;
  let spans: ReadableSpan[] = [];
  for (let n = Math.ceil(want / perTurn) + turns.length; spans.length < want; n *= 2) spans = recordTurns(turnStream(turns, n), { seed: seedBase });
  // A turn's root span ends last: the last request ends with the root after its cut.
  let end = want;
  while (spans[end - 1]!.parentSpanContext) end++;
  const out: ReadableSpan[][] = [];
  for (let i = 0; i < count; i++) out.push(spans.slice(i * spansPerRequest, i === count - 1 ? end : (i + 1) * spansPerRequest));
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
