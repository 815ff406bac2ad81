/**
 * `forbear score` end to end on the Collector file exporter's other formats: the demo run
 * written as length-prefixed protobuf, as a zstd stream of it, and as per-message zstd JSON
 * (legacy mode), scores exactly as the shipped OTLP/JSON samples do.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { afterAll, describe, expect, it } from 'vitest';
import { lengthPrefixed, zstdRawFrame } from '../../fuzz/lib/zstd-frames.js';
import { SERVICE_NAME } from '../../samples/lib/demo-render.js';
import type { ScoreReportJson as ScoreReport } from '../../src/report/score-report.js';
import { runCli } from '../helpers/cli.js';
import { loadDemoPlan, recordTurns, SAMPLE_CORPUS, SAMPLE_SPANS_DIR, tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';

const tmp = tempDir('forbear-score-proto-');
afterAll(() => tmp.cleanup());

function batches(spans: ReadableSpan[], size: number): ReadableSpan[][] {
  const out: ReadableSpan[][] = [];
  for (let i = 0; i < spans.length; i += size) out.push(spans.slice(i, i + size));
  return out;
}
const proto = (b: ReadableSpan[]): Uint8Array => ProtobufTraceSerializer.serializeRequest(b) as Uint8Array;
const json = (b: ReadableSpan[]): Uint8Array => JsonTraceSerializer.serializeRequest(b) as Uint8Array;

describe('forbear score on format: proto and compression: zstd files', () => {
  it('scores the demo run the same from protobuf and zstd files as from the shipped JSON samples', async () => {
    const files = loadDemoPlan();
    const writers = [
      (spans: ReadableSpan[]) => ['traces.pb', lengthPrefixed(batches(spans, 37).map(proto))] as const,
      (spans: ReadableSpan[]) => ['traces.pb.zst', zstdRawFrame(lengthPrefixed(batches(spans, 50).map(proto)), { blockSize: 4096 })] as const,
      (spans: ReadableSpan[]) => ['traces-legacy.zst', lengthPrefixed(batches(spans, 20).map((b) => zstdRawFrame(json(b))))] as const,
    ];
    files.forEach((f, i) => {
      const spans = recordTurns(
        f.turns.map((t) => t.turn),
        { serviceName: SERVICE_NAME, seed: f.seed },
      );
      const [name, bytes] = (writers[i % writers.length] as (typeof writers)[number])(spans);
      writeFileSync(join(tmp.dir, `${i}-${name}`), bytes);
    });

    const fromJson = await runCli(['score', '--cases', SAMPLE_CORPUS, SAMPLE_SPANS_DIR, '--format', 'json']);
    const fromProto = await runCli(['score', '--cases', SAMPLE_CORPUS, tmp.dir, '--format', 'json']);
    expect(fromProto.stderr).toBe('');
    expect(fromProto.code).toBe(fromJson.code);
    const a = JSON.parse(fromJson.stdout) as ScoreReport;
    const b = JSON.parse(fromProto.stdout) as ScoreReport;
    expect(b.input).toMatchObject({ files: files.length, skipped_lines: 0, rejected_spans: 0, spans: a.input.spans });
    // Results come in file order, and the files are named differently: compare by trace.
    const byTrace = (r: ScoreReport): ScoreReport['results'] => [...r.results].sort((x, y) => x.trace_id.localeCompare(y.trace_id));
    expect(b.results).toHaveLength(a.results.length);
    expect(byTrace(b)).toEqual(byTrace(a));
    expect(b.summary).toEqual(a.summary);
  });
});
