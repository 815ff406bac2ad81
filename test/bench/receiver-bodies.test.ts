/**
 * The receiver benchmark's request bodies (bench/receiver-bodies.ts), sent to `forbear serve` by
 * the real OTLP exporter one bench request per export, give exactly the results `forbear score`
 * gives for the same spans. The bench stops its clock only when serve has written as many
 * results as the offline pipeline found; bodies that cut turns short left traces without their
 * root, which serve rightly holds for --turn-max-wait (the root may still come) while score
 * completes them at the end of its file, so the bench's small-request rows never completed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoTurns, serialize, spanBatches, turnRequests } from '../../bench/receiver-bodies.js';
import { parseCorpus } from '../../src/corpus/load.js';
import { runScore } from '../../src/pipeline.js';
import { SAMPLE_CORPUS, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { exportAll, makeExporter, readResults, settledResults, sortResults, startServe, stopServe, waitFor } from '../serve/serve-helpers.js';

const tmp = tempDir('forbear-bench-bodies-');
afterAll(() => tmp.cleanup());

const turns = demoTurns(SAMPLE_CORPUS);
const shapes: { shape: string; requests: ReadableSpan[][] }[] = [
  // Past one pass over the demo run: the second pass's conversations are its own.
  { shape: 'one turn per request', requests: turnRequests(turns, turns.length + 20, 50_000) },
  { shape: '512 spans per request', requests: spanBatches(turns, 512, 2, 10_000) },
];

/** Trace ids of the requests' spans that have no root span among them: turns cut short. */
function rootless(requests: ReadableSpan[][]): string[] {
  const all = new Set<string>();
  const rooted = new Set<string>();
  for (const s of requests.flat()) {
    all.add(s.spanContext().traceId);
    if (!s.parentSpanContext) rooted.add(s.spanContext().traceId);
  }
  return [...all].filter((t) => !rooted.has(t));
}

describe('bench/receiver-bodies: every turn the bench sends can be completed live', () => {
  it('one turn per request is a whole turn: one trace, its root included', () => {
    const { requests } = shapes[0]!;
    for (const r of requests) expect(new Set(r.map((s) => s.spanContext().traceId)).size).toBe(1);
    expect(rootless(requests)).toEqual([]);
    const sizes = requests.map((r) => r.length);
    // "About 5 spans": what one demo turn records.
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThan(8);
  });

  it('512-span requests leave no span out: full requests, every trace rooted', () => {
    const { requests } = shapes[1]!;
    expect(requests[0]!.length).toBe(512);
    expect(requests[1]!.length).toBeGreaterThanOrEqual(512);
    expect(rootless(requests)).toEqual([]);
  });

  it.each(shapes)('$shape: forbear serve writes every result forbear score finds in the same spans', async ({ shape, requests }) => {
    const dir = join(tmp.dir, shape.replaceAll(' ', '-'));
    // The offline side as the bench runs it: one request per line.
    const file = `${dir}.jsonl`;
    writeFileSync(file, `${requests.map((r) => serialize(r, 'json').toString('utf8')).join('\n')}\n`);
    const offline = sortResults([...(await runScore({ corpus: parseCorpus(readFileSync(SAMPLE_CORPUS, 'utf8'), SAMPLE_CORPUS), inputs: [file] })).results]);
    expect(offline.length).toBeGreaterThan(50);

    const serve = await startServe(['--data-dir', dir, '--turn-idle', '200ms']);
    try {
      const exporter = makeExporter('http/protobuf', serve);
      for (const r of requests) await exportAll(exporter, r, r.length);
      await exporter.shutdown();
      // Serve amends a session's result when a later turn gives in: settled, one per turn.
      const live = await waitFor(() => {
        const rs = settledResults(readResults(dir));
        return rs.length >= offline.length ? rs : undefined;
      }, 20_000, `serve to write all ${offline.length} results`);
      expect(live).toEqual(offline);
    } finally {
      expect(await stopServe(serve)).toBe(0);
    }
  });
});
