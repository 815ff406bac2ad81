/**
 * A serve data dir holding `total` real results: the demo turns scored by the engine itself, then
 * repeated under fresh trace ids, spread over the day before `nowMs` and over four models, with
 * the span store's committed length set so `serve` starts on them as after a restart. Used by the
 * benchmarks that start `serve` on a full data dir (live page, start-up).
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

export async function fillResultsDir(dir: string, total: number, corpusPath: string, nowMs: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const corpus = parseCorpus(readFileSync(corpusPath, 'utf8'), corpusPath);
  let clock = 1_000_000;
  const seed = new ServeEngine({ corpus, dataDir: dir, turnIdleMs: 1000, turnMaxWaitMs: 60_000, maxOpenTurns: 1e9, now: () => clock, synchronous: 'NORMAL' });
  const turns = demoTurns(corpusPath);
  for (let i = 0; i < turns.length; i++) {
    const body = Buffer.from(JsonTraceSerializer.serializeRequest(recordTurns([turns[i]!], { seed: 7000 + i }))!);
    await seed.ingest(decodeOtlpJsonRequest(JSON.parse(body.toString('utf8')), () => undefined), 'http', { bytes: body, format: 'json', gzip: false });
  }
  clock += 10_000;
  seed.tick(Number.POSITIVE_INFINITY);
  seed.close();
  const samples = readFileSync(join(dir, 'results.jsonl'), 'utf8').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as TurnResult);
  const lines: string[] = [];
  for (let i = 0; i < total; i++) {
    const at = nowMs - Math.floor(((i + 0.5) / total) * 86_000_000);
    lines.push(JSON.stringify({
      ...samples[i % samples.length]!, trace_id: (i + 1).toString(16).padStart(32, '0'), span_id: (i + 1).toString(16).padStart(16, '0'),
      started_at: new Date(at).toISOString(), model: FILL_MODELS[i % FILL_MODELS.length],
    }));
  }
  const text = `${lines.join('\n')}\n`;
  writeFileSync(join(dir, 'results.jsonl'), text);
  const store = new SpanStore(dir, { synchronous: 'NORMAL' });
  store.commit([], Buffer.byteLength(text), clock);
  store.close();
}
