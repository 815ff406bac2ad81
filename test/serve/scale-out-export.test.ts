import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeOtlpJsonRequest } from '../../src/ingest/otlp-json.js';
import type { TurnResult } from '../../src/model/result.js';
import type { RawSpan } from '../../src/model/raw-span.js';
import type { RunningServer } from '../../src/serve/serve-app.js';
import { tempDir } from '../helpers/index.js';
import type { ReadableSpan } from '../helpers/index.js';
import { demoSpans, exportAll, makeExporter, readResults, scoreReference, sortResults, waitFor } from './serve-helpers.js';
import { metricValue, serveInProcess } from './serve-fixture.js';

let spans: ReadableSpan[];
let reference: TurnResult[];
const tmp = tempDir('forbear-scale-');
beforeAll(async () => {
  spans = demoSpans();
  reference = await scoreReference(spans, tmp.dir);
});
afterAll(() => tmp.cleanup());

const waitResults = (dir: string, n: number): Promise<TurnResult[]> =>
  waitFor(() => {
    const rs = readResults(dir);
    return rs.length >= n ? rs : undefined;
  }, 15_000, `${n} results in ${dir}`);

describe('scaling out and sending verdicts back', () => {
  it('two instances fed by trace-ID hash give, together, the results of one', async () => {
    const servers: RunningServer[] = [];
    try {
      for (const i of [0, 1]) servers.push(await serveInProcess(`${tmp.dir}/inst-${i}`, { turn_idle: '200ms' }));
      const shard = (s: ReadableSpan): number => createHash('sha256').update(s.spanContext().traceId).digest()[0]! % 2;
      const parts = [spans.filter((s) => shard(s) === 0), spans.filter((s) => shard(s) === 1)];
      expect(parts[0]!.length).toBeGreaterThan(0);
      expect(parts[1]!.length).toBeGreaterThan(0);
      for (const i of [0, 1]) {
        const exporter = makeExporter('grpc', { http: servers[i]!.http!, grpc: servers[i]!.grpc! });
        await exportAll(exporter, parts[i]!, 10);
        await exporter.shutdown();
      }
      const expectedPer = [0, 1].map((i) => reference.filter((r) => parts[i]!.some((s) => s.spanContext().traceId === r.trace_id)).length);
      const union = [...await waitResults(`${tmp.dir}/inst-0`, expectedPer[0]!), ...await waitResults(`${tmp.dir}/inst-1`, expectedPer[1]!)];
      expect(sortResults(union)).toEqual(reference);
    } finally {
      for (const s of servers) await s.close();
    }
  });

  it('--export-endpoint: each scored turn becomes a forbear.evaluation span, a child of the turn\'s root span', async () => {
    const received: RawSpan[] = [];
    const sink = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push(...decodeOtlpJsonRequest(JSON.parse(Buffer.concat(chunks).toString('utf8')), () => {}));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
    const dir = `${tmp.dir}/export`;
    const server = await serveInProcess(dir, { turn_idle: '200ms', export_endpoint: endpoint });
    try {
      const exporter = makeExporter('http/json', { http: server.http!, grpc: '' });
      await exportAll(exporter, spans, 25);
      await exporter.shutdown();
      const results = await waitResults(dir, reference.length);
      await waitFor(() => received.length >= results.length, 15_000, 'evaluation spans');
      expect(received).toHaveLength(results.length);
      for (const r of results) {
        const span = received.find((s) => s.traceId === r.trace_id && s.parentSpanId === r.span_id);
        expect(span?.name).toBe('forbear.evaluation');
        expect(span?.attributes).toMatchObject({
          'gen_ai.evaluation.name': 'forbear.abstain',
          'gen_ai.evaluation.score.label': r.outcome,
          'gen_ai.evaluation.score.value': r.passed ? 1 : 0,
          'forbear.case.id': r.case_id,
        });
        expect(String(span?.attributes['gen_ai.evaluation.explanation'])).toContain(r.outcome);
      }
      // The live summary and metrics agree with what was written.
      const summary = await (await fetch(`http://${server.http}/v1/summary`)).json() as { summary: { abstain: { attempts: number; forced_action: number } } };
      const abstain = results.filter((r) => r.kind === 'abstain');
      expect(summary.summary.abstain.attempts).toBe(abstain.length);
      const metrics = await (await fetch(`http://${server.http}/metrics`)).text();
      expect(metricValue(metrics, 'forbear_forced_actions_total')).toBe(summary.summary.abstain.forced_action);
      expect(metrics).toMatch(/forbear_turns_scored_total\{kind="abstain",outcome="pass",scenario="[^"]+",case_id="[^"]+"\} \d+/);
    } finally {
      await server.close();
      sink.close();
    }
  });
});
