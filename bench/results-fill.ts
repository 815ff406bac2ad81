/**
 * Serve data dirs full of real results for the benchmarks that start `serve` or its engine on
 * one (live page, start-up, summary scale): the demo turns scored by the engine itself, repeated
 * under fresh trace ids, with the span store's committed length set as after a restart.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { parseCorpus } from '../src/corpus/load.js';
import { decodeOtlpJsonRequest } from '../src/ingest/otlp-json.js';
import type { TurnResult } from '../src/model/result.js';
import { ServeEngine } from '../src/serve/serve-engine.js';
import { SpanStore } from '../src/serve/span-store.js';
import { recordTurns } from '../samples/lib/agent-trace.js';
import { demoTurns } from './receiver-bodies.js';

export const FILL_MODELS = ['gpt-4.1-mini', 'gpt-4.1-nano', 'claude-sonnet-4', 'gemini-2.5-flash'];

/**
 * The demo turns scored by the engine itself into `dir` (a fresh data dir): the real results the
 * fillers repeat, and the engine clock after them. `seed` picks the recorded ids and timings.
 */
export async function scoreDemoTurns(dir: string, corpusPath: string, seed: number): Promise<{ samples: TurnResult[]; clock: number }> {
  mkdirSync(dir, { recursive: true });
  const corpus = parseCorpus(readFileSync(corpusPath, 'utf8'), corpusPath);
  let clock = 1_000_000;
  const engine = new ServeEngine({ corpus, dataDir: dir, turnIdleMs: 1000, turnMaxWaitMs: 60_000, maxOpenTurns: 1e9, now: () => clock, synchronous: 'NORMAL' });
  const turns = demoTurns(corpusPath);
  for (let i = 0; i < turns.length; i++) {
    const body = Buffer.from(JsonTraceSerializer.serializeRequest(recordTurns([turns[i]!], { seed: seed + i }))!);
    await engine.ingest(decodeOtlpJsonRequest(JSON.parse(body.toString('utf8')), () => undefined), 'http', { bytes: body, format: 'json', gzip: false });
  }
  clock += 10_000;
  engine.tick(Number.POSITIVE_INFINITY);
  engine.close();
  const samples = readFileSync(join(dir, 'results.jsonl'), 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as TurnResult);
  return { samples, clock };
}

/** Replaces `dir`'s results.jsonl with `lines` and commits its length in the span store, as serve would have. */
export function commitResults(dir: string, lines: readonly string[], clock: number): void {
  const text = `${lines.join('\n')}\n`;
  writeFileSync(join(dir, 'results.jsonl'), text);
  const store = new SpanStore(dir, { synchronous: 'NORMAL' });
  store.commit([], Buffer.byteLength(text), clock);
  store.close();
}

/** `total` results spread over the day before `nowMs` and over four models. */
export async function fillResultsDir(dir: string, total: number, corpusPath: string, nowMs: number): Promise<void> {
  const { samples, clock } = await scoreDemoTurns(dir, corpusPath, 7000);
  const lines: string[] = [];
  for (let i = 0; i < total; i++) {
    const at = nowMs - Math.floor(((i + 0.5) / total) * 86_000_000);
    lines.push(JSON.stringify({
      ...samples[i % samples.length]!, trace_id: (i + 1).toString(16).padStart(32, '0'), span_id: (i + 1).toString(16).padStart(16, '0'),
      started_at: new Date(at).toISOString(), model: FILL_MODELS[i % FILL_MODELS.length],
    }));
  }
  commitResults(dir, lines, clock);
}
